//! Reading KataGo's model file (format version 8) into layers ready to run.
//!
//! The file is gzip of whitespace-separated tokens: a header (name, version, number
//! of spatial and global inputs), then the trunk, the policy head and the value head
//! as named layers. A float array is `@BIN@` followed by little-endian `f32`s. A
//! convolution's weights come in (ky, kx, in, out) order, which is the order the
//! direct convolution of [`crate::conv`] wants, so they are kept as they are.
//!
//! Every batch normalisation that follows a convolution (or a matrix product) is
//! folded into it here: `s·(W·x) + t` becomes `(s·W)·x + t`. The normalisations that
//! open a residual block read the sum of the residual path, which no single layer
//! computes; they stay as a per-channel [`Affine`].

use std::fmt;
#[cfg(feature = "gzip")]
use std::io::Read;

#[cfg(feature = "gzip")]
use flate2::read::GzDecoder;

/// Why a model could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModelError(pub String);

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "cannot read the model: {}", self.0)
    }
}

impl std::error::Error for ModelError {}

fn error<T>(message: impl Into<String>) -> Result<T, ModelError> {
    Err(ModelError(message.into()))
}

/// A convolution with its output bias: `out[oc] = bias[oc] + Σ in[ic]·w[ky][kx][ic][oc]`.
#[derive(Clone, Debug)]
pub struct Conv {
    /// Kernel height and width (odd).
    pub ky: usize,
    /// Kernel width.
    pub kx: usize,
    /// Input channels.
    pub cin: usize,
    /// Output channels.
    pub cout: usize,
    /// Weights in (ky, kx, in, out) order.
    pub weights: Vec<f32>,
    /// One bias per output channel (zero where no normalisation was folded in).
    pub bias: Vec<f32>,
    /// The weights for the fast kernel: output channels in blocks of
    /// [`crate::conv::BLOCK_C`] (the last block padded with zeros), each block as
    /// (ky, kx, in, channel of the block), so its inner loop reads them in order.
    pub packed: Vec<f32>,
}

impl Conv {
    /// Fills [`Conv::packed`] from the weights.
    pub fn pack(&mut self) {
        let b = crate::conv::BLOCK_C;
        let blocks = self.cout.div_ceil(b);
        let taps = self.ky * self.kx;
        self.packed = vec![0.0; blocks * taps * self.cin * b];
        for t in 0..taps {
            for ic in 0..self.cin {
                for oc in 0..self.cout {
                    let (block, k) = (oc / b, oc % b);
                    self.packed[((block * taps + t) * self.cin + ic) * b + k] =
                        self.weights[(t * self.cin + ic) * self.cout + oc];
                }
            }
        }
    }
}

/// A matrix product `out[o] = Σ in[i]·w[i][o]`, weights in (in, out) order.
#[derive(Clone, Debug)]
pub struct MatMul {
    /// Inputs.
    pub cin: usize,
    /// Outputs.
    pub cout: usize,
    /// Weights in (in, out) order.
    pub weights: Vec<f32>,
}

/// A per-channel `x·scale + shift` (a batch normalisation at inference).
#[derive(Clone, Debug)]
pub struct Affine {
    /// Multipliers.
    pub scale: Vec<f32>,
    /// Offsets.
    pub shift: Vec<f32>,
}

/// One residual block of the trunk.
#[derive(Clone, Debug)]
pub enum Block {
    /// Normalise, ReLU, 3×3 convolution (normalisation and ReLU folded after it),
    /// 3×3 convolution, added to the trunk.
    Ordinary {
        /// The opening normalisation.
        pre: Affine,
        /// First convolution, the middle normalisation folded in.
        first: Conv,
        /// Second convolution.
        second: Conv,
    },
    /// Like an ordinary block, but a second convolution of the opening is pooled
    /// over the board and turned into per-channel biases of the first one.
    GlobalPooling {
        /// The opening normalisation.
        pre: Affine,
        /// The regular branch, the middle normalisation folded in.
        regular: Conv,
        /// The pooled branch, its normalisation folded in.
        pooled: Conv,
        /// Pooled values (3 per pooled channel) to biases of the regular branch,
        /// the middle normalisation's scale folded in.
        to_bias: MatMul,
        /// The closing convolution.
        last: Conv,
    },
}

