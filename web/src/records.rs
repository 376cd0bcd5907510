//! SGF for the JavaScript API: `toSgf`, what the loader notes, and a record's game
//! information (RULES R6). Text from a record is untrusted: the API hands it back as
//! strings, never as markup. A game read with `Game.fromSgf` keeps its record as a
//! [`RecordSession`](crate::record_session::RecordSession) at the end of its main
//! line.

use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};

use weiqi::sgf::{self, GameInfo, GameTree};
use weiqi::Game;

/// Writes `game` as an FF[4] record: setup, moves, rules, komi, handicap, result.
pub fn to_sgf(game: &Game) -> String {
    // Without a result in the information, `from_game` writes the game's own.
    GameTree::from_game(game, &GameInfo::default()).to_record_sgf()
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

#[cfg(test)]
mod tests {
    use super::*;

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
        let info = read_info(tree.root_node());
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
}
