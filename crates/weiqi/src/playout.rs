//! Random play: a small seeded generator and the random player that benchmarks,
//! property tests and (later) ownership estimates use.

use crate::game::{Game, MoveRecord};
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::point::Point;

/// A small, fast, seeded pseudo-random generator (SplitMix64). Not for secrets.
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed; the same seed gives the same sequence everywhere.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u32) -> u32 {
        (((self.next_u64() >> 32) * n as u64) >> 32) as u32
    }
}

/// The `k`-th empty point counted from the random slot `start`, wrapping around.
#[inline]
fn empty_point(game: &Game, start: usize, k: usize) -> Point {
    let empties = game.board().empty_points();
    let i = start + k;
    empties[if i >= empties.len() {
        i - empties.len()
    } else {
        i
    }]
}

/// Whether a random player considers the empty point `p`: not one of its own eyes.
#[inline]
fn worth_trying(game: &Game, p: Point) -> bool {
    !game.board().is_eye_like(p, game.to_move())
}

/// A legal stone move for the player to move chosen at random among the points that
/// do not fill one of the player's own eyes, or a pass when there is none.
pub fn random_move(game: &Game, rng: &mut Rng) -> Move {
    let n = game.board().empty_points().len();
    let start = if n > 0 {
        rng.below(n as u32) as usize
    } else {
        0
    };
    (0..n)
        .map(|k| Move::Play(empty_point(game, start, k)))
        .find(|&mv| matches!(mv, Move::Play(p) if worth_trying(game, p)) && game.check(mv).is_ok())
        .unwrap_or(Move::Pass)
}

/// Plays the move [`random_move`] would choose, checking each candidate only once.
pub fn play_random(game: &mut Game, rng: &mut Rng) -> Result<MoveRecord, Illegal> {
    let n = game.board().empty_points().len();
    let start = if n > 0 {
        rng.below(n as u32) as usize
    } else {
        0
    };
    for k in 0..n {
        // A refused move leaves the board, and so the list, as it was.
        let p = empty_point(game, start, k);
        if worth_trying(game, p) {
            if let Ok(record) = game.play(Move::Play(p)) {
                return Ok(record);
            }
        }
    }
    game.play(Move::Pass)
}

/// Plays random moves until play stops or `max_moves` more moves are made;
/// returns the number of moves played.
pub fn play_out(game: &mut Game, rng: &mut Rng, max_moves: u32) -> u32 {
    let mut played = 0;
    while played < max_moves && play_random(game, rng).is_ok() {
        played += 1;
    }
    played
}
