//! Cheap tactical facts about one move, read from the board alone: what the tree's
//! priors, the playouts and the "never silly" filter share. Legality is never
//! decided here: the game says what is legal (RULES R0.5, R1.4, R2.2).

use weiqi::{Board, Color, Point, PointSet};

/// What a `color` stone on an empty point would leave its own chain with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct After {
    /// Liberties of the new chain, counted up to 2 (2 means two or more); a
    /// capture counts as two (it frees at least the captured point).
    pub liberties: u32,
    /// Stones of the new chain, the new one included (exact when it has fewer
    /// than two liberties).
    pub stones: u32,
    /// Opponent stones the move captures.
    pub captures: u32,
}

/// The chain a `color` stone at the empty point `p` would form.
pub fn after(board: &Board, p: Point, color: Color) -> After {
    let effect = board.examine_counts(p, color);
    // Fast path: no friendly chain beside p, or only chains in atari (whose one
    // liberty is p): the new chain's liberties are p's empty neighbours.
    let mut empties = 0;
    let mut friends_free = false;
    let mut friend = None;
    for n in board.neighbors(p) {
        match board.get(n) {
            None => empties += 1,
            Some(c) if c == color => {
                if board.lone_liberty(n).is_none() {
                    friends_free = true;
                }
                friend = Some(n);
            }
            Some(_) => {}
        }
    }
    if friend.is_none() || (!friends_free && empties >= 2) {
        return After {
            liberties: if effect.captures > 0 {
                2
            } else {
                empties.min(2)
            },
            stones: if friend.is_none() { 1 } else { 2 }, // not exact: two liberties
            captures: effect.captures,
        };
    }
    let mut liberties = PointSet::new();
    let mut chains = PointSet::new();
    for n in board.neighbors(p) {
        match board.get(n) {
            None => {
                liberties.insert(n);
            }
            Some(c) if c == color && !chains.contains(n) => {
                chains = chains.union(&board.chain(n));
                liberties = liberties.union(&board.liberties(n));
            }
            Some(_) => {}
        }
    }
    liberties.remove(p);
    let liberties = if effect.captures > 0 {
        2
    } else {
        (liberties.len() as u32).min(2)
    };
    After {
        liberties,
        stones: chains.len() as u32 + 1,
        captures: effect.captures,
    }
}

/// Whether a `color` stone at `p` is a self-atari that captures nothing.
pub fn is_self_atari(board: &Board, p: Point, color: Color) -> bool {
    // Two empty neighbours are two liberties: no chain walk needed.
    if board
        .neighbors(p)
        .filter(|&n| board.is_empty_point(n))
        .count()
        >= 2
    {
        return false;
    }
    let a = after(board, p, color);
    a.captures == 0 && a.liberties <= 1
}

/// The single liberty of the chain through the stone `s`, if it has exactly one.
#[inline]
pub fn lone_liberty(board: &Board, s: Point) -> Option<Point> {
    board.lone_liberty(s)
}

/// Whether `p` is the liberty of a `color` chain in atari next to it that a stone
/// there would save (two liberties or more afterwards, or a capture).
pub fn saves_atari(board: &Board, p: Point, color: Color) -> bool {
    let threatened = board
        .neighbors(p)
        .any(|n| board.get(n) == Some(color) && lone_liberty(board, n) == Some(p));
    threatened && after(board, p, color).liberties >= 2
}

/// Whether the move is a "silly" one a beginner's opponent must never make: filling
/// its own eye, or putting its own chain in atari without capturing.
pub fn is_silly(board: &Board, p: Point, color: Color) -> bool {
    board.is_eye_like(p, color) || is_self_atari(board, p, color)
}

/// A dense index of `p` on `board`: `y · width + x`.
#[inline]
pub fn slot(board: &Board, p: Point) -> usize {
    p.y() as usize * board.size().width() as usize + p.x() as usize
}
