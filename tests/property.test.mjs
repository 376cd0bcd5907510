// Property test: random sequences of calls, with random and malformed arguments,
// never produce a wasm trap ("unreachable", a Rust panic) — only Errors with a known
// code — and a refused call changes nothing. Along the way the answers must agree:
// legalMoves and bans split the empty points, check(p) is null exactly for legal p,
// and a legal move can be played. Seeded, so a failure names its seed and repeats.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, ILLEGAL_CODES, PRESETS, assertApiError, snapshot } from './support/weiqi.mjs';

const GAMES = 60;
const CALLS_PER_GAME = 250;

/** mulberry32: a small seeded generator of numbers in [0, 1). */
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

const revoked = Proxy.revocable({}, {});
revoked.revoke();
const trap = () => {
  throw new Error('a trap that throws');
};
const hostile = new Proxy({}, { get: trap, ownKeys: trap, getPrototypeOf: trap, has: trap });
const hostileArray = new Proxy(['D4'], { get: trap });
const throwingGetter = Object.defineProperty({}, 'rules', { enumerable: true, get: trap });
const sparse = [];
sparse.length = 1e6;

/** Values no argument should be: each must give an Error with a code, or be ignored. */
const WEIRD = [
  undefined, null, true, false, 0, -0, 1, -1, 3.5, NaN, Infinity, -Infinity, 1e308, 2 ** 53,
  '', ' ', 'pass', 'PASS', ' pass ', 'I5', 'Z99', 'A0', 'A-1', 'a', 'aa', 'zz', 'tt', 'D4 ',
  'D04', 'D4.0', '碁', '😀4', 'D😀', '\u0000', 'D\u0000', 'D'.repeat(10000), '9'.repeat(400),
  'B', 'W', 'black', 'x', 'ing', {}, [], ['D4'], [[[[['D4']]]]], [null], () => 'D4',
  Symbol('D4'), 10n, new Date(0), new Map(), new Set(['D4']), Object.create(null),
  { toString: trap, valueOf: trap }, new String('D4'), new Number(4), hostile, hostileArray,
  revoked.proxy, throwingGetter, sparse, new Uint8Array(4), Promise.resolve('D4'),
];

const COLORS = ['B', 'W', 'b', 'w', 'black', 'white', undefined, null];
const KNOBS = {
  ko: ['simple', 'positional', 'situational', 'ing', 'simple-no-result'],
  suicide: ['forbidden', 'multi', 'multi-single-is-pass', 'all'],
  scoring: ['area', 'territory'],
};
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

