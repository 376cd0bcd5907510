//! A game record as the `Record` class of the JavaScript API sees it: node ids as
//! numbers, points in GTP form, every error an [`ApiError`]. The class in `record.rs`
//! only converts to and from JavaScript around this type, so its behaviour is tested
//! natively. The tree, its editing and its games are the engine's
//! ([`weiqi::sgf::Record`], RULES R6.1).

use weiqi::sgf::{
    self, Cursor, Detected, GameInfo, GameTree, Markup, NodeId, Property, Record, RecordError,
    Undone,
};
use weiqi::{BoardSize, Color, EndError, Game, Move, Named, Point, RuleSet};

use crate::errors::ApiError;
use crate::points::{parse_color, parse_move, parse_point, point_name};
use crate::records::{load_warnings, LoadWarning, INFO};
use crate::results::PlayResult;
use crate::session::GameView;
use crate::sgf_input::SgfInput;
use crate::value::{quote, Value};

/// The names of the marks in `markup(id)`, in [`weiqi::sgf::Mark::ALL`] order.
pub const MARK_NAMES: [&str; 5] = ["circle", "cross", "square", "triangle", "selected"];

/// A record being read, walked and edited: the record, the node shown and the game
/// there ([`Cursor`]).
#[derive(Clone, Debug)]
pub struct RecordSession {
    cursor: Cursor,
    /// The preset of the record's `RU`, else the one of the options.
    preset: RuleSet,
    /// The preset of the options, for games whose `RU` names none.
    default: RuleSet,
    /// What the parser repaired.
    warnings: Vec<LoadWarning>,
    /// Whether a problem's answers stay hidden: no next-move marks, no variations.
    answers_hidden: bool,
}

/// What a move at the node shown did (`CursorPlay`): the move's effect and where the
/// game stands after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CursorPlay {
    /// The node now shown: the child with the move.
    pub node: u32,
    /// Whether the child was added (false: the record had it and it was followed).
    pub added: bool,
    /// What the move took off the board.
    pub result: PlayResult,
    /// The player to move now.
    pub to_move: &'static str,
    /// Moves played so far.
    pub move_number: u32,
    /// `playing`, `stopped` or `finished`.
    pub phase: &'static str,
}

