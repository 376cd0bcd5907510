//! The SGF reader: a loop over the input with an explicit stack of open game trees,
//! so nesting depth costs heap, never call stack (SGF `FF[4]` "Basic (EBNF)
//! Definition").
//!
//! Two modes. *Strict* accepts the `FF[4]` grammar and nothing else. *Lenient*, the
//! default, reads what other programs write too: text before, between and after
//! games, `FF[1]`–`FF[3]` identifiers with lowercase letters (`AddBlack` is `AB`), empty
//! trees `()`, repeated properties, a node after a variation, a missing final `)`.
//! Every repair is reported as a [`ParseWarning`] with its position.

use alloc::string::String;
use alloc::vec::Vec;

use super::charset::{built_in_tables, decode_with, Detected, Encoding, TableDecoder, TextError};
use super::error::{Expected, Found, ParseError, ParseWarning, ParseWarningKind, Position};
use super::tree::{Collection, GameTree, Node, NodeId, Property};

/// How forgiving the parser is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Mode {
    /// Read what other programs write and report each repair (the default).
    #[default]
    Lenient,
    /// Accept the `FF[4]` grammar only: anything else is a [`ParseError`].
    Strict,
}

/// Options for [`parse_with`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct ParseOptions {
    /// Lenient or strict.
    pub mode: Mode,
}

impl ParseOptions {
    /// The lenient parser (the default).
    pub const LENIENT: ParseOptions = ParseOptions {
        mode: Mode::Lenient,
    };
    /// The strict `FF[4]` parser.
    pub const STRICT: ParseOptions = ParseOptions { mode: Mode::Strict };
}

/// A parsed collection and what the parser had to say about it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parsed {
    /// The games.
    pub collection: Collection,
    /// Repairs and notes, in input order within each game.
    pub warnings: Vec<ParseWarning>,
    /// Where each game stands in the text parsed: the byte range from its `(` to
    /// its `)`, one per game of the collection.
    pub spans: Vec<core::ops::Range<usize>>,
    /// The character set the bytes were read in and why; `None` for text given
    /// already decoded ([`parse_text_with`]).
    pub read_as: Option<Detected>,
}

/// Parses an SGF text leniently; warnings are dropped (use [`parse_with`] to see
/// them).
///
/// ```
/// let games = weiqi::sgf::parse("(;FF[4]SZ[9];B[ee];W[cc])").unwrap().games;
/// assert_eq!(games[0].main_line().count(), 3);
/// ```
pub fn parse(text: &str) -> Result<Collection, ParseError> {
    parse_text_with(text, &ParseOptions::LENIENT).map(|p| p.collection)
}

impl core::str::FromStr for Collection {
    type Err = ParseError;

    /// Parses leniently, as [`parse`].
    fn from_str(text: &str) -> Result<Collection, ParseError> {
        parse(text)
    }
}

/// Parses an SGF file's bytes with the given options. The bytes are decoded first,
/// as a whole, in the character set of their byte-order mark, `CA[]`, or detection
/// (RULES R6.2, [`decode_with`](super::decode_with)), so that a byte of a multi-byte
/// character (0x5C, `\`, is the second byte of many Shift_JIS and Big5 characters)
/// is never read as SGF syntax. Bytes that cannot be read without loss are a
/// [`ParseError`] expecting [`Expected::Text`]. Shift_JIS, GB18030, EUC-KR, Big5 and
/// KOI8-R are decoded with this build's tables (the feature `charsets`); see
/// [`parse_with_tables`] for others.
pub fn parse_with(input: &[u8], options: &ParseOptions) -> Result<Parsed, ParseError> {
    parse_with_tables(input, options, built_in_tables)
}

/// [`parse_with`], the sets that need tables decoded by `tables` (a browser's
/// `TextDecoder`, say).
pub fn parse_with_tables(
    input: &[u8],
    options: &ParseOptions,
    tables: TableDecoder,
) -> Result<Parsed, ParseError> {
    let decoded = decode_with(input, tables).map_err(text_error)?;
    let mut parsed = parse_decoded(&decoded.text, options, Some(decoded.detected))?;
    parsed.read_as = Some(decoded.detected);
    Ok(parsed)
}

/// Parses SGF text that was already decoded (a `CA[]` other than UTF-8 is then only
/// noted: the text is what it is).
pub fn parse_text_with(text: &str, options: &ParseOptions) -> Result<Parsed, ParseError> {
    parse_decoded(text, options, None)
}

/// A file that cannot be read as text, as the parser's error.
fn text_error(error: TextError) -> ParseError {
    let (position, found) = match error.at {
        Some((position, byte)) => (position, Found::Byte(byte)),
        None => (Position::START, Found::Undecodable),
    };
    ParseError {
        position,
        expected: Expected::Text(error.detected),
        found,
    }
}

