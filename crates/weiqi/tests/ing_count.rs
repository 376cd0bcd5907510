//! The Ing fill-the-board count (RULES R1.9, R1.10, R1.11) and the rank system
//! (RULES R1.8).

mod common;

use common::board;
use proptest::prelude::*;
use weiqi::playout::{play_random, Rng};
use weiqi::ranks::{rank_handicap, IngRank};
use weiqi::scoring::ing_count::{ing_count, CountError, IngCount, StepKind};
use weiqi::scoring::{score, CountInput};
use weiqi::*;

fn ing_with_komi(half_points: i32) -> Rules {
    let mut rules = RuleSet::Ing.rules();
    rules.komi = Komi::from_half_points(half_points);
    rules
}

/// Lays the steps on the board, checking each goes on an empty point; returns the
/// final board.
fn replay(start: &Board, count: &IngCount) -> Board {
    let mut b = start.clone();
    for step in &count.steps {
        assert!(
            b.is_empty_point(step.point),
            "step {:?} on an occupied point",
            step
        );
        b.set(step.point, Some(step.color)).unwrap();
    }
    b
}

/// Black walls off three columns, White two.
const THREE_TWO: &str = "
    . . X O .
    . . X O .
    . . X O .
    . . X O .
    . . X O .
";

#[test]
fn worked_example_with_komi_8_r1_9() {
    let b = board(THREE_TWO);
    let count = ing_count(
        &b,
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        0,
        ByColor::default(),
    )
    .unwrap();
    // N = 25, S = 12; each cup starts with 12 − 5 = 7.
    assert_eq!(count.cup_size, 12);
    assert_eq!(count.cups_at_start, ByColor::new(7, 7));
    // Komi 8: White puts 4 stones on Black's territory.
    let kinds = |k| count.steps.iter().filter(|s| s.kind == k).count();
    assert_eq!(kinds(StepKind::Compensation), 4);
    assert!(count
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::Compensation)
        .all(|s| s.color == Color::White && s.point.x() < 2));
    // Black fills its other 6 points and keeps 1 losing stone; White fills 3 of 5.
    assert_eq!(count.losing_stones, 1);
    assert_eq!(count.winning_points, 2);
    assert_eq!(kinds(StepKind::LosingStone), 1);
    assert_eq!((count.winner, count.margin), (Some(Color::White), 3));
    assert_eq!(count.result(), "W+3");
    // Area: 15 − 10 − 8 = −3.
    let area = score(
        &b,
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        CountInput::default(),
    );
    assert_eq!(area.margin_half, -6);
    // The free point is White's corner, E5, the last one left.
    assert_eq!(count.empty_point, Some(b.size().parse_point("E5").unwrap()));
    let end = replay(&b, &count);
    assert_eq!(end.stone_count(Color::Black), 12);
    assert_eq!(end.stone_count(Color::White), 12);
}

#[test]
fn steps_come_in_the_order_of_the_procedure_r1_9() {
    let b = board(
        "
        . X . O .
        X X . O O
        X X . O O
        X X . O O
        . X . O .
    ",
    );
    let count = ing_count(
        &b,
        &PointSet::new(),
        &ing_with_komi(0),
        0,
        ByColor::default(),
    )
    .unwrap();
    let rank = |k: StepKind| match k {
        StepKind::SekiFill => 0,
        StepKind::Compensation | StepKind::Penalty => 1,
        StepKind::OwnTerritory => 2,
        StepKind::LosingStone => 3,
    };
    assert!(count
        .steps
        .windows(2)
        .all(|w| rank(w[0].kind) <= rank(w[1].kind)));
    // Five shared points: two of each colour, the fifth stays empty.
    let seki: Vec<_> = count
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::SekiFill)
        .collect();
    assert_eq!(seki.len(), 4);
    assert_eq!(seki.iter().filter(|s| s.color == Color::Black).count(), 2);
    assert_eq!(
        replay(&b, &count).size().num_points()
            - replay(&b, &count).stone_count(Color::Black) as usize
            - replay(&b, &count).stone_count(Color::White) as usize,
        1
    );
}

#[test]
fn even_boards_cannot_be_counted_and_say_why_r1_1() {
    let b = Board::new(BoardSize::square(4).unwrap());
    let err = ing_count(
        &b,
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        0,
        ByColor::default(),
    )
    .unwrap_err();
    assert_eq!(err, CountError::EvenPoints { points: 16 });
    assert!(err.to_string().contains("odd number of points"));
    assert!(err.to_string().contains("16"));
}

#[test]
fn penalty_stones_go_on_the_offenders_territory_r1_10() {
    let b = board(THREE_TWO);
    let plain = ing_count(
        &b,
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        0,
        ByColor::default(),
    )
    .unwrap();
    let penalised = ing_count(
        &b,
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        0,
        ByColor::new(0, 4),
    )
    .unwrap();
    let penalties: Vec<_> = penalised
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::Penalty)
        .collect();
    assert_eq!(penalties.len(), 2, "one stone per two penalty points");
    assert!(
        penalties
            .iter()
            .all(|s| s.color == Color::Black && s.point.x() >= 3),
        "Black stones on White's territory"
    );
    assert_eq!(penalised.black_margin(), plain.black_margin() + 4);
}

