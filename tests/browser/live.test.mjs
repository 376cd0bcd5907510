// Live games in the browser (docs/live.md): `cargo xtask
// relay-demo` relays www/embed/sample.sgf into target/site/live/demo.sgf a move every
// few seconds, and its page (live/index.html: `<go-board sgf="demo.sgf" live="3">`)
// and the app (`?live=live/demo.sgf`) follow it. Checked on a phone and a desktop: the
// moves arrive, a poll is answered 304, a viewer who stepped back stays there and
// returns with one tap, a hidden tab stops polling and starts again when shown; a
// malformed version keeps the last good record and says so, a rewritten one is
// followed and said, the result ends the live mode. Every wait is for a state (a
// move written, a response, the board's state), never a fixed time.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { DESKTOP, PHONE, SITE_DIR, screenshot, siteUrl, startRelay, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();
let url;

before(async () => {
  url = await siteUrl();
});

const DEVICES = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
];

/** Whether a response is a poll of the live file `name`. */
const pollOf = (name) => (response) => new URL(response.url()).pathname.endsWith(`/live/${name}`);

/** The board's state: moves, the move shown, and its live bar. */
function boardState(page) {
  return page.evaluate(() => {
    const board = document.querySelector('go-board');
    const bar = board?.shadowRoot?.querySelector('.live');
    // Before the board is ready its getters throw: nothing to read yet.
    const read = (get) => {
      try {
        return get();
      } catch {
        return null;
      }
    };
    const text = (selector) => {
      const el = bar?.querySelector(selector);
      return el && !el.hidden ? el.textContent : null;
    };
    return {
      total: read(() => board.moveNumber),
      shown: read(() => board.shownMove),
      status: bar?.dataset.status ?? null,
      unseen: text('.live-unseen'),
      note: text('.live-note'),
      state: text('.live-status'),
      black: text('.live-clock.black'),
    };
  });
}

/** Waits until the board's state passes `check` (a function of it, run in Node). */
async function until(page, check, what, timeout = 60_000) {
  const end = Date.now() + timeout;
  let state;
  for (;;) {
    state = await boardState(page);
    if (check(state)) return state;
    if (Date.now() > end) throw new Error(`${what}: not reached in ${timeout} ms; the board: ${JSON.stringify(state)}`);
    // Asks again at the page's next frames (a state change, not a sleep, is waited for).
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  }
}

/**
 * Makes the page hidden (or shown again) as the Page Visibility API reports it, and
 * fires `visibilitychange` as the browser does. Headless Chromium keeps every page
 * visible: bringing another page to the front, another tab activated and the window
 * minimised were tried, and none changes `document.visibilityState` there.
 */
function setHidden(page, hidden) {
  return page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (value ? 'hidden' : 'visible') });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => value });
    document.dispatchEvent(new Event('visibilitychange'));
  }, hidden);
}

