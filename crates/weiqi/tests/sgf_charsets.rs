//! Records in the character sets real collections use (RULES R6.2): each file under
//! `tests/data/sgf/charsets/` (written by hand in the set its name says) is detected
//! as `expected.tsv` lists, and decodes to the names, event and comments written
//! there, also when the parser reads the bytes itself (decoded before the syntax, so
//! a Shift_JIS or Big5 second byte 0x5C never escapes a `]`). Bytes that cannot be
//! read without loss are refused with where.

use std::path::PathBuf;

use weiqi::sgf::{self, detect_encoding, Encoding, Evidence, ParseOptions, Record};

/// One row of `expected.tsv`.
struct Expected {
    file: String,
    encoding: Encoding,
    evidence: Evidence,
    black: String,
    white: String,
    event: String,
    comments: Vec<String>,
}

fn data_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../tests/data/sgf/charsets")
}

fn expected() -> Vec<Expected> {
    let table = std::fs::read_to_string(data_dir().join("expected.tsv")).unwrap();
    let rows: Vec<Expected> = table
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let cells: Vec<&str> = line.split('\t').collect();
            assert_eq!(cells.len(), 7, "a row of expected.tsv: {line}");
            Expected {
                file: cells[0].into(),
                encoding: Encoding::parse(cells[1]).unwrap(),
                evidence: Evidence::parse(cells[2]).unwrap(),
                black: cells[3].into(),
                white: cells[4].into(),
                event: cells[5].into(),
                comments: cells[6].split(" | ").map(String::from).collect(),
            }
        })
        .collect();
    assert!(rows.len() >= 12);
    rows
}

#[test]
fn every_file_is_detected_as_listed() {
    for row in expected() {
        let bytes = std::fs::read(data_dir().join(&row.file)).unwrap();
        let found = detect_encoding(&bytes);
        assert_eq!(
            (found.encoding, found.evidence),
            (row.encoding, row.evidence),
            "{}",
            row.file
        );
    }
}

#[test]
fn every_file_decodes_to_its_names_and_comments() {
    for row in expected() {
        let bytes = std::fs::read(data_dir().join(&row.file)).unwrap();
        let decoded = sgf::decode(&bytes).unwrap_or_else(|d| panic!("{}: {d}", row.file));
        assert_eq!(
            (decoded.detected.encoding, decoded.detected.evidence),
            (row.encoding, row.evidence),
            "{}",
            row.file
        );
        assert!(!decoded.text.contains('\u{fffd}'), "{}", row.file);
        let games = sgf::parse(&decoded.text).unwrap().games;
        // The bytes read by the parser itself come out the same.
        let parsed = sgf::parse_with(&bytes, &ParseOptions::LENIENT).unwrap();
        assert_eq!(parsed.collection.games, games, "{}", row.file);
        assert_eq!(parsed.read_as, Some(decoded.detected), "{}", row.file);
        let tree = &games[0];
        let info = tree.info();
        assert_eq!(
            info.black.as_deref(),
            Some(row.black.as_str()),
            "{}",
            row.file
        );
        assert_eq!(
            info.white.as_deref(),
            Some(row.white.as_str()),
            "{}",
            row.file
        );
        assert_eq!(
            info.event.as_deref(),
            Some(row.event.as_str()),
            "{}",
            row.file
        );
        let comments: Vec<String> = tree
            .main_line()
            .filter_map(|id| tree.node(id).comment())
            .collect();
        assert_eq!(comments, row.comments, "{}", row.file);
    }
}

// A short record, only the players' names: still read right for each language.
#[test]
fn names_alone_are_enough() {
    let cases: [(&[u8], Encoding, &str); 4] = [
        // "Иванов Пётр" in windows-1251
        (
            b"\xc8\xe2\xe0\xed\xee\xe2 \xcf\xb8\xf2\xf0",
            Encoding::Windows1251,
            "Иванов Пётр",
        ),
        // "井山裕太" in Shift_JIS
        (
            b"\x88\xe4\x8eR\x97T\x91\xbe",
            Encoding::ShiftJis,
            "井山裕太",
        ),
        // "이창호" in EUC-KR
        (b"\xc0\xcc\xc3\xa2\xc8\xa3", Encoding::EucKr, "이창호"),
        // "柯洁" in GB2312
        (b"\xbf\xc2\xbd\xe0", Encoding::Gb18030, "柯洁"),
    ];
    for (name, encoding, text) in cases {
        let mut record = b"(;GM[1]SZ[19]PB[".to_vec();
        record.extend_from_slice(name);
        record.extend_from_slice(b"];B[pd])");
        let found = detect_encoding(&record);
        assert_eq!(found.encoding, encoding, "{text}");
        let decoded = sgf::decode(&record).unwrap();
        assert!(decoded.text.contains(text), "{text}: {}", decoded.text);
    }
}

