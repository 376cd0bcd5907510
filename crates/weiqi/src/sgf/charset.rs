//! Which character set an SGF file's bytes are in, and decoding them (RULES R6.2):
//! from a byte-order mark, else from `CA[]`, else UTF-8 when the bytes are valid
//! UTF-8, else by detection among the sets real collections use — windows-1251
//! (Russian), Shift_JIS (Japanese), GB18030 (Chinese), EUC-KR (Korean) and Latin-1.
//! Big5 and KOI8-R are read when `CA[]` names them, never guessed: their bytes look
//! too much like GB18030's and windows-1251's for a short text to tell.
//!
//! Detection needs no decoding tables: it checks each multi-byte set's byte
//! structure and scores how typical the characters are (kana for Shift_JIS, the
//! first level of GB2312 and common characters for GB18030, Hangul and common
//! syllables for EUC-KR, Cyrillic letters in words of their own for windows-1251,
//! accented letters inside Latin words for Latin-1). UTF-8, UTF-16, Latin-1
//! and windows-1251 are decoded here; Shift_JIS, GB18030, EUC-KR, Big5 and KOI8-R
//! need tables: the feature `charsets` (`encoding_rs`'s), or a [`TableDecoder`] of
//! the caller's (a browser's `TextDecoder` takes every [`Encoding::name`]).
//!
//! Decoding never loses a byte silently: bytes that are not valid in the set are a
//! [`TextError`] that says where, never U+FFFD. A `CA[]` the bytes contradict gives
//! way to detection; a guess the bytes contradict is refused.

use alloc::borrow::Cow;
use alloc::string::String;
use core::fmt;

use super::error::Position;
use crate::names::names;

/// A character set SGF files are written in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Encoding {
    /// UTF-8 (and US-ASCII, its subset): the `FF[4]` writers' choice.
    Utf8,
    /// UTF-16, little-endian.
    Utf16Le,
    /// UTF-16, big-endian.
    Utf16Be,
    /// ISO-8859-1, the `FF[4]` default when `CA[]` is missing.
    Latin1,
    /// Windows Cyrillic, the usual set of Russian records.
    Windows1251,
    /// Shift_JIS, the usual set of Japanese records.
    ShiftJis,
    /// GB18030 (a superset of GBK and GB2312), the usual set of Chinese records.
    Gb18030,
    /// EUC-KR (as browsers read it: windows-949), the usual set of Korean records.
    EucKr,
    /// Big5, the usual set of Taiwanese and Hong Kong records (read when `CA[]`
    /// names it; not guessed).
    Big5,
    /// KOI8-R, the older set of Russian records (read when `CA[]` names it; not
    /// guessed).
    Koi8R,
}

names!(
    /// The WHATWG label, which a browser's `TextDecoder` accepts: `utf-8`,
    /// `utf-16le`, `utf-16be`, `iso-8859-1`, `windows-1251`, `shift_jis`,
    /// `gb18030`, `euc-kr`, `big5`, `koi8-r`.
    Encoding, "character set" {
        Utf8 => "utf-8",
        Utf16Le => "utf-16le",
        Utf16Be => "utf-16be",
        Latin1 => "iso-8859-1",
        Windows1251 => "windows-1251",
        ShiftJis => "shift_jis",
        Gb18030 => "gb18030",
        EucKr => "euc-kr",
        Big5 => "big5",
        Koi8R => "koi8-r",
    }
);

impl Encoding {
    /// The set a `CA[]` value names, spelled loosely (case, `-`, `_` and spaces
    /// ignored; common aliases such as `cp1251`, `sjis`, `GB2312`, `GBK`,
    /// `cp949`); `None` for a set this crate does not know.
    pub fn from_label(label: &str) -> Option<Encoding> {
        Encoding::from_label_bytes(label.as_bytes())
    }

    /// [`Encoding::from_label`] of a label's bytes.
    fn from_label_bytes(label: &[u8]) -> Option<Encoding> {
        ALIASES
            .iter()
            .find(|(alias, _)| same_label(label, alias))
            .map(|&(_, encoding)| encoding)
    }
}

