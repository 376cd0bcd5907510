//! The Node tests of the JavaScript API (`tests/*.test.mjs`, `node --test`) against
//! the package in `www/pkg/`, which the wasm build step makes. Installs the test
//! dependencies (`tests/package-lock.json`) with `npm ci` when `tests/node_modules`
//! is missing or older than the lockfile.

use super::{Context, Step};
use crate::process;
use std::fs;
use std::io;
use std::path::Path;
use std::time::SystemTime;

/// The step.
pub const STEP: Step = Step {
    name: "node tests (tests/*.test.mjs)",
    run,
};

/// Where the tests and their package.json live, relative to the workspace root.
const TESTS: &str = "tests";

/// The ending of a test file's name.
const TEST_SUFFIX: &str = ".test.mjs";

/// Installs what is missing, then runs every test file.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    match process::capture(root, "node", &["--version"]) {
        Ok(version) => println!("node {}", version.trim()),
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            return Err("Node.js not found: install Node.js 20 or newer with npm \
                        (e.g. `apt-get install nodejs npm`)"
                .into())
        }
        Err(e) => return Err(format!("cannot run node: {e}")),
    }
    let tests = root.join(TESTS);
    if needs_install(&tests) {
        println!("{TESTS}/node_modules: missing or older than package-lock.json, installing");
        process::run(&tests, "npm", &["ci", "--no-audit", "--no-fund"])?;
    } else {
        println!("{TESTS}/node_modules: up to date");
    }
    let files = test_files(&tests)?;
    if files.is_empty() {
        return Err(format!("no {TESTS}/*{TEST_SUFFIX} files"));
    }
    let mut args = vec!["--test".to_owned()];
    args.extend(files.iter().map(|f| format!("{TESTS}/{f}")));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    process::run(root, "node", &args)
}

/// Whether `npm ci` must run: no installed tree, or a lockfile newer than the tree
/// npm installed from it (npm records that in `node_modules/.package-lock.json`).
fn needs_install(tests: &Path) -> bool {
    let modified = |path: &Path| -> Option<SystemTime> { fs::metadata(path).ok()?.modified().ok() };
    let lock = modified(&tests.join("package-lock.json"));
    let installed = modified(&tests.join("node_modules/.package-lock.json"));
    match (lock, installed) {
        (Some(lock), Some(installed)) => lock > installed,
        _ => true,
    }
}

/// The test files in `tests`, sorted by name.
fn test_files(tests: &Path) -> Result<Vec<String>, String> {
    let entries =
        fs::read_dir(tests).map_err(|e| format!("cannot list {}: {e}", tests.display()))?;
    let mut files: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(TEST_SUFFIX))
        .collect();
    files.sort();
    Ok(files)
}
