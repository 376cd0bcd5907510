//! A game under a set of rules: turn, history, ko and superko, passes, resignation,
//! undo, and legality with the reason (RULES R0.4–R0.6, R1.3–R1.4, R2.2, R3.3–R3.5,
//! R4.1–R4.2).

use alloc::boxed::Box;
use alloc::vec::Vec;
use core::fmt;

use crate::board::{Board, MoveEffect};
use crate::color::{ByColor, Color};
use crate::illegal::Illegal;
use crate::moves::Move;
use crate::point::{BoardSize, Point, PointSet};
use crate::rules::{Ending, KoRule, Objective, Rules, SuicideRule};
use crate::zobrist;

mod checkpoints;
mod confirm;
mod end;
mod fill;
mod key_table;
mod repetition;
mod start;

use checkpoints::Checkpoints;
pub use confirm::Confirmation;
use end::EndState;
pub use end::{EndError, EndSnapshot, Resumption};
use key_table::KeyTable;
use repetition::table_key;
pub use start::{Setup, Start, StartError};

/// One move as played, with what it did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MoveRecord {
    /// Who moved.
    pub color: Color,
    /// What was played.
    pub mv: Move,
    /// Opponent stones captured.
    pub captures: u32,
    /// Own stones removed by a group suicide (RULES R1.3, R2.1).
    pub suicide: u32,
    /// A lone-stone suicide that Ing counts as a pass: the board did not change
    /// (RULES R1.3).
    pub counted_as_pass: bool,
    /// Played out of turn with [`Game::play_as`]: the other player was to move.
    pub out_of_turn: bool,
    /// The move repeated an earlier situation under simple ko with no result
    /// (RULES R3.5, R4.2): the game ended.
    pub ended_no_result: bool,
    /// Where this move's removed stones begin in [`Game`]'s list of them: the
    /// `captures` opponent stones, then the `suicide` own ones.
    removed_at: u32,
    /// Position key after the move.
    hash_after: u64,
    /// Whether this move added its repetition key to the game's memory (the key
    /// itself follows from the history: [`Game::key_of_move`]).
    remembered: bool,
}

impl MoveRecord {
    /// Whether the move counts as a pass for the ending (a pass, or Ing's lone-stone
    /// suicide).
    pub fn is_pass(&self) -> bool {
        self.mv == Move::Pass || self.counted_as_pass
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// `winner` won because the other player resigned (RULES R0.4, R1.12).
    Resignation {
        /// The player who did not resign.
        winner: Color,
    },
    /// `winner` won because the other player ran out of time (RULES R1.10).
    Time {
        /// The player who still had time.
        winner: Color,
    },
    /// A whole-board repetition under simple ko: no result (RULES R3.5, R4.2).
    NoResult,
    /// Capture Go: `winner` captured the stones it needed first (RULES R5).
    Capture {
        /// The player who captured.
        winner: Color,
    },
    /// The game ended by passes and agreement: the position is counted with the
    /// dead stones marked ([`Game::score`]).
    Counted,
}

/// What [`Game::undo`] took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Undone {
    /// A move.
    Move(MoveRecord),
    /// An end-of-game action: a resignation, a loss on time, a dead-stone mark, an
    /// agreement or a resumption.
    EndOfGame,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Status {
    /// Moves are being played.
    Playing,
    /// Two passes stopped play; life and death are to be agreed (RULES R1.6, R2.4,
    /// R4.4).
    Stopped,
    /// The game is over.
    Over(Outcome),
}

/// A game in progress: the board, whose turn it is, the history, and the memory of
/// earlier positions that the ko rule needs.
///
/// ```
/// use weiqi::{Game, Move, RuleSet, BoardSize, Illegal};
/// let mut game = Game::new(RuleSet::Japanese.rules(), BoardSize::square(9).unwrap());
/// let d4 = game.board().size().parse_point("D4").unwrap();
/// game.play(Move::Play(d4)).unwrap();
/// assert_eq!(game.play(Move::Play(d4)), Err(Illegal::Occupied));
/// assert_eq!(game.move_number(), 1); // the illegal move changed nothing
/// ```
#[derive(Clone)]
pub struct Game {
    rules: Rules,
    /// Boxed, like the checkpoints: a `Game` moves cheaply.
    board: Box<Board>,
    to_move: Color,
    start_to_move: Color,
    handicap: u32,
    history: Vec<MoveRecord>,
    /// The stones at the start and every few moves: undo and the exact repetition
    /// test rebuild earlier boards from them.
    checkpoints: Checkpoints,
    /// The start's position key (the start board itself is in `checkpoints`).
    start_hash: u64,
    /// The stones every move took off, in move order: one list for the whole game
    /// (each record holds where its own begin), so that a move record stays small.
    removed: Vec<Point>,
    /// Repetition key → the move after which it first occurred (0: the start).
    /// The key depends on the ko rule; see [`Game::remember`].
    seen: KeyTable,
    prisoners: ByColor<u32>,
    consecutive_passes: u32,
    /// What resignations, dead-stone marks, agreement and resumption have done.
    end: EndState,
    /// Earlier end states, each with the move count and player to move when it was
    /// left, so undo restores them exactly.
    end_undo: Vec<(u32, Color, EndState)>,
}

impl Game {
    /// An empty board, Black to move: the shorthand for
    /// [`Game::begin`] with [`Start::Empty`] and Black (RULES R1.2).
    pub fn new(rules: Rules, size: BoardSize) -> Game {
        Game::on_board(rules, Box::new(Board::new(size)), Color::Black, 0)
    }

