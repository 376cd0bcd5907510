//! The character sets of SGF files' bytes (RULES R6.2), in the second module: opening
//! a file is not on the way to the first move, and the main module reads text and
//! UTF-8 only. `detectEncoding(bytes)` says which set the bytes are in;
//! `decodeSgf(bytes)` decodes them whole (the sets that need tables — Shift_JIS,
//! GB18030, EUC-KR, Big5, KOI8-R — through the platform's `TextDecoder`, which
//! browsers and Node have and the `.wasm` then need not carry) and gives the text and
//! how it was read, for `Record.fromSgf(text, { encoding })`. Bytes that cannot be read
//! without loss are refused with `bad-encoding` and where.

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use weiqi::sgf::{decode_with, detect_encoding, Detected};

use crate::errors::ApiError;
use crate::js::error_to_js;

#[wasm_bindgen(typescript_custom_section)]
const DECODED_TYPES: &'static str = r#"
/** A file's bytes decoded (`decodeSgf`): the text, and how it was read, to give `Record.fromSgf(text, { encoding })`. */
export interface DecodedSgf { text: string; encoding: RecordEncoding; }
"#;

/// `{ encoding, evidence }`.
fn read_as(found: Detected) -> Object {
    let object = Object::new();
    // Setting a data property on a fresh plain object cannot fail.
    let _ = Reflect::set(&object, &"encoding".into(), &found.encoding.name().into());
    let _ = Reflect::set(&object, &"evidence".into(), &found.evidence.name().into());
    object
}

/// The character set of an SGF file's bytes and why: a byte-order mark, the record's
/// `CA[]`, valid UTF-8, or a guess among windows-1251, Shift_JIS, GB18030, EUC-KR
/// and Latin-1. Its `encoding` is a label `new TextDecoder(…)` accepts.
#[wasm_bindgen(js_name = detectEncoding, unchecked_return_type = "DetectedEncoding")]
pub fn detect_encoding_js(bytes: &[u8]) -> JsValue {
    read_as(detect_encoding(bytes)).into()
}

/// An SGF file's bytes decoded whole, as the page reads a file (RULES R6.2): the set
/// of the byte-order mark, else `CA[]`, else UTF-8 when they are valid UTF-8, else a
/// guess; `{ text, encoding }`. Throws `bad-encoding` with the set, the line and
/// column and the byte where the bytes cannot be read without loss (nothing is ever
/// replaced by U+FFFD).
#[wasm_bindgen(js_name = decodeSgf, unchecked_return_type = "DecodedSgf")]
pub fn decode_sgf(bytes: &[u8]) -> Result<JsValue, JsValue> {
    let decoded = decode_with(bytes, tables)
        .map_err(|e| error_to_js(&ApiError::bad_encoding(e.to_string())))?;
    let object = Object::new();
    let _ = Reflect::set(&object, &"text".into(), &JsValue::from_str(&decoded.text));
    let _ = Reflect::set(
        &object,
        &"encoding".into(),
        &read_as(decoded.detected).into(),
    );
    Ok(object.into())
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
