//! `cargo xtask build`: compiles `web/` to WebAssembly into `target/www-gen/pkg/`, then
//! writes the lessons index (`target/www-gen/lessons/index.json`) and one string table
//! per language (`target/www-gen/strings/built/`), and bundles `www/` with them into
//! the site `target/site/` (what `cargo xtask serve` serves, with its service worker's
//! list and precompressed copies) and the CDN build `target/dist/` (`steps/bundle.rs`).
//! Nothing is written into `www/`.

use crate::steps::{bundle, lessons_index, source_tree, strings, wasm};
use crate::workspace;

/// Runs the build; takes no arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!(
            "`cargo xtask build` takes no arguments (got `{extra}`)"
        ));
    }
    let root = workspace::root();
    let generated = workspace::generated(&root);
    source_tree::remove_legacy_outputs(&root)?;
    wasm::build(&root)?;
    lessons_index::write(&root, &generated)?;
    strings::write(&root.join("www"), &generated)?;
    // The bundled site and the CDN build, from www/ and the generated files.
    bundle::write(&root)
}
