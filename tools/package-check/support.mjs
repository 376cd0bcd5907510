// What the package's checks share: where things are, Chromium (Debian's, driven by
// playwright-core), a folder served to a page under a made-up origin (every request
// answered from disk and listed), and opening a page until it sets `window.result`.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

/** This folder: the pinned tools, the apps, and `node_modules/weiqi-go` (install.mjs). */
export const HERE = fileURLToPath(new URL('.', import.meta.url));

/** Where the apps are built (outside the source tree). */
export const OUT = join(HERE, '../../target/npm/apps');

/** The installed package's folder; fails when install.mjs has not run. */
export function installedPackage() {
  const folder = join(HERE, 'node_modules/weiqi-go');
  assert.ok(existsSync(join(folder, 'package.json')), 'weiqi-go is not installed: run `node tools/package-check/install.mjs` (cargo xtask test does)');
  return folder;
}

const TYPES = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

let browser;

/** One Chromium for the file's pages. */
export async function launch() {
  browser ??= await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  return browser;
}

/** Closes the browser, if one was launched. */
export async function closeBrowser() {
  await browser?.close();
  browser = undefined;
}

/**
 * Serves folder `root` at `origin` to `page`: each path answered with the file,
 * `override(path)` first (a Response-like `{ status, body, contentType }`, or
 * undefined). Returns the list of paths asked for.
 */
export async function serve(page, origin, root, override = () => undefined) {
  const asked = [];
  await page.route(`${origin}/**`, (route) => {
    const path = decodeURIComponent(new URL(route.request().url()).pathname);
    asked.push(path);
    const answer = override(path);
    if (answer) return route.fulfill(answer);
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root) || !existsSync(file)) return route.fulfill({ status: 404, contentType: 'text/html', body: '<!doctype html><title>not found</title>' });
    return route.fulfill({ status: 200, contentType: TYPES[extname(file)] ?? 'application/octet-stream', body: readFileSync(file) });
  });
  return asked;
}

/**
 * Opens `url` in a new page (`prepare(page)` first: routes; `inject`, a module's URL,
 * added once the page has loaded: the checks, for a page that does not load them
 * itself) and waits for `window.result`; returns it with the page's errors and the
 * URLs it fetched. With `allowErrors`, page errors and failed responses are expected.
 */
export async function open(url, { prepare = async () => {}, inject = null, allowErrors = false } = {}) {
  const page = await (await launch()).newPage();
  const errors = [];
  const fetched = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  page.on('console', (message) => {
    // A failed load is listed with its URL below (the browser's own favicon request,
    // which real servers answer 404, is not the page's).
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    fetched.push(response.url());
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  try {
    await prepare(page);
    await page.goto(url);
    if (inject) await page.addScriptTag({ type: 'module', url: inject });
    await page
      .waitForFunction(() => window.result !== undefined, null, { timeout: 60_000 })
      .catch((error) => assert.fail(`${error.message}; page errors: ${errors.join('; ')}`));
    const result = await page.evaluate(() => window.result);
    if (!allowErrors) {
      assert.equal(result.error, undefined, result.error);
      assert.deepEqual(errors, [], `page errors at ${url}`);
    }
    return { result, errors, fetched };
  } finally {
    await page.close();
  }
}

/**
 * The checks every example app's page must pass (apps/check.js): the board drawn, a
 * move played and heard by the app, labels in `words` (the installed package's
 * strings of the page's language, never a key), both modules and a diagram.
 */
export function checkApp(result, words) {
  assert.equal(result.moveNumber, 1, 'the board played one move');
  assert.equal(result.moves, 'E5', "the app's move listener heard it");
  assert.ok(result.emptyPoint.some((c) => c > 120), `an empty point is drawn light: ${result.emptyPoint}`);
  assert.ok(result.stone.every((c) => c < 80), `the stone is drawn dark: ${result.stone}`);
  assert.equal(result.pass, words.embedPass);
  assert.equal(result.undo, words.embedUndo);
  assert.equal(result.boardLabel, words.embedBoardLabel);
  assert.ok(result.status.startsWith(words.embedToMove('W')), `status: ${result.status}`);
  for (const text of [result.pass, result.undo, result.status, result.boardLabel]) {
    assert.doesNotMatch(text, /\bembed[A-Z]/, 'a label is a raw key');
  }
  assert.equal(result.apiMoves, 1);
  assert.equal(result.games, 2, 'Record.fromSgf(bytes) kept both games');
  assert.equal(result.clock, 'function', 'the second module loaded');
  assert.equal(result.diagramStones, 1, "the board's diagram has its stone");
  assert.ok(result.standalone);
}

/** The installed package's strings of `lang` (strings/built/<lang>.js). */
export async function words(lang) {
  const { table } = await import(pathToFileURL(join(installedPackage(), `strings/built/${lang}.js`)).href);
  return table;
}
