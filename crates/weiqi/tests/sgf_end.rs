//! The end of a game survives a save and reopen under every ending procedure: the
//! stop, dead marks, agreement, resignation, resumption
//! (RULES R6, R6.1, R6.2; the procedures of R1.6, R2.4, R4.4).

use weiqi::sgf::{parse, GameInfo, GameTree, LoadOptions, Path, Record};
use weiqi::*;

/// Black's wall on column C, White's on D, a dead White stone at A1 in Black's area
/// and a dead Black stone at E5 in White's (5×5).
fn settled(preset: RuleSet) -> Game {
    let size = BoardSize::square(5).unwrap();
    let p = |s: &str| size.parse_point(s).unwrap();
    let setup = Setup {
        size,
        black: ["C1", "C2", "C3", "C4", "C5", "E5"].map(p).to_vec(),
        white: ["D1", "D2", "D3", "D4", "D5", "A1"].map(p).to_vec(),
        to_move: Color::Black,
    };
    Game::from_setup(preset.rules(), &setup).unwrap()
}

fn pt(game: &Game, s: &str) -> Point {
    game.board().size().parse_point(s).unwrap()
}

fn play(game: &mut Game, moves: &[&str]) {
    for mv in moves {
        let mv = Move::parse(game.board().size(), mv).unwrap();
        game.play(mv).unwrap();
    }
}

fn text_of(game: &Game) -> String {
    GameTree::from_game(game, &GameInfo::default()).to_record_sgf()
}

/// The game at the end of the main line of `text`, under `rules` where `RU` is
/// silent.
fn load_text(text: &str, rules: Rules) -> Game {
    let tree = &parse(text).unwrap().games[0];
    let options = LoadOptions {
        default_rules: rules,
        path: Path::MainLine,
    };
    weiqi::sgf::load(tree, &options).unwrap().game
}

/// Everything that decides the end of the game.
fn end_of(game: &Game) -> impl PartialEq + std::fmt::Debug {
    (
        game.status(),
        game.to_move(),
        game.move_number(),
        game.dead_stones(),
        game.is_agreed(),
        game.in_second_phase(),
        game.current_result(),
    )
}

/// Saves `game`, reopens it, checks that its end came back whole and that saving
/// the reopened game writes nothing new; returns the text.
fn survives(game: &Game, what: &str) -> String {
    let text = text_of(game);
    let again = load_text(&text, *game.rules());
    assert_eq!(end_of(&again), end_of(game), "{what}:\n{text}");
    // Writing the reopened game's end where it stands changes nothing (RULES R6.1).
    let mut tree = parse(&text).unwrap().games.remove(0);
    let last = tree.main_line().last().unwrap();
    assert_eq!(tree.write_end(last, &again), last, "{what}");
    assert_eq!(
        tree.to_record_sgf(),
        text,
        "{what}: written again as it came"
    );
    text
}

// RULES R4.4 (Japanese): the stop with marks, the agreement, a resumption asked by
// either player.
#[test]
fn japanese_stop_marks_agreement_resumption() {
    let mut game = settled(RuleSet::Japanese);
    play(&mut game, &["pass", "pass"]);
    survives(&game, "the stop, no marks");
    game.toggle_dead(pt(&game, "A1")).unwrap();
    game.toggle_dead(pt(&game, "E5")).unwrap();
    let text = survives(&game, "marked");
    // SGF's own means: the dead stones' points are the other side's territory.
    assert!(text.contains("[ae]") && text.contains("TW[ea]"), "{text}");
    assert!(
        !text.contains("WQ"),
        "no private property where SGF has one: {text}"
    );
    let mut agreed = game.clone();
    agreed.agree().unwrap();
    let text = survives(&agreed, "agreed");
    assert!(
        text.contains(&format!("RE[{}]", agreed.result().unwrap())),
        "{text}"
    );
    for requester in [Color::Black, Color::White] {
        let mut resumed = game.clone();
        resumed.resume(requester).unwrap();
        let text = survives(&resumed, "resumed");
        assert!(
            text.contains(&format!(";PL[{}]", resumed.to_move().letter())),
            "{text}"
        );
    }
}

