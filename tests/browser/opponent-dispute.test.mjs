// The computer judges the player's dead-stone marks at the stop (RULES R1.6, R2.4,
// R4.4), in headless Chromium: a 9×9 game against the computer is played to the stop
// (the player passes, the computer plays until it is ahead and passes); the player
// marks one of the computer's living groups dead and presses Agree: the computer
// disputes, says so, and play resumes as the rules say, the computer playing on.
// Left as the computer marked them, the marks are agreed and the game is counted.
// Under Japanese (level 1), Chinese (level 5) and Ing (level 3) rules, as the issue
// tried them.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, chooseComputer, clickPoint, drawn, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Starts a game against the computer (it plays White) with a fixed seed. */
async function newComputerGame(page, { rules, level }) {
  await page.click('#new-game-button');
  await page.selectOption('#rules', rules);
  await page.fill('#width', '9');
  await page.fill('#height', '9');
  await chooseComputer(page);
  await page.selectOption('#computer-you', 'B');
  await page.selectOption('#computer-level', String(level));
  await page.click('#new-game-start');
  await page.waitForSelector('#new-game', { state: 'hidden' });
  await page.waitForFunction(() => window.weiqiOpponent?.match === window.weiqiApp.match);
  // Black (the player) moves first: the seed is set before the computer's first move.
  await page.evaluate(() => (window.weiqiOpponent.seed = 7));
}

const game = (page) =>
  page.evaluate(() => {
    const g = window.weiqiApp.match.game;
    return { moves: g.moveNumber, toMove: g.toMove, phase: g.phase, outcome: g.outcome, dead: g.deadStones(), resumption: g.resumption };
  });

/** Waits until the computer has nothing left to answer (no move, marks or verdict pending). */
const computerIdle = (page) =>
  page.waitForFunction(() => !window.weiqiOpponent.thinking && window.weiqiOpponent.pending.size === 0, null, { timeout: 90_000 });

/**
 * Black plays E5 and C3 (or a legal point near them), then passes whenever it is to
 * move, until play stops; then waits for the computer's marks.
 */
async function playToTheStop(page) {
  for (const point of ['E5', 'C3']) {
    await computerIdle(page);
    const free = await page.evaluate((p) => (window.weiqiApp.match.game.check(p) ? null : p), point);
    if (free) await page.evaluate((p) => window.weiqiApp.play(p), free);
  }
  for (let turn = 0; turn < 60; turn += 1) {
    await computerIdle(page);
    const g = await game(page);
    if (g.phase !== 'playing') break;
    assert.equal(g.toMove, 'B', 'the computer answered');
    await page.click('#pass');
  }
  const g = await game(page);
  assert.equal(g.phase, 'stopped', 'play stopped');
  // The computer's marks at the stop (once per stop, after its answer arrives).
  await page.waitForFunction(() => window.weiqiOpponent.markedAt === window.weiqiApp.match.game.moveNumber);
  await computerIdle(page);
  await drawn(page);
}

/** One point of each of the computer's (White's) living groups, those it did not mark dead. */
const livingWhite = (page) =>
  page.evaluate(() => {
    const g = window.weiqiApp.match.game;
    const dead = new Set(g.deadStones());
    // One string per row, top row first: `O` is White.
    const points = [];
    const rows = g.board();
    for (const [y, line] of rows.entries()) {
      for (const [x, stone] of [...line].entries()) {
        const point = `${'ABCDEFGHJ'[x]}${rows.length - y}`;
        if (stone === 'O' && !dead.has(point)) points.push(point);
      }
    }
    return points;
  });

const RULES = [
  { rules: 'japanese', level: 1, resumption: 'requester', words: /asks to resume: you move first/ },
  { rules: 'chinese', level: 5, resumption: 'requester', words: /asks to resume: you move first/ },
  { rules: 'ing', level: 3, resumption: 'play-on', words: /Play goes on until the stones are settled/ },
];

describe('the computer judges the dead stones at the stop', () => {
  for (const { rules, level, resumption, words } of RULES) {
    test(`${rules}, level ${level}: a living group of the computer's marked dead is disputed and play resumes`, async () => {
      const page = await openPage(browser, rules === 'chinese' ? PHONE : DESKTOP);
      await newComputerGame(page, { rules, level });
      await playToTheStop(page);
      const stop = await game(page);
      assert.equal(stop.resumption, resumption);
      const living = await livingWhite(page);
      assert.ok(living.length > 0, 'the computer has a living stone on the board');
      // The player marks a group of the computer's that it holds alive, and agrees.
      await clickPoint(page, living[0]);
      let g = await game(page);
      assert.ok(g.dead.includes(living[0]), 'the tap marked the group dead');
      await page.click('#agree');
      await page.waitForFunction(() => window.weiqiApp.match.game.phase !== 'stopped', null, { timeout: 60_000 });
      g = await game(page);
      // The game did not end with those stones dead: it resumed.
      assert.equal(g.phase, 'playing', `${rules}: play resumed`);
      assert.equal(g.outcome, null);
      assert.ok(!g.dead.includes(living[0]));
      // Who moves: the player, since the computer asked (R4.4), or in turn (Ing, R1.6).
      assert.equal(g.toMove, 'B');
      // Said in the computer's status line (a live region) under the board.
      const said = await page.textContent('#opponent-status');
      assert.match(said, /The computer does not agree/);
      assert.match(said, new RegExp(living[0]));
      assert.match(said, words);
      assert.equal(await page.isVisible('#opponent-status'), true);
      await drawn(page);
      await screenshot(page, `opponent-dispute-${rules}`, { fullPage: true });
      // The computer plays on as usual: Black plays, it answers.
      const legal = await page.evaluate(() => window.weiqiApp.match.game.legalMoves());
      await page.evaluate((p) => window.weiqiApp.play(p), legal[Math.floor(legal.length / 2)]);
      await computerIdle(page);
      g = await game(page);
      assert.ok(g.moves >= stop.moves + 2, 'the computer answered after the dispute');
      assert.ok(g.phase !== 'finished' || g.outcome?.kind === 'resignation');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });

    test(`${rules}, level ${level}: the computer's own marks are agreed and the game is counted`, async () => {
      const page = await openPage(browser, DESKTOP);
      await newComputerGame(page, { rules, level });
      await playToTheStop(page);
      const marked = (await game(page)).dead;
      await page.click('#agree');
      await page.waitForFunction(() => window.weiqiApp.match.game.phase === 'finished', null, { timeout: 60_000 });
      const g = await game(page);
      assert.equal(g.outcome.kind, 'counted');
      assert.deepEqual(g.dead, marked, 'counted with the marks agreed');
      assert.equal(await page.textContent('#opponent-status'), 'The computer agrees with the dead stones.');
      await drawn(page);
      await screenshot(page, `opponent-agrees-${rules}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
