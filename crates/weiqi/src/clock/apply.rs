//! The clock's verdict applied to a [`Game`]: a fallen flag ends it `B+T` /
//! `W+T`; PP penalty points become penalty stones in the Ing count or points in
//! any other scoring (RULES R1.9 step 2, R1.10).

use alloc::string::String;

use super::Clock;
use crate::color::{ByColor, Color};
use crate::game::{EndError, Game, Outcome, Status};
use crate::rules::TieRule;
use crate::scoring::decide;
use crate::scoring::ing_count::{CountError, IngCount};
use crate::scoring::Score;

/// Takes penalty points off a [`Score`]: each colour loses its `penalties` from
/// its total ([`Score::total_half`] falls by 2 per point); the margin and the
/// winner are recomputed with `tie` (the rules' tie rule,
/// [`Rules::tie`](crate::Rules::tie)). Works for area and territory scoring
/// alike. Pass the penalties after cancellation ([`Clock::penalty_points`]);
/// raw ones give the same margin.
///
/// Under Ing this is the area count that matches the fill-the-board count with
/// the same penalty stones (RULES R1.9's invariant).
pub fn apply_penalties(score: &mut Score, penalties: ByColor<u32>, tie: TieRule) {
    for c in Color::ALL {
        let half = 2i64 * i64::from(penalties[c]);
        score.total_half[c] = (i64::from(score.total_half[c]) - half) as i32;
    }
    score.margin_half = score.total_half.black - score.total_half.white;
    score.winner = decide(score.margin_half, tie);
}

impl Clock {
    /// If a flag has fallen by `now` ([`Clock::flag`]), records the loss in
    /// `game` ([`Game::lose_on_time`]), whose result becomes `B+T` or `W+T`, and
    /// returns the loser. `Err` if the game was already over.
    pub fn apply_flag(&mut self, now: u64, game: &mut Game) -> Result<Option<Color>, EndError> {
        match self.flag(now) {
            Some(loser) => game.lose_on_time(loser).map(|()| Some(loser)),
            None => Ok(None),
        }
    }

    /// The Ing fill-the-board count of `game` with this clock's settled penalty
    /// points ([`Clock::penalty_points`]) as penalty stones, one per 2 points on
    /// the offender's territory (RULES R1.9 step 2).
    pub fn ing_count(&self, game: &Game) -> Result<IngCount, CountError> {
        game.ing_count(self.penalty_points())
    }

    /// `game`'s score ([`Game::score`]) less this clock's settled penalty points
    /// ([`apply_penalties`]).
    pub fn score(&self, game: &Game) -> Score {
        let mut score = game.score();
        apply_penalties(&mut score, self.penalty_points(), game.rules().tie);
        score
    }

    /// `game`'s result as SGF `RE[]` writes it ([`Game::result`]), with this
    /// clock's penalty points taken off a counted result. A loss on time stays
    /// `B+T` / `W+T`.
    pub fn result(&self, game: &Game) -> Option<String> {
        match game.status() {
            Status::Over(Outcome::Counted) => Some(self.score(game).result()),
            _ => game.result(),
        }
    }
}
