// Playing by keyboard alone. The board canvas takes the focus (Tab); the arrow keys
// then move a cursor over the points, shown as the ghost stone a mouse would show, and
// Enter or Space plays there (after the stop: marks the stone's group dead or alive).
// Anywhere on the page, P passes, U undoes and N opens the New game dialog; outside
// the board the arrow keys keep stepping through the moves (game-controls.js). No key
// acts while typing in a field or while a dialog is open. The cursor is the
// controller's (`moveCursor`): it sends a `cursor` event (detail: the point), apart
// from the `change` events since nothing changed, which the screen reader's
// announcer says (announce.js).

/** GTP column letters: `I` is skipped (RULES R0.2). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * What of the board controller (board-controller.js) the keyboard drives.
 * @typedef {EventTarget & {
 *   cursor: string | null,
 *   endGame: unknown,
 *   match: { shown: import('./pkg/weiqi_web.js').Game },
 *   hover(point: string | null): void,
 *   moveCursor(point: string): void,
 *   toggleDead(point: string): unknown,
 *   play(point: string): unknown,
 *   pass(): unknown,
 *   undo(): unknown,
 * }} KeyboardController
 */

/**
 * How each arrow key moves the cursor: columns right, rows up.
 * @type {Partial<Record<string, [number, number]>>}
 */
const STEPS = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/**
 * The point at column `column` (0 = A) and row `row` (1 = bottom), in GTP form.
 * @param {number} column
 * @param {number} row
 * @returns {string}
 */
export function pointName(column, row) {
  return `${COLUMNS[column]}${row}`;
}

/**
 * `{ column, row }` of a GTP point such as `D4`, or null.
 * @param {unknown} point
 * @returns {{ column: number, row: number } | null}
 */
export function pointPlace(point) {
  const found = /^([A-HJ-Z])(\d{1,2})$/.exec(String(point ?? '').toUpperCase());
  return found ? { column: COLUMNS.indexOf(found[1]), row: Number(found[2]) } : null;
}

/**
 * Whether a key press belongs to something else: a field, a dialog, a shortcut.
 * @param {KeyboardEvent} event
 */
function notOurs(event) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return true;
  const target = event.target;
  if (target instanceof Element && target.closest('input, select, textarea, [contenteditable], dialog')) return true;
  return document.querySelector('dialog[open]') !== null;
}

/**
 * Wires the keyboard on the board `canvas` and the page to `controller` (board-controller.js).
 * @param {KeyboardController} controller
 * @param {HTMLCanvasElement} canvas
 */
export function attachKeyboard(controller, canvas) {
  canvas.tabIndex = 0;
  const shown = () => controller.match.shown;
  const size = () => ({ width: shown().width, height: shown().height });
  /** @param {string} point */
  const onBoard = (point) => {
    const place = pointPlace(point);
    const { width, height } = size();
    return place !== null && place.column < width && place.row >= 1 && place.row <= height;
  };
  // Where the cursor starts: on the last stone played, else in the middle.
  const startingPoint = () => {
    const last = shown().lastMove?.move;
    if (last && last !== 'pass' && onBoard(last)) return last;
    const { width, height } = size();
    return pointName(Math.floor(width / 2), Math.floor(height / 2) + 1);
  };
  const show = () => controller.hover(controller.cursor);
  /** @param {string} point */
  const moveTo = (point) => controller.moveCursor(point);

  // Only a keyboard focus shows the cursor: a tap or click focuses the canvas too.
  canvas.addEventListener('focus', () => {
    if (!canvas.matches(':focus-visible')) return;
    moveTo(controller.cursor && onBoard(controller.cursor) ? controller.cursor : startingPoint());
  });
  canvas.addEventListener('blur', () => controller.hover(null));

  canvas.addEventListener('keydown', (event) => {
    if (notOurs(event)) return;
    const step = STEPS[event.key];
    const activate = event.key === 'Enter' || event.key === ' ';
    if (!step && !activate) return;
    // The board's own keys: the page's arrow-key navigation must not see them.
    event.preventDefault();
    event.stopPropagation();
    if (!controller.cursor || !onBoard(controller.cursor)) {
      moveTo(startingPoint());
      return;
    }
    if (step) {
      const place = pointPlace(controller.cursor);
      if (!place) return;
      const { column, row } = place;
      const { width, height } = size();
      const next = pointName(
        Math.max(0, Math.min(width - 1, column + step[0])),
        Math.max(1, Math.min(height, row + step[1])),
      );
      moveTo(next);
      return;
    }
    if (event.repeat) return;
    const point = controller.cursor;
    const game = shown();
    if (game.phase === 'stopped' && controller.endGame && hasStone(game, point)) {
      controller.toggleDead(point);
    } else {
      controller.play(point);
    }
    show();
  });

  // Page-wide letters, and the Enter key's stop on a focused button stays the button's.
  document.addEventListener('keydown', (event) => {
    if (notOurs(event) || event.shiftKey || event.repeat) return;
    /** @type {Partial<Record<string, () => unknown>>} */
    const actions = {
      p: () => controller.pass(),
      u: () => controller.undo(),
      n: () => document.getElementById('new-game-button')?.click(),
    };
    const action = actions[event.key.toLowerCase()];
    if (!action) return;
    event.preventDefault();
    action();
  });

  // A new game may have another size: the cursor starts again.
  controller.addEventListener('change', (event) => {
    if (/** @type {CustomEvent<{ type: string }>} */ (event).detail.type !== 'start') return;
    controller.cursor = null;
    if (document.activeElement === canvas) moveTo(startingPoint());
  });
}

/**
 * Whether a stone stands on `point` of `game`'s board.
 * @param {import('./pkg/weiqi_web.js').Game} game
 * @param {string} point
 */
function hasStone(game, point) {
  const place = pointPlace(point);
  if (!place) return false;
  const rows = game.board();
  const symbol = rows[rows.length - place.row]?.[place.column];
  return symbol === 'X' || symbol === 'O';
}
