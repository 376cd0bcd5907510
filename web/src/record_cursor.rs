//! The `Record` class's node shown and the game there (RULES R6.1): the page's one
//! engine object per game. A step forward replays one node and a step back undoes
//! one (`weiqi::sgf::Cursor`), a move at the node shown follows its child or adds a
//! variation and says in one answer what changed, the end of a game is written into
//! the record where it is played, and `takeBack` is a board's undo.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

use crate::errors::ApiError;
use crate::game::WebGame;
use crate::js::{error_to_js, value_from_js};
use crate::record::WebRecord;
use crate::record_session::{CursorPlay, RecordSession, Step};
use crate::typescript::{GameOptionsArg, PointArg};
use crate::value::Value;

#[wasm_bindgen(typescript_custom_section)]
const CURSOR_TYPES: &'static str = r#"
/** What a move at the node shown did (`record.play(point)`): the node now shown, whether it was added (a new variation or the line's continuation) or followed, what the move took off the board, and where the game stands. */
export interface CursorPlay extends PlayResult {
  node: number;
  added: boolean;
  toMove: Color;
  moveNumber: number;
  phase: Phase;
}

/** Where a record's node shown stands (`record.state`), read in one call. */
export interface CursorState {
  /** The node shown. */
  node: number;
  /** Whether it ends its line (no move follows it). */
  live: boolean;
  /** How many moves the line shown records to its end (down first children). */
  total: number;
  /** The move number at the node shown. */
  shownMove: number;
  /** The last node of the line shown. */
  lineEnd: number;
  /** Whether `takeBack` has something to take back at the node shown. */
  canUndo: boolean;
  /** Whether the record came from elsewhere (a file, a link, another tab): `takeBack` never takes its own moves back. */
  opened: boolean;
  /** Whether the record changed since it was read or last said saved. */
  changed: boolean;
  /** Whether a problem's answers stay hidden (no next-move marks, no variations). */
  answersHidden: boolean;
}

/** Every node as `nodes()` lists them, in parallel lists (the order the record is written): ids, parents (−1 for the root), colours (0 no move, 1 Black, 2 White), comments (1: the node has one), and the moves as one string, one space apart (a GTP point, `pass`, or nothing). */
export interface RecordNodes { ids: Uint32Array; parents: Int32Array; colors: Uint8Array; commented: Uint8Array; moves: string; }

/** What `setFlags` sets; names left out stay. */
export interface CursorFlags { opened?: boolean; changed?: boolean; answersHidden?: boolean; }

/** The steps of the node shown, by name: the root, the parent, the first child, the end of the line, the sibling above or below, the previous or next node with a comment. */
export type CursorStep = 'first' | 'back' | 'forward' | 'last' | 'up' | 'down' | 'previousComment' | 'nextComment';

/** The end-of-game actions at the node shown (`act`), with their argument: a colour (the player to move when left out), a point, or a requester. */
export type CursorAction = 'resign' | 'loseOnTime' | 'toggleDead' | 'toggleDeadChain' | 'toggleFill' | 'agree' | 'resume';

/** What `takeBack` did: took something back, found nothing to take back (an opened record's own moves stay), or refused because another node is shown than the one the last action left. */
export type TakeBack = 'taken' | 'nothing' | 'viewing';

export interface Record {
  /** Plays a point (`'D4'`, `'dd'`) or `'pass'` at the node shown, for the player to move there or `color`: the child with that move is shown, or a variation is added and shown. An illegal move throws its code and changes nothing. */
  play(point: PointArg, color?: ColorArg): CursorPlay;
  /** Plays at node `id` (the node shown stays): follows the child with that move or adds a variation; returns the child's id. */
  play(id: number, point: PointArg, color?: ColorArg): number;
}
"#;

#[wasm_bindgen]
extern "C" {
    /// `CursorFlags`.
    #[wasm_bindgen(typescript_type = "CursorFlags")]
    pub type CursorFlagsArg;
}

fn thrown(error: ApiError) -> JsValue {
    error_to_js(&error)
}

fn optional(value: Option<&JsValue>) -> Value {
    value.map_or(Value::Missing, value_from_js)
}

