// Board diagrams as SVG, for news posts, bulletins and printed study sheets: any
// position, or a range of moves with their numbers as printed game records show them
// ("Moves 1–50": each move's number on the first stone played on its point, the moves
// played on a point already taken listed under the diagram, "7 at 3"). Cropped to a
// region or whole, coordinates on or off, in the board's colours or black and white
// for print, with a record's markup drawn.
//
// Drawing only: the positions come from the engine (`game.board()`, a clone of the
// game undone to the range's start, `game.history()`), never worked out here. The
// proportions are the canvas view's (Ing's board: cells 2.21 × 2.36 cm, stones
// 2.18 cm), so a diagram and the live board look alike. A module of its own, loaded
// only when a diagram is asked for.

/** Distance between columns, rows, and a stone's diameter, in cm (the canvas view's). */
const COLUMN = 2.21;
const ROW = 2.36;
const STONE = 2.18;
/** Wood beyond the outer lines without and with coordinates, in cm. */
const MARGIN = 1.5;
const MARGIN_WITH_LABELS = 2.7;
/** Coordinate label height, in cm. */
const LABEL = 0.95;
/** Height of one line of the notes under a diagram, in cm. */
const NOTE_LINE = 1.25;
/** SVG user units per cm: whole numbers for most measures. */
const UNIT = 100;

/**
 * A diagram's colours (`highlight`: the shine on black stones, none in print).
 * @typedef {{ board: string, line: string, label: string, black: string, white: string,
 *   outline: string, onBlack: string, onWhite: string, highlight: string | null, paper: string,
 *   note: string }} Style
 */
/** @typedef {{ x0: number, y0: number, x1: number, y1: number }} Region */
/** @typedef {{ color: 'B' | 'W', number?: number }} Stone */

/**
 * The two looks: the canvas view's classic theme, and black and white for print.
 * @type {{ color: Style, print: Style }}
 */
const STYLES = {
  color: {
    board: '#dcb36a', line: '#1f170c', label: '#3a2a12', black: '#121212', white: '#fbfbf8',
    outline: '#141414', onBlack: '#ffffff', onWhite: '#101010', highlight: 'rgba(255,255,255,0.22)',
    paper: '#ffffff', note: '#000000',
  },
  print: {
    board: '#ffffff', line: '#000000', label: '#000000', black: '#000000', white: '#ffffff',
    outline: '#000000', onBlack: '#ffffff', onWhite: '#000000', highlight: null,
    paper: '#ffffff', note: '#000000',
  },
};

/** The default wording of the caption and notes; the app passes translated ones. */
const DEFAULT_TEXT = {
  range: 'Moves {from}–{to}',
  move: 'Move {from}',
  at: '{move} at {at}',
  pass: '{move}: pass',
};

/** Column letters of GTP names: A–Z without I (RULES R0.2). */
const LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * A diagram of `game` (a `Game` of the engine) as SVG text, with its caption and
 * notes.
 *
 * @param {import('./pkg/weiqi_web.js').Game} game the game; it is not changed
 * @param {DiagramOptions} [options]
 * @returns {{ svg: string, caption: string, notes: string[] }}
 *
 * @typedef {object} DiagramOptions
 * @property {{ from: number, to?: number }} [moves] numbered moves `from`…`to` (1 is
 *   the first move; `to` defaults to the last): the position before `from`, then
 *   each move's number on the first stone on its point. Without it, the current
 *   position.
 * @property {string | { from: string, to: string }} [region] the corners of the part
 *   shown, as GTP points (`'A1:J10'` or `{ from: 'A1', to: 'J10' }`); the whole board
 *   by default
 * @property {boolean} [coordinates=true] letters and numbers around the board
 * @property {'color' | 'print'} [style='color'] the board's colours, or black and
 *   white for print
 * @property {Markup} [markup] a record's markup (`Record.markup(id)`'s shape)
 * @property {boolean} [lastMove=true] ring the last move of a position diagram
 * @property {number} [width] the SVG's width in CSS pixels (default: 28 per column)
 * @property {Partial<typeof DEFAULT_TEXT>} [text] wording of the caption and notes,
 *   `{from}`, `{to}`, `{move}`, `{at}` filled in
 * @property {boolean} [caption=true] write the caption and notes in the SVG too
 *
 * @typedef {{ marks?: { kind: string, point: string }[], labels?: { point: string,
 *   text: string }[], arrows?: { from: string, to: string }[], lines?: { from: string,
 *   to: string }[], dimmed?: string[] }} Markup
 */
