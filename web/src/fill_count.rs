//! `fillCount(position, request)`, the third module (`weiqi_count`): the Ing
//! fill-the-board count (RULES R1.9), loaded when a count is first asked for
//! rather than carried by the main module (built small: the extras module, built
//! fast for the estimator, had no room for it). The game crosses as what the count
//! reads of it: the rows of `game.board()`, `game.rules` (the preset, komi, tie
//! rule, handicap compensation, scoring and ending), `game.handicap`, and its marks
//! (`game.deadStones()`, `game.secondPhase`).

use js_sys::Reflect;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::scoring::ing_count::{ing_count, CountError};
use weiqi::{
    BoardSize, Ending, HandicapCompensation, Komi, Named, PointSet, RuleSet, Rules, Scoring,
    TieRule, MAX_POINTS,
};

use crate::count_types::{CountRequestArg, FillPositionArg};
use crate::counting::{parse_request, FillCountInfo};
use crate::errors::ApiError;
use crate::js::{error_to_js, value_from_js};
use crate::knobs;
use crate::objects;
use crate::position_arg::{parse_position_of, whole};
use crate::value::{quote, Value};

/// The call's name in messages.
const CALL: &str = "fillCount";

/// The count of `position` (`{ board, rules, handicap, dead, secondPhase }`) with
/// `request.dead` removed (the game's marks when absent, as `score` counts them)
/// and `request.penalties` from the clocks (RULES R1.10).
/// `second_phase` is `position.secondPhase` (a value reads no booleans).
pub fn fill_count(
    position: &Value,
    second_phase: bool,
    request: &Value,
) -> Result<FillCountInfo, ApiError> {
    let (board, _) = parse_position_of(position, CALL)?;
    let rules = parse_rules(position.get("rules"))?;
    let handicap = whole(position.get("handicap"), "handicap", 0.0, MAX_POINTS as f64)?;
    let request = parse_request(board.size(), request)?;
    let dead = match request.dead {
        Some(dead) => dead,
        None => marked_dead(board.size(), position, second_phase, &rules)?,
    };
    // The count is a way of counting by area (RULES R1.9), as `fillCountRefusal`.
    if rules.scoring != Scoring::Area {
        return Err(ApiError::cannot_count(
            CountError::TerritoryScoring.to_string(),
        ));
    }
    let count = ing_count(
        &board,
        &dead,
        &rules,
        handicap.unwrap_or(0) as u32,
        request.penalties,
    )
    .map_err(|e| ApiError::cannot_count(e.to_string()))?;
    Ok(FillCountInfo::new(board.size(), &count))
}

/// The marks that count: none where every stone is alive (RULES R2.4) or in a
/// second phase (as `Game::score_dead_stones`), else `position.dead`.
fn marked_dead(
    size: BoardSize,
    position: &Value,
    second_phase: bool,
    rules: &Rules,
) -> Result<PointSet, ApiError> {
    if rules.ending == Ending::AllStonesAlive || second_phase {
        return Ok(PointSet::new());
    }
    let marks = Value::object(&[("dead", position.get("dead").clone())]);
    Ok(parse_request(size, &marks)?.dead.unwrap_or_default())
}

/// Reads `game.rules`: the knobs the count depends on over the preset's.
fn parse_rules(value: &Value) -> Result<Rules, ApiError> {
    let bad = |what: String| ApiError::bad_option(format!("{CALL}'s rules: {what}"));
    let Value::Text(preset) = value.get("preset") else {
        return Err(bad("give game.rules, whose preset names a rule set".into()));
    };
    let mut rules = RuleSet::parse(preset)
        .map_err(|_| {
            bad(format!(
                "{} is not {}",
                quote(preset),
                knobs::list::<RuleSet>()
            ))
        })?
        .rules();
    match value.get("komi") {
        Value::Missing => {}
        Value::Number(k) if (k * 2.0).fract() == 0.0 && k.abs() <= 1000.0 => {
            rules.komi = Komi::from_half_points((k * 2.0) as i32);
        }
        other => {
            return Err(bad(format!(
                "komi is whole or half points, not {}",
                other.kind()
            )))
        }
    }
    if let Some(tie) = knob::<TieRule>(value, "tie")? {
        rules.tie = tie;
    }
    if let Some(compensation) = knob::<HandicapCompensation>(value, "handicapCompensation")? {
        rules.handicap_compensation = compensation;
    }
    if let Some(scoring) = knob::<Scoring>(value, "scoring")? {
        rules.scoring = scoring;
    }
    if let Some(ending) = knob::<Ending>(value, "ending")? {
        rules.ending = ending;
    }
    Ok(rules)
}

/// The knob `key` of `rules` by its engine name, if given.
fn knob<T: Named>(rules: &Value, key: &str) -> Result<Option<T>, ApiError> {
    match rules.get(key) {
        Value::Missing => Ok(None),
        Value::Text(name) => T::from_name(name).map(Some).ok_or_else(|| {
            ApiError::bad_option(format!(
                "{CALL}'s rules: {key} is {}, not {}",
                knobs::list::<T>(),
                quote(name)
            ))
        }),
        other => Err(ApiError::bad_option(format!(
            "{CALL}'s rules: {key} is {}, not {}",
            knobs::list::<T>(),
            other.kind()
        ))),
    }
}

