//! The `Clock` class of the JavaScript API: a two-player game clock
//! ([`weiqi::clock`]) under absolute time, Fischer, byo-yomi, Canadian overtime or
//! Ing's PP and RS systems (RULES R1.10).
//!
//! The clock reads no time of its own: every call that needs the time takes
//! `nowMs`, milliseconds from any fixed origin (`performance.now()`, `Date.now()`),
//! so an app can inject its time source and a test can simulate time. Everything but
//! the thin [`WebClock`] shell is plain Rust ([`ClockSession`]), tested natively.
//!
//! Kept small for the module's size budget: the time control is read from an object
//! only (the crate's text form stays out of the wasm) and the messages are short. An
//! app that keeps a clock across reloads saves the control and the calls it made,
//! and replays them (the clock is deterministic); see `www/clock.js`.
//!
//! ```js
//! const clock = new Clock({ system: 'ing-pp', main: 3_600_000 });
//! clock.start('B', performance.now());
//! clock.press(performance.now());       // { kind: 'switched', color: 'W' }
//! clock.state(performance.now()).white.stageLeft;
//! ```

use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::clock::{Clock, ClockError, ClockEvent, ClockSystem, PlayerTime, Run, TimeControl};
use weiqi::{ByColor, Color};

use crate::errors::ApiError;
use crate::extras_types::{ColorArg, TimeArg, TimeControlArg};
use crate::js::{error_to_js, value_from_js};
use crate::points::{color_name, parse_color};
use crate::value::{quote, Value};

/// The largest time or duration read, in ms: 2^53 − 1, the largest whole number a
/// JavaScript number holds exactly.
pub const MAX_MS: f64 = 9_007_199_254_740_991.0;

/// A clock as the API sees it: JavaScript values in, plain data out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ClockSession {
    clock: Clock,
}

/// What a press, pause or stop did (`ClockEvent`): `switched` (the colour whose time
/// now runs), `paused` (the colour to move), `stopped` (no colour) or `flagged` (the
/// flag had already fallen: the colour that lost on time).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EventInfo {
    /// `switched`, `paused`, `stopped` or `flagged`.
    pub kind: &'static str,
    /// `B`, `W` or `null` (see the kinds).
    pub color: Option<&'static str>,
}

impl From<ClockEvent> for EventInfo {
    fn from(event: ClockEvent) -> EventInfo {
        let (kind, color) = match event {
            ClockEvent::Switched { next, .. } => ("switched", Some(next)),
            ClockEvent::Paused { to_move } => ("paused", Some(to_move)),
            ClockEvent::Stopped => ("stopped", None),
            ClockEvent::Flagged { loser } => ("flagged", Some(loser)),
        };
        EventInfo {
            kind,
            color: color.map(color_name),
        }
    }
}

/// One player's side at a moment (`PlayerTime`). Times in ms.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerTimeInfo {
    /// Thinking time left before the flag falls if no move is made.
    pub remaining: f64,
    /// Time left in the current stage: what the clock face shows.
    pub stage_left: f64,
    /// In overtime (periods, or PP extra time).
    pub overtime: bool,
    /// Byo-yomi periods left, the current one included.
    pub periods_left: u32,
    /// Canadian and RS: moves still to make in the current period.
    pub stones_left: u32,
    /// Moves completed.
    pub moves: u32,
    /// Own PP penalty points, before cancellation (RULES R1.10).
    pub penalty_points: u32,
}

impl From<PlayerTime> for PlayerTimeInfo {
    fn from(p: PlayerTime) -> PlayerTimeInfo {
        PlayerTimeInfo {
            remaining: p.remaining as f64,
            stage_left: p.stage_left as f64,
            overtime: p.clock.in_overtime,
            periods_left: p.clock.periods_left,
            stones_left: p.clock.stones_left,
            moves: p.clock.moves,
            penalty_points: p.penalty_points,
        }
    }
}

/// Penalty points of each colour (`PerColor`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Penalties {
    /// Black's.
    pub black: u32,
    /// White's.
    pub white: u32,
}

impl From<ByColor<u32>> for Penalties {
    fn from(points: ByColor<u32>) -> Penalties {
        Penalties {
            black: points.black,
            white: points.white,
        }
    }
}

