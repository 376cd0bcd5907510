//! The differential test against GNU Go 3.8, short version (`crates/difftest`):
//! three seeded games per rule setting and board size, boards and legal moves
//! compared before every move. Installs GNU Go with apt-get when it is missing and
//! that is possible. Without GNU Go the step is skipped with a loud message, except
//! on CI (`CI=true`), where it fails.

use super::{Context, Step};
use crate::process;
use std::env;
use std::path::{Path, PathBuf};

/// The step.
pub const STEP: Step = Step {
    name: "difftest against GNU Go (short)",
    run,
};

/// Games per setting and board size in the short version (9 settings × 4 sizes).
const SHORT_GAMES: &str = "3";

/// Where Debian's `gnugo` package puts the binary.
const DEBIAN_GNUGO: &str = "/usr/games/gnugo";

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

/// GNU Go's binary: `$GNUGO`, `gnugo` on `PATH` or Debian's path.
fn find_gnugo() -> Option<PathBuf> {
    if let Some(path) = env::var_os("GNUGO") {
        return Some(PathBuf::from(path)).filter(|p| p.is_file());
    }
    env::var_os("PATH")
        .iter()
        .flat_map(env::split_paths)
        .map(|dir| dir.join("gnugo"))
        .chain([PathBuf::from(DEBIAN_GNUGO)])
        .find(|p| p.is_file())
}

/// Whether this is a CI run (`CI=true`).
fn on_ci() -> bool {
    env::var("CI").is_ok_and(|v| v == "true")
}

/// GNU Go, installed with `apt-get install -y gnugo` (after `apt-get update` if
/// needed) when missing and running as root. `Ok(None)`: not installed and not
/// installable, outside CI. On CI a missing GNU Go is an error.
pub fn ensure_gnugo(root: &Path) -> Result<Option<PathBuf>, String> {
    if let Some(path) = find_gnugo() {
        println!("gnugo: {}", path.display());
        return Ok(Some(path));
    }
    let is_root = process::capture(root, "id", &["-u"]).is_ok_and(|uid| uid.trim() == "0");
    if is_root && process::capture(root, "apt-get", &["--version"]).is_ok() {
        println!("gnugo: missing, installing the Debian package");
        let install = ["install", "-y", "gnugo"];
        if process::run(root, "apt-get", &install).is_err() {
            process::run(root, "apt-get", &["update"])?;
            process::run(root, "apt-get", &install)?;
        }
    }
    match find_gnugo() {
        Some(path) => {
            println!("gnugo: {}", path.display());
            Ok(Some(path))
        }
        None if on_ci() => Err("GNU Go is not installed, and CI must run the differential \
                                test: `apt-get install -y gnugo` (.ci/run does it)"
            .into()),
        None => Ok(None),
    }
}
