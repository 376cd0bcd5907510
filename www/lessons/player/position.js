// A lesson's starting position as the engine's `GameOptions`, and small conversions
// between the engine's board rows and point names. No Go rule lives here: what is
// legal, captured or counted is always the engine's answer.

/** Column letters in GTP order: A–Z without I (RULES R0.2). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The point name (`D4`) of column `x` (0 = left) and row `y` (0 = top) on a board `height` tall. */
export function pointName(x, y, height) {
  return `${COLUMNS[x]}${height - y}`;
}

/** Column (0 = left) and row (0 = top) of a point name on a board `height` tall; null if unreadable. */
export function pointIndex(point, height) {
  const found = /^([A-HJ-Z])(\d{1,2})$/i.exec(String(point));
  if (!found) return null;
  const x = COLUMNS.indexOf(found[1].toUpperCase());
  const y = height - Number(found[2]);
  return x >= 0 && y >= 0 && y < height ? { x, y } : null;
}

/**
 * The stones of board rows (top row first; `X` Black, `O` White, `.` empty; spaces
 * between cells are optional) as `{ black, white, width, height }`. Throws an `Error`
 * that says which row is wrong.
 */
export function readRows(rows) {
  if (!Array.isArray(rows) || rows.length === 0) throw new Error('position: a list of rows, top row first');
  const black = [];
  const white = [];
  const height = rows.length;
  let width = null;
  rows.forEach((row, y) => {
    const cells = String(row).replace(/\s+/g, '').split('');
    if (width === null) width = cells.length;
    if (cells.length !== width) {
      throw new Error(`position: row ${y + 1} has ${cells.length} points, the first has ${width}`);
    }
    cells.forEach((cell, x) => {
      if (cell === 'X') black.push(pointName(x, y, height));
      else if (cell === 'O') white.push(pointName(x, y, height));
      else if (cell !== '.') throw new Error(`position: row ${y + 1} has '${cell}' (use X, O or .)`);
    });
  });
  return { black, white, width, height };
}

/** The engine's board rows (`game.board()`) as setup lists `{ black, white }`. */
export function stonesOf(rows) {
  const { black, white } = readRows(rows);
  return { black, white };
}

/**
 * `GameOptions` for `new Game(options)` from a lesson: its rules (or `rules`, to try
 * the same position under another rule set), size, position or setup, handicap,
 * komi and who moves.
 */
export function gameOptions(lesson, rules = lesson.rules) {
  const options = { rules };
  let width = lesson.width ?? lesson.size;
  let height = lesson.height ?? lesson.size;
  if (lesson.position) {
    const read = readRows(lesson.position);
    if ((width !== undefined && width !== read.width) || (height !== undefined && height !== read.height)) {
      throw new Error(`position: ${read.width}×${read.height} points, but the lesson says ${width}×${height}`);
    }
    width = read.width;
    height = read.height;
    options.setup = { black: read.black, white: read.white };
  } else if (lesson.setup) {
    options.setup = lesson.setup;
  }
  Object.assign(options, { width, height });
  if (lesson.handicap !== undefined) options.handicap = lesson.handicap;
  if (lesson.komi !== undefined) options.komi = lesson.komi;
  if (lesson.toMove !== undefined) options.toMove = lesson.toMove;
  return options;
}

/** A move of a lesson's prelude or reply: `'B E4'`, `'W pass'`, or `'E4'` for the player to move. */
export function readMove(text) {
  const parts = String(text).trim().split(/\s+/);
  if (parts.length === 2 && (parts[0] === 'B' || parts[0] === 'W')) return { color: parts[0], point: parts[1] };
  if (parts.length === 1 && parts[0]) return { color: undefined, point: parts[0] };
  throw new Error(`'${text}' is not a move: write 'B E4', 'W pass' or 'E4'`);
}
