//! The finished games both dead-stone accuracy commands measure on (weiqi's
//! `estimate_accuracy`, weiqi-bot's `dead_stone_accuracy`): seeded, so the figures
//! are reproducible. See `estimate_accuracy.rs` for how a record is made. A module
//! the two examples include (`#[path]`), not an example of its own.
#![allow(dead_code)]

use weiqi::playout::Rng;
use weiqi::scoring::{score, Regions};
use weiqi::{Board, BoardSize, Color, Game, Move, Point, PointSet, RuleSet, Rules, Status};

/// One finished game: the position at the stop and the known result.
pub struct Record {
    /// The position at the stop, the dead stones still on the board.
    pub stop: Board,
    /// The game up to the stop, and the two passes that stop it there.
    pub stop_game: Game,
    /// Who is to move at the stop.
    pub to_move: Color,
    /// Stones on the stop board that the rest of the game captured.
    pub dead: PointSet,
    /// Black's margin in half points by area count of the final position.
    pub margin_half: i32,
    /// Who won by that count.
    pub winner: Option<Color>,
}

/// The rules the records are played and counted under.
pub fn rules() -> Rules {
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
pub fn record(size: BoardSize, seed: u64) -> Option<Record> {
    let mut game = Game::new(rules(), size);
    let mut rng = Rng::new(seed);
    let mut boards = vec![game.board().clone()];
    let mut movers = vec![game.to_move()];
    let mut moves = Vec::new();
    let cap = 4 * size.num_points();
    while game.status() == Status::Playing && boards.len() < cap {
        let mv = sensible_move(&game, &mut rng);
        let played = game.play(mv).or_else(|_| game.play(Move::Pass)).unwrap();
        moves.push(played.mv);
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
    // The same game replayed to the stop, where both players pass.
    let mut stop_game = Game::new(rules(), size);
    for &mv in &moves[..k] {
        stop_game.play(mv).unwrap();
    }
    for _ in 0..2 {
        if stop_game.status() == Status::Playing {
            stop_game.play(Move::Pass).unwrap();
        }
    }
    Some(Record {
        stop,
        stop_game,
        to_move: movers[k],
        dead,
        margin_half: known.margin_half,
        winner: known.winner,
    })
}

/// Tallies for one way of choosing dead stones.
#[derive(Default)]
pub struct Tally {
    records: u32,
    same_winner: u32,
    same_score: u32,
    same_dead: u32,
    abs_error_half: u64,
}

impl Tally {
    /// Counts `board` with `dead` and compares with the record's known result.
    pub fn add(&mut self, record: &Record, board: &Board, dead: &PointSet) {
        let s = score(board, dead, &rules(), Default::default());
        self.records += 1;
        self.same_winner += (s.winner == record.winner) as u32;
        self.same_score += (s.margin_half == record.margin_half) as u32;
        self.same_dead += (*dead == record.dead) as u32;
        self.abs_error_half += (s.margin_half - record.margin_half).unsigned_abs() as u64;
    }

    /// The tally as one line of the report.
    pub fn line(&self, label: &str) -> String {
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

/// The first `count` finished records of `size` (seeds from the size's own start, a
/// seed that gives no finished game skipped): the same records for every example.
pub fn records(size: BoardSize, count: u64) -> impl Iterator<Item = Record> {
    let mut seed = u64::from(size.width()) * 1_000_003;
    (0..count).map(move |_| loop {
        seed += 1;
        if let Some(r) = record(size, seed) {
            break r;
        }
    })
}
