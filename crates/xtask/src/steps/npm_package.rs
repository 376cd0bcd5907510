//! The npm package, packed and checked as its users take it: `target/npm/*.tgz`
//! (steps/npm_pack.rs) installed into `tools/package-check/` (install.mjs, as a user's
//! project installs it), imported in Node, loaded in Chromium through an import map,
//! built into real apps by Vite 5 (build, preview, dev server), webpack 5, esbuild and
//! with React, Vue and Svelte, each opened in Chromium, and its TypeScript declarations
//! compiled by a strict consumer (`tools/package-check/*.test.mjs`; the tools pinned in
//! that folder's lockfile, installed with `npm ci` when missing or stale). Chromium is
//! Debian's, installed by the first step of `cargo xtask test`.

use super::{npm_pack, Context, Step};
use crate::{debian, node, process};
use std::process::Command;
use std::time::Instant;

/// The step.
pub const STEP: Step = Step {
    name: "npm package (pack; Node, import map, Vite, webpack, esbuild, React, Vue, Svelte, TypeScript)",
    run,
};

/// The checking project, relative to the workspace root.
const CHECK: &str = "tools/package-check";

/// Packs, installs the checker's tools and the tarball, runs its tests against it.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    let chromium = debian::CHROMIUM.require()?;
    let tarball = npm_pack::write(root)?;
    let started = Instant::now();
    node::install(&root.join(CHECK), CHECK)?;
    let installed = started.elapsed();
    let tarball = tarball.to_string_lossy().into_owned();
    let env = [("WEIQI_TARBALL", tarball.as_str())];
    process::run_with_env(root, "node", &[&format!("{CHECK}/install.mjs")], &env)?;
    let tests = Instant::now();
    let status = Command::new("node")
        .args([
            "--test",
            &format!("{CHECK}/package.test.mjs"),
            &format!("{CHECK}/apps.test.mjs"),
            &format!("{CHECK}/types.test.mjs"),
        ])
        .current_dir(root)
        .env("WEIQI_TARBALL", &tarball)
        .env("CHROMIUM", &chromium)
        .status()
        .map_err(|e| format!("could not start `node`: {e}"))?;
    println!(
        "{CHECK}: npm ci {:.1} s (0 when up to date), tests {:.1} s",
        installed.as_secs_f64(),
        tests.elapsed().as_secs_f64()
    );
    if status.success() {
        Ok(())
    } else {
        Err(format!("the npm package's checks failed ({status})"))
    }
}
