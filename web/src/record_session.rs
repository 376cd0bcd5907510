//! A game record as the `Record` class of the JavaScript API sees it: node ids as
//! numbers, points in GTP form, every error an [`ApiError`]. The class in `record.rs`
//! only converts to and from JavaScript around this type, so its behaviour is tested
//! natively. The tree, its editing and its games are the engine's
//! ([`weiqi::sgf::Record`], RULES R6.1).

use weiqi::sgf::{self, Detected, GameTree, Markup, NodeId, Property, Record, RecordError};
use weiqi::{BoardSize, Color, Move, Point, RuleSet};

use crate::errors::ApiError;
use crate::points::{parse_color, parse_move, point_name};
use crate::records::{load_warnings, LoadWarning, INFO};
use crate::session::Session;
use crate::sgf_input::SgfInput;
use crate::value::{quote, Value};

/// The names of the marks in `markup(id)`, in [`weiqi::sgf::Mark::ALL`] order.
pub const MARK_NAMES: [&str; 5] = ["circle", "cross", "square", "triangle", "selected"];

/// A record being read and edited.
#[derive(Clone, Debug)]
pub struct RecordSession {
    record: Record,
    /// The board size of the root's `SZ`, read when the record was opened and after
    /// every edit of the root.
    size: BoardSize,
    /// The preset of the record's `RU`, else the one of the options.
    preset: RuleSet,
    /// The preset of the options, for games whose `RU` names none.
    default: RuleSet,
    /// What the parser repaired.
    warnings: Vec<LoadWarning>,
}

impl RecordSession {
    /// Reads every game of an SGF record, text or a file's bytes (RULES R6.2), and
    /// the game `options.game` (from 0; default the first) of them. `options.rules`
    /// names the rules to use when `RU` names none (default `japanese`).
    pub fn from_sgf(input: &SgfInput, options: &Value) -> Result<RecordSession, ApiError> {
        let default = match options.get("rules") {
            Value::Missing => RuleSet::Japanese,
            Value::Text(name) => RuleSet::parse(name)
                .map_err(|_| ApiError::bad_option(format!("unknown rules {}", quote(name))))?,
            _ => return Err(ApiError::bad_option("rules is a rule set's name")),
        };
        let game = match options.get("game") {
            Value::Missing => 0.0,
            Value::Number(n) => *n,
            _ => return Err(ApiError::bad_option("game is a game's index in the file")),
        };
        make_room(input.len());
        let (mut record, parsed) = input.read()?;
        record.set_default_rules(default.rules());
        let warnings = parsed
            .iter()
            .map(|w| LoadWarning {
                code: w.kind.code(),
                message: w.to_string(),
            })
            .collect();
        let mut session = RecordSession {
            record,
            size: BoardSize::STANDARD,
            preset: default,
            default,
            warnings,
        };
        session.select_game(game)?;
        Ok(session)
    }

    /// How many games the record's file holds.
    pub fn game_count(&self) -> usize {
        self.record.game_count()
    }

    /// Which of them is read (from 0).
    pub fn game_index(&self) -> usize {
        self.record.game_index()
    }

    /// Game `index` of the file as it stands, for a list to choose from.
    pub fn game_tree(&self, index: usize) -> Option<&GameTree> {
        self.record.game_tree(index)
    }

    /// How the file's bytes were read; `None` for text.
    pub fn read_as(&self) -> Option<Detected> {
        self.record.read_as()
    }

