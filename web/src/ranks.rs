//! Ing's rank calculator (RULES R1.8) for the new-game dialog: two ranks in, the
//! handicap moves and komi out. In the third module (`weiqi_count`), not the main
//! one: the dialog's calculator loads it when first opened, and the main module,
//! which every page downloads first, has no room to spare.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;
use weiqi::ranks::{rank_handicap, IngRank};

use crate::errors::ApiError;
use crate::js::error_to_js;
use crate::objects;

/// The conditions of a game between two Ing ranks, as `rankHandicap` returns them.
#[derive(Clone, Debug, PartialEq)]
pub struct RankHandicapInfo {
    /// How far apart the ranks are, in points.
    pub difference: u32,
    /// Moves Black (the weaker player) makes in a row at the start.
    pub handicap_moves: u32,
    /// Komi in points: positive to White, negative ("reverse komi") to Black.
    pub komi: f64,
}

/// Reads one rank, naming which one is wrong.
fn read(text: &str, which: &str) -> Result<IngRank, ApiError> {
    IngRank::parse(text).map_err(|e| ApiError::bad_option(format!("{which} rank '{text}': {e}")))
}

/// The handicap between ranks `a` and `b` (`'3 chi'`, `'4 tuan'`, `'6 pin'`; Russian
/// names too), whichever is stronger (RULES R1.8).
pub fn rank_handicap_info(a: &str, b: &str) -> Result<RankHandicapInfo, ApiError> {
    let h = rank_handicap(read(a, "first")?, read(b, "second")?);
    Ok(RankHandicapInfo {
        difference: h.difference,
        handicap_moves: h.handicap_moves,
        komi: f64::from(h.komi.half_points()) / 2.0,
    })
}

/// The handicap moves and komi for players of Ing ranks `a` and `b` (RULES R1.8):
/// `{ difference, handicapMoves, komi }`, the weaker player taking Black. Throws
/// `bad-option` for a rank that cannot be read.
#[wasm_bindgen(js_name = rankHandicap, unchecked_return_type = "RankHandicap")]
pub fn rank_handicap_js(
    #[wasm_bindgen(unchecked_param_type = "string")] a: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] b: JsValue,
) -> Result<JsValue, JsValue> {
    // Anything but a string reads as an empty rank, refused with `bad-option`.
    let text = |v: &JsValue| v.as_string().unwrap_or_default();
    rank_handicap_info(&text(&a), &text(&b))
        .map_err(|e| error_to_js(&e))
        .map(|info| objects::rank_handicap(&info))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// RULES R1.8's own checks: 1 pin vs 2 pin → komi 6; vs 5 pin → 0; 1 pin vs 6 pin
    /// → no moves, 2 points to Black; 4 tuan vs 4 chi → D = 44, 4 moves + 4 points.
    #[test]
    fn the_sources_examples() {
        let komi = |a, b| rank_handicap_info(a, b).unwrap();
        assert_eq!(komi("1 pin", "2 pin").komi, 6.0);
        assert_eq!(komi("1 pin", "5 pin").komi, 0.0);
        let h = komi("6 pin", "1 pin");
        assert_eq!((h.handicap_moves, h.komi), (0, -2.0));
        let h = komi("4 tuan", "4 chi");
        assert_eq!((h.difference, h.handicap_moves, h.komi), (44, 4, -4.0));
        assert_eq!(komi("3 чи", "3 chi").komi, 8.0);
    }

    #[test]
    fn a_wrong_rank_says_which() {
        let e = rank_handicap_info("4 tuan", "10 chi").unwrap_err();
        assert_eq!(e.code(), "bad-option");
        assert!(
            e.message().contains("second rank '10 chi'"),
            "{}",
            e.message()
        );
    }
}
