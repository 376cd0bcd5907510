//! The teacher's answers natively, for the positions of
//! `tests/data/teacher-moves.json`: each rank's move (the same game, rank and seed),
//! the stones the network believes dead at a stop, and the network's view of a
//! position (winning chance and lead). `tests/teacher-wasm.test.mjs` checks that the
//! WebAssembly module (built with SIMD) gives the same moves and dead stones and a
//! view within 10⁻³, so that the ranks' strength measured natively (`cargo xtask
//! strength --rank`) is the browser's. `WEIQI_REGENERATE=1 cargo test -p
//! weiqi-nn-web --release --test same_answers` writes the file anew. FAILS without
//! the network (`weiqi_nn::locate`).

use std::fmt::Write;
use std::path::{Path, PathBuf};

use weiqi::playout::{play_random, Rng};
use weiqi::sgf::{GameInfo, GameTree};
use weiqi::{BoardSize, Color, Diagram, Game, Move, RuleSet, Status};
use weiqi_bot::RANKS;
use weiqi_nn::Model;
use weiqi_nn_web::{rank_names, Teacher};

#[path = "../../web-bot/tests/support/json.rs"]
mod json;
use json::json_string;

fn data_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/teacher-moves.json")
}

fn teacher() -> Teacher {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let path = weiqi_nn::locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"));
    Teacher::from_model(Model::from_gzip(&std::fs::read(path).unwrap()).unwrap())
}

/// A random game of `preset` on a `side` board, `moves` long (or shorter where it
/// stopped), as the page's engine writes it.
fn position(preset: RuleSet, side: u32, moves: u32, seed: u64) -> String {
    let mut game = Game::new(preset.rules(), BoardSize::square(side).unwrap());
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let before = game.clone();
        if play_random(&mut game, &mut rng).is_err() || game.status() != Status::Playing {
            game = before;
            break;
        }
    }
    GameTree::from_game(&game, &GameInfo::default()).to_sgf()
}

/// The positions: every rank on a 9×9 game of each of three rule sets, at two
/// lengths, and a 13×13 one.
fn cases() -> Vec<(String, &'static str, u32)> {
    let mut out = Vec::new();
    let presets = [RuleSet::Chinese, RuleSet::Japanese, RuleSet::Ing];
    for (i, rank) in RANKS.iter().enumerate() {
        let preset = presets[i % presets.len()];
        let moves = if i % 2 == 0 { 8 } else { 40 };
        let seed = 100 + i as u32;
        out.push((position(preset, 9, moves, u64::from(seed)), rank.name, seed));
    }
    out.push((position(RuleSet::Chinese, 13, 30, 7), "10k", 7));
    out
}

/// A 9×9 game stopped by two passes in which Black's wall encloses two White stones
/// that cannot live (the network marks them dead).
fn stopped() -> String {
    let d = Diagram::parse(
        "
. . . . X . . . .
. . . . X . . . .
. . O . X . . . .
. . . . X . . . .
X X X X X . . . .
. . . . . X X X X
. . . . X . . . .
. . . . X . O . .
. . . . X . . . .
",
    )
    .unwrap();
    let mut game = Game::from_setup(RuleSet::Chinese.rules(), &d.setup(Color::White)).unwrap();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    GameTree::from_game(&game, &GameInfo::default()).to_sgf()
}

fn native_file() -> String {
    let mut teacher = teacher();
    let mut out = String::from("{\n  \"moves\": [\n");
    let cases = cases();
    for (k, (sgf, rank, seed)) in cases.iter().enumerate() {
        let mv = teacher.play(sgf, rank, *seed, 0.0).unwrap();
        let _ = writeln!(
            out,
            "    {{ \"sgf\": {}, \"rank\": \"{rank}\", \"seed\": {seed}, \"move\": {} }}{}",
            json_string(sgf),
            json_string(&mv),
            if k + 1 < cases.len() { "," } else { "" }
        );
    }
    let stop = stopped();
    let dead: Vec<String> = teacher
        .dead(&stop)
        .unwrap()
        .iter()
        .map(|p| json_string(p))
        .collect();
    let view = teacher.review(&cases[0].0, 3, 1, 0.0).unwrap();
    let _ = write!(
        out,
        "  ],\n  \"stop\": {{ \"sgf\": {}, \"dead\": [{}] }},\n  \"view\": {{ \"sgf\": {}, \"index\": 3, \"answer\": {view} }},\n  \"ranks\": [{}]\n}}\n",
        json_string(&stop),
        dead.join(", "),
        json_string(&cases[0].0),
        rank_names()
            .iter()
            .map(|r| json_string(r))
            .collect::<Vec<_>>()
            .join(", ")
    );
    out
}

#[test]
fn the_recorded_answers_are_the_native_teachers() {
    let native = native_file();
    if std::env::var_os("WEIQI_REGENERATE").is_some() {
        std::fs::write(data_file(), &native).unwrap();
    }
    let recorded = std::fs::read_to_string(data_file()).expect("tests/data/teacher-moves.json");
    assert_eq!(
        recorded, native,
        "regenerate with WEIQI_REGENERATE=1 if the teacher changed"
    );
}

/// Every answer is a move the engine accepts, the hints' and the review's JSON carry
/// the engine's points, and a review walks back over the end of the game (RULES R6).
#[test]
fn answers_are_legal_and_reviews_reach_every_move() {
    let mut teacher = teacher();
    for (sgf, rank, seed) in cases() {
        let game = weiqi::sgf::first_game(&sgf).unwrap();
        let mv = teacher.play(&sgf, rank, seed, 0.0).unwrap();
        if mv != "resign" {
            let parsed = Move::parse(game.board().size(), &mv).unwrap();
            assert!(game.check(parsed).is_ok(), "{rank} played {mv}");
        }
    }
    let hints = teacher.hints(&cases()[1].0, 40, 3, 0.0).unwrap();
    assert!(
        hints.starts_with("{\"toMove\":\"") && hints.contains("\"moves\":[{\"move\":\""),
        "{hints}"
    );
    // A game played to its stop, then marked and agreed: the review walks back over
    // the end to every move (RULES R6: the record keeps the end).
    let mut game = weiqi::sgf::first_game(&cases()[1].0).unwrap();
    game.play(Move::Pass).unwrap();
    game.play(Move::Pass).unwrap();
    let stop = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
    let moves = game.move_number();
    for index in [0, moves / 2, moves - 1, moves] {
        let review = teacher.review(&stop, index, 2, 0.0).unwrap();
        assert!(
            review.starts_with(&format!("{{\"index\":{index},")),
            "{review}"
        );
        // The last position is the stop: no search there, and no next move.
        assert_eq!(review.contains("\"best\":null"), index == moves, "{review}");
        assert_eq!(
            review.ends_with("\"played\":null}"),
            index == moves,
            "{review}"
        );
    }
    let dead = teacher.dead(&stopped()).unwrap();
    assert_eq!(dead, ["C7", "G2"]);
}
