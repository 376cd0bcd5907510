//! `cargo publish --dry-run -p weiqi`: the rules crate packs and builds on its own, as
//! crates.io would receive it (metadata, README, no path dependency). Nothing is
//! uploaded; the registry is only read, to resolve the packed crate's dependencies.

use super::{Context, Step};
use crate::process;

/// The step.
pub const STEP: Step = Step {
    name: "publish dry run (weiqi crate)",
    run,
};

/// Packs the crate and builds the packed copy. `--allow-dirty`: the step checks what
/// the crate's files are now, before they are committed (the way `cargo xtask test`
/// is run while working), not the state of git.
fn run(context: &Context) -> Result<(), String> {
    process::cargo(
        &context.root,
        &["publish", "--dry-run", "--allow-dirty", "-p", "weiqi"],
    )
}
