//! The names of the rule knobs in the JavaScript API, both ways.
//!
//! Options read `ko`, `suicide` and `scoring` by these names; `g.rules` and
//! `Game.ruleSets()` write every knob with them.

use weiqi::{
    Ending, HandicapCompensation, HandicapPlacement, KoRule, Scoring, SekiPolicy, SuicideRule,
    TieRule,
};

/// `ko` option values (RULES R1.4, R2.2, R3.4, R3.5, R4.2).
pub const KO_RULES: [(&str, KoRule); 5] = [
    ("simple", KoRule::Simple),
    ("positional", KoRule::Positional),
    ("situational", KoRule::Situational),
    ("ing", KoRule::Ing),
    ("simple-no-result", KoRule::SimpleNoResult),
];

/// `suicide` option values (RULES R0.5, R1.3, R2.2).
pub const SUICIDE_RULES: [(&str, SuicideRule); 4] = [
    ("forbidden", SuicideRule::Forbidden),
    ("multi", SuicideRule::MultiStoneOnly),
    ("multi-single-is-pass", SuicideRule::MultiStoneSingleIsPass),
    ("all", SuicideRule::Allowed),
];

/// `scoring` option values (RULES R0.7).
pub const SCORINGS: [(&str, Scoring); 2] =
    [("area", Scoring::Area), ("territory", Scoring::Territory)];

/// Seki policy names.
pub const SEKI_POLICIES: [(&str, SekiPolicy); 3] = [
    ("split-shared", SekiPolicy::SplitShared),
    ("shared-to-nobody", SekiPolicy::SharedToNobody),
    ("nothing-in-seki", SekiPolicy::NothingInSeki),
];

/// Tie rule names.
pub const TIE_RULES: [(&str, TieRule); 3] = [
    ("draw", TieRule::Draw),
    ("black-wins", TieRule::BlackWins),
    ("white-wins", TieRule::WhiteWins),
];

/// Handicap placement names.
pub const HANDICAP_PLACEMENTS: [(&str, HandicapPlacement); 2] = [
    ("fixed", HandicapPlacement::Fixed),
    ("free", HandicapPlacement::Free),
];

/// Handicap compensation names.
pub const HANDICAP_COMPENSATIONS: [(&str, HandicapCompensation); 3] = [
    ("none", HandicapCompensation::None),
    ("per-stone", HandicapCompensation::PerStone),
    (
        "per-stone-after-first",
        HandicapCompensation::PerStoneAfterFirst,
    ),
];

/// Ending names.
pub const ENDINGS: [(&str, Ending); 5] = [
    ("ing-four-passes", Ending::IngFourPasses),
    ("two-phase", Ending::TwoPhase),
    ("agreement", Ending::Agreement),
    ("pass-stones", Ending::PassStones),
    ("all-stones-alive", Ending::AllStonesAlive),
];

/// The value named `name` (any case, spaces around ignored) in `table`.
pub fn find<T: Copy>(table: &[(&str, T)], name: &str) -> Option<T> {
    let name = name.trim();
    table
        .iter()
        .find(|(known, _)| known.eq_ignore_ascii_case(name))
        .map(|&(_, value)| value)
}

/// The name of `value` in `table`; every table names every value of its type.
pub fn name_of<T: Copy + PartialEq>(table: &[(&'static str, T)], value: T) -> &'static str {
    table
        .iter()
        .find(|&&(_, known)| known == value)
        .map_or("unknown", |&(name, _)| name)
}

/// The names of `table` for a message: `a, b or c`.
pub fn list<T>(table: &[(&str, T)]) -> String {
    let names: Vec<&str> = table.iter().map(|&(name, _)| name).collect();
    or_list(&names)
}

/// `a, b or c`.
pub fn or_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [only] => (*only).into(),
        [rest @ .., last] => format!("{} or {last}", rest.join(", ")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every name reads back as its value and every value has its own name.
    fn round_trips<T: Copy + PartialEq + core::fmt::Debug>(table: &[(&'static str, T)]) {
        for &(name, value) in table {
            assert_eq!(find(table, name), Some(value), "{name}");
            assert_eq!(name_of(table, value), name);
        }
    }

    #[test]
    fn every_knob_name_round_trips() {
        round_trips(&KO_RULES);
        round_trips(&SUICIDE_RULES);
        round_trips(&SCORINGS);
        round_trips(&SEKI_POLICIES);
        round_trips(&TIE_RULES);
        round_trips(&HANDICAP_PLACEMENTS);
        round_trips(&HANDICAP_COMPENSATIONS);
        round_trips(&ENDINGS);
    }

    #[test]
    fn names_are_read_in_any_case_and_listed_for_messages() {
        assert_eq!(find(&KO_RULES, " Situational "), Some(KoRule::Situational));
        assert_eq!(find(&KO_RULES, "superko"), None);
        assert_eq!(list(&SCORINGS), "area or territory");
        assert_eq!(
            list(&SUICIDE_RULES),
            "forbidden, multi, multi-single-is-pass or all"
        );
    }
}
