// "Play against the computer": the computer takes one colour of the controller's game.
// On its turn it sends the game (the engine's SGF record) to the opponent's Web Worker
// (opponent-worker.js) and plays the answer through the controller, where the page's
// engine checks it like any move. While it thinks, taps and clicks on the board are
// refused with a note (hovering still works), a thinking indicator shows and is
// spoken; undo takes back the computer's reply with the player's move; a move played
// at an earlier node of the game's record starts a variation, which the computer
// answers when it is its turn there; at the stop it marks the stones it believes
// dead, for the player to agree to or dispute, and when the player agrees it judges
// the marks as they then stand (the bot module decides): it agrees, or it disputes,
// says so, and play resumes as the rules say (RULES R1.6, R2.4, R4.4).
// Loaded only when such a game starts (app.js).
import { note } from './board-controller.js';
import { setText } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').Color} Color */

/**
 * A board action's outcome (board-controller.js `act`): `ok` when it was done.
 * @typedef {{ ok?: boolean }} ActionResult
 */

/**
 * What the computer uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the match shown (a record's has a `node`), the slots it
 * fills (`hold` for taps while it thinks, `agreement` for the player's Agree), and
 * the actions it takes as a player does.
 * @typedef {EventTarget & {
 *   match: { game: Game, live: boolean, node?: number } | null,
 *   hold: { active: boolean, apply(): void } | null,
 *   agreement: { ask(): unknown } | null,
 *   say(shown: ReturnType<typeof note>): void,
 *   play(point: string): ActionResult | null | undefined,
 *   pass(): ActionResult | null | undefined,
 *   resign(color: Color): ActionResult | null | undefined,
 *   undo(): unknown,
 *   agree(accepted: boolean): ActionResult,
 *   resume(requester: Color): ActionResult,
 *   markSuggestion(points: string[]): { count: number } | null,
 * }} OpponentController
 */

/**
 * The worker's answer to a request (opponent-worker.js): `answer` (a move, `pass` or
 * `resign`; or a list of points), or the `error` that stopped it.
 * @typedef {{ id: number, answer?: unknown, error?: string }} OpponentReply
 */

/** A fresh seed for a game: the computer's play differs from game to game. */
const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

export class Opponent {
  /**
   * @param {OpponentController} controller
   * @param {{ color: Color, level: number, seed?: number }} settings the computer's
   *   colour and level
   * @param {HTMLElement} status where the thinking indicator shows (a live region)
   * @param {() => Worker} [makeWorker]
   */
  constructor(controller, { color, level, seed = freshSeed() }, status, makeWorker = () => new Worker(new URL('./opponent-worker.js', import.meta.url), { type: 'module' })) {
    this.controller = controller;
    this.color = color;
    this.level = level;
    this.seed = seed;
    this.status = status;
    this.worker = makeWorker();
    /**
     * Requests sent and not yet answered, by id.
     * @type {Map<number, (reply: OpponentReply) => void>}
     */
    this.pending = new Map();
    this.nextId = 1;
    /** Whether the computer is thinking now. */
    this.thinking = false;
    this.match = controller.match;
    /** Whether `dispose` ended it. */
    this.disposed = false;
    /** Whether the player's Agree is being judged. */
    this.judging = false;
    /**
     * The move number of the stop the computer last marked dead stones at.
     * @type {number | undefined}
     */
    this.markedAt = undefined;
    this.worker.addEventListener('message', (/** @type {MessageEvent<OpponentReply>} */ { data }) => this.pending.get(data.id)?.(data));
    /** @param {Event} event the board's `change` */
    this.onChange = (event) => {
      if (event instanceof CustomEvent) this.#changed(event.detail.type);
    };
    controller.addEventListener('change', this.onChange);
    // The board's taps and clicks while the computer is to move.
    this.hold = {
      active: false,
      apply: () => controller.say(note('computerTurn')),
    };
    controller.hold = this.hold;
    // The player's Agree at the stop is put to the computer first.
    this.agreement = { ask: () => this.#judge() };
    controller.agreement = this.agreement;
    this.#changed('start');
  }

  /** Stops following the game (a new game was started); an answer still coming is dropped. */
  dispose() {
    if (this.disposed) return;
    this.disposed = true;
    this.controller.removeEventListener('change', this.onChange);
    if (this.controller.hold === this.hold) this.controller.hold = null;
    if (this.controller.agreement === this.agreement) this.controller.agreement = null;
    this.pending.clear();
    this.worker.terminate();
    this.#setThinking(false);
  }

  /** Whether the game shown is the live game on the computer's turn, in play. */
  get #computersTurn() {
    const { match } = this.controller;
    return match !== null && match === this.match && match.live && match.game.phase === 'playing' && match.game.toMove === this.color;
  }