/// The whole clock at a moment (`ClockState`).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct StateInfo {
    /// The system's name ([`ClockSystem`]).
    pub system: &'static str,
    /// `idle`, `running`, `paused`, `flagged` or `stopped`.
    pub phase: &'static str,
    /// Whose time runs.
    pub running: Option<&'static str>,
    /// Who has lost on time by this moment.
    pub loser: Option<&'static str>,
    /// PP penalty points that count, after cancellation (RULES R1.10).
    pub penalty_points: Penalties,
    /// Black's side.
    pub black: PlayerTimeInfo,
    /// White's side.
    pub white: PlayerTimeInfo,
}

impl ClockSession {
    /// A clock not yet started, from a time control object `{ system, main, … }`.
    pub fn new(control: &Value) -> Result<ClockSession, ApiError> {
        let control = parse_control(control)?;
        Ok(ClockSession {
            clock: Clock::new(control)?,
        })
    }

    /// Starts `color`'s time (Black's when not given, RULES R1.2) at `now`.
    pub fn start(&mut self, color: &Value, now: &Value) -> Result<(), ApiError> {
        let color = parse_color(color)?.unwrap_or(Color::Black);
        let now = parse_time(now)?;
        Ok(self.clock.start(color, now)?)
    }

    /// The running player completed a move at `now`.
    pub fn press(&mut self, now: &Value) -> Result<EventInfo, ApiError> {
        self.event(now, Clock::press)
    }

    /// Pauses at `now`, the running player still to move.
    pub fn pause(&mut self, now: &Value) -> Result<EventInfo, ApiError> {
        self.event(now, Clock::pause)
    }

    /// A call of the clock's at `now` that says what it did: one body for `press`,
    /// `pause` and `stop` (smaller wasm).
    fn event(
        &mut self,
        now: &Value,
        call: fn(&mut Clock, u64) -> Result<ClockEvent, ClockError>,
    ) -> Result<EventInfo, ApiError> {
        let now = parse_time(now)?;
        Ok(call(&mut self.clock, now)?.into())
    }

    /// Resumes a paused clock at `now`.
    pub fn resume(&mut self, now: &Value) -> Result<(), ApiError> {
        let now = parse_time(now)?;
        Ok(self.clock.resume(now)?)
    }

    /// Stops the clock for good at `now`.
    pub fn stop(&mut self, now: &Value) -> Result<EventInfo, ApiError> {
        self.event(now, Clock::stop)
    }

    /// Who has lost on time by `now` (the clock freezes if a flag fell).
    pub fn flag(&mut self, now: &Value) -> Result<Option<&'static str>, ApiError> {
        let now = parse_time(now)?;
        Ok(self.clock.flag(now).map(color_name))
    }

    /// The clock as it reads at `now`; nothing changes.
    pub fn state(&self, now: &Value) -> Result<StateInfo, ApiError> {
        let now = parse_time(now)?;
        let tick = self.clock.tick(now);
        let phase = match self.clock.run {
            _ if tick.loser.is_some() => "flagged",
            Run::Idle => "idle",
            Run::Running { .. } => "running",
            Run::Paused { .. } => "paused",
            Run::Flagged { .. } => "flagged",
            Run::Stopped => "stopped",
        };
        Ok(StateInfo {
            system: self.clock.control.name(),
            phase,
            running: tick.running.map(color_name),
            loser: tick.loser.map(color_name),
            penalty_points: tick.penalty_points.into(),
            black: tick.players.black.into(),
            white: tick.players.white.into(),
        })
    }

    /// The PP penalty points that count, as settled at the last press, pause, stop
    /// or flag, after cancellation (RULES R1.10).
    pub fn penalty_points(&self) -> Penalties {
        self.clock.penalty_points().into()
    }
}

/// Reads `nowMs`: a number from 0 to [`MAX_MS`]; a fraction (`performance.now()`)
/// is rounded down to the millisecond.
pub fn parse_time(value: &Value) -> Result<u64, ApiError> {
    match value {
        Value::Number(n) if *n >= 0.0 && *n <= MAX_MS => Ok(n.floor() as u64),
        _ => Err(ApiError::bad_time(
            "a time is a number of ms from 0, such as performance.now()",
        )),
    }
}

