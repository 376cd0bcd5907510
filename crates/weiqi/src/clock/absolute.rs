//! Absolute time (sudden death): one pool of time for the whole game.

use super::player::PlayerClock;

/// Uses `elapsed`; the flag falls when it exceeds the time left.
pub(super) fn elapse(p: &mut PlayerClock, elapsed: u64) -> bool {
    p.spend_main(elapsed) > 0
}