export function gameDiagram(game, options = {}) {
  const width = game.width;
  const height = game.height;
  if (!options.moves) {
    const last = options.lastMove === false ? null : game.lastMove;
    const ring = last && last.move !== 'pass' ? last.move : null;
    return positionDiagram({ width, height, rows: game.board(), ring }, options);
  }
  const history = game.history();
  const from = Math.max(1, Math.floor(options.moves.from ?? 1));
  const to = Math.min(history.length, Math.floor(options.moves.to ?? history.length));
  if (!(to >= from)) throw Object.assign(new Error(`no moves ${from}–${to} in a game of ${history.length}`), { code: 'bad-option' });
  const start = boardBefore(game, from);
  return positionDiagram(
    {
      width,
      height,
      rows: start,
      moves: history.slice(from - 1, to).map((entry, i) => ({ ...entry, number: from + i })),
    },
    options,
  );
}

/**
 * The engine's board before move `from` (1-based): a clone of the game undone to there.
 * @param {import('./pkg/weiqi_web.js').Game} game
 * @param {number} from
 */
function boardBefore(game, from) {
  const copy = game.clone();
  try {
    while (copy.moveNumber > from - 1 || copy.phase !== 'playing') {
      if (!copy.undo()) break;
    }
    return copy.board();
  } finally {
    copy.free();
  }
}

/**
 * A diagram of a position given as data: rows of `.`, `X`, `O` (top first, as
 * `game.board()` gives them), and optionally numbered moves played on top of it.
 *
 * @param {{ width: number, height: number, rows: string[], ring?: string | null,
 *   moves?: { color: 'B' | 'W', move: string, number: number }[] }} position
 * @param {DiagramOptions} [options]
 * @returns {{ svg: string, caption: string, notes: string[] }}
 */
