// The board in headless Chromium, played as a person plays: by clicking and tapping
// the canvas where the points are drawn (issue 6). Screenshots of a phone and a
// desktop go to target/artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  banInk,
  clickPoint,
  drawn,
  explanation,
  hoverPoint,
  newGame,
  openPage,
  openSheetFor,
  screenshot,
  status,
  tapPoint,
  useBrowser,
} from './support.mjs';

// A ko on 9×9 (RULES R4.2): Black D5 C4 D3, White E5 F4 E3; Black E4, then White D4
// takes E4. Retaking at E4 at once is banned.
const KO = ['D5', 'E5', 'C4', 'F4', 'D3', 'E3', 'E4', 'D4'];
const KO_MESSAGE = 'Ko: retaking at once would repeat the position; play elsewhere first';

const browser = useBrowser();

describe('the page', () => {
  test('loads the engine, served with the right types, without errors', async () => {
    const page = await openPage(browser, DESKTOP);
    // The bundled site's names carry a hash of the content (`app.3F9A1C2E.js`).
    const typeOf = (pattern) =>
      page.responses.find((r) => pattern.test(new URL(r.url()).pathname))?.headers()['content-type'];
    assert.equal(typeOf(/\/weiqi_web_bg(\.[0-9a-f]{16})?\.wasm$/), 'application/wasm');
    assert.match(typeOf(/\/app(\.[A-Z0-9]{8})?\.js$/), /^text\/javascript/);
    assert.match(
      await page.evaluate(async () => (await fetch('pkg/weiqi_web.js')).headers.get('content-type')),
      /^text\/javascript/,
    );
    assert.match(typeOf(/\/style\.css$/), /^text\/css/);
    const s = await status(page);
    assert.deepEqual([s.move, s.toMove, s.phase, s.live], ['0', 'B', 'playing', 'true']);
    assert.equal(await page.locator('#turn').textContent(), 'Black to move');
    assert.equal(await page.locator('.legend-item').count(), 5);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the new game dialog lists every rule set and fills komi from it', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    const names = await page.locator('#rules option').evaluateAll((os) => os.map((o) => o.value));
    assert.deepEqual(names, await page.evaluate(() => window.weiqiApp.Game.ruleSets().map((set) => set.name)));
    assert.equal(names.length, 11, 'nine rule sets and the two first-games presets (RULES R5)');
    for (const [rules, komi] of [['ing', '8'], ['chinese', '7.5'], ['japanese', '6.5']]) {
      await page.selectOption('#rules', rules);
      assert.equal(await page.inputValue('#komi'), komi, rules);
      assert.ok((await page.locator('#rules-description').textContent()).length > 20);
    }
    // The engine's refusal, in its words: a 7×7 board has no star points for handicap.
    await page.fill('#width', '7');
    await page.fill('#height', '7');
    await page.fill('#handicap', '2');
    await page.click('#new-game-start');
    assert.match(await page.locator('#new-game-error').textContent(), /handicap/i);
    assert.ok(await page.locator('#new-game').isVisible());
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('playing with a mouse', () => {
  test('a ko played by clicking shows its ban mark and the reason', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of KO) await clickPoint(page, point);
    const s = await status(page);
    assert.deepEqual([s.move, s.toMove], ['8', 'B']);
    assert.equal(await page.locator('#prisoners').textContent(), 'Prisoners: Black 0, White 1');
    // The mark is drawn at E4, and nowhere it should not be.
    const ban = await page.evaluate(() => window.weiqiApp.view.banAt('E4'));
    assert.equal(ban.code, 'ko');
    assert.ok((await banInk(page, 'E4')) > 20, 'the ko mark at E4');
    assert.equal(await banInk(page, 'A1'), 0, 'no mark at A1');
    // Hovering the mark explains it; clicking it is refused with the same words.
    await hoverPoint(page, 'E4');
    assert.equal(await explanation(page), KO_MESSAGE);
    await clickPoint(page, 'E4');
    assert.equal((await status(page)).move, '8');
    assert.equal(await explanation(page), KO_MESSAGE);
    // Elsewhere first, then the retake is legal.
    await clickPoint(page, 'H8');
    await clickPoint(page, 'H2');
    assert.equal(await banInk(page, 'E4'), 0, 'the ko is open again');
    await hoverPoint(page, 'J9');
    await hoverPoint(page, 'E4');
    assert.equal(await explanation(page), '');
    await clickPoint(page, 'E4');
    assert.equal((await status(page)).move, '11');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('pass, undo, resign, and stepping back and forward through the moves', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'chinese', width: 13 });
    for (const point of ['D4', 'K10', 'C3']) await clickPoint(page, point);
    await page.click('#pass');
    await drawn(page);
    assert.deepEqual(await status(page), {
      move: '4', total: '4', toMove: 'B', phase: 'playing', live: 'true',
    });
    assert.equal(await explanation(page), 'White passed.');
    await page.click('#undo');
    await drawn(page);
    assert.equal((await status(page)).move, '3');
    assert.equal((await status(page)).toMove, 'W');

    // Back two moves: the game is kept, the earlier position is shown.
    await page.click('#back');
    await page.click('#back');
    await drawn(page);
    let s = await status(page);
    assert.deepEqual([s.move, s.total, s.live, s.toMove], ['1', '3', 'false', 'W']);
    assert.equal(await page.locator('#move-number').textContent(), 'Move 1 of 3');
    const shown = await page.evaluate(() => window.weiqiApp.match.shown.board().join('').replace(/\./g, ''));
    assert.equal(shown, 'X', 'only D4 stands after move 1');
    // Playing while looking back adds a variation (the game is a record from its
    // first move, RULES R6.1): the tree shows it; undo takes it back.
    const nodes = () => page.locator('#game-tree .tree-node').count();
    assert.equal(await nodes(), 4, 'the root and three moves');
    await clickPoint(page, 'G7');
    await drawn(page);
    s = await status(page);
    assert.deepEqual([s.move, s.total, s.live, s.toMove], ['2', '2', 'true', 'B']);
    assert.equal(await nodes(), 5, 'the variation is in the tree');
    const beside = await page.evaluate(() => {
      const { tree } = window.weiqiApp.match;
      return tree.children(tree.mainLine()[1]).map((id) => tree.move(id).move);
    });
    assert.deepEqual(beside, ['K10', 'G7'], 'a variation beside the main line, which is kept');
    assert.ok(await page.locator('#pass').isEnabled());
    await page.click('#undo');
    await drawn(page);
    s = await status(page);
    assert.deepEqual([s.move, s.total, s.toMove], ['1', '3', 'W']);
    assert.equal(await nodes(), 4, 'undo removed the variation');
    await page.click('#forward');
    await drawn(page);
    assert.equal((await status(page)).move, '2');
    await page.click('#first');
    await drawn(page);
    assert.equal((await status(page)).move, '0');
    await page.keyboard.press('End');
    await drawn(page);
    assert.deepEqual([(await status(page)).move, (await status(page)).live], ['3', 'true']);
    await page.keyboard.press('ArrowLeft');
    await drawn(page);
    assert.equal((await status(page)).move, '2');
    await page.click('#last');
    await drawn(page);

    // Resigning takes a confirming second press; undo takes it back.
    await page.click('#resign');
    assert.equal((await status(page)).phase, 'playing');
    await page.click('#resign');
    await drawn(page);
    assert.equal((await status(page)).phase, 'finished');
    assert.equal(await page.locator('#turn').textContent(), 'Black wins by resignation.');
    await page.click('#undo');
    await drawn(page);
    assert.equal((await status(page)).phase, 'playing');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a rectangular board renders and takes clicks at its corners', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 13, height: 9 });
    const box = await page.locator('#board').boundingBox();
    assert.ok(box.width > box.height * 1.2, `${box.width}×${box.height}`);
    const aspect = await page.evaluate(() => window.weiqiApp.view.aspectRatio);
    assert.ok(Math.abs(box.width / box.height - aspect) < 0.02);
    await clickPoint(page, 'N9');
    await clickPoint(page, 'A1');
    const board = await page.evaluate(() => window.weiqiApp.match.game.board());
    assert.equal(board.length, 9);
    assert.equal(board[0], '............X');
    assert.equal(board[8], 'O............');
    await page.click('#toggle-legal');
    await drawn(page);
    const path = await screenshot(page, 'desktop-rectangular-13x9');
    assert.ok(path.endsWith('.png'));
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('desktop screenshot: the ko, its mark and the explanation', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of KO) await clickPoint(page, point);
    await page.click('#toggle-numbers');
    await hoverPoint(page, 'E4');
    assert.equal(await explanation(page), KO_MESSAGE);
    await screenshot(page, 'desktop-ko');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('playing on a phone', () => {
  test('the first tap previews, a second on the same point plays', async () => {
    const page = await openPage(browser, PHONE);
    await newGame(page, { rules: 'japanese', width: 9 });
    await tapPoint(page, 'C3');
    assert.equal((await status(page)).move, '0', 'a first tap only previews');
    assert.equal(await page.evaluate(() => window.weiqiApp.preview), 'C3');
    // The note names the point previewed and who plays there (a second tap plays it).
    assert.equal(await explanation(page), 'Preview: Black at C3. Tap C3 again to play there.');
    await tapPoint(page, 'G7');
    assert.equal(await page.evaluate(() => window.weiqiApp.preview), 'G7', 'the preview moves');
    assert.equal((await status(page)).move, '0');
    await tapPoint(page, 'G7');
    assert.equal((await status(page)).move, '1', 'the second tap plays');
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.board()[2][6]), 'X');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('phone screenshot: tapping a banned point explains it', async () => {
    const page = await openPage(browser, PHONE);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of KO) {
      await tapPoint(page, point);
      await tapPoint(page, point);
    }
    assert.equal((await status(page)).move, '8');
    await tapPoint(page, 'E4');
    assert.equal(await explanation(page), KO_MESSAGE);
    assert.ok((await banInk(page, 'E4')) > 20, 'the ko mark at E4');
    await tapPoint(page, 'E4');
    assert.equal((await status(page)).move, '8', 'the engine refuses the ko');
    await screenshot(page, 'phone-ko');
    await openSheetFor(page, '.legend');
    await page.locator('.legend').scrollIntoViewIfNeeded();
    await screenshot(page, 'phone-legend');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
