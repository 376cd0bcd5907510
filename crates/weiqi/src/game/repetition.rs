//! The exact repetition test. The ko rules compare positions by their 64-bit keys
//! first (RULES R0.6: a table lookup per move); a key match is only a candidate. It
//! is confirmed against the earlier position itself, rebuilt from the checkpoints,
//! so that two different positions that happen to share a key never ban a legal move
//! or end a game (RULES R1.4, R2.2, R3.4, R3.5, R4.2).

use super::Game;
use crate::board::{Board, MoveEffect};
use crate::color::Color;
use crate::moves::Move;
use crate::point::Point;
use crate::zobrist;

impl Game {
    /// The player to move after the first `moves` moves.
    fn to_move_after(&self, moves: usize) -> Color {
        match moves {
            0 => self.start_to_move,
            _ => !self.history[moves - 1].color,
        }
    }

    /// The key move `number` (from 1) stored under Ing's cycle rule: the situation
    /// before it and the move (RULES R1.4); `None` for a pass or a lone-stone suicide
    /// counted as a pass.
    pub(super) fn ing_key_of(&self, number: usize) -> Option<u64> {
        let r = &self.history[number - 1];
        match (r.mv, r.counted_as_pass) {
            (Move::Play(p), false) => Some(table_key(
                self.hash_after(number - 1) ^ zobrist::to_move(r.color) ^ zobrist::play_at(p),
            )),
            _ => None,
        }
    }

    /// The first move after which `after` stood with `next` to move (0: the start),
    /// as the ko rule in force compares them (positions, or situations), given that
    /// its key `key` is in the table at move `hint`; `None` when every match was a
    /// different position under the same key.
    #[cold]
    #[inline(never)]
    pub(super) fn confirm_position(
        &self,
        key: u64,
        hint: u32,
        after: &Board,
        next: Color,
    ) -> Option<u32> {
        // The table holds the first move with this key: when that one is the same
        // position, it is also the first time the position stood.
        let numbers = core::iter::once(hint as usize).chain(0..=self.history.len());
        for moves in numbers {
            if self.position_key(self.hash_after(moves), self.to_move_after(moves)) == Some(key)
                && (self.rules.ko == crate::rules::KoRule::Positional
                    || self.to_move_after(moves) == next)
                && self.is_position_after(moves, after)
            {
                return Some(moves as u32);
            }
        }
        None
    }

    /// The first move that was `p` by `color` in the present position with `color` to
    /// move (RULES R1.4), given that its key is in the table at move `hint`; `None`
    /// when every match was another situation or move under the same key.
    #[cold]
    #[inline(never)]
    pub(super) fn confirm_ing_move(
        &self,
        key: u64,
        hint: u32,
        color: Color,
        p: Point,
    ) -> Option<u32> {
        // The hint first (see `confirm_position`), then every move in order.
        let numbers = core::iter::once(hint as usize).chain(1..=self.history.len());
        for number in numbers.filter(|&n| n >= 1) {
            let r = &self.history[number - 1];
            if self.ing_key_of(number) == Some(key)
                && r.mv == Move::Play(p)
                && r.color == color
                && self.is_position_after(number - 1, &self.board)
            {
                return Some(number as u32);
            }
        }
        None
    }

    /// Whether a stone of `color` on `p`, doing `effect`, brings back the position
    /// before the opponent's last move (RULES R1.4, R3.5, R4.2), exactly.
    #[inline(never)]
    pub(super) fn retakes_at_once(&self, color: Color, p: Point, effect: &MoveEffect) -> bool {
        let n = self.history.len();
        if n == 0 || table_key(effect.hash_after) != table_key(self.hash_after(n - 1)) {
            return false;
        }
        let last = &self.history[n - 1];
        match (last.mv, last.counted_as_pass) {
            // After a stone at q that took the stones C, a stone at p that takes D
            // restores the position exactly when D is {q} and C is {p}: q must go,
            // nothing else of the opponent's may, and p must have stood before. D is
            // {q} when q is a lone opponent stone in atari next to p and the move
            // takes one stone; then C, one stone next to q and now empty, is p (q's
            // only liberty). The ko shape, told from the board alone.
            (Move::Play(q), false) if last.suicide == 0 => {
                last.captures == 1
                    && effect.captures == 1
                    && p.neighbors().contains(&q)
                    && self.board.get(q) == Some(!color)
                    && self.board.is_lone_stone_in_atari(q)
            }
            // After a pass or a suicide (a lone stone's changes nothing): compare
            // the stones.
            _ => self.is_position_after(n - 1, &self.board_with(color, p)),
        }
    }

    /// Whether `after` is exactly the position after the first `moves` moves (the
    /// keys already match).
    #[cold]
    #[inline(never)]
    pub(super) fn is_position_after(&self, moves: usize, after: &Board) -> bool {
        self.checkpoints
            .board_after(moves, &self.history)
            .same_stones(after)
    }

    /// The board after `color` plays `p` (captures, or a suicide the rules allow,
    /// done): the position a key match is confirmed against.
    #[inline(never)]
    pub(super) fn board_with(&self, color: Color, p: Point) -> Board {
        let mut board = (*self.board).clone();
        board.place(p, color);
        board
    }
}

/// The key as the repetition table stores it. The identity, except in this crate's
/// own tests, which may keep only a few bits so that different positions collide
/// all the time (`collide_keys` in the tests).
#[inline]
pub(super) fn table_key(key: u64) -> u64 {
    #[cfg(test)]
    {
        key & tests::KEY_MASK.with(|m| m.get())
    }
    #[cfg(not(test))]
    {
        key
    }
}

#[cfg(test)]
mod tests;
