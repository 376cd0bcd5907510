// The review of a game by the teacher's network (loaded by teacher-panel.js): for the
// line shown — a finished game, or any record opened — the network searches each
// position in turn (a request a position to the Worker, so the page stays responsive
// and Stop takes effect at once), and the panel draws as it goes:
// - a graph over the moves of Black's winning chance (the line) and the score lead
//   (bars); a tap, or the arrow keys on it, goes to that move;
// - the biggest mistakes, by the winning chance the mover lost, listed (a press goes
//   there) and marked on the graph and, at their move, on the board;
// - at a mistake, the move the network prefers, and its line shown as numbered stones;
//   "Keep as a variation" adds that line to the record through the engine's record
//   calls (standard SGF, undoable like any edit).
// Nothing is decided here: the Worker's engine replays the game and the network
// judges; the page's engine keeps the record.
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { TeacherMarks } from './teacher-marks.js';
import { askTeacher } from './teacher.js';

/** Evaluations a position may use, and the time it may take (ms): a review of a
 * 250-move game takes minutes on a phone, and shows every position as it comes. */
const REVIEW_VISITS = 12;
const REVIEW_MS = 600;

/** The mistakes listed: at most this many, each losing at least this winning chance. */
const MISTAKES = 5;
const SMALLEST_LOSS = 0.05;

/** The graph's drawing box: moves along x, Black's chance (0–100) up y. */
const HEIGHT = 100;

const SVG = 'http://www.w3.org/2000/svg';
const svg = (tag, attributes = {}) => {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attributes)) el.setAttribute(k, String(v));
  return el;
};

export class ReviewPanel {
  constructor(controller, view, canvas) {
    this.controller = controller;
    this.marks = new TeacherMarks(view, canvas);
    this.panel = byId('review');
    this.build();
    /** The positions reviewed so far: Teacher.review's answers by move number. */
    this.results = [];
    /** The review under way: `{ cancelled }`, or null. */
    this.running = null;
    controller.addEventListener('change', ({ detail }) => {
      // Another game: the review was of the one before.
      if (detail.type === 'start') return this.close();
      this.render();
    });
    onLanguageChange(() => this.render());
  }

