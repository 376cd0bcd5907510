//! `cargo xtask relay-demo`: a game relayed live, as a federation's relay program
//! does it, so that anyone can watch `<go-board live>` and the app's "Follow a live
//! game" at work. It builds the site (unless `--no-build`), serves `target/site/`
//! (unless `--no-serve`: another server serves it) and rewrites
//! `target/site/live/demo.sgf` one move further every `--pace` seconds: the game
//! record's main line so far, with the clock values a relay writes (`BL`/`WL`: each
//! side's time counts down by the pace at its moves), and the record's result once
//! the last move is in. Each version is written whole and then renamed into place,
//! as a relay should, so that no reader sees half a file. `target/site/live/index.html`
//! is a page with the board that follows it (`live="3"`, or `--interval`).
//!
//! The game is `www/embed/sample.sgf` (a 9×9 game written for the project, under its
//! licence) unless `--game FILE` names another record.

use crate::server::Server;
use crate::steps::bundle;
use crate::steps::precache::LIVE_DIR;
use crate::workspace;
use std::fs;
use std::net::{Ipv4Addr, SocketAddr};
use std::path::{Path, PathBuf};
use std::thread;
use std::time::Duration;
use weiqi::sgf::{self, GameTree, NodeId, Property};

/// The usage line, for errors.
const USAGE: &str = "usage: `cargo xtask relay-demo [--port N] [--pace SECONDS] [--game FILE] \
                     [--from MOVES] [--clock SECONDS] [--interval SECONDS] [--no-build] [--no-serve]`";

/// The record relayed when `--game` names none.
const DEFAULT_GAME: &str = "www/embed/sample.sgf";

/// The file the relay writes, in the served site's `live/` (which the app's offline
/// cache leaves out: `steps/precache.rs`).
const LIVE_FILE: &str = "demo.sgf";

/// The demonstration page written beside the file: one board that follows it
/// (`INTERVAL`: its `live` attribute).
const PAGE: &str = r#"<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Weiqi — a live game (cargo xtask relay-demo)</title>
<link rel="icon" href="../icons/icon-192.png" type="image/png">
<link rel="stylesheet" href="../embed/page.css">
<script type="module" src="../go-board.js"></script>
</head>
<body>
<main class="page">
<h1>A live game</h1>
<p><code>cargo xtask relay-demo</code> writes demo.sgf one move further every few seconds; this board reads it again every INTERVAL seconds.</p>
<go-board sgf="demo.sgf" live="INTERVAL" readonly coordinates sound></go-board>
</main>
</body>
</html>
"#;

/// What `cargo xtask relay-demo` was asked for.
#[derive(Debug, PartialEq)]
struct Options {
    port: u16,
    /// Seconds between two moves.
    pace: f64,
    game: PathBuf,
    /// Moves in the first version written.
    from: usize,
    /// Each side's time at the start, in seconds.
    clock: f64,
    /// The demonstration page's polling interval (`live="…"`), in seconds.
    interval: f64,
    build: bool,
    serve: bool,
}

fn parse_options(args: &[String]) -> Result<Options, String> {
    let mut options = Options {
        port: 8080,
        pace: 5.0,
        game: PathBuf::from(DEFAULT_GAME),
        from: 0,
        clock: 600.0,
        interval: 3.0,
        build: true,
        serve: true,
    };
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let (name, inline) = match arg.split_once('=') {
            Some((name, value)) => (name, Some(value.to_owned())),
            None => (arg.as_str(), None),
        };
        let mut value = || {
            inline
                .clone()
                .or_else(|| rest.next().cloned())
                .ok_or(format!("`{name}` needs a value; {USAGE}"))
        };
        let number = |text: String| {
            text.parse::<f64>()
                .ok()
                .filter(|n| n.is_finite() && *n >= 0.0)
                .ok_or(format!("`{name} {text}` is not a number; {USAGE}"))
        };
        match name {
            "--no-build" => options.build = false,
            "--no-serve" => options.serve = false,
            "--port" => {
                let text = value()?;
                options.port = text
                    .parse()
                    .map_err(|_| format!("`{text}` is not a port number (0 to 65535)"))?;
            }
            "--pace" => options.pace = number(value()?)?.max(0.2),
            "--clock" => options.clock = number(value()?)?,
            "--interval" => options.interval = number(value()?)?,
            "--from" => options.from = number(value()?)? as usize,
            "--game" => options.game = PathBuf::from(value()?),
            _ => return Err(format!("unknown option `{arg}`; {USAGE}")),
        }
    }
    Ok(options)
}