    /// Reads game `index` of the file from now on (its own node ids, edits and
    /// undo). Throws `bad-option` for an index the file has no game at, `bad-sgf` for
    /// a game that is not Go or whose board cannot be read; the game read stays.
    pub fn select_game(&mut self, index: f64) -> Result<(), ApiError> {
        let count = self.record.game_count();
        if !(index >= 0.0 && index.fract() == 0.0 && index < count as f64) {
            return Err(ApiError::bad_option(format!(
                "the file holds {count} game(s): game is a whole number from 0 to {}",
                count - 1
            )));
        }
        let tree = self
            .record
            .game_tree(index as usize)
            .ok_or_else(|| ApiError::bad_option("no such game"))?;
        let root = tree.root_node();
        if let Some(gm) = root.value("GM").filter(|gm| !matches!(gm.trim(), "" | "1")) {
            return Err(ApiError::bad_sgf(format!(
                "GM[{gm}] is not a game of Go (GM[1])"
            )));
        }
        let size = root
            .board_size()
            .map_err(|e| ApiError::bad_sgf(e.to_string()))?;
        // A preset's name, alone or with the knobs that differ from it (RULES R6).
        let preset = match tree.rules_value() {
            Some(sgf::RulesValue::Known(rs) | sgf::RulesValue::Described(rs, _)) => rs,
            _ => self.default,
        };
        self.record
            .select_game(index as usize)
            .map_err(record_error)?;
        self.size = size;
        self.preset = preset;
        Ok(())
    }

    /// The record as SGF text: the whole tree (RULES R6.1).
    pub fn to_sgf(&self) -> String {
        self.record.to_sgf()
    }

    /// The engine's record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// What the parser repaired, in text order.
    pub fn warnings(&self) -> &[LoadWarning] {
        &self.warnings
    }

    /// The node a JavaScript id names: a whole number of a node in the tree now.
    pub fn node(&self, id: f64) -> Result<NodeId, ApiError> {
        let index = id as usize;
        let node = NodeId::new(index);
        if id >= 0.0 && id.fract() == 0.0 && id < u32::MAX as f64 && self.record.contains(node) {
            Ok(node)
        } else {
            Err(ApiError::bad_node(format!(
                "no node {} in this record",
                crate::value::number_text(id)
            )))
        }
    }

    /// The node's parent; `None` for the root.
    pub fn parent(&self, id: f64) -> Result<Option<u32>, ApiError> {
        let node = self.node(id)?;
        Ok(self.record.tree().node(node).parent().map(index))
    }

    /// The node's children: the first continues the main line.
    pub fn children(&self, id: f64) -> Result<Vec<u32>, ApiError> {
        let node = self.node(id)?;
        Ok(self
            .record
            .tree()
            .node(node)
            .children()
            .iter()
            .map(|&c| index(c))
            .collect())
    }

    /// From the node (the root when not given) down the first children to the end.
    pub fn main_line(&self, id: Option<f64>) -> Result<Vec<u32>, ApiError> {
        let start = self.node(id.unwrap_or(0.0))?;
        Ok(self.record.tree().line_from(start).map(index).collect())
    }

    /// The nodes from the root down to the node, root first.
    pub fn path(&self, id: f64) -> Result<Vec<u32>, ApiError> {
        let node = self.node(id)?;
        Ok(self
            .record
            .tree()
            .path_to(node)
            .into_iter()
            .map(index)
            .collect())
    }

    /// The next (`forward`) or previous node with a comment, in the order the
    /// record is written (depth first, main line first).
    pub fn commented(&self, id: f64, forward: bool) -> Result<Option<u32>, ApiError> {
        let node = self.node(id)?;
        let tree = self.record.tree();
        let found = if forward {
            tree.next_commented(node)
        } else {
            tree.previous_commented(node)
        };
        Ok(found.map(index))
    }

    /// The node's properties in order, values with SGF escapes undone.
    pub fn properties(&self, id: f64) -> Result<&[Property], ApiError> {
        let node = self.node(id)?;
        Ok(&self.record.tree().node(node).props)
    }

    /// The game information of the root, by name, as written (`GC` keeps its line
    /// breaks); absent and empty properties left out.
    pub fn info(&self) -> Vec<(&'static str, String)> {
        crate::records::read_info(self.record.tree().root_node())
    }

    /// The node's comment (`C`), line breaks kept.
    pub fn comment(&self, id: f64) -> Result<Option<String>, ApiError> {
        let node = self.node(id)?;
        Ok(self.record.tree().node(node).comment())
    }

