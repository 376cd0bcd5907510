//! `cargo xtask bench`: Weiqi side by side with the JavaScript Go libraries, and the
//! native engine (issue 9), in one command.
//!
//! 1. builds the wasm package (`target/www-gen/pkg/`, as `cargo xtask build`);
//! 2. installs the peers (`bench/package-lock.json`) with `npm ci` when
//!    `bench/node_modules` is missing or older than the lockfile;
//! 3. runs the native harness (`crates/weiqi/benches/compare.rs`): it plays the
//!    seeded random games every library replays, times their native replay, random
//!    playouts, the ban map and SGF loading, and writes the games, two SGF records
//!    and its figures into `target/bench/`;
//! 4. runs `bench/run.mjs` in one Node process: Weiqi's wasm API and the npm peers
//!    replay the same games, each checked against the native final boards first;
//! 5. prints one summary: moves per second per library and the ratio to Weiqi, the
//!    native figures, wasm against native, the module's size, SGF load times, and
//!    whether each target of the issue is met.
//!
//! `--quick` shortens every measurement (a smoke test, not figures to quote).
//! `--estimate [--quick]` times the dead-stone suggestion instead (`bench/estimate.mjs`).
//! `--criterion [ARGS]` (or `-- ARGS`) runs the criterion benches of the rules
//! crate instead (`playouts`), passing ARGS to criterion, as before.

use crate::node;
use crate::process;
use crate::sizes::{file_size, kb, target_dir};
use crate::steps::wasm;
use crate::workspace;
use std::collections::HashMap;
use std::env;
use std::fs;
use std::path::{Path, PathBuf};
use std::time::Instant;

/// The peers' package.json, lockfile and scripts, relative to the workspace root.
const BENCH_DIR: &str = "bench";

/// The wasm module the Node script loads, relative to the workspace root.
const MODULE: &str = "target/www-gen/pkg/weiqi_web_bg.wasm";

/// The board sizes and ko rules of the game sets, as the harnesses name them.
const SETS: [&str; 4] = [
    "9x9-simple",
    "19x19-simple",
    "9x9-positional",
    "19x19-positional",
];

/// The library the others are compared with (its adapter's name in bench/).
const WEIQI: &str = "weiqi (wasm)";

/// Weiqi replaying each game with one `playMany` call (bench/libraries.mjs).
const WEIQI_MANY: &str = "weiqi (playMany)";

/// Weiqi's rows, the calls they time: `play('D4')` first, the one every target
/// names unless it says otherwise.
const WEIQI_ROWS: [(&str, &str); 2] = [(WEIQI, "play('D4')"), (WEIQI_MANY, "playMany")];

/// The targets.
const SIMPLE_KO_TARGET: f64 = 20.0;
const SUPERKO_TARGET: f64 = 100.0;
/// Wasm per move (`play`, one call a move) within this factor of native.
const NATIVE_TARGET: f64 = 6.0;

/// What `cargo xtask bench --help` prints.
const HELP: &str = "\
Usage: cargo xtask bench [--quick]
       cargo xtask bench --estimate [--quick]
       cargo xtask bench --criterion [ARGS...]   (or: cargo xtask bench -- ARGS...)

Without options: builds the wasm package, installs the npm peers (bench/), replays
the same seeded random games through Weiqi's wasm API, wgo, @sabaki/go-board, tenuki
and OGS goban in one Node process (checking the final boards first), times the
native engine, and prints a summary with the targets of issue 9. About 3 minutes.

  --quick        shorter measurements: a smoke test, not figures to quote
  --estimate     time the dead-stone suggestion (19×19, wasm) in Node and Chromium
                 instead (bench/estimate.mjs); with --quick, short measurements
  --criterion    run the criterion benches of the rules crate (playouts) instead;
                 ARGS go to criterion, e.g. `-- --save-baseline main`
";

/// Reads the options and runs the comparison, or criterion.
pub fn run(args: &[String]) -> Result<(), String> {
    match args.first().map(String::as_str) {
        None => compare(false),
        Some("--quick") if args.len() == 1 => compare(true),
        Some("--criterion") | Some("--") => criterion(&args[1..]),
        Some("--estimate") => estimate(&args[1..]),
        Some("--help") | Some("-h") => {
            print!("{HELP}");
            Ok(())
        }
        Some(other) => Err(format!(
            "unknown option `{other}`: see `cargo xtask bench --help`"
        )),
    }
}

