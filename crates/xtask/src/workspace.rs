//! Where the workspace is, so every command works from any directory.

use std::path::{Path, PathBuf};

/// The workspace root: two levels above this crate's manifest (`crates/xtask`).
pub fn root() -> PathBuf {
    let manifest_dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    manifest_dir
        .ancestors()
        .nth(2)
        .unwrap_or(manifest_dir)
        .to_path_buf()
}

/// The source of the static site: `www/` in the workspace root (`cargo xtask serve
/// --source` serves it as it is, over [`generated`]).
pub fn www() -> PathBuf {
    root().join("www")
}

/// What `cargo xtask build` generates for the site, laid out as `www/` is (`pkg/`,
/// `strings/built/`, `lessons/index.json`): `target/www-gen/`, so that the source tree
/// stays as committed. The server, the bundler, the npm package and the Node tests
/// look a path up in `www/` first, then here.
pub fn generated(root: &Path) -> PathBuf {
    crate::sizes::target_dir(root).join(GENERATED)
}

/// [`generated`] below the target directory.
pub const GENERATED: &str = "www-gen";
