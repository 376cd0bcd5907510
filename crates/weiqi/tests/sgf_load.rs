//! Loading SGF records into games: rules (`RU`), komi, handicap, setup, moves
//! replayed through the rules engine, illegal moves played and reported. Each test
//! cites the RULES section or the FF[4] section (https://www.red-bean.com/sgf/) it
//! checks.

use weiqi::playout::{play_out, Rng};
use weiqi::sgf::{
    load, parse, GameInfo, GameResult, GameTree, LoadErrorKind, LoadOptions, Loaded, Margin,
    NodeId, Path, RulesSource, WarningKind,
};
use weiqi::{BoardSize, Color, Game, Illegal, Komi, Move, Point, RuleSet, Start, Status};

fn tree(text: &str) -> GameTree {
    parse(text).expect("parses").games.remove(0)
}

fn load_text(text: &str) -> Loaded {
    load(&tree(text), &LoadOptions::default()).expect("loads")
}

fn codes(loaded: &Loaded) -> Vec<&'static str> {
    loaded.warnings.iter().map(|w| w.kind.code()).collect()
}

fn p(sgf: &str) -> Point {
    BoardSize::new(25, 25)
        .unwrap()
        .parse_sgf_point(sgf)
        .unwrap()
}

// ---- RU (RULES R6) ----

// RULES R6: RU values GOE (Ing), Chinese, Japanese, AGA, NZ, Korean, and the
// descriptive EGF-SIR and Russian this project writes, are applied on load.
#[test]
fn ru_values_choose_the_rules() {
    let table = [
        ("GOE", RuleSet::Ing),
        ("Japanese", RuleSet::Japanese),
        ("Chinese", RuleSet::Chinese),
        ("AGA", RuleSet::Aga),
        ("NZ", RuleSet::NewZealand),
        ("Korean", RuleSet::Korean),
        ("EGF-SIR", RuleSet::SimplifiedIng),
        ("Russian", RuleSet::Russian),
        ("Tromp-Taylor", RuleSet::TrompTaylor),
        ("japanese", RuleSet::Japanese),
    ];
    for (value, rule_set) in table {
        let loaded = load_text(&format!("(;GM[1]SZ[9]RU[{}])", value));
        assert_eq!(
            loaded.rules_source,
            RulesSource::Record(rule_set),
            "{}",
            value
        );
        assert_eq!(*loaded.game.rules(), rule_set.rules(), "{}", value);
        assert!(loaded.warnings.is_empty());
    }
}

// RULES R6: an unknown RU value is kept and reported; the caller's default applies.
#[test]
fn unknown_rules_are_reported_and_the_default_applies() {
    let options = LoadOptions {
        default_rules: RuleSet::Russian.rules(),
        ..LoadOptions::default()
    };
    let loaded = load(&tree("(;GM[1]SZ[9]RU[Martian])"), &options).unwrap();
    assert_eq!(loaded.rules_source, RulesSource::Default);
    assert_eq!(loaded.unknown_rules.as_deref(), Some("Martian"));
    assert_eq!(*loaded.game.rules(), RuleSet::Russian.rules());
    assert_eq!(codes(&loaded), ["unknown-rules"]);
    assert!(loaded.warnings[0].to_string().contains("Martian"));
    // No RU at all, or an empty one: the default, silently.
    for text in ["(;GM[1]SZ[9])", "(;GM[1]SZ[9]RU[])"] {
        let loaded = load(&tree(text), &options).unwrap();
        assert_eq!(
            (loaded.rules_source, loaded.unknown_rules),
            (RulesSource::Default, None)
        );
        assert!(loaded.warnings.is_empty());
    }
}

// ---- KM, HA, AB/AW/AE, PL (RULES R6) ----

// RULES R6: KM sets the komi over the rule set's own.
#[test]
fn komi_comes_from_km() {
    let loaded = load_text("(;GM[1]SZ[9]RU[Chinese]KM[6.5])");
    assert_eq!(loaded.game.rules().komi, Komi::from_half_points(13));
    let loaded = load_text("(;GM[1]SZ[9]RU[GOE]KM[-2])");
    assert_eq!(loaded.game.rules().komi, Komi::from_points(-2));
    // Unreadable: reported, the rule set's komi stays.
    let loaded = load_text("(;GM[1]SZ[9]RU[GOE]KM[seven])");
    assert_eq!(loaded.game.rules().komi, Komi::from_points(8));
    assert_eq!(codes(&loaded), ["bad-value"]);
}

