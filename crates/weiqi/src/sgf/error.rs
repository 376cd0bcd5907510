//! Where something is in an SGF text, and what the parser found wrong there.

use alloc::string::String;
use core::fmt;

use super::charset::{Detected, Evidence};

/// A place in an SGF text: line and column from 1, byte offset from 0.
///
/// Columns count characters, not bytes; a line ends at `\n`, `\r\n` or `\r`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Position {
    /// Line, from 1.
    pub line: u32,
    /// Column, from 1, in characters.
    pub column: u32,
    /// Byte offset from the start of the input, from 0.
    pub offset: usize,
}

impl Position {
    /// The start of the input.
    pub const START: Position = Position {
        line: 1,
        column: 1,
        offset: 0,
    };
}

impl Default for Position {
    fn default() -> Self {
        Position::START
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}, column {}", self.line, self.column)
    }
}

/// What the parser expected where it stopped (SGF `FF[4]` EBNF, section "Basic
/// (EBNF) Definition").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Expected {
    /// `(`, the start of a game tree.
    GameTree,
    /// `;`, the first node of a game tree.
    Node,
    /// A property identifier, `;`, `(` or `)`: inside a sequence of nodes.
    NodeContent,
    /// `(` or `)`: after a variation closed, only more variations or the end of
    /// the enclosing tree may follow.
    VariationOrEnd,
    /// `[`, the value every property needs.
    ValueStart,
    /// `]`, to close the value opened at `opened`.
    ValueEnd {
        /// Where the value's `[` stood.
        opened: Position,
    },
    /// `)`, to close the game tree opened at `opened`.
    TreeEnd {
        /// Where the tree's `(` stood.
        opened: Position,
    },
    /// An identifier of uppercase letters only (`FF[4]`; `FF[3]` allowed lowercase,
    /// which the lenient mode ignores).
    UppercaseIdentifier,
    /// A property not already in this node: each may appear once per node.
    NewProperty,
    /// Text in the file's character set, and why that set (RULES R6.2): the bytes
    /// cannot be read without loss.
    Text(Detected),
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Expected::GameTree => f.write_str("`(` to start a game tree"),
            Expected::Node => f.write_str("`;` to start the first node of the game tree"),
            Expected::NodeContent => f.write_str("a property identifier, `;`, `(` or `)`"),
            Expected::VariationOrEnd => {
                f.write_str("`(` for another variation or `)` to end the tree")
            }
            Expected::ValueStart => f.write_str("`[` to start the property's value"),
            Expected::ValueEnd { opened } => {
                write!(f, "`]` to close the value opened at {}", opened)
            }
            Expected::TreeEnd { opened } => {
                write!(f, "`)` to close the game tree opened at {}", opened)
            }
            Expected::UppercaseIdentifier => {
                f.write_str("an uppercase letter (FF[4] property identifiers are A to Z only)")
            }
            Expected::NewProperty => {
                f.write_str("a property not yet in this node (each may appear once per node)")
            }
            Expected::Text(detected) => {
                let why = match detected.evidence {
                    Evidence::ByteOrderMark => "its byte-order mark",
                    Evidence::Declared => "its CA[]",
                    Evidence::ValidUtf8 => "its bytes",
                    Evidence::Guessed => "a guess from its bytes",
                };
                write!(
                    f,
                    "text in {} (the file's character set, by {}): the file cannot be read without loss",
                    detected.encoding, why
                )
            }
        }
    }
}

/// What the parser found instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A character.
    Char(char),
    /// A byte that does not start a valid UTF-8 character.
    Byte(u8),
    /// A property identifier (for a repeated property).
    Identifier(String),
    /// The end of the input.
    EndOfInput,
    /// A character set this build has no tables for (the feature `charsets`).
    Undecodable,
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Found::Char(c) if c.is_control() || c.is_whitespace() => {
                write!(f, "character U+{:04X}", *c as u32)
            }
            Found::Char(c) => write!(f, "`{}`", c),
            Found::Byte(b) => write!(f, "byte 0x{:02X}", b),
            Found::Identifier(id) => write!(f, "`{}` again", id),
            Found::EndOfInput => f.write_str("the end of the input"),
            Found::Undecodable => {
                f.write_str("a set this build cannot decode (the feature `charsets`)")
            }
        }
    }
}

/// Why a text is not SGF: where, what was expected there and what was found.
///
/// ```
/// let err = weiqi::sgf::parse("(;B[dd]\n;W[pp").unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "line 2, column 6: expected `]` to close the value opened at line 2, column 3, found the end of the input"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// Where the parser stopped.
    pub position: Position,
    /// What would have been right there.
    pub expected: Expected,
    /// What was there.
    pub found: Found,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: expected {}, found {}",
            self.position, self.expected, self.found
        )
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ParseError {}

/// Something the lenient parser repaired or a reader should know, with where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseWarning {
    /// Where it was found.
    pub position: Position,
    /// What it was.
    pub kind: ParseWarningKind,
}

