//! The bundled site and the CDN build: `tools/bundle/bundle.mjs` (esbuild 0.28.2,
//! pinned in `tools/bundle/package-lock.json`) copies `www/` and the build's generated
//! files (`target/www-gen/`) into `target/site/`, where
//! each page loads one minified, content-hashed bundle and asks for the `.wasm` and the
//! strings of its language from its head, and writes the `<go-board>` element alone
//! into `target/dist/` for a CDN, printing the one-line embed snippet with its
//! integrity hash. Then the site gets the teacher's network (`teacher_model`), its
//! own precache list and precompressed copies.
//!
//! Why a bundle (measured on the throttled phone of `cargo xtask lighthouse`): the
//! source modules are 35 files that the browser fetches and links one by one; one
//! bundle is a handful of responses and a third of the bytes (docs/start-up.md).

use super::{compress, precache, teacher_model, Context, Step};
use crate::{node, process, workspace};
use std::path::Path;

/// The step (after every step that writes generated files).
pub const STEP: Step = Step {
    name: "bundled site and CDN build (www/ + target/www-gen/ → target/site/, target/dist/)",
    run,
};

/// The bundler's folder (its package.json and lockfile), relative to the root.
const TOOLS: &str = "tools/bundle";

/// The bundled site, relative to the root: what `cargo xtask serve` serves.
pub const SITE: &str = "target/site";

/// The CDN build, relative to the root.
pub const DIST: &str = "target/dist";

fn run(context: &Context) -> Result<(), String> {
    write(&context.root)
}

/// Builds `target/site/` and `target/dist/` from `<root>/www` and the generated files
/// (built before).
pub fn write(root: &Path) -> Result<(), String> {
    node::ensure_node(root)?;
    node::install(&root.join(TOOLS), TOOLS)?;
    let generated = workspace::generated(root);
    process::run(
        root,
        "node",
        &[
            &format!("{TOOLS}/bundle.mjs"),
            "--www",
            "www",
            "--gen",
            &generated.to_string_lossy(),
            "--site",
            SITE,
            "--dist",
            DIST,
        ],
    )?;
    let site = root.join(SITE);
    // The teacher's network, when the build finds it (never precached).
    teacher_model::write(root, &site)?;
    precache::write_site(&site, SITE)?;
    // Last: the list itself is compressed too.
    compress::write(&site).map(|_| ())
}