// A `CA[]` that contradicts the bytes: valid UTF-8 wins over another set, and bytes
// that are not UTF-8 under `CA[UTF-8]` are guessed.
#[test]
fn a_wrong_declaration_gives_way_to_the_bytes() {
    let utf8 = "(;CA[windows-1251]PB[Иванов])";
    let found = detect_encoding(utf8.as_bytes());
    assert_eq!(
        (found.encoding, found.evidence),
        (Encoding::Utf8, Evidence::ValidUtf8)
    );
    let cp1251 = b"(;CA[UTF-8]PB[\xc8\xe2\xe0\xed\xee\xe2 \xcf\xb8\xf2\xf0])";
    let found = detect_encoding(cp1251);
    assert_eq!(
        (found.encoding, found.evidence),
        (Encoding::Windows1251, Evidence::Guessed)
    );
    // An unknown set falls through to the bytes as well.
    let found = detect_encoding(b"(;CA[EUC-JP]PB[abc])");
    assert_eq!(
        (found.encoding, found.evidence),
        (Encoding::Utf8, Evidence::ValidUtf8)
    );
    // A declared set whose bytes are not valid in it gives way to the bytes too:
    // Shift_JIS named, windows-1251 written ("Иванов Пётр").
    let record = b"(;CA[Shift_JIS]PB[\xc8\xe2\xe0\xed\xee\xe2 \xcf\xb8\xf2\xf0 \xff])";
    let decoded = sgf::decode(record).unwrap();
    assert_eq!(decoded.detected.encoding, Encoding::Windows1251);
    assert!(decoded.text.contains("Иванов Пётр"));
}

/// Sentences and names of each language, for records put together at random.
const WORDS: [(Encoding, &[&str]); 5] = [
    (
        Encoding::Windows1251,
        &[
            "Иванов",
            "Пётр",
            "Сидорова",
            "Ход в угол.",
            "Белые сдались.",
            "Ошибка!",
            "Чёрные выиграли 3,5 очка",
            "Хорошо",
            "ко",
            "Сэки",
        ],
    ),
    (
        Encoding::ShiftJis,
        &[
            "井山裕太",
            "一力遼",
            "黒の勝ち",
            "ここは定石です。",
            "白番",
            "中押し",
            "コウ",
            "セキ",
            "良い手",
            "二段",
        ],
    ),
    (
        Encoding::Gb18030,
        &[
            "柯洁",
            "古力",
            "黑胜",
            "白棋中盘胜",
            "这是一步好棋",
            "打劫",
            "双活",
            "先手",
            "围棋",
            "九段",
        ],
    ),
    (
        Encoding::EucKr,
        &[
            "이창호",
            "조훈현",
            "박정환",
            "흑 불계승",
            "좋은 수입니다",
            "패",
            "빅",
            "백이 두었다",
            "바둑",
            "구단",
        ],
    ),
    (
        Encoding::Latin1,
        &[
            "Müller",
            "Lefèvre",
            "Schwarz gewinnt",
            "Très bien",
            "Genève",
            "Weiß",
            "coup forcé",
            "Ko",
            "Seki",
            "Dan",
        ],
    ),
];

/// The bytes of `text` in `encoding`.
fn encoded(text: &str, encoding: Encoding) -> Vec<u8> {
    let to = match encoding {
        Encoding::Windows1251 => encoding_rs::WINDOWS_1251,
        Encoding::ShiftJis => encoding_rs::SHIFT_JIS,
        Encoding::Gb18030 => encoding_rs::GB18030,
        Encoding::EucKr => encoding_rs::EUC_KR,
        _ => {
            return text
                .chars()
                .map(|c| u8::try_from(u32::from(c)).unwrap())
                .collect()
        }
    };
    let (bytes, _, unmappable) = to.encode(text);
    assert!(!unmappable, "{text}");
    bytes.into_owned()
}

// Records of two names and one to four comments, picked by a fixed pseudo-random
// sequence: each is detected in the set it was written in and decodes exactly.
#[test]
fn random_records_of_each_language_are_detected() {
    let mut seed = 0x2545_f491_u32;
    let mut next = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed as usize % n
    };
    for (encoding, words) in WORDS {
        for _ in 0..200 {
            let mut text = format!("(;GM[1]SZ[19]PB[{}]PW[{}]", words[next(3)], words[next(3)]);
            for _ in 0..1 + next(4) {
                text += &format!(";B[pd]C[{}]", words[3 + next(words.len() - 3)]);
            }
            text += ")";
            let bytes = encoded(&text, encoding);
            // ASCII alone is valid UTF-8, whatever it was written as.
            let expected = if bytes.is_ascii() {
                Encoding::Utf8
            } else {
                encoding
            };
            assert_eq!(detect_encoding(&bytes).encoding, expected, "{text}");
            assert_eq!(sgf::decode(&bytes).unwrap().text, text);
        }
    }
}