/// The `CA[]` spellings of each set, written as [`same_label`] compares them.
const ALIASES: [(&str, Encoding); 29] = [
    ("utf8", Encoding::Utf8),
    ("ascii", Encoding::Utf8),
    ("utf16le", Encoding::Utf16Le),
    ("utf16", Encoding::Utf16Le),
    ("utf16be", Encoding::Utf16Be),
    ("iso88591", Encoding::Latin1),
    ("latin1", Encoding::Latin1),
    ("windows1251", Encoding::Windows1251),
    ("cp1251", Encoding::Windows1251),
    ("shiftjis", Encoding::ShiftJis),
    ("sjis", Encoding::ShiftJis),
    ("xsjis", Encoding::ShiftJis),
    ("cp932", Encoding::ShiftJis),
    ("gb18030", Encoding::Gb18030),
    ("gbk", Encoding::Gb18030),
    ("gb2312", Encoding::Gb18030),
    ("cp936", Encoding::Gb18030),
    ("euccn", Encoding::Gb18030),
    ("euckr", Encoding::EucKr),
    ("cp949", Encoding::EucKr),
    ("ksc56011987", Encoding::EucKr),
    ("ksc5601", Encoding::EucKr),
    ("big5", Encoding::Big5),
    ("big5hkscs", Encoding::Big5),
    ("cp950", Encoding::Big5),
    ("cnbig5", Encoding::Big5),
    ("koi8r", Encoding::Koi8R),
    ("koi8", Encoding::Koi8R),
    ("cskoi8r", Encoding::Koi8R),
];

/// Whether `label` is `alias` once case, `-`, `_` and spaces are ignored.
fn same_label(label: &[u8], alias: &str) -> bool {
    let mut letters = label
        .iter()
        .copied()
        .filter(|b| !matches!(b, b'-' | b'_' | b' '))
        .map(|b| b.to_ascii_lowercase());
    alias.bytes().all(|a| letters.next() == Some(a)) && letters.next().is_none()
}

/// What a [`Detected`] encoding rests on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Evidence {
    /// A byte-order mark (UTF-8 or UTF-16) at the start.
    ByteOrderMark,
    /// The record's `CA[]`.
    Declared,
    /// The bytes are valid UTF-8 (without `CA[]`, or against a `CA[]` that
    /// named another set: text that is valid UTF-8 is almost never anything else).
    ValidUtf8,
    /// Guessed from the bytes (no mark, no known `CA[]`, not UTF-8).
    Guessed,
}

names!(
    /// The name in the API: `byte-order-mark`, `declared`, `valid-utf-8`, `guessed`.
    Evidence, "evidence" {
        ByteOrderMark => "byte-order-mark",
        Declared => "declared",
        ValidUtf8 => "valid-utf-8",
        Guessed => "guessed",
    }
);

/// The character set of a file's bytes and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Detected {
    /// The set.
    pub encoding: Encoding,
    /// What it rests on.
    pub evidence: Evidence,
}

/// The character set of an SGF file's bytes (RULES R6.2).
///
/// ```
/// use weiqi::sgf::{detect_encoding, Encoding, Evidence};
/// let russian = b"(;GM[1]PB[\xc8\xe2\xe0\xed\xee\xe2 \xcf\xe5\xf2\xf0]C[\xd7\xb8\xf0\xed\xfb\xe5 \xe2\xfb\xe8\xe3\xf0\xe0\xeb\xe8])";
/// let found = detect_encoding(russian);
/// assert_eq!((found.encoding, found.evidence), (Encoding::Windows1251, Evidence::Guessed));
/// assert_eq!(detect_encoding(b"(;CA[UTF-8]C[caf\xc3\xa9])").encoding, Encoding::Utf8);
/// ```
pub fn detect_encoding(bytes: &[u8]) -> Detected {
    detect(bytes, true)
}

