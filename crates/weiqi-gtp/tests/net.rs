//! `weiqi-gtp --net`: the network player over GTP, and `kata-raw-nn`. These tests
//! FAIL when the network is missing (`weiqi_nn::locate` says where it looks).

use std::path::{Path, PathBuf};

use weiqi::{BoardSize, Move, RuleSet, Status};
use weiqi_gtp::{Engine, Options};

fn model() -> PathBuf {
    let workspace = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    weiqi_nn::locate::find_model(&workspace).unwrap_or_else(|e| panic!("{e}"))
}

fn net_engine(visits: u32) -> Engine {
    Engine::new(Options {
        net: Some(model()),
        visits: Some(visits),
        ..Options::default()
    })
    .unwrap()
}

fn ok(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line).expect("a response");
    assert!(reply.starts_with('='), "`{line}` failed: {reply}");
    reply[1..].trim().to_owned()
}

#[test]
fn options_and_errors() {
    let args = |a: &[&str]| a.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    let o = Options::parse(&args(&["--net", "m.bin.gz", "--visits", "50"])).unwrap();
    assert_eq!(
        (o.net, o.visits),
        (Some(PathBuf::from("m.bin.gz")), Some(50))
    );
    assert!(
        Options::parse(&args(&["--visits", "50"])).is_err(),
        "--visits needs --net"
    );
    let missing = Engine::new(Options {
        net: Some(PathBuf::from("/nonexistent/model.bin.gz")),
        ..Options::default()
    });
    assert!(missing.is_err());
    // Without a network, kata-raw-nn is not a known command, and an error, not a crash.
    let mut e = Engine::new(Options::default()).unwrap();
    assert!(e.handle("kata-raw-nn").unwrap().starts_with('?'));
    assert_eq!(ok(&mut e, "known_command kata-raw-nn"), "false");
    let mut e = net_engine(1);
    assert_eq!(ok(&mut e, "known_command kata-raw-nn"), "true");
    assert!(ok(&mut e, "list_commands").ends_with("kata-raw-nn"));
}

/// `kata-raw-nn all`: eight blocks in KataGo's format, NAN on occupied points,
/// probabilities summing to one, the same numbers as the library's evaluation.
#[test]
fn raw_nn_prints_every_symmetry() {
    let mut e = net_engine(8);
    ok(&mut e, "boardsize 9");
    ok(&mut e, "play b c3");
    ok(&mut e, "play w c6");
    let text = ok(&mut e, "kata-raw-nn all");
    let blocks: Vec<&str> = text.split("symmetry ").skip(1).collect();
    assert_eq!(blocks.len(), 8);
    let mut evaluator = weiqi_nn::Evaluator::new(
        weiqi_nn::Model::from_gzip(&std::fs::read(model()).unwrap()).unwrap(),
    );
    for (s, block) in blocks.iter().enumerate() {
        let lines: Vec<&str> = block.lines().collect();
        assert_eq!(lines[0].trim(), s.to_string());
        let number = |key: &str| -> f64 {
            let l = lines.iter().find(|l| l.starts_with(key)).unwrap();
            l[key.len()..].trim().parse().unwrap()
        };
        let (win, loss) = (number("whiteWin"), number("whiteLoss"));
        assert!((win + loss + number("noResult") - 1.0).abs() < 1e-5);
        let at = lines.iter().position(|l| *l == "policy").unwrap();
        let policy: Vec<&str> = lines[at + 1..at + 10]
            .iter()
            .flat_map(|l| l.split_whitespace())
            .collect();
        assert_eq!(policy.len(), 81);
        assert_eq!(
            policy.iter().filter(|w| **w == "NAN").count(),
            2,
            "C3 and C6"
        );
        let sum: f64 = policy
            .iter()
            .filter_map(|w| w.parse::<f64>().ok().filter(|v| v.is_finite()))
            .sum::<f64>()
            + number("policyPass");
        assert!((sum - 1.0).abs() < 1e-4, "policy sums to {sum}");
        let mut game = weiqi::Game::new(RuleSet::Chinese.rules(), BoardSize::square(9).unwrap());
        let size = game.board().size();
        for m in ["c3", "c6"] {
            game.play(Move::parse(size, m).unwrap()).unwrap();
        }
        let want = evaluator.evaluate(&game, s as u8);
        assert!((win - want.white_win as f64).abs() < 1e-6);
        assert!((number("whiteLead") - want.white_lead as f64).abs() < 1e-3);
    }
}

/// A whole 9×9 game of the network against itself at a few visits a move: every
/// move legal, and it ends with two passes (or a resignation) and a count.
#[test]
fn the_network_plays_a_game_to_its_end() {
    let mut e = net_engine(4);
    ok(&mut e, "boardsize 9");
    ok(&mut e, "komi 7");
    let mut passes = 0;
    for n in 0..300 {
        let colour = if n % 2 == 0 { "b" } else { "w" };
        let mv = ok(&mut e, &format!("genmove {colour}"));
        if mv == "resign" {
            return;
        }
        passes = if mv == "pass" { passes + 1 } else { 0 };
        if passes == 2 {
            assert_eq!(e.game().status(), Status::Stopped);
            let score = ok(&mut e, "final_score");
            assert!(
                score.starts_with('B') || score.starts_with('W') || score == "0",
                "{score}"
            );
            return;
        }
    }
    panic!("no end after 300 moves");
}