/// The policy head.
#[derive(Clone, Debug)]
pub struct PolicyHead {
    /// 1×1 convolution of the trunk, its normalisation folded in.
    pub p1: Conv,
    /// 1×1 convolution to pool, its normalisation folded in.
    pub g1: Conv,
    /// Pooled values to biases of `p1` (normalisation scale folded in).
    pub g_to_bias: MatMul,
    /// 1×1 convolution to one logit per point.
    pub p2: Conv,
    /// Pooled values to the pass logit.
    pub g_to_pass: MatMul,
}

/// The value head.
#[derive(Clone, Debug)]
pub struct ValueHead {
    /// 1×1 convolution of the trunk, its normalisation folded in.
    pub v1: Conv,
    /// Pooled values to the hidden layer.
    pub v2: MatMul,
    /// Hidden layer bias.
    pub v2_bias: Vec<f32>,
    /// Hidden layer to win / loss / no-result logits.
    pub v3: MatMul,
    /// Their biases.
    pub v3_bias: Vec<f32>,
    /// Hidden layer to score mean, score stdev, lead and time-left outputs.
    pub sv3: MatMul,
    /// Their biases.
    pub sv3_bias: Vec<f32>,
    /// 1×1 convolution of `v1`'s output to the ownership of each point.
    pub ownership: Conv,
}

/// A whole network, ready to evaluate.
#[derive(Clone, Debug)]
pub struct Model {
    /// The name in the file (`g170-b6c96-s175395328-d26788732`).
    pub name: String,
    /// Format version (8).
    pub version: u32,
    /// Spatial input features per point (22).
    pub spatial_inputs: usize,
    /// Global input features (19).
    pub global_inputs: usize,
    /// Trunk channels.
    pub trunk_channels: usize,
    /// The first convolution of the inputs.
    pub initial_conv: Conv,
    /// The global inputs to per-channel biases of the first convolution.
    pub initial_matmul: MatMul,
    /// The residual blocks, in order.
    pub blocks: Vec<Block>,
    /// The normalisation after the last block.
    pub trunk_tip: Affine,
    /// The policy head.
    pub policy: PolicyHead,
    /// The value head.
    pub value: ValueHead,
}

/// The only format this reader knows (KataGo's g170 networks use it).
pub const FORMAT_VERSION: u32 = 8;

impl Model {
    /// Reads a model from the gzip file's bytes.
    #[cfg(feature = "gzip")]
    pub fn from_gzip(bytes: &[u8]) -> Result<Model, ModelError> {
        let mut text = Vec::new();
        GzDecoder::new(bytes)
            .read_to_end(&mut text)
            .map_err(|e| ModelError(format!("not a gzip file ({e})")))?;
        Model::from_bytes(&text)
    }