/// [`detect_encoding`], with or without the file's `CA[]`.
fn detect(bytes: &[u8], declared: bool) -> Detected {
    let found = |encoding, evidence| Detected { encoding, evidence };
    match bytes {
        [0xEF, 0xBB, 0xBF, ..] => return found(Encoding::Utf8, Evidence::ByteOrderMark),
        [0xFF, 0xFE, ..] => return found(Encoding::Utf16Le, Evidence::ByteOrderMark),
        [0xFE, 0xFF, ..] => return found(Encoding::Utf16Be, Evidence::ByteOrderMark),
        // Without a mark, UTF-16 shows in the zero bytes beside the ASCII `(`.
        [b'(', 0, ..] => return found(Encoding::Utf16Le, Evidence::Guessed),
        [0, b'(', ..] => return found(Encoding::Utf16Be, Evidence::Guessed),
        _ => {}
    }
    let valid = is_utf8(bytes);
    let named = declared
        .then(|| declared_label(bytes))
        .flatten()
        .and_then(Encoding::from_label_bytes);
    if let Some(named) = named {
        // A `CA[UTF-8]` over bytes that are not UTF-8 is a writer's mistake, and so
        // is a `CA[UTF-16]` over bytes that are not (they would hold zeros): guess.
        let believed = match named {
            Encoding::Utf8 => valid,
            Encoding::Utf16Le | Encoding::Utf16Be => false,
            _ => !valid || bytes.is_ascii(),
        };
        if believed {
            return found(named, Evidence::Declared);
        }
    }
    if valid {
        return found(Encoding::Utf8, Evidence::ValidUtf8);
    }
    found(guess(bytes), Evidence::Guessed)
}

/// A file's text, decoded as [`detect_encoding`] says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decoded<'a> {
    /// The text (borrowed when the bytes were UTF-8 already), without a byte-order mark.
    pub text: Cow<'a, str>,
    /// The set it was decoded from, and why that one.
    pub detected: Detected,
}

/// Decodes the sets whose tables this crate leaves out (Shift_JIS, GB18030, EUC-KR,
/// Big5, KOI8-R): `Some(Ok(text))`, `Some(Err(offset))` with the offset of the first
/// byte of the first sequence that is not valid in the set, or `None` when this
/// decoder has no table for the set.
pub type TableDecoder = fn(Encoding, &[u8]) -> Option<Result<String, usize>>;

/// Why an SGF file's bytes cannot be read as text without loss (RULES R6.2).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TextError {
    /// The set the bytes were read in, and why that one.
    pub detected: Detected,
    /// Where the first byte that is not valid in that set stands (its line and
    /// column in the text before it, its offset in the file), and the byte; `None`
    /// when this build has no table for the set.
    pub at: Option<(Position, u8)>,
}

impl fmt::Display for TextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let why = match self.detected.evidence {
            Evidence::ByteOrderMark => "its byte-order mark",
            Evidence::Declared => "its CA[]",
            Evidence::ValidUtf8 => "its bytes",
            Evidence::Guessed => "a guess from its bytes",
        };
        match self.at {
            Some((position, byte)) => write!(
                f,
                "{position}: byte 0x{byte:02X} is not valid {} (the file's character set, by {why}): \
                 the file cannot be read without loss",
                self.detected.encoding
            ),
            None => write!(
                f,
                "the file is in {} (by {why}), which this build cannot decode (the feature `charsets`)",
                self.detected.encoding
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for TextError {}

/// Decodes an SGF file's bytes (RULES R6.2) with this build's tables (`encoding_rs`'s
/// with the feature `charsets`). Bytes that are not valid in the set found are an
/// error, never U+FFFD: see [`decode_with`].
///
/// ```
/// let bytes = b"\xff\xfe(\0;\0C\0[\0\x16\x04]\0)\0"; // UTF-16LE with its mark
/// let decoded = weiqi::sgf::decode(bytes).unwrap();
/// assert_eq!(decoded.text, "(;C[Ж])");
/// let broken = weiqi::sgf::decode(b"\xef\xbb\xbf(;C[caf\xe9])").unwrap_err();
/// assert_eq!(broken.at.unwrap().0.column, 8); // the mark says UTF-8; 0xE9 is not
/// ```
pub fn decode(bytes: &[u8]) -> Result<Decoded<'_>, TextError> {
    decode_with(bytes, built_in_tables)
}

/// Decodes an SGF file's bytes (RULES R6.2), the multi-byte sets with `tables`. The
/// set is the one [`detect_encoding`] finds; when the bytes are not valid in the set
/// a `CA[]` named, the bytes decide (the declaration was wrong); when they are not
/// valid in the set found from the bytes themselves, the file is refused with where
/// the first bad byte stands.
pub fn decode_with(bytes: &[u8], tables: TableDecoder) -> Result<Decoded<'_>, TextError> {
    let detected = detect_encoding(bytes);
    match decode_as(bytes, detected, tables) {
        Err(error) if detected.evidence == Evidence::Declared && error.at.is_some() => {
            decode_as(bytes, detect(bytes, false), tables)
        }
        done => done,
    }
}

