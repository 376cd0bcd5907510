//! Dead-stone suggestion: Benson's pass-alive chains on classic positions, and the
//! playout estimate (dead stones, seki, ownership, determinism). Chains, liberties
//! and regions as RULES R0.3 defines them; counting as R0.7.

mod common;

use common::stones;
use weiqi::estimate::{pass_alive, suggest, EstimateOptions};
use weiqi::playout::{random_move, Rng};
use weiqi::{Board, BoardSize, Color, Game, Point, PointSet, RuleSet};

/// The board of a diagram (`X` Black, `O` White, anything else empty), read by the
/// crate's reader, which refuses a chain without liberty.
fn board(diagram: &str) -> Board {
    Board::from_diagram(diagram).unwrap_or_else(|e| panic!("{e}\n{diagram}"))
}

fn set(points: &[(u8, u8)]) -> PointSet {
    points.iter().map(|&(x, y)| Point::new(x, y)).collect()
}

fn options(playouts: u32) -> EstimateOptions {
    EstimateOptions {
        playouts,
        ..EstimateOptions::default()
    }
}

// ---------------------------------------------------------------------------
// Benson (RULES R0.3: chains, liberties, regions)
// ---------------------------------------------------------------------------

#[test]
fn empty_board_has_nothing_pass_alive() {
    let b = Board::new(BoardSize::square(9).unwrap());
    let proven = pass_alive(&b);
    assert!(proven.stones().is_empty());
    assert!(proven.territory.black.is_empty() && proven.territory.white.is_empty());
}

#[test]
fn two_true_eyes_are_pass_alive() {
    let b = board(
        "
        . X . X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .
        ",
    );
    let proven = pass_alive(&b);
    assert_eq!(proven.chains.black, stones(&b, Color::Black));
    assert_eq!(proven.territory.black, set(&[(0, 0), (2, 0)]));
    // White's wall encloses open space, where Black could still live.
    assert!(proven.chains.white.is_empty());
    assert!(proven.dead(&b).is_empty());
}

#[test]
fn one_eye_is_not_pass_alive() {
    let b = board(
        "
        . X X X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .
        ",
    );
    assert!(pass_alive(&b).stones().is_empty());
}

#[test]
fn false_eye_is_not_pass_alive() {
    // (2,0) looks like an eye, but the lone stone at (3,0) can be captured there:
    // the "eye" is vital to it only, and it has no second one.
    let b = board(
        "
        . X . X O . .
        X X X O . . .
        O O O O . . .
        . . . . . . .
        ",
    );
    assert!(pass_alive(&b).stones().is_empty());
    // Joined to the group, the same stone makes the eye real: two eyes, alive.
    let b = board(
        "
        . X . X O . .
        X X X X O . .
        O O O O O . .
        . . . . . . .
        ",
    );
    assert_eq!(pass_alive(&b).chains.black, stones(&b, Color::Black));
}

#[test]
fn seki_is_not_pass_alive() {
    let b = board(
        "
        . O X . O X .
        O O X . O X X
        . O X O O X .
        O O O X X X X
        ",
    );
    let proven = pass_alive(&b);
    // The outer groups have two eyes each; the inner ones live only in seki.
    let outer_black = set(&[
        (5, 0),
        (5, 1),
        (6, 1),
        (5, 2),
        (3, 3),
        (4, 3),
        (5, 3),
        (6, 3),
    ]);
    let outer_white = set(&[(1, 0), (0, 1), (1, 1), (1, 2), (0, 3), (1, 3), (2, 3)]);
    assert_eq!(proven.chains.black, outer_black);
    assert_eq!(proven.chains.white, outer_white);
    assert!(!proven.stones().contains(Point::new(2, 0)));
    assert!(!proven.stones().contains(Point::new(4, 0)));
}

#[test]
fn opponent_stones_in_a_vital_region_are_dead() {
    // Black's second eye holds a White stone; the empty point beside it is still
    // a liberty of Black's chain, so the region is vital and the stone is dead.
    let b = board(
        "
        . X O . X . .
        X X X X X . .
        . . . . . . .
        O O O O O O O
        . . . . . . .
        ",
    );
    let proven = pass_alive(&b);
    let black = stones(&b, Color::Black);
    assert_eq!(proven.chains.black, black);
    assert!(proven.territory.black.contains(Point::new(2, 0)));
    assert_eq!(proven.dead(&b), set(&[(2, 0)]));
    // The White stone inside is itself not pass-alive.
    assert!(!proven.chains.white.contains(Point::new(2, 0)));
}

#[test]
fn a_region_too_large_to_be_vital_stays_open() {
    // A single big enclosure with room inside: no empty point of the middle
    // touches the wall, so it is not vital, and one region is not two eyes.
    let b = board(
        "
        . . . . . X .
        . . . . . X .
        . . . . . X .
        . . . . . X .
        X X X X X X .
        . . . . . . .
        ",
    );
    assert!(pass_alive(&b).stones().is_empty());
}

