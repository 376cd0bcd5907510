//! `cargo xtask strength [--games N] [--level L] [OPTIONS]`: plays `weiqi-gtp`
//! against GNU Go 3.8 over GTP on 9×9 (Chinese rules, komi 7, colours alternating)
//! and prints the win rate with its 95 % (Wilson) interval, an Elo estimate and the
//! time per move. GNU Go is also the referee: its `final_score` decides a counted
//! game. A measurement, not a test (`cargo xtask test` runs a two-game smoke).

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use super::rank_scale;
use crate::process;
use crate::steps::difftest::ensure_gnugo;
use crate::workspace;

const HELP: &str = "\
Usage: cargo xtask strength [OPTIONS]
  --games N         games to play (default 10), colours alternating (0: none)
  --level L         weiqi-gtp's level, 1..8 (default 5)
  --playouts N      simulations per move instead of the level's
  --seconds S       the most thinking time per move (the level's playouts, or fewer)
  --gnugo-level N   GNU Go's level (default 1)
  --size N          board size (default 9)
  --max-moves N     moves after which a game is scored as it stands (default 400)
  --program PATH    this weiqi-gtp binary instead of building target/release's
  --jobs N          games played at once (default 1)
  --first N         number the games (seeds, colours) from N + 1, to add games to
                    an earlier run of the same settings (default 0)
  --browser         then time a 9x9 game of the level (or --rank) against itself
                    in Chromium, unthrottled and 4x CPU-throttled (the page's wasm
                    module)
  --net             play with KataGo's network (found as `cargo xtask model` finds
                    it) instead of the Monte-Carlo player; --level is then unused
  --visits N        network evaluations per move with --net (default 200)
  --rank R          play the network's named rank R (30k .. 1k, 1d; implies --net)
  --against WHO     the opponent: gnugo (default, at --gnugo-level), mcts:L
                    (weiqi-gtp's Monte-Carlo level L) or rank:R (the network's
                    rank R); GNU Go counts every game
  --opponent-elo E  the opponent's Elo on the ranks' scale (GNU Go level 10 = 8 kyu
                    = 0), for an opponent that is no anchor of rank_scale.rs: with
                    --rank the report then says where the rank is against where its
                    name says it should be
";

/// The match settings.
#[derive(Clone, Debug)]
struct Settings {
    games: u32,
    level: u32,
    playouts: Option<u32>,
    seconds: Option<f64>,
    gnugo_level: u32,
    size: u32,
    max_moves: u32,
    program: Option<PathBuf>,
    jobs: u32,
    first: u32,
    browser: bool,
    /// The network to play with (`--net`).
    net: Option<PathBuf>,
    visits: Option<u32>,
    /// The network's named rank to play (`--rank`).
    rank: Option<String>,
    /// Who plays against weiqi-gtp.
    against: Opponent,
    /// The opponent's Elo on the ranks' scale, given (`--opponent-elo`).
    opponent_elo: Option<f64>,
}

/// The opponent of a match.
#[derive(Clone, Debug, PartialEq)]
enum Opponent {
    /// GNU Go at `--gnugo-level`.
    Gnugo,
    /// weiqi-gtp's Monte-Carlo player at this level.
    Mcts(u32),
    /// The network's named rank.
    Rank(String),
}

impl Opponent {
    fn parse(text: &str) -> Result<Opponent, String> {
        if text == "gnugo" {
            return Ok(Opponent::Gnugo);
        }
        if let Some(level) = text.strip_prefix("mcts:") {
            return level
                .parse()
                .map(Opponent::Mcts)
                .map_err(|_| "--against mcts:L takes a level number".to_owned());
        }
        if let Some(rank) = text.strip_prefix("rank:") {
            return Ok(Opponent::Rank(rank.to_owned()));
        }
        Err(format!(
            "--against takes gnugo, mcts:L or rank:R, not {text}"
        ))
    }

