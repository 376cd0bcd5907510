//! Monte-Carlo tree search: UCT with RAVE (all moves as first, Gelly & Silver) and
//! cheap priors, over the playouts of [`crate::playout`].
//!
//! Every tree move is played on a clone of the real [`Game`], and a node's children
//! are the moves the game accepts there (`Game::check`): simple ko, superko, Ing's
//! hot stones and cycles and each suicide rule are the engine's business, so a
//! proposed move is always legal under the game's rules.

use core::cmp::Ordering;
use weiqi::playout::Rng;
use weiqi::{Color, Game, Move, Outcome, Point, Status};

use crate::goal::Goal;
use crate::playout::{play_out, FirstPlay};
use crate::tactics::{after, saves_atari, slot};

/// Prior weight (virtual games) of a move's heuristics.
const PRIOR_EVEN: f32 = 10.0;
/// Extra virtual games won by a capture or an atari escape.
const PRIOR_URGENT: f32 = 14.0;
/// RAVE equivalence: after about this many visits a node trusts its own games.
const RAVE_EQUIV: f32 = 3000.0;
/// A node's children are made once it has been visited this often.
const EXPAND_AFTER: u32 = 2;
/// UCT exploration constant (small: RAVE and priors do most of the exploring).
const EXPLORATION: f32 = 0.1;

/// One tree node: the move that leads to it and the statistics of the player who
/// made that move.
#[derive(Clone, Debug)]
struct Node {
    mv: Move,
    /// Who played `mv`.
    color: Color,
    first_child: u32,
    children: u32,
    expanded: bool,
    /// Simulations through this node (priors not counted).
    sims: u32,
    /// Games and wins of `color`, priors included.
    visits: f32,
    wins: f32,
    rave_visits: f32,
    rave_wins: f32,
}

impl Node {
    fn new(mv: Move, color: Color, prior_visits: f32, prior_wins: f32) -> Node {
        Node {
            mv,
            color,
            first_child: 0,
            children: 0,
            expanded: false,
            sims: 0,
            visits: prior_visits,
            wins: prior_wins,
            rave_visits: 0.0,
            rave_wins: 0.0,
        }
    }

    fn value(&self) -> f32 {
        if self.visits > 0.0 {
            self.wins / self.visits
        } else {
            0.5
        }
    }
}

/// Which moves the tree considers at its root.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RootMoves {
    /// Every legal sensible move and a pass.
    WithPass,
    /// Legal sensible moves only (a pass is decided outside the search).
    StonesOnly,
}

/// The outcome of a search.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The most visited root move, or `None` when the root has no candidate.
    pub best: Option<Move>,
    /// The mover's winning rate of that move, 0..1.
    pub winrate: f32,
    /// Simulations run.
    pub simulations: u32,
    /// Root moves with their simulations, most visited first.
    pub ranking: Vec<(Move, u32, f32)>,
}

/// A search tree over one position.
pub struct Search<'a> {
    root_game: &'a Game,
    goal: Goal,
    nodes: Vec<Node>,
    rng: Rng,
    first: FirstPlay,
    max_playout_moves: u32,
}

