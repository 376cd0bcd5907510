//! Standard handicap placement on the star points (RULES R3.2, R4.3).

use core::fmt;

use crate::point::{BoardSize, Point};

/// Why a fixed handicap cannot be placed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HandicapError {
    /// The board is smaller than 9×9 on some side: it has no standard star points.
    BoardTooSmall(BoardSize),
    /// This board has no standard placement for this many stones.
    TooManyStones {
        /// Stones asked for.
        stones: u32,
        /// The most this board places on its star points.
        most: u32,
    },
    /// Fewer than two stones: a one-stone handicap is Black moving first without komi.
    TooFewStones(u32),
}

impl fmt::Display for HandicapError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            HandicapError::BoardTooSmall(size) => write!(
                f,
                "a {} board has no standard star points for handicap stones: place them freely",
                size
            ),
            HandicapError::TooManyStones { stones, most } => write!(
                f,
                "{} handicap stones have no standard placement on this board, which takes {}: place them freely",
                stones,
                match most {
                    9 => "2 to 9",
                    6 => "2, 3, 4 or 6 (5, 7, 8 and 9 need a middle line both ways)",
                    _ => "2, 3 or 4 (the sides have no middle line)",
                }
            ),
            HandicapError::TooFewStones(n) => write!(
                f,
                "{} handicap stone(s): fixed handicap starts at 2 (with 1, Black simply moves first without komi)",
                n
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for HandicapError {}

/// Distance of the corner star points from the edge: the 3rd line on boards under
/// 13, the 4th line from 13 up.
const fn star_line(side: u8) -> u8 {
    if side < 13 {
        2
    } else {
        3
    }
}

/// The standard handicap points for `stones` stones, in the traditional order:
/// 2 — upper right and lower left; 3 — adds lower right; 4 — all corners; 5 — adds
/// the centre; 6 — three on the left and right sides; 7 — adds the centre; 8 — all
/// but the centre; 9 — all nine. Middle points need an odd side.
///
/// ```
/// use weiqi::{fixed_handicap, BoardSize};
/// let size = BoardSize::square(19).unwrap();
/// let stones = fixed_handicap(size, 2).unwrap();
/// let names: Vec<String> = stones.iter().map(|p| size.gtp(p).to_string()).collect();
/// assert_eq!(names, ["Q16", "D4"]);
/// ```
pub fn fixed_handicap(size: BoardSize, stones: u32) -> Result<HandicapPoints, HandicapError> {
    let (w, h) = (size.width(), size.height());
    if w < 9 || h < 9 {
        return Err(HandicapError::BoardTooSmall(size));
    }
    if stones < 2 {
        return Err(HandicapError::TooFewStones(stones));
    }
    let (left, right) = (star_line(w), w - 1 - star_line(w));
    let (top, bottom) = (star_line(h), h - 1 - star_line(h));
    let (mid_x, mid_y) = (w / 2, h / 2);
    let (odd_w, odd_h) = (w % 2 == 1, h % 2 == 1);
    let most = match (odd_w, odd_h) {
        (true, true) => 9,
        (false, false) => 4,
        _ => 6,
    };
    let corners = [
        Point::new(right, top),
        Point::new(left, bottom),
        Point::new(right, bottom),
        Point::new(left, top),
    ];
    let centre = Point::new(mid_x, mid_y);
    let left_right = [Point::new(left, mid_y), Point::new(right, mid_y)];
    let top_bottom = [Point::new(mid_x, top), Point::new(mid_x, bottom)];
    let mut out = HandicapPoints::default();
    let fits = match stones {
        2..=4 => {
            out.extend(&corners[..stones as usize]);
            true
        }
        5 if odd_w && odd_h => {
            out.extend(&corners);
            out.extend(&[centre]);
            true
        }
        // Six: the middles of the two sides that have one (left and right first).
        6 | 7 if (odd_h || odd_w) && (stones == 6 || (odd_w && odd_h)) => {
            out.extend(&corners);
            out.extend(if odd_h { &left_right } else { &top_bottom });
            if stones == 7 {
                out.extend(&[centre]);
            }
            true
        }
        8 | 9 if odd_w && odd_h => {
            out.extend(&corners);
            out.extend(&left_right);
            out.extend(&top_bottom);
            if stones == 9 {
                out.extend(&[centre]);
            }
            true
        }
        _ => false,
    };
    if fits {
        Ok(out)
    } else {
        Err(HandicapError::TooManyStones { stones, most })
    }
}

/// Up to nine handicap points, without a heap.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandicapPoints {
    points: [Point; 9],
    len: usize,
}

impl Default for HandicapPoints {
    fn default() -> Self {
        HandicapPoints {
            points: [Point::new(0, 0); 9],
            len: 0,
        }
    }
}

impl HandicapPoints {
    fn extend(&mut self, points: &[Point]) {
        self.points[self.len..self.len + points.len()].copy_from_slice(points);
        self.len += points.len();
    }

    /// The points, in placement order.
    pub fn as_slice(&self) -> &[Point] {
        &self.points[..self.len]
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.len
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// The points, in placement order.
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.as_slice().iter().copied()
    }
}
