//! The random games behind the ownership estimate: played on a bare [`Board`] (no
//! history), with simple ko and suicide forbidden, until both players pass.
//!
//! First the player to move answers ataris: it captures an opponent chain in
//! atari next to the last move, or else saves an own chain that the last move put
//! in atari by extending it to two liberties or more (even into its own eye: a
//! chain in atari at the stop is saved by the player to move). At the start of a
//! playout the same goes for every chain in atari on the board. Otherwise it picks a
//! random empty point and takes the first one, going round from there, that is
//! legal and sensible:
//!
//! - not one of its own eyes ([`Board::is_eye_like`]);
//! - not a *forbidden* point of that player, unless the move captures: nobody plays
//!   in pass-alive territory, where no move changes anything, and in the second
//!   round of playouts nobody plays where the first round says the opponent owns
//!   the point (see [`super::suggest`]);
//! - not a non-capturing move that leaves its own chain of more than
//!   [`MAX_SELF_ATARI`] stones with one liberty: this keeps seki alive (filling a
//!   shared liberty is such a move for both sides) while still letting the
//!   attacker play the few stones a nakade needs.
//!
//! With no such point it passes; two passes in a row end the game.

use alloc::vec::Vec;

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::playout::Rng;
use crate::point::{Point, PointSet};

/// The largest chain a non-capturing move may leave in atari: big enough for the
/// attacker's stones of straight, bent and square nakade shapes.
pub(super) const MAX_SELF_ATARI: u32 = 3;

/// Reusable scratch space for the playouts of one estimate.
pub(super) struct Rollout {
    /// Points each player does not play on, but to capture.
    forbidden: ByColor<PointSet>,
    /// Stack for chain walks.
    stack: Vec<Point>,
    /// A stone of each chain in atari on the starting board.
    in_atari: Vec<Point>,
}

/// The outcome of one playout: who owns each point by area count (RULES R0.7).
pub(super) struct Owners {
    /// Points of Black's area (stones and empty regions touching only Black).
    pub(super) black: PointSet,
    /// Points of White's area.
    pub(super) white: PointSet,
}

impl Rollout {
    /// Playouts in which each player keeps off its `forbidden` points but to
    /// capture.
    pub(super) fn new(forbidden: ByColor<PointSet>) -> Rollout {
        Rollout {
            forbidden,
            stack: Vec::with_capacity(64),
            in_atari: Vec::new(),
        }
    }

    /// Notes the chains in atari of the starting board (call once, before `run`).
    pub(super) fn prepare(&mut self, start: &Board) {
        self.in_atari.clear();
        let mut seen = PointSet::new();
        for p in start.size().points() {
            if start.get(p).is_none() || seen.contains(p) {
                continue;
            }
            seen = seen.union(&start.chain(p));
            if self.lone_liberty(start, p).is_some() {
                self.in_atari.push(p);
            }
        }
    }

