//! The options of `new Game({ … })`: read, checked, and turned into a game.
//!
//! Every option is optional: the default is the `japanese` preset on 19×19, Black to
//! move on an empty board. `rules` picks a preset; `ko`, `suicide`, `scoring` and
//! `komi` then override single knobs. An unknown option, an unknown name or a wrong
//! value is an error (`bad-option`, or `bad-point` for a point) that says what is
//! accepted.

use weiqi::{
    BoardSize, ByColor, Color, Game, KoRule, Komi, Named, Point, RuleSet, Rules, Scoring, Setup,
    SetupError, Start, StartError, SuicideRule,
};

use crate::errors::ApiError;
use crate::knobs;
use crate::points::{parse_color, parse_point, point_name};
use crate::value::{number_text, quote, Value, MAX_LIST};

/// The options `new Game({ … })` accepts.
pub const OPTION_NAMES: [&str; 10] = [
    "rules", "width", "height", "komi", "handicap", "ko", "suicide", "scoring", "setup", "toMove",
];

/// The properties of the `setup` option.
pub const SETUP_NAMES: [&str; 2] = ["black", "white"];

/// The preset used when `rules` is not given.
pub const DEFAULT_RULE_SET: RuleSet = RuleSet::Japanese;

/// The largest komi, in points, either way: far more than any board holds.
pub const MAX_KOMI: i32 = 1000;

/// Checked options: everything needed to start the game.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The preset the rules start from.
    pub preset: RuleSet,
    /// The rules: the preset with the knobs the options override.
    pub rules: Rules,
    /// How the game starts, on which board.
    pub start: Start,
}

/// Reads and checks the options object (or nothing, for the defaults).
pub fn parse(options: &Value) -> Result<Options, ApiError> {
    match options {
        Value::Missing => {}
        Value::Object(entries) => {
            for (key, _) in entries {
                if !OPTION_NAMES.contains(&key.as_str()) {
                    return Err(ApiError::bad_option(format!(
                        "unknown option {}: the options are {}",
                        quote(key),
                        knobs::or_list(&OPTION_NAMES)
                    )));
                }
            }
        }
        other => {
            return Err(ApiError::bad_option(format!(
                "the options are an object such as {{ rules: 'ing', width: 19 }}, not {}",
                other.kind()
            )))
        }
    }

    let preset = match text(options.get("rules"), "rules")? {
        None => DEFAULT_RULE_SET,
        Some(name) => RuleSet::parse(name).map_err(|_| {
            ApiError::bad_option(format!(
                "unknown rule set {}: use {}",
                quote(name),
                knobs::list::<RuleSet>()
            ))
        })?,
    };
    let mut rules = preset.rules();
    if let Some(ko) = knob::<KoRule>(options, "ko")? {
        rules.ko = ko;
    }
    if let Some(suicide) = knob::<SuicideRule>(options, "suicide")? {
        rules.suicide = suicide;
    }
    if let Some(scoring) = knob::<Scoring>(options, "scoring")? {
        rules.scoring = scoring;
    }
    if let Some(komi) = komi(options.get("komi"))? {
        rules.komi = komi;
    }

    let size = board_size(options)?;
    let start = start(options, size)?;
    Ok(Options {
        preset,
        rules,
        start,
    })
}

impl Options {
    /// Starts the game these options describe.
    pub fn start_game(&self) -> Result<Game, ApiError> {
        let started = Game::begin(self.rules, &self.start);
        started.map_err(|e| self.start_error(e))
    }

    /// Says why the game could not start, points in GTP form.
    fn start_error(&self, error: StartError) -> ApiError {
        match error {
            StartError::Setup(SetupError::NoLiberty(p)) => ApiError::bad_option(format!(
                "setup: the chain at {} has no liberty, a position that cannot arise in play",
                point_name(self.start.size(), p)
            )),
            StartError::Setup(SetupError::OffBoard(p)) => {
                ApiError::bad_point(format!("setup: point {} is not on this board", p.sgf()))
            }
            other => ApiError::bad_option(format!("option 'handicap': {other}")),
        }
    }
}

/// An optional string option.
fn text<'a>(value: &'a Value, option: &str) -> Result<Option<&'a str>, ApiError> {
    match value {
        Value::Missing => Ok(None),
        Value::Text(text) => Ok(Some(text)),
        other => Err(ApiError::bad_option(format!(
            "option {} must be a string, not {}",
            quote(option),
            other.kind()
        ))),
    }
}

/// An optional knob given by its engine name.
fn knob<T: Named>(options: &Value, option: &str) -> Result<Option<T>, ApiError> {
    let Some(name) = text(options.get(option), option)? else {
        return Ok(None);
    };
    T::from_name(name).map(Some).ok_or_else(|| {
        ApiError::bad_option(format!(
            "unknown {} {}: use {}",
            T::WHAT,
            quote(name),
            knobs::list::<T>()
        ))
    })
}

