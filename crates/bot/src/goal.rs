//! What a playout's end means for the game's rules: who won.

use weiqi::scoring::{decide, handicap_compensation};
use weiqi::{Board, ByColor, Color, Game, Objective, TieRule};

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
    /// Capture Go (RULES R5): the first to capture the stones it still needs wins;
    /// a playout that ends with no such capture is judged by the count (the side
    /// with more room is the one less likely to be captured).
    Capture {
        /// Stones each colour still has to capture.
        needs: ByColor<u32>,
    },
    /// Kill-all (RULES R5): White wins if any of its stones is left on the
    /// played-out board (a playout removes every dead stone).
    KillAll,
}

impl Goal {
    /// The goal of `game`'s rules.
    pub fn of(game: &Game) -> Goal {
        let rules = game.rules();
        match rules.objective {
            Objective::Count => {
                let compensation = handicap_compensation(rules, game.handicap()) as i32;
                Goal::Count {
                    white_half_points: rules.komi.half_points() + 2 * compensation,
                    tie: rules.tie,
                }
            }
            Objective::Capture => {
                let taken = game.prisoners();
                let white = u32::from(rules.white_captures.max(1));
                Goal::Capture {
                    needs: ByColor::new(
                        1u32.saturating_sub(taken.black).max(1),
                        white.saturating_sub(taken.white).max(1),
                    ),
                }
            }
            Objective::KillAll => Goal::KillAll,
        }
    }

    /// The captures that end a playout at once: each colour's need (Capture Go).
    pub fn stop_at_captures(self) -> Option<ByColor<u32>> {
        match self {
            Goal::Capture { needs } => Some(needs),
            _ => None,
        }
    }

    /// The winner of the played-out `board` (`None`: a draw).
    pub fn winner(self, board: &Board) -> Option<Color> {
        match self {
            Goal::Count {
                white_half_points,
                tie,
            } => decide(2 * area_difference(board) - white_half_points, tie),
            Goal::Capture { .. } => decide(area_difference(board), TieRule::Draw),
            Goal::KillAll if board.stone_count(Color::White) > 0 => Some(Color::White),
            Goal::KillAll => Some(Color::Black),
        }
    }
}
