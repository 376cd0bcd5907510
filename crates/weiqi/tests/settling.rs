//! Before a territory count the dame are filled and the defects in the territories
//! defended (RULES R4.4; the Romanian guide, "5. Sfârșitul jocului", step 2), and
//! eyes in seki count for nobody (RULES R4.5). Every expected value below is worked
//! out by hand from the rules, in the comment beside it.
//!
//! Diagrams: `X` Black, `O` White, top row first; points are named as on the board
//! (columns A–T skipping I, row 1 at the bottom).

mod common;

use common::board;
use weiqi::scoring::{score, score_keeping, CountInput, Score};
use weiqi::*;

/// Japanese rules with no komi, so the totals are the players' own points.
fn japanese() -> Rules {
    let mut rules = RuleSet::Japanese.rules();
    rules.komi = Komi::from_half_points(0);
    rules
}

fn set(size: BoardSize, names: &[&str]) -> PointSet {
    names.iter().map(|n| size.parse_point(n).unwrap()).collect()
}

fn names(size: BoardSize, points: &PointSet) -> Vec<String> {
    let mut out: Vec<String> = points.iter().map(|p| size.gtp(p).to_string()).collect();
    out.sort();
    out
}

fn count(diagram: &str, dead: &[&str]) -> (BoardSize, Score) {
    let b = board(diagram);
    let size = b.size();
    (
        size,
        score(&b, &set(size, dead), &japanese(), CountInput::default()),
    )
}

/// The game of `diagram`'s stones under `rules`, Black to move.
fn game_of(diagram: &str, rules: Rules) -> Game {
    Game::from_setup(rules, &Setup::from_diagram(diagram, Color::Black).unwrap()).unwrap()
}

/// The count of `diagram` (no stone dead) with these dame and defects (RULES R4.4) and
/// territory, and `result` when given; the count, for further checks.
fn counted(
    diagram: &str,
    dame: &[&str],
    defects: &[&str],
    territory: (u32, u32),
    result: Option<&str>,
) -> (BoardSize, Score) {
    let (size, s) = count(diagram, &[]);
    assert_eq!(names(size, &s.dame), dame, "dame");
    assert_eq!(names(size, &s.defects), defects, "defects");
    assert_eq!(s.territory, ByColor::new(territory.0, territory.1));
    if let Some(result) = result {
        assert_eq!(s.result(), result);
    }
    (size, s)
}

/// The guide's dia. 8: three dead Black stones in White's area (top right), three
/// dead White stones in Black's area (top left), the neutral column E between the
/// walls.
const DIA_8: &str = "
    . . O X . O . . . . .
    . O . X . O . . X X .
    . O . X . O . . . X .
    . . . X . O . . . . .
    . . . X . O . . . . .
    . . . X . O . . . . .
";

#[test]
fn dia_8_dame_are_filled_and_there_are_no_defects_r4_4() {
    let (size, s) = count(DIA_8, &["C6", "B5", "B4", "J5", "K5", "K4"]);
    // The X points of the diagram: column E touches both walls.
    assert_eq!(
        names(size, &s.dame),
        ["E1", "E2", "E3", "E4", "E5", "E6"],
        "RULES R4.4: the neutral points"
    );
    // "În acest caz nu există defecte": the walls D and F have their own territory
    // beside them (columns A–C and G–L), so filling column E ataris nothing.
    assert!(s.defects.is_empty(), "{:?}", names(size, &s.defects));
    // Black: columns A–C, 3 × 6 = 18, plus 3 prisoners; White: columns G–L,
    // 5 × 6 = 30, plus 3 prisoners. 21 to 33.
    assert_eq!(s.territory, ByColor::new(18, 30));
    assert_eq!(s.total_half, ByColor::new(2 * 21, 2 * 33));
    assert_eq!(s.result(), "W+12");
}

