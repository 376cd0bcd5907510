//! An SGF record as the API takes it: text, or a file's bytes, read as the page reads
//! a file (RULES R6.2): decoded as a whole before the SGF is parsed, in the set of the
//! byte-order mark, `CA[]` or detection ([`weiqi::sgf::decode_with`]); the sets that
//! need tables (Shift_JIS, GB18030, EUC-KR, Big5, KOI8-R) through the platform's
//! `TextDecoder`, which browsers and Node have and the `.wasm` then need not carry.
//! Bytes that cannot be read without loss are refused with `bad-encoding` and where.

use weiqi::sgf::{Expected, ParseError, ParseOptions, ParseWarning, Record};

use crate::errors::ApiError;
use crate::records::{from_tree, LoadedRecord};

/// An SGF record: text (already decoded) or a file's bytes.
pub enum SgfInput {
    /// Text, as JavaScript strings are: a `CA[]` in it only says how it was stored.
    Text(String),
    /// A file's bytes, decoded as [`weiqi::sgf::decode_with`] says.
    Bytes(Vec<u8>),
}

impl SgfInput {
    /// Every game of the record, leniently parsed, with the parser's repair notes.
    /// Throws `bad-sgf` with the line and column where it is malformed, or
    /// `bad-encoding` where its bytes cannot be read without loss.
    pub fn read(&self) -> Result<(Record, Vec<ParseWarning>), ApiError> {
        let options = ParseOptions::LENIENT;
        match self {
            SgfInput::Text(text) => Record::from_text(text, &options),
            SgfInput::Bytes(bytes) => Record::from_sgf_with_tables(bytes, &options, tables),
        }
        .map_err(read_error)
    }

    /// The first game, its main line replayed (`Game.fromSgf`); a file that holds
    /// more says so in a `more-games` warning.
    pub fn first_game(&self) -> Result<LoadedRecord, ApiError> {
        let (record, _) = self.read()?;
        let count = record.game_count();
        from_tree(record.into_tree(), count)
    }

    /// How many bytes (or UTF-8 bytes of text) the record has.
    pub fn len(&self) -> usize {
        match self {
            SgfInput::Text(text) => text.len(),
            SgfInput::Bytes(bytes) => bytes.len(),
        }
    }

    /// Whether the record is empty.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A record that cannot be read: `bad-encoding` for bytes that are not text in their
/// set, `bad-sgf` for text that is not SGF.
pub fn read_error(error: ParseError) -> ApiError {
    if matches!(error.expected, Expected::Text(_)) {
        ApiError::bad_encoding(error.to_string())
    } else {
        ApiError::bad_sgf(error.to_string())
    }
}

#[cfg(target_family = "wasm")]
use platform::tables;

/// Natively (the crate's tests), the rules crate's own tables, if it was built with
/// them.
#[cfg(not(target_family = "wasm"))]
use weiqi::sgf::built_in_tables as tables;

#[cfg(target_family = "wasm")]
mod platform {
    use js_sys::{Object, Reflect};
    use wasm_bindgen::prelude::*;
    use weiqi::sgf::Encoding;

    #[wasm_bindgen]
    extern "C" {
        /// The platform's `TextDecoder`, which has every WHATWG set's tables.
        type TextDecoder;

        #[wasm_bindgen(constructor, catch)]
        fn new(label: &str, options: &JsValue) -> Result<TextDecoder, JsValue>;

        #[wasm_bindgen(method, catch)]
        fn decode(this: &TextDecoder, input: &[u8], options: &JsValue) -> Result<String, JsValue>;
    }

    /// `{ name: true }`.
    fn flag(name: &str) -> JsValue {
        let object = Object::new();
        // Setting a data property on a fresh plain object cannot fail.
        let _ = Reflect::set(&object, &name.into(), &JsValue::TRUE);
        object.into()
    }

    /// Whether a strict decoder of `label` reads `bytes`, the last sequence left
    /// open when `stream` (more may follow); `None` when there is no such decoder.
    fn reads(label: &str, bytes: &[u8], stream: bool) -> Option<Result<String, ()>> {
        let decoder = TextDecoder::new(label, &flag("fatal")).ok()?;
        let options = if stream {
            flag("stream")
        } else {
            JsValue::UNDEFINED
        };
        Some(decoder.decode(bytes, &options).map_err(|_| ()))
    }

    /// The platform's tables: the text, or the offset of the first sequence that is
    /// not valid in the set.
    pub fn tables(encoding: Encoding, bytes: &[u8]) -> Option<Result<String, usize>> {
        let label = encoding.name();
        if let Ok(text) = reads(label, bytes, false)? {
            return Some(Ok(text));
        }
        // The shortest prefix a streaming decoder refuses ends inside the first bad
        // sequence (none: the file ends inside one).
        let (mut good, mut bad) = (0, bytes.len() + 1);
        while bad - good > 1 {
            let mid = (good + bad) / 2;
            match reads(label, &bytes[..mid], true) {
                Some(Ok(_)) => good = mid,
                _ => bad = mid,
            }
        }
        // That sequence starts where the text before it ends on a whole character.
        let end = bad.min(bytes.len());
        let start = (end.saturating_sub(4)..end)
            .rev()
            .find(|&at| matches!(reads(label, &bytes[..at], false), Some(Ok(_))))
            .unwrap_or(0);
        Some(Err(start))
    }
}