/// Reads a time control `{ system, main, increment?, periods?, period?, stones?,
/// movesPerPeriod? }` with exactly the fields of its system, all whole ms (counts
/// for `periods`, `stones`, `movesPerPeriod`).
pub fn parse_control(value: &Value) -> Result<TimeControl, ApiError> {
    let Value::Object(entries) = value else {
        return Err(ApiError::bad_option(
            "a time control is an object such as { system: 'byoyomi', main: 600000, periods: 5, period: 30000 }",
        ));
    };
    let system = match value.get("system") {
        Value::Text(name) => ClockSystem::ALL.into_iter().find(|s| s.name() == name),
        _ => None,
    };
    let Some(system) = system else {
        return Err(ApiError::bad_option(format!(
            "the time control's 'system' is {}",
            crate::knobs::list::<ClockSystem>()
        )));
    };
    let fields = system.fields();
    if let Some((key, _)) = entries
        .iter()
        .find(|(key, _)| key != "system" && key != "main" && !fields.contains(&key.as_str()))
    {
        return Err(ApiError::bad_option(format!(
            "{} has no field {}",
            system.name(),
            quote(key)
        )));
    }
    let mut numbers = [0u64; 3];
    for (number, name) in numbers.iter_mut().zip(["main"].iter().chain(fields)) {
        *number = whole(value.get(name)).ok_or_else(|| {
            ApiError::bad_option(format!(
                "the time control's {} must be a whole number from 0",
                quote(name)
            ))
        })?;
    }
    let control = system
        .control(numbers)
        .ok_or_else(|| ApiError::bad_option("the time control's counts must be below 2^32"))?;
    control.validate()?;
    Ok(control)
}

/// A whole number from 0 to [`MAX_MS`].
fn whole(value: &Value) -> Option<u64> {
    match value {
        Value::Number(n) if n.fract() == 0.0 && *n >= 0.0 && *n <= MAX_MS => Some(*n as u64),
        _ => None,
    }
}

/// A two-player game clock: absolute, Fischer, byo-yomi, Canadian, Ing PP or Ing RS
/// (RULES R1.10). Every call that needs the time takes `nowMs`, ms from any fixed
/// origin. Every error is an `Error` with a `code` (`bad-option`, `bad-time`,
/// `bad-color`, `clock-state`, `flagged`); a refused call changes nothing.
#[wasm_bindgen(js_name = Clock)]
pub struct WebClock {
    session: ClockSession,
}

/// An [`ApiError`] as the `Error` JavaScript gets.
fn thrown(error: ApiError) -> JsValue {
    error_to_js(&error)
}

/// Plain data as a JavaScript object, `None` as `null`.
fn to_js<T: Serialize>(data: &T) -> Result<JsValue, JsValue> {
    data.serialize(&serde_wasm_bindgen::Serializer::new().serialize_missing_as_null(true))
        .map_err(JsValue::from)
}

#[wasm_bindgen(js_class = Clock)]
impl WebClock {
    /// A clock not yet started, both players with full time; throws `bad-option`.
    #[wasm_bindgen(constructor)]
    pub fn new(control: TimeControlArg) -> Result<WebClock, JsValue> {
        let session = ClockSession::new(&value_from_js(&control)).map_err(thrown)?;
        Ok(WebClock { session })
    }

    /// Starts `color`'s time (default Black, RULES R1.2) at `nowMs`.
    pub fn start(&mut self, color: Option<ColorArg>, now_ms: TimeArg) -> Result<(), JsValue> {
        let color = color.as_deref().map_or(Value::Missing, value_from_js);
        self.session
            .start(&color, &value_from_js(&now_ms))
            .map_err(thrown)
    }

    /// The running player completed a move at `nowMs`: the opponent's time runs.
    /// `{ kind: 'flagged', color: loser }` when the flag had already fallen.
    #[wasm_bindgen(unchecked_return_type = "ClockEvent")]
    pub fn press(&mut self, now_ms: TimeArg) -> Result<JsValue, JsValue> {
        let event = self.session.press(&value_from_js(&now_ms));
        to_js(&event.map_err(thrown)?)
    }

    /// Pauses at `nowMs` with the running player still to move.
    #[wasm_bindgen(unchecked_return_type = "ClockEvent")]
    pub fn pause(&mut self, now_ms: TimeArg) -> Result<JsValue, JsValue> {
        let event = self.session.pause(&value_from_js(&now_ms));
        to_js(&event.map_err(thrown)?)
    }

    /// Resumes a paused clock at `nowMs`.
    pub fn resume(&mut self, now_ms: TimeArg) -> Result<(), JsValue> {
        self.session.resume(&value_from_js(&now_ms)).map_err(thrown)
    }

    /// Stops the clock for good at `nowMs` (the game ended otherwise), settling the
    /// PP penalty points.
    #[wasm_bindgen(unchecked_return_type = "ClockEvent")]
    pub fn stop(&mut self, now_ms: TimeArg) -> Result<JsValue, JsValue> {
        let event = self.session.stop(&value_from_js(&now_ms));
        to_js(&event.map_err(thrown)?)
    }

