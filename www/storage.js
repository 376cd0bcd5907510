// Saved games: the game in progress is written to this device's storage
// (localStorage) after every change — once the next frame is shown, once for a burst
// of changes, and at once when the page is hidden or left (after-frame.js) — and the
// view toggles whenever one is switched;
// both come back on reload or relaunch exactly as they were (see saved-game.js for
// what is written).
//
// A save that cannot be read is never thrown away: it is kept under another key
// (`weiqi.game.unreadable.<time>`), the person is told, and a new game starts. If it
// cannot even be kept aside, nothing is saved over it during this visit.
//
// Each tab also keeps its own copy (sessionStorage) and names itself in what it
// writes: a reloaded tab takes its own game back when another tab saved since, and
// keeps that tab's game in Recent games (recent-list.js).
import { coalesced } from './after-frame.js';
import { byId } from './dom.js';
import { t } from './i18n.js';
import { hideNotice, showNotice } from './notices.js';
import { addRecent, entryOfSgf } from './recent-list.js';
import { restore, snapshot } from './saved-game.js';

/** Where the game in progress is saved. */
export const GAME_KEY = 'weiqi.game';

/** Unreadable saves are kept under this prefix, followed by the time they were found. */
export const ASIDE_PREFIX = 'weiqi.game.unreadable.';

/** Where a tab keeps its name (sessionStorage: it survives a reload of that tab only). */
const TAB_KEY = 'weiqi.tab';

/** This tab's name, written in each save so that a reload knows who saved last. */
const TAB = tabName();

/** Where the view toggles are saved: `{ [name]: boolean }`. */
export const VIEW_KEY = 'weiqi.view';

/** The view toggles saved, by name: the ids of their checkboxes. */
const TOGGLES = {
  moveNumbers: 'toggle-numbers',
  legalPoints: 'toggle-legal',
  coordinates: 'toggle-coordinates',
  highContrast: 'toggle-contrast',
};

/**
 * Restores the saved game into `controller` (board-controller.js), or calls
 * `startFresh()` when there is none or it cannot be read, and the view toggles; then
 * saves on every `change` of the controller (after the frame, see after-frame.js) and
 * of the toggles. Call once the panels listen to the controller. Returns the game's
 * writer (`{ schedule, flush, pending }`).
 */
export function setUpSaving(controller, startFresh) {
  // `seen`: the save this tab last knew of (read here, told by a `storage` event, or
  // written): any other found at the next save was written unseen (see `saveGame`).
  const state = { saving: true, warned: false, seen: read(GAME_KEY) };
  window.addEventListener('storage', (event) => {
    if (event.key === GAME_KEY) state.seen = event.newValue;
  });
  if (!restoreGame(controller, state)) startFresh();
  restoreToggles();
  // A step must answer within a frame: the save (the whole tree as SGF) waits for it.
  const saving = coalesced(() => saveGame(controller, state));
  controller.addEventListener('change', () => saving.schedule());
  // Before the next move or edit, what is pending is written: should the engine trap
  // in it, the page restarts from a save that has everything before it (recovery.js).
  controller.addEventListener('beforechange', () => saving.flush());
  for (const id of Object.values(TOGGLES)) byId(id).addEventListener('change', saveToggles);
  saveGame(controller, state);
  return saving;
}

/**
 * Starts the saved game, if there is one that can be read; true if it did. A tab
 * reloaded finds its own game (sessionStorage) even when another tab saved since; a
 * new tab takes the game saved last.
 */
function restoreGame(controller, state) {
  let text = read(GAME_KEY);
  const own = read(GAME_KEY, () => sessionStorage);
  const writer = tabOf(text);
  if (own !== null && own !== text && writer !== null && writer !== TAB) {
    // Another tab saved since this one did: this tab takes its own game back, and
    // that tab's game is kept in Recent games (it is still open there, too).
    const other = JSON.parse(text).sgf;
    if (typeof other === 'string' && addRecent(entryOfSgf(controller.Game, other))) {
      showNotice({ id: 'other-tab', kind: 'info', text: () => t('otherTabKept') });
    }
    text = own;
  }
  if (text === null) return false;
  let restored;
  try {
    restored = restore(controller.Game, text, controller.Record);
  } catch (error) {
    const key = keepAside(text, state);
    showNotice({
      id: 'saved-game',
      kind: 'error',
      text: () => (key ? t('savedGameUnreadable', key) : t('savedGameNotKept')),
      details: () => [t('savedGameReason', error.code), error.message],
    });
    return false;
  }
  controller.start(restored.game, { origin: 'restored' });
  if (restored.shownMove !== null) controller.goTo(restored.shownMove);
  if (restored.fromCopy) {
    const key = keepAside(text, state);
    showNotice({
      id: 'saved-game',
      kind: 'error',
      text: () => t('savedGameFromCopy', key),
      details: () => [restored.fromCopy.message],
    });
  }
  return true;
}

