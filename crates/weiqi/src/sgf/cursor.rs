//! A record with a node shown and the game there, kept incrementally (RULES R6.1):
//! the one object a board needs for a game. A step to a child that holds a plain move
//! plays that one move, and a step back undoes it, so that a step costs the same at
//! move 10 and at move 300; a jump goes back to the common ancestor and down again.
//! The game at the node is always the one [`load`] gives for the line to it: anything
//! but a plain move (a setup, a `PL`, the end of a game the record writes at a node,
//! the line's first move, which says who starts, a move at the stop) is read by the
//! loader itself, as are edits that change the game along the line.
//!
//! The undo of a board (what a player's Undo takes back at the node shown) is in
//! [`undo`](self::undo): a move added, a move followed, an edit, an end-of-game
//! action; with nothing done since the record was opened, what a game's undo would
//! take back at the end of its line.

use alloc::string::String;
use alloc::vec::Vec;

use super::load::{load, resume_for, LoadOptions, Path, RulesSource, Warning, WarningKind};
use super::record::{Edit, Record, RecordError};
use super::tree::{GameTree, NodeId};
use crate::game::{EndError, Game, Status};
use crate::moves::Move;
use crate::point::BoardSize;
use crate::Color;

mod line;
mod undo;

use undo::Done;
pub use undo::Undone;

/// One node of the line shown.
#[derive(Clone, Copy, Debug)]
struct Step {
    node: NodeId,
    /// How a step back from this node is taken: `Some((depth, warnings))`, the game
    /// undone to `depth` ([`Game::undo_depth`]) and the warnings cut to `warnings`
    /// (the node held a plain move); `None`, the line to the parent read afresh.
    back: Option<(usize, usize)>,
    /// Whether a move is recorded at this node or before it on the line.
    moved: bool,
}

/// What [`Cursor::play`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// The node now shown: the child with the move.
    pub node: NodeId,
    /// Whether the child was added (a new variation, or the line's continuation);
    /// false when the tree had it and it was followed.
    pub added: bool,
}

/// A record, the node shown, and the game at that node, kept as the record is
/// walked and edited.
///
/// ```
/// use weiqi::sgf::{Cursor, Record};
/// use weiqi::{Move, Point};
/// let (record, _) = Record::from_sgf(b"(;SZ[9];B[ee];W[cc](;B[gg])(;B[cg]))", &Default::default()).unwrap();
/// let mut cursor = Cursor::new(record).unwrap();
/// cursor.last().unwrap();                          // the main line's end: B[gg]
/// assert_eq!(cursor.game().move_number(), 3);
/// cursor.back().unwrap();                          // one move undone, not a replay
/// let played = cursor.play(None, Move::Play(Point::new(2, 6))).unwrap();
/// assert!(!played.added);                          // B[cg] was there: followed
/// let added = cursor.play(None, Move::Pass).unwrap();
/// assert!(added.added && cursor.record().tree().node(added.node).has("W"));
/// ```
#[derive(Clone, Debug)]
pub struct Cursor {
    record: Record,
    /// The game at the node shown, as the loader gives it for the line to it.
    game: Game,
    /// What the loader and the steps since reported for the line.
    warnings: Vec<Warning>,
    /// The line to the node shown, root first.
    steps: Vec<Step>,
    size: BoardSize,
    rules_source: RulesSource,
    unknown_rules: Option<String>,
    /// The node the game starts from (the root, or a mid-game setup).
    start_node: NodeId,
    /// For each move of the game's history, the node it came from.
    move_nodes: Vec<NodeId>,
    /// What a board's undo takes back, last on top ([`undo`](self::undo)).
    done: Vec<Done>,
    /// Whether the record came from elsewhere (a file, a link): its own moves are
    /// its author's, never taken back by a board's undo.
    opened: bool,
    /// Whether the record changed since it was opened or saved.
    changed: bool,
    /// How many times a line was read by the loader (the unit tests count).
    reads: u32,
}

