//! SGF for the JavaScript API: `toSgf`, `Game.fromSgf`, and a loaded record's own
//! text, `recordInfo` and `comment(n)` (RULES R6). Text from a record is untrusted:
//! the API hands it back as strings, never as markup.

use std::cell::OnceCell;
use std::rc::Rc;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use weiqi::sgf::{self, GameInfo, GameTree, LoadOptions, Loaded};
use weiqi::{Color, Game, Move, RuleSet};

use crate::errors::ApiError;

/// Writes `game` as an FF[4] record: setup, moves, rules, komi, handicap, result.
pub fn to_sgf(game: &Game) -> String {
    let info = GameInfo {
        result: game.result(),
        ..GameInfo::default()
    };
    GameTree::from_game(game, &info).to_sgf()
}

/// Something the loader noticed in a record (`LoadWarning`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoadWarning {
    /// A stable code: `illegal-move`, `move-not-played`, `unknown-rules`, …
    pub code: &'static str,
    /// What happened, with the line and column in the record.
    pub message: String,
}

/// A game read from a record, with its preset and what the loader reported.
pub struct LoadedRecord {
    /// The game at the end of the main line.
    pub game: Game,
    /// The preset of its rules (`RU[]`), or `japanese` when the record names none.
    pub preset: RuleSet,
    /// Warnings, in record order.
    pub warnings: Vec<LoadWarning>,
}

/// Reads the first game of an SGF text and replays its main line. A malformed record
/// is a `bad-sgf` error that says the line and column and what was expected.
pub fn from_sgf(text: &str) -> Result<LoadedRecord, ApiError> {
    let (_, loaded) = load_first(text)?;
    let preset = loaded.game.rules().nearest_preset();
    let warnings = loaded
        .warnings
        .iter()
        .map(|w| LoadWarning {
            code: w.kind.code(),
            message: w.to_string(),
        })
        .collect();
    Ok(LoadedRecord {
        game: loaded.game,
        preset,
        warnings,
    })
}

/// Parses `text` and replays the main line of its first game, as `Game.fromSgf` does.
fn load_first(text: &str) -> Result<(GameTree, Loaded), ApiError> {
    let collection = sgf::parse(text).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    let tree = collection.games.into_iter().next().ok_or_else(|| {
        ApiError::bad_sgf("the text holds no game: an SGF record starts with '(;'")
    })?;
    let options = LoadOptions {
        default_rules: RuleSet::Japanese.rules(),
        ..LoadOptions::default()
    };
    let loaded = sgf::load(&tree, &options).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    Ok((tree, loaded))
}

/// The record a game was read from. Its names and comments are read from the text
/// on first use, so `Game.fromSgf` parses once; games cloned from it share this.
#[derive(Debug, Default)]
pub struct RecordSource {
    text: String,
    read: OnceCell<RecordText>,
}

/// What a record says beside its moves.
#[derive(Debug, Default)]
struct RecordText {
    info: RecordInfo,
    /// The comment (`C[]`) of the position after each move of the main line; index 0
    /// is the starting position. Several nodes at one move number are joined.
    comments: Vec<Option<String>>,
    /// The recorded moves those comments belong to, in order.
    moves: Vec<(Color, Move)>,
}

/// The game information of a record (`RecordInfo`): `(name, text)` pairs in a fixed
/// order, as written; absent and empty properties are left out.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RecordInfo(pub Vec<(&'static str, String)>);

impl Serialize for RecordInfo {
    /// A plain object, one property a pair.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut object = serializer.serialize_struct("RecordInfo", self.0.len())?;
        for (name, text) in &self.0 {
            object.serialize_field(name, text)?;
        }
        object.end()
    }
}

impl RecordSource {
    /// The record of a game loaded from `text`.
    pub fn new(text: String) -> Rc<RecordSource> {
        Rc::new(RecordSource {
            text,
            read: OnceCell::new(),
        })
    }

    fn read(&self) -> &RecordText {
        // The text loaded once already; were it to fail now, the record says nothing.
        self.read.get_or_init(|| {
            load_first(&self.text).map_or_else(|_| RecordText::default(), read_text)
        })
    }

    /// The record's game information.
    pub fn info(&self) -> &RecordInfo {
        &self.read().info
    }

    /// The comment on the position after move `move_number` of `game`, while the
    /// game's moves up to there are the recorded ones (after an undo and another move,
    /// the record no longer speaks of that position).
    pub fn comment(&self, game: &Game, move_number: u32) -> Option<String> {
        let text = self.read();
        let n = usize::try_from(move_number).ok()?;
        let played = game.history().get(..n)?;
        let recorded = text.moves.get(..n)?;
        let same = played
            .iter()
            .zip(recorded)
            .all(|(record, &(color, mv))| record.color == color && record.mv == mv);
        if !same {
            return None;
        }
        text.comments.get(n).cloned().flatten()
    }
}

/// The game-information properties `GameInfo` reads (in its order), then `KM`, `HA`
/// and `RU`, with their names in `RecordInfo`. A table rather than `tree.info()`'s
/// twenty fields: the same text, in a third of the code.
const INFO: [(&str, &str); 23] = [
    ("PB", "black"),
    ("PW", "white"),
    ("BR", "blackRank"),
    ("WR", "whiteRank"),
    ("BT", "blackTeam"),
    ("WT", "whiteTeam"),
    ("DT", "date"),
    ("EV", "event"),
    ("RO", "round"),
    ("PC", "place"),
    ("GN", "gameName"),
    ("RE", "result"),
    ("GC", "gameComment"),
    ("ON", "opening"),
    ("TM", "timeLimit"),
    ("OT", "overtime"),
    ("SO", "source"),
    ("AN", "annotator"),
    ("US", "user"),
    ("CP", "copyright"),
    ("KM", "komi"),
    ("HA", "handicap"),
    ("RU", "rules"),
];

