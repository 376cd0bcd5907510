//! A board's undo on a record: it takes back what was just done at the node shown.
//!
//! - a move that added a node: the node goes (the record's own undo);
//! - a move that followed a child: back to where it came from;
//! - an edit of the record, or an end-of-game action written into it (marks,
//!   agreement, resignation, resumption, RULES R6): the record's undo;
//! - with nothing done since the record was opened here, a record made on this
//!   board (a new game, a reloaded one) takes back what a game's undo would at the
//!   end of its line: the last end-of-game action (written into the record), else
//!   the move that ends the line (deleted). Each is remembered as `Kept`, which
//!   later undos pass over. A record that came from elsewhere (`opened`) keeps its
//!   own moves: they are its author's.
//!
//! An undo while another node is shown than the one the last action left says so
//! ([`Undone::Viewing`]) and changes nothing.

use super::{Cursor, Played};
use crate::game::{EndError, Game, Status};
use crate::sgf::record::{Record, RecordError};
use crate::sgf::tree::NodeId;

/// What a board did, for its undo to take back, last on top.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Done {
    /// A move added node `at` below `from`.
    Added { at: NodeId, from: NodeId },
    /// A move followed the child `at` of `from`.
    Followed { at: NodeId, from: NodeId },
    /// An edit of the record made at `from`; `at` was shown after it.
    Edited { at: NodeId, from: NodeId },
    /// An end-of-game action made at `from` and written into the record; the game
    /// stands at `at` since.
    Ended { at: NodeId },
    /// Taken back with nothing done in this visit (written into the record as an
    /// edit of its own); `at` was shown after it.
    Kept { at: NodeId },
}

impl Done {
    /// The node shown after it.
    fn at(self) -> NodeId {
        match self {
            Done::Added { at, .. }
            | Done::Followed { at, .. }
            | Done::Edited { at, .. }
            | Done::Ended { at }
            | Done::Kept { at } => at,
        }
    }
}

/// What [`Cursor::undo`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// Something was taken back.
    Taken,
    /// There was nothing to take back (the record's own moves stay).
    Nothing,
    /// Another node is shown than the one the last action left: nothing changed.
    Viewing,
}

impl Cursor {
    /// Plays as [`Cursor::play`] does, remembering it for [`Cursor::undo`].
    pub fn play_undoably(
        &mut self,
        color: Option<crate::Color>,
        mv: crate::Move,
    ) -> Result<Played, RecordError> {
        let from = self.node();
        let played = self.play(color, mv)?;
        let at = played.node;
        self.done.push(if played.added {
            Done::Added { at, from }
        } else {
            Done::Followed { at, from }
        });
        Ok(played)
    }

    /// Runs an end-of-game action as [`Cursor::act`] does, remembering it for
    /// [`Cursor::undo`].
    pub fn act_undoably(
        &mut self,
        action: &mut dyn FnMut(&mut Game) -> Result<(), EndError>,
    ) -> Result<(), super::ActError> {
        self.act(action)?;
        self.remember_end();
        Ok(())
    }

    /// Edits the record as [`Cursor::edit`] does, remembering it for
    /// [`Cursor::undo`] (one step: take each edit as one record call).
    pub fn edit_undoably(
        &mut self,
        edit: &mut dyn FnMut(&mut Record) -> Result<(), RecordError>,
    ) -> Result<(), RecordError> {
        let from = self.node();
        self.edit(edit)?;
        self.remember_edit(from);
        Ok(())
    }

    /// Remembers an end-of-game action at the node shown, for undo.
    fn remember_end(&mut self) {
        self.done.push(Done::Ended { at: self.node() });
    }

    /// Remembers an edit made at `from`, for undo.
    fn remember_edit(&mut self, from: NodeId) {
        self.done.push(Done::Edited {
            at: self.node(),
            from,
        });
    }

    /// Whether the record came from elsewhere: its own moves are never taken back.
    pub fn is_opened(&self) -> bool {
        self.opened
    }

    /// Says whether the record came from elsewhere (a file, a link, another tab).
    pub fn set_opened(&mut self, opened: bool) {
        self.opened = opened;
    }

    /// Whether the record changed since it was opened or [`Cursor::set_changed`]
    /// said otherwise (it was saved).
    pub fn is_changed(&self) -> bool {
        self.changed
    }

    /// Says whether the record has changes not saved (false once it was saved).
    pub fn set_changed(&mut self, changed: bool) {
        self.changed = changed;
    }

    /// Whether [`Cursor::undo`] has something to take back at the node shown.
    pub fn can_undo(&self) -> bool {
        match self.done.last() {
            Some(done) if !matches!(done, Done::Kept { .. }) => done.at() == self.node(),
            _ => {
                !self.opened
                    && self.is_live()
                    && (self.game.status() != Status::Playing || self.has_move(self.node()))
            }
        }
    }

    /// Takes back what was just done at the node shown (see the module's head).
    pub fn undo(&mut self) -> Result<Undone, RecordError> {
        let node = self.node();
        let last = match self.done.last() {
            None | Some(Done::Kept { .. }) => return self.undo_before(),
            Some(&last) => last,
        };
        if last.at() != node {
            return Ok(Undone::Viewing);
        }
        self.done.pop();
        match last {
            Done::Followed { from, .. } => self.go_to(from)?,
            Done::Ended { .. } => {
                self.undo_edit()?;
                // The end the record now says, whatever the game's own actions were.
                let node = self.node();
                self.read(node)?;
            }
            Done::Added { from, .. } | Done::Edited { from, .. } => {
                self.undo_edit()?;
                let added = matches!(last, Done::Added { .. });
                let target = if !self.record.contains(node) {
                    if self.record.contains(from) {
                        from
                    } else {
                        self.tree().root()
                    }
                } else if added {
                    from
                } else {
                    node
                };
                self.go_to(target)?;
            }
            Done::Kept { .. } => {}
        }
        Ok(Undone::Taken)
    }

    /// Undo with nothing done in this visit (see the module's head).
    fn undo_before(&mut self) -> Result<Undone, RecordError> {
        let node = self.node();
        if !self.is_live() || self.opened {
            return Ok(Undone::Nothing);
        }
        if self.game.status() != Status::Playing && self.game.undo_end_action() {
            let recorded = self.game.move_number() as usize;
            self.write_game_end(recorded)?;
            self.done.push(Done::Kept { at: self.node() });
            return Ok(Undone::Taken);
        }
        let Some(parent) = self.tree().node(node).parent() else {
            return Ok(Undone::Nothing);
        };
        if !self.has_move(node) {
            return Ok(Undone::Nothing);
        }
        self.edit(&mut |record| record.delete(node))?;
        self.done.push(Done::Kept { at: parent });
        Ok(Undone::Taken)
    }
}
