//! The SGF value types Text and SimpleText (`FF[4]` section "Text" and
//! "SimpleText"), escaping for the writer, and character sets (`CA`).
//!
//! A property value is stored with its escapes resolved and its soft line breaks
//! removed (both rules are common to Text and SimpleText); the white-space rules,
//! which differ between the two types, are applied when a value is read as a type.

use alloc::string::String;

/// A value read as `FF[4]` Text: line breaks (`\n`, `\r\n`, `\n\r`, `\r`) become
/// `\n`; every other white-space character becomes a space. Soft line breaks were
/// already removed by the parser.
///
/// ```
/// assert_eq!(weiqi::sgf::text::as_text("a\tb\r\nc"), "a b\nc");
/// ```
pub fn as_text(value: &str) -> String {
    convert_white_space(value, "\n")
}

/// A value read as `FF[4]` SimpleText: every line break and every other
/// white-space character becomes a space (no newline in SimpleText).
///
/// ```
/// assert_eq!(weiqi::sgf::text::as_simple_text("Lee\r\nSedol"), "Lee Sedol");
/// ```
pub fn as_simple_text(value: &str) -> String {
    convert_white_space(value, " ")
}

fn convert_white_space(value: &str, line_break: &str) -> String {
    let mut out = String::with_capacity(value.len());
    let mut chars = value.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\n' | '\r' => {
                // `\r\n` and `\n\r` are one line break.
                let pair = if c == '\n' { '\r' } else { '\n' };
                if chars.peek() == Some(&pair) {
                    chars.next();
                }
                out.push_str(line_break);
            }
            c if c.is_whitespace() => out.push(' '),
            c => out.push(c),
        }
    }
    out
}

/// Appends `value` escaped for writing between `[` and `]`: `]` and `\` get a
/// backslash (`FF[4]` "Text", escaping). Colons are left alone: a compose value
/// (`LB[dd:label]`) stores its separator as a plain colon.
pub fn escape_into(value: &str, out: &mut String) {
    for c in value.chars() {
        if c == ']' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
}

/// What a `CA[]` value names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Charset {
    /// UTF-8 (or US-ASCII, its subset).
    Utf8,
    /// ISO-8859-1, "Latin1".
    Latin1,
    /// Anything else: not decoded by this crate.
    Other,
}

impl Charset {
    /// Classifies a `CA` value, ignoring case, `-`, `_` and spaces.
    pub(crate) fn of(name: &str) -> Charset {
        let mut key = String::new();
        for c in name.chars() {
            if !matches!(c, '-' | '_' | ' ') {
                key.push(c.to_ascii_lowercase());
            }
        }
        match key.as_str() {
            "utf8" | "ascii" | "usascii" => Charset::Utf8,
            "iso88591" | "latin1" | "l1" | "iso885911987" | "cp819" | "ibm819" => Charset::Latin1,
            _ => Charset::Other,
        }
    }
}

/// Decodes ISO-8859-1: each byte is the code point of the same number.
pub(crate) fn decode_latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
}

/// Decodes UTF-8, replacing invalid sequences with U+FFFD.
pub(crate) fn decode_lossy(bytes: &[u8]) -> String {
    let mut out = String::with_capacity(bytes.len());
    for chunk in bytes.utf8_chunks() {
        out.push_str(chunk.valid());
        if !chunk.invalid().is_empty() {
            out.push(char::REPLACEMENT_CHARACTER);
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    // SGF FF[4] "Text": hard line breaks are kept as one `\n`, tabs become spaces.
    #[test]
    fn text_keeps_line_breaks() {
        assert_eq!(as_text("a\n\rb\rc\td"), "a\nb\nc d");
    }

    // SGF FF[4] "SimpleText": line breaks become spaces.
    #[test]
    fn simple_text_has_no_newline() {
        assert_eq!(as_simple_text("a\nb\r\nc\u{b}d"), "a b c d");
    }

    // SGF FF[4] "Text", escaping: `]` and `\` are escaped.
    #[test]
    fn escapes_bracket_and_backslash() {
        let mut out = String::new();
        escape_into("a]b\\c:d", &mut out);
        assert_eq!(out, "a\\]b\\\\c:d");
    }

    // SGF FF[4] "CA": names are compared loosely.
    #[test]
    fn charset_names() {
        assert_eq!(Charset::of("UTF-8"), Charset::Utf8);
        assert_eq!(Charset::of("utf8"), Charset::Utf8);
        assert_eq!(Charset::of("ISO-8859-1"), Charset::Latin1);
        assert_eq!(Charset::of("Latin1"), Charset::Latin1);
        assert_eq!(Charset::of("GB2312"), Charset::Other);
    }

    // SGF FF[4] "CA": ISO-8859-1 exactly, anything else lossily.
    #[test]
    fn decoders() {
        assert_eq!(decode_latin1(b"caf\xe9"), "café");
        assert_eq!(decode_lossy(b"caf\xe9!"), "caf\u{fffd}!");
    }
}
