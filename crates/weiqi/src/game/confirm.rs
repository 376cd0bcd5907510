//! Confirming life and death by play after the stop (RULES R4.7; the translated
//! code, articles 7.1–7.4 and 9).
//!
//! When the players disagree about the stopped position, the disputed stones are
//! played out from it: a hypothetical continuation, not a resumption of the game
//! (the game's record and ko memory are untouched; a real resumption, article 9.3,
//! is [`Game::resume`] under the ordinary ko rule). In the play-out a new capture in
//! a ko where a capture has already been made since the stop is forbidden (7.3)
//! unless the player who made that capture has since passed for it (7.4). Two passes
//! in a row end the play-out; its outcome is the set of stones of the stopped
//! position that did not survive, and the game is counted from the stopped position
//! with those stones dead.

use alloc::vec::Vec;

use super::end::EndError;
use super::Game;
use crate::board::Board;
use crate::color::Color;
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::point::{Point, PointSet};
use crate::rules::{Ending, SuicideRule};

/// One capture in a ko during the play-out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct KoCapture {
    /// The capturing stone, alone and with one liberty after the capture.
    stone: Point,
    /// The stone it took, now the capturing stone's only liberty.
    taken: Point,
    /// Who captured.
    by: Color,
    /// Its maker has passed for it: the opponent may retake (article 7.4).
    released: bool,
}

impl KoCapture {
    /// Whether `other` is a capture in the same ko (the same two points).
    fn same_ko(&self, stone: Point, taken: Point) -> bool {
        (self.stone, self.taken) == (stone, taken) || (self.stone, self.taken) == (taken, stone)
    }
}

/// Everything a play-out move changes, for undo.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Snapshot {
    board: Board,
    to_move: Color,
    kos: Vec<KoCapture>,
    passes: u32,
}

/// A confirmation play-out from a stopped position (RULES R4.7).
///
/// ```
/// use weiqi::{BoardSize, Color, Game, Move, RuleSet};
/// let mut game = Game::new(RuleSet::Japanese.rules(), BoardSize::square(5).unwrap());
/// game.pass().unwrap();
/// game.pass().unwrap();
/// let mut playout = game.confirmation(Color::White).unwrap();
/// playout.play(Move::Pass).unwrap();
/// playout.play(Move::Pass).unwrap();
/// assert!(playout.is_finished());
/// assert!(game.accept_confirmation(&playout).unwrap().is_empty());
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Confirmation {
    /// The stopped position and its move number (0 without a game), to check it is
    /// still the game's.
    stopped: Board,
    stopped_at: u32,
    suicide: SuicideRule,
    now: Snapshot,
    undo: Vec<Snapshot>,
}

impl Game {
    /// Starts a confirmation play-out from the stopped position, `first` to move (the
    /// player who says the disputed stones can be captured shows it: RULES R4.7,
    /// article 7.1). Only under the agreement rules; the game itself is unchanged.
    pub fn confirmation(&self, first: Color) -> Result<Confirmation, EndError> {
        self.require_stopped()?;
        if self.rules.ending != Ending::Agreement {
            return Err(EndError::NotInTheseRules);
        }
        let mut playout = Confirmation::new(&self.board, first, self.rules.suicide);
        playout.stopped_at = self.move_number();
        Ok(playout)
    }

    /// Marks dead the stones the finished `playout` took (RULES R4.7: its outcome
    /// decides the dead stones), replacing the earlier marks; undoable like them.
    /// Returns the dead stones. `NotStopped` while the play-out goes on (two passes
    /// in a row end it) or when it was not started from this stopped position.
    pub fn accept_confirmation(&mut self, playout: &Confirmation) -> Result<PointSet, EndError> {
        self.require_stopped()?;
        if !playout.is_finished() || !playout.belongs_to(self) {
            return Err(EndError::NotStopped);
        }
        let dead = playout.dead();
        self.set_dead(&dead)?;
        Ok(dead)
    }

    /// During the stop, replaces the dead-stone marks with `dead` (what a
    /// confirmation play-out decided, RULES R4.7); undoable like the marks.
    /// `NoStone` if a point of `dead` holds no stone.
    pub fn set_dead(&mut self, dead: &PointSet) -> Result<(), EndError> {
        self.require_stopped()?;
        if dead.iter().any(|p| self.board.get(p).is_none()) {
            return Err(EndError::NoStone);
        }
        let dead = *dead;
        self.change_end(|g| g.end.dead = dead);
        Ok(())
    }
}

impl Confirmation {
    /// A play-out from the stopped position `stopped`, `first` to move, under the
    /// suicide rule of the game (a position without its game, as the second
    /// WebAssembly module gets it; [`Game::confirmation`] starts one from a game).
    pub fn new(stopped: &Board, first: Color, suicide: SuicideRule) -> Confirmation {
        Confirmation {
            stopped: stopped.clone(),
            stopped_at: 0,
            suicide,
            now: Snapshot {
                board: stopped.clone(),
                to_move: first,
                kos: Vec::new(),
                passes: 0,
            },
            undo: Vec::new(),
        }
    }

    /// Whether `game` is still stopped at the position this play-out started from
    /// (not resumed, no move undone since).
    pub fn belongs_to(&self, game: &Game) -> bool {
        game.require_stopped().is_ok()
            && self.stopped_at == game.move_number()
            && self.stopped == *game.board
    }

