//! A game as the JavaScript API sees it: JavaScript values in, plain data out, every
//! error an [`ApiError`]. The `Game` class in `game.rs` only converts to and from
//! JavaScript around this type, so all of the API's behaviour is tested natively.

use weiqi::scoring::ing_count::CountError;
use weiqi::{
    BoardSize, Color, Game, Move, MoveRecord, Outcome as EngineOutcome, Point, PointSet, RuleSet,
    Status,
};

use crate::counting::{self, RuleSetScore, ScoreInfo};
use crate::errors::ApiError;
use crate::options;
use crate::points::{
    color_name, move_from_text, move_name, parse_color, parse_move, parse_point, point_name,
};
use crate::records::{self, LoadWarning};
use crate::results::{Ban, Captures, HistoryEntry, IllegalMove, Outcome, PlayResult, RulesInfo};
use crate::value::{quote, Value};

/// A game and the preset it was started from.
#[derive(Clone, Debug)]
pub struct Session {
    game: Game,
    preset: RuleSet,
}

impl Session {
    /// Starts a game from the options object (see `options`).
    pub fn new(options: &Value) -> Result<Session, ApiError> {
        let options = options::parse(options)?;
        Ok(Session {
            game: options.start_game()?,
            preset: options.preset,
        })
    }

    /// A game already set up (a record's game at one of its nodes).
    pub fn from_game(game: Game, preset: RuleSet) -> Session {
        Session { game, preset }
    }

    /// A game read from an SGF record, with what the loader reported.
    pub fn from_sgf(text: &str) -> Result<(Session, Vec<LoadWarning>), ApiError> {
        let loaded = records::from_sgf(text)?;
        let session = Session {
            game: loaded.game,
            preset: loaded.preset,
        };
        Ok((session, loaded.warnings))
    }

    /// The game as an FF[4] SGF record.
    pub fn to_sgf(&self) -> String {
        records::to_sgf(&self.game)
    }

    /// The dead stones a count request names, or else the game's own marks (none
    /// where the rules count every stone alive).
    fn dead_for(&self, request: &counting::CountRequest) -> PointSet {
        request
            .dead
            .unwrap_or_else(|| self.game.score_dead_stones())
    }

    /// Counts the position under the game's rules with `request.dead` removed and
    /// `request.penalties` taken off the totals (`score`).
    pub fn score(&self, request: &Value) -> Result<ScoreInfo, ApiError> {
        let request = counting::parse_request(self.size(), request)?;
        // Clock penalty points come off each total (RULES R1.10; R1.9 for the count).
        let score = self
            .game
            .score_with(&self.dead_for(&request), request.penalties);
        Ok(ScoreInfo::new(self.size(), &score))
    }

    /// The same position counted under every preset (`compareRules`).
    pub fn compare_rules(&self, request: &Value) -> Result<Vec<RuleSetScore>, ApiError> {
        let request = counting::parse_request(self.size(), request)?;
        Ok(counting::compare(&self.game, &self.dead_for(&request)))
    }

    /// Why the fill-the-board count is not offered for this game (territory
    /// scoring, an even number of points), or `None` when it is (RULES R1.1, R1.9).
    pub fn fill_count_refusal(&self) -> Option<CountError> {
        self.game.can_fill_count().err()
    }

    /// The game underneath.
    pub fn game(&self) -> &Game {
        &self.game
    }

    fn size(&self) -> BoardSize {
        self.game.board().size()
    }

    /// Plays `mv` (a point or `pass`) for `color`, the player to move when not given;
    /// a named colour may play out of turn. Returns how many opponent stones it
    /// captured ([`Session::last_play`] names them). An illegal move changes nothing.
    /// Never inlined: `play` and `play_many` share one copy of the move path (the
    /// main module's size).
    pub fn play(&mut self, mv: &Value, color: &Value) -> Result<u32, ApiError> {
        let mv = parse_move(self.size(), mv)?;
        self.play_move(mv, color)
    }

    /// [`Session::play`] for a move given as text (`'D4'`, `'dd'`, `'pass'`), read
    /// without making a [`Value`] of it.
    pub fn play_text(&mut self, text: &str, color: &Value) -> Result<u32, ApiError> {
        let mv = move_from_text(self.size(), text)?;
        self.play_move(mv, color)
    }