    /// The shorthand for [`Game::begin`] with [`Start::Setup`]: stones placed before
    /// play and who moves first.
    pub fn from_setup(rules: Rules, setup: &Setup) -> Result<Game, StartError> {
        Game::begin(rules, &Start::Setup(setup.clone()))
    }

    /// The game from its first board: every way to start ([`Game::begin`]) ends here.
    /// Boxed from the start: a board moved by value is a 15 KB copy each time.
    fn on_board(rules: Rules, board: Box<Board>, to_move: Color, handicap: u32) -> Game {
        // The history and the key table start small and grow with the game.
        let mut game = Game {
            rules,
            checkpoints: Checkpoints::new(&board),
            start_hash: board.hash(),
            board,
            to_move,
            start_to_move: to_move,
            handicap,
            history: Vec::new(),
            removed: Vec::new(),
            seen: KeyTable::with_capacity(8),
            prisoners: ByColor::default(),
            consecutive_passes: 0,
            end: EndState::default(),
            end_undo: Vec::new(),
        };
        let start_key = game.position_key(game.board.hash(), to_move);
        if let Some(key) = start_key {
            game.seen.insert(key, 0);
        }
        game
    }

    /// The rules of this game.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The current board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The player to move.
    pub fn to_move(&self) -> Color {
        self.to_move
    }

    /// Handicap stones placed at the start.
    pub fn handicap(&self) -> u32 {
        self.handicap
    }

    /// The moves played so far, in order.
    pub fn history(&self) -> &[MoveRecord] {
        &self.history
    }

    /// The opponent stones `record` (a move of this game's history) captured.
    pub fn captured_points(&self, record: &MoveRecord) -> &[Point] {
        let from = record.removed_at as usize;
        self.removed
            .get(from..from + record.captures as usize)
            .unwrap_or(&[])
    }

    /// The own stones `record` (a move of this game's history) took off by a
    /// suicide, the played one included (RULES R1.3, R2.1).
    pub fn self_captured_points(&self, record: &MoveRecord) -> &[Point] {
        let from = record.removed_at as usize + record.captures as usize;
        self.removed
            .get(from..from + record.suicide as usize)
            .unwrap_or(&[])
    }

    /// Moves played so far (passes count).
    pub fn move_number(&self) -> u32 {
        self.history.len() as u32
    }