/** Writes the game; a failure (storage full or blocked) is said once per visit. */
function saveGame(controller, state) {
  if (!state.saving || !controller.match) return;
  try {
    const saved = snapshot(controller.match);
    const text = JSON.stringify({ ...saved, tab: TAB });
    keepUnseen(controller, state, saved.sgf);
    try {
      sessionStorage.setItem(GAME_KEY, text);
    } catch {
      // The tab's own copy is a convenience; the device's save below is the one that counts.
    }
    localStorage.setItem(GAME_KEY, text);
    state.seen = text;
    if (state.warned) {
      state.warned = false;
      hideNotice('save-failed');
    }
  } catch (error) {
    if (state.warned) return;
    state.warned = true;
    showNotice({ id: 'save-failed', kind: 'error', text: () => t('gameSaveFailed'), details: () => [error.message] });
  }
}

/**
 * No silent overwrite: a game another tab saved that this tab never heard of (a
 * frozen or discarded tab misses the `storage` event, which recent-games.js answers)
 * goes to Recent games before this tab's save (`sgf`) replaces it, and the tab says so.
 */
function keepUnseen(controller, state, sgf) {
  const there = read(GAME_KEY);
  if (there === null || there === state.seen || tabOf(there) === TAB) return;
  let other = null;
  try {
    other = JSON.parse(there).sgf;
  } catch {
    return;
  }
  if (typeof other !== 'string' || other === sgf) return;
  if (addRecent(entryOfSgf(controller.Game, other))) {
    showNotice({ id: 'other-tab', kind: 'info', text: () => t('otherTabKeptOnSave') });
  }
}

/**
 * Keeps unreadable `text` under a key of its own and returns the key; null (and no
 * more saving this visit, so the text is not overwritten) when storage refuses.
 */
function keepAside(text, state) {
  const key = `${ASIDE_PREFIX}${new Date().toISOString()}`;
  try {
    localStorage.setItem(key, text);
    return key;
  } catch {
    state.saving = false;
    return null;
  }
}

/**
 * Sets the toggles as saved. Each one is switched through its `change` event, as a
 * click would, so the view applies it. A malformed entry leaves the defaults: it is a
 * view preference, rewritten at the next switch.
 */
function restoreToggles() {
  let saved;
  try {
    saved = JSON.parse(read(VIEW_KEY) ?? '{}');
  } catch {
    return;
  }
  for (const [name, id] of Object.entries(TOGGLES)) {
    const box = byId(id);
    if (typeof saved?.[name] !== 'boolean' || box.checked === saved[name]) continue;
    box.checked = saved[name];
    box.dispatchEvent(new Event('change'));
  }
}

function saveToggles() {
  const values = Object.fromEntries(Object.entries(TOGGLES).map(([name, id]) => [name, byId(id).checked]));
  try {
    localStorage.setItem(VIEW_KEY, JSON.stringify(values));
  } catch {
    // The game's own save reports a full or blocked storage.
  }
}

/** The stored text under `key` in `storage`, or null (absent, or storage blocked). */
function read(key, storage = () => localStorage) {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

/** This tab's name: the one it had before a reload, else a new one. */
function tabName() {
  let name = read(TAB_KEY, () => sessionStorage);
  if (!name) {
    name = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    try {
      sessionStorage.setItem(TAB_KEY, name);
    } catch {
      // Without sessionStorage every reload is a new tab.
    }
  }
  return name;
}

/** The tab that wrote saved `text`, or null (none named, or not a save). */
function tabOf(text) {
  try {
    const tab = JSON.parse(text ?? 'null')?.tab;
    return typeof tab === 'string' ? tab : null;
  } catch {
    return null;
  }
}
