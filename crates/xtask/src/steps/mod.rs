//! A tiny step runner, and the steps it runs (one small module per command).
//!
//! A task is a list of [`Step`]s. [`run_all`] runs them in order, says what it is
//! doing, stops at the first failure and prints a summary with the time of each.
//! Adding a check means writing a module with a `STEP` constant and listing it.

pub mod bench_build;
pub mod browser_tests;
pub mod bundle;
pub mod clippy;
pub mod compress;
pub mod difftest;
pub mod fmt;
pub mod glue;
pub mod lessons_index;
pub mod lint;
pub mod model;
pub mod no_std;
pub mod node_tests;
pub mod npm_pack;
pub mod npm_package;
pub mod precache;
pub mod publish_dry_run;
pub mod source_tree;
pub mod strength_smoke;
pub mod strings;
pub mod teacher_model;
pub mod toolchain;
pub mod typecheck;
pub mod unit_tests;
pub mod wasm;
pub mod wasm_cache;
pub mod wasm_names;
pub mod wasm_opt;
pub mod wasm_views;

use std::path::PathBuf;
use std::time::{Duration, Instant};

/// What every step gets to work with.
pub struct Context {
    /// The workspace root; commands run there.
    pub root: PathBuf,
}

/// One named step of a task.
#[derive(Clone, Copy)]
pub struct Step {
    /// Short name for progress lines and the summary.
    pub name: &'static str,
    /// Does the work; an error says what failed and, where it can, how to fix it.
    pub run: fn(&Context) -> Result<(), String>,
}

/// How a step ended.
enum Outcome {
    /// It succeeded after this long.
    Passed(Duration),
    /// It failed after this long.
    Failed(Duration),
    /// It did not run because an earlier step failed.
    Skipped,
}

/// Runs `steps` in order and stops at the first failure. Prints a summary either way;
/// the error names the failed step and carries its message.
pub fn run_all(task: &str, steps: &[Step], context: &Context) -> Result<(), String> {
    let started = Instant::now();
    let mut outcomes = Vec::with_capacity(steps.len());
    let mut failure = None;
    for (index, step) in steps.iter().enumerate() {
        if failure.is_some() {
            outcomes.push(Outcome::Skipped);
            continue;
        }
        println!("\n==> [{}/{}] {}", index + 1, steps.len(), step.name);
        let step_started = Instant::now();
        let result = (step.run)(context);
        let elapsed = step_started.elapsed();
        match result {
            Ok(()) => outcomes.push(Outcome::Passed(elapsed)),
            Err(message) => {
                outcomes.push(Outcome::Failed(elapsed));
                failure = Some(format!("step `{}` failed: {message}", step.name));
            }
        }
    }
    print_summary(task, steps, &outcomes, started.elapsed());
    match failure {
        None => Ok(()),
        Some(message) => Err(message),
    }
}

/// Prints one line per step (pass, FAIL or skip, with seconds) and a verdict.
fn print_summary(task: &str, steps: &[Step], outcomes: &[Outcome], total: Duration) {
    println!("\n==> Summary of `cargo xtask {task}`");
    for (step, outcome) in steps.iter().zip(outcomes) {
        let (label, time) = match outcome {
            Outcome::Passed(t) => ("pass", seconds(*t)),
            Outcome::Failed(t) => ("FAIL", seconds(*t)),
            Outcome::Skipped => ("skip", String::new()),
        };
        println!("  {label}  {time:>7}  {}", step.name);
    }
    let passed = outcomes
        .iter()
        .filter(|o| matches!(o, Outcome::Passed(_)))
        .count();
    println!(
        "  {passed} of {} steps passed in {}",
        steps.len(),
        seconds(total)
    );
}

/// A duration as seconds with one decimal: `12.3s`.
fn seconds(duration: Duration) -> String {
    format!("{:.1}s", duration.as_secs_f64())
}
