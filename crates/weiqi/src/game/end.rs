//! The end of a game: stopping, marking dead stones, agreement, resumption, and the
//! count (RULES R1.6, R1.9, R2.4, R4.4; resignation R0.4, time R1.10).

use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::{Game, Outcome, Status};
use crate::clock::Clock;
use crate::color::Color;
use crate::moves::Move;
use crate::names::{names, ErrorCode};
use crate::point::{Point, PointSet};
use crate::rules::{Ending, RuleSet, Scoring};
use crate::scoring::ing_count::{ing_count, CountError, IngCount, PenaltyPoints};
use crate::scoring::{
    apply_penalties, compare_presets, score_keeping, toggle_dead, CountInput, Score,
};

/// What end-of-game actions have done; restored exactly by undo.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct EndState {
    pub(super) resigned: Option<Color>,
    pub(super) out_of_time: Option<Color>,
    /// Stones marked dead during the stop.
    pub(super) dead: PointSet,
    /// The players accepted the marks: the game is over and counted.
    pub(super) agreed: bool,
    /// Passes before this move number do not count toward a stop (play resumed).
    pub(super) play_from: u32,
    /// Simplified Ing: play resumed after a disagreement; the next stop ends the
    /// game with every stone alive (RULES R2.4).
    pub(super) second_phase: bool,
    /// Points the players said need no filling before a territory count (RULES
    /// R4.4), see `fill.rs`.
    pub(super) keep: PointSet,
}

/// Where a game's end stands, to compare two games (a record's game as read and
/// as played on, RULES R6.1): the phase, the agreement, who moves, the dead marks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EndSnapshot {
    status: Status,
    agreed: bool,
    to_move: Color,
    dead: PointSet,
}

/// Why an end-of-game action was refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EndError {
    /// The action belongs to the stop after two passes, and play has not stopped.
    NotStopped,
    /// The game is already over.
    GameOver,
    /// There is no stone on that point to mark.
    NoStone,
    /// These rules have no such step (Tromp–Taylor ends at two passes).
    NotInTheseRules,
}

impl fmt::Display for EndError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndError::NotStopped => "play has not stopped: two passes in a row come first",
            EndError::GameOver => "the game is already over",
            EndError::NoStone => "there is no stone on that point to mark",
            EndError::NotInTheseRules => "these rules have no such step",
        })
    }
}

#[cfg(feature = "std")]
impl std::error::Error for EndError {}

impl EndError {
    /// The API's code for the refusal.
    pub const fn error_code(self) -> ErrorCode {
        match self {
            EndError::NotStopped => ErrorCode::NotStopped,
            EndError::GameOver => ErrorCode::GameOver,
            EndError::NoStone => ErrorCode::NoStone,
            EndError::NotInTheseRules => ErrorCode::NotInTheseRules,
        }
    }
}

/// How play resumes when the players disagree at the stop: who may ask and who
/// moves first (RULES R1.6, R2.4, R4.4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Resumption {
    /// Ing: play goes on in turn, whoever asks (RULES R1.6).
    PlayOn,
    /// Simplified Ing: whoever asks, the opponent of the player who passed last
    /// moves, and the next stop ends the game with every stone alive (RULES R2.4).
    ByLastPasser,
    /// Either player may ask; the opponent of the one who asks moves first
    /// (RULES R4.4).
    Requester,
    /// The rules have no dispute step: two passes end the game (Tromp–Taylor).
    None,
}

names!(
    /// The name in the API: `play-on`, `by-last-passer`, `requester`, `none`.
    Resumption, "resumption" {
        PlayOn => "play-on",
        ByLastPasser => "by-last-passer",
        Requester => "requester",
        None => "none",
    }
);

impl Resumption {
    /// How play resumes under `ending`.
    pub const fn of(ending: Ending) -> Resumption {
        match ending {
            Ending::IngFourPasses => Resumption::PlayOn,
            Ending::TwoPhase => Resumption::ByLastPasser,
            Ending::Agreement | Ending::PassStones => Resumption::Requester,
            Ending::AllStonesAlive => Resumption::None,
        }
    }

