// A file of several games (RULES R6.1: a collection keeps every game): opening it
// asks which game to show (its players, event, date and moves listed as text), the
// game chosen opens, Save SGF writes the whole file with the other games exactly as
// they were, a reload brings back the same game of the same file, and cancelling the
// choice leaves the game on the board as it was. At phone and desktop size.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { DESKTOP, PHONE, clickPoint, closeSheet, drawn, openPage, openSheetFor, screenshot, status, useBrowser } from './support.mjs';

const browser = useBrowser();

const GAMES = [
  '(;GM[1]FF[4]SZ[9]PB[Alpha]PW[Beta]EV[Club night]DT[2025-01-05];B[ee];W[cc])',
  '(;GM[1]FF[4]SZ[9]PB[Gamma]PW[Delta]EV[Club night]DT[2025-01-12];B[gg];W[cg];B[dc])',
  '(;GM[1]FF[4]SZ[9]PB[<b>Epsilon</b>]PW[Zeta];B[cc])',
];
const FILE = `${GAMES.join('\n')}\n`;

/** Chooses the collection with the file picker; resolves once the game list shows. */
async function chooseFile(page) {
  await page.setInputFiles('#sgf-file', { name: 'club.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(FILE) });
  await page.locator('#game-picker[open]').waitFor();
}

/** What Save SGF downloads, as text. */
async function saved(page) {
  await openSheetFor(page, '#save-sgf');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
  await closeSheet(page);
  return readFile(await download.path(), 'utf8');
}

describe('a file of several games', () => {
  for (const [device, size] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    test(`the user picks a game; Save SGF keeps the others unchanged; a reload keeps the choice (${size})`, async () => {
      const page = await openPage(browser, device);
      await chooseFile(page);
      const games = page.locator('#game-picker-list button');
      assert.equal(await games.count(), 3);
      assert.deepEqual(await page.locator('.game-picker-players').allTextContents(), ['1. Alpha – Beta', '2. Gamma – Delta', '3. <b>Epsilon</b> – Zeta']);
      assert.equal(await page.locator('#game-picker-list b').count(), 0, 'names are text, never markup');
      assert.match(await games.nth(1).textContent(), /Club night · 2025-01-12 · 3 moves/);
      await screenshot(page, `collection-picker-${size}`);
      await games.nth(1).click();
      await page.locator('#game-picker[open]').waitFor({ state: 'detached' }).catch(() => {});
      await drawn(page);
      assert.match(await page.locator('[data-notice="sgf"]').textContent(), /Opened game 2 of 3 in “club\.sgf”/);
      assert.match(await page.locator('#record-info').textContent(), /Gamma/);
      assert.deepEqual(await status(page), { move: '3', total: '3', toMove: 'W', phase: 'playing', live: 'true' }, 'the end of game 2');

      await clickPoint(page, 'A1');
      await drawn(page);
      const file = await saved(page);
      assert.ok(file.startsWith(`${GAMES[0]}\n(;`), file);
      assert.ok(file.endsWith(`)\n${GAMES[2]}\n`), file);
      const second = file.slice(GAMES[0].length + 1, file.length - GAMES[2].length - 1);
      assert.match(second, /PB\[Gamma\]/);
      assert.match(second, /;B\[dc\]\s*;W\[ai\]/, 'the move played is in game 2');

      await page.reload();
      await page.waitForFunction(() => window.weiqiReady === true);
      await drawn(page);
      assert.match(await page.locator('#record-info').textContent(), /Gamma/, 'the same game after a reload');
      assert.equal(await saved(page), file, 'and the same file');
      await page.close();
    });
  }

  test('cancelling the choice leaves the game on the board as it was', async () => {
    const page = await openPage(browser, DESKTOP);
    await clickPoint(page, 'D4');
    await drawn(page);
    const before = await status(page);
    await chooseFile(page);
    await page.click('#game-picker-cancel');
    await drawn(page);
    assert.equal(await page.locator('#game-picker[open]').count(), 0);
    assert.deepEqual(await status(page), before);
    assert.doesNotMatch(await page.locator('#record-info').textContent(), /Alpha|Gamma/);
    assert.deepEqual(page.problems, []);
    await page.close();
  });
});