/// The Ing fill-the-board count (RULES R1.9) of `position` (`{ board: game.board(),
/// rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase:
/// game.secondPhase }`) as ordered steps to animate, with `request.dead` removed
/// (the game's marks when absent) and `request.penalties` from the clocks. Throws `cannot-count` (with the reason)
/// where the count cannot run, e.g. on an even number of points or under territory
/// scoring; `bad-option` or `bad-point` for a malformed position or request.
#[wasm_bindgen(js_name = fillCount, unchecked_return_type = "FillCount")]
pub fn fill_count_js(
    position: FillPositionArg,
    request: Option<CountRequestArg>,
) -> Result<JsValue, JsValue> {
    let request = request.map_or(Value::Missing, |r| value_from_js(&r));
    let second_phase = Reflect::get(&position, &JsValue::from_str("secondPhase"))
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false);
    fill_count(&value_from_js(&position), second_phase, &request)
        .map(|count| objects::fill_count(&count))
        .map_err(|e| error_to_js(&e))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 5×5 position: Black's wall on C with the A–B columns behind it, White's on D
    /// with column E; `intruder` adds a White stone at A1 inside Black's area.
    fn board(intruder: bool) -> Value {
        let mut rows: Vec<Value> = vec!["..XO.".into(); 5];
        if intruder {
            rows[4] = "O.XO.".into();
        }
        Value::List(rows)
    }

    fn position(rules: Value) -> Value {
        Value::object(&[
            ("board", board(false)),
            ("rules", rules),
            ("handicap", Value::Number(0.0)),
        ])
    }

    fn ing(komi: f64) -> Value {
        Value::object(&[("preset", "ing".into()), ("komi", Value::Number(komi))])
    }

    #[test]
    fn the_count_is_the_games_under_the_same_rules() {
        // The same count the crate makes of the same board and rules (RULES R1.9).
        let count = fill_count(&position(ing(0.0)), false, &Value::Missing).unwrap();
        let (board, _) = parse_position_of(&position(ing(0.0)), CALL).unwrap();
        let mut rules = RuleSet::Ing.rules();
        rules.komi = Komi::from_points(0);
        let native = ing_count(&board, &PointSet::new(), &rules, 0, Default::default()).unwrap();
        assert_eq!(count, FillCountInfo::new(board.size(), &native));
        assert_eq!(count.cup_size, 12);
        let last = count.steps.last().unwrap();
        assert_eq!((last.cups.black, last.cups.white), (0.0, 0.0));
        assert_eq!(count.margin_parts.total, count.margin);
        assert_eq!(count.margin_parts.winner, count.winner);
        // Komi moves the margin.
        let with_komi = fill_count(&position(ing(2.0)), false, &Value::Missing).unwrap();
        assert_ne!(with_komi.result, count.result);
    }

    #[test]
    fn dead_stones_and_penalties_come_from_the_request() {
        let request = Value::object(&[
            ("dead", Value::List(vec!["A1".into()])),
            ("penalties", Value::object(&[("white", Value::Number(2.0))])),
        ]);
        let intruded = Value::object(&[("board", board(true)), ("rules", ing(0.0))]);
        let count = fill_count(&intruded, false, &request).unwrap();
        assert_eq!(count.points_owed.white, 2.0);
        // The dead White stone leaves the board: both cups of 12 start with 7.
        assert_eq!(count.cups_at_start.black, 7.0);
        assert_eq!(count.cups_at_start.white, 7.0);
        let kept = fill_count(&intruded, false, &Value::Missing).unwrap();
        assert_eq!(kept.cups_at_start.white, 6.0);
        // Without a request the game's marks count, except where every stone is
        // alive (RULES R2.4) or in a second phase.
        let marked = |rules: Value, second_phase: bool| {
            let position = Value::object(&[
                ("board", board(true)),
                ("rules", rules),
                ("dead", Value::List(vec!["A1".into()])),
            ]);
            fill_count(&position, second_phase, &Value::Missing)
                .unwrap()
                .cups_at_start
                .white
        };
        assert_eq!(marked(ing(0.0), false), 7.0);
        assert_eq!(marked(ing(0.0), true), 6.0);
        let alive = Value::object(&[
            ("preset", "ing".into()),
            ("komi", Value::Number(0.0)),
            ("ending", "all-stones-alive".into()),
        ]);
        assert_eq!(marked(alive, false), 6.0);
    }

    #[test]
    fn refusals_and_malformed_positions_say_why() {
        let territory = Value::object(&[("preset", "japanese".into())]);
        let cases = [
            (position(territory), "cannot-count"),
            (position(Value::Missing), "bad-option"),
            (
                position(Value::object(&[("preset", "nope".into())])),
                "bad-option",
            ),
            (
                position(Value::object(&[
                    ("preset", "ing".into()),
                    ("tie", "sometimes".into()),
                ])),
                "bad-option",
            ),
            (position(ing(0.25)), "bad-option"),
            (
                Value::object(&[
                    ("board", Value::List(vec!["XO".into(), "..".into()])),
                    ("rules", ing(0.0)),
                ]),
                "cannot-count",
            ),
            (Value::Missing, "bad-option"),
        ];
        for (position, code) in cases {
            let error = fill_count(&position, false, &Value::Missing).unwrap_err();
            assert_eq!(error.code(), code, "{position:?}");
        }
    }
}
