// The npm package as its users take it. The tarball `cargo xtask pack` made
// (target/npm/weiqi-go-<version>.tgz, or WEIQI_TARBALL) is installed into a fresh
// scratch project under target/npm/scratch/, then:
// - imported by name in Node: a game played, an SGF loaded, the second module and a
//   diagram used (the .wasm read through new URL('./pkg/…', import.meta.url));
// - loaded unbundled in Chromium through an import map;
// - bundled with esbuild (pinned in this folder's lockfile) into a page opened in
//   Chromium, with the package's pkg/ folder copied beside the bundle.
// In both pages the .wasm requests are checked to come from where the modules'
// import.meta.url says.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';

const here = fileURLToPath(new URL('.', import.meta.url));
const root = join(here, '../..');
const npmDir = join(root, 'target/npm');
const scratch = join(npmDir, 'scratch');
const ORIGIN = 'http://package.test';

/** The newest tarball in target/npm/, or WEIQI_TARBALL. */
function tarball() {
  if (process.env.WEIQI_TARBALL) return process.env.WEIQI_TARBALL;
  const found = existsSync(npmDir) ? readdirSync(npmDir).filter((f) => /^weiqi-go-.*\.tgz$/.test(f)) : [];
  assert.ok(found.length > 0, 'no target/npm/weiqi-go-*.tgz: run `cargo xtask pack` first');
  return join(npmDir, found.sort().at(-1));
}

let browser;

before(() => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(scratch, { recursive: true });
  writeFileSync(join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, type: 'module' }, null, 2));
  cpSync(join(here, 'scratch'), scratch, { recursive: true });
  // --offline: a local tarball without dependencies needs no registry.
  const install = spawnSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball()], { cwd: scratch, encoding: 'utf8' });
  assert.equal(install.status, 0, `npm install of the tarball failed:\n${install.stdout}${install.stderr}`);
});

after(async () => {
  await browser?.close();
});

test('Node: the package imported by name plays a game, loads an SGF, uses the second module and draws a diagram', async () => {
  const installed = JSON.parse(readFileSync(join(scratch, 'node_modules/weiqi-go/package.json'), 'utf8'));
  assert.equal(installed.name, 'weiqi-go');
  for (const entry of ['.', './go-board', './diagram', './print']) assert.ok(installed.exports[entry], `exports ${entry}`);
  const { run } = await import(pathToFileURL(join(scratch, 'node-check.mjs')).href);
  const result = await run();
  assert.equal(result.moves, 4);
  assert.equal(result.board[4], '....X....', 'E5 is Black in the middle row');
  assert.equal(result.occupied, 'occupied');
  assert.equal(result.recordMoves, 3);
  assert.equal(result.black, 'Ли Сэ Дол');
  assert.equal(result.comment, 'a comment');
  assert.equal(result.clock, 'function');
  assert.equal(result.caption, 'Moves 1–3');
  assert.equal(result.svgStart, '<svg');
});

/** Serves `scratch/` at ORIGIN to `page`; returns the paths asked for. */
async function serveScratch(page) {
  const asked = [];
  const types = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json' };
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    asked.push(path);
    const file = normalize(join(scratch, path));
    if (!file.startsWith(scratch) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ status: 200, contentType: types[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  return asked;
}

async function openChecked(path) {
  browser ??= await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  const asked = await serveScratch(page);
  await page.goto(`${ORIGIN}${path}`);
  await page
    .waitForFunction(() => window.result !== undefined, null, { timeout: 30_000 })
    .catch((error) => assert.fail(`${error.message}; page errors: ${errors.join('; ')}`));
  const result = await page.evaluate(() => window.result);
  await page.close();
  assert.equal(result.error, undefined, result.error);
  assert.deepEqual(errors, []);
  return { result, asked };
}

function checkPage(result) {
  assert.equal(result.moves, 2);
  assert.equal(result.recordMoves, 3);
  assert.equal(result.elementMoves, 2, 'the element played two moves');
  assert.ok(result.canvas, 'the element drew its board');
  assert.equal(result.diagramStones, 2, "the element's diagram has its two stones");
  assert.ok(result.standalone);
}

test('Chromium: the package unbundled through an import map', async () => {
  const { result, asked } = await openChecked('/importmap.html');
  checkPage(result);
  assert.ok(asked.includes('/node_modules/weiqi-go/pkg/weiqi_web_bg.wasm'), `wasm asked for: ${asked.filter((a) => a.endsWith('.wasm'))}`);
  assert.ok(asked.includes('/node_modules/weiqi-go/pkg/weiqi_extras_bg.wasm'));
});

test('Chromium: the package bundled with esbuild, pkg/ copied beside the bundle', async () => {
  const out = join(scratch, 'bundle/out');
  const built = await build({
    entryPoints: [join(scratch, 'page-check.js')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    outdir: out,
    absWorkingDir: scratch,
    logLevel: 'silent',
  });
  assert.deepEqual(built.errors, []);
  cpSync(join(scratch, 'node_modules/weiqi-go/pkg'), join(out, 'pkg'), { recursive: true });
  const bundle = readFileSync(join(out, 'page-check.js'), 'utf8');
  assert.ok(!bundle.includes('node:fs'), 'the browser build took the browser entry, not the Node one');
  const { result, asked } = await openChecked('/bundle/index.html');
  checkPage(result);
  const wasm = asked.filter((a) => a.endsWith('.wasm'));
  assert.deepEqual(wasm.sort(), ['/bundle/out/pkg/weiqi_extras_bg.wasm', '/bundle/out/pkg/weiqi_web_bg.wasm']);
  assert.ok(!asked.some((a) => a.startsWith('/node_modules/')), 'the bundle needs nothing from node_modules');
});
