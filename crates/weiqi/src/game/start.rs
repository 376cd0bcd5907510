//! How a game starts: an empty board, handicap stones (fixed or free), or a set-up
//! position, and the one constructor that builds each ([`Game::begin`]).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use super::Game;
use crate::board::{Board, SetupError};
use crate::color::Color;
use crate::handicap::{fixed_handicap, HandicapError};
use crate::point::{BoardSize, Point};
use crate::rules::Rules;

/// A position to start from: stones placed before play and the player to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Board size.
    pub size: BoardSize,
    /// Black stones.
    pub black: Vec<Point>,
    /// White stones.
    pub white: Vec<Point>,
    /// Who moves first.
    pub to_move: Color,
}

/// How a game starts: what [`Game::begin`] builds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Start {
    /// An empty board with this player to move.
    Empty(BoardSize, Color),
    /// This many handicap stones on the standard star points (RULES R3.2, R4.3), then
    /// the player of `rules.after_handicap` moves. With 0 or 1 stone the board starts
    /// empty with Black to move: a one-stone handicap is Black moving first (R4.3).
    FixedHandicap(BoardSize, u32),
    /// Handicap stones where Black chose them (RULES R1.2, R3.2), then the player of
    /// `rules.after_handicap` moves (Black under Ing: the handicap moves come before
    /// Black's first move, R1.2). No stones: an empty board, Black to move.
    FreeHandicap(BoardSize, Vec<Point>),
    /// Stones set up before play, and the player to move; no handicap.
    Setup(Setup),
    /// A setup whose black stones are handicap stones, with whoever the setup says
    /// moving first: they count for compensation (RULES R1.11) even when a record lets
    /// the other player than the rules' move first after them.
    HandicapSetup(Setup),
}

impl Setup {
    /// The board with these stones: a stone off the board, or a chain left without a
    /// liberty (a position no play reaches, RULES R0.5), is an error.
    pub fn board(&self) -> Result<Board, SetupError> {
        let mut board = Board::new(self.size);
        for (color, points) in [(Color::Black, &self.black), (Color::White, &self.white)] {
            for &p in points {
                board.set(p, Some(color))?;
            }
        }
        match board.chain_without_liberty() {
            Some(p) => Err(SetupError::NoLiberty(p)),
            None => Ok(board),
        }
    }
}

impl Start {
    /// The board size the game starts on.
    pub fn size(&self) -> BoardSize {
        match self {
            Start::Empty(size, _)
            | Start::FixedHandicap(size, _)
            | Start::FreeHandicap(size, _) => *size,
            Start::Setup(setup) | Start::HandicapSetup(setup) => setup.size,
        }
    }
}

/// Why a game could not be started as asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StartError {
    /// A setup stone is off the board or a chain has no liberty.
    Setup(SetupError),
    /// The fixed handicap does not fit this board.
    Handicap(HandicapError),
    /// More handicap stones than the board has points.
    HandicapTooLarge(u32),
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Setup(e) => e.fmt(f),
            StartError::Handicap(e) => e.fmt(f),
            StartError::HandicapTooLarge(n) => {
                write!(f, "{} handicap stones do not fit on this board", n)
            }
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for StartError {}

impl From<SetupError> for StartError {
    fn from(e: SetupError) -> Self {
        StartError::Setup(e)
    }
}

impl Game {
    /// A game started as `start` says, under `rules`: the one way to build a game
    /// ([`Game::new`] and [`Game::from_setup`] are shorthands for it).
    ///
    /// ```
    /// use weiqi::{BoardSize, Color, Game, RuleSet, Start};
    /// let size = BoardSize::square(19).unwrap();
    /// let game = Game::begin(RuleSet::Japanese.rules(), &Start::FixedHandicap(size, 4)).unwrap();
    /// assert_eq!((game.handicap(), game.to_move()), (4, Color::White)); // RULES R4.3
    /// let game = Game::begin(RuleSet::Ing.rules(), &Start::FixedHandicap(size, 4)).unwrap();
    /// assert_eq!(game.to_move(), Color::Black); // RULES R1.2
    /// ```
    pub fn begin(rules: Rules, start: &Start) -> Result<Game, StartError> {
        let (board, to_move, handicap) = first_board(&rules, start)?;
        Ok(Game::on_board(rules, board, to_move, handicap))
    }
}

/// The board `start` sets out, who moves first on it, and its handicap stones. One
/// arm per way the board is filled, so each is built once.
fn first_board(rules: &Rules, start: &Start) -> Result<(Box<Board>, Color, u32), StartError> {
    let fixed;
    let (size, points) = match start {
        Start::Empty(size, to_move) => return Ok((Box::new(Board::new(*size)), *to_move, 0)),
        Start::FixedHandicap(size, stones) if *stones < 2 => {
            return Ok((Box::new(Board::new(*size)), Color::Black, 0))
        }
        Start::FixedHandicap(size, stones) => {
            fixed = fixed_handicap(*size, *stones).map_err(StartError::Handicap)?;
            (*size, fixed.as_slice())
        }
        Start::FreeHandicap(size, points) if points.len() >= size.num_points() => {
            return Err(StartError::HandicapTooLarge(points.len() as u32))
        }
        Start::FreeHandicap(size, points) => (*size, points.as_slice()),
        Start::Setup(setup) | Start::HandicapSetup(setup) => {
            let handicap = match start {
                Start::HandicapSetup(_) => setup.black.len() as u32,
                _ => 0,
            };
            return Ok((Box::new(setup.board()?), setup.to_move, handicap));
        }
    };
    // Black's handicap stones, then the player of `rules.after_handicap` (RULES R1.2,
    // R3.2, R4.3); no stones: Black moves first on the empty board.
    let mut board = Box::new(Board::new(size));
    for &p in points {
        board.set(p, Some(Color::Black))?;
    }
    let to_move = if points.is_empty() {
        Color::Black
    } else {
        rules.after_handicap
    };
    Ok((board, to_move, points.len() as u32))
}
