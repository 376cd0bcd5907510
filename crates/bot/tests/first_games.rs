//! The player under the presets for first games (RULES R5): in Capture Go it takes
//! a capture it is offered and saves its own stone in atari, and its games end at
//! the first capture; in Kill-all its games end with a winner by life, not points.

use weiqi::{BoardSize, Color, Game, Move, Outcome, RuleSet, Setup, Start, Status};
use weiqi_bot::{settle_stop, Action, Level, Player};

fn capture_game(black: &[&str], white: &[&str], to_move: Color) -> Game {
    let size = BoardSize::square(7).unwrap();
    let p = |s: &&str| size.parse_point(s).unwrap();
    let setup = Setup {
        size,
        black: black.iter().map(p).collect(),
        white: white.iter().map(p).collect(),
        to_move,
    };
    Game::from_setup(RuleSet::CaptureGo.rules(), &setup).unwrap()
}

fn point(game: &Game, s: &str) -> Move {
    Move::Play(game.board().size().parse_point(s).unwrap())
}

/// Every level of `levels` with every seed of `seeds` plays `expected` in `game`.
fn assert_every_player_plays(
    game: &Game,
    levels: &[u8],
    seeds: std::ops::Range<u64>,
    expected: &str,
) {
    for &level in levels {
        for seed in seeds.clone() {
            let player = Player::new(Level::new(level).config(seed));
            let action = player.genmove(game, &mut || false);
            assert_eq!(
                action,
                Action::Play(point(game, expected)),
                "level {level} seed {seed}"
            );
        }
    }
}

#[test]
fn capture_go_takes_the_stone_in_atari_at_every_level_r5() {
    // White's D4 has one liberty left, at D5: Black wins by taking it.
    let game = capture_game(&["C4", "E4", "D3"], &["D4", "F6"], Color::Black);
    assert_every_player_plays(&game, &[1, 2, 4], 0..4, "D5");
}

#[test]
fn capture_go_saves_its_own_stone_in_atari_r5() {
    // Black's D4 is in atari (its last liberty D5) and nothing can be captured:
    // anything but extending at D5 loses at once.
    let game = capture_game(&["D4", "A7"], &["C4", "E4", "D3", "F2"], Color::Black);
    assert_every_player_plays(&game, &[2, 4], 0..3, "D5");
}

/// Plays `game` out between two level-2 players, settling every stop.
fn self_play(game: &mut Game) {
    let players = [
        Player::new(Level::new(2).config(1)),
        Player::new(Level::new(2).config(2)),
    ];
    for _ in 0..300 {
        match game.status() {
            Status::Over(_) => return,
            Status::Stopped => {
                let judge = game.to_move();
                settle_stop(
                    game,
                    &players[(!judge).index()],
                    &players[judge.index()],
                    judge,
                )
                .unwrap();
            }
            Status::Playing => match players[game.to_move().index()].genmove(game, &mut || false) {
                Action::Play(mv) => {
                    game.play(mv).unwrap();
                }
                Action::Resign => game.resign(game.to_move()).unwrap(),
            },
        }
    }
}

#[test]
fn capture_go_self_play_ends_at_the_first_capture_r5() {
    for side in [5, 7, 9] {
        let mut game = Game::new(RuleSet::CaptureGo.rules(), BoardSize::square(side).unwrap());
        self_play(&mut game);
        match game.status() {
            Status::Over(Outcome::Capture { winner }) => {
                assert!(game.prisoners()[winner] >= 1, "{side}x{side}");
                assert_eq!(game.prisoners()[!winner], 0, "{side}x{side}");
                assert_eq!(game.result(), Some(format!("{}+", winner.letter())));
            }
            other => panic!("{side}x{side}: {other:?}\n{}", game.board()),
        }
    }
}

#[test]
fn kill_all_self_play_ends_with_a_winner_by_life_r5() {
    for stones in [4, 5] {
        let rules = RuleSet::KillAll.rules();
        let start = Start::FixedHandicap(BoardSize::square(9).unwrap(), stones);
        let mut game = Game::begin(rules, &start).unwrap();
        self_play(&mut game);
        assert!(matches!(game.status(), Status::Over(_)), "{}", game.board());
        let result = game.result().unwrap();
        assert!(
            ["B+", "W+", "B+R", "W+R"].contains(&result.as_str()),
            "{stones} stones: {result}"
        );
        if result == "W+" {
            assert!(game.score().stones.white > 0);
        }
    }
}
