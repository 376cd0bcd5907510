//! GTP v2 conformance: every command, `=`/`?` responses with and without ids,
//! errors, the preprocessing of input lines, and the binary over a pipe.

use std::io::Write;
use std::process::{Command, Stdio};

use weiqi::{Move, RuleSet, Status};
use weiqi_gtp::{Engine, Options, COMMANDS};

fn engine() -> Engine {
    Engine::new(Options {
        playouts: Some(50),
        ..Options::default()
    })
    .unwrap()
}

/// The response to `line`, which must be a success; its text.
fn ok(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line).expect("a response");
    assert!(reply.starts_with('='), "`{line}` failed: {reply}");
    assert!(
        reply.ends_with("\n\n"),
        "`{line}`: response not ended by an empty line"
    );
    reply[1..].trim().to_owned()
}

/// The response to `line`, which must be an error; its text.
fn err(engine: &mut Engine, line: &str) -> String {
    let reply = engine.handle(line).expect("a response");
    assert!(reply.starts_with('?'), "`{line}` should fail: {reply}");
    assert!(reply.ends_with("\n\n"));
    reply[1..].trim().to_owned()
}

#[test]
fn administrative_commands() {
    let mut e = engine();
    assert_eq!(ok(&mut e, "protocol_version"), "2");
    assert_eq!(ok(&mut e, "name"), "Weiqi");
    assert_eq!(ok(&mut e, "version"), env!("CARGO_PKG_VERSION"));
    assert_eq!(ok(&mut e, "known_command genmove"), "true");
    assert_eq!(ok(&mut e, "known_command frobnicate"), "false");
    let listed = ok(&mut e, "list_commands");
    assert_eq!(listed.lines().collect::<Vec<_>>(), COMMANDS.to_vec());
    for command in COMMANDS {
        assert_eq!(ok(&mut e, &format!("known_command {command}")), "true");
    }
    assert_eq!(err(&mut e, "frobnicate"), "unknown command");
    assert!(!e.quitting());
    assert_eq!(ok(&mut e, "quit"), "");
    assert!(e.quitting());
}

#[test]
fn ids_comments_and_blank_lines() {
    let mut e = engine();
    assert_eq!(e.handle("   "), None);
    assert_eq!(e.handle("# a comment"), None);
    assert_eq!(e.handle("7 name").unwrap(), "=7 Weiqi\n\n");
    assert_eq!(e.handle("8 frobnicate").unwrap(), "?8 unknown command\n\n");
    assert_eq!(e.handle("9\tname # trailing").unwrap(), "=9 Weiqi\n\n");
    assert_eq!(e.handle("10 boardsize 9").unwrap(), "=10\n\n");
}

#[test]
fn board_commands_and_their_errors() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    assert_eq!(e.game().board().size().width(), 9);
    ok(&mut e, "boardsize 7 5");
    assert_eq!(
        (
            e.game().board().size().width(),
            e.game().board().size().height()
        ),
        (7, 5)
    );
    ok(&mut e, "boardsize 13x9");
    assert_eq!(e.game().board().size().height(), 9);
    assert_eq!(err(&mut e, "boardsize 26"), "unacceptable size");
    assert_eq!(err(&mut e, "boardsize 1"), "unacceptable size");
    assert_eq!(err(&mut e, "boardsize nine"), "syntax error");
    ok(&mut e, "boardsize 9");
    ok(&mut e, "komi 6.5");
    assert_eq!(e.game().rules().komi.half_points(), 13);
    ok(&mut e, "komi 7");
    assert_eq!(e.game().rules().komi.half_points(), 14);
    assert_eq!(err(&mut e, "komi seven"), "syntax error");
    ok(&mut e, "play b e5");
    ok(&mut e, "clear_board");
    assert_eq!(e.game().move_number(), 0);
}

