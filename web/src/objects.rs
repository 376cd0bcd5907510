//! Results as plain JavaScript objects built by hand, property by property: smaller
//! in the main module than a serde path for each type. Names and shapes are the
//! TypeScript interfaces' (`typescript.rs`); an absent optional point is
//! `undefined`, an absent `moveNumber` or `winner` no property at all, as
//! serde-wasm-bindgen wrote them before.

use js_sys::{Array, Object, Reflect};
use wasm_bindgen::JsValue;

use crate::counting::{
    CountStepInfo, FillCountInfo, MarginInfo, PerColor, RuleSetScore, ScoreInfo,
};
#[cfg(feature = "count")]
use crate::ranks::RankHandicapInfo;
use crate::records::{LoadWarning, RecordInfo};
use crate::results::{
    Ban, Captures, HistoryEntry, IllegalMove, Outcome, PlayResult, RuleSetInfo, RulesInfo,
};

/// A plain object under construction.
struct Builder(Object);

impl Builder {
    fn new() -> Builder {
        Builder(Object::new())
    }

    /// Sets `key`; setting a property of a fresh plain object cannot fail.
    fn set(self, key: &str, value: JsValue) -> Builder {
        let _ = Reflect::set(&self.0, &JsValue::from_str(key), &value);
        self
    }

    /// Sets `key` to a number.
    fn num(self, key: &str, value: f64) -> Builder {
        self.set(key, JsValue::from_f64(value))
    }

    fn done(self) -> JsValue {
        self.0.into()
    }
}

/// Text as a JavaScript string.
fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

/// `Some` text as a string, `None` as `undefined`.
fn optional(value: &Option<String>) -> JsValue {
    value.as_deref().map_or(JsValue::UNDEFINED, text)
}

/// Strings as an array.
fn strings<S: AsRef<str>>(items: &[S]) -> JsValue {
    items
        .iter()
        .map(|item| text(item.as_ref()))
        .collect::<Array>()
        .into()
}

/// `{ black, white }`.
fn per_color(values: &PerColor) -> JsValue {
    Builder::new()
        .num("black", values.black)
        .num("white", values.white)
        .done()
}

/// A move's result (`PlayResult`).
pub fn play_result(result: &PlayResult) -> JsValue {
    Builder::new()
        .set("captured", strings(&result.captured))
        .set("selfCaptured", strings(&result.self_captured))
        .set("countedAsPass", JsValue::from_bool(result.counted_as_pass))
        .done()
}

/// A count (`ScoreResult`).
pub fn score(score: &ScoreInfo) -> JsValue {
    Builder::new()
        .num("black", score.black)
        .num("white", score.white)
        .set("winner", text(score.winner))
        .set("result", text(&score.result))
        .num("margin", score.margin)
        .set("scoring", text(score.scoring))
        .set("stones", per_color(&score.stones))
        .set("territory", per_color(&score.territory))
        .set("prisoners", per_color(&score.prisoners))
        .set("dead", per_color(&score.dead))
        .num("sharedPoints", score.shared_points as f64)
        .set("sekiShare", per_color(&score.seki_share))
        .set("sekiEyes", per_color(&score.seki_eyes))
        .num("komi", score.komi)
        .num("compensation", score.compensation as f64)
        .set("penalties", per_color(&score.penalties))
        .set("parts", strings(&score.parts))
        .set("ownership", strings(&score.ownership))
        .done()
}

/// One stone of the fill count (`CountStep`).
fn count_step(step: &CountStepInfo) -> JsValue {
    Builder::new()
        .set("point", text(&step.point))
        .set("color", text(step.color))
        .set("kind", text(step.kind))
        .set("cups", per_color(&step.cups))
        .done()
}

/// The margin's parts (`FillMargin`).
fn margin(parts: &MarginInfo) -> JsValue {
    Builder::new()
        .num("stonesPlaced", parts.stones_placed as f64)
        .num("freePoint", parts.free_point as f64)
        .num("total", parts.total as f64)
        .set("winner", text(parts.winner))
        .done()
}

/// The fill-the-board count (`FillCount`).
pub fn fill_count(count: &FillCountInfo) -> JsValue {
    let steps: Array = count.steps.iter().map(count_step).collect();
    Builder::new()
        .set("steps", steps.into())
        .set("result", text(&count.result))
        .set("winner", text(count.winner))
        .num("margin", count.margin as f64)
        .set("marginParts", margin(&count.margin_parts))
        .num("cupSize", count.cup_size as f64)
        .set("cupsAtStart", per_color(&count.cups_at_start))
        .set("pointsOwed", per_color(&count.points_owed))
        .set("uncounted", optional(&count.uncounted))
        .num("winningPoints", count.winning_points as f64)
        .num("losingStones", count.losing_stones as f64)
        .set("emptyPoint", optional(&count.empty_point))
        .done()
}