    /// The node's move: its colour and `pass` or a GTP point.
    pub fn move_at(&self, id: f64) -> Result<Option<(Color, Move)>, ApiError> {
        let node = self.node(id)?;
        match self.record.tree().node(node).get_move(self.size) {
            None => Ok(None),
            Some(Ok(m)) => Ok(Some(m)),
            Some(Err(_)) => Ok(None),
        }
    }

    /// The node's markup; a malformed markup value is `bad-sgf`.
    pub fn markup(&self, id: f64) -> Result<Markup, ApiError> {
        let node = self.node(id)?;
        self.record
            .tree()
            .node(node)
            .markup(self.size)
            .map_err(|e| ApiError::bad_sgf(e.to_string()))
    }

    /// The game at the node, under the record's rules, with what the loader noted.
    pub fn game(&self, id: f64) -> Result<(Session, Vec<LoadWarning>), ApiError> {
        let node = self.node(id)?;
        let loaded = self.record.game_at(node).map_err(record_error)?;
        let warnings = load_warnings(&loaded.warnings);
        Ok((Session::from_game(loaded.game, self.preset), warnings))
    }

    /// Plays a move at the node: follows the child with that move, or adds one.
    pub fn play(&mut self, id: f64, point: &Value, color: &Value) -> Result<u32, ApiError> {
        let node = self.node(id)?;
        let mv = parse_move(self.size, point)?;
        let color = parse_color(color)?;
        self.record
            .play(node, color, mv)
            .map(index)
            .map_err(record_error)
    }

    /// Writes the end of `game`, played from the node (marks, agreement,
    /// resignation, resumption), into the tree as one undoable edit; returns the
    /// node where the game now stands (RULES R6).
    pub fn write_end(&mut self, id: f64, game: &weiqi::Game) -> Result<u32, ApiError> {
        let node = self.node(id)?;
        self.record
            .write_end(node, game)
            .map(index)
            .map_err(record_error)
    }

    /// Deletes the node and its subtree (not the root).
    pub fn delete(&mut self, id: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.record.delete(node).map_err(record_error)
    }

    /// Makes the line through the node the main line.
    pub fn promote(&mut self, id: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.record.promote_to_main_line(node).map_err(record_error)
    }

    /// Moves the node to place `place` among its siblings.
    pub fn reorder(&mut self, id: f64, place: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        if !(place >= 0.0 && place.fract() == 0.0) {
            return Err(ApiError::bad_option("a place is a whole number from 0"));
        }
        self.record
            .reorder(node, place as usize)
            .map_err(record_error)
    }

    /// Sets a property to a list of strings (a string is one value); `null` or `[]`
    /// deletes it.
    pub fn set_property(&mut self, id: f64, ident: &str, values: &Value) -> Result<(), ApiError> {
        let node = self.node(id)?;
        let values = match values {
            Value::Missing => Vec::new(),
            Value::Text(text) => vec![text.clone()],
            Value::List(items) => items
                .iter()
                .map(|item| match item {
                    Value::Text(text) => Ok(text.clone()),
                    other => Err(ApiError::bad_option(format!(
                        "a property value is a string, not {}",
                        other.kind()
                    ))),
                })
                .collect::<Result<_, _>>()?,
            other => {
                return Err(ApiError::bad_option(format!(
                    "property values are strings, not {}",
                    other.kind()
                )))
            }
        };
        self.record
            .set_property(node, ident, values)
            .map_err(record_error)?;
        self.after_edit(node)
    }

