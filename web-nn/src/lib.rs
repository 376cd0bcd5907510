//! KataGo's network in the browser: [`Network`] reads the model's bytes once and
//! evaluates positions given as a rules preset, a board size and the moves played.
//! Built for `wasm32` with `simd128` it runs the crate's SIMD kernel. Errors come
//! back as JavaScript exceptions with a reason; nothing panics across the boundary
//! for bad input (an unknown preset, a bad size, an illegal move).

use wasm_bindgen::prelude::*;
use weiqi::{BoardSize, Game, Move, RuleSet};
use weiqi_nn::{Evaluation, Evaluator, Model};

/// A network ready to evaluate positions.
#[wasm_bindgen]
pub struct Network {
    evaluator: Evaluator,
}

/// One evaluation, from White's view (see `weiqi_nn::Evaluation`).
#[wasm_bindgen]
pub struct Evaluated {
    eval: Evaluation,
}

#[wasm_bindgen]
impl Network {
    /// Reads the model file's bytes (the `.bin.gz` as KataGo publishes it).
    #[wasm_bindgen(constructor)]
    pub fn new(gzip: &[u8]) -> Result<Network, JsError> {
        let model = Model::from_gzip(gzip).map_err(|e| JsError::new(&e.to_string()))?;
        Ok(Network {
            evaluator: Evaluator::new(model),
        })
    }

    /// The model's name.
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.evaluator.model().name.clone()
    }

    /// Evaluates the position after `moves` (GTP points or `pass`, separated by
    /// spaces, alternating from Black) on a `width` × `height` board under the
    /// rules preset `rules` (`chinese`, `japanese`, `ing` …), under `symmetry`
    /// (0–7).
    pub fn evaluate(
        &mut self,
        rules: &str,
        width: u32,
        height: u32,
        moves: &str,
        symmetry: u8,
    ) -> Result<Evaluated, JsError> {
        let preset = RuleSet::parse(rules).map_err(|e| JsError::new(&e.to_string()))?;
        let size = BoardSize::new(width, height).map_err(|e| JsError::new(&e.to_string()))?;
        let mut game = Game::new(preset.rules(), size);
        for text in moves.split_whitespace() {
            let mv = Move::parse(size, text).map_err(|e| JsError::new(&format!("{text}: {e}")))?;
            game.play(mv)
                .map_err(|e| JsError::new(&format!("{text}: {e}")))?;
        }
        Ok(Evaluated {
            eval: self.evaluator.evaluate(&game, symmetry % 8),
        })
    }
}

#[wasm_bindgen]
impl Evaluated {
    /// White's chance to win.
    #[wasm_bindgen(getter, js_name = whiteWin)]
    pub fn white_win(&self) -> f32 {
        self.eval.white_win
    }

    /// How many points White leads by.
    #[wasm_bindgen(getter, js_name = whiteLead)]
    pub fn white_lead(&self) -> f32 {
        self.eval.white_lead
    }

    /// Each point's move probability, row by row from the top left; NaN where the
    /// move is illegal.
    #[wasm_bindgen(getter)]
    pub fn policy(&self) -> Vec<f32> {
        self.eval
            .policy
            .iter()
            .map(|p| p.unwrap_or(f32::NAN))
            .collect()
    }

    /// The probability of a pass.
    #[wasm_bindgen(getter)]
    pub fn pass(&self) -> f32 {
        self.eval.pass.unwrap_or(f32::NAN)
    }

    /// Each point's ownership from White's view, −1 to 1.
    #[wasm_bindgen(getter)]
    pub fn ownership(&self) -> Vec<f32> {
        self.eval.white_ownership.clone()
    }
}