    /// Its name among the anchors of the ranks' scale (`gnugo:10`, `mcts:3`, `rank:15k`).
    fn key(&self, gnugo_level: u32) -> String {
        match self {
            Opponent::Gnugo => format!("gnugo:{gnugo_level}"),
            Opponent::Mcts(level) => format!("mcts:{level}"),
            Opponent::Rank(rank) => format!("rank:{rank}"),
        }
    }

    /// How the report names it.
    fn describe(&self, gnugo_level: u32) -> String {
        match self {
            Opponent::Gnugo => format!("gnugo --level {gnugo_level}"),
            Opponent::Mcts(level) => format!("weiqi-gtp level {level} (Monte-Carlo)"),
            Opponent::Rank(rank) => format!("weiqi-gtp rank {rank} (network)"),
        }
    }
}

fn parse(args: &[String]) -> Result<Option<Settings>, String> {
    let mut s = Settings {
        games: 10,
        level: 5,
        playouts: None,
        seconds: None,
        gnugo_level: 1,
        size: 9,
        max_moves: 400,
        program: None,
        jobs: 1,
        first: 0,
        browser: false,
        net: None,
        visits: None,
        rank: None,
        against: Opponent::Gnugo,
        opponent_elo: None,
    };
    let mut it = args.iter();
    while let Some(flag) = it.next() {
        if flag == "--help" || flag == "-h" {
            print!("{HELP}");
            return Ok(None);
        }
        if flag == "--browser" {
            s.browser = true;
            continue;
        }
        if flag == "--net" {
            s.net = Some(crate::tasks::model::find_or_download(&workspace::root())?);
            continue;
        }
        let value = it.next().ok_or_else(|| format!("{flag} needs a value"))?;
        let number = || {
            value
                .parse::<u32>()
                .map_err(|_| format!("{flag} takes a whole number"))
        };
        match flag.as_str() {
            "--games" => s.games = number()?,
            "--level" => s.level = number()?,
            "--playouts" => s.playouts = Some(number()?),
            "--seconds" => s.seconds = Some(value.parse().map_err(|_| "--seconds takes a number")?),
            "--gnugo-level" => s.gnugo_level = number()?,
            "--size" => s.size = number()?,
            "--max-moves" => s.max_moves = number()?,
            "--program" => s.program = Some(PathBuf::from(value)),
            "--jobs" => s.jobs = number()?.max(1),
            "--first" => s.first = number()?,
            "--visits" => s.visits = Some(number()?),
            "--rank" => s.rank = Some(value.clone()),
            "--against" => s.against = Opponent::parse(value)?,
            "--opponent-elo" => {
                s.opponent_elo = Some(value.parse().map_err(|_| "--opponent-elo takes a number")?)
            }
            other => return Err(format!("unknown option {other}\n{HELP}")),
        }
    }
    let needs_net = s.rank.is_some() || matches!(s.against, Opponent::Rank(_));
    if needs_net && s.net.is_none() {
        s.net = Some(crate::tasks::model::find_or_download(&workspace::root())?);
    }
    Ok(Some(s))
}

/// Runs the match.
pub fn run(args: &[String]) -> Result<(), String> {
    let Some(settings) = parse(args)? else {
        return Ok(());
    };
    let root = workspace::root();
    let gnugo = ensure_gnugo(&root)?.ok_or("GNU Go is not installed: `apt-get install gnugo`")?;
    let weiqi = match &settings.program {
        Some(path) => path.clone(),
        None => {
            process::cargo(&root, &["build", "--release", "-p", "weiqi-gtp"])?;
            root.join("target/release/weiqi-gtp")
        }
    };
    if settings.games > 0 {
        let report = play_match(&settings, &weiqi, &gnugo)?;
        report.print(&settings);
    }
    if settings.browser {
        time_in_browser(&root, settings.level, settings.rank.as_deref())?;
    }
    Ok(())
}