    /// Stones each player has captured (for AGA, pass stones too).
    pub fn prisoners(&self) -> ByColor<u32> {
        self.prisoners
    }

    /// The starting board (set-up and handicap stones).
    pub fn start_board(&self) -> Board {
        self.checkpoints.start()
    }

    /// The board after the first `moves` moves of the history (the start for 0, the
    /// current board for [`Game::move_number`] or more), rebuilt from the nearest
    /// checkpoint: a reviewer or a network's inputs look a few moves back without
    /// undoing anything.
    pub fn board_after(&self, moves: u32) -> Board {
        let moves = (moves as usize).min(self.history.len());
        if moves == self.history.len() {
            return (*self.board).clone();
        }
        self.checkpoints.board_after(moves, &self.history)
    }

    /// The player who moved first.
    pub fn start_to_move(&self) -> Color {
        self.start_to_move
    }

    /// Where the game stands.
    pub fn status(&self) -> Status {
        if let Some(loser) = self.end.resigned {
            return Status::Over(Outcome::Resignation { winner: !loser });
        }
        if let Some(loser) = self.end.out_of_time {
            return Status::Over(Outcome::Time { winner: !loser });
        }
        if self.history.last().is_some_and(|r| r.ended_no_result) {
            return Status::Over(Outcome::NoResult);
        }
        if let Some(winner) = self.capture_winner() {
            return Status::Over(Outcome::Capture { winner });
        }
        if self.end.agreed {
            return Status::Over(Outcome::Counted);
        }
        self.status_by_passes()
    }

    /// Capture Go: the player who has captured the stones it needs (RULES R5): one
    /// for Black, [`Rules::white_captures`] for White. Play stops there, so at most
    /// one player ever has.
    fn capture_winner(&self) -> Option<Color> {
        if self.rules.objective != Objective::Capture {
            return None;
        }
        let needs = |c: Color| match c {
            Color::Black => 1,
            Color::White => u32::from(self.rules.white_captures.max(1)),
        };
        Color::ALL
            .into_iter()
            .find(|&c| self.prisoners[c] >= needs(c))
    }

    /// What the passes in a row mean under the rules' ending (RULES R1.6, R2.4,
    /// R4.4).
    fn status_by_passes(&self) -> Status {
        let passes = self.consecutive_passes;
        if passes < 2 {
            return Status::Playing;
        }
        match self.rules.ending {
            // Two stop; two more (four in a row) end once the players agree.
            Ending::IngFourPasses if passes >= 4 => Status::Over(Outcome::Counted),
            // The second stop of Simplified Ing ends, every stone alive.
            Ending::TwoPhase if self.end.second_phase => Status::Over(Outcome::Counted),
            Ending::AllStonesAlive => Status::Over(Outcome::Counted),
            // AGA: White passes last (a Black pass after White's makes White pass again).
            Ending::PassStones if self.history.last().map(|r| r.color) != Some(Color::White) => {
                Status::Playing
            }
            _ => Status::Stopped,
        }
    }

    /// The position key after move `n` (0: the start).
    fn hash_after(&self, n: usize) -> u64 {
        match n {
            0 => self.start_hash,
            _ => self.history[n - 1].hash_after,
        }
    }

    /// The key the ko rule remembers for the position `hash` with `next` to move,
    /// or `None` when the rule remembers positions, not moves.
    fn position_key(&self, hash: u64, next: Color) -> Option<u64> {
        match self.rules.ko {
            KoRule::Positional => Some(table_key(hash)),
            KoRule::Situational | KoRule::SimpleNoResult => {
                Some(table_key(hash ^ zobrist::to_move(next)))
            }
            KoRule::Simple | KoRule::Ing => None,
        }
    }

    /// The repetition key move `number` (from 1) stored, if it stored one: the
    /// (situation, move) under Ing's rule, else the position (or situation) after it.
    fn key_of_move(&self, number: usize) -> u64 {
        let record = &self.history[number - 1];
        let key = match self.rules.ko {
            KoRule::Ing => self.ing_key_of(number),
            _ => self.position_key(record.hash_after, !record.color),
        };
        key.unwrap_or_default()
    }

