// What the browser tests share: the served site, headless Chromium (Debian's, driven
// by playwright-core), screenshots, and helpers that act on the board as a person
// does: by clicking or tapping where a point is drawn.
//
// `cargo xtask test` serves the bundled site (target/site/, made from www/ by the
// build) with the project's own server on a free port and passes its URL in WEIQI_URL. Run alone (`node --test tests/browser/`), the tests
// start `cargo xtask serve --port 0` themselves.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { after, before } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Where screenshots go: WEIQI_ARTIFACTS, or target/artifacts/ (ignored by git). */
export const ARTIFACTS = process.env.WEIQI_ARTIFACTS ?? `${root}target/artifacts`;

/** The Chromium binary: CHROMIUM, or Debian's. */
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

/** Flags for a quiet, sandbox-free headless run (CI runs as root). */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** A phone (390×844 CSS pixels at 3×, touch) and a desktop window. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
export const DESKTOP = { viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 };

let server = null;

/** The site's URL: WEIQI_URL, or a `cargo xtask serve --port 0` started for the tests. */
export async function siteUrl() {
  if (process.env.WEIQI_URL) return process.env.WEIQI_URL;
  if (server) return server.url;
  const child = spawn('cargo', ['xtask', 'serve', '--port', '0'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/Serving \S+ at (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (found) resolve(found[1]);
    });
    child.on('exit', (code) => reject(new Error(`cargo xtask serve exited (${code}): ${output}`)));
  });
  server = { child, url };
  return url;
}

/** Stops the server the tests started, if they started one. */
export function stopServer() {
  server?.child.kill();
  server = null;
}

/**
 * One headless Chromium for a test file: launched before its tests, closed after
 * them (with the server they started). Returns a stand-in that forwards to it.
 */
export function useBrowser() {
  let browser;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    stopServer();
  });
  return new Proxy(
    {},
    {
      get(_, name) {
        if (!browser) throw new Error('the browser is launched before the tests run');
        const value = browser[name];
        return typeof value === 'function' ? value.bind(browser) : value;
      },
    },
  );
}

/** Headless Chromium with a fresh profile. */
export async function launch() {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A new page of `context` that collects console errors and uncaught exceptions in
 * `page.problems` and every response in `page.responses`.
 */
export async function watchedPage(context) {
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.responses = [];
  page.on('response', (response) => page.responses.push(response));
  return page;
}

/**
 * Opens the page in a new context with `device` options and waits until the app says
 * it is ready. Console errors and uncaught exceptions are collected in `page.problems`.
 */
export async function openPage(browser, device) {
  const page = await watchedPage(await browser.newContext(device));
  await page.goto(await siteUrl());
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
  return page;
}

/** Waits until the board has drawn every change asked of it. */
export async function drawn(page) {
  await page.waitForSelector('#board[data-frames]:not([data-pending])');
}

/**
 * Waits until the page has nothing pending: two frames shown and the browser idle
 * (`requestIdleCallback` runs only once the tasks, timers due and frames queued
 * before it have run). Checks that something did *not* happen ("no re-marking", "no
 * script ran") follow this instead of a fixed sleep.
 */
export async function settled(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })));
      }),
  );
}

/**
 * Holds back the page's requests whose URL matches `pattern` (a slow phone's network:
 * a module that arrives late) until the function returned is called.
 * @returns {Promise<() => void>} releases the requests held and those still to come
 */