/// Times a 9×9 game of `level` (or of the network's `rank`) against itself with the
/// page's wasm module in Chromium, unthrottled and 4× throttled
/// (`tests/browser/opponent-speed.mjs --game`, `tests/browser/teacher-speed.mjs
/// --game`), after building the site.
fn time_in_browser(root: &Path, level: u32, rank: Option<&str>) -> Result<(), String> {
    crate::tasks::build::run(&[])?;
    crate::node::ensure_node(root)?;
    crate::node::install(&root.join("tests"), "tests")?;
    match rank {
        Some(rank) => process::run(
            root,
            "node",
            &["tests/browser/teacher-speed.mjs", "--game", rank],
        ),
        None => process::run(
            root,
            "node",
            &[
                "tests/browser/opponent-speed.mjs",
                "--game",
                &level.to_string(),
            ],
        ),
    }
}

/// A GTP engine in a child process.
struct Engine {
    child: Child,
    input: ChildStdin,
    output: BufReader<ChildStdout>,
    name: &'static str,
}

impl Engine {
    fn start(name: &'static str, program: &Path, args: &[String]) -> Result<Engine, String> {
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .map_err(|e| format!("could not start {}: {e}", program.display()))?;
        let input = child.stdin.take().ok_or("no stdin")?;
        let output = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        Ok(Engine {
            child,
            input,
            output,
            name,
        })
    }

    /// Sends one command; returns the answer's text, or the error text.
    fn send(&mut self, command: &str) -> Result<String, String> {
        writeln!(self.input, "{command}")
            .and_then(|_| self.input.flush())
            .map_err(|e| format!("{}: {e}", self.name))?;
        let mut answer = String::new();
        loop {
            let mut line = String::new();
            let read = self
                .output
                .read_line(&mut line)
                .map_err(|e| format!("{}: {e}", self.name))?;
            if read == 0 {
                return Err(format!("{} closed its output after `{command}`", self.name));
            }
            if line.trim().is_empty() {
                if answer.is_empty() {
                    continue;
                }
                break;
            }
            answer.push_str(&line);
        }
        let answer = answer.trim().to_owned();
        match answer.strip_prefix('=') {
            Some(rest) => Ok(rest.trim().to_owned()),
            None => Err(format!(
                "{} refused `{command}`: {}",
                self.name,
                answer.trim_start_matches('?').trim()
            )),
        }
    }
}

impl Drop for Engine {
    fn drop(&mut self) {
        let _ = writeln!(self.input, "quit");
        let _ = self.input.flush();
        let _ = self.child.wait();
    }
}

/// What one game gave.
struct GameResult {
    weiqi_won: bool,
    result: String,
    moves: u32,
    weiqi_moves: u32,
    weiqi_time: Duration,
    /// CPU seconds weiqi-gtp used.
    weiqi_cpu: f64,
    longest: Duration,
}

/// Every game's figures.
struct Report {
    games: Vec<(bool, GameResult)>,
}

fn play_match(settings: &Settings, weiqi: &Path, gnugo: &Path) -> Result<Report, String> {
    let next = AtomicU32::new(0);
    let results: Mutex<Vec<(u32, bool, GameResult)>> = Mutex::new(Vec::new());
    let failure: Mutex<Option<String>> = Mutex::new(None);
    std::thread::scope(|scope| {
        for _ in 0..settings.jobs {
            scope.spawn(|| loop {
                let n = next.fetch_add(1, Ordering::SeqCst);
                if n >= settings.games || failure.lock().unwrap().is_some() {
                    break;
                }
                let n = settings.first + n;
                let weiqi_black = n & 1 == 0;
                match play_game(settings, weiqi, gnugo, n, weiqi_black) {
                    Ok(game) => {
                        println!(
                            "game {:>3}: weiqi {} {:<7} {:>3} moves, {:.2} s and {:.2} s of CPU a move  {}",
                            n + 1,
                            if weiqi_black { "B" } else { "W" },
                            game.result,
                            game.moves,
                            game.weiqi_time.as_secs_f64() / game.weiqi_moves.max(1) as f64,
                            game.weiqi_cpu / game.weiqi_moves.max(1) as f64,
                            if game.weiqi_won { "won" } else { "lost" }
                        );
                        results.lock().unwrap().push((n, weiqi_black, game));
                    }
                    Err(e) => *failure.lock().unwrap() = Some(e),
                }
            });
        }
    });
    if let Some(e) = failure.into_inner().unwrap() {
        return Err(e);
    }
    let mut games = results.into_inner().unwrap();
    games.sort_by_key(|g| g.0);
    Ok(Report {
        games: games.into_iter().map(|(_, b, g)| (b, g)).collect(),
    })
}