/// An optional whole number from `low` to `high`.
fn whole(value: &Value, option: &str, low: u32, high: u32) -> Result<Option<u32>, ApiError> {
    let wrong = |got: String| {
        ApiError::bad_option(format!(
            "option {} must be a whole number from {low} to {high}, not {got}",
            quote(option)
        ))
    };
    match value {
        Value::Missing => Ok(None),
        Value::Number(n) if n.fract() == 0.0 && *n >= low as f64 && *n <= high as f64 => {
            Ok(Some(*n as u32))
        }
        Value::Number(n) => Err(wrong(number_text(*n))),
        other => Err(wrong(other.kind())),
    }
}

/// `width` and `height`, each from 1 to 25; one given alone sets both.
fn board_size(options: &Value) -> Result<BoardSize, ApiError> {
    let most = weiqi::MAX_SIDE as u32;
    let width = whole(options.get("width"), "width", 1, most)?;
    let height = whole(options.get("height"), "height", 1, most)?;
    let (width, height) = match (width, height) {
        (Some(w), Some(h)) => (w, h),
        (Some(side), None) | (None, Some(side)) => (side, side),
        (None, None) => (19, 19),
    };
    BoardSize::new(width, height).map_err(|e| ApiError::bad_option(e.to_string()))
}

/// `komi`: a number or a string of whole or half points (`7.5`, `"6,5"`, `-2`).
fn komi(value: &Value) -> Result<Option<Komi>, ApiError> {
    let wrong = |got: String| {
        ApiError::bad_option(format!(
            "option 'komi' must be whole or half points from -{MAX_KOMI} to {MAX_KOMI}, such as 7.5, not {got}"
        ))
    };
    let komi = match value {
        Value::Missing => return Ok(None),
        Value::Number(points) => {
            let half = points * 2.0;
            if half.fract() != 0.0 || half.abs() > (2 * MAX_KOMI) as f64 {
                return Err(wrong(number_text(*points)));
            }
            Komi::from_half_points(half as i32)
        }
        Value::Text(text) => Komi::parse(text).ok_or_else(|| wrong(quote(text)))?,
        other => return Err(wrong(other.kind())),
    };
    if komi.half_points().abs() > 2 * MAX_KOMI {
        return Err(wrong(komi.to_string()));
    }
    Ok(Some(komi))
}

/// `handicap`, `setup` and `toMove`: how the game starts.
fn start(options: &Value, size: BoardSize) -> Result<Start, ApiError> {
    let to_move = parse_color(options.get("toMove"))
        .map_err(|e| ApiError::bad_option(format!("option 'toMove': {}", e.message())))?;
    let handicap = handicap(options.get("handicap"), size)?;
    let setup = setup(options.get("setup"), size)?;
    match (handicap, setup) {
        (Some(_), Some(_)) => Err(ApiError::bad_option(
            "give either 'setup' or 'handicap', not both",
        )),
        (Some(_), None) if to_move.is_some() => Err(ApiError::bad_option(
            "'toMove' cannot go with 'handicap': the rules say who moves after the handicap stones",
        )),
        (Some(handicap), None) => Ok(handicap),
        (None, Some(stones)) => Ok(Start::Setup(Setup {
            size,
            black: stones.black,
            white: stones.white,
            to_move: to_move.unwrap_or(Color::Black),
        })),
        (None, None) => Ok(Start::Empty(size, to_move.unwrap_or(Color::Black))),
    }
}

/// `handicap`: a number of stones for the star points, or a list of points for free
/// placement. `None` when there is no handicap (not given, 0, 1, or an empty list).
fn handicap(value: &Value, size: BoardSize) -> Result<Option<Start>, ApiError> {
    match value {
        Value::List(items) => {
            let points = point_list(items, size, "handicap")?;
            if let Some(twice) = first_repeat(&points) {
                return Err(ApiError::bad_option(format!(
                    "option 'handicap' names {} twice",
                    point_name(size, twice)
                )));
            }
            Ok((!points.is_empty()).then_some(Start::FreeHandicap(size, points)))
        }
        Value::Number(_) | Value::Missing => {
            let stones = whole(value, "handicap", 0, MAX_LIST as u32)?.unwrap_or(0);
            Ok((stones >= 2).then_some(Start::FixedHandicap(size, stones)))
        }
        other => Err(ApiError::bad_option(format!(
            "option 'handicap' is a number of stones or a list of points such as ['D4', 'Q16'], not {}",
            other.kind()
        ))),
    }
}

