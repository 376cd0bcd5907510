// How a live board polls its record (`<go-board live>`, the app's "Follow a live
// game"): the file a relay rewrites as the game is played, on any static host or CDN.
// Each poll is a conditional request (`If-None-Match` / `If-Modified-Since`), so
// that while nothing changes the host answers `304` with no body. The policy keeps
// the load on the host small whatever happens:
// - never more often than every FLOOR_SECONDS, one request at a time;
// - while nothing changes, the wait grows (×1.5) up to UNCHANGED_LIMIT intervals;
// - after an error (no network, a 5xx, a 429), it doubles up to ERROR_LIMIT_SECONDS,
//   with jitter so that the viewers of a host that went down do not come back at
//   once, and never sooner than the host's `Retry-After`;
// - a hidden tab (Page Visibility) does not poll at all; shown again, it polls at
//   once if a poll is due.
// Nothing here touches the page: the clock, `fetch` and the visibility are given, so
// that tests run it in Node with fakes (tests/live-poll.test.mjs).

/** The shortest wait between two polls, in seconds. */
export const FLOOR_SECONDS = 3;

/** The wait when the `live` attribute gives none, in seconds. */
export const DEFAULT_SECONDS = 10;

/** How much the wait grows after each poll that found nothing new. */
export const UNCHANGED_FACTOR = 1.5;

/** The longest wait while nothing changes, in intervals. */
export const UNCHANGED_LIMIT = 4;

/** The longest wait after errors, in seconds. */
export const ERROR_LIMIT_SECONDS = 300;

/**
 * The interval a `live` attribute asks for, in seconds: its number, not below
 * FLOOR_SECONDS; DEFAULT_SECONDS for an empty or unreadable value (`live`, `live=""`).
 * @param {string | null | undefined} value
 * @returns {number}
 */
export function liveInterval(value) {
  const seconds = Number(String(value ?? '').trim() || NaN);
  if (!Number.isFinite(seconds) || seconds <= 0) return DEFAULT_SECONDS;
  return Math.max(FLOOR_SECONDS, seconds);
}

/** @typedef {'changed' | 'unchanged' | 'malformed' | 'error'} PollOutcome */
/**
 * The poller's clock and timers (the page's, or a test's): `now` for the waits,
 * `wallNow` (optional) for a `Retry-After` date.
 * @typedef {{ now(): number, wallNow?: () => number, setTimeout(fn: () => void, ms: number): number,
 *   clearTimeout(id: number | undefined): void }} PollClock
 */
/**
 * Whether the page is hidden, and a listener for changes (returns how to remove it).
 * @typedef {{ hidden(): boolean, onChange(listener: () => void): () => void }} PageVisibility
 */

/** The waits between polls: pure, the poller asks it after each outcome. */
export class PollPolicy {
  /**
   * @param {object} [options]
   * @param {number} [options.interval] seconds between polls while the record changes
   *   (raised to FLOOR_SECONDS)
   * @param {() => number} [options.random] a number in [0, 1), for the jitter
   */
  constructor({ interval = DEFAULT_SECONDS, random = Math.random } = {}) {
    /** The interval, in milliseconds. */
    this.base = Math.max(FLOOR_SECONDS, interval) * 1000;
    this.random = random;
    /** The wait after the last outcome, in milliseconds. */
    this.delay = this.base;
    /** Errors in a row. */
    this.failures = 0;
  }

  /**
   * The wait in milliseconds before the next poll after `outcome`: `changed` (a new
   * version), `unchanged` (a 304, or the same text again), `malformed` (a new text
   * that could not be read: likely caught while being written, so soon again) or
   * `error` (no answer, or an HTTP error; `retryAfter` is the host's `Retry-After`
   * in seconds, if it sent one).
   * @param {PollOutcome} outcome
   * @param {{ retryAfter?: number | null }} [details]
   * @returns {number}
   */
  next(outcome, { retryAfter = null } = {}) {
    if (outcome === 'error') {
      this.failures += 1;
      const doubled = Math.min(this.base * 2 ** this.failures, ERROR_LIMIT_SECONDS * 1000);
      const jittered = doubled * (0.8 + 0.4 * this.random());
      this.delay = Math.max(jittered, (retryAfter ?? 0) * 1000);
    } else {
      this.failures = 0;
      this.delay = outcome === 'unchanged' ? Math.min(this.delay * UNCHANGED_FACTOR, this.base * UNCHANGED_LIMIT) : this.base;
    }
    this.delay = Math.max(this.delay, FLOOR_SECONDS * 1000);
    return this.delay;
  }
}