/// `--estimate [--quick]`: times the dead-stone suggestion (issue 12) in the wasm
/// build, in Node and, where tests/'s playwright-core and Chromium are installed, in
/// headless Chromium (`bench/estimate.mjs`).
fn estimate(passed: &[String]) -> Result<(), String> {
    let quick = match passed {
        [] => false,
        [flag] if flag == "--quick" => true,
        _ => return Err("usage: cargo xtask bench --estimate [--quick]".into()),
    };
    let root = workspace::root();
    build_wasm(&root)?;
    node::ensure_node(&root)?;
    let mut node_args = vec!["bench/estimate.mjs"];
    let chromium =
        env::var_os("CHROMIUM").map_or_else(|| "/usr/bin/chromium".into(), PathBuf::from);
    if root.join("tests/node_modules/playwright-core").is_dir() && chromium.is_file() {
        node_args.push("--browser");
    } else {
        println!("no Chromium or tests/node_modules (cargo xtask test installs them): Node only");
    }
    if quick {
        node_args.push("--quick");
    }
    process::run(&root, "node", &node_args)
}

/// `cargo bench -p weiqi --bench playouts -- ARGS`.
fn criterion(passed: &[String]) -> Result<(), String> {
    let mut cargo_args = vec!["bench", "-p", "weiqi", "--bench", "playouts"];
    if !passed.is_empty() {
        cargo_args.push("--");
        cargo_args.extend(passed.iter().map(String::as_str));
    }
    process::cargo(&workspace::root(), &cargo_args)
}

/// The whole comparison, then the summary.
fn compare(quick: bool) -> Result<(), String> {
    let started = Instant::now();
    let root = workspace::root();
    let out = target_dir(&root).join("bench");
    fs::create_dir_all(&out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;

    println!("\n==> [1/4] wasm build (target/www-gen/pkg)");
    build_wasm(&root)?;

    println!("\n==> [2/4] the npm peers (bench/)");
    node::ensure_node(&root)?;
    let bench = root.join(BENCH_DIR);
    node::install(&bench, BENCH_DIR)?;

    println!("\n==> [3/4] native engine (crates/weiqi/benches/compare.rs)");
    let out_arg = out.to_string_lossy().into_owned();
    let mut cargo_args = vec![
        "bench",
        "-p",
        "weiqi",
        "--bench",
        "compare",
        "--",
        "--out-dir",
        &out_arg,
    ];
    if quick {
        cargo_args.push("--quick");
    }
    process::cargo(&root, &cargo_args)?;

    println!("\n==> [4/4] Weiqi (wasm) and the JavaScript libraries, in one Node process");
    let games = out.join("games.json").to_string_lossy().into_owned();
    let wasm_figures = out.join("wasm.tsv");
    let _ = fs::remove_file(&wasm_figures);
    let wasm_arg = wasm_figures.to_string_lossy().into_owned();
    let mut node_args = vec!["bench/run.mjs", "--games", &games, "--out", &wasm_arg];
    if quick {
        node_args.push("--quick");
    }
    process::run(&root, "node", &node_args)?;

    let native = read_figures(&out.join("native.tsv"))?;
    let js = read_figures(&wasm_figures)?;
    let size = file_size(&root.join(MODULE))?;
    let summary = Summary {
        native: &native,
        js: &js,
        size,
    };
    let verdict = summary.print(quick);
    println!(
        "\n  {:.0} s in all; raw figures in {}",
        started.elapsed().as_secs_f64(),
        out.display()
    );
    verdict
}

/// `cargo xtask build`. A module over its size budget is still measured (the
/// summary shows its size): the build reports that only after writing it.
fn build_wasm(root: &Path) -> Result<(), String> {
    match wasm::build(root) {
        Err(message) if message.contains("over the budget") && root.join(MODULE).is_file() => {
            println!("warning: {message}; benchmarking it all the same");
            Ok(())
        }
        other => other,
    }
}

/// A figures file: one `name<TAB>value` a line.
fn read_figures(path: &Path) -> Result<HashMap<String, String>, String> {
    let text =
        fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
    Ok(parse_figures(&text))
}

fn parse_figures(text: &str) -> HashMap<String, String> {
    text.lines()
        .filter_map(|line| line.split_once('\t'))
        .map(|(name, value)| (name.to_owned(), value.to_owned()))
        .collect()
}

/// Everything the summary reads.
struct Summary<'a> {
    native: &'a HashMap<String, String>,
    js: &'a HashMap<String, String>,
    size: (u64, Option<u64>),
}

