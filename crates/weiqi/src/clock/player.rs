//! One player's side of the clock: plain data, and the rules that move it.

use super::control::TimeControl;
use super::{absolute, byo_yomi, canadian, fischer, ing_pp, ing_rs};

/// One player's time, settled at some moment. Plain data: every field is public so
/// that an app can save and restore it (or use the text form of
/// [`Clock`](super::Clock)). Durations are in milliseconds.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PlayerClock {
    /// Main (basic) time left. Under Fischer it includes the increments earned.
    pub main_left: u64,
    /// The player has used more than the main time: byo-yomi, Canadian or RS
    /// periods are running, or PP extra time is counting. Under absolute and
    /// Fischer time it only becomes true when the flag falls.
    pub in_overtime: bool,
    /// Time used in overtime: under PP, all the extra time beyond BT; under
    /// byo-yomi, Canadian and RS, the time used in the current period. 0 otherwise.
    pub overtime_used: u64,
    /// Byo-yomi: periods left, the current one included (all of them until
    /// overtime starts). 0 under the other systems.
    pub periods_left: u32,
    /// Canadian and RS: moves still to make in the current period (the full number
    /// until overtime starts). 0 under the other systems.
    pub stones_left: u32,
    /// Moves this player has completed (clock presses).
    pub moves: u32,
}

impl PlayerClock {
    /// A fresh clock side for `control`.
    pub fn new(control: &TimeControl) -> PlayerClock {
        let mut p = PlayerClock {
            main_left: control.main(),
            ..PlayerClock::default()
        };
        match *control {
            TimeControl::ByoYomi { periods, .. } => p.periods_left = periods,
            TimeControl::Canadian { stones, .. } => p.stones_left = stones,
            TimeControl::IngReadSeconds {
                moves_per_period, ..
            } => p.stones_left = moves_per_period,
            _ => {}
        }
        p
    }

    /// Uses `elapsed` ms of this player's thinking time (no move made). Returns
    /// `true` if the flag fell within it. Using `a` then `b` gives the same state
    /// as using `a + b`, so the display can be computed at any moment.
    pub fn elapse(&mut self, control: &TimeControl, elapsed: u64) -> bool {
        match *control {
            TimeControl::Absolute { .. } => absolute::elapse(self, elapsed),
            TimeControl::Fischer { .. } => fischer::elapse(self, elapsed),
            TimeControl::ByoYomi { period, .. } => byo_yomi::elapse(self, period, elapsed),
            TimeControl::Canadian { period, .. } => canadian::elapse(self, period, elapsed),
            TimeControl::IngReadSeconds { period, .. } => ing_rs::elapse(self, period, elapsed),
            TimeControl::IngPenaltyPoints { basic } => ing_pp::elapse(self, basic, elapsed),
        }
    }

    /// The player completed a move (pressed the clock) with time left: Fischer
    /// adds the increment, byo-yomi starts the period afresh, Canadian and RS
    /// count the move.
    pub fn moved(&mut self, control: &TimeControl) {
        self.moves = self.moves.saturating_add(1);
        match *control {
            TimeControl::Absolute { .. } | TimeControl::IngPenaltyPoints { .. } => {}
            TimeControl::Fischer { increment, .. } => fischer::moved(self, increment),
            TimeControl::ByoYomi { .. } => byo_yomi::moved(self),
            TimeControl::Canadian { stones, .. } => canadian::moved(self, stones),
            TimeControl::IngReadSeconds {
                moves_per_period, ..
            } => ing_rs::moved(self, moves_per_period),
        }
    }

    /// How long the player can still think without moving before the flag falls:
    /// using more than this loses. Byo-yomi counts every period left; PP counts
    /// up to BT/2 of extra time (RULES R1.10).
    pub fn remaining(&self, control: &TimeControl) -> u64 {
        match *control {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => self.main_left,
            TimeControl::ByoYomi { period, .. } => byo_yomi::remaining(self, period),
            TimeControl::Canadian { period, .. } | TimeControl::IngReadSeconds { period, .. } => {
                canadian::remaining(self, period)
            }
            TimeControl::IngPenaltyPoints { basic } => ing_pp::remaining(self, basic),
        }
    }

    /// Time left in the current stage, what a clock face shows: the main time
    /// until it is used up, then the current period (byo-yomi, Canadian, RS) or
    /// the time until the next penalty or the loss (PP). Using more than this
    /// loses a period, adds penalty points or loses.
    pub fn stage_left(&self, control: &TimeControl) -> u64 {
        if !self.in_overtime {
            return self.main_left;
        }
        match *control {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => 0,
            TimeControl::ByoYomi { period, .. }
            | TimeControl::Canadian { period, .. }
            | TimeControl::IngReadSeconds { period, .. } => {
                period.saturating_sub(self.overtime_used)
            }
            TimeControl::IngPenaltyPoints { basic } => {
                ing_pp::next_step_left(basic, self.overtime_used)
            }
        }
    }

    /// This player's own penalty points under PP, before cancellation
    /// (RULES R1.10; see [`ing_pp::penalty_points`]); 0 under other systems.
    pub fn penalty_points(&self, control: &TimeControl) -> u32 {
        match *control {
            TimeControl::IngPenaltyPoints { basic } => {
                ing_pp::penalty_points(basic, self.overtime_used)
            }
            _ => 0,
        }
    }

    /// Spends `elapsed` on the main time first; returns the part beyond it (more
    /// than 0 only if the main time is exceeded), and marks overtime.
    pub(super) fn spend_main(&mut self, elapsed: u64) -> u64 {
        if self.in_overtime {
            return elapsed;
        }
        if elapsed <= self.main_left {
            self.main_left -= elapsed;
            return 0;
        }
        let over = elapsed - self.main_left;
        self.main_left = 0;
        self.in_overtime = true;
        over
    }
}
