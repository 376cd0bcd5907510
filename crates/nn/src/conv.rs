//! The network's arithmetic: direct convolutions over a zero-bordered grid, in two
//! implementations that compute the same sums in the same order.
//!
//! Activations are stored point by point, channels innermost ("NHWC"), on a grid with
//! a border of [`PAD`] zero points around the board, so a kernel reads its
//! neighbourhood without bounds checks. A convolution writes only the board's points.
//!
//! - [`Kernels::Scalar`]: plain loops, one output point at a time: the reference.
//! - [`Kernels::Fast`]: the same sums for [`BLOCK_X`] points of a row and
//!   [`BLOCK_C`] output channels at once, so each weight is loaded once for several
//!   points: explicit `simd128` on WebAssembly (when built with that target
//!   feature), AVX2 with FMA on x86-64 processors that have it, else the same
//!   blocked loops in plain Rust that the compiler vectorises.
//!
//! Written by hand: the layers are small (96 channels, 19×19 points), a batch is
//! one position, and the kernels must build for `wasm32` without a BLAS; a GEMM crate
//! would need an im2col copy nine times the activations for no gain at this size.

use crate::model::Conv;

/// Zero points around the board in every activation grid (enough for a 5×5 kernel).
pub const PAD: usize = 2;
/// Board points computed together by the fast kernel (in raster order, across
/// rows): as many as the target's vector registers hold accumulators for, with
/// the weight vector and a broadcast input beside them: 8 × 8 lanes with AVX2's 16
/// registers, 6 × 2 × 4 lanes with WebAssembly's (V8 maps them to 16 on x86-64).
#[cfg(target_arch = "x86_64")]
pub const BLOCK_X: usize = 8;
/// Board points computed together by the fast kernel.
#[cfg(target_arch = "wasm32")]
pub const BLOCK_X: usize = 6;
/// Board points computed together by the fast kernel.
#[cfg(not(any(target_arch = "x86_64", target_arch = "wasm32")))]
pub const BLOCK_X: usize = 4;
/// Output channels computed together by the fast kernel.
pub const BLOCK_C: usize = 8;

/// Which implementation of the convolutions runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Kernels {
    /// One point at a time, plain loops: the reference.
    Scalar,
    /// Blocked over points and channels, SIMD where the target has it.
    #[default]
    Fast,
}

/// The board's size and the padded grid around it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    /// Board columns.
    pub width: usize,
    /// Board rows.
    pub height: usize,
}

impl Grid {
    /// Columns of the padded grid.
    pub fn stride(self) -> usize {
        self.width + 2 * PAD
    }

    /// Points of the padded grid.
    pub fn cells(self) -> usize {
        self.stride() * (self.height + 2 * PAD)
    }

    /// The padded grid's index of board point (`x`, `y`).
    #[inline]
    pub fn at(self, x: usize, y: usize) -> usize {
        (y + PAD) * self.stride() + x + PAD
    }

    /// Board points.
    pub fn points(self) -> usize {
        self.width * self.height
    }
}

/// Whether a convolution replaces its output or adds to it (a residual connection).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Write {
    /// `out = conv(in) + bias`.
    Set,
    /// `out += conv(in) + bias`.
    Add,
}

/// Runs `conv` over the board's points of `input` (channels `conv.cin`) into
/// `output` (channels `conv.cout`), both padded grids of `grid`.
pub fn convolve(
    kernels: Kernels,
    grid: Grid,
    conv: &Conv,
    input: &[f32],
    output: &mut [f32],
    write: Write,
) {
    debug_assert!(conv.ky / 2 <= PAD && conv.kx / 2 <= PAD);
    debug_assert!(input.len() >= grid.cells() * conv.cin);
    debug_assert!(output.len() >= grid.cells() * conv.cout);
    match kernels {
        Kernels::Scalar => convolve_scalar(grid, conv, input, output, write),
        Kernels::Fast => fast::convolve(grid, conv, input, output, write),
    }
}

