// Every game a record, in headless Chromium at phone and desktop size: a game from
// the New game dialog is a tree from its first move (RULES R6.1), so a move at an
// earlier node adds a variation, undo takes it back, and the tree survives a reload
// and Save SGF → Open SGF (read again by @sabaki/sgf, an independent parser); a game
// against the computer branches and the computer answers in the new line; rule knobs
// no preset has come back; a problem opens at its start with its answers hidden until
// asked for; dead marks made before a resignation at the stop stay in the record; undo
// never takes back an opened record's own moves; the status line never starts with a
// separator. Screenshots go to target/artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import sabaki from '@sabaki/sgf';
import { DESKTOP, PHONE, clearSuggestion, clickPoint, closeSheet, drawn, explanation, legalPoint, newComputerGame, newGame, openPage, openSgf, openSheetFor, screenshot, status, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Reloads the page and waits until the app is ready again. */
async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

/** Save SGF: the downloaded text. */
async function saveSgf(page) {
  await openSheetFor(page, '#save-sgf');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
  await closeSheet(page);
  return readFileSync(await download.path(), 'utf8');
}

/**
 * The app's tree as moves: `[move, [children…]]` from the root (`move` is `B dd`,
 * `W dd`, or '' for a node without one), and the path of the node shown.
 */
function appTree(page) {
  return page.evaluate(() => {
    const { tree, node } = window.weiqiApp.match;
    const moveOf = (id) => {
      const props = tree.properties(id);
      return props.B ? `B ${props.B[0]}` : props.W ? `W ${props.W[0]}` : '';
    };
    const shape = (id) => [moveOf(id), tree.children(id).map(shape)];
    return { shape: shape(tree.root), shown: tree.path(node).map(moveOf) };
  });
}

/** The same shape of a tree read by @sabaki/sgf. */
function sabakiShape(text) {
  const [root] = sabaki.parse(text);
  const shape = (node) => {
    const { B, W } = node.data;
    const move = B ? `B ${B[0]}` : W ? `W ${W[0]}` : '';
    return [move, node.children.map(shape)];
  };
  return shape(root);
}

/** How many nodes the record panel's game tree draws. */
const treeNodes = (page) => page.locator('#game-tree .tree-node').count();

/**
 * The status line's stray separators (none may be): one starting a line of it, one
 * after its last words, or one beside an empty part; separators are `·` elements or
 * a part's `::before`/`::after` content. A `::before` placed absolutely (left of
 * the part) is seen only when it lies inside the line, which clips what overflows
 * it (a part that wraps to a line's start takes its separator out of sight). Also
 * its text as seen.
 */
function strayDots(page) {
  return page.evaluate(() => {
    const line = document.getElementById('status');
    const generated = (element, which) => {
      const content = getComputedStyle(element, which).content;
      return content !== 'none' && content !== 'normal' && content.includes('·');
    };
    const lineLeft = line.getBoundingClientRect().left;
    const clipped = getComputedStyle(line).overflowX !== 'visible';
    /** Whether `element`'s `::before` is in sight: not left of the line where the line clips. */
    const beforeSeen = (element) => {
      const style = getComputedStyle(element, '::before');
      if (!clipped || style.position !== 'absolute') return true;
      const box = element.getBoundingClientRect();
      const left = box.right - Number.parseFloat(style.right) - Number.parseFloat(style.width);
      return left >= lineLeft - 0.5;
    };
    const pieces = [];
    for (const element of line.children) {
      if (element.hidden || element.getClientRects().length === 0) continue;
      const { top } = element.getBoundingClientRect();
      const words = element.textContent.trim();
      if (generated(element, '::before') && beforeSeen(element)) pieces.push({ dot: true, top, empty: words === '', text: '·' });
      if (words === '·') pieces.push({ dot: true, top, empty: false, text: '·' });
      else if (words !== '') pieces.push({ dot: false, top, text: words });
      if (generated(element, '::after')) pieces.push({ dot: true, top, empty: words === '', text: '·' });
    }
    const stray = [];
    pieces.forEach((piece, i) => {
      if (!piece.dot) return;
      const before = pieces.slice(0, i).filter((p) => !p.dot);
      const starts = !before.some((p) => Math.abs(p.top - piece.top) < 4);
      const last = !pieces.slice(i + 1).some((p) => !p.dot);
      if (starts || last || piece.empty) stray.push({ i, starts, last, empty: Boolean(piece.empty) });
    });
    const text = pieces.map((p) => p.text).join(' ');
    return { stray, text };
  });
}

for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  describe(`a new game is a record (${device})`, () => {
    test('five moves, back two, another move: a variation; undo removes it; reload and Save SGF → Open SGF keep the tree', async () => {
      const page = await openPage(browser, options);
      await newGame(page, { rules: 'japanese', width: 9, komi: 3.5 });
      assert.ok(await page.evaluate(() => Boolean(window.weiqiApp.match.tree)), 'the new game is a record');
      for (const point of ['E5', 'C3', 'G7', 'C7', 'G3']) await clickPoint(page, point);
      assert.equal(await treeNodes(page), 6, 'the root and five moves');
      await page.click('#back');
      await page.click('#back');
      await drawn(page);
      assert.deepEqual(Object.values(await status(page)).slice(0, 2), ['3', '5']);
      // White to play at move 3: H5 in place of C7 (the board scrolled back in view).
      await page.locator('#board').scrollIntoViewIfNeeded();
      await clickPoint(page, 'H5');
      let s = await status(page);
      assert.deepEqual([s.move, s.total, s.live, s.toMove], ['4', '4', 'true', 'B']);
      assert.equal(await treeNodes(page), 7, 'the variation is in the tree');
      let tree = await appTree(page);
      assert.deepEqual(tree.shown, ['', 'B ee', 'W cg', 'B gc', 'W he']);
      assert.equal(tree.shape[1][0][1][0][1][0][1].length, 2, 'two moves after move 3: the main line and the variation');
      await screenshot(page, `game-record-${device}-variation`);

      await page.click('#undo');
      await drawn(page);
      s = await status(page);
      assert.deepEqual([s.move, s.total, s.toMove], ['3', '5', 'W']);
      assert.equal(await treeNodes(page), 6, 'undo removed the variation');

      // Again, and a second move in it; then a reload.
      await page.locator('#board').scrollIntoViewIfNeeded();
      await clickPoint(page, 'H5');
      await clickPoint(page, 'B8');
      tree = await appTree(page);
      await reload(page);
      assert.deepEqual(await appTree(page), tree, 'the same tree and node after a reload');
      assert.equal(await treeNodes(page), 8);
      s = await status(page);
      assert.deepEqual([s.move, s.total, s.live], ['5', '5', 'true']);
      assert.match(await page.locator('#game-line').textContent(), /3\.5/, 'the komi chosen');
      await screenshot(page, `game-record-${device}-reloaded`);

      // Save SGF writes the whole tree, as another parser reads it; Open SGF reads it back.
      const saved = await saveSgf(page);
      assert.deepEqual(sabakiShape(saved), tree.shape, '@sabaki/sgf reads the same tree');
      assert.match(saved, /RU\[Japanese\]KM\[3\.5\]/);
      await page.click('#new-game-button');
      await page.click('#new-game-cancel');
      await openSgf(page, saved, 'saved.sgf');
      assert.deepEqual((await appTree(page)).shape, tree.shape, 'the same tree reopened');
      assert.equal((await status(page)).total, '5');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  });
}

describe('every game a record: rules, handicap, the computer, problems, the status line', () => {
  test('rule knobs no preset has, and a handicap, survive a reload and Save SGF → Open SGF (RULES R6)', async () => {
    const page = await openPage(browser, DESKTOP);
    // The JavaScript API's knobs (the dialog sets presets): RU carries them as text.
    await page.evaluate(() => window.weiqiApp.start({ rules: 'ing', scoring: 'territory', ko: 'positional', width: 9, height: 9, komi: 3.5 }));
    await drawn(page);
    const rules = () => page.evaluate(() => window.weiqiApp.match.game.rules);
    const chosen = await rules();
    assert.deepEqual([chosen.preset, chosen.scoring, chosen.ko, chosen.komi], ['ing', 'territory', 'positional', 3.5]);
    await clickPoint(page, 'E5');
    await reload(page);
    assert.deepEqual(await rules(), chosen, 'after a reload');
    const saved = await saveSgf(page);
    assert.match(saved, /RU\[GOE [^\]]*scoring=territory[^\]]*\]/);
    await openSgf(page, saved, 'knobs.sgf');
    assert.deepEqual(await rules(), chosen, 'reopened');

    await newGame(page, { rules: 'chinese', width: 13, handicap: 4 });
    const stones = () => page.evaluate(() => ({ board: window.weiqiApp.match.game.board().join('/'), handicap: window.weiqiApp.match.game.handicap, toMove: window.weiqiApp.match.game.toMove }));
    const start = await stones();
    assert.deepEqual([start.handicap, start.toMove, start.board.split('X').length - 1], [4, 'W', 4]);
    await clickPoint(page, 'G7');
    await page.click('#back');
    await drawn(page);
    await reload(page);
    assert.deepEqual(await stones(), start, 'the handicap stones at the root, White to move');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a game against the computer branches: the computer answers in the new line; undo takes back the pair', async () => {
    for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await openPage(browser, options);
      await newComputerGame(page, { rules: 'chinese', size: 9, you: 'B', level: 1 });
      const settled = (n) =>
        page.waitForFunction((moves) => window.weiqiApp.match.game.moveNumber === moves && !window.weiqiOpponent.thinking, n, { timeout: 60_000 });
      await clickPoint(page, 'E5');
      await settled(2);
      await clickPoint(page, await legalPoint(page, ['C3', 'B2', 'H2', 'B8']));
      await settled(4);
      await drawn(page);
      // Back to move 2 (Black to move) and another move: the computer answers there.
      await page.click('#back');
      await page.click('#back');
      await drawn(page);
      const taken = await page.evaluate(() => window.weiqiApp.match.game.board().join(''));
      const free = ['G7', 'G3', 'C7', 'D6'].find((p) => {
        const col = 'ABCDEFGHJ'.indexOf(p[0]);
        const row = 9 - Number(p.slice(1));
        return taken[row * 9 + col] === '.';
      });
      await page.locator('#board').scrollIntoViewIfNeeded();
      await clickPoint(page, free);
      await settled(4);
      await drawn(page);
      const branched = await page.evaluate(() => {
        const { tree, node } = window.weiqiApp.match;
        const line = tree.path(node);
        return { afterMove2: tree.children(line[2]).length, shown: line.length - 1, live: window.weiqiApp.match.live, last: window.weiqiApp.match.game.lastMove };
      });
      assert.deepEqual([branched.afterMove2, branched.shown, branched.live, branched.last.color], [2, 4, true, 'W'], device);
      await screenshot(page, `game-record-${device}-computer-branch`);
      await page.click('#undo');
      await page.waitForFunction(() => window.weiqiApp.match.game.moveNumber === 2);
      await drawn(page);
      const undone = await page.evaluate(() => {
        const { tree, node } = window.weiqiApp.match;
        return { children: tree.children(node).length, toMove: window.weiqiApp.match.game.toMove, nodes: tree.mainLine().length };
      });
      assert.deepEqual(undone, { children: 1, toMove: 'B', nodes: 5 }, `${device}: the pair taken back, the main line kept`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });

  test('a problem file opens at its start, not at its answer', async () => {
    const text = readFileSync(new URL('../../www/problems/life-1.sgf', import.meta.url), 'utf8');
    for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await openPage(browser, options);
      await openSgf(page, text, 'life-1.sgf');
      const s = await status(page);
      assert.equal(s.move, '0', `${device}: the start position`);
      assert.ok(Number(s.total) > 0, 'the answer is in the record');
      const stones = await page.evaluate(() => {
        const { tree, game } = window.weiqiApp.match;
        const props = tree.properties(tree.root);
        return { shown: game.board().join('').replace(/\./g, '').length, setUp: (props.AB ?? []).length + (props.AW ?? []).length };
      });
      assert.equal(stones.shown, stones.setUp, 'only the stones set up');
      await page.waitForSelector('#solve-record:not([hidden])');
      await screenshot(page, `game-record-${device}-problem-start`);
      // A reload keeps it at the start.
      await reload(page);
      assert.equal((await status(page)).move, '0');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });

  test("a problem's answers stay hidden until asked for: no next-move marks, no variations, no tree", async () => {
    const text = readFileSync(new URL('../../www/problems/life-1.sgf', import.meta.url), 'utf8');
    const shown = (page) =>
      page.evaluate(() => ({
        labels: window.weiqiApp.recordMarkup().labels.length,
        ghosts: window.weiqiApp.recordMarkup().ghosts.length,
        variations: !document.getElementById('variations').hidden && document.querySelectorAll('#variation-list button').length,
        tree: !document.getElementById('game-tree').hidden && document.querySelectorAll('#game-tree .tree-node').length,
        moves: document.querySelectorAll('#move-list button').length,
        note: !document.getElementById('answers-hidden').hidden,
      }));
    const hidden = { labels: 0, ghosts: 0, variations: false, tree: false, moves: 0, note: true };
    for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await openPage(browser, options);
      await openSgf(page, text, 'life-1.sgf');
      await page.waitForSelector('#solve-record:not([hidden])');
      // The marks as letters whatever the record's ST says: still none for a problem
      // (chosen with the record open: a phone shows the record's tools only then).
      await page.click('#record-moves summary');
      await page.selectOption('#next-marks', 'letters');
      assert.deepEqual(await shown(page), hidden, `${device}: opened`);
      await page.locator('#record-viewer').scrollIntoViewIfNeeded();
      await screenshot(page, `game-record-${device}-problem-hidden`);
      // A reload at the start keeps them hidden.
      await reload(page);
      await page.waitForSelector('#solve-record:not([hidden])');
      assert.deepEqual(await shown(page), hidden, `${device}: reloaded`);
      await page.click('#show-answers');
      await drawn(page);
      const revealed = await shown(page);
      assert.deepEqual(revealed, { labels: 3, ghosts: 0, variations: 3, tree: 8, moves: 3, note: false }, `${device}: shown when asked`);
      await page.locator('#record-viewer').scrollIntoViewIfNeeded();
      await screenshot(page, `game-record-${device}-problem-shown`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });

  test('dead stones marked before a resignation at the stop stay in the record (RULES R0.4)', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of ['C3', 'G7', 'C7', 'G3', 'E5']) await clickPoint(page, point);
    await page.click('#pass');
    await page.click('#pass');
    await clearSuggestion(page);
    await page.evaluate(() => window.weiqiApp.toggleDead('E5'));
    await page.evaluate(() => window.weiqiApp.resign('W'));
    await drawn(page);
    const end = () => page.evaluate(() => ({ outcome: window.weiqiApp.match.game.outcome, dead: window.weiqiApp.match.game.deadStones() }));
    const before = await end();
    assert.ok(before.dead.includes('E5'), before.dead.join(' '));
    assert.equal(before.outcome.kind, 'resignation');
    const saved = await saveSgf(page);
    assert.match(saved, /RE\[B\+R\]/);
    const [root] = sabaki.parse(saved);
    let last = root;
    while (last.children.length) [last] = last.children;
    const sgfPoint = (p) => 'abcdefghi'['ABCDEFGHJ'.indexOf(p[0])] + 'abcdefghi'[9 - Number(p.slice(1))];
    for (const p of before.dead) assert.ok(last.data.TW?.includes(sgfPoint(p)), `the dead black stone at ${p} is White's point: ${saved}`);
    await reload(page);
    assert.deepEqual(await end(), before, 'after a reload');
    await openSgf(page, saved, 'resigned.sgf');
    assert.deepEqual(await end(), before, 'reopened');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test("undo takes back what the user did, never an opened record's own moves, before or after a reload", async () => {
    const text = '(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese];B[ee];W[cc];B[gg];W[cg])';
    const nodes = (page) => page.evaluate(() => window.weiqiApp.match.tree.mainLine().length);
    for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await openPage(browser, options);
      await openSgf(page, text, 'four.sgf');
      assert.equal(await nodes(page), 5);
      assert.equal(await page.locator('#undo').isDisabled(), true, `${device}: nothing of this visit to undo`);
      // Asked anyway (a key, the API): nothing goes, and the note says why.
      await page.evaluate(() => window.weiqiApp.undo());
      assert.equal(await nodes(page), 5);
      assert.match(await explanation(page), /only what you did since opening/);
      // The user's move is the user's to take back.
      await page.locator('#board').scrollIntoViewIfNeeded();
      await clickPoint(page, 'G7');
      assert.equal(await nodes(page), 6);
      assert.equal(await page.locator('#undo').isEnabled(), true);
      await page.click('#undo');
      assert.equal(await nodes(page), 5);
      assert.equal(await page.locator('#undo').isDisabled(), true);
      // After a reload the record is still an opened one: its moves stay.
      await reload(page);
      assert.equal(await page.locator('#undo').isDisabled(), true, `${device}: after a reload`);
      await page.evaluate(() => window.weiqiApp.undo());
      assert.equal(await nodes(page), 5, `${device}: the record's last move kept after a reload`);
      await screenshot(page, `game-record-${device}-opened-undo`);
      // A game begun here is the user's own: after a reload undo takes back its last move.
      await page.evaluate(() => window.weiqiApp.start({ rules: 'japanese', width: 9, height: 9 }));
      await drawn(page);
      await page.locator('#board').scrollIntoViewIfNeeded();
      await clickPoint(page, 'E5');
      await clickPoint(page, 'C3');
      assert.equal(await nodes(page), 3, `${device}: two moves played`);
      await reload(page);
      assert.equal(await page.locator('#undo').isEnabled(), true, `${device}: the user's own game after a reload`);
      await page.click('#undo');
      assert.equal(await nodes(page), 2, `${device}: the user's own last move taken back after a reload`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });

  test('the status line never starts with a separator', async () => {
    for (const [device, options] of [['phone', PHONE], ['desktop', DESKTOP]]) {
      const page = await openPage(browser, options);
      await newGame(page, { rules: 'japanese', width: 9 });
      const seen = [];
      const look = async (what) => {
        const dots = await strayDots(page);
        seen.push(dots.text);
        assert.deepEqual(dots.stray, [], `${device}, ${what}: "${dots.text}"`);
      };
      await look('a new game');
      await clickPoint(page, 'E5');
      await page.click('#pass');
      await page.click('#pass');
      await drawn(page);
      await look('the stop');
      await page.evaluate(() => window.weiqiApp.agree());
      await drawn(page);
      await look('counted');
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `game-record-${device}-status-counted`);
      await page.click('#back');
      await page.locator('#board').scrollIntoViewIfNeeded();
      await drawn(page);
      await look('looking back');
      assert.ok(seen.every((text) => !text.startsWith('·')), seen.join(' | '));
      assert.deepEqual(page.problems, []);
      await page.context().close();
    }
  });
});
