//! The playouts behind the search: fast random games on a bare [`Board`] (no
//! history), as the estimator plays them (`weiqi::estimate`): simple ko, no suicide,
//! two passes end. A playout only *evaluates* a position; every move the player
//! proposes is checked by the game under its own rules.
//!
//! The policy, in order: capture the last move's chain if it is in atari; save an
//! own chain next to the last move that it put in atari; a point next to the last
//! move that matches a 3×3 shape ([`crate::patterns`]) and is no self-atari;
//! otherwise a random point, going round from a random start, that is not an own
//! eye, not a suicide and not a self-atari of more than [`MAX_SELF_ATARI`] stones
//! (so that seki survives and nakade shapes can still be played; smaller
//! self-ataris are refused nine times in ten). No such point: pass.

use weiqi::playout::Rng;
use weiqi::{Board, ByColor, Color, Point};

use crate::patterns;
use crate::tactics::{after, is_self_atari, lone_liberty, slot};

/// The largest own chain a non-capturing playout move may leave in atari.
pub const MAX_SELF_ATARI: u32 = 3;

/// Who first played each point during one simulation (tree moves and playout):
/// the all-moves-as-first statistics (AMAF) are gathered from it.
pub struct FirstPlay {
    /// 0: nobody yet, 1: Black, 2: White; indexed by [`slot`].
    by: Vec<u8>,
}

impl FirstPlay {
    /// An empty record for a board of `points` points.
    pub fn new(points: usize) -> FirstPlay {
        FirstPlay {
            by: vec![0; points],
        }
    }

    /// Forgets every move.
    pub fn clear(&mut self) {
        self.by.iter_mut().for_each(|b| *b = 0);
    }

    /// Notes that `color` played at `slot`, unless someone played there first.
    #[inline]
    pub fn note(&mut self, slot: usize, color: Color) {
        if self.by[slot] == 0 {
            self.by[slot] = 1 + color.index() as u8;
        }
    }

    /// Whether `color` was the first to play at `slot`.
    #[inline]
    pub fn first_was(&self, slot: usize, color: Color) -> bool {
        self.by[slot] == 1 + color.index() as u8
    }
}

/// Plays `board` out at random, `to_move` first, after the last move `last`, for at
/// most `max_moves` moves, noting each move in `first`. With `stop_at` (Capture
/// Go, RULES R5: the stones each colour needs), the playout stops as soon as a
/// colour has captured that many and returns it.
pub fn play_out(
    board: &mut Board,
    mut to_move: Color,
    mut last: Option<Point>,
    rng: &mut Rng,
    first: &mut FirstPlay,
    max_moves: u32,
    stop_at: Option<ByColor<u32>>,
) -> Option<Color> {
    let mut taken = ByColor::<u32>::default();
    let mut passes = 0;
    let mut ko: Option<Point> = None;
    for _ in 0..max_moves {
        if passes >= 2 {
            break;
        }
        let urgent = last.and_then(|m| {
            answer(board, m, to_move, ko).or_else(|| shape(board, m, to_move, ko, rng))
        });
        match urgent.or_else(|| choose(board, to_move, ko, rng)) {
            Some(p) => {
                let lone = board.neighbors(p).all(|n| board.get(n) == Some(!to_move));
                let placed = board.place(p, to_move);
                first.note(slot(board, p), to_move);
                taken[to_move] += placed.captures;
                if stop_at.is_some_and(|needs| taken[to_move] >= needs[to_move]) {
                    return Some(to_move);
                }
                ko = if lone && placed.captures == 1 {
                    board.neighbors(p).find(|&n| board.is_empty_point(n))
                } else {
                    None
                };
                last = Some(p);
                passes = 0;
            }
            None => {
                last = None;
                ko = None;
                passes += 1;
            }
        }
        to_move = !to_move;
    }
    None
}

/// `color`'s answer to the opponent's stone at `m`: capture it if in atari, else
/// save an own chain beside it that is in atari.
fn answer(board: &Board, m: Point, color: Color, ko: Option<Point>) -> Option<Point> {
    if board.get(m) != Some(!color) {
        return None;
    }
    if let Some(l) = lone_liberty(board, m) {
        if Some(l) != ko {
            return Some(l);
        }
    }
    for n in board.neighbors(m) {
        if board.get(n) != Some(color) {
            continue;
        }
        if let Some(l) = lone_liberty(board, n) {
            if Some(l) != ko
                && board.examine_counts(l, color).suicide == 0
                && after(board, l, color).liberties >= 2
            {
                return Some(l);
            }
        }
    }
    None
}

/// A point around the last move `m` that matches a 3×3 pattern, chosen from a
/// random start, for `color`; not a self-atari nor a suicide.
fn shape(board: &Board, m: Point, color: Color, ko: Option<Point>, rng: &mut Rng) -> Option<Point> {
    let size = board.size();
    let (w, h) = (size.width() as i32, size.height() as i32);
    let start = rng.below(8) as usize;
    for k in 0..8 {
        let (dx, dy) = AROUND[(start + k) % 8];
        let (x, y) = (m.x() as i32 + dx, m.y() as i32 + dy);
        if x < 0 || y < 0 || x >= w || y >= h {
            continue;
        }
        let p = Point::new(x as u8, y as u8);
        if !board.is_empty_point(p) || Some(p) == ko || !patterns::matches(board, p) {
            continue;
        }
        if board.examine_counts(p, color).suicide > 0 || is_self_atari(board, p, color) {
            continue;
        }
        return Some(p);
    }
    None
}

/// The eight points around a point, as (dx, dy).
const AROUND: [(i32, i32); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// A random sensible point for `color`, or `None` to pass.
fn choose(board: &Board, color: Color, ko: Option<Point>, rng: &mut Rng) -> Option<Point> {
    let empties = board.empty_points();
    let n = empties.len();
    if n == 0 {
        return None;
    }
    let start = rng.below(n as u32) as usize;
    for k in 0..n {
        let i = start + k;
        let p = empties[if i >= n { i - n } else { i }];
        if Some(p) == ko || board.is_eye_like(p, color) {
            continue;
        }
        if board.examine_counts(p, color).suicide > 0 {
            continue;
        }
        if is_self_atari(board, p, color)
            && (after(board, p, color).stones > MAX_SELF_ATARI || rng.below(10) < 9)
        {
            continue;
        }
        return Some(p);
    }
    None
}

/// Black's area minus White's on a played-out board: stones, and empty points
/// whose neighbours are all of one colour (after a playout the empty points are
/// almost all single eyes; RULES R0.7 area counting).
pub fn area_difference(board: &Board) -> i32 {
    let black = board.stone_count(Color::Black) as i32;
    let white = board.stone_count(Color::White) as i32;
    let mut eyes = 0;
    for &p in board.empty_points() {
        let mut seen = (false, false);
        for n in board.neighbors(p) {
            match board.get(n) {
                Some(Color::Black) => seen.0 = true,
                Some(Color::White) => seen.1 = true,
                None => {}
            }
        }
        match seen {
            (true, false) => eyes += 1,
            (false, true) => eyes -= 1,
            _ => {}
        }
    }
    black - white + eyes
}
