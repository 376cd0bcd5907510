// The saved form of a game, and reading it back. No storage and no page here (see
// storage.js): only what is written and how it becomes a Game again.
//
// A save holds the match's record (what the game started from and every action
// since, see match.js), which replays to exactly the same game, dead-stone marks and
// agreement included; the move shown; a readable SGF copy; and a summary of the
// position that the replay must reproduce. A save that cannot be read throws an
// `Error` whose `code` says why; the caller keeps the text aside.
import { fromSgf, replay } from './match.js';
import { RecordMatch, nodeAt, pathText } from './record-match.js';

/** The format written; a save of another format is refused (`newer` or `format`). */
export const FORMAT = 1;

/**
 * The saved form of `match` (plain data, for JSON). A record's match (record-match.js)
 * is saved as its whole tree and the path to the node shown (`tree`); the end of a
 * game played at a node (dead marks, agreement, resumption) is in the tree.
 */
export function snapshot(match) {
  if (match.tree) {
    const sgf = match.tree.toSgf();
    return {
      format: FORMAT,
      tree: { sgf, node: pathText(match.tree, match.node) },
      record: { base: { sgf }, actions: [] },
      shownMove: null,
      sgf,
      position: summary(match.game),
    };
  }
  return {
    format: FORMAT,
    record: match.record,
    shownMove: match.live ? null : match.shownMove,
    sgf: match.game.toSgf(),
    position: summary(match.game),
  };
}

/**
 * The game in saved `text`: `{ game, shownMove, fromCopy }` (`game` a RecordMatch
 * for a saved record when `Record` is given). When the record does not
 * replay to the saved position, the SGF copy is loaded instead (`fromCopy` is then the
 * replay's error: end-of-game marks are lost, the moves are not). Throws an `Error`
 * with `code` `not-json`, `format`, `newer` or `replay` (and the reason in `message`)
 * when neither can be read.
 */
export function restore(Game, text, Record = null) {
  let saved;
  try {
    saved = JSON.parse(text);
  } catch (error) {
    throw failure('not-json', error.message);
  }
  check(saved);
  // A record's tree, when the engine reads records (`Record`): `game` is then its match.
  if (Record && typeof saved.tree?.sgf === 'string') {
    try {
      const tree = Record.fromSgf(saved.tree.sgf);
      return { game: new RecordMatch(tree, nodeAt(tree, saved.tree.node).node), shownMove: null, fromCopy: null };
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
      return { game: fromSgf(Game, saved.sgf), shownMove: null, fromCopy: cause };
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
