//! Game clocks with simulated time: absolute, Fischer, byo-yomi, Canadian, and
//! Ing's PP and RS systems (RULES R1.10), and their effect on the game (RULES
//! R1.9 step 2: penalty stones; `B+T` / `W+T`).

mod common;

use weiqi::clock::ing_pp;
use weiqi::clock::{Clock, ClockError, ClockEvent, PlayerClock, Run, TimeControl};
use weiqi::scoring::apply_penalties;
use weiqi::*;

const S: u64 = 1_000;
const MIN: u64 = 60 * S;
const B: Color = Color::Black;
const W: Color = Color::White;

fn clock(control: TimeControl) -> Clock {
    Clock::new(control).unwrap()
}

/// Presses at each time in turn, checking every press switches sides.
fn presses(c: &mut Clock, times: &[u64]) {
    for &t in times {
        let mover = c.running().unwrap();
        assert_eq!(
            c.press(t),
            Ok(ClockEvent::Switched {
                moved: mover,
                next: !mover
            }),
            "press at {}",
            t
        );
    }
}

/// Checks the text form reads back to the same clock.
fn round_trip(c: &Clock) {
    let text = c.to_string();
    assert_eq!(text.parse::<Clock>(), Ok(*c), "{}", text);
}

// ---------------------------------------------------------------- absolute

#[test]
fn absolute_flag_falls_only_when_the_time_is_exceeded() {
    let mut c = clock(TimeControl::Absolute { main: MIN });
    c.start(B, 0).unwrap();
    let at_limit = c.tick(MIN);
    assert_eq!(at_limit.loser, None);
    assert_eq!(at_limit.players.black.remaining, 0);
    assert!(at_limit.players.black.low(10 * S));
    assert_eq!(c.tick(MIN + 1).loser, Some(B));
    // tick reads without changing anything.
    let before = c;
    c.tick(5 * MIN);
    assert_eq!(c, before);
    // A move at exactly the limit is on time; no time is added.
    presses(&mut c, &[MIN]);
    assert_eq!(c.players.black.main_left, 0);
    assert_eq!(c.players.black.moves, 1);
    // Black's next move would flag at once.
    presses(&mut c, &[MIN + 30 * S]);
    assert_eq!(
        c.press(MIN + 30 * S + 1),
        Ok(ClockEvent::Flagged { loser: B })
    );
    assert_eq!(c.run, Run::Flagged { loser: B });
    assert_eq!(c.press(MIN + 31 * S), Err(ClockError::Flagged { loser: B }));
    assert_eq!(c.players.white.main_left, 30 * S);
    round_trip(&c);
}

#[test]
fn absolute_flag_is_recorded_by_flag_and_ends_the_game_on_time() {
    let mut c = clock(TimeControl::Absolute { main: 10 * S });
    let mut game = Game::new(RuleSet::Ing.rules(), BoardSize::square(9).unwrap());
    c.start(B, 1_000_000).unwrap();
    assert_eq!(c.flag(1_000_000 + 10 * S), None);
    assert_eq!(
        c.run,
        Run::Running {
            color: B,
            since: 1_000_000
        },
        "no flag, no change"
    );
    assert_eq!(game.apply_flag(&mut c, 1_000_000 + 10 * S + 1), Ok(Some(B)));
    assert_eq!(c.loser(), Some(B));
    assert_eq!(game.status(), Status::Over(Outcome::Time { winner: W }));
    assert_eq!(game.result().as_deref(), Some("W+T"));
    assert_eq!(game.result_with(c.penalty_points()).as_deref(), Some("W+T"));
    // Once the game is over, a second record is refused by the game.
    assert_eq!(game.apply_flag(&mut c, 2_000_000), Err(EndError::GameOver));
}

// ---------------------------------------------------------------- Fischer

