//! Loading a record into a [`Game`]: board size, rules (`RU`, RULES R6), komi,
//! handicap and setup from the root, then the moves of one line of play replayed
//! through the rules engine.
//!
//! SGF asks that recorded moves be executed even when illegal (`FF[4]` "Move
//! properties": "B: Execute a move for the black player. … it's a good idea to
//! execute illegal moves"): the loader plays them with [`Game::play_tolerant`] and
//! reports each with its node. Nothing is dropped silently.

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::end;
use super::error::Position;
use super::info::{GameInfo, RulesValue};
use super::tree::{GameTree, NodeId};
use super::values::{move_value, ValueError};
use crate::color::Color;
use crate::game::{Game, Setup, Start, StartError, Status};
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::point::{BoardSize, Point};
use crate::rules::{Ending, RuleSet, Rules};

/// Which line of play to replay.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub enum Path {
    /// The main line: first child after first child to the end.
    #[default]
    MainLine,
    /// At the k-th node along the way that has variations, take child
    /// `choices[k]` (0 is the main line); once the choices run out, first children.
    Choices(Vec<usize>),
    /// From the root down to this node, and no further.
    ToNode(NodeId),
}

/// How to load a record.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct LoadOptions {
    /// The rules when `RU` is absent or names no known rule set. `KM` still
    /// replaces their komi.
    pub default_rules: Rules,
    /// The line to replay.
    pub path: Path,
}

impl Default for LoadOptions {
    /// Ing rules (the project's reference) and the main line.
    fn default() -> Self {
        LoadOptions {
            default_rules: Rules::default(),
            path: Path::MainLine,
        }
    }
}

/// Where the game's rules came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RulesSource {
    /// `RU` named this preset (RULES R6).
    Record(RuleSet),
    /// `RU` was absent or unknown: the caller's default rules.
    Default,
}

/// One node of the replayed line and the game's move number after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LineEntry {
    /// The node.
    pub node: NodeId,
    /// [`Game::move_number`] after the node was replayed: undo down to it to show
    /// the position at this node.
    pub move_number: u32,
}

/// A record loaded into a game.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// The game after the last node of the line.
    pub game: Game,
    /// Where the rules came from.
    pub rules_source: RulesSource,
    /// The `RU` value when it names no known rule set, as written.
    pub unknown_rules: Option<String>,
    /// The game information of the root (names, result, …).
    pub info: GameInfo,
    /// The replayed line, root first.
    pub line: Vec<LineEntry>,
    /// For each move of `game.history()`, the node it came from.
    pub move_nodes: Vec<NodeId>,
    /// The node whose position `game` starts from: the root, or the last node of
    /// the line that set up stones in mid-game ([`WarningKind::SetupMidGame`]).
    pub start_node: NodeId,
    /// Everything the loader had to report, in line order.
    pub warnings: Vec<Warning>,
}

/// Something in the record the loader could not take as it stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Warning {
    /// The node it concerns.
    pub node: NodeId,
    /// Where that node stood in the SGF text, if the tree was parsed.
    pub position: Option<Position>,
    /// What it was.
    pub kind: WarningKind,
}

/// What a [`Warning`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WarningKind {
    /// A recorded move broke a rule and was played anyway, as SGF asks.
    IllegalMove {
        /// Its move number in the game.
        number: u32,
        /// Who played it.
        color: Color,
        /// The move.
        mv: Move,
        /// The rule it broke.
        reason: Illegal,
    },
    /// A recorded move that cannot be made at all (on a stone, off the board).
    MoveNotPlayed {
        /// Who played it.
        color: Color,
        /// The move.
        mv: Move,
        /// Why.
        reason: Illegal,
    },
    /// The node has both `B` and `W`: only the first was played.
    TwoMoves,
    /// A value could not be read and was ignored.
    BadValue(ValueError),
    /// `RU` names no known rule set: the default rules were used.
    UnknownRules {
        /// The value as written.
        value: String,
    },
    /// Stones set up in mid-game: play continues from the new position, and the
    /// moves before it cannot be undone in the game.
    SetupMidGame,
    /// A setup that cannot stand (a chain without liberties) was not applied.
    SetupRefused(StartError),
    /// Passes after two passes stopped play: played, changing nothing (noted once
    /// for all the passes of one stop, RULES R6.2).
    PassesAfterStop,
    /// A move after two passes stopped play: play was resumed under the rules in
    /// force, as the players do when they disagree (RULES R6.2, R1.6, R2.4, R4.4).
    Resumed {
        /// Who moved first after the stop.
        color: Color,
    },
}

