// The libraries the benchmark compares: Weiqi's wasm API and the npm peers, each
// behind the same small adapter.
//
// An adapter replays one recorded game: every move goes through the library's own
// move call, which checks legality (occupied point, suicide, ko or superko) and
// removes captures. A move the library refuses throws, so a disagreement is seen
// rather than skipped. Coordinates are converted once, before timing, to the form
// each library takes (Weiqi: 'D4' strings; the peers: numbers).
//
//   name, version     shown in the table
//   ko                for 'simple' and 'positional': how the library is set up for
//                     that rule, or null when it has no such rule (then it is left
//                     out of that table), and a note when its rule is not exactly ours
//   prepare(moves, size)        the moves ('D4' or 'pass') in the library's form
//   replay(prepared, size, ko)  plays them all from an empty board; returns the game
//   board(game, size)           the final board: one string per row, top row first,
//                               '.' empty, 'X' Black, 'O' White
//   captures(game)              { black, white }: stones each colour captured
//   dispose(game)               frees what must be freed (wasm memory)

import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadWeiqi } from '../tests/support/pkg.mjs';

const require = createRequire(import.meta.url);

/** GTP columns: I is skipped. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A move in GTP form as [x, y] from the top left, or null for a pass. */
export function gtpToXY(move, size) {
  if (move === 'pass') return null;
  const x = COLUMNS.indexOf(move[0]);
  const y = size - Number(move.slice(1));
  if (x < 0 || x >= size || !(y >= 0 && y < size)) throw new Error(`bad move ${move}`);
  return [x, y];
}

/** Rows of a board read through `at(x, y)`, which returns 1 (Black), -1 (White) or 0. */
function rows(size, at) {
  const out = [];
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      const s = at(x, y);
      row += s === 1 ? 'X' : s === -1 ? 'O' : '.';
    }
    out.push(row);
  }
  return out;
}

function packageVersion(name) {
  return require(`${name}/package.json`).version;
}

/** Refusal of a recorded move. */
function refused(library, index, move, why) {
  const error = new Error(`${library} refused move ${index + 1} (${move}): ${why}`);
  error.refused = { index, move, why };
  return error;
}

// --- Weiqi (wasm) ------------------------------------------------------------

/** The rules crate's version, from its Cargo.toml. */
async function crateVersion() {
  const manifest = await readFile(new URL('../crates/weiqi/Cargo.toml', import.meta.url), 'utf8');
  return (/^version = "([^"]+)"/m.exec(manifest) || [])[1] || '?';
}

/**
 * Loads target/www-gen/pkg the way Node embedders do; returns the adapters (`play('D4')` per
 * move, and `playMany` with a whole record in one call) and the module.
 */
export async function weiqi() {
  const { Game } = await loadWeiqi();
  const version = await crateVersion();
  const ko = {
    simple: { setup: "new Game({ rules: 'chinese', ko: 'simple' })" },
    positional: { setup: "new Game({ rules: 'chinese', ko: 'positional' })" },
  };
  const common = {
    version,
    ko,
    prepare: (moves) => moves,
    board: (game) => game.board(),
    captures: (game) => game.captures,
    dispose: (game) => game.free(),
  };
  const adapter = {
    ...common,
    name: 'weiqi (wasm)',
    replay(moves, size, ko) {
      const game = new Game({ rules: 'chinese', ko, width: size, height: size });
      for (let i = 0; i < moves.length; i++) {
        try {
          game.play(moves[i]);
        } catch (error) {
          game.free();
          throw refused('weiqi', i, moves[i], error.code || error.message);
        }
      }
      return game;
    },
  };
  const many = {
    ...common,
    name: 'weiqi (playMany)',
    // The whole game as one string: one crossing for the record.
    prepare: (moves) => moves.join(' '),
    replay(moves, size, ko) {
      const game = new Game({ rules: 'chinese', ko, width: size, height: size });
      try {
        game.playMany(moves);
      } catch (error) {
        game.free();
        const i = error.index ?? -2;
        throw refused('weiqi', i, moves.split(' ')[i], error.code || error.message);
      }
      return game;
    },
  };
  return {
    adapter,
    many: typeof Game.prototype.playMany === 'function' ? many : null,
    Game,
  };
}