    /// Sets the node's comment; an empty text deletes it.
    pub fn set_comment(&mut self, id: f64, text: &str) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.record.set_comment(node, text).map_err(record_error)
    }

    /// Changes the game information given by name (`{ black: 'Lee', event: null }`):
    /// a string sets, `null` deletes, names not given stay as they are.
    pub fn set_info(&mut self, info: &Value) -> Result<(), ApiError> {
        let Value::Object(entries) = info else {
            return Err(ApiError::bad_option(format!(
                "game information is an object, not {}",
                info.kind()
            )));
        };
        let mut changes = Vec::new();
        for (name, value) in entries {
            let Some(&(ident, _)) = INFO.iter().find(|(_, n)| n == name) else {
                return Err(ApiError::bad_option(format!(
                    "unknown game information {}",
                    quote(name)
                )));
            };
            let values = match value {
                Value::Missing => Vec::new(),
                Value::Text(text) if text.is_empty() => Vec::new(),
                Value::Text(text) => vec![text.clone()],
                other => {
                    return Err(ApiError::bad_option(format!(
                        "{name} is a string or null, not {}",
                        other.kind()
                    )))
                }
            };
            changes.push((ident, values));
        }
        let root = self.record.tree().root();
        let mut node = self.record.tree().root_node().clone();
        for (ident, values) in changes {
            if values.is_empty() {
                node.remove(ident);
            } else {
                node.set(ident, values);
            }
        }
        self.record
            .set_properties(root, node.props)
            .map_err(record_error)?;
        self.after_edit(root)
    }

    /// Takes back the last edit; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let done = self.record.undo();
        self.refresh_size();
        done
    }

    /// Does again the last edit taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        let done = self.record.redo();
        self.refresh_size();
        done
    }

    /// After an edit of the root, its `SZ` and `RU` may have changed.
    fn after_edit(&mut self, node: NodeId) -> Result<(), ApiError> {
        if node == self.record.tree().root() {
            self.refresh_size();
        }
        Ok(())
    }

    fn refresh_size(&mut self) {
        let root = self.record.tree().root_node();
        if let Ok(size) = root.board_size() {
            self.size = size;
        }
        if let Some(sgf::RulesValue::Known(rs) | sgf::RulesValue::Described(rs, _)) =
            self.record.tree().rules_value()
        {
            self.preset = rs;
        }
    }

    /// A point in GTP form.
    pub fn point_name(&self, p: Point) -> String {
        point_name(self.size, p)
    }
}

/// Grows the WebAssembly memory once for a whole record of `bytes` of text (about
/// 24 bytes of tree per byte of a main line), by allocating and freeing one block
/// the allocator then carves the nodes from: growing it 64 KiB at a time, as each
/// small allocation would, made V8 copy the memory again and again, and reading a
/// million nodes took minutes instead of a second.
fn make_room(bytes: usize) {
    if cfg!(target_arch = "wasm32") {
        drop(Vec::<u8>::with_capacity(bytes.saturating_mul(24)));
    }
}

fn index(id: NodeId) -> u32 {
    id.index() as u32
}

