//! Confirming life and death by play after the stop (RULES R4.7; the translated
//! code, articles 7.1–7.4): a play-out from the stopped position with its own ko
//! rule, whose outcome marks the dead stones; the count is then made from the
//! stopped position. A resumption (article 9.3) is ordinary play under simple ko.
//! Expected values are worked out by hand in the comments.

mod common;

use weiqi::*;

fn japanese() -> Rules {
    let mut rules = RuleSet::Japanese.rules();
    rules.komi = Komi::from_half_points(0);
    rules
}

/// The diagram's position, `to_move` first, stopped by two passes.
fn stopped(diagram: &str, to_move: Color) -> Game {
    let d = common::parse(diagram);
    let setup = Setup {
        size: d.size,
        black: d.black,
        white: d.white,
        to_move,
    };
    let mut game = Game::from_setup(japanese(), &setup).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(game.status(), Status::Stopped);
    game
}

fn mv(game: &Game, name: &str) -> Move {
    Move::parse(game.board().size(), name).unwrap()
}

fn play(playout: &mut Confirmation, game: &Game, names: &[&str]) {
    for name in names {
        let m = mv(game, name);
        playout
            .play(m)
            .unwrap_or_else(|e| panic!("{name}: {e} (RULES R4.7)"));
    }
}

fn names(game: &Game, points: &PointSet) -> Vec<String> {
    let size = game.board().size();
    let mut out: Vec<String> = points.iter().map(|p| size.gtp(p).to_string()).collect();
    out.sort();
    out
}

/// The guide's dia. 14 (see tests/settling.rs): it looks like seki.
const DIA_14: &str = "
    . . . . . .
    . . . . . .
    O O O O O O
    X X X X X O
    . O O . X O
";

#[test]
fn dia_14_is_not_seki_the_play_out_shows_it_r4_7() {
    let mut game = stopped(DIA_14, Color::Black);
    let before = game.clone();
    let mut playout = game.confirmation(Color::White).unwrap();
    // White 1 at D1 makes B1-C1-D1 a three-stone chain in atari; Black 2 at A1
    // takes the three; White 3 at C1, "to the left of 1", leaves Black one eye:
    // Black passes, White B1 ataris, Black D1 takes two, White B1 again, Black C1
    // takes one (not a ko: C1 joins Black's chain), White B1 takes all of Black.
    play(
        &mut playout,
        &game,
        &[
            "D1", "A1", "C1", "pass", "B1", "D1", "B1", "C1", "B1", "pass", "pass",
        ],
    );
    assert!(playout.is_finished());
    // Black's six stones of the stopped position are gone and their points are
    // White's; White's B1 stands again and C1 is in White's area: alive.
    assert_eq!(
        names(&game, &playout.dead()),
        ["A2", "B2", "C2", "D2", "E1", "E2"]
    );
    // The game itself did not move: a play-out is no resumption.
    assert_eq!(game, before);
    game.accept_confirmation(&playout).unwrap();
    // Counted from the stopped position with those six dead: White gets rows 4–5
    // (12) and A1, D1, E1, A2–E2 (8), and 6 prisoners: 26. Black 0.
    let s = game.score();
    assert_eq!(s.territory, ByColor::new(0, 20));
    assert_eq!(s.prisoners, ByColor::new(0, 6));
    assert_eq!(s.result(), "W+26");
    // Accepting is undone like a dead-stone mark.
    assert_eq!(game.undo(), Some(Undone::EndOfGame));
    assert!(game.dead_stones().is_empty());
}

/// Bottom edge, dia. 11 of the guide (tests/settling.rs): a group with two false
/// eyes, C1 and E1, and one with two real eyes.
const DIA_11: &str = "
    . . . . . . . . . . . . .
    O O O O O O O O O O O O O
    O O O O O O O X X X X X O
    O X X O X X O X . X . X O
    O X . X . X O X X X X X O
";

#[test]
fn dia_11_white_takes_three_stones_at_a_false_eye_r4_7() {
    let mut game = stopped(DIA_11, Color::Black);
    let mut playout = game.confirmation(Color::White).unwrap();
    // White C1 takes B1, B2, C2; then White E1 takes D1 and E2, F2, F1.
    play(&mut playout, &game, &["C1", "pass", "E1", "pass", "pass"]);
    assert_eq!(
        names(&game, &playout.dead()),
        ["B1", "B2", "C2", "D1", "E2", "F1", "F2"]
    );
    game.accept_confirmation(&playout).unwrap();
    // As tests/settling.rs counts the group marked dead: Black 2, White 22 + 7.
    assert_eq!(game.score().result(), "W+27");
}

/// One ko in the middle: Black C2 would take White's B2, White B2 would take back.
/// Rows 4–5 are room to play elsewhere.
const ONE_KO: &str = "
    . . . . . . .
    . . . . . . .
    . X O . . . .
    X O . O . . .
    . X O . . . .
";

