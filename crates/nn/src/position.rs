//! A small copy of a board's stones for the inputs' tactical features (ladders,
//! pass-alive areas): plays moves and takes them back cheaply during a ladder
//! search, and knows the simple-ko point the way KataGo's board does (a single
//! stone that captured a single stone and has one liberty). It decides no rule of
//! the game: the features it computes are the network's definitions, and every
//! legality that matters to play is asked of `weiqi::Game`.

use weiqi::{Board, Color, Point};

/// An empty point.
pub const EMPTY: u8 = 0;
/// A black stone.
pub const BLACK: u8 = 1;
/// A white stone.
pub const WHITE: u8 = 2;
/// Off the board.
pub const WALL: u8 = 3;

/// The other colour of a stone cell.
#[inline]
pub fn other(c: u8) -> u8 {
    3 - c
}

/// The cell value of a colour.
pub fn cell_of(color: Color) -> u8 {
    match color {
        Color::Black => BLACK,
        Color::White => WHITE,
    }
}

/// Stones on a grid with a wall around it, and the simple-ko point.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// Board columns.
    pub width: usize,
    /// Board rows.
    pub height: usize,
    /// Cells of the walled grid, `(width + 2) × (height + 2)`.
    pub cells: Vec<u8>,
    /// The point the player to move may not retake at once (KataGo's `ko_loc`).
    pub ko: Option<usize>,
}

/// A chain's stones and liberties.
#[derive(Clone, Debug, Default)]
pub struct Chain {
    /// Its stones' cells.
    pub stones: Vec<usize>,
    /// Its liberties' cells.
    pub liberties: Vec<usize>,
}

impl Position {
    /// The stones of `board`, no ko point.
    pub fn of_board(board: &Board) -> Position {
        let size = board.size();
        let (width, height) = (size.width() as usize, size.height() as usize);
        let mut pos = Position {
            width,
            height,
            cells: vec![WALL; (width + 2) * (height + 2)],
            ko: None,
        };
        for y in 0..height {
            for x in 0..width {
                let cell = match board.get(Point::new(x as u8, y as u8)) {
                    None => EMPTY,
                    Some(c) => cell_of(c),
                };
                let i = pos.cell(x, y);
                pos.cells[i] = cell;
            }
        }
        pos
    }

    /// The cell of board point (`x`, `y`).
    #[inline]
    pub fn cell(&self, x: usize, y: usize) -> usize {
        (y + 1) * (self.width + 2) + x + 1
    }

    /// The board point of a cell.
    #[inline]
    pub fn xy(&self, cell: usize) -> (usize, usize) {
        (cell % (self.width + 2) - 1, cell / (self.width + 2) - 1)
    }

    /// The four neighbours: up, left, right, down.
    #[inline]
    pub fn neighbors(&self, i: usize) -> [usize; 4] {
        let s = self.width + 2;
        [i - s, i - 1, i + 1, i + s]
    }

    /// Every board cell, row by row.
    pub fn board_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.height).flat_map(move |y| (0..self.width).map(move |x| self.cell(x, y)))
    }

    /// The chain through the stone at `i`.
    pub fn chain(&self, i: usize) -> Chain {
        let mut chain = Chain::default();
        let mut seen = vec![false; self.cells.len()];
        let color = self.cells[i];
        seen[i] = true;
        chain.stones.push(i);
        let mut k = 0;
        while k < chain.stones.len() {
            let s = chain.stones[k];
            k += 1;
            for n in self.neighbors(s) {
                if seen[n] {
                    continue;
                }
                if self.cells[n] == color {
                    seen[n] = true;
                    chain.stones.push(n);
                } else if self.cells[n] == EMPTY {
                    seen[n] = true;
                    chain.liberties.push(n);
                }
            }
        }
        chain
    }

    /// The number of liberties of the chain through the stone at `i`.
    pub fn liberty_count(&self, i: usize) -> usize {
        self.chain(i).liberties.len()
    }

    /// Empty neighbours of `i`.
    pub fn immediate_liberties(&self, i: usize) -> usize {
        self.neighbors(i)
            .iter()
            .filter(|&&n| self.cells[n] == EMPTY)
            .count()
    }

    /// Whether `color` may play at `i` in a ladder: empty, not the ko point, and
    /// not a suicide (ladders never need one).
    pub fn is_legal_no_suicide(&self, i: usize, color: u8) -> bool {
        if self.cells[i] != EMPTY || self.ko == Some(i) {
            return false;
        }
        let opp = other(color);
        self.neighbors(i).iter().any(|&n| match self.cells[n] {
            EMPTY => true,
            c if c == color => self.liberty_count(n) > 1,
            c if c == opp => self.liberty_count(n) == 1,
            _ => false,
        })
    }

    /// Plays `color` at the empty point `i`: captures opponent chains left without
    /// liberties, removes its own chain if it has none (a suicide), and sets the ko
    /// point when one stone captured one stone and was left with one liberty.
    pub fn play(&mut self, i: usize, color: u8) {
        let opp = other(color);
        self.cells[i] = color;
        let mut captured = 0;
        let mut last_captured = 0;
        for n in self.neighbors(i) {
            if self.cells[n] == opp {
                let chain = self.chain(n);
                if chain.liberties.is_empty() {
                    captured += chain.stones.len();
                    last_captured = n;
                    for s in chain.stones {
                        self.cells[s] = EMPTY;
                    }
                }
            }
        }
        let own = self.chain(i);
        self.ko = if captured == 1 && own.stones.len() == 1 && own.liberties.len() == 1 {
            Some(last_captured)
        } else {
            None
        };
        if own.liberties.is_empty() {
            for s in own.stones {
                self.cells[s] = EMPTY;
            }
        }
    }
}
