//! A player that searches with KataGo's network (`weiqi-nn`): PUCT over the
//! network's policy and value, one evaluation per visit (AlphaZero's search, with
//! KataGo's first-play urgency and a small score term in the value).
//!
//! As with the Monte-Carlo player, the engine decides everything about the rules:
//! a node's children are the moves the `Game` accepts there (every ko, superko and
//! suicide rule; RULES R0.5, R1.3, R1.4, R2.2, R3.4), two passes stop the game, and
//! a stopped game is counted by the engine (`Game::score_with`) with the network's
//! dead stones. It passes when the opponent has passed and that count says it wins,
//! resigns when its search sees almost no chance, and at the stop marks as dead the
//! chains the network says belong to the other side (RULES R1.6, R2.4, R4.4).

use weiqi::playout::Rng;
use weiqi::{Color, Game, Move, Outcome, PointSet, Status};
use weiqi_nn::{Evaluation, Evaluator, Model};

use crate::rank::{pick, Rank, Style};
use crate::{counts_every_stone, disputed_marks, opponent_passed, pass_first, Action};

/// How the network player searches.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct NetConfig {
    /// Network evaluations per move (the search also stops when its `stop` says so).
    pub visits: u32,
    /// Seed of the symmetries the network is asked under.
    pub seed: u64,
    /// Resign when the best move's winning chance is below this, in percent (0:
    /// never).
    pub resign_below_percent: u32,
}

impl Default for NetConfig {
    fn default() -> Self {
        NetConfig {
            visits: 200,
            seed: 1,
            resign_below_percent: 5,
        }
    }
}

/// Exploration constant of PUCT.
const C_PUCT: f32 = 1.1;
/// First-play urgency: an unvisited child is valued this much below its parent.
const FPU_REDUCTION: f32 = 0.2;
/// Weight of the score in a node's value, next to the win-loss difference.
const SCORE_WEIGHT: f32 = 0.15;
/// A chain is dead at the count when the network gives its points to the other
/// side by more than this on average (from −1 to 1).
const DEAD_OWNERSHIP: f32 = 0.2;

/// One node: the move into it and the statistics of the player who made it.
#[derive(Clone, Debug)]
struct Node {
    mv: Move,
    /// Who played `mv`.
    color: Color,
    prior: f32,
    visits: u32,
    /// Sum of values (win-loss difference plus the score term) for `color`.
    value_sum: f32,
    /// Sum of win-loss differences for `color`.
    win_loss_sum: f32,
    /// Sum of `color`'s score leads.
    lead_sum: f32,
    first_child: u32,
    children: u32,
    expanded: bool,
}

impl Node {
    fn new(mv: Move, color: Color, prior: f32) -> Node {
        Node {
            mv,
            color,
            prior,
            visits: 0,
            value_sum: 0.0,
            win_loss_sum: 0.0,
            lead_sum: 0.0,
            first_child: 0,
            children: 0,
            expanded: false,
        }
    }
}

/// A root move after a search.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MoveStats {
    /// The move.
    pub mv: Move,
    /// Evaluations below it.
    pub visits: u32,
    /// The mover's winning chance, 0..1.
    pub winrate: f32,
    /// How many points the mover leads by.
    pub lead: f32,
    /// The network's prior for it.
    pub prior: f32,
}

/// What a search found.
#[derive(Clone, Debug)]
pub struct NetSearchResult {
    /// Root moves, most visited first.
    pub ranking: Vec<MoveStats>,
    /// Evaluations made.
    pub visits: u32,
    /// The network's evaluation of the root position.
    pub root: Evaluation,
    /// The position's winning chance for the player to move, 0..1: the average of
    /// every value the search backed up to the root.
    pub winrate: f32,
    /// How many points the player to move leads by, averaged the same way.
    pub lead: f32,
    /// The line the search expects: the most visited move, the most visited answer
    /// to it, and so on while a move has been visited twice.
    pub principal_variation: Vec<Move>,
}

/// The value of an evaluation for White: win-loss difference plus a bounded
/// score term (so that a won game is still played for points, and a lost one for
/// the smallest loss).
fn value_for_white(e: &Evaluation) -> (f32, f32, f32) {
    let area = (e.width * e.height) as f32;
    let win_loss = e.white_win - e.white_loss;
    let score = (e.white_lead / (0.5 * area.sqrt())).atan() * core::f32::consts::FRAC_2_PI;
    (win_loss + SCORE_WEIGHT * score, win_loss, e.white_lead)
}

fn for_color(color: Color, v: (f32, f32, f32)) -> (f32, f32, f32) {
    match color {
        Color::White => v,
        Color::Black => (-v.0, -v.1, -v.2),
    }
}

