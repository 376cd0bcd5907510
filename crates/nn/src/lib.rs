//! # KataGo's networks in plain Rust
//!
//! Reads KataGo's model files of format version 8 (its g170 networks: b6c96,
//! b10c128, b15c192 … by the same code), computes the network's inputs from a
//! `weiqi::Game` (the engine decides every legality and ban) and evaluates the
//! network with direct convolutions: a reference scalar path and a fast blocked
//! one (SIMD on x86-64 and on WebAssembly with `simd128`). No ML framework.
//!
//! Boards up to the engine's 25×25 are accepted; KataGo trained these networks
//! on boards up to 19×19, so larger boards run but are outside what they learnt.
//!
//! ```no_run
//! use weiqi::{BoardSize, Game, RuleSet};
//! use weiqi_nn::{Evaluator, Model};
//! let bytes = std::fs::read("g170-b6c96-s175395328-d26788732.bin.gz").unwrap();
//! let mut evaluator = Evaluator::new(Model::from_gzip(&bytes).unwrap());
//! let game = Game::new(RuleSet::Chinese.rules(), BoardSize::square(9).unwrap());
//! let eval = evaluator.evaluate(&game, 0);
//! println!("White wins {:.1} %, leads by {:.1}", 100.0 * eval.white_win, eval.white_lead);
//! ```
#![warn(missing_docs)]

pub mod area;
pub mod conv;
pub mod features;
pub mod ladder;
#[cfg(feature = "locate")]
pub mod locate;
pub mod model;
pub mod net;
pub mod position;

pub use conv::Kernels;
pub use features::{features, Features, NetRules};
pub use model::{Model, ModelError};
pub use net::RawOutput;

use weiqi::{Color, Game, Move, Point};

use conv::Grid;
use features::SPATIAL;
use net::{forward, Workspace};

/// Where board point (`x`, `y`) of a `width` × `height` board lands on the grid
/// the network sees under `symmetry` (0–7, as KataGo numbers them: bit 1 mirrors
/// the columns, bit 0 the rows, then bit 2 transposes; the grid is `height` ×
/// `width` when transposed). Like KataGo, a board that is not square is never
/// transposed: symmetries 4–7 are then 0–3.
pub fn symmetry_map(
    symmetry: u8,
    width: usize,
    height: usize,
    x: usize,
    y: usize,
) -> (usize, usize) {
    let symmetry = effective_symmetry(symmetry, width, height);
    let sx = if symmetry & 2 != 0 { width - 1 - x } else { x };
    let sy = if symmetry & 1 != 0 { height - 1 - y } else { y };
    if symmetry & 4 != 0 {
        (sy, sx)
    } else {
        (sx, sy)
    }
}

/// The symmetry actually applied: the transpose bit only on square boards.
pub fn effective_symmetry(symmetry: u8, width: usize, height: usize) -> u8 {
    if width == height {
        symmetry & 7
    } else {
        symmetry & 3
    }
}

/// What the network says of a position, from White's view like KataGo's output.
#[derive(Clone, Debug, PartialEq)]
pub struct Evaluation {
    /// Board columns.
    pub width: usize,
    /// Board rows.
    pub height: usize,
    /// The player to move.
    pub to_move: Color,
    /// The probability of each point (row by row from the top left); `None` where
    /// the engine says the move is illegal.
    pub policy: Vec<Option<f32>>,
    /// The probability of a pass (`None` when the game refuses one).
    pub pass: Option<f32>,
    /// White's chance to win.
    pub white_win: f32,
    /// White's chance to lose.
    pub white_loss: f32,
    /// The chance of no result (a repetition under simple ko).
    pub no_result: f32,
    /// White's expected final score (points, komi included).
    pub white_score_mean: f32,
    /// The expected square of that score.
    pub white_score_mean_sq: f32,
    /// How many points White leads by (what komi would make the game even).
    pub white_lead: f32,
    /// Each point's ownership from White's view, −1 (Black's) to 1 (White's).
    pub white_ownership: Vec<f32>,
}

impl Evaluation {
    /// The probability of `mv` (0 for an illegal move).
    pub fn prior(&self, mv: Move) -> f32 {
        match mv {
            Move::Pass => self.pass.unwrap_or(0.0),
            Move::Play(p) => {
                self.policy[p.y() as usize * self.width + p.x() as usize].unwrap_or(0.0)
            }
        }
    }

    /// The winning chance of `color`.
    pub fn win_for(&self, color: Color) -> f32 {
        match color {
            Color::White => self.white_win,
            Color::Black => self.white_loss,
        }
    }

    /// How many points `color` leads by.
    pub fn lead_for(&self, color: Color) -> f32 {
        match color {
            Color::White => self.white_lead,
            Color::Black => -self.white_lead,
        }
    }

    /// The ownership of `p` from White's view.
    pub fn ownership(&self, p: Point) -> f32 {
        self.white_ownership[p.y() as usize * self.width + p.x() as usize]
    }
}

/// A model with its working buffers: evaluates positions one at a time.
#[derive(Clone, Debug)]
pub struct Evaluator {
    model: Model,
    kernels: Kernels,
    workspace: Workspace,
    input: Vec<f32>,
}

