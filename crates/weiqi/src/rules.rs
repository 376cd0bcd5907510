//! The rules as orthogonal knobs, and the named presets of RULES R1–R5.
//!
//! A rule set that differs in procedure (Ing ko, the two-phase ending of Simplified
//! Ing, fill-the-board counting) is a knob value here, never a separate type.

use core::fmt;

use crate::color::Color;
use crate::names::{names, Named};

/// What stops a whole-board repetition (RULES R1.4, R2.2, R3.4, R3.5, R4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// No move may recreate the position before the opponent's last move; longer
    /// cycles are allowed.
    Simple,
    /// Positional superko: no move may recreate any earlier position (RULES R2.2).
    Positional,
    /// Situational superko: no move may recreate an earlier position with the same
    /// player to move (RULES R3.4).
    Situational,
    /// Ing's rule as RULES R1.4 makes it decidable: hot stones (no immediate
    /// recapture) and the cycle rule (the player who began a cycle may not begin it
    /// again).
    Ing,
    /// Simple ko; a longer cycle that repeats an earlier situation ends the game
    /// with no result (RULES R3.5, R4.2).
    SimpleNoResult,
}

/// Which self-captures are allowed (RULES R0.5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SuicideRule {
    /// No move may leave its own chain without liberties (RULES R3.3, R4.1).
    Forbidden,
    /// Suicide of a chain of two or more stones is allowed; of a lone stone it is
    /// illegal, since it repeats the position (RULES R2.2).
    MultiStoneOnly,
    /// Suicide of two or more stones is allowed; of a lone stone it counts as a pass
    /// (Ing, RULES R1.3).
    MultiStoneSingleIsPass,
    /// Every suicide is allowed (Tromp–Taylor, New Zealand); a superko rule may
    /// still forbid one that repeats a position.
    Allowed,
}

/// How points are counted (RULES R0.7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Stones on the board plus territory.
    Area,
    /// Territory plus prisoners (captured and dead stones).
    Territory,
}

/// What happens to points in seki.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SekiPolicy {
    /// Shared points are split equally between the players (Ing, RULES R1.5).
    SplitShared,
    /// Shared points count for nobody; eyes of a seki group still count (RULES R2.3).
    SharedToNobody,
    /// Nothing in a seki counts: neither shared points nor eyes (RULES R4.5).
    NothingInSeki,
}

/// Who wins when the scores, komi included, are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieRule {
    /// A draw, jigo (RULES R2.5, R4.6).
    Draw,
    /// Black wins (Ing, RULES R1.7).
    BlackWins,
    /// White wins (the Korean-style variant, RULES R4.6).
    WhiteWins,
}

/// Where handicap stones go.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandicapPlacement {
    /// On the standard star points (RULES R3.2, R4.3).
    Fixed,
    /// Wherever Black chooses (RULES R1.2).
    Free,
}

/// Points White receives for handicap stones.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HandicapCompensation {
    /// None (Ing, RULES R1.2; territory rules).
    None,
    /// One point per handicap stone (the AGA variant of Ing counting, RULES R1.11;
    /// Chinese rules).
    PerStone,
    /// One point per handicap stone after the first (AGA rules).
    PerStoneAfterFirst,
}

/// How a game reaches its end (RULES R1.6, R2.4, R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// Two passes stop, agreement or play-on, four passes in a row end (RULES R1.6).
    IngFourPasses,
    /// Two passes stop; on disagreement the opponent of the last passer resumes and
    /// the next two passes end with every stone alive (RULES R2.4).
    TwoPhase,
    /// Two passes stop; the players agree on life and death; whoever asks to resume
    /// lets the opponent move first (RULES R4.4).
    Agreement,
    /// Two passes end; each pass hands the opponent a prisoner and White passes last
    /// (AGA).
    PassStones,
    /// Two passes end and every stone on the board counts as alive (Tromp–Taylor).
    AllStonesAlive,
}

