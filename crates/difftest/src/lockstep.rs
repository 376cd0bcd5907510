//! One game played in lockstep by our engine and GNU Go. Before every move both
//! boards and both complete sets of legal moves for the player to move are
//! compared; now and then a move is taken back in both and the comparison repeated.

use weiqi::playout::Rng;
use weiqi::sgf::{write_tree, GameInfo, GameTree, WriteOptions};
use weiqi::{BoardSize, Color, Game, Illegal, Move, Point, PointSet, Status};

use crate::choose::{choose, Style};
use crate::gnugo::GnuGo;
use crate::gtp::GtpError;
use crate::known::{explain, Known, Situation};
use crate::naive::{self, Cells};
use crate::setting::Setting;

/// One in this many moves is taken back in both engines, compared, and replayed.
pub const UNDO_ONE_IN: u32 = 25;

/// Which game to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GameSpec {
    /// The rules both engines play under.
    pub setting: Setting,
    /// The board (square: GNU Go has no other).
    pub size: BoardSize,
    /// The seed of the move source.
    pub seed: u64,
    /// Play stops after this many moves if the game has not ended.
    pub max_moves: u32,
    /// How often the move source picks captures and suicides.
    pub style: Style,
}

/// What a game compared.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameStats {
    /// Moves played (passes included).
    pub moves: u32,
    /// Positions at which boards and legal-move sets were compared.
    pub positions: u32,
    /// Points whose legality both engines were asked about.
    pub points: u64,
    /// Moves taken back and compared again.
    pub undos: u32,
    /// Our bans seen at compared positions: simple ko, superko, suicide.
    pub ko_bans: u32,
    /// See [`GameStats::ko_bans`].
    pub superko_bans: u32,
    /// See [`GameStats::ko_bans`].
    pub suicide_bans: u32,
    /// Superko bans of moves that are not suicides: longer cycles reached through
    /// captures (a subset of [`GameStats::superko_bans`]).
    pub cycle_bans: u32,
    /// Suicides played (stones of the mover removed).
    pub suicides_played: u32,
    /// Moves that captured.
    pub captures_played: u32,
    /// Points GNU Go allows for a known reason (see [`Known`]).
    pub known: Vec<KnownCase>,
    /// Whether the game ended by two passes (rather than the move cap).
    pub ended_by_passes: bool,
}

/// A point where GNU Go answered differently for a known reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KnownCase {
    /// Why.
    pub kind: Known,
    /// Moves played before it.
    pub move_number: u32,
    /// The player to move.
    pub color: Color,
    /// The point GNU Go allows.
    pub point: String,
    /// Our reason for forbidding it.
    pub ours: Illegal,
    /// The game up to here, as SGF.
    pub sgf: String,
}

/// The engines disagree for no known reason: what each said, and the game so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Divergence {
    /// The game.
    pub spec: GameSpec,
    /// Moves played before the disagreement.
    pub move_number: u32,
    /// Both engines' answers.
    pub details: String,
    /// The game up to the disagreement, as SGF.
    pub sgf: String,
}

/// Why a game stopped early.
#[derive(Debug)]
pub enum Failure {
    /// The engines disagree.
    Diverged(Box<Divergence>),
    /// GNU Go could not be talked to.
    Gtp(GtpError),
}

impl From<GtpError> for Failure {
    fn from(e: GtpError) -> Self {
        Failure::Gtp(e)
    }
}

/// Plays one game in both engines, comparing before every move. `gnugo` must have
/// been started with the spec's setting.
pub fn play_game(gnugo: &mut GnuGo, spec: &GameSpec) -> Result<GameStats, Failure> {
    let mut run = Run {
        spec: *spec,
        game: Game::new(spec.setting.rules(), spec.size),
        history: Vec::new(),
        stats: GameStats::default(),
    };
    run.history
        .push((naive::cells_of(run.game.board()), run.game.to_move()));
    gnugo.new_game(spec.size)?;
    let mut rng = Rng::new(spec.seed);
    loop {
        run.compare(gnugo)?;
        if run.game.status() != Status::Playing {
            run.stats.ended_by_passes = true;
            break;
        }
        if run.game.move_number() >= spec.max_moves {
            break;
        }
        let mv = choose(&run.game, spec.style, &mut rng);
        run.play(gnugo, mv)?;
        if mv != Move::Pass && rng.below(UNDO_ONE_IN) == 0 {
            run.game.undo();
            run.history.pop();
            gnugo.undo()?;
            run.stats.undos += 1;
            run.stats.moves -= 1;
            run.compare(gnugo)?;
            run.play(gnugo, mv)?;
        }
    }
    Ok(run.stats)
}

/// A game in progress.
struct Run {
    spec: GameSpec,
    game: Game,
    history: Vec<(Cells, Color)>,
    stats: GameStats,
}

