//! Just enough JSON for the lessons index: a strict parser (RFC 8259) whose errors
//! say line and column, and a string writer. xtask has no dependencies, and the
//! lesson files are small.

use std::fmt;

/// A JSON value. Objects keep their members in file order.
#[derive(Debug, Clone, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Number(f64),
    /// A string.
    String(String),
    /// An array.
    Array(Vec<Json>),
    /// An object: its members in file order.
    Object(Vec<(String, Json)>),
}

impl Json {
    /// The member `key` of an object (the first, if repeated); `None` otherwise.
    pub fn get(&self, key: &str) -> Option<&Json> {
        match self {
            Json::Object(members) => members.iter().find(|(k, _)| k == key).map(|(_, v)| v),
            _ => None,
        }
    }

    /// The string, if this is one.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Json::String(s) => Some(s),
            _ => None,
        }
    }

    /// The number, if this is one.
    pub fn as_f64(&self) -> Option<f64> {
        match self {
            Json::Number(n) => Some(*n),
            _ => None,
        }
    }

    /// The items, if this is an array.
    pub fn as_array(&self) -> Option<&[Json]> {
        match self {
            Json::Array(items) => Some(items),
            _ => None,
        }
    }

    /// What kind of value this is, for error messages: `a string`, `an object` …
    pub fn kind(&self) -> &'static str {
        match self {
            Json::Null => "null",
            Json::Bool(_) => "a boolean",
            Json::Number(_) => "a number",
            Json::String(_) => "a string",
            Json::Array(_) => "an array",
            Json::Object(_) => "an object",
        }
    }
}

/// Why a text is not JSON, and where (1-based line and column, in characters).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "line {}, column {}: {}",
            self.line, self.column, self.message
        )
    }
}

/// Nesting deeper than this is refused (no lesson needs it; recursion stays shallow).
const MAX_DEPTH: usize = 64;

/// Parses a whole JSON text: one value, surrounded by nothing but white space.
pub fn parse(text: &str) -> Result<Json, ParseError> {
    let mut parser = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    parser.skip_space();
    let value = parser.value(0)?;
    parser.skip_space();
    if parser.at < parser.bytes.len() {
        return Err(parser.error("unexpected text after the value"));
    }
    Ok(value)
}

/// Appends `s` to `out` as a JSON string literal (quotes and escapes included).
pub fn write_string(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
}

/// Appends a number as JSON writes it: whole numbers without a fraction.
pub fn write_number(out: &mut String, n: f64) {
    if n.fract() == 0.0 && n.abs() < 1e15 {
        out.push_str(&format!("{}", n as i64));
    } else {
        out.push_str(&format!("{n}"));
    }
}

/// Where the array member `key` of the top-level object of `text` stands: the line of
/// its name and the line each item starts on (lines from 1). `None` when the text is
/// not such an object or has no such member.
pub fn member_item_lines(text: &str, key: &str) -> Option<(usize, Vec<usize>)> {
    let mut parser = Parser {
        text,
        bytes: text.as_bytes(),
        at: 0,
    };
    parser.skip_space();
    parser.expect(b'{', "").ok()?;
    loop {
        parser.skip_space();
        let name_line = parser.error("").line;
        let name = parser.string().ok()?;
        parser.skip_space();
        parser.expect(b':', "").ok()?;
        parser.skip_space();
        if name == key && parser.peek() == Some(b'[') {
            parser.at += 1;
            let mut lines = Vec::new();
            loop {
                parser.skip_space();
                if parser.peek() == Some(b']') {
                    return Some((name_line, lines));
                }
                lines.push(parser.error("").line);
                parser.value(1).ok()?;
                parser.skip_space();
                if parser.peek() == Some(b',') {
                    parser.at += 1;
                }
            }
        }
        parser.value(1).ok()?;
        parser.skip_space();
        parser.expect(b',', "").ok()?;
    }
}

struct Parser<'a> {
    text: &'a str,
    bytes: &'a [u8],
    at: usize,
}

