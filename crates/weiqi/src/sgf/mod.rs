//! SGF game records (`FF[4]`, reading `FF[1]`–`FF[3]` too): parse, write, and load into
//! a [`Game`](crate::Game) (RULES R6).
//!
//! - [`parse`] / [`parse_with`] read a [`Collection`] of [`GameTree`]s. A tree is an
//!   arena of [`Node`]s linked by [`NodeId`]s; the main line is the chain of first
//!   children. Errors say where, with what was expected ([`ParseError`]); the
//!   lenient mode reports each repair ([`ParseWarning`]).
//! - [`write_tree`] and [`GameTree::to_sgf`] write `FF[4]` text; unknown and invalid
//!   properties are kept, so a file survives a round trip.
//! - [`load`] replays a line of play through the rules engine: `SZ` (also
//!   rectangular `19:13`), `RU`, `KM`, `HA`, `AB AW AE PL`, then moves, illegal ones
//!   played anyway and reported with their node ([`Warning`]).
//! - [`GameTree::from_game`] records a played game.
//!
//! Nothing recurses: a 100 000-move game or a 10 000-deep variation tree parses,
//! writes, compares and drops in constant stack.
//!
//! Names, comments and every other text in a record are untrusted: never inject
//! them as HTML (RULES R6).
//!
//! ```
//! use weiqi::sgf::{self, LoadOptions};
//! let text = "(;FF[4]GM[1]SZ[9]RU[GOE]KM[8]PB[Ли Сэ Дол]C[Hello \\] world]\n;B[ee];W[cc])";
//! let collection = sgf::parse(text).unwrap();
//! let tree = &collection.games[0];
//! assert_eq!(tree.info().black.as_deref(), Some("Ли Сэ Дол"));
//! assert_eq!(tree.root_node().comment().as_deref(), Some("Hello ] world"));
//! let loaded = sgf::load(tree, &LoadOptions::default()).unwrap();
//! assert_eq!(loaded.game.move_number(), 2);
//! assert_eq!(sgf::parse(&tree.to_sgf()).unwrap(), collection);
//! ```

mod charset;
#[cfg(feature = "cursor")]
mod cursor;
mod end;
mod error;
mod from_game;
mod info;
mod load;
mod parser;
#[cfg(feature = "problems")]
mod problem;
mod record;
pub mod text;
mod tree;
mod values;
mod writer;

pub use charset::{
    built_in_tables, decode, decode_with, detect_encoding, Decoded, Detected, Encoding, Evidence,
    TableDecoder, TextError,
};
#[cfg(feature = "cursor")]
pub use cursor::{ActError, Cursor, Played, Undone};
pub use error::{Expected, Found, ParseError, ParseWarning, ParseWarningKind, Position};
pub use from_game::preset_of;
pub use info::{GameInfo, GameResult, Margin, RulesValue};
pub use load::{
    first_game, load, LineEntry, LoadError, LoadErrorKind, LoadOptions, Loaded, Path, RulesSource,
    Warning, WarningKind,
};
pub use parser::{
    parse, parse_text_with, parse_with, parse_with_tables, Mode, ParseOptions, Parsed,
};
#[cfg(feature = "problems")]
pub use problem::{
    is_problem, parse_region, readable_comment, region, Answer, Judgement, Problem, Region, Verdict,
};
pub use record::live::{Followed, TimeLeft};
pub use record::{Edit, Record, RecordError};
pub use tree::{Collection, GameTree, Node, NodeId, Property};
pub use values::{
    move_value, read_move, read_point, read_points, read_size, size_value, Label, Mark, Markup,
    Segment, ValueError,
};
pub use writer::{write_collection, write_tree, WriteOptions};