#[test]
fn fischer_adds_an_uncapped_increment_after_every_move() {
    let mut c = clock(TimeControl::Fischer {
        main: 10 * S,
        increment: 5 * S,
    });
    c.start(B, 0).unwrap();
    // Quick moves: the increment comes after every move, the first included, and
    // piles up beyond the starting time (no cap).
    presses(&mut c, &[S, S, 2 * S, 2 * S, 3 * S, 3 * S]);
    assert_eq!(c.players.black.main_left, 10 * S - 3 * S + 15 * S);
    assert_eq!(c.players.black.moves, 3);
    assert_eq!(c.players.white.main_left, 10 * S + 15 * S);
    // Black thinks for 22 s, then 22 s + 1 ms: the flag falls only past the limit.
    assert_eq!(c.tick(3 * S + 22 * S).loser, None);
    assert_eq!(
        c.press(3 * S + 22 * S + 1),
        Ok(ClockEvent::Flagged { loser: B })
    );
    assert!(!c.players.white.in_overtime);
    round_trip(&c);
}

// ---------------------------------------------------------------- byo-yomi

#[test]
fn byo_yomi_period_resets_after_a_move_in_time() {
    let mut c = clock(TimeControl::ByoYomi {
        main: MIN,
        periods: 3,
        period: 30 * S,
    });
    c.start(B, 0).unwrap();
    // Black uses the main time and 20 s of the first period.
    let v = c.tick(MIN + 20 * S).players.black;
    assert!(v.in_overtime());
    assert_eq!((v.clock.main_left, v.clock.periods_left), (0, 3));
    assert_eq!(v.stage_left, 10 * S);
    assert_eq!(v.remaining, 10 * S + 60 * S);
    presses(&mut c, &[MIN + 20 * S]);
    // The period starts afresh for Black's next move; no period was lost.
    let b = c.players.black;
    assert_eq!((b.overtime_used, b.periods_left), (0, 3));
    // A move at exactly the period's end keeps the period.
    presses(&mut c, &[MIN + 25 * S, MIN + 55 * S]);
    assert_eq!(c.players.black.periods_left, 3);
    round_trip(&c);
}

#[test]
fn byo_yomi_overrun_periods_are_lost_and_the_last_one_flags() {
    let mut c = clock(TimeControl::ByoYomi {
        main: 0,
        periods: 3,
        period: 10 * S,
    });
    c.start(B, 0).unwrap();
    assert_eq!(c.tick(0).players.black.remaining, 30 * S);
    // 25 s: two periods overrun, 5 s into the third and last.
    let v = c.tick(25 * S).players.black;
    assert_eq!((v.clock.periods_left, v.stage_left), (1, 5 * S));
    presses(&mut c, &[25 * S]);
    assert_eq!(c.players.black.periods_left, 1);
    // White moves; Black, in the last period, may use exactly 10 s ...
    presses(&mut c, &[26 * S, 36 * S]);
    assert_eq!(c.players.black.periods_left, 1);
    presses(&mut c, &[37 * S]);
    // ... and loses at 10 s + 1 ms.
    assert_eq!(c.tick(47 * S + 1).loser, Some(B));
    assert_eq!(c.flag(47 * S + 1), Some(B));
    assert_eq!(c.tick(99 * S).players.black.remaining, 0);
    round_trip(&c);
}

#[test]
fn byo_yomi_both_players_in_overtime_keep_their_own_periods() {
    let mut c = clock(TimeControl::ByoYomi {
        main: 10 * S,
        periods: 2,
        period: 5 * S,
    });
    c.start(B, 0).unwrap();
    // Black: 10 + 7 s (loses a period); White: 10 + 3 s.
    presses(&mut c, &[17 * S, 30 * S]);
    assert_eq!(c.players.black.periods_left, 1);
    assert_eq!(c.players.white.periods_left, 2);
    assert!(c.players.black.in_overtime && c.players.white.in_overtime);
    // Black: 4 s; White: 9 s (loses a period).
    presses(&mut c, &[34 * S, 43 * S]);
    assert_eq!(c.players.black.periods_left, 1);
    assert_eq!(c.players.white.periods_left, 1);
    assert_eq!(c.press(48 * S + 1), Ok(ClockEvent::Flagged { loser: B }));
}

