//! `cargo xtask build`: compiles `web/` to WebAssembly and generates the JavaScript
//! package in `www/pkg/` (ignored by git).
//!
//! 1. adds the `wasm32-unknown-unknown` rust target if it is missing;
//! 2. `cargo build -p weiqi-web --target wasm32-unknown-unknown --profile wasm`;
//! 3. installs the wasm-bindgen CLI of exactly the version Cargo.lock resolves for the
//!    `wasm-bindgen` crate (pinned with `=` in the workspace), when it is missing;
//! 4. `wasm-bindgen --target web --out-dir www/pkg`: loads in browsers and in Node
//!    (function names and the producers section left out: they only add size);
//! 5. wasm-opt (binaryen) at the level that gzips smallest, when its output is sound (see
//!    [`wasm_opt`]; skipped with a message otherwise);
//! 6. prints the size, raw and gzipped, and fails above the budget.

use super::{wasm_opt, Context, Step};
use crate::process;
use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The step.
pub const STEP: Step = Step {
    name: "wasm build (web/ → www/pkg)",
    run,
};

/// The WebAssembly target.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// The crate compiled to WebAssembly.
const CRATE: &str = "weiqi-web";

/// The module cargo builds, relative to the target directory.
const ARTIFACT: &str = "wasm32-unknown-unknown/wasm/weiqi_web.wasm";

/// The cargo profile of the build (root Cargo.toml): optimised for size.
const PROFILE: &str = "wasm";

/// Where the package goes, relative to the workspace root.
const OUT_DIR: &str = "www/pkg";

/// The module wasm-bindgen writes into [`OUT_DIR`].
const MODULE: &str = "weiqi_web_bg.wasm";

/// The size budget of the module, gzipped: 100 KB.
pub const GZIP_BUDGET: u64 = 100_000;

/// Written into [`OUT_DIR`] so that Node reads the generated `.js` as an ES module.
const PACKAGE_JSON: &str = r#"{
  "name": "weiqi-web",
  "private": true,
  "type": "module",
  "main": "weiqi_web.js",
  "types": "weiqi_web.d.ts"
}
"#;

/// Runs the build from the workspace root.
fn run(context: &Context) -> Result<(), String> {
    build(&context.root)
}

/// Builds `www/pkg/` from `web/`, installing what is missing.
pub fn build(root: &Path) -> Result<(), String> {
    ensure_target(root)?;
    process::cargo(
        root,
        &[
            "build",
            "-p",
            CRATE,
            "--target",
            TARGET,
            "--profile",
            PROFILE,
        ],
    )?;
    let lock = fs::read_to_string(root.join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let version = locked_version(&lock, "wasm-bindgen")?;
    let bindgen = ensure_bindgen(root, &version)?;
    let artifact = target_dir(root).join(ARTIFACT);
    let artifact = artifact
        .strip_prefix(root)
        .unwrap_or(&artifact)
        .to_string_lossy();

    let out = root.join(OUT_DIR);
    if out.exists() {
        // Nothing stale survives: the package is exactly what this build made.
        fs::remove_dir_all(&out).map_err(|e| format!("cannot clear {OUT_DIR}/: {e}"))?;
    }
    process::run(
        root,
        &bindgen.to_string_lossy(),
        &[
            "--target",
            "web",
            "--remove-name-section",
            "--remove-producers-section",
            "--out-dir",
            OUT_DIR,
            &artifact,
        ],
    )?;
    fs::write(out.join("package.json"), PACKAGE_JSON)
        .map_err(|e| format!("cannot write {OUT_DIR}/package.json: {e}"))?;

    let module = out.join(MODULE);
    wasm_opt::optimize(root, &module);
    report_size(&module)
}

/// Cargo's target directory: `$CARGO_TARGET_DIR` when set, else `target/`.
fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// Adds the WebAssembly target through rustup when it is not installed.
fn ensure_target(root: &Path) -> Result<(), String> {
    match process::capture(root, "rustup", &["target", "list", "--installed"]) {
        Ok(list) if list.lines().any(|line| line.trim() == TARGET) => {
            println!("target {TARGET}: already installed");
            Ok(())
        }
        Ok(_) => {
            println!("target {TARGET}: missing, installing");
            process::run(root, "rustup", &["target", "add", TARGET])
        }
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            println!("rustup not found: cannot add the {TARGET} target; the build needs it");
            Ok(())
        }
        Err(e) => Err(format!("cannot list rustup targets: {e}")),
    }
}

/// The version Cargo.lock resolves for `package`; exactly one must be locked.
fn locked_version(lock: &str, package: &str) -> Result<String, String> {
    let wanted = format!("name = \"{package}\"");
    let mut versions = Vec::new();
    let mut lines = lock.lines().map(str::trim);
    while let Some(line) = lines.next() {
        if line == wanted {
            if let Some(version) = lines
                .next()
                .and_then(|l| l.strip_prefix("version = \""))
                .and_then(|l| l.strip_suffix('"'))
            {
                versions.push(version.to_owned());
            }
        }
    }
    match versions.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(format!("Cargo.lock has no `{package}` package")),
        many => Err(format!(
            "Cargo.lock has several `{package}` versions ({}): pin one with `=` in the \
             workspace Cargo.toml",
            many.join(", ")
        )),
    }
}

