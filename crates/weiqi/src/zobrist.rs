//! Zobrist keys, computed at compile time: there is no init call to forget.

use crate::color::Color;
use crate::point::{Point, CELLS};

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

static BLACK_STONES: [u64; CELLS] = table(0x5745_4951_4921_0001);
static WHITE_STONES: [u64; CELLS] = table(0x5745_4951_4921_0002);
/// Keys of "this point was played": the Ing cycle rule remembers moves (RULES R1.4).
#[cfg(feature = "alloc")]
static MOVES: [u64; CELLS] = table(0x5745_4951_4921_0003);

/// Added to a position's key when White is to move: a *situation* key (RULES R0.6).
#[cfg(feature = "alloc")]
pub(crate) const WHITE_TO_MOVE: u64 = table::<1>(0x5745_4951_4921_0004)[0];

/// The key of a stone of `color` at `p`.
#[inline]
pub(crate) fn stone(color: Color, p: Point) -> u64 {
    match color {
        Color::Black => BLACK_STONES[p.index()],
        Color::White => WHITE_STONES[p.index()],
    }
}

/// The key of a move at `p` (the mover is in the situation key).
#[cfg(feature = "alloc")]
#[inline]
pub(crate) fn play_at(p: Point) -> u64 {
    MOVES[p.index()]
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
