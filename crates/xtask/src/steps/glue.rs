//! One change to the JavaScript glue wasm-bindgen writes: a call on an object that
//! was freed (`free()`, or the end of its `using` block) throws an `Error` with the
//! code `freed`, as every other API error has a code, instead of wasm-bindgen's bare
//! "null pointer passed to rust".

use std::fs;
use std::path::Path;

/// The body wasm-bindgen gives its `__wbindgen_throw` import.
const THROW: &str = "throw new Error(getStringFromWasm0(arg0, arg1));";

/// The same, with the freed-object message turned into a coded error.
const CODED_THROW: &str = "const message = getStringFromWasm0(arg0, arg1);
            if (message !== 'null pointer passed to rust') throw new Error(message);
            const error = new Error('this object was freed (free(), or the end of its using block): make a new one');
            error.code = 'freed';
            throw error;";

/// Rewrites the glue at `js` in place; an error when wasm-bindgen's output no
/// longer has the expected shape (a new version: update [`THROW`]).
pub fn code_freed_errors(js: &Path) -> Result<(), String> {
    let text = fs::read_to_string(js).map_err(|e| format!("cannot read {}: {e}", js.display()))?;
    let patched = patch(&text).ok_or_else(|| {
        format!(
            "{}: wasm-bindgen's throw import not found once",
            js.display()
        )
    })?;
    fs::write(js, patched).map_err(|e| format!("cannot write {}: {e}", js.display()))
}

/// The glue with [`THROW`] replaced, if it occurs exactly once.
fn patch(text: &str) -> Option<String> {
    (text.matches(THROW).count() == 1).then(|| text.replacen(THROW, CODED_THROW, 1))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_throw_import_is_replaced_once() {
        let glue = format!("x: function(arg0, arg1) {{\n            {THROW}\n        }},");
        let patched = patch(&glue).unwrap();
        assert!(patched.contains("error.code = 'freed'"));
        assert!(!patched.contains(THROW));
        assert_eq!(patch("no import here"), None);
        assert_eq!(patch(&format!("{THROW}{THROW}")), None);
    }
}
