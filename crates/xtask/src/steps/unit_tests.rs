//! `cargo test --workspace`: unit, integration and doc tests, output shown.

use super::{Context, Step};
use crate::process;

/// The step.
pub const STEP: Step = Step { name: "test", run };

/// Runs every test of every crate.
fn run(context: &Context) -> Result<(), String> {
    process::cargo(&context.root, &["test", "--workspace"])
}
