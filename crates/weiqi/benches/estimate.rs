//! The dead-stone suggestion on 19×19 with the default playouts, as issue 12 asks
//! (the app runs it at every stop): `cargo bench -p weiqi --bench estimate`.
//!
//! Positions: a 19×19 game of random moves stopped after 100 and after 200 moves
//! (many empty points, so long playouts: harder than a real stop, where most of
//! the board is stones and territory) and the same game played on to the end by
//! the random player (a full board: the easy end), plus Benson's algorithm alone.

use criterion::{black_box, criterion_group, criterion_main, Criterion};
use weiqi::estimate::{pass_alive, suggest, EstimateOptions, DEFAULT_PLAYOUTS};
use weiqi::playout::{play_out, random_move, Rng};
use weiqi::{BoardSize, Game, RuleSet};

/// A 19×19 game after `moves` random moves (or fewer, if it ended).
fn game_after(moves: u32, seed: u64) -> Game {
    let mut game = Game::new(RuleSet::Chinese.rules(), BoardSize::square(19).unwrap());
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        let mv = random_move(&game, &mut rng);
        if game.play(mv).is_err() {
            break;
        }
    }
    game
}

fn estimate(c: &mut Criterion) {
    let mut group = c.benchmark_group("estimate-19x19");
    let options = EstimateOptions::default();
    let positions = [
        ("after-100-moves", game_after(100, 12)),
        ("after-200-moves", game_after(200, 12)),
        ("played-out", {
            let mut game = game_after(0, 12);
            play_out(&mut game, &mut Rng::new(12), 10_000);
            game
        }),
    ];
    for (name, game) in &positions {
        group.bench_function(format!("suggest-{DEFAULT_PLAYOUTS}-playouts/{name}"), |b| {
            b.iter(|| black_box(suggest(game.board(), game.to_move(), black_box(&options))))
        });
    }
    let (_, game) = &positions[1];
    group.bench_function("benson/after-200-moves", |b| {
        b.iter(|| black_box(pass_alive(black_box(game.board()))))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(10)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(3));
    targets = estimate
}
criterion_main!(benches);
