//! Zobrist keys, computed at compile time: there is no init call to forget.

use crate::color::Color;
use crate::point::Point;
#[cfg(not(target_arch = "wasm32"))]
use crate::point::CELLS;

/// One step of SplitMix64: a well-mixed 64-bit sequence from a counter.
const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

const fn table<const N: usize>(seed: u64) -> [u64; N] {
    let mut out = [0u64; N];
    let mut state = seed;
    let mut i = 0;
    while i < N {
        let (next, value) = splitmix64(state);
        state = next;
        out[i] = value;
        i += 1;
    }
    out
}

/// The seed of the per-cell keys.
const KEY_SEED: u64 = 0x5745_4951_4921_0001;

/// One random key per cell. White's keys and the move keys are derived from it by
/// fixed bijective mixes rather than stored: three stored tables would put 17 KB of
/// incompressible data in the WebAssembly module.
#[cfg(not(target_arch = "wasm32"))]
static KEYS: [u64; CELLS] = table(KEY_SEED);

/// The key of cell `index`: `KEYS[index]`. The WebAssembly build computes the same
/// value instead of storing the table (5.6 KB the size budget cannot spare; the
/// computation is a handful of multiplications).
#[inline]
fn cell_key(index: usize) -> u64 {
    #[cfg(not(target_arch = "wasm32"))]
    {
        KEYS[index]
    }
    #[cfg(target_arch = "wasm32")]
    {
        // `table` steps the SplitMix64 state once per entry before mixing it.
        let state = KEY_SEED.wrapping_add((index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        splitmix64(state.wrapping_sub(0x9E37_79B9_7F4A_7C15)).1
    }
}

/// A bijective mix (xorshift-multiply) that makes an independent-looking key from a
/// random one; `odd` selects the variant.
#[inline]
const fn derive(key: u64, odd: u64) -> u64 {
    let z = (key ^ (key >> 31)).wrapping_mul(odd);
    z ^ (z >> 29)
}

/// Added to a position's key when White is to move: a *situation* key (RULES R0.6).
#[cfg(feature = "alloc")]
pub(crate) const WHITE_TO_MOVE: u64 = table::<1>(0x5745_4951_4921_0004)[0];

/// The key of a stone of `color` at `p`.
#[inline]
pub(crate) fn stone(color: Color, p: Point) -> u64 {
    let key = cell_key(p.index());
    match color {
        Color::Black => key,
        Color::White => derive(key, 0x94D0_49BB_1331_11EB),
    }
}

/// The key of a move at `p` (the mover is in the situation key).
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn play_at(p: Point) -> u64 {
    derive(cell_key(p.index()), 0xD6E8_FEB8_6659_FD93)
}

/// The side-to-move part of a situation key.
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn to_move(color: Color) -> u64 {
    match color {
        Color::Black => 0,
        Color::White => WHITE_TO_MOVE,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The computed keys of the WebAssembly build are the table's.
    #[test]
    fn computed_keys_equal_the_table() {
        let computed = |index: usize| {
            let state =
                KEY_SEED.wrapping_add((index as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15));
            splitmix64(state.wrapping_sub(0x9E37_79B9_7F4A_7C15)).1
        };
        for index in 0..CELLS {
            assert_eq!(cell_key(index), computed(index), "cell {index}");
        }
    }
}
