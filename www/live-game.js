// A live game: a record a relay rewrites as the game is played, followed on a board
// (`<go-board live>`, the app's "Follow a live game"). The poller (live-poll.js)
// brings each new version of the file; the engine merges it into the record shown
// (the live module's `followRecord`, the engine's `Record::follow`: which moves are
// new, whether moves were taken back, where the viewer's node is now) and the board
// takes the merged record (`controller.follow`). Here only the viewer's side is
// kept: the live move (the end of the author's main line), how many moves the viewer
// has not seen while studying an earlier position, the last good version when a new
// one cannot be read, the clocks between versions (the live module's
// `recordClocks`), and the end of the game (a result in the record ends the polling).
// It imports none of the page's modules (the host gives the live module's loader), so
// that loading it later splits none of the chunks a bundle starts with.
import { LivePoller } from './live-poll.js';

/** @typedef {import('./pkg/weiqi_web.js').Record} Record */
/** @typedef {import('./pkg/weiqi_web.js').NodeMove} NodeMove */
/** @typedef {import('./pkg/weiqi_live.js').TimeLeft} TimeLeft */
/** @typedef {typeof import('./pkg/weiqi_live.js').followRecord} FollowRecord */
/** @typedef {typeof import('./pkg/weiqi_live.js').recordClocks} RecordClocks */
/** @typedef {{ followRecord: FollowRecord, recordClocks: RecordClocks }} LiveModule */

/**
 * What the engine's merge of a new version changed (`followRecord`), and whether the
 * viewer was at the live move (`followed`).
 * @typedef {{ newMoves: number, takenBack: number, end: number, followed: boolean }} LiveUpdate
 */

/**
 * What this module reads of a record's match (record-match.js `RecordMatch`): the
 * record, the node shown, a node's move number and place in the record's text.
 * @typedef {{ tree: Record, node: number, moveNumberOf(node: number): number,
 *   placeOf(node: number): number }} FollowedMatch
 */

/**
 * What this module uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the match shown (a game's has no `tree`), the engine's
 * `Record` class, showing a node, and taking a merged record.
 * @typedef {EventTarget & { match: FollowedMatch | { tree?: undefined } | null,
 *   Record: typeof import('./pkg/weiqi_web.js').Record, select(id: number): void,
 *   follow(tree: Record, node: number, update: LiveUpdate): void }} LiveController
 */

/**
 * A note of strings/live.js: the key and its arguments.
 * @typedef {{ key: string, args: unknown[] }} LiveNote
 */

/**
 * What the viewer hears and reads of an update: a note `{ key, args }` of
 * strings/live.js, or null. `unseen` counts the moves not seen yet.
 * @param {LiveUpdate} update
 * @param {{ unseen: number, lastMove: NodeMove | null }} seen
 * @returns {LiveNote | null}
 */
export function liveNews(update, { unseen, lastMove }) {
  if (update.takenBack > 0) return { key: 'liveSaidRewritten', args: [update.takenBack, update.newMoves] };
  if (update.newMoves === 0) return null;
  if (!update.followed) return { key: 'liveSaidUnseen', args: [unseen] };
  return { key: 'liveSaidMoves', args: [update.newMoves, lastMove?.color ?? null, lastMove?.move ?? null] };
}

