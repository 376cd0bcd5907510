// The list of recent games in this device's storage (localStorage), newest first: the
// games a new game, an opened record or another tab replaced. No page here: the list
// is shown by recent-games.js; a full storage is said by whoever adds (`addRecent`).
import { hideNotice, showNotice } from './notices.js';
import { t } from './i18n.js';

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

/** The entry of the list for a `Game`: its summary and its SGF (the engine's). */
export function entryOf(game, date = new Date()) {
  const info = game.recordInfo ?? {};
  const rows = game.board();
  return {
    date: date.toISOString(),
    black: info.black ?? null,
    white: info.white ?? null,
    width: rows[0]?.length ?? 0,
    height: rows.length,
    moves: game.moveNumber,
    sgf: game.toSgf(),
  };
}

/** The entry for an SGF record read by the engine's `Game` class; null if it cannot be read. */
export function entryOfSgf(Game, sgf) {
  let game;
  try {
    game = Game.fromSgf(sgf);
    return entryOf(game);
  } catch {
    return null;
  } finally {
    game?.free();
  }
}

/**
 * Puts `entry` first in the list (a game without moves is not kept; the same record
 * is not kept twice). When storage is full the oldest entries go and a notice says
 * so; when even one cannot be kept, the notice says that. Returns whether it was kept.
 */
export function addRecent(entry) {
  if (!entry || entry.moves === 0) return false;
  let kept = [entry, ...readRecent().filter((e) => e.sgf !== entry.sgf)].slice(0, RECENT_LIMIT);
  let trimmed = false;
  for (;;) {
    try {
      localStorage.setItem(RECENT_KEY, JSON.stringify(kept));
      if (!trimmed) hideNotice('recent-full');
      return true;
    } catch (error) {
      if (kept.length <= 1) {
        showNotice({ id: 'recent-full', kind: 'error', text: () => t('recentFull'), details: () => [error.message] });
        return false;
      }
      kept = kept.slice(0, -1);
      trimmed = true;
      const count = kept.length;
      showNotice({ id: 'recent-full', kind: 'error', text: () => t('recentTrimmed', count), details: () => [error.message] });
    }
  }
}
