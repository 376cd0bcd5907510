// The first load of each page of the bundled site (target/site/): what is downloaded
// (one bundle and few chunks, under content-hashed names cached for a year; the
// precompressed copies; the strings of one language; no estimator or clock until they
// are wanted; the .wasm asked for from the page's head), that nothing moves while the
// page fills in (cumulative layout shift at most 0.02), on a phone and a desktop, and
// that the page runs where service workers are blocked. Timings are not tested here:
// `cargo xtask lighthouse` measures them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, drawn, screenshot, settled, siteUrl, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The most layout shift a page may show while it loads (Lighthouse's "good" is 0.1). */
const MAX_SHIFT = 0.02;

/** Counts the layout shifts of the page (run before any of its scripts). */
function countShifts() {
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Opens `path` in a new context of `device`; records the responses and problems. */
async function open(path, device, { locale, ready = () => window.weiqiReady === true || window.weiqiLessonsReady === true } = {}) {
  const context = await browser.newContext({ ...device, locale });
  await context.addInitScript(countShifts);
  const page = await context.newPage();
  page.responses = [];
  page.problems = [];
  page.on('response', (response) => page.responses.push(response));
  page.on('pageerror', (error) => page.problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  await page.goto(new URL(path, await siteUrl()).href);
  await page.waitForFunction(ready, null, { timeout: 30_000 });
  // Whatever fills in after "ready" (a notice, a module loaded in idle time) has run.
  await settled(page);
  return page;
}

/**
 * The paths (relative to the site) of what the page itself loaded (its resource
 * timing: not the service worker's precaching, which keeps every file for offline).
 */
const paths = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1)));

/** The languages whose string tables were loaded: the bundle's chunks `en.<hash>.js`. */
const languagesLoaded = (loaded) =>
  loaded.map((p) => p.match(/^(en|ru|ro)\.[A-Z0-9]{8}\.js$/)?.[1]).filter(Boolean).sort();

/** The panels' chunks loaded after the board's first frame (app.js). */
const LATER = /^record-editor\.[A-Z0-9]{8}\.js$/;

/** A content-hashed name, as the server caches for a year (`app.3F9A1C2E.js`, `x.<16 hex>.wasm`). */
const HASHED = /\.([A-Z0-9]{8}|[0-9a-f]{16})\.(js|wasm)$/;

