//! How often the dead-stone suggestion gives the recorded result:
//! `cargo run --release -p weiqi --example estimate_accuracy [records-per-size] [playouts] [dead-threshold]`.
//!
//! The records are generated here, seeded, so the figures are reproducible:
//!
//! 1. A game is played from the empty board to the end by a *sensible random*
//!    player: it captures a chain in atari and saves its own chain in atari whenever
//!    it can, answers near the opponent's last move half of the time, never fills
//!    its own eye nor puts two or more of its own stones in atari, does not fill its
//!    own enclosed areas, and enters the opponent's (empty regions of at least 7
//!    points touching only the opponent) only for an occasional hopeless invasion.
//!    Play goes on until both pass, so every dead stone has actually been captured;
//!    games where one side has no stone left are skipped.
//! 2. The *known result* is the area count of that final position (RULES R0.7:
//!    Chinese rules, komi 7.5), computed without the estimator.
//! 3. The *stop* is the earliest position of the game from which nothing changes
//!    owner any more: the stones still to be captured in the rest of the game are
//!    exactly the dead ones, and removing them gives every point the owner it has
//!    at the end. That is the position the players would stop at, with the dead
//!    stones still on the board.
//! 4. The estimator sees the stop and suggests dead stones; the stop is counted with
//!    them removed and compared with the known result.

use std::time::Instant;

use weiqi::estimate::{pass_alive, suggest, EstimateOptions, DEFAULT_PLAYOUTS};
use weiqi::playout::Rng;
use weiqi::scoring::{score, Regions};
use weiqi::{Board, BoardSize, Color, Game, Move, Point, PointSet, RuleSet, Rules, Status};

/// One finished game: the position at the stop and the known result.
struct Record {
    stop: Board,
    to_move: Color,
    /// Stones on the stop board that the rest of the game captured.
    dead: PointSet,
    /// Black's margin in half points by area count of the final position.
    margin_half: i32,
    winner: Option<Color>,
}

fn rules() -> Rules {
    RuleSet::Chinese.rules()
}

/// Who owns each point by area count: stones, and empty regions of one colour.
fn owners(board: &Board) -> Vec<Option<Color>> {
    let regions = Regions::of(board);
    board
        .size()
        .points()
        .map(|p| {
            board.get(p).or_else(|| {
                Color::ALL
                    .into_iter()
                    .find(|&c| regions.territory[c].contains(p))
            })
        })
        .collect()
}

/// A `color` stone at `p` on a copy of `board`: the liberties of its chain after
/// captures, the stones of that chain, and the stones captured.
fn try_place(board: &Board, p: Point, color: Color) -> (usize, usize, u32) {
    let mut b = board.clone();
    let placed = b.place(p, color);
    if b.get(p).is_none() {
        return (0, 0, placed.captures);
    }
    (b.liberties(p).len(), b.chain(p).len(), placed.captures)
}

/// Regions of empty points that touch one colour only, and their size: for each
/// point, `Some((owner, size))` if it lies in such a region.
fn pure_regions(board: &Board) -> Vec<Option<(Color, usize)>> {
    let size = board.size();
    let index = |p: Point| p.y() as usize * size.width() as usize + p.x() as usize;
    let mut out = vec![None; size.num_points()];
    let mut seen = PointSet::new();
    for p in size.points() {
        if !board.is_empty_point(p) || seen.contains(p) {
            continue;
        }
        let mut region = vec![p];
        seen.insert(p);
        let mut touches = [false; 2];
        let mut i = 0;
        while i < region.len() {
            let q = region[i];
            i += 1;
            for n in board.neighbors(q) {
                match board.get(n) {
                    Some(c) => touches[c.index()] = true,
                    None => {
                        if seen.insert(n) {
                            region.push(n);
                        }
                    }
                }
            }
        }
        let owner = match touches {
            [true, false] => Some(Color::Black),
            [false, true] => Some(Color::White),
            _ => None,
        };
        if let Some(c) = owner {
            for &q in &region {
                out[index(q)] = Some((c, region.len()));
            }
        }
    }
    out
}

/// Own empty regions at least this large are territory the opponent stays out of,
/// but for the occasional hopeless invasion.
const TERRITORY: usize = 7;

