//! A record's game played as the `Game` class plays it: a move given as a value or
//! as text, and many moves in one call (all of them or none). Each move goes
//! through the cursor like a board's ([`RecordSession::play_here`]), so a `Game`
//! and a `Record` keep a game one way.

use weiqi::{Move, Status};

use super::{record_error, RecordSession};
use crate::errors::ApiError;
use crate::points::{move_from_text, parse_color, parse_move};
use crate::value::{quote, Value};

impl RecordSession {
    /// Plays `mv` (a point or `pass`) at the node shown for `color`, the player to
    /// move when not given; a named colour may play out of turn. Returns how many
    /// opponent stones it captured (`lastPlay` names them). An illegal move changes
    /// nothing.
    pub fn play(&mut self, mv: &Value, color: &Value) -> Result<u32, ApiError> {
        let mv = parse_move(self.size(), mv)?;
        self.play_game_move(mv, color)
    }

    /// [`RecordSession::play`] for a move given as text (`'D4'`, `'dd'`, `'pass'`),
    /// read without making a [`Value`] of it.
    pub fn play_text(&mut self, text: &str, color: &Value) -> Result<u32, ApiError> {
        let mv = move_from_text(self.size(), text)?;
        self.play_game_move(mv, color)
    }

    /// Plays a move already read; never inlined: one copy of the move path.
    #[inline(never)]
    fn play_game_move(&mut self, mv: Move, color: &Value) -> Result<u32, ApiError> {
        let color = parse_color(color)?;
        // A game refuses moves once play stopped or the game is over (RULES R4.6);
        // a record's move there would resume play for it (a variation).
        let game = self.cursor.game();
        if game.status() != Status::Playing {
            game.check_as(color.unwrap_or(game.to_move()), mv)?;
        }
        self.play_move(mv, color)?;
        Ok(self.cursor.game().history().last().map_or(0, |m| m.captures))
    }

    /// Plays the `count` moves `move_at(0)`, `move_at(1)`, … in turn, each for the
    /// player to move (`playMany`, for records): all of them, or none when one is
    /// refused: the game is then as it was, and the error is that move's, with its
    /// place in the list (from 0) and a message that names it.
    pub fn play_many(
        &mut self,
        count: usize,
        move_at: &mut dyn FnMut(usize) -> Value,
    ) -> Result<(), (usize, ApiError)> {
        for index in 0..count {
            let mv = move_at(index);
            if let Err(error) = self.play(&mv, &Value::Missing) {
                let shown = match &mv {
                    Value::Text(text) => quote(text),
                    other => other.kind(),
                };
                return Err(self.take_back_many(index, count, &shown, error));
            }
        }
        Ok(())
    }

    /// [`RecordSession::play_many`] for moves written in one string, apart by
    /// spaces or commas (`'D4 Q16 pass'`): one crossing for a whole record.
    pub fn play_many_text(&mut self, text: &str) -> Result<(), (usize, ApiError)> {
        // Split on bytes: a `char` pattern decodes every character. A piece between
        // ASCII separators is whole UTF-8, so `from_utf8` never fails here.
        let separator = |b: &u8| matches!(b, b' ' | b',' | b'\n' | b'\t');
        let words = || {
            text.as_bytes()
                .split(separator)
                .filter(|w| !w.is_empty())
                .map(|w| core::str::from_utf8(w).unwrap_or_default())
        };
        for (index, word) in words().enumerate() {
            if let Err(error) = self.play_text(word, &Value::Missing) {
                return Err(self.take_back_many(index, words().count(), &quote(word), error));
            }
        }
        Ok(())
    }