    /// Ing's cycle rule remembers (situation, move), here for `color` to move at
    /// `p`: RULES R1.4.
    fn ing_move_key(&self, color: Color, p: Point) -> u64 {
        table_key(self.board.hash() ^ zobrist::to_move(color) ^ zobrist::play_at(p))
    }

    /// Whether the player to move may play `mv`, and if not, why (the game is not
    /// changed).
    pub fn check(&self, mv: Move) -> Result<(), Illegal> {
        self.check_as(self.to_move, mv)
    }

    /// Whether `color` may play `mv`, out of turn if it is not to move (as
    /// [`Game::play_as`] would play it), and if not, why; the game is not changed.
    pub fn check_as(&self, color: Color, mv: Move) -> Result<(), Illegal> {
        self.check_effect(color, mv).map(|_| ())
    }

    /// The legality check for `color`, returning what a stone would do when it is
    /// legal.
    fn check_effect(&self, color: Color, mv: Move) -> Result<Option<MoveEffect>, Illegal> {
        match self.status() {
            Status::Playing => {}
            // Ing: the third and fourth passes confirm the agreement (RULES R1.6).
            Status::Stopped if mv == Move::Pass && self.rules.ending == Ending::IngFourPasses => {}
            Status::Stopped => return Err(Illegal::Stopped),
            Status::Over(_) => return Err(Illegal::GameOver),
        }
        match mv {
            Move::Pass => Ok(None),
            Move::Play(p) => self.check_stone(color, p).map(Some),
        }
    }

    /// Whether a `color` stone may go on `p`, whatever the status.
    fn check_stone(&self, color: Color, p: Point) -> Result<MoveEffect, Illegal> {
        if !self.board.is_on_board(p) {
            return Err(Illegal::OffBoard);
        }
        if !self.board.is_empty_point(p) {
            return Err(Illegal::Occupied);
        }
        let mut effect = self.board.examine_counts(p, color);
        if effect.suicide > 0 {
            match self.rules.suicide {
                SuicideRule::Forbidden => return Err(Illegal::Suicide),
                SuicideRule::MultiStoneOnly if effect.suicide == 1 => return Err(Illegal::Suicide),
                // RULES R1.3: a lone-stone suicide is a pass; no ko rule applies to it.
                SuicideRule::MultiStoneSingleIsPass if effect.suicide == 1 => return Ok(effect),
                _ => effect.hash_after = self.board.hash_after_suicide(p, color),
            }
        }
        self.check_repetition(color, p, &effect)?;
        Ok(effect)
    }

    fn check_repetition(&self, color: Color, p: Point, effect: &MoveEffect) -> Result<(), Illegal> {
        let hash_after = effect.hash_after;
        // The position before the opponent's last move (RULES R3.5, R4.2, R1.4).
        let retakes_at_once = self.retakes_at_once(color, p, effect);
        match self.rules.ko {
            KoRule::Simple | KoRule::SimpleNoResult if retakes_at_once => Err(Illegal::Ko),
            KoRule::Simple | KoRule::SimpleNoResult => Ok(()),
            KoRule::Ing if retakes_at_once => Err(Illegal::HotStone),
            KoRule::Ing => {
                let key = self.ing_move_key(color, p);
                match self.seen.get(key) {
                    Some(hint) => match self.confirm_ing_move(key, hint, color, p) {
                        Some(began) => Err(Illegal::CycleRestart { began }),
                        None => Ok(()),
                    },
                    None => Ok(()),
                }
            }
            KoRule::Positional | KoRule::Situational => {
                let next = !color;
                let key = self.position_key(hash_after, next);
                // The plain ko shape (a capture) gets the plain word; a suicide
                // that undoes the opponent's pass is a superko repetition.
                if retakes_at_once && effect.captures > 0 {
                    return Err(Illegal::Ko);
                }
                let hit = key.and_then(|k| Some((k, self.seen.get(k)?)));
                let repeats = hit.and_then(|(key, hint)| {
                    self.confirm_position(key, hint, &self.board_with(color, p), next)
                });
                match repeats {
                    Some(repeats) => Err(Illegal::Superko { repeats }),
                    None => Ok(()),
                }
            }
        }
    }

