//! A record being read and edited: the SGF tree (RULES R6.1), a `Game` at any of its
//! nodes, and edits that can be undone.
//!
//! Design: node ids never change. A deleted subtree is only detached
//! ([`GameTree::detach`]) and stays in the arena, so an id held by a viewer stays
//! valid (it answers "no such node" until an undo brings it back). Every edit is one
//! or more [`Edit`]s that swap a node's properties or children, or detach or attach
//! a node; applying an edit returns its inverse, which is what undo and redo keep.
//! Undo costs what the edit touched, never a copy of the tree.

pub(super) mod live;

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use core::fmt;

use super::charset::{built_in_tables, Detected, TableDecoder};
use super::error::{ParseError, ParseWarning};
use super::info::GameInfo;
use super::load::{load, LoadError, LoadOptions, Loaded, Path};
use super::parser::{parse_text_with, parse_with_tables, ParseOptions, Parsed};
use super::tree::{GameTree, NodeId, Property};
use super::values::{move_value, Markup};
use crate::color::Color;
use crate::game::Game;
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::rules::Rules;

/// One reversible change to a tree. Applying it returns the edit that undoes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Edit {
    /// Give `node` these properties (swapping out the ones it has).
    Properties {
        /// The node.
        node: NodeId,
        /// Its new properties.
        props: Vec<Property>,
    },
    /// Give `node` these children, in this order (the same set, reordered).
    Children {
        /// The node.
        node: NodeId,
        /// Its children, in their new order.
        children: Vec<NodeId>,
    },
    /// Take `node` (and its subtree) out of its parent's children.
    Detach {
        /// The node.
        node: NodeId,
    },
    /// Put `node` back as child `index` of `parent`.
    Attach {
        /// The node.
        node: NodeId,
        /// Its parent.
        parent: NodeId,
        /// Its place among the parent's children.
        index: usize,
    },
}