function play(seed) {
  const random = generator(seed);
  const chance = (p) => random() < p;
  const pick = (list) => list[Math.floor(random() * list.length)];
  const int = (low, high) => low + Math.floor(random() * (high - low + 1));
  const weird = () => pick(WEIRD);

  /** A point in GTP or SGF form, on the board or just off it. */
  function point(width, height) {
    const x = int(0, width);
    const y = int(0, height);
    if (chance(0.3)) return String.fromCharCode(97 + x) + String.fromCharCode(97 + y);
    return (COLUMNS[x] ?? 'Z') + String(y + (chance(0.05) ? 0 : 1));
  }

  function options() {
    if (chance(0.05)) return weird();
    const size = int(1, 9);
    const o = {};
    if (chance(0.7)) o.rules = chance(0.95) ? pick(PRESETS) : weird();
    if (chance(0.9)) o.width = chance(0.95) ? size : weird();
    if (chance(0.6)) o.height = chance(0.95) ? int(1, 9) : weird();
    for (const [knob, names] of Object.entries(KNOBS)) {
      if (chance(0.2)) o[knob] = chance(0.9) ? pick(names) : weird();
    }
    if (chance(0.2)) o.komi = chance(0.8) ? int(-20, 20) / 2 : weird();
    if (chance(0.1)) o.handicap = chance(0.5) ? int(0, 9) : [point(size, size), point(size, size)];
    if (chance(0.15)) {
      o.setup = {
        black: Array.from({ length: int(0, 4) }, () => point(size, size)),
        white: Array.from({ length: int(0, 4) }, () => point(size, size)),
      };
    }
    if (chance(0.1)) o.toMove = pick(COLORS);
    if (chance(0.03)) o[pick(['colour', 'size', 'Rules', '__proto__x'])] = weird();
    return o;
  }

  /** Either a game or an API error; nothing else. */
  function start() {
    for (;;) {
      try {
        return new Game(options());
      } catch (error) {
        assertApiError(error);
      }
    }
  }

  /** Checks that the answers about the position agree with each other. */
  function consistent(game) {
    const board = game.board();
    assert.equal(board.length, game.height);
    assert.ok(board.every((row) => row.length === game.width && /^[.XO]*$/.test(row)));
    assert.ok(['B', 'W'].includes(game.toMove));
    assert.ok(['playing', 'stopped', 'finished'].includes(game.phase));
    assert.equal(game.history().length, game.moveNumber);
    const legal = game.legalMoves();
    const bans = game.bans();
    const empty = board.join('').split('').filter((c) => c === '.').length;
    assert.equal(legal.length + bans.length, empty, 'legal moves and bans split the empty points');
    for (const p of legal) assert.equal(game.check(p), null, `${p} is legal`);
    for (const ban of bans) {
      assert.ok(ILLEGAL_CODES.includes(ban.code));
      // check names the same reason: code, message and (superko, cycle) moveNumber.
      const { point, ...reason } = ban;
      assert.deepEqual(game.check(point), reason);
    }
    if (legal.length > 0) {
      const copy = game.clone();
      copy.play(pick(legal));
      copy.free();
    }
    if (game.phase !== 'playing') assert.equal(legal.length, 0);
  }

  let game = start();
  const arg = () => (chance(0.85) ? point(game.width, game.height) : weird());
  const color = () => (chance(0.3) ? (chance(0.8) ? pick(COLORS) : weird()) : undefined);
  const calls = [
    [12, () => {
      const legal = game.legalMoves();
      return game.play(legal.length > 0 && chance(0.8) ? pick(legal) : arg(), color());
    }],
    [2, () => game.play('pass', color())],
    [3, () => game.check(arg(), color())],
    [1, () => game.undo()],
    [1, () => game.board()],
    [1, () => game.bans()],
    [1, () => game.legalMoves()],
    [1, () => [game.toMove, game.captures, game.moveNumber, game.phase, game.outcome, game.lastMove]],
    [1, () => [game.rules, game.width, game.height, game.handicap, game.secondPhase, game.history()]],
    [0.15, () => game.resign(color())],
    [0.1, () => game.loseOnTime(color())],
    [1, () => game.toggleDead(arg())],
    [0.5, () => game.toggleDeadChain(arg())],
    [0.5, () => game.deadStones()],
    [0.5, () => game.agree()],
    [0.7, () => game.resume(color())],
    [0.2, () => Game.ruleSets()],
    [0.3, () => {
      const copy = game.clone();
      game.free();
      game = copy;
    }],
    [0.5, () => {
      game.free();
      game = start();
    }],
  ];
  const total = calls.reduce((sum, [weight]) => sum + weight, 0);
  const call = () => {
    let r = random() * total;
    for (const [weight, action] of calls) {
      r -= weight;
      if (r < 0) return action;
    }
    return calls[0][1];
  };

  for (let step = 0; step < CALLS_PER_GAME; step += 1) {
    const action = call();
    const before = snapshot(game);
    try {
      action();
    } catch (error) {
      assertApiError(error);
      assert.deepEqual(snapshot(game), before, `a refused call changed the game: ${error.message}`);
    }
    if (step % 25 === 0) consistent(game);
  }
  consistent(game);
  game.free();
}

test('random and malformed calls give Errors with codes, never a trap', () => {
  for (let seed = 1; seed <= GAMES; seed += 1) {
    try {
      play(seed);
    } catch (error) {
      error.message = `seed ${seed}: ${error.message}`;
      throw error;
    }
  }
});

test('a thrown-away game does not poison the next one', () => {
  // After every kind of refusal the module still works normally.
  const g = new Game({ width: 9 });
  for (const value of WEIRD) {
    for (const action of [() => g.play(value), () => g.play('D4', value), () => new Game(value)]) {
      try {
        action();
      } catch (error) {
        assertApiError(error);
      }
    }
    if (g.moveNumber > 0) while (g.undo());
  }
  const fresh = new Game({ rules: 'ing', width: 9 });
  assert.equal(fresh.play('E5'), 0);
  assert.deepEqual(fresh.lastPlay(), { captured: [], selfCaptured: [], countedAsPass: false });
});