impl RecordSession {
    /// Reads every game of an SGF record, text or a file's bytes (RULES R6.2), and
    /// shows the root of the game `options.game` (from 0; default the first) of them.
    /// `options.rules` names the rules to use when `RU` names none (default
    /// `japanese`).
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
        let decoded;
        let input = match (input, options.get("encoding")) {
            (SgfInput::Text(text), Value::Object(_)) => {
                decoded = SgfInput::Decoded(text.clone(), read_as_option(options)?);
                &decoded
            }
            _ => input,
        };
        let (mut record, parsed) = input.read()?;
        record.set_default_rules(default.rules());
        let warnings = parsed
            .iter()
            .map(|w| LoadWarning {
                code: w.kind.code(),
                message: w.to_string(),
            })
            .collect();
        let index = game_index(&record, game)?;
        record.select_game(index).map_err(record_error)?;
        let mut session = RecordSession::of(record, default)?;
        session.warnings = warnings;
        Ok(session)
    }

    /// A new game as a record from its start (`new Record(options)`): the options
    /// of `new Game` (see `options`), written as the record's root (`SZ`, `RU`, `KM`,
    /// `HA`, the stones set up, who moves) without going through text.
    pub fn new_game(options: &Value) -> Result<RecordSession, ApiError> {
        let options = crate::options::parse(options)?;
        RecordSession::of_game(&options.start_game()?, options.preset)
    }

    /// A game as a record of its own (`record.game(id)`, `shown.clone()`): the game
    /// written as a record from its start (its moves, its end) and read to the end.
    fn of_game(game: &Game, preset: RuleSet) -> Result<RecordSession, ApiError> {
        let tree = GameTree::from_game(game, &GameInfo::default());
        let mut session = RecordSession::of(Record::new(tree, preset.rules()), preset)?;
        session.cursor.last().map_err(record_error)?;
        Ok(session)
    }

    /// A game read from an SGF record (`Game.fromSgf`): its first game, shown at
    /// the end of its main line (illegal recorded moves played and reported), with
    /// what the replay noted (and `more-games` for a file of several). The game goes
    /// on in the record: `toSgf` writes the whole record with the moves played since.
    pub fn read_game(input: &SgfInput) -> Result<(RecordSession, Vec<LoadWarning>), ApiError> {
        let mut record = RecordSession::from_sgf(input, &Value::Missing)?;
        record.cursor.last().map_err(record_error)?;
        let mut warnings = record.replay_warnings();
        let count = record.game_count();
        if count > 1 {
            warnings.push(LoadWarning {
                code: "more-games",
                message: format!(
                    "the file holds {count} games: the first is read (Record.fromSgf reads them all)"
                ),
            });
        }
        Ok((record, warnings))
    }



    /// The record with its root shown.
    fn of(record: Record, default: RuleSet) -> Result<RecordSession, ApiError> {
        let cursor = Cursor::new(record).map_err(record_error)?;
        let mut session = RecordSession {
            cursor,
            preset: default,
            default,
            warnings: Vec::new(),
            answers_hidden: false,
        };
        session.refresh_preset();
        Ok(session)
    }

    /// How many games the record's file holds.
    pub fn game_count(&self) -> usize {
        self.record().game_count()
    }

    /// Which of them is read (from 0).
    pub fn game_index(&self) -> usize {
        self.record().game_index()
    }

    /// Game `index` of the file as it stands, for a list to choose from.
    pub fn game_tree(&self, index: usize) -> Option<&GameTree> {
        self.record().game_tree(index)
    }

    /// How the file's bytes were read; `None` for text.
    pub fn read_as(&self) -> Option<Detected> {
        self.record().read_as()
    }

    /// Reads game `index` of the file from now on (its own node ids, edits and
    /// undo), its root shown. Throws `bad-option` for an index the file has no game
    /// at, `bad-sgf` for a game that is not Go or whose board cannot be read; the game
    /// read stays.
    pub fn select_game(&mut self, index: f64) -> Result<(), ApiError> {
        let index = game_index(self.record(), index)?;
        self.cursor.select_game(index).map_err(record_error)?;
        self.refresh_preset();
        Ok(())
    }

    /// The record as SGF text: the whole tree (RULES R6.1).
    pub fn to_sgf(&self) -> String {
        self.record().to_sgf()
    }

    /// The engine's record.
    pub fn record(&self) -> &Record {
        self.cursor.record()
    }

    /// The board size.
    pub fn size(&self) -> BoardSize {
        self.cursor.size()
    }

    /// What the parser repaired, in text order.
    pub fn warnings(&self) -> &[LoadWarning] {
        &self.warnings
    }

    /// The node a JavaScript id names: a whole number of a node in the tree now.
    pub fn node(&self, id: f64) -> Result<NodeId, ApiError> {
        let index = id as usize;
        let node = NodeId::new(index);
        if id >= 0.0 && id.fract() == 0.0 && id < u32::MAX as f64 && self.record().contains(node) {
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
        Ok(self.record().tree().node(node).parent().map(index))
    }

    /// The node's children: the first continues the main line.
    pub fn children(&self, id: f64) -> Result<Vec<u32>, ApiError> {
        let node = self.node(id)?;
        let tree = self.record().tree();
        Ok(tree
            .node(node)
            .children()
            .iter()
            .map(|&c| index(c))
            .collect())
    }

    /// From the node (the root when not given) down the first children to the end.
    pub fn main_line(&self, id: Option<f64>) -> Result<Vec<u32>, ApiError> {
        let start = self.node(id.unwrap_or(0.0))?;
        Ok(self.record().tree().line_from(start).map(index).collect())
    }

    /// The nodes from the root down to the node, root first.
    pub fn path(&self, id: f64) -> Result<Vec<u32>, ApiError> {
        let node = self.node(id)?;
        let path = self.record().tree().path_to(node);
        Ok(path.into_iter().map(index).collect())
    }

    /// The next (`forward`) or previous node with a comment, in the order the
    /// record is written (depth first, main line first).
    pub fn commented(&self, id: f64, forward: bool) -> Result<Option<u32>, ApiError> {
        let node = self.node(id)?;
        let tree = self.record().tree();
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
        Ok(&self.record().tree().node(node).props)
    }

    /// The game information of the root, by name, as written (`GC` keeps its line
    /// breaks); absent and empty properties left out.
    pub fn info(&self) -> Vec<(&'static str, String)> {
        crate::records::read_info(self.record().tree().root_node())
    }

    /// The node's comment (`C`), line breaks kept.
    pub fn comment(&self, id: f64) -> Result<Option<String>, ApiError> {
        let node = self.node(id)?;
        Ok(self.record().tree().node(node).comment())
    }

    /// The node's move: its colour and `pass` or a GTP point.
    pub fn move_at(&self, id: f64) -> Result<Option<(Color, Move)>, ApiError> {
        let node = self.node(id)?;
        match self.record().tree().node(node).get_move(self.size()) {
            None => Ok(None),
            Some(Ok(m)) => Ok(Some(m)),
            Some(Err(_)) => Ok(None),
        }
    }

    /// The node's markup; a malformed markup value is `bad-sgf`.
    pub fn markup(&self, id: f64) -> Result<Markup, ApiError> {
        let node = self.node(id)?;
        self.record()
            .tree()
            .node(node)
            .markup(self.size())
            .map_err(|e| ApiError::bad_sgf(e.to_string()))
    }

    /// The game at the node, as a game of its own under the record's rules, with
    /// what the replay of the line to it noted: the node shown goes there and back.
    pub fn game(&mut self, id: f64) -> Result<(RecordSession, Vec<LoadWarning>), ApiError> {
        let node = self.node(id)?;
        let here = self.cursor.node();
        self.cursor.go_to(node).map_err(record_error)?;
        let copy = self.game_copy();
        let warnings = self.replay_warnings();
        self.cursor.go_to(here).map_err(record_error)?;
        Ok((copy?, warnings))
    }

    /// Plays a move at the node: follows the child with that move, or adds one
    /// (one undoable edit); the node shown stays. Returns the child.
    pub fn play_at(&mut self, id: f64, point: &Value, color: &Value) -> Result<u32, ApiError> {
        let node = self.node(id)?;
        let mv = parse_move(self.size(), point)?;
        let color = parse_color(color)?;
        let here = self.cursor.node();
        self.cursor.go_to(node).map_err(record_error)?;
        let played = self.cursor.play(color, mv);
        self.cursor.go_to(here).map_err(record_error)?;
        Ok(index(played.map_err(record_error)?.node))
    }

    /// Deletes the node and its subtree (not the root); a node shown there shows
    /// its parent.
    pub fn delete(&mut self, id: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.edit(|r| r.delete(node))
    }

    /// Makes the line through the node the main line.
    pub fn promote(&mut self, id: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.edit(|r| r.promote_to_main_line(node))
    }

    /// Moves the node to place `place` among its siblings.
    pub fn reorder(&mut self, id: f64, place: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        if !(place >= 0.0 && place.fract() == 0.0) {
            return Err(ApiError::bad_option("a place is a whole number from 0"));
        }
        self.edit(|r| r.reorder(node, place as usize))
    }

    /// Sets a property to a list of strings (a string is one value); `null` or `[]`
    /// deletes it.
    pub fn set_property(&mut self, id: f64, ident: &str, values: &Value) -> Result<(), ApiError> {
        let node = self.node(id)?;
        let mut values = match values {
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
        self.edit(|r| r.set_property(node, ident, core::mem::take(&mut values)))
    }

    /// Sets the node's comment; an empty text deletes it.
    pub fn set_comment(&mut self, id: f64, text: &str) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.edit(|r| r.set_comment(node, text))
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
        let mut node = self.record().tree().root_node().clone();
        for (ident, values) in changes {
            if values.is_empty() {
                node.remove(ident);
            } else {
                node.set(ident, values);
            }
        }
        let root = self.record().tree().root();
        self.edit(|r| r.set_properties(root, core::mem::take(&mut node.props)))
    }

    /// Takes back the last edit; `false` when there is none.
    pub fn undo(&mut self) -> Result<bool, ApiError> {
        let done = self.cursor.undo_edit().map_err(record_error)?;
        self.refresh_preset();
        Ok(done)
    }

    /// Does again the last edit taken back; `false` when there is none.
    pub fn redo(&mut self) -> Result<bool, ApiError> {
        let done = self.cursor.redo_edit().map_err(record_error)?;
        self.refresh_preset();
        Ok(done)
    }

    /// Runs an edit of the record through the cursor (the node shown kept right,
    /// the edit remembered for the board's undo).
    fn edit(
        &mut self,
        mut edit: impl FnMut(&mut Record) -> Result<(), RecordError>,
    ) -> Result<(), ApiError> {
        self.edit_with(&mut edit)
    }

    /// [`RecordSession::edit`], one copy for every edit.
    fn edit_with(
        &mut self,
        edit: &mut dyn FnMut(&mut Record) -> Result<(), RecordError>,
    ) -> Result<(), ApiError> {
        self.cursor.edit_undoably(edit).map_err(record_error)?;
        self.refresh_preset();
        Ok(())
    }

    /// Marks `point` of node `id` with `kind` (`circle`, `cross`, `square`,
    /// `triangle`, `label` with `text`, or `clear`), as the record editor's tools
    /// do: a point carries one mark, another on it goes, and the same again takes
    /// it off (RULES R6.1: `CR MA SQ TR LB`). One undoable edit.
    pub fn set_mark(
        &mut self,
        id: f64,
        point: &Value,
        kind: &str,
        text: &str,
    ) -> Result<(), ApiError> {
        let node = self.node(id)?;
        let p = parse_point(self.size(), point)?;
        let wanted = match kind {
            "circle" => Some(sgf::Mark::Circle),
            "cross" => Some(sgf::Mark::Cross),
            "square" => Some(sgf::Mark::Square),
            "triangle" => Some(sgf::Mark::Triangle),
            "label" | "clear" => None,
            _ => return Err(ApiError::bad_option(format!("no mark {}", quote(kind)))),
        };
        let mut markup = self.markup(id)?;
        let had_mark = markup
            .marks
            .iter()
            .any(|&(m, at)| at == p && Some(m) == wanted);
        let had_label = markup
            .labels
            .iter()
            .any(|l| l.point == p && kind == "label" && l.text == text);
        markup
            .marks
            .retain(|&(m, at)| at != p || m == sgf::Mark::Selected);
        markup.labels.retain(|l| l.point != p);
        match wanted {
            Some(mark) if !had_mark => markup.marks.push((mark, p)),
            None if kind == "label" && !had_label && !text.is_empty() => {
                markup.labels.push(sgf::Label {
                    point: p,
                    text: text.into(),
                })
            }
            _ => {}
        }
        self.edit(|r| r.set_markup(node, &markup))
    }

    /// The path from the root to node `id` as a link writes it: numbers alternating
    /// between steps down first children and the index of a variation taken (one
    /// step more): `12-1-5` is 12 moves down the main line, the second child, then
    /// 5 steps down first children; `''` is the root.
    pub fn path_text(&self, id: f64) -> Result<String, ApiError> {
        let node = self.node(id)?;
        let tree = self.record().tree();
        let path = tree.path_to(node);
        let mut text = String::new();
        let mut run = 0;
        for i in 1..path.len() {
            let siblings = tree.node(path[i - 1]).children();
            let index = siblings.iter().position(|&c| c == path[i]).unwrap_or(0);
            if index == 0 {
                run += 1;
                continue;
            }
            push_number(&mut text, run);
            push_number(&mut text, index);
            run = 0;
        }
        if run > 0 || text.is_empty() {
            push_number(&mut text, run);
        }
        if text == "0" {
            text.clear();
        }
        Ok(text)
    }

    /// The node a path `text` (see [`RecordSession::path_text`]) names, as far as
    /// the tree goes, and whether all of it was there (false when it went past the
    /// tree, or names a variation that is not there, or cannot be read).
    pub fn node_at(&self, text: &str) -> (u32, bool) {
        let tree = self.record().tree();
        let mut node = tree.root();
        let parts = text.split('-').filter(|part| !part.is_empty());
        for (i, part) in parts.enumerate() {
            let Ok(n) = part.parse::<usize>() else {
                return (index(node), false);
            };
            let (steps, first) = if i % 2 == 0 { (n, 0) } else { (1, n) };
            for step in 0..steps {
                let children = tree.node(node).children();
                let pick = if step == 0 { first } else { 0 };
                match children.get(pick) {
                    Some(&child) => node = child,
                    None => return (index(node), false),
                }
            }
        }
        (index(node), true)
    }

    /// Every node of the tree in the order it is written (depth first, main line
    /// first): its id, its parent's (`None` for the root), its move (colour and
    /// point or pass), and whether it has a comment.
    pub fn nodes(&self) -> Vec<NodeSummary> {
        let tree = self.record().tree();
        let size = self.size();
        tree.preorder()
            .into_iter()
            .map(|id| {
                let node = tree.node(id);
                let mv = node.get_move(size).and_then(Result::ok);
                let commented = node.comment().is_some_and(|c| !c.is_empty());
                NodeSummary {
                    id: index(id),
                    parent: node.parent().map(index),
                    mv,
                    commented,
                }
            })
            .collect()
    }

    /// The preset of the root's `RU`, read again after an edit of the root.
    fn refresh_preset(&mut self) {
        self.preset = match self.record().tree().rules_value() {
            Some(sgf::RulesValue::Known(rs) | sgf::RulesValue::Described(rs, _)) => rs,
            _ => self.default,
        };
    }

    /// A point in GTP form.
    pub fn point_name(&self, p: Point) -> String {
        point_name(self.size(), p)
    }

    // --- The node shown and the game there (the board's side of a record). ---

    /// The record, the node shown and the game there.
    pub fn cursor(&self) -> &Cursor {
        &self.cursor
    }

    /// The node shown.
    pub fn shown_node(&self) -> u32 {
        index(self.cursor.node())
    }

    /// The game at the node shown, read.
    pub fn view(&self) -> GameView<'_> {
        GameView::new(self.cursor.game(), self.preset)
    }

    /// A game of its own, the same as the one at the node shown (`shown.clone()`).
    pub fn game_copy(&self) -> Result<RecordSession, ApiError> {
        RecordSession::of_game(self.cursor.game(), self.preset)
    }

    /// What the replay of the line to the node shown reported.
    pub fn replay_warnings(&self) -> Vec<LoadWarning> {
        load_warnings(self.cursor.warnings())
    }

    /// The comment on the position after move `n` of the line shown (0: the start),
    /// up to the node shown; comments of several nodes at one move are joined, and
    /// those before a mid-game setup left out (the game cannot show them).
    pub fn comment_after_move(&self, n: u32) -> Option<String> {
        let count = usize::try_from(n).ok()?;
        let tree = self.record().tree();
        let moves = self.cursor.move_nodes();
        let path: Vec<NodeId> = self.cursor.path().collect();
        let start = path
            .iter()
            .position(|&n| n == self.cursor.start_node())
            .unwrap_or(0);
        let mut played = 0;
        let mut joined: Option<String> = None;
        for &node in &path[start..] {
            if moves.get(played) == Some(&node) {
                played += 1;
            }
            if played != count {
                continue;
            }
            let Some(comment) = tree.node(node).comment().filter(|c| !c.is_empty()) else {
                continue;
            };
            match &mut joined {
                Some(earlier) => {
                    earlier.push_str("\n\n");
                    earlier.push_str(&comment);
                }
                None => joined = Some(comment),
            }
        }
        joined
    }

    /// Whether the node shown ends its line.
    pub fn live(&self) -> bool {
        self.cursor.is_live()
    }

    /// How many moves the line shown records to its end.
    pub fn total(&self) -> u32 {
        self.cursor.total()
    }

    /// The last node of the line shown.
    pub fn line_end(&self) -> u32 {
        index(self.cursor.line_end())
    }

    /// The line shown: the path to the node shown, then on down first children.
    pub fn line(&self) -> Vec<u32> {
        self.cursor.line().into_iter().map(index).collect()
    }

    /// Whether the board's undo has something to take back.
    pub fn can_undo(&self) -> bool {
        self.cursor.can_undo()
    }

    /// Whether the record came from elsewhere (a file, a link, another tab).
    pub fn opened(&self) -> bool {
        self.cursor.is_opened()
    }

    /// Says whether the record came from elsewhere.
    pub fn set_opened(&mut self, opened: bool) {
        self.cursor.set_opened(opened);
    }

    /// Whether the record has changes not saved.
    pub fn changed(&self) -> bool {
        self.cursor.is_changed()
    }

    /// Says whether the record has changes not saved.
    pub fn set_changed(&mut self, changed: bool) {
        self.cursor.set_changed(changed);
    }

    /// Whether a problem's answers stay hidden.
    pub fn answers_hidden(&self) -> bool {
        self.answers_hidden
    }

    /// Hides or shows a problem's answers.
    pub fn set_answers_hidden(&mut self, hidden: bool) {
        self.answers_hidden = hidden;
    }

    /// Takes the step `step` along the line shown or beside it (see [`Step`]);
    /// `false` when there is nowhere to go.
    pub fn step(&mut self, step: Step) -> Result<bool, ApiError> {
        let cursor = &mut self.cursor;
        match step {
            Step::First => cursor.first().map(|()| true),
            Step::Back => cursor.back(),
            Step::Forward => cursor.forward(),
            Step::Last => cursor.last().map(|()| true),
            Step::Sibling(by) => cursor.sibling(by),
            Step::Comment(forward) => cursor.to_comment(forward),
        }
        .map_err(record_error)
    }

    /// Shows node `id`.
    pub fn select(&mut self, id: f64) -> Result<(), ApiError> {
        let node = self.node(id)?;
        self.cursor.go_to(node).map_err(record_error)
    }

    /// Shows the first node of the line shown with `n` moves played (clamped).
    pub fn go_to_move(&mut self, n: f64) -> Result<(), ApiError> {
        if !(n >= 0.0 || n.is_infinite()) {
            return Err(ApiError::bad_option("a move number is a number from 0"));
        }
        self.cursor
            .go_to_move(n.min(f64::from(u32::MAX)) as u32)
            .map_err(record_error)
    }

    /// Plays `point` (or `pass`) at the node shown for the player to move, or for
    /// `color`: the child with that move is followed, else a variation is added.
    pub fn play_here(&mut self, point: &Value, color: &Value) -> Result<CursorPlay, ApiError> {
        let mv = parse_move(self.size(), point)?;
        let color = parse_color(color)?;
        let played = self.play_move(mv, color)?;
        let view = self.view();
        Ok(CursorPlay {
            node: index(played.node),
            added: played.added,
            result: view.last_play().unwrap_or(PlayResult {
                captured: Vec::new(),
                self_captured: Vec::new(),
                counted_as_pass: false,
            }),
            to_move: view.to_move(),
            move_number: view.move_number(),
            phase: view.phase(),
        })
    }

    /// Plays a move already read at the node shown (see [`RecordSession::play_here`]).
    #[inline(never)]
    fn play_move(&mut self, mv: Move, color: Option<Color>) -> Result<sgf::Played, ApiError> {
        self.cursor.play_undoably(color, mv).map_err(record_error)
    }

    /// The board's undo (`takeBack`): `taken`, `nothing` or `viewing` (another node
    /// is shown than the one the last action left).
    pub fn take_back(&mut self) -> Result<&'static str, ApiError> {
        let undone = self.cursor.undo().map_err(record_error)?;
        self.refresh_preset();
        Ok(match undone {
            Undone::Taken => "taken",
            Undone::Nothing => "nothing",
            Undone::Viewing => "viewing",
        })
    }

    /// Runs an end-of-game action at the node shown and writes it into the record.
    fn act(
        &mut self,
        mut action: impl FnMut(&mut Game) -> Result<(), EndError>,
    ) -> Result<(), ApiError> {
        self.act_with(&mut action)
    }

    /// [`RecordSession::act`], one copy for every action.
    fn act_with(
        &mut self,
        action: &mut dyn FnMut(&mut Game) -> Result<(), EndError>,
    ) -> Result<(), ApiError> {
        self.cursor.act_undoably(action).map_err(record_error)
    }

    /// `color` (the player to move when not given) resigns (RULES R0.4).
    pub fn resign(&mut self, color: &Value) -> Result<(), ApiError> {
        let color = parse_color(color)?.unwrap_or(self.cursor.game().to_move());
        self.act(|g| g.resign(color))
    }

    /// `color` (the player to move when not given) ran out of time (RULES R1.10).
    pub fn lose_on_time(&mut self, color: &Value) -> Result<(), ApiError> {
        let color = parse_color(color)?.unwrap_or(self.cursor.game().to_move());
        self.act(|g| g.lose_on_time(color))
    }

    /// During the stop, marks the stones at `point` dead or alive again (`chain`:
    /// exactly its chain; else every chain of its colour in the region). Returns the
    /// stones toggled.
    pub fn toggle_dead(&mut self, point: &Value, chain: bool) -> Result<Vec<String>, ApiError> {
        let p = parse_point(self.size(), point)?;
        let mut toggled = weiqi::PointSet::new();
        self.act(|g| {
            toggled = if chain {
                g.toggle_dead_chain(p)?
            } else {
                g.toggle_dead(p)?
            };
            Ok(())
        })?;
        Ok(toggled.iter().map(|p| self.point_name(p)).collect())
    }

    /// During the stop, says that `point` needs no filling, or that it does again
    /// (RULES R4.4); `true` when it is now kept unfilled.
    pub fn toggle_fill(&mut self, point: &Value) -> Result<bool, ApiError> {
        let p = parse_point(self.size(), point)?;
        let mut kept = false;
        self.act(|g| {
            kept = g.toggle_fill(p)?;
            Ok(())
        })?;
        Ok(kept)
    }

    /// During the stop, the players accept the marks (RULES R1.6, R2.4, R4.4).
    pub fn agree(&mut self) -> Result<(), ApiError> {
        self.act(|g| g.agree())
    }

    /// During the stop, play resumes; `requester` (the player to move when not
    /// given) asked for it (RULES R1.6, R2.4, R4.4).
    pub fn resume(&mut self, requester: &Value) -> Result<(), ApiError> {
        let requester = parse_color(requester)?.unwrap_or(self.cursor.game().to_move());
        self.act(|g| g.resume(requester))
    }
}