/// One target's outcome, for the closing lines.
struct Target {
    met: bool,
    what: String,
    measured: String,
}

impl Summary<'_> {
    fn number(map: &HashMap<String, String>, key: &str) -> Option<f64> {
        map.get(key)?.parse().ok().filter(|v: &f64| v.is_finite())
    }

    fn native(&self, key: &str) -> Option<f64> {
        Self::number(self.native, key)
    }

    fn rate(&self, set: &str, library: &str) -> Option<f64> {
        Self::number(self.js, &format!("rate|{set}|{library}"))
    }

    fn status(&self, set: &str, library: &str) -> Option<&str> {
        self.js
            .get(&format!("status|{set}|{library}"))
            .map(String::as_str)
    }

    /// The libraries in the order the Node script listed them (Weiqi first).
    fn libraries(&self) -> Vec<String> {
        let mut names: Vec<(usize, String)> = self
            .js
            .keys()
            .filter_map(|k| k.strip_prefix("version|"))
            .map(|name| {
                let order = match name {
                    WEIQI => 0,
                    WEIQI_MANY => 1,
                    "wgo" => 2,
                    "@sabaki/go-board" => 3,
                    "tenuki" => 4,
                    _ => 5,
                };
                (order, name.to_owned())
            })
            .collect();
        names.sort();
        names.into_iter().map(|(_, name)| name).collect()
    }

    /// Prints the summary; an error when Weiqi's wasm build disagrees with the
    /// native engine (a peer's disagreement is reported, not an error).
    fn print(&self, quick: bool) -> Result<(), String> {
        println!(
            "\n==> Summary of `cargo xtask bench`{}",
            if quick {
                " --quick (short measurements)"
            } else {
                ""
            }
        );
        for (key, when) in [("load.start", "start"), ("load.end", "end")] {
            if let Some(load) = self.js.get(key) {
                println!("  load average (1, 5, 15 min) at the {when} of the Node run: {load}");
            }
        }
        let libraries = self.libraries();
        let weiqi_ok = self.print_libraries(&libraries);
        self.print_native();
        let targets = self.targets(&libraries);
        println!("\nTargets (issues 9 and 20)");
        for t in &targets {
            let label = if t.met { "met   " } else { "MISSED" };
            println!("  {label}  {}: {}", t.what, t.measured);
        }
        if weiqi_ok {
            Ok(())
        } else {
            Err("Weiqi's wasm API did not end every game on the native engine's board".into())
        }
    }

    /// The per-library table; returns whether Weiqi agreed on every set.
    fn print_libraries(&self, libraries: &[String]) -> bool {
        println!(
            "\nMoves per second: the same seeded random games replayed through each \
             library's own move call\n(legality check, captures, ko), median of \
             interleaved rounds; (N×): Weiqi (wasm) is N times as fast\n\
             Weiqi's rows: `weiqi (wasm)` calls play('D4') once a move, `weiqi (playMany)` \
             playMany(text) once a game"
        );
        let width = libraries.iter().map(String::len).max().unwrap_or(0).max(8);
        let mut header = format!("  {:width$}", "");
        for set in SETS {
            header.push_str(&format!("  {set:>18}"));
        }
        println!("{header}");
        let mut disagreements = Vec::new();
        let mut partial = Vec::new();
        let mut weiqi_ok = true;
        for library in libraries {
            let mut line = format!("  {library:width$}");
            for set in SETS {
                let cell = match (self.status(set, library), self.rate(set, library)) {
                    (Some("ok") | Some("partial"), Some(rate)) => {
                        let star = if self.status(set, library) == Some("partial") {
                            if !partial.contains(library) {
                                partial.push(library.clone());
                            }
                            "*"
                        } else {
                            ""
                        };
                        match self.rate(set, WEIQI) {
                            Some(weiqi) if library != WEIQI => {
                                format!("{} ({}){star}", per_second(rate), times(weiqi / rate))
                            }
                            _ => format!("{}{star}", per_second(rate)),
                        }
                    }
                    (Some("n/a"), _) => "—".to_owned(),
                    (Some("disagrees"), _) => {
                        if library == WEIQI {
                            weiqi_ok = false;
                        }
                        let detail = self
                            .js
                            .get(&format!("detail|{set}|{library}"))
                            .cloned()
                            .unwrap_or_default();
                        disagreements.push(format!("{library}, {set}: {detail}"));
                        "DISAGREES".to_owned()
                    }
                    _ => "?".to_owned(),
                };
                line.push_str(&format!("  {cell:>18}"));
            }
            println!("{line}");
        }
        for library in &partial {
            let note = SETS
                .iter()
                .find_map(|set| self.js.get(&format!("detail|{set}|{library}")))
                .cloned()
                .unwrap_or_default();
            println!("  * {library}: positional superko only in part ({note})");
        }
        for (name, reason) in self
            .js
            .iter()
            .filter_map(|(k, v)| Some((k.strip_prefix("failed|")?, v)))
        {
            println!("  {name} did not load: {reason}");
        }
        if disagreements.is_empty() {
            println!(
                "  Same answers: every library accepted every move and ended every game on \
                 the native engine's board and captures."
            );
        } else {
            println!("  Disagreements (those libraries get no figure for that set):");
            for d in &disagreements {
                println!("    {d}");
            }
        }
        self.print_probes(libraries);
        weiqi_ok
    }

    /// The superko probes: refused under positional superko, allowed under simple ko.
    fn print_probes(&self, libraries: &[String]) {
        let mut lines = Vec::new();
        let mut total = None;
        let mut all_right = true;
        for library in libraries {
            let mut verdicts = Vec::new();
            for (ko, word) in [("positional", "refused"), ("simple", "allowed")] {
                let Some(score) = self.js.get(&format!("probe|{ko}|{library}")) else {
                    continue;
                };
                if let Some((right, of)) = score.split_once('/') {
                    all_right &= right == of;
                    total = Some(of.to_owned());
                }
                verdicts.push(format!("{ko}: {word} {score}"));
            }
            if !verdicts.is_empty() {
                lines.push(format!("    {library}: {}", verdicts.join(", ")));
            }
        }
        let Some(total) = total else {
            return;
        };
        if all_right {
            println!(
                "  Superko probes: set up for positional superko, every library refused the \
                 {total} moves that would repeat an earlier position (simple ko allows them); \
                 set up for simple ko, every one allowed them."
            );
        } else {
            println!("  Superko probes ({total} moves that repeat an earlier position):");
            for line in lines {
                println!("{line}");
            }
        }
    }

    /// Native figures, wasm against native, size, SGF.
    fn print_native(&self) {
        println!("\nNative engine (this machine) and wasm against native, per set");
        let mut header = format!("  {:18}  {:>12}", "", "native");
        for (_, call) in WEIQI_ROWS {
            header.push_str(&format!("  {call:>12}  {:>9}", "ratio"));
        }
        println!("{header}");
        for set in SETS {
            let native = self.native(&format!("replay.{set}"));
            let mut line = format!(
                "  {set:18}  {:>12}",
                native.map_or("?".into(), |n| format!("{}/s", per_second(n)))
            );
            for (library, _) in WEIQI_ROWS {
                let rate = self.rate(set, library);
                let ratio = native.zip(rate).map(|(n, w)| n / w);
                line.push_str(&format!(
                    "  {:>12}  {:>9}",
                    rate.map_or("?".into(), |r| format!("{}/s", per_second(r))),
                    ratio.map_or("?".into(), |r| format!("{} slower", times(r)))
                ));
            }
            println!("{line}");
        }
        if let Some(rate) = self.native("random.19x19-positional") {
            println!(
                "  random moves, 19x19, positional superko (seeded playouts, native): {} moves/s",
                per_second(rate)
            );
        }
        let bans = self.native("bans.19x19-move-150-positional");
        let wasm_bans = Self::number(self.js, "wasm.bans");
        if let Some(native) = bans {
            println!(
                "  bans() map, 19x19 after 150 moves, positional superko: {} native, {} wasm",
                micros(native),
                wasm_bans.map_or("?".into(), micros)
            );
        }
        for (set, prefix) in [
            ("19x19-positional", "wasm.ns."),
            ("9x9-simple", "wasm.ns.9x9-simple."),
        ] {
            let Some(play) = Self::number(self.js, &format!("{prefix}play")) else {
                continue;
            };
            let native = self
                .native(&format!("replay.{set}"))
                .map_or("?".into(), |r| format!("{:.0} ns", 1e9 / r));
            let ns = |key: &str| {
                Self::number(self.js, &format!("{prefix}{key}"))
                    .map_or("?".into(), |v| format!("{v:.0} ns"))
            };
            println!(
                "  one move, {set}: play('D4') {play:.0} ns in wasm, {native} natively; \
                 new Game and free() {} of each; a bare JS↔wasm call {}; lastPlay() {} more; \
                 playMany {} a move",
                ns("new-game"),
                ns("bare-call"),
                ns("last-play"),
                ns("play-many")
            );
        }
        let (raw, gzipped) = self.size;
        println!(
            "  wasm module ({MODULE}): {} raw, {} gzipped",
            kb(raw),
            gzipped.map_or("? (gzip not found)".into(), kb)
        );
        for (name, label) in [("300", "300 moves"), ("10000", "10 000 nodes")] {
            let native = self.native(&format!("sgf.{name}"));
            let wasm = Self::number(self.js, &format!("wasm.sgf.{name}"));
            println!(
                "  SGF record of {label}, parse and load: {} native, {}",
                native.map_or("?".into(), millis),
                wasm.map_or("wasm pending (no Game.fromSgf in this build)".into(), |w| {
                    format!("{} wasm (Game.fromSgf)", millis(w))
                })
            );
        }
    }

    /// Weiqi's `play` rate over each peer's on each of `sets`: the lowest ratio, with
    /// the peer and set it was against.
    fn worst_ratio<'a>(
        &self,
        sets: impl Iterator<Item = &'a &'a str>,
        peers: &[&String],
    ) -> Option<(f64, String)> {
        let mut worst: Option<(f64, String)> = None;
        for set in sets {
            for peer in peers {
                if let (Some(weiqi), Some(rate)) = (self.rate(set, WEIQI), self.rate(set, peer)) {
                    let r = weiqi / rate;
                    if worst.as_ref().is_none_or(|(w, _)| r < *w) {
                        worst = Some((r, format!("{peer} on {set}")));
                    }
                }
            }
        }
        worst
    }

    /// The three targets of the issue.
    fn targets(&self, libraries: &[String]) -> Vec<Target> {
        let peers: Vec<&String> = libraries
            .iter()
            .filter(|l| !WEIQI_ROWS.iter().any(|(row, _)| *l == row))
            .collect();
        let mut out = Vec::new();

        // Per move through `play`: ahead of every peer on every set.
        let worst = self.worst_ratio(SETS.iter(), &peers);
        out.push(match worst {
            Some((r, against)) => Target {
                met: r > 1.0,
                what: "wasm play() ahead of every peer on every set".into(),
                measured: format!("worst {} (against {against})", times(r)),
            },
            None => Target {
                met: false,
                what: "wasm against the peers".into(),
                measured: "no figures".into(),
            },
        });

        // Simple ko: against the fastest peer, on each board size.
        let mut worst: Option<(f64, String)> = None;
        for set in SETS.iter().filter(|s| s.ends_with("-simple")) {
            let fastest = peers
                .iter()
                .filter_map(|p| Some((self.rate(set, p)?, p)))
                .max_by(|a, b| a.0.total_cmp(&b.0));
            if let (Some(weiqi), Some((rate, peer))) = (self.rate(set, WEIQI), fastest) {
                let r = weiqi / rate;
                if worst.as_ref().is_none_or(|(w, _)| r < *w) {
                    worst = Some((r, format!("{peer} on {set}")));
                }
            }
        }
        out.push(match worst {
            Some((r, against)) => Target {
                met: r >= SIMPLE_KO_TARGET,
                what: format!("wasm ≥ {SIMPLE_KO_TARGET:.0}× the fastest peer with simple ko"),
                measured: format!("{} (against {against})", times(r)),
            },
            None => Target {
                met: false,
                what: "wasm against the fastest peer with simple ko".into(),
                measured: "no figures".into(),
            },
        });

        // Positional superko: against every peer that has it.
        let worst = self.worst_ratio(SETS.iter().filter(|s| s.ends_with("-positional")), &peers);
        out.push(match worst {
            Some((r, against)) => Target {
                met: r >= SUPERKO_TARGET,
                what: format!("wasm ≥ {SUPERKO_TARGET:.0}× every peer with positional superko"),
                measured: format!("worst {} (against {against})", times(r)),
            },
            None => Target {
                met: false,
                what: "wasm against the peers with positional superko".into(),
                measured: "no figures".into(),
            },
        });

        // Wasm against native: the same replay, every set, for each of Weiqi's calls.
        for (library, call) in WEIQI_ROWS {
            if library != WEIQI && !SETS.iter().any(|set| self.rate(set, library).is_some()) {
                continue;
            }
            let mut worst: Option<(f64, &str)> = None;
            for set in SETS {
                if let (Some(native), Some(weiqi)) = (
                    self.native(&format!("replay.{set}")),
                    self.rate(set, library),
                ) {
                    let r = native / weiqi;
                    if worst.is_none_or(|(w, _)| r > w) {
                        worst = Some((r, set));
                    }
                }
            }
            out.push(match worst {
                Some((r, set)) => Target {
                    met: r <= NATIVE_TARGET,
                    what: format!("wasm {call} within {NATIVE_TARGET:.0}× of native"),
                    measured: format!("worst {} slower ({set} replay)", times(r)),
                },
                None => Target {
                    met: false,
                    what: format!("wasm {call} against native"),
                    measured: "no figures".into(),
                },
            });
        }
        out
    }
}

