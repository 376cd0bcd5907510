// A WebAssembly trap never leaves the page broken (www/engine.js, www/recovery.js):
// the page starts again, the game comes back from its save, and a notice says what
// happened; play goes on.
//
// No input reaches a trap any more, so the test makes one through a path no user
// has: it points the live game's internal `__wbg_ptr` (wasm-bindgen's address of the
// Rust value) past the end of the module's memory; the next call into it traps.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, clickPoint, drawn, newGame, openPage, screenshot, status, useBrowser } from './support.mjs';

const browser = useBrowser();

/** The live game as the engine reports it. */
function position(page) {
  return page.evaluate(() => {
    const { game } = window.weiqiApp.match;
    return { history: game.history(), board: game.board(), toMove: game.toMove };
  });
}

/**
 * Makes the live game's next engine call trap, runs `act`, and waits for the restart.
 * `inMove`: the game breaks only once the next move is under way (as an engine bug in
 * that move would), after what the page does before a move (it writes a pending save).
 */
async function trapDuring(page, act, { inMove = false } = {}) {
  await page.evaluate((later) => {
    const { match } = window.weiqiApp;
    const corrupt = () => {
      match.game.__wbg_ptr = 0xffff_fff0;
    };
    if (!later) return corrupt();
    const play = match.play.bind(match);
    match.play = (point) => {
      corrupt();
      return play(point);
    };
    return undefined;
  }, inMove);
  await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), act()]);
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

/** The text of the notice about the restart, or null. */
function notice(page) {
  return page.evaluate(() => document.querySelector('[data-notice="engine-trap"]')?.textContent ?? null);
}

describe('after a trap', () => {
  test('desktop: a move that traps restarts the page with the saved game, and play goes on', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9, height: 9 });
    for (const point of ['D4', 'E5', 'C3']) await clickPoint(page, point);
    const before = await position(page);
    assert.equal(before.history.length, 3);

    // Straight after C3, its save still waiting for an idle moment: the move that traps must not lose it.
    await trapDuring(page, () => clickPoint(page, 'F6'), { inMove: true });
    assert.deepEqual(await position(page), before, 'the game as saved before the trapped move');
    const text = await notice(page);
    assert.match(text, /internal error/);
    assert.match(text, /restored from its last save/);
    await screenshot(page, 'recovery-desktop');

    await clickPoint(page, 'F6');
    assert.equal((await status(page)).move, '4');
    await page.context().close();
  });

  test('phone: the notice fits, and a second trap soon after does not restart again', async () => {
    const page = await openPage(browser, PHONE);
    await newGame(page, { rules: 'chinese', width: 13, height: 13 });
    await trapDuring(page, () => page.evaluate(() => {
      try {
        window.weiqiApp.match.game.board();
      } catch {
        // The trap is reported through `traps`; the call itself fails.
      }
    }));
    assert.match(await notice(page), /restored from its last save/);
    await screenshot(page, 'recovery-phone');
    // Within the quiet period a second trap shows a notice instead of a restart loop.
    const url = page.url();
    await page.evaluate(() => {
      window.weiqiApp.match.game.__wbg_ptr = 0xffff_fff0;
      try {
        window.weiqiApp.match.game.board();
      } catch {
        // As above.
      }
    });
    await page.waitForFunction(() => /again/.test(document.querySelector('[data-notice="engine-trap"]')?.textContent ?? ''));
    assert.equal(page.url(), url);
    await page.context().close();
  });
});