    /// Takes back the `played` moves of a refused `playMany` (each exactly: the game
    /// and the record are as they were before them) and names the refused move in
    /// the error.
    #[cold]
    fn take_back_many(
        &mut self,
        played: usize,
        count: usize,
        shown: &str,
        error: ApiError,
    ) -> (usize, ApiError) {
        for _ in 0..played {
            // Each move just played is the board's last action: its undo cannot be
            // refused.
            let _ = self.cursor.undo().map_err(record_error);
        }
        let message = format!(
            "move {} of {count} ({shown}): {}",
            played + 1,
            error.message()
        );
        (played, error.with_message(message))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::results::{Captures, Outcome};

    fn session(options: &[(&str, Value)]) -> RecordSession {
        let options = Value::Object(
            options
                .iter()
                .map(|(k, v)| ((*k).to_string(), v.clone()))
                .collect(),
        );
        RecordSession::new_game(&options).unwrap()
    }

    /// A ko on 9×9 (RULES R4.2): White D4 takes Black's E4; E4 at once is banned.
    const KO_SHAPE: [&str; 8] = ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"];

    fn play(s: &mut RecordSession, moves: &[&str]) {
        for mv in moves {
            s.play(&(*mv).into(), &Value::Missing).unwrap();
        }
    }

    /// A game's undo: whether something was taken back.
    fn undo(s: &mut RecordSession) -> bool {
        s.take_back().unwrap() == "taken"
    }

    #[test]
    fn plays_captures_and_reports_what_was_taken() {
        // RULES R0.5: the surrounded white stone comes off.
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D5", "E5", "E6", "A1", "F5", "A2", "E4"]);
        // Black took E5 with the last move; it is White's turn.
        assert_eq!(s.view().to_move(), "W");
        assert_eq!(s.view().captures(), Captures { black: 1, white: 0 });
        assert_eq!(s.view().move_number(), 7);
        assert_eq!(s.view().board()[4], "...X.X...");
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D5", "E5", "E6", "A1", "F5", "A2"]);
        assert_eq!(s.play(&"E4".into(), &Value::Missing).unwrap(), 1);
        let result = s.view().last_play().unwrap();
        assert_eq!(result.captured, ["E5"]);
        assert!(result.self_captured.is_empty());
    }

    #[test]
    fn play_many_plays_all_or_nothing_and_names_the_refused_move() {
        let list = ["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"];
        let mut one = session(&[("width", 9.0.into())]);
        play(&mut one, &list);
        let mut many = session(&[("width", 9.0.into())]);
        assert_eq!(many.view().last_play(), None);
        many.play_many(list.len(), &mut |i| list[i].into()).unwrap();
        assert_eq!(many.cursor().game(), one.cursor().game());
        assert_eq!(many.view().last_play().unwrap().captured, ["E4"]);
        // The third move stands on a stone: nothing of the list stays.
        let bad = ["A1", "B1", "D4", "G7"];
        let (index, e) = many.play_many(bad.len(), &mut |i| bad[i].into()).unwrap_err();
        assert_eq!((e.code(), index), ("occupied", 2));
        assert!(e.message().starts_with("move 3 of 4 ('D4'): "), "{e}");
        assert_eq!(many.cursor().game(), one.cursor().game());
        let (index, e) = many.play_many_text("A1, B1 pass D4 G7").unwrap_err();
        assert_eq!((e.code(), index), ("occupied", 3));
        assert!(e.message().starts_with("move 4 of 5 ('D4'): "), "{e}");
        assert_eq!(many.cursor().game(), one.cursor().game());
        let mut text = session(&[("width", 9.0.into())]);
        text.play_many_text(&list.join(" ")).unwrap();
        assert_eq!(text.cursor().game(), one.cursor().game());
    }

    #[test]
    fn play_text_plays_as_play_does() {
        let mut one = session(&[("width", 9.0.into())]);
        play(&mut one, &KO_SHAPE);
        let mut text = session(&[("width", 9.0.into())]);
        for mv in KO_SHAPE {
            text.play_text(mv, &Value::Missing).unwrap();
        }
        assert_eq!(text.cursor().game(), one.cursor().game());
        assert_eq!(text.view().last_play().unwrap().captured, ["E4"]);
        // The immediate retake is refused (RULES R4.2), and nothing changes.
        for retake in ["E4", " e4 ", "ef"] {
            let e = text.play_text(retake, &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "ko", "{retake}");
        }
        for bad in ["", "J10", "D4x", "碁"] {
            let e = text.play_text(bad, &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "bad-point", "{bad}");
        }
        assert_eq!(text.cursor().game(), one.cursor().game());
        text.play_text("PASS", &"W".into()).unwrap();
        assert_eq!(text.view().history().last().unwrap().mv, "pass");
        assert_eq!(text.view().history().last().unwrap().color, "W");
    }

    #[test]
    fn illegal_moves_throw_with_a_code_and_change_nothing() {
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["D4"]);
        let before = s.view().board();
        let e = s.play(&"D4".into(), &Value::Missing).unwrap_err();
        assert_eq!(e.code(), "occupied");
        for bad in ["Z9", "I4", "", "x"] {
            let e = s.play(&bad.into(), &Value::Missing).unwrap_err();
            assert_eq!(e.code(), "bad-point", "{bad}");
        }
        let e = s.play(&"E5".into(), &"red".into()).unwrap_err();
        assert_eq!(e.code(), "bad-color");
        assert_eq!(s.view().board(), before);
        assert_eq!(s.view().move_number(), 1);
        assert_eq!(s.view().to_move(), "W");
    }

