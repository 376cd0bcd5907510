//! Errors of the JavaScript API: a stable `code` and a message a person can read.
//!
//! In JavaScript every error is an `Error` with a `code` property (see
//! `js::error_to_js`). The codes are fixed; the front end keys marks and translations
//! on them:
//!
//! | code | when |
//! |---|---|
//! | `occupied`, `suicide`, `ko`, `superko`, `hot-stone`, `cycle` | the rules forbid the move ([`weiqi::Illegal`]) |
//! | `stopped` | two passes stopped play: life and death are being agreed, no move may be played (RULES R1.6, R2.4, R4.4) |
//! | `game-over` | the game has ended (resignation, no result) |
//! | `bad-point` | a point that cannot be read, or is not on this board |
//! | `bad-color` | a colour other than `'B'` / `'W'` |
//! | `bad-option` | an option of `new Game(…)` that is unknown or has a wrong value |
//! | `not-stopped` | a dead-stone mark, agreement or resumption while play goes on |
//! | `no-stone` | a dead-stone mark on an empty point |
//! | `not-in-these-rules` | a step the rules do not have (Tromp–Taylor never resumes) |
//! | `bad-sgf` | a record that cannot be read: the message says the line and column |
//! | `cannot-count` | the fill-the-board count cannot run on this position (even board, …) |
//! | `bad-time` | a clock time that is not a whole number of ms from 0, or earlier than the clock's last reading |
//! | `clock-state` | a clock call that does not fit the clock's state (press before start, resume while running, …) |
//! | `flagged` | the clock's flag has fallen: the clock is frozen (RULES R1.10) |

use core::fmt;

use weiqi::clock::ClockError;
use weiqi::{EndError, Illegal};

/// The codes of moves the rules forbid, as `check` and `bans` report them.
pub const ILLEGAL_CODES: [&str; 9] = [
    "occupied",
    "suicide",
    "ko",
    "superko",
    "hot-stone",
    "cycle",
    "stopped",
    "game-over",
    "bad-point",
];

/// Every code an `Error` from the API can carry.
pub const ERROR_CODES: [&str; 19] = [
    "occupied",
    "suicide",
    "ko",
    "superko",
    "hot-stone",
    "cycle",
    "stopped",
    "game-over",
    "bad-point",
    "bad-color",
    "bad-option",
    "not-stopped",
    "no-stone",
    "not-in-these-rules",
    "bad-sgf",
    "cannot-count",
    "bad-time",
    "clock-state",
    "flagged",
];

/// An error of the API: one of [`ERROR_CODES`] and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    code: &'static str,
    message: String,
    /// The move an illegal move's reason names (`superko`, `cycle`), as `check`
    /// gives it.
    move_number: Option<u32>,
}

impl ApiError {
    /// `bad-point`: a point that cannot be read or is off the board.
    pub fn bad_point(message: impl Into<String>) -> ApiError {
        ApiError::new("bad-point", message.into())
    }

    /// `bad-color`: a colour other than `B` or `W`.
    pub fn bad_color(message: impl Into<String>) -> ApiError {
        ApiError::new("bad-color", message.into())
    }

    /// `bad-option`: an unknown option or a wrong value in `new Game(…)`.
    pub fn bad_option(message: impl Into<String>) -> ApiError {
        ApiError::new("bad-option", message.into())
    }

    /// `bad-sgf`: a record that cannot be read.
    pub fn bad_sgf(message: impl Into<String>) -> ApiError {
        ApiError::new("bad-sgf", message.into())
    }

    /// `cannot-count`: the fill-the-board count cannot run on this position.
    pub fn cannot_count(message: impl Into<String>) -> ApiError {
        ApiError::new("cannot-count", message.into())
    }

    /// `bad-time`: a clock time that cannot be read.
    pub fn bad_time(message: impl Into<String>) -> ApiError {
        ApiError::new("bad-time", message.into())
    }

