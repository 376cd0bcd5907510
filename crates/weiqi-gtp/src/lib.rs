//! # A GTP v2 engine for Weiqi
//!
//! The Go Text Protocol (version 2) over Weiqi's rules (any preset) and its player
//! (`weiqi-bot`), so that GoGui, Sabaki and match tools can use both. Commands:
//! the administrative ones (`protocol_version`, `name`, `version`,
//! `known_command`, `list_commands`, `quit`), the board (`boardsize` — also
//! `boardsize W H` for rectangular boards, an extension — `clear_board`, `komi`),
//! play (`play`, `genmove`, `undo`), the count (`final_score`,
//! `final_status_list`), the rules (`kgs-rules`, `weiqi-rules <preset>`) and
//! `showboard`. With `--net FILE` the player searches with KataGo's network
//! (`weiqi-bot`'s `NetPlayer`, `--visits N` evaluations a move, or `--rank 10k`:
//! one of the named ranks of `weiqi_bot::rank`) and `kata-raw-nn
//! [SYMMETRY|all]` prints the network's raw view of the position in KataGo's format.
//!
//! The engine decides nothing about the rules itself: a `play` is the game's
//! `play_as`, refused moves answer `? illegal move (reason)`, and after two passes
//! a new move resumes play the way the rules say (RULES R1.6, R2.4, R4.4).

use std::time::{Duration, Instant};

use std::path::PathBuf;

use weiqi::{BoardSize, Color, Game, Komi, Move, Point, PointSet, RuleSet, Rules, Status};
use weiqi_bot::{Action, Config, Level, NetConfig, NetPlayer, Player, Rank, RANKS};
use weiqi_nn::Model;

/// Command-line settings of the engine.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The rules preset.
    pub rules: RuleSet,
    /// The player's level.
    pub level: Level,
    /// Simulations per move, overriding the level's.
    pub playouts: Option<u32>,
    /// The most thinking time per move, in seconds: the search stops there even if
    /// the level's (or `playouts`') simulations are not done.
    pub seconds: Option<f64>,
    /// The player's seed.
    pub seed: u64,
    /// KataGo's network to play with instead of the Monte-Carlo player.
    pub net: Option<PathBuf>,
    /// Network evaluations per move (with `net`).
    pub visits: Option<u32>,
    /// A named rank of the network player (with `net`): `30k` … `1k`, `1d`.
    pub rank: Option<Rank>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            rules: RuleSet::Chinese,
            level: Level::new(5),
            playouts: None,
            seconds: None,
            seed: 1,
            net: None,
            visits: None,
            rank: None,
        }
    }
}

impl Options {
    /// The command line's help text.
    pub const USAGE: &'static str = "usage: weiqi-gtp [--rules PRESET] [--level N (1..8)] [--playouts N] [--seconds S] [--seed N] [--net MODEL.bin.gz [--visits N | --rank 30k..1k|1d]]";

    /// Reads the command-line arguments.
    pub fn parse(args: &[String]) -> Result<Options, String> {
        let mut options = Options::default();
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let mut value = || {
                it.next()
                    .ok_or_else(|| format!("{flag} needs a value"))
                    .cloned()
            };
            match flag.as_str() {
                "--rules" => {
                    let v = value()?;
                    options.rules = RuleSet::parse(&v).map_err(|e| e.to_string())?;
                }
                "--level" => {
                    let v: u8 = value()?.parse().map_err(|_| "--level takes 1..8")?;
                    if !(1..=Level::MAX).contains(&v) {
                        return Err(format!("--level takes 1..{}", Level::MAX));
                    }
                    options.level = Level::new(v);
                }
                "--playouts" => {
                    let v: u32 = value()?.parse().map_err(|_| "--playouts takes a number")?;
                    options.playouts = Some(v.max(1));
                }
                "--seconds" => {
                    let v: f64 = value()?.parse().map_err(|_| "--seconds takes a number")?;
                    if !(v > 0.0 && v.is_finite()) {
                        return Err("--seconds takes a positive number".into());
                    }
                    options.seconds = Some(v);
                }
                "--seed" => {
                    options.seed = value()?.parse().map_err(|_| "--seed takes a number")?;
                }
                "--net" => options.net = Some(PathBuf::from(value()?)),
                "--visits" => {
                    let v: u32 = value()?.parse().map_err(|_| "--visits takes a number")?;
                    options.visits = Some(v.max(1));
                }
                "--rank" => {
                    let v = value()?;
                    let names: Vec<&str> = RANKS.iter().map(|r| r.name).collect();
                    options.rank = Some(Rank::parse(&v).ok_or_else(|| {
                        format!(
                            "--rank takes one of {} (or pick:F, visits:N for calibration)",
                            names.join(", ")
                        )
                    })?);
                }
                other => return Err(format!("unknown option {other}")),
            }
        }
        if options.visits.is_some() && options.net.is_none() {
            return Err("--visits needs --net".into());
        }
        if options.rank.is_some() && (options.net.is_none() || options.visits.is_some()) {
            return Err("--rank needs --net, and takes the place of --visits".into());
        }
        Ok(options)
    }

    fn net_config(&self) -> NetConfig {
        NetConfig {
            visits: self.visits.unwrap_or(NetConfig::default().visits),
            seed: self.seed,
            ..NetConfig::default()
        }
    }

    fn config(&self) -> Config {
        let mut config = self.level.config(self.seed);
        if let Some(p) = self.playouts {
            config.playouts = p;
        }
        config
    }
}

