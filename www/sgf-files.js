// SGF files: open one (the file picker, or a file dropped anywhere on the page) and
// save the game as one (a download). The engine reads and writes the records
// (`Record.fromSgf(bytes)`: the file's character set found and decoded as a whole,
// RULES R6.2; `record.toSgf()`); a file it refuses leaves the game as it was and its
// error (with line and column) is shown, and what it repaired while loading is
// listed. A file of several games keeps them all: the user picks the one to open,
// and saving writes the whole file. Everything from the file is shown as text only.
import { byId, byIdOf, make, setText } from './dom.js';
import { errorCode, errorMessage } from './errors.js';
import { t } from './i18n.js';
import { showNotice } from './notices.js';
import { RecordMatch } from './record-match.js';

/** @typedef {import('./pkg/weiqi_web.js').Record} EngineRecord */
/** @typedef {import('./pkg/weiqi_web.js').LoadWarning} LoadWarning */

/**
 * What the files use of the board (board-controller.js `BoardController`), named
 * here rather than imported: the engine's `Record` class, starting a record's match,
 * and the match shown (a record's has a `tree`, and `saved` to call once written).
 * @typedef {{
 *   Record: typeof import('./pkg/weiqi_web.js').Record,
 *   start(match: RecordMatch, options: { origin: string }): void,
 *   match: { tree?: EngineRecord, saved?: () => void } | null,
 * }} FilesController
 */

/** Larger files are refused before reading: no game record comes near. */
const MAX_BYTES = 8 * 1024 * 1024;

/** How many load warnings are listed; the rest are counted. */
const MAX_WARNINGS = 8;

/**
 * The file each match was opened from, for the name of its download.
 * @type {WeakMap<object, string>}
 */
const openedFrom = new WeakMap();

/**
 * Wires the Open and Save buttons, the hidden file input and dropping files.
 * @param {FilesController} controller
 */
export function setUpSgfFiles(controller) {
  const input = byIdOf('sgf-file', HTMLInputElement);
  byId('open-sgf').addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const [file] = input.files ?? [];
    // Cleared so that choosing the same file again still opens it.
    input.value = '';
    if (file) openFile(controller, file);
  });
  byId('save-sgf').addEventListener('click', () => saveFile(controller));

  const root = document.documentElement;
  /** @param {DragEvent} event */
  const carriesFiles = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  document.addEventListener('dragover', (event) => {
    if (!carriesFiles(event) || !event.dataTransfer) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    root.classList.add('dropping');
  });
  document.addEventListener('dragleave', (event) => {
    // Leaving the window, not just moving between elements.
    if (!event.relatedTarget) root.classList.remove('dropping');
  });
  document.addEventListener('drop', (event) => {
    root.classList.remove('dropping');
    if (!carriesFiles(event) || !event.dataTransfer) return;
    event.preventDefault();
    const [file] = event.dataTransfer.files;
    if (file) openFile(controller, file);
  });
}

/**
 * Reads `file` and starts its game in `controller`. A file that cannot be read or is not SGF leaves
 * the current game untouched and says why. Resolves to true when the game opened.
 * @param {FilesController} controller
 * @param {File} file
 * @returns {Promise<boolean>}
 */
export async function openFile(controller, file) {
  const name = file.name || 'game.sgf';
  /**
   * @param {() => string} text
   * @param {string[]} [details]
   */
  const refuse = (text, details = []) => {
    showNotice({ id: 'sgf', kind: 'error', text, details: () => details });
    return false;
  };
  if (file.size > MAX_BYTES) return refuse(() => t('sgfTooLarge', name, Math.round(file.size / 1e6)));
  let bytes;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch (error) {
    return refuse(() => t('sgfUnreadableFile', name), [errorMessage(error)]);
  }
  let record;
  try {
    record = controller.Record.fromSgf(bytes);
  } catch (error) {
    return refuse(() => t('sgfBadRecord', name, errorCode(error), errorMessage(error)));
  }
  const count = record.gameCount;
  if (count > 1) {
    const picked = await pickGame(record, name);
    try {
      if (picked === null) return false;
      record.selectGame(picked);
    } catch (error) {
      return refuse(() => t('sgfBadRecord', name, errorCode(error), errorMessage(error)));
    } finally {
      if (picked === null) record.free();
    }
  }
  let game;
  try {
    game = await matchOf(record);
  } catch (error) {
    return refuse(() => t('sgfBadRecord', name, errorCode(error), errorMessage(error)));
  }
  /** @type {LoadWarning[]} */
  let warnings = [];
  try {
    // A record's repairs: the reader's, then the replay's of the main line shown.
    warnings = unique([...record.warnings, ...game.game.loadWarnings()]);
  } catch {
    // The game loaded; only the report of its repairs is missing.
  }
  controller.start(game, { origin: 'opened' });
  if (controller.match) openedFrom.set(controller.match, name);
  // A set other than UTF-8 is worth a line of its own, in the reader's words (a wrong
  // guess shows as odd text); the reader's note on it is then not repeated.
  const { encoding, evidence } = record.encoding ?? { encoding: 'utf-8', evidence: undefined };
  const readAs = encoding === 'utf-8' ? [] : [() => t('sgfReadAs', encoding, evidence)];
  if (readAs.length) warnings = warnings.filter((w) => w.code !== 'charset');
  const shown = warnings.slice(0, MAX_WARNINGS).map((w) => w.message);
  if (warnings.length > MAX_WARNINGS) shown.push(t('sgfMoreWarnings', warnings.length - MAX_WARNINGS));
  const index = record.gameIndex;
  showNotice({
    id: 'sgf',
    kind: 'info',
    text: () => {
      if (warnings.length) return t('sgfOpenedWithWarnings', name, warnings.length);
      return count > 1 ? t('sgfOpenedGame', name, index + 1, count) : t('sgfOpened', name);
    },
    details: () => [...readAs.map((line) => line()), ...shown],
  });
  return true;
}

