// A problem (tsumego) read from a standard SGF record, walked as its author wrote it:
// the learner plays one side, and the board answers from the tree. No Go rule lives
// here: the record is the engine's `Record`, every position and every legality
// question is its `Game`'s (RULES R6.1). This module only follows the tree and reads
// the usual marks of right and wrong:
// - right: a comment with `RIGHT` or `Correct`, `GB`/`GW` for the learner's side,
//   `TE` on a learner's move; and, in a tree that marks no line right, a line that
//   ends where the tree ends without a wrong mark;
// - wrong: a comment with `WRONG`, `Wrong` or `Incorrect`, `BM` on a learner's move,
//   `GB`/`GW` for the other side, `TE` on the answer; and, in a tree that marks some
//   line right, a line that ends without that mark.
//
// `Problem` has the interface of a record's match (record-match.js: `game`, `shown`, `live`,
// `total`, `shownMove`, the steps and the actions), so the board controller
// (board-controller.js) can play on it, in the app and in `<go-board>` alike.
import { learnerOf, markOf, someMarked } from './problem-marks.js';

export { isProblem, learnerOf, readableComment } from './problem-marks.js';

/** @typedef {import('./pkg/weiqi_web.js').Record} EngineRecord */
/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').Color} Color */
/** @typedef {'right' | 'wrong' | null} Verdict */
/**
 * What the last move did: its verdict, the move, the tree's reply, whether the tree has it.
 * @typedef {{ verdict: Verdict, move: string, reply: string | null, inTree: boolean }} ProblemOutcome
 */
/** @typedef {{ x0: number, y0: number, x1: number, y1: number }} Region */
/** @typedef {{ x: number, y: number }} Place */

/**
 * An `Error` with a `code`, like the engine's.
 * @param {string} code
 * @param {string} message
 */
function refusal(code, message) {
  return Object.assign(new Error(message), { code });
}

/**
 * A problem being solved: the record, the learner's side, the node reached (the
 * "live" end) and the node shown (a step back along the path, like a record's earlier
 * move). Make it with `Problem.fromSgf`.
 */
export class Problem {
  /**
   * @param {import('./pkg/weiqi_web.js').Record} record the problem's tree (taken over)
   */
  constructor(record) {
    this.record = record;
    /** The side the learner plays: `PL` at the root, else the colour of the first move. */
    this.learner = learnerOf(record);
    /** Whether the tree marks some line right: then an unmarked end is wrong. */
    this.strict = someMarked(record, this.learner, 'right');
    /** `'solving'`, `'solved'`, `'failed'` (a wrong line was played) or `'shown'` (the solution). */
    this.state = 'solving';
    /** @type {ProblemOutcome | null} What the last move did (see `play`), or null. */
    this.outcome = null;
    /** The nodes from the root to the node reached. */
    this.path = [record.root];
    /** @type {number | null} The step along the path shown, null for the node reached. */
    this.viewAt = null;
    /** @type {Map<number, Game>} The engine's games at the nodes shown so far. */
    this.games = new Map();
  }

  /**
   * A problem from SGF text (throws the engine's `bad-sgf`); `Record` is the engine's class.
   * @param {{ fromSgf(text: string, options?: import('./pkg/weiqi_web.js').RecordOptions | null): EngineRecord }} Record
   * @param {string} text
   * @param {import('./pkg/weiqi_web.js').RecordOptions} [options]
   */
  static fromSgf(Record, text, options) {
    return new Problem(Record.fromSgf(text, options));
  }