    /// Who has lost on time by `nowMs`, or `null`; a fallen flag freezes the clock.
    #[wasm_bindgen(unchecked_return_type = "Color | null")]
    pub fn flag(&mut self, now_ms: TimeArg) -> Result<JsValue, JsValue> {
        let loser = self.session.flag(&value_from_js(&now_ms));
        to_js(&loser.map_err(thrown)?)
    }

    /// The clock as it reads at `nowMs`, for drawing and warnings.
    #[wasm_bindgen(unchecked_return_type = "ClockState")]
    pub fn state(&self, now_ms: TimeArg) -> Result<JsValue, JsValue> {
        let state = self.session.state(&value_from_js(&now_ms));
        to_js(&state.map_err(thrown)?)
    }

    /// The PP penalty points that count (after cancellation, RULES R1.10), as settled
    /// at the last press, pause, stop or flag: `{ black, white }`.
    #[wasm_bindgen(getter = penaltyPoints, unchecked_return_type = "PerColor")]
    pub fn penalty_points(&self) -> Result<JsValue, JsValue> {
        to_js(&self.session.penalty_points())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(ms: u64) -> Value {
        Value::Number(ms as f64)
    }

    /// A clock for the control in the crate's text form (written as an object).
    fn clock(text: &str) -> ClockSession {
        let (system, fields) = text.split_once(':').unwrap();
        let fields_of = ClockSystem::parse(system).unwrap().fields();
        let mut entries = vec![("system", Value::from(system))];
        for (name, n) in ["main"].iter().chain(fields_of).zip(fields.split(',')) {
            entries.push((name, n.parse::<f64>().unwrap().into()));
        }
        ClockSession::new(&Value::object(&entries)).unwrap()
    }

    fn switched(color: &'static str) -> EventInfo {
        EventInfo {
            kind: "switched",
            color: Some(color),
        }
    }

    #[test]
    fn every_system_is_read_from_its_object() {
        for text in [
            "absolute:60000",
            "fischer:60000,5000",
            "byoyomi:0,3,30000",
            "canadian:1,25,300000",
            "ing-pp:3600000",
            "ing-rs:60000,30000,1",
        ] {
            assert_eq!(clock(text).clock.control, text.parse().unwrap(), "{text}");
        }
    }

    #[test]
    fn wrong_controls_are_bad_options_with_the_reason() {
        let cases = [
            Value::from("fischer:60000,1000"),
            Value::Number(5.0),
            Value::Missing,
            Value::object(&[("system", "absolute".into())]),
            Value::object(&[("system", "absolute".into()), ("main", (-1.0).into())]),
            Value::object(&[("system", "absolute".into()), ("main", 1.5.into())]),
            Value::object(&[("system", "absolute".into()), ("main", "60".into())]),
            Value::object(&[
                ("system", "absolute".into()),
                ("main", 1.0.into()),
                ("period", 1.0.into()),
            ]),
            Value::object(&[("system", "sudden".into()), ("main", 1.0.into())]),
            Value::object(&[("main", 1.0.into())]),
            Value::object(&[("system", "ing-pp".into()), ("main", 0.0.into())]),
            Value::object(&[
                ("system", "canadian".into()),
                ("main", 1.0.into()),
                ("stones", 0.0.into()),
                ("period", 1.0.into()),
            ]),
            Value::object(&[
                ("system", "byoyomi".into()),
                ("main", 1.0.into()),
                ("periods", 1e10.into()),
                ("period", 1.0.into()),
            ]),
        ];
        for case in cases {
            let e = ClockSession::new(&case).unwrap_err();
            assert_eq!(e.code(), "bad-option", "{case:?}: {e}");
        }
        let e = ClockSession::new(&Value::object(&[
            ("system", "ing-pp".into()),
            ("main", 0.0.into()),
        ]))
        .unwrap_err();
        assert!(e.message().contains("BT/6"), "{e}");
        let e = ClockSession::new(&Value::object(&[
            ("system", "fischer".into()),
            ("main", 1.0.into()),
            ("stones", 1.0.into()),
        ]))
        .unwrap_err();
        assert!(e.message().contains("'stones'"), "{e}");
    }

    #[test]
    fn times_must_be_numbers_from_zero_and_fractions_round_down() {
        assert_eq!(parse_time(&1234.9.into()).unwrap(), 1234);
        for bad in [
            Value::Number(-1.0),
            f64::NAN.into(),
            f64::INFINITY.into(),
            1e300.into(),
            "5".into(),
            Value::Missing,
        ] {
            assert_eq!(parse_time(&bad).unwrap_err().code(), "bad-time", "{bad:?}");
        }
    }

    #[test]
    fn calls_out_of_place_have_codes_and_change_nothing() {
        let mut c = clock("byoyomi:10000,1,5000");
        assert_eq!(c.press(&t(0)).unwrap_err().code(), "clock-state");
        assert_eq!(c.resume(&t(0)).unwrap_err().code(), "clock-state");
        assert_eq!(c.start(&"X".into(), &t(0)).unwrap_err().code(), "bad-color");
        c.start(&Value::Missing, &t(1000)).unwrap();
        assert_eq!(c.state(&t(1000)).unwrap().running, Some("B"));
        assert_eq!(
            c.start(&"W".into(), &t(0)).unwrap_err().code(),
            "clock-state"
        );
        let before = c;
        assert_eq!(c.press(&t(999)).unwrap_err().code(), "bad-time");
        assert_eq!(c.press(&"soon".into()).unwrap_err().code(), "bad-time");
        assert_eq!(c, before);
        // Past 10 s of main time and the one 5 s period the flag falls (15 s).
        assert_eq!(c.flag(&t(16_000)).unwrap(), None);
        assert_eq!(c.flag(&t(16_001)).unwrap(), Some("B"));
        assert_eq!(c.press(&t(17_000)).unwrap_err().code(), "flagged");
        assert_eq!(c.state(&t(20_000)).unwrap().phase, "flagged");
    }

    #[test]
    fn the_state_shows_each_side_and_the_events_name_the_players() {
        let mut c = clock("byoyomi:10000,3,5000");
        c.start(&"B".into(), &t(0)).unwrap();
        assert_eq!(c.press(&t(4_000)).unwrap(), switched("W"));
        let s = c.state(&t(16_000)).unwrap();
        assert_eq!((s.phase, s.running, s.loser), ("running", Some("W"), None));
        assert_eq!(s.black.stage_left, 6_000.0);
        assert_eq!(s.black.moves, 1);
        // White: 10 s main, then 2 s into the first of three periods.
        assert!(s.white.overtime);
        assert_eq!(s.white.stage_left, 3_000.0);
        assert_eq!(s.white.periods_left, 3);
        assert_eq!(s.white.remaining, 13_000.0);
        let paused = c.pause(&t(16_000)).unwrap();
        assert_eq!((paused.kind, paused.color), ("paused", Some("W")));
        assert_eq!(c.state(&t(99_000)).unwrap().white.stage_left, 3_000.0);
        c.resume(&t(99_000)).unwrap();
        assert_eq!(c.stop(&t(100_000)).unwrap().kind, "stopped");
        assert_eq!(c.state(&t(100_000)).unwrap().phase, "stopped");
    }

    #[test]
    fn a_late_press_reports_the_fallen_flag() {
        let mut c = clock("absolute:1000");
        c.start(&"W".into(), &t(0)).unwrap();
        let event = c.press(&t(1_001)).unwrap();
        assert_eq!((event.kind, event.color), ("flagged", Some("W")));
    }

    #[test]
    fn ing_pp_penalties_follow_rules_r1_10() {
        // RULES R1.10: BT = 60 s; 2 points on exceeding BT, 2 more past each BT/6
        // (10 s), a loss past 3·BT/6 (30 s) of extra time.
        let mut c = clock("ing-pp:60000");
        c.start(&"B".into(), &t(0)).unwrap();
        let points = |c: &ClockSession, ms| c.state(&t(ms)).unwrap().black.penalty_points;
        assert_eq!(points(&c, 60_000), 0);
        assert_eq!(points(&c, 60_001), 2);
        assert_eq!(points(&c, 70_000), 2);
        assert_eq!(points(&c, 70_001), 4);
        assert_eq!(points(&c, 80_001), 6);
        assert_eq!(c.state(&t(90_000)).unwrap().loser, None);
        assert_eq!(c.state(&t(90_001)).unwrap().loser, Some("B"));
        // Black moves with 4 points; White then runs 2 s over: 4 and 2 cancel to 2.
        c.press(&t(75_000)).unwrap();
        assert_eq!(c.penalty_points(), Penalties { black: 4, white: 0 });
        c.press(&t(75_000 + 62_000)).unwrap();
        assert_eq!(c.penalty_points(), Penalties { black: 2, white: 0 });
        let s = c.state(&t(137_000)).unwrap();
        assert_eq!((s.black.penalty_points, s.white.penalty_points), (4, 2));
        assert_eq!(s.penalty_points, Penalties { black: 2, white: 0 });
    }
}
