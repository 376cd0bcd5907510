//! The native side of `cargo xtask bench` (the comparison with the JavaScript
//! libraries, issue 9): a small timing harness, not criterion, so the whole
//! comparison stays within a few minutes.
//!
//! `cargo bench -p weiqi --bench compare -- --out-dir DIR [--quick]`
//!
//! 1. Plays the seeded random games every library replays (Chinese rules with simple
//!    ko, and with positional superko; 9×9 and 19×19; a random player that never
//!    fills its own eyes, until both pass) and writes them to `DIR/games.json`: the
//!    moves, the final board and the captures. The Node script replays exactly
//!    these moves through the wasm API and the npm libraries. With them go a few
//!    9×9 positions whose next move positional superko bans and simple ko allows
//!    (superko probes), and the moves of the mid-game position of the ban map.
//! 2. Times, natively, the replay of those same moves (`Game::new`, then `play`
//!    for every move: the legality check, captures and superko included), random
//!    playouts (as the `playouts` criterion bench), the full `bans()` map of a
//!    19×19 mid-game position, and loading SGF records (`sgf::parse` then
//!    `sgf::load`) of 300 moves and of 10 000 nodes, which it writes to
//!    `DIR/record-300.sgf` and `DIR/record-10000.sgf` for the wasm side.
//! 3. Writes the figures, one `name<TAB>value` a line, to `DIR/native.tsv`.
//!
//! Every time is the median of several repetitions after a warm-up.

use std::fmt::Write as _;
use std::fs;
use std::hint::black_box;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use weiqi::playout::{play_out, play_random, random_move, Rng};
use weiqi::sgf::{self, GameInfo, GameTree, LoadOptions, Property};
use weiqi::{BoardSize, Color, Game, Illegal, KoRule, Move, Point, RuleSet, Rules, Status};

/// One set of games: a board size and a ko rule.
struct GameSet {
    /// `9x9-simple`, `19x19-positional`, …
    name: String,
    side: u32,
    ko: KoRule,
    /// The `ko` option of the wasm API for the same rule.
    ko_option: &'static str,
    games: Vec<RecordedGame>,
}

/// One seeded random game, as played natively.
struct RecordedGame {
    seed: u64,
    moves: Vec<Move>,
    final_board: Vec<String>,
    captures: (u32, u32),
}

/// Games per set: thousands of moves in each set.
const GAMES_9: u64 = 40;
const GAMES_19: u64 = 10;

/// A random game never needs more moves than this (a safety net only).
const MAX_MOVES: u32 = 5_000;

/// Chinese rules with the ko rule `ko` (suicide forbidden, as in every peer).
fn rules_with(ko: KoRule) -> Rules {
    let mut rules = RuleSet::Chinese.rules();
    rules.ko = ko;
    rules
}

/// The seeds of a set: distinct per size and ko rule, so the sets differ.
fn seed(side: u32, ko: KoRule, index: u64) -> u64 {
    let rule = match ko {
        KoRule::Simple => 1,
        _ => 2,
    };
    u64::from(side) * 1_000_000 + rule * 10_000 + index
}

/// Plays a seeded random game until both players pass.
fn random_game(rules: Rules, size: BoardSize, seed: u64) -> RecordedGame {
    let mut game = Game::new(rules, size);
    let mut rng = Rng::new(seed);
    let mut played = 0;
    while played < MAX_MOVES && game.status() == Status::Playing {
        play_random(&mut game, &mut rng).expect("the random player only plays legal moves");
        played += 1;
    }
    assert_eq!(game.status(), Status::Stopped, "seed {seed}: no two passes");
    let prisoners = game.prisoners();
    RecordedGame {
        seed,
        moves: game.history().iter().map(|r| r.mv).collect(),
        final_board: board_rows(&game),
        captures: (prisoners.black, prisoners.white),
    }
}

/// The board, one string per row, top row first: `.` empty, `X` Black, `O` White
/// (as the wasm API's `board()`).
fn board_rows(game: &Game) -> Vec<String> {
    let board = game.board();
    let size = board.size();
    (0..size.height())
        .map(|y| {
            (0..size.width())
                .map(|x| match board.get(Point::new(x, y)) {
                    None => '.',
                    Some(Color::Black) => 'X',
                    Some(Color::White) => 'O',
                })
                .collect()
        })
        .collect()
}