impl Run {
    /// Plays `mv` (legal for us) in both engines.
    fn play(&mut self, gnugo: &mut GnuGo, mv: Move) -> Result<(), Failure> {
        let color = self.game.to_move();
        let record = self
            .game
            .play(mv)
            .expect("the move source picks legal moves only");
        self.stats.moves += 1;
        self.stats.suicides_played += (record.suicide > 0) as u32;
        self.stats.captures_played += (record.captures > 0) as u32;
        self.history
            .push((naive::cells_of(self.game.board()), self.game.to_move()));
        match gnugo.play(color, mv) {
            Ok(()) => Ok(()),
            Err(GtpError::Refused(answer)) => {
                self.game.undo();
                self.history.pop();
                let details = format!(
                    "GNU Go refused `play {} {}` ({answer}) that we allow",
                    color_name(color),
                    self.vertex(mv)
                );
                Err(self.diverged(details))
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Compares the boards, and while play goes on, the legal moves of the player to
    /// move.
    fn compare(&mut self, gnugo: &mut GnuGo) -> Result<(), Failure> {
        self.stats.positions += 1;
        let board = self.game.board();
        for color in Color::ALL {
            let ours: PointSet = board
                .size()
                .points()
                .filter(|&p| board.get(p) == Some(color))
                .collect();
            let theirs = gnugo.stones(color)?;
            if ours != theirs {
                let details = format!(
                    "the boards differ: {} stones only we have: {}; only GNU Go has: {}",
                    color_name(color),
                    self.points(&ours.difference(&theirs)),
                    self.points(&theirs.difference(&ours)),
                );
                return Err(self.diverged(details));
            }
        }
        if self.game.status() != Status::Playing {
            return Ok(());
        }
        let color = self.game.to_move();
        let ours = self.game.legal_points();
        let theirs = gnugo.legal(color)?;
        self.stats.points += board.empty_points().len() as u64;
        for (p, reason) in self.game.bans() {
            match reason {
                Illegal::Ko => self.stats.ko_bans += 1,
                Illegal::Superko { .. } => {
                    self.stats.superko_bans += 1;
                    let effect = board.examine_counts(p, color);
                    self.stats.cycle_bans += (effect.suicide == 0) as u32;
                }
                Illegal::Suicide => self.stats.suicide_bans += 1,
                _ => {}
            }
        }
        let mut unexplained = Vec::new();
        for p in ours.difference(&theirs).iter() {
            unexplained.push(format!(
                "{}: we allow it, GNU Go forbids it",
                self.vertex(Move::Play(p))
            ));
        }
        for p in theirs.difference(&ours).iter() {
            let reason = self
                .game
                .check(Move::Play(p))
                .expect_err("outside our legal set");
            let situation = Situation {
                setting: self.spec.setting,
                board: self.game.board(),
                to_move: color,
                history: &self.history,
            };
            match explain(&situation, p, reason) {
                Some(kind) => self.record_known(kind, p, reason),
                None => unexplained.push(format!(
                    "{}: GNU Go allows it, we forbid it ({}: {reason})",
                    self.vertex(Move::Play(p)),
                    reason.code()
                )),
            }
        }
        if unexplained.is_empty() {
            return Ok(());
        }
        let details = format!(
            "legal moves of {} differ:\n  {}",
            color_name(color),
            unexplained.join("\n  ")
        );
        Err(self.diverged(details))
    }

    fn record_known(&mut self, kind: Known, p: Point, ours: Illegal) {
        // Keep the game record of the first case of each kind in a game only.
        let first = !self.stats.known.iter().any(|k| k.kind == kind);
        let sgf = if first {
            self.sgf(&format!(
                "Known difference {kind} at move {}: GNU Go allows {}, we forbid it ({ours}). RULES {}.",
                self.game.move_number() + 1,
                self.vertex(Move::Play(p)),
                kind.rules()
            ))
        } else {
            String::new()
        };
        self.stats.known.push(KnownCase {
            kind,
            move_number: self.game.move_number(),
            color: self.game.to_move(),
            point: self.vertex(Move::Play(p)),
            ours,
            sgf,
        });
    }

    fn diverged(&self, details: String) -> Failure {
        let details = format!(
            "{}\nsetting {} ({} {}), {}x{}, seed {}, after move {}, {} to move\n{}",
            details,
            self.spec.setting,
            self.spec.setting.gnugo_flags()[0],
            self.spec.setting.gnugo_flags()[1],
            self.spec.size.width(),
            self.spec.size.height(),
            self.spec.seed,
            self.game.move_number(),
            color_name(self.game.to_move()),
            self.game.board()
        );
        let sgf = self.sgf(&details);
        Failure::Diverged(Box::new(Divergence {
            spec: self.spec,
            move_number: self.game.move_number(),
            details,
            sgf,
        }))
    }

    /// The game so far as SGF, with `comment` as the game comment.
    fn sgf(&self, comment: &str) -> String {
        let info = GameInfo {
            black: Some("weiqi + GNU Go (lockstep)".into()),
            white: Some("weiqi + GNU Go (lockstep)".into()),
            game_comment: Some(format!(
                "difftest: setting {}, seed {}. {comment}",
                self.spec.setting, self.spec.seed
            )),
            ..GameInfo::default()
        };
        let tree = GameTree::from_game(&self.game, &info);
        let mut out = String::new();
        write_tree(&tree, &WriteOptions::default(), &mut out);
        out
    }

    fn vertex(&self, mv: Move) -> String {
        match mv {
            Move::Pass => "pass".into(),
            Move::Play(p) => self.spec.size.gtp(p).to_string(),
        }
    }

    fn points(&self, set: &PointSet) -> String {
        let v: Vec<String> = set.iter().map(|p| self.vertex(Move::Play(p))).collect();
        if v.is_empty() {
            "none".into()
        } else {
            v.join(" ")
        }
    }
}

fn color_name(color: Color) -> &'static str {
    match color {
        Color::Black => "Black",
        Color::White => "White",
    }
}