export async function holdRequests(page, pattern) {
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the dead-stone suggestion of the stop (the estimator's or the network's,
 * www/end-game.js) has come or been dropped: the end-of-game panel carries
 * `data-suggesting` from the stop until then. Reading or toggling marks before that
 * races with it.
 */
export async function suggestionSettled(page) {
  await page.waitForSelector('#end-game:not([data-suggesting])', { state: 'attached', timeout: 30_000 });
}

/**
 * Waits for the stop's dead-stone suggestion ([`suggestionSettled`]) and takes its
 * marks back, through the app as a player's taps would: the test's own marks follow.
 */
export async function clearSuggestion(page) {
  await suggestionSettled(page);
  await page.evaluate(() => {
    const app = window.weiqiApp;
    for (const point of app.match.game.deadStones()) {
      if (app.match.game.deadStones().includes(point)) app.toggleDead(point);
    }
  });
}

/** Starts a game through the New game dialog. */
export async function newGame(page, { rules, width, height, komi, handicap }) {
  await page.click('#new-game-button');
  await page.selectOption('#rules', rules);
  await page.fill('#width', String(width));
  await page.fill('#height', String(height ?? width));
  if (komi !== undefined) await page.fill('#komi', String(komi));
  if (handicap !== undefined) await page.fill('#handicap', String(handicap));
  await page.click('#new-game-start');
  await page.waitForSelector('#new-game', { state: 'hidden' });
  await drawn(page);
}

/**
 * Chooses the computer as the opponent in the New game dialog and waits until its
 * levels are final (the network's ranks offered, or said to be missing): the dialog
 * is then laid out as the player sees it before pressing Start.
 */
export async function chooseComputer(page) {
  await page.check('#opponent-computer');
  await page.waitForSelector('#computer-fields[data-ranks]', { state: 'attached' });
}

/** Starts a game against the computer through the New game dialog; resolves once it follows the game. */
export async function newComputerGame(page, { rules, size, you = 'B', level }) {
  await page.click('#new-game-button');
  await page.selectOption('#rules', rules);
  await page.fill('#width', String(size));
  await page.fill('#height', String(size));
  await chooseComputer(page);
  await page.selectOption('#computer-you', you);
  await page.selectOption('#computer-level', String(level));
  await page.click('#new-game-start');
  await page.waitForSelector('#new-game', { state: 'hidden' });
  await page.waitForFunction(() => window.weiqiOpponent?.match === window.weiqiApp.match);
  await drawn(page);
}

/** Opens SGF `text` with the file picker, and closes the notice that says so. */
export async function openSgf(page, text, name) {
  await page.setInputFiles('#sgf-file', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForSelector('[data-notice="sgf"]');
  await page.locator('[data-notice="sgf"] [data-action="close"]').click();
  await drawn(page);
}

/**
 * Where `point` is in the viewport, in CSS pixels. A point out of view (a click on a
 * control below the board scrolled the page, on a phone) is brought back into view
 * first, as a player scrolls back to the board.
 */
export async function pagePosition(page, point) {
  const center = await page.evaluate((p) => {
    const at = window.weiqiApp.view.pointCenter(p);
    return at ? Array.from(at) : null;
  }, point);
  if (!center) throw new Error(`${point} is not on this board`);
  let box = await page.locator('#board').boundingBox();
  const height = await page.evaluate(() => innerHeight);
  const y = box.y + center[1];
  if (y < 0 || y > height) {
    await page.evaluate((top) => window.scrollBy(0, top), y - height / 2);
    box = await page.locator('#board').boundingBox();
  }
  return { x: box.x + center[0], y: box.y + center[1] };
}

/** Clicks `point` with the mouse. */
export async function clickPoint(page, point) {
  const { x, y } = await pagePosition(page, point);
  await page.mouse.click(x, y);
  await drawn(page);
}

/**
 * The first of `candidates` that is legal for the player to move: the computer's replies are
 * seeded afresh each game, so a fixed point may already hold its stone.
 */
export async function legalPoint(page, candidates) {
  const legal = await page.evaluate(() => window.weiqiApp.match.game.legalMoves());
  const point = candidates.find((p) => legal.includes(p));
  if (!point) throw new Error(`none of ${candidates.join(', ')} is legal here`);
  return point;
}

/** Moves the mouse over `point`. */
export async function hoverPoint(page, point) {
  const { x, y } = await pagePosition(page, point);
  await page.mouse.move(x, y);
  await drawn(page);
}

/** Taps `point` on a touch screen. */
export async function tapPoint(page, point) {
  const { x, y } = await pagePosition(page, point);
  await page.touchscreen.tap(x, y);
  await drawn(page);
}

/** The status line's data: move shown, total, player to move, phase, live. */
export async function status(page) {
  return page.locator('#status').evaluate((el) => ({ ...el.dataset }));
}

/** The text under the board. */
export async function explanation(page) {
  return (await page.locator('#explain').textContent()).trim();
}

/**
 * How many device pixels within a third of a cell of `point` have the ban marks'
 * colour: the mark as the eye sees it, read off the canvas.
 */
export async function banInk(page, point) {
  return page.evaluate((p) => {
    const canvas = document.getElementById('board');
    const view = window.weiqiApp.view;
    const [cx, cy] = Array.from(view.pointCenter(p));
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const [a, b] = [Array.from(view.pointCenter('A1')), Array.from(view.pointCenter('B1'))];
    const reach = Math.round(((b[0] - a[0]) / 3) * scale);
    const x0 = Math.round(cx * scale) - reach;
    const y0 = Math.round(cy * scale) - reach;
    const data = canvas.getContext('2d').getImageData(x0, y0, 2 * reach, 2 * reach).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      const [r, g, bl] = [data[i], data[i + 1], data[i + 2]];
      if (r > 110 && r < 200 && g < 40 && bl < 60) ink += 1;
    }
    return ink;
  }, point);
}

/** Whether `box` (a locator's bounding box) lies inside the page's viewport. */
export function inside(page, box) {
  const { width, height } = page.viewportSize();
  return box !== null && box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5;
}

/** Asserts that `selector`'s box lies inside the viewport; `what` names it in the message. */
export async function assertInView(page, selector, what) {
  const box = await page.locator(selector).boundingBox();
  assert.ok(inside(page, box), `${what} (${selector}) inside the viewport ${JSON.stringify(page.viewportSize())}: ${JSON.stringify(box)}`);
}

/** Saves a screenshot as target/artifacts/<name>.png (the whole page with `fullPage`) and returns its path. */
export async function screenshot(page, name, { fullPage = false } = {}) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = `${ARTIFACTS}/${name}.png`;
  await page.screenshot({ path, fullPage });
  return path;
}