    /// Reads a model from the decompressed bytes.
    pub fn from_bytes(bytes: &[u8]) -> Result<Model, ModelError> {
        let mut r = Reader { bytes, pos: 0 };
        let name = r.word()?.to_owned();
        let version: u32 = r.number("version")?;
        if version != FORMAT_VERSION {
            return error(format!(
                "format version {version}; only version {FORMAT_VERSION} is supported"
            ));
        }
        let spatial_inputs: usize = r.number("spatial inputs")?;
        let global_inputs: usize = r.number("global inputs")?;
        if spatial_inputs != crate::features::SPATIAL || global_inputs != crate::features::GLOBAL {
            return error(format!(
                "{spatial_inputs} spatial and {global_inputs} global inputs; this reader computes {} and {}",
                crate::features::SPATIAL,
                crate::features::GLOBAL
            ));
        }
        // Trunk.
        r.word()?;
        let blocks_count: usize = r.number("blocks")?;
        let trunk_channels: usize = r.number("trunk channels")?;
        let _mid: usize = r.number("mid channels")?;
        let _regular: usize = r.number("regular channels")?;
        let _dilated: usize = r.number("dilated channels")?;
        let _gpool: usize = r.number("gpool channels")?;
        let initial_conv = r.conv()?;
        let initial_matmul = r.matmul()?;
        check(
            initial_conv.cin == spatial_inputs,
            "first convolution's inputs",
        )?;
        check(
            initial_conv.cout == trunk_channels,
            "first convolution's outputs",
        )?;
        check(
            initial_matmul.cin == global_inputs,
            "global inputs' product",
        )?;
        check(
            initial_matmul.cout == trunk_channels,
            "global inputs' product",
        )?;
        let mut blocks = Vec::with_capacity(blocks_count);
        for _ in 0..blocks_count {
            let kind = r.word()?.to_owned();
            r.word()?; // block name
            let block = match kind.as_str() {
                "ordinary_block" => {
                    let pre = r.bn()?;
                    r.word()?;
                    let first = r.conv()?;
                    let mid = r.bn()?;
                    r.word()?;
                    let second = r.conv()?;
                    check(pre.scale.len() == trunk_channels, "block normalisation")?;
                    check(first.cin == trunk_channels, "block convolution")?;
                    check(second.cout == trunk_channels, "block convolution")?;
                    Block::Ordinary {
                        pre,
                        first: fold(first, &mid)?,
                        second,
                    }
                }
                "gpool_block" => {
                    let pre = r.bn()?;
                    r.word()?;
                    let regular = r.conv()?;
                    let pooled = r.conv()?;
                    let pooled_bn = r.bn()?;
                    r.word()?;
                    let to_bias = r.matmul()?;
                    let mid = r.bn()?;
                    r.word()?;
                    let last = r.conv()?;
                    check(pre.scale.len() == trunk_channels, "block normalisation")?;
                    check(regular.cin == trunk_channels, "block convolution")?;
                    check(pooled.cin == trunk_channels, "block convolution")?;
                    check(to_bias.cin == 3 * pooled.cout, "pooling product")?;
                    check(to_bias.cout == regular.cout, "pooling product")?;
                    check(last.cin == regular.cout, "block convolution")?;
                    check(last.cout == trunk_channels, "block convolution")?;
                    Block::GlobalPooling {
                        pre,
                        to_bias: fold_matmul(to_bias, &mid)?,
                        regular: fold(regular, &mid)?,
                        pooled: fold(pooled, &pooled_bn)?,
                        last,
                    }
                }
                other => return error(format!("unsupported block kind `{other}`")),
            };
            blocks.push(block);
        }
        let trunk_tip = r.bn()?;
        r.word()?;
        check(
            trunk_tip.scale.len() == trunk_channels,
            "trunk normalisation",
        )?;

        // Policy head.
        r.word()?;
        let p1 = r.conv()?;
        let g1 = r.conv()?;
        let g1_bn = r.bn()?;
        r.word()?;
        let g_to_bias = r.matmul()?;
        let p1_bn = r.bn()?;
        r.word()?;
        let p2 = r.conv()?;
        let g_to_pass = r.matmul()?;
        check(
            p1.cin == trunk_channels && g1.cin == trunk_channels,
            "policy head",
        )?;
        check(
            g_to_bias.cin == 3 * g1.cout && g_to_bias.cout == p1.cout,
            "policy head",
        )?;
        check(p2.cin == p1.cout && p2.cout == 1, "policy head")?;
        check(
            g_to_pass.cin == 3 * g1.cout && g_to_pass.cout == 1,
            "policy head",
        )?;
        let policy = PolicyHead {
            g_to_bias: fold_matmul(g_to_bias, &p1_bn)?,
            p1: fold(p1, &p1_bn)?,
            g1: fold(g1, &g1_bn)?,
            p2,
            g_to_pass,
        };

        // Value head.
        r.word()?;
        let v1 = r.conv()?;
        let v1_bn = r.bn()?;
        r.word()?;
        let v2 = r.matmul()?;
        let v2_bias = r.bias()?;
        r.word()?;
        let v3 = r.matmul()?;
        let v3_bias = r.bias()?;
        let sv3 = r.matmul()?;
        let sv3_bias = r.bias()?;
        let ownership = r.conv()?;
        check(v1.cin == trunk_channels, "value head")?;
        check(
            v2.cin == 3 * v1.cout && v2_bias.len() == v2.cout,
            "value head",
        )?;
        check(
            v3.cin == v2.cout && v3.cout == 3 && v3_bias.len() == 3,
            "value head",
        )?;
        check(
            sv3.cin == v2.cout && sv3.cout == 4 && sv3_bias.len() == 4,
            "value head",
        )?;
        check(
            ownership.cin == v1.cout && ownership.cout == 1,
            "value head",
        )?;
        let value = ValueHead {
            v1: fold(v1, &v1_bn)?,
            v2,
            v2_bias,
            v3,
            v3_bias,
            sv3,
            sv3_bias,
            ownership,
        };
        let mut model = Model {
            name,
            version,
            spatial_inputs,
            global_inputs,
            trunk_channels,
            initial_conv,
            initial_matmul,
            blocks,
            trunk_tip,
            policy,
            value,
        };
        for conv in model.convs_mut() {
            conv.pack();
        }
        Ok(model)
    }

