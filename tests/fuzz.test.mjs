// Bad and odd inputs to the entry points of the modules (`weiqi_web`: Game;
// `weiqi_extras`: Clock, suggestDead; `weiqi_count`: rankHandicap), thousands of
// calls from a fixed seed: each call returns or throws an API error (an `Error` with
// a known `code`), never a wasm trap, and the modules still work afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';

import { Game, Clock, suggestDead, ERROR_CODES, rankHandicap } from './support/weiqi.mjs';

/** A small deterministic generator (xorshift32), so a failure is reproducible. */
function random(seed) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13; s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5; s >>>= 0;
    return s / 2 ** 32;
  };
}

const LONG = 'x'.repeat(100_000);
const throwing = { get rules() { throw new Error('getter'); }, toString() { throw new Error('toString'); } };

/** Rows of a board `w` wide and `h` high, from X, O, . and odd characters. */
function rows(next, w, h) {
  const cells = 'XXOO....?x';
  return Array.from({ length: h }, () =>
    Array.from({ length: w }, () => cells[Math.floor(next() * cells.length)]).join(''));
}

/** One odd value: wrong types, edge numbers, huge and malformed text, odd objects. */
function oddValue(next, depth = 0) {
  const pick = Math.floor(next() * 40);
  const w = 1 + Math.floor(next() * 26);
  const h = 1 + Math.floor(next() * 26);
  switch (pick) {
    case 0: return undefined;
    case 1: return null;
    case 2: return true;
    case 3: return 0;
    case 4: return -1;
    case 5: return 2 ** 53;
    case 6: return NaN;
    case 7: return Infinity;
    case 8: return -0;
    case 9: return 10n;
    case 10: return -(2n ** 70n);
    case 11: return '';
    case 12: return 'pass';
    case 13: return 'A1';
    case 14: return 'Z25';
    case 15: return 'T19';
    case 16: return 'aa';
    case 17: return 'zz';
    case 18: return 'Ω';
    case 19: return LONG;
    case 20: return Symbol('s');
    case 21: return {};
    case 22: return [];
    case 23: return throwing;
    case 24: return () => 1;
    case 25: return new Proxy({}, { get() { throw new Error('proxy'); } });
    case 26: return { width: w, height: h, rules: ['ing', 'japanese', 'chinese', 'aga', 'x'][w % 5], handicap: h % 12, komi: w - 10 };
    case 27: return { board: rows(next, w, h), toMove: next() < 0.5 ? 'B' : 'W', playouts: 1 + (w % 3) };
    case 28: return { board: rows(next, w, h) };
    case 29: return { system: ['ing-pp', 'byoyomi', 'fischer', 'canadian', 'absolute', 'ing-rs', 'x'][w % 7], main: w * 1000 - 3000, periods: h - 3, period: h * 100, stones: w - 5, increment: h * 7 - 20, movesPerPeriod: h - 2 };
    case 30: return { dead: ['A1', 'Z9', 'T19', 10n] , penalties: { black: w - 3, white: 2 ** 40 } };
    case 31: return 1e308;
    case 32: return -1e308;
    case 33: return 0.5;
    case 34: return 'B';
    case 35: return `(;GM[1]SZ[${w}:${h}]KM[${h - 9}]AB[aa][${String.fromCharCode(96 + w)}${String.fromCharCode(96 + h)}];B[bb];W[];C[${LONG.slice(0, w)}])`;
    case 36: return depth < 2 ? Array.from({ length: w % 4 }, () => oddValue(next, depth + 1)) : 'W';
    case 37: return depth < 2 ? { [['rules', 'board', 'main', 'dead', 'playouts', 'toMove'][w % 6]]: oddValue(next, depth + 1) } : 7;
    case 38: return `${'abcdefghjklmnopqrstuvwxyz'[w - 1] ?? 'a'}${h}`;
    default: return w * 1000;
  }
}

/** The methods and getters of a class's prototype. */
function members(cls) {
  // Not `free`: it is called once, at the end.
  const names = Object.getOwnPropertyNames(cls.prototype)
    .filter((n) => !['constructor', 'free', '__destroy_into_raw'].includes(n));
  return names.map((name) => {
    const d = Object.getOwnPropertyDescriptor(cls.prototype, name);
    return { name, getter: typeof d.get === 'function', setter: typeof d.set === 'function' };
  });
}

/** Runs `call`; returns a description of what went wrong, or null when it behaved. */
function outcome(call) {
  try {
    call();
    return null;
  } catch (error) {
    if (error instanceof WebAssembly.RuntimeError) return `trap: ${error.message}`;
    if (!(error instanceof Error)) return `not an Error: ${String(error)}`;
    // Errors raised by the inputs' own getters and toString come back as they are.
    if (['getter', 'toString', 'proxy'].includes(error.message)) return null;
    if (!ERROR_CODES.includes(error.code)) return `no known code (${error.code}): ${error.message}`;
    return null;
  }
}