impl WarningKind {
    /// A short stable name for the UI's translations: `illegal-move`,
    /// `move-not-played`, `two-moves`, `bad-value`,
    /// `unknown-rules`, `setup-mid-game`, `setup-refused`, `resumed`, `passes-after-stop`.
    pub const fn code(&self) -> &'static str {
        match self {
            WarningKind::IllegalMove { .. } => "illegal-move",
            WarningKind::MoveNotPlayed { .. } => "move-not-played",
            WarningKind::TwoMoves => "two-moves",
            WarningKind::BadValue(_) => "bad-value",
            WarningKind::UnknownRules { .. } => "unknown-rules",
            WarningKind::SetupMidGame => "setup-mid-game",
            WarningKind::SetupRefused(_) => "setup-refused",
            WarningKind::Resumed { .. } => "resumed",
            WarningKind::PassesAfterStop => "passes-after-stop",
        }
    }
}

impl fmt::Display for WarningKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            WarningKind::IllegalMove {
                number,
                color,
                mv,
                reason,
            } => write!(
                f,
                "move {} {}[{}] breaks the rules and was played anyway, as SGF asks: {}",
                number,
                color.letter(),
                move_value(*mv),
                reason
            ),
            WarningKind::MoveNotPlayed { color, mv, reason } => write!(
                f,
                "{}[{}] could not be played: {}",
                color.letter(),
                move_value(*mv),
                reason
            ),
            WarningKind::TwoMoves => {
                f.write_str("the node has both B and W: only the first was played")
            }
            WarningKind::BadValue(e) => write!(f, "{}; the value was ignored", e),
            WarningKind::UnknownRules { value } => write!(
                f,
                "rules `{}` are not known: the default rules were used",
                value
            ),
            WarningKind::SetupMidGame => f.write_str(
                "stones are set up in mid-game: play continues from the new position, and earlier moves cannot be undone",
            ),
            WarningKind::SetupRefused(e) => write!(f, "the setup was not applied: {}", e),
            WarningKind::PassesAfterStop => {
                f.write_str("passes after the stop change nothing")
            }
            WarningKind::Resumed { color } => write!(f, "{} moves after the stop: play resumed", color),
        }
    }
}

impl fmt::Display for Warning {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(p) => write!(f, "{} ({}): {}", p, self.node, self.kind),
            None => write!(f, "{}: {}", self.node, self.kind),
        }
    }
}

/// Why a record could not be loaded at all.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoadError {
    /// The node it concerns.
    pub node: NodeId,
    /// Where that node stood in the SGF text, if the tree was parsed.
    pub position: Option<Position>,
    /// What it was.
    pub kind: LoadErrorKind,
}

