//! The Node tests of the JavaScript API (`tests/*.test.mjs`, `node --test`) against
//! the package in `target/www-gen/pkg/`, which the wasm build step makes. They run
//! with `--import tests/support/overlay.mjs`: the modules of `www/` find the generated
//! files they import (`./pkg/…`, `./built/…`) as they do when served. Installs the test
//! dependencies (`tests/package-lock.json`) with `npm ci` when `tests/node_modules`
//! is missing or older than the lockfile.

use super::{Context, Step};
use crate::{node, process, workspace};
use std::fs;
use std::path::Path;

/// The step.
pub const STEP: Step = Step {
    name: "node tests (tests/*.test.mjs)",
    run,
};

/// Where the tests and their package.json live, relative to the workspace root.
const TESTS: &str = "tests";

/// The failing tests' list (tests/support/failures-reporter.mjs), relative to the
/// workspace root.
const FAILURES: &str = "target/artifacts/node-test-failures.txt";

/// The ending of a test file's name.
const TEST_SUFFIX: &str = ".test.mjs";

/// Installs what is missing, then runs every test file.
fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    node::ensure_node(root)?;
    let tests = root.join(TESTS);
    node::install(&tests, TESTS)?;
    let files = test_files(&tests)?;
    if files.is_empty() {
        return Err(format!("no {TESTS}/*{TEST_SUFFIX} files"));
    }
    let mut args = vec![
        "--import".to_owned(),
        format!("./{TESTS}/support/overlay.mjs"),
        "--test".to_owned(),
    ];
    let failures = root.join(FAILURES);
    if let Some(dir) = failures.parent() {
        fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    }
    args.extend(node::reporter_args(&failures));
    args.extend(files.iter().map(|f| format!("{TESTS}/{f}")));
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let generated = workspace::generated(root);
    let env = [("WEIQI_GEN", generated.to_string_lossy().into_owned())];
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (*k, v.as_str())).collect();
    process::run_with_env(root, "node", &args, &env)
        .map_err(|message| node::with_failures(message, &failures))
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
