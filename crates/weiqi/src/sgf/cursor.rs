//! A record with a node shown and the game there, kept incrementally (RULES R6.1):
//! the one object a board needs for a game. A step to a child replays that one node;
//! a step back undoes it; a jump goes back to the common ancestor and down again, so
//! that a step costs the same at move 10 and at move 300. The game at the node is
//! always the one [`load`](super::load) gives for the line to it (the loader's own
//! steps, [`Replay`], are taken one node at a time), and edits of the tree keep it
//! so ([`Cursor::edit`]).
//!
//! The undo of a board (what a player's Undo takes back at the node shown) is in
//! [`undo`](self::undo): a move added, a move followed, an edit, an end-of-game
//! action; with nothing done since the record was opened, what a game's undo would
//! take back at the end of its line.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;

use super::end;
use super::load::{resume_for, LoadError, Noted, Replay, RulesSource, Warning};
use super::record::{Edit, Record, RecordError};
use super::tree::{GameTree, NodeId};
use crate::game::{EndError, Game};
use crate::moves::Move;
use crate::point::BoardSize;
use crate::Color;

mod line;
mod undo;

use undo::Done;
pub use undo::Undone;

/// How a step down the line is taken back.
#[derive(Clone, Debug)]
enum Back {
    /// The game undone to `depth` and the replay's notes since `noted` forgotten:
    /// the node's own move (or hand-over) was all it did.
    Undo { depth: usize, noted: Noted },
    /// The game and replay as they were before the node: its setup restarted the
    /// game (RULES R6.2).
    Restore(Box<(Game, Replay)>),
    /// The line to the parent replayed from the root: the node changed how the line
    /// before it reads (it holds the line's first move, which says who starts, or
    /// the move after a setup, which says who moves after it).
    Replay,
}

/// One node of the line shown, as the game went through it.
#[derive(Clone, Debug)]
struct Step {
    node: NodeId,
    back: Back,
    /// [`Game::undo_depth`] before the node's move (after its setup), and the
    /// replay's notes then.
    before_move: usize,
    noted_before_move: Noted,
    /// [`Game::undo_depth`] after the node's move: the game as the line goes on.
    after_move: usize,
    /// Whether the end at this node, shown as the last of the line, puts its marks
    /// back before the node's move (Ing's sealing passes, RULES R1.6).
    marks_first: bool,
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
    /// The game at the node shown: the line to it replayed, its end shown.
    game: Game,
    replay: Replay,
    /// The line to the node shown, root first.
    steps: Vec<Step>,
    size: BoardSize,
    rules_source: RulesSource,
    unknown_rules: Option<String>,
    /// What a board's undo takes back, last on top ([`undo`](self::undo)).
    done: Vec<Done>,
    /// Whether the record came from elsewhere (a file, a link): its own moves are
    /// its author's, never taken back by a board's undo.
    opened: bool,
    /// Whether the record changed since it was opened or saved.
    changed: bool,
    /// How many times a line was read from the root ([`Cursor::replay_line`]):
    /// steps never do it (the unit tests count).
    replays: u32,
}