/// The crate's own tables: `encoding_rs`'s with the feature `charsets`, else none.
#[cfg(feature = "charsets")]
pub fn built_in_tables(encoding: Encoding, bytes: &[u8]) -> Option<Result<String, usize>> {
    let table = match encoding {
        Encoding::ShiftJis => encoding_rs::SHIFT_JIS,
        Encoding::Gb18030 => encoding_rs::GB18030,
        Encoding::EucKr => encoding_rs::EUC_KR,
        Encoding::Big5 => encoding_rs::BIG5,
        Encoding::Koi8R => encoding_rs::KOI8_R,
        _ => return None,
    };
    let mut decoder = table.new_decoder_without_bom_handling();
    let mut text = String::with_capacity(bytes.len() * 3 / 2 + 4);
    let mut read = 0;
    loop {
        let (result, used) =
            decoder.decode_to_string_without_replacement(&bytes[read..], &mut text, true);
        read += used;
        match result {
            encoding_rs::DecoderResult::InputEmpty => return Some(Ok(text)),
            encoding_rs::DecoderResult::OutputFull => text.reserve(bytes.len() - read + 16),
            encoding_rs::DecoderResult::Malformed(bad, after) => {
                return Some(Err(read - usize::from(after) - usize::from(bad)))
            }
        }
    }
}

/// Without the feature `charsets`, no tables.
#[cfg(not(feature = "charsets"))]
pub fn built_in_tables(_: Encoding, _: &[u8]) -> Option<Result<String, usize>> {
    None
}

/// `bytes` decoded as `detected` says, or where they are not valid in it.
fn decode_as<'a>(
    bytes: &'a [u8],
    detected: Detected,
    tables: TableDecoder,
) -> Result<Decoded<'a>, TextError> {
    let done = |text: Cow<'a, str>| Decoded { text, detected };
    let refused = |at: Option<usize>, prefix: &str| TextError {
        detected,
        at: at.map(|offset| (position_after(prefix, offset), bytes[offset])),
    };
    match detected.encoding {
        Encoding::Utf8 => {
            let start = if bytes.starts_with(b"\xEF\xBB\xBF") {
                3
            } else {
                0
            };
            match core::str::from_utf8(bytes.get(start..).unwrap_or_default()) {
                Ok(text) => Ok(done(Cow::Borrowed(text))),
                Err(e) => {
                    let good = start + e.valid_up_to();
                    // The prefix is valid: the error says so.
                    let before = bytes.get(start..good).unwrap_or_default();
                    let prefix = core::str::from_utf8(before).unwrap_or_default();
                    Err(refused(Some(good), prefix))
                }
            }
        }
        Encoding::Utf16Le | Encoding::Utf16Be => {
            let little = detected.encoding == Encoding::Utf16Le;
            match decode_utf16(bytes, little) {
                Ok(text) => Ok(done(Cow::Owned(text))),
                Err((offset, prefix)) => Err(refused(Some(offset), &prefix)),
            }
        }
        Encoding::Latin1 => Ok(done(Cow::Owned(super::text::decode_latin1(bytes)))),
        Encoding::Windows1251 => Ok(done(Cow::Owned(
            bytes.iter().map(|&b| cyrillic(b)).collect(),
        ))),
        Encoding::ShiftJis
        | Encoding::Gb18030
        | Encoding::EucKr
        | Encoding::Big5
        | Encoding::Koi8R => match tables(detected.encoding, bytes) {
            Some(Ok(text)) => Ok(done(Cow::Owned(text))),
            Some(Err(offset)) => {
                let offset = offset.min(bytes.len().saturating_sub(1));
                // What comes before the bad byte is valid, by the decoder's word.
                let prefix =
                    match tables(detected.encoding, bytes.get(..offset).unwrap_or_default()) {
                        Some(Ok(text)) => text,
                        _ => String::new(),
                    };
                Err(refused(Some(offset), &prefix))
            }
            None => Err(refused(None, "")),
        },
    }
}

