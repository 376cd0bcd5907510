//! `cargo xtask nn-bench [--runs N] [--browser]`: the time of one evaluation of
//! KataGo's network on an opening position of 19×19 and 9×9, natively (the
//! `nn_bench` example: reference and fast kernels), in Node (web-nn/ built for
//! wasm32 with `simd128`), and with `--browser` in headless Chromium unthrottled
//! and 4× CPU-throttled. Each prints the load average with its figures. A
//! measurement, not a test.

use std::path::Path;

use crate::steps::wasm;
use crate::{node, process, workspace};

const HELP: &str = "\
Usage: cargo xtask nn-bench [OPTIONS]
  --runs N     evaluations timed per position (default 20)
  --browser    also time it in headless Chromium, unthrottled and 4x throttled
";

/// Where wasm-bindgen writes the module and its glue.
const PKG_DIR: &str = "target/nn-bench/pkg";

/// Runs the benchmark.
pub fn run(args: &[String]) -> Result<(), String> {
    let mut runs = "20".to_owned();
    let mut browser = false;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--runs" => runs = it.next().ok_or("--runs needs a number")?.clone(),
            "--browser" => browser = true,
            "--help" | "-h" => {
                print!("{HELP}");
                return Ok(());
            }
            other => return Err(format!("unknown option {other}\n{HELP}")),
        }
    }
    let root = workspace::root();
    let model = crate::tasks::model::find_or_download(&root)?;
    let model = model.to_string_lossy().into_owned();
    process::cargo(
        &root,
        &[
            "run",
            "--release",
            "-p",
            "weiqi-nn",
            "--example",
            "nn_bench",
            "--",
            "--runs",
            &runs,
        ],
    )?;
    build_wasm(&root)?;
    node::ensure_node(&root)?;
    let script = "tests/bench/nn-speed.mjs";
    process::run(&root, "node", &[script, PKG_DIR, &model, "--runs", &runs])?;
    if browser {
        node::install(&root.join("tests"), "tests")?;
        process::run(
            &root,
            "node",
            &[script, PKG_DIR, &model, "--runs", &runs, "--browser"],
        )?;
    }
    Ok(())
}

/// Builds web-nn/ for wasm32 with `simd128` and runs wasm-bindgen on it.
fn build_wasm(root: &Path) -> Result<(), String> {
    let bindgen = wasm::bindgen_cli(root)?;
    // The site's build of the same module (its own target folder: simd128).
    let target = wasm::own_target_dir(root);
    process::cargo_with_env(
        root,
        &[
            "build",
            "--profile",
            "wasm-nn",
            "--target",
            wasm::TARGET,
            "--target-dir",
            &target.to_string_lossy(),
            "-p",
            "weiqi-nn-web",
        ],
        &[("RUSTFLAGS", wasm::SIMD)],
    )?;
    let wasm = target.join(wasm::TARGET).join("wasm-nn/weiqi_nn_web.wasm");
    process::run(
        root,
        &bindgen.to_string_lossy(),
        &[
            "--target",
            "web",
            "--out-dir",
            PKG_DIR,
            &wasm.to_string_lossy(),
        ],
    )
}
