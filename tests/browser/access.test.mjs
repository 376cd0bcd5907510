// Access without a mouse or without sight (issue 8): a whole game played with the
// keyboard alone, the dialog included, with what the screen reader hears checked on
// the way; dead stones marked with Enter after the stop; touch targets and contrast on
// a phone; and axe-core's scan of the page and the dialog in both colour schemes.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import {
  DESKTOP,
  PHONE,
  clickPoint,
  closeSheet,
  drawn,
  newGame,
  openPage,
  openSheetFor,
  screenshot,
  suggestionSettled,
  useBrowser,
} from './support.mjs';

const require = createRequire(import.meta.url);
const AXE = require.resolve('axe-core/axe.min.js');

/** GTP column letters (no I). */
const COLUMNS = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';

const browser = useBrowser();

/** Presses Tab until the focus is on `selector` (keyboard only, as a person would). */
async function tabTo(page, selector, most = 60) {
  for (let i = 0; i < most; i += 1) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${selector}`);
}

/** What the live region says now. */
async function heard(page) {
  return (await page.locator('#announcer').textContent()).replace(/\u00a0/g, ' ').trim();
}

/** Moves the keyboard cursor to `point` with the arrow keys. */
async function cursorTo(page, point) {
  const place = (p) => ({ column: COLUMNS.indexOf(p[0]), row: Number(p.slice(1)) });
  const from = place(await page.evaluate(() => window.weiqiApp.cursor));
  const to = place(point);
  const presses = [
    [to.column - from.column, 'ArrowRight', 'ArrowLeft'],
    [to.row - from.row, 'ArrowUp', 'ArrowDown'],
  ];
  for (const [delta, forward, backward] of presses) {
    for (let i = 0; i < Math.abs(delta); i += 1) await page.keyboard.press(delta > 0 ? forward : backward);
  }
  assert.equal(await page.evaluate(() => window.weiqiApp.cursor), point);
  assert.match(await heard(page), new RegExp(`^${point}, `), 'the cursor says where it is');
}

/** Plays at the cursor's point with `key` and waits for the board. */
async function playAt(page, point, key = 'Enter') {
  await cursorTo(page, point);
  await page.keyboard.press(key);
  await drawn(page);
}

/** The live game's move number, phase and player to move. */
async function gameState(page) {
  return page.evaluate(() => {
    const g = window.weiqiApp.match.game;
    return { moves: g.moveNumber, phase: g.phase, toMove: g.toMove, width: g.width, rules: g.rules.preset };
  });
}

describe('the keyboard alone', () => {
  test('starts a Tromp–Taylor game in the dialog and plays it to the result (RULES R5)', async () => {
    const page = await openPage(browser, DESKTOP);

    // The New game dialog: Tab to its button, Enter, arrows in the rule list, typed sizes.
    await tabTo(page, '#new-game-button');
    await page.keyboard.press('Enter');
    await page.waitForSelector('#new-game', { state: 'visible' });
    await tabTo(page, '#rules');
    // A letter key inside the dialog is the field's, not a page shortcut: no pass.
    await page.keyboard.press('p');
    for (let i = 0; i < 9 && (await page.inputValue('#rules')) !== 'tromp-taylor'; i += 1) {
      await page.keyboard.press('ArrowDown');
    }
    assert.equal(await page.inputValue('#rules'), 'tromp-taylor');
    assert.equal(await page.inputValue('#komi'), '7.5', 'komi follows the rules');
    for (const field of ['#width', '#height']) {
      await tabTo(page, field);
      await page.keyboard.press('Control+A');
      await page.keyboard.type('5');
    }
    await page.keyboard.press('Enter');
    await page.waitForSelector('#new-game', { state: 'hidden' });
    await drawn(page);
    assert.deepEqual(await gameState(page), { moves: 0, phase: 'playing', toMove: 'B', width: 5, rules: 'tromp-taylor' });
    assert.match(await heard(page), /^New game: Tromp–Taylor · 5×5 · komi 7\.5\. Black to move\.$/);

    // The board takes the focus, shows its ring, and says where the cursor is.
    await tabTo(page, '#board');
    const ring = await page.locator('#board').evaluate((el) => {
      const style = getComputedStyle(el);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    assert.equal(ring.style, 'solid');
    assert.ok(ring.width >= 2, `focus ring ${ring.width}px`);
    assert.equal(await page.evaluate(() => window.weiqiApp.cursor), 'C3', 'the cursor starts in the middle');
    assert.equal(await page.locator('#board').getAttribute('aria-label'), 'Go board 5×5');
    assert.equal(await page.locator('#board').getAttribute('role'), 'application');
    assert.equal(await heard(page), 'C3, empty');

    // Black C3, White A1, Black A2 (Space plays too), White E5, Black B1 takes A1.
    await playAt(page, 'C3');
    assert.equal(await heard(page), 'Black C3.');
    await playAt(page, 'A1');
    assert.equal(await heard(page), 'White A1.');
    await playAt(page, 'A2', ' ');
    await playAt(page, 'E5');
    await playAt(page, 'B1');
    assert.equal(await heard(page), 'Black B1, captures 1.');
    assert.deepEqual(await page.evaluate(() => window.weiqiApp.match.game.captures), { black: 1, white: 0 });

    // White's A1 would repeat the position after move 5 (positional superko, RULES
    // R2.2): the cursor says it is banned, and Enter is refused with the reason.
    await cursorTo(page, 'A1');
    assert.equal(await heard(page), 'A1, empty, banned: superko');
    await page.keyboard.press('Enter');
    assert.equal(await heard(page), 'Superko: this would repeat the position after move 5.');
    assert.equal((await gameState(page)).moves, 5, 'the refused move changed nothing');
    await cursorTo(page, 'B1');
    assert.equal(await heard(page), 'B1, Black stone, last move');

    // U takes Black's capture back; Enter plays it again.
    await page.keyboard.press('u');
    await drawn(page);
    assert.equal(await heard(page), 'Taken back: Black B1. Black to move.');
    assert.equal((await gameState(page)).moves, 4);
    await page.keyboard.press('Enter');
    await drawn(page);
    assert.equal(await heard(page), 'Black B1, captures 1.');

    // P twice: two passes end a Tromp–Taylor game, every stone alive; the result is
    // the engine's count.
    await page.keyboard.press('p');
    assert.equal(await heard(page), 'White passed.');
    await page.keyboard.press('p');
    await drawn(page);
    const score = await page.evaluate(() => window.weiqiApp.match.game.score());
    assert.equal((await gameState(page)).phase, 'finished');
    const winner = score.winner === 'B' ? 'Black' : 'White';
    assert.equal(await heard(page), `Black passed. The game is over. ${winner} wins by ${Math.abs(score.margin)} points.`);
    const said = await page.evaluate(() => window.weiqiPanels.announcer.said);
    assert.ok(said.filter((s) => /captures 1/.test(s)).length === 2, said.join(' | '));
    await screenshot(page, 'keyboard-game-desktop');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('on the board the arrows move the cursor; elsewhere they step through the moves', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    await tabTo(page, '#board');
    await playAt(page, 'E5');
    await playAt(page, 'E6');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await page.evaluate(() => window.weiqiApp.cursor), 'D6');
    assert.equal(await page.locator('#status').getAttribute('data-live'), 'true', 'no step back on the board');
    // Off the board (on the Undo button), ArrowLeft shows the move before.
    await tabTo(page, '#undo');
    await page.keyboard.press('ArrowLeft');
    await drawn(page);
    assert.equal(await page.locator('#status').getAttribute('data-move'), '1');
    assert.equal(await heard(page), 'Move 1 of 2: Black E5.');
    // Enter on the board while an earlier move is shown plays there: a variation
    // (the game is a record, RULES R6.1), said as a move; the main line is kept.
    await tabTo(page, '#board');
    await page.keyboard.press('Enter');
    await drawn(page);
    assert.match(await heard(page), /White D6/);
    assert.equal(await page.locator('#status').getAttribute('data-move'), '2');
    assert.equal((await gameState(page)).moves, 2);
    const mainLine = await page.evaluate(() => {
      const { tree } = window.weiqiApp.match;
      return tree.mainLine().slice(1).map((id) => tree.move(id).move);
    });
    assert.deepEqual(mainLine, ['E5', 'E6']);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a click on the board does not start the keyboard cursor', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    await clickPoint(page, 'C3');
    assert.equal(await page.evaluate(() => document.activeElement.id), 'board');
    assert.equal(await page.evaluate(() => window.weiqiApp.cursor), null);
    assert.equal(await heard(page), 'Black C3.');
    // An arrow key then starts it where the last stone is.
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.evaluate(() => window.weiqiApp.cursor), 'C3');
    await page.keyboard.press('ArrowRight');
    assert.equal(await heard(page), 'D3, empty');
    await page.context().close();
  });

  test('after the stop, Enter on a stone marks it dead and Enter on Agree counts (RULES R4.4)', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 5 });
    await tabTo(page, '#board');
    await playAt(page, 'C3');
    await page.keyboard.press('p');
    await page.keyboard.press('p');
    await drawn(page);
    assert.equal((await gameState(page)).phase, 'stopped');
    assert.match(await heard(page), /^Black passed\. Play has stopped after two passes/);
    // The estimator may have pre-marked C3; Enter toggles it either way.
    await suggestionSettled(page);
    const before = await page.evaluate(() => window.weiqiApp.match.game.deadStones());
    await cursorTo(page, 'D3');
    await cursorTo(page, 'C3');
    assert.match(await heard(page), before.includes('C3') ? /^C3, Black stone, marked dead/ : /^C3, Black stone/);
    await page.keyboard.press('Enter');
    await drawn(page);
    const afterMark = await page.evaluate(() => window.weiqiApp.match.game.deadStones());
    assert.equal(afterMark.includes('C3'), !before.includes('C3'));
    assert.equal(await heard(page), afterMark.includes('C3') ? '1 stone marked dead.' : '1 stone alive again.');
    if (!afterMark.includes('C3')) await page.keyboard.press('Enter');
    // Agreement is a button of the end-of-game panel: Tab to it, Enter; the result is heard.
    await tabTo(page, '#agree');
    await page.keyboard.press('Enter');
    await drawn(page);
    assert.equal((await gameState(page)).phase, 'finished');
    const score = await page.evaluate(() => window.weiqiApp.match.game.score());
    assert.equal(score.winner, 'W', 'the dead black stone is White\'s');
    assert.match(await heard(page), new RegExp(`The game is over\\. White wins by ${score.margin * -1} points?\\.$`));
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

/**
 * Runs axe-core on the page; returns its serious and critical violations. The site
 * sends a strict Content-Security-Policy (no inline script), so axe is loaded as a
 * same-origin script served by the test, and the page is scanned as users get it.
 */
async function axeProblems(page) {
  if (!(await page.evaluate(() => typeof window.axe === 'object'))) {
    await page.context().route('**/test-tools/axe.min.js', (route) =>
      route.fulfill({ path: AXE, contentType: 'text/javascript' }),
    );
    await page.addScriptTag({ url: 'test-tools/axe.min.js' });
  }
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1] ?? ''}`),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