/// Why an edit or a look-up was refused. A refused call changes nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordError {
    /// The tree has no such node (or it was deleted).
    NoSuchNode(NodeId),
    /// The root cannot be deleted or moved.
    Root,
    /// A property identifier must be one or more uppercase letters `A`–`Z`.
    BadIdentifier(String),
    /// The record cannot be loaded as a game up to that node (board size, setup).
    Load(LoadError),
    /// The move is not allowed there.
    Illegal(Illegal),
    /// The game was not played from that node: its moves do not begin with the
    /// node's.
    OtherGame,
    /// The file holds no game with that index (from 0).
    NoSuchGame(usize),
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::NoSuchNode(id) => write!(f, "there is no {} in this record", id),
            RecordError::Root => f.write_str("the root node cannot be deleted or moved"),
            RecordError::BadIdentifier(ident) => write!(
                f,
                "`{}` is not a property identifier (uppercase letters A-Z)",
                ident
            ),
            RecordError::Load(e) => e.fmt(f),
            RecordError::Illegal(e) => e.fmt(f),
            RecordError::OtherGame => {
                f.write_str("the game was not played from this node of the record")
            }
            RecordError::NoSuchGame(index) => {
                write!(f, "the file holds no game {} (they count from 0)", index)
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RecordError {}

impl From<LoadError> for RecordError {
    fn from(e: LoadError) -> RecordError {
        RecordError::Load(e)
    }
}

/// A game record: the whole SGF tree, the rules for reading it, and an undo history.
///
/// A file may hold several games (a collection, `(;…)(;…)`): the record keeps every
/// one, reads one at a time ([`Record::select_game`]; node ids are the game's own),
/// and writes them all back in their order, a game nobody changed exactly as it was
/// read (RULES R6.1).
///
/// ```
/// use weiqi::sgf::Record;
/// use weiqi::{Move, Point};
/// let (mut record, _) = Record::from_sgf(b"(;SZ[9]PB[Lee]C[hi];B[ee];W[cc])", &Default::default()).unwrap();
/// let b = record.tree().node(record.tree().root()).children()[0];
/// let w = record.play(b, None, Move::Play(Point::new(6, 2))).unwrap(); // a variation
/// assert_eq!(record.tree().node(b).children().len(), 2);
/// assert_eq!(record.game_at(w).unwrap().game.move_number(), 2);
/// record.undo();
/// assert_eq!(record.tree().node(b).children().len(), 1);
/// assert!(record.to_sgf().starts_with("(;FF[4]GM[1]CA[UTF-8]AP[weiqi:"));
///
/// let file = "(;PB[A];B[aa])\n(;PB[B];B[bb])\n";
/// let (mut games, _) = Record::from_sgf(file.as_bytes(), &Default::default()).unwrap();
/// assert_eq!(games.game_count(), 2);
/// games.select_game(1).unwrap();
/// assert_eq!(games.tree().info().black.as_deref(), Some("B"));
/// assert_eq!(games.to_sgf(), file); // nothing changed: written as read
/// ```
#[derive(Clone, Debug)]
pub struct Record {
    tree: GameTree,
    default_rules: Rules,
    /// How many subtrees are detached now: while none is, every id in the arena is
    /// in the tree (an O(1) check instead of a walk to the root).
    detached: usize,
    undo: Vec<Vec<Edit>>,
    redo: Vec<Vec<Edit>>,
    /// Whether the game being read was edited since it was read (it is then written
    /// anew rather than as read).
    edited: bool,
    /// Every game of the file, in order, with its edits and undo history; the slot
    /// of the game being read is empty while its parts are in the fields above.
    games: Vec<Kept>,
    /// Which game of the file is being read.
    current: usize,
    /// The text the games were read from, when they can be written back from it.
    source: Option<Source>,
    /// How the file's bytes were read; `None` for text given decoded.
    read_as: Option<Detected>,
}

/// A game of the file that is not being read now, kept with its history.
#[derive(Clone, Debug, Default)]
struct Kept {
    tree: GameTree,
    detached: usize,
    undo: Vec<Vec<Edit>>,
    redo: Vec<Vec<Edit>>,
    edited: bool,
}

/// The text a collection was read from and where each game stands in it.
#[derive(Clone, Debug)]
struct Source {
    text: String,
    spans: Vec<core::ops::Range<usize>>,
}

impl Record {
    /// A record of `tree`, whose games are played under `default_rules` when its
    /// `RU` names no known rule set.
    pub fn new(tree: GameTree, default_rules: Rules) -> Record {
        Record {
            tree,
            default_rules,
            detached: 0,
            undo: Vec::new(),
            redo: Vec::new(),
            edited: false,
            games: alloc::vec![Kept::default()],
            current: 0,
            source: None,
            read_as: None,
        }
    }

    /// Reads every game of an SGF file's bytes (decoded first, RULES R6.2: see
    /// [`parse_with`](super::parse_with)), with the parser's repair notes; the first
    /// game is the one read. The default rules are Ing's ([`Rules::default`]).
    pub fn from_sgf(
        input: &[u8],
        options: &ParseOptions,
    ) -> Result<(Record, Vec<ParseWarning>), ParseError> {
        Record::from_sgf_with_tables(input, options, built_in_tables)
    }

    /// [`Record::from_sgf`], the sets that need tables decoded by `tables`.
    pub fn from_sgf_with_tables(
        input: &[u8],
        options: &ParseOptions,
        tables: TableDecoder,
    ) -> Result<(Record, Vec<ParseWarning>), ParseError> {
        let parsed = parse_with_tables(input, options, tables)?;
        // The text is the file's own bytes when they were UTF-8 (after a byte-order
        // mark): a game nobody changes is then written back exactly as it was.
        let utf8 = parsed
            .read_as
            .is_some_and(|d| d.encoding == super::Encoding::Utf8);
        let text = utf8
            .then(|| {
                core::str::from_utf8(input.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(input)).ok()
            })
            .flatten();
        Ok(Record::from_parsed(parsed, text))
    }

    /// Reads every game of SGF text that was already decoded.
    pub fn from_text(
        text: &str,
        options: &ParseOptions,
    ) -> Result<(Record, Vec<ParseWarning>), ParseError> {
        let parsed = parse_text_with(text, options)?;
        Ok(Record::from_parsed(parsed, Some(text)))
    }

    /// A record of the parsed games, the first one read; `text` is what was parsed,
    /// when the games may be written back from it.
    fn from_parsed(parsed: Parsed, text: Option<&str>) -> (Record, Vec<ParseWarning>) {
        let Parsed {
            collection,
            warnings,
            spans,
            read_as,
        } = parsed;
        let mut games: Vec<Kept> = collection
            .games
            .into_iter()
            .map(|tree| Kept {
                tree,
                ..Kept::default()
            })
            .collect();
        let tree = core::mem::take(&mut games[0].tree);
        let mut record = Record::new(tree, Rules::default());
        record.games = games;
        record.read_as = read_as;
        record.source = text.map(|text| Source {
            text: text.into(),
            spans,
        });
        (record, warnings)
    }

    /// How many games the file holds (1 for a record made from a tree).
    pub fn game_count(&self) -> usize {
        self.games.len()
    }

    /// Which game of the file is being read, from 0.
    pub fn game_index(&self) -> usize {
        self.current
    }

    /// The tree of game `index` of the file (the one being read, or another as it
    /// stands), for a list to choose from; `None` past the last.
    pub fn game_tree(&self, index: usize) -> Option<&GameTree> {
        if index == self.current {
            return Some(&self.tree);
        }
        self.games.get(index).map(|kept| &kept.tree)
    }

    /// Reads game `index` of the file from now on: [`Record::tree`], the node ids,
    /// edits and undo are that game's. The game left keeps its edits and its undo
    /// history for when it is selected again.
    pub fn select_game(&mut self, index: usize) -> Result<(), RecordError> {
        if index >= self.games.len() {
            return Err(RecordError::NoSuchGame(index));
        }
        if index == self.current {
            return Ok(());
        }
        let leaving = Kept {
            tree: core::mem::take(&mut self.tree),
            detached: self.detached,
            undo: core::mem::take(&mut self.undo),
            redo: core::mem::take(&mut self.redo),
            edited: self.edited,
        };
        self.games[self.current] = leaving;
        let coming = core::mem::take(&mut self.games[index]);
        self.tree = coming.tree;
        self.detached = coming.detached;
        self.undo = coming.undo;
        self.redo = coming.redo;
        self.edited = coming.edited;
        self.current = index;
        Ok(())
    }

    /// How the file's bytes were read (RULES R6.2); `None` for a record made from
    /// text or a tree.
    pub fn read_as(&self) -> Option<Detected> {
        self.read_as
    }

    /// The rules used when `RU` names none.
    pub fn set_default_rules(&mut self, rules: Rules) {
        self.default_rules = rules;
    }

    /// The rules used when `RU` names none ([`Record::set_default_rules`]).
    #[cfg(feature = "cursor")]
    pub fn default_rules(&self) -> Rules {
        self.default_rules
    }

    /// The tree.
    pub fn tree(&self) -> &GameTree {
        &self.tree
    }

    /// The tree, giving up the undo history.
    pub fn into_tree(self) -> GameTree {
        self.tree
    }

    /// Whether `id` is a node of the tree now (not deleted).
    pub fn contains(&self, id: NodeId) -> bool {
        if self.detached == 0 {
            id.index() < self.tree.len()
        } else {
            self.tree.is_attached(id)
        }
    }

    fn require(&self, id: NodeId) -> Result<(), RecordError> {
        if self.contains(id) {
            Ok(())
        } else {
            Err(RecordError::NoSuchNode(id))
        }
    }

    /// The game at node `id`: the record replayed from the root down to it, under
    /// the record's rules (`RU`, else the default), with the loader's notes.
    pub fn game_at(&self, id: NodeId) -> Result<Loaded, RecordError> {
        self.require(id)?;
        let options = LoadOptions {
            default_rules: self.default_rules,
            path: Path::ToNode(id),
        };
        Ok(load(&self.tree, &options)?)
    }

    /// Plays `mv` for `color` (the player to move there when `None`) at node `at`:
    /// the child that already has this move is followed, else a new last child (a
    /// variation, or the continuation at the end of a line) is added. Returns the
    /// child. A move the rules refuse there is [`RecordError::Illegal`].
    pub fn play(
        &mut self,
        at: NodeId,
        color: Option<Color>,
        mv: Move,
    ) -> Result<NodeId, RecordError> {
        let loaded = self.game_at(at)?;
        let mut game = loaded.game;
        let color = color.unwrap_or(game.to_move());
        if let Some(child) = self
            .tree
            .child_with_move(at, game.board().size(), color, mv)
        {
            return Ok(child);
        }
        super::load::resume_for(&mut game, color);
        game.play_as(color, mv).map_err(RecordError::Illegal)?;
        let ident = if color == Color::Black { "B" } else { "W" };
        let child = self
            .tree
            .add_child(at, alloc::vec![Property::single(ident, move_value(mv))]);
        self.record(alloc::vec![Edit::Detach { node: child }]);
        Ok(child)
    }

    /// Adds `color` playing `mv` as the last child of `at`, as one undoable edit,
    /// without asking the rules: for a caller that checked the move on the game at
    /// `at` already ([`super::Cursor`]).
    #[cfg(feature = "cursor")]
    pub(crate) fn add_move(&mut self, at: NodeId, color: Color, mv: Move) -> NodeId {
        let ident = if color == Color::Black { "B" } else { "W" };
        let child = self
            .tree
            .add_child(at, alloc::vec![Property::single(ident, move_value(mv))]);
        self.record(alloc::vec![Edit::Detach { node: child }]);
        child
    }

    /// Writes the end of `game`, a game played from node `at` (the game there with
    /// end-of-game actions made on it: marks, agreement, resignation, resumption),
    /// into the tree as one undoable edit: the moves it made beyond `at` (Ing's two
    /// passes that seal an agreement, RULES R1.6), then at the node it reached the
    /// marks, the result and who moves ([`GameTree::write_end`], RULES R6). Returns
    /// the node where the game now stands. The edit is recorded even when it
    /// changes nothing, so that each call is one step of [`Record::undo`].
    pub fn write_end(&mut self, at: NodeId, game: &Game) -> Result<NodeId, RecordError> {
        let here = self.game_at(at)?.game;
        // The game continues the one at `at`: the same moves up to there.
        let (recorded, played) = (here.history(), game.history());
        let same = played.len() >= recorded.len()
            && (0..recorded.len())
                .all(|i| (played[i].color, played[i].mv) == (recorded[i].color, recorded[i].mv));
        if !same {
            return Err(RecordError::OtherGame);
        }
        Ok(self.write_end_from(at, game, recorded.len(), false))
    }

    /// [`Record::write_end`] for a game known to continue the one at `at`, whose
    /// first `recorded` moves are those of the line to `at` ([`super::Cursor`]);
    /// `in_play_unresolved`: a game in play takes off the result the record gave it
    /// there (a resignation taken back, RULES R0.4).
    // Inlined: `write_end` is its one caller in the page's main module, which has no
    // byte to spare.
    #[inline(always)]
    pub(crate) fn write_end_from(
        &mut self,
        at: NodeId,
        game: &Game,
        recorded: usize,
        in_play_unresolved: bool,
    ) -> NodeId {
        let root = self.tree.root();
        let first_new = self.tree.len();
        let end = self.tree.add_moves(at, game, recorded);
        let mut inverse = Vec::new();
        for node in [root, end] {
            let props = self.tree.node(node).props.clone();
            inverse.push(Edit::Properties { node, props });
        }
        if in_play_unresolved && game.status() == crate::game::Status::Playing {
            self.tree.remove_result(end);
        }
        let stands = self.tree.write_end(end, game);
        // The nodes added hang from one below an old node: detached, they all go.
        for index in first_new..self.tree.len() {
            let node = NodeId::new(index);
            if self
                .tree
                .node(node)
                .parent()
                .is_some_and(|p| p.index() < first_new)
            {
                inverse.push(Edit::Detach { node });
            }
        }
        self.record(inverse);
        stands
    }

    /// Deletes `id` and everything below it (undoable: ids stay reserved).
    pub fn delete(&mut self, id: NodeId) -> Result<(), RecordError> {
        self.require(id)?;
        if id == self.tree.root() {
            return Err(RecordError::Root);
        }
        self.edit(alloc::vec![Edit::Detach { node: id }]);
        Ok(())
    }

    /// Moves `id` to place `index` among its siblings (0: the main line of its
    /// branch; past the end: last).
    pub fn reorder(&mut self, id: NodeId, index: usize) -> Result<(), RecordError> {
        self.require(id)?;
        let parent = self.tree.node(id).parent().ok_or(RecordError::Root)?;
        let mut children = self.tree.node(parent).children().to_vec();
        children.retain(|&c| c != id);
        children.insert(index.min(children.len()), id);
        self.edit(alloc::vec![Edit::Children {
            node: parent,
            children
        }]);
        Ok(())
    }

    /// Makes the line through `id` the main line: `id` and each of its ancestors
    /// becomes the first child of its parent.
    pub fn promote_to_main_line(&mut self, id: NodeId) -> Result<(), RecordError> {
        self.require(id)?;
        let mut edits = Vec::new();
        let mut at = id;
        while let Some(parent) = self.tree.node(at).parent() {
            let mut children = self.tree.node(parent).children().to_vec();
            if children.first() != Some(&at) {
                children.retain(|&c| c != at);
                children.insert(0, at);
                edits.push(Edit::Children {
                    node: parent,
                    children,
                });
            }
            at = parent;
        }
        if !edits.is_empty() {
            self.edit(edits);
        }
        Ok(())
    }

    /// Replaces every property of `id` (in this order).
    pub fn set_properties(&mut self, id: NodeId, props: Vec<Property>) -> Result<(), RecordError> {
        self.require(id)?;
        if let Some(bad) = props.iter().find(|p| !is_identifier(&p.ident)) {
            return Err(RecordError::BadIdentifier(bad.ident.clone()));
        }
        self.edit(alloc::vec![Edit::Properties { node: id, props }]);
        Ok(())
    }

    /// Sets property `ident` of `id` to `values` (in place when it is there, else at
    /// the end); no values deletes it.
    pub fn set_property(
        &mut self,
        id: NodeId,
        ident: &str,
        values: Vec<String>,
    ) -> Result<(), RecordError> {
        self.require(id)?;
        if !is_identifier(ident) {
            return Err(RecordError::BadIdentifier(ident.to_string()));
        }
        let mut node = self.tree.node(id).clone();
        if values.is_empty() {
            node.remove(ident);
        } else {
            node.set(ident, values);
        }
        self.set_properties(id, node.props)
    }

    /// Sets the comment `C` of `id`; an empty text deletes it.
    pub fn set_comment(&mut self, id: NodeId, text: &str) -> Result<(), RecordError> {
        self.require(id)?;
        let mut node = self.tree.node(id).clone();
        node.set_text("C", text);
        self.set_properties(id, node.props)
    }

    /// Writes the game information into the root: set fields are set, the others
    /// deleted.
    pub fn set_info(&mut self, info: &GameInfo) {
        let root = self.tree.root();
        let mut node = self.tree.node(root).clone();
        info.write_to(&mut node);
        self.edit(alloc::vec![Edit::Properties {
            node: root,
            props: node.props
        }]);
    }

    /// Replaces the markup of `id`.
    pub fn set_markup(&mut self, id: NodeId, markup: &Markup) -> Result<(), RecordError> {
        self.require(id)?;
        let mut node = self.tree.node(id).clone();
        node.set_markup(markup);
        self.set_properties(id, node.props)
    }

    /// Takes back the last edit; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.undo.pop() else {
            return false;
        };
        let inverse = self.apply(step);
        self.redo.push(inverse);
        true
    }

    /// Does again the last edit taken back; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(step) = self.redo.pop() else {
            return false;
        };
        let inverse = self.apply(step);
        self.undo.push(inverse);
        true
    }

    /// What [`Record::undo`] would apply now (the inverse of the last edit), and so
    /// the nodes that edit touched; `None` when there is nothing to undo.
    #[cfg(feature = "cursor")]
    pub fn last_edit(&self) -> Option<&[Edit]> {
        self.undo.last().map(Vec::as_slice)
    }

    /// What [`Record::redo`] would apply now, and so the nodes the last edit taken
    /// back touched; `None` when there is nothing to redo.
    #[cfg(feature = "cursor")]
    pub fn last_undone(&self) -> Option<&[Edit]> {
        self.redo.last().map(Vec::as_slice)
    }

    /// Whether there is an edit to undo, and one to redo.
    pub fn can_undo_redo(&self) -> (bool, bool) {
        (!self.undo.is_empty(), !self.redo.is_empty())
    }

    /// Applies `edits` as one undoable step.
    fn edit(&mut self, edits: Vec<Edit>) {
        let inverse = self.apply(edits);
        self.record(inverse);
    }

    /// Keeps `inverse` as the next step to undo; a new edit clears what could be
    /// redone.
    fn record(&mut self, inverse: Vec<Edit>) {
        self.undo.push(inverse);
        self.redo.clear();
        self.edited = true;
    }

    /// Applies `edits` in order; returns their inverses, to apply in that order.
    fn apply(&mut self, edits: Vec<Edit>) -> Vec<Edit> {
        let mut inverse: Vec<Edit> = edits
            .into_iter()
            .filter_map(|edit| self.apply_one(edit))
            .collect();
        inverse.reverse();
        inverse
    }

    fn apply_one(&mut self, edit: Edit) -> Option<Edit> {
        Some(match edit {
            Edit::Properties { node, props } => {
                let old = core::mem::replace(&mut self.tree.node_mut(node).props, props);
                Edit::Properties { node, props: old }
            }
            Edit::Children { node, children } => {
                let old = self.tree.node(node).children().to_vec();
                self.tree.set_children(node, children);
                Edit::Children {
                    node,
                    children: old,
                }
            }
            Edit::Detach { node } => {
                let (parent, index) = self.tree.detach(node)?;
                self.detached += 1;
                Edit::Attach {
                    node,
                    parent,
                    index,
                }
            }
            Edit::Attach {
                node,
                parent,
                index,
            } => {
                self.tree.reattach(node, parent, index);
                self.detached = self.detached.saturating_sub(1);
                Edit::Detach { node }
            }
        })
    }

    /// The record as SGF text: every game of the file in its order. A game that
    /// was edited is written whole, with only `FF`, `GM`, `CA` and `AP` added where
    /// the root lacks them ([`GameTree::to_record_sgf`], RULES R6.1); a game nobody
    /// changed, read from UTF-8 text, is written exactly as it was read, and so is
    /// the text around the games.
    pub fn to_sgf(&self) -> String {
        let written = |index: usize| -> (&GameTree, bool) {
            if index == self.current {
                (&self.tree, self.edited)
            } else {
                (&self.games[index].tree, self.games[index].edited)
            }
        };
        let Some(Source { text, spans }) = &self.source else {
            return (0..self.games.len())
                .map(|index| written(index).0.to_record_sgf())
                .collect();
        };
        // Checked slices (`get`): the spans are the parser's, on character boundaries,
        // and a slice that could panic would bring the panic's formatting along.
        let part = |range: core::ops::Range<usize>| text.get(range).unwrap_or_default();
        let mut out = String::with_capacity(text.len() + 64);
        let mut from = 0;
        for (index, span) in spans.iter().enumerate() {
            out.push_str(part(from..span.start));
            match written(index) {
                (_, false) => out.push_str(part(span.clone())),
                (tree, true) => {
                    let sgf = tree.to_record_sgf();
                    // The writer's final newline, unless a line break follows anyway.
                    let broken = part(span.end..text.len()).starts_with(['\n', '\r']);
                    out.push_str(if broken {
                        sgf.trim_end_matches('\n')
                    } else {
                        &sgf
                    });
                }
            }
            from = span.end;
        }
        out.push_str(part(from..text.len()));
        out
    }
}

