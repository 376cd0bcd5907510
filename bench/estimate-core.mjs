// The dead-stone suggestion's timing (issue 12: at most 300 ms for 19×19 in wasm on
// a phone), shared by Node and the browser run of bench/estimate.mjs: the same
// seeded positions, the same measurement, given the engine's `Game` class.

/** GTP columns: A to T without I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A small seeded generator (mulberry32): the same positions everywhere. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Whether `point` (GTP) is an eye of the player to move: every neighbour is theirs. */
function ownEye(board, point, stone) {
  const x = COLUMNS.indexOf(point[0]);
  const y = board.length - Number(point.slice(1));
  const around = [[x - 1, y], [x + 1, y], [x, y - 1], [x, y + 1]];
  return around.every(([ax, ay]) => board[ay] === undefined || board[ay][ax] === undefined || board[ay][ax] === stone);
}

/**
 * A 19×19 game (Chinese rules) of seeded random moves that never fill the mover's
 * own eyes, for `moves` moves or, with `Infinity`, until both pass: the board is
 * then full of stones and one-point eyes (the easy end).
 */
export function randomGame(Game, moves, seed) {
  const game = new Game({ rules: 'chinese', width: 19, height: 19 });
  const random = generator(seed);
  let passes = 0;
  for (let i = 0; i < moves && passes < 2; i += 1) {
    const board = game.board();
    const stone = game.toMove === 'B' ? 'X' : 'O';
    const candidates = game.legalMoves().filter((p) => !ownEye(board, p, stone));
    if (candidates.length === 0) {
      game.play('pass');
      passes += 1;
    } else {
      game.play(candidates[Math.floor(random() * candidates.length)]);
      passes = 0;
    }
  }
  return game;
}

/**
 * The positions timed: random games stopped after 150, 200 and 250 moves (many
 * scattered empty points and weak chains: longer playouts than at a real stop,
 * where most of the board is settled) and one played to the end.
 */
export function positions(Game) {
  return [
    ['after 150 moves', randomGame(Game, 150, 7)],
    ['after 200 moves', randomGame(Game, 200, 7)],
    ['after 250 moves', randomGame(Game, 250, 7)],
    ['played out', randomGame(Game, Infinity, 7)],
  ].map(([name, game]) => ({
    name,
    game,
    empty: game.board().join('').split('.').length - 1,
  }));
}

/** The median of `values`. */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/**
 * Times `suggestDead(position, { playouts })` (the second module's) on every position
 * for every count in `counts`: one warm-up call, then the median of `rounds` calls,
 * in ms of `now()` (default `performance.now`; Node passes its process CPU time,
 * which other processes on a shared machine disturb less). The position is read from
 * the game once, as the app does at the stop.
 */
export function measure(Game, suggestDead, { counts, rounds, now = () => performance.now() }) {
  const rows = [];
  for (const { name, game, empty } of positions(Game)) {
    const position = { board: game.board(), toMove: game.toMove };
    for (const playouts of counts) {
      suggestDead(position, { playouts });
      const times = [];
      let dead = 0;
      for (let r = 0; r < rounds; r += 1) {
        const start = now();
        dead = suggestDead(position, { playouts, seed: r }).dead.length;
        times.push(now() - start);
      }
      rows.push({ position: name, empty, playouts, ms: median(times), dead });
    }
    game.free();
  }
  return rows;
}