/// The reference: each output point's channels accumulated over the kernel's
/// points (row by row) and input channels, in that order.
fn convolve_scalar(grid: Grid, conv: &Conv, input: &[f32], output: &mut [f32], write: Write) {
    let (cin, cout) = (conv.cin, conv.cout);
    let (ry, rx) = (conv.ky / 2, conv.kx / 2);
    let stride = grid.stride();
    let mut acc = vec![0.0f32; cout];
    for y in 0..grid.height {
        for x in 0..grid.width {
            acc.fill(0.0);
            for dy in 0..conv.ky {
                for dx in 0..conv.kx {
                    let cell = grid.at(x, y) + dy * stride + dx - ry * stride - rx;
                    let row = &input[cell * cin..cell * cin + cin];
                    let taps = &conv.weights[(dy * conv.kx + dx) * cin * cout..];
                    for (ic, &a) in row.iter().enumerate() {
                        let w = &taps[ic * cout..ic * cout + cout];
                        for (s, &wv) in acc.iter_mut().zip(w) {
                            *s += a * wv;
                        }
                    }
                }
            }
            let out = &mut output[grid.at(x, y) * cout..grid.at(x, y) * cout + cout];
            for oc in 0..cout {
                let v = acc[oc] + conv.bias[oc];
                match write {
                    Write::Set => out[oc] = v,
                    Write::Add => out[oc] += v,
                }
            }
        }
    }
}

mod fast {
    //! The blocked kernel over [`Conv::packed`]: for [`BLOCK_X`] board points and
    //! [`BLOCK_C`] output channels, each packed weight row is loaded once and
    //! multiplied by the input of every point. Sums run in the scalar kernel's order
    //! (kernel points row by row, then input channels); with fused multiply-add
    //! (AVX2) the roundings differ slightly.
    use super::{Grid, Write, BLOCK_C, BLOCK_X};
    use crate::model::Conv;

    /// The offsets, in grid cells, of a kernel's points from its centre.
    fn tap_offsets(conv: &Conv, stride: usize) -> Vec<isize> {
        let (ry, rx) = ((conv.ky / 2) as isize, (conv.kx / 2) as isize);
        let mut v = Vec::with_capacity(conv.ky * conv.kx);
        for dy in 0..conv.ky as isize {
            for dx in 0..conv.kx as isize {
                v.push((dy - ry) * stride as isize + dx - rx);
            }
        }
        v
    }

    pub fn convolve(grid: Grid, conv: &Conv, input: &[f32], output: &mut [f32], write: Write) {
        #[cfg(target_arch = "x86_64")]
        {
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
            {
                // SAFETY: the processor has the features `avx2::block` is built for.
                return run(grid, conv, input, output, write, |acc, w, rows| unsafe {
                    avx2::block(acc, w, rows)
                });
            }
        }
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        {
            return run(grid, conv, input, output, write, simd128::block);
        }
        #[allow(unreachable_code)]
        run(grid, conv, input, output, write, plain_block)
    }

    #[inline(always)]
    fn run(
        grid: Grid,
        conv: &Conv,
        input: &[f32],
        output: &mut [f32],
        write: Write,
        // Accumulates the input channels of the rows of `BLOCK_X` points times the
        // packed weights (channels × `BLOCK_C`) into the accumulators.
        block: impl Fn(&mut [[f32; BLOCK_C]; BLOCK_X], &[f32], &[&[f32]; BLOCK_X]),
    ) {
        let (cin, cout) = (conv.cin, conv.cout);
        let offsets = tap_offsets(conv, grid.stride());
        let taps = offsets.len();
        let blocks = cout.div_ceil(BLOCK_C);
        let zeros = vec![0.0f32; cin];
        let mut points = Vec::with_capacity(grid.points());
        for y in 0..grid.height {
            for x in 0..grid.width {
                points.push(grid.at(x, y));
            }
        }
        // Blocks of points in raster order, across rows: only the last one is short.
        for chunk in points.chunks(BLOCK_X) {
            let nx = chunk.len();
            for b in 0..blocks {
                let mut acc = [[0.0f32; BLOCK_C]; BLOCK_X];
                for (t, &off) in offsets.iter().enumerate() {
                    // A short block's missing points read zeros.
                    let rows: [&[f32]; BLOCK_X] = core::array::from_fn(|j| {
                        if j < nx {
                            let c = (chunk[j] as isize + off) as usize * cin;
                            &input[c..c + cin]
                        } else {
                            &zeros[..]
                        }
                    });
                    let w = &conv.packed[(b * taps + t) * cin * BLOCK_C..][..cin * BLOCK_C];
                    block(&mut acc, w, &rows);
                }
                let oc0 = b * BLOCK_C;
                let n = BLOCK_C.min(cout - oc0);
                for (a, &cell) in acc.iter().zip(chunk) {
                    let o = cell * cout + oc0;
                    let out = &mut output[o..o + n];
                    for k in 0..n {
                        let v = a[k] + conv.bias[oc0 + k];
                        match write {
                            Write::Set => out[k] = v,
                            Write::Add => out[k] += v,
                        }
                    }
                }
            }
        }
    }