/// Parses decoded text; `read_as` is how its bytes were read, if they were.
fn parse_decoded(
    text: &str,
    options: &ParseOptions,
    read_as: Option<Detected>,
) -> Result<Parsed, ParseError> {
    let mut parsed = Parser {
        cursor: Cursor::new(text.as_bytes()),
        strict: options.mode == Mode::Strict,
        warnings: Vec::new(),
        tree: None,
        frames: Vec::new(),
        current: None,
        spans: Vec::new(),
        read_as,
        reserved: false,
    }
    .run()?;
    // Bytes in another set than UTF-8 without a `CA[]` that says so: say how they
    // were read (the writer writes UTF-8).
    let noted = parsed
        .warnings
        .iter()
        .any(|w| matches!(w.kind, ParseWarningKind::Charset { .. }));
    if let Some(detected) = read_as.filter(|d| d.encoding != Encoding::Utf8 && !noted) {
        parsed.warnings.insert(
            0,
            ParseWarning {
                position: Position::START,
                kind: ParseWarningKind::Charset {
                    declared: None,
                    read_as: Some(detected),
                },
            },
        );
    }
    Ok(parsed)
}

/// The read position, with line and column kept up to date.
struct Cursor<'a> {
    input: &'a [u8],
    at: Position,
    after_cr: bool,
}

impl<'a> Cursor<'a> {
    fn new(input: &'a [u8]) -> Cursor<'a> {
        let mut cursor = Cursor {
            input,
            at: Position::START,
            after_cr: false,
        };
        if input.starts_with(b"\xEF\xBB\xBF") {
            cursor.at.offset = 3; // the byte-order mark is not a column
        }
        cursor
    }

    fn peek(&self) -> Option<u8> {
        self.input.get(self.at.offset).copied()
    }

    fn bump(&mut self) -> Option<u8> {
        let b = self.peek()?;
        self.at.offset += 1;
        match b {
            b'\n' if self.after_cr => self.after_cr = false,
            b'\n' | b'\r' => {
                self.at.line += 1;
                self.at.column = 1;
                self.after_cr = b == b'\r';
            }
            _ => {
                self.after_cr = false;
                // Count characters: UTF-8 continuation bytes are not columns.
                if b & 0xC0 != 0x80 {
                    self.at.column += 1;
                }
            }
        }
        Some(b)
    }

    fn skip_white_space(&mut self) {
        while self.peek().is_some_and(is_white_space) {
            self.bump();
        }
    }

    /// What stands at the read position, for an error message.
    fn found(&self) -> Found {
        let rest = &self.input[self.at.offset..];
        let Some(&first) = rest.first() else {
            return Found::EndOfInput;
        };
        let len = match first {
            0x00..=0x7F => 1,
            0xC0..=0xDF => 2,
            0xE0..=0xEF => 3,
            _ => 4,
        };
        match core::str::from_utf8(&rest[..len.min(rest.len())]) {
            Ok(s) => s.chars().next().map_or(Found::Byte(first), Found::Char),
            Err(_) => Found::Byte(first),
        }
    }
}

fn is_white_space(b: u8) -> bool {
    matches!(b, b' ' | b'\t' | b'\n' | b'\r' | 0x0B | 0x0C)
}

/// An open game tree: the node its first node hangs from and where its `(` stood.
struct Frame {
    parent: Option<NodeId>,
    opened: Position,
}

/// Where the parser is inside a game tree.
#[derive(Clone, Copy, PartialEq, Eq)]
enum State {
    /// Just after `(`: a node must start.
    TreeStart,
    /// Inside a sequence of nodes.
    InNode,
    /// Just after a variation's `)`.
    AfterVariation,
}

struct Parser<'a> {
    cursor: Cursor<'a>,
    strict: bool,
    warnings: Vec<ParseWarning>,
    tree: Option<GameTree>,
    frames: Vec<Frame>,
    current: Option<NodeId>,
    /// Where each game read so far stands in the text.
    spans: Vec<core::ops::Range<usize>>,
    /// How the text's bytes were read, for the note on a `CA[]` it replaces.
    read_as: Option<Detected>,
    /// Whether the arena of the first game was given room for all its nodes.
    reserved: bool,
}

