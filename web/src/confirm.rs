//! The confirmation play-out of the JavaScript API (`Game.confirm`, RULES R4.7):
//! when the players disagree after the stop, the disputed stones are played out
//! from the stopped position under the play-out's own ko rule; its outcome marks the
//! dead stones, and the game is counted from the stopped position.

use serde::Serialize;
use weiqi::{Color, Confirmation, Point};

use crate::errors::ApiError;
use crate::points::{color_name, parse_color, parse_move, point_name};
use crate::results::Ban;
use crate::session::Session;
use crate::value::{quote, Value};

/// Where a play-out stands (`ConfirmationState`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct ConfirmationState {
    /// The play-out's board, rows top first: `.` empty, `X` Black, `O` White.
    pub board: Vec<String>,
    /// Who moves next in the play-out.
    pub to_move: &'static str,
    /// Moves played in it (passes count).
    pub moves: u32,
    /// Two passes in a row ended it: its outcome may be accepted.
    pub finished: bool,
    /// The stones of the stopped position it has taken so far: what `accept` marks
    /// dead.
    pub dead: Vec<String>,
    /// Every empty point where the player to move may not play, and why
    /// (`confirmation-ko` for the play-out's ko rule).
    pub bans: Vec<Ban>,
}

/// The play-out of a game, if one was started.
#[derive(Clone, Debug, Default)]
pub struct Playout(Option<Confirmation>);

impl Playout {
    /// Runs `action` on the play-out of `session` and says where it stands (`None`
    /// when there is none): `start` (with `arg` the first player) begins one from the
    /// stopped position, `play` plays `arg` (a point or `pass`), `undo` takes back a
    /// play-out move, `accept` marks its outcome dead in the game and closes it,
    /// `cancel` closes it; no action only reads it. A play-out that no longer fits the
    /// game (play resumed, a move undone) is dropped.
    pub fn act(
        &mut self,
        session: &mut Session,
        action: &Value,
        arg: &Value,
    ) -> Result<Option<ConfirmationState>, ApiError> {
        if self
            .0
            .as_ref()
            .is_some_and(|c| !c.belongs_to(session.game()))
        {
            self.0 = None;
        }
        let size = session.game().board().size();
        let action = match action {
            Value::Missing => "",
            Value::Text(text) => text.as_str(),
            other => {
                return Err(ApiError::bad_option(format!(
                    "an action, not {}",
                    other.kind()
                )))
            }
        };
        match (action, self.0.as_mut()) {
            ("", _) => {}
            ("start", _) => {
                let first = parse_color(arg)?.unwrap_or(session.game().to_move());
                self.0 = Some(session.game().confirmation(first)?);
            }
            ("play", Some(playout)) => playout.play(parse_move(size, arg)?)?,
            ("undo", Some(playout)) => {
                playout.undo();
            }
            ("accept", Some(playout)) => {
                session.game_mut().accept_confirmation(playout)?;
                self.0 = None;
            }
            ("cancel", _) => self.0 = None,
            ("play" | "undo" | "accept", None) => {
                return Err(ApiError::from(weiqi::EndError::NotStopped))
            }
            (other, _) => {
                return Err(ApiError::bad_option(format!(
                    "{} is not start, play, undo, accept or cancel",
                    quote(other)
                )))
            }
        }
        Ok(self.0.as_ref().map(|c| state(c, size)))
    }
}

/// The plain-data form of `playout`.
fn state(playout: &Confirmation, size: weiqi::BoardSize) -> ConfirmationState {
    let board = playout.board();
    let rows = (0..size.height())
        .map(|y| {
            (0..size.width())
                .map(|x| match board.get(Point::new(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                })
                .collect()
        })
        .collect();
    ConfirmationState {
        board: rows,
        to_move: color_name(playout.to_move()),
        moves: playout.move_count(),
        finished: playout.is_finished(),
        dead: playout.dead().iter().map(|p| point_name(size, p)).collect(),
        bans: playout
            .bans()
            .into_iter()
            .map(|(p, reason)| Ban::new(point_name(size, p), reason))
            .collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn a_play_out_with_a_ko_then_its_outcome_marks_the_dead_r4_7() {
        // The ko of crates/weiqi/tests/confirmation.rs: Black C2 takes White's B2.
        let mut session = Session::new(&Value::object(&[
            ("rules", text("japanese")),
            ("width", Value::Number(7.0)),
            ("height", Value::Number(5.0)),
            ("komi", Value::Number(0.0)),
        ]))
        .unwrap();
        for (color, point) in [
            ("B", "B3"),
            ("W", "C3"),
            ("B", "A2"),
            ("W", "B2"),
            ("B", "B1"),
            ("W", "C1"),
            ("W", "D2"),
        ] {
            session.play(&text(point), &text(color)).unwrap();
        }
        session.play(&text("pass"), &Value::Missing).unwrap();
        session.play(&text("pass"), &Value::Missing).unwrap();
        let mut playout = Playout::default();
        assert_eq!(
            playout.act(&mut session, &Value::Missing, &Value::Missing),
            Ok(None)
        );
        let started = playout
            .act(&mut session, &text("start"), &text("B"))
            .unwrap()
            .unwrap();
        assert_eq!(started.to_move, "B");
        let after = playout
            .act(&mut session, &text("play"), &text("C2"))
            .unwrap()
            .unwrap();
        let ban = after.bans.iter().find(|b| b.point == "B2").unwrap();
        assert_eq!(ban.code, "confirmation-ko");
        let refused = playout.act(&mut session, &text("play"), &text("B2"));
        assert_eq!(refused.unwrap_err().code(), "confirmation-ko");
        let early = playout.act(&mut session, &text("accept"), &Value::Missing);
        assert_eq!(early.unwrap_err().code(), "not-stopped");
        playout
            .act(&mut session, &text("play"), &text("pass"))
            .unwrap();
        let done = playout
            .act(&mut session, &text("play"), &text("pass"))
            .unwrap()
            .unwrap();
        assert!(done.finished);
        assert_eq!(done.dead, ["B2"]);
        // The game did not move; accepting marks B2 dead there.
        assert_eq!(session.board()[3], "XO.O...");
        assert_eq!(
            playout.act(&mut session, &text("accept"), &Value::Missing),
            Ok(None)
        );
        assert_eq!(session.dead_stones(), ["B2"]);
        let bad = playout.act(&mut session, &text("jump"), &Value::Missing);
        assert_eq!(bad.unwrap_err().code(), "bad-option");
    }
}