/// One or more ASCII uppercase letters (SGF `FF[4]` "PropIdent").
fn is_identifier(ident: &str) -> bool {
    !ident.is_empty() && ident.bytes().all(|b| b.is_ascii_uppercase())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::point::Point;

    fn record(text: &str) -> Record {
        Record::from_sgf(text.as_bytes(), &ParseOptions::LENIENT)
            .unwrap()
            .0
    }

    fn first_child(r: &Record, id: NodeId) -> NodeId {
        r.tree().node(id).children()[0]
    }

    // SGF FF[4] "GameTree": playing a move a child already has follows it; another
    // move adds a variation after the existing ones.
    #[test]
    fn play_follows_or_adds_a_variation() {
        let mut r = record("(;SZ[9];B[ee];W[cc])");
        let b = first_child(&r, r.tree().root());
        let w = first_child(&r, b);
        assert_eq!(
            r.play(b, None, Move::Play(Point::new(2, 2))).unwrap(),
            w,
            "followed"
        );
        let v = r.play(b, None, Move::Play(Point::new(6, 6))).unwrap();
        assert_eq!(r.tree().node(b).children(), [w, v]);
        assert_eq!(r.tree().node(v).value("W"), Some("gg"));
        assert_eq!(
            r.play(b, None, Move::Play(Point::new(4, 4))),
            Err(RecordError::Illegal(Illegal::Occupied))
        );
        assert!(r.undo());
        assert_eq!(r.tree().node(b).children(), [w]);
        assert!(!r.contains(v));
        assert!(r.redo());
        assert!(r.contains(v));
    }

    // Deleting keeps ids; undo brings the subtree back in its place.
    #[test]
    fn delete_and_undo_keep_ids() {
        let mut r = record("(;SZ[9](;B[aa];W[bb])(;B[cc])(;B[dd]))");
        let root = r.tree().root();
        let [a, c, d] = [0, 1, 2].map(|i| r.tree().node(root).children()[i]);
        let below_a = first_child(&r, a);
        r.delete(c).unwrap();
        assert_eq!(r.tree().node(root).children(), [a, d]);
        assert!(!r.contains(c));
        assert!(r.contains(below_a));
        assert_eq!(r.delete(root), Err(RecordError::Root));
        assert_eq!(r.delete(c), Err(RecordError::NoSuchNode(c)));
        r.undo();
        assert_eq!(r.tree().node(root).children(), [a, c, d]);
        r.delete(a).unwrap();
        assert!(!r.contains(below_a));
        assert_eq!(r.tree(), record("(;SZ[9](;B[cc])(;B[dd]))").tree());
    }

    // Promotion makes the whole line through a node the main line; reorder moves a
    // variation among its siblings.
    #[test]
    fn promote_and_reorder() {
        let mut r = record("(;SZ[9](;B[aa])(;B[bb](;W[cc])(;W[dd])))");
        let root = r.tree().root();
        let bb = r.tree().node(root).children()[1];
        let dd = r.tree().node(bb).children()[1];
        r.promote_to_main_line(dd).unwrap();
        assert_eq!(
            r.tree(),
            record("(;SZ[9](;B[bb](;W[dd])(;W[cc]))(;B[aa]))").tree()
        );
        r.undo();
        assert_eq!(
            r.tree(),
            record("(;SZ[9](;B[aa])(;B[bb](;W[cc])(;W[dd])))").tree()
        );
        r.reorder(bb, 0).unwrap();
        assert_eq!(r.tree().node(root).children()[0], bb);
        r.reorder(bb, 99).unwrap();
        assert_eq!(r.tree().node(root).children()[1], bb);
        assert_eq!(r.reorder(root, 0), Err(RecordError::Root));
    }

    // RULES R6.1: any property, unknown ones too, can be set and deleted; comments
    // and game information have their own calls.
    #[test]
    fn properties_comment_info() {
        let mut r = record("(;SZ[9]KGSSB[x];B[ee])");
        let root = r.tree().root();
        let b = first_child(&r, root);
        r.set_property(b, "TR", alloc::vec!["aa".into(), "bb".into()])
            .unwrap();
        r.set_comment(b, "a ] bracket").unwrap();
        assert_eq!(r.tree().node(b).comment().as_deref(), Some("a ] bracket"));
        assert!(r.set_property(b, "tr", alloc::vec!["aa".into()]).is_err());
        let info = GameInfo {
            black: Some("Ли".into()),
            ..GameInfo::default()
        };
        r.set_info(&info);
        assert_eq!(r.tree().info().black.as_deref(), Some("Ли"));
        assert_eq!(r.tree().root_node().value("KGSSB"), Some("x"));
        r.set_property(root, "KGSSB", Vec::new()).unwrap();
        assert!(!r.tree().root_node().has("KGSSB"));
        while r.undo() {}
        assert_eq!(r.tree(), record("(;SZ[9]KGSSB[x];B[ee])").tree());
    }

    // RULES R6.1: the writer adds FF, GM, CA and AP only where the root lacks them
    // (a record as it was read is written as it was read).
    #[test]
    fn writer_adds_only_what_is_missing() {
        let read = "(;FF[3]AP[Other:1]SZ[9]XX[y];B[ee])";
        let mut r = record(read);
        assert_eq!(r.to_sgf(), read);
        let root = r.tree().root();
        r.set_comment(root, "edited").unwrap();
        let text = r.to_sgf();
        assert!(
            text.starts_with("(;GM[1]CA[UTF-8]FF[3]AP[Other:1]SZ[9]XX[y]C[edited]"),
            "{text}"
        );
    }

    // RULES R6.1: a collection keeps every game; each is read in turn with its own
    // ids, edits and undo, and the file is written whole, the games nobody changed
    // and the text between them exactly as read.
    #[test]
    fn a_collection_keeps_every_game() {
        let file = "; a header\n(;GM[1]PB[One];B[aa])\r\n\r\n(;GM[1]PB[Two]\n;B[bb];W[cc])\n(;GM[1]PB[Three])";
        let mut r = record(file);
        assert_eq!((r.game_count(), r.game_index()), (3, 0));
        assert_eq!(r.to_sgf(), file, "unchanged: byte for byte");
        assert_eq!(
            r.game_tree(2).unwrap().info().black.as_deref(),
            Some("Three")
        );
        assert!(r.game_tree(3).is_none());
        r.select_game(1).unwrap();
        assert_eq!(r.tree().info().black.as_deref(), Some("Two"));
        let b = first_child(&r, r.tree().root());
        r.play(b, None, Move::Play(Point::new(3, 3))).unwrap();
        let written = r.to_sgf();
        assert!(
            written.starts_with("; a header\n(;GM[1]PB[One];B[aa])\r\n\r\n(;"),
            "{written}"
        );
        assert!(written.ends_with(")\n(;GM[1]PB[Three])"), "{written}");
        let again = record(&written);
        assert_eq!(again.game_count(), 3);
        assert_eq!(
            again.game_tree(1).unwrap().len(),
            4,
            "the new variation is kept"
        );
        // Game 1 keeps its edit and its undo while another is read.
        r.select_game(0).unwrap();
        assert!(!r.can_undo_redo().0);
        r.select_game(1).unwrap();
        assert!(r.undo());
        assert_eq!(r.tree().node(b).children().len(), 1);
        assert_eq!(r.select_game(3), Err(RecordError::NoSuchGame(3)));
    }

    // Navigation: the next and previous commented nodes in preorder.
    #[test]
    fn commented_nodes() {
        let r = record("(;C[0];B[aa](;W[bb]C[1];B[cc])(;W[dd];B[ee]C[2]))");
        let t = r.tree();
        let one = t.next_commented(t.root()).unwrap();
        assert_eq!(t.node(one).value("C"), Some("1"));
        let two = t.next_commented(one).unwrap();
        assert_eq!(t.node(two).value("C"), Some("2"));
        assert_eq!(t.next_commented(two), None);
        assert_eq!(t.previous_commented(two), Some(one));
        assert_eq!(t.previous_commented(one), Some(t.root()));
        assert_eq!(t.previous_commented(t.root()), None);
    }
}