#[test]
fn time_in_pieces_equals_time_at_once() {
    // Pauses settle the running time; the result must not depend on where.
    for control in [
        TimeControl::ByoYomi {
            main: 7 * S,
            periods: 4,
            period: 3 * S,
        },
        TimeControl::Canadian {
            main: 7 * S,
            stones: 2,
            period: 20 * S,
        },
        TimeControl::IngPenaltyPoints { basic: 60 * S },
    ] {
        let mut whole = clock(control);
        whole.start(B, 0).unwrap();
        let mut pieces = whole;
        // `pieces` breaks for 50 s at each cut; no time passes while paused.
        let mut breaks = 0;
        for cut in [1, 6_999, 7_000, 7_001, 9_000, 10_000, 12_345] {
            pieces.pause(cut + breaks).unwrap();
            let paused = pieces.players.black;
            breaks += 50 * S;
            assert_eq!(pieces.tick(cut + breaks).players.black.clock, paused);
            pieces.resume(cut + breaks).unwrap();
        }
        let (a, b) = (pieces.tick(15 * S + breaks), whole.tick(15 * S));
        assert_eq!(a.players, b.players, "{}", control);
        pieces.press(15 * S + breaks).unwrap();
        whole.press(15 * S).unwrap();
        assert_eq!(pieces.players, whole.players, "{}", control);
    }
}

// ---------------------------------------------------------------- Canadian

#[test]
fn canadian_counts_stones_and_starts_a_fresh_period() {
    let mut c = clock(TimeControl::Canadian {
        main: 10 * S,
        stones: 3,
        period: 30 * S,
    });
    c.start(B, 0).unwrap();
    assert_eq!(c.players.black.stones_left, 3);
    // Black's move that overruns the main time by 2 s is the period's first stone.
    presses(&mut c, &[12 * S, 12 * S]);
    let b = c.players.black;
    assert_eq!((b.stones_left, b.overtime_used), (2, 2 * S));
    assert_eq!(
        c.players.white.stones_left, 3,
        "White is still in main time"
    );
    // Two more stones in 20 s: a fresh period of 3 stones, the 8 s left over lost.
    presses(&mut c, &[22 * S, 22 * S, 32 * S]);
    let b = c.players.black;
    assert_eq!((b.stones_left, b.overtime_used), (3, 0));
    assert_eq!(c.tick(32 * S).players.black.stage_left, 30 * S);
    // Two stones in 18 s, then the third too late: the flag falls past 30 s.
    presses(&mut c, &[32 * S, 40 * S, 40 * S, 50 * S, 50 * S]);
    assert_eq!(c.players.black.stones_left, 1);
    assert_eq!(c.tick(50 * S).players.black.remaining, 12 * S);
    assert_eq!(c.tick(62 * S).loser, None);
    assert_eq!(c.press(62 * S + 1), Ok(ClockEvent::Flagged { loser: B }));
    round_trip(&c);
}

// ---------------------------------------------------------------- Ing RS

#[test]
fn ing_rs_total_time_unlimited_but_a_failed_period_loses_r1_10() {
    // RULES R1.10: byo-yomi, a set number of moves in each period; failing a
    // period loses. One move per 30 s after 1 min basic time.
    let mut c = clock(TimeControl::IngReadSeconds {
        basic: MIN,
        period: 30 * S,
        moves_per_period: 1,
    });
    c.start(B, 0).unwrap();
    let mut t = 0;
    // 200 moves each, 29 s apiece: far beyond any total, never a loss.
    for _ in 0..400 {
        t += 29 * S;
        presses(&mut c, &[t]);
    }
    assert!(c.players.black.in_overtime && c.players.white.in_overtime);
    assert_eq!(c.players.black.moves, 200);
    // Exactly 30 s is still in time; one more millisecond loses, with no second
    // period to fall back on.
    assert_eq!(c.tick(t + 30 * S).loser, None);
    assert_eq!(
        c.press(t + 30 * S + 1),
        Ok(ClockEvent::Flagged { loser: B })
    );
    round_trip(&c);
}

