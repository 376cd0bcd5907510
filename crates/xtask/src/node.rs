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
