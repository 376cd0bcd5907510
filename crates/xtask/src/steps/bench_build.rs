//! `cargo bench --no-run`: the benchmarks compile (running them is `cargo xtask bench`).

use super::{Context, Step};
use crate::process;

/// The step.
pub const STEP: Step = Step {
    name: "benches compile",
    run,
};

/// Builds the rules crate's benchmarks without running them.
fn run(context: &Context) -> Result<(), String> {
    process::cargo(&context.root, &["bench", "-p", "weiqi", "--no-run"])
}
