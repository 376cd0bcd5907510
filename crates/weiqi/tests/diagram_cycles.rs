//! Diagram tests of whole-board repetition: positional vs situational superko
//! (RULES R2.2, R3.4), triple ko and eternal life under simple ko with no result
//! (RULES R3.5, R4.2), under superko, and under Ing's cycle rule (RULES R1.4);
//! sending two, returning one; cycles on one-line boards (RULES R0.1).
//!
//! Every move goes through `common::Position::play` (checks `check`/`legal_points`/
//! `bans` agreement and exact undo at that step); every refusal through
//! `Position::illegal` (same reason everywhere, game unchanged).

mod common;

use common::{custom, Position};
use weiqi::{Color, Illegal, KoRule, Objective, Outcome, RuleSet, Rules, Status, SuicideRule};

const B: Color = Color::Black;
const W: Color = Color::White;

const POSITIONAL: [RuleSet; 3] = [
    RuleSet::Chinese,
    RuleSet::SimplifiedIng,
    RuleSet::TrompTaylor,
];
const SITUATIONAL: [RuleSet; 3] = [RuleSet::Russian, RuleSet::Aga, RuleSet::NewZealand];
const NO_RESULT: [RuleSet; 2] = [RuleSet::Japanese, RuleSet::Korean];

fn simple_ko() -> Rules {
    custom(RuleSet::Japanese, KoRule::Simple, SuicideRule::Forbidden)
}

fn playing(pos: &Position, rule: &str) {
    assert_eq!(
        pos.game.status(),
        Status::Playing,
        "{rule}: still playing after move {}",
        pos.game.move_number()
    );
}

// ---------------------------------------------------------------------------------
// Triple ko (RULES R4.2, R3.5, R2.2, R3.4, R1.4)
// ---------------------------------------------------------------------------------

/// Three kos on the boundary between Black's and White's groups: at E9/F9 (Black
/// takes at `a`), E5/F5 (Black takes at `b`), E1/F1 (White takes at `c`). `f` is the
/// last dame. White fills it first (move 1); then each player takes a ko in turn, and
/// after six captures the position after move 1 is back with Black to move.
const TRIPLE_KO: &str = "
    . . . X O a O . .
    . . . X X O O . .
    . . . X X f O . .
    . . . X X O O . .
    . . . X O b O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X c X O . .";

/// After White's dame, move 1: the position every full turn of the cycle returns to.
const TRIPLE_KO_1: &str = "
    . . . X O . O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X O . O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X . X O . .";

/// After move 4 (B F5): every ko has changed hands once.
const TRIPLE_KO_4: &str = "
    . . . X . X O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X . X O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X O . O . .";

/// Moves 2–7: B F9, W E1, B F5, W E9, B F1, W E5 (each a capture, none a retake).
const TRIPLE_CYCLE: [&str; 6] = ["F9", "E1", "F5", "E9", "F1", "E5"];

fn triple_ko(rules: Rules) -> Position {
    let mut pos = Position::new(rules, W, TRIPLE_KO);
    pos.play("f");
    pos.assert_board(TRIPLE_KO_1, "triple ko after move 1");
    pos
}

/// Plays moves 2–6 of the cycle, each a one-stone capture.
fn triple_ko_up_to_move_6(pos: &mut Position, rule: &str) {
    for (i, mv) in TRIPLE_CYCLE[..5].iter().enumerate() {
        let r = pos.play(mv);
        assert_eq!(r.captures, 1, "{rule}: move {} {mv} captures", i + 2);
        assert!(!r.ended_no_result, "{rule}: move {}", i + 2);
        playing(pos, rule);
        if i == 2 {
            pos.assert_board(TRIPLE_KO_4, rule);
        }
    }
}