/**
 * The seconds a `Retry-After` header asks for (a number, or an HTTP date); null for none.
 * @param {string | null | undefined} value
 * @param {number} [now]
 * @returns {number | null}
 */
export function retryAfterSeconds(value, now = Date.now()) {
  if (!value) return null;
  if (/^\s*\d+\s*$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, (at - now) / 1000);
}

/**
 * Polls one address by the policy and hands each new version of its text on. States
 * (`state`, and `onState`): `loading` (the first request), `waiting` (the next poll
 * is set), `polling` (a request is out), `paused` (the tab is hidden), `retrying`
 * (after an error: `error`, `retryAt`), `stopped`.
 */
export class LivePoller {
  /**
   * @param {string | URL} url the record's address
   * @param {object} options
   * @param {number} [options.interval] seconds (see PollPolicy)
   * @param {(text: string, meta: { age: number | null, status: number }) => ('changed' | 'malformed' | void | Promise<string | void>)} options.onVersion
   *   a new text; `age` is how old the file was when it was sent (seconds, from the
   *   host's `Date` and `Last-Modified`), when the host says. Returns (or resolves
   *   to) `malformed` when the text could not be read; throws when the reader could
   *   not read it (the poller retries as after an error, and hands the text on again).
   * @param {(poller: LivePoller) => void} [options.onState] the state changed
   * @param {boolean} [options.sameOrigin] the address is on the page's own host: the
   *   poller sends its own validators. Elsewhere it leaves them to the browser's
   *   cache (`cache: 'no-cache'`), so that no CORS preflight is needed.
   * @param {typeof fetch} [options.fetch]
   * @param {PollClock} [options.clock]
   * @param {PageVisibility} [options.visibility]
   *   whether the page is hidden, and a listener for changes (returns how to remove it)
   * @param {() => number} [options.random]
   */
  constructor(url, { interval, onVersion, onState = () => {}, sameOrigin = true, fetch = globalThis.fetch, clock = realClock(), visibility = pageVisibility(), random }) {
    this.url = url;
    this.policy = new PollPolicy({ interval, random });
    this.onVersion = onVersion;
    this.onState = onState;
    this.sameOrigin = sameOrigin;
    this.fetch = fetch;
    this.clock = clock;
    this.visibility = visibility;
    this.state = 'stopped';
    /** @type {string | null} The validators of the version held. */
    this.etag = null;
    /** @type {string | null} */
    this.lastModified = null;
    /** @type {string | null} The text of the version held. */
    this.text = null;
    /** @type {Error | null} The last error, while retrying. */
    this.error = null;
    /** @type {number | null} When the next poll is due (the clock's time), while waiting or retrying. */
    this.dueAt = null;
    /** What the poller did, for tests, the console and the measurements in docs/live.md. */
    this.counts = { requests: 0, notModified: 0, unchanged: 0, versions: 0, errors: 0 };
    /** @type {number | null} */
    this.timer = null;
    this.inFlight = false;
    /** @type {(() => void) | null} */
    this.unlisten = null;
  }

  /** Starts polling: the first request goes out now. */
  start() {
    if (this.state !== 'stopped') return;
    this.unlisten = this.visibility.onChange(() => this.#visibilityChanged());
    this.#set('loading');
    this.#poll();
  }

  /** Stops polling (the game ended, the board left the page). */
  stop() {
    this.unlisten?.();
    this.unlisten = null;
    this.clock.clearTimeout(this.timer ?? undefined);
    this.timer = null;
    this.dueAt = null;
    this.#set('stopped');
  }

  /** @param {string} state */
  #set(state) {
    if (this.state === state) return;
    this.state = state;
    this.onState(this);
  }

