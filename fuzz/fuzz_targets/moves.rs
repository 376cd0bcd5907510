//! Fuzz target `moves`: Move sequences under every preset and knob: legal ⇔ check, key = recomputed, undo exact, and the RULES reference model.
//! The checks are `difftest::fuzz_checks::moves`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| difftest::fuzz_checks::moves::check(data));
