// The page's layout as a new user sees it, with bounding boxes: at 1280×800 the file
// buttons' labels stay on one line, and with a record open and a clock running the
// comment, the clock of the player to move and the record's groups (game info, moves,
// editor: disclosures) are on screen with the board; on a 390×844 phone the header
// keeps New game on the title's row and no blank band parts the board from the bar of
// steppers under it. Screenshots in target/artifacts/layout-page-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, assertInView, drawn, inside, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();
const COMMENTED = readFileSync(new URL('../data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');

async function openRecord(page) {
  await page.setInputFiles('#sgf-file', { name: 'commented.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(COMMENTED) });
  await page.waitForSelector('[data-notice="sgf"]');
  await page.locator('[data-notice="sgf"] [data-action="close"]').click();
  await drawn(page);
}

/** How many lines of text `selector`'s element shows (its height over its line height). */
function lines(page, selector) {
  return page.locator(selector).evaluateAll((all) =>
    all.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
      return { id: el.id, text: el.textContent, lines: tops.size };
    }),
  );
}

describe('at 1280×800', () => {
  test('the file buttons keep their labels on one line', async () => {
    const page = await openPage(browser, DESKTOP);
    const buttons = await lines(page, '.files button');
    assert.ok(buttons.length >= 5, JSON.stringify(buttons));
    for (const button of buttons) assert.equal(button.lines, 1, `${button.id} "${button.text}" on one line`);
    await screenshot(page, 'layout-page-desktop-files');
    await page.context().close();
  });

  test('a record with a clock: comment, the clock to move and the record groups with the board', async () => {
    const page = await openPage(browser, DESKTOP);
    await openRecord(page);
    // Mid-game (the record opens at its end, which is counted): move 3, White to move.
    await page.evaluate(() => window.weiqiApp.goTo(3));
    await drawn(page);
    await page.click('#clock-button');
    await page.selectOption('#clock-system', 'byoyomi');
    await page.click('#clock-go');
    await page.waitForSelector('#clock-setup', { state: 'hidden' });
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#record-comment', 'the comment');
    const toMove = await page.locator('#status').getAttribute('data-to-move');
    // The clock faces: White's on top, Black's at the bottom (clock.js).
    await assertInView(page, toMove === 'B' ? '.clock-face.bottom' : '.clock-face.top', 'the clock of the player to move');
    await assertInView(page, '#record-forward', 'the step forward');
    for (const id of ['record-game-info', 'record-moves', 'record-edit']) {
      await assertInView(page, `#${id} > summary`, `the ${id} disclosure`);
      assert.equal(await page.locator(`#${id}`).evaluate((d) => d.tagName === 'DETAILS' && !d.open), true, `${id} starts closed`);
    }
    await screenshot(page, 'layout-page-desktop-record-clock');
    // Opening the game info keeps the comment in view.
    await page.click('#record-game-info > summary');
    await assertInView(page, '#record-comment', 'the comment, game info open');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a 19×19 board and the line under it are whole on screen, with a notice shown too', async () => {
    const page = await openPage(browser, DESKTOP);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.width), 19);
    // The line under the board holds a note: a pass says so.
    await page.click('#pass');
    await drawn(page);
    assert.notEqual(await page.locator('#explain').textContent(), '');
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#explain', 'the line under the board');
    await screenshot(page, 'layout-page-desktop-19');
    // A notice above the page (an SGF file opened) pushes the board down: it shrinks.
    await page.setInputFiles('#sgf-file', { name: 'nineteen.sgf', mimeType: 'application/x-go-sgf', buffer: readFileSync(new URL('../data/sgf/japanese-19x19-random.sgf', import.meta.url)) });
    await page.waitForSelector('[data-notice="sgf"]');
    await drawn(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await drawn(page);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.width), 19);
    await assertInView(page, '[data-notice="sgf"]', 'the notice');
    await assertInView(page, '#board', 'the board under the notice');
    await assertInView(page, '#explain', 'the line under the board, under the notice');
    await screenshot(page, 'layout-page-desktop-19-notice');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('on a phone (390×844)', () => {
  test('the header: New game and Lessons on the title row, the language beside the game line, two rows in all', async () => {
    const page = await openPage(browser, PHONE);
    const title = await page.locator('.bar h1').boundingBox();
    const onRowOf = (row, box) => {
      const middle = box.y + box.height / 2;
      return middle > row.y && middle < row.y + row.height + 12;
    };
    for (const selector of ['#new-game-button', '#lessons-link']) {
      const box = await page.locator(selector).boundingBox();
      assert.ok(inside(page, box), `${selector} on screen`);
      assert.ok(onRowOf(title, box), `${selector} on the title's row: ${JSON.stringify({ title, box })}`);
    }
    const line = await page.locator('#game-line').boundingBox();
    const language = await page.locator('#language').boundingBox();
    assert.ok(inside(page, language), 'the language picker on screen');
    assert.ok(line.y > title.y + title.height && onRowOf(language, line), `the game line under the title, beside the picker: ${JSON.stringify({ line, language })}`);
    const header = await page.locator('.bar').boundingBox();
    assert.ok(header.height <= 112, `the header is ${header.height} px high`);
    await screenshot(page, 'layout-page-phone-header');
    await page.context().close();
  });

  test('a long game keeps the page as wide as the screen: the game tree scrolls in its own box', async () => {
    const page = await openPage(browser, PHONE);
    const before = await page.locator('#board').boundingBox();
    // 30 moves: the tree's row of nodes is far wider than the phone.
    const moves = ['D4', 'Q16', 'D16', 'Q4', 'C10', 'R10', 'K3', 'K17', 'F3', 'O17', 'C6', 'R14', 'F17', 'O3', 'C14',
      'R6', 'J10', 'L10', 'K10', 'G10', 'H12', 'M12', 'E10', 'P10', 'K5', 'K15', 'E7', 'P7', 'E13', 'P13'];
    // A touch screen previews a first tap; the second plays.
    await page.evaluate((points) => { for (const point of points) { window.weiqiApp.tap(point); window.weiqiApp.tap(point); } }, moves);
    await drawn(page);
    assert.equal((await page.locator('#status').textContent()).match(/Move (\d+)/)?.[1], '30');
    const { pageWidth, treeWidth, treeScroll } = await page.evaluate(() => {
      const tree = document.querySelector('#game-tree');
      return { pageWidth: document.documentElement.scrollWidth, treeWidth: tree.clientWidth, treeScroll: tree.scrollWidth };
    });
    assert.ok(pageWidth <= PHONE.viewport.width, `the page is ${pageWidth} px wide on a ${PHONE.viewport.width} px screen`);
    assert.ok(treeScroll > treeWidth, `the tree (${treeScroll} px of nodes in ${treeWidth} px) scrolls in its box`);
    assert.deepEqual(await page.locator('#board').boundingBox(), before, 'the board keeps its size and place');
    await screenshot(page, 'layout-page-phone-long-game');
    await page.context().close();
  });

  test('no blank band between the board and the bar of steppers under it', async () => {
    const page = await openPage(browser, PHONE);
    await openRecord(page);
    await page.keyboard.press('Home');
    await drawn(page);
    const board = await page.locator('#board').boundingBox();
    const panel = await page.locator('.navigation').boundingBox();
    const band = panel.y - (board.y + board.height);
    assert.ok(band >= 0 && band <= 16, `the band under the board is ${band} px`);
    await assertInView(page, '#board', 'the board');
    await assertInView(page, '#record-comment', 'the comment');
    await screenshot(page, 'layout-page-phone-record');
    // A note under the board (a first tap) takes room below it: the board stays put.
    await page.evaluate(() => window.weiqiApp.tap('E5'));
    await drawn(page);
    assert.deepEqual(await page.locator('#board').boundingBox(), board);
    await page.context().close();
  });
});