// RULES R4.2, R3.5: under Japanese-style rules (and Korean) the triple ko is played;
// the move that repeats the earlier situation (move 7 repeats move 1's, Black to move)
// ends the game with no result, at that move and not before.
#[test]
fn r4_2_triple_ko_ends_without_result_under_japanese() {
    for rs in NO_RESULT {
        let rule = format!("RULES R4.2/R3.5 triple ko under {rs}");
        let mut pos = triple_ko(rs.rules());
        triple_ko_up_to_move_6(&mut pos, &rule);
        // Only the plain ko is banned: White may not retake E1 at once.
        pos.assert_bans(&[("E1", Illegal::Ko)], &rule);
        let r = pos.play("E5"); // move 7
        assert!(
            r.ended_no_result,
            "{rule}: move 7 repeats the situation after move 1"
        );
        assert_eq!(pos.game.status(), Status::Over(Outcome::NoResult), "{rule}");
        assert_eq!(pos.game.move_number(), 7);
        pos.assert_board(TRIPLE_KO_1, &rule);
        pos.refuse("F9", Illegal::GameOver, &rule);
        pos.refuse("pass", Illegal::GameOver, &rule);
        assert!(pos.game.legal_points().is_empty(), "{rule}");
        // Undo of the ending move resumes play (Position::play checked the clone).
        match pos.game.undo() {
            Some(weiqi::Undone::Move(r)) => assert!(r.ended_no_result, "{rule}"),
            other => panic!("{rule}: undo gave {other:?}"),
        }
        playing(&pos, &rule);
    }
}

// RULES R4.2 with plain simple ko and no cycle rule: the triple ko goes round and round.
#[test]
fn r4_2_triple_ko_cycles_forever_under_plain_simple_ko() {
    let mut pos = triple_ko(simple_ko());
    for round in 1..=3 {
        for mv in TRIPLE_CYCLE {
            pos.play(mv);
            playing(&pos, "simple ko");
        }
        pos.assert_board(TRIPLE_KO_1, &format!("simple ko: round {round}"));
        assert_eq!(pos.game.move_number(), 1 + 6 * round);
    }
    pos.assert_prisoners(9, 9, "simple ko: three captures each per round");
}

// RULES R2.2 (positional superko: Chinese, Simplified Ing, Tromp–Taylor) and R3.4
// (situational: Russian, AGA, New Zealand): the move that would complete the cycle,
// White's E5 at move 7, recreates the position and situation after move 1.
#[test]
fn r2_2_r3_4_triple_ko_superko_bans_completing_the_cycle() {
    for rs in POSITIONAL.into_iter().chain(SITUATIONAL) {
        let rule = format!("RULES R2.2/R3.4 triple ko under {rs}");
        let mut pos = triple_ko(rs.rules());
        triple_ko_up_to_move_6(&mut pos, &rule);
        pos.refuse("E5", Illegal::Superko { repeats: 1 }, &rule);
        pos.assert_bans(
            &[("E1", Illegal::Ko), ("E5", Illegal::Superko { repeats: 1 })],
            &rule,
        );
        assert_eq!(
            pos.illegal("E5").to_string(),
            "superko: this would repeat the position after move 1"
        );
        // White must find another move: a ko threat or a pass.
        pos.play("pass");
        playing(&pos, &rule);
    }
}

// RULES R1.4: under Ing the triple ko is played through once. Black began it (move 2,
// F9 with Black to move in the position after move 1); when that situation comes back
// Black may not begin it again, and says so with the move number. White, who only
// followed, is never banned: White completes the cycle at move 7 and, after Black
// deviates, White's moves are all open.
#[test]
fn r1_4_ing_triple_ko_played_once_then_the_beginner_must_deviate() {
    let rule = "RULES R1.4 Ing triple ko";
    let mut pos = triple_ko(RuleSet::Ing.rules());
    for (i, mv) in TRIPLE_CYCLE.iter().enumerate() {
        let n = i + 2;
        if pos.game.to_move() == W {
            assert!(
                !pos.game
                    .bans()
                    .iter()
                    .any(|(_, r)| matches!(r, Illegal::CycleRestart { .. })),
                "{rule}: White is never banned by the cycle rule (move {n})"
            );
        }
        assert_eq!(pos.play(mv).captures, 1, "{rule}: move {n}");
        playing(&pos, rule);
    }
    pos.assert_board(TRIPLE_KO_1, rule);
    assert_eq!(pos.game.move_number(), 7);
    // Move 8: Black may not begin again at F9; F5 is the hot stone White just took.
    pos.refuse("F9", Illegal::CycleRestart { began: 2 }, rule);
    pos.refuse("F5", Illegal::HotStone, rule);
    pos.assert_bans(
        &[
            ("F9", Illegal::CycleRestart { began: 2 }),
            ("F5", Illegal::HotStone),
        ],
        rule,
    );
    assert_eq!(
        pos.illegal("F9").to_string(),
        "cycle: you began this repetition at move 2 and may not begin it again"
    );
    // Black deviates (passes); White is free, and takes the E1 ko.
    pos.play("pass");
    pos.assert_bans(&[], rule);
    assert_eq!(pos.play("E1").captures, 1);
    // A new situation: Black may take F9 again here (it is not the same situation).
    assert_eq!(pos.play("F9").captures, 1);
    playing(&pos, rule);
}

