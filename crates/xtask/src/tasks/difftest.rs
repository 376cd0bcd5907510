//! `cargo xtask difftest [--games N] [OPTIONS]`: the long differential test against
//! GNU Go 3.8 (`crates/difftest`, built with optimisations). Installs GNU Go first
//! when it can; every option goes to the `difftest` binary (`--help` lists them).

use crate::process;
use crate::steps::difftest::ensure_gnugo;
use crate::workspace;

/// Runs `cargo run --release -p difftest -- ARGS`, adding `--gnugo PATH` unless
/// given.
pub fn run(args: &[String]) -> Result<(), String> {
    let root = workspace::root();
    let gnugo = ensure_gnugo(&root)?
        .ok_or("GNU Go is not installed and could not be installed: `apt-get install gnugo`")?;
    let mut cargo_args: Vec<String> = ["run", "--release", "-p", "difftest", "--"]
        .map(String::from)
        .to_vec();
    cargo_args.extend(args.iter().cloned());
    if !args.iter().any(|a| a == "--gnugo") {
        cargo_args.extend(["--gnugo".to_owned(), gnugo.to_string_lossy().into_owned()]);
    }
    let cargo_args: Vec<&str> = cargo_args.iter().map(String::as_str).collect();
    process::cargo(&root, &cargo_args)
}