// RULES R6.2: a file that cannot be read without loss is refused with where its
// first bad byte stands, never decoded with U+FFFD: a byte-order mark whose set the
// bytes break, and a guess whose set they break.
#[test]
fn bytes_that_cannot_be_read_without_loss_are_refused() {
    let cases: [Refused; 4] = [
        // UTF-8 mark, then Latin-1 "é".
        (
            b"\xef\xbb\xbf(;PB[Jos\xe9])".to_vec(),
            Encoding::Utf8,
            Evidence::ByteOrderMark,
            (1, 9),
            0xE9,
        ),
        // UTF-16LE mark, then an unpaired surrogate (0xD800) on line 2.
        (
            b"\xff\xfe(\0;\0\n\0C\0[\0\x00\xd8]\0)\0".to_vec(),
            Encoding::Utf16Le,
            Evidence::ByteOrderMark,
            (2, 3),
            0x00,
        ),
        // UTF-16BE without a mark, and an odd last byte.
        (
            b"\0(\0;\0)\0".to_vec(),
            Encoding::Utf16Be,
            Evidence::Guessed,
            (1, 4),
            0x00,
        ),
        // Shift_JIS by every sign, with a lead byte 0x81 before a space.
        (
            shift_jis_with_a_bad_byte(),
            Encoding::ShiftJis,
            Evidence::Guessed,
            (1, 21),
            0x81,
        ),
    ];
    for (index, (bytes, encoding, evidence, (line, column), byte)) in cases.into_iter().enumerate()
    {
        let error = sgf::decode(&bytes).unwrap_err();
        assert_eq!(
            (error.detected.encoding, error.detected.evidence),
            (encoding, evidence),
            "case {index}"
        );
        let (position, found) = error.at.unwrap();
        assert_eq!(
            (position.line, position.column, found),
            (line, column, byte),
            "case {index}: {error}"
        );
        let parse = sgf::parse_with(&bytes, &ParseOptions::LENIENT).unwrap_err();
        assert_eq!(
            (parse.position.line, parse.position.column),
            (line, column),
            "case {index}"
        );
        assert!(
            parse.to_string().contains("cannot be read without loss"),
            "{parse}"
        );
        assert!(Record::from_sgf(&bytes, &ParseOptions::LENIENT).is_err());
    }
}

/// A file that must be refused: its bytes, the set and evidence found, the line and
/// column of the first bad byte, and that byte.
type Refused = (Vec<u8>, Encoding, Evidence, (u32, u32), u8);

/// A Shift_JIS record with a lead byte 0x81 followed by a space (no character).
fn shift_jis_with_a_bad_byte() -> Vec<u8> {
    let (head, _, _) = encoding_rs::SHIFT_JIS.encode("(;PB[井山裕太]C[ここは定石です。");
    let mut bytes = head.into_owned();
    bytes.extend_from_slice(b"\x81 ])");
    bytes
}

// RULES R6.1, R6.2: a collection read from Shift_JIS keeps its games; written back
// it is UTF-8 with `CA[UTF-8]`, every game (none can be copied as read: the text is
// not the file's bytes).
#[test]
fn a_collection_in_another_set_is_written_in_utf8() {
    let (file, _, _) = encoding_rs::SHIFT_JIS
        .encode("(;CA[Shift_JIS]PB[井山裕太]C[表])\n(;CA[Shift_JIS]PB[一力遼])\n");
    let (record, warnings) = Record::from_sgf(&file, &ParseOptions::LENIENT).unwrap();
    assert_eq!(record.game_count(), 2);
    assert_eq!(
        record.read_as().map(|d| d.encoding),
        Some(Encoding::ShiftJis)
    );
    assert_eq!(
        warnings
            .iter()
            .filter(|w| w.kind.code() == "charset")
            .count(),
        2
    );
    let written = record.to_sgf();
    assert!(written.contains("CA[UTF-8]PB[井山裕太]C[表]"), "{written}");
    assert!(written.contains("CA[UTF-8]PB[一力遼]"), "{written}");
    let (again, _) = Record::from_sgf(written.as_bytes(), &ParseOptions::LENIENT).unwrap();
    let black = |r: &Record, i| r.game_tree(i).unwrap().info().black;
    assert_eq!(black(&again, 1), black(&record, 1));
    assert_eq!(black(&again, 0).as_deref(), Some("井山裕太"));
}
