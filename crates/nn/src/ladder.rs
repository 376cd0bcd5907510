//! Ladders as the network's inputs define them (KataGo's `iterLadders` and its two
//! searches, re-derived): a chain in atari is *laddered* if, with its owner to move,
//! every escape fails to a continuous sequence of ataris; a chain with two
//! liberties is laddered if the attacker can atari it on one of them so that it is
//! then laddered, and that liberty is a *working ladder move*.
//!
//! The search is exhaustive over the ataris and escapes, so its answer does not
//! depend on the order moves are tried. The conventions that decide close cases are
//! the network's: the defender wins as soon as the attacker leaves a simple-ko
//! point (ladders that depend on a ko do not count) except at the root, where any
//! ko is assumed to favour the defender and cleared; the attacker wins a "double ko"
//! where both liberties are ko captures that do not help the defender; a search
//! deeper than 1.5 × the board's points counts as captured; and suicides are never
//! tried.

use crate::position::{other, Position, EMPTY, WALL};

/// Calls `found(cell, working_moves)` for every stone of every laddered chain of
/// `pos` (both colours), row by row. `working_moves` lists the attacker's working
/// first moves against a two-liberty chain, with the chain's first stone only (the
/// other stones get an empty list).
pub fn for_each_laddered(pos: &Position, mut found: impl FnMut(usize, &[usize])) {
    let mut solved: Vec<Option<bool>> = vec![None; pos.cells.len()];
    let mut work = Search::new(pos.clone());
    for cell in pos.board_cells().collect::<Vec<_>>() {
        let stone = pos.cells[cell];
        if stone == EMPTY {
            continue;
        }
        let chain = pos.chain(cell);
        let libs = chain.liberties.len();
        if libs != 1 && libs != 2 {
            continue;
        }
        if let Some(value) = solved[cell] {
            if value {
                found(cell, &[]);
            }
            continue;
        }
        let mut working = Vec::new();
        let laddered = if libs == 1 {
            work.captured(cell, true)
        } else {
            work.captured_attacker_first(cell, &mut working)
        };
        for &s in &chain.stones {
            solved[s] = Some(laddered);
        }
        if laddered {
            found(cell, &working);
        }
    }
}

/// A ladder search on its own copy of the position, taking moves back by restoring
/// saved cells.
struct Search {
    pos: Position,
    saved: Vec<(Vec<u8>, Option<usize>)>,
    depth_limit: usize,
}

impl Search {
    fn new(pos: Position) -> Search {
        let depth_limit = pos.width * pos.height * 3 / 2 + 1;
        Search {
            pos,
            saved: Vec::new(),
            depth_limit,
        }
    }

    fn play(&mut self, cell: usize, color: u8) {
        self.saved.push((self.pos.cells.clone(), self.pos.ko));
        self.pos.play(cell, color);
    }

    fn take_back(&mut self) {
        let (cells, ko) = self.saved.pop().expect("a move to take back");
        self.pos.cells = cells;
        self.pos.ko = ko;
    }

    /// Whether the chain at `target` (one liberty if `defender_first`, else two)
    /// is captured by a ladder.
    fn captured(&mut self, target: usize, defender_first: bool) -> bool {
        let libs = self.pos.liberty_count(target);
        if libs > 2 || (defender_first && libs > 1) {
            return false;
        }
        let ko = self.pos.ko;
        if defender_first {
            // At the root every ko is assumed to work for the defender.
            self.pos.ko = None;
        }
        let result = self.level(target, 0, defender_first);
        self.pos.ko = ko;
        result
    }

    /// The two-liberty case: the attacker ataris on either liberty first.
    fn captured_attacker_first(&mut self, target: usize, working: &mut Vec<usize>) -> bool {
        let chain = self.pos.chain(target);
        if chain.liberties.len() != 2 {
            return false;
        }
        let attacker = other(self.pos.cells[target]);
        for &m in &chain.liberties {
            if self.pos.is_legal_no_suicide(m, attacker) {
                self.play(m, attacker);
                let works = self.captured(target, true);
                self.take_back();
                if works {
                    working.push(m);
                }
            }
        }
        !working.is_empty()
    }

