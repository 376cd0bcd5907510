//! The rule settings both engines share: three repetition rules × three suicide
//! rules, with the GNU Go 3.8 command-line flags for each.
//!
//! | ours | GNU Go 3.8 | meaning |
//! |---|---|---|
//! | `KoRule::Simple` | `--simple-ko` | no move may retake a ko at once (RULES R3.5, R4.2) |
//! | `KoRule::Positional` | `--positional-superko` | no earlier position may recur (RULES R2.2) |
//! | `KoRule::Situational` | `--situational-superko` | no earlier position with the same player to move (RULES R3.4) |
//! | `SuicideRule::Forbidden` | `--forbid-suicide` | no suicide (RULES R3.3, R4.1) |
//! | `SuicideRule::MultiStoneOnly` | `--allow-suicide` | suicide of two or more stones only (RULES R2.1, R2.2) |
//! | `SuicideRule::Allowed` | `--allow-all-suicide` | every suicide (Tromp–Taylor, New Zealand, RULES R5) |
//!
//! GNU Go's `--help` says `--allow-suicide` means "Allow suicide except single-stone
//! suicide", and its `is_allowed_move` (engine/board.c) refuses a suicide exactly
//! when the stone has no friendly neighbour, that is when the suicide would remove
//! the lone stone just played: the same line as `MultiStoneOnly`. Ing's
//! `MultiStoneSingleIsPass` (RULES R1.3) and the Ing and no-result ko rules (RULES
//! R1.4, R4.2) have no GNU Go counterpart and are not compared.

use std::fmt;

use weiqi::{KoRule, RuleSet, Rules, SuicideRule};

/// One combination of a repetition rule and a suicide rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Setting {
    /// The repetition rule.
    pub ko: KoRule,
    /// The suicide rule.
    pub suicide: SuicideRule,
}

/// The repetition rules GNU Go has too.
pub const KO_RULES: [KoRule; 3] = [KoRule::Simple, KoRule::Positional, KoRule::Situational];

/// The suicide rules GNU Go has too.
pub const SUICIDE_RULES: [SuicideRule; 3] = [
    SuicideRule::Forbidden,
    SuicideRule::MultiStoneOnly,
    SuicideRule::Allowed,
];

impl Setting {
    /// All nine shared settings, repetition rule first.
    pub fn all() -> Vec<Setting> {
        KO_RULES
            .iter()
            .flat_map(|&ko| {
                SUICIDE_RULES
                    .iter()
                    .map(move |&suicide| Setting { ko, suicide })
            })
            .collect()
    }

    /// Our rules: Tromp–Taylor's (two passes end the game, RULES R5) with this
    /// setting's repetition and suicide rules.
    pub fn rules(self) -> Rules {
        let mut rules = RuleSet::TrompTaylor.rules();
        rules.ko = self.ko;
        rules.suicide = self.suicide;
        rules
    }

    /// GNU Go's command-line flags for this setting.
    pub fn gnugo_flags(self) -> [&'static str; 2] {
        let ko = match self.ko {
            KoRule::Positional => "--positional-superko",
            KoRule::Situational => "--situational-superko",
            _ => "--simple-ko",
        };
        let suicide = match self.suicide {
            SuicideRule::MultiStoneOnly => "--allow-suicide",
            SuicideRule::Allowed => "--allow-all-suicide",
            _ => "--forbid-suicide",
        };
        [ko, suicide]
    }

    /// A short name: `positional/multi-stone`.
    pub fn name(self) -> String {
        self.to_string()
    }

    /// Reads a name as [`Setting::name`] writes it.
    pub fn parse(text: &str) -> Option<Setting> {
        Setting::all().into_iter().find(|s| s.name() == text.trim())
    }
}

impl fmt::Display for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let ko = match self.ko {
            KoRule::Simple => "simple",
            KoRule::Positional => "positional",
            KoRule::Situational => "situational",
            KoRule::Ing => "ing",
            KoRule::SimpleNoResult => "simple-no-result",
        };
        let suicide = match self.suicide {
            SuicideRule::Forbidden => "no-suicide",
            SuicideRule::MultiStoneOnly => "multi-stone",
            SuicideRule::MultiStoneSingleIsPass => "multi-stone-single-pass",
            SuicideRule::Allowed => "all-suicide",
        };
        write!(f, "{ko}/{suicide}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nine_settings_with_distinct_flags_and_names() {
        let all = Setting::all();
        assert_eq!(all.len(), 9);
        for (i, a) in all.iter().enumerate() {
            assert_eq!(Setting::parse(&a.name()), Some(*a));
            for b in &all[i + 1..] {
                assert_ne!(a.gnugo_flags(), b.gnugo_flags());
            }
        }
        let s = Setting {
            ko: KoRule::Positional,
            suicide: SuicideRule::MultiStoneOnly,
        };
        assert_eq!(s.gnugo_flags(), ["--positional-superko", "--allow-suicide"]);
        assert_eq!(s.rules().ko, KoRule::Positional);
    }
}
