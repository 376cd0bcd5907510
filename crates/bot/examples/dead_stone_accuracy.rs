//! The network's dead stones at the stop against the estimator's, on the same
//! finished games:
//! `cargo run --release -p weiqi-bot --features net --example dead_stone_accuracy [records-per-size]`.
//!
//! The records are weiqi's `estimate_accuracy` set (its generator, shared through
//! `#[path]`): seeded games of a sensible random player played to the end, cut at the
//! stop, with the known result the area count of the final position (Chinese rules,
//! komi 7.5). At each stop both suggest the dead stones — the estimator
//! (`weiqi::estimate::suggest`, 400 playouts as the crate's default; the page's
//! build runs 100) and the network's ownership (`NetPlayer::dead_stones`: chains
//! whose points it gives to the other side, the page's pre-marking), the network
//! seeing the game with the two passes that stop it — and each is counted and
//! compared with the known result: the winner, the score, the dead stones. Needs
//! KataGo's network (`cargo xtask model`; it FAILS without it).

use std::path::Path;
use std::time::Instant;

use weiqi::estimate::{suggest, EstimateOptions};
use weiqi::BoardSize;
use weiqi_bot::{NetConfig, NetPlayer};
use weiqi_nn::Model;

#[path = "../../weiqi/examples/accuracy/records.rs"]
mod records;
use records::{records, Tally};

fn main() {
    let per_size: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(200);
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = weiqi_nn::locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"));
    let model = Model::from_gzip(&std::fs::read(&path).unwrap()).unwrap();
    let mut net = NetPlayer::new(model, NetConfig::default());
    let options = EstimateOptions::default();
    println!(
        "Dead stones at the stop, the estimator ({} playouts) against the network ({}): {per_size} generated records per size, Chinese area count, komi 7.5",
        options.playouts,
        path.file_name().unwrap_or_default().to_string_lossy()
    );
    let mut all = [Tally::default(), Tally::default()];
    for side in [9u32, 13, 19] {
        let size = BoardSize::square(side).unwrap();
        let mut tallies = [Tally::default(), Tally::default()];
        let mut millis = [0f64; 2];
        // The same records as estimate_accuracy.
        for r in records(size, per_size) {
            let t = Instant::now();
            let estimated = suggest(&r.stop, r.to_move, &options).dead;
            millis[0] += t.elapsed().as_secs_f64() * 1000.0;
            let t = Instant::now();
            let network = net.dead_stones(&r.stop_game);
            millis[1] += t.elapsed().as_secs_f64() * 1000.0;
            for (k, dead) in [estimated, network].iter().enumerate() {
                tallies[k].add(&r, &r.stop, dead);
                all[k].add(&r, &r.stop, dead);
            }
        }
        println!(
            "{side}x{side}: {per_size} records; {:.1} ms a suggestion by the estimator, {:.1} ms by the network",
            millis[0] / per_size as f64,
            millis[1] / per_size as f64
        );
        println!("{}", tallies[0].line("estimator:"));
        println!("{}", tallies[1].line("network:"));
    }
    println!("all sizes:");
    println!("{}", all[0].line("estimator:"));
    println!("{}", all[1].line("network:"));
}
