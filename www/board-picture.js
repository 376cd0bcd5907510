// The picture of the board the page saves beside the game, for the next visit's first
// frame (first-frame.js): what the engine's view shows — the size, the stones, the last
// move, the move numbers' toggle, the coordinates and the theme — and the layout's
// measures around it, so that the next start draws the same board in the same place
// before the engine is there. Written as the game is (once the frame is shown, once for
// a burst of changes: after-frame.js), to the tab's own storage and the device's, as
// storage.js writes the game, and read in the same order: a reloaded tab its own.
//
// This module is part of the page's first download: it imports only after-frame.js.
import { coalesced } from './after-frame.js';

/** Where the picture is kept. */
export const PICTURE_KEY = 'weiqi.picture';

/** storage.js's keys: the saved game (whose presence means "not a first visit") and the view toggles. */
const GAME_KEY = 'weiqi.game';
const VIEW_KEY = 'weiqi.view';

/**
 * The layout's measures the picture keeps, and where they are set: where the board
 * starts (status.js, on the root) and what the moment's controls take under it
 * (layout.js, on the layout).
 */
const LAYOUT_PROPERTIES = { '--board-top': ':root', '--below-board': 'main.layout' };

/** The moments of the layout (layout.js) a picture may name. */
const MOMENTS = ['play', 'review', 'stop', 'count'];

/** The columns' letters in GTP point names (no I). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The page's first game (app.js FIRST_GAME): what a first visit shows. */
const FIRST_BOARD = { width: 19, height: 19 };

/**
 * The board a picture describes, as `drawBoard` (the view module) takes it.
 * @typedef {{ width: number, height: number, stones: string, last: string | null,
 *   moveNumbers: boolean, numbers: number[], labels: boolean, theme: 'wood' | 'contrast',
 *   layout: Record<string, string>, moment: string | null }} Picture
 */

/**
 * The stored text under `key` in `storage`, or null (absent, or storage blocked).
 * @param {() => Storage} storage
 * @param {string} key
 */