// RULES R1.6 (Ing): marks at the stop, the agreement sealed by two more passes;
// play-on after a dispute.
#[test]
fn ing_agreement_and_play_on() {
    let mut game = settled(RuleSet::Ing);
    play(&mut game, &["pass", "pass"]);
    game.toggle_dead(pt(&game, "A1")).unwrap();
    survives(&game, "Ing marked");
    let mut agreed = game.clone();
    agreed.agree().unwrap();
    assert_eq!(agreed.move_number(), 4);
    let text = survives(&agreed, "Ing sealed");
    assert!(
        text.contains(&format!("RE[{}]", agreed.result().unwrap())),
        "{text}"
    );
    let mut on = game.clone();
    on.resume(Color::White).unwrap();
    survives(&on, "Ing play-on");
    play(&mut on, &["B2"]);
    survives(&on, "Ing played on");
}

// RULES R2.4 (Simplified Ing): the resumption by the opponent of the last passer,
// then the final stop that counts every stone alive.
#[test]
fn simplified_ing_final_stop() {
    let mut game = settled(RuleSet::SimplifiedIng);
    play(&mut game, &["pass", "pass"]);
    game.toggle_dead(pt(&game, "A1")).unwrap();
    survives(&game, "marked");
    game.resume(Color::Black).unwrap();
    survives(&game, "resumed");
    play(&mut game, &["pass", "pass"]);
    assert!(game.in_second_phase());
    assert!(matches!(game.status(), Status::Over(Outcome::Counted)));
    survives(&game, "the final stop");
}

// RULES R0.7 area scoring (Chinese): marks and agreement.
#[test]
fn area_scoring_agreement() {
    let mut game = settled(RuleSet::Chinese);
    play(&mut game, &["pass", "pass"]);
    game.toggle_dead(pt(&game, "E5")).unwrap();
    survives(&game, "marked");
    game.agree().unwrap();
    survives(&game, "agreed");
}

// RULES R0.4, R1.10: a resignation and a loss on time reopen over.
#[test]
fn resignation_and_time() {
    let mut game = settled(RuleSet::Japanese);
    play(&mut game, &["B2"]);
    let mut resigned = game.clone();
    resigned.resign(Color::White).unwrap();
    assert!(survives(&resigned, "resigned").contains("RE[B+R]"));
    game.lose_on_time(Color::Black).unwrap();
    assert!(survives(&game, "time").contains("RE[W+T]"));
}

// A record from another program (KGS writes the territory with the dead stones'
// points at the last pass, and RE): the marks and the agreement come back, and
// saving it writes it as it came.
#[test]
fn another_programs_counted_record() {
    let text = "(;GM[1]FF[4]SZ[5]RU[Japanese]KM[0.5]RE[B+4.5]AB[ca][cb][cc][cd][ce][ea]\
                AW[da][db][dc][dd][de][ae];B[];W[]TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]\
                TW[ea][eb][ec][ed][ee])";
    let game = load_text(text, RuleSet::Japanese.rules());
    assert!(game.is_agreed());
    assert_eq!(game.dead_stones().len(), 2);
    let mut tree = parse(text).unwrap().games.remove(0);
    let before = tree.clone();
    let last = tree.main_line().last().unwrap();
    tree.write_end(last, &game);
    assert_eq!(tree, before);
    // A count in RE without marks leaves the stop to the players.
    let bare = "(;GM[1]SZ[5]RU[Japanese]RE[B+3.5];B[];W[])";
    let game = load_text(bare, RuleSet::Japanese.rules());
    assert_eq!(game.status(), Status::Stopped);
}

// A game ended in a variation: its result goes in a private `WQRE` on its node (the
// root's RE speaks for the main line); the record's edit is undone in one step.
#[test]
fn an_end_in_a_variation_of_a_record() {
    let text =
        "(;GM[1]SZ[5]RU[Japanese]KM[0.5]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae]\
                (;B[bb];W[eb])(;B[];W[]))";
    let (mut record, _) = Record::from_sgf(text.as_bytes(), &Default::default()).unwrap();
    let root = record.tree().root();
    let stop = record
        .tree()
        .node(record.tree().node(root).children()[1])
        .children()[0];
    let mut game = record.game_at(stop).unwrap().game;
    game.toggle_dead(pt(&game, "A1")).unwrap();
    game.toggle_dead(pt(&game, "E5")).unwrap();
    game.agree().unwrap();
    assert_eq!(record.write_end(stop, &game).unwrap(), stop);
    let saved = record.to_sgf();
    assert!(
        saved.contains(&format!("WQRE[{}]", game.result().unwrap())),
        "{saved}"
    );
    assert!(!record.tree().root_node().has("RE"));
    let (again, _) = Record::from_sgf(saved.as_bytes(), &Default::default()).unwrap();
    let reopened = again.game_at(stop).unwrap().game;
    assert_eq!(end_of(&reopened), end_of(&game));
    assert!(record.undo());
    assert_eq!(
        record.tree(),
        Record::from_sgf(text.as_bytes(), &Default::default())
            .unwrap()
            .0
            .tree()
    );
    // A game not played from the node is refused.
    let first = record.tree().node(root).children()[0];
    let mut elsewhere = record.game_at(first).unwrap().game;
    elsewhere.resign(Color::Black).unwrap();
    assert!(record.write_end(stop, &elsewhere).is_err());
}