  /**
   * Sets the next poll `delay` ms from now, unless the tab is hidden.
   * @param {number} delay
   * @param {string} state
   */
  #schedule(delay, state) {
    this.dueAt = this.clock.now() + delay;
    this.#set(state);
    this.#arm();
  }

  /** Arms the timer for `dueAt`: now if it is past; never in a hidden tab. */
  #arm() {
    this.clock.clearTimeout(this.timer ?? undefined);
    this.timer = null;
    if (this.visibility.hidden()) {
      this.#set('paused');
      return;
    }
    const wait = Math.max(0, (this.dueAt ?? 0) - this.clock.now());
    this.timer = this.clock.setTimeout(() => this.#poll(), wait);
  }

  #visibilityChanged() {
    if (this.inFlight || this.dueAt === null || this.state === 'stopped') return;
    if (this.visibility.hidden()) {
      this.clock.clearTimeout(this.timer ?? undefined);
      this.timer = null;
      this.#set('paused');
    } else {
      this.#set(this.error ? 'retrying' : 'waiting');
      this.#arm();
    }
  }

  /**
   * The request's options: our own validators on our own host, else the browser's.
   * @returns {RequestInit}
   */
  #request() {
    if (!this.sameOrigin) return { cache: 'no-cache' };
    /** @type {Record<string, string>} */
    const headers = {};
    if (this.etag) headers['If-None-Match'] = this.etag;
    if (this.lastModified) headers['If-Modified-Since'] = this.lastModified;
    return { cache: 'no-store', headers };
  }

  async #poll() {
    this.timer = null;
    if (this.state === 'stopped' || this.inFlight) return;
    if (this.state !== 'loading') this.#set('polling');
    this.inFlight = true;
    this.counts.requests += 1;
    /** @type {PollOutcome} */
    let outcome;
    /** @type {number | null} */
    let retryAfter = null;
    try {
      // Called without a receiver: the page's `fetch` refuses to run on another object.
      const { fetch } = this;
      const response = await fetch(this.url, this.#request());
      if (response.status === 304) {
        this.counts.notModified += 1;
        outcome = 'unchanged';
      } else if (!response.ok) {
        retryAfter = retryAfterSeconds(response.headers.get('Retry-After'), this.clock.wallNow?.() ?? Date.now());
        throw new Error(`HTTP ${response.status} ${response.statusText ?? ''}`.trim());
      } else {
        const text = await response.text();
        outcome = await this.#received(text, response);
      }
      this.error = null;
    } catch (error) {
      this.counts.errors += 1;
      this.error = error instanceof Error ? error : new Error(String(error));
      outcome = 'error';
    }
    this.inFlight = false;
    if (this.state === 'stopped') return;
    const delay = this.policy.next(outcome, { retryAfter });
    this.#schedule(delay, outcome === 'error' ? 'retrying' : 'waiting');
  }

  /**
   * A 200's text: the same as held (a host that ignores validators), or a new version.
   * @param {string} text
   * @param {Response} response
   * @returns {Promise<PollOutcome>}
   */
  async #received(text, response) {
    const etag = response.headers.get('ETag');
    const lastModified = response.headers.get('Last-Modified');
    if (text === this.text) {
      this.counts.unchanged += 1;
      return 'unchanged';
    }
    this.counts.versions += 1;
    // A reader that fails (it throws: not the text's fault) is an error: the text is
    // not held, and comes again. A malformed text is held: asked again, it costs a 304.
    const read = await this.onVersion(text, { age: fileAge(response.headers.get('Date'), lastModified), status: response.status });
    this.text = text;
    this.etag = etag;
    this.lastModified = lastModified;
    return read === 'malformed' ? 'malformed' : 'changed';
  }
}

/**
 * How old the file was when sent, in seconds, from the host's `Date` and `Last-Modified`.
 * @param {string | null} date
 * @param {string | null} lastModified
 */
function fileAge(date, lastModified) {
  const sent = Date.parse(date ?? '');
  const written = Date.parse(lastModified ?? '');
  if (Number.isNaN(sent) || Number.isNaN(written) || sent < written) return null;
  return (sent - written) / 1000;
}

/**
 * The page's clock and timers.
 * @returns {PollClock}
 */
function realClock() {
  return {
    now: () => performance.now(),
    wallNow: () => Date.now(),
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    clearTimeout: (id) => clearTimeout(id),
  };
}

/**
 * The page's visibility (Page Visibility API); always visible where there is no document.
 * @returns {PageVisibility}
 */
function pageVisibility() {
  const doc = globalThis.document;
  return {
    hidden: () => doc?.visibilityState === 'hidden',
    onChange: (listener) => {
      doc?.addEventListener('visibilitychange', listener);
      return () => doc?.removeEventListener('visibilitychange', listener);
    },
  };
}