    /// Plays `mv` for the player to move. An illegal move returns the reason and
    /// leaves the game exactly as it was.
    pub fn play(&mut self, mv: Move) -> Result<MoveRecord, Illegal> {
        let effect = self.check_effect(self.to_move, mv)?;
        Ok(self.apply(mv, effect, false))
    }

    /// Plays `mv` for `color`, even out of turn (as SGF `B[]`/`W[]` nodes and setup
    /// editing need); the rules are otherwise unchanged, and the other colour moves
    /// next. An illegal move returns the reason and changes nothing.
    pub fn play_as(&mut self, color: Color, mv: Move) -> Result<MoveRecord, Illegal> {
        if color == self.to_move {
            return self.play(mv);
        }
        self.to_move = color;
        match self.play(mv) {
            Ok(record) => {
                let last = self.history.len() - 1;
                self.history[last].out_of_turn = true;
                Ok(MoveRecord {
                    out_of_turn: true,
                    ..record
                })
            }
            Err(reason) => {
                self.to_move = !color;
                Err(reason)
            }
        }
    }

    /// Plays `mv` even where the rules forbid it, as SGF asks of recorded moves:
    /// returns the record and, if the move broke a rule, which one. A move that
    /// cannot be made at all (off the board, on a stone, after a resignation) is
    /// refused and the game is unchanged. A move after the stop or after a no-result
    /// repetition simply continues play.
    pub fn play_tolerant(&mut self, mv: Move) -> Result<(MoveRecord, Option<Illegal>), Illegal> {
        let status_broken = match self.status() {
            Status::Playing => None,
            // Ing: the third and fourth passes are part of the procedure (RULES R1.6).
            Status::Stopped if mv == Move::Pass && self.rules.ending == Ending::IngFourPasses => {
                None
            }
            Status::Stopped => Some(Illegal::Stopped),
            Status::Over(Outcome::NoResult | Outcome::Counted | Outcome::Capture { .. }) => {
                Some(Illegal::GameOver)
            }
            Status::Over(Outcome::Resignation { .. } | Outcome::Time { .. }) => {
                return Err(Illegal::GameOver)
            }
        };
        let (effect, broken) = match mv {
            Move::Pass => (None, status_broken),
            Move::Play(p) => match self.check_stone(self.to_move, p) {
                Ok(effect) => (Some(effect), status_broken),
                Err(reason @ (Illegal::OffBoard | Illegal::Occupied)) => return Err(reason),
                Err(reason) => (Some(self.board.examine(p, self.to_move)), Some(reason)),
            },
        };
        Ok((self.apply(mv, effect, broken.is_some()), broken))
    }

    /// [`Game::play_tolerant`] for `color`, even out of turn (SGF `B[]`/`W[]`).
    pub fn play_tolerant_as(
        &mut self,
        color: Color,
        mv: Move,
    ) -> Result<(MoveRecord, Option<Illegal>), Illegal> {
        if color == self.to_move {
            return self.play_tolerant(mv);
        }
        self.to_move = color;
        match self.play_tolerant(mv) {
            Ok((_, broken)) => {
                let last = self.history.len() - 1;
                self.history[last].out_of_turn = true;
                Ok((self.history[last], broken))
            }
            Err(reason) => {
                self.to_move = !color;
                Err(reason)
            }
        }
    }

