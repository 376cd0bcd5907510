//! `cargo clippy`: no lint warnings anywhere, tests and benches included.

use super::{Context, Step};
use crate::process;

/// The step.
pub const STEP: Step = Step {
    name: "clippy",
    run,
};

/// Lints the workspace with warnings as errors.
fn run(context: &Context) -> Result<(), String> {
    process::cargo(
        &context.root,
        &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    )
}