/// The network player.
#[derive(Clone, Debug)]
pub struct NetPlayer {
    evaluator: Evaluator,
    config: NetConfig,
}

impl NetPlayer {
    /// A player of `model` with `config`.
    pub fn new(model: Model, config: NetConfig) -> NetPlayer {
        NetPlayer {
            evaluator: Evaluator::new(model),
            config,
        }
    }

    /// Its settings.
    pub fn config(&self) -> &NetConfig {
        &self.config
    }

    /// Changes its settings.
    pub fn set_config(&mut self, config: NetConfig) {
        self.config = config;
    }

    /// The symmetry to ask the network under for `game`'s position: varies with
    /// the position and the seed, the same for the same position.
    fn symmetry(&self, game: &Game) -> u8 {
        let h = game.board().hash() ^ self.config.seed.wrapping_mul(0x9E37_79B9_7F4A_7C15);
        (h.wrapping_mul(0xD6E8_FEB8_6659_FD93) >> 61) as u8
    }

    /// The network's evaluation of `game`'s position.
    pub fn evaluate(&mut self, game: &Game) -> Evaluation {
        let symmetry = self.symmetry(game);
        self.evaluator.evaluate(game, symmetry)
    }

    /// The network's evaluation of `game`'s position under `symmetry` (0–7).
    pub fn evaluate_under(&mut self, game: &Game, symmetry: u8) -> Evaluation {
        self.evaluator.evaluate(game, symmetry)
    }

    /// The stones the network believes dead in `game`'s position: the chains whose
    /// points it gives, on average, to the other side.
    pub fn dead_stones(&mut self, game: &Game) -> PointSet {
        let eval = self.evaluate(game);
        dead_from_ownership(game, &eval)
    }

    /// Whether `color` wins if the game were counted now, with the network's dead
    /// stones, under the game's rules (the engine counts).
    pub fn wins_now(&mut self, game: &Game, color: Color) -> bool {
        let dead = if counts_every_stone(game) {
            PointSet::new()
        } else {
            self.dead_stones(game)
        };
        game.score_with(&dead, Default::default()).winner == Some(color)
    }

    /// At the stop: whether the player accepts `marked` as the dead stones (it does
    /// when they are the ones it believes dead).
    pub fn accepts(&mut self, game: &Game, marked: &PointSet) -> bool {
        counts_every_stone(game) || *marked == self.dead_stones(game)
    }

    /// At the stop, the marks the player playing `me` disputes in `marked`, judged
    /// by the network's dead stones as [`crate::Player::disputed`] judges by the
    /// estimate: its own stones marked dead that it believes alive, the opponent's
    /// left alive that it believes dead; the opponent's concessions are accepted.
    /// Empty when it accepts them (RULES R1.6, R2.4, R4.4).
    pub fn disputed(&mut self, game: &Game, marked: &PointSet, me: Color) -> PointSet {
        if counts_every_stone(game) {
            return PointSet::new();
        }
        let dead = self.dead_stones(game);
        disputed_marks(game, marked, &dead, me)
    }

    /// The move of `rank` for the player to move in `game` (see [`crate::rank`]): a
    /// search with the rank's visits, or the rank's pick from the policy, drawn with
    /// the player's seed and the position. At a stop, after the end, and after the
    /// opponent's pass when the count says the player wins, it passes first, as
    /// [`NetPlayer::genmove`] does; a picking rank never resigns.
    pub fn genmove_ranked(
        &mut self,
        game: &Game,
        rank: &Rank,
        stop: &mut dyn FnMut() -> bool,
    ) -> Action {
        match rank.style {
            Style::Search { visits } => {
                let saved = self.config;
                self.config.visits = visits;
                let action = self.genmove(game, stop);
                self.config = saved;
                action
            }
            Style::Pick { fraction } => {
                if let Some(action) = pass_first(game, |g, c| self.wins_now(g, c)) {
                    return action;
                }
                let eval = self.evaluate(game);
                let seed = self.config.seed
                    ^ game.board().hash()
                    ^ u64::from(game.move_number()).wrapping_mul(0x9E37_79B9_7F4A_7C15);
                let mv = pick(game, &eval, fraction, &mut Rng::new(seed));
                // The policy covers only moves the game accepts; checked once more.
                Action::Play(if game.check(mv).is_ok() {
                    mv
                } else {
                    Move::Pass
                })
            }
        }
    }

