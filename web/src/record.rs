//! The `Record` class of the JavaScript API: the whole SGF tree of a game record
//! (RULES R6.1), navigable by numeric node ids and editable, around
//! [`RecordSession`]. Results are built by hand as plain objects and arrays
//! (js_sys), not through serde, to keep the main module small.

use js_sys::{Array, Object, Reflect, Uint8Array};
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

use crate::errors::ApiError;
use crate::game::WebGame;
use crate::js::{error_to_js, text_object, value_from_js, warnings_to_js};
use crate::points::{color_name, move_name};
use crate::record_session::{RecordSession, MARK_NAMES};
use crate::sgf_input::SgfInput;
use crate::typescript::{ColorArg, GameIndexArg, PointArg};
use crate::value::Value;

#[wasm_bindgen(typescript_custom_section)]
const RECORD_TYPES: &'static str = r#"
/** A mark on a point: `CR`, `MA`, `SQ`, `TR`, `SL`. */
export type MarkKind = 'circle' | 'cross' | 'square' | 'triangle' | 'selected';

/** What a node draws on the board (SGF markup). Points in GTP form. */
export interface Markup {
  marks: { kind: MarkKind; point: string }[];
  labels: { point: string; text: string }[];
  arrows: { from: string; to: string }[];
  lines: { from: string; to: string }[];
  dimmed: string[];
}

/** Options of `Record.fromSgf`: the rules to use where `RU` names none (default `japanese`), and which game of a file that holds several to read (from 0; default 0). Markup is set with `setProperty` (`TR`, `LB` …). */
export interface RecordOptions { rules?: RuleSetName; game?: number; }

/** One game of a file (`Record.games()`): its game information and how many moves its main line has. */
export interface RecordGame { index: number; info: RecordInfo; moves: number; }

/** A character set SGF files are written in (RULES R6.2): a label `TextDecoder` takes. */
export type Encoding = 'utf-8' | 'utf-16le' | 'utf-16be' | 'iso-8859-1' | 'windows-1251' | 'shift_jis' | 'gb18030' | 'euc-kr' | 'big5' | 'koi8-r';

/** What a file's character set rests on: a byte-order mark, the record's `CA[]`, valid UTF-8, or a guess from the bytes. */
export type EncodingEvidence = 'byte-order-mark' | 'declared' | 'valid-utf-8' | 'guessed';

/** How a file's bytes were read (RULES R6.2): the character set and what that rests on. */
export interface RecordEncoding { encoding: Encoding; evidence: EncodingEvidence; }

/** A node's move. */
export interface NodeMove { color: Color; move: string; }

/** `setInfo`'s argument: a string sets, `null` deletes, names left out stay. */
export type RecordInfoInput = { [K in keyof RecordInfo]?: string | null };
"#;

#[wasm_bindgen]
extern "C" {
    /// SGF text, or a file's bytes (decoded as a whole first: byte-order mark, `CA[]`,
    /// or detection).
    #[wasm_bindgen(typescript_type = "string | Uint8Array")]
    pub type SgfInputArg;

    /// `RecordOptions`.
    #[wasm_bindgen(typescript_type = "RecordOptions")]
    pub type RecordOptionsArg;

    /// Property values: strings, one string, or `null` to delete.
    #[wasm_bindgen(typescript_type = "string[] | string | null")]
    pub type ValuesArg;

    /// `RecordInfoInput`.
    #[wasm_bindgen(typescript_type = "RecordInfoInput")]
    pub type RecordInfoArg;

}

/// A game record: every node, variation and property of an SGF file, kept whole.
///
/// ```js
/// const r = Record.fromSgf('(;SZ[9]PB[Lee];B[ee]C[hi];W[cc])');
/// r.children(r.root);        // [1]
/// r.properties(1);           // { B: ['ee'], C: ['hi'] }
/// const v = r.play(1, 'G3'); // a new variation after B[ee]
/// r.game(v).moveNumber;      // 2
/// r.toSgf();                 // the whole tree
/// ```
///
/// Node ids are numbers that never change; a deleted node's id answers `bad-node`
/// until `undo` brings it back. Text is untrusted: show it as text, never as HTML.
#[wasm_bindgen(js_name = Record)]
pub struct WebRecord {
    session: RecordSession,
}

fn thrown(error: ApiError) -> JsValue {
    error_to_js(&error)
}

