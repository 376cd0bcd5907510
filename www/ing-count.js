// The Ing fill-the-board count (RULES R1.9) played on the board from the engine's
// step list (the third module's `fillCount`, loaded at the first count): dead stones leave the board, each cup starts with
// S = (N − 1) / 2 stones and gives up the stones already on the board, then stones
// leave the cups one by one — seki points, compensation and penalty stones, each
// player's territory, the losing stones onto the winner's points — and the margin is
// shown on the board and in words. Play, pause, step and speed; under
// `prefers-reduced-motion` the stones appear without flying.
import { byId, byIdOf, make, setText } from './dom.js';
import { loadCount } from './engine.js';
import { engineErrorText, onLanguageChange, t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').BoardView} BoardView */
/** @typedef {import('./pkg/weiqi_web.js').BoardMarks} BoardMarks */
/** @typedef {import('./pkg/weiqi_web.js').ScoreResult} ScoreResult */
/** @typedef {import('./pkg/weiqi_count.js').FillCount} FillCount */
/** @typedef {import('./pkg/weiqi_count.js').FillPosition} FillPosition */
/** @typedef {import('./pkg/weiqi_count.js').CountStep} CountStep */
/** @typedef {import('./pkg/weiqi_count.js').CountRequest} CountRequest */

/**
 * What the count uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the match shown (its game and move count), what to count
 * with, the engine's count, and marks laid over the board.
 * @typedef {EventTarget & {
 *   match: { game: Game, total: number },
 *   scoreRequest(): CountRequest | undefined,
 *   score(game: Game): ScoreResult | null,
 *   setOverlay(marks: BoardMarks | null): void,
 * }} CountController
 */

/**
 * What the third module's `fillCount` reads of `game`: its board, rules, handicap
 * and marks (the engine decides which marks count).
 * @param {Game} game
 * @returns {FillPosition}
 */
export function fillPosition(game) {
  return { board: game.board(), rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase: game.secondPhase };
}

/** Milliseconds a step takes at speed 1. */
const STEP_MS = 900;

/** The count player: a panel under the board, and the board's marks while it runs. */
export class IngCountPlayer {
  /**
   * @param {CountController} controller
   * @param {BoardView} view the board the stones fly to
   */
  constructor(controller, view) {
    this.controller = controller;
    this.view = view;
    this.panel = byId('count-panel');
    /**
     * The engine's count, or null when closed.
     * @type {FillCount | null}
     */
    this.count = null;
    /**
     * Dead stones taken off before the count.
     * @type {string[]}
     */
    this.removed = [];
    /** Frames shown: 0 start, 1 stones on the board counted, 1 + k after step k. */
    this.frame = 0;
    /**
     * The interval playing the steps, or null when paused.
     * @type {ReturnType<typeof setInterval> | null}
     */
    this.timer = null;
    /**
     * The stone flying now, or null.
     * @type {Animation | null}
     */
    this.flying = null;
    this.reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
  }

  /** Whether the count is on screen. */
  get active() {
    return this.count !== null;
  }

  /** The last frame: every step placed, the margin shown. */
  get lastFrame() {
    return this.count ? this.count.steps.length + 1 : 0;
  }

  /** Wires the panel's buttons, the board's changes and the language. */
  wire() {
    byId('count-button').addEventListener('click', () => this.open());
    byId('count-close').addEventListener('click', () => this.close());
    byId('count-play').addEventListener('click', () => (this.timer ? this.pause() : this.play()));
    byId('count-back').addEventListener('click', () => this.step(-1));
    byId('count-forward').addEventListener('click', () => this.step(1));
    byId('count-start').addEventListener('click', () => this.show(0));
    byId('count-end').addEventListener('click', () => this.show(this.lastFrame));
    byId('count-speed').addEventListener('change', () => {
      if (this.timer) this.play();
    });
    // Any change to the game makes the count stale.
    this.controller.addEventListener('change', () => this.close());
    onLanguageChange(() => this.render());
  }

  /**
   * Runs the engine's count of the game as it stands (the third module's, loaded
   * at the first count); a refusal is shown in words. A game changed while the
   * module loads is not counted.
   */
  async open() {
    const { match } = this.controller;
    const game = match.game;
    const at = match.total;
    const request = this.controller.scoreRequest();
    const removed = request?.dead ?? game.deadStones();
    const error = byId('count-error');
    let count;
    try {
      const { fillCount } = await loadCount();
      if (this.controller.match !== match || match.total !== at) return;
      count = fillCount(fillPosition(game), request);
    } catch (e) {
      setText(error, engineErrorText(e));
      error.hidden = false;
      return;
    }
    error.hidden = true;
    this.count = count;
    this.removed = removed;
    this.panel.hidden = false;
    this.frame = 0;
    this.render();
    this.controller.setOverlay(this.marks());
    // The count's buttons in view (on a phone they stand under the board, the cups
    // above them; the caption below may stay off screen).
    (this.panel.querySelector('.count-controls') ?? this.panel).scrollIntoView?.({ block: 'nearest' });
  }

  /** Closes the count (the board shows the game again). */
  close() {
    if (!this.count) return;
    this.pause();
    this.count = null;
    this.panel.hidden = true;
    this.controller.setOverlay(null);
  }

  /**
   * Shows frame `n` at once (no flight).
   * @param {number} n
   */
  show(n) {
    this.pause();
    this.frame = Math.max(0, Math.min(this.lastFrame, n));
    this.render();
    this.controller.setOverlay(this.marks());
  }

  /**
   * `delta` frames further (back for a negative one).
   * @param {number} delta
   */
  step(delta) {
    this.show(this.frame + delta);
  }

  /** Plays the steps from the frame shown (from the start after the last). */
  play() {
    this.pauseTimer();
    if (this.frame >= this.lastFrame) this.frame = 0;
    const ms = STEP_MS / Number(byIdOf('count-speed', HTMLSelectElement).value || 1);
    this.timer = setInterval(() => this.advance(ms), ms);
    this.render();
  }

  /** Stops playing; the frame shown stays. */
  pause() {
    this.pauseTimer();
    this.render();
  }

  /** Stops the timer and any flight, without redrawing. */
  pauseTimer() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    this.flying?.cancel();
  }

  /**
   * One frame further, the stone flying from its cup unless motion is reduced.
   * @param {number} ms the time a step takes at the speed chosen
   */
  advance(ms) {
    if (!this.count || this.frame >= this.lastFrame) {
      this.pause();
      return;
    }
    const next = this.frame + 1;
    const step = this.count.steps[next - 2];
    const commit = () => {
      this.frame = next;
      this.render();
      this.controller.setOverlay(this.marks());
      if (this.frame >= this.lastFrame) this.pause();
    };
    if (step && !this.reducedMotion.matches) {
      // A flight cancelled by pause, a step or » (show) lands nothing: the frame
      // those chose stays.
      this.fly(step, Math.min(ms * 0.8, 600)).then((landed) => landed && this.frame === next - 1 && commit());
    } else {
      commit();
    }
  }

  /**
   * Animates a stone from its cup to its point; resolves true when it lands, false when cancelled.
   * @param {CountStep} step
   * @param {number} duration milliseconds
   * @returns {Promise<boolean>}
   */
  fly(step, duration) {
    const { view } = this;
    const frame = byId('board-frame');
    const canvas = byId('board');
    const target = view.pointCenter(step.point);
    const a = view.pointCenter('A1');
    const b = view.pointCenter('B1') ?? view.pointCenter('A2');
    if (!target || !a || !b) return Promise.resolve(true);
    const box = frame.getBoundingClientRect();
    const canvasBox = canvas.getBoundingClientRect();
    const cupBox = byId(step.color === 'B' ? 'cup-black' : 'cup-white').getBoundingClientRect();
    const size = Math.hypot(b[0] - a[0], b[1] - a[1]) * 0.95;
    /** @type {[number, number]} */
    const from = [cupBox.left + cupBox.width / 2 - box.left, cupBox.top + cupBox.height / 2 - box.top];
    /** @type {[number, number]} */
    const to = [canvasBox.left - box.left + target[0], canvasBox.top - box.top + target[1]];
    const stone = make('div', `flying-stone ${step.color === 'B' ? 'black' : 'white'}`);
    stone.setAttribute('aria-hidden', 'true');
    stone.style.width = stone.style.height = `${size}px`;
    frame.append(stone);
    /** @param {[number, number]} point */
    const at = ([x, y]) => `translate(${x - size / 2}px, ${y - size / 2}px)`;
    const animation = stone.animate([{ transform: at(from) }, { transform: at(to) }], {
      duration,
      easing: 'ease-in-out',
      fill: 'forwards',
    });
    this.flying = animation;
    return animation.finished.then(
      () => this.#landed(stone, animation, true),
      () => this.#landed(stone, animation, false),
    );
  }

  /**
   * A flight's end: its stone leaves the frame; `landed` is passed on.
   * @param {HTMLElement} stone
   * @param {Animation} animation
   * @param {boolean} landed
   */
  #landed(stone, animation, landed) {
    stone.remove();
    if (this.flying === animation) this.flying = null;
    return landed;
  }

  /**
   * The board's marks for the frame shown (none while closed).
   * @returns {BoardMarks}
   */
  marks() {
    const { count, frame } = this;
    if (!count) return {};
    const placed = count.steps.slice(0, Math.max(0, frame - 1)).map(({ point, color }) => ({ point, color }));
    const current = frame >= 2 ? [count.steps[frame - 2].point] : [];
    const end = frame === this.lastFrame;
    const losing = count.steps.filter((s) => s.kind === 'losing').map((s) => s.point);
    const highlight = end ? [...losing, ...(count.emptyPoint ? [count.emptyPoint] : [])] : current;
    return { removed: this.removed, placed, highlight };
  }

  /**
   * Each cup's stones at the frame shown, as the engine counts them.
   * @param {FillCount} count the count shown
   */
  cups(count) {
    const { frame } = this;
    if (frame === 0) return { B: count.cupSize, W: count.cupSize };
    const { black, white } = frame === 1 ? count.cupsAtStart : count.steps[frame - 2].cups;
    return { B: black, W: white };
  }

  /** The caption, cups, controls and (at the end) the result. */
  render() {
    if (!this.count) return;
    const { count, frame } = this;
    const cups = this.cups(count);
    setText(byId('cup-black-count'), String(cups.B));
    setText(byId('cup-white-count'), String(cups.W));
    setText(byId('count-progress'), t('countProgress', Math.max(0, frame - 1), count.steps.length));
    let caption;
    if (frame === 0) caption = t('countStart', count.cupSize, this.removed.length);
    else if (frame === 1) caption = t('countOnBoard', count.cupsAtStart.black, count.cupsAtStart.white);
    else caption = stepText(count.steps[frame - 2]);
    setText(byId('count-caption'), caption);
    const result = byId('count-result');
    const end = frame === this.lastFrame;
    result.hidden = !end;
    if (end) {
      const { winner, total, stonesPlaced, freePoint } = count.marginParts;
      let words = t('countOutcome', winner, total, stonesPlaced, freePoint, count.result);
      // Stones cannot show half a point: say so when the area count has one.
      const area = this.controller.score(this.controller.match.game);
      if (area && area.result !== count.result) words += ` ${t('countHalfPoint', area.result)}`;
      setText(result, words);
      Object.assign(result.dataset, { winner: count.winner, margin: String(count.margin), result: count.result });
    }
    this.panel.dataset.frame = String(frame);
    this.panel.dataset.done = String(end);
    const playing = this.timer !== null;
    setText(byId('count-play'), t(playing ? 'countPause' : 'countPlay'));
    byId('count-play').setAttribute('aria-pressed', String(playing));
    /** @param {string} id */
    const button = (id) => byIdOf(id, HTMLButtonElement);
    button('count-back').disabled = button('count-start').disabled = frame === 0;
    button('count-forward').disabled = button('count-end').disabled = end;
  }
}

/**
 * What one count step does, in words.
 * @param {CountStep | undefined} step
 */
function stepText(step) {
  return step ? t('countStep', step.kind, step.color, step.point) : '';
}
