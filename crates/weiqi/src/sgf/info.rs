//! Game information: names, ranks, date, event, result (SGF `FF[4]` "Game info
//! properties"; RULES R6 for `RE`, `KM`, `HA`, `RU`).

use alloc::string::String;
use core::fmt;

use super::tree::{GameTree, Node};
use super::values::ValueError;
use crate::color::Color;
use crate::rules::{Komi, RuleSet, Rules};

/// The game-information properties of a root node, as text (all SimpleText except
/// the game comment `GC`). Untrusted text: never inject it as HTML (RULES R6).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameInfo {
    /// `PB`, Black's name.
    pub black: Option<String>,
    /// `PW`, White's name.
    pub white: Option<String>,
    /// `BR`, Black's rank.
    pub black_rank: Option<String>,
    /// `WR`, White's rank.
    pub white_rank: Option<String>,
    /// `BT`, Black's team.
    pub black_team: Option<String>,
    /// `WT`, White's team.
    pub white_team: Option<String>,
    /// `DT`, the date(s), e.g. `2024-05-01`.
    pub date: Option<String>,
    /// `EV`, the event.
    pub event: Option<String>,
    /// `RO`, the round.
    pub round: Option<String>,
    /// `PC`, the place.
    pub place: Option<String>,
    /// `GN`, the game's name.
    pub game_name: Option<String>,
    /// `RE`, the result as written; see [`GameResult::parse`].
    pub result: Option<String>,
    /// `GC`, a comment on the game (Text: may hold line breaks).
    pub game_comment: Option<String>,
    /// `ON`, the opening.
    pub opening: Option<String>,
    /// `TM`, the time limit in seconds, as written.
    pub time_limit: Option<String>,
    /// `OT`, the overtime system.
    pub overtime: Option<String>,
    /// `SO`, the source.
    pub source: Option<String>,
    /// `AN`, the annotator.
    pub annotator: Option<String>,
    /// `US`, who entered the record.
    pub user: Option<String>,
    /// `CP`, the copyright.
    pub copyright: Option<String>,
}

/// Each field's identifier, for reading and writing in one loop.
const FIELDS: [&str; 20] = [
    "PB", "PW", "BR", "WR", "BT", "WT", "DT", "EV", "RO", "PC", "GN", "RE", "GC", "ON", "TM", "OT",
    "SO", "AN", "US", "CP",
];

impl GameInfo {
    fn fields_mut(&mut self) -> [&mut Option<String>; 20] {
        [
            &mut self.black,
            &mut self.white,
            &mut self.black_rank,
            &mut self.white_rank,
            &mut self.black_team,
            &mut self.white_team,
            &mut self.date,
            &mut self.event,
            &mut self.round,
            &mut self.place,
            &mut self.game_name,
            &mut self.result,
            &mut self.game_comment,
            &mut self.opening,
            &mut self.time_limit,
            &mut self.overtime,
            &mut self.source,
            &mut self.annotator,
            &mut self.user,
            &mut self.copyright,
        ]
    }

    /// Reads the game information of `node` (normally the root).
    pub fn from_node(node: &Node) -> GameInfo {
        let mut info = GameInfo::default();
        for (ident, field) in FIELDS.iter().zip(info.fields_mut()) {
            *field = match *ident {
                "GC" => node.text(ident),
                _ => node.simple_text(ident),
            };
        }
        info
    }

    /// Writes every field into `node`: set fields are set, empty ones removed.
    pub fn write_to(&self, node: &mut Node) {
        let mut info = self.clone();
        for (ident, field) in FIELDS.iter().zip(info.fields_mut()) {
            node.set_text(ident, field.as_deref().unwrap_or(""));
        }
    }

    /// The result, typed, when `RE` is present and readable.
    pub fn game_result(&self) -> Option<GameResult> {
        GameResult::parse(self.result.as_deref()?)
    }
}

/// How a game was won (the part of `RE` after `B+` or `W+`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Margin {
    /// By this many half points (`W+3.5` is 7).
    Points {
        /// The margin in half points.
        half_points: u32,
    },
    /// By resignation, `R`.
    Resignation,
    /// On time, `T`.
    Time,
    /// By forfeit, `F`.
    Forfeit,
    /// Not said: `B+`.
    Unspecified,
}

/// A game result, `RE` (SGF `FF[4]` "RE"; RULES R6).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameResult {
    /// `B+…` or `W+…`.
    Win {
        /// Who won.
        winner: Color,
        /// How.
        margin: Margin,
    },
    /// `0` (also read: `Draw`, `Jigo`).
    Draw,
    /// `Void`: no result, e.g. a repetition (RULES R3.5, R4.2).
    NoResult,
    /// `?`: unknown.
    Unknown,
}