#[test]
fn aga_handicap_compensation_odd_leaves_a_point_uncounted_r1_11() {
    let b = board(THREE_TWO);
    let mut rules = ing_with_komi(0);
    rules.handicap_compensation = HandicapCompensation::PerStone;
    let count = ing_count(&b, &PointSet::new(), &rules, 3, ByColor::default()).unwrap();
    let compensation = count
        .steps
        .iter()
        .filter(|s| s.kind == StepKind::Compensation)
        .count();
    assert_eq!(compensation, 1, "(N − 1)/2 stones for N = 3");
    let uncounted = count.uncounted.expect("one of Black's points stays empty");
    assert!(
        uncounted.x() < 2,
        "the uncounted point is in Black's territory"
    );
    // 15 − 10 − 3 = 2 for Black.
    assert_eq!(count.black_margin(), 2);
}

#[test]
fn half_point_komi_rounds_up_and_keeps_the_winner_r2_6() {
    let b = board(THREE_TWO);
    for half in [15, 16] {
        let count = ing_count(
            &b,
            &PointSet::new(),
            &ing_with_komi(half),
            0,
            ByColor::default(),
        )
        .unwrap();
        assert_eq!(
            count
                .steps
                .iter()
                .filter(|s| s.kind == StepKind::Compensation)
                .count(),
            4,
            "RULES R2.6: 4 stones for 7.5 or 8"
        );
    }
}

#[test]
fn dead_stones_go_back_to_their_cup_r1_9() {
    let mut b = board(THREE_TWO);
    let a1 = b.size().parse_point("A1").unwrap();
    b.set(a1, Some(Color::White)).unwrap();
    let dead: PointSet = [a1].into_iter().collect();
    let with_dead = ing_count(&b, &dead, &RuleSet::Ing.rules(), 0, ByColor::default()).unwrap();
    let clean = ing_count(
        &board(THREE_TWO),
        &PointSet::new(),
        &RuleSet::Ing.rules(),
        0,
        ByColor::default(),
    )
    .unwrap();
    assert_eq!(with_dead.cups_at_start, clean.cups_at_start);
    assert_eq!(with_dead.black_margin(), clean.black_margin());
}