impl Parser<'_> {
    fn run(mut self) -> Result<Parsed, ParseError> {
        let mut games = Vec::new();
        loop {
            self.cursor.skip_white_space();
            let Some(b) = self.cursor.peek() else { break };
            if b == b'(' {
                if self.strict {
                    games.push(self.spanned_game_tree()?);
                    continue;
                }
                match self.next_after_paren() {
                    // `(PB[x];B[aa])`: a root without its `;` (RULES R6.2).
                    Some(b';' | b'A'..=b'Z') => {
                        games.push(self.spanned_game_tree()?);
                        continue;
                    }
                    Some(b')') => {
                        self.warn_here(ParseWarningKind::EmptyGameTree);
                        self.cursor.bump();
                        self.cursor.skip_white_space();
                        self.cursor.bump();
                        continue;
                    }
                    _ => {}
                }
            }
            if self.strict {
                return Err(self.error(Expected::GameTree));
            }
            self.skip_garbage(|b| b == b'(');
        }
        if games.is_empty() {
            return Err(self.error(Expected::GameTree));
        }
        Ok(Parsed {
            collection: Collection { games },
            warnings: self.warnings,
            spans: self.spans,
            read_as: None,
        })
    }

    /// Reads one game tree and notes where it stood in the text.
    fn spanned_game_tree(&mut self) -> Result<GameTree, ParseError> {
        let start = self.cursor.at.offset;
        let tree = self.game_tree()?;
        self.spans.push(start..self.cursor.at.offset);
        Ok(tree)
    }

    /// The first byte after the `(` at the read position and any white space.
    fn next_after_paren(&self) -> Option<u8> {
        let rest = &self.cursor.input[self.cursor.at.offset + 1..];
        rest.iter().copied().find(|&b| !is_white_space(b))
    }

    /// Reads one game tree, from its `(` to its `)`.
    fn game_tree(&mut self) -> Result<GameTree, ParseError> {
        let opened = self.cursor.at;
        self.cursor.bump();
        self.frames.push(Frame {
            parent: None,
            opened,
        });
        self.current = None;
        let mut state = State::TreeStart;
        loop {
            self.cursor.skip_white_space();
            let at = self.cursor.at;
            let Some(b) = self.cursor.peek() else {
                return self.end_of_input(state);
            };
            state = match (state, b) {
                (State::TreeStart, b';') => self.node_start()?,
                (State::TreeStart, b'A'..=b'Z' | b'a'..=b'z') if !self.strict => {
                    // A tree whose first node lacks its `;` (RULES R6.2).
                    self.warn_here(ParseWarningKind::MissingNodeStart);
                    self.add_node(at)?
                }
                (State::TreeStart, b')') if !self.strict && self.tree.is_some() => {
                    self.warn_here(ParseWarningKind::EmptyGameTree);
                    match self.tree_end() {
                        Some(next) => next,
                        None => return Ok(self.finish_tree()),
                    }
                }
                (State::TreeStart, _) => return Err(self.error(Expected::Node)),
                (State::InNode, b';') => self.node_start()?,
                (State::AfterVariation, b';') if !self.strict => {
                    self.warn_here(ParseWarningKind::NodeAfterVariation);
                    self.node_start()?
                }
                (_, b'(') => {
                    self.cursor.bump();
                    self.frames.push(Frame {
                        parent: self.current,
                        opened: at,
                    });
                    State::TreeStart
                }
                (_, b')') => match self.tree_end() {
                    Some(next) => next,
                    None => return Ok(self.finish_tree()),
                },
                (State::InNode, b) if b.is_ascii_alphabetic() => {
                    self.property()?;
                    State::InNode
                }
                (State::InNode, b'[') if !self.strict => {
                    self.cursor.bump();
                    self.value(at)?;
                    let bytes = self.cursor.at.offset - at.offset;
                    self.warn(at, ParseWarningKind::SkippedText { bytes });
                    State::InNode
                }
                (State::InNode, _) if self.strict => return Err(self.error(Expected::NodeContent)),
                (State::AfterVariation, _) if self.strict => {
                    return Err(self.error(Expected::VariationOrEnd))
                }
                (State::InNode, _) => {
                    self.skip_garbage(|b| b"();[".contains(&b) || b.is_ascii_alphabetic());
                    State::InNode
                }
                (State::AfterVariation, _) => {
                    self.skip_garbage(|b| b"();".contains(&b));
                    State::AfterVariation
                }
            };
        }
    }

    /// The input ended inside a game tree.
    fn end_of_input(&mut self, state: State) -> Result<GameTree, ParseError> {
        let opened = self.frames.last().map_or(Position::START, |f| f.opened);
        if self.strict || self.tree.is_none() {
            let expected = match state {
                State::TreeStart => Expected::Node,
                _ => Expected::TreeEnd { opened },
            };
            return Err(self.error(expected));
        }
        let unclosed = self.frames.len();
        self.warn_here(ParseWarningKind::MissingTreeEnd { unclosed });
        self.frames.clear();
        Ok(self.finish_tree())
    }

    /// Consumes `)`: closes the innermost tree. Returns the next state, or `None`
    /// when the whole game tree is closed.
    fn tree_end(&mut self) -> Option<State> {
        self.cursor.bump();
        let frame = self.frames.pop()?;
        if self.frames.is_empty() {
            return None;
        }
        self.current = frame.parent;
        Some(State::AfterVariation)
    }

    /// Consumes `;` and adds a node below the current one.
    fn node_start(&mut self) -> Result<State, ParseError> {
        let at = self.cursor.at;
        self.cursor.bump();
        self.add_node(at)
    }

    /// Adds a node, which starts at `at`, below the current one.
    fn add_node(&mut self, at: Position) -> Result<State, ParseError> {
        let parent = match self.current {
            Some(id) => Some(id),
            // The first node of a nested tree hangs from the node before its `(`.
            None => self.frames.last().and_then(|f| f.parent),
        };
        let id = match (parent, &mut self.tree) {
            (Some(parent), Some(tree)) => tree.add_node(parent, Node::default()),
            (None, None) => {
                let mut tree = GameTree::new();
                if !self.reserved {
                    // Room for every node at once (at most one per `;`): the arena
                    // is not copied as it grows. For the first game only, so that a
                    // collection does not reserve its whole size for each game.
                    self.reserved = true;
                    let rest = &self.cursor.input[at.offset..];
                    tree.reserve(rest.iter().filter(|&&b| b == b';').count());
                }
                self.tree = Some(tree);
                NodeId::new(0)
            }
            // A second root cannot arise: nested trees always have a parent.
            _ => return Err(self.error(Expected::NodeContent)),
        };
        if let Some(tree) = &mut self.tree {
            tree.set_source(id, at);
        }
        self.current = Some(id);
        Ok(State::InNode)
    }

    /// Reads a property: identifier and values, and adds it to the current node.
    fn property(&mut self) -> Result<(), ParseError> {
        let at = self.cursor.at;
        let mut written = String::new();
        let mut first_lowercase = None;
        while let Some(b) = self.cursor.peek().filter(u8::is_ascii_alphabetic) {
            if b.is_ascii_lowercase() && first_lowercase.is_none() {
                first_lowercase = Some(self.cursor.at);
            }
            written.push(b as char);
            self.cursor.bump();
        }
        let ident = match first_lowercase {
            None => Some(written.clone()),
            Some(lower) if self.strict => {
                return Err(self
                    .error_at(lower, Expected::UppercaseIdentifier)
                    .with_found(Found::Char(
                        written.as_bytes()[lower.offset - at.offset] as char,
                    )))
            }
            Some(_) => {
                let upper: String = written.chars().filter(char::is_ascii_uppercase).collect();
                if upper.is_empty() {
                    self.warn(
                        at,
                        ParseWarningKind::IdentifierDropped {
                            written: written.clone(),
                        },
                    );
                    None
                } else {
                    self.warn(
                        at,
                        ParseWarningKind::LowercaseIdentifier {
                            written: written.clone(),
                            read_as: upper.clone(),
                        },
                    );
                    Some(upper)
                }
            }
        };
        let mut values = Vec::new();
        loop {
            self.cursor.skip_white_space();
            if self.cursor.peek() != Some(b'[') {
                break;
            }
            let opened = self.cursor.at;
            self.cursor.bump();
            values.push((self.value(opened)?, opened));
        }
        if values.is_empty() {
            if self.strict {
                return Err(self.error(Expected::ValueStart));
            }
            if let Some(ident) = ident {
                self.warn(at, ParseWarningKind::MissingValue { ident });
            }
            return Ok(());
        }
        let Some(ident) = ident else { return Ok(()) };
        let (Some(tree), Some(node)) = (&mut self.tree, self.current) else {
            return Ok(());
        };
        let props = &mut tree.node_mut(node).props;
        let earlier = props.iter().position(|p| p.ident == ident);
        if earlier.is_some() {
            if self.strict {
                return Err(self
                    .error_at(at, Expected::NewProperty)
                    .with_found(Found::Identifier(ident)));
            }
            // `HA[2]AB[pd]AB[dp]`: the values join the first (RULES R6.2).
            self.warnings.push(ParseWarning {
                position: at,
                kind: ParseWarningKind::DuplicateProperty {
                    ident: ident.clone(),
                },
            });
        }
        // The text is valid UTF-8 (decoded first), and a value ends on a character:
        // `]` and `\` are ASCII, never part of another character in UTF-8.
        let mut strings: Vec<String> = values
            .into_iter()
            .map(|(bytes, _)| String::from_utf8(bytes).unwrap_or_default())
            .collect();
        match earlier {
            Some(i) => props[i].values.append(&mut strings),
            None => {
                // Most nodes hold one property: no room for four.
                props.reserve_exact(1);
                props.push(Property::new(ident, strings));
            }
        }
        Ok(())
    }

    /// Reads a value after its `[` up to and including the closing `]`, resolving
    /// escapes and removing soft line breaks (`FF[4]` "Text": "Soft line break",
    /// "Escaping").
    fn value(&mut self, opened: Position) -> Result<Vec<u8>, ParseError> {
        let mut out = Vec::new();
        loop {
            match self.cursor.bump() {
                Some(b']') => return Ok(out),
                Some(b'\\') => match self.cursor.bump() {
                    Some(c @ (b'\n' | b'\r')) => {
                        let pair = if c == b'\n' { b'\r' } else { b'\n' };
                        if self.cursor.peek() == Some(pair) {
                            self.cursor.bump();
                        }
                    }
                    Some(c) => out.push(c),
                    None => break,
                },
                Some(b) => out.push(b),
                None => break,
            }
        }
        Err(self.error(Expected::ValueEnd { opened }))
    }

    /// Hands the finished tree over. A `CA[]` naming another set than UTF-8 now says
    /// UTF-8, the set of the text (and of the writer), and the change is noted.
    fn finish_tree(&mut self) -> GameTree {
        let mut tree = self.tree.take().unwrap_or_default();
        self.frames.clear();
        let declared = tree
            .root_node()
            .value("CA")
            .filter(|name| !name.trim().is_empty())
            .filter(|name| Encoding::from_label(name) != Some(Encoding::Utf8))
            .map(String::from);
        if let Some(declared) = declared {
            let root_at = tree.root_node().source_position().unwrap_or_default();
            let read_as = self.read_as;
            self.warn(
                root_at,
                ParseWarningKind::Charset {
                    declared: Some(declared),
                    read_as,
                },
            );
            tree.root_node_mut().set_value("CA", "UTF-8");
        }
        tree
    }

    /// Skips at least one byte, then up to a byte where `stop` holds.
    fn skip_garbage(&mut self, stop: impl Fn(u8) -> bool) {
        let at = self.cursor.at;
        self.cursor.bump();
        while self.cursor.peek().is_some_and(|b| !stop(b)) {
            self.cursor.bump();
        }
        let bytes = self.cursor.at.offset - at.offset;
        self.warn(at, ParseWarningKind::SkippedText { bytes });
    }

    fn warn(&mut self, position: Position, kind: ParseWarningKind) {
        self.warnings.push(ParseWarning { position, kind });
    }

    fn warn_here(&mut self, kind: ParseWarningKind) {
        self.warn(self.cursor.at, kind);
    }

    /// An error at the read position, naming what stands there.
    fn error(&self, expected: Expected) -> ParseError {
        ParseError {
            position: self.cursor.at,
            expected,
            found: self.cursor.found(),
        }
    }

    /// An error at `position` (before the read position).
    fn error_at(&self, position: Position, expected: Expected) -> ParseError {
        ParseError {
            position,
            expected,
            found: Found::EndOfInput,
        }
    }
}

