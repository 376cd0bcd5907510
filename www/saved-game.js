// The saved form of a game, and reading it back. No storage and no page here (see
// storage.js): only what is written and how it becomes a game again.
//
// Every game is a record (record-match.js): a save holds its whole tree as SGF (the
// end of a game played at a node, dead marks and agreement included, is in the tree)
// and the path to the node shown, with a summary of the position. Saves of earlier
// versions hold a log of actions instead (what the game started from and every action
// since), which replays to exactly the same game, checked against the saved summary,
// with a readable SGF copy used when it does not. A save that cannot be read throws
// an `Error` whose `code` says why; the caller keeps the text aside.
import { RecordMatch, nodeAt, pathText } from './record-match.js';

/** The actions an earlier version's log holds, and how each is applied to a `Game`. */
const ACTIONS = {
  play: (g, point) => g.play(point),
  pass: (g) => g.play('pass'),
  resign: (g, color) => g.resign(color),
  loseOnTime: (g, color) => g.loseOnTime(color),
  undo: (g) => g.undo(),
  toggleDead: (g, point) => g.toggleDead(point),
  toggleDeadChain: (g, point) => g.toggleDeadChain(point),
  toggleFill: (g, point) => (g.toggleFill(point) ? 'kept' : 'filled'),
  agree: (g) => g.agree(),
  resume: (g, requester) => g.resume(requester),
};

/**
 * The game an earlier version's log (`{ base, actions }`) rebuilds: started from
 * `base.options` or `base.sgf`, then every action replayed. Throws an `Error` naming
 * the first action that fails, or the engine's error for a bad start.
 */
function replay(Game, { base, actions }) {
  const game = typeof base?.sgf === 'string' ? Game.fromSgf(base.sgf) : new Game(base?.options);
  try {
    actions.forEach((entry, index) => {
      const [name, ...args] = entry;
      if (!Object.hasOwn(ACTIONS, name)) throw new Error(`action ${index + 1}: unknown action ${JSON.stringify(name)}`);
      let done;
      try {
        done = ACTIONS[name](game, ...args);
      } catch (error) {
        throw new Error(`action ${index + 1} (${[name, ...args].join(' ')}): ${error.message}`);
      }
      if (done === false) throw new Error(`action ${index + 1} (${name}): there was nothing to take back`);
    });
  } catch (error) {
    game.free();
    throw error;
  }
  return game;
}

/** The format written; a save of another format is refused (`newer` or `format`). */
export const FORMAT = 1;

/**
 * The saved form of `match` (a record's, record-match.js; plain data, for JSON): its
 * whole tree (with the other games of its file, if it holds several), which game of
 * them is shown and the path to the node shown (`tree`), and as the log an earlier
 * version reads, the tree with no action since.
 */
export function snapshot(match) {
  const sgf = match.tree.toSgf();
  return {
    format: FORMAT,
    tree: { sgf, game: match.tree.gameIndex, node: pathText(match.tree, match.node, match.childrenOf && ((id) => match.childrenOf(id))), opened: Boolean(match.opened) },
    record: { base: { sgf }, actions: [] },
    shownMove: null,
    sgf,
    position: summary(match.game),
  };
}

/**
 * The game in saved `text`: `{ game, shownMove, fromCopy }`, `game` a RecordMatch
 * for a saved record, else the `Game` an earlier version's log rebuilds (the
 * controller makes it a record). When that log does not replay to the saved position,
 * the SGF copy is loaded instead (`fromCopy` is then the replay's error: end-of-game
 * marks are lost, the moves are not). Throws an `Error` with `code` `not-json`,
 * `format`, `newer` or `replay` (and the reason in `message`) when neither can be read.
 */
export function restore(Game, text, Record) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    throw failure('not-json', error.message);
  }
  check(saved);
  if (typeof saved.tree?.sgf === 'string') {
    try {
      const tree = Record.fromSgf(saved.tree.sgf, { game: saved.tree.game ?? 0 });
      const match = new RecordMatch(tree, nodeAt(tree, saved.tree.node).node);
      // An opened record stays one: a reload does not make its moves the user's.
      match.opened = saved.tree.opened === true;
      return { game: match, shownMove: null, fromCopy: null };
    } catch (error) {
      throw failure('replay', error.message);
    }
  }
  try {
    const game = replay(Game, saved.record);
    const position = summary(game);
    if (JSON.stringify(position) !== JSON.stringify(saved.position)) {
      game.free();
      throw failure('replay', 'the replayed game differs from the saved position');
    }
    const shownMove = Number.isInteger(saved.shownMove) ? saved.shownMove : null;
    return { game, shownMove, fromCopy: null };
  } catch (error) {
    const cause = error.code === 'replay' ? error : failure('replay', error.message);
    if (typeof saved.sgf !== 'string') throw cause;
    try {
      return { game: Game.fromSgf(saved.sgf), shownMove: null, fromCopy: cause };
    } catch {
      throw cause;
    }
  }
}

/** Throws unless `saved` has the shape `snapshot` writes. */
function check(saved) {
  if (saved === null || typeof saved !== 'object' || !Number.isInteger(saved.format)) {
    throw failure('format', 'not a saved game');
  }
  if (saved.format > FORMAT) throw failure('newer', `format ${saved.format}, this version reads ${FORMAT}`);
  if (saved.format !== FORMAT) throw failure('format', `unknown format ${saved.format}`);
  const { base, actions } = saved.record ?? {};
  const baseOk =
    base !== null && typeof base === 'object' &&
    (typeof base.sgf === 'string' || (base.options !== null && typeof base.options === 'object'));
  const actionsOk =
    Array.isArray(actions) && actions.every((a) => Array.isArray(a) && typeof a[0] === 'string');
  if (!baseOk || !actionsOk) throw failure('format', 'the record of moves is missing or malformed');
}

/** What a replay must reproduce: position, turn, prisoners, phase and outcome, marks. */
function summary(game) {
  return {
    moveNumber: game.moveNumber,
    toMove: game.toMove,
    phase: game.phase,
    outcome: game.outcome ?? null,
    captures: { black: game.captures.black, white: game.captures.white },
    board: game.board().join('/'),
    dead: game.deadStones().join(' '),
  };
}

/** An `Error` with a `code`. */
function failure(code, message) {
  return Object.assign(new Error(message), { code });
}
