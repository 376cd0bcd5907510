//! Board sizes, points and their two written forms (RULES R0.1, R0.2).
//!
//! A [`Point`] is an index into a padded grid with a fixed row stride, so the same
//! value means the same intersection on every board size and neighbours are found by
//! adding a constant; the board's border cells stop every walk without bounds checks.

use core::fmt;

/// The largest board side (RULES R0.1).
pub const MAX_SIDE: u8 = 25;
/// The most points a board has (25×25).
pub const MAX_POINTS: usize = MAX_SIDE as usize * MAX_SIDE as usize;
/// Row stride of the padded grid: one border column shared by neighbouring rows.
pub(crate) const STRIDE: usize = MAX_SIDE as usize + 1;
/// Cells in the padded grid: a border row above and below, a border column on the
/// left, and one more border cell: the diagonal below-right of the last point of a
/// 25×25 board (eye tests look at all four diagonals).
pub(crate) const CELLS: usize = (MAX_SIDE as usize + 2) * STRIDE + 1;

/// Column letters of the GTP form: A–Z skipping I (RULES R0.2).
const GTP_COLUMNS: &[u8; 25] = b"ABCDEFGHJKLMNOPQRSTUVWXYZ";

/// One intersection, by column `x` (0 = left) and row `y` (0 = top, as in SGF).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Point(u16);

impl Point {
    /// The point at column `x` from the left and row `y` from the top, both from 0.
    ///
    /// # Panics
    /// If `x` or `y` is 25 or more (no board is that large).
    pub const fn new(x: u8, y: u8) -> Point {
        assert!(
            x < MAX_SIDE && y < MAX_SIDE,
            "point outside the largest board"
        );
        Point(((y as usize + 1) * STRIDE + x as usize + 1) as u16)
    }

    /// Column from the left, from 0.
    #[inline]
    pub const fn x(self) -> u8 {
        (self.0 as usize % STRIDE - 1) as u8
    }

    /// Row from the top, from 0.
    #[inline]
    pub const fn y(self) -> u8 {
        (self.0 as usize / STRIDE - 1) as u8
    }

    /// Index into the padded grid.
    #[inline]
    pub(crate) const fn index(self) -> usize {
        self.0 as usize
    }

    /// The grid cell with this index (it may be a border cell).
    #[inline]
    pub(crate) const fn from_index(index: usize) -> Point {
        Point(index as u16)
    }

    /// The four orthogonal neighbours in the padded grid (some may be border cells).
    #[inline]
    pub(crate) const fn neighbors(self) -> [Point; 4] {
        let i = self.0;
        [
            Point(i - STRIDE as u16),
            Point(i - 1),
            Point(i + 1),
            Point(i + STRIDE as u16),
        ]
    }

    /// The SGF form, two letters from `a` with `aa` at the top left (RULES R0.2).
    pub fn sgf(self) -> SgfPoint {
        SgfPoint(self)
    }
}

impl fmt::Debug for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Point({}, {})", self.x(), self.y())
    }
}

/// A point shown in SGF form, e.g. `dd`; see [`Point::sgf`].
#[derive(Clone, Copy, Debug)]
pub struct SgfPoint(Point);

impl fmt::Display for SgfPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'a' + self.0.x()) as char,
            (b'a' + self.0.y()) as char
        )
    }
}

/// A point shown in GTP form, e.g. `D4`; see [`BoardSize::gtp`].
#[derive(Clone, Copy, Debug)]
pub struct GtpPoint {
    point: Point,
    height: u8,
}

impl fmt::Display for GtpPoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = GTP_COLUMNS[self.point.x() as usize] as char;
        write!(f, "{}{}", column, self.height - self.point.y())
    }
}

/// Why a board size was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SizeError {
    /// The width that was asked for.
    pub width: u32,
    /// The height that was asked for.
    pub height: u32,
}

impl fmt::Display for SizeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "board size {}x{} is not allowed: each side must be from 1 to {}",
            self.width, self.height, MAX_SIDE
        )
    }
}

/// Why a written point was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PointError {
    /// Nothing was written.
    Empty,
    /// Neither `D4` (GTP) nor `dd` (SGF) form.
    Malformed,
    /// `I` is not a column letter in Go coordinates.
    ColumnI,
    /// The column letter or number is beyond this board.
    ColumnOutside {
        /// Column index from 0 that was read.
        column: u32,
        /// Board width.
        width: u8,
    },
    /// The row is beyond this board (or 0 in GTP form).
    RowOutside {
        /// Row as written (GTP numbers from 1 at the bottom; SGF letters from 0 at the top).
        row: u32,
        /// Board height.
        height: u8,
    },
}

