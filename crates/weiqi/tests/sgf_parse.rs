//! SGF parsing: structure, errors with line/column and expected token, lenient
//! repairs, text escapes, character sets. Each test cites the FF[4] section
//! (https://www.red-bean.com/sgf/) or the RULES section it checks.

use weiqi::sgf::{
    self, parse, parse_with, Detected, Encoding, Evidence, Expected, Found, Mode, ParseError,
    ParseOptions, ParseWarningKind, Position,
};

fn strict(text: &str) -> Result<sgf::Parsed, ParseError> {
    parse_with(text.as_bytes(), &ParseOptions::STRICT)
}

fn lenient(text: &str) -> sgf::Parsed {
    parse_with(text.as_bytes(), &ParseOptions::LENIENT).expect("lenient parse")
}

fn lenient_bytes(bytes: &[u8]) -> sgf::Parsed {
    parse_with(
        bytes,
        &ParseOptions {
            mode: Mode::Lenient,
        },
    )
    .expect("lenient parse")
}

fn at(line: u32, column: u32) -> (u32, u32) {
    (line, column)
}

fn place(e: &ParseError) -> (u32, u32) {
    (e.position.line, e.position.column)
}

fn place_of(p: sgf::Position) -> (u32, u32) {
    (p.line, p.column)
}

fn codes(parsed: &sgf::Parsed) -> Vec<&'static str> {
    parsed.warnings.iter().map(|w| w.kind.code()).collect()
}

// ---- Structure (FF[4] "Basic (EBNF) Definition") ----

// FF[4] EBNF: Collection = GameTree { GameTree }; several games in one file.
#[test]
fn collection_of_several_games() {
    let c = parse("(;GM[1]PB[A];B[aa])\n(;GM[1]PB[B];B[bb];W[cc])").unwrap();
    assert_eq!(c.games.len(), 2);
    assert_eq!(c.games[0].info().black.as_deref(), Some("A"));
    assert_eq!(c.games[1].main_line().count(), 3);
}

// FF[4] EBNF: GameTree = "(" Sequence { GameTree } ")"; variations hang from the
// last node of the sequence before them, the first is the main line.
#[test]
fn variations_form_an_arena_tree() {
    let c = parse("(;GM[1];B[aa](;W[bb];B[cc])(;W[dd])(;W[ee](;B[ff])(;B[gg])))").unwrap();
    let t = &c.games[0];
    assert_eq!(t.len(), 8);
    let b = t.node(t.root()).children()[0];
    let kids = t.node(b).children();
    assert_eq!(kids.len(), 3);
    assert_eq!(t.node(kids[2]).children().len(), 2);
    for &k in kids {
        assert_eq!(t.node(k).parent(), Some(b));
    }
    let main: Vec<_> = t.main_line().map(|id| t.node(id).props.clone()).collect();
    assert_eq!(main.len(), 4);
    assert_eq!(main[3][0].values, ["cc"]);
}

// FF[4] EBNF: white space is allowed between all tokens, also between values.
#[test]
fn white_space_between_tokens() {
    let c = parse(" \n( ; AB [aa] \t[bb]\r\n ; W [cc] ) \n").unwrap();
    let t = &c.games[0];
    assert_eq!(t.root_node().values("AB"), ["aa", "bb"]);
    assert_eq!(t.main_line().count(), 2);
    assert!(strict(" \n( ; AB [aa] \t[bb]\r\n ; W [cc] ) \n").is_ok());
}

// FF[4] "Properties": unknown (private) properties are kept, in order, with all
// their values.
#[test]
fn unknown_properties_are_kept() {
    let c = parse("(;GM[1]XYZ[one][two]QQ[]C[c])").unwrap();
    let root = c.games[0].root_node();
    let idents: Vec<_> = root.props.iter().map(|p| p.ident.as_str()).collect();
    assert_eq!(idents, ["GM", "XYZ", "QQ", "C"]);
    assert_eq!(root.values("XYZ"), ["one", "two"]);
    assert_eq!(root.value("QQ"), Some(""));
}

// ---- Errors: each kind with its line, column and expected token ----

// FF[4] EBNF: a collection holds at least one GameTree.
#[test]
fn error_empty_input() {
    for text in ["", "   \n"] {
        let e = parse(text).unwrap_err();
        assert_eq!(e.expected, Expected::GameTree);
        assert_eq!(e.found, Found::EndOfInput);
    }
    let e = parse("no game here").unwrap_err();
    assert_eq!(place(&e), at(1, 13));
    assert_eq!(
        e.to_string(),
        "line 1, column 13: expected `(` to start a game tree, found the end of the input"
    );
}

