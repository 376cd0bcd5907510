//! TypeScript checks the page's JavaScript (`tsc --strict` with `checkJs`, types from
//! JSDoc and from wasm-bindgen's `.d.ts` in `target/www-gen/pkg/`, which the wasm build
//! step makes): the files `tsconfig.json` lists and every module they import, then the
//! service worker with the WebWorker library (`tsconfig.sw.json`: it cannot share a
//! program with the DOM's). Any error fails the step. TypeScript is pinned in tests/package-lock.json and installed
//! there with `npm ci` when missing. docs/building.md says how to add a file.

use super::{Context, Step};
use crate::{node, process, sizes, workspace};
use std::fs;
use std::path::Path;

/// The step.
pub const STEP: Step = Step {
    name: "type check (tsc --strict: tsconfig.json)",
    run,
};

/// Where TypeScript's package.json lives, relative to the workspace root.
const TESTS: &str = "tests";

/// The compiler, relative to the workspace root.
const TSC: &str = "tests/node_modules/typescript/bin/tsc";

/// Declarations laid over www/ (the merged string tables' type), relative to the root.
const TYPES: &str = "tools/types/www";

/// The programs checked, each a config at the root: the page's modules (DOM), then
/// the service worker (WebWorker).
const CONFIGS: [&str; 2] = ["tsconfig.json", "tsconfig.sw.json"];

/// Installs TypeScript if needed, says how many of www/'s modules are checked, checks.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    node::install(&root.join(TESTS), TESTS)?;
    let www = root.join("www");
    for name in CONFIGS {
        let config = config_for_this_build(root, name)?;
        let config = config.to_string_lossy();
        let listing = process::capture(root, "node", &[TSC, "-p", &config, "--listFilesOnly"])
            .map_err(|e| format!("cannot list the files {name} checks: {e}"))?;
        let checked = listing
            .lines()
            .filter(|line| line.ends_with(".js") && Path::new(line).starts_with(&www))
            .count();
        println!("checking {checked} modules of www/ ({name}'s list and what they import)");
        process::run(root, "node", &[TSC, "-p", &config, "--pretty", "false"])
            .map_err(|e| format!("{e}: see docs/building.md (type check)"))?;
    }
    Ok(())
}

/// The root's config `name` with the build's own generated folder (CARGO_TARGET_DIR
/// may have moved it from the `target/www-gen` the file names for editors), written
/// into the target directory; `rootDirs` cannot be given on tsc's command line. The
/// order is tsconfig.json's: the declarations of tools/types/www come before the
/// generated modules they describe.
fn config_for_this_build(root: &Path, name: &str) -> Result<std::path::PathBuf, String> {
    let dir = sizes::target_dir(root).join("typecheck");
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = |p: &Path| p.to_string_lossy().into_owned();
    let config = serde_json::json!({
        "extends": path(&root.join(name)),
        "compilerOptions": {
            "rootDirs": [
                path(&root.join("www")),
                path(&root.join(TYPES)),
                path(&workspace::generated(root)),
            ],
        },
    });
    let file = dir.join(name);
    fs::write(&file, config.to_string())
        .map_err(|e| format!("cannot write {}: {e}", file.display()))?;
    Ok(file)
}