// ---------------------------------------------------------------------------------
// Eternal life, chōsei (RULES R4.2, R3.5, R2.2, R3.4, R1.4)
// ---------------------------------------------------------------------------------

/// Black's corner group lives only if White cannot make a bulky five of the inner
/// stones (E9, C8, D8, E8) with D9 (`a`). The four-move cycle: White throws in at A9
/// (`t`) to spoil the eye; Black sacrifices two at D9; White takes them at B9 (`c`);
/// Black takes two back at C9. Then the position is as at the start, White to move.
const ETERNAL_LIFE: &str = "
    t c X a O d X O .
    X X O O O X X O .
    . X X X X X O O .
    O O O O O O O . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

const ETERNAL_1: &str = "
    O . X . O . X O .
    X X O O O X X O .
    . X X X X X O O .
    O O O O O O O . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

const ETERNAL_2: &str = "
    O . X X O . X O .
    X X O O O X X O .
    . X X X X X O O .
    O O O O O O O . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

const ETERNAL_3: &str = "
    O O . . O . X O .
    X X O O O X X O .
    . X X X X X O O .
    O O O O O O O . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .
    . . . . . . . . .";

/// Moves 1–3 of the cycle, with the board after each.
fn eternal_life_up_to_move_3(rules: Rules, rule: &str) -> Position {
    let mut pos = Position::new(rules, W, ETERNAL_LIFE);
    let r = pos.play("t"); // 1. W A9 throw-in
    assert_eq!((r.captures, r.suicide), (0, 0), "{rule}");
    pos.assert_board(ETERNAL_1, rule);
    let r = pos.play("a"); // 2. B D9 sacrifices two
    assert_eq!((r.captures, r.suicide), (0, 0), "{rule}");
    assert_eq!(pos.game.board().liberties(pos.point("C9")).len(), 1);
    pos.assert_board(ETERNAL_2, rule);
    let r = pos.play("c"); // 3. W B9 takes two
    assert_eq!(r.captures, 2, "{rule}");
    pos.assert_board(ETERNAL_3, rule);
    playing(&pos, rule);
    pos
}

// RULES R4.2, R3.5: eternal life under Japanese-style rules: Black's recapture at move
// 4 recreates the starting situation (White to move) and the game ends without result.
#[test]
fn r4_2_eternal_life_ends_without_result_under_japanese() {
    for rs in NO_RESULT {
        let rule = format!("RULES R4.2 eternal life under {rs}");
        let mut pos = eternal_life_up_to_move_3(rs.rules(), &rule);
        let r = pos.play("C9"); // 4. B C9 takes two back
        assert_eq!(r.captures, 2, "{rule}");
        assert!(r.ended_no_result, "{rule}");
        assert_eq!(pos.game.status(), Status::Over(Outcome::NoResult), "{rule}");
        pos.assert_board(ETERNAL_LIFE, &rule);
        pos.assert_prisoners(2, 2, &rule);
        pos.refuse("t", Illegal::GameOver, &rule);
    }
}

// RULES R4.2 with plain simple ko: eternal life really is eternal.
#[test]
fn r4_2_eternal_life_cycles_under_plain_simple_ko() {
    let rule = "simple ko eternal life";
    let mut pos = eternal_life_up_to_move_3(simple_ko(), rule);
    pos.play("C9");
    for _ in 0..2 {
        pos.assert_board(ETERNAL_LIFE, rule);
        pos.play_all(&["t", "a", "c", "C9"]);
        playing(&pos, rule);
    }
    pos.assert_prisoners(6, 6, rule);
}

