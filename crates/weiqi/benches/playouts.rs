//! Random playouts and the ban map, as the rules-core issue asks: run with
//! `cargo xtask bench` (or `cargo bench -p weiqi --bench playouts`).
//!
//! A playout plays seeded random legal moves (never filling an own eye) from the
//! empty board until both players pass; every move goes through the full legality
//! check of [`Game::play`], superko included.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use weiqi::playout::{play_out, random_move, Rng};
use weiqi::{BoardSize, Game, KoRule, Move, RuleSet, Rules};

const GAMES: u64 = 8;

fn rules_with(ko: KoRule) -> Rules {
    let mut rules = RuleSet::Chinese.rules();
    rules.ko = ko;
    rules
}

/// Moves in the seeded playouts, counted once so criterion can report moves/second.
fn moves_in_playouts(rules: Rules, size: BoardSize) -> u64 {
    (0..GAMES)
        .map(|seed| {
            let mut game = Game::new(rules, size);
            play_out(&mut game, &mut Rng::new(seed), 10_000) as u64
        })
        .sum()
}

fn playouts(c: &mut Criterion) {
    let mut group = c.benchmark_group("random-moves");
    for side in [9, 19] {
        let size = BoardSize::square(side).unwrap();
        for (name, ko) in [
            ("simple-ko", KoRule::Simple),
            ("positional-superko", KoRule::Positional),
        ] {
            let rules = rules_with(ko);
            group.throughput(Throughput::Elements(moves_in_playouts(rules, size)));
            group.bench_function(BenchmarkId::new(name, format!("{side}x{side}")), |b| {
                b.iter(|| {
                    for seed in 0..GAMES {
                        let mut game = Game::new(rules, size);
                        black_box(play_out(&mut game, &mut Rng::new(seed), 10_000));
                    }
                })
            });
        }
    }
    group.finish();
}

/// A 19×19 game after 150 random moves: the mid-game position the ban map is timed on.
fn mid_game(ko: KoRule) -> Game {
    let mut game = Game::new(rules_with(ko), BoardSize::square(19).unwrap());
    let mut rng = Rng::new(2026);
    for _ in 0..150 {
        let mv = random_move(&game, &mut rng);
        game.play(mv).unwrap();
    }
    assert_eq!(game.move_number(), 150);
    game
}

fn ban_map(c: &mut Criterion) {
    let mut group = c.benchmark_group("bans-19x19-move-150");
    for (name, ko) in [
        ("simple-ko", KoRule::Simple),
        ("positional-superko", KoRule::Positional),
        ("ing", KoRule::Ing),
    ] {
        let game = mid_game(ko);
        group.bench_function(name, |b| b.iter(|| black_box(game.bans())));
    }
    let game = mid_game(KoRule::Positional);
    group.bench_function("legal-points/positional-superko", |b| {
        b.iter(|| black_box(game.legal_points()))
    });
    group.bench_function("check-one-move/positional-superko", |b| {
        let p = game.board().size().parse_point("K10").unwrap();
        b.iter(|| black_box(game.check(Move::Play(black_box(p)))))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(3));
    targets = playouts, ban_map
}
criterion_main!(benches);
