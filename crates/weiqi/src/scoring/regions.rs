//! Empty regions and who they belong to (RULES R0.3, R0.7, R2.3, R3.6, R4.5).

use alloc::vec::Vec;

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::point::{PointSet, CELLS};

/// An own territory region at least this large gives its chains two eyes.
const INDEPENDENT_EYE_SPACE: u32 = 7;

/// The empty points of a board (dead stones already removed), sorted by owner.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Regions {
    /// Empty points in regions that touch only that colour.
    pub territory: ByColor<PointSet>,
    /// Empty points in regions that touch both colours: dame, or shared liberties
    /// in seki (RULES R1.5, R2.3).
    pub shared: PointSet,
    /// The shared points that are seki rather than dame: every chain around them
    /// lives only through them (see [`Regions::of`]).
    pub seki_shared: PointSet,
    /// Empty points in regions that touch no stone (an empty board).
    pub untouched: PointSet,
    /// Territory points that are eyes of chains in seki (RULES R4.5).
    pub seki_eyes: ByColor<PointSet>,
}

/// A maximal empty region and the stones around it.
struct Region {
    points: PointSet,
    border: PointSet,
    owner: Option<Color>,
}

impl Regions {
    /// Sorts every empty point of `board` by the colours its region touches, and
    /// tells seki from dame: a chain is *independent* when it borders two territory
    /// regions of its own or one of at least seven points (room for two eyes); a
    /// shared region is seki when no chain around it is independent, since then
    /// every one of them lives only through the shared points. Dame between living
    /// groups (the Romanian guide's dia. 8) are not seki.
    pub fn of(board: &Board) -> Regions {
        let regions = empty_regions(board);
        let chains = Chains::of(board);
        // Own territory regions bordering each chain, and the largest one.
        let mut eye_regions = alloc::vec![0u32; chains.sets.len()];
        let mut largest_eye = alloc::vec![0u32; chains.sets.len()];
        for region in regions.iter().filter(|r| r.owner.is_some()) {
            for chain in chains.around(&region.border) {
                eye_regions[chain] += 1;
                largest_eye[chain] = largest_eye[chain].max(region.points.len() as u32);
            }
        }
        let independent =
            |chain: usize| eye_regions[chain] >= 2 || largest_eye[chain] >= INDEPENDENT_EYE_SPACE;
        let mut out = Regions {
            territory: ByColor::default(),
            shared: PointSet::new(),
            seki_shared: PointSet::new(),
            untouched: PointSet::new(),
            seki_eyes: ByColor::default(),
        };
        let mut seki_stones = PointSet::new();
        for region in &regions {
            match region.owner {
                Some(c) => out.territory[c] = out.territory[c].union(&region.points),
                None if region.border.is_empty() => {
                    out.untouched = out.untouched.union(&region.points)
                }
                None => {
                    out.shared = out.shared.union(&region.points);
                    let around = chains.around(&region.border);
                    if !around.iter().any(|&c| independent(c)) {
                        out.seki_shared = out.seki_shared.union(&region.points);
                        for c in around {
                            seki_stones = seki_stones.union(&chains.sets[c]);
                        }
                    }
                }
            }
        }
        for region in &regions {
            if let Some(c) = region.owner {
                if !region.border.intersection(&seki_stones).is_empty() {
                    out.seki_eyes[c] = out.seki_eyes[c].union(&region.points);
                }
            }
        }
        out
    }
}

/// Every maximal empty region with its border and owner (no recursion).
fn empty_regions(board: &Board) -> Vec<Region> {
    let mut seen = PointSet::new();
    let mut out = Vec::new();
    for p in board.size().points() {
        if !board.is_empty_point(p) || seen.contains(p) {
            continue;
        }
        let mut points = PointSet::new();
        let mut border = PointSet::new();
        let mut stack = alloc::vec![p];
        points.insert(p);
        while let Some(q) = stack.pop() {
            for n in board.neighbors(q) {
                if board.is_empty_point(n) {
                    if points.insert(n) {
                        stack.push(n);
                    }
                } else {
                    border.insert(n);
                }
            }
        }
        seen = seen.union(&points);
        let touches = |c: Color| border.iter().any(|s| board.get(s) == Some(c));
        let owner = match (touches(Color::Black), touches(Color::White)) {
            (true, false) => Some(Color::Black),
            (false, true) => Some(Color::White),
            _ => None,
        };
        out.push(Region {
            points,
            border,
            owner,
        });
    }
    out
}

/// The chains of a board, numbered, with each stone's chain number.
struct Chains {
    sets: Vec<PointSet>,
    of_point: Vec<u16>,
}

impl Chains {
    fn of(board: &Board) -> Chains {
        let mut chains = Chains {
            sets: Vec::new(),
            of_point: alloc::vec![u16::MAX; CELLS],
        };
        for p in board.size().points() {
            if board.get(p).is_some() && chains.of_point[p.index()] == u16::MAX {
                let set = board.chain(p);
                for s in set.iter() {
                    chains.of_point[s.index()] = chains.sets.len() as u16;
                }
                chains.sets.push(set);
            }
        }
        chains
    }

    /// The distinct chains with a stone among `stones`, in chain order. Marked rather
    /// than sorted: a slice sort would add kilobytes to the WebAssembly module.
    fn around(&self, stones: &PointSet) -> Vec<usize> {
        let mut touched = alloc::vec![false; self.sets.len()];
        for s in stones.iter() {
            if let Some(flag) = touched.get_mut(self.of_point[s.index()] as usize) {
                *flag = true;
            }
        }
        (0..touched.len()).filter(|&c| touched[c]).collect()
    }
}