  /** The node reached. */
  get node() {
    return this.path[this.path.length - 1];
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

  /**
   * Shows the node `n` steps along the path (clamped).
   * @param {number} n
   */
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
   * earlier node is shown, or `{ error }`: the engine's refusal of an illegal move, or
   * `not-in-problem` for a legal move the tree does not have (nothing changes), or
   * `problem-over` once solved or failed.
   *
   * `value.problem` is `{ verdict, move, reply }`: `verdict` is `'right'` (solved),
   * `'wrong'` (failed; `reply` is the refutation played, or null when the tree has
   * none) or null (go on: `reply` is the answer played).
   * @param {string} point
   */
  play(point) {
    if (!this.live) return { viewing: true };
    if (this.state !== 'solving') return { error: refusal('problem-over', `the problem is ${this.state}: reset it to try again`) };
    const game = this.game;
    if (game.toMove !== this.learner) return { error: refusal('problem-over', 'the problem has no more moves') };
    const ban = game.check(point);
    if (ban) return { error: Object.assign(refusal(ban.code, ban.message), ban) };
    const child = this.#childPlaying(this.node, point);
    if (child === null) {
      this.outcome = { verdict: 'wrong', move: point, reply: null, inTree: false };
      return { error: refusal('not-in-problem', `${point} is not in this problem`) };
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
    const { nodes, verdict } = this.#step(child);
    this.path.push(...nodes);
    this.state = verdict === 'right' ? 'solved' : verdict === 'wrong' ? 'failed' : 'solving';
    const reply = nodes.length > 1 ? (this.record.move(nodes[1])?.move ?? null) : null;
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
    while (at > 0 && this.#mover(this.path[at]) !== this.learner) at -= 1;
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
    return this.#rightChildren(this.node).flatMap((id) => this.record.move(id)?.move ?? []);
  }

  /**
   * Plays out the first right line from the node reached (the whole solution from the
   * start when nothing is right from here): the state becomes `'shown'`. Returns the
   * moves shown, or null when the tree marks no right line.
   */
  showSolution() {
    let line = this.#rightLine(this.node);
    if (!line) {
      line = this.#rightLine(this.record.root);
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

  /** The region that matters: `VW` of the root, else the stones' box (see `region`). */
  region() {
    return regionOf(this.record);
  }

  // --- Inside. ---

  #notHere() {
    return { error: refusal('not-in-problem', 'not in a problem') };
  }

  /** @param {number} id */
  #gameAt(id) {
    let game = this.games.get(id);
    if (!game) {
      game = this.record.game(id);
      this.games.set(id, game);
    }
    return game;
  }

  /** @param {number} id */
  #mover(id) {
    return this.record.move(id)?.color ?? null;
  }

  /**
   * The child of `id` whose move is the learner's `point`, or null.
   * @param {number} id
   * @param {string} point
   */
  #childPlaying(id, point) {
    const wanted = String(point).toUpperCase();
    for (const child of this.record.children(id)) {
      const move = this.record.move(child);
      if (move && move.color === this.learner && move.move.toUpperCase() === wanted) return child;
    }
    return null;
  }

  /**
   * The learner's move `child` and the tree's answer to it (its first child, when
   * that is the other side's move): `{ nodes, verdict }`, the nodes to go to and
   * `'right'` (solved), `'wrong'` (failed) or null (the learner moves again).
   * @param {number} child
   * @returns {{ nodes: number[], verdict: Verdict }}
   */
  #step(child) {
    const own = markOf(this.record, child, this.learner);
    const [first = null] = this.record.children(child);
    const reply = first !== null && this.#mover(first) !== this.learner ? first : null;
    const nodes = reply === null ? [child] : [child, reply];
    if (own.verdict === 'wrong') return { nodes, verdict: 'wrong' };
    const answer = reply === null ? { verdict: null, ends: false } : markOf(this.record, reply, this.learner);
    if (answer.verdict === 'wrong') return { nodes, verdict: 'wrong' };
    const ended = this.record.children(nodes[nodes.length - 1]).length === 0;
    const right = own.verdict === 'right' || answer.verdict === 'right';
    if (right && (ended || own.ends || answer.ends)) return { nodes, verdict: 'right' };
    // A line that ends: right where no line is marked right, wrong where some are.
    if (ended) return { nodes, verdict: this.strict ? 'wrong' : 'right' };
    return { nodes, verdict: null };
  }

  /**
   * The learner's moves below `id` from which a right end can be reached.
   * @param {number} id
   */
  #rightChildren(id) {
    return this.record.children(id).filter((child) => this.#mover(child) === this.learner && this.#lineFrom(child));
  }

  /**
   * The first right line below `id`: the learner's moves and the answers.
   * @param {number} id
   */
  #rightLine(id) {
    for (const child of this.#rightChildren(id)) return this.#lineFrom(child);
    return null;
  }

  /**
   * From the learner's move `first`: the nodes to a right end ([first, reply, …]), or
   * null when every line from it is wrong. Iterative: deep trees must not overflow
   * the stack.
   * @param {number} first
   * @returns {number[] | null}
   */
  #lineFrom(first) {
    const stack = [[first]];
    for (let line = stack.pop(); line !== undefined; line = stack.pop()) {
      const before = line.slice(0, -1);
      const { nodes, verdict } = this.#step(line[line.length - 1]);
      const full = [...before, ...nodes];
      if (verdict === 'right') return full;
      if (verdict === 'wrong') continue;
      const next = this.record.children(nodes[nodes.length - 1]).filter((id) => this.#mover(id) === this.learner);
      for (const id of next.reverse()) stack.push([...full, id]);
    }
    return null;
  }
}

