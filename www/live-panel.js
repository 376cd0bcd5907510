// The app's "Follow a live game": the dialog that asks for a record's address, the
// link that holds it (`?live=<address>`: the address bar is the link to share), and
// the live bar under the status line (live-view.js). The board follows the game as
// `<go-board live>` does (live-game.js); another game opened stops the following.
//
// Loaded when first wanted, it imports none of the page's own modules: app.js gives
// what it needs (`setUpLivePanel`), so that loading it splits none of the chunks the
// page starts with (a module shared with a lazy part is a chunk of its own).
import { LiveGame } from './live-game.js';
import { LIVE_SHEET, announceLive, buildLiveBar, renderLiveBar, tickClocks } from './live-view.js';

/** The query parameter of a live game's link. */
export const LIVE_PARAMETER = 'live';

/** @typedef {import('./live-game.js').LiveController} LiveController */
/** @typedef {import('./live-game.js').LiveModule} LiveModule */
/** @typedef {import('./live-view.js').LiveBar} LiveBar */
/** @typedef {import('./pkg/weiqi_web.js').Record} Record */

/**
 * What this module uses of the app's board (board-controller.js), named here rather
 * than imported: what live-game.js follows with, and `start` to put a record on it.
 * @typedef {LiveController & { start(match: object, options: { origin: string }): void }} AppController
 */

/**
 * The page's parts (see `setUpLivePanel`); of record-match.js's `RecordMatch`, the
 * constructor, `opened` (undo keeps the record's moves) and `last`.
 * @typedef {{ t: (key: string, ...args: unknown[]) => string,
 *   onLanguageChange: (listener: () => void) => unknown,
 *   loadLive: () => Promise<LiveModule>,
 *   RecordMatch: new (tree: Record) => { opened: boolean, last(): void } }} PageParts
 */

/**
 * The live game followed, how to draw its bar, and how to stop following it.
 * @type {{ game: LiveGame, render: () => void, stop: () => void } | null}
 */
let following = null;
/**
 * The live bar with its stop button, once made.
 * @type {(LiveBar & { stop: HTMLButtonElement }) | null}
 */
let ui = null;
/**
 * What the page gives (see `setUpLivePanel`).
 * @type {PageParts | null}
 */
let page = null;

/**
 * Gives the panel the page's parts: `t(key, …args)` and `onLanguageChange(listener)`
 * (i18n.js), `loadLive` (engine.js) and the `RecordMatch` class (record-match.js).
 * @param {PageParts} parts
 */
export function setUpLivePanel(parts) {
  page = parts;
}

/**
 * The page's parts; throws when `setUpLivePanel` has not given them.
 * @returns {PageParts}
 */
function pageParts() {
  if (!page) throw new Error('live-panel.js: call setUpLivePanel first');
  return page;
}

/**
 * The page's element `id`, checked to be a `type`. (dom.js has the same, but this
 * module imports none of the page's modules: see the top.)
 * @template {HTMLElement} T
 * @param {string} id
 * @param {{ new (): T, prototype: T }} type
 * @returns {T}
 */
function byIdOf(id, type) {
  const el = document.getElementById(id);
  if (!(el instanceof type)) throw new Error(`the page has no #${id} that is a ${type.name}`);
  return el;
}

/** The bar, made and placed under the status line the first time. */
function liveBar() {
  if (ui) return ui;
  const parts = pageParts();
  const bar = buildLiveBar(document);
  byIdOf('status', HTMLElement).after(bar.bar);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(LIVE_SHEET);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  bar.unseen.addEventListener('click', () => following?.game.toLive());
  const stop = document.createElement('button');
  stop.type = 'button';
  stop.className = 'live-stop';
  stop.textContent = parts.t('liveStopButton');
  stop.addEventListener('click', () => {
    stopFollowing();
    history.replaceState(history.state, '', linkTo(null));
  });
  bar.badge.after(stop);
  const made = { ...bar, stop };
  ui = made;
  parts.onLanguageChange(() => {
    stop.textContent = parts.t('liveStopButton');
    following?.render();
  });
  return made;
}

