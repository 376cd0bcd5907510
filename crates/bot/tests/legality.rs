//! The player only proposes moves the game accepts, under every preset, on random
//! positions of every size (RULES R0.5, R1.3, R1.4, R2.2, R3.4, R3.5), and the
//! beginner never plays a silly move when a sensible one exists.

use proptest::prelude::*;
use weiqi::playout::{play_random, Rng};
use weiqi::{BoardSize, Color, Game, Move, Objective, Point, RuleSet, Setup, Status};
use weiqi_bot::{tactics, Action, Config, Level, Player};

/// A random position: `moves` random moves from the empty board (the engine's own
/// random player, so ko fights and captures happen on small boards).
fn random_game(preset: RuleSet, width: u32, height: u32, moves: u32, seed: u64) -> Game {
    let size = BoardSize::new(width, height).unwrap();
    let mut game = Game::new(preset.rules(), size);
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        if game.status() != Status::Playing || play_random(&mut game, &mut rng).is_err() {
            break;
        }
    }
    game
}

fn player(playouts: u32, seed: u64) -> Player {
    Player::new(Config {
        playouts,
        seed,
        resign_below_percent: 8,
        estimate_playouts: 20,
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn never_proposes_a_banned_move(
        preset in prop::sample::select(RuleSet::ALL.to_vec()),
        width in 2u32..=9,
        height in 2u32..=9,
        moves in 0u32..120,
        seed in any::<u64>(),
    ) {
        let game = random_game(preset, width, height, moves, seed);
        prop_assume!(game.status() == Status::Playing);
        let action = player(40, seed).genmove(&game, &mut || false);
        if let Action::Play(mv) = action {
            prop_assert!(game.check(mv).is_ok(), "{:?} refused: {:?}\n{}", mv, game.check(mv), game.board());
        }
    }

    #[test]
    fn the_beginner_is_never_silly(
        preset in prop::sample::select(RuleSet::ALL.to_vec()),
        side in 5u32..=9,
        moves in 0u32..60,
        seed in any::<u64>(),
    ) {
        let game = random_game(preset, side, side, moves, seed);
        prop_assume!(game.status() == Status::Playing);
        let me = game.to_move();
        let board = game.board();
        let sensible_exists = board.empty_points().iter().any(|&p| {
            game.check(Move::Play(p)).is_ok() && !tactics::is_silly(board, p, me)
        });
        let action = Player::new(Level::new(1).config(seed)).genmove(&game, &mut || false);
        if let (Action::Play(Move::Play(p)), true) = (action, sensible_exists) {
            prop_assert!(!tactics::is_silly(board, p, me), "silly {:?}\n{}", p, board);
        }
    }
}

#[test]
fn large_boards_get_legal_moves_too() {
    for (side, preset) in [
        (13, RuleSet::Ing),
        (19, RuleSet::Japanese),
        (25, RuleSet::NewZealand),
    ] {
        let game = random_game(preset, side, side, 200, side as u64);
        let Action::Play(mv) = player(20, 3).genmove(&game, &mut || false) else {
            panic!("resigned on a random board")
        };
        assert!(game.check(mv).is_ok());
    }
}

#[test]
fn the_same_seed_gives_the_same_move() {
    let game = random_game(RuleSet::Chinese, 9, 9, 20, 5);
    let a = player(300, 11).genmove(&game, &mut || false);
    let b = player(300, 11).genmove(&game, &mut || false);
    assert_eq!(a, b);
}

#[test]
fn a_hot_stone_is_never_retaken_and_a_ko_never_at_once() {
    // A ko on a 4x4 board (top row first):  . X O .
    //                                        X O . O
    //                                        . X O .
    // Black takes at the middle; White's retake is banned under Ing (hot stone,
    // RULES R1.4) and under every simple-ko and superko preset.
    let size = BoardSize::square(4).unwrap();
    let p = |x, y| Point::new(x, y);
    let setup = Setup {
        size,
        black: vec![p(1, 0), p(0, 1), p(1, 2)],
        white: vec![p(2, 0), p(1, 1), p(3, 1), p(2, 2)],
        to_move: Color::Black,
    };
    for preset in RuleSet::ALL {
        let mut game = Game::from_setup(preset.rules(), &setup).unwrap();
        let record = game.play(Move::Play(p(2, 1))).unwrap();
        assert_eq!(record.captures, 1);
        if preset.rules().objective == Objective::Capture {
            // Capture Go: the take won the game (RULES R5); nothing is retaken.
            assert!(matches!(game.status(), Status::Over(_)), "{preset}");
            continue;
        }
        let retake = Move::Play(p(1, 1));
        assert!(
            game.check(retake).is_err(),
            "{preset}: the retake should be banned"
        );
        for seed in 0..10 {
            if let Action::Play(mv) = player(60, seed).genmove(&game, &mut || false) {
                assert_ne!(mv, retake, "{preset}");
                assert!(game.check(mv).is_ok(), "{preset}: {mv:?}");
            }
        }
    }
}