impl<'a> Search<'a> {
    /// A search from `game`'s position for the player to move, toward `goal`.
    pub fn new(game: &'a Game, goal: Goal, seed: u64, root_moves: RootMoves) -> Search<'a> {
        let points = game.board().size().num_points();
        let mut search = Search {
            root_game: game,
            goal,
            nodes: vec![Node::new(Move::Pass, !game.to_move(), 0.0, 0.0)],
            rng: Rng::new(seed),
            first: FirstPlay::new(points),
            max_playout_moves: 3 * points as u32 + 40,
        };
        search.expand(0, game, root_moves == RootMoves::WithPass);
        search
    }

    /// Runs simulations until `stop()` says so (asked before each one) or `limit`
    /// have run.
    pub fn run(&mut self, limit: u32, stop: &mut dyn FnMut() -> bool) -> SearchResult {
        let mut done = 0;
        if self.nodes[0].children > 0 {
            while done < limit && !stop() {
                self.simulate();
                done += 1;
            }
        }
        self.result(done)
    }

    fn result(&self, simulations: u32) -> SearchResult {
        let root = &self.nodes[0];
        let mut ranking: Vec<(Move, u32, f32)> = self
            .children(root)
            .map(|c| (c.mv, c.sims, c.value()))
            .collect();
        // Most simulations first; ties by value then by position in the list, so
        // that the order is the same on every run.
        sort_stable(&mut ranking, |a, b| {
            b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)) == Ordering::Greater
        });
        let best = ranking.first().map(|r| r.0);
        let winrate = ranking.first().map_or(0.0, |r| r.2);
        SearchResult {
            best,
            winrate,
            simulations,
            ranking,
        }
    }

    fn children<'s>(&'s self, node: &Node) -> impl Iterator<Item = &'s Node> {
        let start = node.first_child as usize;
        self.nodes[start..start + node.children as usize].iter()
    }

    /// Adds the children of `index`: the moves `game` accepts for the player to
    /// move, with priors; a pass too when `with_pass`.
    fn expand(&mut self, index: usize, game: &Game, with_pass: bool) {
        let color = game.to_move();
        let board = game.board();
        let first_child = self.nodes.len() as u32;
        let last = game.history().last().and_then(|r| match r.mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        });
        let big = board.size().width().min(board.size().height()) >= 7;
        for &p in board.empty_points() {
            if board.is_eye_like(p, color) || game.check(Move::Play(p)).is_err() {
                continue;
            }
            // A suicide is never worth trying (under Ing a lone one is a pass).
            if board.examine_counts(p, color).suicide > 0 {
                continue;
            }
            let (visits, wins) = prior(board, p, color, last, big);
            self.nodes
                .push(Node::new(Move::Play(p), color, visits, wins));
        }
        let no_stone = self.nodes.len() as u32 == first_child;
        // A pass is a poor move until the others are no better.
        if (with_pass || no_stone) && game.check(Move::Pass).is_ok() {
            self.nodes
                .push(Node::new(Move::Pass, color, PRIOR_EVEN, 0.2 * PRIOR_EVEN));
        }
        let children = self.nodes.len() as u32 - first_child;
        let node = &mut self.nodes[index];
        node.first_child = first_child;
        node.children = children;
        node.expanded = true;
    }

    /// The child of `index` to descend into.
    fn select(&self, index: usize) -> usize {
        let node = &self.nodes[index];
        let log_n = (node.visits.max(1.0)).ln();
        let start = node.first_child as usize;
        let mut best = start;
        let mut best_urgency = f32::NEG_INFINITY;
        for i in start..start + node.children as usize {
            let c = &self.nodes[i];
            let q = c.value();
            let urgency = if c.rave_visits > 0.0 {
                let beta = c.rave_visits
                    / (c.rave_visits + c.visits + c.visits * c.rave_visits / RAVE_EQUIV);
                (1.0 - beta) * q + beta * (c.rave_wins / c.rave_visits)
            } else {
                q
            } + EXPLORATION * (log_n / (c.visits + 1.0)).sqrt();
            if urgency > best_urgency {
                best_urgency = urgency;
                best = i;
            }
        }
        best
    }

    /// One simulation: down the tree, a playout, then the statistics back up.
    fn simulate(&mut self) {
        let mut game = self.root_game.clone();
        let mut path = vec![0usize];
        self.first.clear();
        let mut index = 0;
        loop {
            if !self.nodes[index].expanded {
                if self.nodes[index].sims >= EXPAND_AFTER && game.status() == Status::Playing {
                    self.expand(index, &game, true);
                } else {
                    break;
                }
            }
            if self.nodes[index].children == 0 {
                break;
            }
            let child = self.select(index);
            let (mv, color) = (self.nodes[child].mv, self.nodes[child].color);
            if game.play(mv).is_err() {
                // Cannot happen: children are moves the game accepted in this very
                // position. Treat the node as a leaf rather than trust it.
                break;
            }
            if let Move::Play(p) = mv {
                self.first.note(slot(game.board(), p), color);
            }
            path.push(child);
            index = child;
            if game.status() != Status::Playing {
                break;
            }
        }
        let winner = self.evaluate(&game);
        self.back_up(&path, winner);
    }

    /// Plays the leaf position out and says who won (`None`: a draw).
    fn evaluate(&mut self, game: &Game) -> Option<Color> {
        // Capture Go: the tree's own move ended the game (RULES R5).
        if let Status::Over(Outcome::Capture { winner }) = game.status() {
            return Some(winner);
        }
        let mut board = game.board().clone();
        let last = game.history().last().and_then(|r| match r.mv {
            Move::Play(p) => Some(p),
            Move::Pass => None,
        });
        let captured = play_out(
            &mut board,
            game.to_move(),
            last,
            &mut self.rng,
            &mut self.first,
            self.max_playout_moves,
            // The leaf's own needs: tree moves may have captured already.
            Goal::of(game).stop_at_captures(),
        );
        captured.or_else(|| self.goal.winner(&board))
    }

    fn back_up(&mut self, path: &[usize], winner: Option<Color>) {
        let width = self.root_game.board().size().width() as usize;
        for &index in path {
            let node = &mut self.nodes[index];
            node.sims += 1;
            node.visits += 1.0;
            node.wins += score_for(winner, node.color);
            let (start, count) = (node.first_child as usize, node.children as usize);
            for i in start..start + count {
                let child = &mut self.nodes[i];
                if let Move::Play(p) = child.mv {
                    let s = p.y() as usize * width + p.x() as usize;
                    if self.first.first_was(s, child.color) {
                        child.rave_visits += 1.0;
                        child.rave_wins += score_for(winner, child.color);
                    }
                }
            }
        }
    }
}