// RULES R2.2, R3.4: under superko Black's recapture at move 4 would repeat the
// starting position (and situation): banned, naming the start (move 0).
#[test]
fn r2_2_r3_4_eternal_life_superko_bans_the_recapture() {
    for rs in POSITIONAL.into_iter().chain(SITUATIONAL) {
        let rule = format!("RULES R2.2/R3.4 eternal life under {rs}");
        let mut pos = eternal_life_up_to_move_3(rs.rules(), &rule);
        pos.refuse("C9", Illegal::Superko { repeats: 0 }, &rule);
        pos.assert_bans(&[("C9", Illegal::Superko { repeats: 0 })], &rule);
        assert_eq!(
            pos.illegal("C9").to_string(),
            "superko: this would repeat the starting position"
        );
    }
}

// RULES R1.4: under Ing White began the cycle (the throw-in at move 1); the cycle is
// played through once, Black's recapture included, and White may not throw in again.
#[test]
fn r1_4_ing_eternal_life_played_once_then_white_must_deviate() {
    let rule = "RULES R1.4 Ing eternal life";
    let mut pos = eternal_life_up_to_move_3(RuleSet::Ing.rules(), rule);
    pos.assert_bans(&[], rule); // Black, who only answers, is free
    assert_eq!(
        pos.play("C9").captures,
        2,
        "{rule}: Black's recapture is legal"
    );
    pos.assert_board(ETERNAL_LIFE, rule);
    pos.refuse("t", Illegal::CycleRestart { began: 1 }, rule);
    pos.assert_bans(&[("t", Illegal::CycleRestart { began: 1 })], rule);
    // White deviates; the game goes on.
    pos.play("pass");
    playing(&pos, rule);
}

// ---------------------------------------------------------------------------------
// Positional vs situational superko (RULES R2.2 vs R3.4): a double ko with passes
// ---------------------------------------------------------------------------------

/// Two kos: Black takes at F9 (`a`), White takes at E5 (`b`); `f` is a dame White
/// fills at move 1. Then: 2. B F9, 3. W E5, 4. B pass, 5. W E9, 6. B F5 gives back
/// the position after move 1, but with White to move (after move 1 Black was).
const DOUBLE_KO: &str = "
    . . . X O a O . .
    . . . X X O O . .
    . . . X X f O . .
    . . . X X O O . .
    . . . X b X O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X O O O . .";

const DOUBLE_KO_1: &str = "
    . . . X O . O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X . X O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X X O O . .
    . . . X O O O . .";

fn double_ko_up_to_move_5(rules: Rules, rule: &str) -> Position {
    let mut pos = Position::new(rules, W, DOUBLE_KO);
    pos.play("f"); // 1
    pos.assert_board(DOUBLE_KO_1, rule);
    assert_eq!(pos.play("F9").captures, 1, "{rule}: 2. B F9");
    assert_eq!(pos.play("E5").captures, 1, "{rule}: 3. W E5");
    assert!(pos.play("pass").is_pass(), "{rule}: 4. B pass");
    assert_eq!(pos.play("E9").captures, 1, "{rule}: 5. W E9");
    playing(&pos, rule);
    pos
}

// RULES R2.2: positional superko forbids move 6 (B F5), which recreates the position
// after move 1 even though the player to move differs.
#[test]
fn r2_2_positional_superko_bans_a_position_with_the_other_player_to_move() {
    for rs in POSITIONAL {
        let rule = format!("RULES R2.2 double ko under {rs}");
        let mut pos = double_ko_up_to_move_5(rs.rules(), &rule);
        pos.refuse("F5", Illegal::Superko { repeats: 1 }, &rule);
        pos.assert_bans(
            &[("F9", Illegal::Ko), ("F5", Illegal::Superko { repeats: 1 })],
            &rule,
        );
    }
}

