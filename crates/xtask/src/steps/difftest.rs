//! The differential test against GNU Go 3.8, short version (`crates/difftest`):
//! three seeded games per rule setting and board size, boards and legal moves
//! compared before every move. Installs GNU Go with apt-get when it is missing and
//! that is possible. Without GNU Go the step is skipped with a loud message, except
//! on CI (`CI=true`), where it fails.

use super::{Context, Step};
use crate::{debian, process};
use std::env;
use std::path::{Path, PathBuf};

/// The step.
pub const STEP: Step = Step {
    name: "difftest against GNU Go (short)",
    run,
};

/// Games per setting and board size in the short version (9 settings × 4 sizes).
const SHORT_GAMES: &str = "3";

fn run(context: &Context) -> Result<(), String> {
    let Some(gnugo) = ensure_gnugo(&context.root)? else {
        println!(
            "\n\
             ************************************************************************\n\
             *** SKIPPED: GNU Go is not installed and could not be installed here. ***\n\
             *** The differential test against GNU Go did NOT run.                 ***\n\
             *** Install it (`apt-get install gnugo`) and run `cargo xtask test`.  ***\n\
             ************************************************************************\n"
        );
        return Ok(());
    };
    let gnugo = gnugo.to_string_lossy();
    process::cargo(
        &context.root,
        &[
            "run",
            "--quiet",
            "-p",
            "difftest",
            "--",
            "--games",
            SHORT_GAMES,
            "--quiet",
            "--gnugo",
            &gnugo,
        ],
    )
}

/// Whether this is a CI run (`CI=true`).
fn on_ci() -> bool {
    env::var("CI").is_ok_and(|v| v == "true")
}

/// GNU Go, installed from Debian when missing and this runs as root (the first step
/// of `cargo xtask test` has done so already). `Ok(None)`: not installed and not
/// installable, outside CI. On CI a missing GNU Go is an error.
pub fn ensure_gnugo(root: &Path) -> Result<Option<PathBuf>, String> {
    debian::install_missing(root, &[&debian::GNUGO])?;
    match debian::GNUGO.find() {
        Some(path) => Ok(Some(path)),
        None if on_ci() => Err("GNU Go is not installed, and CI must run the differential \
                                test: `apt-get install -y gnugo` (.ci/run does it)"
            .into()),
        None => Ok(None),
    }
}
