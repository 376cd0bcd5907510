//! The SGF value types Text and SimpleText (`FF[4]` section "Text" and
//! "SimpleText"), escaping for the writer, and ISO-8859-1 (`CA`; the other sets are
//! in `charset.rs`).
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

/// Decodes ISO-8859-1: each byte is the code point of the same number.
pub(crate) fn decode_latin1(bytes: &[u8]) -> String {
    bytes.iter().map(|&b| b as char).collect()
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

    // SGF FF[4] "CA": ISO-8859-1 exactly.
    #[test]
    fn decoders() {
        assert_eq!(decode_latin1(b"caf\xe9"), "café");
    }
}