/** A readable form of arguments for the failure list. */
function describe(args) {
  return args.map((a) => {
    if (typeof a === 'bigint') return `${a}n`;
    if (typeof a === 'symbol') return 'Symbol';
    if (typeof a === 'string') return JSON.stringify(a.length > 60 ? `${a.slice(0, 60)}…(${a.length})` : a);
    if (typeof a === 'function') return 'function';
    try { return JSON.stringify(a)?.slice(0, 200) ?? String(a); } catch { return Object.prototype.toString.call(a); }
  }).join(', ');
}

/** Games in several states to call methods on. */
function games() {
  const fresh = new Game({ rules: 'japanese', width: 9, height: 9 });
  const big = new Game({ rules: 'chinese', width: 25, height: 25 });
  for (const p of ['A1', 'Y25', 'A25', 'Y1', 'M13']) big.play(p);
  const stopped = new Game({ rules: 'ing', width: 7, height: 7 });
  for (const p of ['D4', 'C3', 'pass', 'pass']) stopped.play(p);
  const long = new Game({ rules: 'tromp-taylor', width: 1, height: 25 });
  long.play('A13');
  const loaded = Game.fromSgf('(;GM[1]SZ[5]C[root];B[cc]C[one];W[dd])');
  return [fresh, big, stopped, long, loaded];
}

test('every Game method and getter takes odd arguments without trapping', () => {
  const next = random(20);
  const failures = new Set();
  const list = members(Game);
  for (let round = 0; round < 60; round += 1) {
    for (const game of games()) {
      for (const { name, getter } of list) {
        const args = [oddValue(next), oddValue(next), oddValue(next)].slice(0, Math.floor(next() * 4));
        const problem = outcome(() => (getter ? game[name] : game[name](...args)));
        if (problem) failures.add(`Game.${name}(${getter ? '' : describe(args)}): ${problem}`);
      }
      game.free();
    }
    for (const args of [[oddValue(next)], [oddValue(next), oddValue(next)]]) {
      const problem = outcome(() => new Game(...args).free());
      if (problem) failures.add(`new Game(${describe(args)}): ${problem}`);
      const sgf = outcome(() => Game.fromSgf(...args).free());
      if (sgf) failures.add(`Game.fromSgf(${describe(args)}): ${sgf}`);
      const rank = outcome(() => rankHandicap(...args));
      if (rank) failures.add(`rankHandicap(${describe(args)}): ${rank}`);
    }
  }
  assert.deepEqual([...failures], []);
  // The module still works.
  const g = new Game({ rules: 'ing', width: 19, height: 19 });
  g.play('D4');
  assert.equal(g.moveNumber, 1);
  g.free();
});

test('every Clock method and suggestDead take odd arguments without trapping', () => {
  const next = random(21);
  const failures = new Set();
  const list = members(Clock);
  for (let round = 0; round < 150; round += 1) {
    const options = oddValue(next);
    const problem = outcome(() => new Clock(options).free());
    if (problem) failures.add(`new Clock(${describe([options])}): ${problem}`);
    const clocks = [
      new Clock({ system: 'ing-pp', main: 60_000 }),
      new Clock({ system: 'byoyomi', main: 1000, periods: 2, period: 500 }),
    ];
    clocks[1].start('B', 0);
    for (const clock of clocks) {
      for (const { name, getter } of list) {
        const args = [oddValue(next), oddValue(next)].slice(0, Math.floor(next() * 3));
        const bad = outcome(() => (getter ? clock[name] : clock[name](...args)));
        if (bad) failures.add(`Clock.${name}(${getter ? '' : describe(args)}): ${bad}`);
      }
      clock.free();
    }
    const args = [oddValue(next), oddValue(next)].slice(0, 1 + Math.floor(next() * 2));
    const suggest = outcome(() => suggestDead(...args));
    if (suggest) failures.add(`suggestDead(${describe(args)}): ${suggest}`);
  }
  // Every board size, with stones everywhere (chains without liberties included).
  for (let w = 1; w <= 25; w += 1) {
    for (let h = 1; h <= 25; h += 4) {
      for (const board of [rows(next, w, h), Array(h).fill('X'.repeat(w)), Array(h).fill('.'.repeat(w))]) {
        const bad = outcome(() => suggestDead({ board, toMove: 'W' }, { playouts: 2 }));
        if (bad) failures.add(`suggestDead(${w}×${h} ${describe([board[0]])}…): ${bad}`);
      }
    }
  }
  assert.deepEqual([...failures], []);
  const clock = new Clock({ system: 'ing-pp', main: 3_600_000 });
  clock.start('B', 0);
  assert.equal(typeof clock.state(1000), 'object');
  clock.free();
  assert.ok(suggestDead({ board: Array(25).fill('.'.repeat(25)) }, { playouts: 1 }).playouts >= 1);
});
