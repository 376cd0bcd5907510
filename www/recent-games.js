// Nothing lost: the games a "New game", an opened record or another tab replaced stay
// in a list of recent games (this device's storage) that they can be reopened from;
// "New game" and "Open SGF" ask first when the game has changes not saved as SGF (a
// dialog, with Save SGF as one answer); and a tab whose saved game another tab changed
// says so, keeping the other tab's game in the list before its own save replaces it.
// The engine reads and writes the records; every text from one goes in as text.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { fromSgf } from './match.js';
import { hideNotice, showNotice } from './notices.js';
import { saveFile } from './sgf-files.js';
import { GAME_KEY } from './storage.js';

/** Where the list is kept: `[{ date, black, white, width, height, moves, sgf }]`, newest first. */
export const RECENT_KEY = 'weiqi.recent';

/** How many games the list keeps. */
export const RECENT_LIMIT = 20;

/** The list as stored; [] when there is none or it cannot be read. */
export function readRecent() {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((e) => e && typeof e.sgf === 'string') : [];
  } catch {
    return [];
  }
}

/** The entry of the list for a game: its summary and its SGF (the engine's). */
function entryOf(game, date = new Date()) {
  const info = game.recordInfo ?? {};
  return {
    date: date.toISOString(),
    black: info.black ?? null,
    white: info.white ?? null,
    width: game.board()[0]?.length ?? 0,
    height: game.board().length,
    moves: game.moveNumber,
    sgf: game.toSgf(),
  };
}

/**
 * Wires the list, the unsaved-changes dialog and the other tabs' notice to
 * `controller` (board-controller.js). Call after the saved game is restored.
 */