  /**
   * Follows the board's changes: thinks on the computer's turn, marks dead stones at
   * the stop, takes back its reply with the player's undone move.
   * @param {string} type the change
   */
  #changed(type) {
    const { match } = this;
    if (this.controller.match !== match || !match) return this.dispose();
    if (type === 'undo') {
      // Undo takes back the pair: the computer's reply and the player's move before it
      // (or, while it thinks, the player's move alone: the answer is dropped).
      this.pending.clear();
      this.#setThinking(false);
      if (!this.#computersTurn) return;
      const last = match.game.lastMove;
      if (last && last.color !== this.color) this.controller.undo();
      else this.#think();
      return;
    }
    if (this.#computersTurn && !this.thinking) this.#think();
    else if (match.game.phase === 'stopped' && type !== 'toggle-dead' && type !== 'suggest') this.#markDead();
  }

  /**
   * Sends `kind` of request for the game as it stands; resolves with the answer.
   * @param {'move' | 'dead' | 'judge'} kind
   * @param {Game} game the game the request is about
   * @returns {Promise<OpponentReply>}
   */
  #ask(kind, game) {
    const id = this.nextId++;
    const sgf = game.toSgf();
    return new Promise((resolve) => {
      this.pending.set(id, (data) => {
        this.pending.delete(id);
        resolve(data);
      });
      this.worker.postMessage({ id, kind, sgf, color: this.color, level: this.level, seed: this.seed });
    });
  }

  /** Asks the worker for the computer's move and plays it, unless the game moved on. */
  async #think() {
    const { match } = this;
    if (!match) return;
    this.#setThinking(true);
    const movesBefore = match.game.moveNumber;
    // A record's node (record-match.js): the line the answer is for.
    const asked = match.node;
    const reply = await this.#ask('move', match.game);
    this.#setThinking(false);
    // Dropped if anything changed meanwhile (undo, another line shown, a new game).
    if (!this.#computersTurn || match.game.moveNumber !== movesBefore || match.node !== asked) return;
    if (reply.error) return this.controller.say(note('computerFailed', [reply.error], true));
    const color = this.color;
    const answer = String(reply.answer);
    let result;
    if (answer === 'resign') result = this.controller.resign(color);
    else if (answer === 'pass') result = this.controller.pass();
    else result = this.controller.play(answer);
    if (!result?.ok) return;
    const said = answer === 'resign' ? t('computerResigned') : answer === 'pass' ? t('computerPassed') : t('computerPlayed', color, answer);
    setText(this.status, said);
  }

  /** At the stop: the computer marks the stones it believes dead (once per stop). */
  async #markDead() {
    const { match } = this;
    if (!match) return;
    const stopAt = match.game.moveNumber;
    if (this.markedAt === stopAt) return;
    this.markedAt = stopAt;
    const reply = await this.#ask('dead', match.game);
    const { game } = match;
    if (reply.error || game.phase !== 'stopped' || game.moveNumber !== stopAt) return;
    const marked = this.controller.markSuggestion(pointsOf(reply.answer));
    if (marked) setText(this.status, t('computerMarkedDead', marked.count));
  }

  /**
   * The player pressed Agree at the stop: the computer judges the marks as they stand
   * (the record the page writes holds them). It agrees, and the game is counted; or
   * it disputes and asks to resume, which the engine carries out as the rules say:
   * play on (Ing), the opponent of the last passer moves (Simplified Ing), or the
   * player moves first (the agreement rules, the computer having asked).
   */
  async #judge() {
    const { match } = this;
    if (this.judging || !match) return;
    const game = match.game;
    const stopAt = game.moveNumber;
    const marks = game.deadStones().join(' ');
    this.judging = true;
    this.#setThinking(true, 'computerJudging');
    const reply = await this.#ask('judge', game);
    this.judging = false;
    this.#setThinking(false, 'computerJudging');
    const now = match.game;
    const unchanged = this.controller.match === match && match.live && now.phase === 'stopped' && now.moveNumber === stopAt && now.deadStones().join(' ') === marks;
    if (this.disposed) return;
    // Play resumed meanwhile (the player asked): the computer moves if it is to.
    if (!unchanged) return this.#computersTurn && this.#think();
    if (reply.error) return this.controller.say(note('computerFailed', [reply.error], true));
    const disputed = pointsOf(reply.answer);
    if (disputed.length === 0) {
      if (this.controller.agree(true).ok) setText(this.status, t('computerAgrees'));
      return;
    }
    const resumption = now.resumption;
    if (!this.controller.resume(this.color).ok) return;
    // The first four points by name, then how many more.
    const shown = disputed.slice(0, 4).join(', ');
    setText(this.status, t('computerDisputes', shown, disputed.length - 4, resumption));
  }

  /**
   * Shows (or clears) the indicator that the computer is busy, in the words of `key`.
   * @param {boolean} on
   * @param {string} [key]
   */
  #setThinking(on, key = 'computerThinking') {
    this.thinking = on;
    this.hold.active = on;
    this.status.dataset.thinking = String(on);
    if (on) setText(this.status, t(key));
    else if (this.status.textContent === t(key)) setText(this.status, '');
  }
}

/**
 * The points of a worker's answer (a list of point names); none for anything else.
 * @param {unknown} answer
 * @returns {string[]}
 */
function pointsOf(answer) {
  return Array.isArray(answer) ? answer.filter((point) => typeof point === 'string') : [];
}