    #[test]
    fn a_named_colour_plays_and_checks_out_of_turn() {
        let mut s = session(&[("width", 9.0.into())]);
        s.play(&"D4".into(), &"B".into()).unwrap();
        s.play(&"E5".into(), &"B".into()).unwrap();
        assert_eq!(s.view().to_move(), "W");
        assert!(s.view().history()[1].out_of_turn);
        assert_eq!(s.view().board()[4], "....X....");
        assert_eq!(
            s.view()
                .check(&"D4".into(), &"W".into())
                .unwrap()
                .unwrap()
                .code,
            "occupied"
        );
        assert_eq!(s.view().check(&"C3".into(), &"B".into()).unwrap(), None);
        assert_eq!(s.view().to_move(), "W", "a check changes nothing");
        assert!(undo(&mut s));
        assert_eq!(
            s.view().to_move(),
            "W",
            "White was to move before Black's move out of turn"
        );
        assert_eq!(s.view().move_number(), 1);
    }

    #[test]
    fn ko_and_its_reason() {
        // RULES R4.2: simple ko, immediate retake forbidden.
        let mut s = session(&[("width", 9.0.into())]);
        // Black: D5 C4 D3; White: E5 F4 E3; Black E4, White D4 captures E4.
        play(&mut s, &["D5", "E5", "C4", "F4", "D3", "E3", "E4", "D4"]);
        assert_eq!(s.view().last_move().unwrap().captures, 1);
        let verdict = s
            .view()
            .check(&"E4".into(), &Value::Missing)
            .unwrap()
            .unwrap();
        assert_eq!(verdict.code, "ko");
        assert!(s
            .view()
            .bans()
            .iter()
            .any(|b| b.point == "E4" && b.code == "ko"));
        assert!(!s.view().legal_moves().contains(&"E4".to_string()));
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
        let result = s.view().last_play().unwrap();
        assert!(result.counted_as_pass);
        assert!(result.self_captured.is_empty());
        assert_eq!(s.view().board()[4], ".O...");

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
        let result = s.view().last_play().unwrap();
        let mut removed = result.self_captured.clone();
        removed.sort();
        assert_eq!(removed, ["A1", "B1"]);
        assert_eq!(s.view().captures(), Captures { black: 0, white: 2 });
    }

    #[test]
    fn passes_stop_play_and_resignation_finishes_it() {
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.view().phase(), "stopped");
        let e = s.play(&"D4".into(), &Value::Missing).unwrap_err();
        assert_eq!(e.code(), "stopped");
        assert!(s.view().legal_moves().is_empty());
        assert!(undo(&mut s));
        assert_eq!(s.view().phase(), "playing");

        s.resign(&Value::Missing).unwrap();
        assert_eq!(s.view().phase(), "finished");
        assert_eq!(
            s.view().outcome(),
            Some(Outcome::Resignation { winner: "B" })
        );
        assert_eq!(
            s.play(&"pass".into(), &Value::Missing).unwrap_err().code(),
            "game-over"
        );
        assert_eq!(s.resign(&"B".into()).unwrap_err().code(), "game-over");
        assert!(undo(&mut s), "undo takes back the resignation");
        assert_eq!(s.view().outcome(), None);
        assert!(undo(&mut s));
        assert!(!undo(&mut s));

