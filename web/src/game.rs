//! The `Game` class of the JavaScript API: a thin shell around
//! [`Session`] that converts arguments, results and errors.

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::JsValue;

use crate::errors::ApiError;
use crate::js::{error_to_js, list_reader, short_text, value_from_js};
use crate::objects;
use crate::records::{LoadWarning, RecordInfo, RecordSource};
use crate::results::RuleSetInfo;
use crate::session::Session;
use crate::typescript::{
    ColorArg, CountRequestArg, GameOptionsArg, MoveNumberArg, PointArg, PointListArg, SgfTextArg,
};
use crate::value::Value;

/// A game of Go under a rule set: play, check and undo moves, and read the position.
///
/// ```js
/// const g = new Game({ rules: 'ing', width: 19, height: 19 });
/// g.play('D4');            // 0: the stones it captured (g.lastPlay() names them)
/// g.check('D4');           // { code: 'occupied', message: 'a stone already stands on that point' }
/// ```
///
/// Every error is an `Error` with a `code` (see `ErrorCode`); a failed call changes
/// nothing.
#[wasm_bindgen(js_name = Game)]
pub struct WebGame {
    session: Session,
    /// What the SGF loader reported, for a game read with `fromSgf`.
    warnings: Vec<LoadWarning>,
    /// The record it was read from (`fromSgf`), for `recordInfo` and `comment`.
    record: Option<std::rc::Rc<RecordSource>>,
}

/// An optional argument as a [`Value`].
fn optional(value: Option<&JsValue>) -> Value {
    value.map_or(Value::Missing, value_from_js)
}

/// An [`ApiError`] as the `Error` JavaScript gets.
fn thrown(error: ApiError) -> JsValue {
    error_to_js(&error)
}

impl WebGame {
    /// A game already set up, with what its loader noted (`Record.game`).
    pub fn from_session(session: Session, warnings: Vec<LoadWarning>) -> WebGame {
        WebGame {
            session,
            warnings,
            record: None,
        }
    }

    /// The engine's game.
    pub fn game(&self) -> &weiqi::Game {
        self.session.game()
    }
}

#[wasm_bindgen(js_class = Game)]
impl WebGame {
    /// Starts a game. `options` are all optional: see `GameOptions`. Throws a
    /// `bad-option` (or `bad-point`) `Error` that lists what is accepted.
    #[wasm_bindgen(constructor)]
    pub fn new(options: Option<GameOptionsArg>) -> Result<WebGame, JsValue> {
        let options = optional(options.as_deref());
        let session = Session::new(&options).map_err(thrown)?;
        Ok(WebGame {
            session,
            warnings: Vec::new(),
            record: None,
        })
    }

    /// Plays a point (`'D4'` or SGF `'dd'`) or `'pass'` for the player to move, or for
    /// `color` even out of turn (as SGF `B[]`/`W[]` nodes and setup editing need).
    /// Returns how many opponent stones it captured; `lastPlay()` names them. An
    /// illegal move throws an `Error` whose `code` says why (`occupied`, `suicide`,
    /// `ko`, `superko`, `hot-stone`, `cycle`, `stopped`, `game-over`, `bad-point`;
    /// `bad-color` for a wrong colour) and changes nothing.
    pub fn play(&mut self, point: PointArg, color: Option<ColorArg>) -> Result<u32, JsValue> {
        let color = optional(color.as_deref());
        let mut buffer = Default::default();
        let played = match short_text(&point, &mut buffer) {
            Some(text) => self.session.play_text(text, &color),
            // Any other string is read at once (one crossing, not four).
            None => {
                let point = point
                    .as_string()
                    .map_or_else(|| value_from_js(&point), Value::Text);
                self.session.play(&point, &color)
            }
        };
        played.map_err(thrown)
    }

    /// Plays every move of `points` in turn, each for the player to move: a record's
    /// moves in one call. `points` is an array (`['D4', 'dd', 'pass']`) or one string
    /// of moves apart by spaces or commas (`'D4 Q16 pass'`, the fastest: one crossing
    /// for the whole list). All of them or none: when one is refused the game is left
    /// as it was, and the `Error` (with the move's `code`) says which move in its
    /// message and in `index` (from 0).
    #[wasm_bindgen(js_name = playMany)]
    pub fn play_many(&mut self, points: PointListArg) -> Result<(), JsValue> {
        let played = if let Some(text) = points.as_string() {
            self.session.play_many_text(&text)
        } else if let Some(list) = list_reader(&points) {
            self.session.play_many(list.len(), |i| list.item(i))
        } else {
            return Err(thrown(ApiError::bad_option(
                "playMany takes an array of points like ['D4', 'Q16', 'pass'], or one string like 'D4 Q16 pass'",
            )));
        };
        played.map_err(|(index, error)| {
            let error = thrown(error);
            // Setting a property of a fresh Error cannot fail.
            let _ = js_sys::Reflect::set(&error, &"index".into(), &(index as u32).into());
            error
        })
    }