/// The wasm-bindgen CLI of `version`: on PATH or in cargo's bin directory, else
/// installed with `cargo install`.
fn ensure_bindgen(root: &Path, version: &str) -> Result<PathBuf, String> {
    let on_path = PathBuf::from("wasm-bindgen");
    let in_cargo_home = cargo_bin_dir().map(|dir| dir.join("wasm-bindgen"));
    let candidates = [Some(on_path.clone()), in_cargo_home.clone()];
    let mut found = None;
    for candidate in candidates.iter().flatten() {
        match bindgen_version(root, candidate) {
            Some(v) if v == version => {
                println!("wasm-bindgen CLI {version}: already installed");
                return Ok(candidate.clone());
            }
            Some(v) => found = Some(v),
            None => {}
        }
    }
    match found {
        Some(other) => println!(
            "wasm-bindgen CLI {other} found, but the crate is locked at {version}: installing \
             {version} (takes a few minutes)"
        ),
        None => println!("wasm-bindgen CLI: missing, installing {version} (takes a few minutes)"),
    }
    let exact = format!("={version}");
    // `--force`: cargo may still list a CLI whose program was deleted, and would then
    // install nothing.
    process::cargo(
        root,
        &[
            "install",
            "wasm-bindgen-cli",
            "--version",
            &exact,
            "--force",
        ],
    )?;
    let installed = in_cargo_home.unwrap_or(on_path);
    match bindgen_version(root, &installed) {
        Some(v) if v == version => Ok(installed),
        other => Err(format!(
            "installed wasm-bindgen-cli {version}, but `{}` reports {}",
            installed.display(),
            other.as_deref().unwrap_or("nothing")
        )),
    }
}

/// What `<program> --version` says, as `0.2.130`; `None` when it does not run.
fn bindgen_version(root: &Path, program: &Path) -> Option<String> {
    let output = process::capture(root, &program.to_string_lossy(), &["--version"]).ok()?;
    output.split_whitespace().nth(1).map(str::to_owned)
}

/// Where `cargo install` puts programs: `$CARGO_HOME/bin`, or `~/.cargo/bin`.
fn cargo_bin_dir() -> Option<PathBuf> {
    let home = env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| env::var_os("HOME").map(|home| PathBuf::from(home).join(".cargo")))?;
    Some(home.join("bin"))
}

/// Prints the module's size, raw and gzipped, and fails above [`GZIP_BUDGET`].
fn report_size(module: &Path) -> Result<(), String> {
    let raw = fs::metadata(module)
        .map_err(|e| format!("cannot read {}: {e}", module.display()))?
        .len();
    let shown = format!("{OUT_DIR}/{MODULE}");
    let Some(gzipped) = gzipped_size(module) else {
        println!(
            "{shown}: {} raw (gzip not found: gzipped size unknown)",
            kb(raw)
        );
        return Ok(());
    };
    println!(
        "{shown}: {} raw, {} gzipped (budget {} gzipped)",
        kb(raw),
        kb(gzipped),
        kb(GZIP_BUDGET)
    );
    if gzipped > GZIP_BUDGET {
        return Err(format!(
            "{shown} is {} gzipped, over the budget of {}",
            kb(gzipped),
            kb(GZIP_BUDGET)
        ));
    }
    Ok(())
}

/// The size of `file` compressed with `gzip -9`; `None` without gzip.
pub fn gzipped_size(file: &Path) -> Option<u64> {
    let output = Command::new("gzip").arg("-9c").arg(file).output().ok()?;
    output
        .status
        .success()
        .then_some(output.stdout.len() as u64)
}

/// Bytes in kilobytes (1000 bytes) with one decimal: `78.8 KB`.
fn kb(bytes: u64) -> String {
    format!("{}.{} KB", bytes / 1000, bytes % 1000 / 100)
}

#[cfg(test)]
mod tests {
    use super::{kb, locked_version};

    #[test]
    fn reads_the_locked_version() {
        let lock = "\
[[package]]
name = \"wasm-bindgen\"
version = \"0.2.130\"
source = \"registry+https://github.com/rust-lang/crates.io-index\"

[[package]]
name = \"wasm-bindgen-macro\"
version = \"0.2.130\"
";
        assert_eq!(
            locked_version(lock, "wasm-bindgen").as_deref(),
            Ok("0.2.130")
        );
        assert!(locked_version(lock, "js-sys").is_err());
        let twice = format!("{lock}\n[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.99\"\n");
        assert!(locked_version(&twice, "wasm-bindgen")
            .unwrap_err()
            .contains("0.2.99"));
    }

    #[test]
    fn sizes_in_kilobytes() {
        assert_eq!(kb(78_790), "78.7 KB");
        assert_eq!(kb(100_000), "100.0 KB");
        assert_eq!(kb(999), "0.9 KB");
    }
}
