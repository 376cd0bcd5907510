//! Known differences between GNU Go 3.8 and the RULES, each explained from GNU Go's
//! source (`engine/board.c`) and checked on the spot with the naive board, never
//! with the engine under test: a point is put down to a known difference only if
//! the naive replay shows what the RULES say about it.
//!
//! Every known difference has GNU Go allowing a move that the RULES forbid; none has
//! GNU Go forbidding a move the RULES allow. Anything else is a divergence.

use std::fmt;

use weiqi::{Board, Color, Illegal, KoRule, Point};

use crate::naive::{self, Cells};
use crate::setting::Setting;

/// GNU Go 3.8's `MAX_MOVE_HISTORY` (engine/board.h): how many moves it keeps.
pub const GNUGO_MAX_MOVE_HISTORY: u32 = 500;

/// A known way GNU Go 3.8 answers differently, and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Known {
    /// A suicide that recreates an earlier position (positional superko, RULES
    /// R2.2) or situation (situational superko, RULES R3.4), allowed by GNU Go.
    /// **GNU Go is wrong.** `is_superko_violation` computes the position after
    /// the move with `really_do_trymove` → `do_play_move`, which "assumes that
    /// the move is not a suicide": the suicided chain stays in the hashed
    /// position, so a suicide never matches an earlier position. This covers the
    /// lone-stone suicide, which repeats the current position (RULES R2.2: "a
    /// single-stone suicide repeats the position, so it is illegal"), and a
    /// multi-stone suicide that restores an earlier position.
    SuicideRepeatsUnderSuperko,
    /// Simple ko with every suicide allowed: a lone-stone suicide right after the
    /// opponent passed or made a lone-stone suicide recreates the position before
    /// the opponent's last move, which RULES R3.5 forbids ("no move may recreate
    /// the position before the opponent's previous move"). GNU Go's simple ko is a
    /// shape: `board_ko_pos` is set only when a lone stone captures exactly one
    /// stone and is left with one liberty (`do_play_move`), so it forbids only the
    /// immediate recapture of RULES R4.2. **A difference of definition**, not a GNU
    /// Go bug: R4.2's wording is GNU Go's, R3.5's is ours, and the two agree
    /// whenever lone-stone suicide is illegal (every preset with simple ko).
    SimpleKoIsAShape,
    /// A superko repetition of a position older than GNU Go's move history,
    /// allowed by GNU Go. **GNU Go is wrong** (RULES R2.2, R3.4): `play_move`
    /// keeps at most `MAX_MOVE_HISTORY` = 500 moves and, when full, folds the
    /// oldest 51 into the initial position, forgetting their positions.
    ForgottenHistory,
}

impl Known {
    /// Every kind, in a fixed order.
    pub const ALL: [Known; 3] = [
        Known::SuicideRepeatsUnderSuperko,
        Known::SimpleKoIsAShape,
        Known::ForgottenHistory,
    ];

    /// A short stable name.
    pub const fn code(self) -> &'static str {
        match self {
            Known::SuicideRepeatsUnderSuperko => "gnugo-suicide-superko",
            Known::SimpleKoIsAShape => "simple-ko-shape",
            Known::ForgottenHistory => "gnugo-forgotten-history",
        }
    }

    /// Whether GNU Go breaks the RULES here (rather than reading them differently).
    pub const fn gnugo_is_wrong(self) -> bool {
        !matches!(self, Known::SimpleKoIsAShape)
    }

    /// The RULES sections that decide the point.
    pub const fn rules(self) -> &'static str {
        match self {
            Known::SuicideRepeatsUnderSuperko => "R2.2 (positional), R3.4 (situational)",
            Known::SimpleKoIsAShape => "R3.5 (ours) vs R4.2 (GNU Go's wording)",
            Known::ForgottenHistory => "R2.2, R3.4",
        }
    }
}

impl fmt::Display for Known {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What the explanation needs to know about the game.
pub struct Situation<'a> {
    /// The setting both engines play under.
    pub setting: Setting,
    /// The board now.
    pub board: &'a Board,
    /// The player to move.
    pub to_move: Color,
    /// The stones after every move so far with the player then to move; the first
    /// entry is the start, the last is now.
    pub history: &'a [(Cells, Color)],
}

/// GNU Go's remembered history after `moves` moves: how many of the latest
/// positions before a move it still holds (see [`Known::ForgottenHistory`]).
pub fn gnugo_history_len(moves: u32) -> u32 {
    let max = GNUGO_MAX_MOVE_HISTORY;
    let fold = 1 + max / 10;
    if moves <= max {
        moves
    } else {
        max - fold + 1 + (moves - max - 1) % fold
    }
}

/// Why GNU Go allows `p` where our engine answered `ours` (an error), if that is a
/// known difference that the naive board confirms; `None` otherwise.
pub fn explain(s: &Situation, p: Point, ours: Illegal) -> Option<Known> {
    let size = s.board.size();
    let now = &s.history.last()?.0;
    let after = naive::place(size, now, naive::index(size, p), s.to_move);
    let next = !s.to_move;
    let repeats = |(cells, to_move): &(Cells, Color)| {
        *cells == after.cells && (s.setting.ko == KoRule::Positional || *to_move == next)
    };
    match (s.setting.ko, ours) {
        (KoRule::Positional | KoRule::Situational, Illegal::Superko { .. } | Illegal::Ko) => {
            let earlier: Vec<usize> = (0..s.history.len())
                .filter(|&k| repeats(&s.history[k]))
                .collect();
            let first = *earlier.first()?;
            if after.suicide > 0 {
                return Some(Known::SuicideRepeatsUnderSuperko);
            }
            // GNU Go holds the positions after moves m - len ..= m - 1 (and now).
            let moves = s.history.len() as u32 - 1;
            let oldest_kept = moves - gnugo_history_len(moves);
            let forgotten = earlier.iter().all(|&k| (k as u32) < oldest_kept);
            (forgotten && first < s.history.len() - 1).then_some(Known::ForgottenHistory)
        }
        (KoRule::Simple, Illegal::Ko) => {
            let n = s.history.len();
            let before_last = n.checked_sub(2).map(|k| &s.history[k].0)?;
            (after.suicide == 1 && after.captured == 0 && after.cells == *before_last)
                .then_some(Known::SimpleKoIsAShape)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gnugo_history_folds_51_moves_when_500_are_kept() {
        assert_eq!(gnugo_history_len(0), 0);
        assert_eq!(gnugo_history_len(500), 500);
        assert_eq!(gnugo_history_len(501), 450);
        assert_eq!(gnugo_history_len(551), 500);
        assert_eq!(gnugo_history_len(552), 450);
    }
}
