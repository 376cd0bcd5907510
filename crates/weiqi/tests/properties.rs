//! Property tests over random games: the engine against the reference model written
//! from docs/rules.md alone (flood fills, whole-board comparisons, no hashing), the one
//! the fuzz checks use too (`difftest::fuzz_checks::model`).

use std::collections::HashMap;

use difftest::fuzz_checks::model::{Model, Verdict};

use proptest::prelude::*;
use weiqi::playout::{random_move, Rng};
use weiqi::*;

fn cells_of(board: &Board) -> Vec<Option<Color>> {
    board.size().points().map(|p| board.get(p)).collect()
}

/// Every knob combination that a preset or a tournament may choose.
fn any_rules() -> impl Strategy<Value = Rules> {
    let ko = prop_oneof![
        Just(KoRule::Simple),
        Just(KoRule::Positional),
        Just(KoRule::Situational),
        Just(KoRule::Ing),
        Just(KoRule::SimpleNoResult),
    ];
    let suicide = prop_oneof![
        Just(SuicideRule::Forbidden),
        Just(SuicideRule::MultiStoneOnly),
        Just(SuicideRule::MultiStoneSingleIsPass),
        Just(SuicideRule::Allowed),
    ];
    let preset = proptest::sample::select(RuleSet::ALL.to_vec());
    (preset, ko, suicide, any::<bool>()).prop_map(|(preset, ko, suicide, keep_preset)| {
        let mut rules = preset.rules();
        // The reference model plays every game to its passes: Capture Go's end at the
        // first capture (RULES R5) is tested in first_games.rs.
        rules.objective = Objective::Count;
        if !keep_preset {
            rules.ko = ko;
            rules.suicide = suicide;
        }
        rules
    })
}

fn any_size() -> impl Strategy<Value = (usize, usize)> {
    prop_oneof![
        Just((1, 5)),
        Just((7, 1)),
        Just((2, 2)),
        Just((3, 3)),
        Just((4, 4)),
        Just((3, 5)),
        Just((5, 5)),
        Just((6, 4)),
        Just((7, 7)),
    ]
}