#[test]
fn ing_rs_several_moves_per_period_r1_10() {
    // RULES R1.10: "a set number of moves in each period" — here 5 in 60 s.
    let control = TimeControl::IngReadSeconds {
        basic: 0,
        period: MIN,
        moves_per_period: 5,
    };
    let mut c = clock(control);
    c.start(W, 0).unwrap();
    // White makes 4 moves quickly, then needs the fifth within the minute.
    presses(&mut c, &[S, S, 2 * S, 2 * S, 3 * S, 3 * S, 4 * S, 4 * S]);
    assert_eq!(c.players.white.stones_left, 1);
    assert_eq!(c.tick(4 * S).players.white.stage_left, 56 * S);
    assert_eq!(c.tick(MIN + 1).loser, Some(W));
    // The same as Canadian overtime with the same numbers, move for move.
    let mut canadian = clock(TimeControl::Canadian {
        main: 0,
        stones: 5,
        period: MIN,
    });
    canadian.start(W, 0).unwrap();
    presses(
        &mut canadian,
        &[S, S, 2 * S, 2 * S, 3 * S, 3 * S, 4 * S, 4 * S],
    );
    assert_eq!(canadian.players, c.players);
}

// ---------------------------------------------------------------- Ing PP

/// BT = 60 min: penalties at BT, BT + 10 min, BT + 20 min; loss past BT + 30 min.
const BT: u64 = 60 * MIN;

fn pp() -> Clock {
    clock(TimeControl::IngPenaltyPoints { basic: BT })
}

#[test]
fn ing_pp_penalty_steps_r1_10() {
    // RULES R1.10: 2 penalty points at the end of BT, 2 more after each further
    // BT/6 (6 in all at 2·BT/6); past 3·BT/6 of extra time loses. Every boundary
    // is "exceeded": the millisecond at the boundary belongs to the lower step.
    let steps = [
        (0, 0, false),
        (1, 2, false),
        (BT / 6, 2, false),
        (BT / 6 + 1, 4, false),
        (2 * BT / 6, 4, false),
        (2 * BT / 6 + 1, 6, false),
        (3 * BT / 6, 6, false),
        (3 * BT / 6 + 1, 6, true),
    ];
    for (extra, points, lost) in steps {
        assert_eq!(ing_pp::penalty_points(BT, extra), points, "extra {}", extra);
        assert_eq!(ing_pp::lost(BT, extra), lost, "extra {}", extra);
        let mut c = pp();
        c.start(B, 0).unwrap();
        let v = c.tick(BT + extra);
        assert_eq!(v.players.black.penalty_points, points, "extra {}", extra);
        assert_eq!(v.loser, lost.then_some(B));
        if !lost {
            assert_eq!(v.players.black.remaining, BT / 2 - extra);
        }
    }
    // BT not a multiple of 6 is compared exactly: BT/6 of 1000 ms is 166.67 ms.
    assert_eq!(ing_pp::penalty_points(1000, 166), 2);
    assert_eq!(ing_pp::penalty_points(1000, 167), 4);
    assert!(!ing_pp::lost(1000, 500));
    assert!(ing_pp::lost(1000, 501));
}

#[test]
fn ing_pp_clock_face_counts_down_to_the_next_penalty_r1_10() {
    let mut c = pp();
    c.start(B, 0).unwrap();
    assert_eq!(c.tick(BT - MIN).players.black.stage_left, MIN);
    // 5 min into extra time: 2 points, 5 min to the next 2.
    let v = c.tick(BT + 5 * MIN).players.black;
    assert!(v.in_overtime());
    assert_eq!((v.penalty_points, v.stage_left), (2, 5 * MIN));
    // 25 min in: 6 points, 5 min to the loss.
    let v = c.tick(BT + 25 * MIN).players.black;
    assert_eq!((v.penalty_points, v.stage_left), (6, 5 * MIN));
    assert!(v.low(5 * MIN));
}