// RULES R4.3, R6: HA with AB is a handicap; under Japanese rules White moves next.
#[test]
fn handicap_then_white_moves() {
    let loaded = load_text("(;GM[1]SZ[19]RU[Japanese]HA[2]KM[0.5]AB[dp][pd];W[qp];B[dd])");
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(loaded.game.handicap(), 2);
    assert_eq!(loaded.game.start_to_move(), Color::White);
    assert_eq!(loaded.game.board().get(p("dp")), Some(Color::Black));
    assert_eq!(loaded.game.move_number(), 2);
}

// RULES R1.2, R6: under Ing, Black moves after the handicap stones.
#[test]
fn ing_handicap_then_black_moves() {
    let loaded = load_text("(;GM[1]SZ[19]RU[GOE]HA[2]AB[dp][pd];B[qp];W[dd])");
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(loaded.game.handicap(), 2);
    assert_eq!(loaded.game.start_to_move(), Color::Black);
}

// RULES R5 (Chinese: a point per handicap stone): when the record's first player
// is not the one the rules name, the handicap stones still count as handicap.
#[test]
fn handicap_with_the_other_first_player_still_counts() {
    let loaded = load_text("(;GM[1]SZ[19]RU[Chinese]HA[2]AB[dp][pd];B[qp])");
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(loaded.game.handicap(), 2);
    assert_eq!(loaded.game.score().compensation, 2);
    assert_eq!(loaded.game.start_to_move(), Color::Black);
    assert_eq!(loaded.game.move_number(), 1);
}

// RULES R6 (AB, AW, PL), FF[4] "Compressed point lists": setup stones, rectangles
// expanded, and the player to move.
#[test]
fn setup_stones_and_player_to_move() {
    let loaded = load_text("(;GM[1]SZ[9]AB[aa][bb:cc]AW[ee]AE[cc]PL[W])");
    let board = loaded.game.board();
    assert_eq!(board.stone_count(Color::Black), 4);
    assert_eq!(board.get(p("cb")), Some(Color::Black));
    assert_eq!(board.get(p("cc")), None, "AE clears");
    assert_eq!(board.get(p("ee")), Some(Color::White));
    assert_eq!(loaded.game.to_move(), Color::White);
    assert_eq!(loaded.game.handicap(), 0);
}

// FF[4] "SZ": columns:rows for rectangular boards (RULES R0.1, R3.1).
#[test]
fn rectangular_board() {
    let loaded = load_text("(;GM[1]SZ[19:13];B[sm];W[ms])");
    assert_eq!(loaded.game.board().size(), BoardSize::new(19, 13).unwrap());
    assert_eq!(
        loaded.game.board().get(Point::new(18, 12)),
        Some(Color::Black)
    );
    // `ms` is row 19 of a 13-row board: reported, not played.
    assert_eq!(codes(&loaded), ["bad-value"]);
    assert_eq!(loaded.game.move_number(), 1);
}

// RULES R0.1: boards up to 25x25; FF[4] "GM": 1 is Go.
#[test]
fn load_errors_say_what_and_where() {
    let e = load(&tree("(;GM[1]\nSZ[26])"), &LoadOptions::default()).unwrap_err();
    assert!(matches!(e.kind, LoadErrorKind::BoardSize(_)));
    assert_eq!(
        e.to_string(),
        "line 1, column 2 (node 0): SZ[26]: expected a board size from 1 to 25, as `19` or `19:13` (columns:rows)"
    );
    let e = load(&tree("(;GM[2])"), &LoadOptions::default()).unwrap_err();
    assert_eq!(e.kind, LoadErrorKind::NotGo { game: "2".into() });
    // A setup chain without liberties cannot stand.
    let e = load(&tree("(;SZ[9]AB[aa]AW[ba][ab])"), &LoadOptions::default()).unwrap_err();
    assert!(matches!(e.kind, LoadErrorKind::Setup(_)));
}

