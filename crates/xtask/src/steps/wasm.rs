//! `cargo xtask build`: compiles `web/` to WebAssembly and generates the JavaScript
//! package in `target/www-gen/pkg/` (served and bundled as `pkg/` beside `www/`): three modules of the same crate, the main
//! one (`weiqi_web`: the game, the board view, counting, SGF), a second one the page
//! loads when first needed (`weiqi_extras`: the clock and the dead-stone estimator)
//! and a third when a count or the rank calculator is first asked for (`weiqi_count`:
//! the Ing count, `rankHandicap`), a fourth by a board that follows a live game
//! (`weiqi_live`: `followRecord`, `recordClocks`); and a
//! fifth of its own crate, `web-bot/` (`weiqi_bot`: the computer opponent, run in a
//! Web Worker once a game against the computer starts).
//!
//! 1. adds the `wasm32-unknown-unknown` rust target if it is missing;
//! 2. installs the wasm-bindgen CLI of exactly the version Cargo.lock resolves for the
//!    `wasm-bindgen` crate (pinned with `=` in the workspace), when it is missing;
//! 3. for each module, `cargo build -p weiqi-web --target wasm32-unknown-unknown
//!    --profile <its profile> --no-default-features --features <its part>`;
//! 4. `wasm-bindgen --target web --out-dir target/wasm-stage/<module> --out-name
//!    <module>` (copied into the package once steps 5 and 6 are done): loads in
//!    browsers and in Node (function names and the producers section left out: they
//!    only add size);
//! 5. wasm-opt (binaryen) at the level that gzips smallest, when its output is sound
//!    (see [`wasm_opt`]; skipped with a message otherwise);
//! 6. short import and export names in the module and its glue ([`wasm_names`]);
//! 7. prints each module's size, raw and gzipped, and fails above its budget.
//!
//! Steps 4–6 take minutes; when cargo's output and the settings are as at the last
//! build, their files are copied from `target/wasm-cache/` instead ([`wasm_cache`]).

use super::wasm_opt::{self, Goal};
use super::{glue, wasm_cache, wasm_names, wasm_views, Context, Step};
use crate::sizes::{gzipped_size, kb, target_dir};
use crate::{process, workspace};
use std::env;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

/// The step.
pub const STEP: Step = Step {
    name: "wasm build (web/ → target/www-gen/pkg)",
    run,
};

/// The WebAssembly target.
pub const TARGET: &str = "wasm32-unknown-unknown";

/// The crate compiled to WebAssembly.
const CRATE: &str = "weiqi-web";

/// Where the package goes, in the generated files ([`workspace::generated`]).
const OUT_DIR: &str = "pkg";

/// The package directory, as messages name it.
const SHOWN: &str = "target/www-gen/pkg";

/// The package directory.
pub fn out_dir(root: &Path) -> PathBuf {
    workspace::generated(root).join(OUT_DIR)
}

/// One WebAssembly module.
pub struct Module {
    /// The crate it is built from.
    pub krate: &'static str,
    /// The name of the generated files: `<name>.js`, `<name>_bg.wasm`, `<name>.d.ts`.
    pub name: &'static str,
    /// The crate feature that makes it.
    pub feature: &'static str,
    /// Its cargo profile (root Cargo.toml: optimised for size); one each, so the two
    /// builds never overwrite each other's output.
    pub profile: &'static str,
    /// Its size budget, gzipped.
    pub budget: u64,
    /// What wasm-opt optimises it for.
    pub goal: Goal,
    /// `RUSTFLAGS` of its build (empty: none). A module with flags of its own builds
    /// in a target folder of its own ([`own_target_dir`]), so that the others are not
    /// rebuilt each time.
    pub rustflags: &'static str,
}

