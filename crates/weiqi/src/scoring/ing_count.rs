//! The Ing fill-the-board count (RULES R1.9, with R1.10 penalty stones and the
//! R1.11 AGA handicap variant), as an ordered list of steps ready to animate.
//!
//! Each player has a cup of S = (N − 1)/2 stones, N the number of points. Dead
//! stones and prisoners go back to their owners' cups, so a cup holds S minus the
//! owner's live stones. Then, in order: shared (seki) points are filled in equal
//! numbers; compensation and penalty stones go on the payer's territory, one per
//! two points; each player fills their own territory, leaving the free points as one
//! connected area in a corner; the loser's losing stones go on the winner's winning
//! points. One point stays empty at the end.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{decide, handicap_compensation, Regions};
use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::names::names;
use crate::point::{Point, PointSet};
use crate::rules::{Rules, TieRule};

/// What a stone does in the count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StepKind {
    /// One of the equal number of stones each player puts on shared points (step 1).
    SekiFill,
    /// A compensation stone (komi, point handicap) on the payer's territory (step 2).
    Compensation,
    /// A penalty stone (RULES R1.10) on the offender's territory (step 2).
    Penalty,
    /// A stone filling its owner's territory (step 3).
    OwnTerritory,
    /// A losing stone on one of the winner's winning points (step 5).
    LosingStone,
}

names!(
    /// The name in the API: `seki`, `compensation`, `penalty`, `territory`,
    /// `losing`.
    StepKind, "count step" {
        SekiFill => "seki",
        Compensation => "compensation",
        Penalty => "penalty",
        OwnTerritory => "territory",
        LosingStone => "losing",
    }
);

/// One stone taken from its cup and put on the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CountStep {
    /// Where it goes.
    pub point: Point,
    /// Whose cup it comes from.
    pub color: Color,
    /// Why.
    pub kind: StepKind,
    /// The stones left in each cup once this one is down.
    pub cups_after: ByColor<u32>,
}

/// What the count's margin is made of (RULES R1.9 step 5): two points for every
/// losing stone placed on a winning point, and one for a winning point left free.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Margin {
    /// Losing stones placed on the winner's winning points.
    pub stones_placed: u32,
    /// A winning point left free at the end counts one point more.
    pub free_point: bool,
    /// The margin in points: `2 * stones_placed + free_point`.
    pub total: u32,
    /// The winner; `None` for a draw under a draw tie rule.
    pub winner: Option<Color>,
}

/// The whole count: the steps and what they add up to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IngCount {
    /// The stones, in the order they go down.
    pub steps: Vec<CountStep>,
    /// S, the stones in a full cup.
    pub cup_size: u32,
    /// Stones in each cup when the count starts (S minus live stones on the board).
    pub cups_at_start: ByColor<u32>,
    /// Points of compensation owed by each colour: komi and handicap compensation
    /// paid to the other, and penalties (RULES R1.10, R1.11).
    pub points_owed: ByColor<u32>,
    /// A point of the payer's territory left empty and uncounted to settle an odd
    /// compensation (RULES R1.11).
    pub uncounted: Option<Point>,
    /// Unfilled own territory of the winner after step 3 (RULES R1.9 step 4).
    pub winning_points: u32,
    /// Stones left in the loser's cup after step 3.
    pub losing_stones: u32,
    /// The winner; `None` for a draw under a draw tie rule.
    pub winner: Option<Color>,
    /// The margin in points: 2 per losing stone placed, plus 1 if a winning point
    /// stays empty (RULES R1.9 step 5); [`IngCount::margin_parts`] shows them.
    pub margin: u32,
    /// The margin's parts.
    pub margin_parts: Margin,
    /// The point left empty at the end.
    pub empty_point: Option<Point>,
}

impl IngCount {
    /// The result as SGF `RE[]` writes it (`B+3`, `W+1`, `0`; `B+0` for a tie
    /// Black wins under Ing, RULES R1.7).
    pub fn result(&self) -> String {
        match self.winner {
            None => String::from("0"),
            Some(c) => alloc::format!("{}+{}", c.letter(), self.margin),
        }
    }

