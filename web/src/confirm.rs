//! `Confirmation` of the second module (`weiqi_extras`): the play-out that confirms
//! life and death when the players disagree after the stop (RULES R4.7). It starts
//! from the stopped position (`game.board()`), under its own ko rule
//! (`confirmation-ko`); its outcome, `state.dead`, lists the stones the players then
//! mark dead in the main module's game (`game.toggleDeadChain`, a chain at a time)
//! before the count from the stopped position. The game itself does not move: a
//! play-out is no resumption.

use serde::Serialize;
use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::{BoardSize, Confirmation, Named, SuicideRule};

use crate::errors::ApiError;
use crate::estimate::parse_position;
use crate::js::{error_to_js, to_js, value_from_js};
use crate::knobs;
use crate::points::{color_name, parse_move, point_name};
use crate::results::Ban;
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
    /// Two passes in a row ended it: its outcome is final.
    pub finished: bool,
    /// The stones of the stopped position it has taken so far: what to mark dead.
    pub dead: Vec<String>,
    /// Every empty point where the player to move may not play, and why
    /// (`confirmation-ko` for the play-out's ko rule).
    pub bans: Vec<PlayoutBan>,
}

/// A banned point of the play-out (`Ban` without `moveNumber`: no ko rule of the
/// play-out names a move).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayoutBan {
    /// The point, in GTP form.
    pub point: String,
    /// The reason's code.
    pub code: &'static str,
    /// The reason in words.
    pub message: String,
}

impl From<Ban> for PlayoutBan {
    fn from(ban: Ban) -> PlayoutBan {
        PlayoutBan {
            point: ban.point,
            code: ban.code,
            message: ban.message,
        }
    }
}

/// Starts a play-out from `position`: `{ board, toMove, suicide? }`, the rows of
/// `game.board()` at the stop, the player who moves first (the one who says the
/// disputed stones can be captured, RULES R4.7) and the game's suicide rule
/// (`game.rules.suicide`, default `forbidden`).
pub fn start(position: &Value) -> Result<Confirmation, ApiError> {
    let (board, first) = parse_position(position)?;
    let suicide = match position.get("suicide") {
        Value::Missing => SuicideRule::Forbidden,
        Value::Text(name) => SuicideRule::from_name(name).ok_or_else(|| {
            ApiError::bad_option(format!(
                "suicide {} is not one of {}",
                quote(name),
                knobs::list::<SuicideRule>()
            ))
        })?,
        other => {
            return Err(ApiError::bad_option(format!(
                "suicide is a rule name, not {}",
                other.kind()
            )))
        }
    };
    Ok(Confirmation::new(&board, first, suicide))
}

/// The plain-data form of `playout`.
pub fn state(playout: &Confirmation) -> ConfirmationState {
    let board = playout.board();
    let size: BoardSize = board.size();
    let rows = crate::session::board_rows(board);
    ConfirmationState {
        board: rows,
        to_move: color_name(playout.to_move()),
        moves: playout.move_count(),
        finished: playout.is_finished(),
        dead: playout.dead().iter().map(|p| point_name(size, p)).collect(),
        bans: playout
            .bans()
            .into_iter()
            .map(|(p, reason)| Ban::new(point_name(size, p), reason).into())
            .collect(),
    }
}

/// A confirmation play-out (RULES R4.7).
///
/// ```js
/// const playout = new Confirmation({ board: g.board(), toMove: 'W' });
/// playout.play('D1'); playout.play('pass');   // throws `confirmation-ko` for a banned retake
/// playout.state();                            // { board, toMove, moves, finished, dead, bans }
/// // Once finished, the players mark `playout.state().dead` in `g` (`g.toggleDeadChain`,
/// // a chain at a time) and the count is taken from the stopped position.
/// ```
#[wasm_bindgen(js_name = Confirmation)]
pub struct WebConfirmation(Confirmation);

#[wasm_bindgen(js_class = Confirmation)]
impl WebConfirmation {
    /// Starts a play-out from `position` (`{ board, toMove, suicide? }`); throws
    /// `bad-option` or `bad-color` for a position that cannot be read.
    #[wasm_bindgen(constructor)]
    pub fn new(
        #[wasm_bindgen(unchecked_param_type = "ConfirmationStart")] position: JsValue,
    ) -> Result<WebConfirmation, JsValue> {
        start(&value_from_js(&position))
            .map(WebConfirmation)
            .map_err(|e| error_to_js(&e))
    }

    /// Plays a point or `'pass'` for the player to move in the play-out; throws
    /// with the reason's code (`confirmation-ko`, `occupied`, `suicide`, `game-over`
    /// once finished, `bad-point`) and changes nothing.
    pub fn play(&mut self, point: String) -> Result<(), JsValue> {
        let size = self.0.board().size();
        parse_move(size, &Value::Text(point))
            .and_then(|mv| self.0.play(mv).map_err(ApiError::from))
            .map_err(|e| error_to_js(&e))
    }

    /// Takes back the last play-out move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.0.undo()
    }

    /// Where the play-out stands.
    #[wasm_bindgen(unchecked_return_type = "ConfirmationState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        to_js(&state(&self.0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use weiqi::Move;

    fn text(s: &str) -> Value {
        Value::Text(s.into())
    }

    #[test]
    fn a_play_out_with_a_ko_r4_7() {
        // The ko of crates/weiqi/tests/confirmation.rs: Black C2 takes White's B2.
        let rows = [".......", ".......", ".XO....", "XO.O...", ".XO...."];
        let position = Value::object(&[
            ("board", Value::List(rows.iter().map(|r| text(r)).collect())),
            ("toMove", text("B")),
        ]);
        let mut playout = start(&position).unwrap();
        assert_eq!(state(&playout).to_move, "B");
        let size = playout.board().size();
        let at = |name: &str| Move::parse(size, name).unwrap();
        playout.play(at("C2")).unwrap();
        let after = state(&playout);
        let ban = after.bans.iter().find(|b| b.point == "B2").unwrap();
        assert_eq!(ban.code, "confirmation-ko");
        assert_eq!(
            ApiError::from(playout.play(at("B2")).unwrap_err()).code(),
            "confirmation-ko"
        );
        playout.play(Move::Pass).unwrap();
        playout.play(Move::Pass).unwrap();
        let done = state(&playout);
        assert!(done.finished);
        assert_eq!(done.dead, ["B2"]);
        assert!(playout.undo());
        assert!(!state(&playout).finished);
        let bad = Value::object(&[
            ("board", Value::List(vec![text("..")])),
            ("toMove", text("B")),
            ("suicide", text("sometimes")),
        ]);
        assert_eq!(start(&bad).unwrap_err().code(), "bad-option");
    }
}