export function positionDiagram(position, options = {}) {
  const { width, height } = position;
  const text = { ...DEFAULT_TEXT, ...options.text };
  const style = (options.style && STYLES[options.style]) ?? STYLES.color;
  const coordinates = options.coordinates !== false;
  const region = readRegion(options.region, width, height);

  // The stones drawn: the starting position, then each numbered move on its point
  // when the point is empty in the diagram so far; the others become notes.
  /** @type {Map<string, Stone>} */
  const stones = new Map();
  position.rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c === 'X' || c === 'O') stones.set(key(x, y), { color: c === 'X' ? 'B' : 'W' });
    });
  });
  /** @type {string[]} */
  const notes = [];
  const numbered = position.moves ?? [];
  for (const m of numbered) {
    if (m.move === 'pass') {
      notes.push(fill(text.pass, { move: m.number }));
      continue;
    }
    const at = readPoint(m.move, width, height);
    if (!at) continue;
    const k = key(at.x, at.y);
    const there = stones.get(k);
    if (there) {
      notes.push(fill(text.at, { move: m.number, at: there.number ?? m.move }));
    } else {
      stones.set(k, { color: m.color, number: m.number });
    }
  }
  const caption = numbered.length === 0
    ? ''
    : numbered.length === 1
      ? fill(text.move, { from: numbered[0].number })
      : fill(text.range, { from: numbered[0].number, to: numbered[numbered.length - 1].number });

  // Geometry, in user units: the region's lines, with room for labels beyond the
  // sides that are the board's edges (a cut side shows its lines running on).
  const margin = (coordinates ? MARGIN_WITH_LABELS : MARGIN) * UNIT;
  const cw = COLUMN * UNIT;
  const rh = ROW * UNIT;
  const cols = region.x1 - region.x0 + 1;
  const rowsShown = region.y1 - region.y0 + 1;
  const boardW = (cols - 1) * cw + 2 * margin;
  const boardH = (rowsShown - 1) * rh + 2 * margin;
  const showCaption = options.caption !== false && (caption || notes.length > 0);
  const noteLines = showCaption ? wrapNotes(caption, notes, boardW) : [];
  const totalH = boardH + noteLines.length * NOTE_LINE * UNIT + (noteLines.length ? 0.5 * UNIT : 0);
  const px = (/** @type {number} */ x) => margin + (x - region.x0) * cw;
  const py = (/** @type {number} */ y) => margin + (y - region.y0) * rh;
  const r = (STONE / 2) * UNIT;

  const out = [];
  const cssWidth = options.width ?? Math.round(cols * 28 + 40);
  const cssHeight = Math.round((cssWidth * totalH) / boardW);
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${n(boardW)} ${n(totalH)}" width="${cssWidth}" height="${cssHeight}" font-family="Helvetica, Arial, sans-serif">`,
  );
  out.push(`<rect width="${n(boardW)}" height="${n(totalH)}" fill="${style.paper}"/>`);
  out.push(`<rect class="board" width="${n(boardW)}" height="${n(boardH)}" fill="${style.board}"/>`);

  // Grid: lines run to the board's edge line, or half a cell past a cut side.
  const lineW = 0.07 * UNIT;
  const edgeW = 0.13 * UNIT;
  const grid = [];
  const left = region.x0 === 0 ? px(0) : px(region.x0) - cw / 2;
  const right = region.x1 === width - 1 ? px(width - 1) : px(region.x1) + cw / 2;
  const top = region.y0 === 0 ? py(0) : py(region.y0) - rh / 2;
  const bottom = region.y1 === height - 1 ? py(height - 1) : py(region.y1) + rh / 2;
  for (let x = region.x0; x <= region.x1; x++) {
    const edge = x === 0 || x === width - 1;
    grid.push(`<line x1="${n(px(x))}" y1="${n(top)}" x2="${n(px(x))}" y2="${n(bottom)}" stroke-width="${edge ? edgeW : lineW}"/>`);
  }
  for (let y = region.y0; y <= region.y1; y++) {
    const edge = y === 0 || y === height - 1;
    grid.push(`<line x1="${n(left)}" y1="${n(py(y))}" x2="${n(right)}" y2="${n(py(y))}" stroke-width="${edge ? edgeW : lineW}"/>`);
  }
  out.push(`<g class="grid" stroke="${style.line}" stroke-linecap="square">${grid.join('')}</g>`);
  const starR = 0.26 * UNIT;
  const stars = starPoints(width, height).filter(([x, y]) => inside(region, x, y) && !stones.has(key(x, y)));
  out.push(`<g class="stars" fill="${style.line}">${stars.map(([x, y]) => `<circle cx="${n(px(x))}" cy="${n(py(y))}" r="${starR}"/>`).join('')}</g>`);

  if (coordinates) {
    const offset = ((STONE / 2 + MARGIN_WITH_LABELS) / 2) * UNIT;
    const labels = [];
    const size = LABEL * UNIT;
    const attrs = `font-size="${size}" text-anchor="middle" dominant-baseline="central"`;
    for (let x = region.x0; x <= region.x1; x++) {
      const letter = LETTERS[x] ?? '';
      labels.push(`<text x="${n(px(x))}" y="${n(py(region.y0) - offset)}" ${attrs}>${letter}</text>`);
      labels.push(`<text x="${n(px(x))}" y="${n(py(region.y1) + offset)}" ${attrs}>${letter}</text>`);
    }
    for (let y = region.y0; y <= region.y1; y++) {
      const number = height - y;
      labels.push(`<text x="${n(px(region.x0) - offset)}" y="${n(py(y))}" ${attrs}>${number}</text>`);
      labels.push(`<text x="${n(px(region.x1) + offset)}" y="${n(py(y))}" ${attrs}>${number}</text>`);
    }
    out.push(`<g class="coordinates" fill="${style.label}">${labels.join('')}</g>`);
  }

  // Stones, with their numbers.
  const markup = options.markup ?? {};
  const dimmed = new Set((markup.dimmed ?? []).map((p) => pointKey(p, width, height)).filter(Boolean));
  const labelled = new Set((markup.labels ?? []).map((l) => pointKey(l.point, width, height)).filter(Boolean));
  const stoneParts = [];
  for (const [k, stone] of stones) {
    const [x, y] = k.split(',').map(Number);
    if (!inside(region, x, y)) continue;
    const cx = n(px(x));
    const cy = n(py(y));
    const opacity = dimmed.has(k) ? ' opacity="0.45"' : '';
    if (stone.color === 'B') {
      stoneParts.push(`<circle class="stone black" cx="${cx}" cy="${cy}" r="${n(r - 2)}" fill="${style.black}" stroke="${style.outline}" stroke-width="4"${opacity}/>`);
      if (style.highlight && stone.number === undefined) {
        stoneParts.push(`<circle cx="${n(px(x) - 0.34 * r)}" cy="${n(py(y) - 0.34 * r)}" r="${n(0.22 * r)}" fill="${style.highlight}"/>`);
      }
    } else {
      const w = 0.075 * r;
      stoneParts.push(`<circle class="stone white" cx="${cx}" cy="${cy}" r="${n(r - w / 2)}" fill="${style.white}" stroke="${style.outline}" stroke-width="${n(w)}"${opacity}/>`);
    }
    if (stone.number !== undefined && !labelled.has(k)) {
      const digits = String(stone.number).length;
      const fontSize = digits >= 3 ? 0.78 * r : digits === 2 ? 0.95 * r : 1.05 * r;
      const ink = stone.color === 'B' ? style.onBlack : style.onWhite;
      stoneParts.push(`<text class="number" x="${cx}" y="${cy}" font-size="${n(fontSize)}" text-anchor="middle" dominant-baseline="central" fill="${ink}">${stone.number}</text>`);
    }
  }
  out.push(`<g class="stones">${stoneParts.join('')}</g>`);
  if (position.ring) {
    const at = readPoint(position.ring, width, height);
    const stone = at && stones.get(key(at.x, at.y));
    if (stone && inside(region, at.x, at.y)) {
      const ink = stone.color === 'B' ? style.onBlack : style.onWhite;
      out.push(`<circle class="last-move" cx="${n(px(at.x))}" cy="${n(py(at.y))}" r="${n(0.42 * r)}" fill="none" stroke="${ink}" stroke-width="${n(0.13 * r)}"/>`);
    }
  }
  out.push(markupSvg(markup, { width, height, region, stones, px, py, r, style }));

  if (noteLines.length) {
    const size = 0.9 * UNIT;
    const lines = noteLines.map(
      (line, i) => `<text x="${n(margin / 2)}" y="${n(boardH + (i + 0.8) * NOTE_LINE * UNIT)}" font-size="${size}">${escapeXml(line)}</text>`,
    );
    out.push(`<g class="notes" fill="${style.note}">${lines.join('')}</g>`);
  }
  out.push('</svg>');
  return { svg: out.join('\n'), caption, notes };
}

