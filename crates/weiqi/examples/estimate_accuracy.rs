//! How often the dead-stone suggestion gives the recorded result:
//! `cargo run --release -p weiqi --example estimate_accuracy [records-per-size] [playouts] [dead-threshold]`.
//!
//! The records are generated here, seeded, so the figures are reproducible:
//!
//! 1. A game is played from the empty board to the end by a *sensible random*
//!    player: it captures a chain in atari and saves its own chain in atari whenever
//!    it can, answers near the opponent's last move half of the time, never fills
//!    its own eye nor puts two or more of its own stones in atari, does not fill its
//!    own enclosed areas, and enters the opponent's (empty regions of at least 7
//!    points touching only the opponent) only for an occasional hopeless invasion.
//!    Play goes on until both pass, so every dead stone has actually been captured;
//!    games where one side has no stone left are skipped.
//! 2. The *known result* is the area count of that final position (RULES R0.7:
//!    Chinese rules, komi 7.5), computed without the estimator.
//! 3. The *stop* is the earliest position of the game from which nothing changes
//!    owner any more: the stones still to be captured in the rest of the game are
//!    exactly the dead ones, and removing them gives every point the owner it has
//!    at the end. That is the position the players would stop at, with the dead
//!    stones still on the board.
//! 4. The estimator sees the stop and suggests dead stones; the stop is counted with
//!    them removed and compared with the known result.

use std::time::Instant;

use weiqi::estimate::{pass_alive, suggest, EstimateOptions, DEFAULT_PLAYOUTS};
use weiqi::{BoardSize, PointSet};

#[path = "accuracy/records.rs"]
mod records;
use records::{records, Tally};

fn main() {
    let mut args = std::env::args().skip(1);
    let per_size: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let playouts: u32 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_PLAYOUTS);
    println!(
        "Dead-stone suggestion accuracy: {per_size} generated records per size, {playouts} playouts, Chinese area count, komi 7.5"
    );
    let mut options = EstimateOptions {
        playouts,
        ..EstimateOptions::default()
    };
    if let Some(t) = args.next().and_then(|a| a.parse().ok()) {
        options.dead_threshold = t;
    }
    let mut all = [Tally::default(), Tally::default(), Tally::default()];
    for side in [9u32, 13, 19] {
        let size = BoardSize::square(side).unwrap();
        let mut tallies = [Tally::default(), Tally::default(), Tally::default()];
        let mut dead_stones = 0usize;
        let mut with_dead = 0u32;
        let mut millis = 0f64;
        for r in records(size, per_size) {
            dead_stones += r.dead.len();
            with_dead += !r.dead.is_empty() as u32;
            let t = Instant::now();
            let estimate = suggest(&r.stop, r.to_move, &options);
            millis += t.elapsed().as_secs_f64() * 1000.0;
            let proven = pass_alive(&r.stop).dead(&r.stop);
            for (k, dead) in [estimate.dead, proven, PointSet::new()].iter().enumerate() {
                tallies[k].add(&r, &r.stop, dead);
                all[k].add(&r, &r.stop, dead);
            }
        }
        println!(
            "{side}x{side}: {per_size} records, {:.1} dead stones per record ({with_dead} with some), {:.1} ms per suggestion",
            dead_stones as f64 / per_size as f64,
            millis / per_size as f64
        );
        println!("{}", tallies[0].line("suggestion:"));
        println!("{}", tallies[1].line("Benson only:"));
        println!("{}", tallies[2].line("every stone alive:"));
    }
    println!("all sizes:");
    println!("{}", all[0].line("suggestion:"));
    println!("{}", all[1].line("Benson only:"));
    println!("{}", all[2].line("every stone alive:"));
}
