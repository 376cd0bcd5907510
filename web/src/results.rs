//! What the JavaScript API returns, as plain data: each type becomes a plain
//! JavaScript object with the camelCase field names of the TypeScript interfaces in
//! `typescript.rs` — built by hand in `objects.rs` (smaller), or by
//! serde-wasm-bindgen for the rules' descriptions.

use serde::Serialize;
use weiqi::{RuleSet, Rules};

use crate::errors::{illegal_code, ApiError};
use crate::points::color_name;

/// What a move did (`PlayResult`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayResult {
    /// Opponent stones captured, in GTP form.
    pub captured: Vec<String>,
    /// Own stones removed by a group suicide (RULES R1.3, R2.1), the new one included.
    pub self_captured: Vec<String>,
    /// A lone-stone suicide that counts as a pass under Ing's rules (RULES R1.3): the
    /// board did not change.
    pub counted_as_pass: bool,
}

/// Why a move is not allowed (`IllegalMove`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IllegalMove {
    /// A move reason's code ([`weiqi::ErrorCode::is_move_reason`]).
    pub code: &'static str,
    /// The reason in words.
    pub message: String,
    /// The move the reason names, so that a translation can say it too: see
    /// [`reason_move_number`]. Absent for the other reasons.
    pub move_number: Option<u32>,
}

impl From<ApiError> for IllegalMove {
    fn from(error: ApiError) -> IllegalMove {
        IllegalMove {
            code: error.code(),
            message: error.message().into(),
            move_number: error.move_number(),
        }
    }
}

impl From<weiqi::Illegal> for IllegalMove {
    /// The engine's reason with its code, words and move number.
    fn from(reason: weiqi::Illegal) -> IllegalMove {
        IllegalMove {
            code: illegal_code(reason),
            message: reason.to_string(),
            move_number: reason_move_number(reason),
        }
    }
}

/// The move a reason names: for `superko`, the move after which the repeated
/// position stood (0: the starting position; RULES R2.2, R3.4); for `cycle`, the move
/// with which this player began the repetition (RULES R1.4). `None` for the others.
pub fn reason_move_number(reason: weiqi::Illegal) -> Option<u32> {
    match reason {
        weiqi::Illegal::Superko { repeats } => Some(repeats),
        weiqi::Illegal::CycleRestart { began } => Some(began),
        _ => None,
    }
}

/// An empty point where the player to move may not play, and why (`Ban`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ban {
    /// The point, in GTP form.
    pub point: String,
    /// The reason's code.
    pub code: &'static str,
    /// The reason in words.
    pub message: String,
    /// The move the reason names (see [`reason_move_number`]); absent for the others.
    pub move_number: Option<u32>,
}

impl Ban {
    /// The ban at `point` for `reason`.
    pub fn new(point: String, reason: weiqi::Illegal) -> Ban {
        Ban {
            point,
            code: illegal_code(reason),
            message: reason.to_string(),
            move_number: reason_move_number(reason),
        }
    }
}

/// Stones each colour has captured (`Captures`): `black` counts White stones taken by
/// Black (and, under AGA rules, White's pass stones).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Captures {
    /// Stones Black has taken.
    pub black: u32,
    /// Stones White has taken.
    pub white: u32,
}

/// One move of the game's history (`HistoryEntry`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryEntry {
    /// Who moved: `B` or `W`.
    pub color: &'static str,
    /// The move: a point in GTP form, or `pass`.
    pub mv: String,
    /// Opponent stones it captured.
    pub captures: u32,
    /// Own stones it removed by suicide.
    pub self_captures: u32,
    /// A lone-stone suicide counted as a pass (RULES R1.3).
    pub counted_as_pass: bool,
    /// Played out of turn, for the named colour.
    pub out_of_turn: bool,
}

/// How a finished game ended before any counting (`Outcome`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// The other player resigned.
    Resignation {
        /// `B` or `W`.
        winner: &'static str,
    },
    /// The other player ran out of time (RULES R1.10).
    Time {
        /// `B` or `W`.
        winner: &'static str,
    },
    /// A whole-board repetition under simple ko: no result (RULES R3.5, R4.2).
    NoResult,
    /// Capture Go: the winner captured first (RULES R5).
    Capture {
        /// `B` or `W`.
        winner: &'static str,
    },
    /// Ended by passes and agreement: the position is counted with the dead stones
    /// marked.
    Counted,
}