export class LiveGame extends EventTarget {
  /**
   * @param {LiveController} controller the board
   * @param {object} options
   * @param {string | URL} options.url the record's address
   * @param {number} [options.interval] seconds between polls (live-poll.js)
   * @param {(text: string) => void} options.open shows the first version (throws
   *   the engine's error for one that cannot be read)
   * @param {() => Promise<LiveModule>} options.live
   *   loads the live module (engine.js `loadLive`)
   * @param {Partial<ConstructorParameters<typeof LivePoller>[1]>} [options.poller] options
   *   for the LivePoller (tests: fetch, clock)
   */
  constructor(controller, { url, interval, open, live, poller = {} }) {
    super();
    this.controller = controller;
    this.loadLive = live;
    this.url = new URL(url, globalThis.document?.baseURI);
    this.open = open;
    /**
     * The record's match on the board (record-match.js), once the first version is shown.
     * @type {FollowedMatch | null}
     */
    this.match = null;
    /**
     * The text of the last version read: what the next one is merged from.
     * @type {string | null}
     */
    this.previous = null;
    /**
     * The live move: the end of the author's main line.
     * @type {number | null}
     */
    this.end = null;
    /** Moves of the main line up to the last live move the viewer saw. */
    this.seen = 0;
    /**
     * The error of a version that could not be read (the last good one stays shown).
     * @type {(Error & { code?: string }) | null}
     */
    this.stale = null;
    /**
     * The engine's answer to the last version merged, with `followed`.
     * @type {LiveUpdate | null}
     */
    this.update = null;
    /**
     * The result the record gave (SGF `RE`): the game has ended, polling stopped.
     * @type {string | null}
     */
    this.result = null;
    /**
     * The clocks of the live move, and when the record gave them (`performance.now()` time).
     * @type {{ black: TimeLeft | null, white: TimeLeft | null, toMove: 'B' | 'W' | null } | null}
     */
    this.times = null;
    this.timesAt = 0;
    /**
     * What the last change said (a note of strings/live.js), for the hosts to say.
     * @type {LiveNote | null}
     */
    this.news = null;
    /** Whether `stop` ended the following for good. */
    this.stopped = false;
    const sameOrigin = globalThis.location ? this.url.origin === globalThis.location.origin : true;
    this.poller = new LivePoller(this.url, {
      interval,
      sameOrigin,
      onVersion: (text, meta) => this.#version(text, meta),
      onState: () => this.#emit(),
      ...poller,
    });
    this.clock = this.poller.clock;
    /** @param {Event} event the board's `change`, whose `detail` says what changed */
    this.onChange = (event) => {
      if (event instanceof CustomEvent) this.#changed(event.detail);
    };
    controller.addEventListener('change', this.onChange);
  }

  /** Starts following: the first version is fetched now. */
  start() {
    this.poller.start();
    return this;
  }

  /** Stops following (the poller and the board's events); the record stays shown. */
  stop() {
    this.stopped = true;
    this.poller.stop();
    this.controller.removeEventListener('change', this.onChange);
  }

  /** Stops polling for now (the board left the page); `resume` goes on. */
  pause() {
    this.poller.stop();
  }

  /** Polls again after `pause` (at once), unless the game ended or was stopped. */
  resume() {
    if (!this.stopped && this.result === null) this.poller.start();
  }

  /**
   * The state to show: `status` (the poller's: `loading`, `waiting`, `polling`,
   * `paused`, `retrying`, `stopped`; `ended` once a result came), the poller's error
   * and when it tries again, the stale version's error, and the moves not seen.
   */
  get status() {
    return this.result !== null ? 'ended' : this.poller.state;
  }

  /** Moves on the main line the viewer has not seen (0 at the live move). */
  get unseen() {
    const match = this.#followed();
    if (!match || this.end === null) return 0;
    return Math.max(0, match.moveNumberOf(this.end) - this.seen);
  }

  /** Seconds until the next try, while retrying after an error. */
  get retryIn() {
    const { dueAt } = this.poller;
    return dueAt === null ? null : Math.max(0, Math.ceil((dueAt - this.clock.now()) / 1000));
  }

  /** Shows the live move (one tap from wherever the viewer studies). */
  toLive() {
    if (this.end !== null && this.#followed()) this.controller.select(this.end);
  }

  /**
   * The clocks at the live move, ticking: `{ black, white, running }`, each
   * `{ seconds, periods }` or null; the player to move's seconds counted down from
   * when the record gave them (the host's `Date` − `Last-Modified` included), until
   * the game ends. `running` is that player, or null.
   * @param {number} [now]
   */
  clocks(now = this.clock.now()) {
    if (!this.times) return null;
    const { black, white, toMove } = this.times;
    const running = this.result === null && toMove ? toMove : null;
    /**
     * @param {TimeLeft | null} time
     * @param {'B' | 'W'} color
     */
    const tick = (time, color) =>
      time && color === running ? { ...time, seconds: Math.max(0, time.seconds - (now - this.timesAt) / 1000) } : time;
    return { black: tick(black, 'B'), white: tick(white, 'W'), running };
  }

  /** The match the board shows when it is the record this game follows, else null. */
  #followed() {
    const { match } = this.controller;
    return match?.tree && match === this.match ? this.match : null;
  }

