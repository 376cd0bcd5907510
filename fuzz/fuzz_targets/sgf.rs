//! Fuzz target `sgf`: SGF bytes: both parsers, write/re-read round trip, loading and reloading (RULES R6).
//! The checks are `difftest::fuzz_checks::sgf`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| difftest::fuzz_checks::sgf::check(data));