/// Every knob of a rule set, by name (`RulesInfo`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RulesInfo {
    /// The preset the rules start from.
    pub preset: &'static str,
    /// The ko rule.
    pub ko: &'static str,
    /// The suicide rule.
    pub suicide: &'static str,
    /// Area or territory.
    pub scoring: &'static str,
    /// Komi in points (whole or half).
    pub komi: f64,
    /// Points in seki.
    pub seki: &'static str,
    /// Who wins on equal scores.
    pub tie: &'static str,
    /// Where handicap stones go.
    pub handicap_placement: &'static str,
    /// Who moves once the handicap stones stand.
    pub after_handicap: &'static str,
    /// Points for White per handicap stone.
    pub handicap_compensation: &'static str,
    /// How the game ends.
    pub ending: &'static str,
    /// What wins: the count, the first capture or a living group (RULES R5).
    pub objective: &'static str,
}

impl RulesInfo {
    /// The knobs of `rules`, starting from `preset`.
    pub fn new(preset: RuleSet, rules: &Rules) -> RulesInfo {
        RulesInfo {
            preset: preset.name(),
            ko: rules.ko.name(),
            suicide: rules.suicide.name(),
            scoring: rules.scoring.name(),
            komi: f64::from(rules.komi.half_points()) / 2.0,
            seki: rules.seki.name(),
            tie: rules.tie.name(),
            handicap_placement: rules.handicap_placement.name(),
            after_handicap: color_name(rules.after_handicap),
            handicap_compensation: rules.handicap_compensation.name(),
            ending: rules.ending.name(),
            objective: rules.objective.name(),
        }
    }
}

/// A preset as the rule-set picker shows it (`RuleSetInfo`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RuleSetInfo {
    /// The name `rules` takes: `ing`, `simplified-ing`, …
    pub name: &'static str,
    /// The SGF `RU[]` value.
    pub sgf_name: &'static str,
    /// Its knobs. (Its one-line description is the page's: `www/strings/core.js`.)
    pub rules: RulesInfo,
}

impl RuleSetInfo {
    /// Every preset, in the order the UI lists them (`RuleSet::ALL`).
    pub fn all() -> Vec<RuleSetInfo> {
        RuleSet::ALL
            .iter()
            .map(|&preset| RuleSetInfo {
                name: preset.name(),
                sgf_name: preset.sgf_name(),
                rules: RulesInfo::new(preset, &preset.rules()),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn superko_and_cycle_reasons_carry_their_move_number() {
        // RULES R2.2, R3.4: the move whose position would repeat; R1.4: the move that
        // began the cycle. The other reasons name no move.
        use weiqi::Illegal;
        for (reason, number) in [
            (Illegal::Superko { repeats: 0 }, Some(0)),
            (Illegal::Superko { repeats: 7 }, Some(7)),
            (Illegal::CycleRestart { began: 12 }, Some(12)),
            (Illegal::Ko, None),
            (Illegal::HotStone, None),
            (Illegal::Suicide, None),
            (Illegal::Occupied, None),
        ] {
            let verdict = IllegalMove::from(reason);
            assert_eq!(verdict.move_number, number, "{reason:?}");
            assert_eq!(verdict.code, illegal_code(reason));
            assert_eq!(verdict.message, reason.to_string());
            let ban = Ban::new("D4".into(), reason);
            assert_eq!(ban.move_number, number, "{reason:?}");
        }
        let bad = IllegalMove::from(ApiError::bad_point("no such point"));
        assert_eq!((bad.code, bad.move_number), ("bad-point", None));
    }

    #[test]
    fn every_preset_is_listed_with_its_knobs() {
        let all = RuleSetInfo::all();
        assert_eq!(all.len(), RuleSet::ALL.len());
        let ing = &all[0];
        assert_eq!(ing.name, "ing");
        assert_eq!(ing.sgf_name, "GOE");
        assert_eq!(ing.rules.ko, "ing");
        assert_eq!(ing.rules.suicide, "multi-single-is-pass");
        assert_eq!(ing.rules.komi, 8.0);
        assert_eq!(ing.rules.tie, "black-wins");
        assert_eq!(ing.rules.after_handicap, "B");
        for info in &all {
            for name in [
                info.rules.ko,
                info.rules.suicide,
                info.rules.scoring,
                info.rules.seki,
                info.rules.tie,
                info.rules.handicap_placement,
                info.rules.handicap_compensation,
                info.rules.ending,
            ] {
                assert_ne!(name, "unknown", "{}", info.name);
            }
        }
    }
}