/// CPU seconds (user and system) a child process has used so far, from
/// `/proc/PID/stat` (Linux; 0 elsewhere): the time per move that the machine's
/// load does not inflate.
fn cpu_seconds(child: &Child) -> f64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{}/stat", child.id())) else {
        return 0.0;
    };
    // The fields after the command name (which may hold spaces) in parentheses.
    let rest = stat.rsplit(')').next().unwrap_or("");
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|f| f.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after the name.
    (ticks(11) + ticks(12)) / 100.0
}

/// weiqi-gtp's arguments for the match's own player (`opponent` false) or for an
/// opponent that is weiqi-gtp too, in game `n`.
fn weiqi_args(settings: &Settings, n: u32, opponent: bool) -> Vec<String> {
    let mut args = vec![
        "--rules".to_owned(),
        "chinese".to_owned(),
        "--seed".to_owned(),
        // The opponent draws from other seeds than the player.
        (n + 1 + if opponent { 1_000_000 } else { 0 }).to_string(),
    ];
    let net = || settings.net.as_ref().map(|p| p.display().to_string());
    if opponent {
        match &settings.against {
            Opponent::Gnugo => {}
            Opponent::Mcts(level) => args.extend(["--level".to_owned(), level.to_string()]),
            Opponent::Rank(rank) => {
                args.extend(["--net".to_owned(), net().unwrap_or_default()]);
                args.extend(["--rank".to_owned(), rank.clone()]);
            }
        }
        return args;
    }
    args.extend(["--level".to_owned(), settings.level.to_string()]);
    if let Some(p) = settings.playouts {
        args.extend(["--playouts".to_owned(), p.to_string()]);
    }
    if let Some(s) = settings.seconds {
        args.extend(["--seconds".to_owned(), s.to_string()]);
    }
    if let Some(net) = net() {
        args.extend(["--net".to_owned(), net]);
        if let Some(rank) = &settings.rank {
            args.extend(["--rank".to_owned(), rank.clone()]);
        } else if let Some(v) = settings.visits {
            args.extend(["--visits".to_owned(), v.to_string()]);
        }
    }
    args
}