/// A move chosen from the seed: mostly random legal-looking moves, sometimes any
/// point at all (occupied or banned), sometimes a pass.
fn pick(game: &Game, rng: &mut Rng) -> Move {
    let size = game.board().size();
    match rng.below(10) {
        0 => Move::Pass,
        1..=3 => Move::Play(Point::new(
            rng.below(size.width() as u32) as u8,
            rng.below(size.height() as u32) as u8,
        )),
        _ => random_move(game, rng),
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 160, ..ProptestConfig::default() })]

    /// RULES R0.5, R1.3, R1.4, R2.2, R3.3–R3.5, R4.1–R4.2: at every step the
    /// engine's verdict on every point equals the reference model's; the board,
    /// prisoners and status agree; the incremental key equals the recomputed one;
    /// stones are conserved; and undo walks back through exactly the same games.
    #[test]
    fn engine_matches_reference_model(
        rules in any_rules(),
        (w, h) in any_size(),
        seed in any::<u64>(),
        length in 1usize..120,
    ) {
        let size = BoardSize::new(w as u32, h as u32).unwrap();
        let mut game = Game::new(rules, size);
        let mut model = Model::new(rules, size);
        let mut rng = Rng::new(seed);
        let mut before = Vec::new();
        let mut placed = [0u32; 2];
        for _ in 0..length {
            // Every point: same verdict, and legal_points / bans agree with check.
            let legal = game.legal_points();
            let bans: HashMap<Point, Illegal> = game.bans().into_iter().collect();
            for (i, p) in size.points().enumerate() {
                let engine = game.check(Move::Play(p));
                let expected = model.verdict(i);
                match (&engine, &expected) {
                    (Ok(()), Verdict::Legal { .. }) => {}
                    (Err(a), Verdict::Illegal(b)) => prop_assert_eq!(a, b, "point {:?}", p),
                    _ => prop_assert!(false, "point {:?}: engine {:?}, model {:?}\n{}", p, engine, expected, game.board()),
                }
                prop_assert_eq!(legal.contains(p), engine.is_ok());
                if game.board().is_empty_point(p) {
                    prop_assert_eq!(bans.get(&p).copied(), engine.err());
                } else {
                    prop_assert!(!bans.contains_key(&p));
                }
            }
            let mv = pick(&game, &mut rng);
            let snapshot = game.clone();
            let result = game.play(mv);
            match result {
                Err(reason) => {
                    // An illegal move changes nothing.
                    prop_assert!(game == snapshot, "illegal {:?} ({}) changed the game", mv, reason);
                    if let Status::Over(_) = game.status() {
                        break;
                    }
                    continue;
                }
                Ok(record) => {
                    before.push(snapshot);
                    let index = match mv {
                        Move::Play(p) => Some(p.y() as usize * w + p.x() as usize),
                        Move::Pass => None,
                    };
                    model.play(index);
                    if let Move::Play(_) = mv {
                        if !record.counted_as_pass {
                            placed[record.color.index()] += 1;
                        }
                    }
                }
            }
            let board = game.board();
            prop_assert!(board.is_consistent(), "chains or key drifted\n{}", board);
            prop_assert_eq!(board.hash(), board.recompute_hash());
            prop_assert_eq!(cells_of(board), model.cells.clone());
            prop_assert_eq!(game.to_move(), model.to_move);
            let prisoners = game.prisoners();
            prop_assert_eq!([prisoners.black, prisoners.white], model.prisoners);
            prop_assert_eq!(game.status(), model.status());
            // Conservation: every stone placed is on the board or a prisoner.
            let pass_stones = if rules.ending == Ending::PassStones {
                let passes_by = |c: Color| game.history().iter().filter(|r| r.color == c && r.mv == Move::Pass).count() as u32;
                [passes_by(Color::Black), passes_by(Color::White)]
            } else {
                [0, 0]
            };
            for c in Color::ALL {
                let lost = game.prisoners()[!c] - pass_stones[c.index()];
                prop_assert_eq!(placed[c.index()], board.stone_count(c) + lost);
            }
            if let Status::Over(_) = game.status() {
                break;
            }
        }
        // Undo restores every earlier game exactly.
        while let Some(expected) = before.pop() {
            prop_assert!(matches!(game.undo(), Some(Undone::Move(_))));
            prop_assert!(game == expected, "undo to move {} differs", expected.move_number());
            prop_assert!(game.board().is_consistent());
        }
        prop_assert!(game.undo().is_none());
    }

    /// RULES R2.2, R3.4, R1.4: over long random games no banned repetition slips
    /// through: positions (positional), situations (situational) and Ing's
    /// (situation, move) pairs never recur; simple ko never retakes at once.
    #[test]
    fn no_banned_repetition_slips_through(
        ko in prop_oneof![Just(KoRule::Positional), Just(KoRule::Situational), Just(KoRule::Ing), Just(KoRule::Simple)],
        suicide in prop_oneof![Just(SuicideRule::Forbidden), Just(SuicideRule::Allowed), Just(SuicideRule::MultiStoneSingleIsPass)],
        (w, h) in any_size(),
        seed in any::<u64>(),
    ) {
        let mut rules = RuleSet::TrompTaylor.rules();
        rules.ko = ko;
        rules.suicide = suicide;
        let size = BoardSize::new(w as u32, h as u32).unwrap();
        let mut game = Game::new(rules, size);
        let mut rng = Rng::new(seed);
        let mut positions = vec![cells_of(game.board())];
        let mut situations = vec![(cells_of(game.board()), game.to_move())];
        let mut ing_moves = Vec::new();
        for _ in 0..400 {
            let mv = match random_move(&game, &mut rng) {
                // Passes only when nothing else is left, to reach long cycles.
                Move::Pass => break,
                mv => mv,
            };
            let cells_before = cells_of(game.board());
            let color = game.to_move();
            let record = game.play(mv).unwrap();
            let cells = cells_of(game.board());
            if record.counted_as_pass {
                positions.push(cells.clone());
                situations.push((cells, game.to_move()));
                continue;
            }
            match ko {
                KoRule::Positional => prop_assert!(!positions.contains(&cells)),
                KoRule::Situational => prop_assert!(!situations.contains(&(cells.clone(), game.to_move()))),
                KoRule::Ing => {
                    let key = (cells_before, color, mv);
                    prop_assert!(!ing_moves.contains(&key));
                    ing_moves.push(key);
                    prop_assert!(positions.len() < 2 || positions[positions.len() - 2] != cells);
                }
                _ => prop_assert!(positions.len() < 2 || positions[positions.len() - 2] != cells),
            }
            positions.push(cells.clone());
            situations.push((cells, game.to_move()));
        }
    }

    /// No input panics: any sequence of points (on or off the board), passes,
    /// resignations and undos, under any rules, on any size.
    #[test]
    fn no_panic_on_any_input(
        rules in any_rules(),
        w in 1u32..=25,
        h in 1u32..=25,
        actions in proptest::collection::vec((0u8..25, 0u8..25, 0u8..20), 0..200),
    ) {
        let size = BoardSize::new(w, h).unwrap();
        let mut game = Game::new(rules, size);
        for (x, y, kind) in actions {
            match kind {
                0 => { let _ = game.pass(); }
                1 => { let _ = game.resign(game.to_move()); }
                2 => { let _ = game.undo(); }
                3 => { let _ = game.bans(); }
                _ => { let _ = game.play(Move::Play(Point::new(x, y))); }
            }
            prop_assert!(game.board().is_consistent());
        }
    }
}
