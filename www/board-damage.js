// The board's canvas repainted only where the picture changed. The engine's view
// (BoardView, web/src/view/painter.rs) draws the whole board at every change: on a
// phone at 3× that is some 1 200 × 1 200 pixels rasterised in software on a device
// without a GPU canvas, and at move 300 every stone's two circles — the largest part
// of a step's frame (docs/benchmarks.md, "Where a step's frame goes"). A step
// changes a few points (a stone, the last-move ring, the next-move letters).
//
// So the view's 2-D context is wrapped: the calls of one paint are recorded as a
// list of drawing operations, each with the whole state it is drawn with (colours,
// line width, font, transform, path), instead of being drawn. Once the paint is over
// (a microtask, in the same frame), the list is compared with the last one: the
// boxes of the operations that appear in only one of the two are the damage. The
// operations that touch it are drawn again, in order, on a canvas aside, and the
// damage alone is copied from there onto the board; the rest of the board keeps its
// pixels, which the same operations drew. Pixel for pixel what a whole paint draws:
// the shapes are drawn whole (a clip across an antialiased shape changes its edge
// pixels in Skia), only the clear, the wood and the grid, which cover whole pixels,
// are clipped.
// A new canvas size, the first paint, or damage over half the board draws everything.
//
// Written by hand: this is a display list of the few calls painter.rs makes, not a
// general canvas recorder (no library records and replays a 2-D context's calls
// cheaply enough for a frame). The engine's module keeps its size: nothing in it changes.

const PROTO = CanvasRenderingContext2D.prototype;

/** The state properties painter.rs sets, remembered with each operation. */
const STATE = ['fillStyle', 'strokeStyle', 'lineWidth', 'font', 'textAlign', 'textBaseline', 'lineCap', 'lineJoin'];

/** The state each kind of operation is drawn with (the rest does not change its pixels). */
const USES = {
  fill: ['fillStyle'],
  stroke: ['strokeStyle', 'lineWidth', 'lineCap', 'lineJoin'],
  fillRect: ['fillStyle'],
  clearRect: [],
  fillText: ['fillStyle', 'font', 'textAlign', 'textBaseline'],
};

/** The path calls painter.rs makes, kept with the path they build. */
const PATH_CALLS = ['moveTo', 'lineTo', 'arc', 'closePath'];

/** Pixels added around an operation's box: its antialiased edge. */
const PAD = 1;

/** A miter join reaches out at most this many line widths (the canvas's miterLimit of 10, halved). */
const MITER = 5;

/** The box `[x0, y0, x1, y1]` of a recorded path's points (an arc's whole circle). */
function pathBox(path) {
  let box = null;
  const add = (x0, y0, x1, y1) => {
    box = box ? [Math.min(box[0], x0), Math.min(box[1], y0), Math.max(box[2], x1), Math.max(box[3], y1)] : [x0, y0, x1, y1];
  };
  for (const [call, ...a] of path) {
    if (call === 'moveTo' || call === 'lineTo') add(a[0], a[1], a[0], a[1]);
    else if (call === 'arc') add(a[0] - a[2], a[1] - a[2], a[0] + a[2], a[1] + a[2]);
  }
  return box ?? [0, 0, 0, 0];
}

/** The pixels operation `op` can touch, as a box in device pixels (the view draws with no transform). */
function opBox(op) {
  const grow = ([x0, y0, x1, y1], by) => [x0 - by, y0 - by, x1 + by, y1 + by];
  switch (op.call) {
    case 'fill':
      return grow(pathBox(op.path), PAD);
    case 'stroke': {
      // A circle's or a single line's stroke (butt ends) reaches half its width out; a
      // polygon's miter joins further.
      const joints = op.path.filter(([call]) => call === 'lineTo' || call === 'closePath').length;
      const round = op.path.every(([call]) => call === 'arc') || (joints <= 1 && op.state.lineCap === 'butt');
      return grow(pathBox(op.path), op.state.lineWidth * (round ? 0.5 : MITER) + PAD);
    }
    case 'fillText': {
      // The text is centred on its point (painter.rs): no glyph of the font's size is
      // wider than the size or reaches further than the size from the middle line.
      const size = Number(/([\d.]+)px/.exec(op.state.font)?.[1] ?? 16);
      const [text, x, y] = op.args;
      const half = (size * (String(text).length + 1)) / 2;
      return [x - half, y - size, x + half, y + size];
    }
    default: {
      const [x, y, w, h] = op.args;
      return grow([x, y, x + w, y + h], PAD);
    }
  }
}

/**
 * Whether `op` covers whole pixels only (no antialiased edge): a rectangle on whole
 * pixels, or straight lines along the axes whose edges fall on whole pixels (the
 * grid). A clip across such an operation leaves the pixels it draws as they are.
 */
