//! `cargo xtask pack`: builds the site (`cargo xtask build`), then makes the npm
//! package `target/npm/<name>-<version>.tgz` (steps/npm_pack.rs). Nothing is published.

use crate::steps::npm_pack;
use crate::workspace;

/// Builds and packs; takes no arguments.
pub fn run(args: &[String]) -> Result<(), String> {
    if let Some(extra) = args.first() {
        return Err(format!(
            "`cargo xtask pack` takes no arguments (got `{extra}`)"
        ));
    }
    super::build::run(&[])?;
    npm_pack::write(&workspace::root()).map(|_| ())
}
