//! `suggestDead(position, options)` of the second module (`weiqi_extras`): the
//! dead-stone suggestion at the stop ([`weiqi::estimate`]): Benson's pass-alive
//! chains, exact, and an ownership estimate from random playouts. A help for
//! learners; the players decide (RULES R1.6, R2.4, R4.4).

use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::estimate::{suggest, EstimateOptions};
#[cfg(test)]
use weiqi::Point;
use weiqi::{Board, BoardSize, Color, PointSet};

use crate::errors::ApiError;
use crate::extras_types::{EstimatePositionArg, SuggestOptionsArg};
use crate::js::{error_to_js, to_js, value_from_js};
use crate::points::point_name;
use crate::position_arg::{parse_position_of, whole};
use crate::value::{quote, Value};

/// Playouts run when `playouts` is not given: fewer than the crate's 400, which can
/// take longer in wasm than the 300 ms the app may spend at a 19×19 stop on a phone
/// (the estimator's time target), with the same accuracy on the generated records
/// (docs/accuracy.md: `cargo xtask bench --estimate`).
pub const DEFAULT_PLAYOUTS: u32 = 100;

/// The most playouts one call may ask for.
pub const MAX_PLAYOUTS: u32 = 100_000;

/// The options `suggestDead` accepts.
pub const OPTION_NAMES: [&str; 2] = ["playouts", "seed"];

/// The largest seed read: 2^53 − 1, exact in a JavaScript number.
const MAX_SEED: f64 = 9_007_199_254_740_991.0;

/// What `suggestDead` returns (`DeadSuggestion`). Points in GTP form.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct SuggestionInfo {
    /// Stones suggested dead (whole chains).
    pub dead: Vec<String>,
    /// Stones of chains in seki and the empty points they share.
    pub seki: Vec<String>,
    /// Ownership of every point, row by row from the top left, in thousandths from
    /// −1000 (White's in every playout) to +1000 (Black's).
    pub ownership: Vec<i16>,
    /// Stones proven pass-alive (Benson): never dead.
    pub pass_alive: Vec<String>,
    /// Playouts run.
    pub playouts: u32,
}

/// Reads `{ playouts?, seed? }` (or nothing, for the defaults).
pub fn parse_options(value: &Value) -> Result<EstimateOptions, ApiError> {
    let mut options = EstimateOptions {
        playouts: DEFAULT_PLAYOUTS,
        ..EstimateOptions::default()
    };
    match value {
        Value::Missing => return Ok(options),
        Value::Object(entries) => {
            if let Some((key, _)) = entries
                .iter()
                .find(|(key, _)| !OPTION_NAMES.contains(&key.as_str()))
            {
                return Err(ApiError::bad_option(format!(
                    "unknown option {}: suggestDead takes 'playouts' and 'seed'",
                    quote(key)
                )));
            }
        }
        other => {
            return Err(ApiError::bad_option(format!(
                "suggestDead's options are an object such as {{ playouts: 200 }}, not {}",
                other.kind()
            )))
        }
    }
    if let Some(n) = whole(value.get("playouts"), "playouts", 1.0, MAX_PLAYOUTS as f64)? {
        options.playouts = n as u32;
    }
    if let Some(seed) = whole(value.get("seed"), "seed", 0.0, MAX_SEED)? {
        options.seed = seed;
    }
    Ok(options)
}

/// Reads `{ board, toMove }` ([`parse_position_of`]) for `suggestDead`.
pub fn parse_position(value: &Value) -> Result<(Board, Color), ApiError> {
    parse_position_of(value, "suggestDead")
}

/// The suggestion for `position` (`{ board, toMove }`) with `options`.
pub fn suggest_dead(position: &Value, options: &Value) -> Result<SuggestionInfo, ApiError> {
    let options = parse_options(options)?;
    let (board, to_move) = parse_position(position)?;
    let estimate = suggest(&board, to_move, &options);
    let size = board.size();
    Ok(SuggestionInfo {
        dead: names(size, &estimate.dead),
        seki: names(size, &estimate.seki),
        ownership: estimate.ownership,
        pass_alive: names(size, &estimate.pass_alive),
        playouts: estimate.playouts,
    })
}

/// Suggests the dead stones of `position` (`{ board: game.board(), toMove:
/// game.toMove }`, at the stop after two passes): Benson's pass-alive chains and
/// `options.playouts` random playouts from `options.seed` (same seed, same answer).
/// A help: the players decide. Throws `bad-option` for a wrong position or options.
#[wasm_bindgen(js_name = suggestDead, unchecked_return_type = "DeadSuggestion")]
pub fn suggest_dead_js(
    position: EstimatePositionArg,
    options: Option<SuggestOptionsArg>,
) -> Result<JsValue, JsValue> {
    let options = options.map_or(Value::Missing, |o| value_from_js(&o));
    let suggestion =
        suggest_dead(&value_from_js(&position), &options).map_err(|e| error_to_js(&e))?;
    to_js(&suggestion)
}