/** SGF letters for 0..51. */
const SGF_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GTP column letters (no I). */
const GTP_LETTERS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/**
 * The region of the board that matters, `{ x0, y0, x1, y1 }` (columns from the left,
 * rows from the top, inclusive): the root's `VW`, else the box of every stone and move
 * in the tree, two lines wider and taken to the edge when it comes within three lines
 * of one. The whole board when there is nothing to go by.
 * @param {Pick<EngineRecord, 'width' | 'height' | 'root' | 'properties' | 'children'>} record
 * @returns {Region}
 */
export function regionOf(record) {
  const { width, height } = record;
  const whole = { x0: 0, y0: 0, x1: width - 1, y1: height - 1 };
  const view = record.properties(record.root).VW;
  if (view?.length && view.some((v) => v !== '')) {
    const box = boxOf(view.flatMap((value) => sgfRange(value)));
    return box ? clip(box, width, height) : whole;
  }
  /** @type {Place[]} */
  const points = [];
  const stack = [record.root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const props = record.properties(id);
    for (const name of ['AB', 'AW', 'B', 'W']) {
      for (const value of props[name] ?? []) points.push(...sgfRange(value));
    }
    stack.push(...record.children(id));
  }
  const box = boxOf(points.filter((p) => p.x < width && p.y < height));
  if (!box) return whole;
  /**
   * @param {number} low
   * @param {number} high
   * @param {number} size
   */
  const grow = (low, high, size) => {
    let a = Math.max(0, low - 2);
    let b = Math.min(size - 1, high + 2);
    if (a <= 3) a = 0;
    if (b >= size - 4) b = size - 1;
    return [a, b];
  };
  const [x0, x1] = grow(box.x0, box.x1, width);
  const [y0, y1] = grow(box.y0, box.y1, height);
  return { x0, y0, x1, y1 };
}

/**
 * A region written `A1-K10` (two GTP corners, either order) on a board of `width` ×
 * `height`; null when it cannot be read.
 * @param {string | null | undefined} text
 * @param {number} width
 * @param {number} height
 * @returns {Region | null}
 */
export function parseRegion(text, width, height) {
  const match = /^\s*([A-HJ-Z])(\d{1,2})\s*[-:]\s*([A-HJ-Z])(\d{1,2})\s*$/i.exec(text ?? '');
  if (!match) return null;
  /**
   * @param {string} letter
   * @param {string} row
   */
  const corner = (letter, row) => ({ x: GTP_LETTERS.indexOf(letter.toUpperCase()), y: height - Number(row) });
  const box = boxOf([corner(match[1], match[2]), corner(match[3], match[4])]);
  if (!box || box.x1 >= width || box.y0 < 0 || box.y1 >= height) return null;
  return box;
}

/**
 * The GTP name of the point at column `x`, row `y` from the top.
 * @param {number} x
 * @param {number} y
 * @param {number} height
 */
export function gtpName(x, y, height) {
  return `${GTP_LETTERS[x]}${height - y}`;
}

/**
 * The points of an SGF point or compressed rectangle (`dd`, `aa:cc`); [] for a pass.
 * @param {string} value
 * @returns {Place[]}
 */
function sgfRange(value) {
  const [a, b = a] = String(value).split(':');
  const p = sgfPoint(a);
  const q = sgfPoint(b);
  if (!p || !q) return [];
  return [p, q];
}

/**
 * An SGF point (`dd`) as column and row from the top left, or null.
 * @param {string | undefined} text
 * @returns {Place | null}
 */
function sgfPoint(text) {
  if (text?.length !== 2) return null;
  const x = SGF_LETTERS.indexOf(text[0]);
  const y = SGF_LETTERS.indexOf(text[1]);
  return x < 0 || y < 0 ? null : { x, y };
}

/**
 * The smallest region holding `points`, or null for none.
 * @param {Place[]} points
 * @returns {Region | null}
 */
function boxOf(points) {
  if (!points.length) return null;
  return {
    x0: Math.min(...points.map((p) => p.x)),
    y0: Math.min(...points.map((p) => p.y)),
    x1: Math.max(...points.map((p) => p.x)),
    y1: Math.max(...points.map((p) => p.y)),
  };
}

/**
 * `box` cut to a `width` × `height` board.
 * @param {Region} box
 * @param {number} width
 * @param {number} height
 * @returns {Region}
 */
function clip(box, width, height) {
  return {
    x0: Math.max(0, box.x0),
    y0: Math.max(0, box.y0),
    x1: Math.min(width - 1, box.x1),
    y1: Math.min(height - 1, box.y1),
  };
}
