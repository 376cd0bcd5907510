//! Games of the player against itself end properly under every preset's ending
//! procedure (RULES R1.6 Ing's four passes and play-on, R2.4 Simplified Ing's two
//! phases, R4.4 agreement and resumption, AGA pass stones, Tromp–Taylor).

use weiqi::{BoardSize, Game, Outcome, RuleSet, Status};
use weiqi_bot::{settle_stop, Action, Config, Player};

fn player(seed: u64) -> Player {
    Player::new(Config {
        playouts: 60,
        seed,
        resign_below_percent: 0,
        estimate_playouts: 40,
    })
}

/// Plays `game` to its end with two players; at every stop the player who did not
/// pass last proposes the dead stones and the other judges them, except that the
/// first `disputes` stops are refused (play resumes as the rules say).
fn play_to_the_end(game: &mut Game, mut disputes: u32) -> (u32, u32) {
    let players = [player(1), player(2)];
    let (mut moves, mut resumptions) = (0, 0);
    while moves < 400 {
        match game.status() {
            Status::Over(_) => break,
            Status::Stopped => {
                let judge_color = game.to_move();
                let judge = &players[judge_color.index()];
                let proposer = &players[(!judge_color).index()];
                if disputes > 0 {
                    disputes -= 1;
                    game.resume(judge_color).unwrap();
                    resumptions += 1;
                    continue;
                }
                if !settle_stop(game, proposer, judge, judge_color).unwrap() {
                    resumptions += 1;
                }
            }
            Status::Playing => {
                let me = &players[game.to_move().index()];
                match me.genmove(game, &mut || false) {
                    Action::Play(mv) => {
                        game.play(mv).unwrap();
                    }
                    Action::Resign => game.resign(game.to_move()).unwrap(),
                }
                moves += 1;
            }
        }
    }
    (moves, resumptions)
}

#[test]
fn self_play_ends_under_every_preset() {
    for preset in RuleSet::ALL {
        let mut game = Game::new(preset.rules(), BoardSize::square(5).unwrap());
        let (moves, _) = play_to_the_end(&mut game, 0);
        assert!(
            matches!(game.status(), Status::Over(_)),
            "{preset}: not over after {moves} moves\n{}",
            game.board()
        );
        assert!(game.result().is_some(), "{preset}: no result");
    }
}

#[test]
fn self_play_ends_after_a_dispute_under_every_resuming_preset() {
    for preset in RuleSet::ALL {
        let mut game = Game::new(preset.rules(), BoardSize::square(5).unwrap());
        let (moves, resumptions) = play_to_the_end(&mut game, 1);
        assert!(
            matches!(game.status(), Status::Over(_)),
            "{preset}: not over after {moves} moves"
        );
        // Capture Go may end at a capture before any stop (RULES R5).
        let captured = matches!(game.status(), Status::Over(Outcome::Capture { .. }));
        if preset != RuleSet::TrompTaylor && !captured {
            assert!(resumptions >= 1, "{preset}: play never resumed");
        }
        if preset == RuleSet::SimplifiedIng {
            // RULES R2.4: the stop after a resumption ends with every stone alive.
            assert!(game.in_second_phase());
            assert!(game.score_dead_stones().is_empty());
        }
    }
}

#[test]
fn the_player_passes_at_ings_stop_to_seal_the_agreement() {
    let mut game = Game::new(RuleSet::Ing.rules(), BoardSize::square(5).unwrap());
    game.pass().unwrap();
    game.pass().unwrap();
    assert_eq!(game.status(), Status::Stopped);
    let Action::Play(mv) = player(3).genmove(&game, &mut || false) else {
        panic!("resigned at the stop")
    };
    assert_eq!(mv, weiqi::Move::Pass);
    game.play(mv).unwrap();
    assert_eq!(
        game.status(),
        Status::Stopped,
        "a third pass, the fourth ends"
    );
}