impl fmt::Display for PointError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PointError::Empty => f.write_str("no point given"),
            PointError::Malformed => f.write_str(
                "not a point: write it as a column letter and row number (D4; columns skip I) or as two SGF letters (dd)",
            ),
            PointError::ColumnI => {
                f.write_str("there is no column I: Go coordinates skip the letter I (H is followed by J)")
            }
            PointError::ColumnOutside { column, width } => write!(
                f,
                "column {} is outside this board, which has {} columns",
                column + 1,
                width
            ),
            PointError::RowOutside { row, height } => {
                write!(f, "row {} is outside this board, which has {} rows", row, height)
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for PointError {}
#[cfg(feature = "std")]
impl std::error::Error for SizeError {}

/// A board of `width` columns and `height` rows, each from 1 to 25 (RULES R0.1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoardSize {
    width: u8,
    height: u8,
}

impl BoardSize {
    /// The official 19×19 board.
    pub const STANDARD: BoardSize = BoardSize {
        width: 19,
        height: 19,
    };

    /// A `width` × `height` board, or why not.
    pub const fn new(width: u32, height: u32) -> Result<BoardSize, SizeError> {
        if width == 0 || height == 0 || width > MAX_SIDE as u32 || height > MAX_SIDE as u32 {
            Err(SizeError { width, height })
        } else {
            Ok(BoardSize {
                width: width as u8,
                height: height as u8,
            })
        }
    }

    /// A square board.
    pub const fn square(side: u32) -> Result<BoardSize, SizeError> {
        BoardSize::new(side, side)
    }

    /// Number of columns.
    pub const fn width(self) -> u8 {
        self.width
    }

    /// Number of rows.
    pub const fn height(self) -> u8 {
        self.height
    }

    /// Number of points, N of RULES R1.1.
    pub const fn num_points(self) -> usize {
        self.width as usize * self.height as usize
    }

    /// Whether `p` lies on this board.
    #[inline]
    pub const fn contains(self, p: Point) -> bool {
        p.x() < self.width && p.y() < self.height
    }

    /// Every point, row by row from the top left.
    pub fn points(self) -> impl Iterator<Item = Point> + Clone {
        let w = self.width;
        (0..self.height).flat_map(move |y| (0..w).map(move |x| Point::new(x, y)))
    }

    /// The point in GTP form (`D4`: columns skip I, rows count from the bottom).
    pub fn gtp(self, p: Point) -> GtpPoint {
        GtpPoint {
            point: p,
            height: self.height,
        }
    }

    /// Reads a point in either form: GTP (`D4`, `q16`, columns skip I) or SGF (`dd`).
    ///
    /// ```
    /// use weiqi::{BoardSize, Point};
    /// let size = BoardSize::square(19).unwrap();
    /// assert_eq!(size.parse_point("D4"), Ok(Point::new(3, 15)));
    /// assert_eq!(size.parse_point("dp"), Ok(Point::new(3, 15)));
    /// assert!(size.parse_point("I5").is_err());
    /// ```
    pub fn parse_point(self, text: &str) -> Result<Point, PointError> {
        let t = trim(text).as_bytes();
        match t {
            [] => Err(PointError::Empty),
            [a, b] if a.is_ascii_lowercase() && b.is_ascii_lowercase() => {
                self.point_from_sgf_letters(*a, *b)
            }
            [letter, digits @ ..] if letter.is_ascii_alphabetic() => {
                self.point_from_gtp(letter.to_ascii_uppercase(), digits)
            }
            _ => Err(PointError::Malformed),
        }
    }

    /// Reads a point in SGF form only (`dd`).
    pub fn parse_sgf_point(self, text: &str) -> Result<Point, PointError> {
        match text.as_bytes() {
            [a, b] if a.is_ascii_lowercase() && b.is_ascii_lowercase() => {
                self.point_from_sgf_letters(*a, *b)
            }
            [] => Err(PointError::Empty),
            _ => Err(PointError::Malformed),
        }
    }

    fn point_from_sgf_letters(self, a: u8, b: u8) -> Result<Point, PointError> {
        let (x, y) = ((a - b'a') as u32, (b - b'a') as u32);
        self.point_at(x, y, y)
    }

