// Nothing lost: the games a "New game", an opened record or another tab replaced stay
// in a list of recent games (this device's storage) that they can be reopened from;
// "New game", "Open SGF" and a dropped file ask first when the game has changes not
// saved as SGF (a dialog, with Save SGF as one answer); and a tab whose saved game
// another tab changed says so, keeping the other tab's game in the list before its own
// save replaces it (each tab reloads its own game: storage.js).
// The engine reads and writes the records; every text from one goes in as text.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { hideNotice, showNotice } from './notices.js';
import { RECENT_KEY, addRecent, entryOf, entryOfSgf, readRecent } from './recent-list.js';
import { openFile, readRecord, saveFile } from './sgf-files.js';
import { GAME_KEY } from './storage.js';

/**
 * Wires the list, the unsaved-changes dialog and the other tabs' notice to
 * `controller` (board-controller.js). Call after the saved game is restored.
 */
export function setUpRecentGames(controller) {
  const state = { clean: null, foreign: null };
  // A record's whole tree (its variations too), else the game's own record.
  const sgfNow = () => {
    const match = controller.match;
    return match ? (match.tree ?? match.game).toSgf() : null;
  };
  // The game's entry in the list: its moves are those of the line to its end, whatever node is shown.
  const entryNow = () => {
    const match = controller.match;
    if (!match) return null;
    const entry = { ...entryOf(match.game), moves: match.total, sgf: sgfNow() };
    // A file of several games is kept whole, with the one shown.
    if (match.tree?.gameCount > 1) entry.game = match.tree.gameIndex;
    if (match.tree) {
      // A record's players are its root's (PB, PW): the node's game carries no record info.
      const { black, white } = match.tree.info();
      Object.assign(entry, { black: black ?? null, white: white ?? null });
    }
    return entry;
  };

  /** Keeps `entry` in the list (see `addRecent`) and shows the list again. */
  const keep = (entry) => {
    addRecent(entry);
    render();
  };

  // The game `start` replaces, read just before (its whole tree as SGF: not at every step).
  let last = null;
  controller.addEventListener('replacing', () => {
    last = entryNow();
  });
  controller.addEventListener('change', ({ detail }) => {
    if (detail.type !== 'start') return;
    if (last && last.moves > 0) keep(last);
    last = null;
    state.clean = sgfNow();
  });
  // A game restored from the last visit was never saved as SGF here: it counts as changed.
  state.clean = null;
  byId('save-sgf').addEventListener('click', () => {
    state.clean = sgfNow();
  });

  // "New game", "Open SGF" and a dropped file ask first when there are changes not saved as SGF.
  const dialog = byId('unsaved-dialog');
  let proceed = null;
  const dirty = () => Boolean(controller.match) && controller.match.total > 0 && sgfNow() !== state.clean;
  const ask = (then) => {
    setText(byId('unsaved-text'), t('unsavedText', controller.match.total));
    proceed = then;
    dialog.showModal();
  };
  const guard = (button) => {
    let passing = false;
    button.addEventListener(
      'click',
      (event) => {
        if (passing || !dirty()) return;
        event.stopImmediatePropagation();
        ask(() => {
          passing = true;
          button.click();
          passing = false;
        });
      },
      { capture: true },
    );
  };
  // A file dropped on the page asks too (sgf-files.js opens it after the answer).
  document.addEventListener(
    'drop',
    (event) => {
      const [file] = event.dataTransfer?.files ?? [];
      if (!file || !dirty()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      document.documentElement.classList.remove('dropping');
      ask(() => openFile(controller, file));
    },
    { capture: true },
  );
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
    keep(entryNow());
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
  const reopen = async (entry) => {
    let game;
    try {
      game = await readRecord(controller, entry.sgf, { game: entry.game ?? 0 });
    } catch (error) {
      showNotice({ id: 'recent', kind: 'error', text: () => t('recentUnreadable', error.message) });
      return;
    }
    if (dirty()) keep(entryNow());
    controller.start(game, { origin: 'opened' });
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
  const openForeign = async (text) => {
    try {
      const saved = JSON.parse(text);
      if (typeof saved?.sgf !== 'string') return;
      if (dirty()) keep(entryNow());
      const match = await readRecord(controller, saved.sgf, { game: saved.tree?.game ?? 0 });
      // The other tab's own game stays its player's to undo; an opened record does not.
      match.opened = saved.tree?.opened !== false;
      controller.start(match, { origin: 'opened' });
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
        keep(entryOfSgf(controller.Game, saved.sgf));
      }
    } catch {
      // Nothing readable to keep.
    }
  });
}
