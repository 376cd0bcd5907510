//! KataGo's network in the browser, as a WebAssembly module of its own (built with
//! `simd128`, run in a Web Worker: `www/teacher-worker.js`).
//!
//! [`Teacher`] is the page's teacher: the computer opponent by rank (30 kyu … 1 dan
//! and stronger, `weiqi_bot::rank`), hints (the best moves with their winning chance
//! and score lead), the review of a game move by move, and the dead stones at the stop
//! (the network's ownership) with the judgement of the player's marks. It is handed
//! the game as the page's engine writes it (SGF, RULES R6): the engine reads it back
//! and decides every legality, ending procedure, pass and resignation; the page plays
//! the answers through its own engine, which checks them again. [`Network`] is the
//! bare evaluation, for `cargo xtask nn-bench`.
//!
//! The module reads the model file unpacked: the Worker inflates the published
//! `.bin.gz` with the browser's `DecompressionStream`, so no inflater is compiled in.
//! Errors come back as JavaScript exceptions with a reason; nothing panics across the
//! boundary for bad input (an unknown preset or rank, a bad size or record).
#![warn(missing_docs)]

use std::fmt::Write;

use wasm_bindgen::prelude::*;
use weiqi::sgf::first_game;
use weiqi::{BoardSize, Color, Game, Move, PointSet, RuleSet, Status};
use weiqi_bot::net_player::{dead_from_ownership, NetSearchResult};
use weiqi_bot::{Action, NetConfig, NetPlayer, Rank, RANKS};
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

fn read_model(bytes: &[u8]) -> Result<Model, JsError> {
    Model::from_bytes(bytes).map_err(|e| JsError::new(&e.to_string()))
}