/// Every command the engine knows, in the order `list_commands` gives them
/// (and [`NET_COMMANDS`] with a network).
pub const COMMANDS: [&str; 19] = [
    "protocol_version",
    "name",
    "version",
    "known_command",
    "list_commands",
    "quit",
    "boardsize",
    "clear_board",
    "komi",
    "play",
    "genmove",
    "undo",
    "final_score",
    "final_status_list",
    "kgs-rules",
    "weiqi-rules",
    "showboard",
    "reg_genmove",
    "kgs-genmove_cleanup",
];

/// The commands of an engine started with `--net`, after [`COMMANDS`].
pub const NET_COMMANDS: [&str; 1] = ["kata-raw-nn"];

/// Who thinks for the engine: the Monte-Carlo player, or the network's.
enum Brain {
    Mcts(Player),
    Net(Box<NetPlayer>, Option<Rank>),
}

impl Brain {
    fn genmove(&mut self, game: &Game, stop: &mut dyn FnMut() -> bool) -> Action {
        match self {
            Brain::Mcts(p) => p.genmove(game, stop),
            Brain::Net(p, None) => p.genmove(game, stop),
            Brain::Net(p, Some(rank)) => p.genmove_ranked(game, rank, stop),
        }
    }

    fn wins_now(&mut self, game: &Game, color: Color) -> bool {
        match self {
            Brain::Mcts(p) => p.wins_now(game, color),
            Brain::Net(p, _) => p.wins_now(game, color),
        }
    }

    fn dead_stones(&mut self, game: &Game) -> PointSet {
        match self {
            Brain::Mcts(p) => p.dead_stones(game),
            Brain::Net(p, _) => p.dead_stones(game),
        }
    }
}

/// The engine's state: the rules, the board size, the game and the player.
pub struct Engine {
    options: Options,
    rules: Rules,
    size: BoardSize,
    game: Game,
    /// The Monte-Carlo player: it plays, or (with a network) estimates seki.
    player: Player,
    brain: Brain,
    quitting: bool,
}

impl Engine {
    /// An engine with an empty 19×19 board under `options`' rules; the error says
    /// why the network in `options.net` could not be read.
    pub fn new(options: Options) -> Result<Engine, String> {
        let rules = options.rules.rules();
        let size = BoardSize::STANDARD;
        let player = Player::new(options.config());
        let brain = match &options.net {
            None => Brain::Mcts(player.clone()),
            Some(path) => {
                let bytes = std::fs::read(path)
                    .map_err(|e| format!("cannot read the network {}: {e}", path.display()))?;
                let model = Model::from_gzip(&bytes).map_err(|e| e.to_string())?;
                Brain::Net(
                    Box::new(NetPlayer::new(model, options.net_config())),
                    options.rank,
                )
            }
        };
        Ok(Engine {
            player,
            brain,
            options,
            rules,
            size,
            game: Game::new(rules, size),
            quitting: false,
        })
    }