    /// Black's margin, negative when White wins.
    pub fn black_margin(&self) -> i32 {
        match self.winner {
            Some(Color::White) => -(self.margin as i32),
            _ => self.margin as i32,
        }
    }
}

/// Why the count cannot be done on this position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CountError {
    /// The board has an even number of points: cups of (N − 1)/2 do not work
    /// (RULES R1.1).
    EvenPoints {
        /// N.
        points: u32,
    },
    /// A colour has more stones on the board than its cup holds.
    CupTooSmall {
        /// The colour.
        color: Color,
        /// Stones it would need.
        needed: u32,
        /// S.
        cup: u32,
    },
    /// The rules count territory: the fill-the-board count is a way of counting by
    /// area (RULES R1.9).
    TerritoryScoring,
    /// A colour's territory is too small for the stones it owes.
    NoRoom {
        /// The payer.
        color: Color,
        /// Its territory.
        territory: u32,
        /// Points of territory the stones and the uncounted point need.
        needed: u32,
    },
}

impl CountError {
    /// The reason's name: `even-points`, `cup-too-small`, `territory-scoring`,
    /// `no-room`.
    pub const fn code(&self) -> &'static str {
        match self {
            CountError::EvenPoints { .. } => "even-points",
            CountError::CupTooSmall { .. } => "cup-too-small",
            CountError::TerritoryScoring => "territory-scoring",
            CountError::NoRoom { .. } => "no-room",
        }
    }
}