/// A node as [`RecordSession::nodes`] lists it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeSummary {
    /// Its id.
    pub id: u32,
    /// Its parent's; `None` for the root.
    pub parent: Option<u32>,
    /// Its move, if it has one that can be read.
    pub mv: Option<(Color, Move)>,
    /// Whether it has a comment.
    pub commented: bool,
}

/// A step of the node shown, by name (`first`, `back`, `forward`, `last`, a
/// sibling, a comment).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Step {
    /// The root.
    First,
    /// The parent.
    Back,
    /// The first child.
    Forward,
    /// The end of the line shown.
    Last,
    /// The sibling this many places away.
    Sibling(i32),
    /// The next (`true`) or previous node with a comment.
    Comment(bool),
}

/// `options.encoding`: how `decodeSgf` read the text's bytes (`{ encoding, evidence }`).
fn read_as_option(options: &Value) -> Result<Detected, ApiError> {
    let read_as = options.get("encoding");
    let name = |key: &str| match read_as.get(key) {
        Value::Text(text) => Ok(text.as_str()),
        _ => Err(ApiError::bad_option(
            "encoding is decodeSgf's { encoding, evidence }",
        )),
    };
    let encoding = sgf::Encoding::from_name(name("encoding")?);
    let evidence = sgf::Evidence::from_name(name("evidence")?);
    match (encoding, evidence) {
        (Some(encoding), Some(evidence)) => Ok(Detected { encoding, evidence }),
        _ => Err(ApiError::bad_option(
            "encoding is decodeSgf's { encoding, evidence }",
        )),
    }
}