/// The same position under every preset (`RuleSetScore[]`).
pub fn rule_set_scores(scores: &[RuleSetScore]) -> JsValue {
    scores
        .iter()
        .map(|s| {
            Builder::new()
                .set("rules", text(s.rules))
                .set("score", score(&s.score))
                .done()
        })
        .collect::<Array>()
        .into()
}

/// Why a move is not allowed (`IllegalMove`); `moveNumber` only when the reason
/// names a move.
pub fn illegal_move(verdict: &IllegalMove) -> JsValue {
    reason(
        Builder::new(),
        verdict.code,
        &verdict.message,
        verdict.move_number,
    )
}

/// The reason's properties: `code`, `message`, and `moveNumber` when there is one.
fn reason(object: Builder, code: &str, message: &str, move_number: Option<u32>) -> JsValue {
    let object = object.set("code", text(code)).set("message", text(message));
    match move_number {
        Some(n) => object.num("moveNumber", n.into()).done(),
        None => object.done(),
    }
}

/// The empty points where the player to move may not play (`Ban[]`).
pub fn bans(bans: &[Ban]) -> JsValue {
    bans.iter()
        .map(|ban| {
            let object = Builder::new().set("point", text(&ban.point));
            reason(object, ban.code, &ban.message, ban.move_number)
        })
        .collect::<Array>()
        .into()
}

/// Stones each colour has captured (`Captures`).
pub fn captures(captures: &Captures) -> JsValue {
    Builder::new()
        .num("black", captures.black.into())
        .num("white", captures.white.into())
        .done()
}

/// How a finished game ended (`Outcome`).
pub fn outcome(outcome: &Outcome) -> JsValue {
    let (kind, winner) = match outcome {
        Outcome::Resignation { winner } => ("resignation", Some(*winner)),
        Outcome::Time { winner } => ("time", Some(*winner)),
        Outcome::NoResult => ("no-result", None),
        Outcome::Capture { winner } => ("capture", Some(*winner)),
        Outcome::Counted => ("counted", None),
    };
    let object = Builder::new().set("kind", text(kind));
    match winner {
        Some(winner) => object.set("winner", text(winner)).done(),
        None => object.done(),
    }
}

/// One move of the game (`HistoryEntry`).
pub fn history_entry(entry: &HistoryEntry) -> JsValue {
    Builder::new()
        .set("color", text(entry.color))
        .set("move", text(&entry.mv))
        .num("captures", entry.captures.into())
        .num("selfCaptures", entry.self_captures.into())
        .set("countedAsPass", JsValue::from_bool(entry.counted_as_pass))
        .set("outOfTurn", JsValue::from_bool(entry.out_of_turn))
        .done()
}

/// The moves so far (`HistoryEntry[]`).
pub fn history(entries: &[HistoryEntry]) -> JsValue {
    entries.iter().map(history_entry).collect::<Array>().into()
}

/// The knobs of a rule set (`RulesInfo`).
pub fn rules_info(info: &RulesInfo) -> JsValue {
    Builder::new()
        .set("preset", text(info.preset))
        .set("ko", text(info.ko))
        .set("suicide", text(info.suicide))
        .set("scoring", text(info.scoring))
        .num("komi", info.komi)
        .set("seki", text(info.seki))
        .set("tie", text(info.tie))
        .set("handicapPlacement", text(info.handicap_placement))
        .set("afterHandicap", text(info.after_handicap))
        .set("handicapCompensation", text(info.handicap_compensation))
        .set("ending", text(info.ending))
        .set("objective", text(info.objective))
        .done()
}

/// Every preset with its knobs (`RuleSetInfo[]`).
pub fn rule_sets(sets: &[RuleSetInfo]) -> JsValue {
    sets.iter()
        .map(|set| {
            Builder::new()
                .set("name", text(set.name))
                .set("sgfName", text(set.sgf_name))
                .set("rules", rules_info(&set.rules))
                .done()
        })
        .collect::<Array>()
        .into()
}

/// A record's game information (`RecordInfo`): one property a pair, as written.
pub fn record_info(info: &RecordInfo) -> JsValue {
    info.0
        .iter()
        .fold(Builder::new(), |object, (name, value)| {
            object.set(name, text(value))
        })
        .done()
}

/// What a loader noted (`LoadWarning[]`).
pub fn load_warnings(warnings: &[LoadWarning]) -> JsValue {
    warnings
        .iter()
        .map(|w| {
            Builder::new()
                .set("code", text(w.code))
                .set("message", text(&w.message))
                .done()
        })
        .collect::<Array>()
        .into()
}

#[cfg(feature = "count")]
/// The conditions between two Ing ranks (`RankHandicap`).
pub fn rank_handicap(info: &RankHandicapInfo) -> JsValue {
    Builder::new()
        .num("difference", info.difference.into())
        .num("handicapMoves", info.handicap_moves.into())
        .num("komi", info.komi)
        .done()
}

/// A ban the view shows (`Ban`, without `moveNumber`).
pub fn view_ban(point: &str, code: &str, message: &str) -> JsValue {
    reason(
        Builder::new().set("point", text(point)),
        code,
        message,
        None,
    )
}
