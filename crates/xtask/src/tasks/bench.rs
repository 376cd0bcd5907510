//! `cargo xtask bench`: runs the playouts benchmark of the rules crate.

use crate::process;
use crate::workspace;

/// Runs `cargo bench -p weiqi --bench playouts`, passing `args` to the benchmark
/// itself (criterion): a name filter, `--save-baseline main`, … A leading `--` is
/// accepted and dropped.
pub fn run(args: &[String]) -> Result<(), String> {
    let passed: &[String] = match args.first() {
        Some(first) if first == "--" => &args[1..],
        _ => args,
    };
    let mut cargo_args = vec!["bench", "-p", "weiqi", "--bench", "playouts"];
    if !passed.is_empty() {
        cargo_args.push("--");
        cargo_args.extend(passed.iter().map(String::as_str));
    }
    process::cargo(&workspace::root(), &cargo_args)
}