describe('<go-board live> following cargo xtask relay-demo', () => {
  for (const [name, device] of DEVICES) {
    test(`${name}: moves arrive, a 304, the place studied kept, a hidden tab stops polling`, async () => {
      const relay = startRelay(['--pace', '4', '--from', '4']);
      try {
        await relay.waitFor(4);
        const page = await watchedPage(await browser.newContext(device));
        const polls = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname.endsWith('/live/demo.sgf')) polls.push(request);
        });
        const notModified = page.waitForResponse((r) => pollOf('demo.sgf')(r) && r.status() === 304, { timeout: 60_000 });
        await page.goto(`${url}live/`);
        const start = await until(page, (s) => s.total >= 4 && s.status === 'waiting', 'the first version shown');
        assert.equal(start.shown, start.total, 'the board opens at the live move');
        assert.match(start.black ?? '', /^Black \d+:\d\d/, 'the clocks of the record are shown');

        // Moves arrive, and one poll found nothing new: 304, no body.
        await until(page, (s) => s.total > start.total, 'a new move');
        const answer = await notModified;
        assert.equal((await answer.request().sizes()).responseBodySize, 0);
        assert.ok(answer.request().headers()['if-none-match'], 'the poll was conditional');

        // The viewer steps back to study: the position stays while moves arrive.
        const back = page.locator('go-board .back');
        await back.click();
        await back.click();
        const studied = (await boardState(page)).shown;
        const away = await until(page, (s) => s.unseen !== null, 'the new moves said', 60_000);
        assert.equal(away.shown, studied, 'the viewer stays on the move studied');
        assert.match(away.unseen, /new move/);
        await screenshot(page, `live-element-studying-${name}`);
        await page.locator('go-board .live-unseen').click();
        const returned = await boardState(page);
        assert.equal(returned.shown, returned.total, 'one tap returns to the live move');
        assert.equal(returned.unseen, null);

        // Hidden: no request at all while the relay writes two more moves.
        await setHidden(page, true);
        const paused = await until(page, (s) => s.status === 'paused', 'polling paused');
        const asked = polls.length;
        await relay.waitFor(relay.moves + 2);
        assert.equal(polls.length, asked, 'a hidden tab sends no request');
        assert.equal((await boardState(page)).total, paused.total);
        // Shown again: it asks at once and catches up.
        await setHidden(page, false);
        await until(page, (s) => s.total >= relay.moves, 'caught up after being shown');
        assert.ok(polls.length > asked);
        await screenshot(page, `live-element-${name}`);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      } finally {
        relay.stop();
      }
    });
  }
});

describe('the app follows a live game', () => {
  for (const [name, device] of DEVICES) {
    test(`${name}: ?live= follows the relay, with the live bar`, async () => {
      const relay = startRelay(['--pace', '4', '--from', '6']);
      try {
        await relay.waitFor(6);
        const page = await watchedPage(await browser.newContext(device));
        await page.goto(`${url}?live=live/demo.sgf`);
        await page.waitForFunction(() => window.weiqiReady === true && window.weiqiLive?.previous, null, { timeout: 60_000 });
        const first = await page.evaluate(() => window.weiqiApp.match.total);
        assert.ok(first >= 6);
        await page.waitForFunction((n) => window.weiqiApp.match.total > n, first, { timeout: 60_000 });
        const bar = page.locator('.live');
        assert.ok(await bar.isVisible());
        assert.match(await bar.locator('.live-clock.black').textContent(), /^Black \d+:\d\d/);
        assert.match(page.url(), /\?live=live%2Fdemo\.sgf/, 'the address is the link to share');
        // The viewer's place, as in the element.
        await page.click('#back');
        const studied = await page.evaluate(() => window.weiqiApp.match.shownMove);
        await page.waitForSelector('.live-unseen:not([hidden])', { timeout: 60_000 });
        assert.equal(await page.evaluate(() => window.weiqiApp.match.shownMove), studied);
        // The click on ‹ scrolled the phone's page: the bar and the board in view again.
        await page.evaluate(() => window.scrollTo(0, 0));
        await screenshot(page, `live-app-${name}`);
        await page.click('.live-unseen');
        assert.equal(await page.evaluate(() => window.weiqiApp.match.live), true);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      } finally {
        relay.stop();
      }
    });
  }

  test('desktop: "Follow a live game" asks for the address, then follows it', async () => {
    const relay = startRelay(['--pace', '4', '--from', '3']);
    try {
      await relay.waitFor(3);
      const page = await watchedPage(await browser.newContext(DESKTOP));
      await page.goto(url);
      await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 60_000 });
      await page.click('#follow-live');
      await page.fill('#live-address', 'live/demo.sgf');
      await screenshot(page, 'live-app-dialog-desktop');
      await page.click('#live-start');
      await page.waitForFunction(() => window.weiqiLive?.previous && window.weiqiApp.match.total >= 3, null, { timeout: 60_000 });
      assert.match(page.url(), /\?live=live%2Fdemo\.sgf/);
      // Another game stops the following, and the link goes.
      await page.evaluate(() => window.weiqiApp.start({ rules: 'japanese', width: 9, height: 9 }));
      await page.waitForSelector('.live', { state: 'hidden' });
      assert.doesNotMatch(page.url(), /live=/);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    } finally {
      relay.stop();
    }
  });
});

