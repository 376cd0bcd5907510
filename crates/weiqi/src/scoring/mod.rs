//! Counting a finished position: area or territory, seki, komi, handicap
//! compensation, ties (RULES R0.7, R1.5, R1.7, R1.11, R2.3, R2.5, R3.6, R3.7,
//! R4.5, R4.6), and the Ing fill-the-board count (RULES R1.9).

mod dead;
pub mod ing_count;
mod regions;
mod settle;

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt::Write;

pub use dead::toggle_dead;
pub use regions::Regions;
pub use settle::{settle, Settlement};

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::names::names;
use crate::point::PointSet;
use crate::rules::{
    HandicapCompensation, Komi, Objective, RuleSet, Rules, Scoring, SekiPolicy, TieRule,
};

/// The count of a finished position, with every part shown.
///
/// Points are in half points throughout (`_half` fields), so 7.5 komi and an Ing
/// seki split are exact.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Score {
    /// How it was counted.
    pub scoring: Scoring,
    /// Live stones on the board after the dead ones are removed.
    pub stones: ByColor<u32>,
    /// Territory: empty points surrounded by one colour only (seki eyes excluded
    /// under RULES R4.5).
    pub territory: ByColor<u32>,
    /// Prisoners held by each colour: stones it captured in play (and AGA pass
    /// stones) plus the opponent's dead stones.
    pub prisoners: ByColor<u32>,
    /// Dead stones of each colour removed before counting.
    pub dead: ByColor<u32>,
    /// Empty points touching both colours (dame, seki liberties).
    pub shared_points: u32,
    /// Each colour's share of the shared points in half points: half each under
    /// Ing (RULES R1.5), none otherwise.
    pub seki_half: ByColor<u32>,
    /// Eyes in seki that count for nobody (RULES R4.5).
    pub seki_eyes: ByColor<u32>,
    /// Komi given to White (negative: to Black).
    pub komi: Komi,
    /// Handicap compensation to White, in points (AGA, Chinese, RULES R1.11).
    pub compensation: u32,
    /// Clock penalty points taken off each colour's total (RULES R1.10); see
    /// [`apply_penalties`].
    pub penalties: ByColor<u32>,
    /// Each colour's total in half points, komi, compensation and penalties
    /// included.
    pub total_half: ByColor<i32>,
    /// The winner; `None` for a draw (jigo).
    pub winner: Option<Color>,
    /// Black's total minus White's, in half points.
    pub margin_half: i32,
    /// Who each point counts for, row by row from the top left: `None` for
    /// neutral points.
    pub ownership: Vec<Option<Color>>,
    /// Territory scoring: the neutral points filled before the count (RULES R4.4);
    /// empty under area scoring.
    pub dame: PointSet,
    /// Territory scoring: the defects each owner filled before the count, which
    /// count for nobody (RULES R4.4); empty under area scoring.
    pub defects: PointSet,
    /// Kill-all (RULES R5): the winner is who lives, not who has more points.
    pub kill_all: bool,
}

/// A part of a count, as a score table shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ScorePart {
    /// Live stones on the board (area scoring, RULES R0.7).
    Stones,
    /// Territory.
    Territory,
    /// Prisoners: captures and dead stones (territory scoring, RULES R0.7).
    Prisoners,
    /// Each colour's share of the shared points (Ing, RULES R1.5).
    SekiShare,
    /// Komi.
    Komi,
    /// Handicap compensation (RULES R1.11).
    Compensation,
    /// Clock penalty points (RULES R1.10).
    Penalties,
}

names!(
    /// The name in the API: `stones`, `territory`, `prisoners`, `seki`, `komi`,
    /// `compensation`, `penalties`; [`ScorePart::ALL`] is in table order.
    ScorePart, "score part" {
        Stones => "stones",
        Territory => "territory",
        Prisoners => "prisoners",
        SekiShare => "seki",
        Komi => "komi",
        Compensation => "compensation",
        Penalties => "penalties",
    }
);

