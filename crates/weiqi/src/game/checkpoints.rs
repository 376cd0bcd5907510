//! Earlier boards, kept small: the stones only (176 bytes where a [`Board`] with its
//! chain bookkeeping takes 15 KB), one every [`EVERY`] moves. Any earlier position is
//! rebuilt from the checkpoint at or before it and the moves after it; undo and the
//! exact repetition test use that (RULES R0.4, R0.6).

use alloc::vec::Vec;

use super::MoveRecord;
use crate::board::Board;
use crate::color::{ByColor, Color};
use crate::moves::Move;
use crate::point::{BoardSize, PointSet};

/// Boards are remembered every this many moves: rebuilding one replays fewer.
const EVERY: usize = 128;

/// The stones after moves 0, `EVERY`, 2·`EVERY`, … (move 0: the start).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Checkpoints {
    size: BoardSize,
    stones: Vec<ByColor<PointSet>>,
}

impl Checkpoints {
    /// The checkpoints of a game that starts on `start`.
    pub(super) fn new(start: &Board) -> Checkpoints {
        // Most games start on an empty board: no need to scan it (a part of every
        // `new Game` in the WebAssembly build).
        let empty = Color::ALL.iter().all(|&c| start.stone_count(c) == 0);
        let stones = if empty {
            ByColor::new(PointSet::new(), PointSet::new())
        } else {
            start.stone_sets()
        };
        Checkpoints {
            size: start.size(),
            stones: alloc::vec![stones],
        }
    }

    /// Records `board`, the position after move `moves`, if a checkpoint falls there.
    #[inline(never)]
    pub(super) fn after_move(&mut self, moves: usize, board: &Board) {
        if moves % EVERY == 0 {
            self.stones.push(board.stone_sets());
        }
    }

    /// Forgets the checkpoints after move `moves` (undo).
    pub(super) fn keep_up_to(&mut self, moves: usize) {
        self.stones.truncate(moves / EVERY + 1);
    }

    /// The starting board.
    pub(super) fn start(&self) -> Board {
        Board::from_stone_sets(self.size, &self.stones[0])
    }

    /// The board after the first `moves` records of `history`, rebuilt from the
    /// checkpoint at or before it.
    #[inline(never)]
    pub(super) fn board_after(&self, moves: usize, history: &[MoveRecord]) -> Board {
        let k = (moves / EVERY).min(self.stones.len() - 1);
        let mut board = Board::from_stone_sets(self.size, &self.stones[k]);
        for r in &history[k * EVERY..moves] {
            if let (Move::Play(p), false) = (r.mv, r.counted_as_pass) {
                board.place(p, r.color);
            }
        }
        board
    }
}
