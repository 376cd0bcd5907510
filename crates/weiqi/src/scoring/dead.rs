//! Marking dead stones after the stop (RULES R1.6, R2.4, R4.4).

use crate::board::Board;
use crate::point::{Point, PointSet};

/// Toggles the stones at `p` between alive and dead in `dead`: the whole chain and
/// every chain of the same colour in the same enclosed region, as players expect
/// (the region is what the colour reaches through empty points, its own stones and
/// opponent stones already marked dead). Returns the stones toggled; nothing when
/// `p` holds no stone.
pub fn toggle_dead(board: &Board, dead: &mut PointSet, p: Point) -> PointSet {
    let Some(color) = board.get(p) else {
        return PointSet::new();
    };
    let mut reached = PointSet::new();
    let mut stones = PointSet::new();
    let mut stack = alloc::vec![p];
    reached.insert(p);
    while let Some(q) = stack.pop() {
        if board.get(q) == Some(color) {
            stones.insert(q);
        }
        for n in board.neighbors(q) {
            let passable = match board.get(n) {
                None => true,
                Some(c) => c == color || dead.contains(n),
            };
            if passable && reached.insert(n) {
                stack.push(n);
            }
        }
    }
    let make_dead = !dead.contains(p);
    for s in stones.iter() {
        if make_dead {
            dead.insert(s);
        } else {
            dead.remove(s);
        }
    }
    stones
}