/// Moves per second, short: `1.23 M`, `45.6 k`, `789`.
fn per_second(rate: f64) -> String {
    if rate >= 1e6 {
        format!("{:.2} M", rate / 1e6)
    } else if rate >= 1e3 {
        format!("{:.1} k", rate / 1e3)
    } else {
        format!("{rate:.0}")
    }
}

/// A ratio: `0.4×`, `3.1×`, `45×`.
fn times(ratio: f64) -> String {
    if ratio >= 10.0 {
        format!("{ratio:.0}×")
    } else {
        format!("{ratio:.1}×")
    }
}

/// Seconds as microseconds: `7.66 µs`.
fn micros(seconds: f64) -> String {
    format!("{:.2} µs", seconds * 1e6)
}

/// Seconds as milliseconds: `0.114 ms`.
fn millis(seconds: f64) -> String {
    format!("{:.3} ms", seconds * 1e3)
}

#[cfg(test)]
mod tests {
    use super::{parse_figures, per_second, times, Summary, WEIQI, WEIQI_MANY};

    #[test]
    fn reads_figures_and_formats_them() {
        let figures = parse_figures("rate|9x9-simple|wgo\t1234.5\nstatus|a|b\tok\nbad line\n");
        assert_eq!(figures.len(), 2);
        assert_eq!(figures["status|a|b"], "ok");
        assert_eq!(per_second(1_234_567.0), "1.23 M");
        assert_eq!(per_second(45_600.0), "45.6 k");
        assert_eq!(per_second(789.4), "789");
        assert_eq!(times(0.42), "0.4×");
        assert_eq!(times(45.4), "45×");
    }

