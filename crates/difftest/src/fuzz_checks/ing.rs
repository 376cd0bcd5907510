//! The Ing fill-the-board count (RULES R1.9, with R1.10 penalties and the R1.11
//! handicap variant) on arbitrary positions, checked against area counting:
//!
//! - an even number of points is refused, and only then (RULES R1.1);
//! - a count that succeeds lays every step on an empty point, ends with S stones
//!   of each colour and exactly one empty point (the one it names), and its margin
//!   equals the area margin (R0.7 with R1.5, komi, compensation, penalties) up to
//!   the half point that a half-point compensation rounds (R2.6), and it names the
//!   same winner (RULES R1.7, R1.9);
//! - a refusal is true of the position (a cup too small, or too little room).
//!
//! Input layout: byte 0 the side (`1 + b % 9`, or width and height from two
//! nibbles when bit 7 is set); byte 1 komi in half points (`b as i8 / 4`); byte 2
//! penalties (Black `b & 3`, White `b >> 2 & 3`, in points ×2); byte 3 handicap
//! (`b % 10`) and, with bit 7, the AGA per-stone compensation; then two bits per
//! point (empty, Black, White, Black marked dead … cycling through White marked
//! dead), chains without liberties removed.

use weiqi::scoring::ing_count::{ing_count, CountError};
use weiqi::scoring::{decide, score, CountInput, Regions};
use weiqi::{Board, BoardSize, ByColor, Color, HandicapCompensation, Komi, PointSet, RuleSet};

/// Checks the count on the position `data` describes; panics on a failure.
pub fn check(data: &[u8]) {
    let [shape, komi, penalty, handicap, cells @ ..] = data else {
        return;
    };
    let size = if shape & 0x80 != 0 {
        BoardSize::new(1 + (shape & 7) as u32, 1 + (shape >> 4 & 7) as u32)
    } else {
        BoardSize::square(1 + (*shape % 9) as u32)
    };
    let Ok(size) = size else { return };
    let mut rules = RuleSet::Ing.rules();
    rules.komi = Komi::from_half_points((*komi as i8 / 4) as i32);
    if handicap & 0x80 != 0 {
        rules.handicap_compensation = HandicapCompensation::PerStone;
    }
    let handicap = (handicap & 0x7f) as u32 % 10;
    let penalties = ByColor::new(2 * (penalty & 3) as u32, 2 * (penalty >> 2 & 3) as u32);
    let (board, dead) = position(size, cells);

    let result = ing_count(&board, &dead, &rules, handicap, penalties);
    let points = size.num_points() as u32;
    let cup = points.saturating_sub(1) / 2;
    let count = match result {
        Err(CountError::EvenPoints { points: n }) => {
            assert!(n == points && n % 2 == 0, "EvenPoints on {points} points");
            return;
        }
        Err(CountError::CupTooSmall { needed, cup: c, .. }) => {
            assert_eq!(c, cup, "cup size");
            assert!(needed > c, "CupTooSmall but {needed} fit in {c}");
            return;
        }
        Err(CountError::NoRoom {
            color,
            territory,
            needed,
        }) => {
            assert!(territory < needed, "NoRoom but {needed} fit in {territory}");
            let regions = Regions::of(&board.without(&dead));
            assert_eq!(
                regions.territory[color].len() as u32,
                territory,
                "territory"
            );
            return;
        }
        Err(CountError::TerritoryScoring) => {
            panic!("ing_count counts whatever the rules' scoring")
        }
        Ok(count) => count,
    };
    assert!(points % 2 == 1, "counted an even board");
    assert_eq!(count.cup_size, cup);
    // The margin equals the area count's, penalties included (RULES R1.9, R1.10).
    // Stones settle whole points, so a compensation with a half point (komi 7.5,
    // R2.6) moves the margin by half a point; the winner never changes: the count
    // decides the game exactly as area counting does (RULES R1.7, R1.9).
    let input = CountInput {
        handicap,
        ..CountInput::default()
    };
    let area = score(&board, &dead, &rules, input);
    let penalty_half = 2 * (penalties.white as i32 - penalties.black as i32);
    let expected = area.margin_half + penalty_half;
    let compensation_half = area.komi.half_points() + 2 * area.compensation as i32;
    let slack = compensation_half.rem_euclid(2);
    let context = || {
        format!(
            "{board}dead {dead:?}, komi {}, handicap {handicap} ({:?}), penalties {penalties:?}: area margin {} half points, count {count:?}",
            rules.komi, rules.handicap_compensation, area.margin_half
        )
    };
    assert!(
        (2 * count.black_margin() - expected).abs() <= slack,
        "Ing count margin vs area margin: {}",
        context()
    );
    assert_eq!(
        count.winner,
        decide(expected, rules.tie),
        "the Ing count and area counting name different winners: {}",
        context()
    );
    // Every step on an empty point; S of each colour and one empty point at the end.
    let mut end = board.without(&dead);
    for step in &count.steps {
        assert!(end.is_empty_point(step.point), "step on a stone: {step:?}");
        end.set(step.point, Some(step.color))
            .expect("a count step can always be placed");
    }
    for c in Color::ALL {
        assert_eq!(end.stone_count(c), cup, "{c:?} stones at the end");
    }
    assert_eq!(end.empty_points().len(), 1, "empty points at the end");
    assert_eq!(
        Some(end.empty_points()[0]),
        count.empty_point,
        "the empty point"
    );
}

/// The stones and dead marks the cell bytes describe; chains without a liberty
/// are taken off, as no game leaves them.
fn position(size: BoardSize, bytes: &[u8]) -> (Board, PointSet) {
    let mut board = Board::new(size);
    let mut dead = PointSet::new();
    for (k, p) in size.points().enumerate() {
        let byte = bytes.get(k / 4).copied().unwrap_or(0);
        let code = byte >> (2 * (k % 4)) & 3;
        let color = match code {
            1 => Color::Black,
            2 => Color::White,
            3 if k % 2 == 0 => Color::Black,
            3 => Color::White,
            _ => continue,
        };
        if board.set(p, Some(color)).is_ok() && code == 3 {
            dead.insert(p);
        }
    }
    while let Some(p) = board.chain_without_liberty() {
        for s in board.chain(p).iter() {
            let _ = board.set(s, None);
            dead.remove(s);
        }
    }
    (board, dead)
}
