//! The time controls a [`Clock`](super::Clock) can run, and their text form.

use core::fmt;
use core::str::FromStr;

use super::error::{ClockError, ParseClockError};
use super::player::PlayerClock;
use super::{absolute, byo_yomi, canadian, fischer, ing_pp, ing_rs};
use crate::names::names;

/// A time control: how much time each player has and what happens when it runs
/// out. Every duration is in milliseconds.
///
/// Throughout, a player is out of an allowance only when the time used *exceeds*
/// it: a move completed at exactly the limit is on time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TimeControl {
    /// Sudden death: `main` for the whole game; the flag falls when it is used up.
    Absolute {
        /// Time for the whole game.
        main: u64,
    },
    /// Fischer: `main` at the start, and `increment` added after every move the
    /// player completes (the first one included). Uncapped: unused time and
    /// increments accumulate without limit.
    Fischer {
        /// Time at the start.
        main: u64,
        /// Time added after each completed move.
        increment: u64,
    },
    /// Japanese byo-yomi: after `main`, `periods` periods of `period` each, one move
    /// per period. A move completed inside a period starts that period afresh; a
    /// period overrun is lost and the next one starts; overrunning the last loses.
    ByoYomi {
        /// Main time.
        main: u64,
        /// Number of periods, at least 1.
        periods: u32,
        /// Length of each period, more than 0.
        period: u64,
    },
    /// Canadian overtime: after `main`, `stones` moves in each `period`. After the
    /// last of them the period starts afresh with `stones` moves (time left over is
    /// lost); overrunning a period loses.
    Canadian {
        /// Main time.
        main: u64,
        /// Moves to make in each period, at least 1.
        stones: u32,
        /// Length of each period, more than 0.
        period: u64,
    },
    /// Ing's PP system (RULES R1.10): basic time BT, then 2 penalty points on
    /// exceeding it, 2 more on exceeding each further BT/6 (6 in all), and a loss
    /// on exceeding 3·BT/6 = BT/2 of extra time. See [`ing_pp`](super::ing_pp).
    IngPenaltyPoints {
        /// Basic time BT, more than 0.
        basic: u64,
    },
    /// Ing's RS system, byo-yomi (RULES R1.10): after basic time, a set number of
    /// moves (one or more) in every period of `period`; the total time is not
    /// limited, but failing a period loses. This is Canadian overtime with
    /// `moves_per_period` stones and unlimited periods: after the last move of a
    /// period a fresh one starts, time left over is not carried.
    IngReadSeconds {
        /// Basic time BT.
        basic: u64,
        /// Length of each period, more than 0.
        period: u64,
        /// Moves to make in each period, at least 1.
        moves_per_period: u32,
    },
}

impl TimeControl {
    /// Main (basic) time, before any overtime.
    pub const fn main(&self) -> u64 {
        match *self {
            TimeControl::Absolute { main }
            | TimeControl::Fischer { main, .. }
            | TimeControl::ByoYomi { main, .. }
            | TimeControl::Canadian { main, .. } => main,
            TimeControl::IngPenaltyPoints { basic } | TimeControl::IngReadSeconds { basic, .. } => {
                basic
            }
        }
    }

