// A WebAssembly trap never leaves the modules broken (www/engine.js): the trapping
// call throws an `Error` with code `trap`, `traps` fires once, and the next
// `loadEngine()` / `loadExtras()` gives a fresh instance that works. Objects of the
// public API are freed and disposed with coded errors (`freed`).
//
// No input reaches a trap any more, so the test makes one through a path no user
// has: it points an object's internal `__wbg_ptr` (wasm-bindgen's address of the Rust
// value) past the end of the module's memory, and the next call reads there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { overlaid } from './support/generated.mjs';

// Node's fetch does not read file: URLs, which the loader (written for browsers)
// asks for; serve them from disk (www/, over the generated files as the server lays them).
const webFetch = globalThis.fetch;
globalThis.fetch = async (url, init) => {
  const href = String(url);
  if (!href.startsWith('file:')) return webFetch(url, init);
  const type = href.endsWith('.wasm') ? 'application/wasm' : 'text/javascript';
  return new Response(await readFile(overlaid(href)), { headers: { 'Content-Type': type } });
};

const { loadCount, loadEngine, loadExtras, traps } = await import('../www/engine.js');

/** Past the end of any wasm32 memory this module grows to: a read there traps. */
const BAD_ADDRESS = 0xffff_fff0;

/** The `detail` of every `trap` event. */
const fired = [];
traps.addEventListener('trap', (event) => fired.push(event.detail));

/** Runs `action`, which must throw; returns the error. */
function thrownBy(action) {
  try {
    action();
  } catch (error) {
    return error;
  }
  assert.fail('nothing was thrown');
}

test('a trap in the main module: coded error, one event, and a fresh module next time', async () => {
  const first = await loadEngine();
  const game = new first.Game({ rules: 'japanese', width: 9, height: 9 });
  for (const p of ['D4', 'E5', 'C3']) game.play(p);
  const saved = game.toSgf();
  const before = fired.length;
  game.__wbg_ptr = BAD_ADDRESS;
  const error = thrownBy(() => game.play('F6'));
  assert.equal(error.code, 'trap', error.message);
  assert.deepEqual(fired.slice(before).map((d) => d.module), ['engine']);
  const again = await loadEngine();
  assert.notEqual(again.Game, first.Game, 'a new instance after the trap');
  const restored = again.Game.fromSgf(saved);
  assert.equal(restored.moveNumber, 3);
  restored.play('F6');
  assert.deepEqual(restored.board(), (() => {
    const g = new again.Game({ rules: 'japanese', width: 9, height: 9 });
    for (const p of ['D4', 'E5', 'C3', 'F6']) g.play(p);
    return g.board();
  })());
  assert.equal(await loadEngine(), again, 'loaded once until the next trap');
});

test('a trap in the extras module: the clock and the estimator come back', async () => {
  const first = await loadExtras();
  const clock = new first.Clock({ system: 'ing-pp', main: 60_000 });
  clock.start('B', 0);
  const before = fired.length;
  clock.__wbg_ptr = BAD_ADDRESS;
  const error = thrownBy(() => clock.state(10));
  assert.equal(error.code, 'trap', error.message);
  assert.deepEqual(fired.slice(before).map((d) => d.module), ['extras']);
  const again = await loadExtras();
  assert.notEqual(again.Clock, first.Clock);
  const fresh = new again.Clock({ system: 'ing-pp', main: 60_000 });
  fresh.start('B', 0);
  assert.equal(fresh.state(1000).black.stageLeft, 59_000);
  const estimate = again.suggestDead({ board: Array(25).fill(`${'X'.repeat(12)}.${'O'.repeat(12)}`) }, { playouts: 4 });
  assert.equal(estimate.ownership.length, 625);
});

test('the count module loads once through the same loader; its refusals stay coded errors, not traps', async () => {
  const { Game } = await loadEngine();
  const count = await loadCount();
  assert.equal(await loadCount(), count, 'loaded once');
  const walls = { black: ['C1', 'C2', 'C3', 'C4', 'C5'], white: ['D1', 'D2', 'D3', 'D4', 'D5'] };
  const game = new Game({ rules: 'ing', width: 5, height: 5, setup: walls });
  const position = { board: game.board(), rules: game.rules, handicap: game.handicap, dead: [], secondPhase: false };
  assert.equal(count.fillCount(position).cupSize, 12);
  const before = fired.length;
  assert.equal(thrownBy(() => count.fillCount({ ...position, board: ['X'] })).code, 'bad-option');
  assert.equal(fired.length, before, 'no trap event for an ordinary error');
});

test('freed and disposed objects throw `freed`; wrong argument types throw coded errors', async () => {
  const { Game } = await loadEngine();
  const game = new Game({ width: 9, height: 9 });
  game.free();
  for (const call of [() => game.play('D4'), () => game.board(), () => game.moveNumber, () => game.toSgf()]) {
    const error = thrownBy(call);
    assert.equal(error.code, 'freed', error.message);
    assert.ok(error instanceof Error);
  }
  // What a `using` block does at its end (Node 20 has Symbol.dispose, not the syntax).
  const g = new Game({ width: 5, height: 5 });
  g.play('C3');
  g[Symbol.dispose]();
  assert.equal(thrownBy(() => g.play('B2')).code, 'freed');
  const loaded = Game.fromSgf('(;GM[1]SZ[5]C[start];B[cc]C[one])');
  assert.equal(loaded.comment(1), 'one');
  for (const bad of [10n, '1', {}, Symbol('s'), true]) {
    assert.equal(thrownBy(() => loaded.comment(bad)).code, 'bad-option', typeof bad);
  }
  for (const none of [-1, 0.5, NaN, Infinity, 2 ** 40]) assert.equal(loaded.comment(none), null);
  const { Clock } = await loadExtras();
  const clock = new Clock({ system: 'ing-pp', main: 60_000 });
  clock[Symbol.dispose]();
  assert.equal(thrownBy(() => clock.start('B', 0)).code, 'freed');
});
