//! The memory of earlier positions: Zobrist key → the move after which it first
//! stood. Keys are already uniformly random, so the table indexes by the key's low
//! bits with linear probing, kept at most half full: a lookup is usually one probe.
//! (A general hash map spent a third of a random move on it.)

use alloc::vec;
use alloc::vec::Vec;

/// One slot: `move_number == EMPTY` marks a free slot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Slot {
    key: u64,
    move_number: u32,
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

    /// The slot holding `key`, or the free slot where it would go.
    #[inline]
    fn find(&self, key: u64) -> usize {
        let mask = self.mask();
        let mut i = key as usize & mask;
        loop {
            let slot = self.slots[i];
            if slot.move_number == EMPTY || slot.key == key {
                return i;
            }
            i = (i + 1) & mask;
        }
    }

    /// The move number stored with `key`.
    #[inline]
    pub(super) fn get(&self, key: u64) -> Option<u32> {
        let slot = self.slots[self.find(key)];
        (slot.move_number != EMPTY).then_some(slot.move_number)
    }

    /// Stores `key` with `move_number` unless it is there already; returns whether it
    /// was new.
    pub(super) fn insert(&mut self, key: u64, move_number: u32) -> bool {
        debug_assert!(move_number != EMPTY);
        let i = self.find(key);
        if self.slots[i].move_number != EMPTY {
            return false;
        }
        self.slots[i] = Slot { key, move_number };
        self.len += 1;
        if 2 * self.len > self.slots.len() {
            self.grow();
        }
        true
    }

    /// Removes `key`, keeping every other key reachable (backward-shift deletion).
    pub(super) fn remove(&mut self, key: u64) {
        let mask = self.mask();
        let mut hole = self.find(key);
        if self.slots[hole].move_number == EMPTY {
            return;
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

    /// Four times larger: the table starts small (a fresh game is light) and grows
    /// as the game does, with few rehashes.
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
                old.len() * 4
            ],
            len: 0,
        };
        for slot in old.into_iter().filter(|s| s.move_number != EMPTY) {
            self.insert(slot.key, slot.move_number);
        }
    }

    /// The keys and move numbers, in no particular order.
    fn entries(&self) -> impl Iterator<Item = (u64, u32)> + '_ {
        self.slots
            .iter()
            .filter(|s| s.move_number != EMPTY)
            .map(|s| (s.key, s.move_number))
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

    /// Keys that collide on their low bits, to exercise probing and deletion.
    fn key(i: u64) -> u64 {
        (i << 40) | (i % 3)
    }

    #[test]
    fn insert_get_remove_keep_every_other_key() {
        let mut t = KeyTable::with_capacity(4);
        for i in 0..200 {
            assert!(t.insert(key(i), i as u32));
            assert!(!t.insert(key(i), 999), "the first move number is kept");
        }
        for i in (0..200).step_by(3) {
            t.remove(key(i));
        }
        for i in 0..200 {
            let expected = (i % 3 != 0).then_some(i as u32);
            assert_eq!(t.get(key(i)), expected, "key {i}");
        }
        t.remove(key(0));
        assert_eq!(t.len, 200 - 67);
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
        b.remove(key(3));
        assert_ne!(a, b);
    }
}
