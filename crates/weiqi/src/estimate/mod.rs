//! Dead-stone suggestion for the stop after two passes: which stones are dead,
//! which are in seki, who owns each point. A help for learners; the players still
//! decide (RULES R1.6, R2.4, R4.4).
//!
//! Two parts:
//!
//! - [`benson`]: Benson's algorithm, exact: the chains that are *pass-alive* (no
//!   opponent sequence can capture them) and the small regions they enclose.
//! - [`suggest`]: a Monte Carlo estimate. From the position, random games are
//!   played to the end and each point is counted by area at the end (RULES R0.7).
//!   The random players use simple ko, no suicide, never fill their own eyes nor
//!   put more than three of their own stones in atari (so seki survives), answer
//!   ataris (capture a chain in atari, save their own), and nobody plays in
//!   pass-alive territory. A quarter of the playouts are played openly first; in
//!   the rest, each player keeps out of the points that first round gives the
//!   opponent (but to capture), as players at the stop treat territory, so that a
//!   lone invader in a large open area does not live by chance.
//!   A chain is suggested dead when, on average over its stones, the opponent ends
//!   up owning its points in more than [`EstimateOptions::dead_threshold`] of those
//!   playouts; pass-alive stones are never dead and stones in the opponent's
//!   pass-alive territory always are. Seki (RULES R1.5, R2.3, R4.5) is recognised
//!   where the playouts leave a liberty shared by both colours empty while every
//!   chain around it survives.
//!
//! Limits: an unsettled ko at the stop goes to whoever the playouts favour; a seki
//! between chains of two or three stones can be broken by the playouts, which let
//! such small chains self-atari (as a nakade needs); the suggestion is a help, not
//! a referee.
//!
//! Deterministic: the same board, player to move and options give the same answer
//! on every platform. `no_std` + `alloc`, integers only.
//!
//! ```
//! use weiqi::estimate::{suggest, EstimateOptions};
//! use weiqi::{Board, BoardSize, Color, Point};
//!
//! // A White stone alone in Black's corner of a 5×5 board.
//! let mut board = Board::new(BoardSize::square(5).unwrap());
//! for (x, y) in [(2, 0), (2, 1), (2, 2), (1, 2), (0, 2)] {
//!     board.set(Point::new(x, y), Some(Color::Black)).unwrap();
//! }
//! board.set(Point::new(0, 0), Some(Color::White)).unwrap();
//! let estimate = suggest(&board, Color::Black, &EstimateOptions::default());
//! assert!(estimate.dead.contains(Point::new(0, 0)));
//! assert!(estimate.ownership_at(Point::new(1, 1)) > 900);
//! ```

pub mod benson;
mod rollout;

use alloc::vec::Vec;

pub use benson::{pass_alive, PassAlive};

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::game::Game;
use crate::playout::Rng;
use crate::point::{BoardSize, Point, PointSet, CELLS};
use crate::rules::Rules;
use crate::scoring::{score, CountInput, Score};
use rollout::Rollout;

/// Playouts [`EstimateOptions::default`] runs: under 100 ms natively for a 19×19
/// position with half the board still empty, a few ms for a filled one (see the
/// `estimate` bench).
pub const DEFAULT_PLAYOUTS: u32 = 400;

/// Ownership fraction, in thousandths, above which a chain is suggested dead.
pub const DEFAULT_DEAD_THRESHOLD: u16 = 600;

/// How to run [`suggest`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EstimateOptions {
    /// Random games to play from the position (at least 1 is played).
    pub playouts: u32,
    /// Seed of the random games: the same seed gives the same estimate.
    pub seed: u64,
    /// A chain is suggested dead when the opponent owns its points in more than
    /// this many thousandths of the playouts (averaged over its stones).
    pub dead_threshold: u16,
}

impl Default for EstimateOptions {
    fn default() -> Self {
        EstimateOptions {
            playouts: DEFAULT_PLAYOUTS,
            seed: 0x5EED_0FDE_AD00,
            dead_threshold: DEFAULT_DEAD_THRESHOLD,
        }
    }
}

/// What [`suggest`] found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Estimate {
    /// The board size.
    pub size: BoardSize,
    /// Ownership of each point, row by row from the top left (the order of
    /// [`BoardSize::points`]), in thousandths from −1000 (White owns it in every
    /// playout) to +1000 (Black does).
    pub ownership: Vec<i16>,
    /// The stones suggested dead (whole chains).
    pub dead: PointSet,
    /// Seki: the stones of chains in seki and the empty points they share.
    pub seki: PointSet,
    /// The stones proven pass-alive by Benson's algorithm; never dead.
    pub pass_alive: PointSet,
    /// Points proven to belong to one side whatever happens: pass-alive stones and
    /// pass-alive territory, opponent stones inside it included.
    pub settled: PointSet,
    /// Playouts run.
    pub playouts: u32,
}

impl Estimate {
    /// Ownership of `p` in thousandths (+ Black, − White); 0 off the board.
    pub fn ownership_at(&self, p: Point) -> i16 {
        if !self.size.contains(p) {
            return 0;
        }
        self.ownership[p.y() as usize * self.size.width() as usize + p.x() as usize]
    }

    /// Who owns `p` in at least `permille` thousandths of the playouts, if anyone.
    pub fn owner(&self, p: Point, permille: i16) -> Option<Color> {
        let o = self.ownership_at(p);
        if o >= permille {
            Some(Color::Black)
        } else if o <= -permille {
            Some(Color::White)
        } else {
            None
        }
    }