/**
 * The page's address with (or without, for null) the live game's link.
 * @param {string | null} address
 */
function linkTo(address) {
  const url = new URL(location.href);
  if (address === null) url.searchParams.delete(LIVE_PARAMETER);
  else url.searchParams.set(LIVE_PARAMETER, address);
  return url.href;
}

/**
 * Follows the live game at `address` (relative to the page) on the app's board: its
 * first version opens as a record at its last move (in place of the game shown,
 * which Recent games keeps), later ones come in as they are written. Returns the
 * LiveGame.
 * @param {AppController} controller
 * @param {string} address
 */
export function followLiveGame(controller, address) {
  stopFollowing();
  const page = pageParts();
  const bar = liveBar();
  let opening = false;
  const game = new LiveGame(controller, {
    url: new URL(address, location.href),
    live: page.loadLive,
    open: (text) => {
      const match = new page.RecordMatch(controller.Record.fromSgf(text));
      // The record is the relay's: undo never takes back its moves.
      match.opened = true;
      match.last();
      opening = true;
      try {
        controller.start(match, { origin: 'link' });
      } finally {
        opening = false;
      }
    },
  });
  const render = () => renderLiveBar(bar, game, page.t, game.clock.now());
  /** @type {import('./live-game.js').LiveNote | null} */
  let told = null;
  game.addEventListener('state', () => {
    if (following?.game !== game) return;
    render();
    if (game.news !== told) {
      told = game.news;
      announceLive(bar, game, page.t);
    }
    // Another game on the board: no longer followed, and the link no longer names it.
    if (game.status === 'stopped' && following?.game === game) {
      stopFollowing();
      history.replaceState(history.state, '', linkTo(null));
    }
  });
  const stopTicking = tickClocks(game, render);
  /** @param {Event} event the board's `change` (a CustomEvent whose `detail` has its `type`) */
  const redraw = (event) => {
    // A game the player started before the first version came (the host was slow
    // or down): theirs stays, and the live game is no longer followed.
    if (event instanceof CustomEvent && event.detail.type === 'start' && !opening && game.previous === null) {
      stopFollowing();
      history.replaceState(history.state, '', linkTo(null));
      return;
    }
    render();
  };
  controller.addEventListener('change', redraw);
  following = {
    game,
    render,
    stop: () => {
      game.stop();
      stopTicking();
      controller.removeEventListener('change', redraw);
      bar.bar.hidden = true;
    },
  };
  bar.stop.hidden = false;
  history.replaceState(history.state, '', linkTo(address));
  // For tests and the console, as `window.weiqiApp` is the controller.
  window.weiqiLive = game;
  game.start();
  render();
  return game;
}

/** Stops following the live game, if one is followed; the record stays on the board. */
export function stopFollowing() {
  following?.stop();
  following = null;
}

/** The live game followed now (for tests and the console), or null. */
export function liveGame() {
  return following?.game ?? null;
}

/**
 * Opens the "Follow a live game" dialog: an address, then the board follows it.
 * Wired once; the dialog's texts are the page's (data-i18n).
 * @param {AppController} controller
 */
export function askForLiveGame(controller) {
  const dialog = byIdOf('live-dialog', HTMLDialogElement);
  if (!dialog.dataset.wired) {
    dialog.dataset.wired = 'true';
    const input = byIdOf('live-address', HTMLInputElement);
    const error = byIdOf('live-error', HTMLElement);
    byIdOf('live-cancel', HTMLElement).addEventListener('click', () => dialog.close());
    byIdOf('live-form', HTMLElement).addEventListener('submit', (event) => {
      const address = input.value.trim();
      let valid = true;
      try {
        new URL(address, location.href);
      } catch {
        valid = false;
      }
      if (!address || !valid) {
        event.preventDefault();
        error.textContent = pageParts().t('liveBadAddress', address);
        return;
      }
      error.textContent = '';
      followLiveGame(controller, address);
    });
  }
  dialog.showModal();
}
