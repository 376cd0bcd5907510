// Solving a problem on a board: the panel the app's Solve mode and `<go-board problem>`
// share. It puts a `Problem` (problem.js) in the board controller in place of a
// record's match, crops the board to the region that matters (board-crop.js), says
// what each move did, and sends `solved` and `failed` events on its host. Reset, hint
// and solution are its buttons; undo and the steps are the host's own. The engine
// refuses an illegal move with its reason, as in play (the controller's note). Text
// from the record is shown as text only.
import { cropBoard } from './board-crop.js';
import { note } from './board-controller.js';
import { Problem, parseRegion, readableComment } from './problem.js';

/** @typedef {import('./pkg/weiqi_web.js').BoardMarks} BoardMarks */
/** @typedef {import('./board-crop.js').CropView} CropView */

/**
 * What the panel uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: starting the problem in the match's place, its view
 * (cropped, and ringing the hint), the note, the steps, and the marks laid over it.
 * @typedef {EventTarget & {
 *   view: (CropView & { setMarks(marks: BoardMarks | null): void }) | null,
 *   overlay: BoardMarks | null,
 *   start(match: Problem, options: { origin: string }): void,
 *   navigate(name: string): void,
 *   say(shown: ReturnType<typeof note>): void,
 *   redraw(): void,
 * }} ProblemController
 */

/**
 * The panel's elements (`box` is hidden while no problem is open).
 * @typedef {{ box?: HTMLElement, task: HTMLElement, state: HTMLElement, comment: HTMLElement,
 *   reset: HTMLButtonElement, hint: HTMLButtonElement, solution: HTMLButtonElement }} ProblemUi
 */

/** The panel's look inside `<go-board problem>` (its shadow root's sheet). */
export const PROBLEM_SHEET = `
.problem { margin: 0.4em 0 0; }
.problem p { margin: 0.25em 0; }
.problem-task { font-weight: 600; }
.problem-state[data-state="solved"] { color: #1d6b2a; font-weight: 600; }
.problem-state[data-state="failed"] { color: #a8281f; font-weight: 600; }
.problem-buttons { display: flex; gap: 0.4em; flex-wrap: wrap; }
.problem-buttons button { font: inherit; padding: 0.35em 0.8em; min-height: 2.5em; }
.solving .pass { display: none; }
`;

/** The problem panel of one board. */
export class ProblemPanel {
  /**
   * @param {object} options
   * @param {ProblemController} options.controller
   * @param {HTMLCanvasElement} options.canvas the board's canvas (cropped to the region)
   * @param {EventTarget} options.host where `solved` and `failed` are sent (the element, the page)
   * @param {ProblemUi} options.ui the panel's elements (`box` is hidden while no problem is open)
   * @param {(key: string, ...args: unknown[]) => string} options.say a string of strings/ in the host's language
   */
  constructor({ controller, canvas, host, ui, say }) {
    this.controller = controller;
    this.canvas = canvas;
    this.host = host;
    this.ui = ui;
    this.say = say;
    /**
     * The problem being solved (problem.js), after `open`.
     * @type {Problem | null}
     */
    this.problem = null;
    /**
     * The problem's id (www/problems/<id>.sgf): its task is then said in the host's language.
     * @type {string | null}
     */
    this.id = null;
    ui.reset.addEventListener('click', () => this.reset());
    ui.hint.addEventListener('click', () => this.hint());
    ui.solution.addEventListener('click', () => this.solution());
    controller.addEventListener('change', (event) => {
      if (event instanceof CustomEvent) this.#changed(event.detail);
    });
    controller.addEventListener('refused', (event) => {
      if (event instanceof CustomEvent) this.#refused(event.detail);
    });
    controller.addEventListener('redraw', () => this.render());
  }

  /**
   * Opens the problem in SGF `text` (the engine's `Record` class reads it; a bad
   * record throws its `bad-sgf` Error and the board keeps what it showed). `view`
   * is a region such as `A1-K10`, else the record's `VW`, else the stones' box.
   * @param {Parameters<typeof Problem.fromSgf>[0]} Record
   * @param {string} text
   * @param {{ id?: string | null, view?: string | null }} [options]
   */
  async open(Record, text, { id = null, view = null } = {}) {
    const problem = Problem.fromSgf(Record, text);
    const { controller } = this;
    // Set first: the controller's `start` event must find it as the panel's problem.
    this.problem = problem;
    this.id = id;
    controller.start(problem, { origin: 'problem' });
    if (this.ui.box) this.ui.box.hidden = false;
    const { width, height } = problem.record;
    const region = parseRegion(view, width, height) ?? problem.region();
    this.render();
    if (controller.view) await cropBoard(this.canvas, controller.view, region, { width, height });
    return problem;
  }

  /** Back to the start. */
  reset() {
    if (!this.problem) return;
    this.problem.reset();
    this.#mark(null);
    this.controller.navigate('last');
  }

  /** Rings a right move from the position reached, or says there is none. */
  hint() {
    if (!this.problem) return;
    this.controller.navigate('last');
    const moves = this.problem.rightMoves();
    this.#mark(moves.length ? { highlight: moves.slice(0, 1) } : null);
    this.controller.say(note(moves.length ? 'problemHint' : 'problemNoHint'));
  }

  /** Plays out a right line on the board (from here, else from the start). */
  solution() {
    if (!this.problem) return;
    const line = this.problem.showSolution();
    this.#mark(null);
    this.controller.navigate('last');
    // The state line says that the solution is shown; the message line, when there is none.
    this.controller.say(line ? null : note('problemNoSolution'));
  }