    /// Plain Rust: the compiler vectorises the inner `k` loop.
    #[inline(always)]
    fn plain_block(acc: &mut [[f32; BLOCK_C]; BLOCK_X], w: &[f32], rows: &[&[f32]; BLOCK_X]) {
        let n = w.len() / BLOCK_C;
        let r: [&[f32]; BLOCK_X] = core::array::from_fn(|j| &rows[j][..n]);
        for (i, w8) in w.chunks_exact(BLOCK_C).enumerate() {
            for j in 0..BLOCK_X {
                let v = r[j][i];
                for k in 0..BLOCK_C {
                    acc[j][k] += v * w8[k];
                }
            }
        }
    }

    #[cfg(target_arch = "x86_64")]
    mod avx2 {
        use super::{BLOCK_C, BLOCK_X};
        use std::arch::x86_64::*;

        /// # Safety
        /// The processor must have AVX2 and FMA.
        #[target_feature(enable = "avx2,fma")]
        pub unsafe fn block(
            acc: &mut [[f32; BLOCK_C]; BLOCK_X],
            w: &[f32],
            rows: &[&[f32]; BLOCK_X],
        ) {
            let n = w.len() / BLOCK_C;
            assert!(rows.iter().all(|r| r.len() >= n));
            let mut a: [__m256; BLOCK_X] =
                core::array::from_fn(|j| _mm256_loadu_ps(acc[j].as_ptr()));
            for i in 0..n {
                let wv = _mm256_loadu_ps(w.as_ptr().add(i * BLOCK_C));
                for j in 0..BLOCK_X {
                    let v = _mm256_set1_ps(*rows[j].get_unchecked(i));
                    a[j] = _mm256_fmadd_ps(v, wv, a[j]);
                }
            }
            for j in 0..BLOCK_X {
                _mm256_storeu_ps(acc[j].as_mut_ptr(), a[j]);
            }
        }
    }

    #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
    mod simd128 {
        use super::{BLOCK_C, BLOCK_X};
        use core::arch::wasm32::*;

        /// Two `f32x4` accumulators per point; a weight row is two loads.
        pub fn block(acc: &mut [[f32; BLOCK_C]; BLOCK_X], w: &[f32], rows: &[&[f32]; BLOCK_X]) {
            let n = w.len() / BLOCK_C;
            assert!(rows.iter().all(|r| r.len() >= n));
            let mut lo: [v128; BLOCK_X] =
                core::array::from_fn(|j| unsafe { v128_load(acc[j].as_ptr() as *const v128) });
            let mut hi: [v128; BLOCK_X] = core::array::from_fn(|j| unsafe {
                v128_load(acc[j].as_ptr().add(4) as *const v128)
            });
            for i in 0..n {
                // SAFETY: bounds checked by the assertion above.
                let (w0, w1) = unsafe {
                    let p = w.as_ptr().add(i * BLOCK_C);
                    (
                        v128_load(p as *const v128),
                        v128_load(p.add(4) as *const v128),
                    )
                };
                for j in 0..BLOCK_X {
                    let v = f32x4_splat(unsafe { *rows[j].get_unchecked(i) });
                    lo[j] = f32x4_add(lo[j], f32x4_mul(v, w0));
                    hi[j] = f32x4_add(hi[j], f32x4_mul(v, w1));
                }
            }
            for j in 0..BLOCK_X {
                unsafe {
                    v128_store(acc[j].as_mut_ptr() as *mut v128, lo[j]);
                    v128_store(acc[j].as_mut_ptr().add(4) as *mut v128, hi[j]);
                }
            }
        }
    }
}
