//! Installs what the other steps need, when it is missing, before any of them runs:
//! through rustup the `thumbv6m-none-eabi` target (the no_std builds) and the
//! rustfmt and clippy components; from Debian GNU Go (the unit tests' known
//! differences, the difftest, the strength smoke) and Chromium (the npm package's
//! pages, the browser tests), in one `apt-get install` (debian.rs). The wasm32 target
//! and the wasm-bindgen CLI are installed by the wasm build, the first step that needs
//! them (and `cargo xtask build`'s), the npm packages by each folder's step.

use super::{Context, Step};
use crate::{debian, process};
use std::io;

/// The bare-metal target the no_std builds use: no `std`, no atomics, no heap.
pub const NO_STD_TARGET: &str = "thumbv6m-none-eabi";

/// The rustup components the checks use.
const COMPONENTS: [&str; 2] = ["rustfmt", "clippy"];

/// The step: install the target and components that are missing.
pub const STEP: Step = Step {
    name: "install tools",
    run,
};

/// Adds whatever is missing, saying what is already there.
fn run(context: &Context) -> Result<(), String> {
    let dir = context.root.as_path();
    debian::install_missing(dir, &[&debian::GNUGO, &debian::CHROMIUM])?;
    rustup_parts(dir)
}

/// The rustup target and components, when rustup is there.
fn rustup_parts(dir: &std::path::Path) -> Result<(), String> {
    let targets = match process::capture(dir, "rustup", &["target", "list", "--installed"]) {
        Ok(list) => list,
        Err(e) if e.kind() == io::ErrorKind::NotFound => {
            println!(
                "rustup not found: cannot install anything. The next steps need the \
                 {NO_STD_TARGET} target and the rustfmt and clippy components."
            );
            return Ok(());
        }
        Err(e) => return Err(format!("cannot list rustup targets: {e}")),
    };
    if is_listed(&targets, NO_STD_TARGET) {
        println!("target {NO_STD_TARGET}: already installed");
    } else {
        println!("target {NO_STD_TARGET}: missing, installing");
        process::run(dir, "rustup", &["target", "add", NO_STD_TARGET])?;
    }

    let components = process::capture(dir, "rustup", &["component", "list", "--installed"])
        .map_err(|e| format!("cannot list rustup components: {e}"))?;
    let mut missing = Vec::new();
    for component in COMPONENTS {
        if is_listed(&components, component) {
            println!("component {component}: already installed");
        } else {
            println!("component {component}: missing, installing");
            missing.push(component);
        }
    }
    if !missing.is_empty() {
        let mut args = vec!["component", "add"];
        args.extend(missing);
        process::run(dir, "rustup", &args)?;
    }
    Ok(())
}

/// Whether rustup's list names `item`: a target exactly, or a component followed by
/// its host triple (`clippy-x86_64-unknown-linux-gnu`).
fn is_listed(list: &str, item: &str) -> bool {
    list.lines().map(str::trim).any(|line| {
        line == item
            || line
                .strip_prefix(item)
                .is_some_and(|rest| rest.starts_with('-'))
    })
}

#[cfg(test)]
mod tests {
    use super::is_listed;

    #[test]
    fn finds_targets_and_components_in_rustup_lists() {
        let targets = "thumbv6m-none-eabi\nx86_64-unknown-linux-gnu\n";
        assert!(is_listed(targets, "thumbv6m-none-eabi"));
        assert!(!is_listed(targets, "thumbv7em-none-eabi"));

        let components = "cargo-x86_64-unknown-linux-gnu\nclippy-x86_64-unknown-linux-gnu\n";
        assert!(is_listed(components, "clippy"));
        assert!(!is_listed(components, "rustfmt"));
        assert!(!is_listed("rustfmtx\n", "rustfmt"));
    }
}