  /** Brings the task, the state line, the comment and the buttons up to date. */
  render() {
    const { problem, ui, say } = this;
    if (!problem) return;
    /**
     * @param {HTMLElement} el
     * @param {string} text
     */
    const setText = (el, text) => {
      if (el.textContent !== text) el.textContent = text;
    };
    const rootComment = problem.record.comment(problem.record.root);
    const task = this.id ? say('problemTask', this.id) : rootComment;
    ui.task.hidden = !task;
    setText(ui.task, task ?? '');
    /** @type {Record<string, string>} */
    const states = { solving: 'problemToPlay', solved: 'problemRight', failed: 'problemWrongEnd', shown: 'problemSolution' };
    let state = say(states[problem.state], problem.learner);
    if (problem.state === 'failed' && problem.outcome?.reply) state = say('problemWrong');
    setText(ui.state, state);
    ui.state.dataset.state = problem.state;
    // The root's comment is the task; a site problem's comments (by `id`) are shown in
    // the page's language (strings/problems.js), another record's as written, each
    // without the marker of a right line (the state line says the verdict).
    const written = problem.shownNode === problem.record.root ? null : problem.comment();
    const comment = readableComment(written !== null && this.id ? say('problemComment', written) : written);
    ui.comment.hidden = comment === null;
    setText(ui.comment, comment ?? '');
    ui.hint.disabled = problem.state !== 'solving';
    setText(ui.reset, say('problemReset'));
    setText(ui.hint, say('problemHintButton'));
    setText(ui.solution, say('problemSolutionButton'));
  }

  /**
   * Follows the board: a game in the problem's place closes the panel; a move says
   * right, wrong or go on, and sends `solved` or `failed` on the host.
   * @param {{ type: string, value?: unknown }} change the board's `change`
   */
  #changed({ type, value }) {
    if (type === 'start' && value !== this.problem) {
      // A game in the problem's place (the controller has freed the problem).
      this.problem = null;
      if (this.ui.box) this.ui.box.hidden = true;
      if (this.controller.view) cropBoard(this.canvas, this.controller.view, null, { width: 0, height: 0 });
      return;
    }
    if (!this.problem) return;
    if (type !== 'navigate') this.#mark(null);
    const outcome = type === 'play' ? problemOutcome(value) : null;
    if (outcome) {
      const { verdict, move, reply } = outcome;
      const moves = this.#learnerMoves();
      // The state line says right or wrong; the message line is for the engine's words.
      if (verdict !== null) this.controller.say(null);
      if (verdict === 'right') {
        this.host.dispatchEvent(new CustomEvent('solved', { bubbles: true, detail: { moves } }));
      } else if (verdict === 'wrong') {
        this.host.dispatchEvent(
          new CustomEvent('failed', { bubbles: true, detail: { move, refutation: reply, inTree: true, moves } }),
        );
      } else if (reply) {
        this.controller.say(note('problemGoOn', [reply]));
      }
    }
    this.render();
  }

  /**
   * A move the problem refused: off its tree (a failure) or after its end.
   * @param {{ action: string, error: { code?: string } | null }} refusal the board's `refused`
   */
  #refused({ action, error }) {
    if (!this.problem) return;
    if (action !== 'play' || !error) return this.render();
    if (error.code === 'not-in-problem') {
      const move = this.problem.outcome?.move ?? null;
      this.controller.say(note('problemNotInTree', [move], true));
      this.host.dispatchEvent(
        new CustomEvent('failed', { bubbles: true, detail: { move, refutation: null, inTree: false, moves: this.#learnerMoves() } }),
      );
    } else if (error.code === 'problem-over') {
      this.controller.say(note('problemOver', [], true));
    }
    this.render();
  }

  /** The learner's moves played to the node reached. */
  #learnerMoves() {
    if (!this.problem) return [];
    const { record, path, learner } = this.problem;
    return path.flatMap((id) => {
      const m = record.move(id);
      return m?.color === learner ? [m.move] : [];
    });
  }

  /**
   * Lays `marks` (BoardMarks: the hint's ring) over the board, or lifts them.
   * @param {BoardMarks | null} marks
   */
  #mark(marks) {
    const { controller } = this;
    if (marks === null && controller.overlay === null) return;
    controller.overlay = marks;
    controller.view?.setMarks(marks);
    controller.redraw();
  }
}

/**
 * What a move's result says of the problem (problem.js `play`: `value.problem`), or null.
 * @param {unknown} value
 * @returns {import('./problem.js').ProblemOutcome | null}
 */
function problemOutcome(value) {
  if (!value || typeof value !== 'object' || !('problem' in value) || !value.problem) return null;
  // A cast: a `play` change of a problem carries its `Problem#play` result, whose
  // `problem` is the outcome it recorded.
  return /** @type {import('./problem.js').ProblemOutcome} */ (value.problem);
}

/**
 * Builds the panel's elements before `next` (DOM API only; text is set by `render`).
 * @param {Element} next
 * @returns {ProblemUi & { box: HTMLElement }}
 */
export function buildProblemParts(next) {
  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {K} tag
   * @param {string} className
   */
  const add = (tag, className) => {
    const el = document.createElement(tag);
    el.className = className;
    el.setAttribute('part', className);
    return el;
  };
  const box = add('div', 'problem');
  const task = add('p', 'problem-task');
  const state = add('p', 'problem-state');
  state.setAttribute('aria-live', 'polite');
  const comment = add('p', 'problem-comment');
  const bar = add('div', 'problem-buttons');
  const [reset, hint, solution] = ['problem-reset', 'problem-hint', 'problem-solution'].map((name) => {
    const button = add('button', name);
    button.type = 'button';
    bar.append(button);
    return button;
  });
  box.append(task, state, comment, bar);
  next.before(box);
  return { box, task, state, comment, reset, hint, solution };
}