/// The points of `set` in GTP form, top row first.
fn names(size: BoardSize, set: &PointSet) -> Vec<String> {
    set.iter().map(|p| point_name(size, p)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::{Game, Move, RuleSet};

    /// 9×9: Black walls off the left, White the right; a lone White stone in
    /// Black's side, both passed.
    fn stopped_game() -> Game {
        let size = BoardSize::square(9).unwrap();
        let mut game = Game::new(RuleSet::Chinese.rules(), size);
        let black = ["D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9"];
        let white = ["F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9"];
        for (b, w) in black.iter().zip(white) {
            game.play(Move::parse(size, b).unwrap()).unwrap();
            game.play(Move::parse(size, w).unwrap()).unwrap();
        }
        game.play(Move::Pass).unwrap();
        game.play(Move::parse(size, "B5").unwrap()).unwrap();
        game.play(Move::Pass).unwrap();
        game.play(Move::Pass).unwrap();
        game
    }

    /// The position `{ board, toMove }` of `game`, as the app passes it.
    fn position(game: &Game) -> Value {
        let size = game.board().size();
        let rows = (0..size.height())
            .map(|y| {
                let row: String = (0..size.width())
                    .map(|x| match game.board().get(Point::new(x, y)) {
                        Some(Color::Black) => 'X',
                        Some(Color::White) => 'O',
                        None => '.',
                    })
                    .collect();
                Value::Text(row)
            })
            .collect();
        Value::object(&[
            ("board", Value::List(rows)),
            ("toMove", Value::Text(game.to_move().to_string())),
        ])
    }

    #[test]
    fn a_lone_invader_is_suggested_dead_and_the_walls_are_not() {
        let game = stopped_game();
        let s = suggest_dead(&position(&game), &Value::Missing).unwrap();
        assert_eq!(s.dead, vec!["B5".to_string()]);
        assert!(s.seki.is_empty());
        assert_eq!(s.ownership.len(), 81);
        assert_eq!(s.playouts, DEFAULT_PLAYOUTS);
        // A1 (bottom left, row 8 from the top) is Black's, J9 (top right) White's.
        assert!(s.ownership[8 * 9] > 900, "{:?}", s.ownership);
        assert!(s.ownership[8] < -900, "{:?}", s.ownership);
    }

    #[test]
    fn options_set_playouts_and_seed_and_wrong_ones_are_refused() {
        let game = stopped_game();
        let few = Value::object(&[("playouts", 8.0.into()), ("seed", 7.0.into())]);
        let s = suggest_dead(&position(&game), &few).unwrap();
        assert_eq!(s.playouts, 8);
        assert_eq!(
            s,
            suggest_dead(&position(&game), &few).unwrap(),
            "same seed, same answer"
        );
        for bad in [
            Value::object(&[("playouts", 0.0.into())]),
            Value::object(&[("playouts", 2.5.into())]),
            Value::object(&[("playouts", 1e9.into())]),
            Value::object(&[("seed", (-1.0).into())]),
            Value::object(&[("seed", "1".into())]),
            Value::object(&[("threshold", 1.0.into())]),
            Value::Number(3.0),
        ] {
            let e = suggest_dead(&position(&game), &bad).unwrap_err();
            assert_eq!(e.code(), "bad-option", "{bad:?}: {e}");
        }
    }

    #[test]
    fn positions_that_cannot_be_read_are_refused() {
        let rows =
            |rows: &[&str]| Value::List(rows.iter().map(|r| Value::Text((*r).into())).collect());
        for bad in [
            Value::Missing,
            Value::object(&[("board", Value::Text("X.O".into()))]),
            Value::object(&[("board", rows(&["X..", "..", "..."]))]),
            Value::object(&[("board", rows(&[]))]),
            Value::object(&[("board", Value::List(vec![Value::Number(1.0)]))]),
            Value::object(&[("board", rows(&["X"; 26]))]),
            // Chains without liberty (RULES R0.5): no game reaches them.
            Value::object(&[("board", rows(&["X"]))]),
            Value::object(&[("board", rows(&["XO", "OX"]))]),
            Value::object(&[("board", rows(&["XXX", "XXX"]))]),
        ] {
            let e = suggest_dead(&bad, &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "bad-option", "{bad:?}: {e}");
        }
        let wrong_colour = Value::object(&[("board", rows(&["X.", ".O"])), ("toMove", "Q".into())]);
        assert_eq!(
            suggest_dead(&wrong_colour, &Value::Missing)
                .unwrap_err()
                .code(),
            "bad-color"
        );
    }
}