    /// Plays a move already read.
    #[inline(never)]
    fn play_move(&mut self, mv: Move, color: &Value) -> Result<u32, ApiError> {
        let color = parse_color(color)?.unwrap_or(self.game.to_move());
        Ok(self.game.play_as(color, mv)?.captures)
    }

    /// Plays the `count` moves `move_at(0)`, `move_at(1)`, … in turn, each for the
    /// player to move (`playMany`, for records): all of them, or none when one is
    /// refused: the game is then as it was, and the error is that move's, with its
    /// place in the list (from 0) and a message that names it.
    pub fn play_many(
        &mut self,
        count: usize,
        mut move_at: impl FnMut(usize) -> Value,
    ) -> Result<(), (usize, ApiError)> {
        for index in 0..count {
            let mv = move_at(index);
            if let Err(error) = self.play(&mv, &Value::Missing) {
                let shown = match &mv {
                    Value::Text(text) => quote(text),
                    other => other.kind(),
                };
                return Err(self.take_back(index, count, &shown, error));
            }
        }
        Ok(())
    }

    /// [`Session::play_many`] for moves written in one string, apart by spaces or
    /// commas (`'D4 Q16 pass'`): one crossing for a whole record.
    pub fn play_many_text(&mut self, text: &str) -> Result<(), (usize, ApiError)> {
        let size = self.size();
        // Split on bytes: a `char` pattern decodes every character (a tenth of a
        // 9×9 record's replay at opt-level "z"). A piece between ASCII separators
        // is whole UTF-8, so `from_utf8` never fails here.
        let separator = |b: &u8| matches!(b, b' ' | b',' | b'\n' | b'\t');
        let words = || {
            text.as_bytes()
                .split(separator)
                .filter(|w| !w.is_empty())
                .map(|w| core::str::from_utf8(w).unwrap_or_default())
        };
        for (index, word) in words().enumerate() {
            let played = move_from_text(size, word).and_then(|mv| {
                let color = self.game.to_move();
                Ok(self.game.play_as(color, mv)?)
            });
            if let Err(error) = played {
                return Err(self.take_back(index, words().count(), &quote(word), error));
            }
        }
        Ok(())
    }

    /// Undoes the `played` moves of a refused `playMany` (undo is exact: the game is
    /// as it was before them) and names the refused move in the error.
    #[cold]
    fn take_back(
        &mut self,
        played: usize,
        count: usize,
        shown: &str,
        error: ApiError,
    ) -> (usize, ApiError) {
        for _ in 0..played {
            self.game.undo();
        }
        let message = format!(
            "move {} of {count} ({shown}): {}",
            played + 1,
            error.message()
        );
        (played, error.with_message(message))
    }

    /// What the last move did: the stones it captured and removed by suicide, in GTP
    /// form (`lastPlay`); `None` before the first move.
    pub fn last_play(&self) -> Option<PlayResult> {
        let record = self.game.history().last()?;
        let game = &self.game;
        Some(PlayResult {
            captured: self.names(game.captured_points(record).iter().copied()),
            self_captured: self.names(game.self_captured_points(record).iter().copied()),
            counted_as_pass: record.counted_as_pass,
        })
    }

    /// `None` when `color` (the player to move when not given) may play `mv`, else
    /// why not. A point that cannot be read is `bad-point`; a wrong colour is an error.
    pub fn check(&self, mv: &Value, color: &Value) -> Result<Option<IllegalMove>, ApiError> {
        let color = parse_color(color)?.unwrap_or(self.game.to_move());
        let mv = match parse_move(self.size(), mv) {
            Ok(mv) => mv,
            Err(error) => return Ok(Some(error.into())),
        };
        Ok(self.game.check_as(color, mv).err().map(IllegalMove::from))
    }

    /// Every point where the player to move may play, in GTP form, top row first.
    pub fn legal_moves(&self) -> Vec<String> {
        let size = self.size();
        let legal = self.game.legal_points();
        size.points()
            .filter(|&p| legal.contains(p))
            .map(|p| point_name(size, p))
            .collect()
    }

    /// Every empty point where the player to move may not play, with the reason.
    pub fn bans(&self) -> Vec<Ban> {
        let size = self.size();
        self.game
            .bans()
            .into_iter()
            .map(|(p, reason)| Ban::new(point_name(size, p), reason))
            .collect()
    }