    fn point_from_gtp(self, letter: u8, digits: &[u8]) -> Result<Point, PointError> {
        if letter == b'I' {
            return Err(PointError::ColumnI);
        }
        if digits.is_empty() || digits.len() > 3 || !digits.iter().all(u8::is_ascii_digit) {
            return Err(PointError::Malformed);
        }
        let column = GTP_COLUMNS
            .iter()
            .position(|&c| c == letter)
            .ok_or(PointError::Malformed)? as u32;
        let row = digits.iter().fold(0u32, |n, d| n * 10 + (d - b'0') as u32);
        if row == 0 || row > self.height as u32 {
            return Err(PointError::RowOutside {
                row,
                height: self.height,
            });
        }
        self.point_at(column, self.height as u32 - row, row)
    }

    fn point_at(self, x: u32, y: u32, row_as_written: u32) -> Result<Point, PointError> {
        if x >= self.width as u32 {
            return Err(PointError::ColumnOutside {
                column: x,
                width: self.width,
            });
        }
        if y >= self.height as u32 {
            return Err(PointError::RowOutside {
                row: row_as_written,
                height: self.height,
            });
        }
        Ok(Point::new(x as u8, y as u8))
    }
}

/// `text` without leading and trailing whitespace, as [`str::trim`] makes it; the
/// usual point (`D4`, no space around it) is returned at once, without the walk over
/// `char`s that `trim` does (a fifth of a move's time in the WebAssembly build).
#[inline]
pub fn trim(text: &str) -> &str {
    let plain = |b: Option<&u8>| b.is_some_and(|b| b.is_ascii_graphic());
    let bytes = text.as_bytes();
    if plain(bytes.first()) && plain(bytes.last()) {
        text
    } else {
        text.trim()
    }
}

impl Default for BoardSize {
    fn default() -> Self {
        BoardSize::STANDARD
    }
}

impl fmt::Display for BoardSize {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}x{}", self.width, self.height)
    }
}

/// Words of a [`PointSet`]: one bit per grid cell.
pub(crate) const WORDS: usize = CELLS.div_ceil(64);

/// A set of points as a fixed bitset: no heap, cheap to copy and compare.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct PointSet {
    words: [u64; WORDS],
}

impl PointSet {
    /// The empty set.
    pub const fn new() -> PointSet {
        PointSet { words: [0; WORDS] }
    }

    /// Adds `p`; returns whether it was new.
    #[inline]
    pub fn insert(&mut self, p: Point) -> bool {
        let (w, b) = (p.index() / 64, p.index() % 64);
        let was = self.words[w] & (1 << b) != 0;
        self.words[w] |= 1 << b;
        !was
    }

    /// The set whose bit `i` is grid cell `i`.
    #[inline]
    pub(crate) const fn from_words(words: [u64; WORDS]) -> PointSet {
        PointSet { words }
    }

    /// Removes `p`; returns whether it was there.
    #[inline]
    pub fn remove(&mut self, p: Point) -> bool {
        let (w, b) = (p.index() / 64, p.index() % 64);
        let was = self.words[w] & (1 << b) != 0;
        self.words[w] &= !(1 << b);
        was
    }

    /// Whether `p` is in the set.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.words[p.index() / 64] & (1 << (p.index() % 64)) != 0
    }

    /// Number of points.
    pub fn len(&self) -> usize {
        self.words.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The points in index order (row by row from the top left).
    pub fn iter(&self) -> impl Iterator<Item = Point> + '_ {
        self.words.iter().enumerate().flat_map(|(i, &word)| {
            let mut rest = word;
            core::iter::from_fn(move || {
                if rest == 0 {
                    return None;
                }
                let bit = rest.trailing_zeros() as usize;
                rest &= rest - 1;
                Some(Point::from_index(i * 64 + bit))
            })
        })
    }

    /// Points in either set.
    pub fn union(&self, other: &PointSet) -> PointSet {
        let mut out = *self;
        for (a, b) in out.words.iter_mut().zip(other.words.iter()) {
            *a |= b;
        }
        out
    }
}

impl PointSet {
    /// Points in `self` but not in `other`.
    pub fn difference(&self, other: &PointSet) -> PointSet {
        let mut out = *self;
        for (a, b) in out.words.iter_mut().zip(other.words.iter()) {
            *a &= !b;
        }
        out
    }

    /// Points in both sets.
    pub fn intersection(&self, other: &PointSet) -> PointSet {
        let mut out = *self;
        for (a, b) in out.words.iter_mut().zip(other.words.iter()) {
            *a &= b;
        }
        out
    }
}

impl FromIterator<Point> for PointSet {
    fn from_iter<I: IntoIterator<Item = Point>>(iter: I) -> Self {
        let mut set = PointSet::new();
        for p in iter {
            set.insert(p);
        }
        set
    }
}

impl fmt::Debug for PointSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}