#[test]
fn ing_pp_unused_basic_time_does_not_offset_r1_10() {
    // Source: "if a player has not used all their basic time, the rest is not
    // counted in the time difference or the penalties". White uses 10 min, Black
    // BT + 15 min: Black has 4 points, whatever White saved.
    let mut c = pp();
    c.start(B, 0).unwrap();
    presses(&mut c, &[BT + 15 * MIN, BT + 25 * MIN]);
    assert_eq!(c.raw_penalty_points(), ByColor::new(4, 0));
    assert_eq!(c.penalty_points(), ByColor::new(4, 0));
    assert_eq!(c.players.white.main_left, BT - 10 * MIN);
    round_trip(&c);
}

#[test]
fn ing_pp_both_in_overtime_equal_penalties_cancel_r1_10() {
    // RULES R1.10: when both are in overtime, equal penalties cancel — the smaller
    // penalty comes off both, so only the player with more keeps the difference.
    let mut c = pp();
    c.start(B, 0).unwrap();
    // Black: BT + 25 min (6 points). White: BT + 5 min (2 points).
    presses(&mut c, &[BT + 25 * MIN, 2 * BT + 30 * MIN]);
    assert_eq!(c.raw_penalty_points(), ByColor::new(6, 2));
    assert_eq!(c.penalty_points(), ByColor::new(4, 0));
    assert_eq!(c.tick(2 * BT + 30 * MIN).penalty_points, ByColor::new(4, 0));
    // White: 12 more min (BT + 17 min, 4 points): 6 against 4 leaves 2.
    presses(&mut c, &[2 * BT + 30 * MIN, 2 * BT + 42 * MIN]);
    assert_eq!(c.raw_penalty_points(), ByColor::new(6, 4));
    assert_eq!(c.penalty_points(), ByColor::new(2, 0));
    // White: 4 more min (BT + 21 min, 6 points): all cancelled.
    presses(&mut c, &[2 * BT + 42 * MIN, 2 * BT + 46 * MIN]);
    assert_eq!(c.penalty_points(), ByColor::new(0, 0));
    assert_eq!(ing_pp::cancel(ByColor::new(2, 6)), ByColor::new(0, 4));
    round_trip(&c);
}

#[test]
fn ing_pp_both_in_overtime_the_first_past_half_bt_loses_r1_10() {
    // RULES R1.10: the first to exceed BT/2 of extra time loses, however far the
    // opponent has overrun.
    let mut c = pp();
    c.start(B, 0).unwrap();
    // Black: BT + 29 min. White: BT + 29 min 59.999 s. Both have 6 points.
    let t1 = BT + 29 * MIN;
    let t2 = t1 + BT + 30 * MIN - 1;
    presses(&mut c, &[t1, t2]);
    assert_eq!(c.raw_penalty_points(), ByColor::new(6, 6));
    assert_eq!(c.penalty_points(), ByColor::new(0, 0));
    // Black has a minute left and exceeds it first: Black loses, though White
    // is the deeper in extra time.
    assert_eq!(c.tick(t2 + MIN).loser, None);
    assert_eq!(c.tick(t2 + MIN).players.white.remaining, 1);
    assert_eq!(c.press(t2 + MIN + 1), Ok(ClockEvent::Flagged { loser: B }));
    let mut game = Game::new(RuleSet::Ing.rules(), BoardSize::square(9).unwrap());
    assert_eq!(game.apply_flag(&mut c, t2 + 2 * MIN), Ok(Some(B)));
    assert_eq!(game.result().as_deref(), Some("W+T"));
}