    /// The game so far.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The commands this engine knows: [`COMMANDS`], and [`NET_COMMANDS`] with a
    /// network.
    pub fn commands(&self) -> Vec<&'static str> {
        let mut v = COMMANDS.to_vec();
        if matches!(self.brain, Brain::Net(..)) {
            v.extend(NET_COMMANDS);
        }
        v
    }

    /// Whether `quit` was received.
    pub fn quitting(&self) -> bool {
        self.quitting
    }

    /// Answers one input line: `None` for an empty or comment line, else the full
    /// response (`=id text` or `?id error`, ending with an empty line).
    pub fn handle(&mut self, line: &str) -> Option<String> {
        // GTP 2, 2.1: control characters go, tabs become spaces, comments end lines.
        let cleaned: String = line
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .filter_map(|c| match c {
                '\t' => Some(' '),
                c if c.is_control() => None,
                c => Some(c),
            })
            .collect();
        let mut words = cleaned.split_whitespace().peekable();
        let first = *words.peek()?;
        let id = if first.bytes().all(|b| b.is_ascii_digit()) {
            words.next();
            first.to_owned()
        } else {
            String::new()
        };
        let Some(command) = words.next() else {
            return Some(format!("?{id} no command\n\n"));
        };
        let args: Vec<&str> = words.collect();
        Some(match self.run(command, &args) {
            Ok(text) if text.is_empty() => format!("={id}\n\n"),
            Ok(text) => format!("={id} {text}\n\n"),
            Err(text) => format!("?{id} {text}\n\n"),
        })
    }

    fn run(&mut self, command: &str, args: &[&str]) -> Result<String, String> {
        match command {
            "protocol_version" => Ok("2".into()),
            "name" => Ok("Weiqi".into()),
            "version" => Ok(env!("CARGO_PKG_VERSION").into()),
            "known_command" => {
                let name = args.first().ok_or("syntax error")?;
                Ok(self.commands().contains(name).to_string())
            }
            "list_commands" => Ok(self.commands().join("\n")),
            "quit" => {
                self.quitting = true;
                Ok(String::new())
            }
            "boardsize" => self.boardsize(args),
            "clear_board" => {
                self.game = Game::new(self.rules, self.size);
                Ok(String::new())
            }
            "komi" => {
                let text = args.first().ok_or("syntax error")?;
                let komi = parse_komi(text).ok_or("syntax error")?;
                self.rules.komi = komi;
                self.restart_keeping_moves()?;
                Ok(String::new())
            }
            "play" => self.play(args),
            "genmove" | "kgs-genmove_cleanup" => self.genmove(args, true),
            "reg_genmove" => self.genmove(args, false),
            "undo" => match self.game.undo() {
                Some(_) => Ok(String::new()),
                None => Err("cannot undo".into()),
            },
            "final_score" => Ok(self.final_score()),
            "final_status_list" => self.final_status_list(args),
            "kgs-rules" => {
                let name = args.first().ok_or("syntax error")?;
                let preset = match name.to_ascii_lowercase().as_str() {
                    "chinese" => RuleSet::Chinese,
                    "japanese" => RuleSet::Japanese,
                    "aga" => RuleSet::Aga,
                    "new_zealand" => RuleSet::NewZealand,
                    _ => return Err("unknown rules".into()),
                };
                self.set_rules(preset)
            }
            "weiqi-rules" => {
                let name = args.first().ok_or("syntax error")?;
                let preset = RuleSet::parse(name).map_err(|e| e.to_string())?;
                self.set_rules(preset)
            }
            "showboard" => Ok(format!("\n{}", self.game.board())),
            "kata-raw-nn" => self.raw_nn(args),
            _ => Err("unknown command".into()),
        }
    }

    fn boardsize(&mut self, args: &[&str]) -> Result<String, String> {
        let numbers: Vec<u32> = args
            .iter()
            .flat_map(|a| a.split(['x', 'X']))
            .map(|a| a.parse::<u32>())
            .collect::<Result<_, _>>()
            .map_err(|_| "syntax error")?;
        let size = match numbers[..] {
            [n] => BoardSize::square(n),
            [w, h] => BoardSize::new(w, h),
            _ => return Err("syntax error".into()),
        }
        .map_err(|_| "unacceptable size")?;
        // The player handles 2×2 and up (a 1×1 board has no legal move).
        if size.width().max(size.height()) < 2 {
            return Err("unacceptable size".into());
        }
        self.size = size;
        self.game = Game::new(self.rules, size);
        Ok(String::new())
    }

    /// A new preset for the game: the board is cleared (the knobs change how every
    /// earlier move is judged).
    fn set_rules(&mut self, preset: RuleSet) -> Result<String, String> {
        let komi = self.rules.komi;
        self.rules = preset.rules();
        self.rules.komi = komi;
        self.options.rules = preset;
        self.game = Game::new(self.rules, self.size);
        Ok(String::new())
    }

    /// Replays the game so far under the current rules (after `komi`).
    fn restart_keeping_moves(&mut self) -> Result<(), String> {
        let mut game = Game::new(self.rules, self.size);
        for record in self.game.history() {
            game.play_as(record.color, record.mv)
                .map_err(|e| format!("cannot replay the moves: {e}"))?;
        }
        self.game = game;
        Ok(())
    }

    fn parse_color(&self, text: Option<&&str>) -> Result<Color, String> {
        text.and_then(|t| Color::parse(t))
            .ok_or_else(|| "syntax error".to_owned())
    }

    /// Resumes play after a stop so that `color` may move, as the rules say who
    /// moves first (RULES R1.6, R2.4, R4.4): the opponent of whoever asks.
    fn resume_for(&mut self, color: Color) -> Result<(), String> {
        if self.game.status() == Status::Stopped {
            // Under Ing a pass at the stop is a move of the ending (RULES R1.6).
            self.game
                .resume(!color)
                .map_err(|e| format!("cannot resume: {e}"))?;
        }
        Ok(())
    }

    fn play(&mut self, args: &[&str]) -> Result<String, String> {
        let color = self.parse_color(args.first())?;
        let vertex = args.get(1).ok_or("syntax error")?;
        let mv = Move::parse(self.size, vertex).map_err(|_| "syntax error")?;
        // A pass the game takes (in play, or at Ing's stop: RULES R1.6) is a move.
        let pass_is_a_move = mv == Move::Pass && self.game.check_as(color, mv).is_ok();
        if mv != Move::Pass {
            self.resume_for(color)?;
        }
        if mv == Move::Pass && self.game.status() == Status::Stopped && !pass_is_a_move {
            // A pass at the stop: play is already stopped, nothing to record.
            return Ok(String::new());
        }
        self.game
            .play_as(color, mv)
            .map(|_| String::new())
            .map_err(|e| format!("illegal move ({e})"))
    }

    fn genmove(&mut self, args: &[&str], commit: bool) -> Result<String, String> {
        // The time cap counts from the command, the player's count at a pass included.
        let started = Instant::now();
        let color = self.parse_color(args.first())?;
        if let Status::Over(_) = self.game.status() {
            return Ok("pass".into());
        }
        if self.game.status() == Status::Stopped && self.game.check_as(color, Move::Pass).is_err() {
            // The controller wants more moves after the stop: resume if the
            // player's own count says it loses, else pass again.
            if self.brain.wins_now(&self.game, color) {
                return Ok("pass".into());
            }
            self.resume_for(color)?;
        }
        if self.game.to_move() != color {
            return Err(format!("it is {}'s turn", colour_name(self.game.to_move())));
        }
        let limit = self.options.seconds.map(Duration::from_secs_f64);
        let mut stop = || limit.is_some_and(|l| started.elapsed() >= l);
        let action = self.brain.genmove(&self.game, &mut stop);
        match action {
            Action::Resign => {
                if commit {
                    self.game.resign(color).map_err(|e| e.to_string())?;
                }
                Ok("resign".into())
            }
            Action::Play(mv) => {
                if commit {
                    self.game
                        .play_as(color, mv)
                        .map_err(|e| format!("internal error: {e}"))?;
                }
                Ok(self.vertex(mv))
            }
        }
    }

    fn vertex(&self, mv: Move) -> String {
        match mv {
            Move::Pass => "pass".into(),
            Move::Play(p) => self.size.gtp(p).to_string(),
        }
    }

    /// The dead stones for the count: the game's marks once it is over, else the
    /// player's estimate (none where every stone counts as alive).
    fn dead_for_count(&mut self) -> PointSet {
        match self.game.status() {
            Status::Over(_) => self.game.score_dead_stones(),
            _ if self.counts_every_stone() => PointSet::new(),
            _ => self.brain.dead_stones(&self.game),
        }
    }

    fn counts_every_stone(&self) -> bool {
        self.game.resumption() == weiqi::Resumption::None || self.game.in_second_phase()
    }

    fn final_score(&mut self) -> String {
        if let Status::Over(weiqi::Outcome::Resignation { winner }) = self.game.status() {
            return format!("{}+R", winner.letter());
        }
        let dead = self.dead_for_count();
        self.game.score_with(&dead, Default::default()).result()
    }

    fn final_status_list(&mut self, args: &[&str]) -> Result<String, String> {
        let which = args.first().ok_or("syntax error")?;
        let dead = self.dead_for_count();
        let board = self.game.board();
        let stones: Vec<Point> = board
            .size()
            .points()
            .filter(|&p| board.get(p).is_some())
            .collect();
        // Seki from the engine's estimate: the stones of chains that live only
        // through shared liberties (RULES R1.5, R2.3, R4.5).
        let seki = self.player.estimate(&self.game).seki;
        let chosen: Vec<Point> = match *which {
            "dead" => stones.into_iter().filter(|&p| dead.contains(p)).collect(),
            "alive" => stones
                .into_iter()
                .filter(|&p| !dead.contains(p) && !seki.contains(p))
                .collect(),
            "seki" => stones
                .into_iter()
                .filter(|&p| seki.contains(p) && !dead.contains(p))
                .collect(),
            _ => return Err("syntax error".into()),
        };
        Ok(chosen
            .iter()
            .map(|&p| self.size.gtp(p).to_string())
            .collect::<Vec<_>>()
            .join(" "))
    }
}

