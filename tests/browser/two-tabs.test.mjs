// Two tabs of one browser, against the sentence "each keeps its own game; a tab whose
// game was changed in another tab says so; no silent overwrite", where the `storage`
// event the notices answer never arrives: a frozen or discarded tab (a phone's
// background tab) misses it, and its next save must still keep the other tab's game.
// nothing-lost.test.mjs tries the tabs that hear each other. Screenshots in
// target/artifacts/two-tabs-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, clickPoint, drawn, screenshot, settled, siteUrl, useBrowser } from './support.mjs';

const browser = useBrowser();
const moves = (page) => page.evaluate(() => window.weiqiApp.match.total);
const recent = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('weiqi.recent') ?? '[]'));

test('a tab that missed the other tab\'s save does not overwrite it silently', async () => {
  const context = await browser.newContext(DESKTOP);
  const base = await siteUrl();
  const open = async ({ deaf = false } = {}) => {
    const page = await context.newPage();
    // A frozen tab: no `storage` event reaches the page's listeners.
    if (deaf) await page.addInitScript(() => window.addEventListener('storage', (event) => event.stopImmediatePropagation(), true));
    await page.goto(base);
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    return page;
  };
  const first = await open();
  const second = await open({ deaf: true });
  await clickPoint(first, 'D4');
  await clickPoint(first, 'Q16');
  await clickPoint(first, 'D16');
  await settled(first);
  await settled(second);
  assert.equal(await second.locator('[data-notice="other-tab"]').count(), 0, 'the deaf tab heard nothing');
  assert.equal(await moves(second), 0, 'the second tab keeps its own game');
  // Its next move saves (once the frame is shown): the first tab's three moves are kept before they are replaced.
  await clickPoint(second, 'K10');
  await settled(second);
  const list = await recent(second);
  assert.equal(list[0]?.moves, 3, JSON.stringify(list.map((e) => e.moves)));
  await second.waitForSelector('[data-notice="other-tab"]');
  assert.match(await second.locator('[data-notice="other-tab"]').textContent(), /kept in Recent games/);
  await screenshot(second, 'two-tabs-unseen-kept');
  // Each tab still has its own game, and the first hears the second's save.
  assert.equal(await moves(first), 3);
  assert.equal(await moves(second), 1);
  await first.waitForSelector('[data-notice="other-tab"]');
  // Further saves of the second tab keep nothing more: it wrote the last save itself.
  await clickPoint(second, 'K4');
  await settled(second);
  assert.equal((await recent(second)).length, list.length);
  await context.close();
});
