//! The line shown (the path from the root to the node shown, and on down first
//! children) and the steps a board takes along it and beside it.

use alloc::vec::Vec;

use super::Cursor;
use crate::sgf::record::RecordError;
use crate::sgf::tree::NodeId;

impl Cursor {
    /// The last node of the line through the node shown (down first children).
    pub fn line_end(&self) -> NodeId {
        let node = self.node();
        self.tree().line_from(node).last().unwrap_or(node)
    }

    /// The line shown: the path from the root to the node shown, then on down first
    /// children to the end.
    pub fn line(&self) -> Vec<NodeId> {
        let mut line: Vec<NodeId> = self.path().collect();
        line.extend(self.tree().line_from(self.node()).skip(1));
        line
    }

    /// How many moves the line shown records up to its end.
    pub fn total(&self) -> u32 {
        let node = self.node();
        let below = self.tree().line_from(node).skip(1);
        let moves = self.path().chain(below).filter(|&id| self.has_move(id));
        moves.count() as u32
    }

    /// Shows the root.
    pub fn first(&mut self) -> Result<(), RecordError> {
        let root = self.tree().root();
        self.go_to(root)
    }

    /// Shows the first node of the line shown after which `n` moves are recorded
    /// (the line's end when it records fewer).
    pub fn go_to_move(&mut self, n: u32) -> Result<(), RecordError> {
        let mut count = 0;
        let mut target = self.tree().root();
        for id in self.line() {
            if self.has_move(id) {
                count += 1;
            }
            if count > n {
                break;
            }
            target = id;
            if count == n {
                break;
            }
        }
        self.go_to(target)
    }

    /// Shows the sibling `by` places away (−1 the one above, +1 the one below), if
    /// there is one; false when there is not.
    pub fn sibling(&mut self, by: i32) -> Result<bool, RecordError> {
        let node = self.node();
        let Some(parent) = self.tree().node(node).parent() else {
            return Ok(false);
        };
        let siblings = self.tree().node(parent).children();
        let at = siblings.iter().position(|&c| c == node).unwrap_or(0) as i64;
        let Some(&next) = usize::try_from(at + i64::from(by))
            .ok()
            .and_then(|i| siblings.get(i))
        else {
            return Ok(false);
        };
        self.go_to(next)?;
        Ok(true)
    }

    /// Shows the next node with a comment in the order the record is written (depth
    /// first, main line first), or the previous one; false when there is none.
    pub fn to_comment(&mut self, forward: bool) -> Result<bool, RecordError> {
        let node = self.node();
        let found = if forward {
            self.tree().next_commented(node)
        } else {
            self.tree().previous_commented(node)
        };
        match found {
            Some(id) => self.go_to(id).map(|()| true),
            None => Ok(false),
        }
    }
}
