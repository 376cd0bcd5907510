//! The memory of earlier positions: Zobrist key → the move after which it first
//! stood. Keys are already uniformly random, so the table indexes by the key's low
//! bits with linear probing, kept at most half full: a lookup is usually one probe.
//! (A general hash map spent a third of a random move on it.)
//!
//! A slot keeps only the key's low 32 bits (8 bytes a slot, not 16): two keys alike
//! there are one entry. That is safe because a hit is only a candidate, which the
//! game confirms against the history's full keys and the stones themselves
//! (`repetition.rs`); the table only has to find every key it was given.

use alloc::vec;
use alloc::vec::Vec;

/// One slot: `move_number == EMPTY` marks a free slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    /// The key's low 32 bits: its home slot and its fingerprint.
    key: u32,
    move_number: u32,
}

/// The part of a key a slot keeps.
#[inline]
fn short(key: u64) -> u32 {
    key as u32
}

const EMPTY: u32 = u32::MAX;

/// A set of keys with a move number each; insertion keeps the first.
#[derive(Clone, Debug)]
pub(super) struct KeyTable {
    slots: Vec<Slot>,
    len: usize,
}

impl KeyTable {
    /// A table for about `expected` keys before it grows.
    pub(super) fn with_capacity(expected: usize) -> KeyTable {
        let size = (2 * expected.max(8)).next_power_of_two();
        KeyTable {
            slots: vec![
                Slot {
                    key: 0,
                    move_number: EMPTY
                };
                size
            ],
            len: 0,
        }
    }

    #[inline]
    fn mask(&self) -> usize {
        self.slots.len() - 1
    }

    /// The slot holding `key` (or a key alike in its low bits), or the free slot
    /// where it would go.
    #[inline]
    fn find(&self, key: u64) -> usize {
        let key = short(key);
        let mask = self.mask();
        let mut i = key as usize & mask;
        // A slice: indexing it is built in, where a `Vec`'s `Index` stays a call at
        // the WebAssembly build's opt-level "z".
        let slots = self.slots.as_slice();
        loop {
            let slot = slots[i];
            if slot.move_number == EMPTY || slot.key == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The move number stored with `key`, or with a key alike in its low bits.
    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<u32> {
        let slot = self.slots.as_slice()[self.find(key)];
        (slot.move_number != EMPTY).then_some(slot.move_number)
    }

    /// Stores `key` with `move_number` unless it (or a key alike in its low bits) is
    /// there already; returns whether it was new.
    pub(super) fn insert(&mut self, key: u64, move_number: u32) -> bool {
        debug_assert!(move_number != EMPTY);
        let i = self.find(key);
        if self.slots[i].move_number != EMPTY {
            return false;
        }
        self.slots[i] = Slot {
            key: short(key),
            move_number,
        };
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            self.grow();
        }
        true
    }

    /// Removes the entry `insert(key, move_number)` made, keeping every other key
    /// reachable (backward-shift deletion).
    pub(super) fn remove(&mut self, key: u64, move_number: u32) {
        let mask = self.mask();
        let mut hole = short(key) as usize & mask;
        loop {
            let slot = self.slots[hole];
            if slot.move_number == EMPTY {
                return;
            }
            if slot.move_number == move_number && slot.key == short(key) {
                break;
            }
            hole = (hole + 1) & mask;
        }
        self.len -= 1;
        let mut i = hole;
        loop {
            i = (i + 1) & mask;
            let slot = self.slots[i];
            if slot.move_number == EMPTY {
                break;
            }
            // A key may move into the hole only if its home is not between the hole
            // and where it stands (cyclically).
            let home = slot.key as usize & mask;
            let stays = if hole <= i {
                hole < home && home <= i
            } else {
                hole < home || home <= i
            };
            if !stays {
                self.slots[hole] = slot;
                hole = i;
            }
        }
        self.slots[hole].move_number = EMPTY;
    }

    /// Twice as large: the table starts small (a fresh game is light) and grows as
    /// the game does.
    #[cold]
    #[inline(never)]
    fn grow(&mut self) {
        let old = core::mem::take(&mut self.slots);
        *self = KeyTable {
            slots: vec![
                Slot {
                    key: 0,
                    move_number: EMPTY
                };
                old.len() * 2
            ],
            len: 0,
        };
        for slot in old.into_iter().filter(|s| s.move_number != EMPTY) {
            self.insert(slot.key.into(), slot.move_number);
        }
    }

    /// The keys (their low bits) and move numbers, in no particular order.
    fn entries(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.slots
            .iter()
            .filter(|s| s.move_number != EMPTY)
            .map(|s| (s.key.into(), s.move_number))
    }
}

impl PartialEq for KeyTable {
    /// Tables are equal when they hold the same keys with the same move numbers.
    fn eq(&self, other: &KeyTable) -> bool {
        self.len == other.len && self.entries().all(|(k, n)| other.get(k) == Some(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Keys that collide on their home slot, to exercise probing and deletion.
    fn key(i: u64) -> u64 {
        (i << 20) | (i % 3)
    }

    #[test]
    fn insert_get_remove_keep_every_other_key() {
        let mut t = KeyTable::with_capacity(4);
        for i in 0..200 {
            assert!(t.insert(key(i), i as u32));
            assert!(!t.insert(key(i), 999), "the first move number is kept");
        }
        for i in (0..200).step_by(3) {
            t.remove(key(i), i as u32);
        }
        for i in 0..200 {
            let expected = (i % 3 != 0).then_some(i as u32);
            assert_eq!(t.get(key(i)), expected, "key {i}");
        }
        t.remove(key(0), 0);
        t.remove(key(1), 5);
        assert_eq!(t.len, 200 - 67, "only the entry a move made is removed");
    }

    #[test]
    fn keys_alike_in_their_low_bits_are_one_entry() {
        // The game confirms every hit (repetition.rs): the table may merge them.
        let mut t = KeyTable::with_capacity(4);
        assert!(t.insert(7, 1));
        assert!(!t.insert(7 | (1 << 40), 2));
        assert_eq!(t.get(7 | (5 << 33)), Some(1));
        t.remove(7 | (1 << 40), 2);
        assert_eq!(t.get(7), Some(1), "the entry of move 2 was never made");
        t.remove(7, 1);
        assert_eq!(t.get(7), None);
    }

    #[test]
    fn equality_ignores_layout() {
        let mut a = KeyTable::with_capacity(4);
        let mut b = KeyTable::with_capacity(64);
        for i in 0..20 {
            a.insert(key(i), i as u32);
            b.insert(key(19 - i), 19 - i as u32);
        }
        assert_eq!(a, b);
        b.remove(key(3), 3);
        assert_ne!(a, b);
    }
}