#[test]
fn ing_pp_white_flags_first() {
    // The mirror case, RULES R1.10: White reaches BT/2 extra first and loses.
    let mut c = pp();
    c.start(B, 0).unwrap();
    // Black: BT + 11 min (4 points). White: BT + 29 min (6 points).
    presses(&mut c, &[BT + 11 * MIN, 2 * BT + 40 * MIN]);
    assert_eq!(c.raw_penalty_points(), ByColor::new(4, 6));
    assert_eq!(c.penalty_points(), ByColor::new(0, 2));
    // Black moves in a minute; White, with a minute of extra time left, takes 20.
    presses(&mut c, &[2 * BT + 41 * MIN]);
    assert_eq!(c.tick(2 * BT + 42 * MIN).players.white.remaining, 0);
    assert_eq!(
        c.press(2 * BT + 61 * MIN),
        Ok(ClockEvent::Flagged { loser: W })
    );
    assert_eq!(c.loser(), Some(W));
}

/// [`common::WALLS`] under Ing, stopped, A1 dead and agreed.
fn settled_ing() -> Game {
    let mut g = common::walls(RuleSet::Ing.rules());
    let a1 = g.board().size().parse_point("A1").unwrap();
    g.pass().unwrap();
    g.pass().unwrap();
    g.toggle_dead(a1).unwrap();
    g.agree().unwrap();
    g
}

#[test]
fn ing_pp_penalties_become_penalty_stones_r1_9_r1_10() {
    // Black 15, White 10, komi 8: W+3 without penalties.
    let game = settled_ing();
    assert_eq!(game.result().as_deref(), Some("W+3"));
    // White overran BT by 15 min: 4 penalty points; Black stayed in BT.
    let mut c = pp();
    c.start(B, 0).unwrap();
    presses(&mut c, &[10 * MIN, BT + 25 * MIN]);
    assert_eq!(c.stop(BT + 26 * MIN), Ok(ClockEvent::Stopped));
    assert_eq!(c.penalty_points(), ByColor::new(0, 4));
    // RULES R1.9 step 2: one penalty stone per 2 points, on the offender's
    // territory, in the other colour.
    let count = game.ing_count(c.penalty_points()).unwrap();
    let penalty: Vec<_> = count
        .steps
        .iter()
        .filter(|s| s.kind == weiqi::scoring::ing_count::StepKind::Penalty)
        .collect();
    assert_eq!(penalty.len(), 2);
    assert!(penalty.iter().all(|s| s.color == B));
    assert_eq!(count.points_owed.white, 4);
    assert_eq!(count.black_margin(), -3 + 4);
    assert_eq!(count.result(), "B+1");
    // The area score agrees (RULES R1.9's invariant), and so does the result.
    let score = game.score_with(&game.score_dead_stones(), c.penalty_points());
    assert_eq!(score.margin_half, 2 * count.black_margin());
    assert_eq!(game.result_with(c.penalty_points()).as_deref(), Some("B+1"));
}

#[test]
fn penalties_are_points_in_other_scorings() {
    let game = settled_ing();
    let mut score = game.score();
    let before = score.total_half;
    // Black 4 penalty points: 8 half points off Black's total.
    apply_penalties(&mut score, ByColor::new(4, 0), TieRule::Draw);
    assert_eq!(score.total_half.black, before.black - 8);
    assert_eq!(score.total_half.white, before.white);
    assert_eq!(score.margin_half, -6 - 8);
    assert_eq!(score.result(), "W+7");
    // A penalty that levels the scores leaves the tie to the tie rule.
    let mut score = game.score();
    apply_penalties(&mut score, ByColor::new(0, 3), TieRule::Draw);
    assert_eq!((score.margin_half, score.winner), (0, None));
    let mut score = game.score();
    apply_penalties(&mut score, ByColor::new(0, 3), TieRule::BlackWins);
    assert_eq!(score.winner, Some(B));
    // Under territory scoring too (Japanese-style).
    let mut japanese = game.score();
    japanese.scoring = Scoring::Territory;
    let m = japanese.margin_half;
    apply_penalties(&mut japanese, ByColor::new(2, 0), TieRule::Draw);
    assert_eq!(japanese.margin_half, m - 4);
}

