//! Where the network is: the one place the tests and `cargo xtask` look for it.
//!
//! The model is data, never committed: it is found by its SHA-256 among the
//! `.bin.gz` files of, in order, the folder named by the environment variable
//! `WEIQI_MODELS`, then `shared/models/` beside the workspace or beside any folder
//! above it (`../shared/models/` for a checkout, `../../shared/models/` for a git
//! worktree one level deeper). KataGo's reference outputs live in `reference/`
//! beside the model.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

/// The network's file name as KataGo publishes it.
pub const MODEL_FILE: &str = "g170-b6c96-s175395328-d26788732.bin.gz";
/// Its SHA-256.
pub const MODEL_SHA256: &str = "f5d32604e3675c480c7c8f6aa579a1ea857135628a0afccc8fa56330fbacd38d";
/// Where KataGo publishes it (a test model of its repository, release v1.17.2).
pub const MODEL_URL: &str =
    "https://github.com/lightvector/KataGo/raw/v1.17.2/cpp/tests/models/g170-b6c96-s175395328-d26788732.bin.gz";
/// The environment variable naming a folder to look in first.
pub const MODELS_VARIABLE: &str = "WEIQI_MODELS";

/// The folders looked in, in order.
pub fn search_folders(workspace: &Path) -> Vec<PathBuf> {
    let mut folders = Vec::new();
    if let Some(dir) = std::env::var_os(MODELS_VARIABLE) {
        folders.push(PathBuf::from(dir));
    }
    for ancestor in workspace.ancestors().skip(1) {
        folders.push(ancestor.join("shared").join("models"));
    }
    folders
}

/// The SHA-256 of `bytes`, in lowercase hexadecimal.
pub fn sha256_hex(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// The sentence that says what to do when the model is missing.
pub fn missing_message() -> String {
    format!(
        "the network {MODEL_FILE} (SHA-256 {MODEL_SHA256}) was not found in ${MODELS_VARIABLE} or a shared/models/ folder above the workspace: run `cargo xtask model` to download it, or put the file in a folder and set {MODELS_VARIABLE} to that folder"
    )
}

/// The model file whose SHA-256 is [`MODEL_SHA256`], from the first folder of
/// [`search_folders`] that has one; the error is [`missing_message`].
pub fn find_model(workspace: &Path) -> Result<PathBuf, String> {
    find_model_in(&search_folders(workspace))
}

/// The first file of `folders` (in order) whose SHA-256 is [`MODEL_SHA256`],
/// whatever its name; the error is [`missing_message`].
pub fn find_model_in(folders: &[PathBuf]) -> Result<PathBuf, String> {
    for folder in folders {
        let Ok(entries) = std::fs::read_dir(folder) else {
            continue;
        };
        let mut names: Vec<PathBuf> = entries
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.to_string_lossy().ends_with(".bin.gz"))
            .collect();
        // The published name first: usually the only one read.
        names.sort_by_key(|p| p.file_name().map_or(true, |n| n != MODEL_FILE));
        for path in names {
            if let Ok(bytes) = std::fs::read(&path) {
                if sha256_hex(&bytes) == MODEL_SHA256 {
                    return Ok(path);
                }
            }
        }
    }
    Err(missing_message())
}

/// A file of KataGo's reference outputs (`reference/NAME` beside the model).
pub fn reference_file(workspace: &Path, name: &str) -> Result<PathBuf, String> {
    let model = find_model(workspace)?;
    let path = model
        .parent()
        .unwrap_or(Path::new("."))
        .join("reference")
        .join(name);
    if path.is_file() {
        Ok(path)
    } else {
        Err(format!(
            "KataGo's reference output {} is missing beside the model",
            path.display()
        ))
    }
}
