//! The player judges its opponent's dead-stone marks at the stop (RULES R1.6, R2.4,
//! R4.4): it disputes marks that give the opponent more than its own estimate does
//! (its living stones marked dead, the opponent's dead stones left alive) and
//! accepts the rest, the opponent's concessions included.

use weiqi::{BoardSize, Color, Game, PointSet, RuleSet, Setup};
use weiqi_bot::{Level, Player};

/// Black's wall on D and White's on F split the board; White's B5 is dead inside
/// Black's area and Black's H5 inside White's.
const WALLS: &str = "
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . O . X . O . X .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
    . . . X . O . . .
";

fn stopped(preset: RuleSet) -> Game {
    let setup = Setup::from_diagram(WALLS, Color::Black).unwrap();
    let mut game = Game::from_setup(preset.rules(), &setup).unwrap();
    game.pass().unwrap();
    game.pass().unwrap();
    game
}

fn points(names: &[&str]) -> PointSet {
    let size = BoardSize::square(9).unwrap();
    names.iter().map(|n| size.parse_point(n).unwrap()).collect()
}

fn column(c: char) -> Vec<String> {
    (1..=9).map(|row| format!("{c}{row}")).collect()
}

fn with(base: &[&str], more: &[String]) -> PointSet {
    let mut set = points(base);
    for name in more {
        set = set.union(&points(&[name.as_str()]));
    }
    set
}

#[test]
fn the_computer_disputes_only_marks_that_favour_its_opponent_r1_6_r2_4_r4_4() {
    let computer = Player::new(Level::new(3).config(5));
    for preset in [
        RuleSet::Japanese,
        RuleSet::Chinese,
        RuleSet::Ing,
        RuleSet::SimplifiedIng,
    ] {
        let game = stopped(preset);
        // Its own judgement: the two stones inside the other side's area are dead.
        assert_eq!(
            computer.dead_stones(&game),
            points(&["B5", "H5"]),
            "{preset}"
        );
        let judge = |marked: &PointSet| computer.disputed(&game, marked, Color::White);
        // The marks it would make itself: accepted.
        assert!(judge(&points(&["B5", "H5"])).is_empty(), "{preset}");
        // Its living wall marked dead: every stone of it disputed.
        assert_eq!(
            judge(&with(&["B5", "H5"], &column('F'))),
            with(&[], &column('F')),
            "{preset}"
        );
        // Black's dead H5 left alive: disputed.
        assert_eq!(judge(&points(&["B5"])), points(&["H5"]), "{preset}");
        // Black's own living wall marked dead, or White's dead B5 left alive: the
        // opponent's concessions, accepted.
        assert!(
            judge(&with(&["B5", "H5"], &column('D'))).is_empty(),
            "{preset}"
        );
        assert!(judge(&points(&["H5"])).is_empty(), "{preset}");
        assert!(computer.accepts(&game, &points(&["H5"]), Color::White));
        assert!(!computer.accepts(&game, &points(&["B5"]), Color::White));
        // Judged as Black, the same marks are seen from the other side.
        assert_eq!(
            computer.disputed(&game, &points(&["H5"]), Color::Black),
            points(&["B5"]),
            "{preset}"
        );
    }
}

#[test]
fn where_every_stone_counts_alive_nothing_is_disputed_r2_4() {
    // Tromp–Taylor removes no stones: the marks are not the players' to make.
    let computer = Player::new(Level::new(3).config(5));
    let game = stopped(RuleSet::TrompTaylor);
    let all = with(&[], &column('F'));
    assert!(computer.disputed(&game, &all, Color::White).is_empty());
}

#[test]
fn after_a_dispute_the_computer_captures_the_stones_it_believes_dead_r1_6_r4_4() {
    // Japanese: Black left its dead H5 alive, the computer (White) disputed and
    // asked to resume, so Black moves first. Black passes at every turn; the computer
    // does not pass back into the same stop but takes H5 (RULES R1.6: play goes on
    // until the disputed stones are captured).
    let computer = Player::new(Level::new(3).config(5));
    let mut game = stopped(RuleSet::Japanese);
    game.set_dead(&points(&["B5"])).unwrap();
    assert!(!computer.accepts(&game, &game.dead_stones(), Color::White));
    game.resume(Color::White).unwrap();
    let h5 = points(&["H5"]).iter().next().unwrap();
    for _ in 0..20 {
        if game.board().get(h5) != Some(Color::Black) || game.status() != weiqi::Status::Playing {
            break;
        }
        game.pass().unwrap();
        match computer.genmove(&game, &mut || false) {
            weiqi_bot::Action::Play(mv) => game.play(mv).unwrap(),
            weiqi_bot::Action::Resign => panic!("resigned"),
        };
    }
    assert_ne!(
        game.board().get(h5),
        Some(Color::Black),
        "H5 taken:\n{}",
        game.board()
    );
}
