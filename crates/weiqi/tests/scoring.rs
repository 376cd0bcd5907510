//! Counting finished positions: area and territory, seki, dead stones, komi, ties
//! and the result string (RULES R0.7, R1.5, R1.7, R2.3, R2.5, R3.6, R4.5, R4.6).

mod common;

use common::board;
use weiqi::scoring::{score, CountInput, Score};
use weiqi::*;

fn points(size: BoardSize, names: &[&str]) -> PointSet {
    names.iter().map(|n| size.parse_point(n).unwrap()).collect()
}

fn count(b: &Board, dead: &[&str], rules: Rules, captured: (u32, u32)) -> Score {
    let input = CountInput {
        captured: ByColor::new(captured.0, captured.1),
        handicap: 0,
    };
    score(b, &points(b.size(), dead), &rules, input)
}

fn with_komi(preset: RuleSet, half_points: i32) -> Rules {
    let mut rules = preset.rules();
    rules.komi = Komi::from_half_points(half_points);
    rules
}

/// Black owns the left, White the right, one dame point in between.
const SPLIT: &str = "
    . X . O .
    . X . O .
    . X O . .
";

#[test]
fn area_counts_stones_and_territory_r0_7() {
    let b = board(SPLIT);
    let s = count(&b, &[], with_komi(RuleSet::Chinese, 0), (0, 0));
    assert_eq!(s.stones, ByColor::new(3, 3));
    // Black: A column (3); White: D2? no — the right side: E3, E2, D1, E1 (4).
    assert_eq!(s.territory, ByColor::new(3, 4));
    // C3 and C2 touch both colours: dame, for nobody (RULES R2.3).
    assert_eq!(s.shared_points, 2);
    assert_eq!(s.total_half, ByColor::new(12, 14));
    assert_eq!(s.winner, Some(Color::White));
    assert_eq!(s.result(), "W+1");
}

#[test]
fn ing_splits_shared_points_and_black_wins_ties_r1_5_r1_7() {
    let b = board(SPLIT);
    // Black 3 + 3 + half of 2 = 7; White 3 + 4 + 1 = 8; komi −1 makes it equal.
    let s = count(&b, &[], with_komi(RuleSet::Ing, -2), (0, 0));
    assert_eq!(s.seki_half, ByColor::new(2, 2));
    assert_eq!(s.total_half, ByColor::new(14, 14));
    assert_eq!(s.margin_half, 0);
    assert_eq!(
        s.winner,
        Some(Color::Black),
        "RULES R1.7: a tie is a win for Black"
    );
    assert_eq!(s.result(), "B+0");
}

/// [`SPLIT`] with the dame filled, as territory rules count it (RULES R4.4).
const SPLIT_FILLED: &str = "
    . X X O .
    . X X O .
    . X O . .
";

#[test]
fn ties_follow_each_rule_set_r2_5_r4_6() {
    let b = board(SPLIT);
    // Area: Black 3 + 3, White 3 + 4; komi −1 ties it.
    let sir = count(&b, &[], with_komi(RuleSet::SimplifiedIng, -2), (0, 0));
    // Territory: Black 3 (A1–A3), White 3: White's C1 has D1 as its only liberty,
    // inside White's territory, so White fills D1 before the count (RULES R4.4) and
    // keeps E1–E3. No komi ties it. (This test once counted D1 for White, 4 with
    // komi −1: a defect counted as territory.)
    let b = board(SPLIT_FILLED);
    assert_eq!(
        (sir.winner, sir.result().as_str()),
        (None, "0"),
        "RULES R2.5: a draw"
    );
    let japanese = count(&b, &[], with_komi(RuleSet::Japanese, 0), (0, 0));
    assert_eq!(japanese.territory, ByColor::new(3, 3));
    assert_eq!(
        (japanese.winner, japanese.result().as_str()),
        (None, "0"),
        "RULES R4.6: jigo"
    );
    let korean = count(&b, &[], with_komi(RuleSet::Korean, 0), (0, 0));
    assert_eq!(
        korean.winner,
        Some(Color::White),
        "RULES R4.6: the Korean-style tie goes to White"
    );
    assert_eq!(korean.result(), "W+0");
}

#[test]
fn half_point_komi_is_exact_r0_7() {
    let b = board(SPLIT);
    let s = count(&b, &[], RuleSet::Chinese.rules(), (0, 0));
    assert_eq!(s.komi.to_string(), "7.5");
    assert_eq!(s.margin_half, 12 - (14 + 15));
    assert_eq!(s.result(), "W+8.5");
}