    /// Applies a move whose effect is known; legality is the caller's business.
    /// A `tolerated` move broke a rule (SGF replay): it never ends the game.
    fn apply(&mut self, mv: Move, effect: Option<MoveEffect>, tolerated: bool) -> MoveRecord {
        let color = self.to_move;
        let number = self.history.len() as u32 + 1;
        let mut record = MoveRecord {
            color,
            mv,
            captures: 0,
            suicide: 0,
            counted_as_pass: false,
            out_of_turn: false,
            ended_no_result: false,
            removed_at: self.removed.len() as u32,
            hash_after: self.board.hash(),
            remembered: false,
        };
        let ing_key = match (mv, self.rules.ko) {
            (Move::Play(p), KoRule::Ing) => Some(self.ing_move_key(color, p)),
            _ => None,
        };
        if let (Move::Play(p), Some(effect)) = (mv, effect) {
            let lone_suicide_is_pass =
                effect.suicide == 1 && self.rules.suicide == SuicideRule::MultiStoneSingleIsPass;
            if lone_suicide_is_pass {
                record.counted_as_pass = true;
            } else {
                let removed = &mut self.removed;
                let placed = self.board.place_noting(p, color, &mut |s| removed.push(s));
                record.captures = placed.captures;
                record.suicide = placed.suicide;
                record.hash_after = self.board.hash();
            }
        }
        self.to_move = !color;
        // What the ko rule remembers.
        let key = match ing_key {
            Some(k) if !record.counted_as_pass => Some(k),
            Some(_) => None,
            None => self.position_key(record.hash_after, self.to_move),
        };
        if let Some(key) = key {
            if self.seen.insert(key, number) {
                record.remembered = true;
            } else if self.rules.ko == KoRule::SimpleNoResult && !record.is_pass() && !tolerated {
                // Only a legal repetition gets here: a longer cycle under simple ko
                // ends the game with no result (RULES R3.5, R4.2), once the earlier
                // position is confirmed stone by stone.
                let hint = self.seen.get(key).unwrap_or(0);
                record.ended_no_result = self
                    .confirm_position(key, hint, &self.board, self.to_move)
                    .is_some();
            }
        }
        let delta = self.prisoner_delta(&record);
        self.prisoners.black += delta.black;
        self.prisoners.white += delta.white;
        self.consecutive_passes = if record.is_pass() {
            self.consecutive_passes + 1
        } else {
            0
        };
        if self.history.len() == self.history.capacity() {
            // Half as much again, not twice: a long game's slack stays small.
            self.history.reserve_exact(self.history.len() / 2 + 8);
        }
        self.history.push(record);
        self.checkpoints.after_move(self.history.len(), &self.board);
        record
    }

    /// Stones each player gains as prisoners by `record`.
    fn prisoner_delta(&self, record: &MoveRecord) -> ByColor<u32> {
        let mut delta = ByColor::default();
        delta[record.color] += record.captures;
        delta[!record.color] += record.suicide;
        if record.mv == Move::Pass && self.rules.ending == Ending::PassStones {
            delta[!record.color] += 1;
        }
        delta
    }

    /// Passes for the player to move.
    pub fn pass(&mut self) -> Result<MoveRecord, Illegal> {
        self.play(Move::Pass)
    }

    /// How many actions [`Game::undo`] can take back in a row: the moves and the
    /// end-of-game actions since the start. An action taken back lowers it by one,
    /// so that a caller can take the game back to an earlier depth exactly.
    #[cfg(feature = "cursor")]
    pub fn undo_depth(&self) -> usize {
        self.history.len() + self.end_undo.len()
    }

    /// Takes back the last action: an end-of-game action (resignation, loss on
    /// time, dead-stone mark, agreement, resumption) or else the last move. The
    /// game is then exactly as it was before it; `None` when there is nothing left.
    pub fn undo(&mut self) -> Option<Undone> {
        if let Some(&(moves, to_move, previous)) = self.end_undo.last() {
            if moves == self.move_number() {
                self.end_undo.pop();
                self.end = previous;
                self.to_move = to_move;
                self.consecutive_passes = self.passes_in_a_row();
                return Some(Undone::EndOfGame);
            }
        }
        self.undo_move().map(Undone::Move)
    }

