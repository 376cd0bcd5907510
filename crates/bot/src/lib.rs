//! # A Go player on top of the `weiqi` rules engine
//!
//! Monte-Carlo tree search (UCT with RAVE) over fast random playouts, with cheap
//! priors: captures and atari escapes first, no own-eye filling, no self-atari. It
//! plays under every preset of the engine, because it never decides legality
//! itself: every candidate is a move the [`Game`] accepts (simple ko, superko,
//! Ing's hot stones and cycles, each suicide rule; RULES R0.5, R1.3, R1.4, R2.2,
//! R3.4).
//!
//! It passes when the opponent has passed and the count (the engine's, with its
//! own dead-stone estimate) says it wins, or when nothing sensible is left; it
//! resigns when its search sees almost no chance. At the stop it proposes dead
//! stones from the engine's estimate and accepts the opponent's marks only if
//! they agree with it; otherwise it asks to resume (RULES R1.6, R2.4, R4.4).
//!
//! The same position, seed and playout budget give the same move everywhere.
//!
//! ```
//! use weiqi::{BoardSize, Game, RuleSet};
//! use weiqi_bot::{Action, Level, Player};
//! let game = Game::new(RuleSet::Chinese.rules(), BoardSize::square(9).unwrap());
//! let player = Player::new(Level::new(1).config(7));
//! let Action::Play(mv) = player.genmove(&game, &mut || false) else { panic!() };
//! assert!(game.check(mv).is_ok());
//! ```
#![warn(missing_docs)]

mod goal;
#[cfg(feature = "net")]
pub mod net_player;
pub mod patterns;
pub mod playout;
#[cfg(feature = "net")]
pub mod rank;
mod search;
pub mod tactics;

pub use goal::Goal;
#[cfg(feature = "net")]
pub use net_player::{NetConfig, NetPlayer};
#[cfg(feature = "net")]
pub use rank::{Rank, Style, RANKS};
pub use search::{RootMoves, Search, SearchResult};

use weiqi::estimate::{suggest_for_game, Estimate, EstimateOptions};
use weiqi::{Color, Game, Move, PointSet, Resumption, Status};

/// How hard the player thinks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Config {
    /// Simulations per move (the search also stops when its `stop` says so).
    pub playouts: u32,
    /// Seed of the search: with a playout budget, the same seed gives the same move.
    pub seed: u64,
    /// Resign when the best move's winning rate is below this, in percent (0: never).
    pub resign_below_percent: u32,
    /// Playouts of the dead-stone estimate at a pass or a stop.
    pub estimate_playouts: u32,
}

/// A named strength: 1 is "beginner" (weak, but never fills its own eyes nor
/// plays an obvious self-atari), each level up plays about three times as many
/// simulations. On a 9×9 opening natively (this machine, loaded) a move takes
/// about 0.2 s of CPU at level 5 and 0.75 s at level 6.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

/// Simulations per move of each level, from 1.
const LEVEL_PLAYOUTS: [u32; 8] = [30, 100, 300, 1_000, 3_000, 10_000, 30_000, 100_000];

impl Level {
    /// The strongest level.
    pub const MAX: u8 = LEVEL_PLAYOUTS.len() as u8;

    /// Level `n`, clamped to 1..=[`Level::MAX`].
    pub fn new(n: u8) -> Level {
        Level(n.clamp(1, Level::MAX))
    }

    /// The level's number.
    pub fn number(self) -> u8 {
        self.0
    }

    /// Simulations per move at this level.
    pub fn playouts(self) -> u32 {
        LEVEL_PLAYOUTS[self.0 as usize - 1]
    }

    /// The level's settings with `seed`.
    pub fn config(self, seed: u64) -> Config {
        Config {
            playouts: self.playouts(),
            seed,
            // The beginner plays on to the end: learners want to finish their game.
            resign_below_percent: if self.0 == 1 { 0 } else { 8 },
            estimate_playouts: 200,
        }
    }
}

/// What the player does on its turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    /// A move the game accepts (a stone or a pass).
    Play(Move),
    /// It gives up (RULES R0.4).
    Resign,
}

/// The player.
#[derive(Clone, Debug)]
pub struct Player {
    config: Config,
}

impl Player {
    /// A player with these settings.
    pub fn new(config: Config) -> Player {
        Player { config }
    }

