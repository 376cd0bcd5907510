//! Japanese byo-yomi: after main time, a number of periods of one move each.

use super::player::PlayerClock;

/// Uses `elapsed`: main time first, then the current period; every period
/// exceeded is lost and the next one starts. The flag falls when the last period
/// is exceeded.
pub(super) fn elapse(p: &mut PlayerClock, period: u64, elapsed: u64) -> bool {
    let over = p.spend_main(elapsed);
    if over == 0 {
        return false;
    }
    if period == 0 {
        p.periods_left = 0;
        return true;
    }
    // `used` is at least 1: the periods strictly exceeded are lost.
    let used = p.overtime_used.saturating_add(over);
    let lost = (used - 1) / period;
    if lost >= u64::from(p.periods_left) {
        p.periods_left = 0;
        p.overtime_used = period;
        return true;
    }
    p.periods_left -= lost as u32;
    p.overtime_used = used - lost * period;
    false
}

/// A move made inside a period starts that period afresh.
pub(super) fn moved(p: &mut PlayerClock) {
    if p.in_overtime {
        p.overtime_used = 0;
    }
}

/// Main time, what is left of the current period, and the periods after it.
pub(super) fn remaining(p: &PlayerClock, period: u64) -> u64 {
    if p.periods_left == 0 {
        return p.main_left;
    }
    let later = u64::from(p.periods_left - 1).saturating_mul(period);
    p.main_left
        .saturating_add(period.saturating_sub(p.overtime_used))
        .saturating_add(later)
}