/// What wins the game (RULES R0.7, R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Objective {
    /// The count decides (RULES R0.7).
    Count,
    /// Capture Go (RULES R5): the first player to capture wins at once, with no
    /// passes and no count; Black needs one stone, White
    /// [`Rules::white_captures`] (more when White is the stronger player).
    Capture,
    /// Kill-all (RULES R5): White wins by living with any group, Black by
    /// killing every one; the game ends as the rules' ending says and the stones
    /// agreed dead are removed, but the count's points do not matter.
    KillAll,
}

names!(
    /// The name in the API and the text form: `count`, `capture`, `kill-all`.
    Objective, "objective" {
        Count => "count",
        Capture => "capture",
        KillAll => "kill-all",
    }
);

names!(
    /// The name in the API and the text form: `simple`, `positional`, `situational`,
    /// `ing`, `simple-no-result`.
    KoRule, "ko rule" {
        Simple => "simple",
        Positional => "positional",
        Situational => "situational",
        Ing => "ing",
        SimpleNoResult => "simple-no-result",
    }
);

names!(
    /// The name in the API and the text form: `forbidden`, `multi`,
    /// `multi-single-is-pass`, `all`.
    SuicideRule, "suicide rule" {
        Forbidden => "forbidden",
        MultiStoneOnly => "multi",
        MultiStoneSingleIsPass => "multi-single-is-pass",
        Allowed => "all",
    }
);

names!(
    /// The name in the API and the text form: `area`, `territory`.
    Scoring, "scoring" {
        Area => "area",
        Territory => "territory",
    }
);

names!(
    /// The name in the API and the text form: `split-shared`, `shared-to-nobody`,
    /// `nothing-in-seki`.
    SekiPolicy, "seki policy" {
        SplitShared => "split-shared",
        SharedToNobody => "shared-to-nobody",
        NothingInSeki => "nothing-in-seki",
    }
);

names!(
    /// The name in the API and the text form: `draw`, `black-wins`, `white-wins`.
    TieRule, "tie rule" {
        Draw => "draw",
        BlackWins => "black-wins",
        WhiteWins => "white-wins",
    }
);

names!(
    /// The name in the API and the text form: `fixed`, `free`.
    HandicapPlacement, "handicap placement" {
        Fixed => "fixed",
        Free => "free",
    }
);

names!(
    /// The name in the API and the text form: `none`, `per-stone`,
    /// `per-stone-after-first`.
    HandicapCompensation, "handicap compensation" {
        None => "none",
        PerStone => "per-stone",
        PerStoneAfterFirst => "per-stone-after-first",
    }
);

names!(
    /// The name in the API and the text form: `ing-four-passes`, `two-phase`,
    /// `agreement`, `pass-stones`, `all-stones-alive`.
    Ending, "ending" {
        IngFourPasses => "ing-four-passes",
        TwoPhase => "two-phase",
        Agreement => "agreement",
        PassStones => "pass-stones",
        AllStonesAlive => "all-stones-alive",
    }
);

/// Komi in half points: whole and half values are exact, with no floats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Komi {
    half_points: i32,
}

impl Komi {
    /// No komi.
    pub const ZERO: Komi = Komi { half_points: 0 };

    /// Komi of `half_points` / 2 points (15 is 7.5).
    pub const fn from_half_points(half_points: i32) -> Komi {
        Komi { half_points }
    }

    /// Komi of a whole number of points.
    pub const fn from_points(points: i32) -> Komi {
        Komi {
            half_points: points * 2,
        }
    }

    /// The komi in half points.
    pub const fn half_points(self) -> i32 {
        self.half_points
    }