#[test]
fn other_systems_have_no_penalty_points() {
    for control in [
        TimeControl::Absolute { main: 10 * S },
        TimeControl::ByoYomi {
            main: 0,
            periods: 1,
            period: 10 * S,
        },
    ] {
        let mut c = clock(control);
        c.start(B, 0).unwrap();
        presses(&mut c, &[5 * S]);
        assert_eq!(c.penalty_points(), ByColor::new(0, 0));
    }
}

// ---------------------------------------------------------------- state machine

#[test]
fn illegal_calls_are_clear_errors() {
    let mut c = clock(TimeControl::Absolute { main: MIN });
    assert_eq!(c.press(0), Err(ClockError::NotStarted));
    assert_eq!(c.pause(0), Err(ClockError::NotStarted));
    assert_eq!(c.resume(0), Err(ClockError::NotStarted));
    c.start(B, 100).unwrap();
    assert_eq!(c.start(W, 100), Err(ClockError::AlreadyStarted));
    assert_eq!(c.resume(100), Err(ClockError::NotPaused));
    assert_eq!(
        c.press(99),
        Err(ClockError::TimeWentBackwards {
            since: 100,
            now: 99
        })
    );
    assert_eq!(
        c.tick(50).players.black.remaining,
        MIN,
        "early reads: as settled"
    );
    assert_eq!(c.pause(200), Ok(ClockEvent::Paused { to_move: B }));
    assert_eq!(c.press(300), Err(ClockError::Paused));
    assert_eq!(c.pause(300), Err(ClockError::Paused));
    assert_eq!(c.start(B, 300), Err(ClockError::AlreadyStarted));
    // A long break costs nothing.
    c.resume(10 * MIN).unwrap();
    assert_eq!(c.tick(10 * MIN).players.black.remaining, MIN - 100);
    assert_eq!(c.stop(10 * MIN + 100), Ok(ClockEvent::Stopped));
    assert_eq!(c.players.black.main_left, MIN - 200);
    assert_eq!(c.press(11 * MIN), Err(ClockError::Stopped));
    assert_eq!(c.resume(11 * MIN), Err(ClockError::Stopped));
    assert_eq!(c.stop(11 * MIN), Err(ClockError::Stopped));
    assert_eq!(c.flag(99 * MIN), None);
    // After the flag, everything is refused with the loser named.
    let mut c = clock(TimeControl::Absolute { main: S });
    c.start(W, 0).unwrap();
    assert_eq!(c.pause(S + 1), Ok(ClockEvent::Flagged { loser: W }));
    for refused in [c.press(5 * S), c.pause(5 * S), c.stop(5 * S)] {
        assert_eq!(refused, Err(ClockError::Flagged { loser: W }));
    }
    assert_eq!(c.resume(5 * S), Err(ClockError::Flagged { loser: W }));
    assert!(ClockError::Flagged { loser: W }
        .to_string()
        .contains("White"));
}

#[test]
fn invalid_controls_are_refused() {
    for control in [
        TimeControl::Absolute { main: 0 },
        TimeControl::Fischer {
            main: 0,
            increment: S,
        },
        TimeControl::ByoYomi {
            main: MIN,
            periods: 0,
            period: S,
        },
        TimeControl::ByoYomi {
            main: MIN,
            periods: 5,
            period: 0,
        },
        TimeControl::Canadian {
            main: MIN,
            stones: 0,
            period: MIN,
        },
        TimeControl::IngPenaltyPoints { basic: 0 },
        TimeControl::IngReadSeconds {
            basic: MIN,
            period: 30 * S,
            moves_per_period: 0,
        },
    ] {
        assert!(
            matches!(Clock::new(control), Err(ClockError::InvalidControl(_))),
            "{:?}",
            control
        );
    }
}

