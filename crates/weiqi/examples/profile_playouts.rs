//! Plays many 19×19 random playouts under positional superko, for a profiler:
//! `cargo run --release -p weiqi --example profile_playouts [games]`.

use weiqi::playout::{play_out, Rng};
use weiqi::{BoardSize, Game, KoRule, RuleSet};

fn main() {
    let games: u64 = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(2000);
    let mut rules = RuleSet::Chinese.rules();
    rules.ko = KoRule::Positional;
    let size = BoardSize::square(19).unwrap();
    let start = std::time::Instant::now();
    let mut moves = 0u64;
    for seed in 0..games {
        let mut game = Game::new(rules, size);
        moves += play_out(&mut game, &mut Rng::new(seed), 10_000) as u64;
    }
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{games} playouts, {moves} moves, {:.2} M moves/s",
        moves as f64 / secs / 1e6
    );
}