    /// The count of `board` (the board the estimate was made on) with the
    /// suggested dead stones removed, as `rules` say.
    pub fn score(&self, board: &Board, rules: &Rules, input: CountInput) -> Score {
        score(board, &self.dead, rules, input)
    }
}

/// In the first round of playouts, how far (thousandths of the playouts) one
/// side must be ahead on an empty point for the other side to keep out of it in
/// the second round.
const TERRITORY_MARGIN: i64 = 100;

/// Plays `playouts` random games from `start` and counts, for each point, in how
/// many Black and White owned it at the end.
fn count(
    start: &Board,
    to_move: Color,
    forbidden: ByColor<PointSet>,
    playouts: u32,
    max_moves: u32,
    rng: &mut Rng,
) -> (Vec<u32>, Vec<u32>) {
    let mut rollout = Rollout::new(forbidden);
    rollout.prepare(start);
    let mut black = alloc::vec![0u32; CELLS];
    let mut white = alloc::vec![0u32; CELLS];
    for _ in 0..playouts {
        let mut b = start.clone();
        let owners = rollout.run(&mut b, to_move, rng, max_moves);
        for p in owners.black.iter() {
            black[p.index()] += 1;
        }
        for p in owners.white.iter() {
            white[p.index()] += 1;
        }
    }
    (black, white)
}

/// [`suggest`] for the game's current board and player to move.
pub fn suggest_for_game(game: &Game, options: &EstimateOptions) -> Estimate {
    suggest(game.board(), game.to_move(), options)
}

/// Estimates ownership, dead stones and seki on `board` with `to_move` to play;
/// see the [module documentation](self).
pub fn suggest(board: &Board, to_move: Color, options: &EstimateOptions) -> Estimate {
    let size = board.size();
    let proven = pass_alive(board);
    let proven_dead = proven.dead(board);
    let settled = proven
        .stones()
        .union(&proven.territory.black.union(&proven.territory.white));
    // Opponent stones in pass-alive territory are gone before the playouts start,
    // and nobody plays there: its owner's chains stay pass-alive.
    let start = board.without(&proven_dead);
    let frozen = proven.territory.black.union(&proven.territory.white);
    let playouts = options.playouts.max(1);
    let max_moves = 3 * size.num_points() as u32 + 50;
    let mut rng = Rng::new(options.seed);
    // First round: open play, to see who owns which part of the board.
    let first = (playouts / 4).max(1);
    let (black, white) = count(
        &start,
        to_move,
        ByColor::new(frozen, frozen),
        first,
        max_moves,
        &mut rng,
    );
    // Second round: each player keeps out of what the first round gave the
    // opponent (but to capture), as players at the stop do: it is territory.
    let mut forbidden = ByColor::new(frozen, frozen);
    for p in size.points() {
        let margin = black[p.index()] as i64 - white[p.index()] as i64;
        if margin * 1000 >= TERRITORY_MARGIN * first as i64 {
            forbidden.white.insert(p);
        } else if -margin * 1000 >= TERRITORY_MARGIN * first as i64 {
            forbidden.black.insert(p);
        }
    }
    let total = playouts;
    let playouts = playouts.saturating_sub(first).max(1);
    let (black, white) = count(&start, to_move, forbidden, playouts, max_moves, &mut rng);
    let n = playouts as i64;
    let ownership = size
        .points()
        .map(|p| ((black[p.index()] as i64 - white[p.index()] as i64) * 1000 / n) as i16)
        .collect();
    let owned_by = |c: Color, p: Point| match c {
        Color::Black => black[p.index()],
        Color::White => white[p.index()],
    };

    // Dead chains: the opponent owns their points in most playouts.
    let pass_alive_stones = proven.stones();
    let mut dead = proven_dead;
    let mut done = PointSet::new();
    for p in size.points() {
        let Some(c) = board.get(p) else { continue };
        if done.contains(p) {
            continue;
        }
        let chain = board.chain(p);
        done = done.union(&chain);
        if pass_alive_stones.contains(p) || proven_dead.contains(p) {
            continue;
        }
        let lost: u64 = chain.iter().map(|s| owned_by(!c, s) as u64).sum();
        let total = chain.len() as u64 * playouts as u64;
        if lost * 1000 > options.dead_threshold as u64 * total {
            dead = dead.union(&chain);
        }
    }

    // Seki: a liberty shared by both colours that stays empty in most playouts,
    // while every chain around it lives.
    let survives = |chain: &PointSet, c: Color| {
        let kept: u64 = chain.iter().map(|s| owned_by(c, s) as u64).sum();
        2 * kept > chain.len() as u64 * playouts as u64
    };
    let mut seki = PointSet::new();
    for p in size.points() {
        if !board.is_empty_point(p) || settled.contains(p) {
            continue;
        }
        let empty_in = playouts - black[p.index()] - white[p.index()];
        if 2 * empty_in <= playouts {
            continue;
        }
        let mut colours = [false; 2];
        let mut around = PointSet::new();
        let mut all_live = true;
        for q in board.neighbors(p) {
            if let Some(c) = board.get(q) {
                colours[c.index()] = true;
                if around.contains(q) {
                    continue;
                }
                let chain = board.chain(q);
                around = around.union(&chain);
                all_live &= !dead.contains(q) && survives(&chain, c);
            }
        }
        if colours[0] && colours[1] && all_live {
            seki.insert(p);
            seki = seki.union(&around.difference(&pass_alive_stones));
        }
    }
    Estimate {
        size,
        ownership,
        dead,
        seki,
        pass_alive: pass_alive_stones,
        settled,
        playouts: total.max(first + playouts),
    }
}
