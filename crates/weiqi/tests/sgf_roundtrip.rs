//! Round trips: parse → write → parse gives the same tree, on hand-written records,
//! generated trees (proptest), random games, and the records under
//! `tests/data/sgf/`. Each test cites the FF[4] section
//! (https://www.red-bean.com/sgf/) or RULES section it checks.
//!
//! The generated records under `tests/data/sgf/` come from
//! `cargo test -p weiqi --test sgf_roundtrip -- --ignored regenerate_data_files`.

use std::fs;
use std::path::PathBuf;

use proptest::prelude::*;
use weiqi::playout::{play_out, random_move, Rng};
use weiqi::sgf::{
    self, load, parse, parse_with, write_tree, Collection, GameInfo, GameTree, Label, LoadOptions,
    Mark, Markup, NodeId, ParseOptions, Property, WriteOptions,
};
use weiqi::{BoardSize, ByColor, Game, Move, Point, RuleSet, Start};

fn round_trip(text: &str) -> Collection {
    let first = parse(text).expect("parses");
    let written = first.to_sgf();
    let second = parse(&written).expect("written text parses");
    assert_eq!(first, second, "tree changed through\n{}", written);
    assert_eq!(second.to_sgf(), written, "writing is stable");
    first
}

// ---- Hand-written records ----

// FF[4] "Basic (EBNF) Definition", "Text", Go section: every construct survives
// parse → write → parse: variations, escapes, compose values, unknown properties,
// empty values, markup, several games.
#[test]
fn hand_written_records_round_trip() {
    let records = [
        "(;FF[4]GM[1]SZ[19]KM[6.5]RU[Japanese]PB[Black]PW[White]RE[W+0.5];B[pd];W[dp];B[];W[tt])",
        "(;GM[1]SZ[9];B[ee](;W[cc];B[gg])(;W[gc](;B[cg])(;B[gg];W[cc])))",
        "(;C[a \\] bracket, a \\\\ backslash,\na newline and a soft\\\nbreak]N[x:y])",
        "(;SZ[19:13]AB[aa:cc][ee]AW[ff]AE[gg]PL[W]HA[3]LB[dd:A][ee:long label]AR[aa:bb]LN[cc:dd]TB[ia:ib]TW[ma])",
        "(;XX[unknown][values]YY[];B[aa]ZZ[)(;[]])(;GM[1])(;GM[1]C[third])",
        "(;PB[Ли Сэ Дол]PW[Ştefan Ţuţu]C[囲碁 — 围棋 🎉\r\nline two\ttab])",
        "(;CR[aa][bb]MA[cc]SQ[dd]TR[ee]SL[ff]DD[gg]VW[aa:ii]FG[]PM[2])",
    ];
    for text in records {
        round_trip(text);
    }
}

// FF[4] Go section "Markup": typed markup written by the node writer reads back.
#[test]
fn markup_and_territory_round_trip() {
    let size = BoardSize::square(9).unwrap();
    let p = |s: &str| size.parse_sgf_point(s).unwrap();
    let markup = Markup {
        marks: vec![
            (Mark::Circle, p("aa")),
            (Mark::Triangle, p("bb")),
            (Mark::Triangle, p("cc")),
        ],
        labels: vec![Label {
            point: p("dd"),
            text: "A: ]\\".into(),
        }],
        arrows: vec![sgf::Segment {
            from: p("aa"),
            to: p("ii"),
        }],
        lines: vec![],
        dimmed: vec![p("ee")],
    };
    let mut tree = GameTree::new();
    tree.root_node_mut().set_markup(&markup);
    tree.root_node_mut()
        .set_territory(&ByColor::new(vec![p("ab")], vec![p("ib"), p("ic")]));
    let back = parse(&tree.to_sgf()).unwrap().games.remove(0);
    assert_eq!(back, tree);
    assert_eq!(back.root_node().markup(size).unwrap(), markup);
    assert_eq!(
        back.root_node().territory(size).unwrap().white,
        [p("ib"), p("ic")]
    );
}

// FF[4] EBNF (white space between tokens): the writer keeps lines to the width it
// is given, breaking between nodes and properties only.
#[test]
fn writer_wraps_lines() {
    let size = BoardSize::square(19).unwrap();
    let mut game = Game::new(RuleSet::Chinese.rules(), size);
    play_out(&mut game, &mut Rng::new(7), 300);
    let tree = GameTree::from_game(&game, &GameInfo::default());
    for width in [40, 80, 120] {
        let mut out = String::new();
        write_tree(&tree, &WriteOptions { line_width: width }, &mut out);
        assert!(out.lines().all(|l| l.chars().count() <= width), "{}", out);
        assert_eq!(parse(&out).unwrap().games[0], tree);
    }
    let mut out = String::new();
    write_tree(&tree, &WriteOptions { line_width: 0 }, &mut out);
    assert_eq!(
        out.lines().count(),
        2,
        "no wrapping: the root, then every move"
    );
}

