// The page's first frame (www/first-frame.js, www/board-picture.js): before the engine
// and the page's code download, the board the page is about to show is drawn from the
// picture saved with the game — the same pixels the engine's view then draws — or a
// first visit's empty board; an address that opens another board draws no picture.
// Timings are not tested here: `cargo xtask lighthouse --phone --floor` measures them.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { DESKTOP, PHONE, drawn, settled, siteUrl, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();

/** The page's own code, bundled (`app.<hash>.js`) or not: held back to see the first frame alone. */
const APP = /\/app(\.[A-Z0-9]{8})?\.js$/;

/** The main module's `.wasm`, hashed or not. */
const MAIN_WASM = /weiqi_web_bg(\.[0-9a-f]{16})?\.wasm$/;

/** The pixels of canvas `selector`, as a data URL. */
const pixels = (page, selector) => page.$eval(selector, (canvas) => /** @type {HTMLCanvasElement} */ (canvas).toDataURL());

/**
 * Reloads `page` with the page's code held back: resolves once the first frame's
 * picture is drawn (or the page has settled without one), with its pixels (null for
 * none) and whether the main `.wasm` was asked for by then; then lets the page load.
 */
async function firstFrameOf(page, goto = () => page.reload()) {
  // first-frame.js imports the page's code once it has drawn its picture, or decided
  // there is none: that request is the moment to look.
  let appAsked;
  const asking = new Promise((resolve) => {
    appAsked = resolve;
  });
  let release;
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(APP, async (route) => {
    appAsked();
    await held;
    await route.continue();
  });
  const asked = [];
  const onRequest = (request) => asked.push(request.url());
  page.on('request', onRequest);
  await goto();
  await Promise.race([
    asking,
    new Promise((_, reject) => setTimeout(() => reject(new Error('the page never asked for its code (app.js)')), 20_000)),
  ]);
  await settled(page);
  const drawnPicture = await page.$eval('#board-picture', (c) => !c.hidden && c.hasAttribute('data-frames'));
  const picture = drawnPicture ? await pixels(page, '#board-picture') : null;
  const engineAsked = asked.some((url) => MAIN_WASM.test(url));
  page.off('request', onRequest);
  release();
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await page.unroute(APP);
  await drawn(page);
  return { picture, engineAsked };
}

describe('the first frame', () => {
  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`${name}: a returning player's board is drawn before the engine, as the engine draws it`, async () => {
      const page = await watchedPage(await browser.newContext(device));
      await page.goto(await siteUrl());
      await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
      // A 9x9 game with a capture (the last move's mark, a point emptied), move numbers
      // shown and the high-contrast look.
      await page.evaluate(() => {
        const app = window.weiqiApp;
        app.start({ rules: 'japanese', width: 9, height: 9 });
        for (const point of ['E5', 'D5', 'C5', 'D4', 'E4', 'D6', 'E6', 'C4', 'D3', 'pass', 'C3']) {
          if (point === 'pass') app.pass();
          else app.play(point);
        }
        for (const id of ['toggle-numbers', 'toggle-contrast']) {
          const box = /** @type {HTMLInputElement} */ (document.getElementById(id));
          box.checked = true;
          box.dispatchEvent(new Event('change'));
        }
      });
      await drawn(page);
      await settled(page);
      const { picture, engineAsked } = await firstFrameOf(page);
      assert.ok(picture, 'the saved board was drawn before the page loaded');
      assert.equal(engineAsked, false, 'the main .wasm comes after the first frame');
      assert.equal(await pixels(page, '#board'), picture, "the engine's board has the first frame's pixels");
      assert.equal(await page.$eval('#board-picture', (c) => c.hidden), true, 'the picture is gone once the engine drew');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }

  test('a first visit draws the empty first board, with the saved view toggles', async () => {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('weiqi.view', JSON.stringify({ coordinates: false }));
      }
    });
    const page = await watchedPage(context);
    const { picture } = await firstFrameOf(page, async () => page.goto(await siteUrl()));
    assert.ok(picture, 'a first visit has its board at once');
    assert.equal(await page.evaluate(() => window.weiqiApp.match.shown.board().join('')), '.'.repeat(361));
    assert.equal(await pixels(page, '#board'), picture, "the engine's empty board without coordinates, pixel for pixel");
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test('a saved game without a picture, or an address that opens another board, draws none', async () => {
    const page = await watchedPage(await browser.newContext(PHONE));
    await page.goto(await siteUrl());
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await page.evaluate(() => {
      window.weiqiApp.start({ rules: 'chinese', width: 13, height: 13 });
      window.weiqiApp.play('D4');
    });
    await settled(page);
    // A shared record's address: its board, not the saved one.
    const shared = await page.evaluate(async () => {
      const url = new URL(location.href);
      url.hash = `record=${'x'.repeat(8)}`;
      return url.href;
    });
    const linked = await firstFrameOf(page, async () => {
      // A new document (a hash change alone would not load the page again).
      await page.goto('about:blank');
      await page.goto(shared);
    });
    assert.equal(linked.picture, null, 'no picture for a shared record');
    // A save from before pictures (an older version of the page).
    await page.evaluate(() => {
      localStorage.removeItem('weiqi.picture');
      sessionStorage.removeItem('weiqi.picture');
    });
    const old = await firstFrameOf(page, async () => page.goto(await siteUrl()));
    assert.equal(old.picture, null, 'no picture for a game saved without one');
    assert.equal(await page.evaluate(() => window.weiqiApp.match.shown.board().length), 13, 'the saved game is back');
    // A problem solved in between is not saved, nor its picture: the next start draws
    // the saved 13x13 game.
    await settled(page);
    await page.goto(new URL('?problem=problems/capture-1.sgf', await siteUrl()).href);
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await settled(page);
    const back = await firstFrameOf(page, async () => page.goto(await siteUrl()));
    assert.ok(back.picture, 'the saved game has its picture again');
    assert.equal(await pixels(page, '#board'), back.picture, 'the picture is of the saved game, not of the problem');
    await page.context().close();
  });
});
