//! Node.js and npm, as the tests, the benchmarks and the measurements use them: a
//! clear message without Node, and `npm ci` in a folder whose installed tree is
//! missing or older than its lockfile.

use crate::process;
use std::fs;
use std::io;
use std::path::Path;
use std::time::SystemTime;

/// Prints Node's version; fails with a clear message when Node.js is missing.
pub fn ensure_node(root: &Path) -> Result<(), String> {
    match process::capture(root, "node", &["--version"]) {
        Ok(version) => {
            println!("node {}", version.trim());
            Ok(())
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => Err("Node.js not found: install \
             Node.js 20 or newer with npm (e.g. `apt-get install nodejs npm`)"
            .into()),
        Err(e) => Err(format!("cannot run node: {e}")),
    }
}

/// Runs `npm ci` in `dir` (shown as `shown`) when [`needs_install`] says so.
pub fn install(dir: &Path, shown: &str) -> Result<(), String> {
    if needs_install(dir) {
        println!("{shown}/node_modules: missing or older than package-lock.json, installing");
        process::run(dir, "npm", &["ci", "--no-audit", "--no-fund"])
    } else {
        println!("{shown}/node_modules: up to date");
        Ok(())
    }
}

/// Whether `npm ci` must run: no installed tree, or a lockfile newer than the tree
/// npm installed from it (npm records that in `node_modules/.package-lock.json`).
pub fn needs_install(dir: &Path) -> bool {
    let modified = |path: &Path| -> Option<SystemTime> { fs::metadata(path).ok()?.modified().ok() };
    let lock = modified(&dir.join("package-lock.json"));
    let installed = modified(&dir.join("node_modules/.package-lock.json"));
    match (lock, installed) {
        (Some(lock), Some(installed)) => lock > installed,
        _ => true,
    }
}

/// The most failures [`with_failures`] repeats; the rest are counted.
const FAILURES_SHOWN: usize = 8;

/// The arguments for `node --test` that keep Node's `spec` output on the terminal and
/// also write one line per failing test to `failures` (tests/support/failures-reporter.mjs).
pub fn reporter_args(failures: &Path) -> Vec<String> {
    vec![
        "--test-reporter=spec".into(),
        "--test-reporter-destination=stdout".into(),
        "--test-reporter=./tests/support/failures-reporter.mjs".into(),
        format!("--test-reporter-destination={}", failures.display()),
    ]
}

/// `message` followed by the failing tests that [`reporter_args`] wrote to `failures`:
/// the last lines of a log (all a CI summary shows) then say which tests failed.
pub fn with_failures(message: String, failures: &Path) -> String {
    let Ok(text) = fs::read_to_string(failures) else {
        return message;
    };
    let lines: Vec<&str> = text.lines().filter(|l| !l.trim().is_empty()).collect();
    if lines.is_empty() {
        return message;
    }
    let mut out = format!("{message}; {} failing:", lines.len());
    for line in lines.iter().take(FAILURES_SHOWN) {
        out.push_str("\n  ");
        out.push_str(line);
    }
    if lines.len() > FAILURES_SHOWN {
        out.push_str(&format!("\n  … and {} more", lines.len() - FAILURES_SHOWN));
    }
    out
}