fn game_sets() -> Vec<GameSet> {
    let mut sets = Vec::new();
    for (side, count) in [(9, GAMES_9), (19, GAMES_19)] {
        for (ko, ko_option, label) in [
            (KoRule::Simple, "simple", "simple"),
            (KoRule::Positional, "positional", "positional"),
        ] {
            let size = BoardSize::square(side).unwrap();
            let games = (0..count)
                .map(|i| random_game(rules_with(ko), size, seed(side, ko, i)))
                .collect();
            sets.push(GameSet {
                name: format!("{side}x{side}-{label}"),
                side,
                ko,
                ko_option,
                games,
            });
        }
    }
    sets
}

/// A position where the next move is banned by positional superko but allowed by
/// simple ko: it would repeat a position older than the one before the opponent's
/// last move (in random 9×9 play, mostly "sending two, returning one" on the edge).
struct Probe {
    /// The moves to the position (9×9).
    moves: Vec<Move>,
    /// The banned point.
    banned: Point,
    /// How many moves back the position it would repeat stood.
    back: u32,
}

/// How many superko probes the libraries are asked about.
const PROBES: usize = 8;

/// Seeded 9×9 random games under positional superko searched for [`Probe`]s, at
/// most one per game.
fn superko_probes() -> Vec<Probe> {
    let size = BoardSize::square(9).unwrap();
    let rules = rules_with(KoRule::Positional);
    let mut probes = Vec::new();
    for index in 0..2_000 {
        if probes.len() >= PROBES {
            break;
        }
        let mut game = Game::new(rules, size);
        let mut rng = Rng::new(seed(9, KoRule::Positional, 5_000 + index));
        'game: while game.status() == Status::Playing {
            for (p, why) in game.bans() {
                if let Illegal::Superko { repeats } = why {
                    probes.push(Probe {
                        moves: game.history().iter().map(|r| r.mv).collect(),
                        banned: p,
                        back: game.move_number() + 1 - repeats,
                    });
                    break 'game;
                }
            }
            if play_random(&mut game, &mut rng).is_err() {
                break;
            }
        }
    }
    probes
}

/// Moves in a set, passes included.
fn move_count(set: &GameSet) -> usize {
    set.games.iter().map(|g| g.moves.len()).sum()
}

/// Replays every game of the set; returns the moves played.
fn replay(set: &GameSet) -> usize {
    let size = BoardSize::square(set.side).unwrap();
    let rules = rules_with(set.ko);
    let mut moves = 0;
    for recorded in &set.games {
        let mut game = Game::new(rules, size);
        for &mv in &recorded.moves {
            game.play(black_box(mv)).expect("recorded moves are legal");
        }
        moves += recorded.moves.len();
        black_box(&game);
    }
    moves
}

/// The median of `values`.
fn median(values: &mut [f64]) -> f64 {
    values.sort_by(|a, b| a.total_cmp(b));
    let n = values.len();
    if n % 2 == 1 {
        values[n / 2]
    } else {
        (values[n / 2 - 1] + values[n / 2]) / 2.0
    }
}

/// How long to measure one figure, and how often at least.
struct Budget {
    time: Duration,
    min_reps: usize,
    max_reps: usize,
}

/// Runs `work` once to warm up, then repeatedly until the budget is spent; returns
/// the median seconds per run.
fn time_median(budget: &Budget, mut work: impl FnMut()) -> f64 {
    work();
    let started = Instant::now();
    let mut samples = Vec::new();
    while samples.len() < budget.min_reps
        || (samples.len() < budget.max_reps && started.elapsed() < budget.time)
    {
        let t = Instant::now();
        work();
        samples.push(t.elapsed().as_secs_f64());
    }
    median(&mut samples)
}

/// Like [`time_median`] for a fast `work`: each sample runs it `batch` times;
/// returns the median seconds per call.
fn time_median_batched(budget: &Budget, batch: u32, mut work: impl FnMut()) -> f64 {
    time_median(budget, || {
        for _ in 0..batch {
            work();
        }
    }) / f64::from(batch)
}

/// A 19×19 game after 150 random moves, as in the `playouts` bench's ban map.
fn mid_game(ko: KoRule) -> Game {
    let mut game = Game::new(rules_with(ko), BoardSize::square(19).unwrap());
    let mut rng = Rng::new(2026);
    for _ in 0..150 {
        let mv = random_move(&game, &mut rng);
        game.play(mv).unwrap();
    }
    game
}

/// A record of the first 300 moves of a 19×19 random game (Chinese rules).
fn record_300() -> String {
    let mut game = Game::new(RuleSet::Chinese.rules(), BoardSize::square(19).unwrap());
    let mut rng = Rng::new(300);
    for _ in 0..300 {
        play_random(&mut game, &mut rng).unwrap();
    }
    assert_eq!(game.move_number(), 300);
    GameTree::from_game(&game, &GameInfo::default()).to_sgf()
}

