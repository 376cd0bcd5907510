//! `Game::board_after`: the board a few moves back, as replaying the game that far
//! gives it (captures and passes included, across the undo checkpoints every 128 moves).

use weiqi::{BoardSize, Game, Move, Point, RuleSet};

#[test]
fn board_after_matches_a_replay() {
    let size = BoardSize::square(5).unwrap();
    let mut game = Game::new(RuleSet::Chinese.rules(), size);
    let mut k = 0u32;
    // A deterministic walk over the points: many captures on a 5×5 board.
    while game.move_number() < 300 {
        k = k.wrapping_mul(7).wrapping_add(3) % 26;
        let mv = if k == 25 {
            Move::Pass
        } else {
            Move::Play(Point::new((k % 5) as u8, (k / 5) as u8))
        };
        if game.play(mv).is_err() {
            let _ = game.pass();
        }
        if game.status() != weiqi::Status::Playing {
            game.resume(!game.to_move()).unwrap();
        }
    }
    let history = game.history().to_vec();
    assert!(history.iter().any(|r| r.captures > 0), "the walk captures");
    let mut replay = Game::new(RuleSet::Chinese.rules(), size);
    assert_eq!(game.board_after(0), *replay.board());
    for (n, record) in history.iter().enumerate() {
        replay.play_as(record.color, record.mv).unwrap();
        if replay.status() != weiqi::Status::Playing {
            replay.resume(!replay.to_move()).unwrap();
        }
        assert_eq!(
            game.board_after(n as u32 + 1),
            *replay.board(),
            "after move {}",
            n + 1
        );
    }
    assert_eq!(game.board_after(1000), *game.board());
}
