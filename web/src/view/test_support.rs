//! Helpers the view's native tests share: a game built through the API's own
//! `Session`, and the position `BoardView.setGame` reads from its game.

use crate::session::Session;
use crate::value::Value;
use crate::view::position::Position;

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

/// The position as `BoardView.setGame` reads it.
pub fn position_of(s: &Session) -> Position {
    Position::of_game(s.game())
}