    /// Whether the player who asks decides who moves first.
    pub const fn asker_matters(self) -> bool {
        matches!(self, Resumption::Requester)
    }
}

impl Game {
    /// Trailing passes since play last resumed.
    pub(super) fn passes_in_a_row(&self) -> u32 {
        let from = self.end.play_from as usize;
        self.history[from.min(self.history.len())..]
            .iter()
            .rev()
            .take_while(|r| r.is_pass())
            .count() as u32
    }

    /// Saves the end state and player to move for undo, then changes them.
    pub(super) fn change_end(&mut self, change: impl FnOnce(&mut Game)) {
        self.end_undo
            .push((self.move_number(), self.to_move, self.end));
        change(self);
    }

    pub(super) fn require_stopped(&self) -> Result<(), EndError> {
        match self.status() {
            Status::Stopped => Ok(()),
            Status::Playing => Err(EndError::NotStopped),
            Status::Over(_) => Err(EndError::GameOver),
        }
    }

    /// `color` resigns: the other player wins at once (RULES R0.4, R1.12).
    pub fn resign(&mut self, color: Color) -> Result<(), EndError> {
        if let Status::Over(_) = self.status() {
            return Err(EndError::GameOver);
        }
        self.change_end(|g| g.end.resigned = Some(color));
        Ok(())
    }

    /// `color` ran out of time: the other player wins (RULES R1.10).
    pub fn lose_on_time(&mut self, color: Color) -> Result<(), EndError> {
        if let Status::Over(_) = self.status() {
            return Err(EndError::GameOver);
        }
        self.change_end(|g| g.end.out_of_time = Some(color));
        Ok(())
    }

    /// The stones marked dead (during the stop, or as agreed at the end).
    pub fn dead_stones(&self) -> PointSet {
        let mut dead = self.end.dead;
        for p in self.end.dead.iter() {
            if self.board.get(p).is_none() {
                dead.remove(p);
            }
        }
        dead
    }

    /// During the stop, marks the stones at `p` dead or alive again: the whole chain
    /// and every chain of its colour in the same enclosed region. Returns the stones
    /// toggled.
    pub fn toggle_dead(&mut self, p: Point) -> Result<PointSet, EndError> {
        self.require_stopped()?;
        if !self.board.size().contains(p) || self.board.get(p).is_none() {
            return Err(EndError::NoStone);
        }
        let mut dead = self.end.dead;
        let toggled = toggle_dead(&self.board, &mut dead, p);
        self.change_end(|g| g.end.dead = dead);
        Ok(toggled)
    }

    /// During the stop, toggles exactly one chain, whatever else stands near it.
    pub fn toggle_dead_chain(&mut self, p: Point) -> Result<PointSet, EndError> {
        self.require_stopped()?;
        if !self.board.size().contains(p) || self.board.get(p).is_none() {
            return Err(EndError::NoStone);
        }
        let chain = self.board.chain(p);
        let dead = if self.end.dead.contains(p) {
            self.end.dead.difference(&chain)
        } else {
            self.end.dead.union(&chain)
        };
        self.change_end(|g| g.end.dead = dead);
        Ok(chain)
    }

    /// Where the game's end stands ([`EndSnapshot`]).
    pub fn end_snapshot(&self) -> EndSnapshot {
        EndSnapshot {
            status: self.status(),
            agreed: self.end.agreed,
            to_move: self.to_move,
            dead: self.dead_stones(),
        }
    }

    /// Whether the players accepted the marks at the stop ([`Game::agree`]; under
    /// Ing the two passes that seal it end the game instead, RULES R1.6).
    pub fn is_agreed(&self) -> bool {
        self.end.agreed
    }