    /// Its settings.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The seed for a search of `game`'s position: the same position and seed give
    /// the same search.
    fn seed_for(&self, game: &Game) -> u64 {
        self.config.seed
            ^ game.board().hash()
            ^ (game.move_number() as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    /// The move for the player to move in `game`, thinking until `stop()` says so or
    /// the playout budget is spent. At Ing's stop (RULES R1.6) it passes, which
    /// seals the agreement; elsewhere at a stop or after the end it passes too,
    /// which the game refuses: call [`Player::dead_stones`] and the ending methods
    /// instead.
    pub fn genmove(&self, game: &Game, stop: &mut dyn FnMut() -> bool) -> Action {
        if let Some(action) = pass_first(game, |g, c| self.wins_now(g, c)) {
            return action;
        }
        let opponent_passed = opponent_passed(game);
        let root_moves = if opponent_passed {
            RootMoves::StonesOnly
        } else {
            RootMoves::WithPass
        };
        let mut search = Search::new(game, Goal::of(game), self.seed_for(game), root_moves);
        let result = search.run(self.config.playouts, stop);
        self.choose(game, &result)
    }

    /// The move to play from a finished search.
    fn choose(&self, game: &Game, result: &SearchResult) -> Action {
        let me = game.to_move();
        let size = game.board().size().num_points() as u32;
        let hopeless = (result.winrate * 100.0) < self.config.resign_below_percent as f32;
        if hopeless && result.simulations >= 100 && game.move_number() >= size / 3 {
            return Action::Resign;
        }
        // The most simulated move that is not silly; a silly one only when nothing
        // else is left, and then a pass if the game allows it.
        let board = game.board();
        let sensible = result.ranking.iter().find(|(mv, _, _)| match *mv {
            Move::Play(p) => !tactics::is_silly(board, p, me),
            Move::Pass => true,
        });
        let mv = match sensible {
            Some(&(mv, _, _)) => mv,
            None => Move::Pass,
        };
        // The search only offers moves the game accepted; checked once more so that
        // nothing illegal ever leaves the player.
        if game.check(mv).is_ok() {
            Action::Play(mv)
        } else {
            Action::Play(Move::Pass)
        }
    }

    /// Whether `color` wins if the game were counted now, with the player's own
    /// dead-stone estimate, under the game's rules (the engine counts). After a
    /// dispute only `color`'s own stones are taken as dead: play goes on until the
    /// disputed stones are captured (RULES R1.6), so the player does not pass into
    /// the same stop again while opponent stones it believes dead stand.
    pub fn wins_now(&self, game: &Game, color: Color) -> bool {
        let dead = if counts_every_stone(game) {
            PointSet::new()
        } else if game.resumed_at().is_some() {
            let board = game.board();
            let dead = self.dead_stones(game);
            dead.iter()
                .filter(|&p| board.get(p) == Some(color))
                .collect()
        } else {
            self.dead_stones(game)
        };
        let score = game.score_with(&dead, Default::default());
        score.winner == Some(color)
    }

    /// The stones the player believes dead in `game`'s position: the engine's
    /// estimate (`weiqi::estimate`).
    pub fn dead_stones(&self, game: &Game) -> PointSet {
        self.estimate(game).dead
    }

    /// The engine's estimate of `game`'s position with the player's settings: dead
    /// stones, seki, ownership (`weiqi::estimate`).
    pub fn estimate(&self, game: &Game) -> Estimate {
        let options = EstimateOptions {
            playouts: self.config.estimate_playouts,
            seed: self.seed_for(game),
            ..EstimateOptions::default()
        };
        suggest_for_game(game, &options)
    }

    /// At the stop, the marks the player playing `me` disputes in `marked`, the
    /// opponent's dead stones (RULES R1.6, R2.4, R4.4): its own stones marked dead
    /// that it believes alive, and the opponent's stones left alive that it believes
    /// dead. Empty when it accepts them.
    ///
    /// Only marks that give the opponent more than the player's own judgement are
    /// disputed. The opponent's own stones marked dead and the player's dead stones
    /// left alive are the opponent's concessions: accepted, as a person across the
    /// board would (asking to resume over them would make the opponent play on to
    /// lose points it has already given). Where the rules count every stone alive
    /// (no marks are made) nothing is disputed.
    pub fn disputed(&self, game: &Game, marked: &PointSet, me: Color) -> PointSet {
        if counts_every_stone(game) {
            return PointSet::new();
        }
        disputed_marks(game, marked, &self.dead_stones(game), me)
    }

    /// At the stop: whether the player playing `me` accepts `marked` as the dead
    /// stones ([`Player::disputed`] finds nothing).
    pub fn accepts(&self, game: &Game, marked: &PointSet, me: Color) -> bool {
        self.disputed(game, marked, me).is_empty()
    }
}

/// The marks `marked` that `me`, believing `dead` dead, disputes (see
/// [`Player::disputed`]): where the marks and the judgement differ and the marks
/// favour the opponent, a stone of `me` marked dead or one of the opponent's left
/// alive (RULES R1.6, R2.4, R4.4).
pub(crate) fn disputed_marks(
    game: &Game,
    marked: &PointSet,
    dead: &PointSet,
    me: Color,
) -> PointSet {
    let board = game.board();
    let differ = marked.difference(dead).union(&dead.difference(marked));
    let mut out = PointSet::new();
    for p in differ.iter() {
        if (board.get(p) == Some(me)) == marked.contains(p) {
            out.insert(p);
        }
    }
    out
}

/// Whether the last move was a pass (or counted as one, RULES R1.3).
pub(crate) fn opponent_passed(game: &Game) -> bool {
    game.history().last().is_some_and(|r| r.is_pass())
}

/// What a player does before searching, if anything: pass at a stop or after the
/// end (see [`Player::genmove`]), and pass after the opponent's pass when
/// `wins_now` (the player's count) says the player to move wins.
pub(crate) fn pass_first(
    game: &Game,
    wins_now: impl FnOnce(&Game, Color) -> bool,
) -> Option<Action> {
    let playing = game.status() == Status::Playing;
    if !playing || (opponent_passed(game) && wins_now(game, game.to_move())) {
        Some(Action::Play(Move::Pass))
    } else {
        None
    }
}

/// Whether the game's next count takes every stone as alive: where two passes end
/// the game (Tromp–Taylor) or in Simplified Ing's second phase (RULES R2.4).
pub(crate) fn counts_every_stone(game: &Game) -> bool {
    game.resumption() == Resumption::None || game.in_second_phase()
}

/// Plays the stop the way two players who trust this player's estimate would:
/// `proposer` marks the dead stones it sees, `judge` accepts them or asks to
/// resume. Returns `true` when the game ended, `false` when play resumed.
pub fn settle_stop(
    game: &mut Game,
    proposer: &Player,
    judge: &Player,
    judge_color: Color,
) -> Result<bool, weiqi::EndError> {
    let dead = proposer.dead_stones(game);
    game.set_dead(&dead)?;
    if judge.accepts(game, &dead, judge_color) {
        game.agree()?;
        Ok(true)
    } else {
        game.resume(judge_color)?;
        Ok(false)
    }
}