  /**
   * A new text from the poller: the first version opens, later ones are merged.
   * Resolves to `malformed` for one that cannot be read (the last good one stays).
   * @param {string} text
   * @param {{ age: number | null }} meta
   * @returns {Promise<'changed' | 'malformed'>}
   */
  async #version(text, { age }) {
    const { controller } = this;
    // A module that cannot load is no fault of the text: the poller retries it.
    const live = await this.loadLive();
    let written = text;
    try {
      if (this.previous === null) {
        this.open(text);
        const match = controller.match;
        if (!match?.tree) throw new Error('the board shows no record after opening the live game');
        this.match = match;
        this.end = lastOf(match.tree.mainLine());
        this.seen = match.moveNumberOf(this.end);
      } else {
        const match = this.#followed();
        if (!match || this.end === null) {
          this.stop();
          return 'changed';
        }
        written = this.#merge(live, text, match, this.end, this.previous);
      }
    } catch (error) {
      this.stale = error instanceof Error ? error : new Error(String(error));
      this.news = { key: 'liveSaidStale', args: [] };
      this.#emit();
      return 'malformed';
    }
    this.previous = text;
    this.stale = null;
    this.#readEnd(live, written, age);
    this.#emit();
    return 'changed';
  }

  /**
   * Merges the version `text` into the record shown (the live module), shows the
   * merged record, and keeps the live move and what the viewer has seen. Returns the
   * merged record's text (its node ids are places in it).
   * @param {LiveModule} live
   * @param {string} text
   * @param {FollowedMatch} match the match followed (the board's)
   * @param {number} end the live move so far
   * @param {string} previous the last version read
   * @returns {string}
   */
  #merge(live, text, match, end, previous) {
    const { controller } = this;
    const followed = match.node === end;
    const merged = live.followRecord(match.tree.toSgf(), previous, text, match.placeOf(match.node));
    const tree = controller.Record.fromSgf(merged.sgf);
    const update = { newMoves: merged.newMoves, takenBack: merged.takenBack, end: merged.end, followed };
    // The live move and what was seen, in the new tree, before the board shows it
    // (its listeners read `unseen`). Moves taken back that the viewer had seen are
    // no longer there to see.
    const seen = this.seen;
    const total = tree.path(merged.end).filter((id) => tree.move(id) !== null).length;
    this.end = merged.end;
    this.seen = followed ? total : Math.min(this.seen, total - merged.newMoves);
    try {
      controller.follow(tree, followed ? merged.end : merged.node, update);
    } catch (error) {
      [this.end, this.seen] = [end, seen];
      tree.free();
      throw error;
    }
    this.update = update;
    this.news = liveNews(update, { unseen: this.unseen, lastMove: match.tree.move(merged.end) });
    return merged.sgf;
  }

  /**
   * The clocks and the result at the live move (`written`: the text whose places are
   * the record's ids); a result ends the polling.
   * @param {LiveModule} live
   * @param {string} written
   * @param {number | null} age
   */
  #readEnd(live, written, age) {
    if (!this.match || this.end === null) return;
    const { tree } = this.match;
    const game = tree.game(this.end);
    try {
      this.times = { ...live.recordClocks(written, this.end), toMove: game.phase === 'playing' ? game.toMove : null };
    } finally {
      game.free();
    }
    this.timesAt = this.clock.now() - (age ?? 0) * 1000;
    const result = tree.info().result ?? null;
    if (result !== null && this.result === null) {
      this.result = result;
      this.news = { key: 'liveSaidEnded', args: [result] };
      this.poller.stop();
    }
  }

  /**
   * The board's own changes: a viewer back at the live move has seen it all.
   * @param {{ type: string }} change
   */
  #changed({ type }) {
    if (type === 'live') return;
    if (type === 'start' && this.previous !== null && this.controller.match !== this.match) {
      // Another game was put on the board: this one is no longer followed.
      this.stop();
      this.#emit();
      return;
    }
    const match = this.#followed();
    if (match && this.end !== null && match.node === this.end) {
      const seen = match.moveNumberOf(this.end);
      if (seen !== this.seen) {
        this.seen = seen;
        this.news = null;
        this.#emit();
      }
    }
  }

  /** Tells the hosts the state changed. */
  #emit() {
    this.dispatchEvent(new Event('state'));
  }
}

/**
 * The last of a record's node list (a line is never empty: it holds the root).
 * @param {number[]} nodes
 * @returns {number}
 */
function lastOf(nodes) {
  const last = nodes.at(-1);
  if (last === undefined) throw new Error('the record has no main line');
  return last;
}