/// The position of the byte at `offset`, after the text `before` it: lines end at
/// `\n`, `\r\n` or `\r`; columns count characters.
fn position_after(before: &str, offset: usize) -> Position {
    let (mut line, mut column, mut after_cr) = (1, 1, false);
    for c in before.chars() {
        match c {
            '\n' if after_cr => after_cr = false,
            '\n' | '\r' => {
                line += 1;
                column = 1;
                after_cr = c == '\r';
            }
            _ => {
                column += 1;
                after_cr = false;
            }
        }
    }
    Position {
        line,
        column,
        offset,
    }
}

/// UTF-16 without its byte-order mark; an unpaired surrogate or a last odd byte is
/// `Err` with its offset and the text before it.
fn decode_utf16(bytes: &[u8], little: bool) -> Result<String, (usize, String)> {
    let start = match bytes {
        [0xFF, 0xFE, ..] | [0xFE, 0xFF, ..] => 2,
        _ => 0,
    };
    let mut text = String::with_capacity(bytes.len() / 2);
    let body = bytes.get(start..).unwrap_or_default();
    let units = body.chunks_exact(2).map(|pair| {
        let pair = [pair[0], pair[1]];
        if little {
            u16::from_le_bytes(pair)
        } else {
            u16::from_be_bytes(pair)
        }
    });
    let mut offset = start;
    for unit in char::decode_utf16(units) {
        match unit {
            Ok(c) => {
                text.push(c);
                offset += c.len_utf16() * 2;
            }
            Err(_) => return Err((offset, text)),
        }
    }
    if body.len() % 2 == 1 {
        return Err((bytes.len() - 1, text));
    }
    Ok(text)
}

/// Windows-1251 bytes 0x80–0xBF (WHATWG's table; 0xC0–0xFF are А–я in order).
const CP1251_HIGH: [u16; 64] = [
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039,
    0x040A, 0x040C, 0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
    0x0098, 0x2122, 0x0459, 0x203A, 0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408,
    0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9, 0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407,
    0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7, 0x0451, 0x2116, 0x0454, 0x00BB,
    0x0458, 0x0405, 0x0455, 0x0457,
];

/// One windows-1251 byte as a character.
fn cyrillic(byte: u8) -> char {
    let code = match byte {
        0..=0x7F => u32::from(byte),
        0x80..=0xBF => u32::from(CP1251_HIGH[usize::from(byte - 0x80)]),
        _ => 0x0410 + u32::from(byte - 0xC0),
    };
    char::from_u32(code).unwrap_or(char::REPLACEMENT_CHARACTER)
}

/// Whether `bytes` are valid UTF-8: no overlong forms, surrogates or code points
/// above U+10FFFF (a short check: the library's validator is four times its size).
fn is_utf8(bytes: &[u8]) -> bool {
    let mut i = 0;
    while i < bytes.len() {
        let lead = bytes[i];
        let (len, min) = match lead {
            0x00..=0x7F => (1, 0),
            0xC2..=0xDF => (2, 0x80),
            0xE0..=0xEF => (3, 0x800),
            0xF0..=0xF4 => (4, 0x1_0000),
            _ => return false,
        };
        let Some(tail) = bytes.get(i + 1..i + len) else {
            return false;
        };
        let mut code = u32::from(lead) & (0x7F >> len);
        for &b in tail {
            if b & 0xC0 != 0x80 {
                return false;
            }
            code = code << 6 | u32::from(b & 0x3F);
        }
        if code < min || (0xD800..=0xDFFF).contains(&code) || code > 0x10_FFFF {
            return false;
        }
        i += len;
    }
    true
}

/// The value of the first `CA[…]` property in the file's first 64 KiB.
fn declared_label(bytes: &[u8]) -> Option<&[u8]> {
    let head = &bytes[..bytes.len().min(1 << 16)];
    let mut at = 0;
    while let Some(found) = head[at..].windows(2).position(|w| w == b"CA") {
        let start = at + found;
        at = start + 2;
        // `CA` as a whole identifier: not the end of a longer one (`XCA`).
        if start > 0 && head[start - 1].is_ascii_alphabetic() {
            continue;
        }
        let rest = &head[at..];
        let open = rest.iter().position(|b| !b.is_ascii_whitespace())?;
        if rest[open] != b'[' {
            continue;
        }
        let value = &rest[open + 1..];
        let close = value.iter().position(|&b| b == b']')?;
        return Some(&value[..close]);
    }
    None
}