/// What a [`ParseWarning`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseWarningKind {
    /// Text that is not SGF was skipped (`bytes` bytes): before the first game,
    /// between games or inside a node.
    SkippedText {
        /// How many bytes were skipped.
        bytes: usize,
    },
    /// An `FF[1]`–`FF[3]` identifier with lowercase letters, read without them
    /// (`AddBlack` is `AB`).
    LowercaseIdentifier {
        /// As written.
        written: String,
        /// As read.
        read_as: String,
    },
    /// An identifier with no uppercase letter: the property was dropped.
    IdentifierDropped {
        /// As written.
        written: String,
    },
    /// A property with no value: it was dropped.
    MissingValue {
        /// The identifier.
        ident: String,
    },
    /// A property appears twice in one node: the values of the second were added
    /// to the first (`HA[2]AB[pd]AB[dp]`, RULES R6.2).
    DuplicateProperty {
        /// The identifier.
        ident: String,
    },
    /// `()`: a game tree without nodes was skipped.
    EmptyGameTree,
    /// A game tree's first node had no `;` (`(PB[x];B[aa])`): read as if it had
    /// one (RULES R6.2).
    MissingNodeStart,
    /// A node followed a variation's `)`: it was read as one more variation.
    NodeAfterVariation,
    /// The input ended inside `unclosed` game trees; they were closed.
    MissingTreeEnd {
        /// How many `)` were missing.
        unclosed: usize,
    },
    /// The file's bytes were not UTF-8, or its `CA[]` named another set: the text
    /// was read as `read_as` says (RULES R6.2), and the record's `CA` now says
    /// `UTF-8`, the set of the text and of the writer.
    Charset {
        /// The `CA` value as written, when the record had one.
        declared: Option<String>,
        /// The set the bytes were read in and why; `None` for text given decoded.
        read_as: Option<Detected>,
    },
}

impl ParseWarningKind {
    /// A short stable name for the UI's translations: `skipped-text`,
    /// `lowercase-identifier`, `identifier-dropped`, `missing-value`,
    /// `duplicate-property`, `empty-game-tree`, `missing-node-start`, `node-after-variation`,
    /// `missing-tree-end`, `charset`.
    pub const fn code(&self) -> &'static str {
        match self {
            ParseWarningKind::SkippedText { .. } => "skipped-text",
            ParseWarningKind::LowercaseIdentifier { .. } => "lowercase-identifier",
            ParseWarningKind::IdentifierDropped { .. } => "identifier-dropped",
            ParseWarningKind::MissingValue { .. } => "missing-value",
            ParseWarningKind::DuplicateProperty { .. } => "duplicate-property",
            ParseWarningKind::EmptyGameTree => "empty-game-tree",
            ParseWarningKind::MissingNodeStart => "missing-node-start",
            ParseWarningKind::NodeAfterVariation => "node-after-variation",
            ParseWarningKind::MissingTreeEnd { .. } => "missing-tree-end",
            ParseWarningKind::Charset { .. } => "charset",
        }
    }
}

impl fmt::Display for ParseWarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseWarningKind::SkippedText { bytes } => {
                write!(f, "skipped {} bytes that are not SGF", bytes)
            }
            ParseWarningKind::LowercaseIdentifier { written, read_as } => write!(
                f,
                "old-style identifier `{}` read as `{}` (lowercase letters ignored)",
                written, read_as
            ),
            ParseWarningKind::IdentifierDropped { written } => write!(
                f,
                "identifier `{}` has no uppercase letter: the property was dropped",
                written
            ),
            ParseWarningKind::MissingValue { ident } => {
                write!(f, "property `{}` has no value: it was dropped", ident)
            }
            ParseWarningKind::DuplicateProperty { ident } => write!(
                f,
                "property `{}` appears again in the same node: its values were merged into the first",
                ident
            ),
            ParseWarningKind::EmptyGameTree => f.write_str("an empty game tree `()` was skipped"),
            ParseWarningKind::MissingNodeStart => {
                f.write_str("the game tree's first node has no `;`: read as if it had one")
            }
            ParseWarningKind::NodeAfterVariation => f.write_str(
                "a node follows the end of a variation: it was read as one more variation",
            ),
            ParseWarningKind::MissingTreeEnd { unclosed } => write!(
                f,
                "the input ended with {} game tree(s) not closed by `)`: they were closed",
                unclosed
            ),
            ParseWarningKind::Charset { declared, read_as } => {
                match declared {
                    Some(name) => write!(f, "character set `{}`", name)?,
                    None => f.write_str("no character set named")?,
                }
                match read_as {
                    Some(detected) => write!(
                        f,
                        ": the text was read as {} ({})",
                        detected.encoding, detected.evidence
                    )?,
                    None => f.write_str(": the text was given decoded")?,
                }
                f.write_str("; CA now says UTF-8")
            }
        }
    }
}

impl fmt::Display for ParseWarning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.position, self.kind)
    }
}