export function setUpRecentGames(controller) {
  const state = { clean: null, foreign: null, full: false };
  const current = () => controller.match?.game;
  const sgfNow = () => current()?.toSgf() ?? null;

  /** Keeps `game` in the list (unless it has no moves, or is there already); says when storage is full. */
  const keep = (entry) => {
    if (!entry || entry.moves === 0) return;
    const list = readRecent().filter((e) => e.sgf !== entry.sgf);
    list.unshift(entry);
    let kept = list.slice(0, RECENT_LIMIT);
    // A full storage: older entries go first, and the person is told.
    let trimmed = false;
    for (;;) {
      try {
        localStorage.setItem(RECENT_KEY, JSON.stringify(kept));
        if (!trimmed && state.full) hideNotice('recent-full');
        state.full = trimmed;
        break;
      } catch (error) {
        state.full = true;
        if (kept.length <= 1) {
          showNotice({ id: 'recent-full', kind: 'error', text: () => t('recentFull'), details: () => [error.message] });
          break;
        }
        kept = kept.slice(0, -1);
        trimmed = true;
        const count = kept.length;
        showNotice({ id: 'recent-full', kind: 'error', text: () => t('recentTrimmed', count), details: () => [error.message] });
      }
    }
    render();
  };

  // The game shown before each change, so that a game replaced by `start` can be kept.
  let last = null;
  const remember = () => {
    const game = current();
    last = game ? entryOf(game) : null;
  };
  controller.addEventListener('change', ({ detail }) => {
    if (detail.type === 'start') {
      if (last && last.moves > 0) keep(last);
      state.clean = sgfNow();
    }
    remember();
  });
  // A game restored from the last visit was never saved as SGF here: it counts as changed.
  state.clean = null;
  remember();
  byId('save-sgf').addEventListener('click', () => {
    state.clean = sgfNow();
  });

  // "New game" and "Open SGF" ask first when there are changes not saved as SGF.
  const dialog = byId('unsaved-dialog');
  let proceed = null;
  const dirty = () => current() && current().moveNumber > 0 && sgfNow() !== state.clean;
  const guard = (button) => {
    let passing = false;
    button.addEventListener(
      'click',
      (event) => {
        if (passing || !dirty()) return;
        event.stopImmediatePropagation();
        setText(byId('unsaved-text'), t('unsavedText', current().moveNumber));
        proceed = () => {
          passing = true;
          button.click();
          passing = false;
        };
        dialog.showModal();
      },
      { capture: true },
    );
  };
  guard(byId('new-game-button'));
  guard(byId('open-sgf'));
  byId('unsaved-cancel').addEventListener('click', () => dialog.close());
  byId('unsaved-save').addEventListener('click', () => {
    saveFile(controller);
    state.clean = sgfNow();
    dialog.close();
    proceed?.();
  });
  byId('unsaved-continue').addEventListener('click', () => {
    keep(entryOf(current()));
    dialog.close();
    proceed?.();
  });

  // The list itself.
  const list = byId('recent-list');
  const render = () => {
    const entries = readRecent();
    byId('recent-empty').hidden = entries.length > 0;
    list.replaceChildren(
      ...entries.map((entry, index) => {
        const item = make('li', 'recent-item');
        const date = new Date(entry.date);
        const when = Number.isNaN(date.getTime()) ? '' : date.toLocaleString();
        const players = t('recentPlayers', entry.black ?? t('recentBlack'), entry.white ?? t('recentWhite'));
        item.append(
          make('span', 'recent-players', players),
          make('span', 'recent-details hint', t('recentDetails', when, entry.width, entry.height, entry.moves)),
        );
        const open = make('button', 'recent-open', t('recentOpen'));
        open.type = 'button';
        open.dataset.index = String(index);
        open.addEventListener('click', () => reopen(entry));
        item.append(open);
        return item;
      }),
    );
  };
  const reopen = (entry) => {
    let game;
    try {
      game = fromSgf(controller.Game, entry.sgf);
    } catch (error) {
      showNotice({ id: 'recent', kind: 'error', text: () => t('recentUnreadable', error.message) });
      return;
    }
    if (dirty()) keep(entryOf(current()));
    controller.start(game);
  };
  render();
  onLanguageChange(render);

  // Another tab wrote the saved game: say so, and keep that game before this tab's
  // next save replaces it.
  window.addEventListener('storage', (event) => {
    if (event.key === RECENT_KEY) render();
    if (event.key !== GAME_KEY || event.newValue === null) return;
    state.foreign = event.newValue;
    showNotice({
      id: 'other-tab',
      kind: 'info',
      text: () => t('otherTabChanged'),
      actions: [{ id: 'other-tab-open', label: () => t('otherTabOpen'), run: () => openForeign(event.newValue) }],
    });
  });
  const openForeign = (text) => {
    try {
      const saved = JSON.parse(text);
      if (typeof saved?.sgf !== 'string') return;
      if (dirty()) keep(entryOf(current()));
      controller.start(fromSgf(controller.Game, saved.sgf));
      hideNotice('other-tab');
    } catch (error) {
      showNotice({ id: 'recent', kind: 'error', text: () => t('recentUnreadable', error.message) });
    }
  };
  // This tab's next change saves over the other tab's game: that game is kept first.
  controller.addEventListener('change', () => {
    if (!state.foreign) return;
    const text = state.foreign;
    state.foreign = null;
    try {
      const saved = JSON.parse(text);
      if (typeof saved?.sgf === 'string' && saved.sgf !== sgfNow()) {
        keep({ date: new Date().toISOString(), ...summaryOf(controller.Game, saved.sgf), sgf: saved.sgf });
      }
    } catch {
      // Nothing readable to keep.
    }
  });
}

/** The summary of a saved SGF (players, size, moves), read by the engine. */
function summaryOf(Game, sgf) {
  try {
    const game = Game.fromSgf(sgf);
    const { sgf: _text, date: _date, ...summary } = entryOf(game);
    game.free();
    return summary;
  } catch {
    return { black: null, white: null, width: 0, height: 0, moves: 0 };
  }
}