/// A game's record, told a move at a time.
struct Relay {
    /// The root's properties, without the result.
    root: Vec<Property>,
    /// The result (`RE`), written with the last move.
    result: Option<String>,
    /// The main line's nodes after the root, each with its properties.
    moves: Vec<Vec<Property>>,
    /// Each side's time at the start, in seconds.
    clock: f64,
    /// Seconds each move takes off its player's time.
    pace: f64,
}

impl Relay {
    fn read(text: &str, clock: f64, pace: f64) -> Result<Relay, String> {
        let collection = sgf::parse(text).map_err(|e| e.to_string())?;
        let tree = collection.games.first().ok_or("the file holds no game")?;
        let mut root = tree.root_node().props.clone();
        let result = root
            .iter()
            .position(|p| p.ident == "RE")
            .map(|i| root.remove(i).values.concat());
        let moves = tree
            .main_line()
            .skip(1)
            .map(|id: NodeId| tree.node(id).props.clone())
            .collect();
        Ok(Relay {
            root,
            result,
            moves,
            clock,
            pace,
        })
    }

    /// The record after `n` moves, as the relay writes it.
    fn version(&self, n: usize) -> String {
        let mut root = self.root.clone();
        let clock = seconds(self.clock);
        for ident in ["BL", "WL"] {
            if !root.iter().any(|p| p.ident == ident) {
                root.push(Property::single(ident, clock.clone()));
            }
        }
        if n >= self.moves.len() {
            if let Some(result) = &self.result {
                root.push(Property::single("RE", result.clone()));
            }
        }
        let mut tree = GameTree::with_root(root);
        let mut at = tree.root();
        let mut left = [self.clock, self.clock];
        for props in self.moves.iter().take(n) {
            let mut props = props.clone();
            let side = props.iter().find_map(|p| match p.ident.as_str() {
                "B" => Some((0, "BL")),
                "W" => Some((1, "WL")),
                _ => None,
            });
            if let Some((index, ident)) = side {
                left[index] = (left[index] - self.pace).max(0.0);
                if !props.iter().any(|p| p.ident == ident) {
                    props.push(Property::single(ident, seconds(left[index])));
                }
            }
            at = tree.add_child(at, props);
        }
        tree.to_sgf()
    }
}

/// Seconds as an SGF real with one decimal.
fn seconds(value: f64) -> String {
    format!("{value:.1}")
}

/// Writes `text` to `path` whole: into a file beside it, then renamed into place.
fn write_whole(path: &Path, text: &str) -> Result<(), String> {
    let partial = path.with_extension("sgf.partial");
    fs::write(&partial, text).map_err(|e| format!("cannot write {}: {e}", partial.display()))?;
    fs::rename(&partial, path).map_err(|e| format!("cannot rename to {}: {e}", path.display()))
}