// RULES R3.4: situational superko allows move 6 (the situation is new: White to move);
// after White passes, Black's F9 would repeat the situation after move 2: banned,
// naming move 2.
#[test]
fn r3_4_situational_superko_allows_it_and_bans_the_true_repeat() {
    for rs in SITUATIONAL {
        let rule = format!("RULES R3.4 double ko under {rs}");
        let mut pos = double_ko_up_to_move_5(rs.rules(), &rule);
        assert_eq!(pos.play("F5").captures, 1, "{rule}: 6. B F5 is legal");
        pos.assert_board(DOUBLE_KO_1, &rule);
        assert_eq!(pos.game.to_move(), W);
        pos.play("pass"); // 7
        pos.refuse("F9", Illegal::Superko { repeats: 2 }, &rule);
        pos.assert_bans(&[("F9", Illegal::Superko { repeats: 2 })], &rule);
    }
}

// RULES R4.2, R3.5: the same double ko under Japanese-style rules: move 6 is a new
// situation, move 8 repeats the situation after move 2 and ends the game.
#[test]
fn r4_2_double_ko_with_passes_no_result_at_the_repeat() {
    for rs in NO_RESULT {
        let rule = format!("RULES R4.2 double ko under {rs}");
        let mut pos = double_ko_up_to_move_5(rs.rules(), &rule);
        assert!(!pos.play("F5").ended_no_result, "{rule}: move 6");
        assert!(
            !pos.play("pass").ended_no_result,
            "{rule}: a pass never ends it"
        );
        playing(&pos, &rule);
        let r = pos.play("F9"); // 8
        assert!(
            r.ended_no_result,
            "{rule}: move 8 repeats move 2's situation"
        );
        assert_eq!(pos.game.status(), Status::Over(Outcome::NoResult));
    }
}

// RULES R1.4: under Ing the same: Black began the cycle at move 2 with F9; back in that
// situation at move 8 Black may not begin it again.
#[test]
fn r1_4_ing_double_ko_with_passes() {
    let rule = "RULES R1.4 Ing double ko";
    let mut pos = double_ko_up_to_move_5(RuleSet::Ing.rules(), rule);
    pos.play("F5"); // 6
    pos.play("pass"); // 7
    pos.refuse("F9", Illegal::CycleRestart { began: 2 }, rule);
    // Plain simple ko: anything goes, the cycle repeats.
    let mut pos = double_ko_up_to_move_5(simple_ko(), "simple ko");
    pos.play_all(&["F5", "pass", "F9", "E5", "pass", "E9", "F5"]);
    pos.assert_board(DOUBLE_KO_1, "simple ko double ko");
    playing(&pos, "simple ko");
}

// ---------------------------------------------------------------------------------
// Sending two, returning one (RULES R2.2, R3.4, R4.2, R1.4)
// ---------------------------------------------------------------------------------