impl Cursor {
    /// The record with its root shown. Fails when the root cannot be read as a game
    /// of Go (`GM`, `SZ`, a setup that cannot stand).
    pub fn new(record: Record) -> Result<Cursor, RecordError> {
        let root = record.tree().root();
        let started = Replay::start(record.tree(), record.default_rules(), &[root])?;
        let mut cursor = Cursor {
            size: BoardSize::STANDARD,
            game: started.game,
            replay: started.replay,
            rules_source: started.rules_source,
            unknown_rules: started.unknown_rules,
            record,
            steps: Vec::new(),
            done: Vec::new(),
            opened: false,
            changed: false,
            replays: 0,
        };
        cursor.replay_line(&[root])?;
        cursor.show();
        Ok(cursor)
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
    /// with the end the node records (marks, result), as [`load`](super::load) gives it.
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

    /// The node the game starts from: the root, or the last node of the line shown
    /// that set up stones in mid-game (the moves before it cannot be undone).
    pub fn start_node(&self) -> NodeId {
        self.replay.start_node
    }

    /// For each move of the game's history, the node it came from.
    pub fn move_nodes(&self) -> &[NodeId] {
        &self.replay.move_nodes
    }

    /// What the replay of the line to the node shown reported.
    pub fn warnings(&self) -> &[Warning] {
        &self.replay.warnings
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
        self.unshow();
        self.push(child)?;
        self.show();
        Ok(true)
    }

    /// Shows the parent of the node shown; false at the root.
    pub fn back(&mut self) -> Result<bool, RecordError> {
        if self.steps.len() < 2 {
            return Ok(false);
        }
        self.unshow();
        self.pop()?;
        self.show();
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
        let common = self
            .steps
            .iter()
            .zip(&path)
            .take_while(|(step, &node)| step.node == node)
            .count();
        if common == path.len() && common == self.steps.len() {
            return Ok(());
        }
        self.unshow();
        while self.steps.len() > common.max(1) {
            self.pop()?;
        }
        for &node in &path[self.steps.len()..] {
            self.push(node)?;
        }
        self.show();
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
            self.unshow();
            self.push(child)?;
            self.show();
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
        self.unshow();
        self.push(child)?;
        self.show();
        Ok(Played {
            node: child,
            added: true,
        })
    }

    /// Runs the end-of-game `action` on the game at the node shown (a dead-stone
    /// mark, the agreement, a resignation, a resumption …) and writes the game's end
    /// into the record there (one undoable edit, [`Record::write_end`], RULES R6); a
    /// value the action gives is the caller's to keep (the closure sets it).
    /// The node shown becomes the one where the game now stands (a resumption's `PL`,
    /// Ing's sealing passes). A refused action changes nothing.
    pub fn act(
        &mut self,
        action: &mut dyn FnMut(&mut Game) -> Result<(), EndError>,
    ) -> Result<(), RecordError> {
        let recorded = self.game.move_number() as usize;
        action(&mut self.game).map_err(RecordError::End)?;
        self.write_game_end(recorded)
    }

    /// Writes the end of the game as it stands at the node shown (the first
    /// `recorded` moves being the line's) into the record; follows the node where it
    /// now stands.
    fn write_game_end(&mut self, recorded: usize) -> Result<(), RecordError> {
        let at = self.node();
        let stands = self.record.write_end_from(at, &self.game, recorded);
        self.changed = true;
        if stands != at {
            // New nodes (a `PL`, sealing passes): the line to them read afresh, once.
            let path = self.tree().path_to(stands);
            self.replay_line(&path)?;
            self.show();
        }
        Ok(())
    }

    /// Runs `edit` on the record (any of its editing calls, one undoable edit each;
    /// a value is the caller's to keep)
    /// and keeps the node shown and its game right: a node shown that went is
    /// replaced by its nearest ancestor still in the tree, and a change to what the
    /// game along the line reads (moves, setup, the root's rules) replays the line.
    /// An edit that leaves the record unreadable as a game (a root `SZ` that cannot
    /// be read …) is taken back and refused.
    pub fn edit(
        &mut self,
        edit: &mut dyn FnMut(&mut Record) -> Result<(), RecordError>,
    ) -> Result<(), RecordError> {
        edit(&mut self.record)?;
        self.changed = true;
        let edits = self.record.last_edit().map(<[Edit]>::to_vec);
        if let Err(error) = self.follow(edits.as_deref().unwrap_or(&[])) {
            self.record.undo();
            let undone = self.record.last_undone().map(<[Edit]>::to_vec);
            self.follow(undone.as_deref().unwrap_or(&[]))?;
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
        let undone = self.record.last_undone().map(<[Edit]>::to_vec);
        self.follow(undone.as_deref().unwrap_or(&[]))?;
        Ok(true)
    }

    /// Does again the record's last edit taken back ([`Record::redo`]), keeping the
    /// node shown right; false when there is none.
    pub fn redo_edit(&mut self) -> Result<bool, RecordError> {
        if !self.record.redo() {
            return Ok(false);
        }
        self.changed = true;
        let redone = self.record.last_edit().map(<[Edit]>::to_vec);
        self.follow(redone.as_deref().unwrap_or(&[]))?;
        Ok(true)
    }

    /// Reads game `index` of the file from now on ([`Record::select_game`]), its
    /// root shown.
    pub fn select_game(&mut self, index: usize) -> Result<(), RecordError> {
        let previous = self.record.game_index();
        self.record.select_game(index)?;
        let root = self.tree().root();
        if let Err(error) = self.replay_line(&[root]) {
            self.record.select_game(previous)?;
            let root = self.tree().root();
            self.replay_line(&[root])?;
            self.show();
            return Err(error);
        }
        self.show();
        self.done.clear();
        Ok(())
    }

    /// Keeps the node shown and its game right after `edits` (the inverse of what
    /// was just applied, which names the same nodes) changed the tree.
    fn follow(&mut self, edits: &[Edit]) -> Result<(), RecordError> {
        let on_line =
            |cursor: &Cursor, node: NodeId| cursor.steps.iter().position(|s| s.node == node);
        let mut replay = false;
        let mut reshow = false;
        for edit in edits {
            match edit {
                Edit::Properties { node, props } => {
                    if let Some(i) = on_line(self, *node) {
                        let now = &self.tree().node(*node).props;
                        let root = i == 0;
                        let differs = |ident: &str| {
                            let old = props.iter().find(|p| p.ident == ident).map(|p| &p.values);
                            let new = now.iter().find(|p| p.ident == ident).map(|p| &p.values);
                            old != new
                        };
                        if GAME_PROPERTIES.iter().any(|&ident| differs(ident))
                            || (root && ROOT_PROPERTIES.iter().any(|&ident| differs(ident)))
                        {
                            replay = true;
                        } else if END_PROPERTIES.iter().any(|&ident| differs(ident)) {
                            reshow = true;
                        }
                    }
                }
                // A node taken out or put back, or another order of children: the
                // line may end above, and which line is the main one (a result at the
                // main line's end, RULES R6) may have changed.
                Edit::Detach { .. } | Edit::Attach { .. } | Edit::Children { .. } => reshow = true,
            }
        }
        // Still in the tree: each node a child of the one before it.
        let tree = self.record.tree();
        let kept = 1 + self
            .steps
            .windows(2)
            .take_while(|pair| tree.node(pair[0].node).children().contains(&pair[1].node))
            .count();
        let path: Vec<NodeId> = self.path().collect();
        if replay {
            self.replay_line(&path[..kept])?;
            self.show();
            return Ok(());
        }
        if kept < self.steps.len() || reshow {
            self.unshow();
            while self.steps.len() > kept {
                self.pop()?;
            }
            self.show();
        }
        Ok(())
    }

    /// Whether node `id` holds a move that can be read.
    fn has_move(&self, id: NodeId) -> bool {
        matches!(self.tree().node(id).get_move(self.size), Some(Ok(_)))
    }

    /// Whether node `id` sets up stones (`AB`, `AW`, `AE`).
    fn has_setup(&self, id: NodeId) -> bool {
        let node = self.tree().node(id);
        node.has("AB") || node.has("AW") || node.has("AE")
    }

    /// Takes the game back to `depth` ([`Game::undo_depth`]).
    fn undo_to(&mut self, depth: usize) {
        while self.game.undo_depth() > depth && self.game.undo().is_some() {}
    }

    /// Replays `path` from the root: the game, the replay and the steps of the line
    /// read afresh; the last node is left without its end ([`Cursor::show`]).
    fn replay_line(&mut self, path: &[NodeId]) -> Result<(), RecordError> {
        self.replays += 1;
        let tree = self.record.tree();
        let started = Replay::start(tree, self.record.default_rules(), path)?;
        let size = tree.root_node().board_size().map_err(|e| {
            RecordError::Load(LoadError {
                node: tree.root(),
                position: None,
                kind: super::LoadErrorKind::BoardSize(e),
            })
        })?;
        let (mut game, mut replay) = (started.game, started.replay);
        let mut steps = Vec::with_capacity(path.len());
        let mut moved = false;
        for (i, &node) in path.iter().enumerate() {
            let depth = game.undo_depth();
            let noted = replay.noted();
            let has_move = matches!(tree.node(node).get_move(size), Some(Ok(_)));
            let setup = {
                let n = tree.node(node);
                i > 0 && (n.has("AB") || n.has("AW") || n.has("AE"))
            };
            // Taken back by a replay where the node changed how the line before it
            // reads, or restarted the game (see `Back`).
            let after_setup_without_move = i > 1 && {
                let previous = tree.node(path[i - 1]);
                (previous.has("AB") || previous.has("AW") || previous.has("AE"))
                    && !matches!(previous.get_move(size), Some(Ok(_)))
            };
            let back = if setup || (has_move && (!moved || after_setup_without_move)) {
                Back::Replay
            } else {
                Back::Undo { depth, noted }
            };
            if i > 0 {
                replay.setup(tree, &mut game, node, path.get(i + 1).copied());
            }
            let before_move = game.undo_depth();
            let noted_before_move = replay.noted();
            let marks_first = replay.marks_first(tree, &game, node);
            replay.play_node(tree, &mut game, node, i > 0);
            moved |= has_move;
            steps.push(Step {
                node,
                back,
                before_move,
                noted_before_move,
                after_move: game.undo_depth(),
                marks_first,
                moved,
            });
        }
        self.game = game;
        self.replay = replay;
        self.steps = steps;
        self.size = size;
        self.rules_source = started.rules_source;
        self.unknown_rules = started.unknown_rules;
        Ok(())
    }

    /// Goes down to `child` of the node shown, the game left without the child's
    /// end (the node shown must be without its own: [`Cursor::unshow`]).
    fn push(&mut self, child: NodeId) -> Result<(), RecordError> {
        let Some(top) = self.steps.last() else {
            return Ok(());
        };
        let parent = top.node;
        let has_move = self.has_move(child);
        let after_setup_without_move =
            self.steps.len() > 1 && self.has_setup(parent) && !self.has_move(parent);
        if has_move && (!top.moved || after_setup_without_move) {
            // The child says who starts the line, or who moves after the setup
            // before it: the line is read again with it.
            let mut path: Vec<NodeId> = self.path().collect();
            path.push(child);
            return self.replay_line(&path);
        }
        let moved = top.moved || has_move;
        let back = if self.has_setup(child) {
            Back::Restore(Box::new((self.game.clone(), self.replay.clone())))
        } else {
            Back::Undo {
                depth: self.game.undo_depth(),
                noted: self.replay.noted(),
            }
        };
        let tree = self.record.tree();
        if matches!(back, Back::Restore(_)) {
            self.replay.setup(tree, &mut self.game, child, None);
        }
        let before_move = self.game.undo_depth();
        let noted_before_move = self.replay.noted();
        let marks_first = self.replay.marks_first(tree, &self.game, child);
        self.replay.play_node(tree, &mut self.game, child, true);
        self.steps.push(Step {
            node: child,
            back,
            before_move,
            noted_before_move,
            after_move: self.game.undo_depth(),
            marks_first,
            moved,
        });
        Ok(())
    }

    /// Goes up to the parent of the node shown, the game left without the parent's
    /// end (the node shown must be without its own).
    fn pop(&mut self) -> Result<(), RecordError> {
        let Some(step) = self.steps.pop() else {
            return Ok(());
        };
        match step.back {
            Back::Undo { depth, noted } => {
                self.undo_to(depth);
                self.replay.forget_since(noted);
            }
            Back::Restore(saved) => {
                let (game, replay) = *saved;
                self.game = game;
                self.replay = replay;
            }
            Back::Replay => {
                let path: Vec<NodeId> = self.path().collect();
                self.replay_line(&path)?;
            }
        }
        Ok(())
    }

    /// Puts back the end the node shown records, as the last node of the line: its
    /// marks, and how the game ended (RULES R6; Ing's sealing passes after the
    /// marks, RULES R1.6).
    fn show(&mut self) {
        let Some(step) = self.steps.last() else {
            return;
        };
        let (node, tree) = (step.node, self.record.tree());
        if step.marks_first {
            let (depth, noted, first) = (
                step.before_move,
                step.noted_before_move,
                self.steps.len() == 1,
            );
            while self.game.undo_depth() > depth && self.game.undo().is_some() {}
            self.replay.forget_since(noted);
            let marked = end::restore_marks(tree, node, &mut self.game);
            self.replay.play_node(tree, &mut self.game, node, !first);
            end::restore_finish(tree, node, &mut self.game, marked);
        } else {
            Replay::end(tree, &mut self.game, node);
        }
    }

    /// Takes off the end [`Cursor::show`] put back, and any end-of-game action since:
    /// the game at the node as the line goes on.
    fn unshow(&mut self) {
        let Some(step) = self.steps.last() else {
            return;
        };
        if self.game.undo_depth() == step.after_move {
            return;
        }
        let (node, first) = (step.node, self.steps.len() == 1);
        if step.marks_first {
            let (depth, noted) = (step.before_move, step.noted_before_move);
            self.undo_to(depth);
            self.replay.forget_since(noted);
            let tree = self.record.tree();
            self.replay.play_node(tree, &mut self.game, node, !first);
        } else {
            let depth = step.after_move;
            self.undo_to(depth);
        }
    }
}

/// The properties of a node that change the game along a line through it
/// (RULES R6.2): moves, setup, who moves.
const GAME_PROPERTIES: [&str; 6] = ["B", "W", "AB", "AW", "AE", "PL"];

/// The root's properties that change the game: the board, the rules, komi,
/// handicap.
const ROOT_PROPERTIES: [&str; 5] = ["GM", "SZ", "RU", "KM", "HA"];

/// The properties that change only the end shown at a node (RULES R6): the marks,
/// the result.
const END_PROPERTIES: [&str; 5] = ["TB", "TW", "WQNF", "WQRE", "RE"];

#[cfg(test)]
mod tests;
