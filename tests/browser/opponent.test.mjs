// "Play against the computer" in headless Chromium: a 9×9 game against
// the computer, whose moves come from the opponent's Web Worker (www/opponent-worker.js,
// the weiqi_bot module) and are played through the page's engine; the page keeps
// handling input while it thinks; undo takes back the pair; a Capture Go game ends at
// the first capture; screenshots at phone and desktop size.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, chooseComputer, clickPoint, drawn, hoverPoint, legalPoint, newComputerGame, openPage, pagePosition, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

const game = (page) =>
  page.evaluate(() => {
    const g = window.weiqiApp.match.game;
    return { moves: g.moveNumber, toMove: g.toMove, phase: g.phase, outcome: g.outcome, last: g.lastMove, captures: g.captures };
  });

/** Waits until the game has `moves` moves and the computer is not thinking. */
async function waitForMoves(page, moves) {
  await page.waitForFunction((n) => window.weiqiApp.match.game.moveNumber >= n && !window.weiqiOpponent.thinking, moves, { timeout: 60_000 });
  await drawn(page);
}

describe('play against the computer', () => {
  test('a 9×9 game: legal answers, input handled while it thinks, undo takes back the pair', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    await chooseComputer(page);
    assert.equal(await page.isVisible('#computer-fields'), true);
    await screenshot(page, 'opponent-dialog-desktop');
    await page.click('#new-game-cancel');

    await newComputerGame(page, { rules: 'chinese', size: 9, level: 1 });
    await clickPoint(page, 'E5');
    await waitForMoves(page, 2);
    let g = await game(page);
    assert.equal(g.last.color, 'W', 'the computer answered as White');
    assert.notEqual(g.last.move, 'E5');
    assert.match(await page.textContent('#opponent-status'), /computer \(White\) played [A-J]\d/);
    await clickPoint(page, await legalPoint(page, ['C3', 'G3', 'C7', 'G7']));
    await waitForMoves(page, 4);
    g = await game(page);
    assert.equal(g.toMove, 'B');

    // Undo takes back the computer's reply and the move before it.
    await page.click('#undo');
    await page.waitForFunction(() => window.weiqiApp.match.game.moveNumber === 2);
    g = await game(page);
    assert.equal(g.toMove, 'B');
    assert.equal(g.last.color, 'W');

    // While the computer thinks, the page answers: the board takes a hover and refuses a
    // click with a note, and the indicator says it is thinking. The request to the worker
    // is held until the checks are done, so the answer cannot come first (however loaded
    // the machine), then sent on unchanged.
    await page.evaluate(() => {
      const { worker } = window.weiqiOpponent;
      const send = worker.postMessage.bind(worker);
      worker.postMessage = (message) => {
        window.releaseRequest = () => send(message);
      };
    });
    // The record editor's markup tool may be attached after the game started (its module
    // loads lazily): taking the tool slot must not unlock the board while the computer thinks.
    await page.evaluate(() => (window.weiqiApp.tool = { active: false, apply: () => null }));
    await clickPoint(page, await legalPoint(page, ['G7', 'C7', 'G3', 'B2']));
    await page.waitForFunction(() => window.weiqiOpponent.thinking === true && typeof window.releaseRequest === 'function');
    await hoverPoint(page, 'B8');
    const { x, y } = await pagePosition(page, 'B8');
    await page.mouse.click(x, y);
    const during = await page.evaluate(() => ({
      thinking: window.weiqiOpponent.thinking,
      indicator: document.querySelector('#opponent-status').textContent,
      live: document.querySelector('#opponent-status').getAttribute('aria-live'),
      note: document.querySelector('#explain').textContent,
      moves: window.weiqiApp.match.game.moveNumber,
    }));
    assert.equal(during.thinking, true);
    assert.equal(during.indicator, 'The computer is thinking…');
    assert.equal(during.live, 'polite');
    assert.match(during.note, /computer’s turn/);
    assert.equal(during.moves, 3, 'the click played nothing');
    await screenshot(page, 'opponent-thinking-desktop');
    await page.evaluate(() => window.releaseRequest());
    await waitForMoves(page, 4);
    g = await game(page);
    assert.equal(g.last.color, 'W');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('Capture Go on a phone: the first capture ends the game', async () => {
    const page = await openPage(browser, PHONE);
    await newComputerGame(page, { rules: 'capture-go', size: 9, level: 1 });
    // Black plays the engine's first legal point each turn until someone captures.
    for (let turn = 0; turn < 80; turn++) {
      const g = await game(page);
      if (g.phase !== 'playing') break;
      const point = await page.evaluate(() => {
        const legal = window.weiqiApp.match.game.legalMoves();
        return legal[(legal.length * 7919 + 13) % legal.length];
      });
      await page.evaluate((p) => window.weiqiApp.play(p), point);
      await page.waitForFunction(() => !window.weiqiOpponent.thinking && (window.weiqiApp.match.game.phase !== 'playing' || window.weiqiApp.match.game.toMove === 'B'), null, { timeout: 60_000 });
    }
    const g = await game(page);
    assert.equal(g.phase, 'finished');
    assert.equal(g.outcome.kind, 'capture');
    const winner = g.outcome.winner === 'B' ? 'black' : 'white';
    assert.ok(g.captures[winner] >= 1);
    assert.match(await page.textContent('#status'), /wins by the first capture/);
    await drawn(page);
    await screenshot(page, 'opponent-capture-go-phone');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