    #[test]
    fn checks_the_targets() {
        let js = parse_figures(&format!(
            "version|{WEIQI}\t0.1.0\nversion|wgo\t3\nversion|tenuki\t0.3\n\
             rate|9x9-simple|{WEIQI}\t2000\nrate|9x9-simple|wgo\t100\n\
             rate|19x19-simple|{WEIQI}\t2000\nrate|19x19-simple|wgo\t50\n\
             rate|19x19-simple|tenuki\t150\n\
             rate|19x19-positional|{WEIQI}\t1000\nrate|19x19-positional|tenuki\t5\n\
             version|{WEIQI_MANY}\t0.1.0\nrate|19x19-simple|{WEIQI_MANY}\t4000\n"
        ));
        let native = parse_figures("replay.9x9-simple\t3000\nreplay.19x19-simple\t15000\n");
        let summary = Summary {
            native: &native,
            js: &js,
            size: (1, Some(1)),
        };
        let libraries = summary.libraries();
        assert_eq!(libraries, [WEIQI, WEIQI_MANY, "wgo", "tenuki"]);
        let targets = summary.targets(&libraries);
        // Ahead of every peer: at worst 2000 / 150 = 13× (tenuki on 19×19): met.
        assert!(targets[0].met, "{}", targets[0].measured);
        assert!(targets[0].measured.contains("tenuki on 19x19-simple"));
        let targets = &targets[1..];
        // Simple ko: 2000 / 150 = 13× against tenuki on 19×19: missed.
        assert!(!targets[0].met, "{}", targets[0].measured);
        assert!(targets[0].measured.contains("tenuki on 19x19-simple"));
        // Superko: 1000 / 5 = 200×: met.
        assert!(targets[1].met, "{}", targets[1].measured);
        // Native: 15000 / 2000 = 7.5× slower on 19×19: missed.
        assert!(!targets[2].met, "{}", targets[2].measured);
        assert!(targets[2].measured.contains("19x19-simple"));
        // playMany, its own target: 15000 / 4000 = 3.8× slower: met; it is no peer
        // (the first target's worst is still tenuki).
        assert!(targets[3].met, "{}", targets[3].measured);
        assert!(targets[3].what.contains("playMany"));
        assert_eq!(targets.len(), 4);
    }
}