fn play_game(
    settings: &Settings,
    weiqi: &Path,
    gnugo: &Path,
    n: u32,
    weiqi_black: bool,
) -> Result<GameResult, String> {
    let gnugo_args = [
        "--mode",
        "gtp",
        "--level",
        &settings.gnugo_level.to_string(),
        "--chinese-rules",
        "--komi",
        "7",
    ]
    .map(String::from);
    let mut ours = Engine::start("weiqi-gtp", weiqi, &weiqi_args(settings, n, false))?;
    // GNU Go plays, or only counts (every move is played into it).
    let mut referee = Engine::start("gnugo", gnugo, &gnugo_args)?;
    let mut other = match settings.against {
        Opponent::Gnugo => None,
        _ => Some(Engine::start(
            "the opponent",
            weiqi,
            &weiqi_args(settings, n, true),
        )?),
    };
    for engine in [Some(&mut ours), Some(&mut referee), other.as_mut()]
        .into_iter()
        .flatten()
    {
        engine.send(&format!("boardsize {}", settings.size))?;
        engine.send("clear_board")?;
        engine.send("komi 7")?;
    }
    let mut result = GameResult {
        weiqi_won: false,
        result: String::new(),
        moves: 0,
        weiqi_moves: 0,
        weiqi_time: Duration::ZERO,
        weiqi_cpu: 0.0,
        longest: Duration::ZERO,
    };
    let mut passes = 0;
    let mut black_to_move = true;
    while result.moves < settings.max_moves {
        let colour = if black_to_move { "b" } else { "w" };
        let weiqi_moves = black_to_move == weiqi_black;
        let started = Instant::now();
        let mover = if weiqi_moves {
            &mut ours
        } else {
            other.as_mut().unwrap_or(&mut referee)
        };
        let vertex = mover
            .send(&format!("genmove {colour}"))?
            .to_ascii_lowercase();
        if weiqi_moves {
            let took = started.elapsed();
            result.weiqi_time += took;
            result.longest = result.longest.max(took);
            result.weiqi_moves += 1;
        }
        result.moves += 1;
        if vertex == "resign" {
            result.weiqi_cpu = cpu_seconds(&ours.child);
            result.weiqi_won = !weiqi_moves;
            result.result = format!("{}+R", if black_to_move { "W" } else { "B" });
            return Ok(result);
        }
        // Every engine but the mover hears the move.
        let play = format!("play {colour} {vertex}");
        if !weiqi_moves {
            ours.send(&play)?;
        }
        match other.as_mut() {
            Some(opponent) => {
                if weiqi_moves {
                    opponent.send(&play)?;
                }
                referee.send(&play)?;
            }
            None => {
                if weiqi_moves {
                    referee.send(&play)?;
                }
            }
        }
        passes = if vertex == "pass" { passes + 1 } else { 0 };
        if passes == 2 {
            break;
        }
        black_to_move = !black_to_move;
    }
    result.weiqi_cpu = cpu_seconds(&ours.child);
    let score = referee.send("final_score")?;
    let black_won = score.starts_with('B');
    result.weiqi_won = black_won == weiqi_black && !score.starts_with('0');
    result.result = score;
    Ok(result)
}

impl Report {
    fn print(&self, settings: &Settings) {
        let n = self.games.len() as f64;
        let wins = self.games.iter().filter(|(_, g)| g.weiqi_won).count() as f64;
        let as_black = self.games.iter().filter(|(b, g)| *b && g.weiqi_won).count();
        let moves: u32 = self.games.iter().map(|(_, g)| g.weiqi_moves).sum();
        let time: Duration = self.games.iter().map(|(_, g)| g.weiqi_time).sum();
        let cpu: f64 = self.games.iter().map(|(_, g)| g.weiqi_cpu).sum();
        let longest = self
            .games
            .iter()
            .map(|(_, g)| g.longest)
            .max()
            .unwrap_or_default();
        let (low, high) = wilson(wins, n);
        let what = match (&settings.net, settings.playouts, settings.seconds) {
            (Some(_), _, _) if settings.rank.is_some() => {
                format!("network, rank {}", settings.rank.as_deref().unwrap_or(""))
            }
            (Some(_), _, seconds) => format!(
                "network, {} visits{} a move",
                settings.visits.unwrap_or(200),
                seconds.map_or(String::new(), |s| format!(" or {s} s"))
            ),
            (None, Some(p), _) => format!("{p} playouts a move"),
            (None, None, Some(s)) => format!("{s} s a move"),
            (None, None, None) => format!("level {}", settings.level),
        };
        println!(
            "\nweiqi-gtp ({what}) against {} on {}x{}, Chinese rules, komi 7:",
            settings.against.describe(settings.gnugo_level),
            settings.size,
            settings.size
        );
        println!(
            "  {} wins in {} games ({} as Black): {:.1} %, 95 % interval {:.1}–{:.1} %",
            wins,
            n,
            as_black,
            100.0 * wins / n.max(1.0),
            100.0 * low,
            100.0 * high
        );
        println!(
            "  Elo against the opponent: {}, interval {} to {}",
            elo(wins / n.max(1.0)),
            elo(low),
            elo(high)
        );
        println!(
            "  time per move: {:.3} s on average ({moves} moves), {:.3} s at most; CPU {:.3} s a move",
            time.as_secs_f64() / moves.max(1) as f64,
            longest.as_secs_f64(),
            cpu / moves.max(1) as f64
        );
        self.print_rank(settings, wins, n, (low, high));
        if let Ok(load) = std::fs::read_to_string("/proc/loadavg") {
            let load: Vec<&str> = load.split_whitespace().take(3).collect();
            println!("  load average at the end: {}", load.join(", "));
        }
    }
}

