// The npm package as its users take it without a bundler: installed from the tarball
// (install.mjs), imported by name in Node (the .wasm read through
// new URL('./pkg/…', import.meta.url)), and loaded unbundled in Chromium through an
// import map (docs/npm.md "Use it in your app": no bundler), its .wasm requests coming from
// the package's own pkg/. A board whose engine cannot load (its .wasm missing or not
// WebAssembly) rejects `ready` with the engine's coded Error.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { HERE, checkApp, closeBrowser, installedPackage, open, serve, words } from './support.mjs';

const ORIGIN = 'http://package.test';

after(closeBrowser);

test('Node: the package imported by name plays, reads a collection in Shift_JIS, uses the second module, draws a diagram', async () => {
  const installed = JSON.parse(readFileSync(join(installedPackage(), 'package.json'), 'utf8'));
  assert.equal(installed.name, 'weiqi-go');
  for (const entry of ['.', './go-board', './diagram', './print']) assert.ok(installed.exports[entry], `exports ${entry}`);
  const { run } = await import(pathToFileURL(join(HERE, 'apps/node.mjs')).href);
  const result = await run();
  assert.equal(result.moves, 4);
  assert.equal(result.board[4], '....X....', 'E5 is Black in the middle row');
  assert.equal(result.occupied, 'occupied');
  assert.equal(result.recordMoves, 3);
  assert.equal(result.black, 'Ли Сэ Дол');
  assert.equal(result.comment, 'a comment');
  assert.equal(result.gameCount, 2);
  assert.deepEqual(result.blacks, ['井山裕太', '表']);
  assert.deepEqual({ ...result.encoding }, { encoding: 'shift_jis', evidence: 'declared' });
  assert.equal(result.detected, 'shift_jis');
  assert.equal(result.clock, 'function');
  assert.equal(result.caption, 'Moves 1–3');
  assert.equal(result.svgStart, '<svg');
});

test('Chromium: the package unbundled through an import map', async () => {
  let asked;
  // The page's main.js is the plain app's (docs/npm.md shows both).
  const main = { status: 200, contentType: 'text/javascript', body: readFileSync(join(HERE, 'apps/plain/main.js')) };
  const { result } = await open(`${ORIGIN}/apps/importmap/index.html`, {
    prepare: async (page) => {
      asked = await serve(page, ORIGIN, HERE, (path) => (path === '/apps/importmap/main.js' ? main : undefined));
    },
    inject: `${ORIGIN}/apps/check.js`,
  });
  checkApp(result, await words('en'));
  const wasm = asked.filter((path) => path.endsWith('.wasm')).sort();
  assert.deepEqual(wasm, ['/node_modules/weiqi-go/pkg/weiqi_extras_bg.wasm', '/node_modules/weiqi-go/pkg/weiqi_web_bg.wasm']);
});

for (const [name, answer, cause] of [
  ['missing (an error page)', { status: 404, contentType: 'text/html', body: '<!doctype html><title>not found</title>' }, /HTTP 404/],
  ['not WebAssembly', { status: 200, contentType: 'application/wasm', body: 'these bytes are not a module' }, /weiqi_web_bg\.wasm/],
]) {
  test(`Chromium: a board whose .wasm is ${name} rejects ready with engine-unavailable`, async () => {
    const { result } = await open(`${ORIGIN}/apps/importmap/failing.html`, {
      allowErrors: true,
      prepare: (page) => serve(page, ORIGIN, HERE, (path) => (path.endsWith('.wasm') ? answer : undefined)),
    });
    assert.equal(result.error, undefined, result.error);
    assert.equal(result.code, 'engine-unavailable');
    assert.match(result.message, cause);
    assert.match(result.message, /weiqi_web_bg\.wasm/, 'the message names the file');
    assert.equal(result.thrownCode, 'engine-unavailable', 'a call after the failure throws the load error, not not-ready');
    assert.ok(result.sameError);
    assert.match(result.shown, /could not load its rules engine/, 'the board says so');
  });
}
