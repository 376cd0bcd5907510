//! Benson's algorithm: the chains no sequence of opponent moves can capture, even
//! if their owner always passes (*pass-alive*, *unconditionally alive*), and the
//! small regions they enclose (D. B. Benson, "Life in the game of Go", 1976).
//!
//! Terms as in RULES R0.3: a *chain* is a maximal connected set of stones of one
//! colour, its *liberties* the empty points next to it. For a colour `c`:
//!
//! - a `c`-*enclosed region* is a maximal connected set of points that hold no `c`
//!   stone (empty points and opponent stones);
//! - such a region is *vital* to a `c` chain when it has an empty point and every
//!   empty point of it is a liberty of that chain;
//! - starting from every `c` chain and every `c`-enclosed region, remove each chain
//!   with fewer than two vital regions left, then each region bordered by a removed
//!   chain, and repeat until nothing changes. The chains left are pass-alive.
//!
//! The regions left that are vital to a pass-alive chain are *pass-alive
//! territory*: the opponent can never make an eye there (every empty point touches
//! an uncapturable chain), so the opponent stones inside are dead.

use alloc::vec::Vec;

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet, CELLS};

/// What Benson's algorithm proves about a position; see [`pass_alive`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PassAlive {
    /// The stones of each colour's pass-alive chains.
    pub chains: ByColor<PointSet>,
    /// Each colour's pass-alive territory: every point (empty, or an opponent
    /// stone, which is then dead) of the regions vital to one of its pass-alive
    /// chains.
    pub territory: ByColor<PointSet>,
}

impl PassAlive {
    /// Every pass-alive stone, both colours.
    pub fn stones(&self) -> PointSet {
        self.chains.black.union(&self.chains.white)
    }

    /// The stones proven dead: opponent stones inside pass-alive territory.
    pub fn dead(&self, board: &Board) -> PointSet {
        let mut dead = PointSet::new();
        for c in Color::ALL {
            for p in self.territory[c].iter() {
                if board.get(p) == Some(!c) {
                    dead.insert(p);
                }
            }
        }
        dead
    }
}

/// Runs Benson's algorithm for both colours of `board`.
///
/// Exact for any position: a chain is reported exactly when the opponent cannot
/// capture it even moving alone, with any suicide rule and any ko rule.
pub fn pass_alive(board: &Board) -> PassAlive {
    let mut out = PassAlive::default();
    for c in Color::ALL {
        let (chains, territory) = benson_for(board, c);
        out.chains[c] = chains;
        out.territory[c] = territory;
    }
    out
}

/// One `c`-enclosed region.
struct Region {
    points: PointSet,
    /// The chains (indices) that border it.
    border: Vec<u16>,
    /// The chains (indices) it is vital to.
    vital_to: Vec<u16>,
}

/// Pass-alive chains and territory of colour `c`.
fn benson_for(board: &Board, c: Color) -> (PointSet, PointSet) {
    let size = board.size();
    // Chains of colour c, each with its liberties.
    let mut chain_of = alloc::vec![u16::MAX; CELLS];
    let mut chains: Vec<PointSet> = Vec::new();
    let mut libs: Vec<PointSet> = Vec::new();
    for p in size.points() {
        if board.get(p) == Some(c) && chain_of[p.index()] == u16::MAX {
            let set = board.chain(p);
            for s in set.iter() {
                chain_of[s.index()] = chains.len() as u16;
            }
            chains.push(set);
            libs.push(board.liberties(p));
        }
    }
    if chains.is_empty() {
        return (PointSet::new(), PointSet::new());
    }
    // The c-enclosed regions, by flood fill with an explicit stack.
    let mut seen = PointSet::new();
    let mut regions: Vec<Region> = Vec::new();
    let mut stack: Vec<Point> = Vec::new();
    for p in size.points() {
        if board.get(p) == Some(c) || seen.contains(p) {
            continue;
        }
        let mut points = PointSet::new();
        let mut empties = PointSet::new();
        let mut border: Vec<u16> = Vec::new();
        points.insert(p);
        stack.push(p);
        while let Some(q) = stack.pop() {
            if board.is_empty_point(q) {
                empties.insert(q);
            }
            for n in board.neighbors(q) {
                if board.get(n) == Some(c) {
                    let k = chain_of[n.index()];
                    if !border.contains(&k) {
                        border.push(k);
                    }
                } else if points.insert(n) {
                    stack.push(n);
                }
            }
        }
        seen = seen.union(&points);
        let vital_to = if empties.is_empty() {
            Vec::new()
        } else {
            border
                .iter()
                .copied()
                .filter(|&k| empties.difference(&libs[k as usize]).is_empty())
                .collect()
        };
        regions.push(Region {
            points,
            border,
            vital_to,
        });
    }
    // Iterate the two removals until neither removes anything.
    let mut alive = alloc::vec![true; chains.len()];
    let mut healthy = alloc::vec![true; regions.len()];
    loop {
        let mut vital_count = alloc::vec![0u32; chains.len()];
        for (r, region) in regions.iter().enumerate() {
            if healthy[r] {
                for &k in &region.vital_to {
                    vital_count[k as usize] += 1;
                }
            }
        }
        let mut changed = false;
        for k in 0..chains.len() {
            if alive[k] && vital_count[k] < 2 {
                alive[k] = false;
                changed = true;
            }
        }
        for (r, region) in regions.iter().enumerate() {
            if healthy[r] && region.border.iter().any(|&k| !alive[k as usize]) {
                healthy[r] = false;
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut stones = PointSet::new();
    for (k, set) in chains.iter().enumerate() {
        if alive[k] {
            stones = stones.union(set);
        }
    }
    let mut territory = PointSet::new();
    for (r, region) in regions.iter().enumerate() {
        if healthy[r] && region.vital_to.iter().any(|&k| alive[k as usize]) {
            territory = territory.union(&region.points);
        }
    }
    (stones, territory)
}