#[wasm_bindgen]
impl Network {
    /// Reads the model file's bytes, unpacked (the `.bin.gz` KataGo publishes,
    /// inflated).
    #[wasm_bindgen(constructor)]
    pub fn new(model: &[u8]) -> Result<Network, JsError> {
        Ok(Network {
            evaluator: Evaluator::new(read_model(model)?),
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

#[wasm_bindgen]
extern "C" {
    /// The clock the searches stop by (milliseconds).
    #[wasm_bindgen(js_namespace = Date)]
    fn now() -> f64;
}

/// The names of the opponent's ranks, weakest first (`30k` … `1k`, `1d`: 1 dan and
/// stronger), as [`Teacher::play`] takes them.
#[wasm_bindgen(js_name = rankNames)]
pub fn rank_names() -> Vec<String> {
    RANKS.iter().map(|r| r.name.to_owned()).collect()
}

/// The page's teacher: one network, asked about games the page sends as SGF.
#[wasm_bindgen]
pub struct Teacher {
    player: NetPlayer,
}

fn game_of(sgf: &str) -> Result<Game, JsError> {
    first_game(sgf).map_err(|e| JsError::new(&e))
}

fn color_of(text: &str) -> Result<Color, JsError> {
    match text {
        "B" => Ok(Color::Black),
        "W" => Ok(Color::White),
        _ => Err(JsError::new("the colour is B or W")),
    }
}

fn point_names(game: &Game, set: &PointSet) -> Vec<String> {
    let size = game.board().size();
    set.iter().map(|p| size.gtp(p).to_string()).collect()
}

fn move_name(game: &Game, mv: Move) -> String {
    match mv {
        Move::Pass => "pass".into(),
        Move::Play(p) => game.board().size().gtp(p).to_string(),
    }
}

/// A stop for a search: after `milliseconds`; never when 0 or less (the clock is
/// then not read, so that native tests run without JavaScript).
fn deadline(milliseconds: f64) -> Box<dyn FnMut() -> bool> {
    if milliseconds > 0.0 {
        let end = now() + milliseconds;
        Box::new(move || now() >= end)
    } else {
        Box::new(|| false)
    }
}

impl Teacher {
    /// A teacher of a model read already (native tests).
    pub fn from_model(model: Model) -> Teacher {
        Teacher {
            player: NetPlayer::new(model, NetConfig::default()),
        }
    }
}

#[wasm_bindgen]
impl Teacher {
    /// Reads the model file's bytes, unpacked (the `.bin.gz` inflated).
    #[wasm_bindgen(constructor)]
    pub fn new(model: &[u8]) -> Result<Teacher, JsError> {
        Ok(Teacher::from_model(read_model(model)?))
    }

    /// The computer's move at `rank` (see [`rank_names`]) for the player to move in
    /// the game `sgf` (the page's `game.toSgf()`), drawn with `seed`: a point such as
    /// `D4`, `pass` or `resign`. A searching rank stops after `milliseconds` even with
    /// visits left (0: no limit). Throws when the record cannot be read, the rank is
    /// unknown or the game is not being played.
    pub fn play(
        &mut self,
        sgf: &str,
        rank: &str,
        seed: u32,
        milliseconds: f64,
    ) -> Result<String, JsError> {
        let rank = Rank::named(rank).ok_or_else(|| JsError::new(&format!("no rank {rank}")))?;
        let game = game_of(sgf)?;
        if game.status() != Status::Playing {
            return Err(JsError::new("the game is not being played"));
        }
        self.player.set_config(NetConfig {
            seed: u64::from(seed),
            // The picking ranks play every game to its end (learners want to finish).
            resign_below_percent: if rank.searches() { 5 } else { 0 },
            ..NetConfig::default()
        });
        let action = self
            .player
            .genmove_ranked(&game, &rank, &mut deadline(milliseconds));
        Ok(match action {
            Action::Resign => "resign".into(),
            Action::Play(mv) => move_name(&game, mv),
        })
    }

    /// The stones the network believes dead in the game `sgf` at the stop: the
    /// chains whose points its ownership gives to the other side (the players still
    /// decide; RULES R1.6, R2.4, R4.4).
    pub fn dead(&mut self, sgf: &str) -> Result<Vec<String>, JsError> {
        let game = game_of(sgf)?;
        let dead = self.player.dead_stones(&game);
        Ok(point_names(&game, &dead))
    }

    /// The computer's word on the dead stones marked in the game `sgf` at the stop,
    /// the computer playing `color` (`B` or `W`): the marks it disputes, empty when it
    /// agrees (`NetPlayer::disputed`; RULES R1.6, R2.4, R4.4). Throws when play has
    /// not stopped.
    pub fn judge(&mut self, sgf: &str, color: &str) -> Result<Vec<String>, JsError> {
        let game = game_of(sgf)?;
        if game.status() != Status::Stopped {
            return Err(JsError::new(
                "play has not stopped: there are no marks to judge",
            ));
        }
        let me = color_of(color)?;
        let disputed = self.player.disputed(&game, &game.dead_stones(), me);
        Ok(point_names(&game, &disputed))
    }

    /// The best moves for the player to move in the game `sgf`, by a search of up to
    /// `visits` evaluations stopped after `milliseconds` (0: no limit), as JSON:
    /// `{ toMove, winrate, lead, moves: [{ move, winrate, lead, visits, prior }] }`,
    /// at most `count` moves, the most visited first and only visited ones; `winrate`
    /// (0–1) and `lead` (points) are the player to move's, the position's first, then
    /// each move's.
    pub fn hints(
        &mut self,
        sgf: &str,
        visits: u32,
        count: u32,
        milliseconds: f64,
    ) -> Result<String, JsError> {
        let game = game_of(sgf)?;
        if game.status() != Status::Playing {
            return Err(JsError::new("the game is not being played"));
        }
        let result = self
            .player
            .search(&game, visits.max(1), true, &mut deadline(milliseconds));
        Ok(describe(&game, &result, count as usize))
    }

    /// The review of move `index` of the game `sgf` (its main line): the position
    /// after `index` moves searched with up to `visits` evaluations (stopped after
    /// `milliseconds`, 0: no limit), as JSON `{ index, toMove, winrate, lead, best,
    /// line, played }`: Black's winning chance (0–1) and lead in points there, the
    /// search's best move and the line it expects (GTP points), and the move the game
    /// played next (null at its end). Where the game is over there is no search:
    /// `best` is null and the values are the network's raw view.
    pub fn review(
        &mut self,
        sgf: &str,
        index: u32,
        visits: u32,
        milliseconds: f64,
    ) -> Result<String, JsError> {
        let mut game = game_of(sgf)?;
        let moves = game.move_number();
        if index > moves {
            return Err(JsError::new(&format!(
                "move {index} is past the game's {moves} moves"
            )));
        }
        let played = game.history().get(index as usize).map(|r| r.mv);
        let played = played.map(|mv| move_name(&game, mv));
        // Back to the position after `index` moves: the engine takes back each
        // action, the end's marks and agreement included.
        while game.move_number() > index && game.undo().is_some() {}
        let mut out = String::new();
        if game.status() == Status::Playing {
            let result =
                self.player
                    .search(&game, visits.max(1), true, &mut deadline(milliseconds));
            let black = |v: f32, lead: f32| match game.to_move() {
                Color::Black => (v, lead),
                Color::White => (1.0 - v, -lead),
            };
            let (winrate, lead) = black(result.winrate, result.lead);
            let line: Vec<String> = result
                .principal_variation
                .iter()
                .map(|&mv| quoted(&move_name(&game, mv)))
                .collect();
            let _ = write!(
                out,
                r#"{{"index":{index},"toMove":"{}","winrate":{},"lead":{},"best":{},"line":[{}],"played":{}}}"#,
                color_name(game.to_move()),
                number(winrate),
                number(lead),
                line.first().cloned().unwrap_or_else(|| "null".into()),
                line.join(","),
                played.as_deref().map_or_else(|| "null".into(), quoted),
            );
        } else {
            let eval = self.player.evaluate(&game);
            let _ = write!(
                out,
                r#"{{"index":{index},"toMove":"{}","winrate":{},"lead":{},"best":null,"line":[],"played":{}}}"#,
                color_name(game.to_move()),
                number(eval.white_loss),
                number(-eval.white_lead),
                played.as_deref().map_or_else(|| "null".into(), quoted),
            );
        }
        Ok(out)
    }

    /// The network's ownership of every point in the game `sgf` (row by row from the
    /// top left, −1 Black's to 1 White's) and the stones it believes dead, as JSON
    /// `{ ownership, dead }`.
    pub fn ownership(&mut self, sgf: &str) -> Result<String, JsError> {
        let game = game_of(sgf)?;
        let eval = self.player.evaluate(&game);
        let dead = point_names(&game, &dead_from_ownership(&game, &eval));
        let owners: Vec<String> = eval.white_ownership.iter().map(|&o| number(o)).collect();
        let dead: Vec<String> = dead.iter().map(|p| quoted(p)).collect();
        Ok(format!(
            r#"{{"ownership":[{}],"dead":[{}]}}"#,
            owners.join(","),
            dead.join(",")
        ))
    }
}

/// A search as the JSON of [`Teacher::hints`].
fn describe(game: &Game, result: &NetSearchResult, count: usize) -> String {
    let moves: Vec<String> = result
        .ranking
        .iter()
        .filter(|m| m.visits > 0)
        .take(count)
        .map(|m| {
            format!(
                r#"{{"move":{},"winrate":{},"lead":{},"visits":{},"prior":{}}}"#,
                quoted(&move_name(game, m.mv)),
                number(m.winrate),
                number(m.lead),
                m.visits,
                number(m.prior)
            )
        })
        .collect();
    format!(
        r#"{{"toMove":"{}","winrate":{},"lead":{},"visits":{},"moves":[{}]}}"#,
        color_name(game.to_move()),
        number(result.winrate),
        number(result.lead),
        result.visits,
        moves.join(",")
    )
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "B",
        Color::White => "W",
    }
}

/// A point name or `pass` as a JSON string (no character needs escaping).
fn quoted(text: &str) -> String {
    format!("\"{text}\"")
}

/// A number for JSON (a value that is not finite, which the network never gives,
/// as 0).
fn number(x: f32) -> String {
    if x.is_finite() {
        format!("{:.4}", x)
    } else {
        "0".into()
    }
}
