//! The forward pass: trunk, policy head and value head over one position.
//!
//! The network runs on the board's own size (not a 19×19 frame): KataGo masks every
//! layer to the board, so the points outside it only ever hold zeros, which is what
//! the zero border of [`crate::conv::Grid`] gives. Global pooling averages over the
//! board's points and scales by `√area` as KataGo does (`(√area − 14) / 10`).

use crate::conv::{convolve, Grid, Kernels, Write};
use crate::model::{Affine, Block, Conv, MatMul, Model};

/// What the network computes for one position, before any post-processing, on the
/// grid it was given (already turned by the symmetry, see [`crate::symmetry`]).
#[derive(Clone, Debug, PartialEq)]
pub struct RawOutput {
    /// One policy logit per point, row by row from the top left.
    pub policy: Vec<f32>,
    /// The pass logit.
    pub pass: f32,
    /// Win, loss and no-result logits of the player to move.
    pub value: [f32; 3],
    /// Score mean, score stdev (before softplus), lead and time-left outputs, of the
    /// player to move, unscaled.
    pub score: [f32; 4],
    /// Ownership per point (before tanh), of the player to move.
    pub ownership: Vec<f32>,
}

/// Reusable buffers for evaluations.
#[derive(Clone, Debug, Default)]
pub struct Workspace {
    trunk: Buffer,
    a: Buffer,
    b: Buffer,
    c: Buffer,
    pooled: Vec<f32>,
    bias: Vec<f32>,
}

/// An activation grid and the channel count it was last laid out for.
#[derive(Clone, Debug, Default)]
struct Buffer {
    data: Vec<f32>,
    channels: usize,
    cells: usize,
}

impl Buffer {
    /// Lays the buffer out for `channels` per point of `grid`. The border must read
    /// as zeros, and a layout with another channel count puts its border where the
    /// old one had values: then the whole buffer is cleared.
    fn shape(&mut self, grid: Grid, channels: usize) -> &mut [f32] {
        let n = grid.cells() * channels;
        if self.channels != channels || self.cells != grid.cells() {
            if self.data.len() < n {
                self.data.resize(n, 0.0);
            }
            self.data[..n].fill(0.0);
            self.channels = channels;
            self.cells = grid.cells();
        }
        &mut self.data[..n]
    }
}

/// Runs `model` on `input` (the padded grid of `grid` with `model.spatial_inputs`
/// channels per point) and the global features.
pub fn forward(
    model: &Model,
    kernels: Kernels,
    grid: Grid,
    input: &[f32],
    global: &[f32],
    ws: &mut Workspace,
) -> RawOutput {
    let c = model.trunk_channels;
    // The first convolution, plus the global inputs as per-channel biases.
    let trunk = ws.trunk.shape(grid, c);
    convolve(kernels, grid, &model.initial_conv, input, trunk, Write::Set);
    let mut global_bias = vec![0.0f32; c];
    matmul(&model.initial_matmul, global, &mut global_bias);
    for_each_point(grid, |i| {
        for (v, b) in trunk[i * c..i * c + c].iter_mut().zip(&global_bias) {
            *v += b;
        }
    });

    for block in &model.blocks {
        match block {
            Block::Ordinary { pre, first, second } => {
                affine_relu(grid, pre, &ws.trunk.data, ws.a.shape(grid, c));
                convolve(
                    kernels,
                    grid,
                    first,
                    &ws.a.data,
                    ws.b.shape(grid, first.cout),
                    Write::Set,
                );
                relu(grid, first.cout, &mut ws.b.data);
                convolve(
                    kernels,
                    grid,
                    second,
                    &ws.b.data,
                    &mut ws.trunk.data,
                    Write::Add,
                );
            }
            Block::GlobalPooling {
                pre,
                regular,
                pooled,
                to_bias,
                last,
            } => {
                affine_relu(grid, pre, &ws.trunk.data, ws.a.shape(grid, c));
                pool_biased(kernels, grid, regular, pooled, to_bias, ws);
                convolve(
                    kernels,
                    grid,
                    last,
                    &ws.b.data,
                    &mut ws.trunk.data,
                    Write::Add,
                );
            }
        }
    }
    // The trunk's tip, into `a`.
    affine_relu(grid, &model.trunk_tip, &ws.trunk.data, ws.a.shape(grid, c));

    // Policy head.
    let p = &model.policy;
    pool_biased(kernels, grid, &p.p1, &p.g1, &p.g_to_bias, ws);
    let mut pass = [0.0f32];
    matmul(&p.g_to_pass, &ws.pooled, &mut pass);
    let policy = conv_1x1_single(grid, &p.p2, &ws.b.data);

    // Value head.
    let v = &model.value;
    conv_relu_pool(
        kernels,
        grid,
        &v.v1,
        &ws.a.data,
        &mut ws.c,
        &mut ws.pooled,
        Pooling::ValueHead,
    );
    let mut hidden = vec![0.0f32; v.v2.cout];
    matmul(&v.v2, &ws.pooled, &mut hidden);
    for (h, b) in hidden.iter_mut().zip(&v.v2_bias) {
        *h = (*h + b).max(0.0);
    }
    let mut value = [0.0f32; 3];
    matmul(&v.v3, &hidden, &mut value);
    for (o, b) in value.iter_mut().zip(&v.v3_bias) {
        *o += b;
    }
    let mut score = [0.0f32; 4];
    matmul(&v.sv3, &hidden, &mut score);
    for (o, b) in score.iter_mut().zip(&v.sv3_bias) {
        *o += b;
    }
    let ownership = conv_1x1_single(grid, &v.ownership, &ws.c.data);

    RawOutput {
        policy,
        pass: pass[0],
        value,
        score,
        ownership,
    }
}

