//! The area planes of the inputs under area scoring (KataGo's `calculateArea`,
//! re-derived): Benson's pass-alive chains and the regions they secure, plus the
//! looser marks the network was trained with.
//!
//! For each colour `c`, a *region* is a connected set of points that are empty or
//! hold the other colour's stones, grown from empty points. A region is *vital* to a
//! `c` chain when the chain touches every one of its empty points (every point, when
//! multi-stone suicide is legal). Chains with fewer than two vital regions among the
//! regions that border no removed chain are removed, repeatedly (Benson); the chains
//! left are pass-alive. A region is then `c`'s when it borders `c` and no removed
//! chain and has at most one point not touching `c`, or borders `c` and no removed
//! chain and holds no opponent stone, or (the loose mark) borders `c` and holds no
//! opponent stone at all. Black is marked first, then White; points still unmarked
//! keep their stone's colour.
//!
//! The engine's own `weiqi::estimate::pass_alive` is Benson's theorem for dead
//! stones at the count; these planes add the network's looser territory marks, so
//! they are computed here as the network defines them.

use crate::position::{other, Position, BLACK, EMPTY, WHITE};

/// The area of each cell of `pos` (`BLACK`, `WHITE` or `EMPTY`), as the network's
/// area-scoring input planes define it.
pub fn area(pos: &Position, multi_stone_suicide_legal: bool) -> Vec<u8> {
    let mut result = vec![EMPTY; pos.cells.len()];
    for color in [BLACK, WHITE] {
        mark_for(pos, color, multi_stone_suicide_legal, &mut result);
    }
    for cell in pos.board_cells() {
        if result[cell] == EMPTY {
            result[cell] = pos.cells[cell];
        }
    }
    result
}

/// One region of empty and opponent points.
struct Region {
    points: Vec<usize>,
    /// Indices of the chains this region is vital to.
    vital_for: Vec<usize>,
    /// Points not next to a `color` stone, counted up to 2.
    internal: u8,
    borders_color: bool,
    contains_opponent: bool,
    /// Borders a chain already found not pass-alive.
    borders_removed: bool,
}

fn mark_for(pos: &Position, color: u8, suicide_legal: bool, result: &mut [u8]) {
    let opp = other(color);
    // The colour's chains.
    let mut chain_of = vec![usize::MAX; pos.cells.len()];
    let mut chains: Vec<Vec<usize>> = Vec::new();
    for cell in pos.board_cells() {
        if pos.cells[cell] == color && chain_of[cell] == usize::MAX {
            let stones = pos.chain(cell).stones;
            for &s in &stones {
                chain_of[s] = chains.len();
            }
            chains.push(stones);
        }
    }
    let adjacent_chains = |cell: usize| -> Vec<usize> {
        let mut v: Vec<usize> = Vec::new();
        for n in pos.neighbors(cell) {
            if pos.cells[n] == color && !v.contains(&chain_of[n]) {
                v.push(chain_of[n]);
            }
        }
        v
    };
    // The regions, grown from empty points.
    let mut region_of = vec![usize::MAX; pos.cells.len()];
    let mut regions: Vec<Region> = Vec::new();
    for seed in pos.board_cells() {
        if pos.cells[seed] != EMPTY || region_of[seed] != usize::MAX {
            continue;
        }
        let id = regions.len();
        let mut region = Region {
            points: vec![seed],
            vital_for: adjacent_chains(seed),
            internal: 0,
            borders_color: false,
            contains_opponent: false,
            borders_removed: false,
        };
        region_of[seed] = id;
        let mut k = 0;
        while k < region.points.len() {
            let p = region.points[k];
            k += 1;
            if suicide_legal || pos.cells[p] == EMPTY {
                let here = adjacent_chains(p);
                region.vital_for.retain(|c| here.contains(c));
            }
            let touches_color = pos.neighbors(p).iter().any(|&n| pos.cells[n] == color);
            if touches_color {
                region.borders_color = true;
            } else if region.internal < 2 {
                region.internal += 1;
            }
            if pos.cells[p] == opp {
                region.contains_opponent = true;
            }
            for n in pos.neighbors(p) {
                if (pos.cells[n] == EMPTY || pos.cells[n] == opp) && region_of[n] == usize::MAX {
                    region_of[n] = id;
                    region.points.push(n);
                }
            }
        }
        regions.push(region);
    }
    // Benson's iteration.
    let mut removed = vec![false; chains.len()];
    loop {
        let mut vital = vec![0u32; chains.len()];
        for r in regions.iter().filter(|r| !r.borders_removed) {
            for &c in &r.vital_for {
                vital[c] += 1;
            }
        }
        let mut changed = false;
        for c in 0..chains.len() {
            if removed[c] || vital[c] >= 2 {
                continue;
            }
            removed[c] = true;
            changed = true;
            for &s in &chains[c] {
                for n in pos.neighbors(s) {
                    if region_of[n] != usize::MAX {
                        regions[region_of[n]].borders_removed = true;
                    }
                }
            }
        }
        if !changed {
            break;
        }
    }
    for (c, stones) in chains.iter().enumerate() {
        if !removed[c] {
            for &s in stones {
                result[s] = color;
            }
        }
    }
    for r in &regions {
        // A small region secured by pass-alive chains, or any region of empty
        // points bordered by this colour alone (the loose mark covers the secured
        // big territories too).
        let secured = r.borders_color && !r.borders_removed;
        let mark = (secured && r.internal <= 1) || (r.borders_color && !r.contains_opponent);
        if mark {
            for &p in &r.points {
                result[p] = color;
            }
        }
    }
}