    /// Hands the turn to `color` without a move, as a record's `PL[]` does where no
    /// move follows it (`FF[4]` "PL", a setup property; RULES R6.2): no pass enters
    /// the history, and undo gives the turn back. Only while moves are being played
    /// (at the stop, `PL` is a resumption, [`Game::resume`]); returns whether the
    /// turn changed hands.
    pub fn hand_over(&mut self, color: Color) -> bool {
        if self.status() != Status::Playing || self.to_move == color {
            return false;
        }
        self.change_end(|g| g.to_move = color);
        true
    }

    /// The players accept the marked dead stones. The game is over and counted; under
    /// Ing the agreement is sealed by two more passes, which this plays (four in a
    /// row, RULES R1.6).
    pub fn agree(&mut self) -> Result<(), EndError> {
        self.require_stopped()?;
        if self.rules.ending == Ending::IngFourPasses {
            while self.status() == Status::Stopped {
                self.play(Move::Pass).map_err(|_| EndError::GameOver)?;
            }
            return Ok(());
        }
        self.change_end(|g| g.end.agreed = true);
        Ok(())
    }

    /// The players disagree and play resumes from the stopped position; the marks
    /// are cleared. Who moves first follows the rules: under Ing, normal alternation
    /// (RULES R1.6); under Simplified Ing the opponent of the player who passed last,
    /// and the next stop ends the game with every stone alive (RULES R2.4); under the
    /// agreement rules the opponent of `requester`, the player who asked to resume
    /// (RULES R4.4).
    pub fn resume(&mut self, requester: Color) -> Result<(), EndError> {
        self.require_stopped()?;
        let next = self
            .first_to_resume(requester)
            .ok_or(EndError::NotInTheseRules)?;
        let second_phase = self.rules.ending == Ending::TwoPhase;
        self.change_end(|g| {
            g.end.dead = PointSet::new();
            g.end.keep = PointSet::new();
            g.end.play_from = g.move_number();
            g.end.second_phase |= second_phase;
            g.to_move = next;
            g.consecutive_passes = 0;
        });
        Ok(())
    }

    /// The move number at which play last resumed after a stop ([`Game::resume`]),
    /// if it did.
    pub fn resumed_at(&self) -> Option<u32> {
        (self.end.play_from > 0).then_some(self.end.play_from)
    }

    /// How play may resume after a dispute under these rules (RULES R1.6, R2.4,
    /// R4.4).
    pub fn resumption(&self) -> Resumption {
        Resumption::of(self.rules.ending)
    }

    /// Who would move first if `requester` asked to resume now; `None` where the
    /// rules have no dispute step.
    pub fn first_to_resume(&self, requester: Color) -> Option<Color> {
        match self.resumption() {
            Resumption::PlayOn => Some(self.to_move),
            Resumption::ByLastPasser => {
                Some(self.history.last().map_or(self.to_move, |r| !r.color))
            }
            Resumption::Requester => Some(!requester),
            Resumption::None => None,
        }
    }

    /// Whether the last stop is the second one of Simplified Ing, which ends with
    /// every stone alive (RULES R2.4).
    pub fn in_second_phase(&self) -> bool {
        self.end.second_phase
    }

    pub(super) fn count_input(&self) -> CountInput {
        CountInput {
            captured: self.prisoners,
            handicap: self.handicap,
        }
    }

    /// The stones counted as dead: the marks, except where the rules count every
    /// stone as alive (Tromp–Taylor; the second stop of Simplified Ing).
    pub fn score_dead_stones(&self) -> PointSet {
        if self.rules.ending == Ending::AllStonesAlive || self.end.second_phase {
            PointSet::new()
        } else {
            self.dead_stones()
        }
    }

    /// Counts the current position with the marked dead stones removed, under this
    /// game's rules (available at any time, e.g. to preview during the stop).
    pub fn score(&self) -> Score {
        self.score_with(&self.score_dead_stones(), PenaltyPoints::default())
    }

    /// Counts the current position with the stones at `dead` removed, the points the
    /// players kept unfilled left as they are (RULES R4.4), and each colour's clock
    /// `penalties` taken off its total (RULES R1.10).
    pub fn score_with(&self, dead: &PointSet, penalties: PenaltyPoints) -> Score {
        let mut score = score_keeping(
            &self.board,
            dead,
            &self.rules,
            self.count_input(),
            &self.end.keep,
        );
        apply_penalties(&mut score, penalties, self.rules.tie);
        score
    }

