//! A two-game smoke of `cargo xtask strength`: `weiqi-gtp` (50 playouts a move)
//! against GNU Go over GTP, so that the match harness and the engine's GTP keep
//! working. Not a strength figure. Skipped loudly without GNU Go (see the
//! difftest step, which installs it when it can).

use super::{Context, Step};
use crate::tasks::strength;

/// The step.
pub const STEP: Step = Step {
    name: "strength smoke against GNU Go (2 games)",
    run,
};

fn run(context: &Context) -> Result<(), String> {
    if super::difftest::ensure_gnugo(&context.root)?.is_none() {
        println!("\n*** SKIPPED: GNU Go is not installed: the strength smoke did NOT run. ***\n");
        return Ok(());
    }
    let args = ["--games", "2", "--playouts", "50", "--max-moves", "200"].map(String::from);
    strength::run(&args)
}
