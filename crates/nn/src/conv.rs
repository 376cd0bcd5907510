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
/// Points of a row computed together by the fast kernel.
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
    //! The blocked kernel: the same order of sums as the scalar one (for each
    //! output, kernel points row by row, input channels in order), so both give the
    //! same floats on targets without fused multiply-add.
    use super::{Grid, Write, BLOCK_C, BLOCK_X};
    use crate::model::Conv;

    pub fn convolve(grid: Grid, conv: &Conv, input: &[f32], output: &mut [f32], write: Write) {
        #[cfg(all(target_arch = "x86_64", not(target_feature = "fma")))]
        {
            if std::arch::is_x86_feature_detected!("avx2")
                && std::arch::is_x86_feature_detected!("fma")
            {
                // SAFETY: the processor has the features the function is built for.
                unsafe { convolve_avx2(grid, conv, input, output, write) };
                return;
            }
        }
        convolve_blocked(grid, conv, input, output, write);
    }

    #[cfg(all(target_arch = "x86_64", not(target_feature = "fma")))]
    #[target_feature(enable = "avx2,fma")]
    unsafe fn convolve_avx2(
        grid: Grid,
        conv: &Conv,
        input: &[f32],
        output: &mut [f32],
        write: Write,
    ) {
        convolve_blocked(grid, conv, input, output, write);
    }

    /// Output channels in blocks of [`BLOCK_C`], points of a row in blocks of
    /// [`BLOCK_X`]; the tails (channels not a multiple of 8, rows not a multiple
    /// of 4) by the same loop with shorter blocks.
    #[inline(always)]
    fn convolve_blocked(grid: Grid, conv: &Conv, input: &[f32], output: &mut [f32], write: Write) {
        let (cin, cout) = (conv.cin, conv.cout);
        let (ry, rx) = (conv.ky / 2, conv.kx / 2);
        let stride = grid.stride();
        let taps = conv.ky * conv.kx;
        for y in 0..grid.height {
            let mut x = 0;
            while x < grid.width {
                let nx = BLOCK_X.min(grid.width - x);
                let mut oc = 0;
                while oc < cout {
                    if nx == BLOCK_X && oc + BLOCK_C <= cout {
                        block::<BLOCK_X>(
                            conv,
                            input,
                            grid,
                            x,
                            y,
                            oc,
                            (ry, rx),
                            stride,
                            taps,
                            cin,
                            cout,
                            output,
                            write,
                        );
                    } else {
                        // Tails: one point and channel at a time, same order of sums.
                        for px in x..x + nx {
                            for c in oc..(oc + BLOCK_C).min(cout) {
                                let mut s = 0.0f32;
                                for t in 0..taps {
                                    let (dy, dx) = (t / conv.kx, t % conv.kx);
                                    let cell = grid.at(px, y) + dy * stride + dx - ry * stride - rx;
                                    let row = &input[cell * cin..cell * cin + cin];
                                    let w = &conv.weights[t * cin * cout + c..];
                                    for (ic, &a) in row.iter().enumerate() {
                                        s += a * w[ic * cout];
                                    }
                                }
                                let o = grid.at(px, y) * cout + c;
                                match write {
                                    Write::Set => output[o] = s + conv.bias[c],
                                    Write::Add => output[o] += s + conv.bias[c],
                                }
                            }
                        }
                    }
                    oc += BLOCK_C;
                }
                x += nx;
            }
        }
    }

    #[inline(always)]
    #[allow(clippy::too_many_arguments)]
    fn block<const NX: usize>(
        conv: &Conv,
        input: &[f32],
        grid: Grid,
        x: usize,
        y: usize,
        oc: usize,
        (ry, rx): (usize, usize),
        stride: usize,
        taps: usize,
        cin: usize,
        cout: usize,
        output: &mut [f32],
        write: Write,
    ) {
        let mut acc = [[0.0f32; BLOCK_C]; NX];
        for t in 0..taps {
            let (dy, dx) = (t / conv.kx, t % conv.kx);
            let cell = grid.at(x, y) + dy * stride + dx - ry * stride - rx;
            let w_base = t * cin * cout + oc;
            for ic in 0..cin {
                let w: &[f32; BLOCK_C] = conv.weights
                    [w_base + ic * cout..w_base + ic * cout + BLOCK_C]
                    .try_into()
                    .unwrap();
                for (j, a) in acc.iter_mut().enumerate() {
                    let v = input[(cell + j) * cin + ic];
                    for k in 0..BLOCK_C {
                        a[k] += v * w[k];
                    }
                }
            }
        }
        for (j, a) in acc.iter().enumerate() {
            let o = grid.at(x + j, y) * cout + oc;
            for k in 0..BLOCK_C {
                let v = a[k] + conv.bias[oc + k];
                match write {
                    Write::Set => output[o + k] = v,
                    Write::Add => output[o + k] += v,
                }
            }
        }
    }
}