    /// What the last move did: `{ captured, selfCaptured, countedAsPass }`, the
    /// stones in GTP form; `null` before the first move. Built only when asked for,
    /// so that `play` stays light.
    #[wasm_bindgen(js_name = lastPlay, unchecked_return_type = "PlayResult | null")]
    pub fn last_play(&self) -> JsValue {
        self.session
            .last_play()
            .as_ref()
            .map_or(JsValue::NULL, objects::play_result)
    }

    /// `null` when the player to move (or `color`) may play the point or `'pass'`,
    /// else `{ code, message }` saying why not (with `moveNumber` for `superko` and
    /// `cycle`: the move the reason names). Throws only for a wrong colour.
    #[wasm_bindgen(unchecked_return_type = "IllegalMove | null")]
    pub fn check(&self, point: PointArg, color: Option<ColorArg>) -> Result<JsValue, JsValue> {
        let verdict = self
            .session
            .check(&value_from_js(&point), &optional(color.as_deref()))
            .map_err(thrown)?;
        Ok(verdict
            .as_ref()
            .map_or(JsValue::NULL, objects::illegal_move))
    }

    /// Every point where the player to move may play, in GTP form, top row first.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> Vec<String> {
        self.session.legal_moves()
    }

    /// Every empty point where the player to move may not play, with the reason
    /// (`{ point, code, message, moveNumber? }`, as `check` gives it).
    #[wasm_bindgen(unchecked_return_type = "Ban[]")]
    pub fn bans(&self) -> Result<JsValue, JsValue> {
        Ok(objects::bans(&self.session.bans()))
    }

    /// The board, one string per row, top row first: `.` empty, `X` Black, `O` White.
    pub fn board(&self) -> Vec<String> {
        self.session.board()
    }

    /// The player to move: `'B'` or `'W'`.
    #[wasm_bindgen(getter = toMove, unchecked_return_type = "Color")]
    pub fn to_move(&self) -> String {
        self.session.to_move().into()
    }

    /// Stones each colour has captured: `black` counts White stones taken by Black.
    #[wasm_bindgen(getter, unchecked_return_type = "Captures")]
    pub fn captures(&self) -> Result<JsValue, JsValue> {
        Ok(objects::captures(&self.session.captures()))
    }

    /// Moves played so far, passes included.
    #[wasm_bindgen(getter = moveNumber)]
    pub fn move_number(&self) -> u32 {
        self.session.move_number()
    }

    /// `'playing'`, `'stopped'` (two passes stopped play: the players agree on dead
    /// stones) or `'finished'`.
    #[wasm_bindgen(getter, unchecked_return_type = "Phase")]
    pub fn phase(&self) -> String {
        self.session.phase().into()
    }

    /// How a finished game ended (resignation or no result); `null` until then.
    #[wasm_bindgen(getter, unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        Ok(self
            .session
            .outcome()
            .as_ref()
            .map_or(JsValue::NULL, objects::outcome))
    }

    /// Takes back the last action: an end-of-game one (resignation, loss on time,
    /// dead-stone mark, agreement, resumption) or else the last move; `false` when
    /// there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// The player to move, or `color`, resigns; throws `game-over` when the game is
    /// already over.
    pub fn resign(&mut self, color: Option<ColorArg>) -> Result<(), JsValue> {
        self.session
            .resign(&optional(color.as_deref()))
            .map_err(thrown)
    }

    /// The player to move, or `color`, ran out of time and loses; throws `game-over`
    /// when the game is already over.
    #[wasm_bindgen(js_name = loseOnTime)]
    pub fn lose_on_time(&mut self, color: Option<ColorArg>) -> Result<(), JsValue> {
        self.session
            .lose_on_time(&optional(color.as_deref()))
            .map_err(thrown)
    }

    /// While play is stopped, marks the stones at `point` dead, or alive again: the
    /// chain and every chain of its colour in the same enclosed region. Returns the
    /// stones toggled. Throws `not-stopped`, `no-stone`, `game-over` or `bad-point`.
    #[wasm_bindgen(js_name = toggleDead)]
    pub fn toggle_dead(&mut self, point: PointArg) -> Result<Vec<String>, JsValue> {
        self.session
            .toggle_dead(&value_from_js(&point))
            .map_err(thrown)
    }

    /// Like `toggleDead`, but exactly the one chain at `point`.
    #[wasm_bindgen(js_name = toggleDeadChain)]
    pub fn toggle_dead_chain(&mut self, point: PointArg) -> Result<Vec<String>, JsValue> {
        self.session
            .toggle_dead_chain(&value_from_js(&point))
            .map_err(thrown)
    }

    /// While play is stopped under territory scoring, says that `point` needs no
    /// filling before the count, or that it does again (RULES R4.4: the players may
    /// override the dame and defects `score()` lists). Returns whether it is now kept
    /// unfilled; undone by `undo` like a dead-stone mark. Throws `not-stopped`,
    /// `not-in-these-rules` (area scoring) or `bad-point`.
    #[wasm_bindgen(js_name = toggleFill)]
    pub fn toggle_fill(&mut self, point: PointArg) -> Result<bool, JsValue> {
        self.session
            .toggle_fill(&value_from_js(&point))
            .map_err(thrown)
    }

    /// The stones marked dead, in GTP form.
    #[wasm_bindgen(js_name = deadStones)]
    pub fn dead_stones(&self) -> Vec<String> {
        self.session.dead_stones()
    }

    /// While play is stopped, the players accept the marked dead stones: the game is
    /// finished and counted. Throws `not-stopped` or `game-over`.
    pub fn agree(&mut self) -> Result<(), JsValue> {
        self.session.agree().map_err(thrown)
    }

    /// While play is stopped, the players disagree and play resumes; the marks are
    /// cleared. `requester` (default: the player to move) asked for it; who moves
    /// next follows the rules. Throws `not-stopped`, `game-over` or
    /// `not-in-these-rules`.
    pub fn resume(&mut self, requester: Option<ColorArg>) -> Result<(), JsValue> {
        self.session
            .resume(&optional(requester.as_deref()))
            .map_err(thrown)
    }

    /// The result as SGF `RE[]` writes it once the game is over: `B+R`, `W+T`,
    /// `Void`, `0`, `B+3.5`; during the stop, the count of the marks as they stand;
    /// `null` while moves are played.
    #[wasm_bindgen(getter, unchecked_return_type = "string | null")]
    pub fn result(&self) -> JsValue {
        self.session
            .result()
            .map_or(JsValue::NULL, |text| JsValue::from_str(&text))
    }

    /// How play may resume after a dispute at the stop, under these rules:
    /// `play-on` (Ing: play goes on in turn, whoever asks), `by-last-passer`
    /// (Simplified Ing: the opponent of the last passer moves, whoever asks),
    /// `requester` (either may ask; the other moves first) or `none` (no dispute
    /// step: two passes end the game).
    #[wasm_bindgen(getter, unchecked_return_type = "Resumption")]
    pub fn resumption(&self) -> String {
        self.session.resumption().into()
    }

    /// Why the Ing fill-the-board count is not offered for this game:
    /// `territory-scoring` (it counts by area, RULES R1.9) or `even-points` (RULES
    /// R1.1); `null` when it is. An offered count may still fail on the position:
    /// `fillCount` then throws `cannot-count` with the reason.
    #[wasm_bindgen(getter = fillCountRefusal, unchecked_return_type = "FillCountRefusalCode | null")]
    pub fn fill_count_refusal(&self) -> JsValue {
        self.session
            .fill_count_refusal()
            .map_or(JsValue::NULL, |reason| JsValue::from_str(reason.code()))
    }

    /// Simplified Ing: play resumed once, so the next stop ends the game with every
    /// stone alive.
    #[wasm_bindgen(getter = secondPhase)]
    pub fn second_phase(&self) -> bool {
        self.session.second_phase()
    }

    /// The moves so far, in order.
    #[wasm_bindgen(unchecked_return_type = "HistoryEntry[]")]
    pub fn history(&self) -> Result<JsValue, JsValue> {
        Ok(objects::history(&self.session.history()))
    }

    /// The last move; `null` before the first.
    #[wasm_bindgen(getter = lastMove, unchecked_return_type = "HistoryEntry | null")]
    pub fn last_move(&self) -> Result<JsValue, JsValue> {
        Ok(self
            .session
            .last_move()
            .as_ref()
            .map_or(JsValue::NULL, objects::history_entry))
    }

    /// The rules in force, every knob by name.
    #[wasm_bindgen(getter, unchecked_return_type = "RulesInfo")]
    pub fn rules(&self) -> Result<JsValue, JsValue> {
        Ok(objects::rules_info(&self.session.rules()))
    }

    /// Board width (columns).
    #[wasm_bindgen(getter)]
    pub fn width(&self) -> u32 {
        self.session.width()
    }

    /// Board height (rows).
    #[wasm_bindgen(getter)]
    pub fn height(&self) -> u32 {
        self.session.height()
    }

    /// Handicap stones placed at the start.
    #[wasm_bindgen(getter)]
    pub fn handicap(&self) -> u32 {
        self.session.handicap()
    }

    /// An independent copy of the game, history included (for analysis or variations).
    #[wasm_bindgen(js_name = clone)]
    pub fn duplicate(&self) -> WebGame {
        WebGame {
            session: self.session.clone(),
            warnings: self.warnings.clone(),
            record: self.record.clone(),
        }
    }

    /// Counts the position under this game's rules. `request.dead` lists the dead
    /// stones to remove first (the game's own marks when absent). Throws `bad-point`
    /// or `bad-option` for a malformed request.
    #[wasm_bindgen(unchecked_return_type = "ScoreResult")]
    pub fn score(&self, request: Option<CountRequestArg>) -> Result<JsValue, JsValue> {
        let score = self
            .session
            .score(&optional(request.as_deref()))
            .map_err(thrown)?;
        Ok(objects::score(&score))
    }

    /// The same position and dead stones counted under every preset, side by side.
    #[wasm_bindgen(js_name = compareRules, unchecked_return_type = "RuleSetScore[]")]
    pub fn compare_rules(&self, request: Option<CountRequestArg>) -> Result<JsValue, JsValue> {
        let scores = self
            .session
            .compare_rules(&optional(request.as_deref()))
            .map_err(thrown)?;
        Ok(objects::rule_set_scores(&scores))
    }

    /// The game as an FF[4] SGF record. A game read with `fromSgf` writes the whole
    /// record it came from (every variation, comment and property), with the moves
    /// played since added where they left it (RULES R6.1).
    #[wasm_bindgen(js_name = toSgf)]
    pub fn to_sgf(&self) -> String {
        match &self.record {
            Some(record) => crate::records::to_sgf_keeping(record, self.session.game()),
            None => self.session.to_sgf(),
        }
    }

    /// A game read from an SGF record, its text or a file's bytes (decoded as a whole
    /// first, as `Record.fromSgf` does: RULES R6.2), replayed to the end of its main
    /// line (illegal recorded moves are played and reported in `loadWarnings`; a file
    /// of several games gives its first, with a `more-games` warning). Throws
    /// `bad-sgf` with the line and column where the record is malformed, `bad-encoding`
    /// where its bytes cannot be read without loss.
    #[wasm_bindgen(js_name = fromSgf)]
    pub fn from_sgf(input: SgfTextArg) -> Result<WebGame, JsValue> {
        let input = crate::record::sgf_input(&input).map_err(thrown)?;
        let loaded = input.first_game().map_err(thrown)?;
        let session = Session::from_game(loaded.game, loaded.preset);
        let (warnings, record) = (loaded.warnings, Some(loaded.source));
        Ok(WebGame {
            session,
            warnings,
            record,
        })
    }

    /// The game information of the record read by `fromSgf` (names, ranks, event,
    /// date, result, komi …) as written; `{}` for a game not read from SGF.
    /// Untrusted text: show it as text, never as HTML.
    #[wasm_bindgen(getter = recordInfo, unchecked_return_type = "RecordInfo")]
    pub fn record_info(&self) -> Result<JsValue, JsValue> {
        match &self.record {
            Some(record) => Ok(objects::record_info(record.info())),
            None => Ok(objects::record_info(&RecordInfo::default())),
        }
    }

    /// The record's comment (`C[]`) on the position after move `moveNumber` (0: the
    /// start), or `null`: none, or the game no longer follows the record up to there.
    /// Untrusted text, line breaks kept. `null` too for a number that names no move
    /// (negative, fractional); throws `bad-option` for what is not a number (a
    /// BigInt, a string).
    #[wasm_bindgen(unchecked_return_type = "string | null")]
    pub fn comment(&self, move_number: MoveNumberArg) -> Result<JsValue, JsValue> {
        let move_number = match value_from_js(&move_number) {
            Value::Number(n) if n.fract() == 0.0 && (0.0..=f64::from(u32::MAX)).contains(&n) => {
                n as u32
            }
            Value::Number(_) => return Ok(JsValue::NULL),
            other => {
                return Err(thrown(ApiError::bad_option(format!(
                    "comment takes a move number, not {}",
                    other.kind()
                ))))
            }
        };
        let comment = self
            .record
            .as_ref()
            .and_then(|record| record.comment(self.session.game(), move_number));
        Ok(comment.map_or(JsValue::NULL, |text| JsValue::from_str(&text)))
    }

    /// What the loader reported when this game was read from SGF (empty otherwise).
    #[wasm_bindgen(js_name = loadWarnings, unchecked_return_type = "LoadWarning[]")]
    pub fn load_warnings(&self) -> Result<JsValue, JsValue> {
        Ok(objects::load_warnings(&self.warnings))
    }

    /// Every preset rule set with its knobs, in the order a picker lists them.
    #[wasm_bindgen(js_name = ruleSets, unchecked_return_type = "RuleSetInfo[]")]
    pub fn rule_sets() -> Result<JsValue, JsValue> {
        Ok(objects::rule_sets(&RuleSetInfo::all()))
    }
}