impl GameResult {
    /// Reads an `RE` value: `B+R`, `W+3.5`, `B+T`, `W+F`, `B+`, `0`, `Draw`, `Void`, `?`.
    ///
    /// ```
    /// use weiqi::sgf::{GameResult, Margin};
    /// use weiqi::Color;
    /// assert_eq!(
    ///     GameResult::parse("W+3.5"),
    ///     Some(GameResult::Win { winner: Color::White, margin: Margin::Points { half_points: 7 } })
    /// );
    /// assert_eq!(GameResult::parse("B+Resign").unwrap().to_string(), "B+R");
    /// ```
    pub fn parse(text: &str) -> Option<GameResult> {
        let t = text.trim();
        let is = |word: &str| t.eq_ignore_ascii_case(word);
        if is("0") || is("draw") || is("jigo") {
            return Some(GameResult::Draw);
        }
        if is("void") {
            return Some(GameResult::NoResult);
        }
        if is("?") {
            return Some(GameResult::Unknown);
        }
        let (who, how) = t.split_once('+')?;
        let winner = match who.trim() {
            "B" | "b" => Color::Black,
            "W" | "w" => Color::White,
            _ => return None,
        };
        let how = how.trim();
        let word = |w: &str| how.eq_ignore_ascii_case(w);
        let margin = if how.is_empty() {
            Margin::Unspecified
        } else if word("r") || word("resign") {
            Margin::Resignation
        } else if word("t") || word("time") {
            Margin::Time
        } else if word("f") || word("forfeit") {
            Margin::Forfeit
        } else {
            let half_points = Komi::parse(how)?.half_points();
            Margin::Points {
                half_points: u32::try_from(half_points).ok()?,
            }
        };
        Some(GameResult::Win { winner, margin })
    }
}

impl fmt::Display for GameResult {
    /// The `FF[4]` form: `B+R`, `W+3.5`, `0`, `Void`, `?`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GameResult::Draw => f.write_str("0"),
            GameResult::NoResult => f.write_str("Void"),
            GameResult::Unknown => f.write_str("?"),
            GameResult::Win { winner, margin } => {
                write!(f, "{}+", winner.letter())?;
                match margin {
                    Margin::Points { half_points } => {
                        write!(f, "{}", Komi::from_half_points(*half_points as i32))
                    }
                    Margin::Resignation => f.write_str("R"),
                    Margin::Time => f.write_str("T"),
                    Margin::Forfeit => f.write_str("F"),
                    Margin::Unspecified => Ok(()),
                }
            }
        }
    }
}

/// What `RU[]` said (RULES R6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesValue {
    /// A rule set this crate knows: `GOE`, `Japanese`, `Chinese`, `AGA`, `NZ`,
    /// `Korean`, `EGF-SIR`, `Russian`, `Tromp-Taylor` and their aliases.
    Known(RuleSet),
    /// A preset and knobs that differ from it, as [`Rules::sgf_value`] writes them
    /// (`Japanese ko=positional`): the preset and the rules.
    Described(RuleSet, Rules),
    /// A value no preset answers to, as written.
    Unknown(String),
}

impl GameTree {
    /// The game information of the root node.
    pub fn info(&self) -> GameInfo {
        GameInfo::from_node(self.root_node())
    }

    /// The rules named by the root's `RU`, if any (RULES R6); an empty `RU[]` is
    /// none.
    pub fn rules_value(&self) -> Option<RulesValue> {
        let value = self.root_node().simple_text("RU")?;
        if value.trim().is_empty() {
            return None;
        }
        Some(match Rules::from_sgf(&value) {
            Some((rs, rules)) if rules == rs.rules() => RulesValue::Known(rs),
            Some((rs, rules)) => RulesValue::Described(rs, rules),
            None => RulesValue::Unknown(value),
        })
    }

    /// The root's komi, `KM`, if any.
    pub fn komi(&self) -> Option<Result<Komi, ValueError>> {
        let value = self.root_node().value("KM")?;
        Some(Komi::parse(value).ok_or_else(|| {
            ValueError::new("KM", value, "a whole or half number of points, such as 6.5")
        }))
    }

    /// The root's handicap, `HA`, if any.
    pub fn handicap(&self) -> Option<Result<u32, ValueError>> {
        let value = self.root_node().value("HA")?;
        Some(
            value
                .trim()
                .parse::<u32>()
                .map_err(|_| ValueError::new("HA", value, "a number of handicap stones")),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use alloc::string::ToString;

    // RULES R6: `RE` values `B+R`, `W+3.5`, `0` for a draw, `Void` for no result.
    #[test]
    fn results_round_trip() {
        for text in ["B+R", "W+3.5", "0", "Void", "?", "B+T", "W+F", "B+", "W+12"] {
            assert_eq!(GameResult::parse(text).unwrap().to_string(), text);
        }
        assert_eq!(GameResult::parse("Draw"), Some(GameResult::Draw));
        assert_eq!(GameResult::parse("X+1"), None);
        assert_eq!(GameResult::parse("B+abc"), None);
    }
}