impl Parser<'_> {
    fn error(&self, message: &str) -> ParseError {
        let before = &self.text[..floor_char_boundary(self.text, self.at)];
        let line = before.matches('\n').count() + 1;
        let column = before.rsplit('\n').next().unwrap_or("").chars().count() + 1;
        ParseError {
            line,
            column,
            message: message.to_owned(),
        }
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn skip_space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.at += 1;
        }
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), ParseError> {
        if self.peek() == Some(byte) {
            self.at += 1;
            Ok(())
        } else {
            Err(self.error(&format!("expected {what}")))
        }
    }

    fn value(&mut self, depth: usize) -> Result<Json, ParseError> {
        if depth > MAX_DEPTH {
            return Err(self.error("nested too deeply"));
        }
        match self.peek() {
            Some(b'{') => self.object(depth),
            Some(b'[') => self.array(depth),
            Some(b'"') => self.string().map(Json::String),
            Some(b't') => self.word("true", Json::Bool(true)),
            Some(b'f') => self.word("false", Json::Bool(false)),
            Some(b'n') => self.word("null", Json::Null),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => {
                Err(self
                    .error("expected a value (object, array, string, number, true, false or null)"))
            }
            None => Err(self.error("unexpected end of the text")),
        }
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, ParseError> {
        if self.bytes[self.at..].starts_with(word.as_bytes()) {
            self.at += word.len();
            Ok(value)
        } else {
            Err(self.error("expected a value (object, array, string, number, true, false or null)"))
        }
    }

    fn object(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.at += 1;
        let mut members = Vec::new();
        self.skip_space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(Json::Object(members));
        }
        loop {
            self.skip_space();
            if self.peek() != Some(b'"') {
                return Err(self.error("expected a member name in double quotes"));
            }
            let key = self.string()?;
            self.skip_space();
            self.expect(b':', "':' after the member name")?;
            self.skip_space();
            let value = self.value(depth + 1)?;
            members.push((key, value));
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(Json::Object(members));
                }
                _ => return Err(self.error("expected ',' or '}' after a member")),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<Json, ParseError> {
        self.at += 1;
        let mut items = Vec::new();
        self.skip_space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(Json::Array(items));
        }
        loop {
            self.skip_space();
            items.push(self.value(depth + 1)?);
            self.skip_space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(Json::Array(items));
                }
                _ => return Err(self.error("expected ',' or ']' after an item")),
            }
        }
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.at += 1;
        let mut out = String::new();
        loop {
            let start = self.at;
            while !matches!(self.peek(), None | Some(b'"' | b'\\' | 0..=0x1f)) {
                self.at += 1;
            }
            out.push_str(&self.text[start..self.at]);
            match self.peek() {
                Some(b'"') => {
                    self.at += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.at += 1;
                    out.push(self.escape()?);
                }
                Some(_) => {
                    return Err(self.error("a control character in a string (write \\n, \\t …)"))
                }
                None => return Err(self.error("the string is not closed")),
            }
        }
    }

    fn escape(&mut self) -> Result<char, ParseError> {
        let c = match self.peek() {
            Some(b'"') => '"',
            Some(b'\\') => '\\',
            Some(b'/') => '/',
            Some(b'b') => '\u{8}',
            Some(b'f') => '\u{c}',
            Some(b'n') => '\n',
            Some(b'r') => '\r',
            Some(b't') => '\t',
            Some(b'u') => {
                self.at += 1;
                return self.unicode();
            }
            _ => return Err(self.error("unknown escape in a string")),
        };
        self.at += 1;
        Ok(c)
    }

    /// `\uXXXX` (after the `u`), with a surrogate pair when it takes two.
    fn unicode(&mut self) -> Result<char, ParseError> {
        let high = self.hex4()?;
        if !(0xD800..0xDC00).contains(&high) {
            return char::from_u32(high).ok_or_else(|| self.error("a lone low surrogate"));
        }
        if !self.bytes[self.at..].starts_with(b"\\u") {
            return Err(self.error("a high surrogate without its low half"));
        }
        self.at += 2;
        let low = self.hex4()?;
        if !(0xDC00..0xE000).contains(&low) {
            return Err(self.error("a high surrogate without its low half"));
        }
        let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00);
        char::from_u32(code).ok_or_else(|| self.error("not a character"))
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let digits = self
            .bytes
            .get(self.at..self.at + 4)
            .filter(|d| d.iter().all(u8::is_ascii_hexdigit))
            .ok_or_else(|| self.error("expected four hex digits after \\u"))?;
        let text = std::str::from_utf8(digits).map_err(|_| self.error("expected hex digits"))?;
        let value = u32::from_str_radix(text, 16).map_err(|_| self.error("expected hex digits"))?;
        self.at += 4;
        Ok(value)
    }

    fn number(&mut self) -> Result<Json, ParseError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return Err(self.error("expected a digit")),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("expected a digit after '.'"));
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return Err(self.error("expected a digit in the exponent"));
            }
            self.digits();
        }
        let text = &self.text[start..self.at];
        match text.parse::<f64>() {
            Ok(n) if n.is_finite() => Ok(Json::Number(n)),
            _ => Err(self.error("the number is out of range")),
        }
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }
}