/**
 * Asks which game of a file of several to open (the list shows each game's players,
 * event, date and moves, as text). Resolves to its index, or null when the user
 * cancels.
 * @param {EngineRecord} record
 * @param {string} name
 * @returns {Promise<number | null>}
 */
function pickGame(record, name) {
  const dialog = byIdOf('game-picker', HTMLDialogElement);
  const list = byId('game-picker-list');
  setText(byId('game-picker-text'), t('sgfPickText', name, record.gameCount));
  return new Promise((resolve) => {
    /** @type {number | null} */
    let picked = null;
    list.replaceChildren(
      ...record.games().map(({ index, info, moves }) => {
        const button = make('button', 'game-picker-game');
        button.type = 'button';
        button.dataset.index = String(index);
        button.append(
          make('span', 'game-picker-players', t('sgfPickPlayers', index + 1, info.black, info.white)),
          make('span', 'game-picker-details hint', t('sgfPickDetails', info.event, info.date, moves)),
        );
        button.addEventListener('click', () => {
          picked = index;
          dialog.close();
        });
        const item = make('li');
        item.append(button);
        return item;
      }),
    );
    byIdOf('game-picker-cancel', HTMLButtonElement).onclick = () => dialog.close();
    dialog.addEventListener(
      'close',
      () => {
        list.replaceChildren();
        resolve(picked);
      },
      { once: true },
    );
    dialog.showModal();
    list.querySelector('button')?.focus();
  });
}

/**
 * The warnings once each (the reader and the replay may both note one repair).
 * @param {LoadWarning[]} warnings
 */
function unique(warnings) {
  const seen = new Set();
  return warnings.filter((w) => {
    const key = `${w.code} ${w.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Whether `record` (the engine's `Record`) reads as a problem (problem-marks.js
 * `isProblem`). Only a record that sets up stones at its root can be one: the marks'
 * module is loaded for those alone, never for a game played here.
 * @param {EngineRecord} record
 * @returns {Promise<boolean>}
 */
export async function readsAsProblem(record) {
  const root = record.properties(record.root);
  if (!(root.AB || root.AW) || root.HA) return false;
  let marks;
  try {
    marks = await import('./problem-marks.js');
  } catch {
    // The module cannot be had (offline, before it was kept): the record opens as a game.
    return false;
  }
  return marks.isProblem(record);
}

/**
 * The record in SGF `text` (its game `game`, for a file of several) as the
 * controller plays it: see `matchOf`. Rejects with the engine's `bad-sgf` error.
 * @param {Pick<FilesController, 'Record'>} controller
 * @param {string} text
 * @param {{ game?: number }} [options]
 */
export async function readRecord(controller, text, { game = 0 } = {}) {
  return matchOf(controller.Record.fromSgf(text, { game }));
}

/**
 * The engine's `record` as the controller plays it: the whole tree (a
 * `RecordMatch`). A game opens at the end of its main line; a problem
 * (problem-marks.js) at its start with its answers hidden (record-viewer.js), so that
 * they are not shown before the learner asks. Its moves are not the user's to undo
 * (RecordMatch `opened`).
 * @param {EngineRecord} record
 */
async function matchOf(record) {
  const match = new RecordMatch(record);
  match.opened = true;
  if (await readsAsProblem(match.tree)) match.answersHidden = true;
  else match.last();
  return match;
}

/**
 * Downloads the game as it stands as SGF: a record's whole tree, whatever node is
 * shown, with the other games of its file (unchanged) around it.
 * @param {FilesController} controller
 */
export function saveFile(controller) {
  let text;
  try {
    const { match } = controller;
    if (!match?.tree) throw new Error('the board shows no record');
    text = match.tree.toSgf();
    match.saved?.();
  } catch (error) {
    showNotice({ id: 'sgf', kind: 'error', text: () => t('sgfSaveFailed', errorMessage(error)) });
    return;
  }
  const url = URL.createObjectURL(new Blob([text], { type: 'application/x-go-sgf' }));
  const link = make('a');
  link.href = url;
  link.download = fileName(controller.match);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/**
 * The download's name: the file the game came from, or `weiqi-<date>-<time>.sgf`.
 * @param {object | null} match
 */
function fileName(match) {
  const opened = match ? openedFrom.get(match) : undefined;
  if (opened) return /\.sgf$/i.test(opened) ? opened : `${opened}.sgf`;
  const now = new Date();
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `weiqi-${date}-${two(now.getHours())}${two(now.getMinutes())}.sgf`;
}
