//! Why a clock call was refused, and why clock text could not be read.

use crate::names::ErrorCode;
use core::fmt;

use crate::color::Color;

/// Why a [`Clock`](super::Clock) call was refused. No call panics: every call
/// that does not fit the clock's state returns one of these and changes nothing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ClockError {
    /// The time control cannot run (the reason is given).
    InvalidControl(&'static str),
    /// `start` on a clock that has already started.
    AlreadyStarted,
    /// The call needs a running clock, and this one has not been started.
    NotStarted,
    /// The call needs a running clock, and this one is paused.
    Paused,
    /// `resume` on a clock that is not paused.
    NotPaused,
    /// The flag has fallen: `loser` lost on time and the clock is frozen.
    Flagged {
        /// Who ran out of time.
        loser: Color,
    },
    /// The clock was stopped for good (the game ended).
    Stopped,
    /// `now` is earlier than the moment the running time was last settled.
    TimeWentBackwards {
        /// When the running player's time was last settled.
        since: u64,
        /// The `now` given.
        now: u64,
    },
}

impl ClockError {
    /// The API's code for the refusal: a control that cannot run is `bad-option`,
    /// a fallen flag `flagged`, time going backwards `bad-time`, any other call out
    /// of place `clock-state`.
    pub const fn error_code(self) -> ErrorCode {
        match self {
            ClockError::InvalidControl(_) => ErrorCode::BadOption,
            ClockError::Flagged { .. } => ErrorCode::Flagged,
            ClockError::TimeWentBackwards { .. } => ErrorCode::BadTime,
            _ => ErrorCode::ClockState,
        }
    }
}

impl fmt::Display for ClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ClockError::InvalidControl(why) => write!(f, "invalid time control: {}", why),
            ClockError::AlreadyStarted => f.write_str("the clock has already started"),
            ClockError::NotStarted => f.write_str("the clock has not been started"),
            ClockError::Paused => f.write_str("the clock is paused: resume it first"),
            ClockError::NotPaused => f.write_str("the clock is not paused"),
            ClockError::Flagged { loser } => {
                write!(f, "{} has lost on time; the clock is frozen", loser)
            }
            ClockError::Stopped => f.write_str("the clock has been stopped for good"),
            ClockError::TimeWentBackwards { since, now } => write!(
                f,
                "time went backwards: now is {} ms but the clock last ran at {} ms",
                now, since
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ClockError {}

/// Clock text (a [`TimeControl`](super::TimeControl) or a whole
/// [`Clock`](super::Clock)) that could not be read: what was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseClockError {
    /// What the reader expected where it stopped.
    pub expected: &'static str,
}

impl ParseClockError {
    pub(crate) const fn new(expected: &'static str) -> ParseClockError {
        ParseClockError { expected }
    }
}

impl fmt::Display for ParseClockError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read the clock text: expected {}", self.expected)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseClockError {}
