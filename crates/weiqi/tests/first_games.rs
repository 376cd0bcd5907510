//! Capture Go and Kill-all, the presets for first games (RULES R5): how each ends,
//! who wins, and their names in the text form and SGF `RU[]`.

use weiqi::sgf::{load, parse, GameInfo, GameTree, LoadOptions};
use weiqi::*;

fn game_from(preset: RuleSet, rules: Rules, black: &[&str], white: &[&str], side: u32) -> Game {
    let size = BoardSize::square(side).unwrap();
    let p = |s: &&str| size.parse_point(s).unwrap();
    let setup = Setup {
        size,
        black: black.iter().map(p).collect(),
        white: white.iter().map(p).collect(),
        to_move: Color::Black,
    };
    let _ = preset;
    Game::from_setup(rules, &setup).unwrap()
}

fn play(game: &mut Game, mv: &str) -> MoveRecord {
    let mv = Move::parse(game.board().size(), mv).unwrap();
    game.play(mv).unwrap()
}

#[test]
fn capture_go_ends_at_the_first_capture_r5() {
    // White's B2 stone has one liberty left, at B3.
    let rules = RuleSet::CaptureGo.rules();
    let mut g = game_from(RuleSet::CaptureGo, rules, &["A2", "C2", "B1"], &["B2"], 5);
    play(&mut g, "E5");
    play(&mut g, "E4");
    assert_eq!(g.status(), Status::Playing, "no capture yet");
    play(&mut g, "B3");
    assert_eq!(
        g.status(),
        Status::Over(Outcome::Capture {
            winner: Color::Black
        })
    );
    assert_eq!(g.result().as_deref(), Some("B+"));
    // Nothing more is played, and undo takes the capture back.
    assert_eq!(g.check(Move::Pass), Err(Illegal::GameOver));
    g.undo().unwrap();
    assert_eq!(g.status(), Status::Playing);
}

#[test]
fn capture_go_white_needs_its_handicap_of_captures_r5() {
    // White must capture two stones; Black one. White takes one lone stone at A1:
    // the game goes on; Black's capture then ends it.
    let mut rules = RuleSet::CaptureGo.rules();
    rules.white_captures = 2;
    let mut g = game_from(RuleSet::CaptureGo, rules, &["A1", "E4"], &["A2", "E5"], 5);
    g.pass().unwrap();
    play(&mut g, "B1"); // White takes A1: one of the two it needs
    assert_eq!(g.prisoners().white, 1);
    assert_eq!(g.status(), Status::Playing);
    play(&mut g, "D5"); // Black takes E5
    assert_eq!(
        g.status(),
        Status::Over(Outcome::Capture {
            winner: Color::Black
        })
    );
}

#[test]
fn counted_games_are_not_ended_by_a_capture() {
    let rules = RuleSet::Chinese.rules();
    let mut g = game_from(RuleSet::Chinese, rules, &["A2", "C2", "B1"], &["B2"], 5);
    play(&mut g, "B3");
    assert_eq!(g.status(), Status::Playing);
}

/// A 5×5 board: Black's wall on column C, White's on D and E with two eyes.
fn white_alive(preset: RuleSet) -> Game {
    game_from(
        preset,
        preset.rules(),
        &["C1", "C2", "C3", "C4", "C5"],
        &["D1", "D2", "D3", "D4", "D5", "E2", "E4"],
        5,
    )
}

fn stop_and_agree(g: &mut Game, dead: &[&str]) {
    g.pass().unwrap();
    g.pass().unwrap();
    assert_eq!(g.status(), Status::Stopped);
    for s in dead {
        let p = g.board().size().parse_point(s).unwrap();
        g.toggle_dead_chain(p).unwrap();
    }
    g.agree().unwrap();
    assert_eq!(g.status(), Status::Over(Outcome::Counted));
}