// FF[4] EBNF: strict mode allows nothing but white space before "(".
#[test]
fn error_text_before_the_game_in_strict_mode() {
    let e = strict("\n  x(;B[aa])").unwrap_err();
    assert_eq!(place(&e), at(2, 3));
    assert_eq!(e.expected, Expected::GameTree);
    assert_eq!(e.found, Found::Char('x'));
}

// FF[4] EBNF: Sequence = Node { Node }: a tree starts with ";".
#[test]
fn error_tree_without_node() {
    let e = strict("(B[aa])").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(1, 2), &Expected::Node, &Found::Char('B'))
    );
    let e = strict("(;B[aa]\n())").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(2, 2), &Expected::Node, &Found::Char(')'))
    );
    assert_eq!(
        e.to_string(),
        "line 2, column 2: expected `;` to start the first node of the game tree, found `)`"
    );
}

// FF[4] EBNF: PropValue = "[" CValueType "]": an unclosed value names where it
// opened.
#[test]
fn error_unclosed_value() {
    let text = "(;GM[1]\nC[a comment\nthat never ends";
    for e in [parse(text).unwrap_err(), strict(text).unwrap_err()] {
        assert_eq!(place(&e), at(3, 16));
        assert_eq!(
            e.expected,
            Expected::ValueEnd {
                opened: Position {
                    line: 2,
                    column: 2,
                    offset: 9
                }
            }
        );
        assert_eq!(e.found, Found::EndOfInput);
    }
    // An escaped `]` does not close the value (FF[4] "Text", escaping).
    let e = parse("(;C[a\\])").unwrap_err();
    assert!(matches!(e.expected, Expected::ValueEnd { .. }));
}

// FF[4] EBNF: Property = PropIdent PropValue { PropValue }: a value is required.
#[test]
fn error_property_without_value() {
    let e = strict("(;GM[1]\n;B;W[aa])").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(2, 3), &Expected::ValueStart, &Found::Char(';'))
    );
    let p = lenient("(;GM[1]\n;B;W[aa])");
    assert_eq!(codes(&p), ["missing-value"]);
    assert_eq!(p.warnings[0].position.line, 2);
    assert!(p.collection.games[0]
        .node(sgf::NodeId::new(1))
        .props
        .is_empty());
}

// FF[4] EBNF: a GameTree ends with ")".
#[test]
fn error_unclosed_tree_in_strict_mode_is_repaired_leniently() {
    let text = "(;GM[1]\n(;B[aa]";
    let e = strict(text).unwrap_err();
    assert_eq!(place(&e), at(2, 8));
    assert_eq!(
        e.expected,
        Expected::TreeEnd {
            opened: Position {
                line: 2,
                column: 1,
                offset: 8
            }
        }
    );
    let p = lenient(text);
    assert_eq!(
        p.warnings[0].kind,
        ParseWarningKind::MissingTreeEnd { unclosed: 2 }
    );
    assert_eq!(p.collection.games[0].len(), 2);
}

// FF[4] EBNF: UcLetter = "A".."Z"; FF[3] allowed lowercase letters, which are
// ignored ("AddBlack" is "AB", FF[4] "Changes from FF[3]").
#[test]
fn error_lowercase_identifier_in_strict_mode() {
    let e = strict("(;AddBlack[aa])").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(1, 4), &Expected::UppercaseIdentifier, &Found::Char('d'))
    );
    let p = lenient("(;AddBlack[aa]AddWhite[bb]Comment[x];White[cc])");
    let t = &p.collection.games[0];
    assert_eq!(t.root_node().values("AB"), ["aa"]);
    assert_eq!(t.root_node().values("AW"), ["bb"]);
    assert_eq!(t.root_node().value("C"), Some("x"));
    assert_eq!(
        p.warnings[0].kind,
        ParseWarningKind::LowercaseIdentifier {
            written: "AddBlack".into(),
            read_as: "AB".into()
        }
    );
    let p = lenient("(;foo[1]B[aa])");
    assert_eq!(codes(&p), ["identifier-dropped"]);
    assert_eq!(p.collection.games[0].root_node().props.len(), 1);
}

