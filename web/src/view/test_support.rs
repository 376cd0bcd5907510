//! Helpers the view's native tests share: a game built through the API's own
//! `Session`, and the position `BoardView.setGame` reads from it.

use crate::session::Session;
use crate::value::Value;
use crate::view::position::{ApiBan, ApiMove, Position};

/// A session on a `width` × `height` board under `rules`, after `moves`.
pub fn session(rules: &str, width: u32, height: u32, moves: &[&str]) -> Session {
    let options = Value::Object(vec![
        ("rules".into(), rules.into()),
        ("width".into(), f64::from(width).into()),
        ("height".into(), f64::from(height).into()),
    ]);
    let mut s = Session::new(&options).unwrap();
    for mv in moves {
        s.play(&(*mv).into(), &Value::Missing).unwrap();
    }
    s
}

/// The position as `BoardView.setGame` reads it, through the same API answers.
pub fn position_of(s: &Session) -> Position {
    let history: Vec<ApiMove> = s
        .history()
        .into_iter()
        .map(|h| ApiMove {
            color: h.color.into(),
            mv: h.mv,
            counted_as_pass: h.counted_as_pass,
        })
        .collect();
    let bans: Vec<ApiBan> = s
        .bans()
        .into_iter()
        .map(|b| ApiBan {
            point: b.point,
            code: b.code.into(),
            message: b.message,
        })
        .collect();
    Position::from_api(
        s.width(),
        s.height(),
        &s.board(),
        s.to_move(),
        &history,
        &bans,
        &s.legal_moves(),
    )
    .unwrap()
}
