//! Changes to what wasm-bindgen writes. In the JavaScript glue: a call on an object
//! that was freed (`free()`, or the end of its `using` block) throws an `Error` with
//! the code `freed`, as every other API error has a code, instead of wasm-bindgen's
//! bare "null pointer passed to rust". In the TypeScript declarations: the classes'
//! `[Symbol.dispose]()` compiles for a consumer whose `lib` is older than ES2024
//! (`--lib es2022,dom`), through a reference to TypeScript's `esnext.disposable`
//! library (TypeScript 5.2 and later), which declares `Symbol.dispose`.

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

/// The line that brings `Symbol.dispose` into a consumer's compilation.
const DISPOSABLE: &str = "/// <reference lib=\"esnext.disposable\" />\n";

/// Adds [`DISPOSABLE`] to the declarations at `dts` when they use `Symbol.dispose`.
pub fn declare_disposable(dts: &Path) -> Result<(), String> {
    let text =
        fs::read_to_string(dts).map_err(|e| format!("cannot read {}: {e}", dts.display()))?;
    if let Some(patched) = with_disposable(&text) {
        fs::write(dts, patched).map_err(|e| format!("cannot write {}: {e}", dts.display()))?;
    }
    Ok(())
}

/// The declarations with [`DISPOSABLE`] first, when they use `Symbol.dispose` and
/// do not have it yet.
fn with_disposable(text: &str) -> Option<String> {
    (text.contains("[Symbol.dispose]") && !text.starts_with(DISPOSABLE))
        .then(|| format!("{DISPOSABLE}{text}"))
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

    #[test]
    fn declarations_that_dispose_reference_the_library() {
        let dts = "export class Game {\n  [Symbol.dispose](): void;\n}\n";
        let patched = with_disposable(dts).unwrap();
        assert!(patched.starts_with("/// <reference lib=\"esnext.disposable\" />\nexport class"));
        assert_eq!(with_disposable(&patched), None, "once");
        assert_eq!(with_disposable("export function f(): void;"), None);
    }
}