/**
 * The record's markup (marks, labels, arrows, lines) on the region's points.
 * @param {Markup} markup
 * @param {{ width: number, height: number, region: Region, stones: Map<string, Stone>,
 *   px: (x: number) => number, py: (y: number) => number, r: number, style: Style }} drawing
 */
function markupSvg(markup, { width, height, region, stones, px, py, r, style }) {
  /** @type {string[]} */
  const parts = [];
  /**
   * @param {number} x
   * @param {number} y
   */
  const inkAt = (x, y) => {
    const stone = stones.get(key(x, y));
    return stone ? (stone.color === 'B' ? style.onBlack : style.onWhite) : style.line;
  };
  /** @param {string} point */
  const at = (point) => {
    const p = readPoint(point, width, height);
    return p && inside(region, p.x, p.y) ? p : null;
  };
  const w = n(0.12 * r);
  for (const mark of markup.marks ?? []) {
    const p = at(mark.point);
    if (!p) continue;
    const cx = px(p.x);
    const cy = py(p.y);
    const ink = inkAt(p.x, p.y);
    const s = 0.45 * r;
    const common = `fill="none" stroke="${ink}" stroke-width="${w}"`;
    if (mark.kind === 'circle') parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(s)}" ${common}/>`);
    else if (mark.kind === 'square') parts.push(`<rect x="${n(cx - s * 0.85)}" y="${n(cy - s * 0.85)}" width="${n(1.7 * s)}" height="${n(1.7 * s)}" ${common}/>`);
    else if (mark.kind === 'triangle') {
      const pts = [[cx, cy - s], [cx + 0.87 * s, cy + 0.5 * s], [cx - 0.87 * s, cy + 0.5 * s]];
      parts.push(`<polygon points="${pts.map(([a, b]) => `${n(a)},${n(b)}`).join(' ')}" ${common}/>`);
    } else if (mark.kind === 'cross') {
      const d = 0.7 * s;
      parts.push(`<path d="M${n(cx - d)} ${n(cy - d)}L${n(cx + d)} ${n(cy + d)}M${n(cx + d)} ${n(cy - d)}L${n(cx - d)} ${n(cy + d)}" ${common}/>`);
    } else if (mark.kind === 'selected') {
      parts.push(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(0.25 * r)}" fill="${ink}"/>`);
    }
  }
  for (const label of markup.labels ?? []) {
    const p = at(label.point);
    if (!p) continue;
    const cx = n(px(p.x));
    const cy = n(py(p.y));
    // A label on an empty point clears the grid under it, as printed diagrams do.
    if (!stones.has(key(p.x, p.y))) {
      parts.push(`<circle cx="${cx}" cy="${cy}" r="${n(0.55 * r)}" fill="${style.board}"/>`);
    }
    const size = label.text.length > 2 ? 0.75 * r : r;
    parts.push(`<text x="${cx}" y="${cy}" font-size="${n(size)}" text-anchor="middle" dominant-baseline="central" fill="${inkAt(p.x, p.y)}">${escapeXml(label.text)}</text>`);
  }
  /**
   * @param {{ from: string, to: string }} seg
   * @param {boolean} arrow
   */
  const segment = (seg, arrow) => {
    const a = at(seg.from);
    const b = at(seg.to);
    if (!a || !b) return;
    const x1 = px(a.x);
    const y1 = py(a.y);
    const x2 = px(b.x);
    const y2 = py(b.y);
    parts.push(`<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${style.line}" stroke-width="${w}"/>`);
    if (arrow) {
      const angle = Math.atan2(y2 - y1, x2 - x1);
      const head = 0.5 * r;
      const side = (/** @type {number} */ da) => `${n(x2 - head * Math.cos(angle + da))},${n(y2 - head * Math.sin(angle + da))}`;
      parts.push(`<polygon points="${n(x2)},${n(y2)} ${side(0.45)} ${side(-0.45)}" fill="${style.line}"/>`);
    }
  };
  for (const seg of markup.lines ?? []) segment(seg, false);
  for (const seg of markup.arrows ?? []) segment(seg, true);
  return `<g class="markup">${parts.join('')}</g>`;
}