// FF[4] "Properties": "Only one of each property is allowed per node".
#[test]
fn error_repeated_property() {
    let e = strict("(;C[a]\n  C[b])").unwrap_err();
    assert_eq!((place(&e), &e.expected), (at(2, 3), &Expected::NewProperty));
    assert_eq!(e.found, Found::Identifier("C".into()));
    assert_eq!(e.to_string(), "line 2, column 3: expected a property not yet in this node (each may appear once per node), found `C` again");
    let p = lenient("(;C[a]C[b])");
    assert_eq!(codes(&p), ["duplicate-property"]);
    assert_eq!(p.collection.games[0].root_node().props.len(), 1);
    assert_eq!(p.collection.games[0].root_node().values("C"), ["a", "b"]);
}

// RULES R6.2: a repeated property is merged, as GNU Go writes handicap stones.
#[test]
fn repeated_property_is_merged() {
    let p = lenient("(;SZ[19]HA[2]AB[pd]PL[W]AB[dp];W[dd])");
    assert_eq!(codes(&p), ["duplicate-property"]);
    assert_eq!(p.warnings[0].position.column, 25);
    let root = p.collection.games[0].root_node();
    assert_eq!(root.values("AB"), ["pd", "dp"]);
    let idents: Vec<_> = root.props.iter().map(|p| p.ident.as_str()).collect();
    assert_eq!(idents, ["SZ", "HA", "AB", "PL"]);
    let loaded = weiqi::sgf::load(&p.collection.games[0], &Default::default()).unwrap();
    assert_eq!(loaded.game.handicap(), 2);
}

// RULES R6.2: a game tree whose first node lacks its `;` is read as if it had one,
// and later errors still say the right line and column.
#[test]
fn root_without_its_semicolon() {
    let p = lenient("(PB[x]\n;B[aa])");
    assert_eq!(codes(&p), ["missing-node-start"]);
    assert_eq!(place_of(p.warnings[0].position), at(1, 2));
    let tree = &p.collection.games[0];
    assert_eq!(tree.root_node().value("PB"), Some("x"));
    assert_eq!(tree.main_line().count(), 2);
    let e = weiqi::sgf::parse("(PB[x]\n;B[aa]\n;W[bb").unwrap_err();
    let Expected::ValueEnd { opened } = e.expected else {
        panic!("{e}")
    };
    assert_eq!((place(&e), place_of(opened)), (at(3, 6), at(3, 3)));
    assert!(
        strict("(PB[x];B[aa])").is_err(),
        "strict FF[4] wants the `;`"
    );
}

// FF[4] EBNF: after a variation's ")" only "(" or ")" may follow.
#[test]
fn error_node_after_variation() {
    let e = strict("(;B[aa](;W[bb])\n;B[cc])").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(2, 1), &Expected::VariationOrEnd, &Found::Char(';'))
    );
    let p = lenient("(;B[aa](;W[bb]);B[cc])");
    assert_eq!(codes(&p), ["node-after-variation"]);
    let t = &p.collection.games[0];
    assert_eq!(
        t.node(t.root()).children().len(),
        2,
        "read as one more variation"
    );
}

// FF[4] EBNF: inside a node only properties, ";", "(" or ")" may stand.
#[test]
fn error_garbage_inside_a_node() {
    let e = strict("(;B[aa] 12 W[bb])").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(1, 9), &Expected::NodeContent, &Found::Char('1'))
    );
    let e = strict("(;B[aa]\u{e9})").unwrap_err();
    assert_eq!(e.found, Found::Char('é'));
    // Bytes are decoded before they are read (RULES R6.2): a lone 0xFF, not UTF-8,
    // reads as windows-1251's `я`, and the error names that character.
    let e = parse_with(b"(;B[aa]\xff)", &ParseOptions::STRICT).unwrap_err();
    assert_eq!(e.found, Found::Char('я'));
    assert_eq!(
        e.to_string(),
        "line 1, column 8: expected a property identifier, `;`, `(` or `)`, found `я`"
    );
    let p = lenient("(;B[aa] 12 W[bb]\n;[stray]C[x])");
    assert_eq!(codes(&p), ["skipped-text", "skipped-text"]);
    assert_eq!(p.warnings[1].position.line, 2);
    assert_eq!(p.collection.games[0].root_node().props.len(), 2);
}

// FF[4] EBNF: after the last GameTree, strict mode allows only white space.
#[test]
fn error_text_after_the_last_game_in_strict_mode() {
    let e = strict("(;B[aa])\n\nthe end").unwrap_err();
    assert_eq!(
        (place(&e), &e.expected, &e.found),
        (at(3, 1), &Expected::GameTree, &Found::Char('t'))
    );
    assert_eq!(codes(&lenient("(;B[aa])\n\nthe end")), ["skipped-text"]);
}