// ---- Generated trees (proptest) ----

fn arb_property() -> impl Strategy<Value = Property> {
    let value = prop_oneof![
        any::<String>(),
        "[a-s]{2}",
        "[\\]\\\\\\[():; \n\r\ta-z]{0,8}",
        Just(String::new()),
    ];
    ("[A-Z]{1,3}", prop::collection::vec(value, 1..4))
        .prop_map(|(ident, values)| Property::new(ident, values))
}

/// A node's properties with distinct identifiers (FF[4]: one of each per node).
fn arb_props() -> impl Strategy<Value = Vec<Property>> {
    prop::collection::vec(arb_property(), 0..4).prop_map(|mut props| {
        let mut seen = std::collections::HashSet::new();
        props.retain(|p| seen.insert(p.ident.clone()));
        props
    })
}

/// A tree built by hanging each new node from a random earlier one. The root has
/// no `CA`: naming a character set other than UTF-8 makes the parser rewrite it
/// (tested in sgf_parse.rs).
fn arb_tree() -> impl Strategy<Value = GameTree> {
    (
        arb_props(),
        prop::collection::vec((any::<prop::sample::Index>(), arb_props()), 0..40),
    )
        .prop_map(|(root, nodes)| {
            let mut tree = GameTree::with_root(root);
            tree.root_node_mut().remove("CA");
            for (parent, props) in nodes {
                let parent = NodeId::new(parent.index(tree.len()));
                tree.add_child(parent, props);
            }
            tree
        })
}

proptest! {
    // FF[4] "Basic (EBNF) Definition" and "Text" (escaping): any tree of any text
    // values, at any line width, writes as SGF that reads back as the same tree, in
    // lenient and strict mode.
    #[test]
    fn generated_trees_round_trip(tree in arb_tree(), width in prop_oneof![Just(0usize), Just(20), Just(80)]) {
        let mut text = String::new();
        write_tree(&tree, &WriteOptions { line_width: width }, &mut text);
        let parsed = parse_with(text.as_bytes(), &ParseOptions::STRICT).expect("strict parse of written text");
        prop_assert!(parsed.warnings.is_empty(), "{:?}", parsed.warnings);
        prop_assert_eq!(&parsed.collection.games[0], &tree);
        let mut again = String::new();
        write_tree(&parsed.collection.games[0], &WriteOptions { line_width: width }, &mut again);
        prop_assert_eq!(again, text);
    }

    // DESIGN "sgf/" (lenient parser, round-trip writer): SGF-like noise never makes
    // the parser panic, and whatever it reads writes back as the same collection.
    #[test]
    fn noise_parses_or_fails_cleanly(text in "[();\\[\\]\\\\A-Za-z \n:é]{0,80}") {
        if let Ok(collection) = parse(&text) {
            let written = collection.to_sgf();
            prop_assert_eq!(parse(&written).expect("written text parses"), collection);
        }
        let _ = parse_with(text.as_bytes(), &ParseOptions::STRICT);
    }

    // RULES R6: random legal games, recorded and loaded back, are the same game.
    #[test]
    fn random_games_round_trip(seed in any::<u64>(), side in 5u32..=13, rule in 0..RuleSet::ALL.len()) {
        let size = BoardSize::square(side).unwrap();
        let rules = RuleSet::ALL[rule].rules();
        let mut game = Game::new(rules, size);
        play_out(&mut game, &mut Rng::new(seed), 200);
        let text = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
        let tree = parse(&text).unwrap().games.remove(0);
        let loaded = load(&tree, &LoadOptions::default()).unwrap();
        prop_assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
        prop_assert_eq!(loaded.game, game);
    }
}

// ---- Records under tests/data/sgf ----

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/sgf")
}

fn data_files() -> Vec<(String, Vec<u8>)> {
    let mut files: Vec<_> = fs::read_dir(data_dir())
        .expect("tests/data/sgf exists")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "sgf"))
        .map(|p| {
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                fs::read(&p).unwrap(),
            )
        })
        .collect();
    files.sort();
    files
}

