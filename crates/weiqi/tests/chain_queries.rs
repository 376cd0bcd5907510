//! The constant-time chain queries (`Board::lone_liberty`, `Board::chain_len`) agree
//! with the chain walks (`Board::liberties`, `Board::chain`) on every stone of
//! random games on several sizes.

use weiqi::playout::{play_random, Rng};
use weiqi::{BoardSize, Game, RuleSet, Status};

#[test]
fn constant_time_queries_agree_with_the_walks() {
    let mut checked_ataris = 0;
    for (seed, (w, h)) in [(2, 2), (3, 5), (5, 5), (9, 9), (13, 7), (19, 19), (25, 25)]
        .into_iter()
        .enumerate()
    {
        let size = BoardSize::new(w, h).unwrap();
        let mut game = Game::new(RuleSet::TrompTaylor.rules(), size);
        let mut rng = Rng::new(seed as u64);
        // Every position on small boards, every seventh on large ones (debug builds
        // walk slowly).
        let every = if size.num_points() > 100 { 7 } else { 1 };
        for n in 0..(3 * size.num_points()) {
            if game.status() != Status::Playing || play_random(&mut game, &mut rng).is_err() {
                break;
            }
            if n % every != 0 {
                continue;
            }
            let board = game.board();
            for p in size.points() {
                if board.get(p).is_none() {
                    assert_eq!(board.lone_liberty(p), None);
                    assert_eq!(board.chain_len(p), 0);
                    continue;
                }
                let libs = board.liberties(p);
                let expected = if libs.len() == 1 {
                    libs.iter().next()
                } else {
                    None
                };
                assert_eq!(board.lone_liberty(p), expected, "{p:?}\n{board}");
                checked_ataris += expected.is_some() as u32;
                assert_eq!(board.chain_len(p) as usize, board.chain(p).len());
            }
        }
    }
    assert!(
        checked_ataris > 100,
        "too few chains in atari to mean anything"
    );
}