    fn convs_mut(&mut self) -> Vec<&mut Conv> {
        let mut v = vec![&mut self.initial_conv];
        for b in &mut self.blocks {
            match b {
                Block::Ordinary { first, second, .. } => v.extend([first, second]),
                Block::GlobalPooling {
                    regular,
                    pooled,
                    last,
                    ..
                } => v.extend([regular, pooled, last]),
            }
        }
        let (p, val) = (&mut self.policy, &mut self.value);
        v.extend([
            &mut p.p1,
            &mut p.g1,
            &mut p.p2,
            &mut val.v1,
            &mut val.ownership,
        ]);
        v
    }

    /// The number of weights and biases as stored in the file's layers (after
    /// folding, the same count less the folded normalisations' means and variances).
    pub fn parameters(&self) -> usize {
        let conv = |c: &Conv| c.weights.len();
        let mm = |m: &MatMul| m.weights.len();
        let mut n = conv(&self.initial_conv) + mm(&self.initial_matmul);
        for b in &self.blocks {
            n += match b {
                Block::Ordinary { first, second, .. } => conv(first) + conv(second),
                Block::GlobalPooling {
                    regular,
                    pooled,
                    to_bias,
                    last,
                    ..
                } => conv(regular) + conv(pooled) + mm(to_bias) + conv(last),
            };
        }
        let p = &self.policy;
        let v = &self.value;
        n + conv(&p.p1)
            + conv(&p.g1)
            + mm(&p.g_to_bias)
            + conv(&p.p2)
            + mm(&p.g_to_pass)
            + conv(&v.v1)
            + mm(&v.v2)
            + mm(&v.v3)
            + mm(&v.sv3)
            + conv(&v.ownership)
    }
}

fn check(ok: bool, what: &str) -> Result<(), ModelError> {
    if ok {
        Ok(())
    } else {
        error(format!("the {what} does not fit the layers around it"))
    }
}

/// Folds a normalisation into the convolution before it.
fn fold(mut conv: Conv, bn: &Affine) -> Result<Conv, ModelError> {
    check(
        bn.scale.len() == conv.cout,
        "normalisation after a convolution",
    )?;
    for (i, w) in conv.weights.iter_mut().enumerate() {
        *w *= bn.scale[i % conv.cout];
    }
    for (oc, b) in conv.bias.iter_mut().enumerate() {
        *b = *b * bn.scale[oc] + bn.shift[oc];
    }
    Ok(conv)
}

/// Scales the outputs of a product that adds biases before a normalisation (its
/// shift is already in the convolution's bias).
fn fold_matmul(mut mm: MatMul, bn: &Affine) -> Result<MatMul, ModelError> {
    check(bn.scale.len() == mm.cout, "normalisation after a product")?;
    for (i, w) in mm.weights.iter_mut().enumerate() {
        *w *= bn.scale[i % mm.cout];
    }
    Ok(mm)
}

/// A cursor over the decompressed file.
struct Reader<'a> {
    bytes: &'a [u8],
    pos: usize,
}

