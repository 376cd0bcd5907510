//! Finding the network by its SHA-256 (`weiqi_nn::locate`). Needs the network
//! itself (FAILS without it) to make a renamed copy.

use std::path::{Path, PathBuf};

use weiqi_nn::locate::{self, find_model_in, search_folders, MODEL_SHA256};

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("weiqi-nn-locate-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn found_by_hash_whatever_its_name_in_folder_order() {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let real = locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"));
    let first = scratch("first");
    let second = scratch("second");
    // A file with the right name but other bytes is skipped; a renamed copy is found.
    std::fs::write(first.join(locate::MODEL_FILE), b"not the network").unwrap();
    std::fs::copy(&real, second.join("renamed.bin.gz")).unwrap();
    let found = find_model_in(&[first.clone(), second.clone()]).unwrap();
    assert_eq!(found, second.join("renamed.bin.gz"));
    assert_eq!(
        locate::sha256_hex(&std::fs::read(&found).unwrap()),
        MODEL_SHA256
    );
    let _ = std::fs::remove_dir_all(first);
    let _ = std::fs::remove_dir_all(second);
}

#[test]
fn missing_says_what_to_do_in_one_sentence() {
    let empty = scratch("empty");
    let message = find_model_in(&[empty.clone(), empty.join("nowhere")]).unwrap_err();
    assert!(message.contains("WEIQI_MODELS") && message.contains("cargo xtask model"));
    assert_eq!(message.matches(". ").count(), 0, "one sentence: {message}");
    let _ = std::fs::remove_dir_all(empty);
}

#[test]
fn shared_models_above_the_workspace_are_searched() {
    let folders = search_folders(Path::new("/a/b/ws"));
    let tail: Vec<&Path> = folders.iter().map(|p| p.as_path()).rev().take(3).collect();
    assert_eq!(
        tail,
        [
            Path::new("/shared/models"),
            Path::new("/a/shared/models"),
            Path::new("/a/b/shared/models")
        ]
    );
}
