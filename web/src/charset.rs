//! `detectEncoding(bytes)`: which character set an SGF file's bytes are in (RULES
//! R6.2), so that the page decodes a file exactly as the engine would natively (with
//! the browser's `TextDecoder`, which has the tables this module leaves out). In the
//! second module: opening a file is not on the way to the first move.

use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::*;
use weiqi::sgf::detect_encoding;

/// The character set of an SGF file's bytes and why: a byte-order mark, the record's
/// `CA[]`, valid UTF-8, or a guess among windows-1251, Shift_JIS, GB18030, EUC-KR
/// and Latin-1. Its `encoding` is a label `new TextDecoder(…)` accepts.
#[wasm_bindgen(js_name = detectEncoding, unchecked_return_type = "DetectedEncoding")]
pub fn detect_encoding_js(bytes: &[u8]) -> JsValue {
    let found = detect_encoding(bytes);
    let object = Object::new();
    // Setting a data property on a fresh plain object cannot fail.
    let _ = Reflect::set(&object, &"encoding".into(), &found.encoding.name().into());
    let _ = Reflect::set(&object, &"evidence".into(), &found.evidence.name().into());
    object.into()
}
