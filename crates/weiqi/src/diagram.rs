//! Reading a board diagram: the text [`Board`]'s `Display` prints, read back.
//!
//! ```text
//! . X O .
//! X O a O
//! . X O .
//! ```
//!
//! Rows top first; every character that is not white space is one point: `X` a black
//! stone, `O` a white one, `.` an empty point, and any other character an empty point
//! with that name (`a`, `*`, `1`…), for the caller to refer to. Blank lines and
//! indentation are ignored, so `X O .` and `XO.` read alike.
//!
//! ```
//! use weiqi::{Board, Color, Setup};
//! let board = Board::from_diagram(". X\nO .").unwrap();
//! assert_eq!(board.to_string(), ". X\nO .\n");
//! let setup = Setup::from_diagram("X a\n. O", Color::White).unwrap();
//! assert_eq!((setup.black.len(), setup.white.len()), (1, 1));
//! ```

use alloc::vec::Vec;
use core::fmt;

use crate::board::{Board, SetupError};
use crate::color::Color;
use crate::game::Setup;
use crate::point::{BoardSize, Point};

/// A diagram read: its size, stones and named empty points.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagram {
    /// Columns and rows.
    pub size: BoardSize,
    /// Black stones, row by row.
    pub black: Vec<Point>,
    /// White stones, row by row.
    pub white: Vec<Point>,
    /// Named empty points (any character but `X`, `O` and `.`), row by row.
    pub marks: Vec<(char, Point)>,
}

/// Why a diagram could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DiagramError {
    /// No row.
    Empty,
    /// Row `row` (from 0) has `cells` points where the first row has `width`.
    Ragged {
        /// The row, from 0 at the top.
        row: usize,
        /// Its points.
        cells: usize,
        /// The first row's points.
        width: usize,
    },
    /// More than 25 columns or rows (RULES R0.1).
    TooLarge,
    /// The same name on two points.
    MarkTwice(char),
    /// The stones cannot stand together (a chain without liberty).
    Setup(SetupError),
}

impl fmt::Display for DiagramError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DiagramError::Empty => write!(f, "the diagram has no row"),
            DiagramError::Ragged { row, cells, width } => write!(
                f,
                "diagram row {row} has {cells} points, the first row has {width}"
            ),
            DiagramError::TooLarge => write!(f, "a diagram is at most 25 points each way"),
            DiagramError::MarkTwice(c) => write!(f, "the name {c:?} marks two points"),
            DiagramError::Setup(e) => e.fmt(f),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for DiagramError {}

impl Diagram {
    /// Reads `text` (see the module's documentation).
    pub fn parse(text: &str) -> Result<Diagram, DiagramError> {
        let rows: Vec<Vec<char>> = text
            .lines()
            .map(|line| {
                line.chars()
                    .filter(|c| !c.is_whitespace())
                    .collect::<Vec<_>>()
            })
            .filter(|row| !row.is_empty())
            .collect();
        let width = rows.first().ok_or(DiagramError::Empty)?.len();
        if let Some((row, r)) = rows.iter().enumerate().find(|(_, r)| r.len() != width) {
            return Err(DiagramError::Ragged {
                row,
                cells: r.len(),
                width,
            });
        }
        let size =
            BoardSize::new(width as u32, rows.len() as u32).map_err(|_| DiagramError::TooLarge)?;
        let mut diagram = Diagram {
            size,
            black: Vec::new(),
            white: Vec::new(),
            marks: Vec::new(),
        };
        for (y, row) in rows.iter().enumerate() {
            for (x, &c) in row.iter().enumerate() {
                let p = Point::new(x as u8, y as u8);
                match c {
                    'X' => diagram.black.push(p),
                    'O' => diagram.white.push(p),
                    '.' => {}
                    name if diagram.mark(name).is_some() => {
                        return Err(DiagramError::MarkTwice(name))
                    }
                    name => diagram.marks.push((name, p)),
                }
            }
        }
        Ok(diagram)
    }

    /// The point named `name`, if the diagram has it.
    pub fn mark(&self, name: char) -> Option<Point> {
        self.marks.iter().find(|(c, _)| *c == name).map(|&(_, p)| p)
    }

    /// The board with these stones; an error when a chain has no liberty.
    pub fn board(&self) -> Result<Board, DiagramError> {
        self.setup(Color::Black)
            .board()
            .map_err(DiagramError::Setup)
    }

    /// The setup of these stones with `to_move` to play.
    pub fn setup(&self, to_move: Color) -> Setup {
        Setup {
            size: self.size,
            black: self.black.clone(),
            white: self.white.clone(),
            to_move,
        }
    }
}

impl Board {
    /// The board a diagram shows (see [`crate::diagram`]): the reverse of `Display`.
    pub fn from_diagram(text: &str) -> Result<Board, DiagramError> {
        Diagram::parse(text)?.board()
    }
}

impl Setup {
    /// The setup a diagram shows (see [`crate::diagram`]), `to_move` to play. The
    /// stones are not checked for liberties here: [`crate::Game::begin`] does.
    pub fn from_diagram(text: &str, to_move: Color) -> Result<Setup, DiagramError> {
        Ok(Diagram::parse(text)?.setup(to_move))
    }
}