impl Report {
    /// With `--rank` against an opponent of known Elo on the ranks' scale: where the
    /// rank is (the opponent's Elo plus the match's) against where its name says.
    fn print_rank(&self, settings: &Settings, wins: f64, n: f64, (low, high): (f64, f64)) {
        let Some(rank) = &settings.rank else { return };
        let Some(kyu) = rank_scale::kyu_of(rank) else {
            return;
        };
        let key = settings.against.key(settings.gnugo_level);
        let Some(opponent) = settings
            .opponent_elo
            .or_else(|| rank_scale::anchor_elo(&key))
        else {
            println!("  (no Elo known for {key} on the ranks' scale: give --opponent-elo)");
            return;
        };
        let target = rank_scale::rank_elo(kyu);
        let at = |p: f64| elo_value(p).map(|e| opponent + e);
        let shown =
            |v: Option<f64>, fallback: &str| v.map_or(fallback.to_owned(), |e| format!("{e:+.0}"));
        let measured = at(wins / n.max(1.0));
        let within = match (at(low), at(high)) {
            (Some(l), Some(h)) => (l - target).abs().max((h - target).abs()) <= 150.0,
            _ => false,
        };
        println!(
            "  rank {rank}: its name says {target:+.0} (GNU Go level 10 = {} kyu = 0, EGF odds); \
             measured {} (the opponent at {opponent:+.0}), interval {} to {}; \
             the whole interval within 150 of the name: {}",
            rank_scale::GNUGO_10_KYU,
            shown(measured, "?"),
            shown(at(low), "-inf"),
            shown(at(high), "+inf"),
            if within { "yes" } else { "no" }
        );
    }
}

/// The Elo difference a win rate `p` means (none at 0 or 1).
fn elo_value(p: f64) -> Option<f64> {
    (p > 0.0 && p < 1.0).then(|| -400.0 * (1.0 / p - 1.0).log10())
}

/// The Wilson score interval (95 %) of `wins` in `n` games.
fn wilson(wins: f64, n: f64) -> (f64, f64) {
    if n == 0.0 {
        return (0.0, 1.0);
    }
    let z = 1.96f64;
    let p = wins / n;
    let centre = p + z * z / (2.0 * n);
    let spread = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt();
    let denominator = 1.0 + z * z / n;
    (
        (centre - spread) / denominator,
        (centre + spread) / denominator,
    )
}

/// The Elo difference a win rate `p` means, as text (`-inf`/`+inf` at the ends).
fn elo(p: f64) -> String {
    match elo_value(p) {
        // `+ 0.0` turns a negative zero into a plain one.
        Some(e) => format!("{:+.0}", e + 0.0),
        None if p <= 0.0 => "-inf".into(),
        None => "+inf".into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_interval_of_half() {
        let (low, high) = wilson(50.0, 100.0);
        assert!((low - 0.4038).abs() < 1e-3 && (high - 0.5962).abs() < 1e-3);
    }

    #[test]
    fn elo_of_even_and_three_quarters() {
        assert_eq!(elo(0.5), "+0");
        assert_eq!(elo(0.75), "+191");
        assert_eq!(elo(0.0), "-inf");
    }
}