impl Score {
    /// Whether `part` counts in this score: the parts of its way of counting
    /// (stones under area, prisoners under territory, territory under both) and
    /// every other part that is not zero.
    pub fn counts(&self, part: ScorePart) -> bool {
        match part {
            ScorePart::Stones => self.scoring == Scoring::Area,
            ScorePart::Territory => true,
            ScorePart::Prisoners => self.scoring == Scoring::Territory,
            ScorePart::SekiShare => self.seki_half.black + self.seki_half.white > 0,
            ScorePart::Komi => self.komi != Komi::ZERO,
            ScorePart::Compensation => self.compensation > 0,
            ScorePart::Penalties => self.penalties.black + self.penalties.white > 0,
        }
    }

    /// The parts that count, in table order ([`Score::counts`]).
    pub fn parts(&self) -> impl Iterator<Item = ScorePart> + '_ {
        ScorePart::ALL.into_iter().filter(|&part| self.counts(part))
    }

    /// The result as SGF `RE[]` writes it: `B+3.5`, `W+12`, `0` for a draw.
    /// A tie broken by the tie rule is written `B+0` or `W+0`; Kill-all's winner
    /// with no points, `W+` (RULES R5).
    pub fn result(&self) -> String {
        let mut out = String::new();
        match self.winner {
            None => out.push('0'),
            Some(c) => {
                out.push(c.letter());
                out.push('+');
                if !self.kill_all {
                    let _ = write!(out, "{}", Komi::from_half_points(self.margin_half.abs()));
                }
            }
        }
        out
    }

    /// The winner of this count under its objective: by the margin and `tie`, or
    /// under Kill-all White if any White stone is left alive (RULES R5).
    fn decide_winner(&self, tie: TieRule) -> Option<Color> {
        if self.kill_all {
            let lives = self.stones.white > 0;
            return Some(if lives { Color::White } else { Color::Black });
        }
        decide(self.margin_half, tie)
    }
}

/// What a count needs besides the board and the rules.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CountInput {
    /// Stones each colour captured during play (with AGA pass stones).
    pub captured: ByColor<u32>,
    /// Handicap stones Black received.
    pub handicap: u32,
}

/// Points White receives for `handicap` stones under `rules`.
pub fn handicap_compensation(rules: &Rules, handicap: u32) -> u32 {
    match rules.handicap_compensation {
        HandicapCompensation::None => 0,
        HandicapCompensation::PerStone => handicap,
        HandicapCompensation::PerStoneAfterFirst => handicap.saturating_sub(1),
    }
}

/// Counts `board` with the stones at `dead` removed, as `rules` say.
pub fn score(board: &Board, dead: &PointSet, rules: &Rules, input: CountInput) -> Score {
    score_keeping(board, dead, rules, input, &PointSet::new())
}

