//! Ing's RS system, byo-yomi (RULES R1.10).
//!
//! The source (`seeds/002`, «Система RS»): after basic time the player «может
//! продолжать игру, но должен делать заданное число ходов (один или более) за
//! небольшой промежуток времени … Общее время игры на бёёми не ограничивается, но
//! если игрок в какой-то момент не успеет сделать нужное количество ходов за
//! отведённый интервал, ему засчитывается поражение» — may go on playing but must
//! make a set number of moves (one or more) in a short interval; total time in
//! byo-yomi is not limited, but failing to make the moves in an interval loses.
//!
//! That is Canadian overtime with an unlimited number of periods: each period
//! gives `moves_per_period` moves; after the last of them a fresh period starts
//! (unused time is not carried: the source gives no carry-over); overrunning a
//! period loses at once (there is no second period to fall back on, unlike
//! Japanese byo-yomi). With one move per period it is byo-yomi with one period.

use super::canadian;
use super::player::PlayerClock;

/// Uses `elapsed`: basic time first, then the current period.
pub(super) fn elapse(p: &mut PlayerClock, period: u64, elapsed: u64) -> bool {
    canadian::elapse(p, period, elapsed)
}

/// A move in byo-yomi counts toward the period's quota.
pub(super) fn moved(p: &mut PlayerClock, moves_per_period: u32) {
    canadian::moved(p, moves_per_period)
}
