// The live bar of a board that follows a live game (live-game.js), for both hosts:
// `<go-board live>` puts it in its shadow root, the app under its status line. It
// shows that the board is live (or paused, retrying, ended), the clocks ticking for
// the player to move, a button that returns a viewer who studies an earlier move to
// the live move ("3 new moves"), and a note when the record was rewritten or a
// version could not be read; a visually hidden live region says each new move to a
// screen reader. Built with the DOM API and filled with text only: nothing from the
// record is ever parsed as HTML.

/** The bar's look in the element's shadow root (the app styles the same classes in style.css). */
export const LIVE_SHEET = `
.live {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.2em 0.8em;
}
.live-badge {
  font-weight: 600;
  color: var(--danger);
}
.live-badge::before {
  content: "● ";
}
.live[data-status="ended"] .live-badge,
.live[data-status="paused"] .live-badge,
.live[data-status="stopped"] .live-badge {
  color: var(--muted);
}
.live-clocks {
  display: flex;
  gap: 0.8em;
  font-variant-numeric: tabular-nums;
}
.live-clock.running {
  font-weight: 600;
  color: var(--accent);
}
.live-status,
.live-note {
  flex-basis: 100%;
  color: var(--muted);
  overflow-wrap: anywhere;
}
.live-note.error {
  color: var(--danger);
}
.live-unseen {
  flex-basis: 100%;
  font-weight: 600;
}
.visually-hidden {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
`;

/**
 * What of a LiveGame (live-game.js) the bar shows.
 * @typedef {{
 *   status: string,
 *   poller: { error?: { message?: string } | null },
 *   retryIn: number | null,
 *   result: string | null,
 *   unseen: number,
 *   stale: (Error & { code?: string }) | null,
 *   update: { takenBack: number } | null,
 *   news: { key: string, args: unknown[] } | null,
 *   clocks(now?: number): LiveClocks | null,
 * }} LiveState
 */
/**
 * The clocks at the live move; `running` is the player whose time runs.
 * @typedef {{ black: import('./pkg/weiqi_live.js').TimeLeft | null,
 *   white: import('./pkg/weiqi_live.js').TimeLeft | null, running: 'B' | 'W' | null }} LiveClocks
 */
/**
 * The host's words: `say(key, …args)` (i18n.js `translate`, in the host's language).
 * @typedef {(key: string, ...args: unknown[]) => string} Say
 */
/** @typedef {ReturnType<typeof buildLiveBar>} LiveBar */

/**
 * Seconds as a clock shows them: `1:02:03`, `12:05`, `0:07`.
 * @param {number} seconds
 * @returns {string}
 */
export function clockText(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = String(whole % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

/**
 * Builds the bar's elements (hidden until a live game fills it).
 * @param {Document} [doc]
 */
export function buildLiveBar(doc = document) {
  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {string} className
   * @param {HTMLElement} [parent]
   * @returns {HTMLElementTagNameMap[K]}
   */
  const make = (tag, className, parent) => {
    const el = doc.createElement(tag);
    el.className = className;
    parent?.append(el);
    return el;
  };
  const bar = make('div', 'live');
  bar.setAttribute('part', 'live');
  bar.hidden = true;
  const badge = make('span', 'live-badge', bar);
  const clocks = make('span', 'live-clocks', bar);
  clocks.setAttribute('role', 'group');
  const black = make('span', 'live-clock black', clocks);
  const white = make('span', 'live-clock white', clocks);
  const unseen = make('button', 'live-unseen', bar);
  unseen.type = 'button';
  const status = make('p', 'live-status', bar);
  const note = make('p', 'live-note', bar);
  const said = make('p', 'visually-hidden', bar);
  said.setAttribute('role', 'status');
  said.setAttribute('aria-live', 'polite');
  return { bar, badge, clocks, black, white, unseen, status, note, said };
}

/**
 * The status line's note for the poller's state, `null` while all is well.
 * @param {LiveState} live
 * @param {Say} say
 * @returns {string | null}
 */
function statusNote(live, say) {
  switch (live.status) {
    case 'loading':
      return say('liveConnecting');
    case 'paused':
      return say('livePaused');
    case 'retrying':
      return say('liveRetrying', live.poller.error?.message ?? '', live.retryIn ?? 0);
    case 'ended':
      return say('liveEnded', live.result);
    case 'stopped':
      return say('liveStopped');
    default:
      return null;
  }
}

/**
 * Sets `el`'s text (and shows it), or hides it for null.
 * @param {HTMLElement} el
 * @param {string | null} text
 */
function show(el, text) {
  el.hidden = text === null || text === '';
  if (el.textContent !== (text ?? '')) el.textContent = text ?? '';
}

/**
 * Fills the bar for `live` (a LiveGame; null hides it) in the host's words (`say(key,
 * …args)`), the clocks as they stand at `now` (the live game's clock).
 * @param {LiveBar} ui
 * @param {LiveState | null} live
 * @param {Say} say
 * @param {number} [now]
 */
export function renderLiveBar(ui, live, say, now) {
  ui.bar.hidden = !live;
  if (!live) return;
  ui.bar.dataset.status = live.status;
  show(ui.badge, say('liveBadge'));
  show(ui.status, statusNote(live, say));
  const clocks = live.clocks(now);
  ui.clocks.hidden = !clocks || (!clocks.black && !clocks.white);
  ui.clocks.setAttribute('aria-label', say('liveClocksLabel'));
  /** @type {[string, HTMLElement, import('./pkg/weiqi_live.js').TimeLeft | null | undefined][]} */
  const faces = [['B', ui.black, clocks?.black], ['W', ui.white, clocks?.white]];
  for (const [color, el, time] of faces) {
    show(el, time ? say('liveClock', color, clockText(time.seconds), time.periods) : null);
    el.classList.toggle('running', clocks?.running === color);
  }
  const unseen = live.unseen;
  show(ui.unseen, unseen > 0 ? say('liveUnseen', unseen) : null);
  let note = null;
  if (live.stale) note = say('liveStale', say('engineError', live.stale.code ?? '', live.stale.message ?? String(live.stale)));
  else if (live.update && live.update.takenBack > 0) note = say('liveRewritten', live.update.takenBack);
  show(ui.note, note);
  ui.note.classList.toggle('error', Boolean(live.stale));
}

/**
 * Says the live game's news (a note of strings/live.js) in the bar's live region.
 * @param {LiveBar} ui
 * @param {LiveState} live
 * @param {Say} say
 */
export function announceLive(ui, live, say) {
  const news = live.news;
  if (!news) return;
  const text = say(news.key, ...news.args);
  // The region must change to be read again: a second, equal text gets a mark.
  ui.said.textContent = ui.said.textContent === text ? `${text}\u00a0` : text;
}

/**
 * Redraws the clocks every second while one runs and the page is shown; returns a
 * function that stops it. `render()` redraws the bar.
 * @param {LiveState} live
 * @param {() => void} render
 * @returns {() => void}
 */
export function tickClocks(live, render) {
  const timer = setInterval(() => {
    if (globalThis.document?.visibilityState === 'hidden') return;
    if (live.clocks()?.running) render();
  }, 1000);
  return () => clearInterval(timer);
}
