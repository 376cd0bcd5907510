//! An SGF record as the main module takes it: text, text decoded from a file's bytes
//! (`decodeSgf` in the second module, which detects and decodes every set the page
//! reads, RULES R6.2), or bytes that are UTF-8 (a UTF-8 mark, or valid UTF-8 that no
//! `CA[]` names another set for: [`weiqi::sgf::decode_utf8`]). Other bytes are refused
//! with `bad-encoding`, which names `decodeSgf`: the main module carries no other
//! set, so that the page starts with the smaller module.

use weiqi::sgf::{decode_utf8, Detected, Expected, ParseError, ParseOptions, ParseWarning, Record};

use crate::errors::ApiError;

/// An SGF record: text, text decoded from a file's bytes, or a file's bytes.
pub enum SgfInput {
    /// Text, as JavaScript strings are: a `CA[]` in it only says how it was stored.
    Text(String),
    /// Text `decodeSgf` decoded from a file's bytes, and how it read them.
    Decoded(String, Detected),
    /// A file's bytes, read when they are UTF-8 ([`weiqi::sgf::decode_utf8`]).
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
            SgfInput::Decoded(text, detected) => Record::from_decoded(text, *detected, &options),
            SgfInput::Bytes(bytes) => {
                let decoded = decode_utf8(bytes).ok_or_else(|| {
                    ApiError::bad_encoding(
                        "these bytes are not UTF-8: read them with decodeSgf (the second module, loadExtras()) and give its text",
                    )
                })?;
                Record::from_decoded(&decoded.text, decoded.detected, &options)
            }
        }
        .map_err(read_error)
    }

    /// How many bytes (or UTF-8 bytes of text) the record has.
    pub fn len(&self) -> usize {
        match self {
            SgfInput::Text(text) | SgfInput::Decoded(text, _) => text.len(),
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
