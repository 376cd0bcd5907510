// The first load of each page: what is downloaded (the precompressed copies, the
// strings of one language, no estimator or clock until they are wanted, the .wasm
// asked for from the page's head) and that nothing moves while the page fills in
// (cumulative layout shift at most 0.02), on a phone and a desktop. Timings are not
// tested here: `cargo xtask lighthouse` measures them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, drawn, screenshot, siteUrl, useBrowser } from './support.mjs';

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
  // Whatever fills in after "ready" (a notice, the estimator's module) has time to.
  await page.waitForTimeout(800);
  return page;
}

/**
 * The paths (relative to the site) of what the page itself loaded (its resource
 * timing: not the service worker's precaching, which keeps every file for offline).
 */
const paths = (page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname.slice(1)));

/** The string modules among `loaded`: built tables, and feature tables or helpers. */
const stringFiles = (loaded) => loaded.filter((p) => p.startsWith('strings/')).sort();

describe('the first load', () => {
  test('sends the precompressed copies, with validators, and the .wasm from the head', async () => {
    const page = await open('', DESKTOP);
    const find = (suffix) => page.responses.find((r) => r.url().endsWith(suffix));
    for (const file of ['app.js', 'style.css', 'pkg/weiqi_web_bg.wasm', 'strings/built/en.js']) {
      const headers = await find(file).allHeaders();
      assert.equal(headers['content-encoding'], 'br', file);
      assert.equal(headers.vary, 'Accept-Encoding', file);
      assert.match(headers.etag, /^"[0-9a-f]+-[0-9a-f]+-br"$/, file);
    }
    // The .wasm was asked for by the page's <link rel="preload">, not after the modules.
    const wasm = find('pkg/weiqi_web_bg.wasm').request();
    assert.equal(await page.evaluate(() => document.querySelector('link[rel="preload"][href$=".wasm"]') !== null), true);
    const entry = await page.evaluate(
      (url) => performance.getEntriesByName(url)[0]?.initiatorType,
      wasm.url(),
    );
    assert.equal(entry, 'link', 'the .wasm download started from the preload');
    const modules = await page.evaluate(() => document.querySelectorAll('link[rel="modulepreload"]').length);
    assert.ok(modules >= 20, `${modules} modules preloaded`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('loads the strings of the language in use only', async () => {
    for (const [locale, lang] of [['en-GB', 'en'], ['ru-RU', 'ru']]) {
      const page = await open('', DESKTOP, { locale });
      // One table, the helpers every table shares and the list of languages (no
      // strings of their own).
      assert.deepEqual(
        stringFiles(await paths(page)),
        [`strings/built/${lang}.js`, 'strings/languages.js', 'strings/text.js'],
        locale,
      );
      assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
      await page.context().close();
    }
    // A board that speaks another language than its page loads that one too.
    const page = await open('embed.html', DESKTOP, {
      locale: 'en-GB',
      ready: () => [...document.querySelectorAll('go-board')].every((b) => b.shadowRoot?.querySelector('canvas[data-frames]')),
    });
    assert.deepEqual(stringFiles(await paths(page)), [
      'strings/built/en.js',
      'strings/built/ru.js',
      'strings/languages.js',
      'strings/text.js',
    ]);
    const russian = await page.evaluate(() => document.querySelector('#russian').shadowRoot.querySelector('.status').textContent);
    assert.match(russian, /чёрных/);
    await page.context().close();
  });

  test('fetches the estimator and clock module only when a game nears its stop', async () => {
    const page = await open('', DESKTOP);
    const extras = async () => (await paths(page)).filter((p) => p.includes('weiqi_extras'));
    assert.deepEqual(await extras(), [], 'not at the start');
    await page.click('#pass');
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('weiqi_extras_bg.wasm')));
    // The warm-up ran in idle time and changed nothing on the board.
    await page.waitForTimeout(500);
    await drawn(page);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.deadStones().length), 0);
    assert.deepEqual(page.problems, []);
    await page.context().close();
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
