//! `cargo xtask test`: the one command that checks everything on a fresh machine.

use crate::steps::{self, Context, Step};
use crate::workspace;

/// Every step, in order. Cheap checks come first so a mistake shows up quickly.
const STEPS: [Step; 22] = [
    steps::toolchain::STEP,
    steps::model::STEP,
    steps::fmt::STEP,
    steps::lint::STEP,
    steps::clippy::STEP,
    steps::unit_tests::STEP,
    steps::difftest::STEP,
    steps::strength_smoke::STEP,
    steps::no_std::WITH_ALLOC,
    steps::no_std::WITHOUT_HEAP,
    steps::bench_build::STEP,
    steps::publish_dry_run::STEP,
    steps::source_tree::BEFORE,
    steps::wasm::STEP,
    steps::lessons_index::STEP,
    steps::strings::STEP,
    steps::typecheck::STEP,
    steps::bundle::STEP,
    steps::node_tests::STEP,
    steps::npm_package::STEP,
    // After the package is packed and the Node tests ran too: none of them writes
    // into www/ either.
    steps::source_tree::AFTER,
    steps::browser_tests::STEP,
];

/// Runs every step; takes no arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!(
            "`cargo xtask test` takes no arguments (got `{extra}`)"
        ));
    }
    let context = Context {
        root: workspace::root(),
    };
    steps::run_all("test", &STEPS, &context)
}
