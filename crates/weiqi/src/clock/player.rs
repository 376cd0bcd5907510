//! One player's side of the clock: plain data. The rules that move it are the time
//! control's ([`TimeControl`](super::TimeControl)), which dispatches to each system.

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
