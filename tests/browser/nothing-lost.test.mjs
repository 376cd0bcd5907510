// Nothing lost, in headless Chromium at a phone's and a desktop's size: "New game" and
// "Open SGF" ask first when the game has changes not saved as SGF (a dialog, not
// confirm()), the games replaced stay in Recent games (date, players, size, moves) and
// reopen, a full storage is said, and two tabs of one browser keep their own games, each
// told when the other changed the saved game, the other's game kept before a save
// replaces it. Screenshots in target/artifacts/lost-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, clickPoint, closeSheet, drawn, openPage, openSheetFor, screenshot, settled, siteUrl, tapPoint, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Plays `points` as a person does: clicks, or two taps on a touch screen. */
async function playPoints(page, points, touch) {
  for (const point of points) {
    await page.locator('#board').scrollIntoViewIfNeeded();
    if (touch) {
      await tapPoint(page, point);
      await tapPoint(page, point);
    } else {
      await clickPoint(page, point);
    }
  }
}

const moves = (page) => page.evaluate(() => window.weiqiApp.match.total);
const recent = (page) => page.evaluate(() => JSON.parse(localStorage.getItem('weiqi.recent') ?? '[]'));
const dialogOpen = (page, id) => page.evaluate((id) => document.getElementById(id).open, id);