/// A random finished-looking position: a random game played `moves` moves (to the
/// end when that is more), then three in four of the stones that touch no opponent
/// stone, even diagonally, taken off, so that areas hold territory as in real games
/// (random play fills its own area with stones).
fn random_position(side: u32, seed: u64, moves: u32) -> Board {
    let mut game = Game::new(RuleSet::Ing.rules(), BoardSize::square(side).unwrap());
    let mut rng = Rng::new(seed);
    for _ in 0..moves {
        if play_random(&mut game, &mut rng).is_err() {
            break;
        }
    }
    let mut b = game.board().clone();
    let size = b.size();
    let touches_opponent = |b: &Board, p: Point, c: Color| {
        let (x, y) = (p.x() as i32, p.y() as i32);
        (-1..=1).any(|dx| {
            (-1..=1).any(|dy| {
                let (nx, ny) = (x + dx, y + dy);
                nx >= 0
                    && ny >= 0
                    && nx < size.width() as i32
                    && ny < size.height() as i32
                    && b.get(Point::new(nx as u8, ny as u8)) == Some(!c)
            })
        })
    };
    for p in size.points() {
        if let Some(c) = b.get(p) {
            if !touches_opponent(&b, p, c) && rng.below(4) != 0 {
                b.set(p, None).unwrap();
            }
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    /// RULES R1.9: on random positions the count's margin equals the area margin
    /// (seki split, same komi, Black winning ties), exactly one point stays empty,
    /// and each colour ends with S stones on the board.
    #[test]
    fn count_matches_area_scoring(
        side in prop_oneof![Just(3u32), Just(5), Just(7), Just(9)],
        seed in any::<u64>(),
        moves in 0u32..200,
        komi_points in prop_oneof![Just(8i32), Just(0), Just(7), Just(-3), Just(4)],
        penalty in prop_oneof![Just((0u32, 0u32)), Just((2, 0)), Just((0, 4)), Just((2, 2))],
    ) {
        let b = random_position(side, seed, moves);
        let rules = ing_with_komi(2 * komi_points);
        let penalties = ByColor::new(penalty.0, penalty.1);
        match ing_count(&b, &PointSet::new(), &rules, 0, penalties) {
            Ok(count) => {
                let area = score(&b, &PointSet::new(), &rules, CountInput::default());
                let penalty_half = 2 * (penalty.1 as i32 - penalty.0 as i32);
                prop_assert_eq!(2 * count.black_margin(), area.margin_half + penalty_half);
                let expected_winner = weiqi::scoring::decide(area.margin_half + penalty_half, rules.tie);
                prop_assert_eq!(count.winner, expected_winner);
                let end = replay(&b, &count);
                let s = count.cup_size;
                prop_assert_eq!(end.stone_count(Color::Black), s);
                prop_assert_eq!(end.stone_count(Color::White), s);
                prop_assert_eq!(end.empty_points().len(), 1);
                prop_assert_eq!(Some(end.empty_points()[0]), count.empty_point);
            }
            // A refusal must be true of the position, not a way out of the check.
            Err(CountError::CupTooSmall { needed, cup, .. }) => {
                prop_assert_eq!(cup, (side * side - 1) / 2);
                prop_assert!(needed > cup);
            }
            Err(CountError::NoRoom { color, territory, needed }) => {
                prop_assert!(territory < needed);
                let regions = weiqi::scoring::Regions::of(&b);
                prop_assert_eq!(regions.territory[color].len() as u32, territory);
            }
            Err(e) => prop_assert!(false, "unexpected {:?}", e),
        }
    }
}

#[test]
fn most_random_positions_can_be_counted() {
    // The property above must not pass by refusing: count how many it checks.
    let mut counted = 0;
    let mut refused = std::collections::BTreeMap::new();
    for seed in 0..400u64 {
        let b = random_position(9, seed, 1000);
        match ing_count(
            &b,
            &PointSet::new(),
            &RuleSet::Ing.rules(),
            0,
            ByColor::default(),
        ) {
            Ok(_) => counted += 1,
            Err(e) => {
                *refused
                    .entry(format!("{e:?}").split(' ').next().unwrap().to_string())
                    .or_insert(0) += 1
            }
        }
    }
    // Random play leaves lopsided positions: a side with more stones than its cup,
    // or too little territory for the komi stones. Most must still be counted.
    assert!(
        counted > 200,
        "only {counted} of 400 finished positions could be counted: {refused:?}"
    );
}

#[test]
fn ranks_give_the_sources_handicaps_r1_8() {
    let parse = |t: &str| IngRank::parse(t).unwrap();
    // 1 pin against 2 pin: komi 6; against 5 pin: no komi.
    assert_eq!(
        rank_handicap(parse("1 pin"), parse("2 pin")).komi,
        Komi::from_points(6)
    );
    assert_eq!(
        rank_handicap(parse("1 pin"), parse("5 pin")).komi,
        Komi::ZERO
    );
    // 1 pin against 6 pin: no handicap move, 2 points to Black.
    let h = rank_handicap(parse("1 pin"), parse("6 pin"));
    assert_eq!(
        (h.difference, h.handicap_moves, h.komi),
        (10, 0, Komi::from_points(-2))
    );
    // 4 tuan against 4 chi: D = 44, four moves and four points.
    let h = rank_handicap(parse("4 tuan"), parse("4 chi"));
    assert_eq!(
        (h.difference, h.handicap_moves, h.komi),
        (44, 4, Komi::from_points(-4))
    );
    // 9 pin = 7 tuan; 5 pin = 9 tuan; neighbouring chi are 8 apart.
    assert_eq!(parse("9 pin").points(), parse("7 tuan").points());
    assert_eq!(parse("5 pin").points(), parse("9 tuan").points());
    assert_eq!(parse("1 chi").points() - parse("2 chi").points(), 8);
    assert_eq!(parse("1 tuan").points() - parse("1 chi").points(), 8);
    assert_eq!(IngRank::parse("3 чи"), Ok(IngRank::Chi(3)));
    assert!(IngRank::parse("0 pin").is_err());
    assert!(IngRank::parse("tuan").is_err());
    assert_eq!(parse("6pin").to_string(), "6 pin");
}

#[test]
fn each_step_carries_the_cups_and_the_count_its_margin_parts_r1_9() {
    // RULES R1.9 step 5: the margin is 2 per losing stone on a winning point, plus 1
    // for a winning point left free; each stone leaves its own cup.
    let mut checked = 0;
    let mut free_points = 0;
    for seed in 0..120u64 {
        let b = random_position(9, seed, 1000);
        for half in [0, 15, 16] {
            let Ok(count) = ing_count(
                &b,
                &PointSet::new(),
                &ing_with_komi(half),
                0,
                ByColor::default(),
            ) else {
                continue;
            };
            let mut cups = count.cups_at_start;
            for step in &count.steps {
                cups[step.color] -= 1;
                assert_eq!(step.cups_after, cups, "seed {seed}: {step:?}");
            }
            let parts = count.margin_parts;
            let losing = count
                .steps
                .iter()
                .filter(|s| s.kind == StepKind::LosingStone)
                .count();
            assert_eq!(parts.stones_placed as usize, losing, "seed {seed}");
            assert_eq!(
                parts.total,
                2 * parts.stones_placed + parts.free_point as u32
            );
            assert_eq!(parts.total, count.margin);
            assert_eq!(parts.winner, count.winner);
            checked += 1;
            free_points += parts.free_point as u32;
        }
    }
    assert!(checked > 100, "only {checked} counts checked");
    assert!(
        free_points > 0 && free_points < checked,
        "free points: {free_points} of {checked}"
    );
}