describe('a live game that cannot be reached', () => {
  test('phone: the app says so and retries; a game the player starts meanwhile stays theirs', async () => {
    const page = await watchedPage(await browser.newContext(PHONE));
    await page.goto(`${url}?live=live/no-such-board.sgf`);
    await page.waitForFunction(() => window.weiqiReady === true && window.weiqiLive?.status === 'retrying', null, { timeout: 60_000 });
    const said = await page.locator('.live-status').textContent();
    assert.match(said, /cannot be reached \(HTTP 404.*\); trying again in \d+ s/);
    await screenshot(page, 'live-app-unreachable-phone');
    await page.evaluate(() => window.weiqiApp.start({ rules: 'japanese', width: 13, height: 13 }));
    await page.waitForSelector('.live', { state: 'hidden' });
    assert.equal(await page.evaluate(() => window.weiqiLive.status), 'stopped');
    assert.doesNotMatch(page.url(), /live=/);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.width), 13);
    // The host's 404 is the browser's own console line; nothing else went wrong.
    assert.deepEqual(page.problems.filter((p) => !/404/.test(p)), []);
    await page.context().close();
  });
});

describe('versions a relay gets wrong, and the end', () => {
  const dir = `${SITE_DIR}/live`;
  const write = (name, text) => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(`${dir}/${name}.partial`, text);
    renameSync(`${dir}/${name}.partial`, `${dir}/${name}`);
  };
  const HEAD = '(;GM[1]FF[4]SZ[9]PB[Ana]PW[Boris]BL[600]WL[600]';
  const MOVES = [';B[ee]', ';W[cc]', ';B[gg]', ';W[gc]', ';B[cg]', ';W[dg]'];

  for (const [name, device] of DEVICES) {
    test(`${name}: malformed, rewritten, ended`, async () => {
      const file = `test-${name}.sgf`;
      write(file, `${HEAD}${MOVES.join('')})`);
      write(`test-${name}.html`, `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Live test</title><link rel="icon" href="../icons/icon-192.png" type="image/png"><link rel="stylesheet" href="../embed/page.css"><script type="module" src="../go-board.js"></script></head><body><main class="page"><go-board sgf="${file}" live="3" readonly coordinates></go-board></main></body></html>`);
      const page = await watchedPage(await browser.newContext(device));
      const events = [];
      await page.exposeFunction('liveEvent', (detail) => events.push(detail));
      await page.addInitScript(() => document.addEventListener('live', (event) => window.liveEvent(event.detail), true));
      await page.goto(`${url}live/test-${name}.html`);
      await until(page, (s) => s.total === 6 && s.status === 'waiting', 'the first version');

      // Caught half written: the last good record stays, and the board says so.
      write(file, `${HEAD}${MOVES.join('')};B[d`);
      const stale = await until(page, (s) => s.note !== null, 'the malformed version said');
      assert.match(stale.note, /could not be read.*last good one/);
      assert.equal(stale.total, 6);
      await screenshot(page, `live-element-malformed-${name}`);

      // Rewritten: two moves taken back, another played.
      write(file, `${HEAD}${MOVES.slice(0, 4).join('')};B[hh])`);
      const rewritten = await until(page, (s) => s.total === 5 && s.note !== null && !/could not/.test(s.note), 'the rewrite followed');
      assert.match(rewritten.note, /rewritten: 2 moves taken back/);
      assert.equal(rewritten.shown, 5, 'the viewer at the live move follows the new one');

      // The result ends the live mode.
      write(file, `${HEAD}RE[B+R]${MOVES.slice(0, 4).join('')};B[hh])`);
      const ended = await until(page, (s) => s.status === 'ended', 'the end');
      assert.match(ended.state, /ended: B\+R/);
      assert.equal(events.at(-1).status, 'ended');
      assert.equal(events.at(-1).result, 'B+R');
      assert.ok(events.some((e) => e.stale), 'the live event said the version was stale');
      await screenshot(page, `live-element-ended-${name}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