    /// The play-out's current board.
    pub fn board(&self) -> &Board {
        &self.now.board
    }

    /// The stopped position it started from.
    pub fn stopped_board(&self) -> &Board {
        &self.stopped
    }

    /// The player to move in the play-out.
    pub fn to_move(&self) -> Color {
        self.now.to_move
    }

    /// Moves played in the play-out (passes count).
    pub fn move_count(&self) -> u32 {
        self.undo.len() as u32
    }

    /// Two passes in a row ended the play-out.
    pub fn is_finished(&self) -> bool {
        self.now.passes >= 2
    }

    /// Whether the player to move may play `mv`, and if not why: the ordinary reasons,
    /// and [`Illegal::ConfirmationKo`] for a second capture in a ko (RULES R4.7).
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        self.examine(mv).map(|_| ())
    }

    /// What `mv` would do: the new board and the ko capture it makes, if any.
    fn examine(&self, mv: Move) -> Result<Option<(Board, Option<KoCapture>)>, Illegal> {
        if self.is_finished() {
            return Err(Illegal::GameOver);
        }
        let Move::Play(p) = mv else { return Ok(None) };
        let board = &self.now.board;
        if !board.is_on_board(p) {
            return Err(Illegal::OffBoard);
        }
        if !board.is_empty_point(p) {
            return Err(Illegal::Occupied);
        }
        let color = self.now.to_move;
        let effect = board.examine_counts(p, color);
        let suicide_banned = match self.suicide {
            SuicideRule::Allowed => false,
            SuicideRule::MultiStoneOnly | SuicideRule::MultiStoneSingleIsPass => {
                effect.suicide == 1
            }
            SuicideRule::Forbidden => true,
        };
        if effect.suicide > 0 && suicide_banned {
            return Err(Illegal::Suicide);
        }
        let mut after = board.clone();
        let placed = after.place(p, color);
        let ko = match after.liberties(p).iter().next() {
            Some(taken)
                if placed.captures == 1
                    && after.chain(p).len() == 1
                    && after.liberties(p).len() == 1 =>
            {
                Some(KoCapture {
                    stone: p,
                    taken,
                    by: color,
                    released: false,
                })
            }
            _ => None,
        };
        if let Some(k) = ko {
            // RULES R4.7 (7.3): the latest capture in this ko since the stop forbids
            // another, unless its maker passed for it (7.4).
            let last = self
                .now
                .kos
                .iter()
                .rev()
                .find(|c| c.same_ko(k.stone, k.taken));
            if last.is_some_and(|c| !c.released) {
                return Err(Illegal::ConfirmationKo);
            }
        }
        Ok(Some((after, ko)))
    }

    /// Plays `mv` for the player to move; an illegal move changes nothing. A pass
    /// is for the earliest ko capture of the passer that the opponent may not yet
    /// retake (RULES R4.7, article 7.4: one pass for each ko capture).
    pub fn play(&mut self, mv: Move) -> Result<(), Illegal> {
        let outcome = self.examine(mv)?;
        self.undo.push(self.now.clone());
        let color = self.now.to_move;
        match outcome {
            None => {
                self.now.passes += 1;
                let kos = &self.now.kos;
                let waiting = (0..kos.len()).find(|&i| {
                    let k = kos[i];
                    let latest = !kos[i + 1..].iter().any(|c| c.same_ko(k.stone, k.taken));
                    k.by == color && !k.released && latest
                });
                if let Some(i) = waiting {
                    self.now.kos[i].released = true;
                }
            }
            Some((board, ko)) => {
                self.now.passes = 0;
                self.now.board = board;
                self.now.kos.extend(ko);
            }
        }
        self.now.to_move = !color;
        Ok(())
    }

    /// Takes back the last play-out move; `false` when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(before) => {
                self.now = before;
                true
            }
            None => false,
        }
    }

    /// Every empty point where the player to move may not play, with the reason.
    pub fn bans(&self) -> Vec<(Point, Illegal)> {
        let board = &self.now.board;
        board
            .size()
            .points()
            .filter(|&p| board.is_empty_point(p))
            .filter_map(|p| self.check(Move::Play(p)).err().map(|e| (p, e)))
            .collect()
    }

    /// The stones of the stopped position that the play-out took: dead unless their
    /// point again holds their colour, or is empty and surrounded by their colour
    /// only (RULES R4.7, article 7.1: alive if capturing them lets the owner place a
    /// stone that cannot be captured).
    pub fn dead(&self) -> PointSet {
        let board = &self.now.board;
        self.stopped
            .size()
            .points()
            .filter(|&p| match self.stopped.get(p) {
                None => false,
                Some(c) => board.get(p) != Some(c) && !only_touches(board, p, c),
            })
            .collect()
    }
}

/// Whether `p` is empty and its empty region touches stones of `color` only (its
/// territory, RULES R0.7).
fn only_touches(board: &Board, p: Point, color: Color) -> bool {
    if !board.is_empty_point(p) {
        return false;
    }
    let mut seen = PointSet::new();
    let mut stack = alloc::vec![p];
    seen.insert(p);
    while let Some(q) = stack.pop() {
        for n in board.neighbors(q) {
            match board.get(n) {
                None if seen.insert(n) => stack.push(n),
                Some(c) if c != color => return false,
                _ => {}
            }
        }
    }
    true
}