    /// The board, one string per row, top row first: `.` empty, `X` Black, `O` White.
    pub fn board(&self) -> Vec<String> {
        board_rows(self.game.board())
    }

    /// The player to move: `B` or `W`.
    pub fn to_move(&self) -> &'static str {
        color_name(self.game.to_move())
    }

    /// Stones each colour has captured.
    pub fn captures(&self) -> Captures {
        let prisoners = self.game.prisoners();
        Captures {
            black: prisoners.black,
            white: prisoners.white,
        }
    }

    /// Moves played so far, passes included.
    pub fn move_number(&self) -> u32 {
        self.game.move_number()
    }

    /// `playing`, `stopped` (two passes stopped play: life and death are to be
    /// agreed) or `finished`.
    pub fn phase(&self) -> &'static str {
        match self.game.status() {
            Status::Playing => "playing",
            Status::Stopped => "stopped",
            Status::Over(_) => "finished",
        }
    }

    /// How a finished game ended; `None` while it goes on.
    pub fn outcome(&self) -> Option<Outcome> {
        match self.game.status() {
            Status::Over(EngineOutcome::Resignation { winner }) => Some(Outcome::Resignation {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::Time { winner }) => Some(Outcome::Time {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::NoResult) => Some(Outcome::NoResult),
            Status::Over(EngineOutcome::Capture { winner }) => Some(Outcome::Capture {
                winner: color_name(winner),
            }),
            Status::Over(EngineOutcome::Counted) => Some(Outcome::Counted),
            Status::Playing | Status::Stopped => None,
        }
    }

    /// Takes back the last action: an end-of-game one (resignation, loss on time,
    /// dead-stone mark, agreement, resumption) or else the last move; `false` when
    /// there is nothing to take back.
    pub fn undo(&mut self) -> bool {
        self.game.undo().is_some()
    }

    /// `color` (the player to move when not given) resigns (RULES R0.4).
    pub fn resign(&mut self, color: &Value) -> Result<(), ApiError> {
        let color = parse_color(color)?.unwrap_or(self.game.to_move());
        Ok(self.game.resign(color)?)
    }

    /// `color` (the player to move when not given) ran out of time (RULES R1.10).
    pub fn lose_on_time(&mut self, color: &Value) -> Result<(), ApiError> {
        let color = parse_color(color)?.unwrap_or(self.game.to_move());
        Ok(self.game.lose_on_time(color)?)
    }

    /// During the stop, marks the stones at `point` dead, or alive again: the chain
    /// and every chain of its colour in the same enclosed region. Returns the stones
    /// toggled.
    pub fn toggle_dead(&mut self, point: &Value) -> Result<Vec<String>, ApiError> {
        let p = parse_point(self.size(), point)?;
        let toggled = self.game.toggle_dead(p)?;
        Ok(self.names(toggled.iter()))
    }

    /// During the stop, says that `point` needs no filling before a territory count,
    /// or that it does again (RULES R4.4); `true` when it is now kept unfilled.
    pub fn toggle_fill(&mut self, point: &Value) -> Result<bool, ApiError> {
        let p = parse_point(self.size(), point)?;
        Ok(self.game.toggle_fill(p)?)
    }

    /// During the stop, marks exactly the chain at `point` dead or alive again.
    pub fn toggle_dead_chain(&mut self, point: &Value) -> Result<Vec<String>, ApiError> {
        let p = parse_point(self.size(), point)?;
        let toggled = self.game.toggle_dead_chain(p)?;
        Ok(self.names(toggled.iter()))
    }

    /// The stones marked dead, in GTP form, top row first.
    pub fn dead_stones(&self) -> Vec<String> {
        let dead = self.game.dead_stones();
        self.names(self.size().points().filter(|&p| dead.contains(p)))
    }

    /// During the stop, the players accept the marks: the game is over and counted
    /// (under Ing the two sealing passes are played, RULES R1.6).
    pub fn agree(&mut self) -> Result<(), ApiError> {
        Ok(self.game.agree()?)
    }

    /// During the stop, play resumes because the players disagree; the marks are
    /// cleared. `requester` (the player to move when not given) asked to resume; who
    /// moves next follows the rules (RULES R1.6, R2.4, R4.4).
    pub fn resume(&mut self, requester: &Value) -> Result<(), ApiError> {
        let requester = parse_color(requester)?.unwrap_or(self.game.to_move());
        Ok(self.game.resume(requester)?)
    }

    /// The result as SGF `RE[]` writes it once the game is over (`B+R`, `W+T`,
    /// `Void`, `0`, `B+3.5`); during the stop, the count of the marks as they stand;
    /// `None` while moves are played.
    pub fn result(&self) -> Option<String> {
        self.game.current_result()
    }

    /// How play may resume after a dispute under these rules: `play-on`,
    /// `by-last-passer`, `requester` or `none` (RULES R1.6, R2.4, R4.4).
    pub fn resumption(&self) -> &'static str {
        self.game.resumption().name()
    }

    /// Whether play resumed once under Simplified Ing, so that the next stop ends the
    /// game with every stone alive (RULES R2.4).
    pub fn second_phase(&self) -> bool {
        self.game.in_second_phase()
    }

    /// Points in GTP form.
    fn names(&self, points: impl Iterator<Item = Point>) -> Vec<String> {
        let size = self.size();
        points.map(|p| point_name(size, p)).collect()
    }

    /// The moves so far, in order.
    pub fn history(&self) -> Vec<HistoryEntry> {
        let size = self.size();
        self.game
            .history()
            .iter()
            .map(|record| history_entry(size, record))
            .collect()
    }

    /// The last move, if any.
    pub fn last_move(&self) -> Option<HistoryEntry> {
        let size = self.size();
        self.game
            .history()
            .last()
            .map(|record| history_entry(size, record))
    }

    /// The rules in force, every knob by name.
    pub fn rules(&self) -> RulesInfo {
        RulesInfo::new(self.preset, self.game.rules())
    }

    /// Board width.
    pub fn width(&self) -> u32 {
        self.size().width().into()
    }

    /// Board height.
    pub fn height(&self) -> u32 {
        self.size().height().into()
    }

    /// Handicap stones placed at the start.
    pub fn handicap(&self) -> u32 {
        self.game.handicap()
    }
}