    /// The same position and dead stones counted under every preset.
    pub fn compare_presets(&self) -> Vec<(RuleSet, Score)> {
        self.compare_presets_with(&self.score_dead_stones())
    }

    /// The same position with the stones at `dead` removed, under every preset.
    pub fn compare_presets_with(&self, dead: &PointSet) -> Vec<(RuleSet, Score)> {
        compare_presets(&self.board, dead, self.count_input())
    }

    /// The Ing fill-the-board count of the current position (RULES R1.9) with the
    /// marked dead stones removed and `penalties` from the clocks (RULES R1.10).
    pub fn ing_count(&self, penalties: PenaltyPoints) -> Result<IngCount, CountError> {
        self.ing_count_with(&self.score_dead_stones(), penalties)
    }

    /// [`Game::ing_count`] with the stones at `dead` removed.
    pub fn ing_count_with(
        &self,
        dead: &PointSet,
        penalties: PenaltyPoints,
    ) -> Result<IngCount, CountError> {
        ing_count(&self.board, dead, &self.rules, self.handicap, penalties)
    }

    /// Whether the fill-the-board count is offered for this game, and if not, why:
    /// it is a way of counting by area (RULES R1.9) and needs an odd number of
    /// points (RULES R1.1). A count offered may still fail on the position
    /// ([`Game::ing_count`] says why).
    pub fn can_fill_count(&self) -> Result<(), CountError> {
        if self.rules.scoring != Scoring::Area {
            return Err(CountError::TerritoryScoring);
        }
        let points = self.board.size().num_points() as u32;
        if points % 2 == 0 {
            return Err(CountError::EvenPoints { points });
        }
        Ok(())
    }

    /// If a flag has fallen on `clock` by `now` ([`Clock::flag`]), records the
    /// loss ([`Game::lose_on_time`]), whose result becomes `B+T` or `W+T`, and
    /// returns the loser. `Err` if the game was already over.
    pub fn apply_flag(&mut self, clock: &mut Clock, now: u64) -> Result<Option<Color>, EndError> {
        match clock.flag(now) {
            Some(loser) => self.lose_on_time(loser).map(|()| Some(loser)),
            None => Ok(None),
        }
    }

    /// The result as SGF `RE[]` writes it once the game is over: `B+R`, `W+T`,
    /// `Void`, or the count (`B+3.5`, `0`); `None` while it goes on.
    pub fn result(&self) -> Option<String> {
        let text = match self.status() {
            Status::Over(Outcome::Resignation { winner }) => {
                alloc::format!("{}+R", winner.letter())
            }
            Status::Over(Outcome::Time { winner }) => alloc::format!("{}+T", winner.letter()),
            Status::Over(Outcome::NoResult) => String::from("Void"),
            // SGF `RE[B+]`: a win with no score (RULES R5, R6).
            Status::Over(Outcome::Capture { winner }) => alloc::format!("{}+", winner.letter()),
            Status::Over(Outcome::Counted) => self.score().result(),
            Status::Playing | Status::Stopped => return None,
        };
        Some(text)
    }

    /// [`Game::result`] with each colour's clock `penalties` taken off a counted
    /// result (RULES R1.10); a loss on time stays `B+T` / `W+T`.
    pub fn result_with(&self, penalties: PenaltyPoints) -> Option<String> {
        match self.status() {
            Status::Over(Outcome::Counted) => Some(
                self.score_with(&self.score_dead_stones(), penalties)
                    .result(),
            ),
            _ => self.result(),
        }
    }

    /// The result as it stands: [`Game::result`] once the game is over; during
    /// the stop, the count with the marks as they are now (provisional); `None`
    /// while moves are played.
    pub fn current_result(&self) -> Option<String> {
        match self.status() {
            Status::Stopped => Some(self.score().result()),
            _ => self.result(),
        }
    }
}