function crisp(op) {
  const whole = (v) => Math.abs(v - Math.round(v)) < 1e-9;
  if (op.call === 'clearRect' || op.call === 'fillRect') return op.args.every(whole);
  if (op.call !== 'stroke') return false;
  const half = op.state.lineWidth / 2;
  let at = null;
  for (const [call, x, y] of op.path) {
    if (call !== 'moveTo' && call !== 'lineTo') return false;
    if (call === 'lineTo' && at) {
      const vertical = x === at[0];
      if (!vertical && y !== at[1]) return false;
      const across = vertical ? x : y;
      if (!whole(across - half) || !whole(across + half)) return false;
    }
    at = [x, y];
  }
  return true;
}

/** Clips `context` to `boxes` (whole pixels, no transform). */
function clipTo(context, boxes) {
  PROTO.setTransform.call(context, 1, 0, 0, 1, 0, 0);
  PROTO.beginPath.call(context);
  for (const [x0, y0, x1, y1] of boxes) PROTO.rect.call(context, x0, y0, x1 - x0, y1 - y0);
  PROTO.clip.call(context);
}

/** The pixels `boxes` cover, counting a pixel in two of them twice. */
const area = (boxes) => boxes.reduce((sum, [x0, y0, x1, y1]) => sum + (x1 - x0) * (y1 - y0), 0);

/** Whether boxes `a` and `b` overlap. */
const overlaps = (a, b) => a[0] < b[2] && b[0] < a[2] && a[1] < b[3] && b[1] < a[3];

/** The bits of a number, for hashing without formatting it as text. */
const bits = new Float64Array(1);
const words = new Int32Array(bits.buffer);

/** `h` mixed with number `x` (its 64 bits): a hash, not a proof — equal hashes are compared in full. */
function mix(h, x) {
  bits[0] = x;
  const a = Math.imul(h ^ words[0], 0x9e3779b1);
  return Math.imul(a ^ words[1] ^ (a >>> 15), 0x85ebca77);
}

/** Each text met (colour, font, call name) by a small number, for hashing. */
const texts = new Map();
const textId = (text) => {
  let id = texts.get(text);
  if (id === undefined) {
    id = texts.size + 1;
    texts.set(text, id);
  }
  return id;
};

/** Whether `a` and `b` draw the same pixels: the same call, numbers, path and the state it uses. */
function sameOp(a, b) {
  if (a.hash !== b.hash || a.call !== b.call || a.args.length !== b.args.length) return false;
  if (a.args.some((x, i) => x !== b.args[i]) || a.transform.some((x, i) => x !== b.transform[i])) return false;
  if (USES[a.call].some((name) => a.state[name] !== b.state[name])) return false;
  if (!a.path) return true;
  if (a.path.length !== b.path.length) return false;
  return a.path.every((segment, i) => segment.length === b.path[i].length && segment.every((x, j) => x === b.path[i][j]));
}

/**
 * Wraps `canvas`'s 2-D context so that the view's paints repaint only what changed
 * (see the head of this file). Call it before the view is made on `canvas`. Returns
 * `{ drawnAfresh(), repaints }` for tests: the last paint drawn whole on a canvas of its
 * own, and how many paints were drawn in part and in whole.
 */