/// The most typical reading of bytes that are not UTF-8: the set whose characters
/// score highest.
#[inline(never)]
fn guess(bytes: &[u8]) -> Encoding {
    // On a tie (a short text: a name or two) the sets with the most records first.
    let candidates = [
        (Encoding::Gb18030, score_double(bytes, &GB18030)),
        (Encoding::EucKr, score_double(bytes, &EUC_KR)),
        (Encoding::ShiftJis, score_double(bytes, &SHIFT_JIS)),
        (Encoding::Windows1251, score_single(bytes, cyrillic_weight)),
        (Encoding::Latin1, score_single(bytes, latin_weight)),
    ];
    let mut best = (Encoding::Latin1, 0);
    for (encoding, score) in candidates {
        if score > best.1 {
            best = (encoding, score);
        }
    }
    best.0
}

/// What a two-byte set's text looks like. Weights are in tenths: 0 for a sequence
/// the set does not have, 12 for a character of the language's usual range, 20
/// for a very common one.
struct DoubleByte {
    /// The lead bytes (inclusive ranges).
    leads: &'static [(u8, u8)],
    /// The trail bytes.
    trails: &'static [(u8, u8)],
    /// Single bytes above 0x7F that stand alone, and their weight.
    singles: Option<(u8, u8, u32)>,
    /// Whether a trail in 0x30–0x39 starts a four-byte sequence (GB18030).
    four_bytes: bool,
    /// Ranges of two-byte codes (lead × 256 + trail) and their weights.
    classes: &'static [(u16, u16, u32)],
    /// The weight of any other valid character.
    other: u32,
    /// Very common characters (sorted), weight 20.
    common: &'static [u16],
}

/// Shift_JIS: kana and the first level of kanji are what Japanese text is made of.
const SHIFT_JIS: DoubleByte = DoubleByte {
    leads: &[(0x81, 0x9F), (0xE0, 0xFC)],
    trails: &[(0x40, 0x7E), (0x80, 0xFC)],
    singles: Some((0xA1, 0xDF, 3)), // half-width katakana: rare in records
    four_bytes: false,
    classes: &[
        (0x829F, 0x82F1, 20), // hiragana
        (0x8340, 0x8396, 20), // katakana
        (0x8140, 0x81AC, 12), // punctuation
        (0x889F, 0x9872, 12), // kanji, level 1
    ],
    other: 5,
    common: &[],
};

/// GB18030: GB2312's symbols and level-1 hanzi are the common characters, and a
/// short list of very common ones tells Chinese from Korean.
const GB18030: DoubleByte = DoubleByte {
    leads: &[(0x81, 0xFE)],
    trails: &[(0x40, 0x7E), (0x80, 0xFE)],
    singles: None,
    four_bytes: true,
    classes: &[(0xA1A1, 0xA9FE, 12), (0xB0A1, 0xD7FE, 12)],
    other: 5,
    common: &COMMON_HANZI,
};

/// EUC-KR: Hangul syllables (and a short list of common ones); Hanja are rarer.
/// Rows 0xC9 and 0xFE are user-defined: no text uses them.
const EUC_KR: DoubleByte = DoubleByte {
    leads: &[(0xA1, 0xC8), (0xCA, 0xFD)],
    trails: &[(0xA1, 0xFE)],
    singles: None,
    four_bytes: false,
    classes: &[(0xA1A1, 0xACFE, 12), (0xB0A1, 0xC8FE, 12)],
    other: 5,
    common: &COMMON_HANGUL,
};

/// Whether `byte` is in one of `ranges`.
fn within(ranges: &[(u8, u8)], byte: u8) -> bool {
    ranges.iter().any(|&(lo, hi)| (lo..=hi).contains(&byte))
}

/// The weight of the character at the start of `bytes` (a byte above 0x7F) and
/// its length.
fn double_byte_char(set: &DoubleByte, bytes: &[u8]) -> (u32, usize) {
    let lead = bytes[0];
    if let Some((lo, hi, weight)) = set.singles {
        if (lo..=hi).contains(&lead) {
            return (weight, 1);
        }
    }
    let Some(&trail) = bytes.get(1) else {
        return (0, 1);
    };
    if !within(set.leads, lead) {
        return (0, 1);
    }
    if set.four_bytes && (0x30..=0x39).contains(&trail) {
        let four = bytes.get(2).is_some_and(|&b| b >= 0x81 && b != 0xFF)
            && bytes.get(3).is_some_and(|b| (0x30..=0x39).contains(b));
        return if four { (3, 4) } else { (0, 1) };
    }
    if !within(set.trails, trail) {
        return (0, 1);
    }
    let code = u16::from_be_bytes([lead, trail]);
    if set.common.binary_search(&code).is_ok() {
        return (20, 2);
    }
    let class = set
        .classes
        .iter()
        .find(|&&(lo, hi, _)| (lo..=hi).contains(&code));
    (class.map_or(set.other, |&(_, _, weight)| weight), 2)
}

