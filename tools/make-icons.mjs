// Draws the app's icons (a corner of a Go board with a black and a white stone) and
// writes them as PNG files into www/icons/. Run it after changing the drawing:
//
//   node tools/make-icons.mjs            writes the icons
//   node tools/make-icons.mjs --check    fails if the committed icons differ
//
// No dependencies: shapes are measured per pixel (4×4 samples for smooth edges) and
// encoded with node:zlib. The output is the same on every run.
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

const OUT = fileURLToPath(new URL('../www/icons/', import.meta.url));

/**
 * The icons: `full` ones are opaque to every edge (maskable icons are cut to any
 * shape; iOS rounds its own corners), the others are a rounded board on transparency.
 * Everything that matters lies within 0.30 of the centre, inside the maskable safe
 * zone (a circle of radius 0.40).
 */
const ICONS = [
  { name: 'icon-192.png', size: 192, full: false },
  { name: 'icon-512.png', size: 512, full: false },
  { name: 'maskable-192.png', size: 192, full: true },
  { name: 'maskable-512.png', size: 512, full: true },
  { name: 'apple-touch-icon.png', size: 180, full: true },
];

const WOOD_TOP = [227, 189, 106];
const WOOD_BOTTOM = [207, 162, 76];
const LINE = [59, 42, 20];
/** Grid lines, in icon units (0 to 1). */
const LINES = [0.125, 0.375, 0.625, 0.875];
const LINE_HALF_WIDTH = 0.009;
const STONE_RADIUS = 0.118;
const BLACK_STONE = [0.375, 0.375];
const WHITE_STONE = [0.625, 0.625];
/** The rounded board of the non-full icons: inset and corner radius. */
const INSET = 0.03;
const CORNER = 0.16;
const SAMPLES = 4;

/** Colour `[r, g, b, a]` (straight alpha, 0–1 for a) of the icon at (x, y). */
function shade(x, y, full) {
  let pixel = [0, 0, 0, 0];
  if (!full && !insideRoundedSquare(x, y)) return pixel;
  const mix = y;
  pixel = [...WOOD_TOP.map((c, i) => c + (WOOD_BOTTOM[i] - c) * mix), 1];
  const [from, to] = full ? [-1, 2] : [LINES[0], LINES[LINES.length - 1]];
  const onLine = (a, b) =>
    LINES.some((l) => Math.abs(a - l) <= LINE_HALF_WIDTH) && b >= from - LINE_HALF_WIDTH && b <= to + LINE_HALF_WIDTH;
  if (onLine(x, y) || onLine(y, x)) pixel = over(pixel, [...LINE, 1]);
  for (const [cx, cy] of [BLACK_STONE, WHITE_STONE]) {
    // A soft shadow below and to the right of each stone.
    const d = Math.hypot(x - cx - 0.012, y - cy - 0.018) - STONE_RADIUS;
    const alpha = 0.35 * (1 - smoothstep(-0.01, 0.02, d));
    if (alpha > 0) pixel = over(pixel, [20, 12, 0, alpha]);
  }
  pixel = stone(pixel, x, y, BLACK_STONE, [92, 92, 92], [16, 16, 16]);
  pixel = stone(pixel, x, y, WHITE_STONE, [255, 255, 255], [200, 200, 192]);
  return pixel;
}

/** Paints a stone centred at `c`: `light` at its highlight fading to `dark` at the rim. */
function stone(pixel, x, y, [cx, cy], light, dark) {
  const d = Math.hypot(x - cx, y - cy);
  if (d > STONE_RADIUS) return pixel;
  const hx = cx - STONE_RADIUS * 0.35;
  const hy = cy - STONE_RADIUS * 0.4;
  const k = Math.min(1, Math.hypot(x - hx, y - hy) / (STONE_RADIUS * 1.35));
  const colour = light.map((c, i) => c + (dark[i] - c) * k);
  return over(pixel, [...colour, 1]);
}

function insideRoundedSquare(x, y) {
  const lo = INSET + CORNER;
  const hi = 1 - INSET - CORNER;
  const dx = Math.max(lo - x, 0, x - hi);
  const dy = Math.max(lo - y, 0, y - hi);
  return x >= INSET && x <= 1 - INSET && y >= INSET && y <= 1 - INSET && Math.hypot(dx, dy) <= CORNER;
}

function smoothstep(a, b, v) {
  const t = Math.max(0, Math.min(1, (v - a) / (b - a)));
  return t * t * (3 - 2 * t);
}

/** `top` over `bottom`, straight alpha. */
function over(bottom, top) {
  const a = top[3] + bottom[3] * (1 - top[3]);
  if (a === 0) return [0, 0, 0, 0];
  const rgb = [0, 1, 2].map((i) => (top[i] * top[3] + bottom[i] * bottom[3] * (1 - top[3])) / a);
  return [...rgb, a];
}

/** The icon's pixels, RGBA bytes, row by row. */
function render(size, full) {
  const pixels = Buffer.alloc(size * size * 4);
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      // Average premultiplied samples, then divide the alpha back out.
      const sum = [0, 0, 0, 0];
      for (let sy = 0; sy < SAMPLES; sy += 1) {
        for (let sx = 0; sx < SAMPLES; sx += 1) {
          const [r, g, b, a] = shade((px + (sx + 0.5) / SAMPLES) / size, (py + (sy + 0.5) / SAMPLES) / size, full);
          sum[0] += r * a;
          sum[1] += g * a;
          sum[2] += b * a;
          sum[3] += a;
        }
      }
      const at = (py * size + px) * 4;
      const alpha = sum[3] / (SAMPLES * SAMPLES);
      for (let i = 0; i < 3; i += 1) pixels[at + i] = alpha ? Math.round(sum[i] / sum[3]) : 0;
      pixels[at + 3] = Math.round(alpha * 255);
    }
  }
  return pixels;
}

// PNG encoding: RGBA, 8 bits, each row with the filter that leaves the smallest sum.
const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, tail]);
}

function paeth(a, b, c) {
  const p = a + b - c;
  const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

function encodePng(size, pixels) {
  const stride = size * 4;
  const rows = [];
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < size; y += 1) {
    const row = pixels.subarray(y * stride, (y + 1) * stride);
    let best = null;
    for (let filter = 0; filter < 5; filter += 1) {
      const out = Buffer.alloc(stride + 1);
      out[0] = filter;
      let cost = 0;
      for (let i = 0; i < stride; i += 1) {
        const left = i >= 4 ? row[i - 4] : 0;
        const up = previous[i];
        const upLeft = i >= 4 ? previous[i - 4] : 0;
        const predicted = [0, left, up, (left + up) >> 1, paeth(left, up, upLeft)][filter];
        const value = (row[i] - predicted) & 0xff;
        out[i + 1] = value;
        cost += value < 128 ? value : 256 - value;
      }
      if (!best || cost < best.cost) best = { out, cost };
    }
    rows.push(best.out);
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const check = process.argv.includes('--check');
mkdirSync(OUT, { recursive: true });
let stale = 0;
for (const { name, size, full } of ICONS) {
  const png = encodePng(size, render(size, full));
  const path = `${OUT}${name}`;
  if (check) {
    let old = null;
    try {
      old = readFileSync(path);
    } catch {
      // Missing: reported below.
    }
    if (!old?.equals(png)) {
      console.error(`www/icons/${name} differs from what tools/make-icons.mjs draws`);
      stale += 1;
    }
  } else {
    writeFileSync(path, png);
    console.log(`www/icons/${name}: ${size}×${size}, ${png.length} bytes`);
  }
}
if (stale) process.exit(1);