#[test]
fn play_genmove_undo() {
    let mut e = engine();
    ok(&mut e, "boardsize 9");
    ok(&mut e, "play B E5");
    assert!(err(&mut e, "play W E5").starts_with("illegal move"));
    assert_eq!(err(&mut e, "play W Z5"), "syntax error");
    assert_eq!(err(&mut e, "play green E5"), "syntax error");
    assert_eq!(err(&mut e, "play W"), "syntax error");
    let vertex = ok(&mut e, "genmove w");
    assert_eq!(e.game().move_number(), 2);
    let mv = Move::parse(e.game().board().size(), &vertex).unwrap();
    assert_eq!(e.game().history()[1].mv, mv);
    assert!(err(&mut e, "genmove w").contains("turn"));
    ok(&mut e, "undo");
    ok(&mut e, "undo");
    assert_eq!(err(&mut e, "undo"), "cannot undo");
    // reg_genmove answers without playing.
    ok(&mut e, "reg_genmove b");
    assert_eq!(e.game().move_number(), 0);
}

#[test]
fn a_ko_retake_is_refused_and_never_generated() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    // A ko at C4/D4 (top rows):  . X O . .
    //                            X O . O .
    //                            . X O . .
    for m in [
        "b b5", "w c5", "b a4", "w b4", "b b3", "w d4", "b e1", "w c3", "b d4x",
    ] {
        if m == "b d4x" {
            break;
        }
        ok(&mut e, &format!("play {m}"));
    }
    ok(&mut e, "play b c4");
    assert_eq!(e.game().history().last().unwrap().captures, 1);
    assert!(err(&mut e, "play w b4").starts_with("illegal move (ko"));
    for _ in 0..5 {
        let v = ok(&mut e, "reg_genmove w");
        assert_ne!(v.to_ascii_lowercase(), "b4");
    }
}

#[test]
fn rules_commands() {
    let mut e = engine();
    ok(&mut e, "weiqi-rules ing");
    assert_eq!(*e.game().rules(), {
        let mut r = RuleSet::Ing.rules();
        r.komi = RuleSet::Chinese.rules().komi;
        r
    });
    ok(&mut e, "weiqi-rules tromp-taylor");
    assert!(err(&mut e, "weiqi-rules nonsense").contains("unknown rule set"));
    ok(&mut e, "kgs-rules japanese");
    assert_eq!(e.game().rules().ko, RuleSet::Japanese.rules().ko);
    assert_eq!(err(&mut e, "kgs-rules martian"), "unknown rules");
    assert_eq!(err(&mut e, "weiqi-rules"), "syntax error");
}

#[test]
fn the_count_and_the_status_lists() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    ok(&mut e, "komi 0.5");
    // Black walls off the whole board; a lone White stone inside is dead.
    for m in ["b c1", "b c2", "b c3", "b c4", "b c5", "w a3"] {
        ok(&mut e, &format!("play {m}"));
    }
    let dead = ok(&mut e, "final_status_list dead");
    assert_eq!(dead, "A3");
    let alive = ok(&mut e, "final_status_list alive");
    assert_eq!(alive.split(' ').count(), 5);
    assert_eq!(ok(&mut e, "final_status_list seki"), "");
    assert_eq!(err(&mut e, "final_status_list sleepy"), "syntax error");
    let score = ok(&mut e, "final_score");
    assert!(score.starts_with("B+"), "{score}");
}

#[test]
fn seki_stones_are_listed_from_the_engines_estimate() {
    // 7×4: the inner chains share two liberties and live only in seki; the outer
    // groups have two eyes each (the estimator's own seki case).
    let mut e = engine();
    ok(&mut e, "boardsize 7x4");
    let rows = [
        ". O X . O X .",
        "O O X . O X X",
        ". O X O O X .",
        "O O O X X X X",
    ];
    for (i, row) in rows.iter().enumerate() {
        let y = 4 - i;
        for (x, c) in row.split(' ').enumerate() {
            let column = ["A", "B", "C", "D", "E", "F", "G"][x];
            match c {
                "X" => ok(&mut e, &format!("play b {column}{y}")),
                "O" => ok(&mut e, &format!("play w {column}{y}")),
                _ => String::new(),
            };
        }
    }
    let mut seki: Vec<String> = ok(&mut e, "final_status_list seki")
        .split(' ')
        .map(str::to_owned)
        .collect();
    seki.sort();
    assert_eq!(seki, ["C2", "C3", "C4", "D2", "E2", "E3", "E4"]);
    let alive = ok(&mut e, "final_status_list alive");
    assert!(
        !alive.split(' ').any(|p| seki.iter().any(|s| s == p)),
        "{alive}"
    );
    assert_eq!(ok(&mut e, "final_status_list dead"), "");
}