impl<'a> Reader<'a> {
    fn word(&mut self) -> Result<&'a str, ModelError> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.bytes.len() && !self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if start == self.pos {
            return error("the file ends early");
        }
        std::str::from_utf8(&self.bytes[start..self.pos])
            .map_err(|_| ModelError(format!("a name at byte {start} is not text")))
    }

    fn number<T: std::str::FromStr>(&mut self, what: &str) -> Result<T, ModelError> {
        let w = self.word()?;
        w.parse()
            .map_err(|_| ModelError(format!("expected the {what}, found `{w}`")))
    }

    fn floats(&mut self, n: usize, name: &str) -> Result<Vec<f32>, ModelError> {
        while self.pos < self.bytes.len() && self.bytes[self.pos].is_ascii_whitespace() {
            self.pos += 1;
        }
        if !self.bytes[self.pos..].starts_with(b"@BIN@") {
            return error(format!("{name}: no binary float block"));
        }
        self.pos += 5;
        let end = self.pos + 4 * n;
        if end > self.bytes.len() {
            return error(format!("{name}: the file ends inside its weights"));
        }
        let values: Vec<f32> = self.bytes[self.pos..end]
            .chunks_exact(4)
            .map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))
            .collect();
        self.pos = end;
        if values.iter().any(|v| !v.is_finite()) {
            return error(format!("{name}: a weight is not finite"));
        }
        Ok(values)
    }

    fn conv(&mut self) -> Result<Conv, ModelError> {
        let name = self.word()?.to_owned();
        let ky: usize = self.number("kernel height")?;
        let kx: usize = self.number("kernel width")?;
        let cin: usize = self.number("input channels")?;
        let cout: usize = self.number("output channels")?;
        let dy: usize = self.number("dilation")?;
        let dx: usize = self.number("dilation")?;
        if ky % 2 == 0 || kx % 2 == 0 || cin == 0 || cout == 0 {
            return error(format!("{name}: bad convolution shape"));
        }
        if dy != 1 || dx != 1 {
            return error(format!("{name}: dilated convolutions are not supported"));
        }
        let weights = self.floats(ky * kx * cin * cout, &name)?;
        Ok(Conv {
            ky,
            kx,
            cin,
            cout,
            weights,
            bias: vec![0.0; cout],
            packed: Vec::new(),
        })
    }

    fn matmul(&mut self) -> Result<MatMul, ModelError> {
        let name = self.word()?.to_owned();
        let cin: usize = self.number("inputs")?;
        let cout: usize = self.number("outputs")?;
        let weights = self.floats(cin * cout, &name)?;
        Ok(MatMul { cin, cout, weights })
    }

    fn bias(&mut self) -> Result<Vec<f32>, ModelError> {
        let name = self.word()?.to_owned();
        let n: usize = self.number("channels")?;
        self.floats(n, &name)
    }

    /// A batch normalisation as the affine map it is at inference.
    fn bn(&mut self) -> Result<Affine, ModelError> {
        let name = self.word()?.to_owned();
        let n: usize = self.number("channels")?;
        let epsilon: f64 = self.number("epsilon")?;
        let has_scale: u32 = self.number("scale flag")?;
        let has_bias: u32 = self.number("bias flag")?;
        let mean = self.floats(n, &name)?;
        let variance = self.floats(n, &name)?;
        let scale = if has_scale != 0 {
            self.floats(n, &name)?
        } else {
            vec![1.0; n]
        };
        let bias = if has_bias != 0 {
            self.floats(n, &name)?
        } else {
            vec![0.0; n]
        };
        let mut out = Affine {
            scale: Vec::with_capacity(n),
            shift: Vec::with_capacity(n),
        };
        for c in 0..n {
            let s = scale[c] as f64 / (variance[c] as f64 + epsilon).sqrt();
            out.scale.push(s as f32);
            out.shift.push((bias[c] as f64 - mean[c] as f64 * s) as f32);
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refuses_other_versions_short_files_and_non_gzip() {
        let err = Model::from_bytes(b"net\n10\n22\n19\n").unwrap_err();
        assert!(err.0.contains("version 10"), "{err}");
        let err = Model::from_bytes(b"net\n8\n22\n19\ntrunk\n1\n96\n96\n64\n32\n32\nconv1\n5\n5\n22\n96\n1\n1\n@BIN@\x00\x00").unwrap_err();
        assert!(err.0.contains("ends inside"), "{err}");
        let err = Model::from_bytes(b"net\n8\n18\n19\n").unwrap_err();
        assert!(err.0.contains("18 spatial"), "{err}");
        #[cfg(feature = "gzip")]
        assert!(Model::from_gzip(b"plain text").is_err());
    }

    #[test]
    fn folding_a_normalisation_scales_weights_and_sets_the_bias() {
        let mut conv = Conv {
            ky: 1,
            kx: 1,
            cin: 1,
            cout: 2,
            weights: vec![1.0, 2.0],
            bias: vec![0.0, 0.0],
            packed: Vec::new(),
        };
        conv.pack();
        let bn = Affine {
            scale: vec![3.0, 0.5],
            shift: vec![1.0, -1.0],
        };
        let folded = fold(conv, &bn).unwrap();
        assert_eq!(folded.weights, [3.0, 1.0]);
        assert_eq!(folded.bias, [1.0, -1.0]);
    }
}