/**
 * The caption and notes as lines that fit the diagram's width.
 * @param {string} caption
 * @param {string[]} notes
 * @param {number} boardW
 */
function wrapNotes(caption, notes, boardW) {
  const perLine = Math.max(12, Math.floor(boardW / (0.5 * UNIT)));
  const lines = caption ? [caption] : [];
  let line = '';
  for (const note of notes) {
    const next = line ? `${line}, ${note}` : note;
    if (next.length > perLine && line) {
      lines.push(`${line},`);
      line = note;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The region asked for, clamped to the board: whole-board by default.
 * @param {DiagramOptions['region']} region
 * @param {number} width
 * @param {number} height
 * @returns {Region}
 */
function readRegion(region, width, height) {
  const whole = { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  if (!region) return whole;
  const [a, b] = typeof region === 'string' ? region.split(':') : [region.from, region.to];
  const p = readPoint(a ?? '', width, height);
  const q = readPoint(b ?? '', width, height);
  if (!p || !q) throw Object.assign(new Error(`bad region ${JSON.stringify(region)}: two points such as 'A1:J10'`), { code: 'bad-option' });
  return {
    x0: Math.min(p.x, q.x),
    x1: Math.max(p.x, q.x),
    y0: Math.min(p.y, q.y),
    y1: Math.max(p.y, q.y),
  };
}

/**
 * A GTP point (`'D4'`) as column and row from the top left, or null.
 * @param {string} name
 * @param {number} width
 * @param {number} height
 */
function readPoint(name, width, height) {
  const match = /^([A-HJ-Z])(\d{1,2})$/i.exec(String(name).trim());
  if (!match) return null;
  const x = LETTERS.indexOf(match[1].toUpperCase());
  const y = height - Number(match[2]);
  return x >= 0 && x < width && y >= 0 && y < height ? { x, y } : null;
}

/**
 * The stones map's key of a GTP point, or null.
 * @param {string} name
 * @param {number} width
 * @param {number} height
 */
function pointKey(name, width, height) {
  const p = readPoint(name, width, height);
  return p ? key(p.x, p.y) : null;
}

/**
 * The stones map's key of column `x`, row `y`.
 * @param {number} x
 * @param {number} y
 */
function key(x, y) {
  return `${x},${y}`;
}

/**
 * Whether column `x`, row `y` is in `region`.
 * @param {Region} region
 * @param {number} x
 * @param {number} y
 */
function inside(region, x, y) {
  return x >= region.x0 && x <= region.x1 && y >= region.y0 && y <= region.y1;
}

/**
 * The star points the canvas view draws: corners on the 3rd line under 13, the 4th
 * from 13 up; the middle line of odd sides of 9 or more; sides' middles from 15 up.
 * @param {number} width
 * @param {number} height
 * @returns {[number, number][]}
 */
function starPoints(width, height) {
  if (width < 7 || height < 7) return [];
  /**
   * @param {number} size
   * @param {number} i
   */
  const kind = (size, i) => {
    const corner = size < 13 ? 2 : 3;
    if (i === corner || i + 1 + corner === size) return 'corner';
    if (size % 2 === 1 && size >= 9 && i === (size - 1) / 2) return 'middle';
    return null;
  };
  /** @type {[number, number][]} */
  const points = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const kx = kind(width, x);
      const ky = kind(height, y);
      if (!kx || !ky) continue;
      if (kx === 'corner' && ky === 'corner') points.push([x, y]);
      else if (kx === 'middle' && ky === 'middle') points.push([x, y]);
      else if (kx === 'middle' && width >= 15) points.push([x, y]);
      else if (ky === 'middle' && height >= 15) points.push([x, y]);
    }
  }
  return points;
}

/**
 * `template` with `{name}` filled from `values` (diagram captions, the printed
 * record's lines).
 * @param {string} template
 * @param {Partial<Record<string, string | number>>} values
 */
export function fill(template, values) {
  return template.replace(/\{(\w+)\}/g, (_, name) => String(values[name] ?? ''));
}

/** What `escapeXml` writes for each character XML gives a meaning. */
const XML_ESCAPES = new Map([
  ['<', '&lt;'],
  ['>', '&gt;'],
  ['&', '&amp;'],
  ['"', '&quot;'],
  ["'", '&apos;'],
]);

/**
 * Text safe inside an SVG element: SGF text is untrusted.
 * @param {unknown} text
 */
function escapeXml(text) {
  return String(text).replace(/[<>&"']/g, (c) => XML_ESCAPES.get(c) ?? c);
}

/**
 * A number with at most one decimal, for compact SVG.
 * @param {number} value
 */
function n(value) {
  return Math.round(value * 10) / 10;
}

/**
 * Draws an SVG diagram on a canvas and resolves to a PNG `Blob` (browsers only):
 * `scale` device pixels per CSS pixel of the SVG's width.
 *
 * @param {string} svg the text `gameDiagram` gave
 * @param {number} [scale=2]
 * @returns {Promise<Blob>}
 */
export async function svgToPng(svg, scale = 2) {
  // A data: URL, which the site's Content-Security-Policy allows for images (blob: it does not).
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(image.width * scale);
  canvas.height = Math.round(image.height * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the PNG could not be made: no 2D canvas');
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('the PNG could not be made'))), 'image/png'),
  );
}