    /// The move for the player to move in `game`, searching until `stop()` says
    /// so or the visits are spent. At a stop or after the end it passes, as the
    /// Monte-Carlo player does (see [`crate::Player::genmove`]).
    pub fn genmove(&mut self, game: &Game, stop: &mut dyn FnMut() -> bool) -> Action {
        if let Some(action) = pass_first(game, |g, c| self.wins_now(g, c)) {
            return action;
        }
        let with_pass = !opponent_passed(game);
        let result = self.search(game, self.config.visits, with_pass, stop);
        let Some(best) = result.ranking.first() else {
            return Action::Play(Move::Pass);
        };
        let size = game.board().size().num_points() as u32;
        let hopeless = best.winrate * 100.0 < self.config.resign_below_percent as f32;
        if hopeless && result.visits >= 50 && game.move_number() >= size / 3 {
            return Action::Resign;
        }
        // Only moves the game accepted are in the tree; checked once more so that
        // nothing illegal ever leaves the player.
        if game.check(best.mv).is_ok() {
            Action::Play(best.mv)
        } else {
            Action::Play(Move::Pass)
        }
    }

    /// Searches `game`'s position with up to `visits` evaluations (`stop()` is asked
    /// before each); a pass is a root candidate only when `with_pass`.
    pub fn search(
        &mut self,
        game: &Game,
        visits: u32,
        with_pass: bool,
        stop: &mut dyn FnMut() -> bool,
    ) -> NetSearchResult {
        let mut tree = Tree {
            nodes: vec![Node::new(Move::Pass, !game.to_move(), 1.0)],
        };
        let root_eval = self.evaluate(game);
        tree.expand(0, game, &root_eval, with_pass);
        tree.back_up(
            &[0],
            for_color(!game.to_move(), value_for_white(&root_eval)),
            !game.to_move(),
        );
        let mut done = 1;
        while done < visits.max(1) && tree.nodes[0].children > 0 && !stop() {
            self.simulate(&mut tree, game);
            done += 1;
        }
        let root = &tree.nodes[0];
        // The root's sums are for the player who moved into it, the opponent.
        let root_visits = root.visits.max(1) as f32;
        let winrate = 0.5 - 0.5 * root.win_loss_sum / root_visits;
        let lead = -root.lead_sum / root_visits;
        let start = root.first_child as usize;
        let mut ranking: Vec<MoveStats> = tree.nodes[start..start + root.children as usize]
            .iter()
            .map(|c| MoveStats {
                mv: c.mv,
                visits: c.visits,
                winrate: if c.visits > 0 {
                    0.5 + 0.5 * c.win_loss_sum / c.visits as f32
                } else {
                    0.0
                },
                lead: if c.visits > 0 {
                    c.lead_sum / c.visits as f32
                } else {
                    0.0
                },
                prior: c.prior,
            })
            .collect();
        ranking.sort_by(|a, b| b.visits.cmp(&a.visits).then(b.prior.total_cmp(&a.prior)));
        NetSearchResult {
            ranking,
            visits: done,
            root: root_eval,
            winrate,
            lead,
            principal_variation: tree.principal_variation(),
        }
    }

    /// One visit: down the tree by PUCT, one evaluation (or the engine's count at a
    /// stop), the values back up.
    fn simulate(&mut self, tree: &mut Tree, root_game: &Game) {
        let mut game = root_game.clone();
        let mut path = vec![0usize];
        let mut index = 0;
        while tree.nodes[index].expanded && tree.nodes[index].children > 0 {
            let child = tree.select(index);
            if game.play(tree.nodes[child].mv).is_err() {
                // Cannot happen: children are moves the game accepted here.
                break;
            }
            path.push(child);
            index = child;
            if game.status() != Status::Playing {
                break;
            }
        }
        let leaf_mover = tree.nodes[index].color;
        let value = match game.status() {
            Status::Playing => {
                let eval = self.evaluate(&game);
                if !tree.nodes[index].expanded {
                    tree.expand(index, &game, &eval, true);
                }
                for_color(leaf_mover, value_for_white(&eval))
            }
            _ => self.terminal_value(&game, leaf_mover),
        };
        tree.back_up(&path, value, leaf_mover);
    }

    /// The value for `color` of a game the tree ended: the engine's count (with the
    /// network's dead stones where the rules have the players mark them), or the
    /// outcome.
    fn terminal_value(&mut self, game: &Game, color: Color) -> (f32, f32, f32) {
        let winner = match game.status() {
            Status::Over(Outcome::Resignation { winner })
            | Status::Over(Outcome::Time { winner })
            | Status::Over(Outcome::Capture { winner }) => Some(winner),
            Status::Over(Outcome::NoResult) => None,
            _ => {
                let dead = if counts_every_stone(game) {
                    PointSet::new()
                } else {
                    self.dead_stones(game)
                };
                let score = game.score_with(&dead, Default::default());
                let margin = -score.margin_half as f32 / 2.0;
                return for_color(
                    color,
                    match score.winner {
                        Some(Color::White) => (1.0 + SCORE_WEIGHT, 1.0, margin),
                        Some(Color::Black) => (-1.0 - SCORE_WEIGHT, -1.0, margin),
                        None => (0.0, 0.0, margin),
                    },
                );
            }
        };
        let v = match winner {
            Some(Color::White) => (1.0, 1.0, 0.0),
            Some(Color::Black) => (-1.0, -1.0, 0.0),
            None => (0.0, 0.0, 0.0),
        };
        for_color(color, v)
    }
}

