//! Why a move is not allowed, in words a player understands (RULES R1.4 wording).

use crate::names::ErrorCode;
use core::fmt;

/// The reason a move is illegal. `play` returns it and leaves the game unchanged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Illegal {
    /// The game is over (resignation or no result).
    GameOver,
    /// Two passes stopped play; it must be resumed first (RULES R1.6, R2.4, R4.4).
    Stopped,
    /// The point is not on this board.
    OffBoard,
    /// A stone already stands there.
    Occupied,
    /// The move would leave its own chain without liberties and capture nothing
    /// (RULES R3.3, R4.1), or remove a lone stone where that repeats the position
    /// (RULES R2.2).
    Suicide,
    /// The move would retake a ko at once: it recreates the position before the
    /// opponent's last move (RULES R3.5, R4.2).
    Ko,
    /// The move would recreate the position (positional superko, RULES R2.2) or the
    /// situation (situational superko, RULES R3.4) that stood after move `repeats`
    /// (0: the starting position).
    Superko {
        /// The move after which the repeated position stood.
        repeats: u32,
    },
    /// Ing: the move would capture a hot stone, one that has just captured (RULES R1.4).
    HotStone,
    /// Ing: this player began this cycle at move `began` and may not begin it
    /// again (RULES R1.4).
    CycleRestart {
        /// The earlier move, same player, same point, same situation.
        began: u32,
    },
    /// In the play-out that confirms life and death after the stop, the move would
    /// capture again in a ko where a capture has already been made since the stop;
    /// it may once the opponent has passed for that capture (RULES R4.7, articles
    /// 7.3–7.4 of the translated code).
    ConfirmationKo,
}

impl Illegal {
    /// A short stable name: `occupied`, `suicide`, `ko`, `superko`, `hot-stone`,
    /// `cycle`, `confirmation-ko`, `off-board`, `stopped`, `game-over`. The UI keys marks and
    /// translations on it.
    pub const fn code(self) -> &'static str {
        match self {
            Illegal::GameOver => "game-over",
            Illegal::Stopped => "stopped",
            Illegal::OffBoard => "off-board",
            Illegal::Occupied => "occupied",
            Illegal::Suicide => "suicide",
            Illegal::Ko => "ko",
            Illegal::Superko { .. } => "superko",
            Illegal::HotStone => "hot-stone",
            Illegal::CycleRestart { .. } => "cycle",
            Illegal::ConfirmationKo => "confirmation-ko",
        }
    }
}

impl Illegal {
    /// The API's code for the reason: [`Illegal::code`], except that `off-board`
    /// is `bad-point`, like a point that cannot be read.
    pub const fn error_code(self) -> ErrorCode {
        match self {
            Illegal::GameOver => ErrorCode::GameOver,
            Illegal::Stopped => ErrorCode::Stopped,
            Illegal::OffBoard => ErrorCode::BadPoint,
            Illegal::Occupied => ErrorCode::Occupied,
            Illegal::Suicide => ErrorCode::Suicide,
            Illegal::Ko => ErrorCode::Ko,
            Illegal::Superko { .. } => ErrorCode::Superko,
            Illegal::HotStone => ErrorCode::HotStone,
            Illegal::CycleRestart { .. } => ErrorCode::Cycle,
            Illegal::ConfirmationKo => ErrorCode::ConfirmationKo,
        }
    }
}

impl fmt::Display for Illegal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Illegal::GameOver => f.write_str("the game is over: no more moves"),
            Illegal::Stopped => {
                f.write_str("play has stopped after two passes: resume the game before moving")
            }
            Illegal::OffBoard => f.write_str("that point is not on this board"),
            Illegal::Occupied => f.write_str("a stone already stands on that point"),
            Illegal::Suicide => {
                f.write_str("suicide: the stone would have no liberty and capture nothing")
            }
            Illegal::Ko => {
                f.write_str("ko: retaking at once would repeat the position; play elsewhere first")
            }
            Illegal::Superko { repeats: 0 } => {
                f.write_str("superko: this would repeat the starting position")
            }
            Illegal::Superko { repeats } => write!(
                f,
                "superko: this would repeat the position after move {}",
                repeats
            ),
            Illegal::HotStone => f.write_str("hot stone: capture it after one other move or pass"),
            Illegal::CycleRestart { began } => write!(
                f,
                "cycle: you began this repetition at move {} and may not begin it again",
                began
            ),
            Illegal::ConfirmationKo => {
                f.write_str("confirmation ko: the opponent must pass for this ko first")
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Illegal {}
