//! Ing's PP system, penalty points (RULES R1.10).
//!
//! The source (`seeds/002`, «Система PP»): «Игроку, просрочившему основное время,
//! начисляется 2 очка штрафа. Если игрок использует сверх основного времени ещё
//! 1/6 BT, ему начисляется ещё 2 очка штрафа … Когда игрок использует 2/6 BT сверх
//! основного лимита, ему снова начисляется 2 очка штрафа (общий штраф 6 очков).
//! Игроку, не завершившему партию за дополнительное время в 3/6 BT, засчитывается
//! поражение. Если оба игрока просрочили основное время, равные количества их
//! штрафных очков погашаются, однако тому, кто первым просрочит дополнительное время
//! в 1/2 BT, засчитывается поражение независимо от того, на сколько просрочено время
//! у противника.»
//!
//! As the engine counts it, with *extra* = time used beyond BT (milliseconds):
//!
//! | extra time x          | penalty points |
//! |-----------------------|----------------|
//! | x = 0                 | 0              |
//! | 0 < x ≤ BT/6          | 2              |
//! | BT/6 < x ≤ 2·BT/6     | 4              |
//! | 2·BT/6 < x ≤ 3·BT/6   | 6              |
//! | x > 3·BT/6 = BT/2     | loss on time   |
//!
//! * Every boundary is "exceeded", never "reached": the millisecond exactly at a
//!   boundary belongs to the lower step, as a move completed exactly at the end
//!   of BT is on time. The comparisons are exact (6·x against k·BT), so BT need
//!   not be a multiple of 6.
//! * Unused basic time counts for nothing: «если игрок не потратил всё своё
//!   основное время, оставшаяся его часть в определении временной разницы и
//!   штрафов не учитывается». Each player's penalty depends on their own extra
//!   time only.
//! * Cancellation ([`cancel`]): when both players have exceeded BT, «равные
//!   количества их штрафных очков погашаются» — equal amounts cancel: the smaller
//!   penalty is subtracted from both, so only the player with more keeps the
//!   difference (6 against 2 leaves 4 against 0; 4 against 4 leaves nothing).
//!   While only one player has exceeded BT the other has 0 and nothing changes.
//! * The loss: whoever first exceeds BT/2 of extra time loses, whatever the
//!   opponent's overrun — the clock runs one side at a time, so the first flag to
//!   fall decides, even if both are deep in extra time.
//! * Penalty points are paid as penalty stones in the fill-the-board count, one
//!   stone per 2 points on the offender's territory (RULES R1.9 step 2).

use super::player::PlayerClock;
use crate::color::ByColor;

/// Whether `extra` exceeds `sixths`/6 of `basic`, exactly.
fn exceeds(basic: u64, extra: u64, sixths: u64) -> bool {
    6 * u128::from(extra) > u128::from(sixths) * u128::from(basic)
}

/// The most extra time that does not exceed `sixths`/6 of `basic`.
fn allowance(basic: u64, sixths: u64) -> u64 {
    (u128::from(sixths) * u128::from(basic) / 6) as u64
}

/// A player's own penalty points for `extra` ms used beyond basic time `basic`,
/// before cancellation: 0, 2, 4 or 6 (see the table above). Past BT/2 the
/// player has lost on time ([`lost`]) and this stays 6.
pub fn penalty_points(basic: u64, extra: u64) -> u32 {
    if extra == 0 {
        return 0;
    }
    2 + 2 * (exceeds(basic, extra, 1) as u32 + exceeds(basic, extra, 2) as u32)
}

/// Whether `extra` ms beyond basic time `basic` loses: more than 3·BT/6 = BT/2.
pub fn lost(basic: u64, extra: u64) -> bool {
    exceeds(basic, extra, 3)
}

/// Cancels equal penalties (RULES R1.10): subtracts the smaller of the two from
/// both, so at most one player keeps penalty points, the difference.
///
/// ```
/// use weiqi::clock::ing_pp::cancel;
/// use weiqi::ByColor;
/// assert_eq!(cancel(ByColor::new(6, 2)), ByColor::new(4, 0));
/// assert_eq!(cancel(ByColor::new(4, 4)), ByColor::new(0, 0));
/// assert_eq!(cancel(ByColor::new(0, 2)), ByColor::new(0, 2));
/// ```
pub fn cancel(raw: ByColor<u32>) -> ByColor<u32> {
    let common = raw.black.min(raw.white);
    ByColor::new(raw.black - common, raw.white - common)
}

/// How much more extra time can be used, from `extra`, before the next penalty
/// or the loss.
pub(super) fn next_step_left(basic: u64, extra: u64) -> u64 {
    (1..=3)
        .map(|k| allowance(basic, k))
        .find(|&limit| extra <= limit)
        .map_or(0, |limit| limit - extra)
}

/// Uses `elapsed`: basic time first, then extra time; the flag falls past BT/2.
pub(super) fn elapse(p: &mut PlayerClock, basic: u64, elapsed: u64) -> bool {
    let over = p.spend_main(elapsed);
    p.overtime_used = p.overtime_used.saturating_add(over);
    lost(basic, p.overtime_used)
}

/// Basic time left plus the extra time before the loss.
pub(super) fn remaining(p: &PlayerClock, basic: u64) -> u64 {
    p.main_left
        .saturating_add(allowance(basic, 3).saturating_sub(p.overtime_used))
}
