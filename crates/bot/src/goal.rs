//! What a playout's end means for the game's rules: who won.

use weiqi::scoring::{decide, handicap_compensation};
use weiqi::{Board, Color, Game, TieRule};

use crate::playout::area_difference;

/// How a playout is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// The count decides: area, komi and handicap compensation as the rules say,
    /// ties as the tie rule says (RULES R0.7, R1.7, R2.5, R4.6). Territory rules are
    /// judged by area too: on a played-out board the two differ by the prisoners
    /// only, a point or two.
    Count {
        /// Komi plus compensation, in half points, for White.
        white_half_points: i32,
        /// Who wins a tie.
        tie: TieRule,
    },
}

impl Goal {
    /// The goal of `game`'s rules.
    pub fn of(game: &Game) -> Goal {
        let rules = game.rules();
        let compensation = handicap_compensation(rules, game.handicap()) as i32;
        Goal::Count {
            white_half_points: rules.komi.half_points() + 2 * compensation,
            tie: rules.tie,
        }
    }

    /// The winner of the played-out `board` (`None`: a draw).
    pub fn winner(self, board: &Board) -> Option<Color> {
        match self {
            Goal::Count {
                white_half_points,
                tie,
            } => decide(2 * area_difference(board) - white_half_points, tie),
        }
    }
}