/// The guide's dia. 11 on the bottom edge: left, a Black group whose two eyes C1 and
/// E1 are false (White at C1 takes B1, B2, C2; at E1 it takes E2, F2, F1); right, a
/// group with two real eyes, J2 and L2. White's wall has row 5 as territory.
const DIA_11: &str = "
    . . . . . . . . . . . . .
    O O O O O O O O O O O O O
    O O O O O O O X X X X X O
    O X X O X X O X . X . X O
    O X . X . X O X X X X X O
";

const DIA_11_LEFT: [&str; 7] = ["B1", "B2", "C2", "D1", "E2", "F2", "F1"];

#[test]
fn dia_11_false_eyes_count_for_nobody_r4_4() {
    // The players (wrongly) leave the left group on the board. B1-B2-C2 has C1 as
    // its only liberty: a defect, filled by Black. That joins D1, whose chain now has
    // E1 only, as E2-F2-F1 does: a defect too, but filling it would leave the whole
    // group without a liberty, so it stays empty. Either way both count for nobody.
    let (size, s) = count(DIA_11, &[]);
    assert_eq!(names(size, &s.defects), ["C1", "E1"]);
    assert!(s.dame.is_empty());
    // Black: the real eyes J2 and L2 only (the count without R4.4 gives 4). White:
    // row 5, 13 points.
    assert_eq!(s.territory, ByColor::new(2, 13));
    let c1 = size.parse_point("C1").unwrap();
    assert_eq!(s.ownership[c1.y() as usize * 13 + c1.x() as usize], None);
}

#[test]
fn dia_11_the_group_with_false_eyes_is_dead_r4_5() {
    // Marked dead, as the guide says it is: White gets the 9 points of the left
    // shape (B1, C1, D1, E1, F1, B2, C2, E2, F2) besides row 5, and 7 prisoners.
    // Black keeps J2 and L2. 2 to 13 + 9 + 7 = 29.
    let (size, s) = count(DIA_11, &DIA_11_LEFT);
    assert!(s.defects.is_empty(), "{:?}", names(size, &s.defects));
    assert_eq!(s.territory, ByColor::new(2, 22));
    assert_eq!(s.prisoners, ByColor::new(0, 7));
    assert_eq!(s.result(), "W+27");
}

/// The guide's dia. 13, a seki with an eye each (Black A5 after the capture, White
/// F5) and the shared column D; White's stone A5 can be taken by Black at B5.
const DIA_13: &str = "
    O . X . O .
    X X X . O O
    X X X . O O
    X X X . O O
    X X X . O O
";

#[test]
fn dia_13_seki_with_a_capturable_stone_counts_no_eyes_r4_5() {
    // Marked dead at the stop: it is Black's prisoner (1). The eyes A5-B5 and F5 are
    // eyes in seki (each group has one eye and lives only through column D), so they
    // are not territory; column D is seki, not dame. Black 1, White 0.
    let (size, s) = count(DIA_13, &["A5"]);
    assert_eq!(s.territory, ByColor::new(0, 0));
    assert_eq!(s.seki_eyes, ByColor::new(2, 1));
    assert_eq!(s.prisoners, ByColor::new(1, 0));
    assert!(s.dame.is_empty() && s.defects.is_empty());
    assert_eq!(s.result(), "B+1");
    // The capture played at the end, as the guide says it almost always is: Black
    // B5 takes A5, both pass. Again one prisoner and no eye counted.
    let mut game = game_of(DIA_13, japanese());
    game.play(Move::parse(size, "B5").unwrap()).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    let s = game.score();
    assert_eq!(s.prisoners, ByColor::new(1, 0));
    assert_eq!(s.territory, ByColor::new(0, 0));
    assert_eq!(s.result(), "B+1");
}

