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
/// --source` serves it as it is).
pub fn www() -> PathBuf {
    root().join("www")
}