/// The record `fromSgf` was given: a string (text) or a `Uint8Array` (a file's bytes).
pub fn sgf_input(input: &JsValue) -> Result<SgfInput, ApiError> {
    if let Some(text) = input.as_string() {
        Ok(SgfInput::Text(text))
    } else if let Some(array) = input.dyn_ref::<Uint8Array>() {
        Ok(SgfInput::Bytes(array.to_vec()))
    } else {
        Err(ApiError::bad_sgf(
            "an SGF record is a string or a Uint8Array",
        ))
    }
}

fn set(object: &Object, key: &str, value: &JsValue) {
    // Setting a property of a fresh plain object cannot fail.
    let _ = Reflect::set(object, &JsValue::from_str(key), value);
}

fn numbers(ids: &[u32]) -> Array {
    ids.iter().map(|&id| JsValue::from(id)).collect()
}

fn strings<'a>(items: impl IntoIterator<Item = &'a str>) -> Array {
    items.into_iter().map(JsValue::from_str).collect()
}

fn optional_id(id: Option<u32>) -> JsValue {
    id.map_or(JsValue::NULL, JsValue::from)
}

#[wasm_bindgen(js_class = Record)]
impl WebRecord {
    /// Reads an SGF record: the text, or a file's bytes, decoded as a whole before it
    /// is read (RULES R6.2: a byte-order mark, `CA[]`, else detection). A file that
    /// holds several games keeps them all: `options.game` says which is read first
    /// (`selectGame` changes it). Throws `bad-sgf` with the line and column where it
    /// is malformed, `bad-encoding` where its bytes cannot be read without loss,
    /// `bad-option` for wrong options.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(
        input: SgfInputArg,
        options: Option<RecordOptionsArg>,
    ) -> Result<WebRecord, JsValue> {
        let input = sgf_input(&input).map_err(thrown)?;
        let options = options.map_or(Value::Missing, |o| value_from_js(&o));
        let session = RecordSession::from_sgf(&input, &options).map_err(thrown)?;
        Ok(WebRecord { session })
    }

    /// Every game of the file as SGF text, in order: the game edited here written
    /// whole (only `FF`, `GM`, `CA`, `AP` added where its root lacks them), a game
    /// nobody changed as it was read, and so the text between them.
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self) -> String {
        self.session.to_sgf()
    }

    /// The game read alone as SGF text (the whole tree, only `FF`, `GM`, `CA`, `AP`
    /// added where its root lacks them), without the file's other games: for a link
    /// or a print of the game shown.
    #[wasm_bindgen(js_name = gameToSgf)]
    pub fn game_to_sgf(&self) -> String {
        self.session.record().tree().to_record_sgf()
    }

    /// How many games the file holds (a collection `(;…)(;…)` holds several).
    #[wasm_bindgen(getter, js_name = gameCount)]
    pub fn game_count(&self) -> u32 {
        self.session.game_count() as u32
    }

    /// Which game of the file is read (from 0).
    #[wasm_bindgen(getter, js_name = gameIndex)]
    pub fn game_index(&self) -> u32 {
        self.session.game_index() as u32
    }

    /// Every game of the file: its index, game information and main-line moves, to
    /// choose one from.
    #[wasm_bindgen(unchecked_return_type = "RecordGame[]")]
    pub fn games(&self) -> Array {
        (0..self.session.game_count())
            .filter_map(|index| {
                let tree = self.session.game_tree(index)?;
                let info = crate::records::read_info(tree.root_node());
                let object = Object::new();
                set(&object, "index", &JsValue::from(index as u32));
                let info = text_object(info.iter().map(|(name, text)| (*name, text.as_str())));
                set(&object, "info", &info);
                let moves = tree
                    .main_line()
                    .filter(|&id| tree.node(id).has("B") || tree.node(id).has("W"))
                    .count();
                set(&object, "moves", &JsValue::from(moves as u32));
                Some(JsValue::from(object))
            })
            .collect()
    }

    /// Reads game `index` of the file from now on: node ids, edits and undo are that
    /// game's (each game keeps its own). Throws `bad-option` for an index the file has
    /// no game at, `bad-sgf` for a game that is not Go; the game read stays.
    #[wasm_bindgen(js_name = selectGame)]
    pub fn select_game(&mut self, index: GameIndexArg) -> Result<(), JsValue> {
        let index = match value_from_js(&index) {
            Value::Number(n) => n,
            _ => f64::NAN,
        };
        self.session.select_game(index).map_err(thrown)
    }

    /// How the file's bytes were read (`{ encoding, evidence }`); `null` for text.
    #[wasm_bindgen(getter, unchecked_return_type = "RecordEncoding | null")]
    pub fn encoding(&self) -> JsValue {
        match self.session.read_as() {
            Some(found) => text_object([
                ("encoding", found.encoding.name()),
                ("evidence", found.evidence.name()),
            ])
            .into(),
            None => JsValue::NULL,
        }
    }

    /// The root's id: 0.
    #[wasm_bindgen(getter)]
    pub fn root(&self) -> u32 {
        0
    }

    /// Board width (columns).
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.session.size().width().into()
    }

    /// Board height (rows).
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.session.size().height().into()
    }

    /// What the reader repaired (`{ code, message }`, with line and column).
    #[wasm_bindgen(getter, unchecked_return_type = "LoadWarning[]")]
    pub fn warnings(&self) -> Array {
        warnings_to_js(self.session.warnings())
    }

    /// The node's parent id; `null` for the root. Throws `bad-node`.
    #[wasm_bindgen(unchecked_return_type = "number | null")]
    pub fn parent(&self, id: f64) -> Result<JsValue, JsValue> {
        Ok(optional_id(self.session.parent(id).map_err(thrown)?))
    }

    /// The node's children; the first continues the main line.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn children(&self, id: f64) -> Result<Array, JsValue> {
        Ok(numbers(&self.session.children(id).map_err(thrown)?))
    }

    /// From `id` (the root when not given) down the first children to the end.
    #[wasm_bindgen(js_name = mainLine, unchecked_return_type = "number[]")]
    pub fn main_line(&self, id: Option<f64>) -> Result<Array, JsValue> {
        Ok(numbers(&self.session.main_line(id).map_err(thrown)?))
    }

    /// The ids from the root down to `id`, root first.
    #[wasm_bindgen(unchecked_return_type = "number[]")]
    pub fn path(&self, id: f64) -> Result<Array, JsValue> {
        Ok(numbers(&self.session.path(id).map_err(thrown)?))
    }

    /// The next node with a comment, in file order (depth first, main line first);
    /// `null` when there is none.
    #[wasm_bindgen(js_name = nextCommented, unchecked_return_type = "number | null")]
    pub fn next_commented(&self, id: f64) -> Result<JsValue, JsValue> {
        Ok(optional_id(
            self.session.commented(id, true).map_err(thrown)?,
        ))
    }

    /// The previous node with a comment, in file order; `null` when there is none.
    #[wasm_bindgen(js_name = previousCommented, unchecked_return_type = "number | null")]
    pub fn previous_commented(&self, id: f64) -> Result<JsValue, JsValue> {
        Ok(optional_id(
            self.session.commented(id, false).map_err(thrown)?,
        ))
    }

    /// Every property of the node in order, `{ B: ['dd'], C: ['…'] }`, values with
    /// SGF escapes undone; unknown and private ones included.
    #[wasm_bindgen(unchecked_return_type = "{ [ident: string]: string[] }")]
    pub fn properties(&self, id: f64) -> Result<Object, JsValue> {
        let object = Object::new();
        for prop in self.session.properties(id).map_err(thrown)? {
            let values = strings(prop.values.iter().map(String::as_str));
            set(&object, &prop.ident, &values);
        }
        Ok(object)
    }

    /// The game information of the root (names, ranks, event, date, result …).
    #[wasm_bindgen(unchecked_return_type = "RecordInfo")]
    pub fn info(&self) -> Object {
        let info = self.session.info();
        text_object(info.iter().map(|(name, text)| (*name, text.as_str())))
    }

    /// The node's comment (`C`), line breaks kept; `null` when it has none.
    #[wasm_bindgen(unchecked_return_type = "string | null")]
    pub fn comment(&self, id: f64) -> Result<JsValue, JsValue> {
        let comment = self.session.comment(id).map_err(thrown)?;
        Ok(comment.map_or(JsValue::NULL, |c| JsValue::from_str(&c)))
    }

    /// The node's move (`{ color, move }`, GTP point or `pass`); `null` for none.
    #[wasm_bindgen(js_name = "move", unchecked_return_type = "NodeMove | null")]
    pub fn node_move(&self, id: f64) -> Result<JsValue, JsValue> {
        let Some((color, mv)) = self.session.move_at(id).map_err(thrown)? else {
            return Ok(JsValue::NULL);
        };
        let o = Object::new();
        set(&o, "color", &JsValue::from_str(color_name(color)));
        let name = move_name(self.session.size(), mv);
        set(&o, "move", &JsValue::from_str(&name));
        Ok(o.into())
    }

    /// The node's markup. Throws `bad-sgf` for a malformed markup value.
    #[wasm_bindgen(unchecked_return_type = "Markup")]
    pub fn markup(&self, id: f64) -> Result<Object, JsValue> {
        let markup = self.session.markup(id).map_err(thrown)?;
        let s = &self.session;
        let point = |p| JsValue::from_str(&s.point_name(p));
        let pair = |a: &str, pa, b: &str, pb: JsValue| {
            let o = Object::new();
            set(&o, a, &pa);
            set(&o, b, &pb);
            JsValue::from(o)
        };
        let marks: Array = markup
            .marks
            .iter()
            .map(|&(mark, p)| {
                let kind = MARK_NAMES[weiqi::sgf::Mark::ALL
                    .iter()
                    .position(|&m| m == mark)
                    .unwrap_or(0)];
                pair("kind", JsValue::from_str(kind), "point", point(p))
            })
            .collect();
        let labels: Array = markup
            .labels
            .iter()
            .map(|l| pair("point", point(l.point), "text", JsValue::from_str(&l.text)))
            .collect();
        let segments = |list: &[weiqi::sgf::Segment]| -> Array {
            list.iter()
                .map(|seg| pair("from", point(seg.from), "to", point(seg.to)))
                .collect()
        };
        let object = Object::new();
        set(&object, "marks", &marks);
        set(&object, "labels", &labels);
        set(&object, "arrows", &segments(&markup.arrows));
        set(&object, "lines", &segments(&markup.lines));
        let dimmed: Array = markup.dimmed.iter().map(|&p| point(p)).collect();
        set(&object, "dimmed", &dimmed);
        Ok(object)
    }

    /// A `Game` at the node: the record replayed from the root to it under the
    /// record's rules (its `loadWarnings` say what the loader noted).
    pub fn game(&self, id: f64) -> Result<WebGame, JsValue> {
        let (session, warnings) = self.session.game(id).map_err(thrown)?;
        Ok(WebGame::from_session(session, warnings))
    }

    /// Plays a point (or `'pass'`) at the node for the player to move there, or
    /// for `color`: the child with that move is followed, else a variation is
    /// added. Returns the child's id. An illegal move throws its code and changes
    /// nothing.
    pub fn play(
        &mut self,
        id: f64,
        point: PointArg,
        color: Option<ColorArg>,
    ) -> Result<u32, JsValue> {
        let color = color.map_or(Value::Missing, |c| value_from_js(&c));
        self.session
            .play(id, &value_from_js(&point), &color)
            .map_err(thrown)
    }

    /// Writes the end of `game`, a game played from the node (`record.game(id)`
    /// with end-of-game actions made on it: dead marks, agreement, resignation,
    /// resumption), into the tree, so that the record saves it (RULES R6): the marks
    /// as `TB`/`TW`, the result, who moves after a resumption, Ing's two sealing
    /// passes. One step of `undo`. Returns the node where the game now stands.
    /// Throws `bad-node` when the game was not played from the node.
    #[wasm_bindgen(js_name = writeEnd)]
    pub fn write_end(&mut self, id: f64, game: &WebGame) -> Result<u32, JsValue> {
        self.session.write_end(id, game.game()).map_err(thrown)
    }

    /// Deletes the node and everything below it (not the root).
    pub fn delete(&mut self, id: f64) -> Result<(), JsValue> {
        self.session.delete(id).map_err(thrown)
    }

    /// Makes the line through the node the main line.
    pub fn promote(&mut self, id: f64) -> Result<(), JsValue> {
        self.session.promote(id).map_err(thrown)
    }

    /// Moves the node to place `index` among its siblings (0 first).
    pub fn reorder(&mut self, id: f64, index: f64) -> Result<(), JsValue> {
        self.session.reorder(id, index).map_err(thrown)
    }

    /// Sets any property (`'TR'`, `'KGSSB'` …) to its values; `null` or `[]`
    /// deletes it. Values are written as given (the writer escapes them).
    #[wasm_bindgen(js_name = setProperty)]
    pub fn set_property(&mut self, id: f64, ident: &str, values: ValuesArg) -> Result<(), JsValue> {
        self.session
            .set_property(id, ident, &value_from_js(&values))
            .map_err(thrown)
    }

    /// Sets the node's comment; `''` deletes it.
    #[wasm_bindgen(js_name = setComment)]
    pub fn set_comment(&mut self, id: f64, text: &str) -> Result<(), JsValue> {
        self.session.set_comment(id, text).map_err(thrown)
    }

    /// Changes the game information: `{ black: 'Lee', event: null }`.
    #[wasm_bindgen(js_name = setInfo)]
    pub fn set_info(&mut self, info: RecordInfoArg) -> Result<(), JsValue> {
        self.session.set_info(&value_from_js(&info)).map_err(thrown)
    }

    /// Takes back the last edit; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// Does again the last edit taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo()
    }
}