/// A review-style record of exactly 10 000 nodes: a 19×19 random game played to
/// the end as the main line, and at each of its moves in turn a variation of up to
/// 12 random moves from that position, round after round, until the tree has
/// 10 000 nodes.
fn record_10000() -> String {
    const NODES: usize = 10_000;
    let size = BoardSize::square(19).unwrap();
    let rules = RuleSet::Chinese.rules();
    let mut game = Game::new(rules, size);
    play_out(&mut game, &mut Rng::new(10_000), 10_000);
    let mut tree = GameTree::from_game(&game, &GameInfo::default());
    let main_line: Vec<_> = tree.main_line().collect();
    let moves: Vec<Move> = game.history().iter().map(|r| r.mv).collect();
    let mut rng = Rng::new(10_001);
    'fill: loop {
        for k in 1..main_line.len() {
            // The position after the main line's k-th node: replay its first k moves.
            let mut variation = Game::new(rules, size);
            for &mv in &moves[..k - 1] {
                variation.play(mv).unwrap();
            }
            let mut at = main_line[k - 1];
            for _ in 0..12 {
                if tree.len() >= NODES {
                    break 'fill;
                }
                let color = variation.to_move();
                let Ok(record) = play_random(&mut variation, &mut rng) else {
                    break;
                };
                at = tree.add_child(
                    at,
                    vec![Property::single(
                        color.letter().to_string(),
                        sgf::move_value(record.mv),
                    )],
                );
            }
        }
    }
    assert_eq!(tree.len(), NODES);
    tree.to_sgf()
}

/// Parses and loads a record, as `Game.fromSgf` does.
fn load_record(text: &str) -> Game {
    let collection = sgf::parse(text).expect("the record parses");
    let loaded = sgf::load(&collection.games[0], &LoadOptions::default()).expect("it loads");
    loaded.game
}

/// A move in the games file: GTP form (`D4`) or `pass`.
fn move_text(size: BoardSize, mv: Move) -> String {
    match mv {
        Move::Pass => "pass".to_owned(),
        Move::Play(p) => size.gtp(p).to_string(),
    }
}

/// Moves as a JSON array of strings.
fn moves_json(size: BoardSize, moves: impl Iterator<Item = Move>) -> String {
    let moves: Vec<String> = moves
        .map(|mv| format!("\"{}\"", move_text(size, mv)))
        .collect();
    format!("[{}]", moves.join(","))
}

/// The games file the Node script reads: the game sets, and the moves of the
/// 19×19 mid-game position the ban map is timed on.
fn games_json(sets: &[GameSet], mid_game: &Game, probes: &[Probe]) -> String {
    let size19 = BoardSize::square(19).unwrap();
    let mut out = format!(
        "{{\n  \"midGame\": {{\"size\": 19, \"ko\": \"positional\", \"moves\": {}}},\n",
        moves_json(size19, mid_game.history().iter().map(|r| r.mv))
    );
    let size9 = BoardSize::square(9).unwrap();
    let probes: Vec<String> = probes
        .iter()
        .map(|probe| {
            format!(
                "    {{\"size\": 9, \"move\": \"{}\", \"back\": {}, \"moves\": {}}}",
                size9.gtp(probe.banned),
                probe.back,
                moves_json(size9, probe.moves.iter().copied())
            )
        })
        .collect();
    let _ = writeln!(out, "  \"superkoProbes\": [\n{}\n  ],", probes.join(",\n"));
    out.push_str("  \"sets\": [\n");
    for (i, set) in sets.iter().enumerate() {
        let size = BoardSize::square(set.side).unwrap();
        let _ = writeln!(
            out,
            "    {{\"name\": \"{}\", \"size\": {}, \"ko\": \"{}\", \"games\": [",
            set.name, set.side, set.ko_option
        );
        for (j, game) in set.games.iter().enumerate() {
            let board: Vec<String> = game
                .final_board
                .iter()
                .map(|r| format!("\"{r}\""))
                .collect();
            let _ = write!(
                out,
                "      {{\"seed\": {}, \"captures\": {{\"black\": {}, \"white\": {}}}, \
                 \"final\": [{}],\n       \"moves\": {}}}{}\n",
                game.seed,
                game.captures.0,
                game.captures.1,
                board.join(", "),
                moves_json(size, game.moves.iter().copied()),
                if j + 1 < set.games.len() { "," } else { "" }
            );
        }
        let _ = writeln!(out, "    ]}}{}", if i + 1 < sets.len() { "," } else { "" });
    }
    out.push_str("  ]\n}\n");
    out
}

