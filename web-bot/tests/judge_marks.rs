//! `judgeMarks` reads the marks from the record the page writes at the stop (RULES
//! R6: dead stones as `TB`/`TW`) and answers with the computer's disputed points
//! (RULES R1.6, R2.4, R4.4).

use weiqi::sgf::{GameInfo, GameTree};
use weiqi::{BoardSize, Color, Game, PointSet, RuleSet, Setup};
use weiqi_bot_web::judge_marks;

/// Walls on D (Black) and F (White); White's B5 is dead in Black's area.
const WALLS: &str = "
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . O . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
";

/// The record of the stopped game with `dead` marked, as the page writes it.
fn record_at_the_stop(preset: RuleSet, dead: &[&str]) -> String {
    let setup = Setup::from_diagram(WALLS, Color::Black).unwrap();
    let mut game = Game::from_setup(preset.rules(), &setup).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    let size = BoardSize::square(9).unwrap();
    let marks: PointSet = dead.iter().map(|n| size.parse_point(n).unwrap()).collect();
    game.set_dead(&marks).unwrap();
    GameTree::from_game(&game, &GameInfo::default()).to_record_sgf()
}

#[test]
fn the_marks_are_read_from_the_record_and_judged() {
    for preset in [RuleSet::Japanese, RuleSet::Chinese, RuleSet::Ing] {
        // White's wall marked dead by Black: the computer (White) disputes all of it.
        let sgf = record_at_the_stop(preset, &["B5", "F1"]);
        let mut disputed = judge_marks(&sgf, "W", 2, 9).unwrap();
        disputed.sort();
        let wall: Vec<String> = (1..=9).map(|row| format!("F{row}")).collect();
        assert_eq!(disputed, wall, "{preset}: {sgf}");
        // Its own judgement: agreed.
        let sgf = record_at_the_stop(preset, &["B5"]);
        assert_eq!(
            judge_marks(&sgf, "W", 2, 9).unwrap(),
            Vec::<String>::new(),
            "{preset}"
        );
    }
}

#[test]
fn a_game_not_stopped_or_a_bad_colour_is_refused() {
    let setup = Setup::from_diagram(WALLS, Color::Black).unwrap();
    let game = Game::from_setup(RuleSet::Japanese.rules(), &setup).unwrap();
    let playing = GameTree::from_game(&game, &GameInfo::default()).to_record_sgf();
    assert!(judge_marks(&playing, "W", 2, 9).is_err());
    let stopped = record_at_the_stop(RuleSet::Japanese, &["B5"]);
    assert!(judge_marks(&stopped, "green", 2, 9).is_err());
}
