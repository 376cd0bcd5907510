//! The network player (`NetPlayer`): legal under Ing's hot stones, passes only when
//! the engine's count says it wins, marks the network's dead stones. FAILS when the
//! network is missing (`weiqi_nn::locate`).

use std::path::Path;

use weiqi::{Color, Diagram, Game, Move, RuleSet};
use weiqi_bot::{Action, NetConfig, NetPlayer};
use weiqi_nn::Model;

fn player(visits: u32) -> NetPlayer {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let path = weiqi_nn::locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"));
    let model = Model::from_gzip(&std::fs::read(path).unwrap()).unwrap();
    NetPlayer::new(
        model,
        NetConfig {
            visits,
            ..NetConfig::default()
        },
    )
}

/// Right after a ko capture under Ing's rules the retake is a hot stone (RULES
/// R1.4): the network wants it (it is the obvious move) but never plays it.
#[test]
fn never_retakes_a_hot_stone() {
    let d = Diagram::parse(
        "
. . . . . . .
. . . . . . .
. . X O . . .
. X O a O . .
. . X O . . .
. . . . . . .
. . . . . . .
",
    )
    .unwrap();
    let mut game = Game::from_setup(RuleSet::Ing.rules(), &d.setup(Color::Black)).unwrap();
    game.play(Move::Play(d.mark('a').unwrap())).unwrap();
    let retake = Move::Play(weiqi::Point::new(2, 3));
    assert!(game.check(retake).is_err(), "the engine bans the retake");
    let mut p = player(24);
    for _ in 0..3 {
        match p.genmove(&game, &mut || false) {
            Action::Play(mv) => {
                assert_ne!(mv, retake);
                assert!(game.check(mv).is_ok());
            }
            Action::Resign => panic!("resigned in an even position"),
        }
    }
}

/// Black owns the whole board but for a lone white stone in its area: after White's pass Black
/// passes (it wins the count), and the network marks the stone dead.
#[test]
fn passes_when_the_count_wins_and_marks_dead_stones() {
    let d = Diagram::parse(
        "
. X . X . . .
X X X X . . .
. X . X . O .
X X X X . . .
. X . X . . .
",
    )
    .unwrap();
    let mut game = Game::from_setup(RuleSet::Japanese.rules(), &d.setup(Color::White)).unwrap();
    game.pass().unwrap();
    let mut p = player(16);
    assert_eq!(p.genmove(&game, &mut || false), Action::Play(Move::Pass));
    let dead = p.dead_stones(&game);
    assert_eq!(dead.iter().collect::<Vec<_>>(), d.white);
    assert!(p.wins_now(&game, Color::Black));
}