/// The largest char boundary of `text` at or before `at`.
fn floor_char_boundary(text: &str, at: usize) -> usize {
    let mut at = at.min(text.len());
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

#[cfg(test)]
mod tests {
    use super::{parse, write_number, write_string, Json};

    #[test]
    fn reads_every_kind_of_value() {
        let value = parse(
            r#" { "a": [1, -2.5, 3e2, 0], "b": { "c": true, "d": false, "e": null }, "s": "x" } "#,
        )
        .unwrap();
        let numbers: Vec<f64> = value
            .get("a")
            .and_then(Json::as_array)
            .unwrap()
            .iter()
            .filter_map(Json::as_f64)
            .collect();
        assert_eq!(numbers, [1.0, -2.5, 300.0, 0.0]);
        let b = value.get("b").unwrap();
        assert_eq!(b.get("c"), Some(&Json::Bool(true)));
        assert_eq!(b.get("e"), Some(&Json::Null));
        assert_eq!(value.get("s").and_then(Json::as_str), Some("x"));
        assert_eq!(value.get("missing"), None);
    }

    #[test]
    fn reads_escapes_and_other_scripts() {
        let value = parse(r#""a\"b\\c\/d\n\t\u00e9\ud83d\ude00 Урок lecție""#).unwrap();
        assert_eq!(value.as_str(), Some("a\"b\\c/d\n\té😀 Урок lecție"));
    }

    #[test]
    fn errors_say_line_and_column() {
        let error = parse("{\n  \"id\": \"x\",\n  \"order\": ,\n}").unwrap_err();
        assert_eq!((error.line, error.column), (3, 12), "{error}");
        let error = parse("{ \"урок\": tru }").unwrap_err();
        assert_eq!((error.line, error.column), (1, 11), "{error}");
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "01",
            "1.",
            "-",
            "\"open",
            "\"\\x\"",
            "\"\u{1}\"",
            "\"\\ud800\"",
            "[1] 2",
            "{\"a\":1,}",
            "1e400",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn deep_nesting_is_refused_not_overflowed() {
        let deep = "[".repeat(100_000);
        assert!(parse(&deep).unwrap_err().message.contains("deeply"));
    }

    #[test]
    fn writes_strings_and_numbers_that_read_back() {
        let text = "quote \" backslash \\ newline \n bell \u{7} Română";
        let mut out = String::new();
        write_string(&mut out, text);
        assert_eq!(parse(&out).unwrap().as_str(), Some(text));
        let mut out = String::new();
        for n in [10.0, -3.0, 2.5, 0.0] {
            write_number(&mut out, n);
            out.push(' ');
        }
        assert_eq!(out, "10 -3 2.5 0 ");
    }
}