/// Why [`Cursor::act`] changed nothing: the game refused the end-of-game action,
/// or the record the node shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActError {
    /// The game refused the action (RULES R0.4, R4).
    End(EndError),
    /// The record refused it.
    Record(RecordError),
}

impl From<RecordError> for ActError {
    fn from(error: RecordError) -> ActError {
        ActError::Record(error)
    }
}

impl core::fmt::Display for ActError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            ActError::End(e) => e.fmt(f),
            ActError::Record(e) => e.fmt(f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ActError {}

impl Cursor {
    /// The record with its root shown. Fails when the root cannot be read as a game
    /// of Go (`GM`, `SZ`, a setup that cannot stand).
    pub fn new(record: Record) -> Result<Cursor, RecordError> {
        let root = record.tree().root();
        let loaded = load(record.tree(), &Cursor::options(&record, root))?;
        let mut cursor = Cursor {
            size: BoardSize::STANDARD,
            game: loaded.game,
            warnings: Vec::new(),
            rules_source: loaded.rules_source,
            unknown_rules: None,
            start_node: root,
            move_nodes: Vec::new(),
            record,
            steps: Vec::new(),
            done: Vec::new(),
            opened: false,
            changed: false,
            reads: 0,
        };
        cursor.read(root)?;
        Ok(cursor)
    }

    fn options(record: &Record, node: NodeId) -> LoadOptions {
        LoadOptions {
            default_rules: record.default_rules(),
            path: Path::ToNode(node),
        }
    }

    /// The record.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The record, giving up the node shown.
    pub fn into_record(self) -> Record {
        self.record
    }

    /// The tree of the game read.
    pub fn tree(&self) -> &GameTree {
        self.record.tree()
    }

    /// The node shown.
    pub fn node(&self) -> NodeId {
        self.steps.last().map_or(self.tree().root(), |s| s.node)
    }

    /// The game at the node shown: the line to it replayed under the record's rules,
    /// with the end the node records (marks, result), as [`load`] gives it.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The board size of the root's `SZ`.
    pub fn size(&self) -> BoardSize {
        self.size
    }

    /// The line to the node shown, root first.
    pub fn path(&self) -> impl ExactSizeIterator<Item = NodeId> + '_ {
        self.steps.iter().map(|s| s.node)
    }

    /// What the replay of the line to the node shown reported.
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// The node the game starts from: the root, or the last node of the line shown
    /// that set up stones in mid-game (the moves before it cannot be undone).
    pub fn start_node(&self) -> NodeId {
        self.start_node
    }

    /// For each move of the game's history, the node it came from.
    pub fn move_nodes(&self) -> &[NodeId] {
        &self.move_nodes
    }

    /// Where the rules came from (`RU`, or the default), and an `RU` no rule set
    /// answers to.
    pub fn rules_source(&self) -> (RulesSource, Option<&str>) {
        (self.rules_source, self.unknown_rules.as_deref())
    }

    /// Whether the node shown ends its line (no child).
    pub fn is_live(&self) -> bool {
        self.tree().node(self.node()).children().is_empty()
    }

    /// Shows the first child of the node shown; false at the end of a line.
    pub fn forward(&mut self) -> Result<bool, RecordError> {
        let Some(&child) = self.tree().node(self.node()).children().first() else {
            return Ok(false);
        };
        self.push(child)?;
        Ok(true)
    }

    /// Shows the parent of the node shown; false at the root.
    pub fn back(&mut self) -> Result<bool, RecordError> {
        if self.steps.len() < 2 {
            return Ok(false);
        }
        self.pop()?;
        Ok(true)
    }

    /// Shows the end of the line through the node shown (down first children).
    pub fn last(&mut self) -> Result<(), RecordError> {
        let end = self
            .tree()
            .line_from(self.node())
            .last()
            .unwrap_or(self.node());
        self.go_to(end)
    }

    /// Shows `target`, a node of the tree: back to the common ancestor of the node
    /// shown and `target`, then down to it, one node at a time.
    pub fn go_to(&mut self, target: NodeId) -> Result<(), RecordError> {
        if !self.record.contains(target) {
            return Err(RecordError::NoSuchNode(target));
        }
        let path = self.tree().path_to(target);
        let mut common = 0;
        while common < path.len().min(self.steps.len()) && self.steps[common].node == path[common] {
            common += 1;
        }
        while self.steps.len() > common.max(1) {
            self.pop()?;
        }
        for &node in &path[self.steps.len()..] {
            self.push(node)?;
        }
        Ok(())
    }

    /// Plays `mv` for `color` (the player to move when `None`) at the node shown:
    /// the child with that move is followed, else one is added (a variation, or the
    /// line's continuation; one undoable edit of the record), and it is shown. A move
    /// the rules refuse at the node changes nothing ([`RecordError::Illegal`]).
    pub fn play(&mut self, color: Option<Color>, mv: Move) -> Result<Played, RecordError> {
        let at = self.node();
        let color = color.unwrap_or(self.game.to_move());
        let found = self.tree().child_with_move(at, self.size, color, mv);
        if let Some(child) = found {
            self.push(child)?;
            return Ok(Played {
                node: child,
                added: false,
            });
        }
        // Asked as `Record::play` asks it: a move at the stop resumes play for it.
        let depth = self.game.undo_depth();
        resume_for(&mut self.game, color);
        let verdict = self.game.check_as(color, mv);
        self.undo_to(depth);
        verdict.map_err(RecordError::Illegal)?;
        let child = self.record.add_move(at, color, mv);
        self.changed = true;
        self.push(child)?;
        Ok(Played {
            node: child,
            added: true,
        })
    }

    /// Runs the end-of-game `action` on the game at the node shown (a dead-stone
    /// mark, the agreement, a resignation, a resumption …) and writes the game's end
    /// into the record there (one undoable edit, [`Record::write_end`], RULES R6); a
    /// value the action gives is the caller's to keep (the closure sets it). The node
    /// shown becomes the one where the game now stands (a resumption's `PL`, Ing's
    /// sealing passes). A refused action changes nothing.
    pub fn act(
        &mut self,
        action: &mut dyn FnMut(&mut Game) -> Result<(), EndError>,
    ) -> Result<(), ActError> {
        let recorded = self.game.move_number() as usize;
        action(&mut self.game).map_err(ActError::End)?;
        Ok(self.write_game_end(recorded)?)
    }

    /// Writes the end of the game as it stands at the node shown (the first
    /// `recorded` moves being the line's) into the record; follows the node where it
    /// now stands.
    fn write_game_end(&mut self, recorded: usize) -> Result<(), RecordError> {
        let at = self.node();
        let stands = self.record.write_end_from(at, &self.game, recorded, true);
        self.changed = true;
        if stands != at {
            // New nodes (a `PL`, sealing passes): the line to them read, once.
            self.read(stands)?;
        }
        Ok(())
    }

    /// Runs `edit` on the record (any of its editing calls, one undoable edit each;
    /// a value is the caller's to keep) and keeps the node shown and its game right:
    /// a node shown that went is replaced by its nearest ancestor still in the tree,
    /// and a change to what the game along the line reads (moves, setup, the root's
    /// rules, an end) reads the line again. An edit that leaves the record
    /// unreadable as a game (a root `SZ` that cannot be read …) is taken back and
    /// refused.
    pub fn edit(
        &mut self,
        edit: &mut dyn FnMut(&mut Record) -> Result<(), RecordError>,
    ) -> Result<(), RecordError> {
        edit(&mut self.record)?;
        self.changed = true;
        if let Err(error) = self.follow(false) {
            self.record.undo();
            self.follow(true)?;
            return Err(error);
        }
        Ok(())
    }

    /// Takes back the record's last edit ([`Record::undo`]), keeping the node shown
    /// right as [`Cursor::edit`] does; false when there is none.
    pub fn undo_edit(&mut self) -> Result<bool, RecordError> {
        if !self.record.undo() {
            return Ok(false);
        }
        self.changed = true;
        self.follow(true)?;
        Ok(true)
    }

    /// Does again the record's last edit taken back ([`Record::redo`]), keeping the
    /// node shown right; false when there is none.
    pub fn redo_edit(&mut self) -> Result<bool, RecordError> {
        if !self.record.redo() {
            return Ok(false);
        }
        self.changed = true;
        self.follow(false)?;
        Ok(true)
    }

    /// Reads game `index` of the file from now on ([`Record::select_game`]), its
    /// root shown.
    pub fn select_game(&mut self, index: usize) -> Result<(), RecordError> {
        let previous = self.record.game_index();
        self.record.select_game(index)?;
        let root = self.tree().root();
        if let Err(error) = self.read(root) {
            self.record.select_game(previous)?;
            let root = self.tree().root();
            self.read(root)?;
            return Err(error);
        }
        self.done.clear();
        Ok(())
    }

    /// Keeps the node shown and its game right after the last edit (`undone`: the
    /// last taken back): the nodes the edit touched (its inverse names them) decide
    /// whether the line is read again; a node shown that left the tree gives way to
    /// its nearest ancestor still there.
    fn follow(&mut self, undone: bool) -> Result<(), RecordError> {
        let edits = if undone {
            self.record.last_undone()
        } else {
            self.record.last_edit()
        };
        let tree = self.record.tree();
        let mut read = false;
        for edit in edits.unwrap_or(&[]) {
            read |= match edit {
                Edit::Properties { node, props } => {
                    let now = &tree.node(*node).props;
                    let on_line = self.steps.iter().any(|s| s.node == *node);
                    let game_changed = GAME_PROPERTIES.iter().any(|&ident| {
                        let old = props.iter().find(|p| p.ident == ident).map(|p| &p.values);
                        old != now.iter().find(|p| p.ident == ident).map(|p| &p.values)
                    });
                    on_line && game_changed
                }
                // A node taken out or put back, or children reordered: the line may
                // end above, and which line is the main one (a result at its end,
                // RULES R6) may have changed.
                _ => true,
            };
        }
        if !read {
            return Ok(());
        }
        // The deepest node of the line still in the tree.
        let mut kept = 1;
        while kept < self.steps.len()
            && tree
                .node(self.steps[kept - 1].node)
                .children()
                .contains(&self.steps[kept].node)
        {
            kept += 1;
        }
        self.read(self.steps[kept - 1].node)
    }

    /// Whether node `id` holds a move that can be read.
    fn has_move(&self, id: NodeId) -> bool {
        matches!(self.tree().node(id).get_move(self.size), Some(Ok(_)))
    }

    /// Takes the game back to `depth` ([`Game::undo_depth`]).
    fn undo_to(&mut self, depth: usize) {
        while self.game.undo_depth() > depth && self.game.undo().is_some() {}
    }

    /// Reads the line to `node` with the loader: the game, what it noted, and the
    /// steps, each a plain one where the line before it is plain too.
    fn read(&mut self, node: NodeId) -> Result<(), RecordError> {
        self.reads += 1;
        let loaded = load(self.record.tree(), &Cursor::options(&self.record, node))?;
        let tree = self.record.tree();
        self.size = tree.root_node().board_size().unwrap_or(self.size);
        let mut steps = Vec::with_capacity(loaded.line.len());
        let (mut moved, mut plain) = (false, true);
        // The warnings (in line order) at the nodes before the one at hand.
        let mut warned = 0;
        for (i, entry) in loaded.line.iter().enumerate() {
            if i > 0 {
                let before = loaded.line[i - 1].node;
                while loaded
                    .warnings
                    .get(warned)
                    .is_some_and(|w| w.node == before)
                {
                    warned += 1;
                }
            }
            let has_move = matches!(tree.node(entry.node).get_move(self.size), Some(Ok(_)));
            // A plain line replays one move a node: the move number is the undo depth.
            plain &= i == 0 || (moved && self.plain(tree, entry.node, loaded.line[i - 1].node));
            let back = match i {
                0 => None,
                _ if plain => Some((loaded.line[i - 1].move_number as usize, warned)),
                _ => None,
            };
            moved |= has_move;
            steps.push(Step {
                node: entry.node,
                back,
                moved,
            });
        }
        self.game = loaded.game;
        self.warnings = loaded.warnings;
        self.steps = steps;
        self.rules_source = loaded.rules_source;
        self.unknown_rules = loaded.unknown_rules;
        self.start_node = loaded.start_node;
        self.move_nodes = loaded.move_nodes;
        Ok(())
    }

    /// Whether `node`, below `parent` on a line where a move was recorded before,
    /// holds a plain move: one readable `B` or `W`, no setup, no `PL`, no end written
    /// at it, below a parent that neither ends a game nor sets up stones.
    fn plain(&self, tree: &GameTree, node: NodeId, parent: NodeId) -> bool {
        let n = tree.node(node);
        let p = tree.node(parent);
        let setup = |x: &super::tree::Node| x.has("AB") || x.has("AW") || x.has("AE");
        let one_move = matches!(n.get_move(self.size), Some(Ok(_)));
        let more_than_a_move = (n.has("B") && n.has("W")) || n.has("PL") || setup(n);
        let ends = tree.ends_at(node) || tree.ends_at(parent);
        let after_setup = setup(p) && p.parent().is_some();
        one_move && !(more_than_a_move || ends || after_setup)
    }

    /// Goes down to `child` of the node shown: one move played when it is a plain
    /// one and the game stands in play, else the line to it read.
    fn push(&mut self, child: NodeId) -> Result<(), RecordError> {
        let Some(&top) = self.steps.last() else {
            return self.read(child);
        };
        let tree = self.record.tree();
        if !top.moved || !self.plain(tree, child, top.node) || self.game.status() != Status::Playing
        {
            return self.read(child);
        }
        let Some(Ok((color, mv))) = tree.node(child).get_move(self.size) else {
            return self.read(child);
        };
        let back = Some((self.game.undo_depth(), self.warnings.len()));
        // As the loader replays a recorded move: played even where a rule forbids it,
        // and reported (SGF executes recorded moves, RULES R6.2).
        match self.game.play_tolerant_as(color, mv) {
            Ok((_, broken)) => {
                self.move_nodes.push(child);
                if let Some(reason) = broken {
                    let number = self.game.move_number();
                    let kind = WarningKind::IllegalMove {
                        number,
                        color,
                        mv,
                        reason,
                    };
                    self.warn(child, kind);
                }
            }
            Err(reason) => self.warn(child, WarningKind::MoveNotPlayed { color, mv, reason }),
        }
        self.steps.push(Step {
            node: child,
            back,
            moved: true,
        });
        Ok(())
    }

    fn warn(&mut self, node: NodeId, kind: WarningKind) {
        let position = self.record.tree().node(node).source_position();
        self.warnings.push(Warning {
            node,
            position,
            kind,
        });
    }

    /// Goes up to the parent of the node shown: its move undone when it was a
    /// plain step, else the line to the parent read.
    fn pop(&mut self) -> Result<(), RecordError> {
        let Some(step) = self.steps.pop() else {
            return Ok(());
        };
        let parent = self.node();
        match step.back {
            Some((depth, warned)) if self.game.undo_depth() == depth + 1 => {
                self.undo_to(depth);
                self.warnings.truncate(warned);
                self.move_nodes.truncate(self.game.move_number() as usize);
                Ok(())
            }
            _ => self.read(parent),
        }
    }
}

/// The properties of a node that change the game along a line through it
/// (RULES R6, R6.2): moves, setup, who moves, the root's board, rules, komi and
/// handicap, and the end a node writes (marks, result).
const GAME_PROPERTIES: [&str; 16] = [
    "B", "W", "AB", "AW", "AE", "PL", "GM", "SZ", "RU", "KM", "HA", "TB", "TW", "WQNF", "WQRE",
    "RE",
];

#[cfg(test)]
mod tests;