  /** The panel's parts, made once. */
  build() {
    const head = make('div', 'review-head');
    this.title = make('h2', '', t('reviewButton'));
    this.stop = make('button', '', t('reviewStop'));
    this.stop.type = 'button';
    this.stop.id = 'review-stop';
    this.stop.addEventListener('click', () => this.cancel());
    this.closeButton = make('button', '', t('close'));
    this.closeButton.type = 'button';
    this.closeButton.addEventListener('click', () => this.close());
    head.append(this.title, this.stop, this.closeButton);
    this.progress = make('p', 'hint');
    this.progress.id = 'review-progress';
    this.progress.setAttribute('aria-live', 'polite');
    this.graph = svg('svg', { class: 'review-graph', preserveAspectRatio: 'none', tabindex: 0, role: 'slider', 'aria-valuemin': 0 });
    this.graph.id = 'review-graph';
    this.graph.addEventListener('click', (event) => this.#graphTap(event));
    this.graph.addEventListener('keydown', (event) => this.#graphKey(event));
    this.point = make('p', 'hint review-point');
    this.mistakesTitle = make('h3', '', t('mistakesTitle'));
    this.mistakes = make('ol', 'review-mistakes');
    this.mistakes.id = 'review-mistakes';
    this.better = make('div', 'review-better');
    this.better.id = 'review-better';
    this.betterText = make('p', '');
    this.showLine = make('button', '', t('showBetter'));
    this.keep = make('button', 'primary', t('keepVariation'));
    this.showLine.type = this.keep.type = 'button';
    this.keep.id = 'review-keep';
    this.showLine.id = 'review-show-line';
    this.showLine.addEventListener('click', () => this.#showLine());
    this.keep.addEventListener('click', () => this.#keep());
    this.better.append(this.betterText, this.showLine, this.keep);
    this.panel.replaceChildren(head, this.progress, this.graph, this.point, this.mistakesTitle, this.mistakes, this.better);
  }

  /** Reviews the line shown, from its first move, anew. */
  async start() {
    this.cancel();
    const { controller } = this;
    const match = controller.match;
    this.panel.hidden = false;
    this.results = [];
    this.match = match;
    this.total = match.total;
    // The node of each move number along the line shown, and the game at its end.
    this.nodes = this.#lineNodes(match);
    const end = match.tree ? match.tree.game(match.lineEnd) : null;
    this.sgf = (end ?? match.game).toSgf();
    end?.free();
    if (this.total === 0) {
      this.render();
      return setText(this.progress, t('reviewNothing'));
    }
    const running = { cancelled: false };
    this.running = running;
    this.render();
    for (let index = 0; index <= this.total && !running.cancelled; index++) {
      setText(this.progress, t('reviewing', index, this.total));
      let answer;
      try {
        answer = await askTeacher('review', { sgf: this.sgf, index, visits: REVIEW_VISITS, ms: REVIEW_MS });
      } catch (error) {
        running.cancelled = true;
        setText(this.progress, t('teacherFailed', error.message));
        break;
      }
      if (running.cancelled || this.running !== running) return;
      this.results[index] = answer;
      this.render();
    }
    if (this.running !== running) return;
    this.running = null;
    const done = this.results.length - 1;
    setText(this.progress, done >= this.total ? t('reviewDone', this.total) : t('reviewStopped', Math.max(done, 0), this.total));
    this.render();
  }

  /** Stops the review under way (the positions reviewed stay on the graph). */
  cancel() {
    if (!this.running) return;
    this.running.cancelled = true;
    this.running = null;
    const done = this.results.length - 1;
    setText(this.progress, t('reviewStopped', Math.max(done, 0), this.total));
    this.render();
  }

  /** Stops and hides the review. */
  close() {
    this.cancel();
    this.results = [];
    this.match = null;
    this.panel.hidden = true;
    this.marks.clear();
  }

  /** The node ids of the line shown by move number (the first node with that many moves). */
  #lineNodes(match) {
    if (!match.tree) return [];
    const nodes = [];
    let moves = 0;
    for (const id of match.line) {
      if (match.tree.move(id) !== null) moves += 1;
      nodes[moves] ??= id;
    }
    return nodes;
  }

  /** Each reviewed move's loss for its mover: `{ move, color, point, loss, points, best, line }`. */
  #losses() {
    const out = [];
    for (let move = 1; move < this.results.length; move++) {
      const before = this.results[move - 1];
      const after = this.results[move];
      if (!before || !after || !before.played || before.played === before.best) continue;
      const sign = before.toMove === 'B' ? 1 : -1;
      out.push({
        move,
        color: before.toMove,
        point: before.played,
        loss: sign * (before.winrate - after.winrate),
        points: sign * (before.lead - after.lead),
        best: before.best,
        line: before.line,
      });
    }
    return out;
  }

  /** The biggest mistakes so far, the largest first. */
  #mistakes() {
    return this.#losses()
      .filter((m) => m.loss >= SMALLEST_LOSS)
      .sort((a, b) => b.loss - a.loss || b.points - a.points)
      .slice(0, MISTAKES);
  }

  /** The mistake of the move shown, if it is one of the biggest. */
  #mistakeShown(mistakes) {
    const match = this.controller.match;
    if (match !== this.match) return null;
    // A record: the mistake's own node (a variation with as many moves is not it).
    const at = (m) => (match.tree && this.nodes[m.move] !== undefined ? this.nodes[m.move] === match.node : m.move === match.shownMove);
    return mistakes.find(at) ?? null;
  }

  /** Redraws the graph, the list, the better move and the board's marks. */
  render() {
    if (this.panel.hidden || !this.match) return;
    setText(this.title, t('reviewButton'));
    setText(this.stop, t('reviewStop'));
    setText(this.closeButton, t('close'));
    setText(this.mistakesTitle, t('mistakesTitle'));
    setText(this.showLine, t('showBetter'));
    setText(this.keep, t('keepVariation'));
    this.stop.hidden = !this.running;
    const mistakes = this.#mistakes();
    this.#drawGraph(mistakes);
    this.mistakes.replaceChildren(
      ...mistakes.map((m) => {
        const item = make('li');
        const button = make('button', '', t('mistakeItem', m.move, m.color, m.point, m.loss, Math.max(m.points, 0)));
        button.type = 'button';
        button.addEventListener('click', () => this.controller.goTo(m.move));
        item.append(button);
        return item;
      }),
    );
    if (mistakes.length === 0 && this.results.length > 1) this.mistakes.append(make('li', 'hint', t('noMistakes')));
    // The network's line stays offered while it is shown (at the move before the mistake).
    if (this.lineShown && this.lineShown.node !== this.controller.match.node) this.lineShown = null;
    const shown = this.lineShown?.mistake ?? this.#mistakeShown(mistakes);
    this.better.hidden = !shown;
    if (shown) setText(this.betterText, t('betterMove', shown.best));
    if (!this.lineShown) {
      this.marks.show(
        shown
          ? [
              { point: shown.point, kind: 'mistake', label: '!' },
              ...(shown.best && shown.best !== 'pass' ? [{ point: shown.best, kind: 'better', label: '✓' }] : []),
            ]
          : [],
      );
    }
  }

