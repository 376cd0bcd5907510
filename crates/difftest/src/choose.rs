//! The one random move source both engines follow: our legal moves that do not fill
//! the mover's own eye ([`weiqi::playout::random_move`]), leaning now and then
//! towards the sharp moves (captures and suicides) that make kos, superko cycles and
//! suicide repetitions, and now and then a pass.

use weiqi::playout::{random_move, Rng};
use weiqi::{Game, Move};

/// One in this many moves is a pass (two passes in a row end the game).
pub const PASS_ONE_IN: u32 = 40;

/// How often a game picks a sharp move (a capture or a suicide) when there is one:
/// one move in `sharp_one_in`. Calm games end sooner; fighting games keep retaking
/// kos and run into superko cycles.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Style {
    /// One move in this many is sharp when a sharp move exists (1: every move).
    pub sharp_one_in: u32,
}

impl Style {
    /// The styles games take in turn: calm, sharp, fighting.
    pub const ALL: [Style; 3] = [
        Style { sharp_one_in: 4 },
        Style { sharp_one_in: 2 },
        Style { sharp_one_in: 1 },
    ];
}

/// The next move: a pass, a sharp move, or [`random_move`]; a pass when no stone
/// move is left.
pub fn choose(game: &Game, style: Style, rng: &mut Rng) -> Move {
    if rng.below(PASS_ONE_IN) == 0 {
        return Move::Pass;
    }
    if rng.below(style.sharp_one_in) == 0 {
        let board = game.board();
        let color = game.to_move();
        let sharp: Vec<Move> = game
            .legal_points()
            .iter()
            .filter(|&p| !board.is_eye_like(p, color))
            .filter(|&p| {
                let effect = board.examine_counts(p, color);
                effect.captures > 0 || effect.suicide > 0
            })
            .map(Move::Play)
            .collect();
        if !sharp.is_empty() {
            return sharp[rng.below(sharp.len() as u32) as usize];
        }
    }
    random_move(game, rng)
}