// ---- Moves (FF[4] "Move properties", Go section "Move") ----

// FF[4] Go "Move": a pass is `B[]`, and `B[tt]` on boards up to 19x19 (FF[3]).
#[test]
fn passes_as_empty_and_tt() {
    let loaded = load_text("(;GM[1]SZ[19];B[];W[dd];B[tt])");
    let history = loaded.game.history();
    assert_eq!(history[0].mv, Move::Pass);
    assert_eq!(history[1].mv, Move::Play(p("dd")));
    assert_eq!(history[2].mv, Move::Pass);
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    let small = load_text("(;GM[1]SZ[9];B[tt])");
    assert_eq!(small.game.history()[0].mv, Move::Pass);
    // On a larger board `tt` is a point.
    let large = load_text("(;GM[1]SZ[21];B[tt])");
    assert_eq!(large.game.history()[0].mv, Move::Play(Point::new(19, 19)));
}

/// A ko on 9x9: Black takes at `cb`, White retakes at once at `bb`.
const KO: &str = "(;GM[1]SZ[9]RU[Japanese]AB[ba][ab][bc]AW[ca][bb][db][cc]PL[B]\n;B[cb]\n;W[bb])";

// RULES R4.2 (simple ko), FF[4] "B"/"W": an illegal recorded move is executed and
// reported with its node, its position in the file and the rule it broke.
#[test]
fn illegal_ko_retake_is_played_and_reported() {
    let loaded = load_text(KO);
    assert_eq!(loaded.game.move_number(), 2);
    assert_eq!(loaded.game.board().get(p("bb")), Some(Color::White));
    assert_eq!(
        loaded.game.board().get(p("cb")),
        None,
        "the retake captured"
    );
    assert_eq!(loaded.warnings.len(), 1);
    let w = &loaded.warnings[0];
    assert_eq!(w.node, NodeId::new(2));
    assert_eq!(w.position.map(|p| (p.line, p.column)), Some((3, 1)));
    assert_eq!(
        w.kind,
        WarningKind::IllegalMove {
            number: 2,
            color: Color::White,
            mv: Move::Play(p("bb")),
            reason: Illegal::Ko
        }
    );
    assert!(w
        .to_string()
        .starts_with("line 3, column 1 (node 2): move 2 W[bb] breaks the rules"));
    // Under Ing the same retake is a hot stone (RULES R1.4).
    let ing = load_text(&KO.replace("RU[Japanese]", "RU[GOE]"));
    assert!(matches!(
        ing.warnings[0].kind,
        WarningKind::IllegalMove {
            reason: Illegal::HotStone,
            ..
        }
    ));
}

// RULES R4.1 (suicide forbidden), FF[4] "B": a suicide in the record is executed.
#[test]
fn illegal_suicide_is_played_and_reported() {
    let loaded = load_text("(;GM[1]SZ[9]RU[Japanese]AW[ba][ab]PL[B];B[aa])");
    assert_eq!(loaded.game.move_number(), 1);
    assert_eq!(loaded.game.board().get(p("aa")), None);
    assert!(matches!(
        loaded.warnings[0].kind,
        WarningKind::IllegalMove {
            reason: Illegal::Suicide,
            ..
        }
    ));
}

// RULES R0.4: a stone on a stone cannot be executed; it is reported, not dropped
// silently.
#[test]
fn move_on_a_stone_is_reported() {
    let loaded = load_text("(;GM[1]SZ[9];B[ee];W[ee];B[cc])");
    assert_eq!(codes(&loaded), ["move-not-played"]);
    assert_eq!(loaded.warnings[0].node, NodeId::new(2));
    assert_eq!(
        loaded.warnings[0].kind,
        WarningKind::MoveNotPlayed {
            color: Color::White,
            mv: Move::Play(p("ee")),
            reason: Illegal::Occupied
        }
    );
    // B[cc] is then played as recorded, by Black again.
    assert_eq!(loaded.game.move_number(), 2);
    assert!(loaded.game.history()[1].out_of_turn);
}

