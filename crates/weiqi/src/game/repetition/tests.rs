//! Forced key collisions: with only a few bits of each key kept, different positions
//! share keys all the time; every verdict must still be the one full keys give
//! (RULES R1.4, R2.2, R3.4, R3.5, R4.2).

use std::cell::Cell;
use std::vec::Vec;

use crate::game::{Game, Status};
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::playout::{random_move, Rng};
use crate::point::BoardSize;
use crate::rules::{KoRule, RuleSet, SuicideRule};

std::thread_local! {
    /// The bits of each key the repetition table keeps (this thread only).
    pub(super) static KEY_MASK: Cell<u64> = const { Cell::new(u64::MAX) };
}

/// Runs `f` with keys cut to `mask` on this thread.
fn collide_keys<T>(mask: u64, f: impl FnOnce() -> T) -> T {
    let old = KEY_MASK.with(|m| m.replace(mask));
    let out = f();
    KEY_MASK.with(|m| m.set(old));
    out
}

/// Every point's verdict, the bans and the status of a game.
type Verdicts = (
    Vec<Result<(), Illegal>>,
    Vec<(crate::Point, Illegal)>,
    Status,
);

/// Every point's verdict, the bans and the status of `game`.
fn verdicts(game: &Game) -> Verdicts {
    let size = game.board().size();
    let each = size.points().map(|p| game.check(Move::Play(p))).collect();
    (each, game.bans(), game.status())
}

/// Plays the same random games with full keys and with keys of `bits` bits, and
/// compares every verdict, every record and every undo.
fn same_games_with_colliding_keys(ko: KoRule, suicide: SuicideRule, bits: u32) {
    let mask = (1u64 << bits) - 1;
    let mut rules = RuleSet::TrompTaylor.rules();
    rules.ko = ko;
    rules.suicide = suicide;
    for (w, h) in [(2, 2), (3, 3), (4, 3), (5, 1)] {
        let size = BoardSize::new(w, h).unwrap();
        for seed in 0..40 {
            let mut exact = Game::new(rules, size);
            let mut colliding = collide_keys(mask, || Game::new(rules, size));
            let mut rng = Rng::new(seed);
            for step in 0..150 {
                let want = verdicts(&exact);
                let got = collide_keys(mask, || verdicts(&colliding));
                assert_eq!(
                    got,
                    want,
                    "{ko:?} {suicide:?} {w}×{h} seed {seed} step {step}\n{}",
                    exact.board()
                );
                if let Status::Over(_) = exact.status() {
                    break;
                }
                // Mostly legal moves, sometimes a pass (passes reach long cycles).
                let mv = match rng.below(12) {
                    0 => Move::Pass,
                    _ => random_move(&exact, &mut rng),
                };
                let a = exact.play(mv);
                let b = collide_keys(mask, || colliding.play(mv));
                assert_eq!(
                    a.is_ok(),
                    b.is_ok(),
                    "{ko:?} {w}×{h} seed {seed} step {step}"
                );
                if let (Ok(a), Ok(b)) = (a, b) {
                    assert_eq!(
                        (a.captures, a.suicide, a.ended_no_result),
                        (b.captures, b.suicide, b.ended_no_result)
                    );
                }
                if a.is_err() {
                    break;
                }
            }
            // Undo walks back through the same verdicts.
            while exact.undo().is_some() {
                assert!(collide_keys(mask, || colliding.undo()).is_some());
                let got = collide_keys(mask, || verdicts(&colliding));
                assert_eq!(got, verdicts(&exact), "{ko:?} {w}×{h} seed {seed} undo");
            }
        }
    }
}

#[test]
fn positional_superko_never_bans_on_a_shared_key() {
    for suicide in [SuicideRule::Forbidden, SuicideRule::Allowed] {
        for bits in [0, 2, 5] {
            same_games_with_colliding_keys(KoRule::Positional, suicide, bits);
        }
    }
}

#[test]
fn situational_superko_never_bans_on_a_shared_key() {
    for suicide in [SuicideRule::Forbidden, SuicideRule::Allowed] {
        for bits in [0, 2, 5] {
            same_games_with_colliding_keys(KoRule::Situational, suicide, bits);
        }
    }
}

#[test]
fn ing_cycles_are_never_found_on_a_shared_key() {
    for bits in [0, 2, 5] {
        same_games_with_colliding_keys(KoRule::Ing, SuicideRule::MultiStoneSingleIsPass, bits);
    }
    // With every suicide allowed, a lone stone's suicide changes nothing: the next
    // lone suicide repeats the position before it (a hot-stone repetition).
    same_games_with_colliding_keys(KoRule::Ing, SuicideRule::Allowed, 2);
}

#[test]
fn simple_ko_never_ends_or_bans_on_a_shared_key() {
    for ko in [KoRule::Simple, KoRule::SimpleNoResult] {
        for bits in [0, 3] {
            same_games_with_colliding_keys(ko, SuicideRule::Forbidden, bits);
        }
        same_games_with_colliding_keys(ko, SuicideRule::Allowed, 3);
    }
}

/// The test itself can fail: with the keys cut to nothing, a plain key lookup would
/// ban almost every move after the first; the exact test allows them.
#[test]
fn colliding_keys_do_collide() {
    let size = BoardSize::new(3, 3).unwrap();
    let mut rules = RuleSet::TrompTaylor.rules();
    rules.ko = KoRule::Positional;
    collide_keys(0, || {
        let mut game = Game::new(rules, size);
        game.play(Move::Play(crate::Point::new(0, 0))).unwrap();
        let key = game
            .position_key(game.board().hash(), game.to_move())
            .unwrap();
        assert_eq!(key, 0, "every key is 0");
        assert!(game.seen.get(0).is_some());
        assert_eq!(game.check(Move::Play(crate::Point::new(1, 1))), Ok(()));
    });
}
