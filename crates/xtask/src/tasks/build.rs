//! `cargo xtask build`: compiles `web/` to WebAssembly into `www/pkg/`, then writes
//! the lessons index (`www/lessons/index.json`), one string table per language
//! (`www/strings/built/`), the pages' start-up download lists (`www/*.html`), the
//! service worker's precache list (`www/sw-precache.js`) and the precompressed copies
//! (`.br`, `.gz`) of every text and wasm file; then bundles the site into
//! `target/site/` (what `cargo xtask serve` serves) and the CDN build into
//! `target/dist/` (`steps/bundle.rs`).

use crate::steps::{bundle, compress, lessons_index, precache, preload, strings, wasm};
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
    strings::write(&root.join("www"))?;
    preload::write(&root.join("www"))?;
    // The list covers every file the steps before it wrote into www/.
    precache::write(&root)?;
    // Last: the list itself is compressed too.
    compress::write(&root.join("www"))?;
    // The bundled site and the CDN build, from the finished www/.
    bundle::write(&root)
}