// RULES R1.6: Ing's agreement at a node of a record adds the two sealing passes to
// the tree, with the marks on the last; undo takes both back.
#[test]
fn ing_agreement_in_a_record_adds_its_passes() {
    let text = "(;GM[1]SZ[5]RU[GOE]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae];B[];W[])";
    let (mut record, _) = Record::from_sgf(text.as_bytes(), &Default::default()).unwrap();
    let stop = record.tree().main_line().last().unwrap();
    let mut game = record.game_at(stop).unwrap().game;
    game.toggle_dead(pt(&game, "A1")).unwrap();
    game.agree().unwrap();
    let end = record.write_end(stop, &game).unwrap();
    assert_eq!(record.tree().path_to(end).len(), 5);
    let reopened = record.game_at(end).unwrap().game;
    assert_eq!(end_of(&reopened), end_of(&game));
    let (again, _) = Record::from_sgf(record.to_sgf().as_bytes(), &Default::default()).unwrap();
    assert_eq!(end_of(&again.game_at(end).unwrap().game), end_of(&game));
    record.undo();
    assert!(!record.contains(end));
    assert!(record.tree().node(stop).children().is_empty());
}

// RULES R6.2: a `PL[]` after the last move hands the turn over: no pass in the
// history, the colour it names to move; and it is written back as it came.
#[test]
fn a_trailing_pl_hands_the_turn_over() {
    let text = "(;GM[1]SZ[9];B[ee];PL[B])";
    let game = load_text(text, Rules::default());
    assert_eq!(game.move_number(), 1);
    assert_eq!(game.to_move(), Color::Black);
    let mut tree = parse(text).unwrap().games.remove(0);
    let before = tree.clone();
    let last = tree.main_line().last().unwrap();
    assert_eq!(tree.write_end(last, &game), last);
    assert_eq!(tree, before);
    // Undo gives the turn back; a game that hands it over writes its `PL`.
    let mut undone = game.clone();
    undone.undo();
    assert_eq!((undone.move_number(), undone.to_move()), (1, Color::White));
    let mut handed = Game::new(Rules::default(), BoardSize::square(9).unwrap());
    play(&mut handed, &["E5"]);
    assert!(handed.hand_over(Color::Black));
    assert!(!handed.hand_over(Color::Black), "Black is to move already");
    let text = survives(&handed, "handed over");
    assert!(text.ends_with(";PL[B])\n"), "{text}");
}

/// `end_of`, and the points the players said need no filling.
fn end_with_fills(game: &Game) -> impl PartialEq + std::fmt::Debug {
    (end_of(game), game.kept_unfilled())
}

// RULES R4.4: the points the players said need no filling are written beside the
// marks (`WQNF`) and come back at the stop and once agreed; marks elsewhere do not
// write it.
#[test]
fn points_kept_unfilled_survive() {
    let mut game = settled(RuleSet::Japanese);
    play(&mut game, &["pass", "pass"]);
    game.toggle_dead(pt(&game, "A1")).unwrap();
    assert!(game.toggle_fill(pt(&game, "B3")).unwrap());
    assert!(game.toggle_fill(pt(&game, "E1")).unwrap());
    let text = survives(&game, "kept unfilled");
    assert!(text.contains("WQNF[bc][ee]"), "{text}");
    let again = load_text(&text, *game.rules());
    assert_eq!(end_with_fills(&again), end_with_fills(&game));
    let mut agreed = game.clone();
    agreed.agree().unwrap();
    let text = survives(&agreed, "agreed, kept unfilled");
    let again = load_text(&text, *agreed.rules());
    assert_eq!(end_with_fills(&again), end_with_fills(&agreed));
    assert_eq!(again.score(), agreed.score());
    // Taken back: the property goes with it.
    assert!(!game.toggle_fill(pt(&game, "B3")).unwrap());
    assert!(!game.toggle_fill(pt(&game, "E1")).unwrap());
    assert!(!survives(&game, "filled again").contains("WQNF"));
}