/// The Romanian guide's end-of-game example (dia. 8, RULES R4.5): three dead Black
/// stones in White's area, three dead White stones in Black's area, neutral points
/// between. The prisoners go into the opponent's territory.
const GUIDE: &str = "
    . . O X . O . . . . .
    . O . X . O . . X X .
    . . . X . O . . . . .
    . . . X . O . . . . .
    . . . X . O . . . . .
    . . . X . O . . . . .
";

/// Dead stones of [`GUIDE`]: two White in Black's area, two Black in White's.
const GUIDE_DEAD: [&str; 4] = ["C6", "B5", "J5", "K5"];

#[test]
fn territory_counts_dead_stones_as_prisoners_r4_5() {
    let b = board(GUIDE);
    let dead = GUIDE_DEAD;
    let s = count(&b, &dead, with_komi(RuleSet::Japanese, 0), (2, 1));
    assert_eq!(s.dead, ByColor::new(2, 2));
    // Prisoners: captured in play plus the opponent's dead stones.
    assert_eq!(s.prisoners, ByColor::new(2 + 2, 1 + 2));
    // Black's area left of column D: 3 columns × 6 rows = 18, dead stones' points
    // included. White's area right of column G, minus its own stones.
    assert_eq!(s.territory, ByColor::new(18, 30));
    assert_eq!(s.total_half, ByColor::new(2 * (18 + 4), 2 * (30 + 3)));
    // The guide's way: put the prisoners into the opponent's territory and count
    // what is left; the margin is the same.
    let guide_black = s.territory.black as i32 - s.prisoners.white as i32;
    let guide_white = s.territory.white as i32 - s.prisoners.black as i32;
    assert_eq!(s.margin_half, 2 * (guide_black - guide_white));
    // Column E is dame: neutral, for nobody.
    assert_eq!(s.shared_points, 6);
    let e_column: Vec<_> = (0..6).map(|y| s.ownership[y * 11 + 4]).collect();
    assert!(
        e_column.iter().all(Option::is_none),
        "RULES R4.5: neutral points count for nobody"
    );
}

#[test]
fn area_and_territory_agree_on_the_winner_of_a_settled_game_r3_6() {
    let b = board(GUIDE);
    let dead = GUIDE_DEAD;
    let area = count(&b, &dead, with_komi(RuleSet::Russian, 0), (0, 0));
    let mut territory_rules = with_komi(RuleSet::Russian, 0);
    territory_rules.scoring = Scoring::Territory;
    let territory = count(&b, &dead, territory_rules, (0, 0));
    assert_eq!(area.winner, territory.winner);
    // Dead stones count for the side that removed them: the ownership map shows
    // their points as the surrounding colour's.
    let c6 = b.size().parse_point("C6").unwrap();
    let index = c6.y() as usize * 11 + c6.x() as usize;
    assert_eq!(area.ownership[index], Some(Color::Black));
}

/// A seki with an eye each: Black (left) and White (right) have one eye in the top
/// corners and share the four liberties of column C; whoever fills one loses.
const SEKI: &str = "
    . X . O .
    X X . O O
    X X . O O
    X X . O O
";

#[test]
fn seki_policies_r1_5_r2_3_r4_5() {
    let b = board(SEKI);
    let rules = |preset: RuleSet| with_komi(preset, 0);
    let ing = count(&b, &[], rules(RuleSet::Ing), (0, 0));
    assert_eq!(ing.shared_points, 4);
    assert_eq!(
        ing.seki_half,
        ByColor::new(4, 4),
        "RULES R1.5: shared points split equally"
    );
    assert_eq!(
        ing.total_half,
        ByColor::new(2 * (7 + 1) + 4, 2 * (7 + 1) + 4)
    );
    let sir = count(&b, &[], rules(RuleSet::SimplifiedIng), (0, 0));
    assert_eq!(
        sir.seki_half,
        ByColor::new(0, 0),
        "RULES R2.3: shared points count for nobody"
    );
    // SIR still counts the eyes of seki groups.
    assert_eq!(sir.territory, ByColor::new(1, 1));
    let japanese = count(&b, &[], rules(RuleSet::Japanese), (0, 0));
    assert_eq!(
        japanese.territory,
        ByColor::new(0, 0),
        "RULES R4.5: eyes in seki are not territory"
    );
    assert_eq!(japanese.seki_eyes, ByColor::new(1, 1));
    assert_eq!(japanese.margin_half, 0);
    // The eyes A4 and E4 belong to nobody on the ownership map.
    assert_eq!((japanese.ownership[0], japanese.ownership[4]), (None, None));
}