for (const [name, device] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
  describe(`nothing lost (${name})`, () => {
    test('New game with unsaved changes asks in a dialog; the game stays in Recent games and reopens', async () => {
      const page = await openPage(browser, device);
      const touch = name === 'phone';
      page.on('dialog', () => assert.fail('no window.confirm/alert: a dialog of the page'));
      // No changes: New game opens at once.
      await page.click('#new-game-button');
      assert.equal(await dialogOpen(page, 'new-game'), true);
      assert.equal(await dialogOpen(page, 'unsaved-dialog'), false);
      await page.click('#new-game-cancel');

      await playPoints(page, ['D4', 'Q16', 'C3'], touch);
      assert.equal(await moves(page), 3);
      await page.click('#new-game-button');
      assert.equal(await dialogOpen(page, 'unsaved-dialog'), true);
      assert.equal(await dialogOpen(page, 'new-game'), false);
      assert.match(await page.locator('#unsaved-text').textContent(), /3 moves/);
      await screenshot(page, `lost-unsaved-dialog-${name}`);
      await page.click('#unsaved-cancel');
      assert.equal(await moves(page), 3, 'Cancel changes nothing');

      // Open SGF asks too.
      await openSheetFor(page, '#open-sgf');
      await page.click('#open-sgf');
      assert.equal(await dialogOpen(page, 'unsaved-dialog'), true);
      await page.click('#unsaved-cancel');
      await closeSheet(page);

      await page.click('#new-game-button');
      await page.click('#unsaved-continue');
      assert.equal(await dialogOpen(page, 'new-game'), true, 'then the New game dialog');
      await page.fill('#width', '9');
      await page.fill('#height', '9');
      await page.click('#new-game-start');
      await drawn(page);
      assert.equal(await moves(page), 0);
      const [kept] = await recent(page);
      assert.deepEqual({ moves: kept.moves, width: kept.width, height: kept.height }, { moves: 3, width: 19, height: 19 });
      assert.ok(!Number.isNaN(Date.parse(kept.date)));

      await openSheetFor(page, '#recent-games summary');
      await page.click('#recent-games summary');
      const items = page.locator('#recent-list li');
      assert.equal(await items.count(), 1);
      assert.match(await items.first().textContent(), /19×19 · 3 moves/);
      assert.match(await items.first().textContent(), /Black – White/);
      await page.locator('#recent-games').scrollIntoViewIfNeeded();
      await screenshot(page, `lost-recent-list-${name}`);
      await items.first().locator('button').click();
      await drawn(page);
      assert.equal(await moves(page), 3, 'reopened');
      assert.equal(await page.evaluate(() => window.weiqiApp.match.game.toSgf()), kept.sgf, 'the same record');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });

    test('at least ten games in the list with players, size and moves; a full storage is said', async () => {
      const page = await openPage(browser, device);
      // Twelve games replaced one after another (each with its own moves, and names from a record).
      await page.evaluate(async () => {
        const app = window.weiqiApp;
        for (let i = 1; i <= 12; i += 1) {
          app.start(app.Game.fromSgf(`(;SZ[9]PB[Black ${i}]PW[White ${i}];B[${'abcdefghi'[i % 9]}a])`));
          app.play('E5');
        }
        app.start({ rules: 'japanese', width: 9, height: 9 });
      });
      const list = await recent(page);
      assert.ok(list.length >= 12, `${list.length} kept`);
      assert.deepEqual({ black: list[0].black, white: list[0].white, moves: list[0].moves, width: list[0].width }, { black: 'Black 12', white: 'White 12', moves: 2, width: 9 });
      await openSheetFor(page, '#recent-games summary');
      await page.click('#recent-games summary');
      assert.ok((await page.locator('#recent-list li').count()) >= 10);

      // Fill the storage, then replace a game: the notice says it.
      await page.evaluate(() => {
        const chunk = 'x'.repeat(256 * 1024);
        for (let i = 0; ; i += 1) {
          try {
            localStorage.setItem(`filler.${i}`, chunk);
          } catch {
            break;
          }
        }
        for (let size = 16 * 1024; size >= 16; size = Math.floor(size / 2)) {
          try {
            for (let j = 0; ; j += 1) localStorage.setItem(`filler.small.${size}.${j}`, 'y'.repeat(size));
          } catch {
            // Next size down.
          }
        }
      });
      await page.evaluate(() => {
        const app = window.weiqiApp;
        app.start(app.Game.fromSgf('(;SZ[19]PB[Someone with a long name];B[dd];W[pp];B[dp];W[pd])'));
        app.play('K10');
        app.start({ rules: 'japanese', width: 9, height: 9 });
      });
      await page.waitForSelector('[data-notice="recent-full"]');
      assert.match(await page.locator('[data-notice="recent-full"]').textContent(), /storage of this device is full/);
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `lost-storage-full-${name}`);
      await page.context().close();
    });

    test('two tabs keep their own games; each says when the other changed the saved game, and keeps it', async () => {
      const context = await browser.newContext(device);
      const base = await siteUrl();
      const open = async () => {
        const page = await context.newPage();
        await page.goto(base);
        await page.waitForFunction(() => window.weiqiReady === true);
        await drawn(page);
        return page;
      };
      const first = await open();
      const second = await open();
      const touch = name === 'phone';
      await playPoints(first, ['D4', 'Q16'], touch);
      // The first tab's save of Q16 is written once its frame is shown.
      await settled(first);
      await second.waitForSelector('[data-notice="other-tab"]');
      assert.equal(await moves(second), 0, 'the second tab keeps its own game');
      assert.match(await second.locator('[data-notice="other-tab"]').textContent(), /changed in another tab/);
      await screenshot(second, `lost-other-tab-${name}`);
      // The second tab plays: the first tab's game is kept in the list before it is saved over.
      await playPoints(second, ['K10'], touch);
      // The save waits for the frame (after-frame.js): the list is read once it is written.
      await settled(second);
      const list = await recent(second);
      assert.equal(list[0]?.moves, 2, JSON.stringify(list.map((e) => e.moves)));
      await first.waitForSelector('[data-notice="other-tab"]');
      assert.equal(await moves(first), 2, 'the first tab keeps its own game');
      // Opening the other tab's game from the notice.
      await first.locator('[data-notice="other-tab"] [data-action="other-tab-open"]').click();
      await drawn(first);
      assert.equal(await moves(first), 1, 'the first tab opened the second tab\'s game');
      await screenshot(first, `lost-other-tab-opened-${name}`);

      // A reload: each tab takes its own game back, the other's kept in Recent games.
      await playPoints(second, ['C3'], touch);
      await settled(second);
      await playPoints(first, ['R4', 'S5'], touch);
      // The first tab saved last (its save is written once its frame is shown).
      await settled(first);
      await second.reload();
      await second.waitForFunction(() => window.weiqiReady === true);
      await drawn(second);
      assert.equal(await moves(second), 2, 'the second tab has its own game after a reload');
      assert.match(await second.locator('[data-notice="other-tab"]').textContent(), /this tab has its own game back/);
      assert.equal((await recent(second))[0].moves, 3, 'the first tab\'s game is in Recent games');
      await screenshot(second, `lost-other-tab-reloaded-${name}`);
      await context.close();
    });
  });
}
