// The opponent's WebAssembly module (www/pkg/weiqi_bot.js, web-bot/) plays the same
// moves as the native player for the same game, level and seed: the positions and
// native moves of tests/data/bot-moves.json (checked natively by
// web-bot/tests/same_moves.rs). So the strength measured natively at a level's
// simulation count (cargo xtask strength) is the browser's at that level.
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { loadBot } from './support/pkg.mjs';
import { Game } from './support/weiqi.mjs';

const { computerMove, deadStones, levelPlayouts } = await loadBot();
const cases = JSON.parse(await readFile(new URL('./data/bot-moves.json', import.meta.url), 'utf8'));

test('the module plays the native moves for the same game, level and seed', () => {
  assert.ok(cases.length >= 10);
  const levels = new Set();
  for (const { sgf, level, seed, move } of cases) {
    assert.equal(computerMove(sgf, level, seed), move, `level ${level} seed ${seed}\n${sgf}`);
    levels.add(level);
  }
  assert.deepEqual([...levels].sort(), [1, 2, 3, 4, 5]);
});

test('the moves it gives are legal in the page engine', () => {
  for (const { sgf, level, seed } of cases) {
    const game = Game.fromSgf(sgf);
    const move = computerMove(sgf, level, seed);
    if (move === 'pass' || move === 'resign') continue;
    assert.equal(game.check(move), null, `${move} in\n${sgf}`);
  }
});

test('levels are named by their simulations, and bad input is refused in words', () => {
  assert.deepEqual(Array.from(levelPlayouts()), [30, 100, 300, 1000, 3000, 10000, 30000, 100000]);
  assert.throws(() => computerMove('(;GM[3])', 1, 1));
  assert.throws(() => computerMove('not a record', 1, 1));
  // A Capture Go game over at its first capture (RULES R5): over again once read back.
  const over = new Game({ rules: 'capture-go', width: 5, height: 5, setup: { black: ['A2', 'C2', 'B1'], white: ['B2'] } });
  over.play('B3');
  assert.equal(over.outcome.kind, 'capture');
  assert.throws(() => computerMove(over.toSgf(), 1, 1), /not being played/);
});

test('at the stop it names the stones it believes dead', () => {
  const game = new Game({ rules: 'chinese', width: 5, height: 5, setup: { black: ['C1', 'C2', 'C3', 'C4', 'C5'], white: ['D1', 'D2', 'D3', 'D4', 'D5', 'A1'] } });
  game.play('pass');
  game.play('pass');
  assert.deepEqual(deadStones(game.toSgf(), 1, 1), ['A1']);
});
