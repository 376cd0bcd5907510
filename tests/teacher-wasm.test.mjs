// The teacher's WebAssembly module (www/pkg/weiqi_nn.js, web-nn/ built with SIMD)
// answers as the native teacher does for the positions of tests/data/teacher-moves.json
// (written and checked natively by web-nn/tests/same_answers.rs): every rank's move for
// the same game, rank and seed, the dead stones at a stop, and the network's view
// within 10⁻³ (the SIMD kernel sums in another order than the native one). So the
// ranks' strength measured natively (`cargo xtask strength --rank`) is the browser's.
// FAILS without KataGo's network (tests/support/model.mjs says how to get it).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { test } from 'node:test';

import { modelBytes } from './support/model.mjs';
import { loadTeacherModule } from './support/pkg.mjs';
import { Game } from './support/weiqi.mjs';
import { RANK_NAMES } from '../www/teacher.js';

const { Teacher, rankNames } = await loadTeacherModule();
const data = JSON.parse(await readFile(new URL('./data/teacher-moves.json', import.meta.url), 'utf8'));
const teacher = new Teacher(modelBytes());

test('the ranks are the page’s, the native module’s and the data file’s', () => {
  assert.deepEqual(Array.from(rankNames()), RANK_NAMES);
  assert.deepEqual(data.ranks, RANK_NAMES);
});

test('every rank plays the native move for the same game, rank and seed', () => {
  assert.ok(data.moves.length >= RANK_NAMES.length);
  for (const { sgf, rank, seed, move } of data.moves) {
    assert.equal(teacher.play(sgf, rank, seed, 0), move, `${rank} seed ${seed}\n${sgf}`);
  }
  assert.deepEqual(new Set(data.moves.map((m) => m.rank)), new Set(RANK_NAMES));
});

test('the moves are legal in the page engine', () => {
  for (const { sgf, rank, seed } of data.moves) {
    const move = teacher.play(sgf, rank, seed, 0);
    if (move === 'resign') continue;
    const game = Game.fromSgf(sgf);
    assert.equal(game.check(move), null, `${rank}: ${move} in\n${sgf}`);
    game.free();
  }
});

test('a search stops at its time limit with visits left, and still answers (teacher.js MOVE_MILLISECONDS)', () => {
  const { sgf } = data.moves[1];
  // A teacher of its own: a search leaves its tree behind for the next request.
  const teacher = new Teacher(modelBytes());
  // 1 000 visits cannot fit in 1 ms on any machine: the limit, not the visits, ends it.
  const hints = JSON.parse(teacher.hints(sgf, 1000, 3, 1));
  const visited = hints.moves.reduce((sum, m) => sum + m.visits, 0);
  // Without the limit the children share ~1 000 visits; with it, at most a handful.
  assert.ok(visited < 900, `${visited} visits`);
  const move = teacher.play(sgf, '1d', 1, 1);
  const game = Game.fromSgf(sgf);
  assert.equal(move === 'resign' ? null : game.check(move), null, move);
  game.free();
  teacher.free();
});

test('the dead stones at a stop and the network’s view are the native ones', () => {
  assert.deepEqual(Array.from(teacher.dead(data.stop.sgf)), data.stop.dead);
  assert.ok(data.stop.dead.length > 0);
  const view = JSON.parse(teacher.review(data.view.sgf, data.view.index, 1, 0));
  const native = data.view.answer;
  assert.ok(Math.abs(view.winrate - native.winrate) < 1e-3, `${view.winrate} against ${native.winrate}`);
  assert.ok(Math.abs(view.lead - native.lead) < 1e-3 * 20, `${view.lead} against ${native.lead}`);
  assert.deepEqual([view.best, view.played, view.toMove], [native.best, native.played, native.toMove]);
});

test('hints name the best moves with their chances; bad requests are refused in words', () => {
  const hints = JSON.parse(teacher.hints(data.moves[1].sgf, 30, 3, 0));
  assert.ok(hints.moves.length >= 1 && hints.moves.length <= 3);
  for (const m of hints.moves) {
    assert.ok(m.winrate >= 0 && m.winrate <= 1 && m.visits > 0, JSON.stringify(m));
  }
  assert.throws(() => teacher.play(data.moves[0].sgf, '11k', 1, 0), /no rank 11k/);
  assert.throws(() => teacher.play('not a record', '10k', 1, 0), Error);
  assert.throws(() => teacher.judge(data.moves[0].sgf, 'B'), /not stopped/);
  assert.throws(() => teacher.review(data.moves[0].sgf, 999, 1, 0), /past the game/);
});
