// A problem (tsumego) read from a standard SGF record, walked as its author wrote it:
// the learner plays one side, and the board answers from the tree. No Go rule and no
// reading of the marks lives here: the record is the engine's `Record` (every
// position and every legality question is its `Game`'s: RULES R6.1), and the
// problems module's `ProblemTree` (loadProblems, weiqi::sgf::Problem) says who the
// learner is, which moves the tree answers and which lines are right and wrong under
// every common convention (`GB`/`GW`, `TE`/`BM`/`DO`/`IT`, comments with RIGHT /
// Correct / CHOICE / FORCE / NOTTHIS or a leading "+", in English, Russian and
// Romanian), the solution and the region shown (`VW`). This module keeps only the
// learner's path through the tree.
//
// `Problem` has the interface of a record's match (record-match.js: `game`, `shown`, `live`,
// `total`, `shownMove`, the steps and the actions), so the board controller
// (board-controller.js) can play on it, in the app and in `<go-board>` alike.
import { loadProblems } from './engine.js';

/** An `Error` with a `code`, like the engine's. */
function refusal(code, message) {
  return Object.assign(new Error(message), { code });
}

/**
 * The problems module's `ProblemTree` of the engine's `record`: its nodes handed over
 * once, parents first, each with its properties (the answers name the record's ids).
 * `load` resolves to the module (engine.js `loadProblems`; a Node embedder's own).
 */
export async function problemTreeOf(record, load = loadProblems) {
  const { ProblemTree } = await load();
  const nodes = [];
  const stack = [[record.root, -1]];
  while (stack.length) {
    const [id, parent] = stack.pop();
    nodes.push({ id, parent, properties: record.properties(id) });
    const children = record.children(id);
    for (let i = children.length - 1; i >= 0; i -= 1) stack.push([children[i], id]);
  }
  return new ProblemTree(record.width, record.height, nodes);
}

/**
 * A problem being solved: the record, the learner's side, the node reached (the
 * "live" end) and the node shown (a step back along the path, like a record's earlier
 * move). Make it with `Problem.open`.
 */
export class Problem {
  /**
   * @param {import('./pkg/weiqi_web.js').Record} record the problem's tree (taken over)
   * @param {import('./pkg/weiqi_problems.js').ProblemTree} answers its verdicts (taken over)
   */
  constructor(record, answers) {
    this.record = record;
    /** The problems module's answers to the learner's moves. */
    this.answers = answers;
    /** The side the learner plays: `PL` at the root, else the colour of the first move. */
    this.learner = answers.learner;
    /** `'solving'`, `'solved'`, `'failed'` (a wrong line was played) or `'shown'` (the solution). */
    this.state = 'solving';
    /** What the last move did (see `play`), or null. */
    this.outcome = null;
    this.path = [record.root];
    this.viewAt = null;
    this.games = new Map();
  }

  /**
   * The problem in SGF `text` (rejects with the engine's `bad-sgf`); `Record` is the
   * engine's class. Loads the problems module (`load`: see `problemTreeOf`).
   */
  static async open(Record, text, { load = loadProblems } = {}) {
    const record = Record.fromSgf(text);
    try {
      return new Problem(record, await problemTreeOf(record, load));
    } catch (error) {
      record.free();
      throw error;
    }
  }

  /** The node reached. */
  get node() {
    return this.path.at(-1);
  }

  /** The node shown (the node reached, or one before it on the path). */
  get shownNode() {
    return this.path[this.viewAt ?? this.path.length - 1];
  }

  // --- The match's interface (record-match.js). ---

  /** The engine's `Game` at the node reached. */
  get game() {
    return this.#gameAt(this.node);
  }

  /** The `Game` at the node shown. */
  get shown() {
    return this.#gameAt(this.shownNode);
  }

  /** Whether the node reached is shown (not one before it). */
  get live() {
    return this.viewAt === null;
  }

  /** Nodes along the path after the root (moves of the problem played so far). */
  get total() {
    return this.path.length - 1;
  }

  /** How far along the path the node shown is (0: the root). */
  get shownMove() {
    return this.viewAt ?? this.total;
  }

  /** Shows the node `n` steps along the path (clamped). */
  goTo(n) {
    const target = Math.max(0, Math.min(this.total, Math.trunc(n)));
    this.viewAt = target === this.total ? null : target;
  }

  /** The steps of a record's match: the root, one back, one forward, the node reached. */
  first() { this.goTo(0); }
  back() { this.goTo(this.shownMove - 1); }
  forward() { this.goTo(this.shownMove + 1); }
  last() { this.goTo(this.total); }

