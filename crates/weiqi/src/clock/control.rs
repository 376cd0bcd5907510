//! The time controls a [`Clock`](super::Clock) can run, and their text form.

use core::fmt;
use core::str::FromStr;

use super::error::{ClockError, ParseClockError};

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
        match self {
            TimeControl::Absolute { .. } => "absolute",
            TimeControl::Fischer { .. } => "fischer",
            TimeControl::ByoYomi { .. } => "byoyomi",
            TimeControl::Canadian { .. } => "canadian",
            TimeControl::IngPenaltyPoints { .. } => "ing-pp",
            TimeControl::IngReadSeconds { .. } => "ing-rs",
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
        write!(f, "{}:", self.name())?;
        match *self {
            TimeControl::Absolute { main } => write!(f, "{}", main),
            TimeControl::Fischer { main, increment } => write!(f, "{},{}", main, increment),
            TimeControl::ByoYomi {
                main,
                periods,
                period,
            } => write!(f, "{},{},{}", main, periods, period),
            TimeControl::Canadian {
                main,
                stones,
                period,
            } => write!(f, "{},{},{}", main, stones, period),
            TimeControl::IngPenaltyPoints { basic } => write!(f, "{}", basic),
            TimeControl::IngReadSeconds {
                basic,
                period,
                moves_per_period,
            } => write!(f, "{},{},{}", basic, period, moves_per_period),
        }
    }
}

/// Reads the form [`Display`](fmt::Display) writes; the control must also pass
/// [`TimeControl::validate`].
impl FromStr for TimeControl {
    type Err = ParseClockError;

    fn from_str(text: &str) -> Result<TimeControl, ParseClockError> {
        let err = ParseClockError::new("a time control such as `fischer:600000,10000`");
        let (name, fields) = text.trim().split_once(':').ok_or(err)?;
        let mut it = fields.split(',');
        let mut ms = || -> Result<u64, ParseClockError> {
            it.next()
                .and_then(|t| t.trim().parse().ok())
                .ok_or(ParseClockError::new("a number of milliseconds"))
        };
        let control = match name.trim() {
            "absolute" => TimeControl::Absolute { main: ms()? },
            "fischer" => TimeControl::Fischer {
                main: ms()?,
                increment: ms()?,
            },
            "byoyomi" => TimeControl::ByoYomi {
                main: ms()?,
                periods: count(ms()?)?,
                period: ms()?,
            },
            "canadian" => TimeControl::Canadian {
                main: ms()?,
                stones: count(ms()?)?,
                period: ms()?,
            },
            "ing-pp" => TimeControl::IngPenaltyPoints { basic: ms()? },
            "ing-rs" => TimeControl::IngReadSeconds {
                basic: ms()?,
                period: ms()?,
                moves_per_period: count(ms()?)?,
            },
            _ => return Err(err),
        };
        if fields.split(',').count() != field_count(&control) {
            return Err(ParseClockError::new("no more fields than the system has"));
        }
        control
            .validate()
            .map_err(|_| ParseClockError::new("a valid time control"))?;
        Ok(control)
    }
}

fn count(n: u64) -> Result<u32, ParseClockError> {
    u32::try_from(n).map_err(|_| ParseClockError::new("a count that fits in 32 bits"))
}

fn field_count(control: &TimeControl) -> usize {
    match control {
        TimeControl::Absolute { .. } | TimeControl::IngPenaltyPoints { .. } => 1,
        TimeControl::Fischer { .. } => 2,
        _ => 3,
    }
}
