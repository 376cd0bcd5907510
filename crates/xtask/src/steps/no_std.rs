//! The rules crate builds for a bare-metal target: with `alloc` (games, history) and
//! without it (the board needs no heap).

use super::toolchain::NO_STD_TARGET;
use super::{Context, Step};
use crate::process;

/// The step: `weiqi` with `alloc` but not `std`.
pub const WITH_ALLOC: Step = Step {
    name: "no_std build (alloc)",
    run: with_alloc,
};

/// The step: `weiqi` with no features at all.
pub const WITHOUT_HEAP: Step = Step {
    name: "no_std build (no heap)",
    run: without_heap,
};

/// Builds `weiqi` for the bare-metal target with the `alloc` feature.
fn with_alloc(context: &Context) -> Result<(), String> {
    build(context, &["--features", "alloc"])
}

/// Builds `weiqi` for the bare-metal target with no features.
fn without_heap(context: &Context) -> Result<(), String> {
    build(context, &[])
}

/// `cargo build -p weiqi` for the bare-metal target, default features off, plus
/// `features`.
fn build(context: &Context, features: &[&str]) -> Result<(), String> {
    let mut args = vec![
        "build",
        "-p",
        "weiqi",
        "--target",
        NO_STD_TARGET,
        "--no-default-features",
    ];
    args.extend_from_slice(features);
    process::cargo(&context.root, &args)
}