/// Black `a` makes two stones in atari; White takes both at `c`; the White stone is
/// then alone in atari and Black takes it back at `b_name`: the starting position
/// again, White to move. White passes and Black may send two again.
fn send_two_return_one(diagram: &str, b_name: &str, label: &str) {
    let start = diagram;
    let cycle_start = |rules: Rules, rule: &str| {
        let mut pos = Position::new(rules, B, start);
        let r = pos.play("a"); // 1. B sends two
        assert_eq!((r.captures, r.suicide), (0, 0), "{rule}");
        let b = pos.point(b_name);
        assert_eq!(pos.game.board().chain(b).len(), 2, "{rule}: two stones");
        assert_eq!(pos.game.board().liberties(b).len(), 1, "{rule}: in atari");
        assert_eq!(pos.play("c").captures, 2, "{rule}: 2. W takes two");
        assert_eq!(
            pos.game.board().liberties(pos.point("c")).len(),
            1,
            "{rule}"
        );
        pos
    };
    // Plain simple ko: it may repeat for ever.
    let rule = format!("{label}: simple ko");
    let mut pos = cycle_start(simple_ko(), &rule);
    for round in 1..=3 {
        if round > 1 {
            pos.play_all(&["a", "c"]);
        }
        assert_eq!(pos.play(b_name).captures, 1, "{rule}: returns one");
        pos.assert_board(start, &rule);
        pos.play("pass");
        playing(&pos, &rule);
    }
    pos.assert_prisoners(3, 6, &rule);
    // Japanese-style: returning one is a new situation (White to move); sending two
    // again after White's pass repeats the situation after move 1: no result.
    for rs in NO_RESULT {
        let rule = format!("{label}: RULES R4.2 under {rs}");
        let mut pos = cycle_start(rs.rules(), &rule);
        assert!(!pos.play(b_name).ended_no_result, "{rule}");
        pos.play("pass");
        assert!(pos.play("a").ended_no_result, "{rule}: move 5");
        assert_eq!(pos.game.status(), Status::Over(Outcome::NoResult));
    }
    // Positional superko: returning one recreates the starting position.
    for rs in POSITIONAL {
        let rule = format!("{label}: RULES R2.2 under {rs}");
        let mut pos = cycle_start(rs.rules(), &rule);
        pos.refuse(b_name, Illegal::Superko { repeats: 0 }, &rule);
    }
    // Situational superko: returning one is allowed (White to move is new); sending
    // two again after White's pass repeats the situation after move 1.
    for rs in SITUATIONAL {
        let rule = format!("{label}: RULES R3.4 under {rs}");
        let mut pos = cycle_start(rs.rules(), &rule);
        assert_eq!(pos.play(b_name).captures, 1, "{rule}");
        pos.assert_board(start, &rule);
        pos.play("pass");
        pos.refuse("a", Illegal::Superko { repeats: 1 }, &rule);
    }
    // Ing: the stone Black takes back had captured two, so it is no hot stone; Black
    // began the cycle at move 1 and may not begin it again.
    let rule = format!("{label}: RULES R1.4 Ing");
    let mut pos = cycle_start(RuleSet::Ing.rules(), &rule);
    assert_eq!(pos.play(b_name).captures, 1, "{rule}: not a hot stone");
    pos.play("pass");
    pos.refuse("a", Illegal::CycleRestart { began: 1 }, &rule);
}

// RULES R2.2, R3.4, R4.2, R1.4 on the top edge of a 9×9 board.
#[test]
fn r2_2_r3_4_sending_two_returning_one() {
    const SEND_TWO: &str = "
        O a X c X . . . .
        O O O X . . . . .
        . . O X . . . . .
        . . O X . . . . .
        . . O X . . . . .
        . . O X . . . . .
        . . O X . . . . .
        . . O X . . . . .
        . . O X . . . . .";
    send_two_return_one(SEND_TWO, "C9", "9x9");
    // The complete bans at the decisive moments.
    let mut pos = Position::preset(RuleSet::Chinese, B, SEND_TWO);
    pos.play_all(&["a", "c"]);
    pos.assert_bans(&[("C9", Illegal::Superko { repeats: 0 })], "RULES R2.2");
    let mut pos = Position::preset(RuleSet::Russian, B, SEND_TWO);
    pos.play_all(&["a", "c", "C9", "pass"]);
    pos.assert_bans(&[("a", Illegal::Superko { repeats: 1 })], "RULES R3.4");
}

// RULES R0.1: the same cycle on a one-line board, 8×1 and 1×8.
#[test]
fn r0_1_sending_two_returning_one_on_a_line() {
    send_two_return_one(". O a X c X X .", "D1", "8x1 line");
    send_two_return_one(
        "
        .
        O
        a
        X
        c
        X
        X
        .",
        "A5",
        "1x8 line",
    );
}

// ---------------------------------------------------------------------------------
// Tiny one-line boards (RULES R0.1)
// ---------------------------------------------------------------------------------

/// Every preset but Capture Go, whose game ends at the first capture (RULES R5), so
/// that no retake follows one; its repetition knobs are Chinese's, tested here.
fn counting_presets() -> impl Iterator<Item = RuleSet> {
    RuleSet::ALL
        .into_iter()
        .filter(|rs| rs.rules().objective != Objective::Capture)
}