impl ParseError {
    fn with_found(mut self, found: Found) -> ParseError {
        self.found = found;
        self
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    // SGF FF[4] EBNF: Collection = GameTree { GameTree }; positions count lines and
    // characters.
    #[test]
    fn positions_count_lines_and_characters() {
        let mut c = Cursor::new("ä\r\nb\rc\nd".as_bytes());
        while c.peek() != Some(b'd') {
            c.bump();
        }
        assert_eq!((c.at.line, c.at.column, c.at.offset), (4, 1, 8));
    }

    // SGF FF[4] "Text": `\]` and `\\` are escapes, `\` + newline a soft line break.
    #[test]
    fn value_escapes() {
        let c = parse("(;C[a\\]b\\\\c\\\r\nd])").unwrap();
        assert_eq!(c.games[0].root_node().value("C"), Some("a]b\\cd"));
    }

    // SGF FF[4] EBNF: GameTree = "(" Sequence { GameTree } ")".
    #[test]
    fn variations_hang_from_the_node_before_them() {
        let c = parse("(;A[1];B[2](;C[3];D[4])(;E[5]))").unwrap();
        let t = &c.games[0];
        let b = t.node(t.root()).children()[0];
        assert_eq!(t.node(b).children().len(), 2);
        assert_eq!(t.main_line().count(), 4);
    }
}