/// A game's worth for `color`: 1 won, 0 lost, ½ drawn.
fn score_for(winner: Option<Color>, color: Color) -> f32 {
    match winner {
        Some(w) if w == color => 1.0,
        Some(_) => 0.0,
        None => 0.5,
    }
}

/// The virtual games (visits, wins) a move starts with: captures and atari escapes
/// good, self-ataris bad, the first line poor and the third and fourth lines good
/// on open boards of 7×7 and more, and answers near the last move a little good.
fn prior(
    board: &weiqi::Board,
    p: Point,
    color: Color,
    last: Option<Point>,
    big: bool,
) -> (f32, f32) {
    let mut visits = PRIOR_EVEN;
    let mut wins = 0.5 * PRIOR_EVEN;
    let a = after(board, p, color);
    if a.captures > 0 || saves_atari(board, p, color) {
        visits += PRIOR_URGENT;
        wins += PRIOR_URGENT;
    }
    if crate::patterns::matches(board, p) {
        visits += PRIOR_EVEN;
        wins += PRIOR_EVEN;
    }
    if a.captures == 0 && a.liberties <= 1 {
        // A self-atari: the bigger the chain, the worse.
        let bad = if a.stones > 1 { 3.0 } else { 1.5 } * PRIOR_EVEN;
        visits += bad;
    }
    if big {
        let size = board.size();
        let edge = p
            .x()
            .min(p.y())
            .min(size.width() - 1 - p.x())
            .min(size.height() - 1 - p.y());
        let lonely = board.neighbors(p).all(|n| board.is_empty_point(n));
        match edge {
            0 if lonely => visits += PRIOR_EVEN,
            2 | 3 if lonely => {
                visits += 0.5 * PRIOR_EVEN;
                wins += 0.5 * PRIOR_EVEN;
            }
            _ => {}
        }
    }
    if let Some(m) = last {
        let d = (m.x() as i32 - p.x() as i32)
            .abs()
            .max((m.y() as i32 - p.y() as i32).abs());
        if d <= 2 {
            visits += 0.5 * PRIOR_EVEN;
            wins += 0.5 * PRIOR_EVEN;
        }
    }
    (visits, wins)
}

/// Sorts `items` so that no item comes after one it `goes_after`, keeping the order of
/// equal items (an insertion sort). By hand because the standard library's sorts
/// add 5 to 7 KB to the opponent's WebAssembly module, which has a size budget; the
/// root's moves are at most a few hundred, sorted once a move.
fn sort_stable<T: Copy>(items: &mut [T], goes_after: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let item = items[i];
        let mut j = i;
        while j > 0 && goes_after(&items[j - 1], &item) {
            items[j] = items[j - 1];
            j -= 1;
        }
        items[j] = item;
    }
}