/// The mean weight (in thousandths of a tenth) of the non-ASCII characters read
/// as `set`; an invalid sequence weighs 0 and counts four times, so that a set
/// whose structure does not fit loses.
#[inline(never)]
fn score_double(bytes: &[u8], set: &DoubleByte) -> u64 {
    let (mut weight, mut count) = (0, 0);
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] < 0x80 {
            i += 1;
            continue;
        }
        let (w, len) = double_byte_char(set, &bytes[i..]);
        weight += u64::from(w);
        count += if w == 0 { 4 } else { 1 };
        i += len;
    }
    mean(weight, count)
}

/// `weight / count` in thousandths, 0 when nothing was counted.
fn mean(weight: u64, count: u64) -> u64 {
    (weight * 1000).checked_div(count).unwrap_or(0)
}

/// Windows-1251: Cyrillic letters stand in words of their own, not beside Latin
/// letters, and capitals (0xC0–0xDF) begin words; the high punctuation (dashes,
/// quotes, «», №) stands beside a space or other ASCII. Bytes of a two-byte set
/// read this way make words full of capitals and punctuation.
fn cyrillic_weight(byte: u8, around: Around) -> u32 {
    let letter = |b: Option<u8>| b.is_some_and(|b| b >= 0xC0 || matches!(b, 0xA8 | 0xB8));
    let high = |b: Option<u8>| b.is_some_and(|b| b >= 0x80);
    match byte {
        _ if around.beside_latin() => 2,
        0xC0..=0xDF | 0xA8 if letter(around.before) => 3,
        0xC0..=0xFF | 0xA8 | 0xB8 => 18,
        0x85 | 0x91..=0x97 | 0xAB | 0xBB | 0xB9 if !(high(around.before) && high(around.after)) => {
            10
        }
        // Ukrainian and Belarusian letters.
        0xA1 | 0xA2 | 0xA5 | 0xAA | 0xAF | 0xB2..=0xB4 | 0xBA | 0xBF => 6,
        _ => 1,
    }
}

/// Latin-1: accented letters inside Latin words.
fn latin_weight(byte: u8, around: Around) -> u32 {
    match byte {
        0xC0..=0xFF if around.beside_latin() => 17,
        0xA0..=0xBF => 5,
        0x80..=0x9F => 1, // C1 controls
        _ => 3,
    }
}

/// The bytes on either side of one.
#[derive(Clone, Copy)]
struct Around {
    before: Option<u8>,
    after: Option<u8>,
}

impl Around {
    /// Whether an ASCII letter stands on either side.
    fn beside_latin(self) -> bool {
        let latin = |b: Option<u8>| b.is_some_and(|b| b.is_ascii_alphabetic());
        latin(self.before) || latin(self.after)
    }
}

/// The mean weight of the high bytes read as a single-byte set; `weigh` sees each
/// byte and its neighbours.
#[inline(never)]
fn score_single(bytes: &[u8], weigh: fn(u8, Around) -> u32) -> u64 {
    let (mut weight, mut count) = (0, 0);
    for (i, &byte) in bytes.iter().enumerate() {
        if byte < 0x80 {
            continue;
        }
        let around = Around {
            before: i.checked_sub(1).map(|j| bytes[j]),
            after: bytes.get(i + 1).copied(),
        };
        weight += u64::from(weigh(byte, around));
        count += 1;
    }
    mean(weight, count)
}