// RULES R0.4: a resignation during the stop (the dead stones being marked) reopens
// resigned, not at the stop; a count in `RE` there still leaves the stop to the
// players (another_programs_counted_record).
#[test]
fn a_resignation_during_the_stop_reopens_resigned() {
    let mut game = settled(RuleSet::Japanese);
    play(&mut game, &["pass", "pass"]);
    game.resign(Color::Black).unwrap();
    let text = survives(&game, "resigned at the stop");
    assert!(text.contains("RE[W+R]"), "{text}");
    let again = load_text(&text, *game.rules());
    assert_eq!(
        again.status(),
        Status::Over(Outcome::Resignation {
            winner: Color::White
        })
    );
}

// RULES R0.4: a resignation during the stop ends the game at once; the dead stones
// marked and the points kept unfilled before it stay in the record (TB/TW, WQNF) and
// come back with the resignation. A resignation in play writes no marks.
#[test]
fn marks_made_before_a_resignation_at_the_stop_are_kept() {
    let mut game = settled(RuleSet::Japanese);
    play(&mut game, &["pass", "pass"]);
    game.toggle_dead(pt(&game, "A1")).unwrap();
    game.toggle_fill(pt(&game, "B3")).unwrap();
    game.resign(Color::White).unwrap();
    let text = survives(&game, "marked, then resigned");
    assert!(text.contains("RE[B+R]"), "{text}");
    assert!(text.contains("WQNF[bc]"), "{text}");
    // A1 (White's dead stone) is Black's point.
    assert!(text.contains("TB[") && text.contains("[ae]"), "{text}");
    let again = load_text(&text, *game.rules());
    assert_eq!(end_with_fills(&again), end_with_fills(&game));
    assert_eq!(again.dead_stones().iter().count(), 1);
    assert_eq!(
        again.status(),
        Status::Over(Outcome::Resignation {
            winner: Color::Black
        })
    );
    // Through the record the app edits: the same node, the same marks.
    let (mut record, _) = Record::from_sgf(text.as_bytes(), &Default::default()).unwrap();
    let last = record.tree().main_line().last().unwrap();
    let reopened = record.game_at(last).unwrap().game;
    assert_eq!(end_with_fills(&reopened), end_with_fills(&game));
    assert_eq!(record.write_end(last, &reopened).unwrap(), last);
    assert_eq!(
        record.to_sgf(),
        Record::from_sgf(text.as_bytes(), &Default::default())
            .unwrap()
            .0
            .to_sgf()
    );

    let mut in_play = settled(RuleSet::Japanese);
    play(&mut in_play, &["B2"]);
    in_play.resign(Color::Black).unwrap();
    let text = survives(&in_play, "resigned in play");
    assert!(!text.contains("TB[") && !text.contains("TW["), "{text}");
}

// RULES R4.4: at a resumption the stop's marks end; the node of the stop keeps no
// `TB`/`TW` (nor `WQNF`), the `PL` node below it says who moves, undo puts them back.
#[test]
fn a_resumption_takes_the_stops_marks_off() {
    let text = "(;GM[1]SZ[5]RU[Japanese]KM[0.5]AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae];B[];W[])";
    let (mut record, _) = Record::from_sgf(text.as_bytes(), &Default::default()).unwrap();
    let stop = record.tree().main_line().last().unwrap();
    let mut game = record.game_at(stop).unwrap().game;
    game.toggle_dead(pt(&game, "A1")).unwrap();
    game.toggle_fill(pt(&game, "B3")).unwrap();
    assert_eq!(record.write_end(stop, &game).unwrap(), stop);
    let marked = record.to_sgf();
    assert!(
        marked.contains("TB[") && marked.contains("WQNF[bc]"),
        "{marked}"
    );
    game.resume(Color::White).unwrap();
    let at = record.write_end(stop, &game).unwrap();
    assert_ne!(at, stop, "a PL node below the stop");
    let node = record.tree().node(stop);
    for ident in ["TB", "TW", "WQNF"] {
        assert!(
            !node.has(ident),
            "{ident} left at the stop: {}",
            record.to_sgf()
        );
    }
    let (again, _) = Record::from_sgf(record.to_sgf().as_bytes(), &Default::default()).unwrap();
    assert_eq!(end_of(&again.game_at(at).unwrap().game), end_of(&game));
    assert!(record.undo());
    assert_eq!(record.to_sgf(), marked);
}
