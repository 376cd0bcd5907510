//! Regressions found by fuzzing the Ing fill-the-board count (`fuzz/`, target
//! `ing_count`, checks in `crates/difftest/src/fuzz_checks/ing.rs`).

use weiqi::scoring::ing_count::ing_count;
use weiqi::scoring::{score, CountInput};
use weiqi::{Board, ByColor, Color, Komi, PointSet, RuleSet};

/// A board from rows of `X`, `O` and `.`, top row first (the crate's diagram reader).
fn board(rows: &[&str]) -> Board {
    Board::from_diagram(&rows.join("\n")).unwrap()
}

/// RULES R1.9: "the margin equals the area count (R0.7 with R1.5) minus komi, with
/// Black winning ties" — so the count and area counting name the same winner.
///
/// Black 11 points, White 13, one shared point (half each, R1.5), and 1.5 points of
/// komi to Black: by area White wins by half a point (11.5 + 1.5 = 13 against 13.5).
/// The count rounds the half-point compensation *up*, in Black's favour (Black puts
/// one stone, worth 2 points, on White's territory), reaches a tie, and gives it to
/// Black (R1.7): the winner changes. `ing_count`'s doc says a half point "is rounded
/// up (7.5 counts as 8) … which under Ing's Black-wins-ties rule never changes the
/// winner": true when White receives it (R2.6: four stones for 7.5), false when
/// Black does. Rounding Black's half point down (1.5 counts as 1) keeps the winner.
#[test]
fn half_point_compensation_to_black_keeps_the_area_winner_r1_7_r1_9() {
    let b = board(&[
        "XXO..", //
        "XXO..", //
        "XXO..", //
        "XXXO.", //
        "XX.O.",
    ]);
    let mut rules = RuleSet::Ing.rules();
    rules.komi = Komi::from_half_points(-3);
    let area = score(&b, &PointSet::new(), &rules, CountInput::default());
    assert_eq!(area.margin_half, -1, "by area White wins by half a point");
    assert_eq!(area.winner, Some(Color::White));
    let count = ing_count(&b, &PointSet::new(), &rules, 0, ByColor::default()).unwrap();
    assert_eq!(
        count.winner,
        Some(Color::White),
        "the fill-the-board count must name the area winner: {count:?}"
    );
}

/// The mirror case works: 7.5 to White counts as 8 (R2.6), and a half-point area
/// win for Black becomes a tie that Black wins (R1.7).
#[test]
fn half_point_komi_to_white_keeps_the_area_winner_r2_6() {
    // The first position with the colours swapped: Black 13, White 11.
    let b = board(&[
        "OOX..", //
        "OOX..", //
        "OOX..", //
        "OOOX.", //
        "OO.X.",
    ]);
    let mut rules = RuleSet::Ing.rules();
    rules.komi = Komi::from_half_points(3);
    let area = score(&b, &PointSet::new(), &rules, CountInput::default());
    assert_eq!(area.margin_half, 1, "by area Black wins by half a point");
    let count = ing_count(&b, &PointSet::new(), &rules, 0, ByColor::default()).unwrap();
    assert_eq!((count.winner, count.margin), (Some(Color::Black), 0));
}
