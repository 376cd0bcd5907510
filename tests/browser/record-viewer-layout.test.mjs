// The layout around the board, tried as a new user would, with bounding boxes inside
// the viewport: at 1280×800 the clock of the player to move is on screen with the
// board and starting a clock does not move the board; during the Ing count (RULES
// R1.9) the count's words and the ringed points are seen together; a record's comment
// is seen with the board at both sizes. Screenshots in target/artifacts/layout-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, assertInView, clickPoint, drawn, newGame, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();
const COMMENTED = readFileSync(new URL('../data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');

describe('at 1280×800', () => {
  test('a clock started: the board does not move, both faces are on screen with it', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'ing', width: 19 });
    const before = await page.locator('#board').boundingBox();
    await page.click('#clock-button');
    await page.selectOption('#clock-system', 'ing-pp');
    await page.fill('#clock-main', '1');
    await page.click('#clock-go');
    await page.waitForSelector('#clock-setup', { state: 'hidden' });
    await clickPoint(page, 'D4');
    await clickPoint(page, 'Q16');
    await drawn(page);
    const after = await page.locator('#board').boundingBox();
    assert.deepEqual(after, before, 'the board stays where it was');
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '.clock-face.bottom', "Black's clock (Black to move)");
    await assertInView(page, '.clock-face.top', "White's clock");
    await screenshot(page, 'layout-desktop-clock');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the Ing count: its words beside the board and the points they ring', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.evaluate(() => {
      const app = window.weiqiApp;
      const column = (letter) => Array.from({ length: 9 }, (_, i) => `${letter}${i + 1}`);
      app.start(new app.Game({ rules: 'ing', width: 9, height: 9, setup: { black: column('D'), white: column('F') } }));
    });
    await drawn(page);
    await page.click('#pass');
    await page.click('#pass');
    await page.click('#agree');
    await page.click('#count-button');
    // The count's module loads on this click: its panel is laid out beside the board
    // once it stands, and » is pressed then (a click on a control still below the
    // board, mid-layout, would scroll the page and not say where the panel settles).
    await page.waitForFunction(() => {
      const panel = document.getElementById('count-panel');
      const forward = document.getElementById('count-forward');
      if (!panel || panel.hidden || !forward || forward.offsetParent === null) return false;
      return panel.getBoundingClientRect().left >= document.getElementById('board').getBoundingClientRect().right;
    });
    await page.click('#count-forward');
    await drawn(page);
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#count-caption', 'the count caption');
    await assertInView(page, '.count-controls', 'the count controls');
    const beside = await page.evaluate(() => {
      const board = document.getElementById('board').getBoundingClientRect();
      const panel = document.getElementById('count-panel').getBoundingClientRect();
      return panel.left >= board.right;
    });
    assert.equal(beside, true, 'the count panel stands beside the board');
    await screenshot(page, 'layout-desktop-ing-count');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('on a phone (390×844)', () => {
  test('at the stop, the score and Agree / resume are reachable with the board in view', async () => {
    const page = await openPage(browser, PHONE);
    await page.evaluate(() => {
      const app = window.weiqiApp;
      const column = (letter) => Array.from({ length: 9 }, (_, i) => `${letter}${i + 1}`);
      app.start(new app.Game({ rules: 'japanese', width: 9, height: 9, setup: { black: column('D'), white: column('F') } }));
    });
    await drawn(page);
    await page.click('#pass');
    await page.click('#pass');
    await drawn(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#agree', 'Agree');
    // Resume is one button, or one for each player, as the rules ask.
    const resume = await page.locator('#end-game .actions button:visible').evaluateAll((all) => all.map((b) => b.id).filter((id) => id.startsWith('resume')));
    assert.ok(resume.length > 0, 'a resume button is shown');
    for (const id of resume) await assertInView(page, `#${id}`, id);
    await assertInView(page, '#score-panel .score-result', 'the score');
    await screenshot(page, 'layout-phone-stop');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`a record's comment is seen with the board (${device})`, async () => {
    const page = await openPage(browser, options);
    await page.setInputFiles('#sgf-file', { name: 'commented.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(COMMENTED) });
    await page.waitForSelector('[data-notice="sgf"]');
    await page.locator('[data-notice="sgf"] [data-action="close"]').click();
    await page.keyboard.press('Home');
    await drawn(page);
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#record-comment', 'the comment');
    await screenshot(page, `layout-${device}-record`);
    await page.context().close();
  });
}