/// What a [`LoadError`] is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadErrorKind {
    /// `GM` is not 1: the record is not of a game of Go.
    NotGo {
        /// The `GM` value.
        game: String,
    },
    /// `SZ` cannot be read or is larger than 25 (RULES R0.1).
    BoardSize(ValueError),
    /// The starting position cannot stand.
    Setup(StartError),
    /// [`Path::ToNode`] names a node the tree does not have.
    NoSuchNode,
    /// [`Path::Choices`] asks for a variation the node does not have.
    NoSuchVariation {
        /// The choice.
        index: usize,
        /// How many children the node has.
        children: usize,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.position {
            Some(p) => write!(f, "{} ({}): ", p, self.node)?,
            None => write!(f, "{}: ", self.node)?,
        }
        match &self.kind {
            LoadErrorKind::NotGo { game } => {
                write!(f, "GM[{}] is not a game of Go (GM[1])", game)
            }
            LoadErrorKind::BoardSize(e) => e.fmt(f),
            LoadErrorKind::Setup(e) => e.fmt(f),
            LoadErrorKind::NoSuchNode => f.write_str("there is no such node in this game"),
            LoadErrorKind::NoSuchVariation { index, children } => write!(
                f,
                "there is no variation {} here: the node has {} children",
                index, children
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for LoadError {}

/// Loads `tree`: the root's size, rules (`RU`, RULES R6), komi (`KM`), handicap
/// (`HA` with `AB`) and setup (`AB AW AE PL`), then the moves of the chosen line.
///
/// ```
/// use weiqi::sgf::{load, parse, LoadOptions, RulesSource};
/// use weiqi::RuleSet;
/// let tree = &parse("(;GM[1]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cc];B[tt])").unwrap().games[0];
/// let loaded = load(tree, &LoadOptions::default()).unwrap();
/// assert_eq!(loaded.rules_source, RulesSource::Record(RuleSet::Japanese));
/// assert_eq!(loaded.game.move_number(), 3); // B[tt] is a pass on 9x9
/// assert!(loaded.warnings.is_empty());
/// ```
pub fn load(tree: &GameTree, options: &LoadOptions) -> Result<Loaded, LoadError> {
    let root = tree.root();
    let root_node = tree.root_node();
    let fail = |node: NodeId, kind| LoadError {
        node,
        position: tree.node(node).source_position(),
        kind,
    };
    if let Some(gm) = root_node.value("GM") {
        if !matches!(gm.trim(), "" | "1") {
            return Err(fail(root, LoadErrorKind::NotGo { game: gm.into() }));
        }
    }
    let size = root_node
        .board_size()
        .map_err(|e| fail(root, LoadErrorKind::BoardSize(e)))?;
    let line = line_nodes(tree, &options.path).map_err(|(node, kind)| fail(node, kind))?;

    let mut loader = Loader {
        tree,
        passes_after_stop_noted: false,
        size,
        warnings: Vec::new(),
        move_nodes: Vec::new(),
    };
    let (mut rules, rules_source, unknown_rules) = match tree.rules_value() {
        Some(RulesValue::Known(rs)) => (rs.rules(), RulesSource::Record(rs), None),
        Some(RulesValue::Described(rs, rules)) => (rules, RulesSource::Record(rs), None),
        Some(RulesValue::Unknown(value)) => {
            loader.warn(
                root,
                WarningKind::UnknownRules {
                    value: value.clone(),
                },
            );
            (options.default_rules, RulesSource::Default, Some(value))
        }
        None => (options.default_rules, RulesSource::Default, None),
    };
    match tree.komi() {
        Some(Ok(komi)) => rules.komi = komi,
        Some(Err(e)) => loader.warn(root, WarningKind::BadValue(e)),
        None => {}
    }
    let handicap = match tree.handicap() {
        Some(Ok(n)) => n,
        Some(Err(e)) => {
            loader.warn(root, WarningKind::BadValue(e));
            0
        }
        None => 0,
    };
    let mut game = loader
        .start(rules, handicap, &line)
        .map_err(|e| fail(root, LoadErrorKind::Setup(e)))?;
    let mut start_node = root;
    let mut entries = Vec::with_capacity(line.len());
    for (i, &id) in line.iter().enumerate() {
        let node = tree.node(id);
        if i > 0 && (node.has("AB") || node.has("AW") || node.has("AE")) {
            // After a setup, the player of the next recorded move moves (this
            // node's or the next one's), unless `PL` says otherwise.
            let next_color = line[i..].iter().take(2).find_map(|&n| {
                tree.node(n)
                    .get_move(size)
                    .and_then(Result::ok)
                    .map(|(c, _)| c)
            });
            if loader.mid_game_setup(&mut game, id, next_color) {
                start_node = id;
            }
        }
        // The end of the game at the last node: its marks, then how it ended
        // (RULES R6; Ing's sealing passes come after the marks, RULES R1.6).
        let last = i + 1 == line.len();
        let pass = matches!(node.get_move(size), Some(Ok((_, Move::Pass))));
        let marks_first = last && end::marks_before_move(&game, pass);
        let mut marked = marks_first && end::restore_marks(tree, id, &mut game);
        loader.replay_move(&mut game, id, i > 0);
        if last {
            if !marks_first {
                marked = end::restore_marks(tree, id, &mut game);
            }
            end::restore_finish(tree, id, &mut game, marked);
        }
        entries.push(LineEntry {
            node: id,
            move_number: game.move_number(),
        });
    }
    Ok(Loaded {
        game,
        rules_source,
        unknown_rules,
        info: tree.info(),
        line: entries,
        move_nodes: loader.move_nodes,
        start_node,
        warnings: loader.warnings,
    })
}

/// The nodes of the chosen line, root first.
fn line_nodes(tree: &GameTree, path: &Path) -> Result<Vec<NodeId>, (NodeId, LoadErrorKind)> {
    match path {
        Path::MainLine => Ok(tree.main_line().collect()),
        Path::ToNode(id) => match tree.get(*id) {
            Some(_) => Ok(tree.path_to(*id)),
            None => Err((tree.root(), LoadErrorKind::NoSuchNode)),
        },
        Path::Choices(choices) => {
            let mut line = alloc::vec![tree.root()];
            let mut choices = choices.iter();
            loop {
                let at = *line.last().unwrap_or(&tree.root());
                let children = tree.node(at).children();
                let pick = match children.len() {
                    0 => return Ok(line),
                    1 => 0,
                    n => {
                        let index = choices.next().copied().unwrap_or(0);
                        if index >= n {
                            return Err((
                                at,
                                LoadErrorKind::NoSuchVariation { index, children: n },
                            ));
                        }
                        index
                    }
                };
                line.push(children[pick]);
            }
        }
    }
}

struct Loader<'a> {
    tree: &'a GameTree,
    /// Whether the passes after the current stop were noted already.
    passes_after_stop_noted: bool,
    size: BoardSize,
    warnings: Vec<Warning>,
    move_nodes: Vec<NodeId>,
}

impl Loader<'_> {
    fn warn(&mut self, node: NodeId, kind: WarningKind) {
        self.warnings.push(Warning {
            node,
            position: self.tree.node(node).source_position(),
            kind,
        });
    }

    /// A point list, or a warning and nothing.
    fn points(&mut self, id: NodeId, ident: &str) -> Vec<Point> {
        match self.tree.node(id).points(ident, self.size) {
            Ok(points) => points,
            Err(e) => {
                self.warn(id, WarningKind::BadValue(e));
                Vec::new()
            }
        }
    }

    /// `PL`, or a warning and nothing.
    fn player(&mut self, id: NodeId) -> Option<Color> {
        match self.tree.node(id).player_to_move()? {
            Ok(c) => Some(c),
            Err(e) => {
                self.warn(id, WarningKind::BadValue(e));
                None
            }
        }
    }

    /// The game at the root: setup, handicap, who moves first.
    fn start(&mut self, rules: Rules, handicap: u32, line: &[NodeId]) -> Result<Game, StartError> {
        let root = self.tree.root();
        let (black, white) = self.setup_lists(root, &[], &[]);
        let is_handicap = handicap >= 2 && white.is_empty() && black.len() == handicap as usize;
        let first_mover = self.player(root).unwrap_or_else(|| {
            let recorded = line
                .iter()
                .find_map(|&id| self.tree.node(id).get_move(self.size).and_then(|m| m.ok()));
            match recorded {
                Some((color, _)) => color,
                None if is_handicap => rules.after_handicap,
                None => Color::Black,
            }
        });
        let setup = Setup {
            size: self.size,
            black,
            white,
            to_move: first_mover,
        };
        let start = if is_handicap && first_mover == rules.after_handicap {
            Start::FreeHandicap(self.size, setup.black)
        } else if is_handicap {
            // Handicap stones still count as such (compensation, RULES R1.11) when the
            // record lets the other player move first.
            Start::HandicapSetup(setup)
        } else {
            Start::Setup(setup)
        };
        Game::begin(rules, &start)
    }

    /// The stones after applying node `id`'s `AB`, `AW` and `AE` to `black` and
    /// `white`, in row order.
    fn setup_lists(
        &mut self,
        id: NodeId,
        black: &[Point],
        white: &[Point],
    ) -> (Vec<Point>, Vec<Point>) {
        let mut board: Vec<Option<Color>> = alloc::vec![None; self.size.num_points()];
        let w = self.size.width() as usize;
        let index = |p: Point| p.y() as usize * w + p.x() as usize;
        for &p in black {
            board[index(p)] = Some(Color::Black);
        }
        for &p in white {
            board[index(p)] = Some(Color::White);
        }
        for (ident, stone) in [
            ("AB", Some(Color::Black)),
            ("AW", Some(Color::White)),
            ("AE", None),
        ] {
            for p in self.points(id, ident) {
                board[index(p)] = stone;
            }
        }
        let stones = |c: Color| {
            self.size
                .points()
                .filter(|&p| board[index(p)] == Some(c))
                .collect::<Vec<Point>>()
        };
        (stones(Color::Black), stones(Color::White))
    }

    /// Applies a mid-game setup, if node `id` has one that changes the board; then
    /// `PL`, else `next_color`, else the player to move moves. Returns whether the
    /// game was restarted from the new position.
    fn mid_game_setup(&mut self, game: &mut Game, id: NodeId, next_color: Option<Color>) -> bool {
        let board = game.board();
        let now = |c: Color| -> Vec<Point> {
            self.size
                .points()
                .filter(|&p| board.get(p) == Some(c))
                .collect()
        };
        let (black_now, white_now) = (now(Color::Black), now(Color::White));
        let (black, white) = self.setup_lists(id, &black_now, &white_now);
        if black == black_now && white == white_now {
            return false;
        }
        let to_move = self.player(id).or(next_color).unwrap_or(game.to_move());
        let setup = Setup {
            size: self.size,
            black,
            white,
            to_move,
        };
        match Game::begin(*game.rules(), &Start::Setup(setup)) {
            Ok(new_game) => {
                *game = new_game;
                self.move_nodes.clear();
                self.warn(id, WarningKind::SetupMidGame);
                true
            }
            Err(e) => {
                self.warn(id, WarningKind::SetupRefused(e));
                false
            }
        }
    }

    /// Plays node `id`'s move, if any, tolerantly and for the colour recorded (even
    /// out of turn); with `honour_pl`, a `PL` without a move hands the turn over
    /// (RULES R6.2): no pass is inserted.
    fn replay_move(&mut self, game: &mut Game, id: NodeId, honour_pl: bool) {
        let node = self.tree.node(id);
        let recorded = match node.get_move(self.size) {
            Some(Ok(m)) => Some(m),
            Some(Err(e)) => {
                self.warn(id, WarningKind::BadValue(e));
                None
            }
            None => None,
        };
        if node.has("B") && node.has("W") {
            self.warn(id, WarningKind::TwoMoves);
        }
        let wanted = match recorded {
            Some(_) => None,
            None if honour_pl && !node.has("AB") && !node.has("AW") && !node.has("AE") => {
                self.player(id)
            }
            None => None,
        };
        if let Some(color) = wanted {
            // `PL` after the stop: play resumed with that player to move, as the
            // writer records a resumption; in play, the turn handed over.
            if game.status() == Status::Stopped {
                if resume_for(game, color) {
                    self.passes_after_stop_noted = false;
                    self.warn(id, WarningKind::Resumed { color });
                }
            } else {
                game.hand_over(color);
            }
        }
        let Some((color, mv)) = recorded else { return };
        // A move after the stop is a resumption, not a broken rule (RULES R6.2). Ing's
        // third and fourth passes are part of its procedure (RULES R1.6).
        // Passes after the stop change nothing: noted once per stop, not once each.
        let stopped = game.status() == Status::Stopped;
        let ing_pass = mv == Move::Pass && game.rules().ending == Ending::IngFourPasses;
        if stopped && mv == Move::Pass && !ing_pass {
            if game.play_tolerant_as(color, mv).is_ok() {
                self.move_nodes.push(id);
                if !self.passes_after_stop_noted {
                    self.passes_after_stop_noted = true;
                    self.warn(id, WarningKind::PassesAfterStop);
                }
            }
            return;
        }
        if stopped && !ing_pass && resume_for(game, color) {
            self.passes_after_stop_noted = false;
            self.warn(id, WarningKind::Resumed { color });
        }
        // A move the rules refuse is still played (SGF executes recorded moves) and
        // reported.
        let played = game.play_tolerant_as(color, mv);
        match played {
            Ok((_, None)) => self.move_nodes.push(id),
            Ok((_, Some(reason))) => {
                self.move_nodes.push(id);
                let number = game.move_number();
                self.warn(
                    id,
                    WarningKind::IllegalMove {
                        number,
                        color,
                        mv,
                        reason,
                    },
                );
            }
            Err(reason) => self.warn(id, WarningKind::MoveNotPlayed { color, mv, reason }),
        }
    }
}

/// When play is stopped, resumes it so that `color` may move: under the agreement
/// rules the other player asks (RULES R4.4); under Ing and Simplified Ing the rules
/// name who moves (RULES R1.6, R2.4), and a record's move by the other is played out
/// of turn. Returns whether play was resumed.
pub(crate) fn resume_for(game: &mut Game, color: Color) -> bool {
    game.status() == Status::Stopped && game.resume(!color).is_ok()
}

/// The game of the first record in `text`, its main line replayed by the engine
/// with the default [`LoadOptions`]: what a player handed a page's `game.toSgf()`
/// (RULES R6) plays on. The error says in words why the text gives no game.
///
/// ```
/// let game = weiqi::sgf::first_game("(;GM[1]SZ[9]RU[Chinese];B[ee];W[cc])").unwrap();
/// assert_eq!(game.move_number(), 2);
/// assert!(weiqi::sgf::first_game("(;GM[3])").is_err());
/// ```
pub fn first_game(text: &str) -> Result<Game, String> {
    use alloc::string::ToString;
    let mut collection = super::parse(text).map_err(|e| e.to_string())?;
    if collection.games.is_empty() {
        return Err("the record holds no game".into());
    }
    let tree = collection.games.swap_remove(0);
    let loaded = load(&tree, &LoadOptions::default()).map_err(|e| e.to_string())?;
    Ok(loaded.game)
}
