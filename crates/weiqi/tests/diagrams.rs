//! Diagram tests of the basic rules: captures, suicide under every knob, simple ko and
//! Ing's hot stone, handicap placement, undo and illegal moves. Each test names the
//! RULES section (docs/rules.md) it checks. Whole-board cycles (superko, triple ko,
//! eternal life, sending two returning one, one-line boards) are in
//! `diagram_cycles.rs`.
//!
//! Every move goes through `common::Position::play`, which also checks at that step
//! that `check`, `legal_points` and `bans` agree and that `undo` restores exactly the
//! previous game; every refusal goes through `Position::illegal`, which checks that
//! the game is left exactly as it was.

mod common;

use common::{custom, Position};
use weiqi::{
    fixed_handicap, BoardSize, Color, Game, HandicapError, Illegal, KoRule, Move, Objective,
    Outcome, Point, RuleSet, Start, StartError, Status, SuicideRule,
};

const B: Color = Color::Black;
const W: Color = Color::White;

// ---------------------------------------------------------------------------------
// Captures (RULES R0.3, R0.5, R4.1)
// ---------------------------------------------------------------------------------

// RULES R0.5: a stone whose last liberty is filled is removed; the captor keeps it.
#[test]
fn r0_5_capture_single_stone_in_the_centre() {
    let mut pos = Position::preset(
        RuleSet::Japanese,
        B,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X O X . . .
        . . . . a . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    let e6 = pos.point("E6");
    assert_eq!(
        pos.game.board().liberties(e6).len(),
        1,
        "RULES R0.3: E6 in atari"
    );
    let r = pos.play("a"); // E5
    assert_eq!(
        (r.captures, r.suicide),
        (1, 0),
        "RULES R0.5: one stone captured"
    );
    pos.assert_board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . X . . . .
        . . . X . X . . .
        . . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
        "RULES R0.5 single capture",
    );
    pos.assert_prisoners(1, 0, "RULES R0.7 prisoners");
    // The hole is now Black's eye: White there captures nothing (RULES R4.1).
    pos.refuse("E6", Illegal::Suicide, "RULES R4.1 suicide into the eye");
}

