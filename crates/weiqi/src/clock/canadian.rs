//! Canadian overtime: after main time, a set number of moves in every period.

use super::player::PlayerClock;

/// Uses `elapsed`: main time first, then the current period. The flag falls when
/// the period is exceeded before its moves are made.
pub(super) fn elapse(p: &mut PlayerClock, period: u64, elapsed: u64) -> bool {
    let over = p.spend_main(elapsed);
    if over == 0 {
        return false;
    }
    p.overtime_used = p.overtime_used.saturating_add(over);
    if p.overtime_used > period {
        p.overtime_used = period;
        return true;
    }
    false
}

/// A move in overtime counts toward the period; after the last one a fresh
/// period of `stones` moves starts (time left over is not carried). A move that
/// overran the main time is the first move of the first period.
pub(super) fn moved(p: &mut PlayerClock, stones: u32) {
    if !p.in_overtime {
        return;
    }
    p.stones_left = p.stones_left.saturating_sub(1);
    if p.stones_left == 0 {
        p.stones_left = stones;
        p.overtime_used = 0;
    }
}

/// Main time and what is left of the current period.
pub(super) fn remaining(p: &PlayerClock, period: u64) -> u64 {
    p.main_left
        .saturating_add(period.saturating_sub(p.overtime_used))
}
