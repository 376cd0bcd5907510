//! The fuzz targets' property checks over the committed corpus (`fuzz/corpus/`)
//! and the inputs that once failed (`fuzz/regressions/`), so that `cargo test`
//! runs them without a fuzzer.

use std::fs;
use std::path::{Path, PathBuf};

use difftest::fuzz_checks;

fn fuzz_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fuzz")
}

/// Every input of `target` in the corpus and the regressions; at least one.
fn inputs(target: &str) -> Vec<(PathBuf, Vec<u8>)> {
    let mut found = Vec::new();
    for dir in ["corpus", "regressions"] {
        let Ok(entries) = fs::read_dir(fuzz_dir().join(dir).join(target)) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_file() && path.file_name().is_some_and(|n| n != ".gitkeep") {
                let bytes = fs::read(&path).unwrap();
                found.push((path, bytes));
            }
        }
    }
    found.sort();
    assert!(!found.is_empty(), "no corpus for fuzz target {target}");
    found
}

fn run_all(target: &str, check: fn(&[u8])) {
    for (path, bytes) in inputs(target) {
        let result = std::panic::catch_unwind(|| check(&bytes));
        assert!(
            result.is_ok(),
            "fuzz check {target} fails on {}",
            path.display()
        );
    }
}

#[test]
fn sgf_corpus_r6() {
    run_all("sgf", fuzz_checks::sgf::check);
}

#[test]
fn moves_corpus_r0_5_r1_3_r1_4_r2_2_r3_3_r3_5_r4_1_r4_2() {
    run_all("moves", fuzz_checks::moves::check);
}

#[test]
fn ing_count_corpus_r1_9() {
    run_all("ing_count", fuzz_checks::ing::check);
}
