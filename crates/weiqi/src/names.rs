//! The names of the engine's closed sets of values — rule knobs, presets, error
//! codes, clock systems, count steps — as the APIs and text forms write them. Each
//! set is an enum with `ALL`, a `name` and a parser ([`Named`]); nothing outside
//! the engine keeps a list of them.

use core::fmt;

/// A closed set of values, each with a stable name.
pub trait Named: Copy + PartialEq + 'static {
    /// What one value is, for messages: `ko rule`, `clock system`, …
    const WHAT: &'static str;
    /// Every value, in the order a list shows them.
    const ALL: &'static [Self];
    /// Every value's name, in the order of `ALL`.
    const NAMES: &'static [&'static str];

    /// The value's name: lower case, words joined by `-`.
    fn name(self) -> &'static str;

    /// The value named `name`, in any case, spaces around ignored.
    fn from_name(name: &str) -> Option<Self>;
}

/// Where `name` (any case, spaces around ignored) stands in `names`: one body for
/// every parser, which keeps the `.wasm` small.
pub fn position(names: &[&str], name: &str) -> Option<usize> {
    let name = name.trim();
    names.iter().position(|n| n.eq_ignore_ascii_case(name))
}

/// A name that is none of a [`Named`] set's: says what was expected.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownName {
    /// What was being named ([`Named::WHAT`]).
    pub what: &'static str,
    /// The names accepted.
    pub names: &'static [&'static str],
}

impl fmt::Display for UnknownName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown {}: use ", self.what)?;
        write_or_list(f, self.names)
    }
}

#[cfg(feature = "std")]
impl std::error::Error for UnknownName {}

/// Writes `a, b or c`.
pub fn write_or_list(f: &mut impl fmt::Write, names: &[&str]) -> fmt::Result {
    for (i, name) in names.iter().enumerate() {
        match i {
            0 => {}
            _ if i + 1 == names.len() => f.write_str(" or ")?,
            _ => f.write_str(", ")?,
        }
        f.write_str(name)?;
    }
    Ok(())
}

/// Gives an enum of unit variants its names: `ALL`, `name`, `parse`, [`Named`],
/// `Display` and `FromStr`.
macro_rules! names {
    ($(#[$doc:meta])* $ty:ident, $what:literal { $($variant:ident => $name:literal),+ $(,)? }) => {
        impl $ty {
            /// Every value, in declaration order.
            pub const ALL: [$ty; [$($name),+].len()] = [$($ty::$variant),+];
            /// Every value's name, in the order of `ALL`.
            pub const NAMES: [&'static str; [$($name),+].len()] = [$($name),+];

            $(#[$doc])*
            pub const fn name(self) -> &'static str {
                match self {
                    $($ty::$variant => $name,)+
                }
            }

            /// The value with this name, in any case, spaces around ignored.
            pub fn parse(name: &str) -> Option<$ty> {
                $crate::names::position(&$ty::NAMES, name).map(|i| $ty::ALL[i])
            }
        }

        impl $crate::names::Named for $ty {
            const WHAT: &'static str = $what;
            const ALL: &'static [$ty] = &$ty::ALL;
            const NAMES: &'static [&'static str] = &$ty::NAMES;

            fn name(self) -> &'static str {
                $ty::name(self)
            }

            fn from_name(name: &str) -> Option<$ty> {
                $ty::parse(name)
            }
        }

        impl core::fmt::Display for $ty {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str(self.name())
            }
        }

        impl core::str::FromStr for $ty {
            type Err = $crate::names::UnknownName;

            fn from_str(text: &str) -> Result<$ty, $crate::names::UnknownName> {
                $ty::parse(text).ok_or($crate::names::UnknownName {
                    what: $what,
                    names: &$ty::NAMES,
                })
            }
        }
    };
}

pub(crate) use names;

/// The code of every error the engine's APIs report, stable so that a front end
/// keys marks and translations on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ErrorCode {
    /// A stone already stands on the point.
    Occupied,
    /// The rules forbid this suicide (RULES R0.5).
    Suicide,
    /// An immediate ko retake (RULES R3.5, R4.2).
    Ko,
    /// The move would repeat an earlier position or situation (RULES R2.2, R3.4).
    Superko,
    /// Ing's hot stone may not be retaken at once (RULES R1.4).
    HotStone,
    /// Ing's cycle rule: the player who began this cycle may not begin it again
    /// (RULES R1.4).
    Cycle,
    /// In the play-out that confirms life and death, a capture in a ko already
    /// taken since the stop, before the opponent passed for it (RULES R4.7).
    ConfirmationKo,
    /// Two passes stopped play: life and death are being agreed (RULES R1.6, R2.4,
    /// R4.4).
    Stopped,
    /// The game has ended.
    GameOver,
    /// A point that cannot be read, or is not on this board.
    BadPoint,
    /// A colour other than Black or White.
    BadColor,
    /// An option that is unknown or has a wrong value.
    BadOption,
    /// An end-of-game step while play goes on.
    NotStopped,
    /// A dead-stone mark on an empty point.
    NoStone,
    /// A step the rules do not have (Tromp–Taylor never resumes).
    NotInTheseRules,
    /// A record that cannot be read.
    BadSgf,
    /// A record's bytes that cannot be read as text without loss in their character
    /// set (RULES R6.2).
    BadEncoding,
    /// A record's node id that names no node now (or the root, where a node must
    /// have a parent).
    BadNode,
    /// The fill-the-board count cannot run on this position (RULES R1.1, R1.9).
    CannotCount,
    /// A clock time that cannot be read, or earlier than the clock's last reading.
    BadTime,
    /// A clock call that does not fit the clock's state.
    ClockState,
    /// The clock's flag has fallen (RULES R1.10).
    Flagged,
    /// A call on an object after `free()` (raised by the JavaScript glue).
    Freed,
}

names!(
    /// The code as the APIs write it: `occupied`, `hot-stone`, `bad-option`, …
    ErrorCode, "error code" {
        Occupied => "occupied",
        Suicide => "suicide",
        Ko => "ko",
        Superko => "superko",
        HotStone => "hot-stone",
        Cycle => "cycle",
        ConfirmationKo => "confirmation-ko",
        Stopped => "stopped",
        GameOver => "game-over",
        BadPoint => "bad-point",
        BadColor => "bad-color",
        BadOption => "bad-option",
        NotStopped => "not-stopped",
        NoStone => "no-stone",
        NotInTheseRules => "not-in-these-rules",
        BadSgf => "bad-sgf",
        BadEncoding => "bad-encoding",
        BadNode => "bad-node",
        CannotCount => "cannot-count",
        BadTime => "bad-time",
        ClockState => "clock-state",
        Flagged => "flagged",
        Freed => "freed",
    }
);

impl ErrorCode {
    /// Whether the code is a reason a move may not be played (what `check` and
    /// `bans` report): those up to `bad-point`.
    pub const fn is_move_reason(self) -> bool {
        (self as u8) <= (ErrorCode::BadPoint as u8)
    }
}