/// [`score`] where the players have said that the points of `keep` need no filling
/// (RULES R4.4: they override the engine's dame and defects).
pub fn score_keeping(
    board: &Board,
    dead: &PointSet,
    rules: &Rules,
    input: CountInput,
    keep: &PointSet,
) -> Score {
    let after = board.without(dead);
    // RULES R4.4: under territory scoring the dame are filled and the defects
    // defended first; the regions are those of the settled board. Area scoring is
    // not affected (a filled point is still the filler's).
    let settlement = settle(&after, keep, rules.scoring == Scoring::Territory);
    let regions = settlement.regions;
    let defects = settlement.defects;
    let dead_of = |c: Color| dead.iter().filter(|&p| board.get(p) == Some(c)).count() as u32;
    let dead_count = ByColor::new(dead_of(Color::Black), dead_of(Color::White));
    // RULES R4.5: eyes in seki count for nobody; elsewhere they are territory.
    let counted: ByColor<PointSet> = match rules.seki {
        SekiPolicy::NothingInSeki => ByColor::new(
            regions.territory.black.difference(&regions.seki_eyes.black),
            regions.territory.white.difference(&regions.seki_eyes.white),
        ),
        _ => regions.territory,
    };
    // A defect left empty (its filling would take its chain's last liberty) still
    // counts for nobody.
    let counted = ByColor::new(
        counted.black.difference(&defects),
        counted.white.difference(&defects),
    );
    let territory = ByColor::new(counted.black.len() as u32, counted.white.len() as u32);
    let uncounted = |c: Color| regions.territory[c].difference(&defects).len() as u32;
    let seki_eyes = ByColor::new(
        uncounted(Color::Black) - territory.black,
        uncounted(Color::White) - territory.white,
    );
    let shared_points = (regions.shared.len() + regions.untouched.len()) as u32;
    let seki_half = match rules.seki {
        // RULES R1.5: each gets half of every shared point.
        SekiPolicy::SplitShared => ByColor::new(shared_points, shared_points),
        _ => ByColor::default(),
    };
    let prisoners = ByColor::new(
        input.captured.black + dead_count.white,
        input.captured.white + dead_count.black,
    );
    let stones = ByColor::new(
        after.stone_count(Color::Black),
        after.stone_count(Color::White),
    );
    let compensation = handicap_compensation(rules, input.handicap);
    let points = |c: Color| -> i32 {
        let own = match rules.scoring {
            Scoring::Area => stones[c] + territory[c],
            Scoring::Territory => territory[c] + prisoners[c],
        };
        2 * own as i32 + seki_half[c] as i32
    };
    let total_half = ByColor::new(
        points(Color::Black),
        points(Color::White) + rules.komi.half_points() + 2 * compensation as i32,
    );
    let margin_half = total_half.black - total_half.white;
    let ownership = board
        .size()
        .points()
        .map(|p| {
            after
                .get(p)
                .or_else(|| Color::ALL.into_iter().find(|&c| counted[c].contains(p)))
        })
        .collect();
    let mut score = Score {
        scoring: rules.scoring,
        stones,
        territory,
        prisoners,
        dead: dead_count,
        shared_points,
        seki_half,
        seki_eyes,
        komi: rules.komi,
        compensation,
        penalties: ByColor::default(),
        total_half,
        winner: None,
        margin_half,
        ownership,
        dame: settlement.dame,
        defects,
        kill_all: rules.objective == Objective::KillAll,
    };
    score.winner = score.decide_winner(rules.tie);
    score
}

/// Takes clock penalty points off a [`Score`] (RULES R1.10): each colour loses its
/// `penalties` from its total ([`Score::total_half`] falls by 2 per point, and
/// [`Score::penalties`] records them); the margin and the winner are recomputed
/// with `tie` (the rules' tie rule, [`Rules::tie`]). Works for area and territory
/// scoring alike. Pass the penalties after cancellation
/// ([`Clock::penalty_points`](crate::clock::Clock::penalty_points)); raw ones give
/// the same margin.
///
/// Under Ing this is the area count that matches the fill-the-board count with
/// the same penalty stones (RULES R1.9's invariant).
pub fn apply_penalties(score: &mut Score, penalties: ByColor<u32>, tie: TieRule) {
    for c in Color::ALL {
        let half = 2i64 * i64::from(penalties[c]);
        score.total_half[c] = (i64::from(score.total_half[c]) - half) as i32;
        score.penalties[c] += penalties[c];
    }
    score.margin_half = score.total_half.black - score.total_half.white;
    score.winner = score.decide_winner(tie);
}

/// The winner for Black's margin in half points (RULES R1.7, R2.5, R4.6).
pub fn decide(margin_half: i32, tie: TieRule) -> Option<Color> {
    match margin_half.signum() {
        1 => Some(Color::Black),
        -1 => Some(Color::White),
        _ => match tie {
            TieRule::Draw => None,
            TieRule::BlackWins => Some(Color::Black),
            TieRule::WhiteWins => Some(Color::White),
        },
    }
}

/// The same position and dead stones counted under every preset won by points (not
/// Capture Go nor Kill-all, RULES R5), each with its own
/// komi, seki policy, tie rule and compensation: what a referee compares.
pub fn compare_presets(board: &Board, dead: &PointSet, input: CountInput) -> Vec<(RuleSet, Score)> {
    RuleSet::ALL
        .iter()
        // Capture Go and Kill-all are won otherwise than by points (RULES R5).
        .filter(|r| r.rules().objective == Objective::Count)
        .map(|&r| (r, score(board, dead, &r.rules(), input)))
        .collect()
}