function read(storage, key) {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/**
 * `text` read as a picture, or null when it is not one (the first frame then waits
 * for the engine).
 * @param {string | null} text
 * @returns {Picture | null}
 */
export function parsePicture(text) {
  if (text === null) return null;
  let value;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { width, height, stones } = value;
  if (!Number.isInteger(width) || !Number.isInteger(height) || typeof stones !== 'string' || stones.length !== width * height) return null;
  /** @type {Record<string, string>} */
  const layout = {};
  for (const name of Object.keys(LAYOUT_PROPERTIES)) {
    const measure = value.layout?.[name];
    if (typeof measure === 'string' && /^\d+(\.\d+)?(px|rem)$/.test(measure)) layout[name] = measure;
  }
  return {
    width,
    height,
    stones,
    last: typeof value.last === 'string' ? value.last : null,
    moveNumbers: value.moveNumbers === true,
    numbers: Array.isArray(value.numbers) ? value.numbers.map((/** @type {unknown} */ n) => (Number.isInteger(n) ? Number(n) : 0)) : [],
    labels: value.labels !== false,
    theme: value.theme === 'contrast' ? 'contrast' : 'wood',
    layout,
    moment: MOMENTS.includes(value.moment) ? value.moment : null,
  };
}

/**
 * The board this visit will show first, if it is known before the engine: the saved
 * picture (the tab's own, else the device's), or on a first visit (no game saved) the
 * empty first board with the saved view toggles; null when a game is saved without a
 * picture.
 * @returns {Picture | null}
 */
export function picturedBoard() {
  const own = read(() => sessionStorage, PICTURE_KEY);
  const saved = parsePicture(own ?? read(() => localStorage, PICTURE_KEY));
  if (saved) return saved;
  if (read(() => sessionStorage, GAME_KEY) !== null || read(() => localStorage, GAME_KEY) !== null) return null;
  /** @type {{ coordinates?: unknown, highContrast?: unknown }} */
  let toggles = {};
  try {
    toggles = JSON.parse(read(() => localStorage, VIEW_KEY) ?? '{}') ?? {};
  } catch {
    // Malformed toggles are the defaults (storage.js does the same).
  }
  const { width, height } = FIRST_BOARD;
  return parsePicture(
    JSON.stringify({
      width,
      height,
      stones: '.'.repeat(width * height),
      labels: toggles.coordinates !== false,
      theme: toggles.highContrast === true ? 'contrast' : 'wood',
    }),
  );
}

/**
 * The last move's point, as the view marks it: the history's last entry when it
 * placed a stone that is still there (a pass, a suicide counted as a pass, a stone
 * captured since: no mark).
 * @param {{ color: string, move: string, countedAsPass: boolean }[]} history
 * @param {string[]} rows
 * @param {number} height
 */
function lastMove(history, rows, height) {
  const last = history.at(-1);
  if (!last || last.move === 'pass' || last.countedAsPass) return null;
  const column = COLUMNS.indexOf(last.move[0]);
  const row = height - Number(last.move.slice(1));
  const stone = rows[row]?.[column];
  return stone === (last.color === 'B' ? 'X' : 'O') ? last.move : null;
}

/**
 * The move numbers the view writes on the stones (0: none), point by point from the
 * top row: a stone carries the number of the last move played on its point, if that
 * move was of its colour (a stone placed again after a capture shows the later move).
 * @param {{ color: string, move: string, countedAsPass: boolean }[]} history
 * @param {string[]} rows
 */
function moveNumbers(history, rows) {
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  /** @type {(string | null)[]} */
  const placedBy = new Array(width * height).fill(null);
  const numbers = new Array(width * height).fill(0);
  history.forEach((entry, index) => {
    const column = COLUMNS.indexOf(entry.move[0]);
    if (entry.move === 'pass' || entry.countedAsPass || column < 0) return;
    const at = (height - Number(entry.move.slice(1))) * width + column;
    numbers[at] = index + 1;
    placedBy[at] = entry.color === 'B' ? 'X' : 'O';
  });
  const stones = rows.join('');
  return numbers.map((n, i) => (placedBy[i] === stones[i] ? n : 0));
}

/**
 * The picture of what `view` shows for `game` now, with the layout's measures.
 * @param {{ board(): string[], history(): { color: string, move: string, countedAsPass: boolean }[] }} game
 * @param {{ coordinates: boolean, moveNumbers: boolean }} view
 * @param {boolean} contrast
 */
export function pictureOf(game, view, contrast) {
  const rows = game.board();
  const height = rows.length;
  const width = rows[0]?.length ?? 0;
  const layout = /** @type {HTMLElement | null} */ (document.querySelector('main.layout'));
  /** @type {Record<string, string>} */
  const measures = {};
  for (const [name, selector] of Object.entries(LAYOUT_PROPERTIES)) {
    const value = /** @type {HTMLElement | null} */ (document.querySelector(selector))?.style.getPropertyValue(name);
    if (value) measures[name] = value;
  }
  return {
    width,
    height,
    stones: rows.join(''),
    last: lastMove(game.history(), rows, height),
    moveNumbers: view.moveNumbers,
    numbers: view.moveNumbers ? moveNumbers(game.history(), rows) : [],
    labels: view.coordinates,
    theme: contrast ? 'contrast' : 'wood',
    layout: measures,
    moment: layout?.dataset.moment ?? null,
  };
}

/**
 * Sets the layout's measures `picture` keeps where the page sets them, and the
 * layout's moment.
 * @param {Picture} picture
 */
export function applyPictureLayout(picture) {
  for (const [name, value] of Object.entries(picture.layout)) {
    const selector = LAYOUT_PROPERTIES[/** @type {keyof typeof LAYOUT_PROPERTIES} */ (name)];
    /** @type {HTMLElement | null} */ (document.querySelector(selector))?.style.setProperty(name, value);
  }
  const layout = /** @type {HTMLElement | null} */ (document.querySelector('main.layout'));
  if (layout && picture.moment) layout.dataset.moment = picture.moment;
}

/**
 * Writes `picture` where the next start looks for it; a full or blocked storage
 * only costs the next start its early frame.
 * @param {object} picture
 */
export function savePicture(picture) {
  const text = JSON.stringify(picture);
  for (const storage of [() => sessionStorage, () => localStorage]) {
    try {
      storage().setItem(PICTURE_KEY, text);
    } catch {
      // See above.
    }
  }
}

/** Takes the first frame's canvas away: the engine's view has drawn the board. */
export function removePicture() {
  const canvas = document.getElementById('board-picture');
  if (canvas) canvas.hidden = true;
}

/**
 * Saves the picture of the board shown by `controller` (board-controller.js) and
 * `view` after each change of the game or the view, as the game itself is saved.
 * @param {EventTarget & { match: { shown: Parameters<typeof pictureOf>[0] } | null }} controller
 * @param {Parameters<typeof pictureOf>[1]} view
 */
export function attachPictureSaving(controller, view) {
  const contrast = /** @type {HTMLInputElement | null} */ (document.getElementById('toggle-contrast'));
  const writer = coalesced(() => {
    if (controller.match) savePicture(pictureOf(controller.match.shown, view, contrast?.checked === true));
  });
  for (const type of ['change', 'redraw']) controller.addEventListener(type, () => writer.schedule());
  for (const id of ['toggle-numbers', 'toggle-coordinates', 'toggle-contrast']) {
    document.getElementById(id)?.addEventListener('change', () => writer.schedule());
  }
  writer.schedule();
}