// DESIGN "sgf/" (errors with a position), FF[4] "Text" (line breaks are \n, \r\n,
// \n\r or \r): columns count characters, not bytes.
#[test]
fn error_positions_count_characters_and_line_ends() {
    let e = strict("(;C[Привет]\r\n;PB[ü]\r;B[aa] ?").unwrap_err();
    assert_eq!(place(&e), at(3, 8));
    assert_eq!(e.found, Found::Char('?'));
    let e = strict("(;C[Привет] ?)").unwrap_err();
    assert_eq!(place(&e), at(1, 13));
    assert_eq!(e.position.offset, 18);
}

// ---- Lenient mode: what other programs write ----

// DESIGN "sgf/" (lenient parser), FF[4] EBNF: text outside game trees (mail
// headers, web pages) is skipped and reported.
#[test]
fn lenient_skips_text_before_between_and_after_games() {
    let text = "From: someone\n(c) 2024 (not a game)\n(;GM[1];B[aa])junk(;GM[1])\ntrailer";
    let p = lenient(text);
    assert_eq!(p.collection.games.len(), 2);
    assert!(codes(&p).iter().all(|&c| c == "skipped-text"));
    assert_eq!(p.warnings[0].position, Position::START);
}

// FF[4] EBNF requires a Sequence: an empty tree "()" is skipped leniently.
#[test]
fn lenient_skips_empty_trees() {
    let p = lenient("()(;B[aa]())");
    assert_eq!(codes(&p), ["empty-game-tree", "empty-game-tree"]);
    assert_eq!(p.collection.games.len(), 1);
    assert_eq!(p.collection.games[0].len(), 1);
}

// FF[4] "CA" (UTF-8): a byte-order mark is not text before the game.
#[test]
fn byte_order_mark_is_ignored() {
    let p = parse_with("\u{feff}(;GM[1])".as_bytes(), &ParseOptions::STRICT).unwrap();
    assert!(p.warnings.is_empty());
}

// ---- Text values (FF[4] "Text", "SimpleText") ----

// FF[4] "Text", escaping: "\" escapes the next character; `\]` and `\\` are how
// `]` and `\` are written.
#[test]
fn text_escapes() {
    let c = parse(r"(;C[a\]b]N[c\\d]GC[e\\]PB[\x\:y])").unwrap();
    let root = c.games[0].root_node();
    assert_eq!(root.comment().as_deref(), Some("a]b"));
    assert_eq!(root.name().as_deref(), Some(r"c\d"));
    assert_eq!(root.text("GC").as_deref(), Some("e\\"));
    assert_eq!(root.simple_text("PB").as_deref(), Some("x:y"));
}

// FF[4] "Text": a soft line break ("\" + newline) is removed; other line breaks are
// kept (as "\n"); other white space becomes a space.
#[test]
fn text_soft_and_hard_line_breaks() {
    let c = parse("(;C[one \\\ntwo\nthree\\\r\nfour\r\nfive\tsix])").unwrap();
    let comment = c.games[0].root_node().comment().unwrap();
    assert_eq!(comment, "one two\nthreefour\nfive six");
}

// FF[4] "SimpleText": the soft line break is removed as in Text; every other line
// break and white space becomes a space (no newline in SimpleText).
#[test]
fn simple_text_line_breaks_become_spaces() {
    let c = parse("(;N[Lee\\\nSedol]PB[Lee\nSedol]PW[Cho\r\nChikun\tsan])").unwrap();
    let root = c.games[0].root_node();
    assert_eq!(root.name().as_deref(), Some("LeeSedol"));
    assert_eq!(root.simple_text("PB").as_deref(), Some("Lee Sedol"));
    assert_eq!(root.simple_text("PW").as_deref(), Some("Cho Chikun san"));
}

// FF[4] "Text" and "CA": UTF-8 names and comments are read as they are (RULES R6:
// they are untrusted text, stored as text, never markup).
#[test]
fn utf8_names_and_comments() {
    let text = "(;CA[UTF-8]PB[Ли Сэ Дол]PW[Ștefan Ţuţu]C[<b>囲碁 — 围棋 🎉</b>])";
    let p = lenient(text);
    assert!(p.warnings.is_empty());
    let info = p.collection.games[0].info();
    assert_eq!(info.black.as_deref(), Some("Ли Сэ Дол"));
    assert_eq!(info.white.as_deref(), Some("Ștefan Ţuţu"));
    assert_eq!(
        p.collection.games[0].root_node().comment().as_deref(),
        Some("<b>囲碁 — 围棋 🎉</b>")
    );
}

