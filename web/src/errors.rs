//! Errors of the JavaScript API: a stable `code` and a message a person can read.
//!
//! In JavaScript every error is an `Error` with a `code` property (see
//! `js::error_to_js`). The codes are fixed; the front end keys marks and translations
//! on them:
//!
//! | code | when |
//! |---|---|
//! | `occupied`, `suicide`, `ko`, `superko`, `hot-stone`, `cycle` | the rules forbid the move ([`weiqi::Illegal`]) |
//! | `confirmation-ko` | in the confirmation play-out (`Game.confirm`), a second capture in a ko before the opponent's pass for it (RULES R4.7) |
//! | `stopped` | two passes stopped play: life and death are being agreed, no move may be played (RULES R1.6, R2.4, R4.4) |
//! | `game-over` | the game has ended (resignation, no result) |
//! | `bad-point` | a point that cannot be read, or is not on this board |
//! | `bad-color` | a colour other than `'B'` / `'W'` |
//! | `bad-option` | an option of `new Game(…)` that is unknown or has a wrong value |
//! | `not-stopped` | a dead-stone mark, agreement or resumption while play goes on |
//! | `no-stone` | a dead-stone mark on an empty point |
//! | `not-in-these-rules` | a step the rules do not have (Tromp–Taylor never resumes) |
//! | `bad-sgf` | a record that cannot be read: the message says the line and column |
//! | `bad-encoding` | a record's bytes that cannot be read as text without loss in their character set (RULES R6.2): the message says the set, the line and column, and the byte |
//! | `bad-node` | a record's node id that names no node (or the root, where it cannot be deleted or moved) |
//! | `cannot-count` | the fill-the-board count cannot run on this position (even board, …) |
//! | `bad-time` | a clock time that is not a whole number of ms from 0, or earlier than the clock's last reading |
//! | `clock-state` | a clock call that does not fit the clock's state (press before start, resume while running, …) |
//! | `flagged` | the clock's flag has fallen: the clock is frozen (RULES R1.10) |
//! | `freed` | a call on an object after `free()` or the end of its `using` block (raised by the glue `cargo xtask build` writes) |

use core::fmt;

use weiqi::clock::ClockError;
use weiqi::{EndError, ErrorCode, Illegal};

/// An error of the API: an engine [`ErrorCode`] and a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ApiError {
    code: ErrorCode,
    message: String,
    /// The move an illegal move's reason names (`superko`, `cycle`), as `check`
    /// gives it.
    move_number: Option<u32>,
}

impl ApiError {
    /// `bad-point`: a point that cannot be read or is off the board.
    pub fn bad_point(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadPoint, message.into())
    }

    /// `bad-color`: a colour other than `B` or `W`.
    pub fn bad_color(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadColor, message.into())
    }

    /// `bad-option`: an unknown option or a wrong value in `new Game(…)`.
    pub fn bad_option(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadOption, message.into())
    }

    /// `bad-sgf`: a record that cannot be read.
    pub fn bad_sgf(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadSgf, message.into())
    }

    /// `bad-encoding`: a record's bytes that are not text in their character set.
    pub fn bad_encoding(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadEncoding, message.into())
    }

    /// `bad-node`: a record's node id that names no node now.
    pub fn bad_node(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadNode, message.into())
    }

    /// `cannot-count`: the fill-the-board count cannot run on this position.
    pub fn cannot_count(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::CannotCount, message.into())
    }

    /// `bad-time`: a clock time that cannot be read.
    pub fn bad_time(message: impl Into<String>) -> ApiError {
        ApiError::new(ErrorCode::BadTime, message.into())
    }

    /// An error with `code` and `message`, naming no move.
    fn new(code: ErrorCode, message: String) -> ApiError {
        ApiError {
            code,
            message,
            move_number: None,
        }
    }

    /// The same error (code, move number) with another message.
    pub fn with_message(self, message: String) -> ApiError {
        ApiError { message, ..self }
    }

    /// The move an illegal move's reason names (see
    /// [`reason_move_number`](crate::results::reason_move_number)).
    pub fn move_number(&self) -> Option<u32> {
        self.move_number
    }

    /// The stable code's name ([`ErrorCode::name`]).
    pub fn code(&self) -> &'static str {
        self.code.name()
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
            code: reason.error_code(),
            message: reason.to_string(),
            move_number: crate::results::reason_move_number(reason),
        }
    }
}

impl From<EndError> for ApiError {
    /// Why an end-of-game action (resignation, dead stones, agreement, resumption)
    /// was refused.
    fn from(reason: EndError) -> ApiError {
        ApiError::new(reason.error_code(), reason.to_string())
    }
}

impl From<ClockError> for ApiError {
    /// Why a clock call was refused: a control that cannot run is `bad-option`, a
    /// fallen flag `flagged`, time going backwards `bad-time`, any other call out of
    /// place `clock-state`.
    fn from(reason: ClockError) -> ApiError {
        ApiError::new(reason.error_code(), reason.to_string())
    }
}

/// The API code of an engine reason: [`Illegal::error_code`]'s name (`off-board`
/// is `bad-point`).
pub fn illegal_code(reason: Illegal) -> &'static str {
    reason.error_code().name()
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
            Illegal::ConfirmationKo,
        ];
        for reason in reasons {
            let error = ApiError::from(reason);
            assert!(reason.error_code().is_move_reason(), "{error}");
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
            assert!(ErrorCode::parse(error.code()).is_some(), "{error}");
        }
        assert_eq!(ApiError::from(EndError::GameOver).code(), "game-over");
    }

    #[test]
    fn the_move_reasons_are_the_first_codes() {
        let reasons: Vec<&str> = ErrorCode::ALL
            .iter()
            .filter(|c| c.is_move_reason())
            .map(|c| c.name())
            .collect();
        assert_eq!(
            reasons,
            [
                "occupied",
                "suicide",
                "ko",
                "superko",
                "hot-stone",
                "cycle",
                "confirmation-ko",
                "stopped",
                "game-over",
                "bad-point"
            ]
        );
    }
}
