// The territory count's settling and the confirmation play-out in headless Chromium
// (RULES R4.4, R4.7): the points to fill marked on the board and overridden by a
// click, and the play-out on the end-game panel that marks the dead stones. Every
// expected value is the one worked out in crates/weiqi/tests/settling.rs and
// confirmation.rs for the same positions.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, banInk, clickPoint, drawn, explanation, openPage, screenshot, clearSuggestion, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Diagram rows (top first, `X` `O` `.`) as a setup of GTP points. */
function setupOf(rows) {
  const setup = { black: [], white: [] };
  rows.forEach((row, y) => {
    [...row.replaceAll(' ', '')].forEach((cell, x) => {
      const point = `${'ABCDEFGHJKLMNOPQRSTUVWXYZ'[x]}${rows.length - y}`;
      if (cell === 'X') setup.black.push(point);
      if (cell === 'O') setup.white.push(point);
    });
  });
  return setup;
}

/**
 * Starts a Japanese game (no komi) on the position, passes twice, and takes back any
 * dead-stone suggestion of the estimator: these tests mark what they mean to.
 */
async function stoppedGame(page, rows) {
  await page.evaluate(
    ({ setup, width, height }) => {
      const app = window.weiqiApp;
      app.start(new app.Game({ rules: 'japanese', komi: 0, width, height, setup }));
    },
    { setup: setupOf(rows), width: rows[0].replaceAll(' ', '').length, height: rows.length },
  );
  await drawn(page);
  // The suggestion comes from the second module: with it loaded first, it is made at
  // once when play stops.
  await page.evaluate(async () => (await import('./engine.js')).loadExtras());
  await page.click('#pass');
  await page.click('#pass');
  await clearSuggestion(page);
  await drawn(page);
}

/** Clicks `points` in turn, the board scrolled into view first (on a phone the panel's buttons are under it). */
async function playAt(page, ...points) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  for (const point of points) await clickPoint(page, point);
}

/** The owner mark of `point` in the engine's count (`X`, `O`, `.`, `-` dame, `*` defect). */
function ownerOf(page, point) {
  return page.evaluate((p) => {
    const game = window.weiqiApp.match.game;
    const x = 'ABCDEFGHJKLMNOPQRSTUVWXYZ'.indexOf(p[0]);
    const y = game.height - Number(p.slice(1));
    return game.score().ownership[y][x];
  }, point);
}

/** Black's E1 beside its one-point territory D1 and the dame F1 (settling.rs). */
const DEFECT_AFTER_DAME = [
  '. . X O . . .',
  '. . X O . . .',
  '. . X O . . .',
  '. . X X O O O',
  '. . X . X . O',
];

/** The guide's dia. 14 (confirmation.rs): it looks like seki. */
const DIA_14 = ['. . . . . .', '. . . . . .', 'O O O O O O', 'X X X X X O', '. O O . X O'];

/** One ko: Black C2 takes White's B2 (confirmation.rs). */
const ONE_KO = ['. . . . . . .', '. . . . . . .', '. X O . . . .', 'X O . O . . .', '. X O . . . .'];

describe('settling before a territory count (RULES R4.4)', () => {
  for (const [device, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    test(`the points to fill are marked and may be overridden (${name})`, async () => {
      const page = await openPage(browser, device);
      await stoppedGame(page, DEFECT_AFTER_DAME);
      // The engine: F1 a dame, D1 a defect (White on F1 leaves E1 with D1 only).
      assert.equal(await ownerOf(page, 'F1'), '-');
      assert.equal(await ownerOf(page, 'D1'), '*');
      assert.equal(await page.evaluate(() => window.weiqiApp.match.game.score().result), 'B+1');
      const note = page.locator('#fill-note');
      assert.ok(await note.isVisible());
      assert.match(await note.textContent(), /1 neutral point \(dame\) and 1 defect must be filled/);
      // The mark, in the ban colour, on D1 and F1 and not on Black's territory.
      assert.ok((await banInk(page, 'D1')) > 0, 'D1 carries the fill mark');
      assert.ok((await banInk(page, 'F1')) > 0, 'F1 carries the fill mark');
      assert.equal(await banInk(page, 'A3'), 0);
      await screenshot(page, `settling-fill-${name}`, { fullPage: true });
      // The players say D1 needs no filling: it counts for Black again (11 to 9).
      await clickPoint(page, 'D1');
      assert.equal(await ownerOf(page, 'D1'), 'X');
      assert.match(await explanation(page), /needs no filling/);
      assert.equal(await page.evaluate(() => window.weiqiApp.match.game.score().result), 'B+2');
      assert.equal(await banInk(page, 'D1'), 0);
      // Undo takes the override back, like a dead-stone mark.
      await page.click('#undo');
      await drawn(page);
      assert.equal(await ownerOf(page, 'D1'), '*');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

describe('the confirmation play-out (RULES R4.7)', () => {
  for (const [device, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop']]) {
    test(`dia. 14 is played out and its result counted (${name})`, async () => {
      const page = await openPage(browser, device);
      await stoppedGame(page, DIA_14);
      const total = await page.evaluate(() => window.weiqiApp.match.total);
      assert.ok(await page.locator('#confirm').isVisible());
      await page.click('#confirm-white');
      await page.waitForFunction(() => window.weiqiPanels.settling.active);
      await drawn(page);
      await playAt(page, 'D1', 'A1', 'C1');
      assert.match(await page.locator('#confirm-status').textContent(), /Black to move \(3 moves so far\)/);
      await screenshot(page, `confirmation-playout-${name}`, { fullPage: true });
      await page.click('#confirm-pass');
      await playAt(page, 'B1', 'D1', 'B1', 'C1', 'B1');
      await page.click('#confirm-pass');
      await page.click('#confirm-pass');
      assert.match(await page.locator('#confirm-status').textContent(), /over: 6 stones of the stopped position captured/);
      // The game never moved: a play-out is no resumption.
      assert.equal(await page.evaluate(() => window.weiqiApp.match.total), total);
      await page.click('#confirm-accept');
      await drawn(page);
      const dead = await page.evaluate(() => window.weiqiApp.match.game.deadStones().sort());
      assert.deepEqual(dead, ['A2', 'B2', 'C2', 'D2', 'E1', 'E2']);
      // Counted from the stopped position: White 20 points of territory and 6 prisoners.
      assert.equal(await page.evaluate(() => window.weiqiApp.match.game.score().result), 'W+26');
      assert.ok(await page.locator('#confirm-black').isVisible(), 'the play-out is closed');
      await screenshot(page, `confirmation-counted-${name}`, { fullPage: true });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }

  test('a ko taken in the play-out may not be retaken before its capturer passes', async () => {
    const page = await openPage(browser, DESKTOP);
    await stoppedGame(page, ONE_KO);
    await page.click('#confirm-black');
    await page.waitForFunction(() => window.weiqiPanels.settling.active);
    await playAt(page, 'C2');
    assert.match(await page.locator('#confirm-status').textContent(), /Confirmation ko, banned now: B2/);
    await playAt(page, 'B2');
    assert.match(await explanation(page), /Confirmation ko: the opponent must pass for this ko first/);
    // Black passes for the ko: White may retake.
    await playAt(page, 'G5');
    await page.click('#confirm-pass');
    await playAt(page, 'B2');
    const board = await page.evaluate(() => window.weiqiPanels.settling.playout.state().board);
    assert.equal(board[3], 'XO.O...');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