    /// Plays `board` out at random, `first` to move, for at most `max_moves` moves,
    /// and returns who owns what at the end.
    pub(super) fn run(
        &mut self,
        board: &mut Board,
        first: Color,
        rng: &mut Rng,
        max_moves: u32,
    ) -> Owners {
        let mut to_move = first;
        let mut passes = 0;
        let mut ko: Option<Point> = None;
        let mut moves = 0;
        let mut last: Option<Point> = None;
        while passes < 2 && moves < max_moves {
            let urgent = if moves < 2 {
                self.answer_start_atari(board, to_move, ko)
            } else {
                None
            };
            let urgent = urgent.or_else(|| last.and_then(|m| self.answer(board, m, to_move, ko)));
            match urgent.or_else(|| self.choose(board, to_move, ko, rng)) {
                Some(p) => {
                    ko = Self::place(board, p, to_move);
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
            moves += 1;
        }
        owners(board)
    }

    /// Places a `color` stone at `p`; returns the point the opponent may not take
    /// back at once (simple ko), if any.
    fn place(board: &mut Board, p: Point, color: Color) -> Option<Point> {
        // A ko capture: a lone stone with no liberty and no friend takes one stone.
        let lone = board.neighbors(p).all(|n| board.get(n) == Some(!color));
        let placed = board.place(p, color);
        if lone && placed.captures == 1 {
            board.neighbors(p).find(|&n| board.is_empty_point(n))
        } else {
            None
        }
    }

    /// `color`'s answer to the opponent's move at `m`: capture its chain if it is in
    /// atari, else save an own chain next to it that is in atari.
    fn answer(
        &mut self,
        board: &Board,
        m: Point,
        color: Color,
        ko: Option<Point>,
    ) -> Option<Point> {
        if board.get(m) != Some(!color) {
            return None;
        }
        if let Some(l) = self.lone_liberty(board, m) {
            if Some(l) != ko {
                return Some(l);
            }
        }
        for n in board.neighbors(m) {
            if board.get(n) == Some(color) {
                if let Some(p) = self.escape(board, n, color, ko) {
                    return Some(p);
                }
            }
        }
        None
    }

    /// At the start of a playout: `color` captures an opponent chain in atari, or
    /// saves an own chain in atari.
    fn answer_start_atari(
        &mut self,
        board: &Board,
        color: Color,
        ko: Option<Point>,
    ) -> Option<Point> {
        for k in 0..self.in_atari.len() {
            let s = self.in_atari[k];
            if board.get(s) == Some(!color) {
                if let Some(l) = self.lone_liberty(board, s) {
                    if Some(l) != ko {
                        return Some(l);
                    }
                }
            }
        }
        for k in 0..self.in_atari.len() {
            let s = self.in_atari[k];
            if board.get(s) == Some(color) {
                if let Some(p) = self.escape(board, s, color, ko) {
                    return Some(p);
                }
            }
        }
        None
    }

    /// The move that saves the `color` chain through `s` if it is in atari:
    /// extending at its liberty when that gives two liberties or more.
    fn escape(
        &mut self,
        board: &Board,
        s: Point,
        color: Color,
        ko: Option<Point>,
    ) -> Option<Point> {
        let l = self.lone_liberty(board, s)?;
        if Some(l) == ko {
            return None;
        }
        let effect = board.examine_counts(l, color);
        if effect.suicide > 0 {
            return None;
        }
        if effect.captures > 0 || self.liberties_after(board, l, color) >= 2 {
            Some(l)
        } else {
            None
        }
    }

    /// The liberty of the chain through the stone `s` if it has exactly one.
    fn lone_liberty(&mut self, board: &Board, s: Point) -> Option<Point> {
        let color = board.get(s)?;
        let mut seen = PointSet::new();
        seen.insert(s);
        self.stack.clear();
        self.stack.push(s);
        let mut lib: Option<Point> = None;
        while let Some(q) = self.stack.pop() {
            for n in board.neighbors(q) {
                if board.is_empty_point(n) {
                    match lib {
                        Some(l) if l != n => return None,
                        _ => lib = Some(n),
                    }
                } else if board.get(n) == Some(color) && seen.insert(n) {
                    self.stack.push(n);
                }
            }
        }
        lib
    }

    /// The liberties (0, 1, or 2 meaning two or more) of the chain a `color` stone
    /// at the empty point `p` would join, captures not counted.
    fn liberties_after(&mut self, board: &Board, p: Point, color: Color) -> u32 {
        let (libs, _) = self.chain_after(board, p, color);
        libs
    }

    /// A random sensible move for `color`, or `None` to pass.
    fn choose(
        &mut self,
        board: &Board,
        color: Color,
        ko: Option<Point>,
        rng: &mut Rng,
    ) -> Option<Point> {
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
            let effect = board.examine_counts(p, color);
            if effect.suicide > 0 || (effect.captures == 0 && self.forbidden[color].contains(p)) {
                continue;
            }
            if effect.captures == 0 && self.big_self_atari(board, p, color) {
                continue;
            }
            return Some(p);
        }
        None
    }

    /// Whether a `color` stone at `p`, capturing nothing, would leave its chain with
    /// a single liberty and more than [`MAX_SELF_ATARI`] stones.
    fn big_self_atari(&mut self, board: &Board, p: Point, color: Color) -> bool {
        let (libs, stones) = self.chain_after(board, p, color);
        libs <= 1 && stones > MAX_SELF_ATARI
    }

    /// For a `color` stone at the empty point `p`, captures not counted: the
    /// liberties of its chain (0, 1, or 2 meaning two or more) and its stones
    /// (exact when it has fewer than two liberties).
    fn chain_after(&mut self, board: &Board, p: Point, color: Color) -> (u32, u32) {
        // The new stone's own liberties, and its friendly neighbours.
        let mut lib: Option<Point> = None;
        let mut has_friend = false;
        for n in board.neighbors(p) {
            if board.is_empty_point(n) {
                if lib.is_some() {
                    return (2, 1);
                }
                lib = Some(n);
            } else if board.get(n) == Some(color) {
                has_friend = true;
            }
        }
        if !has_friend {
            return (lib.is_some() as u32, 1);
        }
        // Walk the friendly chains through p; stop at a second liberty.
        let mut seen = PointSet::new();
        seen.insert(p);
        self.stack.clear();
        self.stack.push(p);
        let mut stones = 0u32;
        while let Some(q) = self.stack.pop() {
            stones += 1;
            for n in board.neighbors(q) {
                if n == p || seen.contains(n) {
                    continue;
                }
                if board.is_empty_point(n) {
                    match lib {
                        Some(l) if l != n => return (2, stones),
                        _ => lib = Some(n),
                    }
                } else if board.get(n) == Some(color) {
                    seen.insert(n);
                    self.stack.push(n);
                }
            }
        }
        (lib.is_some() as u32, stones)
    }
}

/// Area ownership of a board: stones, and empty regions touching one colour only.
pub(super) fn owners(board: &Board) -> Owners {
    let mut out = Owners {
        black: PointSet::new(),
        white: PointSet::new(),
    };
    let mut seen = PointSet::new();
    let mut stack: Vec<Point> = Vec::new();
    for p in board.size().points() {
        match board.get(p) {
            Some(Color::Black) => {
                out.black.insert(p);
            }
            Some(Color::White) => {
                out.white.insert(p);
            }
            None if seen.contains(p) => {}
            None => {
                // Flood the empty region; note which colours it touches.
                let mut region = PointSet::new();
                let (mut black, mut white) = (false, false);
                region.insert(p);
                stack.push(p);
                while let Some(q) = stack.pop() {
                    for n in board.neighbors(q) {
                        match board.get(n) {
                            Some(Color::Black) => black = true,
                            Some(Color::White) => white = true,
                            None => {
                                if region.insert(n) {
                                    stack.push(n);
                                }
                            }
                        }
                    }
                }
                seen = seen.union(&region);
                match (black, white) {
                    (true, false) => out.black = out.black.union(&region),
                    (false, true) => out.white = out.white.union(&region),
                    _ => {}
                }
            }
        }
    }
    out
}