// --- WGo.js ------------------------------------------------------------------

function wgo() {
  const WGo = require('wgo');
  const { Game, Repeating, Color } = WGo;
  const rules = (repeating) => ({ repeating, allowRewrite: false, allowSuicide: false, komi: 7.5 });
  // WGo's docs call `ALL` "no position may repeat" and `NONE` "positions may
  // repeat", but Game.hasPositionRepeated does the opposite: `NONE` compares the new
  // position with every earlier one (positional superko), `ALL` checks nothing.
  // `KO` compares it with the position before the opponent's last move.
  const RULES = { simple: rules(Repeating.KO), positional: rules(Repeating.NONE) };
  return {
    name: 'wgo',
    version: packageVersion('wgo'),
    ko: {
      simple: { setup: 'new Game(size, { repeating: KO, allowSuicide: false })' },
      positional: {
        setup: 'new Game(size, { repeating: NONE, allowSuicide: false })',
        note: 'repeating NONE compares with every earlier position (the code does the opposite of the doc comment)',
      },
    },
    prepare: (moves, size) => moves.map((m) => gtpToXY(m, size)),
    replay(moves, size, ko) {
      const game = new Game(size, RULES[ko]);
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        if (m === null) game.pass();
        else if (game.play(m[0], m[1]) === false) throw refused('wgo', i, m, 'play() returned false');
      }
      return game;
    },
    // Position.grid is indexed x * size + y.
    board: (game, size) => rows(size, (x, y) => {
      const c = game.position.grid[x * size + y];
      return c === Color.BLACK ? 1 : c === Color.WHITE ? -1 : 0;
    }),
    captures: (game) => ({ black: game.capCount.black, white: game.capCount.white }),
    dispose() {},
  };
}

// --- @sabaki/go-board -------------------------------------------------------

function sabaki() {
  const GoBoard = require('@sabaki/go-board');
  const options = { preventSuicide: true, preventOverwrite: true, preventKo: true };
  return {
    name: '@sabaki/go-board',
    version: packageVersion('@sabaki/go-board'),
    ko: {
      simple: { setup: 'makeMove(sign, v, { preventSuicide, preventOverwrite, preventKo })' },
      // makeMove knows only the ko shape of the last move: no superko.
      positional: null,
    },
    prepare: (moves, size) => moves.map((m) => gtpToXY(m, size)),
    replay(moves, size) {
      // A board, not a game: the caller alternates the colours and a pass is no call.
      let board = GoBoard.fromDimensions(size);
      let sign = 1;
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        if (m !== null) {
          try {
            board = board.makeMove(sign, m, options);
          } catch (error) {
            throw refused('@sabaki/go-board', i, m, error.message);
          }
        }
        sign = -sign;
      }
      return board;
    },
    board: (board, size) => rows(size, (x, y) => board.get([x, y])),
    captures: (board) => ({ black: board.getCaptures(1), white: board.getCaptures(-1) }),
    dispose() {},
  };
}

// --- tenuki ------------------------------------------------------------------

function tenuki() {
  const { Game } = require('tenuki');
  const KO = { simple: 'simple', positional: 'positional-superko' };
  const quiet = { render: false };
  return {
    name: 'tenuki',
    version: packageVersion('tenuki'),
    ko: {
      simple: { setup: "new Game({ boardSize, koRule: 'simple' })" },
      positional: {
        setup: "new Game({ boardSize, koRule: 'positional-superko' })",
        note: 'compares with every earlier position (32-bit Zobrist, then the whole board)',
      },
    },
    prepare: (moves, size) => moves.map((m) => gtpToXY(m, size)),
    replay(moves, size, ko) {
      const game = new Game({ boardSize: size, koRule: KO[ko] });
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        if (m === null) {
          if (!game.pass(quiet)) throw refused('tenuki', i, m, 'pass() returned false');
        } else if (!game.playAt(m[1], m[0], quiet)) {
          throw refused('tenuki', i, m, 'playAt() returned false');
        }
      }
      return game;
    },
    board: (game, size) => rows(size, (x, y) => {
      const v = game.intersectionAt(y, x).value;
      return v === 'black' ? 1 : v === 'white' ? -1 : 0;
    }),
    // `whiteStonesCaptured` counts White stones taken, by Black.
    captures: (game) => ({
      black: game.currentState().whiteStonesCaptured,
      white: game.currentState().blackStonesCaptured,
    }),
    dispose() {},
  };
}