impl Engine {
    /// `kata-raw-nn [SYMMETRY|all]`: the network's view of the position for the
    /// player to move, under one symmetry (default 0) or all eight, in the format
    /// of KataGo's command of that name (White's view; NAN where a move is illegal).
    fn raw_nn(&mut self, args: &[&str]) -> Result<String, String> {
        let Brain::Net(net, _) = &mut self.brain else {
            return Err("no network: start with --net".into());
        };
        let symmetries: Vec<u8> = match args.first() {
            None => vec![0],
            Some(&"all") => (0..8).collect(),
            Some(s) => match s.parse::<u8>() {
                Ok(n) if n < 8 => vec![n],
                _ => return Err("syntax error".into()),
            },
        };
        let width = self.size.width() as usize;
        let mut out = String::new();
        for symmetry in symmetries {
            let e = net.evaluate_under(&self.game, symmetry);
            out.push_str(&format!(
                "symmetry {symmetry}\nwhiteWin {:.6}\nwhiteLoss {:.6}\nnoResult {:.6}\nwhiteLead {:.3}\nwhiteScoreSelfplay {:.3}\nwhiteScoreSelfplaySq {:.3}\npolicy\n",
                e.white_win, e.white_loss, e.no_result, e.white_lead, e.white_score_mean, e.white_score_mean_sq
            ));
            for row in e.policy.chunks(width) {
                let cells: Vec<String> = row
                    .iter()
                    .map(|p| p.map_or("NAN".to_owned(), |v| format!("{v:.6}")))
                    .collect();
                out.push_str(&cells.join(" "));
                out.push('\n');
            }
            out.push_str(&format!(
                "policyPass {}\nwhiteOwnership\n",
                e.pass.map_or("NAN".to_owned(), |v| format!("{v:.6}"))
            ));
            for row in e.white_ownership.chunks(width) {
                let cells: Vec<String> = row.iter().map(|v| format!("{v:.7}")).collect();
                out.push_str(&cells.join(" "));
                out.push('\n');
            }
        }
        Ok(out.trim_end().to_owned())
    }
}

fn colour_name(color: Color) -> &'static str {
    match color {
        Color::Black => "black",
        Color::White => "white",
    }
}

/// GTP komi is a float: whole and half points are what the rules count.
fn parse_komi(text: &str) -> Option<Komi> {
    Komi::parse(text).or_else(|| {
        let value: f64 = text.parse().ok()?;
        let half = (value * 2.0).round();
        (value.is_finite() && (half / 2.0 - value).abs() < 1e-9)
            .then(|| Komi::from_half_points(half as i32))
    })
}