// FF[4] "B"/"W": colours come from the record, even twice in a row (played out of
// turn); RULES R6.2: a move after two passes is a resumption under the rules in
// force (here Ing, RULES R1.6), noted once, not a broken rule.
#[test]
fn out_of_turn_moves_and_moves_after_the_stop() {
    let loaded = load_text("(;GM[1]SZ[9];B[ee];B[cc];W[];B[];W[gg];B[];W[];B[aa])");
    assert_eq!(codes(&loaded), ["resumed", "resumed"]);
    assert_eq!(loaded.move_nodes[1], NodeId::new(2));
    assert!(loaded.game.history()[1].out_of_turn);
    assert_eq!(loaded.game.history()[1].color, Color::Black);
    assert_eq!(
        loaded.warnings[0].kind,
        WarningKind::Resumed {
            color: Color::White
        }
    );
    assert!(
        !loaded.game.history()[4].out_of_turn,
        "Ing: White moves next"
    );
    assert_eq!(loaded.game.move_number(), 8);
    assert_eq!(loaded.game.status(), Status::Playing);
}

// RULES R6, R6.2: the `RU[]` spellings real records use, in any case.
#[test]
fn rules_spellings() {
    for (value, preset) in [
        ("Tromp-Taylor", RuleSet::TrompTaylor),
        ("Tromp/Taylor", RuleSet::TrompTaylor),
        ("tt", RuleSet::TrompTaylor),
        ("CGOS", RuleSet::TrompTaylor),
        ("JP", RuleSet::Japanese),
        ("cn", RuleSet::Chinese),
        ("Kr", RuleSet::Korean),
        ("ING", RuleSet::Ing),
    ] {
        let loaded = load_text(&format!("(;GM[1]SZ[9]RU[{value}]KM[7.5];B[ee])"));
        assert_eq!(loaded.rules_source, RulesSource::Record(preset), "{value}");
        assert!(loaded.warnings.is_empty(), "{value}");
    }
}

// RULES R6.2: passes after the stop are noted once, not once each.
#[test]
fn passes_after_the_stop_are_noted_once() {
    let loaded = load_text("(;GM[1]SZ[9]RU[Japanese];B[ee];W[];B[];W[];B[];W[];B[tt])");
    assert_eq!(codes(&loaded), ["passes-after-stop"]);
    assert_eq!(loaded.game.move_number(), 7);
    assert_eq!(loaded.game.status(), Status::Stopped);
}

// RULES R6.2, R4.4: under the agreement rules the player who moves after the stop is
// the one the other asked to move: no move out of turn, no broken rule.
#[test]
fn a_resumption_under_japanese_rules() {
    let loaded = load_text("(;GM[1]SZ[9]RU[Japanese];B[ee];W[];B[];B[cc];W[gg])");
    assert_eq!(codes(&loaded), ["resumed"]);
    let history = loaded.game.history();
    assert!(history.iter().all(|m| !m.out_of_turn));
    assert_eq!(loaded.game.to_move(), Color::Black);
    assert_eq!(loaded.game.status(), Status::Playing);
}

// FF[4] "Move properties": B and W may not be mixed in one node.
#[test]
fn two_moves_in_a_node() {
    let loaded = load_text("(;GM[1]SZ[9];B[ee]W[cc])");
    assert_eq!(codes(&loaded), ["two-moves"]);
    assert_eq!(loaded.game.move_number(), 1);
}

// FF[4] "Setup properties" in mid-game: play continues from the new position,
// with the player of the next recorded move (or PL) to move.
#[test]
fn setup_in_mid_game() {
    let loaded = load_text("(;GM[1]SZ[9];B[ee];W[cc];AB[gg]AE[cc];W[dd])");
    assert_eq!(codes(&loaded), ["setup-mid-game"]);
    assert_eq!(loaded.start_node, NodeId::new(3));
    let board = loaded.game.board();
    assert_eq!(board.get(p("gg")), Some(Color::Black));
    assert_eq!(board.get(p("cc")), None);
    assert_eq!(board.get(p("dd")), Some(Color::White));
    assert_eq!(loaded.game.move_number(), 1);
    assert_eq!(loaded.move_nodes, [NodeId::new(4)]);
    // A setup that changes nothing is no restart.
    let loaded = load_text("(;GM[1]SZ[9];B[ee];AB[ee];W[dd])");
    assert!(loaded.warnings.is_empty());
    assert_eq!(loaded.game.move_number(), 2);
}