// --- OGS goban ---------------------------------------------------------------

/**
 * goban's bundle is built for browsers: loading it touches `self`, `window` and
 * `document`. Only its rules engine (GobanEngine) is used, so inert stand-ins are
 * enough; they are installed only when missing, after the other libraries loaded.
 */
function installDomStandIns() {
  const inert = (name) => new Proxy(function () {}, {
    get(_, key) {
      if (key === Symbol.toPrimitive) return () => '';
      if (key === 'then' || key === 'attachShadow') return undefined;
      return inert(`${name}.${String(key)}`);
    },
    apply: () => inert(`${name}()`),
    construct: () => inert(`new ${name}`),
  });
  if (globalThis.self === undefined) globalThis.self = globalThis;
  if (globalThis.window === undefined) globalThis.window = globalThis;
  if (globalThis.document === undefined) globalThis.document = inert('document');
  if (globalThis.addEventListener === undefined) globalThis.addEventListener = () => {};
  if (globalThis.removeEventListener === undefined) globalThis.removeEventListener = () => {};
}

function goban() {
  installDomStandIns();
  const { GobanEngine } = require('goban');
  const config = (size, ko) => ({
    width: size,
    height: size,
    rules: 'chinese',
    komi: 7.5,
    allow_self_capture: false,
    allow_ko: false,
    allow_superko: ko === 'simple',
    superko_algorithm: 'psk',
    throw_all_errors: true,
  });
  return {
    name: 'goban (OGS)',
    version: packageVersion('goban'),
    ko: {
      simple: { setup: "new GobanEngine({ rules: 'chinese', allow_superko: true }); place(x, y, checkForKo)" },
      positional: {
        setup: "new GobanEngine({ rules: 'chinese', superko_algorithm: 'psk' }); place(x, y, true, errorOnSuperKo)",
        note: 'isBoardRepeating looks back 30 positions only (MAX_SUPERKO_SEARCH)',
        partial: true,
      },
    },
    prepare: (moves, size) => moves.map((m) => gtpToXY(m, size)),
    replay(moves, size, ko) {
      const engine = new GobanEngine(config(size, ko));
      const noSuperko = ko === 'simple';
      for (let i = 0; i < moves.length; i++) {
        const m = moves[i];
        const [x, y] = m === null ? [-1, -1] : m;
        try {
          // place(x, y, checkForKo, errorOnSuperKo, dontCheckForSuperKo,
          //       dontCheckForSelfCapture, isTrunkMove)
          engine.place(x, y, true, true, noSuperko, false, true);
        } catch (error) {
          throw refused('goban', i, m, error.message || String(error));
        }
      }
      return engine;
    },
    board: (engine, size) => rows(size, (x, y) => {
      const c = engine.board[y][x];
      return c === 1 ? 1 : c === 2 ? -1 : 0;
    }),
    captures: (engine) => ({ black: engine.black_prisoners, white: engine.white_prisoners }),
    dispose() {},
  };
}

/**
 * The peers that load, in table order, and those that did not with the reason.
 * goban comes last: it needs the DOM stand-ins.
 */
export function peers() {
  const loaded = [];
  const failed = [];
  for (const [name, make] of [
    ['wgo', wgo],
    ['@sabaki/go-board', sabaki],
    ['tenuki', tenuki],
    ['goban', goban],
  ]) {
    try {
      loaded.push(make());
    } catch (error) {
      failed.push({ name, reason: error.message.split('\n')[0] });
    }
  }
  return { loaded, failed };
}
