//! The commands of `cargo xtask`, one module each.

pub mod bench;
pub mod build;
pub mod difftest;
pub mod lighthouse;
pub mod model;
pub mod nn_bench;
pub mod pack;
/// The ranks' Elo scale and its anchors, for `strength --rank`.
pub mod rank_scale;
pub mod relay_demo;
pub mod serve;
pub mod strength;
pub mod test;
