// A lesson's starting position as the engine's `GameOptions`, and small conversions
// between the engine's board rows and point names. No Go rule lives here: what is
// legal, captured or counted is always the engine's answer.

/** Column letters in GTP order: A–Z without I (RULES R0.2). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** @typedef {import('../../pkg/weiqi_web.js').GameOptions} GameOptions */
/** @typedef {import('../../pkg/weiqi_web.js').RuleSetName} RuleSetName */

/**
 * The point name (`D4`) of column `x` (0 = left) and row `y` (0 = top) on a board `height` tall.
 * @param {number} x
 * @param {number} y
 * @param {number} height
 * @returns {string}
 */
export function pointName(x, y, height) {
  return `${COLUMNS[x]}${height - y}`;
}

/**
 * Column (0 = left) and row (0 = top) of a point name on a board `height` tall; null if unreadable.
 * @param {unknown} point
 * @param {number} height
 * @returns {{ x: number, y: number } | null}
 */
export function pointIndex(point, height) {
  const found = /^([A-HJ-Z])(\d{1,2})$/i.exec(String(point));
  if (!found) return null;
  const x = COLUMNS.indexOf(found[1].toUpperCase());
  const y = height - Number(found[2]);
  return x >= 0 && y >= 0 && y < height ? { x, y } : null;
}

/**
 * The stones of the engine's own board rows (`game.board()`: top row first, `X` Black,
 * `O` White) as setup lists `{ black, white }`, to start a copy of a game.
 * @param {string[]} rows
 * @returns {{ black: string[], white: string[] }}
 */
export function stonesOf(rows) {
  /** @type {string[]} */
  const black = [];
  /** @type {string[]} */
  const white = [];
  rows.forEach((row, y) => {
    [...row].forEach((cell, x) => {
      if (cell === 'X') black.push(pointName(x, y, rows.length));
      else if (cell === 'O') white.push(pointName(x, y, rows.length));
    });
  });
  return { black, white };
}

/**
 * `GameOptions` for `new Game(options)` from a lesson: its rules (or `rules`, to try
 * the same position under another rule set), its `start` and its komi. The `start`
 * (size, stones or handicap, who moves) is the lesson's position as the build read it
 * with the engine (`lessons/index.json`, `cargo xtask build`): the page reads stones,
 * never diagram text.
 * @param {{ id: string, rules: RuleSetName, start?: GameOptions, komi?: number }} lesson
 * @param {RuleSetName} [rules]
 * @returns {GameOptions}
 */
export function gameOptions(lesson, rules = lesson.rules) {
  if (!lesson.start) {
    throw new Error(`lesson '${lesson.id}' has no start: open it through lessons/index.json, which the build writes`);
  }
  /** @type {GameOptions} */
  const options = { rules, ...lesson.start };
  if (lesson.komi !== undefined) options.komi = lesson.komi;
  return options;
}

/**
 * A move of a lesson's prelude or reply: `'B E4'`, `'W pass'`, or `'E4'` for the player to move.
 * @param {unknown} text
 * @returns {{ color: 'B' | 'W' | undefined, point: string }}
 */
export function readMove(text) {
  const parts = String(text).trim().split(/\s+/);
  if (parts.length === 2 && (parts[0] === 'B' || parts[0] === 'W')) return { color: parts[0], point: parts[1] };
  if (parts.length === 1 && parts[0]) return { color: undefined, point: parts[0] };
  throw new Error(`'${text}' is not a move: write 'B E4', 'W pass' or 'E4'`);
}