/// The options: `--out-dir DIR` and `--quick`; cargo's `--bench` is ignored. `None`
/// without `--out-dir` (as under `cargo test --benches`, which passes nothing or
/// `--test`): there is nothing to write then.
fn options() -> Option<(PathBuf, bool)> {
    let mut out_dir = None;
    let mut quick = false;
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--out-dir" => out_dir = args.next().map(PathBuf::from),
            "--quick" => quick = true,
            "--bench" | "--test" => {}
            other => panic!("unknown option `{other}`: use --out-dir DIR [--quick]"),
        }
    }
    Some((out_dir?, quick))
}

fn main() {
    let Some((out_dir, quick)) = options() else {
        println!("compare: run by `cargo xtask bench` (needs --out-dir DIR); nothing to do");
        return;
    };
    fs::create_dir_all(&out_dir).expect("cannot create the output directory");
    let budget = Budget {
        time: Duration::from_millis(if quick { 300 } else { 1_500 }),
        min_reps: if quick { 3 } else { 7 },
        max_reps: 400,
    };
    let mut figures = String::new();
    let mut figure = |name: &str, value: f64, shown: String| {
        let _ = writeln!(figures, "{name}\t{value}");
        println!("  {name:<36} {shown}");
    };

    println!("native: generating the seeded games");
    let sets = game_sets();
    let probes = superko_probes();
    let games = games_json(&sets, &mid_game(KoRule::Positional), &probes);
    fs::write(out_dir.join("games.json"), games).expect("cannot write games.json");

    println!("native: timing (median of repetitions after a warm-up)");
    for set in &sets {
        let moves = move_count(set);
        figure(
            &format!("games.{}", set.name),
            set.games.len() as f64,
            format!("{} games, {moves} moves", set.games.len()),
        );
        let seconds = time_median(&budget, || {
            black_box(replay(set));
        });
        let rate = moves as f64 / seconds;
        figure(
            &format!("replay.{}", set.name),
            rate,
            format!("{:.2} M moves/s (replay, play() per move)", rate / 1e6),
        );
    }

    for side in [9, 19] {
        for (label, ko) in [
            ("simple", KoRule::Simple),
            ("positional", KoRule::Positional),
        ] {
            let size = BoardSize::square(side).unwrap();
            let rules = rules_with(ko);
            let moves: u32 = (0..8)
                .map(|seed| play_out(&mut Game::new(rules, size), &mut Rng::new(seed), 10_000))
                .sum();
            let seconds = time_median(&budget, || {
                for seed in 0..8 {
                    let mut game = Game::new(rules, size);
                    black_box(play_out(&mut game, &mut Rng::new(seed), 10_000));
                }
            });
            let rate = f64::from(moves) / seconds;
            figure(
                &format!("random.{side}x{side}-{label}"),
                rate,
                format!("{:.2} M moves/s (random playouts)", rate / 1e6),
            );
        }
    }

    for (label, ko) in [
        ("simple", KoRule::Simple),
        ("positional", KoRule::Positional),
        ("ing", KoRule::Ing),
    ] {
        let game = mid_game(ko);
        let seconds = time_median_batched(&budget, 200, || {
            black_box(game.bans());
        });
        figure(
            &format!("bans.19x19-move-150-{label}"),
            seconds,
            format!("{:.2} µs per bans() map", seconds * 1e6),
        );
    }
    let game = mid_game(KoRule::Positional);
    let seconds = time_median_batched(&budget, 200, || {
        black_box(game.legal_points());
    });
    figure(
        "legal-points.19x19-move-150-positional",
        seconds,
        format!("{:.2} µs per legal_points()", seconds * 1e6),
    );

    for (name, text) in [("300", record_300()), ("10000", record_10000())] {
        let path = out_dir.join(format!("record-{name}.sgf"));
        fs::write(&path, &text).expect("cannot write a record");
        let seconds = time_median(&budget, || {
            black_box(load_record(black_box(&text)));
        });
        figure(
            &format!("sgf.{name}"),
            seconds,
            format!(
                "{:.3} ms to parse and load record-{name}.sgf ({} bytes)",
                seconds * 1e3,
                text.len()
            ),
        );
        let parse = time_median(&budget, || {
            black_box(sgf::parse(black_box(&text)).unwrap());
        });
        figure(
            &format!("sgf-parse.{name}"),
            parse,
            format!("{:.3} ms of it to parse", parse * 1e3),
        );
    }

    fs::write(out_dir.join("native.tsv"), figures).expect("cannot write native.tsv");
    println!("native: figures written to {}", out_dir.display());
}
