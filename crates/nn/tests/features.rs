//! The inputs on positions whose answer is known by hand: ladders, the engine's
//! bans, the move history, the area planes and the rules' global features. (The
//! reference tests check the rest against KataGo; these cover what its reference
//! positions do not reach.)

use weiqi::{
    BoardSize, Color, Diagram, Game, HandicapCompensation, Komi, Move, Point, RuleSet, Rules, Start,
};
use weiqi_nn::features::{features, Features, NetRules};

fn game_of(diagram: &str, rules: Rules, to_move: Color) -> (Game, Diagram) {
    let d = Diagram::parse(diagram).unwrap();
    let game = Game::from_setup(rules, &d.setup(to_move)).unwrap();
    (game, d)
}

fn plane(f: &Features, plane: usize) -> Vec<Point> {
    let mut v = Vec::new();
    for y in 0..f.height {
        for x in 0..f.width {
            if f.at(x, y, plane) != 0.0 {
                v.push(Point::new(x as u8, y as u8));
            }
        }
    }
    v
}

/// A white stone on the edge that Black chases along the first line into the
/// corner: laddered (plane 14).
const EDGE_LADDER: &str = "
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . . . . . .
. . . . X . . . .
. . . X O . . . .
";

#[test]
fn a_chain_in_atari_chased_along_the_edge_is_laddered() {
    let (game, d) = game_of(EDGE_LADDER, RuleSet::Chinese.rules(), Color::White);
    let f = features(&game);
    assert_eq!(plane(&f, 14), d.white, "the white stone");
    assert_eq!(plane(&f, 3), d.white, "in atari (plane 3)");
}

#[test]
fn a_ladder_breaker_frees_the_chain() {
    let breaker = EDGE_LADDER.replace(". . . X O . . . .", ". . . X O . . O .");
    let (game, _) = game_of(&breaker, RuleSet::Chinese.rules(), Color::White);
    assert!(plane(&features(&game), 14).is_empty());
}

/// Two stones with two liberties each on the edge: each can be chased into its
/// corner by an atari from above (the atari along the edge lets it out). Plane 17
/// shows the working ataris against the opponent of the player to move.
#[test]
fn working_ladder_moves_against_a_two_liberty_chain() {
    let two_libs = EDGE_LADDER.replace(
        ". . . . X . . . .\n. . . X O",
        ". . . b a . . . .\n. . . X O",
    );
    let (game, d) = game_of(&two_libs, RuleSet::Chinese.rules(), Color::Black);
    let f = features(&game);
    let both = vec![d.black[0], d.white[0]];
    assert_eq!(plane(&f, 14), both);
    assert_eq!(plane(&f, 17), vec![d.mark('a').unwrap()]);
    let (game, _) = game_of(&two_libs, RuleSet::Chinese.rules(), Color::White);
    let f = features(&game);
    assert_eq!(plane(&f, 14), both);
    assert_eq!(plane(&f, 17), vec![d.mark('b').unwrap()]);
}

/// Plane 6 holds the engine's bans for repetition: a simple ko under Japanese rules,
/// a hot stone under Ing's (RULES R1.4, R4.2).
#[test]
fn ko_bans_come_from_the_engine() {
    let diagram = "
. . . . .
. X O . .
X O a O .
. X O . .
. . . . .
";
    for rules in [
        RuleSet::Japanese.rules(),
        RuleSet::Ing.rules(),
        RuleSet::Chinese.rules(),
    ] {
        let (mut game, d) = game_of(diagram, rules, Color::Black);
        let a = d.mark('a').unwrap();
        game.play(Move::Play(a)).unwrap();
        let f = features(&game);
        // White may not retake at once: the captured stone's point is banned.
        let banned: Vec<Point> = game
            .bans()
            .into_iter()
            .filter(|(_, r)| r.code() != "suicide")
            .map(|(p, _)| p)
            .collect();
        assert_eq!(banned, vec![Point::new(1, 2)], "{:?}", rules.ko);
        assert_eq!(plane(&f, 6), banned, "{:?}", rules.ko);
    }
}

/// Planes 9–13 and global features 0–4: the last five moves while they alternate,
/// passes as global features.
#[test]
fn the_last_moves_and_passes() {
    let size = BoardSize::square(9).unwrap();
    let mut game = Game::new(RuleSet::Chinese.rules(), size);
    let moves = ["E5", "C3", "pass", "G7", "D4", "C7"];
    for m in moves {
        game.play(Move::parse(size, m).unwrap()).unwrap();
    }
    let f = features(&game);
    let at = |m: &str| vec![size.parse_point(m).unwrap()];
    assert_eq!(plane(&f, 9), at("C7"));
    assert_eq!(plane(&f, 10), at("D4"));
    assert_eq!(plane(&f, 11), at("G7"));
    assert!(plane(&f, 12).is_empty(), "the pass is a global feature");
    assert_eq!(plane(&f, 13), at("C3"));
    assert_eq!(f.global[..5], [0.0, 0.0, 0.0, 1.0, 0.0]);
    // After the opponent's pass, a pass would stop play (global 14).
    game.pass().unwrap();
    let f = features(&game);
    assert_eq!(f.global[0], 1.0);
    assert_eq!(f.global[14], 1.0);
}