impl fmt::Display for CountError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CountError::TerritoryScoring => f.write_str(
                "the fill-the-board count counts by area (RULES R1.9); these rules count territory",
            ),
            CountError::EvenPoints { points } => write!(
                f,
                "the fill-the-board count needs an odd number of points so that each cup holds (N-1)/2 stones; this board has {} points: count by area instead (RULES R1.1)",
                points
            ),
            CountError::CupTooSmall { color, needed, cup } => write!(
                f,
                "{} would need {} stones but a cup holds {}: the fill-the-board count cannot be done, count by area instead",
                color, needed, cup
            ),
            CountError::NoRoom {
                color,
                territory,
                needed,
            } => write!(
                f,
                "{} has {} points of territory, too few for the {} points of compensation and penalty stones it owes: count by area instead",
                color, territory, needed
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for CountError {}

/// Penalty points for each colour, from the clocks (RULES R1.10).
pub type PenaltyPoints = ByColor<u32>;

/// Runs the count on `board` with `dead` removed. `handicap` is the number of
/// handicap stones (for the AGA variant's compensation, RULES R1.11); `penalties`
/// are each colour's penalty points (RULES R1.10).
///
/// Compensation is counted in whole points, see [`whole_compensation`].
pub fn ing_count(
    board: &Board,
    dead: &PointSet,
    rules: &Rules,
    handicap: u32,
    penalties: PenaltyPoints,
) -> Result<IngCount, CountError> {
    let size = board.size();
    let points = size.num_points() as u32;
    if points % 2 == 0 {
        return Err(CountError::EvenPoints { points });
    }
    let cup = (points - 1) / 2;
    let after = board.without(dead);
    let regions = Regions::of(&after);
    let shared: Vec<Point> = regions.shared.union(&regions.untouched).iter().collect();
    let on_board = ByColor::new(
        after.stone_count(Color::Black),
        after.stone_count(Color::White),
    );
    let cups_at_start = ByColor::new(
        cup.checked_sub(on_board.black)
            .ok_or(CountError::CupTooSmall {
                color: Color::Black,
                needed: on_board.black,
                cup,
            })?,
        cup.checked_sub(on_board.white)
            .ok_or(CountError::CupTooSmall {
                color: Color::White,
                needed: on_board.white,
                cup,
            })?,
    );
    // Points each colour owes the other: compensation one way, penalties on itself.
    let net_half = rules.komi.half_points() + 2 * handicap_compensation(rules, handicap) as i32;
    let net = whole_compensation(net_half, rules.tie);
    let compensation_points = net.unsigned_abs();
    let receiver = if net >= 0 { Color::White } else { Color::Black };
    let mut compensation_owed = ByColor::new(0, 0);
    compensation_owed[!receiver] = compensation_points;
    let points_owed = ByColor::new(
        compensation_owed.black + penalties.black,
        compensation_owed.white + penalties.white,
    );

    let mut plan = Plan::new(cups_at_start);
    // Step 1: shared points, Black and White in turn; an odd last one stays empty.
    let pairs = shared.len() / 2;
    for (i, &p) in shared.iter().take(2 * pairs).enumerate() {
        let color = if i % 2 == 0 {
            Color::Black
        } else {
            Color::White
        };
        plan.put(p, color, StepKind::SekiFill, cup)?;
    }
    let mut free_seki_point = shared.get(2 * pairs).copied();

    // Step 2 needs to know where each territory's free points will be, so first
    // order every territory from its corner (RULES R1.9 step 3).
    let order = ByColor::new(
        fill_order(&after, &regions.territory.black),
        fill_order(&after, &regions.territory.white),
    );
    // How each payer settles what it owes: stones of the other colour, and for an
    // odd point either the other colour's stone on a free seki point or an
    // uncounted point of its own territory (RULES R1.11).
    let mut uncounted = None;
    let mut settle = ByColor::new(Settlement::default(), Settlement::default());
    for payer in Color::ALL {
        let owed = points_owed[payer];
        let s = &mut settle[payer];
        s.compensation_stones = compensation_owed[payer] / 2;
        s.penalty_stones = owed / 2 - s.compensation_stones;
        if owed % 2 == 1 {
            if free_seki_point.is_some() {
                s.seki_stone = free_seki_point.take();
            } else {
                s.uncounted = true;
            }
        }
        let needed = s.compensation_stones + s.penalty_stones + s.uncounted as u32;
        if needed > order[payer].len() as u32 {
            return Err(CountError::NoRoom {
                color: payer,
                territory: order[payer].len() as u32,
                needed,
            });
        }
    }
    // Stones each cup still has for its own territory, and the territory left.
    let mut own_fill = ByColor::new(0u32, 0u32);
    let mut winning = ByColor::new(0u32, 0u32);
    let mut losing = ByColor::new(0u32, 0u32);
    for c in Color::ALL {
        let given_away = settle[!c].compensation_stones
            + settle[!c].penalty_stones
            + settle[!c].seki_stone.is_some() as u32;
        let stones = plan.cups[c]
            .checked_sub(given_away)
            .ok_or(CountError::CupTooSmall {
                color: c,
                needed: cup - plan.cups[c] + given_away,
                cup,
            })?;
        let room = order[c].len() as u32
            - settle[c].compensation_stones
            - settle[c].penalty_stones
            - settle[c].uncounted as u32;
        own_fill[c] = stones.min(room);
        winning[c] = room - own_fill[c];
        losing[c] = stones - own_fill[c];
    }
    // Lay out each territory from its corner: free points, the uncounted point,
    // the compensation and penalty group, then the own stones.
    for payer in Color::ALL {
        let layout = &order[payer];
        let s = settle[payer];
        let mut at = winning[payer] as usize;
        if s.uncounted {
            uncounted = Some(layout[at]);
            at += 1;
        }
        for (kind, count) in [
            (StepKind::Compensation, s.compensation_stones),
            (StepKind::Penalty, s.penalty_stones),
        ] {
            for _ in 0..count {
                plan.put(layout[at], !payer, kind, cup)?;
                at += 1;
            }
        }
        if let Some(p) = s.seki_stone {
            plan.put(p, !payer, StepKind::Compensation, cup)?;
        }
    }
    // Step 3: own territory, far from the corner first.
    for c in Color::ALL {
        let layout = &order[c];
        for &p in layout.iter().rev().take(own_fill[c] as usize) {
            plan.put(p, c, StepKind::OwnTerritory, cup)?;
        }
    }
    // Steps 4–5: losing stones onto winning points, the corner point last.
    let (winner, margin) = match (winning.black > 0, winning.white > 0) {
        (true, _) => (Some(Color::Black), 0),
        (_, true) => (Some(Color::White), 0),
        _ => (None, 0),
    };
    let mut margin = margin;
    let mut final_winner = winner;
    let mut parts = Margin {
        stones_placed: 0,
        free_point: false,
        total: 0,
        winner,
    };
    if let Some(w) = winner {
        let loser = !w;
        let placed = losing[loser].min(winning[w]);
        for &p in order[w][..winning[w] as usize]
            .iter()
            .rev()
            .take(placed as usize)
        {
            plan.put(p, loser, StepKind::LosingStone, cup)?;
        }
        parts.stones_placed = placed;
        parts.free_point = winning[w] > placed;
        margin = 2 * placed + parts.free_point as u32;
    } else {
        final_winner = decide(0, rules.tie);
    }
    parts.total = margin;
    parts.winner = final_winner;
    let empty_point = size
        .points()
        .find(|&p| after.is_empty_point(p) && !plan.filled.contains(p));
    Ok(IngCount {
        steps: plan.steps,
        cup_size: cup,
        cups_at_start,
        points_owed,
        uncounted,
        winning_points: winning.black.max(winning.white),
        losing_stones: losing.black.max(losing.white),
        winner: final_winner,
        margin,
        margin_parts: parts,
        empty_point,
    })
}

/// How one colour pays what it owes.
#[derive(Clone, Copy, Debug, Default)]
struct Settlement {
    compensation_stones: u32,
    penalty_stones: u32,
    /// A stone of the receiver on the free seki point, for an odd point.
    seki_stone: Option<Point>,
    /// An uncounted point of the payer's own territory, for an odd point.
    uncounted: bool,
}

/// The steps so far and what is left in each cup.
struct Plan {
    steps: Vec<CountStep>,
    cups: ByColor<u32>,
    filled: PointSet,
}

impl Plan {
    fn new(cups: ByColor<u32>) -> Plan {
        Plan {
            steps: Vec::new(),
            cups,
            filled: PointSet::new(),
        }
    }

    fn put(
        &mut self,
        point: Point,
        color: Color,
        kind: StepKind,
        cup: u32,
    ) -> Result<(), CountError> {
        self.cups[color] = self.cups[color]
            .checked_sub(1)
            .ok_or(CountError::CupTooSmall {
                color,
                needed: cup + 1,
                cup,
            })?;
        self.filled.insert(point);
        self.steps.push(CountStep {
            point,
            color,
            kind,
            cups_after: self.cups,
        });
        Ok(())
    }
}

/// A territory's points in the order they stay free: breadth first from a corner of
/// the territory (a side point when it has no corner, RULES R1.9 step 3), so every
/// prefix of the order is one connected area; other parts of the territory follow.
fn fill_order(board: &Board, territory: &PointSet) -> Vec<Point> {
    let size = board.size();
    let (w, h) = (size.width(), size.height());
    let on_edge = |p: Point| p.x() == 0 || p.y() == 0 || p.x() + 1 == w || p.y() + 1 == h;
    let is_corner = |p: Point| (p.x() == 0 || p.x() + 1 == w) && (p.y() == 0 || p.y() + 1 == h);
    let mut order = Vec::with_capacity(territory.len());
    let mut done = PointSet::new();
    while order.len() < territory.len() {
        let left = territory.difference(&done);
        let start = left
            .iter()
            .find(|&p| is_corner(p))
            .or_else(|| left.iter().find(|&p| on_edge(p)))
            .or_else(|| left.iter().next());
        let Some(start) = start else { break };
        let mut queue = alloc::collections::VecDeque::from([start]);
        done.insert(start);
        while let Some(p) = queue.pop_front() {
            order.push(p);
            for n in board.neighbors(p) {
                if territory.contains(n) && done.insert(n) {
                    queue.push_back(n);
                }
            }
        }
    }
    order
}

/// Compensation to White in whole points (negative: to Black) for `half_points`
/// of komi and handicap compensation. Whole amounts are exact. A half point is
/// rounded so that the count names the same winner as area counting: towards White
/// when Black wins ties (7.5 counts as 8, the four stones of RULES R2.6; 1.5 to
/// Black counts as 1), towards Black when White wins them. Under a draw tie rule
/// no rounding can be exact; it rounds towards White, as RULES R2.6 does.
pub fn whole_compensation(half_points: i32, tie: TieRule) -> i32 {
    let down = half_points.div_euclid(2);
    match (half_points.rem_euclid(2), tie) {
        (0, _) => down,
        (_, TieRule::WhiteWins) => down,
        _ => down + 1,
    }
}