    /// Reads `7.5`, `7,5`, `8`, `-2`, `0.5`; anything but a whole or half point fails.
    pub fn parse(text: &str) -> Option<Komi> {
        let t = text.trim();
        let (negative, digits) = match t.strip_prefix('-') {
            Some(rest) => (true, rest),
            None => (false, t.strip_prefix('+').unwrap_or(t)),
        };
        let (whole, fraction) = digits.split_once(['.', ',']).unwrap_or((digits, ""));
        if whole.is_empty() && fraction.is_empty() {
            return None;
        }
        if !whole.bytes().all(|b| b.is_ascii_digit()) || whole.len() > 6 {
            return None;
        }
        let points: i32 = if whole.is_empty() {
            0
        } else {
            whole.parse().ok()?
        };
        let half = match fraction.trim_end_matches('0') {
            "" => 0,
            "5" => 1,
            _ => return None,
        };
        let half_points = points * 2 + half;
        Some(Komi::from_half_points(if negative {
            -half_points
        } else {
            half_points
        }))
    }
}

impl fmt::Display for Komi {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.half_points < 0 { "-" } else { "" };
        let abs = self.half_points.unsigned_abs();
        if abs % 2 == 0 {
            write!(f, "{}{}", sign, abs / 2)
        } else {
            write!(f, "{}{}.5", sign, abs / 2)
        }
    }
}

/// A complete rule set: every knob the engine has. Start from a [`RuleSet`] preset
/// and change what a tournament changes.
///
/// ```
/// use weiqi::{RuleSet, KoRule, Komi};
/// let mut rules = RuleSet::Japanese.rules();
/// assert_eq!(rules.ko, KoRule::SimpleNoResult);
/// rules.komi = Komi::from_half_points(11); // 5.5, as in the 1995 guide
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// The repetition rule.
    pub ko: KoRule,
    /// Which self-captures are allowed.
    pub suicide: SuicideRule,
    /// Area or territory counting.
    pub scoring: Scoring,
    /// Points in seki.
    pub seki: SekiPolicy,
    /// Who wins on equal scores.
    pub tie: TieRule,
    /// Komi given to White (negative: to Black).
    pub komi: Komi,
    /// Where handicap stones go.
    pub handicap_placement: HandicapPlacement,
    /// Who moves once the handicap stones stand: Black under Ing (RULES R1.2),
    /// White elsewhere (RULES R3.2, R4.3).
    pub after_handicap: Color,
    /// Points for White per handicap stone.
    pub handicap_compensation: HandicapCompensation,
    /// How the game ends.
    pub ending: Ending,
    /// What wins: the count, or the first capture or a living group for first
    /// games (RULES R5).
    pub objective: Objective,
    /// Capture Go (RULES R5): the stones White must capture to win, 1 in an even
    /// game; Black always needs one.
    pub white_captures: u8,
}

/// The named rule sets (RULES R1–R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RuleSet {
    /// Ing's SST laws (RULES R1).
    Ing,
    /// The EGF Simplified Ing rules, 2003 (RULES R2).
    SimplifiedIng,
    /// The Russian Go Federation code (RULES R3).
    Russian,
    /// Japanese-style territory rules (RULES R4).
    Japanese,
    /// Chinese rules (RULES R5).
    Chinese,
    /// AGA rules (RULES R5).
    Aga,
    /// New Zealand rules (RULES R5).
    NewZealand,
    /// Tromp–Taylor rules (RULES R5).
    TrompTaylor,
    /// Korean territory rules, ties to White (RULES R4.6, R5).
    Korean,
    /// Capture Go, for first games: the first capture wins (RULES R5).
    CaptureGo,
    /// Kill-all, for first games: White wins by living with any group (RULES R5).
    KillAll,
}

/// A rule-set name that is not known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnknownRuleSet;

impl fmt::Display for UnknownRuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("unknown rule set: use ing, simplified-ing, russian, japanese, chinese, aga, new-zealand, tromp-taylor, korean, capture-go or kill-all")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for UnknownRuleSet {}

impl RuleSet {
    /// Every preset, in the order the UI lists them.
    pub const ALL: [RuleSet; 11] = [
        RuleSet::Ing,
        RuleSet::SimplifiedIng,
        RuleSet::Russian,
        RuleSet::Japanese,
        RuleSet::Chinese,
        RuleSet::Aga,
        RuleSet::NewZealand,
        RuleSet::TrompTaylor,
        RuleSet::Korean,
        RuleSet::CaptureGo,
        RuleSet::KillAll,
    ];