describe('axe-core and the phone', () => {
  for (const [name, device] of [['phone', PHONE], ['desktop', DESKTOP]]) {
    for (const scheme of ['light', 'dark']) {
      test(`no serious or critical violation: ${name}, ${scheme} (page and dialog)`, async () => {
        const page = await openPage(browser, { ...device, colorScheme: scheme });
        assert.deepEqual(await axeProblems(page), [], 'the page');
        await page.locator('#new-game-button').click();
        await page.waitForSelector('#new-game', { state: 'visible' });
        assert.deepEqual(await axeProblems(page), [], 'the New game dialog');
        assert.deepEqual(page.problems, []);
        await page.context().close();
      });
    }
  }

  test('in Russian and Romanian too, with the high-contrast board', async () => {
    const page = await openPage(browser, PHONE);
    await openSheetFor(page, '#toggle-contrast');
    await page.locator('#toggle-contrast').check();
    await closeSheet(page);
    for (const lang of ['ru', 'ro']) {
      await page.selectOption('#language', lang);
      // The language's strings load on first use.
      await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
      assert.deepEqual(await axeProblems(page), [], lang);
    }
    await page.context().close();
  });

  test('every control is at least 44×44 CSS px on a 390×844 phone', async () => {
    const page = await openPage(browser, PHONE);
    const small = async () =>
      page.evaluate(() => {
        const found = [];
        const controls = document.querySelectorAll('button, select, input, summary, a[href], [tabindex]');
        for (const control of controls) {
          if (!control.checkVisibility() || control.id === 'board') continue;
          // A checkbox is hit through its whole label.
          const target = control.type === 'checkbox' || control.type === 'radio' ? control.closest('label') ?? control : control;
          const box = target.getBoundingClientRect();
          if (box.width < 43.5 || box.height < 43.5) {
            found.push(`${control.id || control.textContent.trim() || control.outerHTML.slice(0, 60)}: ${Math.round(box.width)}×${Math.round(box.height)}`);
          }
        }
        return found;
      });
    assert.deepEqual(await small(), [], 'the page');
    await page.locator('#new-game-button').click();
    await page.waitForSelector('#new-game', { state: 'visible' });
    assert.deepEqual(await small(), [], 'the dialog');
    await screenshot(page, 'phone-new-game-dialog');
    await page.context().close();
  });
});