export function repaintChangedOnly(canvas) {
  const context = canvas.getContext('2d');
  if (!context) return null;
  /**
   * The state as the view set it (a new object at each change: each operation keeps
   * the one it was recorded with); the path being built, its hash, and whether an
   * operation holds it (a segment added then copies it first).
   */
  let state = Object.fromEntries(STATE.map((name) => [name, context[name]]));
  let transform = [1, 0, 0, 1, 0, 0];
  let path = [];
  let pathHash = 0;
  let pathHeld = false;
  /** The operations of the paint being recorded (null between paints), and those shown. */
  let recording = null;
  let shown = null;
  /** The canvas the damaged boxes are drawn on before they are copied (made at the first). */
  let scratch = null;
  const repaints = { part: 0, whole: 0 };

  const record = (call, args, withPath) => {
    if (!recording) {
      recording = [];
      queueMicrotask(flush);
    }
    // A hash of what decides the operation's pixels (numbers mixed as bits: no text
    // made of them at every call); ops with equal hashes are then compared in full.
    let hash = mix(withPath ? pathHash : 0, textId(call));
    for (const x of args) hash = typeof x === 'number' ? mix(hash, x) : mix(hash, textId(x));
    for (const x of transform) hash = mix(hash, x);
    for (const name of USES[call]) hash = mix(hash, textId(String(state[name])));
    recording.push({ call, args, state, transform, path: withPath ? path : null, hash });
    if (withPath) pathHeld = true;
  };

  for (const name of STATE) {
    Object.defineProperty(context, name, {
      configurable: true,
      get: () => state[name],
      set: (value) => {
        state = { ...state, [name]: value };
      },
    });
  }
  context.setTransform = (...args) => {
    transform = args;
  };
  context.beginPath = () => {
    path = [];
    pathHash = 0;
    pathHeld = false;
  };
  for (const name of PATH_CALLS) {
    const id = textId(name);
    context[name] = (...args) => {
      if (pathHeld) {
        path = [...path];
        pathHeld = false;
      }
      path.push([name, ...args]);
      pathHash = mix(pathHash, id);
      for (const x of args) pathHash = mix(pathHash, x);
    };
  }
  context.fill = () => record('fill', [], true);
  context.stroke = () => record('stroke', [], true);
  context.fillRect = (...args) => record('fillRect', args, false);
  context.clearRect = (...args) => record('clearRect', args, false);
  context.fillText = (...args) => record('fillText', args, false);

  /** Draws the recorded paint: the damage only, or all of it. */
  function flush() {
    const ops = recording;
    recording = null;
    for (const op of ops) op.box = opBox(op);
    const size = { width: canvas.width, height: canvas.height };
    // The boxes are in device pixels: a paint with another transform is drawn whole.
    const plain = ops.every((op) => op.transform.join() === '1,0,0,1,0,0');
    let damage = null;
    if (plain && shown && shown.width === size.width && shown.height === size.height) damage = damageBetween(shown.ops, ops);
    if (damage && area(damage) > (size.width * size.height) / 2) damage = null;
    shown = { ...size, ops };
    if (damage && damage.length === 0) return;
    if (!damage) {
      repaints.whole += 1;
      draw(context, ops);
      return;
    }
    repaints.part += 1;
    // On a canvas aside, the operations that touch the damage, in order: the shapes
    // among them whole (Skia antialiases a shape cut by a clip another way), those
    // covering whole pixels only (the wood, the grid, the clear) clipped to the damage.
    // Then the damage alone is copied onto the board.
    scratch ??= document.createElement('canvas');
    if (scratch.width !== size.width || scratch.height !== size.height) Object.assign(scratch, size);
    const aside = scratch.getContext('2d');
    const touching = ops.filter((op) => damage.some((box) => overlaps(op.box, box)));
    let clipped = false;
    let run = [];
    const drawRun = () => {
      if (!run.length) return;
      if (clipped) {
        PROTO.save.call(aside);
        clipTo(aside, damage);
      }
      draw(aside, run);
      if (clipped) PROTO.restore.call(aside);
      run = [];
    };
    for (const op of touching) {
      const whole = crisp(op);
      if (whole !== clipped) {
        drawRun();
        clipped = whole;
      }
      run.push(op);
    }
    drawRun();
    PROTO.save.call(context);
    clipTo(context, damage);
    context.imageSmoothingEnabled = false;
    context.globalCompositeOperation = 'copy';
    PROTO.drawImage.call(context, scratch, 0, 0);
    PROTO.restore.call(context);
  }

  return {
    repaints,
    /** The last paint drawn whole on a canvas of its own: its pixels (for tests). */
    drawnAfresh() {
      const fresh = document.createElement('canvas');
      fresh.width = canvas.width;
      fresh.height = canvas.height;
      const other = fresh.getContext('2d');
      draw(other, shown?.ops ?? []);
      return other.getImageData(0, 0, fresh.width, fresh.height).data;
    },
  };
}

/**
 * The boxes (whole pixels) of the operations in only one of `before` and `after`
 * (counted as multisets: the view draws in a fixed order, by kind and point).
 */
function damageBetween(before, after) {
  const unmatched = new Map();
  for (const op of before) {
    const bucket = unmatched.get(op.hash);
    if (bucket) bucket.push(op);
    else unmatched.set(op.hash, [op]);
  }
  const boxes = [];
  for (const op of after) {
    const bucket = unmatched.get(op.hash);
    const at = bucket ? bucket.findIndex((old) => sameOp(old, op)) : -1;
    if (at >= 0) bucket.splice(at, 1);
    else boxes.push(op.box);
  }
  for (const bucket of unmatched.values()) for (const op of bucket) boxes.push(op.box);
  return boxes.map(([x0, y0, x1, y1]) => [Math.floor(x0), Math.floor(y0), Math.ceil(x1), Math.ceil(y1)]);
}

/** The context's own setters of the state painter.rs sets. */
const SETTERS = Object.fromEntries(STATE.map((name) => [name, Object.getOwnPropertyDescriptor(PROTO, name).set]));

/** Draws `ops` on `context` with the prototype's own methods, each with its state. */
function draw(context, ops) {
  const set = {};
  for (const op of ops) {
    for (const name of STATE) {
      if (set[name] === op.state[name]) continue;
      SETTERS[name].call(context, op.state[name]);
      set[name] = op.state[name];
    }
    PROTO.setTransform.apply(context, op.transform);
    if (op.path) {
      PROTO.beginPath.call(context);
      for (const [call, ...args] of op.path) PROTO[call].apply(context, args);
      PROTO[op.call].call(context);
    } else {
      PROTO[op.call].apply(context, op.args);
    }
  }
}

