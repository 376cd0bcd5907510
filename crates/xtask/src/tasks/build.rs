//! `cargo xtask build`: compiles `web/` to WebAssembly into `www/pkg/`, then writes
//! the lessons index (`www/lessons/index.json`) and the service worker's precache
//! list (`www/sw-precache.js`).

use crate::steps::{lessons_index, precache, wasm};
use crate::workspace;

/// Runs the wasm build; takes no arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!(
            "`cargo xtask build` takes no arguments (got `{extra}`)"
        ));
    }
    let root = workspace::root();
    wasm::build(&root)?;
    lessons_index::write(&root)?;
    // Last: the list covers every file the steps before it wrote into www/.
    precache::write(&root)
}
