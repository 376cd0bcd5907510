//! A faster check in the JavaScript glue before each read or write of wasm memory
//! through its `DataView` (every string and number a Rust import hands back, such as
//! an options object's fields).
//!
//! wasm-bindgen's glue tests whether the cached view still covers the memory with
//! `buffer.detached`, and where that property is missing (Node 20) compares
//! `wasm.memory.buffer` as well: two `buffer` getters per access, which the profile
//! of `new Game(…)` in Node showed as its most expensive line. Growing a wasm memory
//! that is not shared detaches its old `ArrayBuffer`, whose `byteLength` is then 0,
//! and a live view of wasm memory is never empty (a memory has at least one page):
//! so `byteLength === 0` says the same, everywhere, with one getter.

use std::fs;
use std::path::Path;

/// The test wasm-bindgen writes in `getDataViewMemory0`.
const SLOW: &str = "cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.detached === true || (cachedDataViewMemory0.buffer.detached === undefined && cachedDataViewMemory0.buffer !== wasm.memory.buffer)";

/// The same test, with one getter.
const FAST: &str =
    "cachedDataViewMemory0 === null || cachedDataViewMemory0.buffer.byteLength === 0";

/// Rewrites the glue at `js` in place. A glue with no `DataView` (a module that
/// never needs one) is left as it is; one whose view test has another shape is an
/// error (a new wasm-bindgen: update [`SLOW`]).
pub fn speed_up(js: &Path) -> Result<(), String> {
    let text = fs::read_to_string(js).map_err(|e| format!("cannot read {}: {e}", js.display()))?;
    let Some(patched) = patch(&text)? else {
        return Ok(());
    };
    fs::write(js, patched).map_err(|e| format!("cannot write {}: {e}", js.display()))
}

/// The glue with [`SLOW`] replaced by [`FAST`]; `None` when it has no `DataView`.
fn patch(text: &str) -> Result<Option<String>, String> {
    if !text.contains("cachedDataViewMemory0") {
        return Ok(None);
    }
    match text.matches(SLOW).count() {
        1 => Ok(Some(text.replacen(SLOW, FAST, 1))),
        n => Err(format!(
            "the glue's DataView test was found {n} times, not once: update steps/wasm_views.rs for this wasm-bindgen"
        )),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_view_test_is_replaced_once() {
        let glue = format!("function getDataViewMemory0() {{\n    if ({SLOW}) {{ }}\n}}");
        let patched = patch(&glue).unwrap().unwrap();
        assert!(patched.contains(FAST));
        assert!(!patched.contains(SLOW));
        assert_eq!(patch("no view here"), Ok(None));
        assert!(patch("let cachedDataViewMemory0 = null;").is_err());
    }
}
