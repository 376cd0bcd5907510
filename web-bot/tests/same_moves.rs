//! The opponent's moves natively, for the positions of `tests/data/bot-moves.json`:
//! the file's moves are what this native build plays, and `tests/opponent-wasm.test.mjs`
//! checks that the WebAssembly module plays the same (same game, level and seed), so
//! that strength measured natively at a level holds for the browser's module.
//! `WEIQI_REGENERATE=1 cargo test -p weiqi-bot-web --release --test same_moves` writes
//! the file anew.

use std::fmt::Write;
use std::path::PathBuf;

use weiqi::playout::{play_random, Rng};
use weiqi::sgf::{GameInfo, GameTree};
use weiqi::{BoardSize, Game, RuleSet, Start, Status};
use weiqi_bot_web::{answer, game_of};

#[path = "support/json.rs"]
mod json;
use json::json_string;

fn data_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/bot-moves.json")
}

/// The positions: random games of each preset, cut at several lengths.
fn cases() -> Vec<(String, u8, u64)> {
    let mut out = Vec::new();
    let presets = [
        (RuleSet::Chinese, 0),
        (RuleSet::Japanese, 0),
        (RuleSet::Ing, 0),
        (RuleSet::CaptureGo, 0),
        (RuleSet::KillAll, 4),
        (RuleSet::NewZealand, 0),
    ];
    for (i, &(preset, handicap)) in presets.iter().enumerate() {
        for (j, moves) in [6u32, 30].into_iter().enumerate() {
            let size = BoardSize::square(9).unwrap();
            let start = if handicap > 0 {
                Start::FixedHandicap(size, handicap)
            } else {
                Start::Empty(size, weiqi::Color::Black)
            };
            let mut game = Game::begin(preset.rules(), &start).unwrap();
            let mut rng = Rng::new((i * 10 + j) as u64 + 1);
            for _ in 0..moves {
                if game.status() != Status::Playing {
                    break;
                }
                let before = game.clone();
                if play_random(&mut game, &mut rng).is_err() || game.status() != Status::Playing {
                    game = before;
                    break;
                }
            }
            let sgf = GameTree::from_game(&game, &GameInfo::default()).to_sgf();
            let level = 1 + ((i + j) % 5) as u8;
            out.push((sgf, level, (i * 7 + j) as u64 + 11));
        }
    }
    out
}

fn native_file() -> String {
    let mut out = String::from("[\n");
    let cases = cases();
    for (k, (sgf, level, seed)) in cases.iter().enumerate() {
        let game = game_of(sgf).unwrap();
        let mv = answer(&game, *level, *seed);
        let _ = writeln!(
            out,
            "  {{ \"sgf\": {}, \"level\": {level}, \"seed\": {seed}, \"move\": {} }}{}",
            json_string(sgf),
            json_string(&mv),
            if k + 1 < cases.len() { "," } else { "" }
        );
    }
    out.push_str("]\n");
    out
}

#[test]
fn the_recorded_moves_are_the_native_players() {
    let native = native_file();
    if std::env::var_os("WEIQI_REGENERATE").is_some() {
        std::fs::write(data_file(), &native).unwrap();
    }
    let recorded = std::fs::read_to_string(data_file()).expect("tests/data/bot-moves.json");
    assert_eq!(
        recorded, native,
        "regenerate with WEIQI_REGENERATE=1 if the player changed"
    );
}
