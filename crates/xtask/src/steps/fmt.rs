//! `cargo fmt --all --check`: every file is formatted.

use super::{Context, Step};
use crate::process;

/// The step.
pub const STEP: Step = Step { name: "fmt", run };

/// Checks formatting; on failure says how to fix it.
fn run(context: &Context) -> Result<(), String> {
    process::cargo(&context.root, &["fmt", "--all", "--check"])
        .map_err(|e| format!("{e}; `cargo fmt --all` formats the code"))
}
