// The app as an installable, offline web app (issue 8): the manifest and its icons,
// the service worker's precache (every file, the .wasm included), playing with no
// network after the first visit, and updates that wait for the person's click.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import http from 'node:http';
import { DESKTOP, clickPoint, drawn, openPage, settled, siteUrl, status, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Waits until a service worker controls the page and its cache is complete. */
async function controlled(page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 30_000 });
}

/** The names of the app's caches, and the paths the current one holds. */
async function cached(page) {
  return page.evaluate(async () => {
    const names = (await caches.keys()).filter((n) => n.startsWith('weiqi-precache-'));
    const paths = [];
    for (const name of names) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    }
    return { names, paths };
  });
}

/** Waits for the app to be ready again after a reload. */
async function ready(page) {
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

describe('installable', () => {
  test('the manifest names the app, its colours and real icons of the stated sizes', async () => {
    const page = await openPage(browser, DESKTOP);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    const manifestUrl = new URL(href, page.url()).href;
    const response = await page.request.get(manifestUrl);
    assert.equal(response.headers()['content-type'], 'application/manifest+json');
    const manifest = await response.json();
    assert.equal(manifest.short_name, 'Weiqi');
    assert.equal(manifest.display, 'standalone');
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.scope, './');
    assert.match(manifest.theme_color, /^#[0-9a-f]{6}$/);
    assert.match(manifest.background_color, /^#[0-9a-f]{6}$/);
    const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`);
    for (const wanted of ['192x192 any', '512x512 any', '512x512 maskable']) assert.ok(purposes.includes(wanted), wanted);
    // Each icon is a PNG of the size it claims; the maskable ones are opaque to the
    // corners (they are cut to shape), the others have transparent corners.
    for (const icon of manifest.icons) {
      const measured = await page.evaluate(async (src) => {
        const blob = await (await fetch(src)).blob();
        const bitmap = await createImageBitmap(blob);
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d');
        context.drawImage(bitmap, 0, 0);
        return { type: blob.type, width: bitmap.width, height: bitmap.height, corner: context.getImageData(0, 0, 1, 1).data[3] };
      }, new URL(icon.src, manifestUrl).href);
      const [width, height] = icon.sizes.split('x').map(Number);
      assert.deepEqual([measured.type, measured.width, measured.height], ['image/png', width, height], icon.src);
      assert.equal(measured.corner, icon.purpose === 'maskable' ? 255 : 0, `${icon.src} corner`);
    }
    assert.ok(await page.locator('link[rel="apple-touch-icon"]').count());
    assert.ok(await page.locator('meta[name="theme-color"]').count());
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('offline', () => {
  test('after the first visit the app loads and plays with no network', async () => {
    const page = await openPage(browser, DESKTOP);
    await controlled(page);
    const { names, paths } = await cached(page);
    assert.equal(names.length, 1, 'one version cached');
    for (const path of ['/', '/index.html', '/app.js', '/style.css', '/manifest.webmanifest', '/icons/icon-192.png', '/pkg/weiqi_web.js', '/pkg/weiqi_web_bg.wasm', '/strings/files.js']) {
      const file = path === '/' ? '/index.html' : path;
      assert.ok(paths.includes(file), `${file} is cached`);
    }
    for (const path of ['/sw.js', '/sw-precache.js', '/pkg/weiqi_web.d.ts', '/pkg/package.json']) {
      assert.ok(!paths.includes(path), `${path} is not cached`);
    }

    await page.context().setOffline(true);
    page.responses = [];
    await page.reload();
    await ready(page);
    const wasm = page.responses.find((r) => /weiqi_web_bg(\.[0-9a-f]{16})?\.wasm$/.test(r.url()));
    assert.ok(wasm?.fromServiceWorker(), 'the .wasm came from the service worker');
    await clickPoint(page, 'D4');
    const s = await status(page);
    assert.deepEqual([s.move, s.toMove], ['1', 'W']);
    // A fresh tab offline, with a query in the address, opens the app too.
    const other = await page.context().newPage();
    await other.goto(`${await siteUrl()}?from=homescreen`);
    await ready(other);
    assert.equal((await status(other)).move, '1', 'the saved game, offline');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

/**
 * A proxy in front of the site that can play "the next version": it then serves a
 * precache list with a new version and a new hash for style.css, and a style.css with
 * one more comment, as a deploy of a changed stylesheet would.
 */
async function versionProxy(upstream) {
  const state = { next: false };
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(new URL(request.url, upstream));
    let body = Buffer.from(await answer.arrayBuffer());
    const path = new URL(request.url, upstream).pathname;
    if (state.next && path === '/sw-precache.js') {
      body = Buffer.from(
        body
          .toString()
          .replace(/"version": "[0-9a-f]+"/, '"version": "0000000000000002"')
          .replace(/"style\.css": "[0-9a-f]+"/, '"style.css": "0000000000000002"'),
      );
    } else if (state.next && path === '/style.css') {
      body = Buffer.concat([body, Buffer.from('\n/* version 2 */\n')]);
    }
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/octet-stream',
      'Cache-Control': 'no-cache',
    });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${server.address().port}/`;
  state.close = () => new Promise((resolve) => server.close(resolve));
  return state;
}

describe('updates', () => {
  test('a new version waits, is announced, and takes over only on the click', async () => {
    const proxy = await versionProxy(await siteUrl());
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(proxy.url);
    await ready(page);
    await controlled(page);
    const first = (await cached(page)).names;
    assert.equal(first.length, 1);
    assert.equal(await page.locator('[data-notice="update"]').count(), 0, 'nothing to announce yet');

    // A game in progress, and a mark on this page that a reload would wipe out.
    await clickPoint(page, 'D4');
    await clickPoint(page, 'Q16');
    await page.evaluate(() => {
      window.stillThisPage = true;
    });

    proxy.next = true;
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).update());
    await page.waitForSelector('[data-notice="update"]', { timeout: 30_000 });
    assert.match(await page.locator('[data-notice="update"]').textContent(), /new version/i);
    // Installed and waiting: the old version still runs this page, which is untouched.
    assert.ok(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()).waiting !== null));
    await settled(page);
    assert.equal(await page.evaluate(() => window.stillThisPage), true, 'the page was not reloaded');
    assert.equal((await status(page)).move, '2');
    const during = await cached(page);
    assert.equal(during.names.length, 2, 'both versions are cached while the new one waits');
    const oldStyle = await page.evaluate(async () => (await fetch('style.css')).text());
    assert.ok(!oldStyle.includes('version 2'), 'the old version still serves its own files');

    // The click: the new version activates, the page reloads and the game comes back.
    await Promise.all([page.waitForEvent('load'), page.click('[data-notice="update"] [data-action="update"]')]);
    await ready(page);
    assert.equal(await page.evaluate(() => window.stillThisPage), undefined, 'reloaded');
    assert.equal((await status(page)).move, '2', 'the game in progress is back');
    const after = await cached(page);
    assert.equal(after.names.length, 1, 'the old version is deleted');
    assert.notDeepEqual(after.names, first);
    const newStyle = await page.evaluate(async () => (await fetch('style.css')).text());
    assert.ok(newStyle.includes('version 2'), 'the new version serves its files');
    assert.equal(await page.locator('[data-notice="update"]').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
    await proxy.close();
  });
});