    /// The name of the system in the text form: `absolute`, `fischer`, `byoyomi`,
    /// `canadian`, `ing-pp`, `ing-rs`.
    pub const fn name(&self) -> &'static str {
        self.system().name()
    }

    /// The system.
    pub const fn system(&self) -> ClockSystem {
        match self {
            TimeControl::Absolute { .. } => ClockSystem::Absolute,
            TimeControl::Fischer { .. } => ClockSystem::Fischer,
            TimeControl::ByoYomi { .. } => ClockSystem::ByoYomi,
            TimeControl::Canadian { .. } => ClockSystem::Canadian,
            TimeControl::IngPenaltyPoints { .. } => ClockSystem::IngPenaltyPoints,
            TimeControl::IngReadSeconds { .. } => ClockSystem::IngReadSeconds,
        }
    }

    /// The main (basic) time and then the values of [`ClockSystem::fields`], in
    /// order; the slice holds as many as the system has (1 to 3).
    pub fn values(&self) -> ([u64; 3], usize) {
        let values = match *self {
            TimeControl::Absolute { main } | TimeControl::IngPenaltyPoints { basic: main } => {
                [main, 0, 0]
            }
            TimeControl::Fischer { main, increment } => [main, increment, 0],
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => [main, periods.into(), period],
            TimeControl::Canadian {
                main,
                stones,
                period,
            } => [main, stones.into(), period],
            TimeControl::IngReadSeconds {
                basic,
                period,
                moves_per_period,
            } => [basic, period, moves_per_period.into()],
        };
        (values, 1 + self.system().fields().len())
    }

    /// A fresh clock side: full main time, every period and stone to come.
    pub fn fresh_player(&self) -> PlayerClock {
        let mut p = PlayerClock {
            main_left: self.main(),
            ..PlayerClock::default()
        };
        match *self {
            TimeControl::ByoYomi { periods, .. } => p.periods_left = periods,
            TimeControl::Canadian { stones, .. } => p.stones_left = stones,
            TimeControl::IngReadSeconds {
                moves_per_period, ..
            } => p.stones_left = moves_per_period,
            _ => {}
        }
        p
    }

    /// Uses `elapsed` ms of player `p`'s thinking time (no move made). Returns
    /// `true` if the flag fell within it. Using `a` then `b` gives the same state
    /// as using `a + b`, so the display can be computed at any moment.
    pub fn elapse(&self, p: &mut PlayerClock, elapsed: u64) -> bool {
        match *self {
            TimeControl::Absolute { .. } => absolute::elapse(p, elapsed),
            TimeControl::Fischer { .. } => fischer::elapse(p, elapsed),
            TimeControl::ByoYomi { period, .. } => byo_yomi::elapse(p, period, elapsed),
            TimeControl::Canadian { period, .. } => canadian::elapse(p, period, elapsed),
            TimeControl::IngReadSeconds { period, .. } => ing_rs::elapse(p, period, elapsed),
            TimeControl::IngPenaltyPoints { basic } => ing_pp::elapse(p, basic, elapsed),
        }
    }

    /// Player `p` completed a move (pressed the clock) with time left: Fischer
    /// adds the increment, byo-yomi starts the period afresh, Canadian and RS
    /// count the move.
    pub fn moved(&self, p: &mut PlayerClock) {
        p.moves = p.moves.saturating_add(1);
        match *self {
            TimeControl::Absolute { .. } | TimeControl::IngPenaltyPoints { .. } => {}
            TimeControl::Fischer { increment, .. } => fischer::moved(p, increment),
            TimeControl::ByoYomi { .. } => byo_yomi::moved(p),
            TimeControl::Canadian { stones, .. } => canadian::moved(p, stones),
            TimeControl::IngReadSeconds {
                moves_per_period, ..
            } => ing_rs::moved(p, moves_per_period),
        }
    }

    /// How long player `p` can still think without moving before the flag falls:
    /// using more than this loses. Byo-yomi counts every period left; PP counts
    /// up to BT/2 of extra time (RULES R1.10).
    pub fn remaining(&self, p: &PlayerClock) -> u64 {
        match *self {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => p.main_left,
            TimeControl::ByoYomi { period, .. } => byo_yomi::remaining(p, period),
            TimeControl::Canadian { period, .. } | TimeControl::IngReadSeconds { period, .. } => {
                canadian::remaining(p, period)
            }
            TimeControl::IngPenaltyPoints { basic } => ing_pp::remaining(p, basic),
        }
    }

    /// Player `p`'s time left in the current stage, what a clock face shows: the main time
    /// until it is used up, then the current period (byo-yomi, Canadian, RS) or
    /// the time until the next penalty or the loss (PP). Using more than this
    /// loses a period, adds penalty points or loses.
    pub fn stage_left(&self, p: &PlayerClock) -> u64 {
        if !p.in_overtime {
            return p.main_left;
        }
        match *self {
            TimeControl::Absolute { .. } | TimeControl::Fischer { .. } => 0,
            TimeControl::ByoYomi { period, .. }
            | TimeControl::Canadian { period, .. }
            | TimeControl::IngReadSeconds { period, .. } => period.saturating_sub(p.overtime_used),
            TimeControl::IngPenaltyPoints { basic } => {
                ing_pp::next_step_left(basic, p.overtime_used)
            }
        }
    }

    /// Player `p`'s own penalty points under PP, before cancellation
    /// (RULES R1.10; see [`ing_pp::penalty_points`]); 0 under other systems.
    pub fn penalty_points(&self, p: &PlayerClock) -> u32 {
        match *self {
            TimeControl::IngPenaltyPoints { basic } => {
                ing_pp::penalty_points(basic, p.overtime_used)
            }
            _ => 0,
        }
    }

    /// Checks that the control can run: a game with no time at all, an empty
    /// period or a period of no moves is refused with the reason.
    pub fn validate(&self) -> Result<(), ClockError> {
        let bad = |why| Err(ClockError::InvalidControl(why));
        match *self {
            TimeControl::Absolute { main } | TimeControl::Fischer { main, .. } if main == 0 => {
                bad("main time must be more than 0")
            }
            TimeControl::IngPenaltyPoints { basic: 0 } => {
                bad("the PP system needs basic time more than 0 (penalties come at BT/6)")
            }
            TimeControl::ByoYomi { periods: 0, .. } => bad("byo-yomi needs at least one period"),
            TimeControl::Canadian { stones: 0, .. } => {
                bad("Canadian overtime needs at least one stone per period")
            }
            TimeControl::IngReadSeconds {
                moves_per_period: 0,
                ..
            } => bad("the RS system needs at least one move per period"),
            TimeControl::ByoYomi { period: 0, .. }
            | TimeControl::Canadian { period: 0, .. }
            | TimeControl::IngReadSeconds { period: 0, .. } => {
                bad("an overtime period must be more than 0")
            }
            _ => Ok(()),
        }
    }
}