/// A seki in which White's eye A4 is false: White A5 and the long White chain are
/// two chains that both touch it, and the shared points A6 and C6 are the liberties
/// neither side can fill. Black's outer stones own the rest (17 points).
const SEKI_FALSE_EYE: &str = "
    . X . O X .
    O X O O X .
    . O O X . .
    O O X . . .
    X X . . . .
    . . . . . .
";

#[test]
fn seki_with_a_false_eye_counts_the_eye_for_nobody_r4_5() {
    // Black at A6 or C6 would leave B5-B6 with one liberty; White at either would
    // leave its chains in atari: seki. A4 touches only White, but it is an eye of a
    // group in seki, so nobody's. Black's territory: the 36 points minus 16 stones
    // minus A6, C6, A4 = 17. Nothing to fill: the seki points are not dame.
    let (size, s) = count(SEKI_FALSE_EYE, &[]);
    assert_eq!(s.territory, ByColor::new(17, 0));
    assert_eq!(s.seki_eyes, ByColor::new(0, 1));
    assert!(s.dame.is_empty(), "{:?}", names(size, &s.dame));
    assert!(s.defects.is_empty(), "{:?}", names(size, &s.defects));
    assert_eq!(s.result(), "B+17");
}

/// The guide's dia. 14 in the corner: Black A2-E2, E1 around White's B1-C1, with A1
/// and D1 shared. It looks like seki; the play-out (tests/confirmation.rs) shows it
/// is not.
pub const DIA_14: &str = "
    . . . . . .
    . . . . . .
    O O O O O O
    X X X X X O
    . O O . X O
";

#[test]
fn dia_14_looks_like_seki_to_the_count_r4_5() {
    // Counted as it stands, no stone marked: A1 and D1 are shared by groups that
    // have no eye of their own, which the engine takes as seki; White has rows 4–5.
    let (_, s) = count(DIA_14, &[]);
    assert_eq!(s.shared_points, 2);
    assert!(s.dame.is_empty() && s.defects.is_empty());
    assert_eq!(s.territory, ByColor::new(0, 12));
}

/// Black's E1 stands beside Black's one-point territory D1 and the dame F1: it has
/// two liberties now, one once White fills F1.
const DEFECT_AFTER_DAME: &str = "
    . . X O . . .
    . . X O . . .
    . . X O . . .
    . . X X O O O
    . . X . X . O
";

#[test]
fn a_defect_that_appears_only_once_the_dame_are_filled_r4_4() {
    // F1 touches E1 (Black) and G1, F2 (White): dame. With White on F1, E1 has D1
    // only: White could play D1 and take it, so Black fills D1. Black: columns A–B,
    // 2 × 5 = 10 (D1 no longer counts); White: E3–G5, 9. B+1 (11 to 9 without R4.4).
    let (size, _) = counted(DEFECT_AFTER_DAME, &["F1"], &["D1"], (10, 9), Some("B+1"));
    // The players override F1 (say it needs no filling): then E1 keeps two
    // liberties, D1 is no defect and counts for Black again: 11 to 9.
    let b = board(DEFECT_AFTER_DAME);
    let keep = set(size, &["F1"]);
    let s = score_keeping(
        &b,
        &PointSet::new(),
        &japanese(),
        CountInput::default(),
        &keep,
    );
    assert!(s.dame.is_empty() && s.defects.is_empty());
    assert_eq!(s.territory, ByColor::new(11, 9));
}

#[test]
fn area_scoring_fills_nothing_r4_4() {
    // RULES R4.4: area scoring is not affected; D1 is Black's either way. Chinese
    // count: Black's 7 stones and 11 empty points (A1–B5 and D1).
    let b = board(DEFECT_AFTER_DAME);
    let mut rules = RuleSet::Chinese.rules();
    rules.komi = Komi::from_half_points(0);
    let s = score(&b, &PointSet::new(), &rules, CountInput::default());
    assert!(s.dame.is_empty() && s.defects.is_empty());
    assert_eq!((s.stones.black, s.territory.black), (7, 11));
}

