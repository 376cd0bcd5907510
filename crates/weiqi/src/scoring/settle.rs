//! Before a territory count: the neutral points are filled and the defects in the
//! territories defended (RULES R4.4; the Romanian guide, "5. Sfârșitul jocului",
//! step 2).
//!
//! A *defect* is an empty point of a player's territory where the opponent, once the
//! dame are filled, could play and capture: the last liberty of a chain inside its
//! own territory (a false eye whose chain would be in atari is the common case). The
//! owner defends it with a stone there, so the point counts for nobody. Defending
//! one point can make another (the defending stone joins chains whose last liberty
//! is the next false eye), so the search repeats until nothing changes.
//!
//! Who fills which dame: the opponent fills every dame point, except a point that
//! joins two or more of the owner's chains, which the owner fills with one move of
//! its own and so connects them (a bamboo joint of shared liberties, or a single
//! connecting point between groups the players agreed are alive: taking it would be
//! a killing move, not dame filling, and a player who thinks it kills disputes the
//! marks instead). Territory that such a connection makes safe is territory; only
//! points the owner must fill *inside* its territory are defects. A connection that
//! needs two or more dame moves of the owner (a row of dame where no point touches
//! both groups) is not made: the opponent cuts it with one move whoever starts. A
//! point that would join chains of both colours is a cut for whoever does not take
//! it first, so neither side counts on it.

use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::point::{Point, PointSet};

use super::Regions;

/// What the players fill before a territory count.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settlement {
    /// The neutral points (dame): empty points of regions that touch both colours,
    /// except the liberties shared in seki, which nobody can fill (RULES R4.5).
    pub dame: PointSet,
    /// The defects, each to be filled by the territory's owner (RULES R4.4).
    pub defects: PointSet,
    /// The board with the defending stones placed; a defect whose filling would leave
    /// its own chain without a liberty (a group with only false eyes, which the
    /// players should have marked dead) stays empty but still counts for nobody.
    pub board: Board,
    /// The empty regions of [`Settlement::board`].
    pub regions: Regions,
}

/// Settles `board` (dead stones already removed): finds the dame and the defects,
/// the defending stones placed one by one until no defect is left. Points in `keep`
/// are the players' overrides: they need no filling and are never taken as dame or
/// defects. With `fill` false (area scoring) nothing is filled: only the regions.
pub fn settle(board: &Board, keep: &PointSet, fill: bool) -> Settlement {
    let mut board = board.clone();
    let mut defects = PointSet::new();
    loop {
        let regions = Regions::of(&board);
        let dame = if fill {
            regions
                .shared
                .difference(&regions.seki_shared)
                .difference(keep)
        } else {
            PointSet::new()
        };
        let skip = keep.union(&defects);
        // A defect that stands now comes first: filling it can turn a dame region
        // into seki (a seki whose group had a false eye), which changes what the dame
        // are. Then the defects that appear once the opponent has filled the dame.
        let found = match fill {
            true => [PointSet::new(), dame]
                .iter()
                .find_map(|filled| defect(&board, &regions, filled, &skip)),
            false => None,
        };
        let Some((p, owner)) = found else {
            return Settlement {
                dame,
                defects,
                board,
                regions,
            };
        };
        defects.insert(p);
        // `p` is empty and on the board: setting it cannot fail. A stone that would
        // have no liberty is taken off again.
        let _ = board.set(p, Some(owner));
        if board.liberties(p).is_empty() {
            let _ = board.set(p, None);
        }
    }
}

/// The first chain whose liberties, once the points of `filled` are taken (each by
/// the colour the module's comment says), are a single point of its own territory
/// not in `skip`: that point and the chain's colour.
fn defect(
    board: &Board,
    regions: &Regions,
    filled: &PointSet,
    skip: &PointSet,
) -> Option<(Point, Color)> {
    // Each colour's view: the board with the points it fills itself taken by it,
    // which joins its chains there (the engine's own chains then give the
    // liberties). Two copies of a board on the stack: less code than a flood of its own.
    let mut joined = ByColor::new(board.clone(), board.clone());
    for p in filled.iter() {
        let (black, white) = (joins(board, p, Color::Black), joins(board, p, Color::White));
        if black != white {
            let owner = if black { Color::Black } else { Color::White };
            // `p` is empty and on the board: setting it cannot fail.
            let _ = joined[owner].set(p, Some(owner));
        }
    }
    // Every stone stands for its chain (a chain is looked at once per stone: a few
    // hundred floods at most, once per count).
    for p in board.size().points() {
        let Some(color) = board.get(p) else { continue };
        let libs = joined[color].liberties(p).difference(filled);
        if libs.len() != 1 {
            continue;
        }
        let last = libs.iter().next()?;
        if regions.territory[color].contains(last) && !skip.contains(last) {
            return Some((last, color));
        }
    }
    None
}

/// Whether a stone of `color` on `p` would join two or more of its chains.
fn joins(board: &Board, p: Point, color: Color) -> bool {
    let mut first: Option<PointSet> = None;
    for n in board.neighbors(p) {
        if board.get(n) != Some(color) {
            continue;
        }
        match &first {
            None => first = Some(board.chain(n)),
            Some(chain) if !chain.contains(n) => return true,
            Some(_) => {}
        }
    }
    false
}
