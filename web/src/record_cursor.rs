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
use crate::typescript::{ColorArg, GameOptionsArg, PointArg};
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

/** What `takeBack` did: took something back, found nothing to take back (an opened record's own moves stay), or refused because another node is shown than the one the last action left. */
export type TakeBack = 'taken' | 'nothing' | 'viewing';

export interface Record {
  /** Plays a point (`'D4'`, `'dd'`) or `'pass'` at the node shown, for the player to move there or `color`: the child with that move is shown, or a variation is added and shown. An illegal move throws its code and changes nothing. */
  play(point: PointArg, color?: ColorArg): CursorPlay;
  /** Plays at node `id` (the node shown stays): follows the child with that move or adds a variation; returns the child's id. */
  play(id: number, point: PointArg, color?: ColorArg): number;
}
"#;

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

    /// The record of `game`: a game read with `Game.fromSgf` gives the record it
    /// came from with its moves since; another game its moves and end (RULES R6).
    /// The end of its line is shown.
    #[wasm_bindgen(js_name = fromGame)]
    pub fn from_game(game: &WebGame) -> Result<WebRecord, JsValue> {
        Ok(WebRecord::of(game.to_record().map_err(thrown)?))
    }

    /// The node shown (the root when the record is read).
    #[wasm_bindgen(getter)]
    pub fn node(&self) -> u32 {
        self.session.borrow().shown_node()
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

    /// Whether the node shown ends its line (no move follows it).
    #[wasm_bindgen(getter)]
    pub fn live(&self) -> bool {
        self.session.borrow().live()
    }

    /// How many moves the line shown records to its end (down first children).
    #[wasm_bindgen(getter)]
    pub fn total(&self) -> u32 {
        self.session.borrow().total()
    }

    /// The move number at the node shown.
    #[wasm_bindgen(getter, js_name = shownMove)]
    pub fn shown_move(&self) -> u32 {
        self.session.borrow().game_view().move_number()
    }

    /// The last node of the line shown.
    #[wasm_bindgen(getter, js_name = lineEnd)]
    pub fn line_end(&self) -> u32 {
        self.session.borrow().line_end()
    }

    /// The line shown: the path from the root to the node shown, then on down
    /// first children.
    #[wasm_bindgen(getter, unchecked_return_type = "number[]")]
    pub fn line(&self) -> Array {
        let line = self.session.borrow().line();
        line.into_iter().map(JsValue::from).collect()
    }

    /// Whether `takeBack` has something to take back at the node shown.
    #[wasm_bindgen(getter, js_name = canUndo)]
    pub fn can_undo(&self) -> bool {
        self.session.borrow().can_undo()
    }

    /// Whether the record came from elsewhere (a file, a link, another tab): its own
    /// moves are its author's and `takeBack` never takes them back.
    #[wasm_bindgen(getter)]
    pub fn opened(&self) -> bool {
        self.session.borrow().opened()
    }

    /// Says whether the record came from elsewhere.
    #[wasm_bindgen(setter)]
    pub fn set_opened(&self, opened: bool) {
        self.session.borrow_mut().set_opened(opened);
    }

    /// Whether the record changed since it was read or `changed` was set false
    /// (when it was saved).
    #[wasm_bindgen(getter)]
    pub fn changed(&self) -> bool {
        self.session.borrow().changed()
    }

    /// Says whether the record has changes not saved.
    #[wasm_bindgen(setter)]
    pub fn set_changed(&self, changed: bool) {
        self.session.borrow_mut().set_changed(changed);
    }

    /// Whether a problem's answers stay hidden: `boardMarkup` shows no next moves.
    #[wasm_bindgen(getter, js_name = answersHidden)]
    pub fn answers_hidden(&self) -> bool {
        self.session.borrow().answers_hidden()
    }

    /// Hides or shows a problem's answers.
    #[wasm_bindgen(setter, js_name = answersHidden)]
    pub fn set_answers_hidden(&self, hidden: bool) {
        self.session.borrow_mut().set_answers_hidden(hidden);
    }

    /// Always true: a move at an earlier node adds a variation.
    #[wasm_bindgen(getter)]
    pub fn branches(&self) -> bool {
        true
    }

    fn step(&self, step: Step) -> Result<bool, JsValue> {
        self.session.borrow_mut().step(step).map_err(thrown)
    }

    /// Shows the root.
    pub fn first(&self) -> Result<bool, JsValue> {
        self.step(Step::First)
    }

    /// Shows the parent of the node shown (one move undone); `false` at the root.
    pub fn back(&self) -> Result<bool, JsValue> {
        self.step(Step::Back)
    }

    /// Shows the first child of the node shown (one node replayed); `false` at the
    /// end of a line.
    pub fn forward(&self) -> Result<bool, JsValue> {
        self.step(Step::Forward)
    }

    /// Shows the end of the line shown.
    pub fn last(&self) -> Result<bool, JsValue> {
        self.step(Step::Last)
    }

    /// Shows the sibling `by` places away (−1 above, +1 below); `false` when there
    /// is none.
    pub fn sibling(&self, by: f64) -> Result<bool, JsValue> {
        let by = if by.is_finite() {
            by.clamp(-1e6, 1e6) as i32
        } else {
            0
        };
        self.step(Step::Sibling(by))
    }

    /// Shows the next (`forward`) or previous node with a comment, in the order the
    /// record is written; `false` when there is none.
    #[wasm_bindgen(js_name = toComment)]
    pub fn to_comment(&self, forward: bool) -> Result<bool, JsValue> {
        self.step(Step::Comment(forward))
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

    /// See the interface: `play(point, color?)` at the node shown, or
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
                session.play(id, &point, &color).map(JsValue::from)
            }
            None => {
                let played = session.play_here(&value_from_js(&first), &optional(second.as_ref()));
                played.map(|played| cursor_play(&played))
            }
        }
        .map_err(thrown)
    }

    /// Passes at the node shown, for the player to move there.
    #[wasm_bindgen(unchecked_return_type = "CursorPlay")]
    pub fn pass(&self) -> Result<JsValue, JsValue> {
        let played = self
            .session
            .borrow_mut()
            .play_here(&"pass".into(), &Value::Missing);
        played.map(|played| cursor_play(&played)).map_err(thrown)
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

    /// The player to move at the node shown, or `color`, resigns; written into the
    /// record (RULES R0.4, R6). Throws `game-over`.
    pub fn resign(&self, color: Option<ColorArg>) -> Result<(), JsValue> {
        let color = optional(color.as_deref());
        self.session.borrow_mut().resign(&color).map_err(thrown)
    }

    /// The player to move, or `color`, lost on time (RULES R1.10); written into the
    /// record.
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(&self, color: Option<ColorArg>) -> Result<(), JsValue> {
        let color = optional(color.as_deref());
        self.session
            .borrow_mut()
            .lose_on_time(&color)
            .map_err(thrown)
    }

    /// At the stop, marks the stones at `point` dead or alive again (the chain and
    /// every chain of its colour in the region); written into the record as `TB`/`TW`.
    /// Returns the stones toggled.
    #[wasm_bindgen(js_name = toggleDead)]
    pub fn toggle_dead(&self, point: PointArg) -> Result<Vec<String>, JsValue> {
        let point = value_from_js(&point);
        self.session
            .borrow_mut()
            .toggle_dead(&point, false)
            .map_err(thrown)
    }

    /// Like `toggleDead`, exactly the chain at `point`.
    #[wasm_bindgen(js_name = toggleDeadChain)]
    pub fn toggle_dead_chain(&self, point: PointArg) -> Result<Vec<String>, JsValue> {
        let point = value_from_js(&point);
        self.session
            .borrow_mut()
            .toggle_dead(&point, true)
            .map_err(thrown)
    }

    /// At the stop under territory scoring, says that `point` needs no filling, or
    /// that it does again (RULES R4.4); `true` when it is now kept unfilled.
    #[wasm_bindgen(js_name = toggleFill)]
    pub fn toggle_fill(&self, point: PointArg) -> Result<bool, JsValue> {
        let point = value_from_js(&point);
        self.session
            .borrow_mut()
            .toggle_fill(&point)
            .map_err(thrown)
    }

    /// At the stop, the players accept the marks: the game is counted (Ing's two
    /// sealing passes added to the record, RULES R1.6).
    pub fn agree(&self) -> Result<(), JsValue> {
        self.session.borrow_mut().agree().map_err(thrown)
    }

    /// At the stop, play resumes (`requester` asked; who moves follows the rules,
    /// RULES R1.6, R2.4, R4.4); written as a `PL` node.
    pub fn resume(&self, requester: Option<ColorArg>) -> Result<(), JsValue> {
        let requester = optional(requester.as_deref());
        self.session.borrow_mut().resume(&requester).map_err(thrown)
    }
}