/// The sensible random player's move; see the file comment.
fn sensible_move(game: &Game, rng: &mut Rng) -> Move {
    let board = game.board();
    let color = game.to_move();
    let size = board.size();
    let legal = |p: Point| game.check(Move::Play(p)).is_ok();
    let mut empties: Vec<Point> = board.empty_points().to_vec();
    empties.sort();
    // Captures and escapes first.
    {
        let mut captures: Vec<(u32, Point)> = Vec::new();
        let mut escapes: Vec<(usize, Point)> = Vec::new();
        for &p in &empties {
            let effect = board.examine_counts(p, color);
            if effect.captures > 0 && legal(p) {
                captures.push((effect.captures, p));
            }
        }
        if let Some(&(_, p)) = captures.iter().max_by_key(|(n, _)| *n) {
            return Move::Play(p);
        }
        let mut seen = PointSet::new();
        for q in size.points() {
            if board.get(q) != Some(color) || seen.contains(q) {
                continue;
            }
            seen = seen.union(&board.chain(q));
            let libs = board.liberties(q);
            if libs.len() == 1 {
                let l = libs.iter().next().unwrap();
                let (after, stones, _) = try_place(board, l, color);
                if after >= 2 && legal(l) {
                    escapes.push((stones, l));
                }
            }
        }
        if let Some(&(_, p)) = escapes.iter().max_by_key(|(n, _)| *n) {
            return Move::Play(p);
        }
    }
    let pure = pure_regions(board);
    let index = |p: Point| p.y() as usize * size.width() as usize + p.x() as usize;
    // Now and then a hopeless invasion of the opponent's territory.
    let invade = rng.below(100) < 3;
    let open_space = size.num_points() / 5;
    let sensible = |p: Point| {
        if board.is_eye_like(p, color) || !legal(p) {
            return false;
        }
        match pure[index(p)] {
            // Open space is anybody's.
            Some((_, n)) if n > open_space => {}
            // Nobody fills their own territory or eye space...
            Some((owner, _)) if owner == color => return false,
            // ...nor enters the opponent's territory, but to kill an eye space.
            Some((_, n)) if n >= TERRITORY && !invade => return false,
            _ => {}
        }
        let empty_neighbours = board
            .neighbors(p)
            .filter(|&n| board.is_empty_point(n))
            .count();
        if empty_neighbours >= 2 {
            return true;
        }
        let (libs, stones, captures) = try_place(board, p, color);
        captures > 0 || libs >= 2 || stones < 2
    };
    // Half of the time, answer near the opponent's last move.
    let last = game.history().last().and_then(|r| match r.mv {
        Move::Play(p) => Some(p),
        Move::Pass => None,
    });
    if let Some(last) = last {
        if rng.below(2) == 0 {
            let near: Vec<Point> = empties
                .iter()
                .copied()
                .filter(|p| {
                    let dx = (p.x() as i32 - last.x() as i32).abs();
                    let dy = (p.y() as i32 - last.y() as i32).abs();
                    dx + dy <= 2
                })
                .collect();
            if !near.is_empty() {
                let start = rng.below(near.len() as u32) as usize;
                for k in 0..near.len() {
                    let p = near[(start + k) % near.len()];
                    if sensible(p) {
                        return Move::Play(p);
                    }
                }
            }
        }
    }
    if empties.is_empty() {
        return Move::Pass;
    }
    let start = rng.below(empties.len() as u32) as usize;
    for k in 0..empties.len() {
        let p = empties[(start + k) % empties.len()];
        if sensible(p) {
            return Move::Play(p);
        }
    }
    Move::Pass
}

/// Plays one game to the end and cuts it at the stop; see the file comment.
/// `None` when one side has no stone left at the end: that is no finished game.
fn record(size: BoardSize, seed: u64) -> Option<Record> {
    let mut game = Game::new(rules(), size);
    let mut rng = Rng::new(seed);
    let mut boards = vec![game.board().clone()];
    let mut movers = vec![game.to_move()];
    let cap = 4 * size.num_points();
    while game.status() == Status::Playing && boards.len() < cap {
        let mv = sensible_move(&game, &mut rng);
        game.play(mv).or_else(|_| game.play(Move::Pass)).unwrap();
        boards.push(game.board().clone());
        movers.push(game.to_move());
    }
    let last = boards.last().unwrap();
    if last.stone_count(Color::Black) == 0 || last.stone_count(Color::White) == 0 {
        return None;
    }
    let truth = owners(last);
    let known = score(last, &PointSet::new(), &rules(), Default::default());
    // Walk back while the position still leads to the same owners.
    let dead_on = |b: &Board| -> PointSet {
        size.points()
            .zip(truth.iter())
            .filter(|(p, owner)| matches!(b.get(*p), Some(c) if **owner != Some(c)))
            .map(|(p, _)| p)
            .collect()
    };
    let mut k = boards.len() - 1;
    while k > 0 {
        let b = &boards[k - 1];
        if owners(&b.without(&dead_on(b))) != truth {
            break;
        }
        k -= 1;
    }
    let stop = boards[k].clone();
    let dead = dead_on(&stop);
    let check = score(&stop, &dead, &rules(), Default::default());
    assert_eq!(
        check.margin_half, known.margin_half,
        "the stop must count as the end"
    );
    Some(Record {
        stop,
        to_move: movers[k],
        dead,
        margin_half: known.margin_half,
        winner: known.winner,
    })
}