// RULES R0.3, R0.5: a chain is captured as a whole when its last liberty is filled.
#[test]
fn r0_5_capture_a_chain_of_three() {
    let mut pos = Position::preset(
        RuleSet::Chinese,
        W,
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X b . .
        . . X O O O a . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    // White plays elsewhere; the three stones keep one liberty (RULES R0.3).
    assert_eq!(pos.game.board().liberties(pos.point("E5")).len(), 1);
    assert_eq!(pos.game.board().chain(pos.point("E5")).len(), 3);
    pos.play("b"); // W G6: no help
    let r = pos.play("a"); // B G5
    assert_eq!(r.captures, 3, "RULES R0.5: the whole chain goes");
    pos.assert_board(
        "
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . X X X O . .
        . . X . . . X . .
        . . . X X X . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
        "RULES R0.5 chain capture",
    );
    pos.assert_prisoners(3, 0, "RULES R0.7 prisoners");
}

// RULES R0.5: one stone can take several chains at once, on the edge.
#[test]
fn r0_5_one_move_captures_three_chains_on_the_edge() {
    let mut pos = Position::preset(
        RuleSet::Russian,
        B,
        "
        X O a O X
        . X O X .
        . . X . .
        . . . . .
        . . . . .",
    );
    let r = pos.play("a"); // C5
    assert_eq!((r.captures, r.suicide), (3, 0), "RULES R0.5: three chains");
    pos.assert_board(
        "
        X . X . X
        . X . X .
        . . X . .
        . . . . .
        . . . . .",
        "RULES R0.5 three chains at once",
    );
    pos.assert_prisoners(3, 0, "RULES R0.7");
    assert_eq!(pos.game.board().liberties(pos.point("C5")).len(), 3);
}

// RULES R0.3: a corner point has two neighbours, an edge point three; captures there.
#[test]
fn r0_5_capture_in_the_corner_and_on_the_edge() {
    let mut pos = Position::preset(
        RuleSet::Japanese,
        B,
        "
        O X . X O X . . .
        a . . . b . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . c . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
    );
    let board = pos.game.board();
    assert_eq!(
        board.neighbors(pos.point("A9")).count(),
        2,
        "RULES R0.3 corner"
    );
    assert_eq!(
        board.neighbors(pos.point("E9")).count(),
        3,
        "RULES R0.3 edge"
    );
    assert_eq!(
        board.neighbors(pos.point("E5")).count(),
        4,
        "RULES R0.3 centre"
    );
    assert_eq!(pos.play("a").captures, 1, "corner stone A9 taken at A8");
    pos.play("c"); // White plays elsewhere (E5) instead of saving E9 at E8
    assert_eq!(pos.play("b").captures, 1, "edge stone E9 taken at E8");
    pos.assert_board(
        "
        . X . X . X . . .
        X . . . X . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . .",
        "RULES R0.5 corner and edge captures",
    );
    pos.assert_prisoners(2, 0, "RULES R0.7");
}

// RULES R0.5, R4.1: the opponent's chains are removed first, so filling the last
// liberty of a one-eyed group is a capture, never a suicide, under every rule set.
#[test]
fn r0_5_r4_1_filling_the_last_eye_captures_under_every_rule_set() {
    for rs in RuleSet::ALL {
        let mut pos = Position::preset(
            rs,
            B,
            "
            a O O X . . .
            O O O X . . .
            X X X X . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .",
        );
        let r = pos.play("a"); // A7: no empty neighbour, but it captures five
        assert_eq!((r.captures, r.suicide), (5, 0), "RULES R0.5 under {rs}");
        pos.assert_board(
            "
            X . . X . . .
            . . . X . . .
            X X X X . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .
            . . . . . . .",
            &format!("RULES R0.5/R4.1 under {rs}"),
        );
        pos.assert_prisoners(5, 0, &format!("RULES R0.7 under {rs}"));
    }
}

// RULES R0.1, R0.5: on a 1×3 board two single stones share their last liberty;
// whoever fills it captures (the opponent goes first), under every rule set.
#[test]
fn r0_5_one_line_semeai_first_to_fill_captures() {
    for rs in RuleSet::ALL {
        for (to_move, after) in [(B, "X X ."), (W, ". O O")] {
            let mut pos = Position::preset(rs, to_move, "X a O");
            let r = pos.play("a");
            assert_eq!((r.captures, r.suicide), (1, 0), "RULES R0.5 under {rs}");
            pos.assert_board(after, &format!("RULES R0.5 1x3 under {rs}"));
        }
    }
}

// ---------------------------------------------------------------------------------
// Suicide under every knob (RULES R0.5, R1.3, R2.1, R2.2, R3.3, R4.1, R5)
// ---------------------------------------------------------------------------------

/// White's group has two liberties, `a` and `e`. Black `e` is a lone-stone suicide;
/// Black `a` removes Black's own three stones (the two crushed stones and the new
/// one); `w` is a White move elsewhere, so that a position exists before the one
/// Black would repeat.
const SUICIDE_BOARD: &str = "
    O X X a O e O
    O O O O O O O
    X X X X X X X
    . . . . . . .
    . . . w . . .
    . . . . . . .
    . . . . . . .";

const AFTER_W: &str = "
    O X X . O . O
    O O O O O O O
    X X X X X X X
    . . . . . . .
    . . . O . . .
    . . . . . . .
    . . . . . . .";

const AFTER_GROUP_SUICIDE: &str = "
    O . . . O . O
    O O O O O O O
    X X X X X X X
    . . . . . . .
    . . . O . . .
    . . . . . . .
    . . . . . . .";

fn suicide_position(rules: weiqi::Rules) -> Position {
    let mut pos = Position::new(rules, W, SUICIDE_BOARD);
    pos.play("w");
    pos.assert_board(AFTER_W, "suicide board after White's move");
    pos
}

// RULES R3.3, R4.1 (and R5 Chinese, AGA, Korean): no suicide at all.
#[test]
fn r3_3_r4_1_suicide_forbidden() {
    for rs in [
        RuleSet::Russian,
        RuleSet::Japanese,
        RuleSet::Chinese,
        RuleSet::Aga,
        RuleSet::Korean,
    ] {
        assert_eq!(rs.rules().suicide, SuicideRule::Forbidden, "{rs}");
        let mut pos = suicide_position(rs.rules());
        let rule = format!("RULES R3.3/R4.1 under {rs}");
        pos.refuse("e", Illegal::Suicide, &rule);
        pos.refuse("a", Illegal::Suicide, &rule);
        pos.assert_bans(&[("a", Illegal::Suicide), ("e", Illegal::Suicide)], &rule);
    }
}

// RULES R2.1, R2.2: Simplified Ing removes own stones after the opponent's, so a
// group suicide is legal; a lone-stone suicide repeats the position and is illegal.
#[test]
fn r2_2_simplified_ing_group_suicide_legal_lone_stone_illegal() {
    let rules = RuleSet::SimplifiedIng.rules();
    assert_eq!(rules.suicide, SuicideRule::MultiStoneOnly);
    let mut pos = suicide_position(rules);
    pos.refuse("e", Illegal::Suicide, "RULES R2.2 lone-stone suicide");
    pos.assert_bans(&[("e", Illegal::Suicide)], "RULES R2.2");
    let r = pos.play("a");
    assert_eq!(
        (r.captures, r.suicide),
        (0, 3),
        "RULES R2.1: three own stones removed"
    );
    assert!(!r.counted_as_pass && !r.is_pass());
    pos.assert_board(AFTER_GROUP_SUICIDE, "RULES R2.1 group suicide");
    pos.assert_prisoners(0, 3, "RULES R2.1: White gains the three stones");
    assert_eq!(pos.game.to_move(), W);
}

// RULES R1.3: under Ing a lone-stone suicide is a pass: recorded as that move, board
// unchanged, and it counts as a pass for the ending (RULES R1.6).
#[test]
fn r1_3_ing_lone_stone_suicide_counts_as_a_pass() {
    let rules = RuleSet::Ing.rules();
    assert_eq!(rules.suicide, SuicideRule::MultiStoneSingleIsPass);
    let mut pos = suicide_position(rules);
    let e = pos.point("e");
    let r = pos.play("e");
    assert_eq!(
        r.mv,
        Move::Play(e),
        "RULES R1.3: recorded as the move played"
    );
    assert!(
        r.counted_as_pass && r.is_pass(),
        "RULES R1.3: counts as a pass"
    );
    assert_eq!(
        (r.captures, r.suicide),
        (0, 0),
        "RULES R1.3: nothing removed"
    );
    pos.assert_board(AFTER_W, "RULES R1.3: board unchanged");
    pos.assert_prisoners(0, 0, "RULES R1.3: no prisoner");
    assert_eq!(pos.game.to_move(), W);
    assert_eq!(pos.game.status(), Status::Playing);
    // White passes: two passes in a row stop the game (RULES R1.6).
    pos.play("pass");
    assert_eq!(
        pos.game.status(),
        Status::Stopped,
        "RULES R1.6 after suicide + pass"
    );
    pos.refuse("a", Illegal::Stopped, "RULES R1.6");
}

// RULES R1.3: a suicide of two or more stones under Ing is a real move: the chain
// goes and the opponent gains the stones.
#[test]
fn r1_3_ing_group_suicide_removes_the_chain() {
    let mut pos = suicide_position(RuleSet::Ing.rules());
    let r = pos.play("a");
    assert_eq!((r.captures, r.suicide), (0, 3), "RULES R1.3");
    assert!(!r.counted_as_pass && !r.is_pass());
    pos.assert_board(AFTER_GROUP_SUICIDE, "RULES R1.3 group suicide");
    pos.assert_prisoners(0, 3, "RULES R1.3");
    // The lone-stone suicide at e is still a legal pass afterwards.
    pos.play("pass");
    assert!(pos.play("e").counted_as_pass);
    assert_eq!(pos.game.status(), Status::Stopped, "RULES R1.6");
}

// RULES R5 (Tromp–Taylor: suicide allowed, positional superko): a lone-stone suicide
// leaves the position as it was after White's move 1, so superko forbids it and names
// move 1; the group suicide is legal.
#[test]
fn r5_tromp_taylor_lone_suicide_is_superko_group_suicide_legal() {
    let rules = RuleSet::TrompTaylor.rules();
    assert_eq!(
        (rules.suicide, rules.ko),
        (SuicideRule::Allowed, KoRule::Positional)
    );
    let mut pos = suicide_position(rules);
    pos.refuse("e", Illegal::Superko { repeats: 1 }, "RULES R2.2/R5 TT");
    pos.assert_bans(&[("e", Illegal::Superko { repeats: 1 })], "RULES R5 TT");
    let r = pos.play("a");
    assert_eq!((r.captures, r.suicide), (0, 3), "RULES R5 TT group suicide");
    pos.assert_board(AFTER_GROUP_SUICIDE, "RULES R5 TT");
    pos.assert_prisoners(0, 3, "RULES R5 TT");
}

// RULES R5 (New Zealand: suicide allowed, situational superko, R3.4). A lone-stone
// suicide gives the same stones with White to move, a situation that has not
// occurred: it is legal and acts as a pass that is not a pass (it does not count
// towards ending the game). NZ's own text ("the resulting board position does not
// repeat the position after any of that player's previous moves") agrees. Repeating
// it right after White passes would recreate the situation after Black's previous
// suicide: illegal (the engine words it as a plain ko, since it is the position
// before the opponent's last move).
#[test]
fn r5_new_zealand_lone_suicide_is_legal_and_changes_nothing() {
    let rules = RuleSet::NewZealand.rules();
    assert_eq!(
        (rules.suicide, rules.ko),
        (SuicideRule::Allowed, KoRule::Situational)
    );
    let mut pos = suicide_position(rules);
    let r = pos.play("e"); // move 2
    assert_eq!(
        (r.captures, r.suicide),
        (0, 1),
        "RULES R5 NZ: own stone removed"
    );
    assert!(!r.counted_as_pass && !r.is_pass(), "NZ: a play, not a pass");
    pos.assert_board(AFTER_W, "RULES R5 NZ: board unchanged");
    pos.assert_prisoners(0, 1, "RULES R5 NZ: the stone is White's prisoner");
    assert_eq!(pos.game.to_move(), W);
    pos.play("pass"); // move 3: one pass only, the suicide did not count
    assert_eq!(pos.game.status(), Status::Playing);
    pos.refuse(
        "e",
        Illegal::Superko { repeats: 2 },
        "RULES R3.4: repeats the situation after move 2",
    );
    let r = pos.play("a"); // the group suicide is still fine
    assert_eq!(r.suicide, 3);
    pos.assert_board(AFTER_GROUP_SUICIDE, "RULES R5 NZ group suicide");
    pos.assert_prisoners(0, 4, "RULES R5 NZ");
}

// RULES R0.5 with every combination of the suicide and ko knobs: what a lone-stone
// suicide (after one White move) is.
#[test]
fn r0_5_lone_suicide_under_every_knob_combination() {
    let kos = [
        KoRule::Simple,
        KoRule::Positional,
        KoRule::Situational,
        KoRule::Ing,
        KoRule::SimpleNoResult,
    ];
    let suicides = [
        SuicideRule::Forbidden,
        SuicideRule::MultiStoneOnly,
        SuicideRule::MultiStoneSingleIsPass,
        SuicideRule::Allowed,
    ];
    for ko in kos {
        for suicide in suicides {
            let mut pos = suicide_position(custom(RuleSet::Chinese, ko, suicide));
            let what = format!("RULES R0.5 lone suicide with {ko:?} + {suicide:?}");
            match (suicide, ko) {
                (SuicideRule::Forbidden | SuicideRule::MultiStoneOnly, _) => {
                    pos.refuse("e", Illegal::Suicide, &what)
                }
                (SuicideRule::Allowed, KoRule::Positional) => {
                    pos.refuse("e", Illegal::Superko { repeats: 1 }, &what)
                }
                (SuicideRule::MultiStoneSingleIsPass, _) => {
                    let r = pos.play("e");
                    assert!(r.counted_as_pass && r.suicide == 0, "{what}");
                    pos.assert_board(AFTER_W, &what);
                    pos.assert_prisoners(0, 0, &what);
                }
                (SuicideRule::Allowed, _) => {
                    let r = pos.play("e");
                    assert!(!r.counted_as_pass && r.suicide == 1, "{what}");
                    assert!(!r.ended_no_result, "{what}: not a repetition");
                    pos.assert_board(AFTER_W, &what);
                    pos.assert_prisoners(0, 1, &what);
                    assert_eq!(pos.game.status(), Status::Playing, "{what}");
                }
            }
            // The three-stone suicide: legal unless suicide is forbidden outright.
            let mut pos = suicide_position(custom(RuleSet::Chinese, ko, suicide));
            if suicide == SuicideRule::Forbidden {
                pos.refuse("a", Illegal::Suicide, &what);
            } else {
                assert_eq!(pos.play("a").suicide, 3, "{what}: group suicide");
                pos.assert_board(AFTER_GROUP_SUICIDE, &what);
            }
        }
    }
}

// ---------------------------------------------------------------------------------
// Simple ko (RULES R4.2, R3.5; also R2.2/R3.4 name it a plain ko) and Ing's hot stone
// (RULES R1.4)
// ---------------------------------------------------------------------------------

/// A ko in the centre (Black takes at `k`, White retakes at D6) and a ko threat for
/// White at `t` (atari on B2), answered at B1.
const KO_BOARD: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . X O k O . . .
    . . . X O . . . .
    . . . . . . . . .
    . O . . . . . . .
    O X t . . . . . .
    . . . . . . . . .";

const KO_TAKEN: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . X . X O . . .
    . . . X O . . . .
    . . . . . . . . .
    . O . . . . . . .
    O X . . . . . . .
    . . . . . . . . .";

const KO_RETAKEN: &str = "
    . . . . . . . . .
    . . . . . . . . .
    . . . X O . . . .
    . . X O . O . . .
    . . . X O . . . .
    . . . . . . . . .
    . O . . . . . . .
    O X O . . . . . .
    . X . . . . . . .";

// RULES R4.2 (simple ko), R3.5, R2.2, R3.4, R1.4: the immediate retake is refused
// under every rule set, with the plain ko word (Ing: the hot-stone word); after a ko
// threat and its answer the retake is legal, and then Black may not retake at once.
#[test]
fn r4_2_simple_ko_take_ban_threat_retake_under_every_rule_set() {
    // Capture Go ends at the first capture (RULES R5): no retake follows; its ko
    // rule is Chinese's.
    let presets = RuleSet::ALL
        .into_iter()
        .filter(|rs| rs.rules().objective != Objective::Capture)
        .map(|rs| (rs.to_string(), rs.rules()));
    let simple = custom(RuleSet::Japanese, KoRule::Simple, SuicideRule::Forbidden);
    for (name, rules) in presets.into_iter().chain([("simple".to_string(), simple)]) {
        let ban = if rules.ko == KoRule::Ing {
            Illegal::HotStone
        } else {
            Illegal::Ko
        };
        let rule = format!("RULES R4.2/R1.4 under {name}");
        let mut pos = Position::new(rules, B, KO_BOARD);
        assert!(pos.game.bans().is_empty(), "{rule}: no ban at the start");
        let r = pos.play("k"); // 1. B E6 takes
        assert_eq!(r.captures, 1, "{rule}");
        pos.assert_board(KO_TAKEN, &rule);
        pos.assert_prisoners(1, 0, &rule);
        pos.refuse("D6", ban, &rule); // 2. W D6 at once: refused
        pos.assert_bans(&[("D6", ban)], &rule);
        pos.play("t"); // 2. W C2: threat, atari on B2
        pos.play("B1"); // 3. B B1 answers
        let r = pos.play("D6"); // 4. W D6 retakes
        assert_eq!(r.captures, 1, "{rule}");
        pos.assert_board(KO_RETAKEN, &rule);
        pos.assert_prisoners(1, 1, &rule);
        pos.refuse("k", ban, &rule); // 5. B E6 at once: refused
        pos.assert_bans(&[("k", ban)], &rule);
        assert_eq!(pos.game.status(), Status::Playing, "{rule}");
    }
}

// RULES R1.4: Ing's hot stone may be captured after one other move or a pass, and the
// ban is explained in Ing's words.
#[test]
fn r1_4_ing_hot_stone_after_a_pass_or_another_move() {
    let rules = RuleSet::Ing.rules();
    // (a) White passes instead of a threat; Black plays elsewhere; White retakes.
    let mut pos = Position::new(rules, B, KO_BOARD);
    pos.play("k");
    assert_eq!(pos.illegal("D6"), Illegal::HotStone, "RULES R1.4 hot stone");
    assert_eq!(
        Illegal::HotStone.to_string(),
        "hot stone: capture it after one other move or pass",
        "RULES R1.4 wording"
    );
    assert_eq!(Illegal::HotStone.code(), "hot-stone");
    pos.play("pass"); // 2. W pass
    pos.play("H8"); // 3. B elsewhere
    assert_eq!(pos.play("D6").captures, 1, "RULES R1.4: hot no longer");
    // (b) White plays a threat and Black passes; White retakes.
    let mut pos = Position::new(rules, B, KO_BOARD);
    pos.play("k");
    pos.play("t");
    pos.play("pass"); // 3. B ignores the threat by passing
    assert_eq!(pos.play("D6").captures, 1, "RULES R1.4 after a pass");
    assert_eq!(
        pos.illegal("k"),
        Illegal::HotStone,
        "RULES R1.4: now D6 is hot"
    );
    // (c) Two passes in a row stop the game under Ing (RULES R1.6): no retake then.
    let mut pos = Position::new(rules, B, KO_BOARD);
    pos.play("k");
    pos.play("pass");
    pos.play("pass");
    assert_eq!(pos.game.status(), Status::Stopped);
    pos.refuse("D6", Illegal::Stopped, "RULES R1.6");
}

// RULES R4.2: a ko capture answered by a pass: after the pass the taker fills
// elsewhere and the retake is legal (the ban lasts exactly one move).
#[test]
fn r4_2_ko_ban_lasts_one_move() {
    let mut pos = Position::preset(RuleSet::Japanese, B, KO_BOARD);
    pos.play("k");
    pos.refuse("D6", Illegal::Ko, "RULES R4.2");
    pos.play("pass");
    pos.assert_bans(&[], "RULES R4.2: no ban for Black after White's pass");
    pos.play("H8");
    assert_eq!(pos.play("D6").captures, 1, "RULES R4.2");
    pos.refuse("k", Illegal::Ko, "RULES R4.2");
}

// ---------------------------------------------------------------------------------
// Handicap (RULES R1.2, R3.2, R4.3, R0.1)
// ---------------------------------------------------------------------------------

fn names(size: BoardSize, stones: u32) -> Vec<String> {
    fixed_handicap(size, stones)
        .unwrap_or_else(|e| panic!("{size} with {stones}: {e}"))
        .iter()
        .map(|p| size.gtp(p).to_string())
        .collect()
}

// RULES R3.2, R4.3: the standard star points and their order on 19×19.
#[test]
fn r4_3_handicap_star_points_19x19() {
    let size = BoardSize::square(19).unwrap();
    let expected: [&[&str]; 8] = [
        &["Q16", "D4"],
        &["Q16", "D4", "Q4"],
        &["Q16", "D4", "Q4", "D16"],
        &["Q16", "D4", "Q4", "D16", "K10"],
        &["Q16", "D4", "Q4", "D16", "D10", "Q10"],
        &["Q16", "D4", "Q4", "D16", "D10", "Q10", "K10"],
        &["Q16", "D4", "Q4", "D16", "D10", "Q10", "K16", "K4"],
        &["Q16", "D4", "Q4", "D16", "D10", "Q10", "K16", "K4", "K10"],
    ];
    for (stones, want) in (2..=9).zip(expected) {
        assert_eq!(
            names(size, stones),
            want,
            "RULES R4.3: {stones} stones on 19x19"
        );
    }
}

// RULES R3.2, R4.3: 13×13 (4th line) and 9×9 (3rd line), every count from 2 to 9.
#[test]
fn r4_3_handicap_star_points_13x13_and_9x9() {
    let s13 = BoardSize::square(13).unwrap();
    let all13 = ["K10", "D4", "K4", "D10", "D7", "K7", "G10", "G4", "G7"];
    let s9 = BoardSize::square(9).unwrap();
    let all9 = ["G7", "C3", "G3", "C7", "C5", "G5", "E7", "E3", "E5"];
    for (size, all, centre) in [(s13, all13, "G7"), (s9, all9, "E5")] {
        for stones in 2..=9usize {
            // 2–4 corners; 5 adds the centre; 6 the two side points; 7 the centre;
            // 8 the top and bottom points; 9 the centre.
            let mut want: Vec<&str> = all[..stones.min(4)].to_vec();
            if stones >= 6 {
                want.extend(&all[4..6]);
            }
            if stones >= 8 {
                want.extend(&all[6..8]);
            }
            if stones % 2 == 1 && stones >= 5 {
                want.push(centre);
            }
            assert_eq!(
                names(size, stones as u32),
                want,
                "RULES R4.3: {stones} stones on {size}"
            );
        }
    }
}

// RULES R0.1, R3.1 (rectangular boards), R3.2: star points of each side's own line.
#[test]
fn r3_2_handicap_on_rectangular_boards() {
    let wide = BoardSize::new(19, 13).unwrap();
    assert_eq!(
        names(wide, 9),
        ["Q10", "D4", "Q4", "D10", "D7", "Q7", "K10", "K4", "K7"]
    );
    let s13x9 = BoardSize::new(13, 9).unwrap();
    assert_eq!(
        names(s13x9, 9),
        ["K7", "D3", "K3", "D7", "D5", "K5", "G7", "G3", "G5"]
    );
    // Even width, odd height: sides of the long rows exist, no centre.
    let s12x9 = BoardSize::new(12, 9).unwrap();
    assert_eq!(names(s12x9, 6), ["K7", "C3", "K3", "C7", "C5", "K5"]);
    assert_eq!(
        fixed_handicap(s12x9, 7),
        Err(HandicapError::TooManyStones { stones: 7, most: 6 })
    );
}

// RULES R4.3, R3.2: a fixed handicap game starts with the stones on the star points
// and White to move (Japanese, Russian); under Ing Black moves (RULES R1.2).
#[test]
fn r4_3_r3_2_r1_2_who_moves_after_the_handicap() {
    let size = BoardSize::square(9).unwrap();
    for (rs, first) in [
        (RuleSet::Japanese, W),
        (RuleSet::Russian, W),
        (RuleSet::Korean, W),
        (RuleSet::Ing, B),
    ] {
        let game = Game::begin(rs.rules(), &Start::FixedHandicap(size, 9)).unwrap();
        assert_eq!(
            game.to_move(),
            first,
            "RULES R4.3/R3.2/R1.2: who moves after the handicap under {rs}"
        );
        assert_eq!(game.start_to_move(), first);
        assert_eq!(game.handicap(), 9);
        assert_eq!(game.move_number(), 0);
        assert_eq!(
            game.board().to_string(),
            common::canonical(
                "
                . . . . . . . . .
                . . . . . . . . .
                . . X . X . X . .
                . . . . . . . . .
                . . X . X . X . .
                . . . . . . . . .
                . . X . X . X . .
                . . . . . . . . .
                . . . . . . . . ."
            ),
            "RULES R4.3: nine stones on 9x9 under {rs}"
        );
        assert_eq!(&game.start_board(), game.board());
    }
    // White's first move after a Japanese two-stone handicap, then Black.
    let mut game = Game::begin(RuleSet::Japanese.rules(), &Start::FixedHandicap(size, 2)).unwrap();
    let r = game.play(Move::parse(size, "E5").unwrap()).unwrap();
    assert_eq!(
        r.color, W,
        "RULES R4.3: White moves first after the handicap"
    );
    assert_eq!(game.to_move(), B);
    // 0 or 1 stone: an ordinary start, Black to move (RULES R4.3: "Black with no komi").
    for stones in [0, 1] {
        let game = Game::begin(
            RuleSet::Japanese.rules(),
            &Start::FixedHandicap(size, stones),
        )
        .unwrap();
        assert_eq!((game.to_move(), game.handicap()), (B, 0));
        assert_eq!(game.board().stone_count(B), 0);
    }
}

// RULES R3.2, R4.3: too many stones for the star points, boards without star points.
#[test]
fn r4_3_handicap_errors() {
    let rules = RuleSet::Japanese.rules();
    let s10 = BoardSize::square(10).unwrap();
    assert_eq!(names(s10, 4), ["H8", "C3", "H3", "C8"]);
    assert_eq!(
        Game::begin(rules, &Start::FixedHandicap(s10, 5)),
        Err(StartError::Handicap(HandicapError::TooManyStones {
            stones: 5,
            most: 4
        })),
        "RULES R4.3: an even board has no centre or side star points"
    );
    let s18 = BoardSize::square(18).unwrap();
    assert!(matches!(
        Game::begin(rules, &Start::FixedHandicap(s18, 9)),
        Err(StartError::Handicap(HandicapError::TooManyStones {
            stones: 9,
            most: 4
        }))
    ));
    let s19 = BoardSize::square(19).unwrap();
    assert_eq!(
        Game::begin(rules, &Start::FixedHandicap(s19, 10)),
        Err(StartError::Handicap(HandicapError::TooManyStones {
            stones: 10,
            most: 9
        }))
    );
    let s7 = BoardSize::square(7).unwrap();
    assert_eq!(
        Game::begin(rules, &Start::FixedHandicap(s7, 2)),
        Err(StartError::Handicap(HandicapError::BoardTooSmall(s7)))
    );
    assert_eq!(fixed_handicap(s19, 1), Err(HandicapError::TooFewStones(1)));
    let line = BoardSize::new(2, 1).unwrap();
    let both = [Point::new(0, 0), Point::new(1, 0)];
    assert_eq!(
        Game::begin(
            RuleSet::Ing.rules(),
            &Start::FreeHandicap(line, both.to_vec())
        ),
        Err(StartError::HandicapTooLarge(2))
    );
}

// RULES R3.2, R4.3: when a board refuses a handicap "at most N", N stones must fit.
#[test]
fn r4_3_handicap_most_is_placeable() {
    let sizes = [
        (9, 9),
        (10, 10),
        (12, 9),
        (9, 12),
        (13, 14),
        (14, 13),
        (19, 19),
        (20, 20),
    ];
    for (w, h) in sizes {
        let size = BoardSize::new(w, h).unwrap();
        match fixed_handicap(size, 10) {
            Err(HandicapError::TooManyStones { stones: 10, most }) => {
                assert!(
                    fixed_handicap(size, most).is_ok(),
                    "RULES R4.3: {size} says at most {most} stones, yet refuses {most}: {:?}",
                    fixed_handicap(size, most)
                );
            }
            other => panic!("{size}: 10 stones: {other:?}"),
        }
    }
}

// RULES R0.1, R3.1: a rectangular board turned a quarter takes the same handicaps:
// if 12×9 has star points for 6 stones, so has 9×12.
#[test]
fn r3_1_handicap_is_the_same_on_a_transposed_board() {
    for (w, h) in [(12, 9), (10, 9), (14, 13), (19, 13)] {
        let a = BoardSize::new(w, h).unwrap();
        let b = BoardSize::new(h, w).unwrap();
        let fits = |size| -> Vec<u32> {
            (2..=9)
                .filter(|&n| fixed_handicap(size, n).is_ok())
                .collect()
        };
        assert_eq!(
            fits(a),
            fits(b),
            "RULES R3.1/R3.2: handicaps that fit {a} vs the same board turned, {b}"
        );
    }
}

// ---------------------------------------------------------------------------------
// Undo (RULES R0.4) and illegal moves
// ---------------------------------------------------------------------------------

/// Plays `moves`, keeping a clone before each, then undoes them all, checking each
/// step against its clone.
fn play_and_unwind(pos: &mut Position, moves: &[&str]) {
    let mut clones = Vec::new();
    for name in moves {
        clones.push(pos.game.clone());
        pos.play(name);
    }
    let start = clones.first().cloned();
    while let Some(before) = clones.pop() {
        let n = pos.game.move_number();
        assert!(pos.game.undo().is_some(), "undo of move {n}");
        assert!(
            pos.game == before,
            "undo of move {n} did not restore the game"
        );
        assert_eq!(pos.game.board().to_string(), before.board().to_string());
        assert!(pos.game.board().is_consistent());
    }
    assert!(Some(&pos.game) == start.as_ref());
    if pos.game.move_number() == 0 {
        let at_start = pos.game.clone();
        assert_eq!(pos.game.undo(), None, "nothing to undo at the start");
        assert!(pos.game == at_start);
    }
}

// RULES R0.4: every kind of move undoes exactly: plain, capture, three chains at once,
// ko capture, pass, group suicide, Ing's suicide-as-pass.
#[test]
fn r0_4_undo_restores_every_kind_of_move() {
    let mut pos = suicide_position(RuleSet::Ing.rules());
    // Group suicide, a White move, suicide-as-pass, pass (the game stops).
    play_and_unwind(&mut pos, &["a", "B7", "e", "pass"]);
    assert_eq!(pos.game.move_number(), 1);
    let mut pos = Position::preset(RuleSet::Japanese, B, KO_BOARD);
    play_and_unwind(&mut pos, &["k", "t", "B1", "D6", "pass", "pass"]);
    let mut pos = Position::preset(RuleSet::Chinese, B, KO_BOARD);
    play_and_unwind(&mut pos, &["k", "t", "B1", "D6", "A1", "C1", "J9"]);
    let mut pos = Position::preset(
        RuleSet::SimplifiedIng,
        B,
        "
        X O a O X
        . X O X .
        . . X . .
        . . . . .
        . . . . .",
    );
    play_and_unwind(&mut pos, &["a", "A4", "B5", "pass", "E2"]);
}

// RULES R0.4: undo across the engine's board checkpoints (every 128 moves) restores
// every earlier game exactly.
#[test]
fn r0_4_undo_across_many_moves() {
    let size = BoardSize::square(19).unwrap();
    let mut game = Game::new(RuleSet::Chinese.rules(), size);
    // Black fills rows 1, 3, 5, 7 from the top, White rows 11, 13, 15, 17: no contact.
    let black_rows = [0u8, 2, 4, 6];
    let white_rows = [10u8, 12, 14, 16];
    let mut clones = Vec::new();
    for i in 0..140usize {
        let rows = if i % 2 == 0 { &black_rows } else { &white_rows };
        let k = i / 2;
        let p = Point::new((k % 19) as u8, rows[k / 19]);
        clones.push(game.clone());
        game.play(Move::Play(p)).unwrap();
    }
    assert_eq!(game.move_number(), 140);
    assert_eq!(game.board().stone_count(B), 70);
    while let Some(before) = clones.pop() {
        let n = game.move_number();
        game.undo().unwrap();
        assert!(game == before, "RULES R0.4: undo of move {n}");
        assert!(game.board().is_consistent(), "after undo of move {n}");
    }
    assert_eq!(game, Game::new(RuleSet::Chinese.rules(), size));
}

// RULES R0.4, R1.12: a resignation ends the game at once; undo takes it back.
#[test]
fn r0_4_resignation_and_its_undo() {
    let mut pos = Position::preset(RuleSet::Japanese, B, KO_BOARD);
    pos.play("k");
    let before = pos.game.clone();
    pos.game.resign(W).unwrap();
    assert_eq!(
        pos.game.status(),
        Status::Over(Outcome::Resignation { winner: B }),
        "RULES R0.4"
    );
    pos.refuse("t", Illegal::GameOver, "RULES R0.4");
    pos.refuse("pass", Illegal::GameOver, "RULES R0.4");
    assert!(pos.game.legal_points().is_empty());
    assert_eq!(pos.game.resign(B), Err(weiqi::EndError::GameOver));
    assert_eq!(
        pos.game.undo(),
        Some(weiqi::Undone::EndOfGame),
        "undo of a resignation takes back no move"
    );
    assert!(
        pos.game == before,
        "undo of the resignation restores the game"
    );
    assert_eq!(pos.game.status(), Status::Playing);
}

// Every refusal leaves the game exactly as it was (Position::illegal compares a clone
// taken before it): one of each reason.
#[test]
fn illegal_moves_leave_the_game_unchanged() {
    // Occupied, off the board (RULES R0.1), suicide (RULES R4.1), ko (RULES R4.2).
    let mut pos = Position::preset(RuleSet::Japanese, B, KO_BOARD);
    pos.refuse("D6", Illegal::Occupied, "occupied");
    let off = Move::Play(Point::new(9, 0));
    assert_eq!(
        pos.illegal_move(off, "K9 off a 9x9 board"),
        Illegal::OffBoard
    );
    let below = Move::Play(Point::new(0, 9));
    assert_eq!(
        pos.illegal_move(below, "A0 off a 9x9 board"),
        Illegal::OffBoard
    );
    pos.play("k");
    pos.refuse("D6", Illegal::Ko, "RULES R4.2");
    // Two passes stop play (RULES R4.4): stones and passes are refused.
    pos.play("pass");
    pos.play("pass");
    assert_eq!(pos.game.status(), Status::Stopped);
    pos.refuse("t", Illegal::Stopped, "RULES R4.4");
    pos.refuse("pass", Illegal::Stopped, "RULES R4.4");
    pos.refuse("D6", Illegal::Stopped, "RULES R4.4");
    assert!(pos.game.legal_points().is_empty());
    // Superko (RULES R2.2) and hot stone (RULES R1.4).
    let mut pos = suicide_position(RuleSet::TrompTaylor.rules());
    pos.refuse("e", Illegal::Superko { repeats: 1 }, "RULES R2.2");
    let mut pos = Position::preset(RuleSet::Ing, B, KO_BOARD);
    pos.play("k");
    pos.refuse("D6", Illegal::HotStone, "RULES R1.4");
    // Suicide (RULES R2.2, lone stone).
    let mut pos = suicide_position(RuleSet::SimplifiedIng.rules());
    pos.refuse("e", Illegal::Suicide, "RULES R2.2");
}

// RULES R1.4: the UI words for the two Ing bans and the superko wording.
#[test]
fn r1_4_ban_wording() {
    assert_eq!(
        Illegal::CycleRestart { began: 12 }.to_string(),
        "cycle: you began this repetition at move 12 and may not begin it again"
    );
    assert_eq!(Illegal::CycleRestart { began: 12 }.code(), "cycle");
    assert_eq!(
        Illegal::Superko { repeats: 0 }.to_string(),
        "superko: this would repeat the starting position"
    );
    assert_eq!(
        Illegal::Superko { repeats: 7 }.to_string(),
        "superko: this would repeat the position after move 7"
    );
}

// ---------------------------------------------------------------------------------
// Board sizes at the limits (RULES R0.1, R0.3, R0.5)
// ---------------------------------------------------------------------------------

/// A `width`×`height` diagram, empty but for `cells` ((x, y), character).
fn sparse_diagram(width: usize, height: usize, cells: &[((usize, usize), char)]) -> String {
    let mut grid = vec![vec!['.'; width]; height];
    for &((x, y), c) in cells {
        grid[y][x] = c;
    }
    grid.iter()
        .map(|row| {
            row.iter()
                .map(|c| c.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

// RULES R0.1, R0.3: captures in the four corners of the largest board, 25×25, where the
// corner points touch the padded grid's border on two sides.
#[test]
fn r0_1_captures_in_the_four_corners_of_a_25x25_board() {
    let n = 24;
    let start = sparse_diagram(
        25,
        25,
        &[
            ((0, 0), 'O'),
            ((1, 0), 'X'),
            ((0, 1), 'a'),
            ((n, 0), 'O'),
            ((n - 1, 0), 'X'),
            ((n, 1), 'b'),
            ((0, n), 'O'),
            ((1, n), 'X'),
            ((0, n - 1), 'c'),
            ((n, n), 'O'),
            ((n - 1, n), 'X'),
            ((n, n - 1), 'd'),
        ],
    );
    let mut pos = Position::preset(RuleSet::Chinese, B, &start);
    assert_eq!(pos.point("a"), pos.point("A24"));
    assert_eq!(
        pos.point("d"),
        pos.point("Z2"),
        "RULES R0.2: column Z, skipping I"
    );
    for (i, m) in ["a", "b", "c", "d"].iter().enumerate() {
        assert_eq!(pos.play(m).captures, 1, "RULES R0.5: corner capture {m}");
        if i < 3 {
            pos.play("pass");
        }
    }
    let after = sparse_diagram(
        25,
        25,
        &[
            ((1, 0), 'X'),
            ((0, 1), 'X'),
            ((n - 1, 0), 'X'),
            ((n, 1), 'X'),
            ((1, n), 'X'),
            ((0, n - 1), 'X'),
            ((n - 1, n), 'X'),
            ((n, n - 1), 'X'),
        ],
    );
    pos.assert_board(&after, "RULES R0.5 corners of 25x25");
    pos.assert_prisoners(4, 0, "RULES R0.7");
}

// RULES R0.1: a 25×1 and a 1×25 board; a stone at either end has one neighbour.
#[test]
fn r0_1_captures_at_both_ends_of_the_longest_lines() {
    let line = |vertical: bool, cells: &[(usize, char)]| {
        let cells: Vec<((usize, usize), char)> = cells
            .iter()
            .map(|&(i, c)| (if vertical { (0, i) } else { (i, 0) }, c))
            .collect();
        if vertical {
            sparse_diagram(1, 25, &cells)
        } else {
            sparse_diagram(25, 1, &cells)
        }
    };
    for vertical in [false, true] {
        let start = line(
            vertical,
            &[
                (0, 'O'),
                (1, 'a'),
                (2, 'X'),
                (22, 'X'),
                (23, 'b'),
                (24, 'O'),
            ],
        );
        let mut pos = Position::preset(RuleSet::Japanese, B, &start);
        assert_eq!(pos.game.board().neighbors(pos.point("a")).count(), 2);
        assert_eq!(pos.play("a").captures, 1, "RULES R0.5 line end");
        pos.play("pass");
        assert_eq!(pos.play("b").captures, 1, "RULES R0.5 other end");
        pos.assert_board(
            &line(vertical, &[(1, 'X'), (2, 'X'), (22, 'X'), (23, 'X')]),
            "RULES R0.1 line",
        );
        pos.assert_prisoners(2, 0, "RULES R0.7");
    }
}

// RULES R0.5: a set-up chain without a liberty cannot arise in play and is refused.
#[test]
fn r0_5_setup_without_a_liberty_is_refused() {
    let d = common::parse("X O");
    let setup = weiqi::Setup {
        size: d.size,
        black: d.black,
        white: d.white,
        to_move: B,
    };
    assert_eq!(
        Game::from_setup(RuleSet::Japanese.rules(), &setup),
        Err(StartError::Setup(weiqi::SetupError::NoLiberty(Point::new(
            0, 0
        ))))
    );
}

// RULES R5 (AGA): each pass hands the opponent a prisoner, and White passes last.
#[test]
fn r5_aga_pass_stones() {
    let mut pos = Position::preset(RuleSet::Aga, B, KO_BOARD);
    pos.play("k"); // 1. B takes the ko: one prisoner
    pos.play("pass"); // 2. W: a pass stone for Black
    pos.assert_prisoners(2, 0, "AGA pass stone");
    pos.play("pass"); // 3. B: a pass stone for White
    pos.assert_prisoners(2, 1, "AGA pass stone");
    assert_eq!(
        pos.game.status(),
        Status::Playing,
        "AGA: two passes, but Black passed last"
    );
    pos.play("pass"); // 4. W
    assert_eq!(pos.game.status(), Status::Stopped, "AGA: White passed last");
    pos.assert_prisoners(3, 1, "AGA pass stones");
}

// RULES R0.5 on the largest board: White fills all of 25×25 but two points; Black's
// corner stone shares White's last liberty and captures 623 stones at once.
#[test]
fn r0_5_capture_of_a_chain_filling_the_largest_board() {
    let mut grid = vec![vec!["O"; 25]; 25];
    grid[0][0] = "X";
    grid[0][1] = "a";
    let start: String = grid
        .iter()
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    let mut pos = Position::preset(RuleSet::Japanese, B, &start);
    let white = pos.point("C25");
    assert_eq!(pos.game.board().chain(white).len(), 623);
    assert_eq!(pos.game.board().liberties(white).len(), 1);
    pos.assert_bans(&[], "RULES R0.5: Black's a captures, it is no suicide");
    let r = pos.play("a");
    assert_eq!((r.captures, r.suicide), (623, 0), "RULES R0.5");
    let mut after = vec![vec!["."; 25]; 25];
    after[0][0] = "X";
    after[0][1] = "X";
    let after: String = after
        .iter()
        .map(|row| row.join(" "))
        .collect::<Vec<_>>()
        .join("\n");
    pos.assert_board(&after, "RULES R0.5 huge capture");
    pos.assert_prisoners(623, 0, "RULES R0.7");
    assert_eq!(pos.game.board().liberties(pos.point("a")).len(), 3);
}

// RULES R1.3 with R1.4: under Ing a lone-stone suicide is a pass, so it is the "one
// other move or pass" after which the hot stone may be taken.
#[test]
fn r1_3_r1_4_ing_suicide_as_pass_cools_the_hot_stone() {
    // KO_BOARD with a Black eye at J1 (`s`), where White's stone is a lone suicide.
    const KO_AND_EYE: &str = "
        . . . . . . . . .
        . . . . . . . . .
        . . . X O . . . .
        . . X O k O . . .
        . . . X O . . . .
        . . . . . . . . .
        . . . . . . . . .
        . . . . . . . . X
        . . . . . . . X s";
    let mut pos = Position::preset(RuleSet::Ing, B, KO_AND_EYE);
    pos.play("k"); // 1. B takes
    pos.refuse("D6", Illegal::HotStone, "RULES R1.4");
    let r = pos.play("s"); // 2. W J1: a lone-stone suicide, i.e. a pass (R1.3)
    assert!(r.counted_as_pass, "RULES R1.3");
    pos.play("A1"); // 3. B elsewhere
    assert_eq!(pos.play("D6").captures, 1, "RULES R1.4: 4. W retakes");
    pos.refuse("k", Illegal::HotStone, "RULES R1.4: now D6 is hot");
}
