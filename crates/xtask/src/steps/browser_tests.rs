//! The browser tests (`tests/browser/*.test.mjs`): the bundled site `target/site/`
//! (what ships; `steps/bundle.rs`), served by the project's own server on a free port, played in headless Chromium (Debian's
//! `chromium` package, driven by `playwright-core` from `tests/package.json`).
//!
//! Chromium is Debian's, installed by the first step of `cargo xtask test`
//! (`playwright install` cannot download browsers here); the npm packages are
//! installed here with `npm ci` when missing. The tests get the site's URL in `WEIQI_URL`, the browser in
//! `CHROMIUM`, the xtask binary in `WEIQI_XTASK` (for `relay-demo`), the generated files'
//! folder in `WEIQI_GEN` (tests/support/generated.mjs), and save their
//! screenshots in `target/artifacts/` (`WEIQI_ARTIFACTS`).

use super::{Context, Step};
use crate::server::Server;
use crate::{debian, node, process, workspace};
use std::env;
use std::fs;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;
use std::time::SystemTime;

/// The step.
pub const STEP: Step = Step {
    name: "browser tests (tests/browser, headless Chromium)",
    run,
};

/// The test files, relative to the workspace root.
const TESTS: &str = "tests/browser";

/// Where the npm packages are declared, relative to the workspace root.
const PACKAGE_DIR: &str = "tests";

/// Where screenshots go, relative to the workspace root.
const ARTIFACTS: &str = "target/artifacts";

/// The failing tests' list (tests/support/failures-reporter.mjs), in [`ARTIFACTS`].
const FAILURES: &str = "browser-test-failures.txt";

fn run(context: &Context) -> Result<(), String> {
    let root = context.root.as_path();
    let site = root.join(super::bundle::SITE);
    if !site.join("pkg/weiqi_web_bg.wasm").is_file() {
        return Err("target/site/ is missing: `cargo xtask build` makes it".into());
    }
    // Installed by the first step of `cargo xtask test` (debian.rs).
    let chromium = debian::CHROMIUM.require()?;
    println!("chromium: {}", chromium.display());
    ensure_packages(root)?;
    let files = test_files(&root.join(TESTS))?;

    let server = Server::bind(&site, SocketAddr::from((Ipv4Addr::LOCALHOST, 0)))
        .map_err(|e| format!("cannot serve target/site/ on 127.0.0.1: {e}"))?;
    let address = server
        .local_addr()
        .map_err(|e| format!("cannot read the bound address: {e}"))?;
    // The server answers until this process ends.
    thread::spawn(move || server.run());
    let url = format!("http://{address}/");
    let artifacts = root.join(ARTIFACTS);
    println!("serving target/site/ at {url} for the browser tests");

    // As the Node tests: the modules of www/ the tests import find the generated
    // files (target/www-gen/) at their paths (tests/support/overlay.mjs).
    let mut args = vec![
        "--import".to_owned(),
        "./tests/support/overlay.mjs".to_owned(),
        "--test".to_owned(),
    ];
    let failures = artifacts.join(FAILURES);
    fs::create_dir_all(&artifacts)
        .map_err(|e| format!("cannot create {}: {e}", artifacts.display()))?;
    args.extend(node::reporter_args(&failures));
    args.extend(files);
    println!("$ node {}", args.join(" "));
    let status = Command::new("node")
        .args(&args)
        .current_dir(root)
        .env("WEIQI_URL", &url)
        .env("CHROMIUM", &chromium)
        .env("WEIQI_ARTIFACTS", &artifacts)
        .env("WEIQI_GEN", workspace::generated(root))
        // The tests start `relay-demo` (tests/browser/live.test.mjs) with this binary.
        .env(
            "WEIQI_XTASK",
            env::current_exe().map_err(|e| format!("cannot find xtask itself: {e}"))?,
        )
        .status()
        .map_err(|e| format!("could not start `node`: {e}"))?;
    report_screenshots(&artifacts);
    if status.success() {
        Ok(())
    } else {
        Err(node::with_failures(
            format!("the browser tests failed ({status})"),
            &failures,
        ))
    }
}

/// Runs `npm ci` in `tests/` when `playwright-core` is missing or the lockfile is
/// newer than the installed tree.
fn ensure_packages(root: &Path) -> Result<(), String> {
    let dir = root.join(PACKAGE_DIR);
    let modified = |path: &Path| -> Option<SystemTime> { fs::metadata(path).ok()?.modified().ok() };
    let lock = modified(&dir.join("package-lock.json"));
    let installed = modified(&dir.join("node_modules/.package-lock.json"));
    let fresh = matches!((lock, installed), (Some(lock), Some(installed)) if lock <= installed);
    if fresh
        && dir
            .join("node_modules/playwright-core/package.json")
            .is_file()
    {
        println!("{PACKAGE_DIR}/node_modules: up to date");
        return Ok(());
    }
    println!("{PACKAGE_DIR}/node_modules: missing or older than package-lock.json, installing");
    process::run(&dir, "npm", &["ci", "--no-audit", "--no-fund"])
}

/// The test files, sorted, relative to the workspace root.
fn test_files(dir: &Path) -> Result<Vec<String>, String> {
    let entries = fs::read_dir(dir).map_err(|e| format!("cannot list {TESTS}/: {e}"))?;
    let mut files: Vec<String> = entries
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".test.mjs"))
        .map(|name| format!("{TESTS}/{name}"))
        .collect();
    files.sort();
    if files.is_empty() {
        return Err(format!("no {TESTS}/*.test.mjs files"));
    }
    Ok(files)
}

/// Lists the screenshots the tests saved.
fn report_screenshots(artifacts: &Path) {
    let Ok(entries) = fs::read_dir(artifacts) else {
        return;
    };
    let mut shots: Vec<PathBuf> = entries
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| path.extension().is_some_and(|e| e == "png"))
        .collect();
    shots.sort();
    for shot in shots {
        println!("screenshot: {}", shot.display());
    }
}