    /// One level of the search: `true` when the target ends captured.
    fn level(&mut self, target: usize, level: usize, defender_first: bool) -> bool {
        if level + 1 >= self.depth_limit {
            return true;
        }
        let defending = (level % 2 == 0) == defender_first;
        let defender = self.pos.cells[target];
        let attacker = other(defender);
        let chain = self.pos.chain(target);
        let libs = chain.liberties.len();
        if !defending && libs <= 1 {
            return true;
        }
        if !defending && libs >= 3 {
            return false;
        }
        if defending && libs >= 2 {
            return false;
        }
        if defending && self.pos.ko.is_some() {
            // The attacker left a ko to retake: a ladder that needs a ko does not count.
            return false;
        }
        let moves: Vec<usize> = if defending {
            // Captures of adjacent chains in atari, then the liberty.
            let mut moves = Vec::new();
            for &s in &chain.stones {
                for n in self.pos.neighbors(s) {
                    if self.pos.cells[n] == attacker {
                        let c = self.pos.chain(n);
                        if c.liberties.len() == 1 && !moves.contains(&c.liberties[0]) {
                            moves.push(c.liberties[0]);
                        }
                    }
                }
            }
            for &l in &chain.liberties {
                if !moves.contains(&l) {
                    moves.push(l);
                }
            }
            moves
        } else {
            let (m0, m1) = (chain.liberties[0], chain.liberties[1]);
            let (l0, l1) = (
                self.pos.immediate_liberties(m0),
                self.pos.immediate_liberties(m1),
            );
            if l0 == 0
                && l1 == 0
                && self.would_be_ko_capture(m0, attacker)
                && self.would_be_ko_capture(m1, attacker)
                && self.liberties_after_play(m0, defender, 3) <= 2
                && self.liberties_after_play(m1, defender, 3) <= 2
                && !self.has_liberty_gaining_capture(&chain.stones, attacker)
            {
                // Double ko death: both liberties are ko mouths that do not help.
                return true;
            }
            if self.pos.neighbors(m0).contains(&m1) {
                vec![m0, m1]
            } else if l0 >= 3 && l1 >= 3 {
                // Either atari lets the chain out on the other side.
                return false;
            } else if l0 >= 3 {
                vec![m0]
            } else if l1 >= 3 {
                vec![m1]
            } else {
                vec![m0, m1]
            }
        };
        let mover = if defending { defender } else { attacker };
        for m in moves {
            if !self.pos.is_legal_no_suicide(m, mover) {
                continue;
            }
            self.play(m, mover);
            let captured = self.level(target, level + 1, defender_first);
            self.take_back();
            if defending && !captured {
                return false;
            }
            if !defending && captured {
                return true;
            }
        }
        defending
    }

    /// Whether `color` playing the empty point `cell` would capture exactly one
    /// single stone, every neighbour being an opponent stone or the edge.
    fn would_be_ko_capture(&self, cell: usize, color: u8) -> bool {
        if self.pos.cells[cell] != EMPTY {
            return false;
        }
        let opp = other(color);
        let mut capturable = None;
        for n in self.pos.neighbors(cell) {
            let c = self.pos.cells[n];
            if c != WALL && c != opp {
                return false;
            }
            if c == opp && self.pos.liberty_count(n) == 1 {
                if capturable.is_some() {
                    return false;
                }
                capturable = Some(n);
            }
        }
        match capturable {
            Some(n) => self.pos.chain(n).stones.len() == 1,
            None => false,
        }
    }

    /// The liberties a `color` stone at `cell` would have (captures counted), or
    /// `max` if at least that many.
    fn liberties_after_play(&self, cell: usize, color: u8, max: usize) -> usize {
        let opp = other(color);
        let mut libs: Vec<usize> = Vec::new();
        let mut captured_stones: Vec<usize> = Vec::new();
        for n in self.pos.neighbors(cell) {
            let c = self.pos.cells[n];
            if c == EMPTY {
                libs.push(n);
            } else if c == opp {
                let chain = self.pos.chain(n);
                if chain.liberties.len() == 1 {
                    libs.push(n);
                    captured_stones.extend(chain.stones);
                }
            }
            if libs.len() >= max {
                return max;
            }
        }
        let would_be_empty = |p: usize| self.pos.cells[p] == EMPTY || captured_stones.contains(&p);
        let mut joined: Vec<usize> = Vec::new();
        for n in self.pos.neighbors(cell) {
            if self.pos.cells[n] != color || joined.contains(&n) {
                continue;
            }
            let chain = self.pos.chain(n);
            joined.extend(&chain.stones);
            for &s in &chain.stones {
                for l in self.pos.neighbors(s) {
                    if l != cell && would_be_empty(l) && !libs.contains(&l) {
                        libs.push(l);
                        if libs.len() >= max {
                            return max;
                        }
                    }
                }
            }
        }
        libs.len()
    }

    /// Whether a chain (its stones) touches an `attacker` chain in atari.
    fn has_liberty_gaining_capture(&self, stones: &[usize], attacker: u8) -> bool {
        stones.iter().any(|&s| {
            self.pos
                .neighbors(s)
                .iter()
                .any(|&n| self.pos.cells[n] == attacker && self.pos.liberty_count(n) == 1)
        })
    }
}
