// What a player meets on the page, checked as they meet it: Pass refused like Undo and
// Resign while an earlier move is shown; the end of a game against the computer said
// in the status line (who won, by how much), the header naming the computer and its
// level, the computer's stale note gone once agreed; a finished record's result said
// at the end of its main line only; "Link copied" gone once another record opens; a
// solved problem's comment without its RIGHT marker; Recent games with a disclosure
// marker; game-tree nodes a finger can hit (44 px) on a phone.
// Screenshots in target/artifacts/details-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { loadLanguage, translate } from '../../www/i18n.js';
import { DESKTOP, PHONE, clickPoint, drawn, explanation, newComputerGame, openPage, openSgf, screenshot, siteUrl, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();
// The English table is loaded before any expectation is translated (no top-level await in i18n.js).
await loadLanguage('en');
const COMMENTED = readFileSync(new URL('../data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');

/** A resigned game (RE at the root: the main line's end, RULES R6) with a variation beside its last move. */
const RESIGNED = '(;GM[1]FF[4]SZ[9]RU[Japanese]KM[6.5]PB[Anna]PW[Boris]EV[Club night]RE[B+R];B[ee];W[gc](;B[cg];W[dc])(;B[cc]))';

/** How many nodes the app's record has. */
function nodeCount(page) {
  return page.evaluate(() => {
    const { tree } = window.weiqiApp.match;
    const stack = [tree.root];
    let n = 0;
    while (stack.length) {
      n += 1;
      stack.push(...tree.children(stack.pop()));
    }
    return n;
  });
}

describe('game buttons while an earlier move is shown', () => {
  test('Pass is disabled and refused with the note Undo and Resign give; no variation is added', async () => {
    const page = await openPage(browser, DESKTOP);
    for (const point of ['D4', 'Q16', 'D16']) await clickPoint(page, point);
    await page.click('#back');
    await drawn(page);
    const buttons = () => page.evaluate(() => Object.fromEntries(['pass', 'undo', 'resign'].map((id) => [id, document.getElementById(id).disabled])));
    assert.deepEqual(await buttons(), { pass: true, undo: true, resign: true });
    const before = await nodeCount(page);
    // The keyboard's P (keyboard.js) and the API reach the same refusal.
    const refused = await page.evaluate(() => window.weiqiApp.pass());
    await drawn(page);
    assert.deepEqual(refused, { viewing: true });
    assert.equal(await explanation(page), translate('en', 'viewingPast', 2, 3));
    assert.equal(await nodeCount(page), before, 'no pass variation');
    assert.equal(await page.locator('#status').getAttribute('data-move'), '2');
    // Back at the end, Pass works again.
    await page.click('#last');
    await drawn(page);
    assert.deepEqual(await buttons(), { pass: false, undo: false, resign: false });
    await page.click('#pass');
    await drawn(page);
    assert.equal(await page.locator('#status').getAttribute('data-move'), '4');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('a game against the computer', () => {
  for (const [name, device] of Object.entries({ phone: PHONE, desktop: DESKTOP })) {
    test(`${name}: the header names it; the end says who won and by how much where the player looks`, async () => {
      const page = await openPage(browser, device);
      await newComputerGame(page, { rules: 'japanese', size: 9, you: 'B', level: 2 });
      const header = await page.locator('#game-line').textContent();
      assert.ok(header.startsWith(`${translate('en', 'gameLineComputer', 'W', 2)} · `), header);
      // The player passes until play stops (the computer passes too, or plays on).
      for (let turn = 0; turn < 60; turn += 1) {
        if ((await page.locator('#status').getAttribute('data-phase')) !== 'playing') break;
        await page.locator('#pass').click();
        await page.waitForFunction(() => {
          const { game } = window.weiqiApp.match;
          return !window.weiqiOpponent.thinking && (game.phase !== 'playing' || game.toMove === 'B');
        }, null, { timeout: 60_000 });
        await drawn(page);
      }
      await page.waitForSelector('#status[data-phase="stopped"]');
      // The computer's line says what it did last (passed, or marked stones dead).
      await page.waitForFunction(() => document.getElementById('opponent-status').textContent !== '');
      await page.locator('#agree').click();
      await page.waitForSelector('#status[data-phase="finished"]');
      await drawn(page);
      const score = await page.evaluate(() => window.weiqiApp.score(window.weiqiApp.match.game));
      const said = translate('en', 'scoreResult', score.winner, Math.abs(score.margin), score.result);
      assert.equal((await page.locator('#turn').textContent()).trim(), said, 'the status line says the result');
      assert.equal(score.result, await page.evaluate(() => window.weiqiApp.match.game.result), 'the engine\'s result');
      assert.equal(await page.locator('#opponent-status').textContent(), translate('en', 'computerAgrees'), 'the computer\'s line says it agreed: the stop\'s request is gone');
      await page.locator('#turn').scrollIntoViewIfNeeded();
      await screenshot(page, `details-computer-end-${name}`);
      assert.deepEqual(page.problems, []);
      // Another game is not against the computer: the header says no more, and the
      // computer's side is put away without an error.
      await page.click('#new-game-button');
      // The game just played is not saved as SGF: Recent games keeps it.
      await page.click('#unsaved-continue');
      await page.check('input[name="opponent"][value="person"]');
      await page.click('#new-game-start');
      await drawn(page);
      assert.ok(!(await page.locator('#game-line').textContent()).includes(translate('en', 'gameLineComputer', 'W', 2)));
      assert.equal(await page.locator('#opponent-status').textContent(), '', 'nothing of the computer\'s game is left under the board');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

describe('a finished record replayed', () => {
  test('says its result at the end of the main line only', async () => {
    const page = await openPage(browser, DESKTOP);
    await openSgf(page, RESIGNED, 'resigned.sgf');
    const details = () => page.locator('#record-details').textContent();
    const result = translate('en', 'recordResult', 'B+R');
    // Opened at the end of the main line: the result is said.
    assert.ok((await details()).includes(result), await details());
    for (const move of [0, 1, 3]) {
      await page.evaluate((n) => window.weiqiApp.goTo(n), move);
      await drawn(page);
      assert.ok(!(await details()).includes('B+R'), `move ${move}: ${await details()}`);
      assert.ok((await details()).includes('Club night'), 'the rest of the details stay');
    }
    // The end of the variation is not where the game ended.
    await page.evaluate(() => {
      const { tree } = window.weiqiApp.match;
      const branch = tree.children(tree.children(tree.children(tree.root)[0])[0])[1];
      window.weiqiApp.select(branch);
    });
    await drawn(page);
    assert.equal(await page.locator('#status').getAttribute('data-live'), 'true');
    assert.ok(!(await details()).includes('B+R'), `the variation's end: ${await details()}`);
    await page.evaluate(() => window.weiqiApp.select(window.weiqiApp.match.tree.mainLine(window.weiqiApp.match.tree.root).at(-1)));
    await drawn(page);
    assert.ok((await details()).includes(result));
    await screenshot(page, 'details-record-result-end');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('the record panel', () => {
  test('"Link copied" goes when another record is opened', async () => {
    const context = await browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await watchedPage(context);
    await page.goto(await siteUrl());
    await page.waitForFunction(() => window.weiqiReady === true);
    await openSgf(page, COMMENTED, 'commented.sgf');
    await page.click('#copy-link');
    await page.waitForFunction(() => document.getElementById('link-note').textContent !== '');
    assert.equal(await page.locator('#link-note').textContent(), translate('en', 'linkCopied'));
    await openSgf(page, RESIGNED, 'resigned.sgf');
    assert.equal(await page.locator('#link-note').textContent(), '');
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test('Recent games shows a disclosure marker that turns when opened', async () => {
    const page = await openPage(browser, DESKTOP);
    const marker = () => page.locator('#recent-games > summary').evaluate((s) => {
      const style = getComputedStyle(s, '::before');
      return { content: style.content, transform: style.transform };
    });
    const closed = await marker();
    assert.equal(closed.content, '"▸"');
    await page.click('#recent-games > summary');
    await page.waitForFunction(() => document.getElementById('recent-games').open);
    await page.waitForFunction(() => getComputedStyle(document.querySelector('#recent-games > summary'), '::before').transform !== 'none');
    assert.notEqual((await marker()).transform, closed.transform);
    await page.locator('#recent-games').scrollIntoViewIfNeeded();
    await screenshot(page, 'details-recent-games');
    await page.context().close();
  });

  test('on a phone the game tree\'s nodes are 44 px targets, hit anywhere in their box', async () => {
    const page = await openPage(browser, PHONE);
    await openSgf(page, COMMENTED, 'commented.sgf');
    await page.keyboard.press('Home');
    await drawn(page);
    const nodes = page.locator('#game-tree [data-node]');
    assert.ok((await nodes.count()) > 3);
    for (let i = 0; i < 4; i += 1) {
      const box = await nodes.nth(i).boundingBox();
      assert.ok(box.width >= 44 && box.height >= 44, `node ${i}: ${JSON.stringify(box)}`);
    }
    // A tap near the corner of the third node's box goes to that node.
    const third = nodes.nth(2);
    await third.scrollIntoViewIfNeeded();
    const id = Number(await third.getAttribute('data-node'));
    const box = await third.boundingBox();
    await page.touchscreen.tap(box.x + 4, box.y + box.height - 4);
    await drawn(page);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.node), id);
    await page.locator('#game-tree').scrollIntoViewIfNeeded();
    await screenshot(page, 'details-tree-phone');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('a problem solved', () => {
  test('its comment reads without the RIGHT marker', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await watchedPage(context);
    await page.goto(new URL('?problem=problems/life-2.sgf', await siteUrl()).href);
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    // life-2: B A19 is right, with the comment "RIGHT: two eyes.".
    await clickPoint(page, 'A19');
    await page.waitForSelector('#problem-state[data-state="solved"]');
    assert.equal(await page.locator('#problem-comment').textContent(), 'Two eyes.');
    await screenshot(page, 'details-problem-solved');
    assert.deepEqual(page.problems, []);
    await context.close();
  });
});
