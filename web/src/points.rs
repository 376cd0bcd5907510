//! Points, moves and colours as the JavaScript API writes them.
//!
//! Points are read in GTP form (`D4`, columns skip `I`) or SGF form (`dd`) and always
//! written in GTP form (RULES R0.2); a move is a point or `pass`; a colour is `B` or
//! `W` (`black` and `white` are read too).

use weiqi::{BoardSize, Color, Move, Point};

use crate::errors::ApiError;
use crate::value::{quote, Value};

/// Reads a point given as a string, in GTP or SGF form; anything else is `bad-point`.
pub fn parse_point(size: BoardSize, value: &Value) -> Result<Point, ApiError> {
    point_from_text(size, point_text(value)?)
}

/// Reads a point's text, in GTP or SGF form.
fn point_from_text(size: BoardSize, text: &str) -> Result<Point, ApiError> {
    size.parse_point(text)
        .map_err(|e| ApiError::bad_point(format!("{}: {e}", quote(text))))
}

/// Reads a move: `pass` (any case) or a point.
pub fn parse_move(size: BoardSize, value: &Value) -> Result<Move, ApiError> {
    move_from_text(size, point_text(value)?)
}

/// Reads a move's text: `pass` (any case) or a point.
pub fn move_from_text(size: BoardSize, text: &str) -> Result<Move, ApiError> {
    if weiqi::point::trim(text).eq_ignore_ascii_case("pass") {
        Ok(Move::Pass)
    } else {
        point_from_text(size, text).map(Move::Play)
    }
}

/// The text of a point argument; `bad-point` when it is not a string.
fn point_text(value: &Value) -> Result<&str, ApiError> {
    match value {
        Value::Text(text) => Ok(text),
        Value::Missing => Err(ApiError::bad_point(
            "no point given: write it like 'D4' (or 'dd' in SGF form), or 'pass'",
        )),
        other => Err(ApiError::bad_point(format!(
            "a point is a string like 'D4' (or 'dd' in SGF form), not {}",
            other.kind()
        ))),
    }
}

/// Reads an optional colour: `None` when not given; `B`, `W`, `black` or `white` in
/// any case; anything else is `bad-color`.
pub fn parse_color(value: &Value) -> Result<Option<Color>, ApiError> {
    match value {
        Value::Missing => Ok(None),
        Value::Text(text) => Color::parse(text).map(Some).ok_or_else(|| {
            ApiError::bad_color(format!(
                "unknown colour {}: use 'B' (Black) or 'W' (White)",
                quote(text)
            ))
        }),
        other => Err(ApiError::bad_color(format!(
            "a colour is 'B' (Black) or 'W' (White), not {}",
            other.kind()
        ))),
    }
}

/// A colour as the API writes it: `B` or `W`.
pub fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// A point in GTP form: `D4`.
pub fn point_name(size: BoardSize, point: Point) -> String {
    size.gtp(point).to_string()
}

/// A move as the API writes it: `pass` or a point in GTP form.
pub fn move_name(size: BoardSize, mv: Move) -> String {
    match mv {
        Move::Pass => "pass".into(),
        Move::Play(p) => point_name(size, p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn size(width: u32, height: u32) -> BoardSize {
        BoardSize::new(width, height).unwrap()
    }

    #[test]
    fn reads_gtp_and_sgf_points_and_writes_gtp() {
        // RULES R0.2: columns skip I; rows count from the bottom; SGF `aa` is top left.
        let s = size(19, 19);
        for (text, gtp) in [
            ("D4", "D4"),
            ("d4", "D4"),
            (" Q16 ", "Q16"),
            ("dp", "D4"),
            ("aa", "A19"),
            ("J10", "J10"),
            ("ss", "T1"),
        ] {
            let p = parse_point(s, &text.into()).unwrap();
            assert_eq!(point_name(s, p), gtp, "{text}");
        }
        let rect = size(13, 9);
        let p = parse_point(rect, &"N9".into()).unwrap();
        assert_eq!(point_name(rect, p), "N9");
    }

    #[test]
    fn anything_else_is_a_bad_point() {
        let s = size(9, 9);
        let bad: [Value; 12] = [
            "".into(),
            "I5".into(),
            "Z1".into(),
            "A10".into(),
            "A0".into(),
            "zz".into(),
            "D4x".into(),
            "4D".into(),
            "碁盤".into(),
            Value::Missing,
            Value::Number(3.0),
            Value::Other("a boolean".into()),
        ];
        for value in bad {
            let error = parse_point(s, &value).unwrap_err();
            assert_eq!(error.code(), "bad-point", "{value:?}");
            assert!(!error.message().is_empty());
        }
        let error = parse_point(s, &"J10".into()).unwrap_err();
        assert!(error.message().contains("'J10'"), "{error}");
    }

    #[test]
    fn reads_pass_and_points_as_moves() {
        let s = size(19, 19);
        assert_eq!(parse_move(s, &"pass".into()), Ok(Move::Pass));
        assert_eq!(parse_move(s, &"PASS".into()), Ok(Move::Pass));
        let mv = parse_move(s, &"dd".into()).unwrap();
        assert_eq!(move_name(s, mv), "D16");
        assert_eq!(move_name(s, Move::Pass), "pass");
        assert_eq!(
            parse_move(s, &"passe".into()).unwrap_err().code(),
            "bad-point"
        );
    }

    #[test]
    fn reads_colours() {
        assert_eq!(parse_color(&Value::Missing), Ok(None));
        assert_eq!(parse_color(&"B".into()), Ok(Some(Color::Black)));
        assert_eq!(parse_color(&"w".into()), Ok(Some(Color::White)));
        assert_eq!(parse_color(&"white".into()), Ok(Some(Color::White)));
        for bad in [Value::from("X"), Value::from(""), Value::Number(1.0)] {
            assert_eq!(parse_color(&bad).unwrap_err().code(), "bad-color");
        }
        assert_eq!(color_name(Color::Black), "B");
        assert_eq!(color_name(Color::White), "W");
    }
}
