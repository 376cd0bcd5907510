//! # weiqi-bot-web: the computer opponent as a WebAssembly module
//!
//! The page's opponent (`www/opponent-worker.js` runs it in a Web Worker, so the
//! page stays responsive while it thinks). It is handed the game as the page's
//! engine writes it (SGF, RULES R6): the rules, handicap and moves are read back by
//! the engine, and the player ([`weiqi_bot`]) asks that game what is legal. The page
//! decides nothing; it plays the answer through its own engine, which checks it
//! again.
//!
//! Its own module, loaded only when a game against the computer starts: the main
//! module has no room for the player (`cargo xtask build` checks each budget).
#![warn(missing_docs)]

use wasm_bindgen::prelude::wasm_bindgen;
use weiqi::{Color, Game, Move, PointSet, Status};
use weiqi_bot::{Action, Level, Player};

#[cfg(all(not(target_feature = "atomics"), target_family = "wasm"))]
#[global_allocator]
static ALLOCATOR: talc::wasm::WasmDynamicTalc = talc::wasm::new_wasm_dynamic_allocator();

/// Reads the game the page sent: the first game of the SGF, its main line replayed
/// by the engine (`weiqi::sgf::first_game`). `Err` says why in words (a record the
/// page wrote always loads).
pub use weiqi::sgf::first_game as game_of;

/// The player's answer in `game` at `level` (1..=8) with `seed`, as text: a point
/// (`D4`), `pass` or `resign`. With the same game, level and seed it is the same
/// answer natively and in WebAssembly.
pub fn answer(game: &Game, level: u8, seed: u64) -> String {
    let player = Player::new(Level::new(level).config(seed));
    match player.genmove(game, &mut || false) {
        Action::Resign => "resign".into(),
        Action::Play(Move::Pass) => "pass".into(),
        Action::Play(Move::Play(p)) => game.board().size().gtp(p).to_string(),
    }
}

/// The computer's move for the player to move in the game `sgf` (the page's
/// `game.toSgf()`), at `level` 1..=8 with `seed`: a point such as `D4`, `pass` or
/// `resign`. Throws (a string) when the record cannot be read or the game is not
/// being played.
#[wasm_bindgen(js_name = computerMove)]
pub fn computer_move(sgf: &str, level: u8, seed: u32) -> Result<String, String> {
    let game = game_of(sgf)?;
    if game.status() != Status::Playing {
        return Err("the game is not being played".into());
    }
    Ok(answer(&game, level, u64::from(seed)))
}

/// The stones the computer believes dead in the game `sgf` at the stop (its own
/// estimate, RULES R1.6, R2.4, R4.4), as point names.
#[wasm_bindgen(js_name = deadStones)]
pub fn dead_stones(sgf: &str, level: u8, seed: u32) -> Result<Vec<String>, String> {
    let game = game_of(sgf)?;
    let player = Player::new(Level::new(level).config(u64::from(seed)));
    Ok(names(&game, &player.dead_stones(&game)))
}

/// The computer's word on the dead stones marked in the game `sgf` at the stop (the
/// page's `game.toSgf()`, which writes the marks, RULES R6), the computer playing
/// `color` (`B` or `W`): the point names of the marks it disputes, empty when it
/// agrees (RULES R1.6, R2.4, R4.4; [`Player::disputed`] says which marks those are).
/// Throws (a string) when the record cannot be read or play has not stopped.
#[wasm_bindgen(js_name = judgeMarks)]
pub fn judge_marks(sgf: &str, color: &str, level: u8, seed: u32) -> Result<Vec<String>, String> {
    let game = game_of(sgf)?;
    if game.status() != Status::Stopped {
        return Err("play has not stopped: there are no marks to judge".into());
    }
    let me = match color {
        "B" => Color::Black,
        "W" => Color::White,
        _ => return Err("the colour is B or W".into()),
    };
    let player = Player::new(Level::new(level).config(u64::from(seed)));
    Ok(names(
        &game,
        &player.disputed(&game, &game.dead_stones(), me),
    ))
}

fn names(game: &Game, set: &PointSet) -> Vec<String> {
    let size = game.board().size();
    set.iter().map(|p| size.gtp(p).to_string()).collect()
}

/// The simulations per move of each level, 1 first (what the page shows and the
/// strength figures are measured at).
#[wasm_bindgen(js_name = levelPlayouts)]
pub fn level_playouts() -> Vec<u32> {
    (1..=Level::MAX).map(|n| Level::new(n).playouts()).collect()
}