/// A Black string along the top edge, joined only through its false eyes D4, E4,
/// G4, H4, K4, L4, inside White's wall; A4 and N4 touch White: dame.
const FALSE_EYES_DIRECT_ATARI: &str = "
    . X X . . X . . X . . X . O .
    O O O X X O X X O X X O X O .
    . . . O O O O O O O O O O O .
    . . . . . . . . . . . . . . .
";

#[test]
fn false_eyes_that_fall_into_atari_once_the_dame_are_filled_r4_4() {
    // With White on A4, B4-C4 has D4 only: Black fills it, joining D3-E3, which then
    // has E4 only (A4 is White's); filling E4 joins F4, left with G4; and so on from
    // the left: D4, E4, G4, H4, K4, L4 are all filled. Black's "territory" of six
    // points is none. White: row 1 (15), A2–C2 (3), P2–P4 (3) = 21.
    counted(
        FALSE_EYES_DIRECT_ATARI,
        &["A4", "N4"],
        &["D4", "E4", "G4", "H4", "K4", "L4"],
        (0, 21),
        None,
    );
}

/// On the top edge: B4-C4 touches the dame A4 and the false eye D4, which also
/// touches the long chain D3–K3 with F4, H4, K4.
const FALSE_EYE_LAST_AFTER_DAME: &str = "
    . X X . . X . X . X O . . .
    O O O X X X X X X X O . . .
    . . . O O O O O O O O . . .
    . . . . . . . . . . . . . .
";

#[test]
fn a_false_eye_at_the_edge_left_after_the_dame_r4_4() {
    // White on A4 leaves B4-C4 with D4 only: Black fills D4, which joins it to the
    // long chain (liberties E4, G4, J4 left). Black: E4, G4, J4 = 3 (4 without
    // R4.4). White: row 1 (14), A2–C2 (3), M2–O4 (9) = 26.
    counted(
        FALSE_EYE_LAST_AFTER_DAME,
        &["A4"],
        &["D4"],
        (3, 26),
        Some("W+23"),
    );
}

/// In the top left corner: A3 is cut off by White's B3 and has only A4; B4 has A4
/// and C4; the long chain C3–J3 with E4 and H4.
const FALSE_EYE_IN_THE_CORNER: &str = "
    . X . . X . . X .
    X O X X X X X X X
    O O O O O O O O O
    . . . . . . . . .
";

#[test]
fn false_eyes_in_the_corner_r4_4() {
    // No dame are needed: A3's only liberty is A4, so White at A4 would take it.
    // Black fills A4, which joins A3 and B4 with C4 as their last liberty: Black
    // fills C4 too, joining the long chain. Black: D4, F4, G4, J4 = 4 (6 without
    // R4.4). White: row 1, 9.
    let (size, s) = count(FALSE_EYE_IN_THE_CORNER, &[]);
    assert!(s.dame.is_empty());
    assert_eq!(names(size, &s.defects), ["A4", "C4"]);
    assert_eq!(s.territory, ByColor::new(4, 9));
    assert_eq!(s.result(), "W+5");
}

#[test]
fn the_players_may_override_a_defect_and_undo_it_r4_4() {
    // During the stop the players say C4 needs no filling: only A4 is filled, and C4
    // counts for Black again (5). Undo restores the engine's answer (4).
    let mut game = game_of(FALSE_EYE_IN_THE_CORNER, japanese());
    let size = game.board().size();
    let c4 = size.parse_point("C4").unwrap();
    assert_eq!(game.toggle_fill(c4), Err(EndError::NotStopped));
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(game.score().territory.black, 4);
    assert_eq!(game.toggle_fill(c4), Ok(true));
    assert_eq!(names(size, &game.score().defects), ["A4"]);
    assert_eq!(game.score().territory.black, 5);
    assert_eq!(game.undo(), Some(Undone::EndOfGame));
    assert!(game.kept_unfilled().is_empty());
    assert_eq!(game.score().territory.black, 4);
    // Area rules fill nothing, so there is nothing to override.
    let mut chinese = game_of(FALSE_EYE_IN_THE_CORNER, RuleSet::Chinese.rules());
    chinese.pass().unwrap();
    chinese.pass().unwrap();
    assert_eq!(chinese.toggle_fill(c4), Err(EndError::NotInTheseRules));
}