/// The text form: the name, a colon and the fields in declaration order, in
/// milliseconds, separated by commas: `absolute:600000`, `fischer:600000,10000`,
/// `byoyomi:600000,5,30000` (main, periods, period), `canadian:600000,25,300000`
/// (main, stones, period), `ing-pp:3600000`, `ing-rs:3600000,30000,1` (basic,
/// period, moves per period).
impl fmt::Display for TimeControl {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (values, count) = self.values();
        write!(f, "{}:{}", self.name(), values[0])?;
        values[1..count]
            .iter()
            .try_for_each(|value| write!(f, ",{}", value))
    }
}

/// Reads the form [`Display`](fmt::Display) writes; the control must also pass
/// [`TimeControl::validate`].
impl FromStr for TimeControl {
    type Err = ParseClockError;

    fn from_str(text: &str) -> Result<TimeControl, ParseClockError> {
        let err = ParseClockError::new("a time control such as `fischer:600000,10000`");
        let (name, fields) = text.trim().split_once(':').ok_or(err)?;
        let system = ClockSystem::parse(name).ok_or(err)?;
        let mut values = [0u64; 3];
        let mut count = 0;
        for field in fields.split(',') {
            let value = field
                .trim()
                .parse()
                .map_err(|_| ParseClockError::new("a number of milliseconds"))?;
            *values
                .get_mut(count)
                .ok_or(ParseClockError::new("no more fields than the system has"))? = value;
            count += 1;
        }
        if count != 1 + system.fields().len() {
            return Err(ParseClockError::new("as many fields as the system has"));
        }
        let control = system
            .control(values)
            .ok_or(ParseClockError::new("a count that fits in 32 bits"))?;
        control
            .validate()
            .map_err(|_| ParseClockError::new("a valid time control"))?;
        Ok(control)
    }
}

/// The clock systems (RULES R1.10 for Ing's PP and RS).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ClockSystem {
    /// Sudden death.
    Absolute,
    /// Fischer increments.
    Fischer,
    /// Japanese byo-yomi.
    ByoYomi,
    /// Canadian overtime.
    Canadian,
    /// Ing's PP, penalty points.
    IngPenaltyPoints,
    /// Ing's RS, byo-yomi.
    IngReadSeconds,
}

names!(
    /// The name in the text form and the API: `absolute`, `fischer`, `byoyomi`,
    /// `canadian`, `ing-pp`, `ing-rs`.
    ClockSystem, "clock system" {
        Absolute => "absolute",
        Fischer => "fischer",
        ByoYomi => "byoyomi",
        Canadian => "canadian",
        IngPenaltyPoints => "ing-pp",
        IngReadSeconds => "ing-rs",
    }
);

impl ClockSystem {
    /// The names of the control's fields after the main (basic) time, in the order
    /// of the text form and of [`TimeControl::values`]; the API's object form uses
    /// them as keys (`main` first).
    pub const fn fields(self) -> &'static [&'static str] {
        match self {
            ClockSystem::Absolute | ClockSystem::IngPenaltyPoints => &[],
            ClockSystem::Fischer => &["increment"],
            ClockSystem::ByoYomi => &["periods", "period"],
            ClockSystem::Canadian => &["stones", "period"],
            ClockSystem::IngReadSeconds => &["period", "movesPerPeriod"],
        }
    }

    /// The control of this system with the main time and the [`fields`](Self::fields)
    /// in order (unused values ignored); `None` for a count that does not fit in 32
    /// bits. Not yet validated ([`TimeControl::validate`]).
    pub fn control(self, [main, a, b]: [u64; 3]) -> Option<TimeControl> {
        let count = |n: u64| u32::try_from(n).ok();
        Some(match self {
            ClockSystem::Absolute => TimeControl::Absolute { main },
            ClockSystem::Fischer => TimeControl::Fischer { main, increment: a },
            ClockSystem::ByoYomi => TimeControl::ByoYomi {
                main,
                periods: count(a)?,
                period: b,
            },
            ClockSystem::Canadian => TimeControl::Canadian {
                main,
                stones: count(a)?,
                period: b,
            },
            ClockSystem::IngPenaltyPoints => TimeControl::IngPenaltyPoints { basic: main },
            ClockSystem::IngReadSeconds => TimeControl::IngReadSeconds {
                basic: main,
                period: a,
                moves_per_period: count(b)?,
            },
        })
    }
}
