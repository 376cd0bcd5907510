//! What the build, wasm-opt and the benchmarks share: where cargo puts its output, and
//! how a file's size is measured and shown.

use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Cargo's target directory: `$CARGO_TARGET_DIR` when set, else `target/`.
pub fn target_dir(root: &Path) -> PathBuf {
    match env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// The size of `file` compressed with `gzip -9` (the figure the budgets are set in);
/// `None` without gzip.
pub fn gzipped_size(file: &Path) -> Option<u64> {
    let output = Command::new("gzip").arg("-9c").arg(file).output().ok()?;
    output
        .status
        .success()
        .then_some(output.stdout.len() as u64)
}

/// A file's size: raw, and gzipped when gzip is there.
pub fn file_size(file: &Path) -> Result<(u64, Option<u64>), String> {
    let raw = fs::metadata(file)
        .map_err(|e| format!("cannot read {}: {e}", file.display()))?
        .len();
    Ok((raw, gzipped_size(file)))
}

/// Bytes in kilobytes (1000 bytes) with one decimal: `78.8 KB`.
pub fn kb(bytes: u64) -> String {
    format!("{}.{} KB", bytes / 1000, bytes % 1000 / 100)
}

#[cfg(test)]
mod tests {
    use super::kb;

    #[test]
    fn sizes_in_kilobytes() {
        assert_eq!(kb(78_790), "78.7 KB");
        assert_eq!(kb(100_000), "100.0 KB");
        assert_eq!(kb(999), "0.9 KB");
    }
}
