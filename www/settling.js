// The territory count's settling and the confirmation play-out on the end-game panel.
// The engine decides everything: `score().ownership` marks the points to fill (`-` a
// dame, `*` a defect, RULES R4.4) and `toggleFill` records the players' override; the
// second module's `Confirmation` plays the disputed stones out from the stopped
// position under its own ko rule (RULES R4.7) and says which stones it took. This
// module only shows them and carries the play-out's result to the game's dead marks.
import { note } from './board-controller.js';
import { byId, byIdOf, setText } from './dom.js';
import { loadExtras } from './engine.js';
import { errorCode, errorMessage } from './errors.js';
import { onLanguageChange, t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').ScoreResult} ScoreResult */
/** @typedef {import('./pkg/weiqi_extras.js').Confirmation} Confirmation */

/**
 * What the settling uses of the board (board-controller.js `BoardController`),
 * named here rather than imported: the match shown, the `interpose` slot that gives
 * it the board's input, the note, the engine's `Game` class and count, and sending
 * `change` and `redraw`.
 * @typedef {EventTarget & {
 *   match: { game: Game, shown: Game, live: boolean, total: number, toggleDeadChain(point: string): unknown } | null,
 *   interpose: Settling | null,
 *   note: ReturnType<typeof note>,
 *   Game: typeof import('./pkg/weiqi_web.js').Game,
 *   score(game: Game): ScoreResult | null,
 *   emit(type: string, value?: unknown): void,
 *   redraw(): void,
 * }} SettlingController
 */

/**
 * How many points of each kind `ownership` rows mark to fill: `{ dame, defects }`.
 * @param {string[] | null | undefined} ownership
 */
export function fillCounts(ownership) {
  const rows = (ownership ?? []).join('');
  const count = (/** @type {string} */ mark) => rows.split(mark).length - 1;
  return { dame: count('-'), defects: count('*') };
}

/** The settling note and the play-out controls of the end-game panel. */
export class Settling {
  /** @param {SettlingController} controller */
  constructor(controller) {
    this.controller = controller;
    /**
     * The running play-out (`Confirmation` of the second module), or null.
     * @type {Confirmation | null}
     */
    this.playout = null;
    /**
     * The match total when it started: a play-out belongs to that stop only.
     * @type {number | null}
     */
    this.at = null;
    /**
     * A game showing the play-out's position on the board (`game` for the controller).
     * @type {Game | null}
     */
    this.game = null;
    // While active, the controller gives the board's input to `play` and shows `game`.
    controller.interpose = this;
  }

  /** Wires the play-out buttons and follows the controller. */
  wire() {
    const { controller } = this;
    byId('confirm-black').addEventListener('click', () => this.start('B'));
    byId('confirm-white').addEventListener('click', () => this.start('W'));
    byId('confirm-pass').addEventListener('click', () => this.play('pass'));
    byId('confirm-undo').addEventListener('click', () => {
      this.playout?.undo();
      this.update();
    });
    byId('confirm-accept').addEventListener('click', () => this.accept());
    byId('confirm-cancel').addEventListener('click', () => this.stop());
    controller.addEventListener('change', (event) => {
      // Anything done to the game itself ends the play-out.
      const type = event instanceof CustomEvent ? event.detail.type : undefined;
      if (type !== 'confirm' && this.playout) this.stop(false);
      this.render();
    });
    for (const type of ['refused', 'redraw']) controller.addEventListener(type, () => this.render());
    onLanguageChange(() => this.render());
  }

  /** Whether a play-out is on the board. */
  get active() {
    const { match } = this.controller;
    return Boolean(this.playout && match?.live && match.total === this.at && match.game.phase === 'stopped');
  }

  /**
   * Starts a play-out from the stopped position with `first` to move.
   * @param {'B' | 'W'} first
   */
  async start(first) {
    const { match } = this.controller;
    if (!match) return;
    const game = match.game;
    let Confirmation;
    try {
      ({ Confirmation } = await loadExtras());
    } catch {
      return;
    }
    this.stop(false);
    this.playout = new Confirmation({ board: game.board(), toMove: first, suicide: game.rules.suicide });
    this.at = match.total;
    this.controller.note = null;
    this.update();
  }

  /**
   * Plays `point` (or `'pass'`) in the play-out; a refusal becomes the note.
   * @param {string} point
   * @returns {null}
   */
  play(point) {
    if (!this.playout || !this.active) return null;
    try {
      this.playout.play(point);
      this.controller.note = null;
    } catch (error) {
      this.controller.note = note('engineError', [errorCode(error), errorMessage(error)], true);
    }
    this.update();
    return null;
  }

  /** Marks the finished play-out's captured stones dead, as the only dead marks. */
  accept() {
    const { match } = this.controller;
    if (!this.playout || !match || !this.active) return;
    const state = this.playout.state();
    if (!state.finished) return;
    const outcome = new Set(state.dead);
    // Whole chains: the play-out captures chains, the marks toggle chains.
    for (const point of match.game.deadStones()) {
      if (!outcome.has(point) && match.game.deadStones().includes(point)) match.toggleDeadChain(point);
    }
    for (const point of outcome) {
      if (!match.game.deadStones().includes(point)) match.toggleDeadChain(point);
    }
    this.stop(false);
    this.controller.note = note('confirmAccepted', [outcome.size]);
    this.controller.emit('confirm', state.dead);
    this.controller.redraw();
  }

  /** Leaves the play-out (the game never moved); redraws unless `redraw` is false. */
  stop(redraw = true) {
    this.playout?.free();
    this.game?.free();
    this.playout = this.game = null;
    this.at = null;
    if (redraw) this.controller.redraw();
  }

  /** Rebuilds the shown position from the play-out and redraws. */
  update() {
    const state = this.playout?.state();
    this.game?.free();
    this.game = null;
    const match = this.controller.match;
    if (state && match) {
      const game = match.game;
      /** @type {{ black: string[], white: string[] }} */
      const setup = { black: [], white: [] };
      state.board.forEach((row, y) => {
        [...row].forEach((cell, x) => {
          // SGF form (`aa` the top left), which every API that takes a point reads.
          const point = String.fromCharCode(97 + x, 97 + y);
          if (cell === 'X') setup.black.push(point);
          if (cell === 'O') setup.white.push(point);
        });
      });
      this.game = new this.controller.Game({
        rules: game.rules.preset,
        width: game.width,
        height: game.height,
        setup,
        toMove: state.toMove,
      });
    }
    this.controller.redraw();
  }

  /** Brings the settling note and the play-out controls up to date. */
  render() {
    const { match } = this.controller;
    if (!match) return;
    const game = match.shown;
    const acting = match.live && game.phase === 'stopped';
    const fill = fillCounts(acting ? this.controller.score(game)?.ownership : null);
    const fillNote = byId('fill-note');
    fillNote.hidden = !acting || fill.dame + fill.defects === 0 || this.active;
    if (!fillNote.hidden) setText(fillNote, t('fillNote', fill.dame, fill.defects));
    const offered = acting && game.rules.ending === 'agreement';
    const running = offered && this.active;
    byId('confirm').hidden = !offered;
    if (!offered) return;
    setText(byId('confirm-help'), t('confirmHelp'));
    for (const id of ['confirm-black', 'confirm-white']) byId(id).hidden = running;
    for (const id of ['confirm-pass', 'confirm-undo', 'confirm-accept', 'confirm-cancel']) byId(id).hidden = !running;
    const status = byId('confirm-status');
    status.hidden = !running;
    if (!running || !this.playout) return;
    const state = this.playout.state();
    byIdOf('confirm-pass', HTMLButtonElement).disabled = state.finished;
    byIdOf('confirm-accept', HTMLButtonElement).disabled = !state.finished;
    const banned = state.bans.filter((ban) => ban.code === 'confirmation-ko').map((ban) => ban.point);
    const parts = [state.finished ? t('confirmFinished', state.dead.length) : t('confirmStatus', state.toMove, state.moves)];
    if (banned.length && !state.finished) parts.push(t('confirmBanned', banned.join(', ')));
    setText(status, parts.join(' '));
  }
}