#[test]
fn after_two_passes_a_move_resumes_play() {
    let mut e = engine();
    ok(&mut e, "boardsize 5");
    ok(&mut e, "play b pass");
    ok(&mut e, "play w pass");
    assert_eq!(e.game().status(), Status::Stopped);
    ok(&mut e, "play b c3");
    assert_eq!(e.game().status(), Status::Playing);
}

#[test]
fn a_lost_position_scores_for_the_winner() {
    let mut e = Engine::new(Options {
        playouts: Some(200),
        ..Options::default()
    })
    .unwrap();
    ok(&mut e, "boardsize 5");
    ok(&mut e, "komi 0.5");
    // White has nothing left: Black owns the board.
    for m in [
        "b c1", "b c2", "b c3", "b c4", "b c5", "b b3", "b d3", "b a2", "b e4",
    ] {
        ok(&mut e, &format!("play {m}"));
        ok(&mut e, "play w pass");
    }
    ok(&mut e, "play b d1");
    // White resigns or plays on; either way the count is Black's.
    if ok(&mut e, "genmove w") == "resign" {
        assert_eq!(ok(&mut e, "final_score"), "B+R");
        assert!(matches!(e.game().status(), Status::Over(_)));
    } else {
        assert!(ok(&mut e, "final_score").starts_with("B+"));
    }
}

#[test]
fn the_binary_speaks_gtp_over_a_pipe() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_weiqi-gtp"))
        .args(["--rules", "japanese", "--playouts", "30"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"1 boardsize 9\n2 genmove b\n3 frobnicate\nquit\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let replies: Vec<&str> = text.split("\n\n").filter(|r| !r.is_empty()).collect();
    assert_eq!(replies.len(), 4, "{text}");
    assert_eq!(replies[0], "=1");
    assert!(replies[1].starts_with("=2 "));
    assert_eq!(replies[2], "?3 unknown command");
    assert_eq!(replies[3], "=");
}

#[test]
fn bad_command_line_options_are_refused() {
    let refuse = |args: &[&str]| {
        let args: Vec<String> = args.iter().map(|a| a.to_string()).collect();
        Options::parse(&args).is_err()
    };
    assert!(refuse(&["--rules", "martian"]));
    assert!(refuse(&["--level", "0"]));
    assert!(refuse(&["--level", "9"]));
    assert!(refuse(&["--seconds", "-1"]));
    assert!(refuse(&["--playouts"]));
    assert!(refuse(&["--colour"]));
    let ok = Options::parse(&[
        "--rules".into(),
        "ing".into(),
        "--seconds".into(),
        "0.5".into(),
    ])
    .unwrap();
    assert_eq!(ok.rules, RuleSet::Ing);
    assert_eq!(ok.seconds, Some(0.5));
}

#[test]
fn seconds_cap_the_thinking_time_of_a_move() {
    // Level 8 is 100 000 simulations, tens of seconds on this board; capped at
    // 0.05 s a move it answers at once (with room for a loaded machine).
    let mut e = Engine::new(Options {
        level: weiqi_bot::Level::new(8),
        seconds: Some(0.05),
        ..Options::default()
    })
    .unwrap();
    ok(&mut e, "boardsize 13");
    let started = std::time::Instant::now();
    let mv = ok(&mut e, "genmove b");
    let took = started.elapsed().as_secs_f64();
    assert!(took < 5.0, "{mv} took {took} s");
    assert_ne!(mv, "resign");
}
