// SGF files: open one (the file picker, or a file dropped anywhere on the page) and
// save the game as one (a download). The engine reads and writes the records
// (`Game.fromSgf`, `game.toSgf()`); a file it refuses leaves the game as it was and
// its error (with line and column) is shown, and what it repaired while loading
// (`loadWarnings`) is listed. Everything from the file is shown as text only.
import { byId, make } from './dom.js';
import { t } from './i18n.js';
import { hideNotice, showNotice } from './notices.js';
import { loadExtras } from './engine.js';
import { decodeSgfBytes } from './sgf-text.js';
import { RecordMatch } from './record-match.js';

/** Larger files are refused before reading: no game record comes near. */
const MAX_BYTES = 8 * 1024 * 1024;

/** How many load warnings are listed; the rest are counted. */
const MAX_WARNINGS = 8;

/** The file each match was opened from, for the name of its download. */
const openedFrom = new WeakMap();

/** Wires the Open and Save buttons, the hidden file input and dropping files. */
export function setUpSgfFiles(controller) {
  const input = byId('sgf-file');
  byId('open-sgf').addEventListener('click', () => input.click());
  input.addEventListener('change', () => {
    const [file] = input.files;
    // Cleared so that choosing the same file again still opens it.
    input.value = '';
    if (file) openFile(controller, file);
  });
  byId('save-sgf').addEventListener('click', () => saveFile(controller));

  const root = document.documentElement;
  const carriesFiles = (event) => Array.from(event.dataTransfer?.types ?? []).includes('Files');
  document.addEventListener('dragover', (event) => {
    if (!carriesFiles(event)) return;
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
    if (!carriesFiles(event)) return;
    event.preventDefault();
    const [file] = event.dataTransfer.files;
    if (file) openFile(controller, file);
  });
}

/**
 * Reads `file` and starts its game in `controller`. A file that cannot be read or is not SGF leaves
 * the current game untouched and says why. Resolves to true when the game opened.
 */
export async function openFile(controller, file) {
  const name = file.name || 'game.sgf';
  const refuse = (text, details = []) => {
    showNotice({ id: 'sgf', kind: 'error', text, details: () => details });
    return false;
  };
  if (file.size > MAX_BYTES) return refuse(() => t('sgfTooLarge', name, Math.round(file.size / 1e6)));
  let decoded;
  try {
    decoded = await decode(new Uint8Array(await file.arrayBuffer()));
  } catch (error) {
    return refuse(() => t('sgfUnreadableFile', name), [error.message]);
  }
  const { text } = decoded;
  let game;
  let warnings = [];
  try {
    game = await readRecord(controller, text);
  } catch (error) {
    return refuse(() => t('sgfBadRecord', name, error.code, error.message));
  }
  try {
    // A record's repairs: the reader's, then the replay's of the main line shown.
    warnings = game.tree ? unique([...game.tree.warnings, ...game.game.loadWarnings()]) : game.loadWarnings();
  } catch {
    // The game loaded; only the report of its repairs is missing.
  }
  controller.start(game, { origin: 'opened' });
  openedFrom.set(controller.match, name);
  const shown = warnings.slice(0, MAX_WARNINGS).map((w) => w.message);
  if (warnings.length > MAX_WARNINGS) shown.push(t('sgfMoreWarnings', warnings.length - MAX_WARNINGS));
  // A set other than UTF-8 is worth a line: a wrong guess shows as odd text.
  const readAs = decoded.encoding === 'utf-8' ? [] : [() => t('sgfReadAs', decoded.encoding, decoded.evidence)];
  showNotice({
    id: 'sgf',
    kind: 'info',
    text: () => (warnings.length ? t('sgfOpenedWithWarnings', name, warnings.length) : t('sgfOpened', name)),
    details: () => [...readAs.map((line) => line()), ...shown],
  });
  return true;
}

/** The warnings once each (the reader and the replay may both note one repair). */
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
 * The record in SGF `text` as the controller plays it: the whole tree (a
 * `RecordMatch`). A game opens at the end of its main line; a problem
 * (problem-marks.js) at its start with its answers hidden (record-viewer.js), so that
 * they are not shown before the learner asks. Its moves are not the user's to undo
 * (RecordMatch `opened`). Rejects with the engine's `bad-sgf` error.
 */
export async function readRecord(controller, text) {
  const match = new RecordMatch(controller.Record.fromSgf(text));
  match.opened = true;
  if (await readsAsProblem(match.tree)) match.answersHidden = true;
  else match.last();
  return match;
}

/** Downloads the game as it stands as SGF: a record's whole tree, whatever node is shown. */
export function saveFile(controller) {
  let text;
  try {
    const { match } = controller;
    text = match.tree.toSgf();
    match.saved?.();
  } catch (error) {
    showNotice({ id: 'sgf', kind: 'error', text: () => t('sgfSaveFailed', error.message) });
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

/** The download's name: the file the game came from, or `weiqi-<date>-<time>.sgf`. */
function fileName(match) {
  const opened = openedFrom.get(match);
  if (opened) return /\.sgf$/i.test(opened) ? opened : `${opened}.sgf`;
  const now = new Date();
  const two = (n) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `weiqi-${date}-${two(now.getHours())}${two(now.getMinutes())}.sgf`;
}

/**
 * The file's text as `{ text, encoding, evidence }`, in the character set the engine
 * finds (RULES R6.2). Without the second module (it failed to load), UTF-8 is read
 * (bad bytes become U+FFFD).
 */
async function decode(bytes) {
  let extras;
  try {
    extras = await loadExtras();
  } catch {
    return { text: new TextDecoder('utf-8').decode(bytes), encoding: 'utf-8', evidence: 'valid-utf-8' };
  }
  return decodeSgfBytes(bytes, extras.detectEncoding);
}
