// "Solve" for an opened SGF that is a problem, and the site's problems in the page's
// language: an opened record that marks a right line offers "Solve this problem",
// which reopens the page in Solve mode on it (the game stays saved); a game record
// does not. The ten problems' comments show in Russian and Romanian. Screenshots in
// target/artifacts/solve-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clickPoint, drawn, openPage, screenshot, settled, siteUrl, useBrowser } from './support.mjs';

const browser = useBrowser();
const COMMENTED = readFileSync(new URL('../data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');
/** A problem of the user's own (not a file of the site): B C6 is right, B B6 is answered at C6. */
const MINE = '(;GM[1]FF[4]SZ[9]PL[B]AB[cb][bc][dc]AW[cc]C[Capture the stone.](;B[cd]C[Correct!])(;B[bd];W[cd]C[Wrong: it escapes.]))';

async function openSgf(page, name, text) {
  await page.setInputFiles('#sgf-file', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForSelector('[data-notice="sgf"]');
  await drawn(page);
}

for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  describe(`Solve for an opened problem (${device})`, () => {
    test('a problem record offers Solve, and Solve mode answers from its tree', async () => {
      const page = await openPage(browser, options);
      await openSgf(page, 'mine.sgf', MINE);
      const solve = page.locator('#solve-record');
      await solve.waitFor({ state: 'visible' });
      await screenshot(page, `solve-offered-${device}`);
      await solve.click();
      await page.waitForURL(/\?problem=opened$/);
      await page.waitForFunction(() => window.weiqiReady === true);
      await drawn(page);
      assert.equal(await page.locator('#problem-panel').isVisible(), true);
      assert.equal(await page.locator('html').getAttribute('data-mode'), 'solve');
      assert.equal(await page.locator('#problem-task').textContent(), 'Capture the stone.');
      // The wrong move first: the board answers, the record's comment says why.
      await clickPoint(page, 'B6');
      await page.waitForFunction(() => document.getElementById('problem-state').dataset.state === 'failed');
      assert.equal(await page.locator('#problem-comment').textContent(), 'Wrong: it escapes.');
      await page.click('#problem-reset');
      await clickPoint(page, 'C6');
      await page.waitForFunction(() => document.getElementById('problem-state').dataset.state === 'solved');
      await screenshot(page, `solve-solved-${device}`);
      // Back to my game: the opened record is the saved game, as it was.
      await page.click('#problem-panel a.button-link');
      await page.waitForFunction(() => window.weiqiReady === true && !document.documentElement.dataset.mode);
      assert.equal(await page.evaluate(() => window.weiqiApp.match.tree?.comment(window.weiqiApp.match.tree.root)), 'Capture the stone.');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  });
}

test('a game record offers no Solve', async () => {
  const page = await openPage(browser, DESKTOP);
  await openSgf(page, 'commented.sgf', COMMENTED);
  await settled(page);
  assert.equal(await page.locator('#solve-record').isHidden(), true);
  // A new game after a problem record: the button goes.
  await openSgf(page, 'mine.sgf', MINE);
  await page.locator('#solve-record').waitFor({ state: 'visible' });
  await page.evaluate(() => window.weiqiApp.start({ rules: 'japanese', width: 9, height: 9 }));
  assert.equal(await page.locator('#solve-record').isHidden(), true);
  await page.context().close();
});

for (const [lang, wrong, task] of [
  ['ru', 'Неверно: белый камень убегает.', 'Ход чёрных: захватите белый камень.'],
  ['ro', 'Greșit: piatra albă scapă.', 'Negrul la mutare: capturați piatra albă.'],
  ['en', 'Wrong: the white stone runs away.', 'Black to play: capture the white stone.'],
]) {
  test(`a site problem's task and comments in ${lang}`, async () => {
    const context = await browser.newContext(DESKTOP);
    await context.addInitScript((lang) => localStorage.setItem('weiqi.language', lang), lang);
    const page = await context.newPage();
    await page.goto(new URL('?problem=problems/capture-1.sgf', await siteUrl()).href);
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    assert.equal(await page.locator('#problem-task').textContent(), task);
    // capture-1: B[bd] (B16 on 19×19) is wrong, answered at C16.
    await clickPoint(page, 'B16');
    await page.waitForFunction(() => document.getElementById('problem-state').dataset.state === 'failed');
    assert.equal(await page.locator('#problem-comment').textContent(), wrong);
    await screenshot(page, `solve-site-problem-${lang}`);
    await context.close();
  });
}