/// The modules, the main one first: its budget is the product's (100 KB gzipped),
/// raised to 106 KB when `Record.fromSgf` came to read a file's bytes as the page
/// does (RULES R6.2: the set detected and the bytes decoded whole and strictly, 4.5 KB
/// measured) and to keep every game of a collection (2.2 KB).
pub const MODULES: [Module; 7] = [
    Module {
        krate: CRATE,
        name: "weiqi_web",
        feature: "engine,markup",
        profile: "wasm",
        budget: 106_000,
        goal: Goal::Size,
        rustflags: "",
    },
    Module {
        krate: CRATE,
        name: "weiqi_extras",
        feature: "extras",
        profile: "wasm-extras",
        budget: 50_000,
        goal: Goal::Speed("-O2"),
        rustflags: "",
    },
    // The Ing fill-the-board count, out of the main module to make room there (3.9 KB
    // of it gzipped); built for size: in the extras module, at its opt-level 2, it
    // took 13 KB of that module's 50 KB budget. Loaded at the first count. Ing's rank
    // calculator too (0.9 KB gzipped of the main module).
    Module {
        krate: CRATE,
        name: "weiqi_count",
        feature: "count",
        profile: "wasm-count",
        budget: 30_000,
        goal: Goal::Size,
        rustflags: "",
    },
    // A live game's calls (`Record::follow`, the clock values): 3.9 KB gzipped that
    // the main module has no room for, with the SGF reader and writer they need.
    // Loaded by a board that follows a live game.
    Module {
        krate: CRATE,
        name: "weiqi_live",
        feature: "live",
        profile: "wasm-live",
        budget: 30_000,
        goal: Goal::Size,
        rustflags: "",
    },
    // The page's first frame (`drawBoard`: the board view's scene and painter, no
    // engine), loaded before everything else; small, like the main one.
    Module {
        krate: CRATE,
        name: "weiqi_view",
        feature: "view",
        profile: "wasm-view",
        budget: 20_000,
        goal: Goal::Size,
        rustflags: "",
    },
    // The opponent: speed first (its playouts are its strength), within its own
    // budget (BOT_BUDGET).
    Module {
        krate: BOT_CRATE,
        name: "weiqi_bot",
        feature: "",
        profile: "wasm-bot",
        budget: BOT_BUDGET,
        goal: Goal::Speed("-O3"),
        rustflags: "",
    },
    // The teacher: KataGo's network and the network player, in the teacher's Worker.
    // Built for speed with WebAssembly SIMD (its convolutions are its speed); no
    // inflater (the Worker unpacks the model file with `DecompressionStream`).
    Module {
        krate: NN_CRATE,
        name: "weiqi_nn",
        feature: "",
        profile: "wasm-nn",
        budget: NN_BUDGET,
        goal: Goal::SimdSpeed("-O3"),
        rustflags: SIMD,
    },
];

/// The teacher's crate.
const NN_CRATE: &str = "weiqi-nn-web";

/// The teacher module's budget, gzipped: the network's reader and kernels, the
/// network player's search, the rules engine and the SGF reader.
pub const NN_BUDGET: u64 = 130_000;

/// The flags of a WebAssembly build with SIMD (`simd128`).
pub const SIMD: &str = "-C target-feature=+simd128";

/// Where a module with `RUSTFLAGS` of its own is built (`cargo xtask nn-bench`
/// builds web-nn/ there too, with the same flags).
pub fn own_target_dir(root: &Path) -> PathBuf {
    target_dir(root).join("nn-wasm")
}

/// What is done to a module and its glue after wasm-bindgen, in the cache key: a
/// change here must not reuse files made the old way.
const GLUE_STEPS: &str = "freed-errors views-by-length opt-levels-2";

/// The opponent's crate.
const BOT_CRATE: &str = "weiqi-bot-web";

/// The opponent module's budget, gzipped: the player, the rules engine it asks and
/// the SGF reader the page's game reaches it through.
pub const BOT_BUDGET: u64 = 70_000;

/// Written into the package so that Node reads the generated `.js` as an ES module.
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

/// The wasm32 target and the wasm-bindgen CLI of the locked version, installed if
/// missing; the CLI's path (for modules built outside the package).
pub fn bindgen_cli(root: &Path) -> Result<PathBuf, String> {
    ensure_target(root)?;
    let lock = fs::read_to_string(root.join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    ensure_bindgen(root, &locked_version(&lock, "wasm-bindgen")?)
}

/// Builds the package from `web/`, installing what is missing.
pub fn build(root: &Path) -> Result<(), String> {
    ensure_target(root)?;
    let lock = fs::read_to_string(root.join("Cargo.lock"))
        .map_err(|e| format!("cannot read Cargo.lock: {e}"))?;
    let version = locked_version(&lock, "wasm-bindgen")?;
    let bindgen = ensure_bindgen(root, &version)?;
    let out = out_dir(root);
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {SHOWN}/: {e}"))?;
    let mut over = Vec::new();
    for module in &MODULES {
        if let Err(e) = build_module(root, &bindgen, &version, module) {
            over.push(e);
        }
    }
    if fs::read(out.join("package.json")).ok().as_deref() != Some(PACKAGE_JSON.as_bytes()) {
        fs::write(out.join("package.json"), PACKAGE_JSON)
            .map_err(|e| format!("cannot write {SHOWN}/package.json: {e}"))?;
    }
    remove_stale(&out)?;
    if over.is_empty() {
        Ok(())
    } else {
        Err(over.join("; "))
    }
}

/// Deletes what this build did not make from the package directory, so that it holds
/// exactly the modules' files (unchanged ones keep their dates, and so their
/// precompressed copies, which the compress step keeps or deletes with their file).
fn remove_stale(out: &Path) -> Result<(), String> {
    let mut made: Vec<String> = MODULES
        .iter()
        .flat_map(|m| wasm_cache::outputs(m.name))
        .collect();
    made.push("package.json".into());
    let entries = fs::read_dir(out).map_err(|e| format!("cannot list {SHOWN}/: {e}"))?;
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let source = name
            .strip_suffix(".br")
            .or_else(|| name.strip_suffix(".gz"))
            .unwrap_or(&name);
        if made.iter().any(|m| *m == source) {
            continue;
        }
        let path = entry.path();
        let removed = if path.is_dir() {
            fs::remove_dir_all(&path)
        } else {
            fs::remove_file(&path)
        };
        removed.map_err(|e| format!("cannot delete {}: {e}", path.display()))?;
    }
    Ok(())
}