// ---- Variations ----

const VARIATIONS: &str = "(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc](;B[cg])(;B[gg];W[cc])))";

// FF[4] "GameTree": the main line is the first variation at each branch; a chosen
// variation is replayed instead.
#[test]
fn main_line_and_chosen_variations() {
    let t = tree(VARIATIONS);
    let main = load(&t, &LoadOptions::default()).unwrap();
    assert_eq!(main.line.len(), 4);
    assert_eq!(main.game.board().get(p("cc")), Some(Color::White));

    let second = LoadOptions {
        path: Path::Choices(vec![1, 1]),
        ..LoadOptions::default()
    };
    let loaded = load(&t, &second).unwrap();
    let moves: Vec<Move> = loaded.game.history().iter().map(|r| r.mv).collect();
    assert_eq!(moves, [p("ee"), p("gc"), p("gg"), p("cc")].map(Move::Play));

    let first_choice_only = LoadOptions {
        path: Path::Choices(vec![1]),
        ..LoadOptions::default()
    };
    let loaded = load(&t, &first_choice_only).unwrap();
    assert_eq!(loaded.game.history()[2].mv, Move::Play(p("cg")));

    let to_node = LoadOptions {
        path: Path::ToNode(NodeId::new(5)),
        ..LoadOptions::default()
    };
    let loaded = load(&t, &to_node).unwrap();
    assert_eq!(loaded.line.last().unwrap().node, NodeId::new(5));
    assert_eq!(loaded.game.move_number(), 3);

    let bad = LoadOptions {
        path: Path::Choices(vec![2]),
        ..LoadOptions::default()
    };
    let e = load(&t, &bad).unwrap_err();
    assert_eq!(
        e.kind,
        LoadErrorKind::NoSuchVariation {
            index: 2,
            children: 2
        }
    );
    let bad = LoadOptions {
        path: Path::ToNode(NodeId::new(99)),
        ..LoadOptions::default()
    };
    assert_eq!(load(&t, &bad).unwrap_err().kind, LoadErrorKind::NoSuchNode);
}

// DESIGN "game.rs" (undo), FF[4] "GameTree": the line's move numbers let a viewer
// step back with undo; undoing to a node's move number gives the position of
// loading up to that node.
#[test]
fn undo_to_a_line_entry_is_loading_to_its_node() {
    let t = tree(KO);
    let loaded = load(&t, &LoadOptions::default()).unwrap();
    for entry in &loaded.line {
        let mut game = loaded.game.clone();
        while game.move_number() > entry.move_number {
            game.undo();
        }
        let options = LoadOptions {
            path: Path::ToNode(entry.node),
            ..LoadOptions::default()
        };
        let direct = load(&t, &options).unwrap();
        assert_eq!(game, direct.game);
    }
}

// ---- Game information (RULES R6: RE, PB, PW) ----

// RULES R6: RE `B+R`, `W+3.5`, `0`, `Void`; PB/PW are metadata.
#[test]
fn game_information() {
    let loaded =
        load_text("(;GM[1]SZ[9]PB[Ли Сэ Дол]BR[9p]PW[Ştefan]WR[3d]DT[2024-05-01]EV[Cup]RE[W+3.5])");
    let info = &loaded.info;
    assert_eq!(info.black.as_deref(), Some("Ли Сэ Дол"));
    assert_eq!(info.white_rank.as_deref(), Some("3d"));
    assert_eq!(info.event.as_deref(), Some("Cup"));
    assert_eq!(
        info.game_result(),
        Some(GameResult::Win {
            winner: Color::White,
            margin: Margin::Points { half_points: 7 }
        })
    );
}

// ---- Writing a played game (RULES R6) ----