/// Very common hanzi in GB2312 (sorted): function words, Go terms, surnames.
const COMMON_HANZI: [u16; 67] = [
    0xB0D7, 0xB0EB, 0xB2BB, 0xB3C2, 0xB3F6, 0xB4F3, 0xB5BD, 0xB5C4, 0xB5D8, 0xB6CE, 0xB6D4, 0xB8BA,
    0xB8F6, 0xB9F9, 0xB9FA, 0xBACD, 0xBADA, 0xBAF3, 0xBAFA, 0xBBC6, 0xBBE1, 0xBECD, 0xBED6, 0xBFC9,
    0xC0B4, 0xC0EE, 0xC1CB, 0xC1F5, 0xC2ED, 0xC3C7, 0xC4BF, 0xC4E3, 0xC4EA, 0xC5CC, 0xC6E5, 0xC8CB,
    0xC9CF, 0xCAA4, 0xCAB1, 0xCAC7, 0xCAD6, 0xCBB5, 0xCBEF, 0xCBFB, 0xCCF9, 0xCDF5, 0xCEAA, 0xCED2,
    0xCEE2, 0xCFC2, 0xCFC8, 0xD0EC, 0xD1EE, 0xD2AA, 0xD2B2, 0xD2BB, 0xD2D4, 0xD3D0, 0xD4DA, 0xD5C5,
    0xD5D4, 0xD5E2, 0xD6AE, 0xD6D0, 0xD6DC, 0xD6EC, 0xD7C5,
];

/// Very common Hangul syllables in EUC-KR (sorted): particles, Go terms, surnames.
const COMMON_HANGUL: [u16; 49] = [
    0xB0A1, 0xB0AD, 0xB0E8, 0xB0ED, 0xB1B9, 0xB1C7, 0xB1E2, 0xB1E8, 0xB4C2, 0xB4D9, 0xB4DC, 0xB4EB,
    0xB4FD, 0xB5B5, 0xB7CE, 0xB7F9, 0xB8A6, 0xB9DA, 0xB9DD, 0xB9E9, 0xBBE7, 0xBCAD, 0xBCDB, 0xBCF6,
    0xBDC2, 0xBDC3, 0xBDC5, 0xBEC8, 0xBFA1, 0xBFC0, 0xC0B1, 0xC0BB, 0xC0C7, 0xC0CC, 0xC0D3, 0xC0D6,
    0xC0E5, 0xC1A4, 0xC1B6, 0xC1DF, 0xC1FD, 0xC3D6, 0xC6D0, 0xC7CF, 0xC7D1, 0xC7D5, 0xC8AB, 0xC8B2,
    0xC8E6,
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tables_are_sorted() {
        assert!(COMMON_HANZI.windows(2).all(|w| w[0] < w[1]));
        assert!(COMMON_HANGUL.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn utf8_is_checked_as_the_library_does() {
        let cases: [&[u8]; 12] = [
            b"plain",
            "Ж日本😀".as_bytes(),
            b"\xC0\x80",
            b"\xE0\x80\x80",
            b"\xED\xA0\x80",
            b"\xF4\x90\x80\x80",
            b"\xF5\x80\x80\x80",
            b"\xE6\x97",
            b"\x80",
            b"\xC3\xA9",
            b"\xEF\xBF\xBF",
            b"\xF0\x9F\x98",
        ];
        for bytes in cases {
            assert_eq!(
                is_utf8(bytes),
                core::str::from_utf8(bytes).is_ok(),
                "{bytes:?}"
            );
        }
    }

    #[test]
    fn labels_read_loosely() {
        assert_eq!(
            Encoding::from_label(" Shift_JIS "),
            Some(Encoding::ShiftJis)
        );
        assert_eq!(Encoding::from_label("GB2312"), Some(Encoding::Gb18030));
        assert_eq!(Encoding::from_label("cp1251"), Some(Encoding::Windows1251));
        assert_eq!(Encoding::from_label("KOI8-R"), Some(Encoding::Koi8R));
        assert_eq!(Encoding::from_label("Big5"), Some(Encoding::Big5));
        assert_eq!(Encoding::from_label("EUC-JP"), None);
        for encoding in Encoding::ALL {
            assert_eq!(Encoding::from_label(encoding.name()), Some(encoding));
        }
    }

    #[test]
    fn a_declared_set_is_read_from_the_root() {
        assert_eq!(
            declared_label(b"(;FF[4]CA [ Big5 ]SZ[19])"),
            Some(&b" Big5 "[..])
        );
        assert_eq!(declared_label(b"(;XCA[x]C[y])"), None);
    }
}