/// The chains of `game`'s board whose points `eval` gives, on average, to the
/// other side by more than [`DEAD_OWNERSHIP`].
pub fn dead_from_ownership(game: &Game, eval: &Evaluation) -> PointSet {
    let board = game.board();
    let mut dead = PointSet::new();
    let mut seen = PointSet::new();
    for p in board.size().points() {
        let Some(color) = board.get(p) else { continue };
        if seen.contains(p) {
            continue;
        }
        let chain = board.chain(p);
        let sign = if color == Color::White { 1.0 } else { -1.0 };
        let own: f32 =
            chain.iter().map(|s| sign * eval.ownership(s)).sum::<f32>() / chain.len() as f32;
        for s in chain.iter() {
            seen.insert(s);
            if own < -DEAD_OWNERSHIP {
                dead.insert(s);
            }
        }
    }
    dead
}

/// The search tree: nodes in one vector, each node's children side by side.
struct Tree {
    nodes: Vec<Node>,
}

impl Tree {
    /// Adds the children of `index`: the moves `game` accepts, with the network's
    /// priors; a pass too when `with_pass` (and always when nothing else is legal).
    fn expand(&mut self, index: usize, game: &Game, eval: &Evaluation, with_pass: bool) {
        let color = game.to_move();
        let first = self.nodes.len() as u32;
        for p in game.board().size().points() {
            let mv = Move::Play(p);
            if let Some(prior) = eval.policy[p.y() as usize * eval.width + p.x() as usize] {
                // The policy is over the moves the engine accepts (`postprocess`).
                debug_assert!(game.check(mv).is_ok());
                self.nodes.push(Node::new(mv, color, prior));
            }
        }
        let no_stone = self.nodes.len() as u32 == first;
        if let Some(prior) = eval.pass {
            if with_pass || no_stone {
                self.nodes.push(Node::new(Move::Pass, color, prior));
            }
        }
        let children = self.nodes.len() as u32 - first;
        let node = &mut self.nodes[index];
        node.first_child = first;
        node.children = children;
        node.expanded = true;
    }

    /// From the root down, the most visited child while it has been visited twice
    /// (the first move always, when the root has children).
    fn principal_variation(&self) -> Vec<Move> {
        let mut line = Vec::new();
        let mut index = 0;
        loop {
            let node = &self.nodes[index];
            let start = node.first_child as usize;
            let best = (start..start + node.children as usize).max_by(|&a, &b| {
                self.nodes[a]
                    .visits
                    .cmp(&self.nodes[b].visits)
                    .then(self.nodes[a].prior.total_cmp(&self.nodes[b].prior))
            });
            let Some(best) = best else { break };
            if self.nodes[best].visits < 2 && !line.is_empty() {
                break;
            }
            line.push(self.nodes[best].mv);
            index = best;
        }
        line
    }

    /// The child of `index` with the highest PUCT score.
    fn select(&self, index: usize) -> usize {
        let node = &self.nodes[index];
        let start = node.first_child as usize;
        let children = &self.nodes[start..start + node.children as usize];
        let total: u32 = children.iter().map(|c| c.visits).sum();
        let sqrt_total = (total as f32 + 0.01).sqrt();
        // The parent's value for the player choosing here.
        let parent_q = if node.visits > 0 {
            -node.value_sum / node.visits as f32
        } else {
            0.0
        };
        let fpu = parent_q - FPU_REDUCTION;
        let mut best = start;
        let mut best_score = f32::NEG_INFINITY;
        for (i, c) in children.iter().enumerate() {
            let q = if c.visits > 0 {
                c.value_sum / c.visits as f32
            } else {
                fpu
            };
            let score = q + C_PUCT * c.prior * sqrt_total / (1.0 + c.visits as f32);
            if score > best_score {
                best_score = score;
                best = start + i;
            }
        }
        best
    }

    /// Adds `value` (for `mover`: value, win-loss, lead) to every node of `path`.
    fn back_up(&mut self, path: &[usize], value: (f32, f32, f32), mover: Color) {
        for &i in path {
            let node = &mut self.nodes[i];
            let v = if node.color == mover {
                value
            } else {
                (-value.0, -value.1, -value.2)
            };
            node.visits += 1;
            node.value_sum += v.0;
            node.win_loss_sum += v.1;
            node.lead_sum += v.2;
        }
    }
}