#[test]
fn dame_between_living_groups_are_not_seki_r4_5() {
    // The guide's dia. 8: the neutral column does not make the walls seki groups.
    let regions =
        scoring::Regions::of(&board(GUIDE).without(&points(board(GUIDE).size(), &GUIDE_DEAD)));
    assert_eq!(regions.shared.len(), 6);
    assert!(regions.seki_shared.is_empty());
    assert!(regions.seki_eyes.black.is_empty() && regions.seki_eyes.white.is_empty());
    // In the seki they are.
    let seki = scoring::Regions::of(&board(SEKI));
    assert_eq!(seki.seki_shared.len(), 4);
}

#[test]
fn handicap_compensation_goes_to_white_r1_11() {
    let b = board(SPLIT);
    let input = CountInput {
        captured: ByColor::default(),
        handicap: 4,
    };
    let chinese = score(&b, &PointSet::new(), &with_komi(RuleSet::Chinese, 1), input);
    assert_eq!(chinese.compensation, 4);
    let aga = score(&b, &PointSet::new(), &with_komi(RuleSet::Aga, 1), input);
    assert_eq!(
        aga.compensation, 3,
        "AGA: one point per stone after the first"
    );
    let ing = score(&b, &PointSet::new(), &with_komi(RuleSet::Ing, 1), input);
    assert_eq!(ing.compensation, 0, "RULES R1.2: Ing gives none");
    let sir = score(
        &b,
        &PointSet::new(),
        &with_komi(RuleSet::SimplifiedIng, 1),
        input,
    );
    assert_eq!(sir.compensation, 0);
    assert_eq!(chinese.total_half.white - sir.total_half.white, 2 * 4);
}

#[test]
fn comparing_presets_counts_the_same_position_nine_ways() {
    let b = board(GUIDE);
    let dead = points(b.size(), &GUIDE_DEAD);
    let all = scoring::compare_presets(&b, &dead, CountInput::default());
    // Every preset won by points: Capture Go and Kill-all are not (RULES R5).
    let by_points: Vec<RuleSet> = RuleSet::ALL
        .iter()
        .copied()
        .filter(|r| r.rules().objective == Objective::Count)
        .collect();
    assert_eq!(by_points.len(), 9);
    assert_eq!(all.iter().map(|(p, _)| *p).collect::<Vec<_>>(), by_points);
    for (preset, s) in &all {
        assert_eq!(
            s.komi,
            preset.rules().komi,
            "{preset} counts with its own komi"
        );
        assert_eq!(s.scoring, preset.rules().scoring);
    }
    let by = |r: RuleSet| all.iter().find(|(p, _)| *p == r).unwrap().1.clone();
    // Area scoring gives the same stones and territory under every area preset.
    assert_eq!(
        by(RuleSet::Chinese).territory,
        by(RuleSet::TrompTaylor).territory
    );
    // Ing's komi 8 against Chinese 7.5 moves the margin by half a point.
    // Ing's komi 8 against Chinese 7.5 moves the margin by half a point; the Ing
    // split of the dame gives both sides the same.
    assert_eq!(by(RuleSet::Ing).seki_half, ByColor::new(6, 6));
    assert_eq!(
        by(RuleSet::Chinese).margin_half - by(RuleSet::Ing).margin_half,
        1
    );
}

#[test]
fn a_score_says_which_parts_count_r0_7_r1_5_r1_10() {
    use weiqi::scoring::{apply_penalties, ScorePart};
    let b = board(SPLIT);
    let names = |s: &Score| s.parts().map(ScorePart::name).collect::<Vec<_>>();
    // Area without komi: stones and territory; the shared point goes to nobody.
    let area = count(&b, &[], with_komi(RuleSet::Chinese, 0), (0, 0));
    assert_eq!(names(&area), ["stones", "territory"]);
    // Territory scoring counts prisoners, not stones; komi shows once it is not zero.
    let territory = count(&b, &[], RuleSet::Japanese.rules(), (2, 0));
    assert_eq!(names(&territory), ["territory", "prisoners", "komi"]);
    // Ing splits the shared point (RULES R1.5); penalties show once taken off.
    let mut ing = count(&b, &[], RuleSet::Ing.rules(), (0, 0));
    assert_eq!(names(&ing), ["stones", "territory", "seki", "komi"]);
    apply_penalties(&mut ing, ByColor::new(0, 2), TieRule::BlackWins);
    assert!(ing.counts(ScorePart::Penalties));
    assert_eq!(ing.penalties, ByColor::new(0, 2));
    assert_eq!(ScorePart::ALL.len(), 7);
}