    /// Takes back the last action if it was an end-of-game action (a mark, the
    /// agreement, a resignation, a resumption, a hand-over), not a move; false, and
    /// nothing changed, otherwise.
    #[cfg(feature = "cursor")]
    pub fn undo_end_action(&mut self) -> bool {
        match self.end_undo.last() {
            Some(&(moves, ..)) if moves == self.move_number() => self.undo().is_some(),
            _ => false,
        }
    }

    fn undo_move(&mut self) -> Option<MoveRecord> {
        let n = self.history.len().checked_sub(1)?;
        if self.history[n].remembered {
            let key = self.key_of_move(n + 1);
            self.seen.remove(key, n as u32 + 1);
        }
        let record = self.history.pop()?;
        self.removed.truncate(record.removed_at as usize);
        let delta = self.prisoner_delta(&record);
        self.prisoners.black -= delta.black;
        self.prisoners.white -= delta.white;
        self.to_move = if record.out_of_turn {
            !record.color
        } else {
            record.color
        };
        self.consecutive_passes = self.passes_in_a_row();
        // Back to the last checkpoint at or before move n, then replay.
        self.checkpoints.keep_up_to(n);
        *self.board = self.checkpoints.board_after(n, &self.history);
        Some(record)
    }

    /// Every empty point where the player to move may play.
    pub fn legal_points(&self) -> PointSet {
        let mut set = PointSet::new();
        for p in self.board.size().points() {
            if self.check(Move::Play(p)).is_ok() {
                set.insert(p);
            }
        }
        set
    }

    /// Every empty point where the player to move may not play, with the reason.
    pub fn bans(&self) -> Vec<(Point, Illegal)> {
        let mut bans = Vec::new();
        for p in self.board.size().points() {
            if self.board.is_empty_point(p) {
                if let Err(reason) = self.check(Move::Play(p)) {
                    bans.push((p, reason));
                }
            }
        }
        bans
    }
}

#[cfg(feature = "cursor")]
impl Game {
    /// Whether the two games are equal ([`PartialEq`]) but for the order each
    /// capture lists its stones in, which follows the board's chain bookkeeping
    /// (an undo rebuilds it differently): a game kept by [`crate::sgf::Cursor`]
    /// against the one the loader reads.
    pub fn same_game(&self, other: &Game) -> bool {
        let mut other_sorted = other.clone();
        other_sorted.removed.clone_from(&self.removed);
        self.same_removed(other) && *self == other_sorted
    }

    /// Whether every move of the two games (their histories being equal) took off
    /// the same stones, as sets.
    fn same_removed(&self, other: &Game) -> bool {
        if self.removed.len() != other.removed.len() {
            return false;
        }
        self.history.iter().all(|record| {
            let at = record.removed_at as usize;
            let end = at + (record.captures + record.suicide) as usize;
            let (Some(mine), Some(theirs)) =
                (self.removed.get(at..end), other.removed.get(at..end))
            else {
                return false;
            };
            mine.iter().all(|p| theirs.contains(p))
        })
    }
}

impl PartialEq for Game {
    /// Games are equal when everything that decides what happens next is equal:
    /// rules, board, turn, history, ko memory, prisoners, status.
    fn eq(&self, other: &Game) -> bool {
        self.rules == other.rules
            && self.board == other.board
            && self.to_move == other.to_move
            && self.start_to_move == other.start_to_move
            && self.handicap == other.handicap
            && self.history == other.history
            && self.removed == other.removed
            && self.checkpoints == other.checkpoints
            && self.seen == other.seen
            && self.prisoners == other.prisoners
            && self.consecutive_passes == other.consecutive_passes
            && self.end == other.end
            && self.end_undo == other.end_undo
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Game")
            .field("rules", &self.rules)
            .field("to_move", &self.to_move)
            .field("move_number", &self.move_number())
            .field("status", &self.status())
            .field("prisoners", &self.prisoners)
            .field("board", &self.board)
            .finish()
    }
}