// FF[4] and RULES R6: every record under tests/data/sgf survives parse → write →
// parse, and loads; generated records load without a single warning.
#[test]
fn data_files_round_trip_and_load() {
    let files = data_files();
    assert!(
        files.len() >= 8,
        "records are missing: {:?}",
        files.iter().map(|f| &f.0).collect::<Vec<_>>()
    );
    for (name, bytes) in files {
        let parsed = parse_with(&bytes, &ParseOptions::LENIENT)
            .unwrap_or_else(|e| panic!("{}: {}", name, e));
        let written = parsed.collection.to_sgf();
        let again = parse(&written).unwrap_or_else(|e| panic!("{} written: {}", name, e));
        assert_eq!(again, parsed.collection, "{}", name);
        assert_eq!(again.to_sgf(), written, "{}", name);
        let generated = !name.starts_with("authored-");
        if generated {
            assert!(
                parsed.warnings.is_empty(),
                "{}: {:?}",
                name,
                parsed.warnings
            );
            let strict = parse_with(&bytes, &ParseOptions::STRICT)
                .unwrap_or_else(|e| panic!("{}: {}", name, e));
            assert_eq!(strict.collection, parsed.collection);
        }
        for tree in &parsed.collection.games {
            let loaded =
                load(tree, &LoadOptions::default()).unwrap_or_else(|e| panic!("{}: {}", name, e));
            if generated {
                assert!(
                    loaded.warnings.is_empty(),
                    "{}: {:?}",
                    name,
                    loaded.warnings
                );
                assert_eq!(
                    loaded.game.move_number() as usize,
                    tree.main_line().count() - 1,
                    "{}: every main-line node is a move",
                    name
                );
            }
        }
    }
}

// FF[3] (FF[4] "Changes from FF[3]"): lowercase identifiers, `tt` passes, text
// around the game; the authored record reads with warnings and loads.
#[test]
fn authored_old_style_record() {
    let bytes = fs::read(data_dir().join("authored-ff3-old-style.sgf")).unwrap();
    let parsed = parse_with(&bytes, &ParseOptions::LENIENT).unwrap();
    let codes: Vec<_> = parsed.warnings.iter().map(|w| w.kind.code()).collect();
    assert!(codes.contains(&"lowercase-identifier"), "{:?}", codes);
    assert!(codes.contains(&"skipped-text"), "{:?}", codes);
    assert!(parse_with(&bytes, &ParseOptions::STRICT).is_err());
    let tree = &parsed.collection.games[0];
    let loaded = load(tree, &LoadOptions::default()).unwrap();
    assert!(loaded.warnings.is_empty(), "{:?}", loaded.warnings);
    assert_eq!(
        loaded.rules_source,
        sgf::RulesSource::Record(RuleSet::Japanese)
    );
    let passes = loaded
        .game
        .history()
        .iter()
        .filter(|r| r.mv == Move::Pass)
        .count();
    assert_eq!(passes, 2, "B[tt] and W[tt]");
}

// RULES R2.2 (ko under superko), R3.3 (suicide), FF[4] "B"/"W": the authored record of illegal moves loads with
// each one reported at its node.
#[test]
fn authored_illegal_moves_record() {
    let bytes = fs::read(data_dir().join("authored-illegal-moves.sgf")).unwrap();
    let tree = &parse_with(&bytes, &ParseOptions::STRICT)
        .unwrap()
        .collection
        .games[0];
    let loaded = load(tree, &LoadOptions::default()).unwrap();
    let codes: Vec<_> = loaded.warnings.iter().map(|w| w.kind.code()).collect();
    assert_eq!(
        codes,
        ["illegal-move", "illegal-move"],
        "{:?}",
        loaded.warnings
    );
    for w in &loaded.warnings {
        let comment = tree.node(w.node).comment().unwrap_or_default();
        assert!(
            comment.contains("illegal"),
            "warning at a node not marked illegal: {}",
            w
        );
    }
}

// ---- The generator of the records above ----

fn point(size: BoardSize, s: &str) -> Point {
    size.parse_sgf_point(s).unwrap()
}

fn random_game(game: Game, seed: u64) -> Game {
    let mut game = game;
    play_out(&mut game, &mut Rng::new(seed), 1000);
    game
}

fn info(black: &str, white: &str, event: &str) -> GameInfo {
    GameInfo {
        black: Some(black.into()),
        white: Some(white.into()),
        black_rank: Some("3d".into()),
        white_rank: Some("2d".into()),
        date: Some("2024-05-01".into()),
        event: Some(event.into()),
        place: Some("weiqi test suite".into()),
        source: Some("generated by random legal play (weiqi::playout)".into()),
        ..GameInfo::default()
    }
}