  /** The graph of the positions reviewed, the mistakes and the move shown. */
  #drawGraph(mistakes) {
    const { graph, results } = this;
    const width = Math.max(this.total, 1);
    graph.setAttribute('viewBox', `0 0 ${width} ${HEIGHT}`);
    graph.setAttribute('aria-valuemax', this.total);
    graph.setAttribute('aria-label', t('reviewGraphLabel'));
    const shownMove = this.controller.match === this.match ? this.match.shownMove : 0;
    graph.setAttribute('aria-valuenow', shownMove);
    const here = results[shownMove];
    const said = here ? t('reviewPoint', shownMove, here.winrate, here.lead) : '';
    graph.setAttribute('aria-valuetext', said || String(shownMove));
    setText(this.point, said);
    const y = (winrate) => HEIGHT * (1 - winrate);
    // The lead as bars from the middle line, 20 points to the edge.
    const leadScale = HEIGHT / 2 / 20;
    const parts = [svg('rect', { class: 'review-back', x: 0, y: 0, width, height: HEIGHT })];
    parts.push(svg('line', { class: 'review-middle', x1: 0, x2: width, y1: HEIGHT / 2, y2: HEIGHT / 2 }));
    results.forEach((r, i) => {
      if (!r) return;
      const h = Math.min(Math.abs(r.lead) * leadScale, HEIGHT / 2);
      parts.push(svg('rect', { class: r.lead >= 0 ? 'review-lead black' : 'review-lead white', x: i - 0.4, width: 0.8, y: r.lead >= 0 ? HEIGHT / 2 - h : HEIGHT / 2, height: h }));
    });
    const points = results.map((r, i) => (r ? `${i},${y(r.winrate).toFixed(2)}` : null)).filter(Boolean);
    if (points.length) parts.push(svg('polyline', { class: 'review-winrate', points: points.join(' ') }));
    // A dot at each mistake (a line of no length with round ends: the drawing is
    // stretched to the panel's width, which would make a circle an ellipse).
    for (const m of mistakes) {
      const at = y(results[m.move].winrate);
      parts.push(svg('line', { class: 'review-mistake', x1: m.move, x2: m.move, y1: at, y2: at }));
    }
    parts.push(svg('line', { class: 'review-shown', x1: shownMove, x2: shownMove, y1: 0, y2: HEIGHT }));
    graph.replaceChildren(...parts);
  }

  /** A tap on the graph goes to the move under it. */
  #graphTap(event) {
    const box = this.graph.getBoundingClientRect();
    if (box.width === 0) return;
    const move = Math.round(((event.clientX - box.left) / box.width) * Math.max(this.total, 1));
    this.#goTo(move);
  }

  /** The arrow keys, Home and End on the graph step through the moves. */
  #graphKey(event) {
    const shown = this.match?.shownMove ?? 0;
    const steps = { ArrowLeft: shown - 1, ArrowDown: shown - 1, ArrowRight: shown + 1, ArrowUp: shown + 1, Home: 0, End: this.total };
    if (!(event.key in steps)) return;
    event.preventDefault();
    this.#goTo(steps[event.key]);
  }

  #goTo(move) {
    if (this.controller.match !== this.match) return;
    const n = Math.max(0, Math.min(this.total, move));
    const node = this.nodes[n];
    if (node !== undefined && this.match.tree) this.controller.select(node);
    else this.controller.goTo(n);
  }

  /** The mistake whose better move is offered: the one shown, or the one whose line is shown. */
  #offered() {
    return this.lineShown?.mistake ?? this.#mistakeShown(this.#mistakes());
  }

  /** Shows the network's line at the mistake shown: the position before it, the line's stones numbered. */
  #showLine() {
    const shown = this.#offered();
    if (!shown) return;
    this.#goTo(shown.move - 1);
    const first = shown.color;
    const other = first === 'B' ? 'W' : 'B';
    this.lineShown = { node: this.controller.match.node, mistake: shown };
    this.render();
    this.marks.show(
      shown.line
        .filter((point) => point !== 'pass')
        .map((point, i) => ({ point, kind: `line-${i % 2 === 0 ? first : other}`, label: String(i + 1) })),
    );
  }

  /**
   * Adds the network's line at the mistake shown to the record as a variation (the
   * engine's `play` at the node before the mistake follows or adds one), as one edit
   * that Undo takes back, and shows its first move.
   */
  #keep() {
    const shown = this.#offered();
    const node = shown ? this.nodes[shown.move - 1] : undefined;
    if (!shown || node === undefined || shown.line.length === 0) return;
    const { match } = this.controller;
    const result = this.controller.edit((tree) => {
      let at = node;
      let first = null;
      for (const point of shown.line) {
        at = tree.play(at, point);
        first ??= at;
      }
      // Shown within the edit, so that the edit is the one Undo takes back there.
      if (first !== null) match.select(first);
    });
    if (result?.ok) {
      setText(this.progress, t('variationKept'));
    } else {
      setText(this.progress, t('variationNotKept', result?.error?.message ?? ''));
    }
  }
}
