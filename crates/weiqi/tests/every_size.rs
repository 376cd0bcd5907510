//! The estimator, Benson's algorithm and counting on every board size from 1×1 to
//! 25×25, long rectangles included (RULES R0.1): none of them may panic, and what
//! they answer stays on the board and agrees with the position. Positions come from
//! random play under the presets (RULES R0.3–R0.5), so the walks reach every edge
//! and corner, the last point of a 25×25 board included.

mod common;

use common::stones;
use proptest::prelude::*;
use weiqi::estimate::{pass_alive, suggest, EstimateOptions};
use weiqi::playout::{play_out, Rng};
use weiqi::scoring::ing_count::{ing_count, CountError, PenaltyPoints};
use weiqi::scoring::{score, CountInput};
use weiqi::{Board, BoardSize, ByColor, Color, Game, PointSet, RuleSet};

/// Whether every point of `a` is in `b`.
fn within(a: &PointSet, b: &PointSet) -> bool {
    a.difference(b).is_empty()
}

/// A position on `size` after `moves` random moves under `rules` from `seed`
/// (fewer when play stops first).
fn random_position(rules: RuleSet, size: BoardSize, seed: u64, moves: u32) -> Game {
    let mut game = Game::new(rules.rules(), size);
    play_out(&mut game, &mut Rng::new(seed), moves);
    game
}

/// Runs the estimator, Benson's algorithm, `score` under every preset and the Ing
/// count on `board`, and checks what each says against the board.
fn check_every_answer(
    board: &Board,
    to_move: Color,
    presets: &[RuleSet],
    playouts: u32,
    seed: u64,
) {
    let size = board.size();
    let points = size.num_points();
    let on_board = ByColor::new(stones(board, Color::Black), stones(board, Color::White));
    let all_stones = on_board.black.union(&on_board.white);
    let where_ = format!("{}×{}\n{board}", size.width(), size.height());

    let proven = pass_alive(board);
    assert!(within(&proven.stones(), &all_stones), "{where_}");
    assert!(
        proven
            .territory
            .black
            .intersection(&proven.territory.white)
            .is_empty(),
        "{where_}"
    );
    for p in proven.territory.black.union(&proven.territory.white).iter() {
        assert!(size.contains(p), "{where_}");
    }
    assert!(within(&proven.dead(board), &all_stones), "{where_}");

    let options = EstimateOptions {
        playouts,
        seed,
        ..EstimateOptions::default()
    };
    let estimate = suggest(board, to_move, &options);
    assert_eq!(estimate.ownership.len(), points, "{where_}");
    assert!(
        estimate
            .ownership
            .iter()
            .all(|o| (-1000..=1000).contains(o)),
        "{where_}"
    );
    assert!(within(&estimate.dead, &all_stones), "{where_}");
    assert!(
        estimate.dead.intersection(&estimate.pass_alive).is_empty(),
        "{where_}"
    );
    // Dead stones are whole chains (RULES R0.3).
    for p in estimate.dead.iter() {
        assert!(within(&board.chain(p), &estimate.dead), "{where_}");
    }
    assert!(estimate.playouts >= 1, "{where_}");

    for &preset in presets {
        let rules = preset.rules();
        for dead in [PointSet::new(), estimate.dead] {
            let input = CountInput {
                captured: ByColor::new(0, 0),
                handicap: 0,
            };
            let s = score(board, &dead, &rules, input);
            assert_eq!(s.ownership.len(), points, "{preset:?} {where_}");
            for c in Color::ALL {
                let alive = on_board[c].difference(&dead).len() as u32;
                assert_eq!(s.dead[c], on_board[c].intersection(&dead).len() as u32);
                // Stones count under area scoring, and are never more than stand.
                assert!(s.stones[c] <= alive, "{preset:?} {where_}");
            }
            let owned: u32 = s.ownership.iter().filter(|o| o.is_some()).count() as u32;
            assert!(owned <= points as u32, "{preset:?} {where_}");
            let counted = s.territory.black + s.territory.white + s.shared_points;
            assert!(counted <= points as u32, "{preset:?} {where_}");

            match ing_count(board, &dead, &rules, 0, PenaltyPoints::new(0, 0)) {
                Ok(count) => {
                    assert!(points % 2 == 1, "{where_}");
                    assert_eq!(count.cup_size, (points as u32 - 1) / 2, "{where_}");
                    assert!(count.winning_points <= points as u32, "{where_}");
                }
                Err(CountError::EvenPoints { points: n }) => {
                    assert_eq!(n as usize, points, "{where_}");
                    assert!(points % 2 == 0, "{where_}");
                }
                // Refusals the count may give on an odd board (RULES R1.9).
                Err(CountError::CupTooSmall { .. } | CountError::NoRoom { .. }) => {
                    assert!(points % 2 == 1, "{where_}");
                }
                // Only `Game::can_fill_count` refuses by the way of counting.
                Err(CountError::TerritoryScoring) => panic!("{where_}: refused by scoring"),
            }
        }
    }
}

/// One preset of each way of counting: area, territory, Ing's, AGA's pass stones.
const SCORINGS: [RuleSet; 4] = [
    RuleSet::Chinese,
    RuleSet::Japanese,
    RuleSet::Ing,
    RuleSet::Aga,
];

/// Every size, deterministically: a half-played board (the estimator's playouts
/// go on from it to the end; full boards are in the property test below).
#[test]
fn every_size_from_1x1_to_25x25() {
    for w in 1..=25u32 {
        for h in 1..=25u32 {
            let size = BoardSize::new(w, h).unwrap();
            let seed = u64::from(w * 100 + h);
            let points = size.num_points() as u32;
            let half = random_position(RuleSet::Chinese, size, seed, points / 2);
            check_every_answer(half.board(), half.to_move(), &SCORINGS, 1, seed);
        }
    }
}

fn any_preset() -> impl Strategy<Value = RuleSet> {
    proptest::sample::select(RuleSet::ALL.to_vec())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 32, ..ProptestConfig::default() })]

    /// Random sizes (long rectangles as likely as squares), rules, seeds and game
    /// lengths: no answer panics and every answer agrees with the board.
    #[test]
    fn any_size_any_position(
        w in 1u32..=25,
        h in 1u32..=25,
        preset in any_preset(),
        seed in any::<u64>(),
        fill in 0u32..=300,
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let moves = size.num_points() as u32 * fill / 100;
        let game = random_position(preset, size, seed, moves);
        check_every_answer(game.board(), game.to_move(), &RuleSet::ALL, 3, seed);
    }
}