/// A move of the history as the API writes it.
fn history_entry(size: BoardSize, record: &MoveRecord) -> HistoryEntry {
    HistoryEntry {
        color: color_name(record.color),
        mv: move_name(size, record.mv),
        captures: record.captures,
        self_captures: record.suicide,
        counted_as_pass: record.counted_as_pass,
        out_of_turn: record.out_of_turn,
    }
}

/// A board as rows of text, top row first: `.` empty, `X` Black, `O` White (the
/// form `board()` and the play-out's state give).
pub fn board_rows(board: &weiqi::Board) -> Vec<String> {
    let size = board.size();
    (0..size.height())
        .map(|y| {
            (0..size.width())
                .map(|x| match board.get(Point::new(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                })
                .collect()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session(options: &[(&str, Value)]) -> Session {
        let options = Value::Object(
            options
                .iter()
                .map(|(k, v)| ((*k).to_string(), v.clone()))
                .collect(),
        );
        Session::new(&options).unwrap()
    }

    /// A ko on 9×9 (RULES R4.2): White D4 takes Black's E4; E4 at once is banned.
    const KO_SHAPE: [&str; 8] = ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"];

    fn play(s: &mut Session, moves: &[&str]) {
        for mv in moves {
            s.play(&(*mv).into(), &Value::Missing).unwrap();
        }
    }

    #[test]
    fn plays_captures_and_reports_what_was_taken() {
        // RULES R0.5: the surrounded white stone comes off.
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D5", "E5", "E6", "A1", "F5", "A2", "E4"]);
        // Black took E5 with the last move; it is White's turn.
        assert_eq!(s.to_move(), "W");
        assert_eq!(s.captures(), Captures { black: 1, white: 0 });
        assert_eq!(s.move_number(), 7);
        assert_eq!(s.board()[4], "...X.X...");
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D5", "E5", "E6", "A1", "F5", "A2"]);
        assert_eq!(s.play(&"E4".into(), &Value::Missing).unwrap(), 1);
        let result = s.last_play().unwrap();
        assert_eq!(result.captured, ["E5"]);
        assert!(result.self_captured.is_empty());
    }

    #[test]
    fn play_many_plays_all_or_nothing_and_names_the_refused_move() {
        let list = ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"];
        let mut one = session(&[("width", 9.0.into())]);
        play(&mut one, &list);
        let mut many = session(&[("width", 9.0.into())]);
        assert_eq!(many.last_play(), None);
        many.play_many(list.len(), |i| list[i].into()).unwrap();
        assert_eq!(many.game(), one.game());
        assert_eq!(many.last_play().unwrap().captured, ["E4"]);
        // The third move stands on a stone: nothing of the list stays.
        let bad = ["A1", "B1", "D4", "G7"];
        let (index, e) = many.play_many(bad.len(), |i| bad[i].into()).unwrap_err();
        assert_eq!((e.code(), index), ("occupied", 2));
        assert!(e.message().starts_with("move 3 of 4 ('D4'): "), "{e}");
        assert_eq!(many.game(), one.game());
        let (index, e) = many.play_many_text("A1, B1 pass D4 G7").unwrap_err();
        assert_eq!((e.code(), index), ("occupied", 3));
        assert!(e.message().starts_with("move 4 of 5 ('D4'): "), "{e}");
        assert_eq!(many.game(), one.game());
        let mut text = session(&[("width", 9.0.into())]);
        text.play_many_text(&list.join(" ")).unwrap();
        assert_eq!(text.game(), one.game());
    }

    #[test]
    fn play_text_plays_as_play_does() {
        let mut one = session(&[("width", 9.0.into())]);
        play(&mut one, &KO_SHAPE);
        let mut text = session(&[("width", 9.0.into())]);
        for mv in KO_SHAPE {
            text.play_text(mv, &Value::Missing).unwrap();
        }
        assert_eq!(text.game(), one.game());
        assert_eq!(text.last_play().unwrap().captured, ["E4"]);
        // The immediate retake is refused (RULES R4.2), and nothing changes.
        for retake in ["E4", " e4 ", "ef"] {
            let e = text.play_text(retake, &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "ko", "{retake}");
        }
        for bad in ["", "J10", "D4x", "碁"] {
            let e = text.play_text(bad, &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "bad-point", "{bad}");
        }
        assert_eq!(text.game(), one.game());
        text.play_text("PASS", &"W".into()).unwrap();
        assert_eq!(text.history().last().unwrap().mv, "pass");
        assert_eq!(text.history().last().unwrap().color, "W");
    }

    #[test]
    fn illegal_moves_throw_with_a_code_and_change_nothing() {
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D4"]);
        let before = s.board();
        let e = s.play(&"D4".into(), &Value::Missing).unwrap_err();
        assert_eq!(e.code(), "occupied");
        for bad in ["Z9", "I4", "", "x"] {
            let e = s.play(&bad.into(), &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "bad-point", "{bad}");
        }
        let e = s.play(&"E5".into(), &"red".into()).unwrap_err();
        assert_eq!(e.code(), "bad-color");
        assert_eq!(s.board(), before);
        assert_eq!(s.move_number(), 1);
        assert_eq!(s.to_move(), "W");
    }

    #[test]
    fn a_named_colour_plays_and_checks_out_of_turn() {
        let mut s = session(&[("width", 9.0.into())]);
        s.play(&"D4".into(), &"B".into()).unwrap();
        s.play(&"E5".into(), &"B".into()).unwrap();
        assert_eq!(s.to_move(), "W");
        assert!(s.history()[1].out_of_turn);
        assert_eq!(s.board()[4], "....X....");
        assert_eq!(
            s.check(&"D4".into(), &"W".into()).unwrap().unwrap().code,
            "occupied"
        );
        assert_eq!(s.check(&"C3".into(), &"B".into()).unwrap(), None);
        assert_eq!(s.to_move(), "W", "a check changes nothing");
        assert!(s.undo());
        assert_eq!(
            s.to_move(),
            "W",
            "White was to move before Black's move out of turn"
        );
        assert_eq!(s.move_number(), 1);
    }

    #[test]
    fn ko_and_its_reason() {
        // RULES R4.2: simple ko, immediate retake forbidden.
        let mut s = session(&[("width", 9.0.into())]);
        // Black: D5 C4 D3; White: E5 F4 E3; Black E4, White D4 captures E4.
        play(&mut s, &["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"]);
        assert_eq!(s.last_move().unwrap().captures, 1);
        let verdict = s.check(&"E4".into(), &Value::Missing).unwrap().unwrap();
        assert_eq!(verdict.code, "ko");
        assert!(s.bans().iter().any(|b| b.point == "E4" && b.code == "ko"));
        assert!(!s.legal_moves().contains(&"E4".to_string()));
        assert_eq!(
            s.play(&"E4".into(), &Value::Missing).unwrap_err().code(),
            "ko"
        );
    }

    #[test]
    fn ing_lone_suicide_counts_as_a_pass_and_group_suicide_removes_the_group() {
        // RULES R1.3.
        let mut s = session(&[
            ("rules", "ing".into()),
            ("width", 5.0.into()),
            (
                "setup",
                Value::Object(vec![(
                    "white".into(),
                    Value::List(vec!["A2".into(), "B1".into()]),
                )]),
            ),
        ]);
        assert_eq!(s.play(&"A1".into(), &Value::Missing).unwrap(), 0);
        let result = s.last_play().unwrap();
        assert!(result.counted_as_pass);
        assert!(result.self_captured.is_empty());
        assert_eq!(s.board()[4], ".O...");

        let mut s = session(&[
            ("rules", "ing".into()),
            ("width", 5.0.into()),
            (
                "setup",
                Value::Object(vec![
                    ("black".into(), Value::List(vec!["A1".into()])),
                    (
                        "white".into(),
                        Value::List(vec!["A2".into(), "B2".into(), "C1".into()]),
                    ),
                ]),
            ),
        ]);
        assert_eq!(s.play(&"B1".into(), &Value::Missing).unwrap(), 0);
        let result = s.last_play().unwrap();
        let mut removed = result.self_captured.clone();
        removed.sort();
        assert_eq!(removed, ["A1", "B1"]);
        assert_eq!(s.captures(), Captures { black: 0, white: 2 });
    }

    #[test]
    fn passes_stop_play_and_resignation_finishes_it() {
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.phase(), "stopped");
        let e = s.play(&"D4".into(), &Value::Missing).unwrap_err();
        assert_eq!(e.code(), "stopped");
        assert!(s.legal_moves().is_empty());
        assert!(s.undo());
        assert_eq!(s.phase(), "playing");

        s.resign(&Value::Missing).unwrap();
        assert_eq!(s.phase(), "finished");
        assert_eq!(s.outcome(), Some(Outcome::Resignation { winner: "B" }));
        assert_eq!(
            s.play(&"pass".into(), &Value::Missing).unwrap_err().code(),
            "game-over"
        );
        assert_eq!(s.resign(&"B".into()).unwrap_err().code(), "game-over");
        assert!(s.undo(), "undo takes back the resignation");
        assert_eq!(s.outcome(), None);
        assert!(s.undo());
        assert!(!s.undo());

        s.lose_on_time(&"W".into()).unwrap();
        assert_eq!(s.outcome(), Some(Outcome::Time { winner: "B" }));
        assert!(s.undo());
    }

    #[test]
    fn dead_stones_agreement_and_resumption() {
        // RULES R4.4: after two passes the players mark dead stones and agree.
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["C3", "G7"]);
        assert_eq!(
            s.toggle_dead(&"C3".into()).unwrap_err().code(),
            "not-stopped"
        );
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.toggle_dead(&"C3".into()).unwrap(), ["C3"]);
        assert_eq!(s.dead_stones(), ["C3"]);
        assert_eq!(s.toggle_dead(&"D4".into()).unwrap_err().code(), "no-stone");
        assert_eq!(s.toggle_dead(&"Z1".into()).unwrap_err().code(), "bad-point");
        s.resume(&"B".into()).unwrap();
        assert_eq!(s.phase(), "playing");
        assert!(s.dead_stones().is_empty());
        assert_eq!(
            s.to_move(),
            "W",
            "whoever asks to resume lets the opponent move"
        );
        assert!(s.undo());
        assert_eq!(s.phase(), "stopped");
        s.toggle_dead_chain(&"G7".into()).unwrap();
        s.agree().unwrap();
        assert_eq!(s.phase(), "finished");
        assert_eq!(s.outcome(), Some(Outcome::Counted));
        assert_eq!(s.agree().unwrap_err().code(), "game-over");

        let mut s = session(&[("rules", "tromp-taylor".into()), ("width", 9.0.into())]);
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.phase(), "finished");
    }

    #[test]
    fn unreadable_points_are_reported_by_check_not_thrown() {
        let s = session(&[]);
        let verdict = s.check(&"K99".into(), &Value::Missing).unwrap().unwrap();
        assert_eq!(verdict.code, "bad-point");
        assert_eq!(
            s.check(&Value::Number(4.0), &Value::Missing)
                .unwrap()
                .unwrap()
                .code,
            "bad-point"
        );
        assert_eq!(s.check(&"pass".into(), &Value::Missing).unwrap(), None);
        assert_eq!(
            s.check(&"D4".into(), &"Q".into()).unwrap_err().code(),
            "bad-color"
        );
    }

    #[test]
    fn reports_rules_size_and_lists() {
        let s = session(&[
            ("rules", "russian".into()),
            ("width", 13.0.into()),
            ("height", 9.0.into()),
            ("komi", "0.5".into()),
        ]);
        let rules = s.rules();
        assert_eq!(rules.preset, "russian");
        assert_eq!(rules.ko, "situational");
        assert_eq!(rules.komi, 0.5);
        assert_eq!((s.width(), s.height()), (13, 9));
        assert_eq!(s.board().len(), 9);
        assert!(s.board().iter().all(|row| row.len() == 13));
        assert_eq!(s.legal_moves().len(), 13 * 9);
        assert_eq!(s.legal_moves()[0], "A9");
        assert!(s.bans().is_empty());
        assert_eq!(s.last_move(), None);
    }
    #[test]
    fn the_result_the_resumption_and_the_count_come_from_the_engine() {
        // RULES R4.4: under Japanese rules either player may ask to resume.
        let mut s = session(&[("width", 9.0.into())]);
        assert_eq!(s.result(), None);
        assert_eq!(s.resumption(), "requester");
        assert_eq!(
            s.fill_count_refusal().map(|e| e.code()),
            Some("territory-scoring")
        );
        play(&mut s, &["C3", "G7", "pass", "pass"]);
        assert_eq!(s.result(), Some(s.score(&Value::Missing).unwrap().result));
        s.resign(&"W".into()).unwrap();
        assert_eq!(s.result().as_deref(), Some("B+R"));
        for (rules, resumption) in [
            ("ing", "play-on"),
            ("simplified-ing", "by-last-passer"),
            ("aga", "requester"),
            ("tromp-taylor", "none"),
        ] {
            let s = session(&[("rules", rules.into()), ("width", 9.0.into())]);
            assert_eq!(s.resumption(), resumption, "{rules}");
            assert_eq!(s.fill_count_refusal(), None, "{rules}");
        }
        let even = session(&[("rules", "ing".into()), ("width", 8.0.into())]);
        assert_eq!(
            even.fill_count_refusal().map(|e| e.code()),
            Some("even-points")
        );
    }

    #[test]
    fn a_refused_move_carries_the_move_its_reason_names() {
        // RULES R1.4: on a 2×1 board Black began this cycle at move 1.
        let mut s = session(&[
            ("rules", "ing".into()),
            ("width", 2.0.into()),
            ("height", 1.0.into()),
        ]);
        play(&mut s, &["A1", "B1", "pass", "A1"]);
        let checked = s.check(&"A1".into(), &Value::Missing).unwrap().unwrap();
        let thrown = s.play(&"A1".into(), &Value::Missing).unwrap_err();
        assert_eq!(thrown.code(), checked.code);
        assert_eq!(thrown.move_number(), checked.move_number);
        assert!(thrown.move_number().is_some(), "{thrown}");
        assert_eq!(thrown.code(), "cycle");
        let unreadable = s.play(&"Z9".into(), &Value::Missing).unwrap_err();
        assert_eq!(unreadable.move_number(), None);
    }

    #[test]
    fn scores_list_the_parts_that_count() {
        let mut s = session(&[("rules", "ing".into()), ("width", 5.0.into())]);
        play(
            &mut s,
            &["C1", "D1", "C2", "D2", "C3", "D3", "C4", "D4", "C5", "D5"],
        );
        let penalties = Value::object(&[("penalties", Value::object(&[("white", 2.0.into())]))]);
        let score = s.score(&penalties).unwrap();
        assert_eq!(score.parts, ["stones", "territory", "komi", "penalties"]);
        assert_eq!(score.penalties.white, 2.0);
    }
}
