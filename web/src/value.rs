//! The JavaScript values the API reads, copied out of JavaScript into plain Rust.
//!
//! Every argument from JavaScript becomes a [`Value`] first (see `js::value_from_js`),
//! so everything after that — options, points, colours — is ordinary Rust that runs
//! and is tested natively, and a value of the wrong type is an error with a reason,
//! never a trap.

/// The longest list the API reads: a board has at most this many points.
pub const MAX_LIST: usize = weiqi::MAX_POINTS;

/// A JavaScript value as the API sees it.
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    /// `undefined` or `null`: the argument or option was not given.
    Missing,
    /// A string.
    Text(String),
    /// A number (any: NaN, infinities and fractions included).
    Number(f64),
    /// An array (at most [`MAX_LIST`] entries, else [`Value::Other`]).
    List(Vec<Value>),
    /// A plain object (`{ … }`): its own enumerable properties, in order.
    Object(Vec<(String, Value)>),
    /// Anything else, by what it is (`boolean`, `function`, `Map`, …): always an
    /// error where it is read.
    Other(String),
}

impl Value {
    /// A plain object with `entries`, in order (what `{ key: value, … }` reads as).
    pub fn object(entries: &[(&str, Value)]) -> Value {
        Value::Object(
            entries
                .iter()
                .map(|(key, value)| ((*key).to_string(), value.clone()))
                .collect(),
        )
    }

    /// A short name of the value's type for error messages: `a string`, `a number`, …
    pub fn kind(&self) -> String {
        match self {
            Value::Missing => "nothing".into(),
            Value::Text(_) => "a string".into(),
            Value::Number(_) => "a number".into(),
            Value::List(_) => "an array".into(),
            Value::Object(_) => "an object".into(),
            Value::Other(what) => what.clone(),
        }
    }

    /// The property `key` of an object; [`Value::Missing`] when absent or when this
    /// is not an object.
    pub fn get(&self, key: &str) -> &Value {
        match self {
            Value::Object(entries) => entries
                .iter()
                .find(|(k, _)| k == key)
                .map_or(&Value::Missing, |(_, v)| v),
            _ => &Value::Missing,
        }
    }

    /// Whether the value was not given.
    pub fn is_missing(&self) -> bool {
        matches!(self, Value::Missing)
    }
}

impl From<&str> for Value {
    fn from(text: &str) -> Value {
        Value::Text(text.into())
    }
}

impl From<f64> for Value {
    fn from(number: f64) -> Value {
        Value::Number(number)
    }
}

/// Quotes text from JavaScript for an error message, cut to 24 characters (on
/// character boundaries) so a huge string does not make a huge message.
pub fn quote(text: &str) -> String {
    const LONGEST: usize = 24;
    let mut quoted = String::from("'");
    let mut chars = text.chars();
    quoted.extend(chars.by_ref().take(LONGEST));
    if chars.next().is_some() {
        quoted.push('…');
    }
    quoted.push('\'');
    quoted
}

/// A number for an error message, written without Rust's float formatting (which
/// would add kilobytes to the `.wasm`): whole numbers exactly, others to three
/// decimals.
pub fn number_text(n: f64) -> String {
    if n.is_nan() {
        return "NaN".into();
    }
    if n.abs() >= 1e15 {
        let sign = if n < 0.0 { "-" } else { "" };
        return if n.is_infinite() {
            format!("{sign}Infinity")
        } else {
            format!("{sign}a huge number")
        };
    }
    let thousandths = (n * 1000.0).round() as i64;
    let about = if thousandths as f64 / 1000.0 == n {
        ""
    } else {
        "about "
    };
    let sign = if thousandths < 0 { "-" } else { "" };
    let abs = thousandths.unsigned_abs();
    let (whole, fraction) = (abs / 1000, abs % 1000);
    if fraction == 0 {
        format!("{about}{sign}{whole}")
    } else {
        let digits = format!("{fraction:03}");
        format!("{about}{sign}{whole}.{}", digits.trim_end_matches('0'))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn objects_give_their_properties_and_missing_otherwise() {
        let object = Value::Object(vec![("rules".into(), "ing".into())]);
        assert_eq!(object.get("rules"), &Value::Text("ing".into()));
        assert_eq!(object.get("komi"), &Value::Missing);
        assert_eq!(Value::from(3.0).get("rules"), &Value::Missing);
    }

    #[test]
    fn numbers_are_written_plainly() {
        assert_eq!(number_text(19.0), "19");
        assert_eq!(number_text(9.5), "9.5");
        assert_eq!(number_text(-2.25), "-2.25");
        assert_eq!(number_text(0.1), "0.1");
        assert_eq!(number_text(1e-9), "about 0");
        assert_eq!(number_text(f64::NAN), "NaN");
        assert_eq!(number_text(f64::NEG_INFINITY), "-Infinity");
        assert_eq!(number_text(1e300), "a huge number");
    }

    #[test]
    fn quotes_are_short_and_cut_on_character_boundaries() {
        assert_eq!(quote("D4"), "'D4'");
        let long: String = "碁".repeat(40);
        let quoted = quote(&long);
        assert_eq!(quoted.chars().count(), 24 + 3);
        assert!(quoted.ends_with("…'"));
    }
}