/// The API error of a refused record call.
fn record_error(error: RecordError) -> ApiError {
    match error {
        RecordError::NoSuchNode(_) | RecordError::Root | RecordError::OtherGame => {
            ApiError::bad_node(error.to_string())
        }
        RecordError::NoSuchGame(_) => ApiError::bad_option(error.to_string()),
        RecordError::BadIdentifier(_) => ApiError::bad_option(error.to_string()),
        RecordError::Load(e) => ApiError::bad_sgf(e.to_string()),
        RecordError::Illegal(reason) => ApiError::from(reason),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn open(text: &str) -> RecordSession {
        RecordSession::from_sgf(&SgfInput::Text(text.into()), &Value::Missing).unwrap()
    }

    // RULES R6.1: a collection keeps every game; one is read at a time, with the
    // board and rules of its own root; a refused choice changes nothing.
    #[test]
    fn a_collection_reads_one_game_at_a_time() {
        let text = "(;GM[1]SZ[9]RU[Japanese];B[ee])(;GM[1]SZ[13]RU[GOE])(;GM[2]SZ[8])";
        let mut r = open(text);
        assert_eq!(
            (r.game_count(), r.game_index(), r.size().width()),
            (3, 0, 9)
        );
        r.select_game(1.0).unwrap();
        assert_eq!((r.game_index(), r.size().width()), (1, 13));
        assert_eq!(r.preset, RuleSet::Ing);
        assert_eq!(r.select_game(2.0).unwrap_err().code(), "bad-sgf", "not Go");
        for bad in [3.0, -1.0, 0.5, f64::NAN] {
            assert_eq!(r.select_game(bad).unwrap_err().code(), "bad-option");
        }
        assert_eq!((r.game_index(), r.size().width()), (1, 13), "unchanged");
        let options = Value::object(&[("game", Value::Number(1.0))]);
        let second = RecordSession::from_sgf(&SgfInput::Text(text.into()), &options).unwrap();
        assert_eq!(second.game_index(), 1);
        assert_eq!(r.to_sgf(), text, "written as read");
    }

    // RULES R6.1: the whole tree is navigable by numeric ids.
    #[test]
    fn navigation_by_ids() {
        let r = open("(;SZ[9]C[start];B[ee](;W[cc]C[a])(;W[gg];B[cc]C[b]))");
        assert_eq!(r.children(0.0).unwrap(), [1]);
        assert_eq!(r.children(1.0).unwrap(), [2, 3]);
        assert_eq!(r.parent(3.0).unwrap(), Some(1));
        assert_eq!(r.parent(0.0).unwrap(), None);
        assert_eq!(r.main_line(None).unwrap(), [0, 1, 2]);
        assert_eq!(r.path(4.0).unwrap(), [0, 1, 3, 4]);
        assert_eq!(r.commented(0.0, true).unwrap(), Some(2));
        assert_eq!(r.commented(2.0, true).unwrap(), Some(4));
        assert_eq!(r.commented(4.0, false).unwrap(), Some(2));
        for bad in [-1.0, 0.5, 5.0, f64::NAN, f64::INFINITY] {
            assert_eq!(r.children(bad).unwrap_err().code(), "bad-node");
        }
    }

    // Playing at a node follows or adds; illegal moves keep their codes.
    #[test]
    fn play_and_edit() {
        let mut r = open("(;SZ[9]RU[Japanese];B[ee];W[cc])");
        assert_eq!(r.play(1.0, &"C7".into(), &Value::Missing).unwrap(), 2);
        let v = r.play(1.0, &"G3".into(), &Value::Missing).unwrap();
        assert_eq!(v, 3);
        assert_eq!(
            r.play(1.0, &"E5".into(), &Value::Missing)
                .unwrap_err()
                .code(),
            "occupied"
        );
        let (session, _) = r.game(3.0).unwrap();
        assert_eq!(session.move_number(), 2);
        r.set_property(3.0, "TR", &Value::List(vec!["aa".into()]))
            .unwrap();
        r.set_comment(3.0, "variation").unwrap();
        r.set_info(&Value::object(&[("black", "Ли".into())]))
            .unwrap();
        assert_eq!(
            r.info(),
            [("black", "Ли".to_owned()), ("rules", "Japanese".to_owned())]
        );
        r.promote(3.0).unwrap();
        assert_eq!(r.children(1.0).unwrap(), [3, 2]);
        r.delete(2.0).unwrap();
        assert_eq!(r.children(1.0).unwrap(), [3]);
        assert_eq!(r.delete(0.0).unwrap_err().code(), "bad-node");
        assert_eq!(r.children(2.0).unwrap_err().code(), "bad-node");
        assert!(r.undo());
        assert_eq!(r.children(1.0).unwrap(), [3, 2]);
        while r.undo() {}
        assert_eq!(
            r.to_sgf(),
            "(;FF[4]GM[1]CA[UTF-8]AP[weiqi:0.1.0]SZ[9]RU[Japanese]\n;B[ee];W[cc])\n"
        );
    }

    // RULES R6: a descriptive `RU` (a preset and the knobs unlike it, as a game's
    // record writes a custom set) gives the game at a node that preset and those knobs.
    #[test]
    fn a_descriptive_ru_keeps_its_preset() {
        let r = open("(;SZ[9]RU[GOE scoring=territory]KM[8];B[ee])");
        let (session, _) = r.game(1.0).unwrap();
        let rules = session.rules();
        assert_eq!((rules.preset, rules.scoring), ("ing", "territory"));
    }
}
