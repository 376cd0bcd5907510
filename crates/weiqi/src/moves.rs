//! Moves (RULES R0.4).

use crate::point::{BoardSize, Point, PointError};

/// A move: a stone on a point, or a pass (RULES R0.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// A stone of the player to move on this point.
    Play(Point),
    /// A pass.
    Pass,
}

impl Move {
    /// Reads `pass` or a point in GTP (`D4`) or SGF (`dd`) form.
    pub fn parse(size: BoardSize, text: &str) -> Result<Move, PointError> {
        if text.trim().eq_ignore_ascii_case("pass") {
            Ok(Move::Pass)
        } else {
            size.parse_point(text).map(Move::Play)
        }
    }
}