/// Tallies for one way of choosing dead stones.
#[derive(Default)]
struct Tally {
    records: u32,
    same_winner: u32,
    same_score: u32,
    same_dead: u32,
    abs_error_half: u64,
}

impl Tally {
    fn add(&mut self, record: &Record, board: &Board, dead: &PointSet) {
        let s = score(board, dead, &rules(), Default::default());
        self.records += 1;
        self.same_winner += (s.winner == record.winner) as u32;
        self.same_score += (s.margin_half == record.margin_half) as u32;
        self.same_dead += (*dead == record.dead) as u32;
        self.abs_error_half += (s.margin_half - record.margin_half).unsigned_abs() as u64;
    }

    fn line(&self, label: &str) -> String {
        let pct = |n: u32| 100.0 * n as f64 / self.records.max(1) as f64;
        format!(
            "  {label:<22} same winner {:5.1}%  same score {:5.1}%  same dead stones {:5.1}%  mean |score error| {:5.2} points",
            pct(self.same_winner),
            pct(self.same_score),
            pct(self.same_dead),
            self.abs_error_half as f64 / 2.0 / self.records.max(1) as f64
        )
    }
}

fn main() {
    let mut args = std::env::args().skip(1);
    let per_size: u64 = args.next().and_then(|a| a.parse().ok()).unwrap_or(200);
    let playouts: u32 = args
        .next()
        .and_then(|a| a.parse().ok())
        .unwrap_or(DEFAULT_PLAYOUTS);
    println!(
        "Dead-stone suggestion accuracy: {per_size} generated records per size, {playouts} playouts, Chinese area count, komi 7.5"
    );
    let mut options = EstimateOptions {
        playouts,
        ..EstimateOptions::default()
    };
    if let Some(t) = args.next().and_then(|a| a.parse().ok()) {
        options.dead_threshold = t;
    }
    let mut all = [Tally::default(), Tally::default(), Tally::default()];
    for side in [9u32, 13, 19] {
        let size = BoardSize::square(side).unwrap();
        let mut tallies = [Tally::default(), Tally::default(), Tally::default()];
        let mut dead_stones = 0usize;
        let mut with_dead = 0u32;
        let mut millis = 0f64;
        let mut seed = side as u64 * 1_000_003;
        for _ in 0..per_size {
            let r = loop {
                seed += 1;
                if let Some(r) = record(size, seed) {
                    break r;
                }
            };
            dead_stones += r.dead.len();
            with_dead += !r.dead.is_empty() as u32;
            let t = Instant::now();
            let estimate = suggest(&r.stop, r.to_move, &options);
            millis += t.elapsed().as_secs_f64() * 1000.0;
            let proven = pass_alive(&r.stop).dead(&r.stop);
            for (k, dead) in [estimate.dead, proven, PointSet::new()].iter().enumerate() {
                tallies[k].add(&r, &r.stop, dead);
                all[k].add(&r, &r.stop, dead);
            }
        }
        println!(
            "{side}x{side}: {per_size} records, {:.1} dead stones per record ({with_dead} with some), {:.1} ms per suggestion",
            dead_stones as f64 / per_size as f64,
            millis / per_size as f64
        );
        println!("{}", tallies[0].line("suggestion:"));
        println!("{}", tallies[1].line("Benson only:"));
        println!("{}", tallies[2].line("every stone alive:"));
    }
    println!("all sizes:");
    println!("{}", all[0].line("suggestion:"));
    println!("{}", all[1].line("Benson only:"));
    println!("{}", all[2].line("every stone alive:"));
}
