// The usual marks of right and wrong in a problem's record (problem.js says which),
// read from the engine's `Record`: small, so that opening any record can ask whether
// it is a problem (sgf-files.js opens one at its start) without the solver's module.

/** @typedef {import('./pkg/weiqi_web.js').Color} Color */
/**
 * What of a `Record` the marks are read from.
 * @typedef {Pick<import('./pkg/weiqi_web.js').Record, 'root' | 'properties' | 'move' | 'children'>} ProblemRecord
 */

/** Comment words that say a line is right: `RIGHT` in capitals, or `Correct` as a word. */
const RIGHT_COMMENT = [/\bRIGHT\b/, /\bcorrect\b/i];

/** Comment words that say a line is wrong (`incorrect` is read as wrong first). */
const WRONG_COMMENT = /\bwrong\b|\bincorrect\b/i;

/**
 * The `RIGHT` marker at a comment's start or end, with the punctuation that sets it
 * off: written for the solver to read (RIGHT_COMMENT), not for the learner.
 */
const RIGHT_MARKER = /^\s*RIGHT\b[\s:.!—–-]*|\s*\bRIGHT[.!]?\s*$/g;

/**
 * A comment as the learner reads it: without the `RIGHT` marker the convention puts
 * at its start or end (`RIGHT: two eyes.` reads `Two eyes.`), the panel saying the
 * verdict itself; null when nothing else is written.
 * @param {string | null} comment
 * @returns {string | null}
 */
export function readableComment(comment) {
  if (comment === null) return null;
  const text = comment.replace(RIGHT_MARKER, '');
  if (text === comment) return comment;
  return text ? text[0].toUpperCase() + text.slice(1) : null;
}

/**
 * What node `id` says of the line for `learner`: `'right'`, `'wrong'` or null. `ends`
 * is whether a right mark ends the problem there (a comment, `GB`/`GW`), which `TE`
 * (a good move on the way) does not.
 * @param {ProblemRecord} record
 * @param {number} id
 * @param {Color} learner
 * @returns {{ verdict: 'right' | 'wrong' | null, ends: boolean }}
 */
export function markOf(record, id, learner) {
  const props = record.properties(id);
  const comment = props.C?.[0] ?? '';
  const mover = props.B ? 'B' : props.W ? 'W' : null;
  /** @type {Color} */
  const other = learner === 'B' ? 'W' : 'B';
  const good = { B: Boolean(props.GB), W: Boolean(props.GW) };
  if (WRONG_COMMENT.test(comment) || good[other]) return { verdict: 'wrong', ends: true };
  if (props.BM && mover === learner) return { verdict: 'wrong', ends: true };
  if (props.TE && mover === other) return { verdict: 'wrong', ends: true };
  if (RIGHT_COMMENT.some((words) => words.test(comment)) || good[learner]) {
    return { verdict: 'right', ends: true };
  }
  if (props.TE && mover === learner) return { verdict: 'right', ends: false };
  return { verdict: null, ends: false };
}

/**
 * The learner's side: `PL` at the root, else the colour of the first move in the tree.
 * @param {ProblemRecord} record
 * @returns {Color}
 */
export function learnerOf(record) {
  const pl = record.properties(record.root).PL?.[0]?.toUpperCase();
  if (pl === 'B' || pl === 'W') return pl;
  const queue = [record.root];
  for (let id = queue.shift(); id !== undefined; id = queue.shift()) {
    const move = record.move(id);
    if (move) return move.color;
    queue.push(...record.children(id));
  }
  return 'B';
}

/**
 * Whether `record` reads as a problem by the conventions problem.js's head lists: a position set up at
 * the root (`AB`/`AW`, not a handicap's `HA`), and some line marked right for the side
 * to play by a comment or `GB`/`GW` — a commented game's `GB` or `TE` alone is not.
 * @param {ProblemRecord} record
 * @returns {boolean}
 */
export function isProblem(record) {
  const root = record.properties(record.root);
  if (!(root.AB || root.AW) || root.HA) return false;
  const learner = learnerOf(record);
  const stack = [...record.children(record.root)];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    const mark = markOf(record, id, learner);
    if (mark.verdict === 'right' && mark.ends) return true;
    stack.push(...record.children(id));
  }
  return false;
}

/**
 * Whether some node of the tree carries the mark `kind` for `learner`.
 * @param {ProblemRecord} record
 * @param {Color} learner
 * @param {'right' | 'wrong'} kind
 * @returns {boolean}
 */
export function someMarked(record, learner, kind) {
  const stack = [record.root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (markOf(record, id, learner).verdict === kind) return true;
    stack.push(...record.children(id));
  }
  return false;
}
