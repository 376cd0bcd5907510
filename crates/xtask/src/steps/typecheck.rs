//! TypeScript checks the page's JavaScript (`tsc --strict` with `checkJs`, types from
//! JSDoc and from wasm-bindgen's `.d.ts` in `target/www-gen/pkg/`, which the wasm build
//! step makes): the files listed in `tsconfig.json` and every module they import. Any
//! error fails the step. TypeScript is pinned in tests/package-lock.json and installed
//! there with `npm ci` when missing (docs/building.md: adding a file to the check).

use super::{Context, Step};
use crate::{node, process, workspace};

/// The step.
pub const STEP: Step = Step {
    name: "type check (tsc --strict: tsconfig.json)",
    run,
};

/// Where TypeScript's package.json lives, relative to the workspace root.
const TESTS: &str = "tests";

/// Declarations laid over www/ (the merged string tables' type), relative to the root.
const TYPES: &str = "tools/types/www";

/// The compiler, relative to the workspace root.
const TSC: &str = "tests/node_modules/typescript/bin/tsc";

/// Installs TypeScript if needed, says how many of www/'s files are checked, then checks.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    node::install(&root.join(TESTS), TESTS)?;
    // tsconfig.json names `target/www-gen` for editors; the build's own folder is
    // passed here in case CARGO_TARGET_DIR moved it. The order is tsconfig.json's: the
    // declarations of tools/types/www come before the generated modules they describe.
    let generated = workspace::generated(root);
    let root_dirs = format!("www,{TYPES},{}", generated.display());
    let base = [TSC, "-p", "tsconfig.json", "--rootDirs", root_dirs.as_str()];
    let listing = process::capture(root, "node", &[&base[..], &["--listFilesOnly"]].concat())
        .map_err(|e| format!("cannot list the checked files: {e}"))?;
    let www = root.join("www");
    let checked = listing
        .lines()
        .filter(|line| line.ends_with(".js"))
        .filter(|line| root.join(line).starts_with(&www))
        .count();
    println!("checking {checked} modules of www/ (tsconfig.json's list and their imports)");
    process::run(root, "node", &[&base[..], &["--pretty", "false"]].concat())
        .map_err(|e| format!("{e}: fix the types, or see docs/building.md"))
}