#[test]
fn one_ko_may_not_be_retaken_until_its_capturer_passes_r4_7() {
    let game = stopped(ONE_KO, Color::Black);
    let mut playout = game.confirmation(Color::Black).unwrap();
    play(&mut playout, &game, &["C2"]);
    // 7.3: a capture has been made in this ko since the stop.
    assert_eq!(playout.check(mv(&game, "B2")), Err(Illegal::ConfirmationKo));
    assert!(playout
        .bans()
        .contains(&(mv_point(&game, "B2"), Illegal::ConfirmationKo)));
    // Moves elsewhere do not lift it (simple ko would allow the retake now).
    play(&mut playout, &game, &["G5", "G1"]);
    assert_eq!(
        playout.play(mv(&game, "B2")),
        Err(Illegal::ConfirmationKo),
        "RULES R4.7: only a pass by Black for this capture lifts the ban"
    );
    assert_eq!(
        playout.to_move(),
        Color::White,
        "a refused move changes nothing"
    );
    // Neither side gives in: White passes, Black passes; Black's capture stands and
    // White's B2 of the stopped position is dead (its point is Black's).
    play(&mut playout, &game, &["pass", "pass"]);
    assert!(playout.is_finished());
    assert_eq!(names(&game, &playout.dead()), ["B2"]);
}

#[test]
fn a_pass_for_the_ko_lets_the_opponent_retake_r4_7() {
    let game = stopped(ONE_KO, Color::Black);
    let mut playout = game.confirmation(Color::Black).unwrap();
    // Black takes, White plays elsewhere, Black passes for the ko (7.4): White may
    // retake. Then Black may not take again until White passes for its capture.
    play(&mut playout, &game, &["C2", "G5", "pass", "B2"]);
    assert_eq!(playout.check(mv(&game, "C2")), Err(Illegal::ConfirmationKo));
    play(&mut playout, &game, &["G1", "pass", "C2"]);
    // Undo takes back play-out moves one by one, the ko state with them.
    assert!(playout.undo());
    assert_eq!(playout.check(mv(&game, "C2")), Ok(()));
    assert!(playout.undo());
    assert_eq!(playout.check(mv(&game, "B2")), Err(Illegal::Occupied));
    assert_eq!(playout.to_move(), Color::White);
}

/// Two kos: the one of [`ONE_KO`] and the same shape five columns to the right.
const TWO_KOS: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . X O . . . X O .
    X O . O . X O . O
    . X O . . . X O .
";

#[test]
fn two_kos_each_capture_needs_its_own_pass_r4_7() {
    let game = stopped(TWO_KOS, Color::Black);
    let mut playout = game.confirmation(Color::Black).unwrap();
    // Black takes in both kos (C2 takes B2, H2 takes G2), White playing elsewhere.
    play(&mut playout, &game, &["C2", "A5", "H2"]);
    assert_eq!(playout.check(mv(&game, "B2")), Err(Illegal::ConfirmationKo));
    assert_eq!(playout.check(mv(&game, "G2")), Err(Illegal::ConfirmationKo));
    // White elsewhere; Black's pass is for its earlier capture, C2: White may retake
    // B2 but not G2.
    play(&mut playout, &game, &["B5", "pass"]);
    assert_eq!(playout.check(mv(&game, "B2")), Ok(()));
    assert_eq!(playout.check(mv(&game, "G2")), Err(Illegal::ConfirmationKo));
    play(&mut playout, &game, &["B2"]);
    // Black may not take back at C2; a second pass is for H2, the capture still
    // standing (C2 has been retaken): now White may take at G2.
    assert_eq!(playout.check(mv(&game, "C2")), Err(Illegal::ConfirmationKo));
    play(&mut playout, &game, &["pass", "G2"]);
    // White ends with both kos: Black's C2 and H2 stones were played in the
    // play-out, so the dead are none of them; White's stones of the stopped
    // position stand. Nothing is dead.
    play(&mut playout, &game, &["pass", "pass"]);
    assert!(
        playout.dead().is_empty(),
        "{:?}",
        names(&game, &playout.dead())
    );
}

fn mv_point(game: &Game, name: &str) -> Point {
    game.board().size().parse_point(name).unwrap()
}

#[test]
fn resumption_is_ordinary_play_under_simple_ko_r4_4_r4_2() {
    // Article 9.3: a resumption is the game itself, under the ordinary ko rule: the
    // retake that the play-out forbids is legal after one exchange elsewhere.
    let mut game = stopped(ONE_KO, Color::Black);
    game.resume(Color::White).unwrap();
    assert_eq!(
        game.to_move(),
        Color::Black,
        "RULES R4.4: the other side moves"
    );
    for name in ["C2", "G5", "G1"] {
        game.play(mv(&game, name)).unwrap();
    }
    assert_eq!(game.check(mv(&game, "B2")), Ok(()));
}

#[test]
fn the_play_out_belongs_to_the_stop_and_ends_with_two_passes_r4_7() {
    let mut game = stopped(ONE_KO, Color::Black);
    let mut playout = game.confirmation(Color::Black).unwrap();
    play(&mut playout, &game, &["C2"]);
    // Not finished: its outcome cannot be accepted yet.
    assert_eq!(
        game.accept_confirmation(&playout),
        Err(EndError::NotStopped)
    );
    play(&mut playout, &game, &["pass", "pass"]);
    assert_eq!(playout.check(Move::Pass), Err(Illegal::GameOver));
    // Once the game has moved on (resumed and stopped again), the old play-out no
    // longer fits it.
    game.resume(Color::Black).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(
        game.accept_confirmation(&playout),
        Err(EndError::NotStopped)
    );
    // Only under the agreement rules, and only during the stop.
    let mut ing = Game::new(RuleSet::Ing.rules(), BoardSize::square(5).unwrap());
    assert_eq!(
        ing.confirmation(Color::Black).err(),
        Some(EndError::NotStopped)
    );
    ing.pass().unwrap();
    ing.pass().unwrap();
    assert_eq!(
        ing.confirmation(Color::Black).err(),
        Some(EndError::NotInTheseRules)
    );
}