/// Two Black groups inside White's wall with one eye each (C3, G3), joined only
/// through the dame E3 and E4, each of which touches both: a bamboo joint.
const BAMBOO_JOINT_OF_DAME: &str = "
    . . . . . . . . .
    O O O O O O O O O
    O X X X . X X X O
    O X . X . X . X O
    O X X X O X X X O
    O O O O O O O O O
";

#[test]
fn groups_joined_by_a_bamboo_joint_of_dame_keep_their_eyes_r4_4() {
    // RULES R4.4: E3 and E4 touch both colours: dame. White fills one, Black the
    // other, which joins the groups into one chain with two eyes, C3 and G3: nothing
    // to defend, both eyes are Black's territory. White: row 6, 9. (Filled by White
    // alone, the dame would leave each group one liberty, its eye, and count 0.)
    counted(
        BAMBOO_JOINT_OF_DAME,
        &["E3", "E4"],
        &[],
        (2, 9),
        Some("W+7"),
    );
}

/// As above, joined through one dame point, E3, between White's E2 and E4.
const ONE_JOINING_DAME_POINT: &str = "
    . . . . . . . . .
    O O O O O O O O O
    O X X X O X X X O
    O X . X . X . X O
    O X X X O X X X O
    O O O O O O O O O
";

#[test]
fn groups_joined_through_one_dame_point_are_connected_by_their_owner_r4_4() {
    // RULES R4.4: E3 touches both groups and White's E2 and E4. The players left the
    // groups alive, so Black fills E3 (its own dame-filling move): one chain, two
    // eyes. Black 2 (C3, G3), White 9.
    counted(ONE_JOINING_DAME_POINT, &["E3"], &[], (2, 9), Some("W+7"));
}

/// As above, with a row of two dame, E4 and F4, between the groups: E4 touches only
/// the left group, F4 only the right one.
const TWO_DAME_IN_A_ROW: &str = "
    . . . . . . . . . .
    O O O O O O O O O O
    O X X X . . X X X O
    O X . X O O X . X O
    O X X X O O X X X O
    O O O O O O O O O O
";

#[test]
fn a_row_of_two_dame_between_one_eyed_groups_is_cut_r4_4() {
    // RULES R4.4: no dame point joins the groups in one move, and whoever fills
    // first, White takes one of E4, F4 and cuts them: each group is left with its eye
    // as its last liberty, a defect its owner cannot fill (no liberty would be left),
    // so C3 and H3 count for nobody. Black 0; White: row 6, 10.
    counted(
        TWO_DAME_IN_A_ROW,
        &["E4", "F4"],
        &["C3", "H3"],
        (0, 10),
        Some("W+10"),
    );
}

/// Black's E3 sits in White's wall; its one liberty is D3, the cutting point inside
/// Black's territory between D4 and D2.
const CUTTING_POINT_IN_TERRITORY: &str = "
    . . . X O . .
    . . . X O . .
    . . . . X O .
    . . . X O . .
    . . . X O . .
";

#[test]
fn a_cutting_point_inside_a_territory_must_be_filled_r4_4() {
    // RULES R4.4: White at D3 would take E3, so Black defends by filling D3, which
    // then counts for nobody: a real defect, with no dame at all. Black: columns A–C,
    // 15 (16 without R4.4); White: F1–G5 less F3, 9.
    counted(
        CUTTING_POINT_IN_TERRITORY,
        &[],
        &["D3"],
        (15, 9),
        Some("B+6"),
    );
}