/// Reads the game information and the comments along the loaded line.
fn read_text((tree, loaded): (GameTree, Loaded)) -> RecordText {
    let root = tree.root_node();
    let info = INFO
        .iter()
        .filter_map(|&(ident, name)| {
            // `GC` is Text (line breaks kept), the others SimpleText, as in `GameInfo`.
            let text = if ident == "GC" {
                root.text(ident)
            } else {
                root.simple_text(ident)
            };
            Some((name, text.filter(|t| !t.is_empty())?))
        })
        .collect();
    // Positions before a mid-game setup cannot be shown in the game: their comments
    // are left out.
    let start = loaded
        .line
        .iter()
        .position(|entry| entry.node == loaded.start_node)
        .unwrap_or(0);
    let mut comments: Vec<Option<String>> = vec![None; loaded.game.history().len() + 1];
    for entry in &loaded.line[start..] {
        let Some(comment) = tree.node(entry.node).comment().filter(|c| !c.is_empty()) else {
            continue;
        };
        let Some(slot) = comments.get_mut(entry.move_number as usize) else {
            continue;
        };
        match slot {
            Some(earlier) => {
                earlier.push_str("\n\n");
                earlier.push_str(&comment);
            }
            None => *slot = Some(comment),
        }
    }
    let moves = loaded
        .game
        .history()
        .iter()
        .map(|record| (record.color, record.mv))
        .collect();
    RecordText {
        info: RecordInfo(info),
        comments,
        moves,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(text: &str) -> (Game, Rc<RecordSource>) {
        let loaded = from_sgf(text).unwrap();
        (loaded.game, RecordSource::new(text.to_owned()))
    }

    // RULES R6: names and comments are untrusted text, handed back exactly as written
    // (SGF escapes undone), never interpreted.
    #[test]
    fn game_information_as_written_in_a_fixed_order() {
        let (_, source) = record(
            "(;GM[1]SZ[9]KM[6.5]RU[Japanese]PW[<b>W</b>]PB[Lee \\] Sedol]BR[9p]EV[]RE[W+R];B[ee])",
        );
        assert_eq!(
            source.info().0,
            [
                ("black", "Lee ] Sedol".to_owned()),
                ("white", "<b>W</b>".to_owned()),
                ("blackRank", "9p".to_owned()),
                ("result", "W+R".to_owned()),
                ("komi", "6.5".to_owned()),
                ("rules", "Japanese".to_owned()),
            ]
        );
    }

    // The table reads what the crate's `GameInfo` reads, property for property.
    #[test]
    fn the_table_agrees_with_game_info() {
        let props: String = INFO
            .iter()
            .map(|(ident, _)| format!("{ident}[{ident} a\nb]"))
            .collect();
        let text = format!("(;SZ[9]{props})");
        let tree = sgf::parse(&text).unwrap().games.remove(0);
        let i = tree.info();
        let expected = [
            i.black,
            i.white,
            i.black_rank,
            i.white_rank,
            i.black_team,
            i.white_team,
            i.date,
            i.event,
            i.round,
            i.place,
            i.game_name,
            i.result,
            i.game_comment,
            i.opening,
            i.time_limit,
            i.overtime,
            i.source,
            i.annotator,
            i.user,
            i.copyright,
        ];
        let (_, source) = record(&text);
        let info = &source.info().0;
        assert_eq!(info.len(), INFO.len());
        for (index, value) in expected.into_iter().enumerate() {
            assert_eq!(Some(&info[index].1), value.as_ref(), "{}", INFO[index].0);
        }
        assert_eq!(
            info[12].1, "GC a\nb",
            "the game comment keeps its line break"
        );
        assert_eq!(info[22], ("rules", "RU a b".to_owned()));
    }

    #[test]
    fn comments_by_move_number_root_first() {
        let text = "(;SZ[9]C[start\nline two];B[ee]C[first];W[cc];B[dd]C[third]\n;C[after third])";
        let (game, source) = record(text);
        let all: Vec<_> = (0..=4).map(|n| source.comment(&game, n)).collect();
        assert_eq!(
            all,
            [
                Some("start\nline two".to_owned()),
                Some("first".to_owned()),
                None,
                Some("third\n\nafter third".to_owned()),
                None,
            ]
        );
        assert_eq!(source.comment(&game, u32::MAX), None);
    }

    #[test]
    fn a_game_that_left_the_record_has_no_comment_there() {
        let (mut game, source) = record("(;SZ[9];B[ee]C[one];W[cc]C[two])");
        game.undo();
        assert_eq!(source.comment(&game, 1).as_deref(), Some("one"));
        assert_eq!(source.comment(&game, 2), None, "move 2 is not played");
        let other = Move::parse(game.board().size(), "A1").unwrap();
        game.play(other).unwrap();
        assert_eq!(source.comment(&game, 2), None, "another move 2");
        assert_eq!(source.comment(&game, 1).as_deref(), Some("one"));
    }

    #[test]
    fn comments_before_a_mid_game_setup_are_left_out() {
        let (game, source) = record("(;SZ[9]C[root];B[ee]C[gone];AB[aa]C[here];W[cc]C[next])");
        assert_eq!(game.move_number(), 1);
        assert_eq!(source.comment(&game, 0).as_deref(), Some("here"));
        assert_eq!(source.comment(&game, 1).as_deref(), Some("next"));
    }

    #[test]
    fn a_record_without_information_says_nothing() {
        let source = RecordSource::default();
        assert!(source.info().0.is_empty());
        let game = Game::new(
            RuleSet::Japanese.rules(),
            weiqi::BoardSize::square(9).unwrap(),
        );
        assert_eq!(source.comment(&game, 0), None);
    }
}