/// Runs the relay (and the server), printing a line for each version written.
pub fn run(args: &[String]) -> Result<(), String> {
    let options = parse_options(args)?;
    if options.build {
        super::build::run(&[])?;
    }
    let root = workspace::root();
    let site = root.join(bundle::SITE);
    let dir = site.join(LIVE_DIR);
    fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let file = dir.join(LIVE_FILE);
    // Copies the build compressed from an earlier demo would be older than the file,
    // so never sent; they go all the same.
    for ending in ["br", "gz"] {
        let _ = fs::remove_file(dir.join(format!("{LIVE_FILE}.{ending}")));
    }
    let page = PAGE.replace("INTERVAL", &options.interval.to_string());
    fs::write(dir.join("index.html"), page)
        .map_err(|e| format!("cannot write the demonstration page: {e}"))?;
    let game_path = root.join(&options.game);
    let text = fs::read_to_string(&game_path)
        .map_err(|e| format!("cannot read {}: {e}", game_path.display()))?;
    let relay = Relay::read(&text, options.clock, options.pace)
        .map_err(|e| format!("{}: {e}", game_path.display()))?;
    if options.serve {
        let address = SocketAddr::from((Ipv4Addr::LOCALHOST, options.port));
        let server = Server::bind(&site, address)
            .map_err(|e| format!("cannot serve target/site/ on {address}: {e}"))?;
        let bound = server
            .local_addr()
            .map_err(|e| format!("cannot read the bound address: {e}"))?;
        // Each request is logged (stderr): the polls and their 304s can be watched.
        thread::spawn(move || server.run());
        println!("Serving target/site/ at http://{bound}/");
        println!("Watch the element: http://{bound}/{LIVE_DIR}/");
        println!("Watch in the app:  http://{bound}/?live={LIVE_DIR}/{LIVE_FILE}");
    }
    let total = relay.moves.len();
    let pace = Duration::from_secs_f64(options.pace);
    for n in options.from.min(total)..=total {
        let version = relay.version(n);
        write_whole(&file, &version)?;
        println!(
            "relay: move {n} of {total} written ({} bytes)",
            version.len()
        );
        if n < total {
            thread::sleep(pace);
        }
    }
    println!("relay: the game is over");
    if options.serve {
        println!("Still serving; stop with Ctrl-C.");
        loop {
            thread::park();
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{parse_options, Relay};
    use std::path::PathBuf;
    use weiqi::sgf;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn reads_its_options() {
        let o = parse_options(&strings(&[
            "--pace",
            "1.5",
            "--from=3",
            "--no-serve",
            "--game",
            "x.sgf",
        ]))
        .unwrap();
        assert_eq!((o.pace, o.from, o.serve, o.build), (1.5, 3, false, true));
        assert_eq!(o.game, PathBuf::from("x.sgf"));
        assert_eq!(
            parse_options(&strings(&["--pace", "0"])).unwrap().pace,
            0.2,
            "a floor"
        );
        assert!(parse_options(&strings(&["--pace"])).is_err());
        assert!(parse_options(&strings(&["--pace", "soon"])).is_err());
        assert!(parse_options(&strings(&["--fast"])).is_err());
    }

    // Each version is the main line so far with the clocks a relay writes; the
    // result comes with the last move.
    #[test]
    fn writes_the_game_a_move_at_a_time() {
        let relay = Relay::read(
            "(;SZ[9]RE[B+R];B[ee]C[first];W[cc](;B[gg])(;B[cg]))",
            60.0,
            5.0,
        )
        .unwrap();
        let read = |n| sgf::parse(&relay.version(n)).unwrap().games.remove(0);
        let start = read(0);
        assert_eq!(start.root_node().value("BL"), Some("60.0"));
        assert_eq!(start.root_node().value("RE"), None);
        assert_eq!(start.main_line().count(), 1);
        let two = read(2);
        let line: Vec<_> = two.main_line().collect();
        assert_eq!(line.len(), 3);
        assert_eq!(two.node(line[1]).value("BL"), Some("55.0"));
        assert_eq!(two.node(line[1]).value("C"), Some("first"));
        assert_eq!(two.node(line[2]).value("WL"), Some("55.0"));
        let end = read(3);
        assert_eq!(end.root_node().value("RE"), Some("B+R"));
        assert_eq!(
            end.node(end.main_line().last().unwrap()).value("B"),
            Some("gg"),
            "the main line only"
        );
        assert_eq!(end.main_line().count(), 4);
    }
}