/// `setup`: `{ black: [...], white: [...] }`, both lists optional.
fn setup(value: &Value, size: BoardSize) -> Result<Option<ByColor<Vec<Point>>>, ApiError> {
    let entries = match value {
        Value::Missing => return Ok(None),
        Value::Object(entries) => entries,
        other => {
            return Err(ApiError::bad_option(format!(
                "option 'setup' is an object such as {{ black: ['D4'], white: ['Q16'] }}, not {}",
                other.kind()
            )))
        }
    };
    if let Some((key, _)) = entries
        .iter()
        .find(|(key, _)| !SETUP_NAMES.contains(&key.as_str()))
    {
        return Err(ApiError::bad_option(format!(
            "unknown setup property {}: use 'black' and 'white'",
            quote(key)
        )));
    }
    let mut lists = [Vec::new(), Vec::new()];
    for (list, name) in lists.iter_mut().zip(SETUP_NAMES) {
        *list = match value.get(name) {
            Value::Missing => Vec::new(),
            Value::List(items) => point_list(items, size, &format!("setup.{name}"))?,
            other => {
                return Err(ApiError::bad_option(format!(
                    "setup.{name} is a list of points such as ['D4'], not {}",
                    other.kind()
                )))
            }
        };
    }
    let [black, white] = lists;
    if let Some(both) = black.iter().find(|p| white.contains(p)) {
        return Err(ApiError::bad_option(format!(
            "setup: {} is both black and white",
            point_name(size, *both)
        )));
    }
    Ok(Some(ByColor::new(black, white)))
}

/// A list of points, each read like a move's point.
fn point_list(items: &[Value], size: BoardSize, option: &str) -> Result<Vec<Point>, ApiError> {
    items
        .iter()
        .map(|item| {
            parse_point(size, item)
                .map_err(|e| ApiError::bad_point(format!("{option}: {}", e.message())))
        })
        .collect()
}

