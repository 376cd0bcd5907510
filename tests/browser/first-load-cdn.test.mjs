// The CDN build (target/dist/, made by `cargo xtask build`): a club's page on its own
// origin that has only the printed one-line snippet, with the files served from
// another origin (a CDN: CORS, long caching) out of target/dist/ alone. The board is
// drawn and plays, the subresource-integrity hash is checked by the browser (a changed
// byte stops the element), and the build's plain example page works as it is.
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { PHONE, DESKTOP, screenshot, settled, useBrowser } from './support.mjs';

const browser = useBrowser();

const DIST = fileURLToPath(new URL('../../target/dist/', import.meta.url));
const CDN = 'https://cdn.example.net/weiqi/';
const CLUB = 'https://club.example.org/';

/** MIME types of the files in dist/. */
const TYPES = { '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

/** The snippet the build printed, pointed at the test's CDN. */
function snippet() {
  assert.ok(existsSync(`${DIST}snippet.html`), 'target/dist/ is made by `cargo xtask build`');
  return readFileSync(`${DIST}snippet.html`, 'utf8').trim().replace('https://YOUR-CDN/weiqi/', CDN);
}

/**
 * A context whose CDN origin serves target/dist/ (as a CDN does: CORS for any origin,
 * cached for a year) and whose club origin serves `pages` (path → HTML). `tamper`
 * changes the response of one file. Records the URLs fetched and the problems.
 */
async function siteWith(device, pages, { tamper } = {}) {
  const context = await browser.newContext(device);
  const fetched = [];
  await context.route(`${CDN}**`, (route) => {
    const url = new URL(route.request().url());
    const file = path.join(DIST, decodeURIComponent(url.pathname.slice(new URL(CDN).pathname.length)));
    fetched.push(url.pathname.slice(new URL(CDN).pathname.length));
    if (!file.startsWith(DIST) || !existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    let body = readFileSync(file);
    if (tamper && file.endsWith(tamper)) body = Buffer.concat([body, Buffer.from('\n;')]);
    return route.fulfill({
      body,
      contentType: TYPES[path.extname(file)] ?? 'application/octet-stream',
      headers: { 'access-control-allow-origin': '*', 'cache-control': 'public, max-age=31536000, immutable' },
    });
  });
  await context.route(`${CLUB}**`, (route) => {
    const page = pages[new URL(route.request().url()).pathname];
    return page ? route.fulfill({ body: page, contentType: 'text/html' }) : route.fulfill({ status: 404, body: '' });
  });
  const page = await context.newPage();
  page.problems = [];
  page.on('pageerror', (error) => page.problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.fetched = fetched;
  return page;
}

/** Waits until every board on the page has drawn its first frame. */
const boardsDrawn = (page) =>
  page.waitForFunction(
    () => [...document.querySelectorAll('go-board')].every((b) => b.shadowRoot?.querySelector('canvas[data-frames]')),
    null,
    { timeout: 30_000 },
  );

/** A club's page: the snippet, a board to play on and a record at move 2. */
const CLUB_PAGE = () => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Club</title>
${snippet()}
</head><body>
<h1>Our club</h1>
<go-board id="play" rules="ing" size="9" coordinates></go-board>
<go-board id="record" sgf="(;SZ[9]PB[Ann]PW[Bo];B[ee];W[cc];B[gg])" move="2" readonly></go-board>
</body></html>`;

describe('the CDN build (target/dist/)', () => {
  test('the snippet names a content-hashed file with its integrity hash', () => {
    const tag = snippet();
    assert.match(tag, /^<script type="module" src="https:\/\/cdn\.example\.net\/weiqi\/go-board\.[A-Z0-9]{8}\.js" integrity="sha384-[A-Za-z0-9+/]{64}" crossorigin="anonymous"><\/script>$/);
  });

  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    test(`a club's page on a ${name} with the snippet only: boards drawn, play works`, async () => {
      const page = await siteWith(device, { '/': CLUB_PAGE() });
      await page.goto(CLUB);
      await boardsDrawn(page);
      const played = await page.evaluate(async () => {
        const board = document.getElementById('play');
        await board.ready;
        const moves = [];
        board.addEventListener('move', (event) => moves.push(event.detail.point));
        board.play('E5');
        return { moves, moveNumber: board.moveNumber, toMove: board.toMove };
      });
      assert.deepEqual(played, { moves: ['E5'], moveNumber: 1, toMove: 'W' });
      const record = await page.evaluate(async () => {
        const board = document.getElementById('record');
        await board.ready;
        return { total: board.moveNumber, shown: board.shownMove, black: board.recordInfo.black };
      });
      assert.deepEqual(record, { total: 3, shown: 2, black: 'Ann' });
      // Everything came from dist/, under content-hashed names (the build's own HTML excepted).
      assert.ok(page.fetched.length >= 2, page.fetched.join(', '));
      for (const file of page.fetched) assert.match(file, /\.[A-Za-z0-9]{8,}\.(js|wasm)$/, file);
      assert.ok(page.fetched.some((f) => f.endsWith('.wasm')));
      assert.deepEqual(page.problems, []);
      await screenshot(page, `first-load-cdn-${name}`, { fullPage: true });
      await page.context().close();
    });
  }

  test('a changed byte in the bundle stops it (the browser checks the integrity hash)', async () => {
    const entry = snippet().match(/weiqi\/(go-board\.[A-Z0-9]+\.js)/)[1];
    const page = await siteWith(DESKTOP, { '/': CLUB_PAGE() }, { tamper: entry });
    const refusal = page.waitForEvent('console', { predicate: (message) => /integrity/i.test(message.text()), timeout: 30_000 });
    await page.goto(CLUB);
    await refusal.catch(() => {});
    await settled(page);
    assert.equal(await page.evaluate(() => customElements.get('go-board') === undefined), true);
    assert.ok(page.problems.some((p) => /integrity/i.test(p)), page.problems.join('\n'));
    await page.context().close();
  });

  test("the build's example page works from dist/ as it is", async () => {
    const page = await siteWith(DESKTOP, {});
    await page.goto(`${CDN}example.html`);
    await boardsDrawn(page);
    assert.equal(await page.evaluate(async () => (await document.getElementById('record').ready).shownMove), 2);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
