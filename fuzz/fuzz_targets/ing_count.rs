//! Fuzz target `ing_count`: Arbitrary positions through the Ing fill-the-board count: margin = area margin (RULES R1.9).
//! The checks are `difftest::fuzz_checks::ing`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| difftest::fuzz_checks::ing::check(data));
