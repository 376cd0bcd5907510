//! The players' word on the points to fill before a territory count (RULES R4.4:
//! the engine finds the dame and the defects; the players may override a point).

use super::end::EndError;
use super::Game;
use crate::point::{Point, PointSet};
use crate::rules::Scoring;

impl Game {
    /// During the stop, says that the point `p` needs no filling before the count,
    /// or that it does again (RULES R4.4): an override of the engine's dame and
    /// defects, undoable like the dead-stone marks. Returns whether `p` is now kept
    /// unfilled. `NotInTheseRules` under area scoring, which fills nothing.
    pub fn toggle_fill(&mut self, p: Point) -> Result<bool, EndError> {
        self.require_stopped()?;
        if self.rules.scoring != Scoring::Territory {
            return Err(EndError::NotInTheseRules);
        }
        if !self.board.size().contains(p) {
            return Err(EndError::NoStone);
        }
        let mut keep = self.end.keep;
        let kept = if keep.contains(p) {
            keep.remove(p);
            false
        } else {
            keep.insert(p);
            true
        };
        self.change_end(|g| g.end.keep = keep);
        Ok(kept)
    }

    /// The points the players said need no filling.
    pub fn kept_unfilled(&self) -> PointSet {
        self.end.keep
    }
}