impl Evaluator {
    /// An evaluator of `model` with the fast kernels.
    pub fn new(model: Model) -> Evaluator {
        Evaluator {
            model,
            kernels: Kernels::Fast,
            workspace: Workspace::default(),
            input: Vec::new(),
        }
    }

    /// The same with the chosen kernels.
    pub fn with_kernels(mut self, kernels: Kernels) -> Evaluator {
        self.kernels = kernels;
        self
    }

    /// The model.
    pub fn model(&self) -> &Model {
        &self.model
    }

    /// Runs the network on `features` under `symmetry` (0–7) and turns the outputs
    /// back to the board's orientation.
    pub fn run(&mut self, f: &Features, symmetry: u8) -> RawOutput {
        let (w, h) = (f.width, f.height);
        let symmetry = effective_symmetry(symmetry, w, h);
        let (gw, gh) = if symmetry & 4 != 0 { (h, w) } else { (w, h) };
        let grid = Grid {
            width: gw,
            height: gh,
        };
        self.input.clear();
        self.input.resize(grid.cells() * SPATIAL, 0.0);
        for y in 0..h {
            for x in 0..w {
                let (sx, sy) = symmetry_map(symmetry, w, h, x, y);
                let dst = grid.at(sx, sy) * SPATIAL;
                let src = (y * w + x) * SPATIAL;
                self.input[dst..dst + SPATIAL].copy_from_slice(&f.spatial[src..src + SPATIAL]);
            }
        }
        let raw = forward(
            &self.model,
            self.kernels,
            grid,
            &self.input,
            &f.global,
            &mut self.workspace,
        );
        let mut policy = vec![0.0; w * h];
        let mut ownership = vec![0.0; w * h];
        for y in 0..h {
            for x in 0..w {
                let (sx, sy) = symmetry_map(symmetry, w, h, x, y);
                policy[y * w + x] = raw.policy[sy * gw + sx];
                ownership[y * w + x] = raw.ownership[sy * gw + sx];
            }
        }
        RawOutput {
            policy,
            ownership,
            ..raw
        }
    }

    /// Evaluates `game`'s position for the player to move under `symmetry` (0–7).
    pub fn evaluate(&mut self, game: &Game, symmetry: u8) -> Evaluation {
        let f = features(game);
        let raw = self.run(&f, symmetry);
        postprocess(game, &raw)
    }
}

fn soft_plus(x: f64) -> f64 {
    if x > 40.0 {
        x
    } else {
        x.exp().ln_1p()
    }
}

/// Probabilities over the legal moves, White's view of the value and ownership
/// (KataGo's post-processing of a version-8 network's outputs).
pub fn postprocess(game: &Game, raw: &RawOutput) -> Evaluation {
    let size = game.board().size();
    let (w, h) = (size.width() as usize, size.height() as usize);
    let legal: Vec<bool> = size
        .points()
        .map(|p| game.check(Move::Play(p)).is_ok())
        .collect();
    let pass_legal = game.check(Move::Pass).is_ok();
    let mut max = f32::NEG_INFINITY;
    for (i, &l) in raw.policy.iter().enumerate() {
        if legal[i] {
            max = max.max(l);
        }
    }
    if pass_legal {
        max = max.max(raw.pass);
    }
    let mut sum = 0.0f32;
    let exps: Vec<f32> = raw.policy.iter().map(|&l| (l - max).exp()).collect();
    for (i, &e) in exps.iter().enumerate() {
        if legal[i] {
            sum += e;
        }
    }
    let pass_exp = (raw.pass - max).exp();
    if pass_legal {
        sum += pass_exp;
    }
    let policy = exps
        .iter()
        .zip(&legal)
        .map(|(&e, &l)| l.then_some(e / sum))
        .collect();
    let pass = pass_legal.then_some(pass_exp / sum);

    let rules = NetRules::of(game);
    let [mut win, mut loss, mut no_result] = raw.value.map(|v| v as f64);
    if !rules.no_result_possible() {
        no_result -= 100000.0;
    }
    let top = win.max(loss).max(no_result);
    win = (win - top).exp();
    loss = (loss - top).exp();
    no_result = if rules.no_result_possible() {
        (no_result - top).exp()
    } else {
        0.0
    };
    let total = win + loss + no_result;
    win /= total;
    loss /= total;
    no_result /= total;
    let [mean, stdev, lead, _] = raw.score.map(|v| v as f64);
    let mean = mean * 20.0;
    let stdev = soft_plus(stdev) * 20.0;
    let has_result = 1.0 - no_result;
    let mean_sq = (mean * mean + stdev * stdev) * has_result;
    let (mean, lead) = (mean * has_result, lead * 20.0 * has_result);
    let white = game.to_move() == Color::White;
    let sign = if white { 1.0 } else { -1.0 };
    Evaluation {
        width: w,
        height: h,
        to_move: game.to_move(),
        policy,
        pass,
        white_win: if white { win } else { loss } as f32,
        white_loss: if white { loss } else { win } as f32,
        no_result: no_result as f32,
        white_score_mean: (sign * mean) as f32,
        white_score_mean_sq: mean_sq as f32,
        white_lead: (sign * lead) as f32,
        white_ownership: raw
            .ownership
            .iter()
            .map(|&o| sign as f32 * o.tanh())
            .collect(),
    }
}