        s.lose_on_time(&"W".into()).unwrap();
        assert_eq!(s.view().outcome(), Some(Outcome::Time { winner: "B" }));
        assert!(undo(&mut s));
    }

    #[test]
    fn dead_stones_agreement_and_resumption() {
        // RULES R4.4: after two passes the players mark dead stones and agree.
        let mut s = session(&[("width", 9.0.into())]);
        play(&mut s, &["C3", "G7"]);
        assert_eq!(
            s.toggle_dead(&"C3".into(), false).unwrap_err().code(),
            "not-stopped"
        );
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.toggle_dead(&"C3".into(), false).unwrap(), ["C3"]);
        assert_eq!(s.view().dead_stones(), ["C3"]);
        assert_eq!(s.toggle_dead(&"D4".into(), false).unwrap_err().code(), "no-stone");
        assert_eq!(s.toggle_dead(&"Z1".into(), false).unwrap_err().code(), "bad-point");
        s.resume(&"B".into()).unwrap();
        assert_eq!(s.view().phase(), "playing");
        assert!(s.view().dead_stones().is_empty());
        assert_eq!(
            s.view().to_move(),
            "W",
            "whoever asks to resume lets the opponent move"
        );
        assert!(undo(&mut s));
        assert_eq!(s.view().phase(), "stopped");
        s.toggle_dead(&"G7".into(), true).unwrap();
        s.agree().unwrap();
        assert_eq!(s.view().phase(), "finished");
        assert_eq!(s.view().outcome(), Some(Outcome::Counted));
        assert_eq!(s.agree().unwrap_err().code(), "game-over");

        let mut s = session(&[("rules", "tromp-taylor".into()), ("width", 9.0.into())]);
        play(&mut s, &["pass", "pass"]);
        assert_eq!(s.view().phase(), "finished");
    }

    #[test]
    fn unreadable_points_are_reported_by_check_not_thrown() {
        let s = session(&[]);
        let verdict = s
            .view()
            .check(&"K99".into(), &Value::Missing)
            .unwrap()
            .unwrap();
        assert_eq!(verdict.code, "bad-point");
        assert_eq!(
            s.view()
                .check(&Value::Number(4.0), &Value::Missing)
                .unwrap()
                .unwrap()
                .code,
            "bad-point"
        );
        assert_eq!(
            s.view().check(&"pass".into(), &Value::Missing).unwrap(),
            None
        );
        assert_eq!(
            s.view()
                .check(&"D4".into(), &"Q".into())
                .unwrap_err()
                .code(),
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
        let rules = s.view().rules();
        assert_eq!(rules.preset, "russian");
        assert_eq!(rules.ko, "situational");
        assert_eq!(rules.komi, 0.5);
        assert_eq!((s.view().width(), s.view().height()), (13, 9));
        assert_eq!(s.view().board().len(), 9);
        assert!(s.view().board().iter().all(|row| row.len() == 13));
        assert_eq!(s.view().legal_moves().len(), 13 * 9);
        assert_eq!(s.view().legal_moves()[0], "A9");
        assert!(s.view().bans().is_empty());
        assert_eq!(s.view().last_move(), None);
    }
    #[test]
    fn the_result_the_resumption_and_the_count_come_from_the_engine() {
        // RULES R4.4: under Japanese rules either player may ask to resume.
        let mut s = session(&[("width", 9.0.into())]);
        assert_eq!(s.view().result(), None);
        assert_eq!(s.view().resumption(), "requester");
        assert_eq!(
            s.view().fill_count_refusal().map(|e| e.code()),
            Some("territory-scoring")
        );
        play(&mut s, &["C3", "G7", "pass", "pass"]);
        assert_eq!(
            s.view().result(),
            Some(s.view().score(&Value::Missing).unwrap().result)
        );
        s.resign(&"W".into()).unwrap();
        assert_eq!(s.view().result().as_deref(), Some("B+R"));
        for (rules, resumption) in [
            ("ing", "play-on"),
            ("simplified-ing", "by-last-passer"),
            ("aga", "requester"),
            ("tromp-taylor", "none"),
        ] {
            let s = session(&[("rules", rules.into()), ("width", 9.0.into())]);
            assert_eq!(s.view().resumption(), resumption, "{rules}");
            assert_eq!(s.view().fill_count_refusal(), None, "{rules}");
        }
        let even = session(&[("rules", "ing".into()), ("width", 8.0.into())]);
        assert_eq!(
            even.view().fill_count_refusal().map(|e| e.code()),
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
        let checked = s
            .view()
            .check(&"A1".into(), &Value::Missing)
            .unwrap()
            .unwrap();
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
        let score = s.view().score(&penalties).unwrap();
        assert_eq!(score.parts, ["stones", "territory", "komi", "penalties"]);
        assert_eq!(score.penalties.white, 2.0);
    }
}