/// A convolution biased by global pooling (a pooling block's first half, the
/// policy head's first layer): `main` of `ws.a` into `ws.b`, plus per-channel
/// biases from the pooled statistics of `pooled` (left in `ws.pooled`), then ReLU.
fn pool_biased(
    kernels: Kernels,
    grid: Grid,
    main: &Conv,
    pooled: &Conv,
    to_bias: &MatMul,
    ws: &mut Workspace,
) {
    let output = ws.b.shape(grid, main.cout);
    convolve(kernels, grid, main, &ws.a.data, output, Write::Set);
    conv_relu_pool(
        kernels,
        grid,
        pooled,
        &ws.a.data,
        &mut ws.c,
        &mut ws.pooled,
        Pooling::MeanScaledMax,
    );
    ws.bias.resize(to_bias.cout, 0.0);
    matmul(to_bias, &ws.pooled, &mut ws.bias);
    add_bias_relu(grid, &ws.bias, &mut ws.b.data);
}

/// The pooled branch of a block or head: `conv` of `input` into `buffer`, ReLU,
/// then the board's statistics of each channel into `pooled`.
#[allow(clippy::too_many_arguments)]
fn conv_relu_pool(
    kernels: Kernels,
    grid: Grid,
    conv: &Conv,
    input: &[f32],
    buffer: &mut Buffer,
    pooled: &mut Vec<f32>,
    kind: Pooling,
) {
    convolve(
        kernels,
        grid,
        conv,
        input,
        buffer.shape(grid, conv.cout),
        Write::Set,
    );
    relu(grid, conv.cout, &mut buffer.data);
    pool(grid, conv.cout, &buffer.data, pooled, kind);
}

/// Calls `f` with the padded index of every board point, row by row.
#[inline]
fn for_each_point(grid: Grid, mut f: impl FnMut(usize)) {
    for y in 0..grid.height {
        for x in 0..grid.width {
            f(grid.at(x, y));
        }
    }
}

/// `out = max(0, in·scale + shift)` on the board's points; the border stays zero.
fn affine_relu(grid: Grid, affine: &Affine, input: &[f32], output: &mut [f32]) {
    let c = affine.scale.len();
    for_each_point(grid, |i| {
        let src = &input[i * c..i * c + c];
        let dst = &mut output[i * c..i * c + c];
        for k in 0..c {
            dst[k] = (src[k] * affine.scale[k] + affine.shift[k]).max(0.0);
        }
    });
}

fn relu(grid: Grid, c: usize, data: &mut [f32]) {
    for_each_point(grid, |i| {
        for v in &mut data[i * c..i * c + c] {
            *v = v.max(0.0);
        }
    });
}

fn add_bias_relu(grid: Grid, bias: &[f32], data: &mut [f32]) {
    let c = bias.len();
    for_each_point(grid, |i| {
        for (v, b) in data[i * c..i * c + c].iter_mut().zip(bias) {
            *v = (*v + b).max(0.0);
        }
    });
}

/// `out[o] = Σ in[i]·w[i][o]`.
fn matmul(mm: &MatMul, input: &[f32], output: &mut [f32]) {
    output[..mm.cout].fill(0.0);
    for (i, &a) in input[..mm.cin].iter().enumerate() {
        let w = &mm.weights[i * mm.cout..(i + 1) * mm.cout];
        for (o, &wv) in output[..mm.cout].iter_mut().zip(w) {
            *o += a * wv;
        }
    }
}

/// A 1×1 convolution to one channel, as a plain vector of the board's points.
fn conv_1x1_single(grid: Grid, conv: &Conv, input: &[f32]) -> Vec<f32> {
    let c = conv.cin;
    let mut out = Vec::with_capacity(grid.points());
    for_each_point(grid, |i| {
        let mut s = 0.0f32;
        for (a, w) in input[i * c..i * c + c].iter().zip(&conv.weights) {
            s += a * w;
        }
        out.push(s + conv.bias[0]);
    });
    out
}

/// Which statistics global pooling takes of each channel.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Pooling {
    /// Mean, mean × (√area − 14) / 10, max: the trunk's and the policy head's.
    MeanScaledMax,
    /// Mean, mean × (√area − 14) / 10, mean × ((√area − 14)² / 100 − 0.1): the
    /// value head's.
    ValueHead,
}

/// Pools each of `c` channels over the board's points into `3c` values: the
/// first statistic of every channel, then the second, then the third.
fn pool(grid: Grid, c: usize, data: &[f32], out: &mut Vec<f32>, kind: Pooling) {
    out.clear();
    out.resize(3 * c, 0.0);
    let (sums, rest) = out.split_at_mut(c);
    let (_, maxes) = rest.split_at_mut(c);
    for_each_point(grid, |i| {
        for k in 0..c {
            let v = data[i * c + k];
            sums[k] += v;
            // Values are ReLU outputs, never below zero: 0 starts the max.
            if v > maxes[k] {
                maxes[k] = v;
            }
        }
    });
    let area = grid.points() as f32;
    let b = area.sqrt() - 14.0;
    for k in 0..c {
        let mean = out[k] / area;
        out[k] = mean;
        out[c + k] = mean * (b * 0.1);
        if kind == Pooling::ValueHead {
            out[2 * c + k] = mean * (b * b * 0.01 - 0.1);
        }
    }
}
