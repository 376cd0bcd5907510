//! Random play: a small seeded generator and the random player that benchmarks,
//! property tests and (later) ownership estimates use.

use crate::game::Game;
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
        ((self.next_u64() >> 32) * n as u64 >> 32) as u32
    }
}

/// A legal stone move for the player to move chosen at random among the points that
/// do not fill one of the player's own eyes, or a pass when there is none.
pub fn random_move(game: &Game, rng: &mut Rng) -> Move {
    let board = game.board();
    let size = board.size();
    let (w, h) = (size.width() as u32, size.height() as u32);
    let n = w * h;
    let color = game.to_move();
    let start = rng.below(n);
    for k in 0..n {
        let i = (start + k) % n;
        let p = Point::new((i % w) as u8, (i / w) as u8);
        if !board.is_empty_point(p) || board.is_eye_like(p, color) {
            continue;
        }
        let mv = Move::Play(p);
        if game.check(mv).is_ok() {
            return mv;
        }
    }
    Move::Pass
}

/// Plays random moves until play stops or `max_moves` more moves are made;
/// returns the number of moves played.
pub fn play_out(game: &mut Game, rng: &mut Rng, max_moves: u32) -> u32 {
    let mut played = 0;
    while played < max_moves {
        let mv = random_move(game, rng);
        if game.play(mv).is_err() {
            break;
        }
        played += 1;
    }
    played
}