/** The served site's folder on disk: what `cargo xtask test` and `cargo xtask serve` serve. */
export const SITE_DIR = `${root}target/site`;

/**
 * Starts `cargo xtask relay-demo --no-build --no-serve` with `args` (the xtask binary
 * `cargo xtask test` runs, WEIQI_XTASK, else `cargo xtask`): it rewrites
 * target/site/live/demo.sgf a move at a time. Returns `{ moves, waitFor(n), stop() }`:
 * `moves` is the last move written, `waitFor(n)` resolves once move `n` is written.
 */
export function startRelay(args) {
  const [command, ...first] = process.env.WEIQI_XTASK ? [process.env.WEIQI_XTASK] : ['cargo', 'xtask'];
  const child = spawn(command, [...first, 'relay-demo', '--no-build', '--no-serve', ...args], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const relay = { moves: -1, total: null, waiting: [], output: '' };
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.stdout.on('data', (chunk) => {
    relay.output += chunk;
    for (const [, n, total] of relay.output.matchAll(/relay: move (\d+) of (\d+) written/g)) {
      relay.moves = Math.max(relay.moves, Number(n));
      relay.total = Number(total);
    }
    relay.waiting = relay.waiting.filter(({ n, resolve }) => {
      if (relay.moves < n) return true;
      resolve();
      return false;
    });
  });
  return {
    get moves() {
      return relay.moves;
    },
    get total() {
      return relay.total;
    },
    /** Resolves once move `n` is written; rejects if the relay ends first. */
    waitFor(n) {
      if (relay.moves >= n) return Promise.resolve();
      return Promise.race([
        new Promise((resolve) => relay.waiting.push({ n, resolve })),
        exited.then((code) => {
          if (relay.moves < n) throw new Error(`the relay ended (${code}) at move ${relay.moves}, before move ${n}: ${relay.output}`);
        }),
      ]);
    },
    stop() {
      child.kill();
    },
  };
}

/**
 * On a phone (docs/layout.md), opens the sheet that holds `selector` by tapping its
 * tab, as a person does; nothing where the control stands in the page's columns or
 * its sheet is open already.
 */
export async function openSheetFor(page, selector) {
  const name = await page.locator(selector).first().evaluate((el) => el.closest('[data-sheet]')?.getAttribute('data-sheet') ?? null);
  if (!name) return;
  const tab = page.locator(`#sheet-tabs [data-opens="${name}"]`);
  if (!(await tab.isVisible())) return;
  if ((await tab.getAttribute('aria-expanded')) === 'true') return;
  // Another sheet covers the tabs: closed first, as a person closes it.
  await closeSheet(page);
  await tab.click();
  await page.locator(selector).first().waitFor({ state: 'visible' });
}

/** Closes the phone's sheet with its close button, when one is open. */
export async function closeSheet(page) {
  if (await page.locator('#sheet').isVisible()) await page.click('#sheet-close');
}

/** Column `c` of a 9×9 board, from row 1 to 9. */
export const column9 = (c) => Array.from({ length: 9 }, (_, i) => `${c}${i + 1}`);

/**
 * Starts an Ing game on 9×9 and brings it to its count (RULES R1.9): walls on D
 * (Black) and F (White), White's B5 dead inside Black's area; stopped, marked and
 * agreed, through the app's API. The count's panel is not opened.
 */
export async function agreedIngGame(page) {
  await page.evaluate(
    ({ black, white }) => {
      const app = window.weiqiApp;
      app.start(new app.Game({ rules: 'ing', width: 9, height: 9, setup: { black, white } }));
      app.pass();
      app.pass();
      app.toggleDead('B5');
      app.agree();
    },
    { black: column9('D'), white: [...column9('F'), 'B5'] },
  );
}
