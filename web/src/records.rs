//! SGF for the JavaScript API: `toSgf`, `Game.fromSgf`, and a loaded record's own
//! text, `recordInfo` and `comment(n)` (RULES R6). Text from a record is untrusted:
//! the API hands it back as strings, never as markup.

use std::rc::Rc;

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use weiqi::sgf::{self, GameInfo, GameTree, LoadOptions, Loaded};
use weiqi::{Color, Game, Move, RuleSet};

use crate::errors::ApiError;

/// Writes `game` as an FF[4] record: setup, moves, rules, komi, handicap, result.
pub fn to_sgf(game: &Game) -> String {
    // Without a result in the information, `from_game` writes the game's own.
    GameTree::from_game(game, &GameInfo::default()).to_record_sgf()
}

/// Writes a game read from `source` (`Game.fromSgf`) as the whole record it came
/// from (RULES R6.1), with the moves played since then added where they left the
/// record: the tree keeps every node, variation and property.
pub fn to_sgf_keeping(source: &RecordSource, game: &Game) -> String {
    let mut tree = source.tree.clone();
    let played = game.history();
    let common = source
        .moves
        .iter()
        .zip(played)
        .take_while(|(&(color, mv), m)| m.color == color && m.mv == mv)
        .count();
    // Nothing done since the record was read: it is written as it came (RULES R6.1).
    let kept = common == source.moves.len();
    if kept && common == played.len() && game.end_snapshot() == source.end {
        return tree.to_record_sgf();
    }
    // All the recorded moves kept: the game goes on from the end of the line read
    // (past its last move, a `PL` or a node of marks may follow).
    let at = if kept {
        source.line_end
    } else {
        common
            .checked_sub(1)
            .map_or(source.start_node, |i| source.move_nodes[i])
    };
    let end = tree.add_moves(at, game, common);
    tree.write_end(end, game);
    tree.to_record_sgf()
}

/// Something the loader noticed in a record (`LoadWarning`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LoadWarning {
    /// A stable code: `illegal-move`, `move-not-played`, `unknown-rules`, …
    pub code: &'static str,
    /// What happened, with the line and column in the record.
    pub message: String,
}

/// What the loader noted, in record order, with their codes.
pub fn load_warnings(warnings: &[sgf::Warning]) -> Vec<LoadWarning> {
    warnings
        .iter()
        .map(|w| LoadWarning {
            code: w.kind.code(),
            message: w.to_string(),
        })
        .collect()
}

/// A game read from a record, with its preset and what the loader reported.
pub struct LoadedRecord {
    /// The game at the end of the main line.
    pub game: Game,
    /// The preset of its rules (`RU[]`), or `japanese` when the record names none.
    pub preset: RuleSet,
    /// Warnings, in record order.
    pub warnings: Vec<LoadWarning>,
    /// The record, for `recordInfo`, `comment` and `toSgf`.
    pub source: Rc<RecordSource>,
}

/// Reads the first game of an SGF text and replays its main line. A malformed record
/// is a `bad-sgf` error that says the line and column and what was expected.
pub fn from_sgf(text: &str) -> Result<LoadedRecord, ApiError> {
    let collection = sgf::parse(text).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    let count = collection.games.len();
    let tree = collection.games.into_iter().next().ok_or_else(|| {
        ApiError::bad_sgf("the text holds no game: an SGF record starts with '(;'")
    })?;
    from_tree(tree, count)
}

/// The first game of a record, its main line replayed; a file that holds more
/// games (`count`) says so in a `more-games` warning (`Record` reads them all).
pub fn from_tree(tree: GameTree, count: usize) -> Result<LoadedRecord, ApiError> {
    let options = LoadOptions {
        default_rules: RuleSet::Japanese.rules(),
        ..LoadOptions::default()
    };
    let loaded = sgf::load(&tree, &options).map_err(|e| ApiError::bad_sgf(e.to_string()))?;
    let preset = loaded.game.rules().nearest_preset();
    let mut warnings = load_warnings(&loaded.warnings);
    if count > 1 {
        warnings.push(LoadWarning {
            code: "more-games",
            message: format!(
                "the file holds {count} games: the first is read (Record.fromSgf reads them all)"
            ),
        });
    }
    let source = Rc::new(read_text(tree, &loaded));
    Ok(LoadedRecord {
        game: loaded.game,
        preset,
        warnings,
        source,
    })
}

/// The record a game was read from (`Game.fromSgf`): its tree, kept for `toSgf`
/// (RULES R6.1), and what it says beside the moves of its main line. Games cloned
/// from it share this.
#[derive(Debug)]
pub struct RecordSource {
    tree: GameTree,
    info: RecordInfo,
    /// The comment (`C[]`) of the position after each move of the main line; index 0
    /// is the starting position. Several nodes at one move number are joined.
    comments: Vec<Option<String>>,
    /// The recorded moves those comments belong to, in order.
    moves: Vec<(Color, Move)>,
    /// The node of each recorded move.
    move_nodes: Vec<sgf::NodeId>,
    /// The node the game starts from.
    start_node: sgf::NodeId,
    /// The last node of the line read.
    line_end: sgf::NodeId,
    /// Where the end of the game stood as read.
    end: weiqi::EndSnapshot,
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
    /// The record's game information.
    pub fn info(&self) -> &RecordInfo {
        &self.info
    }

    /// The comment on the position after move `move_number` of `game`, while the
    /// game's moves up to there are the recorded ones (after an undo and another move,
    /// the record no longer speaks of that position).
    pub fn comment(&self, game: &Game, move_number: u32) -> Option<String> {
        let text = self;
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
pub const INFO: [(&str, &str); 23] = [
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

/// The game information of a root node by name, in [`INFO`] order; absent and
/// empty properties left out.
pub fn read_info(root: &sgf::Node) -> Vec<(&'static str, String)> {
    INFO.iter()
        .filter_map(|&(ident, name)| {
            // `GC` is Text (line breaks kept), the others SimpleText, as in `GameInfo`.
            let text = if ident == "GC" {
                root.text(ident)
            } else {
                root.simple_text(ident)
            };
            Some((name, text.filter(|t| !t.is_empty())?))
        })
        .collect()
}

/// Reads the game information and the comments along the loaded line.
fn read_text(tree: GameTree, loaded: &Loaded) -> RecordSource {
    let info = read_info(tree.root_node());
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
    RecordSource {
        info: RecordInfo(info),
        comments,
        moves,
        move_nodes: loaded.move_nodes.clone(),
        start_node: loaded.start_node,
        line_end: loaded
            .line
            .last()
            .map_or(loaded.start_node, |entry| entry.node),
        end: loaded.game.end_snapshot(),
        tree,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(text: &str) -> (Game, Rc<RecordSource>) {
        let loaded = from_sgf(text).unwrap();
        (loaded.game, loaded.source)
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
        let (game, source) = record("(;SZ[9];B[ee])");
        assert!(source.info().0.is_empty());
        assert_eq!(source.comment(&game, 0), None);
        assert_eq!(source.comment(&game, 1), None);
    }
}