/// The first point that appears twice.
fn first_repeat(points: &[Point]) -> Option<Point> {
    points
        .iter()
        .enumerate()
        .find(|&(i, p)| points[..i].contains(p))
        .map(|(_, &p)| p)
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::{KoRule, Scoring, SuicideRule};

    fn list(points: &[&str]) -> Value {
        Value::List(points.iter().map(|&p| p.into()).collect())
    }

    fn error(options: Value) -> ApiError {
        match parse(&options).and_then(|o| o.start_game().map(|_| o)) {
            Ok(o) => panic!("accepted: {o:?}"),
            Err(e) => e,
        }
    }

    #[test]
    fn defaults_are_japanese_on_19x19_with_black_to_move() {
        for options in [
            Value::Missing,
            Value::object(&[]),
            Value::object(&[("komi", Value::Missing)]),
        ] {
            let o = parse(&options).unwrap();
            assert_eq!(o.preset, RuleSet::Japanese);
            assert_eq!(o.rules, RuleSet::Japanese.rules());
            assert_eq!(o.start.size(), BoardSize::STANDARD);
            assert_eq!(o.start, Start::Empty(o.start.size(), Color::Black));
        }
    }

    #[test]
    fn knobs_override_the_preset() {
        let o = parse(&Value::object(&[
            ("rules", "ing".into()),
            ("ko", "situational".into()),
            ("suicide", "forbidden".into()),
            ("scoring", "territory".into()),
            ("komi", 5.5.into()),
        ]))
        .unwrap();
        assert_eq!(o.preset, RuleSet::Ing);
        assert_eq!(o.rules.ko, KoRule::Situational);
        assert_eq!(o.rules.suicide, SuicideRule::Forbidden);
        assert_eq!(o.rules.scoring, Scoring::Territory);
        assert_eq!(o.rules.komi, Komi::from_half_points(11));
        assert_eq!(o.rules.tie, RuleSet::Ing.rules().tie);

        for (komi, half) in [(Value::from("7.5"), 15), ("-2".into(), -4), (0.0.into(), 0)] {
            let o = parse(&Value::object(&[("komi", komi)])).unwrap();
            assert_eq!(o.rules.komi.half_points(), half);
        }
    }

    #[test]
    fn every_preset_name_is_accepted() {
        for preset in RuleSet::ALL {
            let o = parse(&Value::object(&[("rules", preset.name().into())])).unwrap();
            assert_eq!(o.preset, preset);
        }
    }

    #[test]
    fn unknown_names_are_refused_with_the_accepted_ones() {
        let cases = [
            ("rules", "fischer", "tromp-taylor"),
            ("ko", "super", "simple-no-result"),
            ("suicide", "never", "multi-single-is-pass"),
            ("scoring", "stones", "territory"),
        ];
        for (option, value, listed) in cases {
            let e = error(Value::object(&[(option, value.into())]));
            assert_eq!(e.code(), "bad-option");
            assert!(e.message().contains(listed), "{e}");
            assert!(e.message().contains(value), "{e}");
        }
        let e = error(Value::object(&[("Komi", 7.5.into())]));
        assert!(e.message().contains("toMove"), "{e}");
    }

    #[test]
    fn wrong_values_are_refused() {
        let cases = [
            ("width", Value::from(0.0)),
            ("width", 26.0.into()),
            ("width", 9.5.into()),
            ("width", f64::NAN.into()),
            ("height", "19".into()),
            ("komi", 7.25.into()),
            ("komi", f64::INFINITY.into()),
            ("komi", "seven".into()),
            ("komi", 1e9.into()),
            ("handicap", (-1.0).into()),
            ("handicap", 2.5.into()),
            ("handicap", "2".into()),
            ("handicap", 10.0.into()),
            ("toMove", "X".into()),
            ("rules", 3.0.into()),
            ("setup", list(&["D4"])),
            ("setup", Value::object(&[("black", "D4".into())])),
            ("setup", Value::object(&[("red", list(&[]))])),
        ];
        for (option, value) in cases {
            let e = error(Value::object(&[(option, value.clone())]));
            assert_eq!(e.code(), "bad-option", "{option}: {value:?}: {e}");
        }
        assert_eq!(error(Value::Number(1.0)).code(), "bad-option");
        assert_eq!(error(list(&[])).code(), "bad-option");
    }

    #[test]
    fn sizes_handicaps_and_setups() {
        let o = parse(&Value::object(&[
            ("width", 13.0.into()),
            ("height", 9.0.into()),
        ]))
        .unwrap();
        assert_eq!(o.start.size(), BoardSize::new(13, 9).unwrap());
        let o = parse(&Value::object(&[("width", 9.0.into())])).unwrap();
        assert_eq!(o.start.size(), BoardSize::square(9).unwrap());

        let o = parse(&Value::object(&[("handicap", 4.0.into())])).unwrap();
        assert_eq!(o.start, Start::FixedHandicap(o.start.size(), 4));
        assert_eq!(o.start_game().unwrap().handicap(), 4);
        let o = parse(&Value::object(&[("handicap", 1.0.into())])).unwrap();
        assert_eq!(o.start, Start::Empty(o.start.size(), Color::Black));

        let o = parse(&Value::object(&[
            ("rules", "ing".into()),
            ("handicap", list(&["D4", "dd"])),
        ]))
        .unwrap();
        let game = o.start_game().unwrap();
        assert_eq!(game.handicap(), 2);
        assert_eq!(game.to_move(), Color::Black); // RULES R1.2

        let o = parse(&Value::object(&[
            (
                "setup",
                Value::object(&[("black", list(&["D4"])), ("white", list(&["Q16"]))]),
            ),
            ("toMove", "W".into()),
        ]))
        .unwrap();
        let game = o.start_game().unwrap();
        assert_eq!(game.to_move(), Color::White);
        assert_eq!(game.board().stone_count(Color::Black), 1);

        let o = parse(&Value::object(&[("toMove", "white".into())])).unwrap();
        assert_eq!(o.start_game().unwrap().to_move(), Color::White);
    }

    #[test]
    fn impossible_starts_are_refused() {
        let e = error(Value::object(&[
            ("setup", Value::object(&[("black", list(&["D4"]))])),
            ("handicap", 2.0.into()),
        ]));
        assert_eq!(e.code(), "bad-option");
        let e = error(Value::object(&[
            ("handicap", 2.0.into()),
            ("toMove", "W".into()),
        ]));
        assert_eq!(e.code(), "bad-option");
        let e = error(Value::object(&[(
            "setup",
            Value::object(&[("black", list(&["D4"])), ("white", list(&["D4"]))]),
        )]));
        assert!(e.message().contains("D4"), "{e}");
        let e = error(Value::object(&[("handicap", list(&["D4", "D4"]))]));
        assert!(e.message().contains("twice"), "{e}");
        // A chain without liberties: RULES R0.5 says it cannot stand on the board.
        let e = error(Value::object(&[
            ("width", 2.0.into()),
            (
                "setup",
                Value::object(&[("black", list(&["A1", "A2", "B1", "B2"]))]),
            ),
        ]));
        assert_eq!(e.code(), "bad-option");
        assert!(e.message().contains("no liberty"), "{e}");
        // No star points on 7x7.
        let e = error(Value::object(&[
            ("width", 7.0.into()),
            ("handicap", 2.0.into()),
        ]));
        assert!(e.message().starts_with("option 'handicap'"), "{e}");
        let e = error(Value::object(&[("handicap", list(&["Z9"]))]));
        assert_eq!(e.code(), "bad-point");
        let e = error(Value::object(&[(
            "setup",
            Value::object(&[("white", list(&["I3"]))]),
        )]));
        assert_eq!(e.code(), "bad-point");
        assert!(e.message().starts_with("setup.white"), "{e}");
    }
}