// ---- Character sets (FF[4] "CA") ----

// FF[4] "CA", RULES R6.2: the file's bytes are decoded first, in the set `CA`
// names; CA then says UTF-8 (the writer's encoding) and the change is reported at
// the root.
#[test]
fn charset_latin1_is_decoded_and_reported() {
    let p = lenient_bytes(b"(;CA[ISO-8859-1]PB[Jos\xe9 Ram\xf3n]C[caf\xe9])");
    let root = p.collection.games[0].root_node();
    assert_eq!(root.value("PB"), Some("José Ramón"));
    assert_eq!(root.value("C"), Some("café"));
    assert_eq!(root.value("CA"), Some("UTF-8"));
    assert_eq!(
        p.warnings[0].kind,
        ParseWarningKind::Charset {
            declared: Some("ISO-8859-1".into()),
            read_as: Some(Detected {
                encoding: Encoding::Latin1,
                evidence: Evidence::Declared
            }),
        }
    );
    // Reported at the root node's `;`.
    assert_eq!(
        p.warnings[0].position,
        Position {
            line: 1,
            column: 2,
            offset: 1
        }
    );
}

// RULES R6.2: a multi-byte set is decoded before the SGF is read, so a second byte
// 0x5C (`\`) cannot escape the `]` after it (Shift_JIS 能 is 0x94 0x5C).
#[test]
fn charset_multi_byte_is_decoded_before_the_syntax() {
    let p = lenient_bytes(b"(;CA[Shift_JIS]PB[\x89\xc2\x94\x5c]PW[\x95\x5c];B[pd]C[ok])");
    let tree = &p.collection.games[0];
    assert_eq!(tree.root_node().value("PB"), Some("可能"));
    assert_eq!(tree.root_node().value("PW"), Some("表"));
    assert_eq!(tree.main_line().count(), 2);
    assert_eq!(codes(&p), ["charset"]);
    assert!(p.warnings[0].to_string().contains("Shift_JIS"));
    // Text given decoded: CA is only noted.
    let p = sgf::parse_text_with("(;CA[Shift_JIS]PB[碁])", &ParseOptions::LENIENT).unwrap();
    assert_eq!(codes(&p), ["charset"]);
    assert_eq!(p.collection.games[0].root_node().value("PB"), Some("碁"));
    // An empty CA names nothing.
    assert!(lenient("(;CA[]PB[Go])").warnings.is_empty());
}

// FF[4] "CA", RULES R6.2: without CA, bytes that are not UTF-8 are read in the set
// detection finds (here Latin-1), the whole file alike, and the reading is reported.
#[test]
fn no_charset_invalid_utf8_is_detected() {
    let p = lenient_bytes(b"(;PB[M\xfcller]\n;C[Sch\xf6n])");
    let t = &p.collection.games[0];
    assert_eq!(t.root_node().value("PB"), Some("Müller"));
    assert_eq!(t.node(sgf::NodeId::new(1)).value("C"), Some("Schön"));
    assert_eq!(
        p.warnings[0].kind,
        ParseWarningKind::Charset {
            declared: None,
            read_as: Some(Detected {
                encoding: Encoding::Latin1,
                evidence: Evidence::Guessed
            }),
        }
    );
}

// RULES R6.2: bytes that cannot be read without loss are refused with where, never
// replaced by U+FFFD: a UTF-8 byte-order mark before bytes that are not UTF-8.
#[test]
fn bytes_that_cannot_be_read_are_refused() {
    let e = sgf::parse_with(b"\xef\xbb\xbf(;C[a\nb\xffc])", &ParseOptions::LENIENT).unwrap_err();
    assert_eq!((e.position.line, e.position.column), (2, 2));
    assert_eq!(e.found, Found::Byte(0xFF));
    assert!(matches!(
        e.expected,
        Expected::Text(Detected {
            encoding: Encoding::Utf8,
            ..
        })
    ));
    assert!(e.to_string().contains("cannot be read without loss"), "{e}");
}

// DESIGN "Conventions" (errors are values with a reason a person can read): every
// warning says where and what.
#[test]
fn warnings_display_their_position() {
    let p = lenient("(;GM[1]\n  AddBlack[aa])");
    assert_eq!(
        p.warnings[0].to_string(),
        "line 2, column 3: old-style identifier `AddBlack` read as `AB` (lowercase letters ignored)"
    );
}