#[test]
fn every_pass_alive_chain_keeps_its_eyes_in_random_play() {
    // Property: in random positions, a pass-alive chain's stones are never
    // captured by the random continuation (its owner never fills its eyes).
    let size = BoardSize::square(9).unwrap();
    for seed in 0..20 {
        let mut game = Game::new(RuleSet::Chinese.rules(), size);
        let mut rng = Rng::new(seed);
        for _ in 0..120 {
            let mv = random_move(&game, &mut rng);
            if game.play(mv).is_err() {
                break;
            }
        }
        let proven = pass_alive(game.board());
        let mut after = game.clone();
        for _ in 0..400 {
            let mv = random_move(&after, &mut rng);
            if after.play(mv).is_err() {
                break;
            }
        }
        for c in Color::ALL {
            for p in proven.chains[c].iter() {
                assert_eq!(
                    after.board().get(p),
                    Some(c),
                    "seed {seed}: pass-alive stone lost"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------
// The playout estimate
// ---------------------------------------------------------------------------

const SPLIT: &str = "
    . . . X O . . . .
    . . . X O . . . .
    . O . X O . . . .
    . . . X O . . X .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
    . . . X O . . . .
";

#[test]
fn invaders_in_territory_are_dead() {
    let b = board(SPLIT);
    let e = suggest(&b, Color::Black, &options(300));
    assert_eq!(
        e.dead,
        set(&[(1, 2), (7, 3)]),
        "ownership {:?}",
        e.ownership
    );
    assert!(e.seki.is_empty());
    assert!(e.ownership_at(Point::new(0, 8)) > 600);
    assert!(e.ownership_at(Point::new(8, 0)) < -600);
    assert!(
        e.ownership_at(Point::new(1, 2)) > 600,
        "dead White stone, Black's point"
    );
}

#[test]
fn score_with_the_suggestion_counts_the_invaders_as_prisoners_of_the_area() {
    let b = board(SPLIT);
    let e = suggest(&b, Color::White, &options(200));
    let score = e.score(&b, &RuleSet::Chinese.rules(), Default::default());
    // Area: Black 4 columns (36), White 5 columns (45), komi 7.5.
    assert_eq!(score.total_half.black, 72);
    assert_eq!(score.total_half.white, 90 + 15);
    assert_eq!(score.winner, Some(Color::White));
}

#[test]
fn one_eyed_group_surrounded_is_dead() {
    let b = board(
        "
        . X O . . . . . .
        X X O . . . . . .
        O O O . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    let e = suggest(&b, Color::Black, &options(200));
    assert_eq!(e.dead, set(&[(1, 0), (0, 1), (1, 1)]));
}

#[test]
fn two_eyed_group_surrounded_lives() {
    let b = board(
        "
        . X . X O . . . .
        X X X X O . . . .
        O O O O O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        ",
    );
    let e = suggest(&b, Color::White, &options(200));
    assert!(e.dead.is_empty(), "{:?}", e.dead);
    assert_eq!(e.pass_alive, stones(&b, Color::Black));
    assert_eq!(e.ownership_at(Point::new(0, 0)), 1000);
    assert_eq!(e.ownership_at(Point::new(1, 1)), 1000);
}

#[test]
fn seki_is_recognised_and_not_dead() {
    let b = board(
        "
        . O X . O X .
        O O X . O X X
        . O X O O X .
        O O O X X X X
        ",
    );
    let e = suggest(&b, Color::Black, &options(100));
    assert!(e.dead.is_empty(), "{:?}", e.dead);
    let inner = set(&[
        (2, 0),
        (2, 1),
        (2, 2),
        (4, 0),
        (4, 1),
        (4, 2),
        (3, 2),
        (3, 0),
        (3, 1),
    ]);
    assert_eq!(e.seki, inner);
    assert_eq!(e.ownership_at(Point::new(3, 0)), 0);
    // Counted with the suggestion, the shared points are nobody's.
    let score = e.score(&b, &RuleSet::Chinese.rules(), Default::default());
    assert_eq!(score.shared_points, 2);
}

#[test]
fn empty_board_suggests_nothing() {
    let b = Board::new(BoardSize::square(9).unwrap());
    let e = suggest(&b, Color::Black, &options(50));
    assert!(e.dead.is_empty() && e.seki.is_empty() && e.pass_alive.is_empty());
    assert_eq!(e.ownership.len(), 81);
}

#[test]
fn the_same_seed_gives_the_same_estimate() {
    let size = BoardSize::square(13).unwrap();
    let mut game = Game::new(RuleSet::Chinese.rules(), size);
    let mut rng = Rng::new(7);
    for _ in 0..100 {
        let mv = random_move(&game, &mut rng);
        game.play(mv).unwrap();
    }
    let opts = EstimateOptions {
        playouts: 64,
        seed: 99,
        ..EstimateOptions::default()
    };
    let a = suggest(game.board(), game.to_move(), &opts);
    let b = suggest(game.board(), game.to_move(), &opts);
    assert_eq!(a, b);
    assert_eq!(a.playouts, 64);
}

#[test]
fn estimates_are_consistent_on_random_positions() {
    for side in [5u32, 9, 13] {
        let size = BoardSize::square(side).unwrap();
        for seed in 0..6 {
            let mut game = Game::new(RuleSet::Chinese.rules(), size);
            let mut rng = Rng::new(seed * 31 + side as u64);
            let moves = size.num_points() as u64 * (seed + 1) / 4;
            for _ in 0..moves {
                let mv = random_move(&game, &mut rng);
                if game.play(mv).is_err() {
                    break;
                }
            }
            let b = game.board();
            let e = suggest(b, game.to_move(), &options(32));
            assert_eq!(e.ownership.len(), size.num_points());
            assert!(e.ownership.iter().all(|o| (-1000..=1000).contains(o)));
            assert!(e.dead.intersection(&e.pass_alive).is_empty());
            assert!(e.dead.intersection(&e.seki).is_empty());
            for p in e.dead.iter() {
                // Dead stones are stones, and whole chains.
                assert!(b.get(p).is_some());
                assert_eq!(b.chain(p).difference(&e.dead), PointSet::new());
            }
            for p in e.pass_alive.iter() {
                let c = b.get(p).unwrap();
                let sign = if c == Color::Black { 1 } else { -1 };
                assert_eq!(e.ownership_at(p), 1000 * sign);
            }
        }
    }
}