#[test]
fn hand_made_invalid_state_does_not_panic() {
    // Fields are public: a zero period set by hand flags rather than panicking.
    let mut c = clock(TimeControl::ByoYomi {
        main: 0,
        periods: 2,
        period: S,
    });
    c.control = TimeControl::ByoYomi {
        main: 0,
        periods: 2,
        period: 0,
    };
    c.start(B, 0).unwrap();
    assert_eq!(c.press(1), Ok(ClockEvent::Flagged { loser: B }));
    let mut c = pp();
    c.players.black.overtime_used = u64::MAX;
    c.players.black.in_overtime = true;
    c.start(B, 0).unwrap();
    assert_eq!(c.tick(u64::MAX).loser, Some(B));
}

// ---------------------------------------------------------------- text form

#[test]
fn text_form_round_trips_every_system_and_state() {
    let controls = [
        TimeControl::Absolute { main: MIN },
        TimeControl::Fischer {
            main: MIN,
            increment: 10 * S,
        },
        TimeControl::ByoYomi {
            main: MIN,
            periods: 5,
            period: 30 * S,
        },
        TimeControl::Canadian {
            main: MIN,
            stones: 25,
            period: 5 * MIN,
        },
        TimeControl::IngPenaltyPoints { basic: BT },
        TimeControl::IngReadSeconds {
            basic: MIN,
            period: 30 * S,
            moves_per_period: 1,
        },
    ];
    for control in controls {
        assert_eq!(control.to_string().parse(), Ok(control));
        let mut c = clock(control);
        round_trip(&c);
        c.start(B, 1_717_000_000_000).unwrap();
        round_trip(&c);
        presses(&mut c, &[1_717_000_000_000 + 50 * S]);
        round_trip(&c);
        c.pause(1_717_000_000_000 + 80 * S).unwrap();
        round_trip(&c);
        c.stop(1_717_000_000_000 + 90 * S).unwrap();
        round_trip(&c);
    }
    assert_eq!(
        "fischer:600000,10000".parse(),
        Ok(TimeControl::Fischer {
            main: 600_000,
            increment: 10_000
        })
    );
    let saved =
        "byoyomi:600000,5,30000 B:0,1,12000,3,0,80 W:41000,0,0,5,0,79 running:B@1717000000000";
    let c: Clock = saved.parse().unwrap();
    assert_eq!(c.to_string(), saved);
    assert_eq!(
        c.players.black,
        PlayerClock {
            main_left: 0,
            in_overtime: true,
            overtime_used: 12_000,
            periods_left: 3,
            stones_left: 0,
            moves: 80
        }
    );
    assert_eq!(
        c.tick(1_717_000_000_000 + 3 * S).players.black.stage_left,
        15 * S
    );
}

#[test]
fn bad_text_is_an_error() {
    for bad in [
        "",
        "fischer",
        "fischer:1",
        "fischer:1,2,3",
        "blitz:5",
        "absolute:0",
        "absolute:-5",
        "byoyomi:1,99999999999,5",
        "absolute:600000 B:1,0,0,0,0,0 W:1,0,0,0,0,0",
        "absolute:600000 B:1,0,0,0,0 W:1,0,0,0,0,0 idle",
        "absolute:600000 B:1,2,0,0,0,0 W:1,0,0,0,0,0 idle",
        "absolute:600000 W:1,0,0,0,0,0 B:1,0,0,0,0,0 idle",
        "absolute:600000 B:1,0,0,0,0,0 W:1,0,0,0,0,0 running:X@5",
        "absolute:600000 B:1,0,0,0,0,0 W:1,0,0,0,0,0 running:B",
        "absolute:600000 B:1,0,0,0,0,0 W:1,0,0,0,0,0 idle extra",
    ] {
        let err = bad.parse::<Clock>().unwrap_err();
        assert!(err.to_string().contains("expected"), "{}: {}", bad, err);
    }
}