/// Under area scoring, a pass-alive group's eyes are its own and a dead stone in
/// them is too (planes 18, 19 from the player to move's view).
#[test]
fn area_planes_under_area_scoring() {
    let diagram = "
. X . X O .
X X X X O .
O O O O O .
. . . . . .
";
    let (game, d) = game_of(diagram, RuleSet::Chinese.rules(), Color::White);
    let f = features(&game);
    let own = plane(&f, 18);
    let theirs = plane(&f, 19);
    // Black's two eyes at the top left are Black's area (White to move: plane 19).
    assert!(theirs.contains(&Point::new(0, 0)) && theirs.contains(&Point::new(2, 0)));
    for p in &d.black {
        assert!(theirs.contains(p));
    }
    for p in &d.white {
        assert!(own.contains(p));
    }
    // The open side touches White's stones only: White's (the loose mark).
    assert!(own.contains(&Point::new(0, 3)) && own.contains(&Point::new(5, 0)));
    // Territory scoring: no area planes before the end.
    let (game, _) = game_of(diagram, RuleSet::Japanese.rules(), Color::White);
    let f = features(&game);
    assert!(plane(&f, 18).is_empty() && plane(&f, 19).is_empty());
    assert_eq!(f.global[9], 1.0, "territory scoring");
    assert_eq!(f.global[10], 1.0, "seki tax");
}

/// Komi from the view of the player to move, with Ing's tie rule and the
/// handicap compensation (RULES R1.7, R3.2).
#[test]
fn komi_ties_and_handicap() {
    let size = BoardSize::square(9).unwrap();
    // Ing: 8 points, a tie is Black's: the network sees 7.5 for White.
    let ing = Game::new(RuleSet::Ing.rules(), size);
    assert_eq!(NetRules::of(&ing).white_komi, 7.5);
    assert_eq!(features(&ing).global[5], -7.5 / 20.0, "Black to move");
    // Chinese with 3 handicap stones: 3 more points to White; White moves first.
    let rules = Rules {
        komi: Komi::from_half_points(1),
        handicap_compensation: HandicapCompensation::PerStone,
        ..RuleSet::Chinese.rules()
    };
    let game = Game::begin(rules, &Start::FixedHandicap(size, 3)).unwrap();
    assert_eq!(game.to_move(), Color::White);
    assert_eq!(NetRules::of(&game).white_komi, 3.5);
    assert_eq!(features(&game).global[5], 3.5 / 20.0);
    // Suicide and ko knobs.
    let nz = features(&Game::new(RuleSet::NewZealand.rules(), size));
    assert_eq!((nz.global[6], nz.global[7], nz.global[8]), (1.0, -0.5, 1.0));
    let tt = features(&Game::new(RuleSet::TrompTaylor.rules(), size));
    assert_eq!((tt.global[6], tt.global[7], tt.global[8]), (1.0, 0.5, 1.0));
}

/// Every board the engine allows, square or not, from 1×1 to 25×25: features and
/// network run, the policy is a distribution over the legal moves (the network was
/// trained up to 19×19; larger boards run but are outside what it learnt).
#[test]
fn every_board_size_runs() {
    let path = weiqi_nn::locate::find_model(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../.."),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let model = weiqi_nn::Model::from_gzip(&std::fs::read(path).unwrap()).unwrap();
    let mut evaluator = weiqi_nn::Evaluator::new(model);
    for (w, h) in [(1, 1), (2, 2), (1, 25), (25, 3), (13, 19), (25, 25)] {
        let size = BoardSize::new(w, h).unwrap();
        let mut game = Game::new(RuleSet::TrompTaylor.rules(), size);
        if w * h > 1 {
            game.play(Move::Play(Point::new(0, 0))).unwrap();
        }
        for symmetry in [0, 5] {
            let e = evaluator.evaluate(&game, symmetry);
            let sum: f32 = e.policy.iter().flatten().sum::<f32>() + e.pass.unwrap_or(0.0);
            assert!((sum - 1.0).abs() < 1e-4, "{w}x{h}: policy sums to {sum}");
            assert!(e.white_win.is_finite() && e.white_ownership.iter().all(|o| o.is_finite()));
            assert_eq!(e.white_ownership.len(), (w * h) as usize);
        }
    }
}