#[test]
fn kill_all_white_wins_by_living_whatever_the_points_r5() {
    // Black has 15 points of area against White's 10: under the count Black
    // wins; under Kill-all White, who lives.
    let mut counted = white_alive(RuleSet::Chinese);
    let mut rules = RuleSet::Chinese.rules();
    rules.komi = Komi::ZERO;
    counted = Game::from_setup(rules, &setup_of(&counted)).unwrap();
    stop_and_agree(&mut counted, &[]);
    assert_eq!(counted.score().winner, Some(Color::Black));

    let mut g = white_alive(RuleSet::KillAll);
    stop_and_agree(&mut g, &[]);
    let score = g.score();
    assert_eq!(score.winner, Some(Color::White));
    assert_eq!(g.result().as_deref(), Some("W+"));
}

#[test]
fn kill_all_black_wins_when_every_white_stone_is_dead_r5() {
    let mut g = white_alive(RuleSet::KillAll);
    stop_and_agree(&mut g, &["D1"]);
    assert_eq!(g.score().winner, Some(Color::Black));
    assert_eq!(g.result().as_deref(), Some("B+"));
    // With no White stone at all, too.
    let mut empty = game_from(RuleSet::KillAll, RuleSet::KillAll.rules(), &["C3"], &[], 5);
    stop_and_agree(&mut empty, &[]);
    assert_eq!(empty.score().winner, Some(Color::Black));
}

#[test]
fn kill_all_keeps_its_rule_through_clock_penalties() {
    let g = white_alive(RuleSet::KillAll);
    let mut score = g.score();
    scoring::apply_penalties(&mut score, ByColor::new(0, 30), TieRule::Draw);
    assert_eq!(score.winner, Some(Color::White));
}

fn setup_of(g: &Game) -> Setup {
    let board = g.start_board();
    let size = board.size();
    let of = |c: Color| size.points().filter(|&p| board.get(p) == Some(c)).collect();
    Setup {
        size,
        black: of(Color::Black),
        white: of(Color::White),
        to_move: g.start_to_move(),
    }
}

#[test]
fn the_presets_are_named_and_read_back_r5_r6() {
    for preset in [RuleSet::CaptureGo, RuleSet::KillAll] {
        assert!(RuleSet::ALL.contains(&preset));
        assert_eq!(RuleSet::parse(preset.name()), Ok(preset));
        assert_eq!(RuleSet::from_sgf(preset.sgf_name()), Some(preset));
        let rules = preset.rules();
        assert_eq!(rules.nearest_preset(), preset);
        assert_eq!(rules.to_string(), preset.name());
        assert_eq!(rules.to_string().parse::<Rules>(), Ok(rules));
    }
    assert_eq!(RuleSet::parse("Atari-Go"), Ok(RuleSet::CaptureGo));
    let mut handicapped = RuleSet::CaptureGo.rules();
    handicapped.white_captures = 3;
    assert_eq!(handicapped.to_string(), "capture-go white-captures=3");
    assert_eq!(handicapped.sgf_value(), "Capture-Go white-captures=3");
    assert_eq!(
        Rules::from_sgf(&handicapped.sgf_value()),
        Some((RuleSet::CaptureGo, handicapped))
    );
    assert_eq!(
        "capture-go white-captures=0".parse::<Rules>(),
        Err(weiqi::rules::ParseRulesError)
    );
    assert_eq!(
        "chinese objective=kill-all komi=0"
            .parse::<Rules>()
            .map(|r| r.objective),
        Ok(Objective::KillAll)
    );
}

#[test]
fn a_capture_go_record_reopens_finished_r6() {
    let rules = RuleSet::CaptureGo.rules();
    let mut g = game_from(RuleSet::CaptureGo, rules, &["A2", "C2", "B1"], &["B2"], 5);
    play(&mut g, "B3");
    let text = GameTree::from_game(&g, &GameInfo::default()).to_sgf();
    assert!(text.contains("RU[Capture-Go]"), "{text}");
    assert!(text.contains("RE[B+]"), "{text}");
    let tree = parse(&text).unwrap().games.remove(0);
    let loaded = load(&tree, &LoadOptions::default()).unwrap();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(loaded.game, g);
    assert_eq!(loaded.game.status(), g.status());
}