    /// The preset's name in the API: `ing`, `simplified-ing`, …
    pub const fn name(self) -> &'static str {
        match self {
            RuleSet::Ing => "ing",
            RuleSet::SimplifiedIng => "simplified-ing",
            RuleSet::Russian => "russian",
            RuleSet::Japanese => "japanese",
            RuleSet::Chinese => "chinese",
            RuleSet::Aga => "aga",
            RuleSet::NewZealand => "new-zealand",
            RuleSet::TrompTaylor => "tromp-taylor",
            RuleSet::Korean => "korean",
            RuleSet::CaptureGo => "capture-go",
            RuleSet::KillAll => "kill-all",
        }
    }

    /// The value written in SGF `RU[]` (RULES R6).
    pub const fn sgf_name(self) -> &'static str {
        match self {
            RuleSet::Ing => "GOE",
            RuleSet::SimplifiedIng => "EGF-SIR",
            RuleSet::Russian => "Russian",
            RuleSet::Japanese => "Japanese",
            RuleSet::Chinese => "Chinese",
            RuleSet::Aga => "AGA",
            RuleSet::NewZealand => "NZ",
            RuleSet::TrompTaylor => "Tromp-Taylor",
            RuleSet::Korean => "Korean",
            RuleSet::CaptureGo => "Capture-Go",
            RuleSet::KillAll => "Kill-All",
        }
    }

    /// One line saying what sets this rule set apart.
    pub const fn description(self) -> &'static str {
        match self {
            RuleSet::Ing => "Ing SST laws: area scoring, komi 8 with Black winning ties, group suicide allowed, hot-stone ko rule, fill-the-board count.",
            RuleSet::SimplifiedIng => "EGF Simplified Ing: area scoring, positional superko, group suicide allowed, seki points to nobody, two-phase ending.",
            RuleSet::Russian => "Russian Go Federation: area scoring, situational superko, suicide forbidden, handicap then White moves.",
            RuleSet::Japanese => "Japanese-style: territory plus prisoners, simple ko, repetition is no result, no points in seki, komi 6.5.",
            RuleSet::Chinese => "Chinese: area scoring, positional superko, suicide forbidden, komi 7.5, a point per handicap stone.",
            RuleSet::Aga => "AGA: area scoring with pass stones, situational superko, suicide forbidden, White passes last.",
            RuleSet::NewZealand => "New Zealand: area scoring, situational superko, suicide allowed, free handicap.",
            RuleSet::TrompTaylor => "Tromp-Taylor: area scoring, positional superko, suicide allowed, every stone on the board counts.",
            RuleSet::Korean => "Korean: territory plus prisoners, simple ko, no points in seki, White wins ties.",
            RuleSet::CaptureGo => "Capture Go: the first player to capture a stone wins; no passes, no counting.",
            RuleSet::KillAll => "Kill-all: White wins by living with any group, Black by killing them all.",
        }
    }

    /// The preset's knobs, each as its RULES section says.
    pub const fn rules(self) -> Rules {
        match self {
            // RULES R1.2–R1.7
            RuleSet::Ing => Rules {
                ko: KoRule::Ing,
                suicide: SuicideRule::MultiStoneSingleIsPass,
                scoring: Scoring::Area,
                seki: SekiPolicy::SplitShared,
                tie: TieRule::BlackWins,
                komi: Komi::from_points(8),
                handicap_placement: HandicapPlacement::Free,
                after_handicap: Color::Black,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::IngFourPasses,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R2.1–R2.5
            RuleSet::SimplifiedIng => Rules {
                ko: KoRule::Positional,
                suicide: SuicideRule::MultiStoneOnly,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(15),
                handicap_placement: HandicapPlacement::Free,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::TwoPhase,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R3.2–R3.7
            RuleSet::Russian => Rules {
                ko: KoRule::Situational,
                suicide: SuicideRule::Forbidden,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(15),
                handicap_placement: HandicapPlacement::Fixed,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::Agreement,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R4.1–R4.6
            RuleSet::Japanese => Rules {
                ko: KoRule::SimpleNoResult,
                suicide: SuicideRule::Forbidden,
                scoring: Scoring::Territory,
                seki: SekiPolicy::NothingInSeki,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(13),
                handicap_placement: HandicapPlacement::Fixed,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::Agreement,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R5
            RuleSet::Chinese => Rules {
                ko: KoRule::Positional,
                suicide: SuicideRule::Forbidden,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(15),
                handicap_placement: HandicapPlacement::Free,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::PerStone,
                ending: Ending::Agreement,
                objective: Objective::Count,
                white_captures: 1,
            },
            RuleSet::Aga => Rules {
                ko: KoRule::Situational,
                suicide: SuicideRule::Forbidden,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(15),
                handicap_placement: HandicapPlacement::Fixed,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::PerStoneAfterFirst,
                ending: Ending::PassStones,
                objective: Objective::Count,
                white_captures: 1,
            },
            RuleSet::NewZealand => Rules {
                ko: KoRule::Situational,
                suicide: SuicideRule::Allowed,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_points(7),
                handicap_placement: HandicapPlacement::Free,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::Agreement,
                objective: Objective::Count,
                white_captures: 1,
            },
            RuleSet::TrompTaylor => Rules {
                ko: KoRule::Positional,
                suicide: SuicideRule::Allowed,
                scoring: Scoring::Area,
                seki: SekiPolicy::SharedToNobody,
                tie: TieRule::Draw,
                komi: Komi::from_half_points(15),
                handicap_placement: HandicapPlacement::Free,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::AllStonesAlive,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R4.6: the translated Korean-style code gives ties to White.
            RuleSet::Korean => Rules {
                ko: KoRule::SimpleNoResult,
                suicide: SuicideRule::Forbidden,
                scoring: Scoring::Territory,
                seki: SekiPolicy::NothingInSeki,
                tie: TieRule::WhiteWins,
                komi: Komi::from_half_points(13),
                handicap_placement: HandicapPlacement::Fixed,
                after_handicap: Color::White,
                handicap_compensation: HandicapCompensation::None,
                ending: Ending::Agreement,
                objective: Objective::Count,
                white_captures: 1,
            },
            // RULES R5: Chinese knobs without komi; the first capture ends the game.
            RuleSet::CaptureGo => Rules {
                komi: Komi::ZERO,
                handicap_compensation: HandicapCompensation::None,
                objective: Objective::Capture,
                ..RuleSet::Chinese.rules()
            },
            // RULES R5: Chinese knobs without komi, Black's handicap stones on the
            // star points; a living White group wins.
            RuleSet::KillAll => Rules {
                komi: Komi::ZERO,
                handicap_placement: HandicapPlacement::Fixed,
                handicap_compensation: HandicapCompensation::None,
                objective: Objective::KillAll,
                ..RuleSet::Chinese.rules()
            },
        }
    }

    /// Reads a preset name or a common alias, in any case: `ing`, `sst`, `goe`,
    /// `simplified-ing`, `sir`, `egf`, `russian`, `rgf`, `japanese`, `chinese`,
    /// `aga`, `new-zealand`, `nz`, `tromp-taylor`, `tt`, `tromp/taylor`, `cgos`,
    /// `korean`, `kr`, `capture-go`, `capture`, `atari-go`, `kill-all`, and every
    /// SGF name (RULES R6).
    pub fn parse(name: &str) -> Result<RuleSet, UnknownRuleSet> {
        let t = name.trim();
        let is = |alias: &str| t.eq_ignore_ascii_case(alias);
        let found = RuleSet::ALL
            .iter()
            .copied()
            .find(|r| is(r.name()) || is(r.sgf_name()));
        if let Some(r) = found {
            return Ok(r);
        }
        // RULES R6 lists these spellings to read too.
        const ALIASES: [(&str, RuleSet); 21] = [
            ("sst", RuleSet::Ing),
            ("ing-sst", RuleSet::Ing),
            ("goe-sst", RuleSet::Ing),
            ("sir", RuleSet::SimplifiedIng),
            ("egf", RuleSet::SimplifiedIng),
            ("simplified ing", RuleSet::SimplifiedIng),
            ("rgf", RuleSet::Russian),
            ("japan", RuleSet::Japanese),
            ("jp", RuleSet::Japanese),
            ("china", RuleSet::Chinese),
            ("cn", RuleSet::Chinese),
            ("new zealand", RuleSet::NewZealand),
            ("tt", RuleSet::TrompTaylor),
            ("tromp taylor", RuleSet::TrompTaylor),
            // RULES R6: what SGF writers put in `RU[]`.
            ("tromp/taylor", RuleSet::TrompTaylor),
            ("cgos", RuleSet::TrompTaylor),
            ("kr", RuleSet::Korean),
            ("capture", RuleSet::CaptureGo),
            ("capture go", RuleSet::CaptureGo),
            ("atari-go", RuleSet::CaptureGo),
            ("kill all", RuleSet::KillAll),
        ];
        ALIASES
            .iter()
            .find(|(alias, _)| is(alias))
            .map(|&(_, r)| r)
            .ok_or(UnknownRuleSet)
    }

    /// Reads an SGF `RU[]` value (RULES R6); `None` when the value names no preset.
    pub fn from_sgf(value: &str) -> Option<RuleSet> {
        RuleSet::parse(value).ok()
    }
}

impl fmt::Display for RuleSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl Named for RuleSet {
    const WHAT: &'static str = "rule set";
    const ALL: &'static [RuleSet] = &RuleSet::ALL;
    const NAMES: &'static [&'static str] = &[
        "ing",
        "simplified-ing",
        "russian",
        "japanese",
        "chinese",
        "aga",
        "new-zealand",
        "tromp-taylor",
        "korean",
        "capture-go",
        "kill-all",
    ];

    fn name(self) -> &'static str {
        RuleSet::name(self)
    }

    fn from_name(name: &str) -> Option<RuleSet> {
        RuleSet::parse(name).ok()
    }
}

impl Default for Rules {
    /// The Ing rules, the project's reference.
    fn default() -> Self {
        RuleSet::Ing.rules()
    }
}

/// Why a rules text could not be read (see [`Rules`]'s `FromStr`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParseRulesError;

impl fmt::Display for ParseRulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("rules are a preset name and knobs such as `japanese ko=positional komi=7.5`")
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseRulesError {}

impl Rules {
    /// The preset these rules differ from in the fewest knobs, komi aside (the
    /// first in [`RuleSet::ALL`] order on a tie): what a record names them by.
    pub fn nearest_preset(&self) -> RuleSet {
        let unlike = |preset: &RuleSet| {
            let base = preset.rules();
            KNOBS
                .iter()
                .filter(|k| (k.get)(self) != (k.get)(&base))
                .count()
        };
        RuleSet::ALL
            .into_iter()
            .min_by_key(unlike)
            .unwrap_or(RuleSet::Ing)
    }

    /// Writes `name`, then ` key=value` for every knob unlike the nearest preset's,
    /// komi last and only if `with_komi`.
    fn write_as(&self, f: &mut impl fmt::Write, name: &str, with_komi: bool) -> fmt::Result {
        f.write_str(name)?;
        let base = self.nearest_preset().rules();
        for knob in &KNOBS {
            let value = (knob.get)(self);
            if value != (knob.get)(&base) {
                write!(f, " {}={}", knob.key, knob.names[value])?;
            }
        }
        if self.white_captures != base.white_captures {
            write!(f, " white-captures={}", self.white_captures)?;
        }
        if with_komi && self.komi != base.komi {
            write!(f, " komi={}", self.komi)?;
        }
        Ok(())
    }

    /// The value SGF `RU[]` is written with (RULES R6): the nearest preset's SGF
    /// name (`GOE`, `Japanese`, `EGF-SIR` …), then every knob that differs from it
    /// as `key=value` (komi aside: `KM` carries it), so that rules that are no
    /// preset read back the same: `Japanese ko=positional suicide=all`.
    #[cfg(feature = "alloc")]
    pub fn sgf_value(&self) -> alloc::string::String {
        let mut out = alloc::string::String::new();
        let _ = self.write_as(&mut out, self.nearest_preset().sgf_name(), false);
        out
    }

    /// Reads an SGF `RU[]` value (RULES R6): a preset in any spelling
    /// [`RuleSet::parse`] reads, then any `key=value` knobs (the form
    /// [`Rules::sgf_value`] and `Display` write). Gives the preset named and the
    /// rules; `None` when the value names no preset or a knob is unknown.
    pub fn from_sgf(value: &str) -> Option<(RuleSet, Rules)> {
        let value = value.trim();
        if let Ok(preset) = RuleSet::parse(value) {
            return Some((preset, preset.rules()));
        }
        let mut words = value.split_whitespace();
        let preset = RuleSet::parse(words.next()?).ok()?;
        let mut rules = preset.rules();
        for word in words {
            let (key, value) = word.split_once('=')?;
            if key == "komi" {
                rules.komi = Komi::parse(value)?;
                continue;
            }
            if key == "white-captures" {
                rules.white_captures = value.parse().ok().filter(|&n| n > 0)?;
                continue;
            }
            let knob = KNOBS.iter().find(|k| k.key == key)?;
            (knob.set)(&mut rules, crate::names::position(knob.names, value)?);
        }
        Some((preset, rules))
    }
}

/// A knob of [`Rules`] in the text form: its key, its values' names, and the index
/// of its value among them (komi, a number, is written apart).
struct Knob {
    key: &'static str,
    names: &'static [&'static str],
    get: fn(&Rules) -> usize,
    set: fn(&mut Rules, usize),
}

/// A [`Knob`] for field `$field` of [`Rules`], whose values are `$values`'s `ALL`
/// named by `$names`.
macro_rules! knob {
    ($key:literal, $field:ident, $values:ty, $names:expr) => {
        Knob {
            key: $key,
            names: $names,
            get: |r| r.$field as usize,
            set: |r, i| r.$field = <$values>::ALL[i],
        }
    };
    ($key:literal, $field:ident, $values:ty) => {
        knob!($key, $field, $values, &<$values>::NAMES)
    };
}

/// Every knob but komi, in the order the text form writes them. The enums' values
/// are in the order of their `ALL`, so a value's index is `value as usize`.
const KNOBS: [Knob; 10] = [
    knob!("ko", ko, KoRule),
    knob!("suicide", suicide, SuicideRule),
    knob!("scoring", scoring, Scoring),
    knob!("seki", seki, SekiPolicy),
    knob!("tie", tie, TieRule),
    knob!("handicap", handicap_placement, HandicapPlacement),
    knob!("after-handicap", after_handicap, Color, &["B", "W"]),
    knob!("compensation", handicap_compensation, HandicapCompensation),
    knob!("ending", ending, Ending),
    knob!("objective", objective, Objective),
];

/// The text form: the nearest preset's name, then every knob that differs from it,
/// komi included: `japanese`, `ing ko=situational komi=7.5`. `FromStr` reads it
/// back, and SGF `RU[]` values too.
impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.write_as(f, self.nearest_preset().name(), true)
    }
}

impl core::str::FromStr for Rules {
    type Err = ParseRulesError;

    fn from_str(text: &str) -> Result<Rules, ParseRulesError> {
        Rules::from_sgf(text)
            .map(|(_, rules)| rules)
            .ok_or(ParseRulesError)
    }
}