describe('the first load', () => {
  test("sends the first frame's bundle and .wasm from the head, then the page's; hashed, precompressed, cached for a year", async () => {
    const page = await open('', DESKTOP);
    const find = (pattern) => page.responses.find((r) => pattern.test(new URL(r.url()).pathname.slice(1)));
    const files = {
      bundle: /^first-frame\.[A-Z0-9]{8}\.js$/,
      view: /^pkg\/weiqi_view_bg\.[0-9a-f]{16}\.wasm$/,
      app: /^app\.[A-Z0-9]{8}\.js$/,
      wasm: /^pkg\/weiqi_web_bg\.[0-9a-f]{16}\.wasm$/,
      strings: /^en\.[A-Z0-9]{8}\.js$/,
      style: /^style\.css$/,
    };
    for (const [name, pattern] of Object.entries(files)) {
      const response = find(pattern);
      assert.ok(response, `${name}: ${pattern}`);
      const headers = await response.allHeaders();
      assert.equal(headers['content-encoding'], 'br', name);
      assert.equal(headers.vary, 'Accept-Encoding', name);
      assert.match(headers.etag, /^"[0-9a-f]+-[0-9a-f]+-br"$/, name);
      const hashed = HASHED.test(response.url());
      assert.equal(hashed, name !== 'style', `${name} has a content-hashed name`);
      assert.equal(headers['cache-control'], hashed ? 'public, max-age=31536000, immutable' : 'no-cache', name);
    }
    // The first frame's .wasm was asked for by the page's <link rel="preload">, not
    // after the modules; the main one after the first frame (first-frame.test.mjs).
    const view = find(files.view).request();
    const entry = await page.evaluate((url) => performance.getEntriesByName(url)[0]?.initiatorType, view.url());
    assert.equal(entry, 'link', "the first frame's .wasm download started from the preload");
    // The page's scripts: the first frame's bundle and its chunks (modulepreloaded from
    // the head), then the page's bundle, the chunks it shares with its lazily loaded
    // parts (solve mode, diagrams, the second and third modules' glue, the opponent)
    // and the strings, not 35 modules; the record editor's own chunk comes after the
    // board is drawn.
    const loaded = (await paths(page)).filter((p) => p.endsWith('.js'));
    const later = loaded.filter((p) => LATER.test(p));
    const scripts = loaded.filter((p) => !LATER.test(p));
    assert.ok(scripts.length <= 9, `${scripts.length} scripts at the start: ${scripts.join(', ')}`);
    assert.equal(later.length, 1, `the editor's chunk after the board: ${later.join(', ')}`);
    for (const script of loaded) assert.match(script, HASHED);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('loads the strings of the language in use only', async () => {
    for (const [locale, lang] of [['en-GB', 'en'], ['ru-RU', 'ru']]) {
      const page = await open('', DESKTOP, { locale });
      assert.deepEqual(languagesLoaded(await paths(page)), [lang], locale);
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await page.context().close();
    }
    // A board that speaks another language than its page loads that one too.
    const page = await open('embed.html', DESKTOP, {
      locale: 'en-GB',
      ready: () => [...document.querySelectorAll('go-board')].every((b) => b.shadowRoot?.querySelector('canvas[data-frames]')),
    });
    assert.deepEqual(languagesLoaded(await paths(page)), ['en', 'ru']);
    const russian = await page.evaluate(() => document.querySelector('#russian').shadowRoot.querySelector('.status').textContent);
    assert.match(russian, /чёрных/);
    await page.context().close();
  });

  test('fetches the estimator and clock module only when a game nears its stop', async () => {
    const page = await open('', DESKTOP);
    const extras = async () => (await paths(page)).filter((p) => p.includes('weiqi_extras'));
    assert.deepEqual(await extras(), [], 'not at the start');
    await page.click('#pass');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => /weiqi_extras_bg\.[0-9a-f]{16}\.wasm$/.test(e.name)));
    // The warm-up ran in idle time and changed nothing on the board.
    await settled(page);
    await drawn(page);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.deadStones().length), 0);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('runs online, without an error, where service workers are blocked', async () => {
    for (const path of ['', 'lessons.html']) {
      // Playwright's block answers `register()` with undefined instead of refusing, as
      // some privacy tools do.
      const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      const problems = [];
      let blocked = false;
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`console: ${message.text()}`);
        if (/registration blocked/i.test(message.text())) blocked = true;
      });
      // The refusal is logged after "ready" (the worker registers once the page stands).
      const refusal = page.waitForEvent('console', { predicate: (message) => /registration blocked/i.test(message.text()), timeout: 30_000 });
      await page.goto(new URL(path, await siteUrl()).href);
      await page.waitForFunction(() => window.weiqiReady === true || window.weiqiLessonsReady === true, null, { timeout: 30_000 });
      await refusal.catch(() => {});
      assert.ok(blocked, `${path || 'index.html'}: the page tried to register its worker and was blocked`);
      assert.equal(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) ?? null), null);
      assert.deepEqual(problems, [], path || 'index.html');
      await context.close();
    }
  });

  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const path of ['', 'lessons.html', 'embed.html']) {
      test(`${path || 'index.html'} on a ${name}: nothing moves while it fills in`, async () => {
        const page = await open(path, device, {
          ready: () =>
            window.weiqiReady === true ||
            window.weiqiLessonsReady === true ||
            (document.querySelector('go-board') && [...document.querySelectorAll('go-board')].every((b) => b.shadowRoot?.querySelector('canvas[data-frames]'))),
        });
        const shift = await page.evaluate(() => window.__shift);
        await screenshot(page, `first-load-${name}-${path.replace('.html', '') || 'index'}`);
        assert.ok(shift <= MAX_SHIFT, `cumulative layout shift ${shift.toFixed(4)} > ${MAX_SHIFT}`);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      });
    }
  }
});