/// Compiles, binds and optimises one module into the package, then checks its size.
/// When cargo's output and everything else the files follow from are as at the last
/// build, the files are copied from its cache ([`wasm_cache`]) instead: wasm-bindgen
/// and wasm-opt take minutes, a copy milliseconds.
fn build_module(
    root: &Path,
    bindgen: &Path,
    bindgen_version: &str,
    module: &Module,
) -> Result<(), String> {
    let artifact = compile(root, module)?;
    let out = out_dir(root);
    let wasm = out.join(format!("{}_bg.wasm", module.name));
    let input =
        fs::read(&artifact).map_err(|e| format!("cannot read {}: {e}", artifact.display()))?;
    let settings = format!(
        "{} {} {} {} {:?} wasm-bindgen {bindgen_version} {} {GLUE_STEPS}",
        module.krate,
        module.name,
        module.feature,
        module.profile,
        module.goal,
        wasm_opt::identity(root)
    );
    let key = wasm_cache::key(&[&input, settings.as_bytes()]);
    let cache = wasm_cache::Cache::new(&target_dir(root).join("wasm-cache"), module.name);
    if cache.restore(&key, &out) {
        println!(
            "{}: unchanged since the last build (key {key}): bound and optimised files reused",
            module.name
        );
    } else {
        // Made apart and copied in when finished: a reader of the package (a test, a
        // benchmark) never finds glue that does not match its module.
        let stage = target_dir(root).join("wasm-stage").join(module.name);
        let _ = fs::remove_dir_all(&stage);
        fs::create_dir_all(&stage)
            .map_err(|e| format!("cannot create {}: {e}", stage.display()))?;
        let stage_arg = stage.strip_prefix(root).unwrap_or(&stage).to_string_lossy();
        bind(
            root,
            bindgen,
            module.krate,
            &artifact,
            module.name,
            &stage_arg,
        )?;
        let staged = stage.join(format!("{}_bg.wasm", module.name));
        wasm_opt::optimize(root, &staged, module.goal);
        wasm_names::shorten(&stage, module.name)?;
        wasm_cache::copy_outputs(module.name, &stage, &out)?;
        if let Err(e) = cache.store(&key, &stage) {
            println!(
                "{}: not cached ({e}); the next build redoes it",
                module.name
            );
        }
    }
    report_size(&wasm, module.budget)
}

/// Compiles `module` to WebAssembly; returns the module cargo wrote.
fn compile(root: &Path, module: &Module) -> Result<PathBuf, String> {
    let mut args = vec![
        "build",
        "-p",
        module.krate,
        "--target",
        TARGET,
        "--profile",
        module.profile,
        "--no-default-features",
        "--features",
        module.feature,
    ];
    let target = if module.rustflags.is_empty() {
        process::cargo(root, &args)?;
        target_dir(root)
    } else {
        let own = own_target_dir(root);
        let own_arg = own.to_string_lossy().into_owned();
        args.extend(["--target-dir", &own_arg]);
        process::cargo_with_env(root, &args, &[("RUSTFLAGS", module.rustflags)])?;
        own
    };
    Ok(target
        .join(TARGET)
        .join(module.profile)
        .join(format!("{}.wasm", module.krate.replace('-', "_"))))
}

/// Generates `<name>.js` and `<name>_bg.wasm` in `out_dir` (relative to the root)
/// from cargo's `artifact`, with the glue's coded `freed` errors.
fn bind(
    root: &Path,
    bindgen: &Path,
    krate: &str,
    artifact: &Path,
    name: &str,
    out_dir: &str,
) -> Result<(), String> {
    let artifact = artifact
        .strip_prefix(root)
        .unwrap_or(artifact)
        .to_string_lossy();
    process::run(
        root,
        &bindgen.to_string_lossy(),
        &[
            "--target",
            "web",
            "--remove-name-section",
            "--remove-producers-section",
            "--out-dir",
            out_dir,
            "--out-name",
            name,
            &artifact,
        ],
    )?;
    let js = root.join(out_dir).join(format!("{name}.js"));
    wasm_views::speed_up(&js)?;
    // The opponent's module has no classes, so no freed objects to code.
    if krate != CRATE {
        return Ok(());
    }
    glue::declare_disposable(&root.join(out_dir).join(format!("{name}.d.ts")))?;
    glue::code_freed_errors(&js)
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

/// Prints the module's size, raw and gzipped, and fails above `budget` (gzipped).
fn report_size(module: &Path, budget: u64) -> Result<(), String> {
    let raw = fs::metadata(module)
        .map_err(|e| format!("cannot read {}: {e}", module.display()))?
        .len();
    let file = module
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let shown = format!("{SHOWN}/{file}");
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
        kb(budget)
    );
    if gzipped > budget {
        return Err(format!(
            "{shown} is {} gzipped, over the budget of {}",
            kb(gzipped),
            kb(budget)
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::locked_version;

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
}