// RULES R0.1, R4.2, R2.2, R3.4, R1.4: on a 2×1 board Black plays, White captures, and
// Black's recapture is a plain ko under every rule set (Ing: a hot stone). Then
// White's two-stone suicide would empty the board: forbidden (no suicide), superko
// naming the start (positional; situational, since Black was to move on the empty
// board), or under Ing a legal group suicide after which Black may not begin again.
#[test]
fn r0_1_two_point_board() {
    for rs in counting_presets() {
        let rules = rs.rules();
        let rule = format!("RULES R0.1 2x1 under {rs}");
        let mut pos = Position::new(rules, B, "a b");
        pos.play("a");
        assert_eq!(pos.play("b").captures, 1, "{rule}");
        pos.assert_board(". O", &rule);
        let ko = if rules.ko == KoRule::Ing {
            Illegal::HotStone
        } else {
            Illegal::Ko
        };
        pos.refuse("a", ko, &rule);
        pos.play("pass"); // 3
        match (rules.suicide, rules.ko) {
            (SuicideRule::Forbidden, _) => pos.refuse("a", Illegal::Suicide, &rule),
            (_, KoRule::Positional | KoRule::Situational) => {
                pos.refuse("a", Illegal::Superko { repeats: 0 }, &rule)
            }
            (_, KoRule::Ing) => {
                assert_eq!(pos.play("a").suicide, 2, "{rule}: 4. W group suicide");
                pos.assert_board(". .", &rule);
                pos.assert_prisoners(2, 1, &rule);
                pos.refuse("a", Illegal::CycleRestart { began: 1 }, &rule);
                assert_eq!(pos.play("b").captures, 0, "{rule}: Black plays b instead");
            }
            other => panic!("{rule}: no preset has {other:?}"),
        }
    }
}

// RULES R0.1 with R1.3, R2.2, R3.3, R3.4: on a 1×1 board the only move is a lone-stone
// suicide. Forbidden / illegal as suicide (Russian, Japanese, Chinese, AGA, Korean,
// Simplified Ing); a pass under Ing (two of them stop the game, R1.6); superko under
// Tromp–Taylor (the empty start repeats); legal for Black under New Zealand (a new
// situation), after which White's would repeat the starting situation.
#[test]
fn r0_1_one_point_board() {
    for rs in RuleSet::ALL {
        let rules = rs.rules();
        let rule = format!("RULES R0.1 1x1 under {rs}");
        let mut pos = Position::new(rules, B, "a");
        match rs {
            RuleSet::Ing => {
                assert!(pos.play("a").counted_as_pass, "{rule}");
                assert!(pos.play("a").counted_as_pass, "{rule}");
                assert_eq!(pos.game.status(), Status::Stopped, "{rule}: R1.6");
                pos.assert_board(".", &rule);
            }
            RuleSet::TrompTaylor => pos.refuse("a", Illegal::Superko { repeats: 0 }, &rule),
            RuleSet::NewZealand => {
                let r = pos.play("a");
                assert_eq!((r.suicide, r.counted_as_pass), (1, false), "{rule}");
                pos.assert_board(".", &rule);
                // White's suicide would give the empty board with Black to move: the
                // starting situation, which is also the position before Black's move:
                // a superko repetition (no capture, so not the ko word).
                pos.refuse("a", Illegal::Superko { repeats: 0 }, &rule);
                pos.play("pass");
                playing(&pos, &rule);
            }
            _ => pos.refuse("a", Illegal::Suicide, &rule),
        }
    }
}

// RULES R0.1, R4.2 on a 6×1 board: a ko on a line; the immediate retake is refused
// under every rule set (Ing: as a hot stone, R1.4).
#[test]
fn r0_1_ko_on_a_line() {
    for rs in counting_presets() {
        let rules = rs.rules();
        let rule = format!("RULES R0.1/R4.2 6x1 under {rs}");
        let mut pos = Position::new(rules, B, ". X O k O .");
        assert_eq!(pos.play("k").captures, 1, "{rule}");
        pos.assert_board(". X . X O .", &rule);
        let ban = if rules.ko == KoRule::Ing {
            Illegal::HotStone
        } else {
            Illegal::Ko
        };
        pos.refuse("C1", ban, &rule);
    }
}
