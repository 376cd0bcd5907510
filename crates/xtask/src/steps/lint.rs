//! Biome lints the project's JavaScript (www/, tests/, tools/; the rules and the files
//! in biome.json): the recommended rules plus undeclared variables, warnings counted
//! as failures. Biome is pinned in tools/lint/package-lock.json and installed there
//! with `npm ci` when missing.

use super::{Context, Step};
use crate::{node, process};

/// The step.
pub const STEP: Step = Step {
    name: "lint (Biome: www/, tests/, tools/)",
    run,
};

/// Where Biome's package.json lives, relative to the workspace root.
const LINT: &str = "tools/lint";

/// Installs Biome if needed, then lints; on failure says how to fix what it can.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    node::install(&root.join(LINT), LINT)?;
    let biome = format!("{LINT}/node_modules/.bin/biome");
    process::run(root, &biome, &["lint", "--error-on-warnings", "."]).map_err(|e| {
        format!("{e}; `{biome} lint --write .` applies the safe fixes (biome.json lists the rules)")
    })
}
