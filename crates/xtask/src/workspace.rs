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

/// The static site served by `cargo xtask serve`: `www/` in the workspace root.
pub fn www() -> PathBuf {
    root().join("www")
}
