//! The npm package, packed and checked as its users take it: `target/npm/*.tgz`
//! (steps/npm_pack.rs) installed into a scratch project, imported in Node, loaded in
//! Chromium through an import map and bundled with esbuild
//! (`tools/package-check/package.test.mjs`, its esbuild and playwright-core pinned in
//! that folder's lockfile, installed with `npm ci` when missing or stale).

use super::{npm_pack, Context, Step};
use crate::{node, process};

/// The step.
pub const STEP: Step = Step {
    name: "npm package (pack, install, Node, import map, esbuild)",
    run,
};

/// The checking project, relative to the workspace root.
const CHECK: &str = "tools/package-check";

/// Packs, installs the checker's dependencies, runs its tests against the tarball.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    let tarball = npm_pack::write(root)?;
    node::install(&root.join(CHECK), CHECK)?;
    let tarball = format!("WEIQI_TARBALL={}", tarball.display());
    process::run(
        root,
        "env",
        &[
            &tarball,
            "node",
            "--test",
            &format!("{CHECK}/package.test.mjs"),
        ],
    )
}