fn set(object: &Object, key: &str, value: &JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

/// A `CursorPlay` object.
fn cursor_play(played: &CursorPlay) -> JsValue {
    let object: Object = crate::objects::play_result(&played.result).into();
    set(&object, "node", &JsValue::from(played.node));
    set(&object, "added", &JsValue::from_bool(played.added));
    set(&object, "toMove", &JsValue::from_str(played.to_move));
    set(&object, "moveNumber", &JsValue::from(played.move_number));
    set(&object, "phase", &JsValue::from_str(played.phase));
    object.into()
}

#[wasm_bindgen(js_class = Record)]
impl WebRecord {
    /// A new game as a record from its start: `options` as `new Game` takes them
    /// (written as the root's `SZ`, `RU`, `KM`, `HA` and setup, with no text in
    /// between). Throws `bad-option` for wrong options.
    #[wasm_bindgen(constructor)]
    pub fn new(options: Option<GameOptionsArg>) -> Result<WebRecord, JsValue> {
        let options = optional(options.as_deref());
        Ok(WebRecord::of(
            RecordSession::new_game(&options).map_err(thrown)?,
        ))
    }

    /// The game at the node shown: the line to it replayed under the record's rules,
    /// kept as the node shown moves (one node replayed or undone a step). Always the
    /// same object; read it, and change the game through the record (its own
    /// changes throw `read-only`).
    #[wasm_bindgen(getter, unchecked_return_type = "Game")]
    pub fn shown(&self) -> JsValue {
        self.shown
            .get_or_init(|| WebGame::of_record(self.session.clone()).into())
            .clone()
    }

    /// Where the node shown stands, in one call (`CursorState`).
    #[wasm_bindgen(getter, unchecked_return_type = "CursorState")]
    pub fn state(&self) -> JsValue {
        let s = self.session.borrow();
        let object = Object::new();
        let number = |key: &str, n: u32| set(&object, key, &JsValue::from(n));
        number("node", s.shown_node());
        number("total", s.total());
        number("shownMove", s.view().move_number());
        number("lineEnd", s.line_end());
        let flag = |key: &str, on: bool| set(&object, key, &JsValue::from_bool(on));
        flag("live", s.live());
        flag("canUndo", s.can_undo());
        flag("opened", s.opened());
        flag("changed", s.changed());
        flag("answersHidden", s.answers_hidden());
        object.into()
    }

    /// Sets the flags named (`CursorFlags`): `opened` (the record came from
    /// elsewhere), `changed` (false once saved), `answersHidden` (a problem's).
    #[wasm_bindgen(js_name = setFlags)]
    pub fn set_flags(&self, flags: CursorFlagsArg) {
        let mut s = self.session.borrow_mut();
        let flag = |key: &str| {
            Reflect::get(&flags, &JsValue::from_str(key))
                .ok()?
                .as_bool()
        };
        if let Some(on) = flag("opened") {
            s.set_opened(on);
        }
        if let Some(on) = flag("changed") {
            s.set_changed(on);
        }
        if let Some(on) = flag("answersHidden") {
            s.set_answers_hidden(on);
        }
    }

    /// The line shown: the path from the root to the node shown, then on down
    /// first children.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn line(&self) -> Array {
        let line = self.session.borrow().line();
        line.into_iter().map(JsValue::from).collect()
    }

    /// Takes the step `name` (`CursorStep`) from the node shown: one node replayed
    /// or undone for `forward` and `back`, the common ancestor and down for the
    /// others. `false` when there is nowhere to go; throws `bad-option` for another
    /// name.
    pub fn step(&self, name: &str) -> Result<bool, JsValue> {
        let step = match name {
            "first" => Step::First,
            "back" => Step::Back,
            "forward" => Step::Forward,
            "last" => Step::Last,
            "up" => Step::Sibling(-1),
            "down" => Step::Sibling(1),
            "previousComment" => Step::Comment(false),
            "nextComment" => Step::Comment(true),
            _ => return Err(thrown(ApiError::bad_option(format!("no step '{name}'")))),
        };
        self.session.borrow_mut().step(step).map_err(thrown)
    }

    /// Shows node `id`: back to the common ancestor and down to it. Throws
    /// `bad-node`.
    pub fn select(&self, id: f64) -> Result<(), JsValue> {
        self.session.borrow_mut().select(id).map_err(thrown)
    }

    /// Shows the first node of the line shown after which `n` moves are played
    /// (the end of the line when it has fewer).
    #[wasm_bindgen(js_name = goTo)]
    pub fn go_to(&self, n: f64) -> Result<(), JsValue> {
        self.session.borrow_mut().go_to_move(n).map_err(thrown)
    }

    /// See the interface: `play(point, color?)` at the node shown (a pass too), or
    /// `play(id, point, color?)` at node `id`.
    #[wasm_bindgen(skip_typescript)]
    pub fn play(
        &self,
        first: JsValue,
        second: Option<JsValue>,
        third: Option<JsValue>,
    ) -> Result<JsValue, JsValue> {
        let mut session = self.session.borrow_mut();
        match first.as_f64() {
            Some(id) => {
                let point = optional(second.as_ref());
                let color = optional(third.as_ref());
                session.play_at(id, &point, &color).map(JsValue::from)
            }
            None => {
                let played = session.play_here(&value_from_js(&first), &optional(second.as_ref()));
                played.map(|played| cursor_play(&played))
            }
        }
        .map_err(thrown)
    }

    /// An end-of-game action at the node shown (`CursorAction`), written into the
    /// record there (RULES R6): `resign` and `loseOnTime` (a colour, the player to
    /// move when left out), `toggleDead` and `toggleDeadChain` (a point: returns the
    /// stones toggled), `toggleFill` (a point: whether it is now kept unfilled, RULES
    /// R4.4), `agree`, `resume` (the requester). A refusal throws its code and
    /// changes nothing.
    #[wasm_bindgen(unchecked_return_type = "string[] | boolean | undefined")]
    pub fn act(&self, name: &str, argument: Option<JsValue>) -> Result<JsValue, JsValue> {
        let argument = optional(argument.as_ref());
        let mut s = self.session.borrow_mut();
        let names = |list: Vec<String>| -> JsValue {
            list.into_iter()
                .map(|p| JsValue::from_str(&p))
                .collect::<Array>()
                .into()
        };
        match name {
            "resign" => s.resign(&argument).map(|()| JsValue::UNDEFINED),
            "loseOnTime" => s.lose_on_time(&argument).map(|()| JsValue::UNDEFINED),
            "toggleDead" => s.toggle_dead(&argument, false).map(names),
            "toggleDeadChain" => s.toggle_dead(&argument, true).map(names),
            "toggleFill" => s.toggle_fill(&argument).map(JsValue::from_bool),
            "agree" => s.agree().map(|()| JsValue::UNDEFINED),
            "resume" => s.resume(&argument).map(|()| JsValue::UNDEFINED),
            _ => Err(ApiError::bad_option(format!("no action '{name}'"))),
        }
        .map_err(thrown)
    }

    /// Marks `point` of node `id` with `kind` (`circle`, `cross`, `square`,
    /// `triangle`, `label` with `text`, or `clear`): a point carries one mark,
    /// another on it goes, the same again takes it off (`CR MA SQ TR LB`, RULES
    /// R6.1). One undoable edit; `takeBack` takes it back at the node shown after it.
    #[wasm_bindgen(js_name = setMark)]
    pub fn set_mark(
        &self,
        id: f64,
        point: PointArg,
        kind: &str,
        text: Option<String>,
    ) -> Result<(), JsValue> {
        let point = value_from_js(&point);
        let text = text.unwrap_or_default();
        let mut s = self.session.borrow_mut();
        s.set_mark(id, &point, kind, &text).map_err(thrown)
    }

    /// The path from the root to node `id` (the node shown when not given) as a link
    /// writes it: `12-1-5` is 12 moves down the main line, the second variation, then
    /// 5 moves on; `''` is the root.
    #[wasm_bindgen(js_name = pathText)]
    pub fn path_text(&self, id: Option<f64>) -> Result<String, JsValue> {
        let s = self.session.borrow();
        let id = id.unwrap_or_else(|| f64::from(s.shown_node()));
        s.path_text(id).map_err(thrown)
    }

    /// The node a path (`pathText`'s form) names, as far as the tree goes:
    /// `{ node, whole }`, `whole` false when the path went past the tree.
    #[wasm_bindgen(js_name = nodeAt, unchecked_return_type = "{ node: number; whole: boolean }")]
    pub fn node_at(&self, text: &str) -> JsValue {
        let (node, whole) = self.session.borrow().node_at(text);
        let object = Object::new();
        set(&object, "node", &JsValue::from(node));
        set(&object, "whole", &JsValue::from_bool(whole));
        object.into()
    }

    /// Every node in the order the record is written (depth first, main line
    /// first), in one call for a tree or a list of moves (`RecordNodes`): parallel
    /// lists of ids, parents (−1 for the root), colours (0 no move, 1 Black, 2 White),
    /// whether each has a comment, and the moves as one string (`'D4 pass  Q16'`: a
    /// GTP point, `pass`, or nothing for a node without a move, one space apart).
    #[wasm_bindgen(unchecked_return_type = "RecordNodes")]
    pub fn nodes(&self) -> JsValue {
        let s = self.session.borrow();
        let size = s.size();
        let list = s.nodes();
        let mut ids = Vec::with_capacity(list.len());
        let mut parents = Vec::with_capacity(list.len());
        let mut colors = Vec::with_capacity(list.len());
        let mut commented = Vec::with_capacity(list.len());
        let mut moves = String::new();
        for (i, node) in list.iter().enumerate() {
            ids.push(node.id);
            parents.push(node.parent.map_or(-1, |p| p as i32));
            commented.push(u8::from(node.commented));
            if i > 0 {
                moves.push(' ');
            }
            match node.mv {
                Some((color, mv)) => {
                    colors.push(if color == weiqi::Color::Black { 1 } else { 2 });
                    moves.push_str(&crate::points::move_name(size, mv));
                }
                None => colors.push(0),
            }
        }
        let object = Object::new();
        set(&object, "ids", &js_sys::Uint32Array::from(&ids[..]));
        set(&object, "parents", &js_sys::Int32Array::from(&parents[..]));
        set(&object, "colors", &js_sys::Uint8Array::from(&colors[..]));
        set(&object, "commented", &js_sys::Uint8Array::from(&commented[..]));
        set(&object, "moves", &JsValue::from_str(&moves));
        object.into()
    }

    /// A board's undo: takes back what was just done at the node shown (a move
    /// added or followed, an edit, an end-of-game action); with nothing done since
    /// the record was read, the last end-of-game action or move of a record made here
    /// (never an opened record's own moves).
    #[wasm_bindgen(js_name = takeBack, unchecked_return_type = "TakeBack")]
    pub fn take_back(&self) -> Result<String, JsValue> {
        let done = self.session.borrow_mut().take_back().map_err(thrown)?;
        Ok(done.into())
    }
}
