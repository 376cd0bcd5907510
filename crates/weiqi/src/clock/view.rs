//! What the clock reads at a moment: for drawing and low-time warnings.

use super::player::PlayerClock;
use super::{ing_pp, Clock, Run};
use crate::color::{ByColor, Color};

/// One player's side as it reads at a moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PlayerTime {
    /// The player's time brought up to the moment: main time left, overtime,
    /// periods and stones left, moves made.
    pub clock: PlayerClock,
    /// Thinking time left before the flag falls if no move is made (all byo-yomi
    /// periods counted; PP up to BT/2 of extra time). Using more than this loses.
    pub remaining: u64,
    /// Time left in the current stage, what a clock face shows: main time, then
    /// the current period (byo-yomi, Canadian, RS) or the time to the next
    /// penalty or the loss (PP).
    pub stage_left: u64,
    /// Own PP penalty points, before cancellation (RULES R1.10).
    pub penalty_points: u32,
    /// This player's time is running.
    pub running: bool,
    /// This player has lost on time.
    pub flagged: bool,
}

impl PlayerTime {
    /// Whether to warn of low time: the current stage has at most `threshold` ms
    /// left (e.g. the last 10 s of a byo-yomi period).
    pub fn low(&self, threshold: u64) -> bool {
        !self.flagged && self.stage_left <= threshold
    }

    /// The player is in overtime (byo-yomi, Canadian, RS periods, PP extra time).
    pub fn in_overtime(&self) -> bool {
        self.clock.in_overtime
    }
}

/// The whole clock as it reads at a moment ([`Clock::tick`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ClockState {
    /// Each side.
    pub players: ByColor<PlayerTime>,
    /// Whose time runs (`None` before the start, when paused, stopped or flagged).
    pub running: Option<Color>,
    /// The clock is paused.
    pub paused: bool,
    /// Who has lost on time by this moment, recorded or not.
    pub loser: Option<Color>,
    /// PP penalty points that count at this moment, after cancellation
    /// ([`ing_pp::cancel`]).
    pub penalty_points: ByColor<u32>,
}

impl ClockState {
    pub(super) fn of(clock: &Clock, now: u64) -> ClockState {
        let mut players = clock.players;
        let mut loser = clock.loser();
        if let Run::Running { color, since } = clock.run {
            if clock
                .control
                .elapse(&mut players[color], now.saturating_sub(since))
            {
                loser = Some(color);
            }
        }
        let control = &clock.control;
        let side = |c: Color| {
            let p = players[c];
            PlayerTime {
                clock: p,
                remaining: if loser == Some(c) {
                    0
                } else {
                    control.remaining(&p)
                },
                stage_left: if loser == Some(c) {
                    0
                } else {
                    control.stage_left(&p)
                },
                penalty_points: control.penalty_points(&p),
                running: loser.is_none() && clock.running() == Some(c),
                flagged: loser == Some(c),
            }
        };
        let players = ByColor::new(side(Color::Black), side(Color::White));
        ClockState {
            players,
            running: if loser.is_some() {
                None
            } else {
                clock.running()
            },
            paused: matches!(clock.run, Run::Paused { .. }),
            loser,
            penalty_points: ing_pp::cancel(ByColor::new(
                players.black.penalty_points,
                players.white.penalty_points,
            )),
        }
    }
}
