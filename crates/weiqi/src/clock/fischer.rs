//! Fischer time: absolute time plus an increment after every completed move.
//!
//! The increment is added after every move the player completes, the first one
//! included, and is **not capped**: time saved accumulates without limit (the
//! common Fischer convention; a capped variant is not offered).

use super::absolute;
use super::player::PlayerClock;

/// Uses `elapsed`, exactly as absolute time.
pub(super) fn elapse(p: &mut PlayerClock, elapsed: u64) -> bool {
    absolute::elapse(p, elapsed)
}

/// Adds the increment after a completed move.
pub(super) fn moved(p: &mut PlayerClock, increment: u64) {
    p.main_left = p.main_left.saturating_add(increment);
}
