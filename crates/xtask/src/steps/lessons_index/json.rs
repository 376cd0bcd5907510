//! What the lessons index needs beyond `serde_json` itself: error messages with the
//! line and column of bad JSON, the kind of a value for messages, and the line each
//! item of a top-level array stands on (a bad `position` row is named by its line).

use serde_json::value::RawValue;
use serde_json::Value;
use std::collections::HashMap;

/// Parses a lesson file; the error says where (`line 3, column 12: expected value`).
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        // serde_json appends " at line L column C"; the position goes first here.
        let what = message.split(" at line ").next().unwrap_or(&message);
        format!("line {}, column {}: {what}", e.line(), e.column())
    })
}

/// What kind of value this is, for error messages: `a string`, `an object` …
pub fn kind(value: &Value) -> &'static str {
    match value {
        Value::Null => "null",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Where the array member `key` of the top-level object of `text` stands: the line it
/// opens on and the line each item starts on (lines from 1). `None` when the text is
/// not such an object or has no such member.
///
/// serde_json keeps no positions in a `Value`, but a borrowed [`RawValue`] is a slice
/// of `text` itself, so its offset in `text` gives its line.
pub fn member_item_lines(text: &str, key: &str) -> Option<(usize, Vec<usize>)> {
    let members: HashMap<String, &RawValue> = serde_json::from_str(text).ok()?;
    let array = members.get(key)?;
    let items: Vec<&RawValue> = serde_json::from_str(array.get()).ok()?;
    let line = |raw: &RawValue| line_of(text, raw.get());
    Some((line(array), items.into_iter().map(line).collect()))
}

/// The line (from 1) on which `part`, a slice of `text`, starts.
fn line_of(text: &str, part: &str) -> usize {
    let offset = (part.as_ptr() as usize).saturating_sub(text.as_ptr() as usize);
    text.as_bytes()[..offset.min(text.len())]
        .iter()
        .filter(|&&b| b == b'\n')
        .count()
        + 1
}

#[cfg(test)]
mod tests {
    use super::{kind, member_item_lines, parse};

    #[test]
    fn errors_say_line_and_column() {
        let error = parse("{\n  \"id\": \"x\",\n  \"order\": ,\n}").unwrap_err();
        assert!(error.starts_with("line 3, column 12: "), "{error}");
        assert!(parse("{ \"a\": 1 }").is_ok());
        for bad in ["", "{", "[1,]", "{\"a\" 1}", "01", "\"open", "[1] 2"] {
            assert!(parse(bad).is_err(), "{bad:?} parsed");
        }
    }

    #[test]
    fn finds_the_line_of_each_item() {
        let text = "{\n  \"a\": [\"x\"],\n  \"position\": [\n    \". X\",\n\n    \"O .\"\n  ]\n}";
        assert_eq!(member_item_lines(text, "position"), Some((3, vec![4, 6])));
        assert_eq!(member_item_lines(text, "a"), Some((2, vec![2])));
        assert_eq!(member_item_lines(text, "missing"), None);
        assert_eq!(member_item_lines("[1]", "a"), None);
        assert_eq!(kind(&parse("[]").unwrap()), "an array");
    }
}
