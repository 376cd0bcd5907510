// A handicap game against the computer from the New game dialog: the rank calculator
// (RULES R1.8) fills the handicap and komi, the game starts with those stones and that
// komi, the computer takes White and moves first where the rules say White moves after
// the handicap (Chinese rules), and undo still takes back the pair. Phone and desktop
// screenshots.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, chooseComputer, clickPoint, drawn, legalPoint, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The game's handicap stones (the record's AB), komi, moves and last mover. */
const game = (page) =>
  page.evaluate(() => {
    const g = window.weiqiApp.match.game;
    const sgf = g.toSgf();
    const setup = /AB((?:\[[a-z]{2}\])+)/.exec(sgf)?.[1] ?? '';
    return {
      handicapStones: (setup.match(/\[/g) ?? []).length,
      komi: Number(/KM\[([^\]]*)\]/.exec(sgf)?.[1]),
      moves: g.moveNumber,
      last: g.lastMove?.color,
      toMove: g.toMove,
    };
  });

/** Waits until the game has `moves` moves and the computer is not thinking. */
async function waitForMoves(page, moves) {
  await page.waitForFunction((n) => window.weiqiApp.match.game.moveNumber >= n && !window.weiqiOpponent?.thinking, moves, { timeout: 60_000 });
  await drawn(page);
}

describe('a handicap game against the computer', () => {
  for (const [device, name] of [[DESKTOP, 'desktop'], [PHONE, 'phone']]) {
    test(`the rank calculator's handicap and komi, the computer as White (${name})`, async () => {
      const page = await openPage(browser, device);
      await page.click('#new-game-button');
      await page.selectOption('#rules', 'chinese');
      await page.fill('#width', '13');
      await page.fill('#height', '13');
      await page.click('.rank-calculator summary');
      await page.waitForFunction(() => document.querySelector('#rank-a').options.length > 0);
      await page.selectOption('#rank-a', '1 chi');
      await page.selectOption('#rank-b', '4 chi');
      await page.click('#rank-apply');
      const handicap = Number(await page.inputValue('#handicap'));
      const komi = Number(await page.inputValue('#komi'));
      assert.ok(handicap >= 2, `the calculator gave a handicap (${handicap} for three ranks)`);
      await chooseComputer(page);
      await page.selectOption('#computer-you', 'B');
      await page.selectOption('#computer-level', '1');
      await screenshot(page, `opponent-handicap-dialog-${name}`);
      await page.click('#new-game-start');
      await page.waitForSelector('#new-game', { state: 'hidden' });
      await page.waitForFunction(() => window.weiqiOpponent?.match === window.weiqiApp.match);

      // Chinese rules: White moves after the handicap (RULES R3.2), so the computer starts.
      await waitForMoves(page, 1);
      let g = await game(page);
      assert.equal(g.handicapStones, handicap, 'the handicap stones stand');
      assert.equal(g.komi, komi, 'the komi is the calculator’s');
      assert.equal(g.last, 'W', 'the computer (White) moved first');
      assert.equal(g.toMove, 'B');

      await clickPoint(page, await legalPoint(page, ['C3', 'K3', 'C11', 'K11']));
      await waitForMoves(page, 3);
      g = await game(page);
      assert.equal(g.last, 'W', 'the computer answered');
      await page.click('#undo');
      await page.waitForFunction(() => window.weiqiApp.match.game.moveNumber === 1);
      g = await game(page);
      assert.equal(g.toMove, 'B', 'undo took back the pair');
      await screenshot(page, `opponent-handicap-${name}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
