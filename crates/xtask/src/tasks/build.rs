//! `cargo xtask build`: compiles `web/` to WebAssembly into `www/pkg/`.

use crate::steps::wasm;
use crate::workspace;

/// Runs the wasm build; takes no arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!(
            "`cargo xtask build` takes no arguments (got `{extra}`)"
        ));
    }
    wasm::build(&workspace::root())
}
