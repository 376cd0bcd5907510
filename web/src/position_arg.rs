//! Positions and numbers as the extra modules read them: the rows of `game.board()`
//! (`suggestDead`, `Confirmation`, `fillCount`) and bounded whole numbers.

use weiqi::{Board, BoardSize, Color, Point};

use crate::errors::ApiError;
use crate::points::parse_color;
use crate::value::{number_text, quote, Value};

/// Reads `{ board, toMove }`: the rows of `game.board()`, top row first (`X` Black,
/// `O` White, anything else empty), all of one width from 1 to 25, and the player
/// to move; messages name the call `call`.
pub fn parse_position_of(value: &Value, call: &str) -> Result<(Board, Color), ApiError> {
    let bad = |what: String| ApiError::bad_option(format!("{call}'s position: {what}"));
    let Value::List(rows) = value.get("board") else {
        return Err(bad(
            "board must be the rows of game.board(), such as ['X.O', …]".into(),
        ));
    };
    let rows: Vec<&str> = rows
        .iter()
        .map(|row| match row {
            Value::Text(text) => Ok(text.as_str()),
            other => Err(bad(format!("a row is text, not {}", other.kind()))),
        })
        .collect::<Result<_, _>>()?;
    let width = rows.first().map_or(0, |row| row.chars().count());
    if rows.iter().any(|row| row.chars().count() != width) {
        return Err(bad("every row must have the same length".into()));
    }
    let size = BoardSize::new(width as u32, rows.len() as u32)
        .map_err(|_| bad(format!("a {width}×{} board cannot be read", rows.len())))?;
    let mut board = Board::new(size);
    for (y, row) in rows.iter().enumerate() {
        for (x, cell) in row.chars().enumerate() {
            let stone = match cell {
                'X' => Color::Black,
                'O' => Color::White,
                _ => continue,
            };
            // Inside the size just checked: cannot fail.
            let _ = board.set(Point::new(x as u8, y as u8), Some(stone));
        }
    }
    // Such a position cannot arise in play (RULES R0.5), and the playouts' liberty
    // bookkeeping assumes it does not.
    if let Some(p) = board.chain_without_liberty() {
        return Err(bad(format!(
            "the chain through {} has no liberty: no game reaches that position",
            size.gtp(p)
        )));
    }
    let to_move = parse_color(value.get("toMove"))?.unwrap_or(Color::Black);
    Ok((board, to_move))
}

/// An optional whole number from `low` to `high`.
pub fn whole(value: &Value, name: &str, low: f64, high: f64) -> Result<Option<u64>, ApiError> {
    match value {
        Value::Missing => Ok(None),
        Value::Number(n) if n.fract() == 0.0 && *n >= low && *n <= high => Ok(Some(*n as u64)),
        other => Err(ApiError::bad_option(format!(
            "option {} must be a whole number from {} to {}, not {}",
            quote(name),
            number_text(low),
            number_text(high),
            match other {
                Value::Number(n) => number_text(*n),
                _ => other.kind(),
            }
        ))),
    }
}
