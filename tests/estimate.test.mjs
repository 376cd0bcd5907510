// `suggestDead(position, options)` (issue 12): the dead-stone suggestion at the stop,
// from the second module (`weiqi_extras`) in www/pkg/ built by `cargo xtask build`.
// A help for the players, who still decide (RULES R1.6, R2.4, R4.4).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, suggestDead, thrown as refused } from './support/weiqi.mjs';

/** The suggestion for `game`'s position, as the app asks for it. */
function suggest(game, options) {
  return suggestDead({ board: game.board(), toMove: game.toMove }, options);
}

/** GTP columns: no I. */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

/** A game set up from a diagram (`X` Black, `O` White, `.` empty; top row first). */
function fromDiagram(diagram, { rules = 'chinese', toMove = 'B' } = {}) {
  const rows = diagram.trim().split('\n').map((row) => row.trim().split(/\s+/));
  const setup = { black: [], white: [] };
  rows.forEach((row, y) => {
    row.forEach((cell, x) => {
      const point = `${COLUMNS[x]}${rows.length - y}`;
      if (cell === 'X') setup.black.push(point);
      if (cell === 'O') setup.white.push(point);
    });
  });
  return new Game({ rules, width: rows[0].length, height: rows.length, setup, toMove });
}

// Black owns the four left columns, White the right five; one White stone invades
// Black's side (B7) and one Black stone White's (H6).
const SPLIT = `
  . . . X O . . . .
  . . . X O . . . .
  . O . X O . . . .
  . . . X O . . X .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .
  . . . X O . . . .`;

// RULES R1.5, R2.3, R4.5: the inner Black and White chains share the liberties D4
// and D2 and live only in seki; the outer ones have two eyes each.
const SEKI = `
  . O X . O X .
  O O X . O X X
  . O X O O X .
  O O O X X X X`;

describe('suggest(game, )', () => {
  test('suggests the invaders in each side’s area dead, as whole points in GTP form', () => {
    const game = fromDiagram(SPLIT);
    const s = suggest(game, );
    assert.deepEqual(s.dead.sort(), ['B7', 'H6']);
    assert.deepEqual(s.seki, []);
    assert.equal(s.playouts, 100, 'the default for the web: within 300 ms at a 19×19 stop');
    assert.equal(s.ownership.length, 81);
    // Row by row from the top left, thousandths: A1 Black's, J9 White's, and the
    // dead White stone's point Black's.
    assert.ok(s.ownership[8 * 9 + 0] > 600, `A1 ${s.ownership[72]}`);
    assert.ok(s.ownership[8] < -600, `J9 ${s.ownership[8]}`);
    assert.ok(s.ownership[2 * 9 + 1] > 600, `B7 ${s.ownership[19]}`);
    for (const o of s.ownership) assert.ok(Number.isInteger(o) && o >= -1000 && o <= 1000);
  });

  test('recognises seki and never calls its chains dead (RULES R1.5)', () => {
    const game = fromDiagram(SEKI);
    const s = suggest(game, { playouts: 100 });
    assert.deepEqual(s.dead, []);
    assert.deepEqual(s.seki.sort(), ['C2', 'C3', 'C4', 'D2', 'D3', 'D4', 'E2', 'E3', 'E4']);
    // The shared liberty D4 stays nobody's; the outer chains are pass-alive (Benson).
    assert.equal(s.ownership[3], 0);
    assert.ok(s.passAlive.includes('F4') && s.passAlive.includes('A1'), s.passAlive.join(' '));
    assert.ok(!s.passAlive.includes('C4'));
  });

  test('pass-alive stones are listed and never suggested dead', () => {
    // A Black group with two true eyes (A9, C9) in the corner, White around it.
    const game = fromDiagram(`
      . X . X O . . . .
      X X X X O . . . .
      O O O O O . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .
      . . . . . . . . .`, { toMove: 'W' });
    const s = suggest(game, { playouts: 50 });
    assert.deepEqual(s.passAlive.sort(), ['A8', 'B8', 'B9', 'C8', 'D8', 'D9']);
    assert.deepEqual(s.dead, []);
  });

  test('the same seed gives the same suggestion; the game is left as it was', () => {
    const game = new Game({ rules: 'japanese', width: 9 });
    for (const p of ['E5', 'C3', 'G7', 'C7', 'G3', 'E3', 'D4', 'pass', 'pass']) game.play(p);
    const before = { board: game.board(), history: game.history(), phase: game.phase };
    const a = suggest(game, { playouts: 30, seed: 11 });
    const b = suggest(game, { playouts: 30, seed: 11 });
    assert.deepEqual(a, b);
    assert.equal(a.playouts, 30);
    assert.deepEqual({ board: game.board(), history: game.history(), phase: game.phase }, before);
    assert.deepEqual(game.deadStones(), [], 'a suggestion marks nothing: the players decide');
  });

  test('an empty board suggests nothing', () => {
    const s = suggest(new Game({ width: 5 }), { playouts: 10 });
    assert.deepEqual([s.dead, s.seki, s.passAlive], [[], [], []]);
    assert.equal(s.ownership.length, 25);
  });

  test('wrong options are bad-option errors that say what is accepted', () => {
    const game = fromDiagram(SPLIT);
    for (const options of [
      { playouts: 0 },
      { playouts: 1.5 },
      { playouts: 1e6 },
      { playouts: '100' },
      { seed: -1 },
      { seed: 2 ** 60 },
      { threshold: 0.5 },
      5,
      'fast',
      [],
    ]) {
      refused(() => suggest(game, options), 'bad-option');
    }
    assert.match(refused(() => suggest(game, { playout: 5 }), 'bad-option').message, /playouts/);
    assert.equal(suggest(game, null).playouts, 100);
  });

  // RULES R0.1: the largest board, stones in every corner (an eye-shape walk once
  // read a diagonal past the last corner and trapped on every 25×25 board), and the
  // longest rectangles, through the wasm build.
  test('every 25-wide or 25-high board, corners taken, is suggested without a trap', () => {
    for (const [width, height] of [[25, 25], [25, 1], [1, 25], [25, 2], [2, 25], [24, 25], [25, 24]]) {
      const g = new Game({ rules: 'chinese', width, height });
      const last = `${COLUMNS[width - 1]}${height}`;
      for (const point of ['A1', last, `A${height}`, `${COLUMNS[width - 1]}1`]) {
        if (g.check(point) === null) g.play(point);
      }
      const s = suggest(g);
      assert.ok(Array.isArray(s.dead), `${width}×${height}`);
      assert.equal(s.ownership.length, width * height, `${width}×${height}`);
      g.free();
    }
  });

  test('a position that cannot be read is a bad-option error, never a trap', () => {
    for (const position of [undefined, null, {}, { board: 'X.O' }, { board: ['X.', '...'] }, { board: [] }, { board: [1, 2] }, { board: Array(26).fill('X') }]) {
      refused(() => suggestDead(position), 'bad-option');
    }
    refused(() => suggestDead({ board: ['X.', '.O'], toMove: 'Q' }), 'bad-color');
  });
});
