//! SGF for the JavaScript API: `toSgf` and `Game.fromSgf` (RULES R6). Text from a
//! record is untrusted: the API hands it back as strings, never as markup.

use serde::Serialize;
use weiqi::sgf::{self, GameInfo, GameTree, LoadOptions};
use weiqi::{Game, RuleSet};

use crate::errors::ApiError;

/// Writes `game` as an FF[4] record: setup, moves, rules, komi, handicap, result.
pub fn to_sgf(game: &Game) -> String {
    let info = GameInfo {
        result: game.result(),
        ..GameInfo::default()
    };
    GameTree::from_game(game, &info).to_sgf()
}

/// Something the loader noticed in a record (`LoadWarning`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoadWarning {
    /// A stable code: `illegal-move`, `move-not-played`, `unknown-rules`, …
    pub code: &'static str,
    /// What happened, with the line and column in the record.
    pub message: String,
}

/// A game read from a record, with its preset and what the loader reported.
pub struct LoadedRecord {
    /// The game at the end of the main line.
    pub game: Game,
    /// The preset of its rules (`RU[]`), or `japanese` when the record names none.
    pub preset: RuleSet,
    /// Warnings, in record order.
    pub warnings: Vec<LoadWarning>,
}

/// Reads the first game of an SGF text and replays its main line. A malformed record
/// is a `bad-sgf` error that says the line and column and what was expected.
pub fn from_sgf(text: &str) -> Result<LoadedRecord, ApiError> {
    let collection = sgf::parse(text).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    let tree = collection.games.first().ok_or_else(|| {
        ApiError::bad_sgf("the text holds no game: an SGF record starts with '(;'")
    })?;
    let options = LoadOptions {
        default_rules: RuleSet::Japanese.rules(),
        ..LoadOptions::default()
    };
    let loaded = sgf::load(tree, &options).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    let preset = sgf::preset_of(loaded.game.rules()).unwrap_or(RuleSet::Japanese);
    let warnings = loaded
        .warnings
        .iter()
        .map(|w| LoadWarning {
            code: w.kind.code(),
            message: w.to_string(),
        })
        .collect();
    Ok(LoadedRecord {
        game: loaded.game,
        preset,
        warnings,
    })
}