  /**
   * The learner plays `point` at the node reached. Answers like a record's match: `{ ok, value }`
   * with the engine's PlayResult plus `problem` (see below), `{ viewing }` while an
   * earlier node is shown, or `{ error }`: the engine's refusal of an illegal move,
   * `not-in-problem` for a legal move the tree does not have or one it says to take
   * back (`FORCE`, `NOTTHIS`; nothing changes), or `problem-over` once solved or failed.
   *
   * `value.problem` is `{ verdict, move, reply }`: `verdict` is `'right'` (solved),
   * `'wrong'` (failed; `reply` is the refutation played, or null when the tree has
   * none) or null (go on: `reply` is the answer played).
   */
  play(point) {
    if (!this.live) return { viewing: true };
    if (this.state !== 'solving') return { error: refusal('problem-over', `the problem is ${this.state}: reset it to try again`) };
    const game = this.game;
    if (game.toMove !== this.learner) return { error: refusal('problem-over', 'the problem has no more moves') };
    const ban = game.check(point);
    if (ban) return { error: Object.assign(refusal(ban.code, ban.message), ban) };
    const answer = this.answers.answer(this.node, String(point), 0);
    if (answer === null || answer.verdict === 'not-this') {
      this.outcome = { verdict: 'wrong', move: point, reply: null, inTree: answer !== null };
      return { error: refusal('not-in-problem', `${point} is not a move of this problem here`) };
    }
    // What the move captures, as a record's play answers (the engine's PlayResult,
    // built by `lastPlay()`: `play` itself returns only the count of captures).
    const copy = game.clone();
    let result;
    try {
      copy.play(point);
      result = copy.lastPlay();
    } finally {
      copy.free();
    }
    const { nodes, verdict } = answer;
    this.path.push(...nodes);
    this.state = verdict === 'right' ? 'solved' : verdict === 'wrong' ? 'failed' : 'solving';
    const reply = nodes.length > 1 ? this.record.move(nodes[1]).move : null;
    this.outcome = { verdict, move: point, reply, inTree: true };
    return { ok: true, value: { ...result, problem: this.outcome } };
  }

  /** A pass is not in a problem. */
  pass() {
    return { error: refusal('not-in-problem', 'a pass is not in this problem') };
  }

  /** Takes back the learner's last move (and the answer to it); `false` at the start. */
  undo() {
    if (!this.live) return { viewing: true };
    let at = this.path.length - 1;
    while (at > 0 && this.record.move(this.path[at])?.color !== this.learner) at -= 1;
    if (at === 0) return { ok: true, value: false };
    this.path.length = at;
    this.state = 'solving';
    this.outcome = null;
    return { ok: true, value: true };
  }

  /** The rest of a match's actions are not in a problem. */
  resign() { return this.#notHere(); }
  loseOnTime() { return this.#notHere(); }
  toggleDead() { return this.#notHere(); }
  toggleDeadChain() { return this.#notHere(); }
  toggleFill() { return this.#notHere(); }
  agree() { return this.#notHere(); }
  resume() { return this.#notHere(); }

  /** Frees the engine objects. */
  dispose() {
    for (const game of this.games.values()) game.free();
    this.games.clear();
    this.answers.free();
    this.record.free();
  }

  // --- The problem's own calls. ---

  /** Back to the start: the root, solving again. */
  reset() {
    this.path = [this.record.root];
    this.viewAt = null;
    this.state = 'solving';
    this.outcome = null;
  }

  /**
   * The learner's moves at the node reached that lead to a right end (GTP points, the
   * tree's order); empty when none does (or it is not the learner's turn).
   */
  rightMoves() {
    if (this.state !== 'solving') return [];
    return this.answers.rightMoves(this.node);
  }

  /**
   * Plays out the first right line from the node reached (the whole solution from the
   * start when nothing is right from here): the state becomes `'shown'`. Returns the
   * moves shown, or null when the tree marks no right line.
   */
  showSolution() {
    let line = this.answers.rightLine(this.node);
    if (!line) {
      line = this.answers.rightLine(this.record.root);
      if (!line) return null;
      this.path = [this.record.root];
    }
    this.path.push(...line);
    this.viewAt = null;
    this.state = 'shown';
    this.outcome = null;
    return line.map((id) => this.record.move(id)?.move ?? null);
  }

  /** The comment of the node shown, or null. */
  comment() {
    return this.record.comment(this.shownNode);
  }

  /**
   * The region of the board that matters, `{ x0, y0, x1, y1 }` (columns from the
   * left, rows from the top, inclusive): the root's `VW`, else the box of every stone
   * and move in the tree, two lines wider and taken to a near edge.
   */
  region() {
    return this.answers.region();
  }

  /** A region written `A1-K10` (two corners, either order) on this board; null when it cannot be read. */
  parseRegion(text) {
    return text ? this.answers.parseRegion(text) : null;
  }

  /**
   * The comment of the node shown as the learner reads it: without the markers the
   * conventions put there for the solver (`RIGHT: two eyes.` reads `Two eyes.`),
   * the panel saying the verdict itself; null when nothing else is written.
   */
  readableComment(text) {
    // `ProblemTree.readableComment`: a static of the problems module's class.
    return text === null ? null : (this.answers.constructor.readableComment(text) ?? null);
  }

  // --- Inside. ---

  #notHere() {
    return { error: refusal('not-in-problem', 'not in a problem') };
  }

  #gameAt(id) {
    let game = this.games.get(id);
    if (!game) {
      game = this.record.game(id);
      this.games.set(id, game);
    }
    return game;
  }
}

/** GTP column letters (no I). */
const GTP_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** The GTP name of the point at column `x`, row `y` from the top. */
export function gtpName(x, y, height) {
  return `${GTP_LETTERS[x]}${height - y}`;
}