// RULES R6: a recorded game names its rules (GOE, EGF-SIR, Russian, …), komi,
// handicap and moves; loading it gives back the same game.
#[test]
fn recorded_games_load_back_the_same() {
    let size = BoardSize::square(9).unwrap();
    for (i, rule_set) in RuleSet::ALL.into_iter().enumerate() {
        let mut game = if i % 3 == 0 {
            Game::begin(
                rule_set.rules(),
                &Start::FreeHandicap(size, vec![p("cc"), p("gg")]),
            )
            .unwrap()
        } else {
            Game::new(rule_set.rules(), size)
        };
        play_out(&mut game, &mut Rng::new(i as u64), 400);
        let info = GameInfo {
            black: Some("Чёрный".into()),
            white: Some("Alb".into()),
            ..GameInfo::default()
        };
        let text = GameTree::from_game(&game, &info).to_sgf();
        assert!(
            text.contains(&format!("RU[{}]", rule_set.sgf_name())),
            "{}",
            text
        );
        let loaded = load(&tree(&text), &LoadOptions::default()).unwrap();
        assert!(
            loaded.warnings.is_empty(),
            "{}: {:?}",
            rule_set,
            loaded.warnings
        );
        assert_eq!(loaded.rules_source, RulesSource::Record(rule_set));
        assert_eq!(loaded.game, game, "{}", rule_set);
        assert_eq!(loaded.info.black.as_deref(), Some("Чёрный"));
    }
}

// RULES R6: RE from the game's end when the caller gives none (resignation).
#[test]
fn recorded_resignation() {
    let size = BoardSize::square(9).unwrap();
    let mut game = Game::new(RuleSet::Russian.rules(), size);
    game.play(Move::Play(p("ee"))).unwrap();
    game.resign(Color::White).unwrap();
    let tree = GameTree::from_game(&game, &GameInfo::default());
    assert_eq!(tree.root_node().value("RE"), Some("B+R"));
    assert_eq!(tree.root_node().value("RU"), Some("Russian"));
}

// RULES R6.2: a resumption with no move yet survives writing and reading: the writer
// records who moves in a `PL` node, the loader resumes play for that player (no pass
// inserted); a plain stop stays a stop.
#[test]
fn a_resumption_survives_a_save() {
    let size = BoardSize::square(9).unwrap();
    let mut game = Game::new(RuleSet::Japanese.rules(), size);
    for mv in ["E5", "pass", "pass"] {
        game.play(Move::parse(size, mv).unwrap()).unwrap();
    }
    let stopped = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
    let again = load_text(&stopped);
    assert_eq!(again.game.status(), Status::Stopped);
    game.resume(Color::Black).unwrap();
    assert_eq!(game.to_move(), Color::White);
    let text = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
    assert!(text.contains(";PL[W]"), "{text}");
    let again = load_text(&text);
    assert_eq!(codes(&again), ["resumed"]);
    assert_eq!(again.game.status(), Status::Playing);
    assert_eq!(again.game.to_move(), Color::White);
    assert_eq!(again.game.move_number(), 3, "no pass inserted");
    let tree = &parse(&text).unwrap().games[0];
    let mut tree = tree.clone();
    let resumption = tree.main_line().nth(4).unwrap();
    assert_eq!(
        tree.write_end(resumption, &again.game),
        resumption,
        "written once"
    );
    assert_eq!(tree.len(), 5);
}

// RULES R6.2: `PL[]` in a later node sets the player to move and inserts no pass;
// the next move is played for the colour it records.
#[test]
fn a_later_pl_inserts_no_pass() {
    let tree = &weiqi::sgf::parse("(;GM[1]SZ[9];B[ee];PL[B];B[cc];W[gg])")
        .unwrap()
        .games[0];
    let loaded = weiqi::sgf::load(tree, &weiqi::sgf::LoadOptions::default()).unwrap();
    let colors: Vec<_> = loaded
        .game
        .history()
        .iter()
        .map(|m| (m.color, m.mv == weiqi::Move::Pass))
        .collect();
    use weiqi::Color::{Black, White};
    assert_eq!(colors, [(Black, false), (Black, false), (White, false)]);
    assert!(
        loaded
            .warnings
            .iter()
            .all(|w| w.kind.code() != "pass-inserted"),
        "{:?}",
        loaded.warnings
    );
}
