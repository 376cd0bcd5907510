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

/** A fresh seed for a game: the computer's play differs from game to game. */
const freshSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

export class Opponent {
  /**
   * @param {import('./board-controller.js').BoardController} controller
   * @param {{ color: 'B' | 'W', level: number, seed?: number }} settings the computer's
   *   colour and level
   * @param {HTMLElement} status where the thinking indicator shows (a live region)
   * @param {() => Worker} [makeWorker]
   */
  constructor(controller, { color, level, seed = freshSeed() }, status, makeWorker = () => new Worker(new URL('./opponent-worker.js', import.meta.url), { type: 'module' })) {
    Object.assign(this, { controller, color, level, seed, status });
    this.worker = makeWorker();
    /** Requests sent and not yet answered, by id. */
    this.pending = new Map();
    this.nextId = 1;
    /** Whether the computer is thinking now. */
    this.thinking = false;
    this.match = controller.match;
    this.worker.addEventListener('message', ({ data }) => this.pending.get(data.id)?.(data));
    this.onChange = (event) => this.#changed(event.detail.type);
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
    return match === this.match && match.live && match.game.phase === 'playing' && match.game.toMove === this.color;
  }

  #changed(type) {
    if (this.controller.match !== this.match) return this.dispose();
    if (type === 'undo') {
      // Undo takes back the pair: the computer's reply and the player's move before it
      // (or, while it thinks, the player's move alone: the answer is dropped).
      this.pending.clear();
      this.#setThinking(false);
      if (!this.#computersTurn) return;
      const last = this.match.game.lastMove;
      if (last && last.color !== this.color) this.controller.undo();
      else this.#think();
      return;
    }
    if (this.#computersTurn && !this.thinking) this.#think();
    else if (this.controller.match.game.phase === 'stopped' && type !== 'toggle-dead' && type !== 'suggest') this.#markDead();
  }

  /** Sends `kind` of request for the game as it stands; resolves with the answer. */
  #ask(kind) {
    const id = this.nextId++;
    const sgf = this.match.game.toSgf();
    return new Promise((resolve) => {
      this.pending.set(id, (data) => {
        this.pending.delete(id);
        resolve(data);
      });
      this.worker.postMessage({ id, kind, sgf, color: this.color, level: this.level, seed: this.seed });
    });
  }

  async #think() {
    this.#setThinking(true);
    const movesBefore = this.match.game.moveNumber;
    // A record's node (record-match.js): the line the answer is for.
    const asked = this.match.node;
    const reply = await this.#ask('move');
    this.#setThinking(false);
    // Dropped if anything changed meanwhile (undo, another line shown, a new game).
    if (!this.#computersTurn || this.match.game.moveNumber !== movesBefore || this.match.node !== asked) return;
    if (reply.error) return this.controller.say(note('computerFailed', [reply.error], true));
    const color = this.color;
    let result;
    if (reply.answer === 'resign') result = this.controller.resign(color);
    else if (reply.answer === 'pass') result = this.controller.pass();
    else result = this.controller.play(reply.answer);
    if (!result?.ok) return;
    const said = reply.answer === 'resign' ? t('computerResigned') : reply.answer === 'pass' ? t('computerPassed') : t('computerPlayed', color, reply.answer);
    setText(this.status, said);
  }

  /** At the stop: the computer marks the stones it believes dead (once per stop). */
  async #markDead() {
    const stopAt = this.match.game.moveNumber;
    if (this.markedAt === stopAt) return;
    this.markedAt = stopAt;
    const reply = await this.#ask('dead');
    const { game } = this.match;
    if (reply.error || game.phase !== 'stopped' || game.moveNumber !== stopAt) return;
    const marked = this.controller.markSuggestion(reply.answer);
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
    if (this.judging) return;
    const { match } = this;
    const game = match.game;
    const stopAt = game.moveNumber;
    const marks = game.deadStones().join(' ');
    this.judging = true;
    this.#setThinking(true, 'computerJudging');
    const reply = await this.#ask('judge');
    this.judging = false;
    this.#setThinking(false, 'computerJudging');
    const now = match.game;
    const unchanged = this.controller.match === match && match.live && now.phase === 'stopped' && now.moveNumber === stopAt && now.deadStones().join(' ') === marks;
    if (this.disposed) return;
    // Play resumed meanwhile (the player asked): the computer moves if it is to.
    if (!unchanged) return this.#computersTurn && this.#think();
    if (reply.error) return this.controller.say(note('computerFailed', [reply.error], true));
    if (reply.answer.length === 0) {
      if (this.controller.agree(true).ok) setText(this.status, t('computerAgrees'));
      return;
    }
    const resumption = now.resumption;
    if (!this.controller.resume(this.color).ok) return;
    // The first four points by name, then how many more.
    const shown = reply.answer.slice(0, 4).join(', ');
    setText(this.status, t('computerDisputes', shown, reply.answer.length - 4, resumption));
  }

  /** Shows (or clears) the indicator that the computer is busy, in the words of `key`. */
  #setThinking(on, key = 'computerThinking') {
    this.thinking = on;
    this.hold.active = on;
    this.status.dataset.thinking = String(on);
    if (on) setText(this.status, t(key));
    else if (this.status.textContent === t(key)) setText(this.status, '');
  }
}