/// Appends `n` to a path's text, after a `-` unless it is the first number.
fn push_number(text: &mut String, n: usize) {
    if !text.is_empty() {
        text.push('-');
    }
    text.push_str(&n.to_string());
}

/// Game `index` (a JavaScript number) of `record`'s file, checked: a whole number
/// of a game that is Go with a board that can be read.
fn game_index(record: &Record, index: f64) -> Result<usize, ApiError> {
    let count = record.game_count();
    if !(index >= 0.0 && index.fract() == 0.0 && index < count as f64) {
        return Err(ApiError::bad_option(format!(
            "the file holds {count} game(s): game is a whole number from 0 to {}",
            count - 1
        )));
    }
    let tree = record
        .game_tree(index as usize)
        .ok_or_else(|| ApiError::bad_option("no such game"))?;
    let root = tree.root_node();
    if let Some(gm) = root.value("GM").filter(|gm| !matches!(gm.trim(), "" | "1")) {
        return Err(ApiError::bad_sgf(format!(
            "GM[{gm}] is not a game of Go (GM[1])"
        )));
    }
    root.board_size()
        .map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    Ok(index as usize)
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
        RecordError::End(e) => ApiError::from(e),
    }
}

mod game;

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
        assert_eq!(r.play_at(1.0, &"C7".into(), &Value::Missing).unwrap(), 2);
        let v = r.play_at(1.0, &"G3".into(), &Value::Missing).unwrap();
        assert_eq!(v, 3);
        assert_eq!(
            r.play_at(1.0, &"E5".into(), &Value::Missing)
                .unwrap_err()
                .code(),
            "occupied"
        );
        let (session, _) = r.game(3.0).unwrap();
        assert_eq!(session.view().move_number(), 2);
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
        assert!(r.undo().unwrap());
        assert_eq!(r.children(1.0).unwrap(), [3, 2]);
        while r.undo().unwrap() {}
        assert_eq!(
            r.to_sgf(),
            "(;FF[4]GM[1]CA[UTF-8]AP[weiqi:0.1.0]SZ[9]RU[Japanese]\n;B[ee];W[cc])\n"
        );
    }

    // RULES R6: a descriptive `RU` (a preset and the knobs unlike it, as a game's
    // record writes a custom set) gives the game at a node that preset and those knobs.
    #[test]
    fn a_descriptive_ru_keeps_its_preset() {
        let mut r = open("(;SZ[9]RU[GOE scoring=territory]KM[8];B[ee])");
        let (session, _) = r.game(1.0).unwrap();
        let rules = session.view().rules();
        assert_eq!((rules.preset, rules.scoring), ("ing", "territory"));
    }

    /// A game read as `Game.fromSgf` reads it: the record at the end of its main line.
    fn read(text: &str) -> RecordSession {
        RecordSession::read_game(&SgfInput::Text(text.into())).unwrap().0
    }

    // RULES R6: a game read from SGF gives the comments of its main line by move
    // number, several at one move joined.
    #[test]
    fn comments_by_move_number_root_first() {
        let text = "(;SZ[9]C[start\nline two];B[ee]C[first];W[cc];B[dd]C[third]\n;C[after third])";
        let game = read(text);
        let all: Vec<_> = (0..=4).map(|n| game.comment_after_move(n)).collect();
        assert_eq!(
            all,
            [
                Some("start\nline two".to_owned()),
                Some("first".to_owned()),
                None,
                Some("third\n\nafter third".to_owned()),
                None,
            ]
        );
        assert_eq!(game.comment_after_move(u32::MAX), None);
    }

    // A game's undo at the end of a record read here takes back the line's last
    // move (the record is the game's own): its comment goes with it.
    #[test]
    fn a_game_that_left_the_record_has_no_comment_there() {
        let mut game = read("(;SZ[9];B[ee]C[one];W[cc]C[two])");
        assert_eq!(game.take_back().unwrap(), "taken");
        assert_eq!(game.comment_after_move(1).as_deref(), Some("one"));
        assert_eq!(game.comment_after_move(2), None, "move 2 is not played");
        game.play(&"A1".into(), &Value::Missing).unwrap();
        assert_eq!(game.comment_after_move(2), None, "another move 2");
        assert_eq!(game.comment_after_move(1).as_deref(), Some("one"));
    }

    #[test]
    fn comments_before_a_mid_game_setup_are_left_out() {
        let game = read("(;SZ[9]C[root];B[ee]C[gone];AB[aa]C[here];W[cc]C[next])");
        assert_eq!(game.cursor().game().move_number(), 1);
        assert_eq!(game.comment_after_move(0).as_deref(), Some("here"));
        assert_eq!(game.comment_after_move(1).as_deref(), Some("next"));
    }

    // RULES R6.1: the record of a game read from SGF is written whole, with the moves
    // played since where they left it; unchanged, as it came.
    #[test]
    fn a_game_read_from_sgf_writes_its_whole_record() {
        let text = "(;GM[1]SZ[9]RU[Japanese];B[ee](;W[cc])(;W[gg]C[var]))";
        let mut game = read(text);
        assert_eq!(
            game.record().tree().to_sgf(),
            sgf::parse(text).unwrap().games[0].to_sgf()
        );
        game.play(&"A1".into(), &Value::Missing).unwrap();
        let written = game.record().tree().to_sgf();
        assert!(
            written.contains("W[gg]C[var]") && written.contains("W[cc];B[ai]"),
            "{written}"
        );
    }

    // Link paths: the node shown, written and read back.
    #[test]
    fn paths_name_nodes() {
        let r = open("(;SZ[9];B[ee](;W[cc];B[dd])(;W[gg];B[hh];W[hg]))");
        assert_eq!(r.path_text(0.0).unwrap(), "");
        assert_eq!(r.path_text(3.0).unwrap(), "3");
        assert_eq!(r.path_text(6.0).unwrap(), "1-1-2");
        assert_eq!(r.node_at("1-1-2"), (6, true));
        assert_eq!(r.node_at("1-1-9"), (6, false));
        assert_eq!(r.node_at("x"), (0, false));
    }

    // The record editor's marks: one per point, the same again takes it off.
    #[test]
    fn marks_toggle_one_per_point() {
        let mut r = open("(;SZ[9]TR[ee]LB[cc:A])");
        r.set_mark(0.0, &"E5".into(), "square", "").unwrap();
        assert_eq!(
            r.markup(0.0).unwrap().marks,
            [(sgf::Mark::Square, Point::new(4, 4))]
        );
        r.set_mark(0.0, &"E5".into(), "square", "").unwrap();
        assert!(r.markup(0.0).unwrap().marks.is_empty());
        r.set_mark(0.0, &"C7".into(), "label", "B").unwrap();
        assert_eq!(r.markup(0.0).unwrap().labels[0].text, "B");
        r.set_mark(0.0, &"C7".into(), "clear", "").unwrap();
        assert!(r.markup(0.0).unwrap().labels.is_empty());
    }
}