    /// An error with `code` and `message`, naming no move.
    fn new(code: &'static str, message: String) -> ApiError {
        ApiError {
            code,
            message,
            move_number: None,
        }
    }

    /// The move an illegal move's reason names (see
    /// [`reason_move_number`](crate::results::reason_move_number)).
    pub fn move_number(&self) -> Option<u32> {
        self.move_number
    }

    /// The stable code, one of [`ERROR_CODES`].
    pub fn code(&self) -> &'static str {
        self.code
    }

    /// The message, in English.
    pub fn message(&self) -> &str {
        &self.message
    }
}

impl From<Illegal> for ApiError {
    /// The engine's reason with its code; a point off the board is `bad-point`, like
    /// one that cannot be read.
    fn from(reason: Illegal) -> ApiError {
        ApiError {
            code: illegal_code(reason),
            message: reason.to_string(),
            move_number: crate::results::reason_move_number(reason),
        }
    }
}

impl From<EndError> for ApiError {
    /// Why an end-of-game action (resignation, dead stones, agreement, resumption)
    /// was refused.
    fn from(reason: EndError) -> ApiError {
        let code = match reason {
            EndError::NotStopped => "not-stopped",
            EndError::GameOver => "game-over",
            EndError::NoStone => "no-stone",
            EndError::NotInTheseRules => "not-in-these-rules",
        };
        ApiError::new(code, reason.to_string())
    }
}

impl From<ClockError> for ApiError {
    /// Why a clock call was refused: a control that cannot run is `bad-option`, a
    /// fallen flag `flagged`, time going backwards `bad-time`, any other call out of
    /// place `clock-state`.
    fn from(reason: ClockError) -> ApiError {
        let code = match reason {
            ClockError::InvalidControl(_) => "bad-option",
            ClockError::Flagged { .. } => "flagged",
            ClockError::TimeWentBackwards { .. } => "bad-time",
            _ => "clock-state",
        };
        ApiError::new(code, reason.to_string())
    }
}

/// The API code of an engine reason: [`Illegal::code`], except that `off-board` is
/// `bad-point`.
pub fn illegal_code(reason: Illegal) -> &'static str {
    match reason {
        Illegal::OffBoard => "bad-point",
        other => other.code(),
    }
}

impl fmt::Display for ApiError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.message, self.code)
    }
}

impl std::error::Error for ApiError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn engine_reasons_keep_their_codes_and_off_board_is_a_bad_point() {
        let reasons = [
            Illegal::GameOver,
            Illegal::Stopped,
            Illegal::OffBoard,
            Illegal::Occupied,
            Illegal::Suicide,
            Illegal::Ko,
            Illegal::Superko { repeats: 3 },
            Illegal::HotStone,
            Illegal::CycleRestart { began: 5 },
        ];
        for reason in reasons {
            let error = ApiError::from(reason);
            assert!(ILLEGAL_CODES.contains(&error.code()), "{error}");
            assert_eq!(error.message(), reason.to_string());
        }
        assert_eq!(ApiError::from(Illegal::OffBoard).code(), "bad-point");
        assert_eq!(ApiError::from(Illegal::Stopped).code(), "stopped");
        assert_eq!(
            ApiError::from(Illegal::CycleRestart { began: 5 }).code(),
            "cycle"
        );
    }

    #[test]
    fn end_of_game_refusals_have_codes() {
        let reasons = [
            EndError::NotStopped,
            EndError::GameOver,
            EndError::NoStone,
            EndError::NotInTheseRules,
        ];
        for reason in reasons {
            let error = ApiError::from(reason);
            assert!(ERROR_CODES.contains(&error.code()), "{error}");
        }
        assert_eq!(ApiError::from(EndError::GameOver).code(), "game-over");
    }

    #[test]
    fn every_illegal_code_is_an_error_code() {
        for code in ILLEGAL_CODES {
            assert!(ERROR_CODES.contains(&code), "{code}");
        }
    }
}