/// A record with variations: from some main-line moves, another random line.
fn with_variations(game: &Game, seed: u64) -> GameTree {
    let mut tree = GameTree::from_game(game, &info("Ana Popescu", "Иван Петров", "Variations"));
    let main: Vec<NodeId> = tree.main_line().collect();
    let mut rng = Rng::new(seed);
    let size = game.board().size();
    let comments = [
        "Ход в центр — сильный.",
        "Mutare bună; alternativa e mai jos.",
        "A bracket ] and a backslash \\ in a comment.",
        "Two lines:\nthis is the second.",
    ];
    for (k, &branch_at) in main.iter().enumerate().skip(3).step_by(9).take(4) {
        let mut replay = Game::new(*game.rules(), size);
        for record in &game.history()[..k - 1] {
            replay.play(record.mv).unwrap();
        }
        let mut parent = main[k - 1];
        for step in 0..6 {
            let color = replay.to_move();
            let mv = random_move(&replay, &mut rng);
            replay.play(mv).unwrap();
            let mut props = vec![Property::single(
                color.letter().to_string(),
                sgf::move_value(mv),
            )];
            if step == 0 {
                props.push(Property::single("C", comments[k % comments.len()]));
                props.push(Property::single("N", format!("Variation {}", k)));
            }
            parent = tree.add_child(parent, props);
        }
        let node = tree.node_mut(branch_at);
        node.set_text("C", comments[(k + 1) % comments.len()]);
        if let Move::Play(p) = game.history()[k - 1].mv {
            let markup = Markup {
                marks: vec![(Mark::Triangle, p)],
                labels: vec![Label {
                    point: point(size, "aa"),
                    text: "A".into(),
                }],
                ..Markup::default()
            };
            node.set_markup(&markup);
        }
    }
    tree
}

// Writes the generated records. Run with `--ignored` after changing the generator.
#[test]
#[ignore]
fn regenerate_data_files() {
    let dir = data_dir();
    fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, collection: Collection| {
        fs::write(dir.join(name), collection.to_sgf()).unwrap();
    };
    let one = |tree: GameTree| Collection { games: vec![tree] };
    let sq = |n| BoardSize::square(n).unwrap();

    let game = random_game(Game::new(RuleSet::Ing.rules(), sq(9)), 1);
    write(
        "ing-9x9-random.sgf",
        one(GameTree::from_game(
            &game,
            &info("Ли Сэ Дол", "Ştefan Ţuţu", "Ing 9x9"),
        )),
    );

    let game = random_game(Game::new(RuleSet::Japanese.rules(), sq(19)), 2);
    write(
        "japanese-19x19-random.sgf",
        one(GameTree::from_game(
            &game,
            &info("山田 太郎", "Kim Min-jun", "Japanese 19x19"),
        )),
    );

    let rect = BoardSize::new(19, 13).unwrap();
    let game = random_game(Game::new(RuleSet::Russian.rules(), rect), 3);
    write(
        "russian-19x13-random.sgf",
        one(GameTree::from_game(
            &game,
            &info("Сергей", "Мария", "Прямоугольная доска"),
        )),
    );

    let game = random_game(
        Game::begin(RuleSet::Chinese.rules(), &Start::FixedHandicap(sq(13), 4)).unwrap(),
        4,
    );
    write(
        "chinese-13x13-handicap4.sgf",
        one(GameTree::from_game(
            &game,
            &info("李雷", "韩梅梅", "让四子"),
        )),
    );

    let handicap = [point(sq(9), "cc"), point(sq(9), "gg")];
    let game = random_game(
        Game::begin(
            RuleSet::Ing.rules(),
            &Start::FreeHandicap(sq(9), handicap.to_vec()),
        )
        .unwrap(),
        5,
    );
    write(
        "ing-9x9-free-handicap.sgf",
        one(GameTree::from_game(
            &game,
            &info("Weak", "Strong", "Ing handicap"),
        )),
    );

    let game = random_game(Game::new(RuleSet::SimplifiedIng.rules(), sq(9)), 6);
    let mut tree = with_variations(&game, 60);
    let last = tree.main_line().last().unwrap();
    let size = sq(9);
    let empty: Vec<Point> = size
        .points()
        .filter(|&p| game.board().get(p).is_none())
        .collect();
    let (tb, tw) = empty.split_at(empty.len() / 2);
    tree.node_mut(last)
        .set_territory(&ByColor::new(tb.to_vec(), tw.to_vec()));
    write("simplified-ing-9x9-variations.sgf", one(tree));

    let games = [
        (RuleSet::Aga, 7),
        (RuleSet::NewZealand, 8),
        (RuleSet::Korean, 9),
    ]
    .map(|(rs, seed)| {
        let game = random_game(Game::new(rs.rules(), sq(9)), seed);
        GameTree::from_game(&game, &info("Black", "White", rs.sgf_name()))
    })
    .to_vec();
    write("collection-aga-nz-korean.sgf", Collection { games });
}
