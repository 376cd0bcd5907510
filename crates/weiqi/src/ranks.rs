//! Ing's rank system and the handicap it implies (RULES R1.8).
//!
//! Ranks on one scale of points: *chi* 9..1 are 8 points apart; 1 *tuan* is 8
//! points above 1 chi and tuan are 4 apart; *pin* are 2 apart with 9 pin equal to
//! 7 tuan (and so 5 pin to 9 tuan).

use core::fmt;

use crate::rules::Komi;

/// An Ing rank.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum IngRank {
    /// Amateur ranks, 9 (weakest) to 1 chi.
    Chi(u8),
    /// Strong amateur ranks, 1 to 9 tuan (strongest).
    Tuan(u8),
    /// Professional ranks, 9 to 1 pin (strongest).
    Pin(u8),
}

/// A rank that could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankError;

impl fmt::Display for RankError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not an Ing rank: write a number from 1 to 9 and chi, tuan or pin (e.g. 3 chi, 4 tuan, 6 pin)")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for RankError {}

impl IngRank {
    /// The rank's place on the common scale, in points (9 chi = 0, 1 pin = 112).
    pub const fn points(self) -> u32 {
        match self {
            IngRank::Chi(n) => (9 - n as u32) * 8,
            IngRank::Tuan(n) => 72 + (n as u32 - 1) * 4,
            IngRank::Pin(n) => 96 + (9 - n as u32) * 2,
        }
    }

    /// Reads `3 chi`, `4tuan`, `6 Pin`, and the Russian `3 чи`, `4 туань`, `6 пин`.
    ///
    /// ```
    /// use weiqi::ranks::IngRank;
    /// assert_eq!(IngRank::parse("4 tuan"), Ok(IngRank::Tuan(4)));
    /// assert!(IngRank::parse("10 chi").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<IngRank, RankError> {
        let t = text.trim();
        let digits = t.bytes().take_while(u8::is_ascii_digit).count();
        // Checked splits: an unchecked `str` index would pull the panic's message
        // formatting into the WebAssembly module.
        let (number, unit) = t.split_at_checked(digits).ok_or(RankError)?;
        let n: u8 = number.parse().map_err(|_| RankError)?;
        if !(1..=9).contains(&n) {
            return Err(RankError);
        }
        let unit = unit.trim();
        let is = |names: &[&str]| {
            names
                .iter()
                .any(|name| unit.eq_ignore_ascii_case(name) || unit == *name)
        };
        if is(&["chi", "чи"]) {
            Ok(IngRank::Chi(n))
        } else if is(&["tuan", "туань"]) {
            Ok(IngRank::Tuan(n))
        } else if is(&["pin", "пин"]) {
            Ok(IngRank::Pin(n))
        } else {
            Err(RankError)
        }
    }
}

impl fmt::Display for IngRank {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            IngRank::Chi(n) => write!(f, "{} chi", n),
            IngRank::Tuan(n) => write!(f, "{} tuan", n),
            IngRank::Pin(n) => write!(f, "{} pin", n),
        }
    }
}

/// The conditions of a game between two ranks (RULES R1.8): the weaker player
/// takes Black.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RankHandicap {
    /// Difference of the ranks in points.
    pub difference: u32,
    /// Handicap moves Black makes in a row at the start.
    pub handicap_moves: u32,
    /// Komi: positive to White, negative ("reverse komi") to Black.
    pub komi: Komi,
}

/// The handicap and komi for players of ranks `a` and `b` (RULES R1.8): D points
/// apart, komi 8 − D when D ≤ 8; otherwise E = D − 8 gives ⌊E/8⌋ handicap moves and
/// E mod 8 points to Black.
///
/// ```
/// use weiqi::ranks::{rank_handicap, IngRank};
/// let h = rank_handicap(IngRank::Tuan(4), IngRank::Chi(4));
/// assert_eq!((h.difference, h.handicap_moves, h.komi.half_points()), (44, 4, -8));
/// ```
pub fn rank_handicap(a: IngRank, b: IngRank) -> RankHandicap {
    let difference = a.points().abs_diff(b.points());
    if difference <= 8 {
        RankHandicap {
            difference,
            handicap_moves: 0,
            komi: Komi::from_points(8 - difference as i32),
        }
    } else {
        let extra = difference - 8;
        RankHandicap {
            difference,
            handicap_moves: extra / 8,
            komi: Komi::from_points(-((extra % 8) as i32)),
        }
    }
}
