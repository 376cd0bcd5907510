//! # difftest: the rules engine against a real peer, and under hostile input
//!
//! - **Differential test** against GNU Go 3.8 over GTP ([`gnugo`], [`lockstep`]):
//!   seeded random games on square boards, played in lockstep by both engines
//!   under each of the nine rule settings they share ([`setting`]); before every
//!   move the boards and the complete sets of legal moves are compared. GNU Go's
//!   own departures from the RULES are recognised one by one ([`known`]) and
//!   counted, never skipped; anything else is a divergence, printed with both
//!   engines' answers and the game so far as SGF. The `difftest` binary runs it
//!   (`cargo xtask difftest --games N`).
//! - **Property checks** shared by the fuzz targets in `fuzz/` and by `cargo test`
//!   over the committed corpus ([`fuzz_checks`]): the SGF reader and writer, random
//!   move sequences under every preset against a naive model, and the Ing count.
//!
//! Section numbers (`RULES R2.2`) refer to the project's rules specification.
#![deny(missing_docs)]

pub mod choose;
pub mod fuzz_checks;
pub mod gnugo;
pub mod gtp;
pub mod known;
pub mod lockstep;
pub mod naive;
pub mod run;
pub mod setting;
pub mod tally;
