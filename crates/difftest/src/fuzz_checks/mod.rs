//! The property checks of the fuzz targets (`fuzz/fuzz_targets/*.rs`), as plain
//! functions over bytes so that `cargo test` runs them over the committed corpus
//! too (`tests/fuzz_corpus.rs`). Each panics with a message when a property fails.

pub mod ing;
pub mod model;
pub mod moves;
pub mod sgf;
