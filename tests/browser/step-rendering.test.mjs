// What makes a step answer within a frame, checked for being right (its speed is
// tests/bench/step-latency.mjs's, never a timed test): the game tree and the move list
// patch only what changed (tree-strip.js, move-list.js), and after every kind of step
// and change they show exactly what a drawing from scratch shows; the tree draws only
// the part in reach of its box's view, and after scrolling and far jumps every node in
// view is drawn as a whole drawing draws it; the board's canvas repaints only where
// the picture changed (board-damage.js), pixel for pixel a whole paint; the saved game and
// the address are written once the frame is shown, once for a burst of steps
// (after-frame.js), and nothing is lost when the page is hidden or reloaded at once.
// On the committed 300-move review (tests/data/sgf/bench/review-300-moves.sgf).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clickPoint, drawn, openSgf, screenshot, settled, siteUrl, tapPoint, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();
const RECORD = readFileSync(new URL('../data/sgf/bench/review-300-moves.sgf', import.meta.url), 'utf8');

/** A page with the review open, at `device`'s size; `setItem` writes of the saved game counted. */
async function reviewPage(device) {
  const context = await browser.newContext(device);
  const page = await watchedPage(context);
  await page.addInitScript(() => {
    window.gameWrites = 0;
    window.addressWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function counted(key, value) {
      if (key === 'weiqi.game' && this === window.localStorage) window.gameWrites += 1;
      return setItem.call(this, key, value);
    };
    const replaceState = History.prototype.replaceState;
    History.prototype.replaceState = function counted(...args) {
      window.addressWrites += 1;
      return replaceState.apply(this, args);
    };
  });
  await page.goto(await siteUrl());
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 60_000 });
  await openSgf(page, RECORD, 'review-300-moves.sgf');
  await page.evaluate(() => window.weiqiApp.goTo(0));
  await settled(page);
  return page;
}

/**
 * The tree and move list as drawn, beside the same drawn from scratch (the whole
 * tree), and what they show. Of the tree, each drawn node's and line's markup in
 * drawing order, the drawing from scratch's for the same nodes, and the nodes of the
 * drawing from scratch whose cell is in the box's scrolled view.
 */
function drawnBoth(page) {
  return page.evaluate(() => {
    const viewer = window.weiqiPanels.recordViewer;
    const { match } = window.weiqiApp;
    const now = viewer.drawn();
    const afresh = viewer.drawnAfresh();
    const parse = (html) => {
      const box = document.createElement('div');
      box.innerHTML = html;
      return box;
    };
    const live = parse(now.tree);
    const whole = parse(afresh.tree);
    const ids = new Set([...live.querySelectorAll('[data-node]')].map((el) => el.dataset.node));
    const markup = (box, selector, key) => [...box.querySelectorAll(selector)].filter((el) => ids.has(el.dataset[key])).map((el) => el.outerHTML);
    const svg = (box) => box.querySelector('svg') && ['width', 'height', 'class'].map((a) => box.querySelector('svg').getAttribute(a));
    const treeBox = document.getElementById('game-tree');
    const view = { left: treeBox.scrollLeft, top: treeBox.scrollTop, right: treeBox.scrollLeft + treeBox.clientWidth, bottom: treeBox.scrollTop + treeBox.clientHeight };
    const inView = [...whole.querySelectorAll('[data-node]')]
      .filter((el) => {
        const rect = el.querySelector('rect');
        const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => Number(rect.getAttribute(a)));
        return x + w > view.left && x < view.right && y + h > view.top && y < view.bottom;
      })
      .map((el) => el.dataset.node);
    return {
      tree: {
        svg: svg(live),
        nodes: markup(live, '[data-node]', 'node'),
        edges: markup(live, '[data-edge]', 'edge'),
        inView,
        drawnIds: [...ids],
      },
      afreshTree: {
        svg: svg(whole),
        nodes: markup(whole, '[data-node]', 'node'),
        edges: markup(whole, '[data-edge]', 'edge'),
        all: whole.querySelectorAll('[data-node]').length,
      },
      moves: now.moves,
      afreshMoves: afresh.moves,
      visible: treeBox.clientWidth > 0,
      current: document.querySelector('#game-tree .tree-node.current')?.parentElement.dataset.node,
      listed: document.querySelector('#move-list [aria-current="step"]')?.dataset.node,
      node: String(match.node),
      movesListed: document.querySelectorAll('#move-list button').length,
      line: match.line.filter((id) => match.tree.move(id) !== null).length,
    };
  });
}

/**
 * Clicks node `id` in the tree as a person does: the tree's box scrolled to where the
 * node is (its place read from a whole drawing), then the node, drawn there, clicked.
 */
async function clickTreeNode(page, id) {
  // A step just taken keeps its node in sight in the next frame (tree-strip.js
  // keepInSight): that scroll must be over before the box is scrolled by hand.
  await treeSettled(page);
  await page.evaluate((node) => {
    const whole = document.createElement('div');
    whole.innerHTML = window.weiqiPanels.recordViewer.drawnAfresh().tree;
    const rect = whole.querySelector(`[data-node="${node}"] rect`);
    const box = document.getElementById('game-tree');
    box.scrollLeft = Number(rect.getAttribute('x')) - box.clientWidth / 2;
    box.scrollTop = Number(rect.getAttribute('y')) - box.clientHeight / 2;
  }, id);
  await settled(page);
  await page.locator(`#game-tree [data-node="${id}"]`).click();
}

/** A tap on `point` on a phone, a click on the desktop (support.mjs's, as a person does). */
function tapOrClick(page, device, point) {
  return device.hasTouch ? tapPoint(page, point) : clickPoint(page, point);
}

/** Two frames and an idle time: the tree's scrolling into view and what it draws then are done. */
async function treeSettled(page) {
  await drawn(page);
  await settled(page);
}

/**
 * Checks the drawing after `what` against one from scratch: every node and line drawn
 * is the whole drawing's, in its order; every node in the box's view is drawn; the
 * node shown is drawn, ringed; and it shows the node.
 */
async function sameAsAfresh(page, what, { shownInSight = true } = {}) {
  await treeSettled(page);
  const seen = await drawnBoth(page);
  const { tree, afreshTree } = seen;
  assert.ok(afreshTree.all > 300, `${what}: the whole tree has the record's nodes (${afreshTree.all})`);
  assert.ok(seen.visible, `${what}: the tree's box is laid out`);
  assert.ok(tree.inView.length > 0, `${what}: some nodes are in the box's view`);
  assert.deepEqual(tree.inView.filter((id) => !tree.drawnIds.includes(id)), [], `${what}: every node in view is drawn`);
  assert.ok(tree.drawnIds.length < afreshTree.all / 2, `${what}: only the part in reach is drawn (${tree.drawnIds.length} of ${afreshTree.all})`);
  assert.deepEqual(tree.svg, afreshTree.svg, `${what}: the SVG has the whole tree's size`);
  assert.deepEqual(tree.nodes, afreshTree.nodes, `${what}: the nodes drawn as drawn from scratch, in its order`);
  assert.deepEqual(tree.edges, afreshTree.edges, `${what}: the lines drawn as drawn from scratch, in its order`);
  if (shownInSight) assert.equal(seen.current, seen.node, `${what}: the tree rings the node shown`);
  assert.equal(seen.movesListed, seen.line, `${what}: the move list has the line's moves`);
  if (seen.listed !== undefined) assert.equal(seen.listed, seen.node, `${what}: the move list marks the node shown`);
  assert.equal(seen.moves, seen.afreshMoves, `${what}: the move list as made from scratch`);
  return { ...seen, now: { tree: tree.nodes.join('') } };
}

describe('the tree and the move list patch what changed', () => {
  for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`steps, branch jumps, moves, edits and undo draw what a fresh drawing does (${name})`, async () => {
      const page = await reviewPage(device);
      const app = (fn, arg) => page.evaluate(fn, arg);
      await sameAsAfresh(page, 'opened');
      await app(() => window.weiqiApp.goTo(10));
      await sameAsAfresh(page, 'move 10');
      await page.click('#forward');
      await sameAsAfresh(page, '› to move 11');
      await page.click('#back');
      await page.click('#back');
      await sameAsAfresh(page, '‹ ‹ to move 9');
      // Into the variation beside move 20 by the tree, then along it and out again.
      const variation = await app(() => {
        const { match } = window.weiqiApp;
        match.goTo(19);
        const id = match.tree.children(match.node)[1];
        window.weiqiApp.goTo(0);
        return id;
      });
      await clickTreeNode(page, variation);
      const into = await sameAsAfresh(page, 'a tree tap into the variation at move 20');
      assert.equal(into.node, String(variation));
      await page.click('#forward');
      await page.click('#forward');
      const along = await sameAsAfresh(page, 'along the variation');
      assert.ok(along.line < 300, `the move list shows the variation's line (${along.line} moves)`);
      await page.click('#back');
      await page.click('#back');
      await page.click('#back');
      await sameAsAfresh(page, 'back out of the variation');
      // A move at an earlier node adds a variation; undo takes it back.
      await app(() => window.weiqiApp.goTo(40));
      const point = await app(() => {
        const { match } = window.weiqiApp;
        const taken = match.tree.children(match.node).map((id) => match.tree.move(id).move);
        return match.shown.legalMoves().find((p) => !taken.includes(p));
      });
      await app((p) => window.weiqiApp.play(p), point);
      const added = await sameAsAfresh(page, 'a move at move 40 (a new variation)');
      assert.equal(added.line, 41);
      await app(() => window.weiqiApp.undo());
      await sameAsAfresh(page, 'undo of the new variation');
      // Edits: a comment, a variation promoted and deleted, each undone.
      await app(() => window.weiqiApp.goTo(25));
      await app(() => window.weiqiApp.edit((tree) => tree.setComment(window.weiqiApp.match.node, 'A new comment.')));
      const commented = await sameAsAfresh(page, 'a comment added');
      assert.match(commented.now.tree, /class="tree-node [a-z]+ on-path current commented"/);
      await clickTreeNode(page, variation);
      await app(() => window.weiqiApp.edit('promote'));
      await sameAsAfresh(page, 'the variation promoted');
      await app(() => window.weiqiApp.undo());
      await sameAsAfresh(page, 'the promotion undone');
      await app((id) => window.weiqiApp.select(id), variation);
      await app(() => window.weiqiApp.edit('deleteVariation'));
      await sameAsAfresh(page, 'the variation deleted');
      await app(() => window.weiqiApp.undo());
      await sameAsAfresh(page, 'the deletion undone');
      // The end of the record: a move there lengthens the main line.
      await app(() => window.weiqiApp.goTo(300));
      await sameAsAfresh(page, 'the end of the record');
      await app(() => window.weiqiApp.play(window.weiqiApp.match.shown.legalMoves()[0]));
      const longer = await sameAsAfresh(page, 'a move at move 300');
      assert.equal(longer.line, 301);
      await screenshot(page, `step-rendering-${name}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

describe('the tree draws the part in sight', () => {
  for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`scrolled by hand and after far jumps, the nodes in view are those of a whole drawing (${name})`, async () => {
      const page = await reviewPage(device);
      const scrollTree = (left) =>
        page.evaluate((x) => {
          const box = document.getElementById('game-tree');
          box.scrollLeft = x === 'end' ? box.scrollWidth : box.scrollLeft + x;
        }, left);
      await sameAsAfresh(page, 'opened at the root');
      // Scrolled away from the node shown, step by step (a swipe), then to the far end.
      for (let i = 1; i <= 6; i += 1) {
        await scrollTree(150);
        await sameAsAfresh(page, `scrolled right by ${150 * i} px`, { shownInSight: false });
      }
      await scrollTree('end');
      const atEnd = await sameAsAfresh(page, 'scrolled to the end', { shownInSight: false });
      // A node at the end, tapped: it is shown, ringed, and the drawing is still right.
      const far = atEnd.tree.inView.at(-1);
      await page.locator(`#game-tree [data-node="${far}"]`).click();
      const tapped = await sameAsAfresh(page, 'a node at the end tapped');
      assert.equal(tapped.node, far);
      // Far jumps: the node shown is scrolled into view and drawn there.
      for (const move of [5, 290, 150, 0, 300]) {
        await page.evaluate((n) => window.weiqiApp.goTo(n), move);
        await sameAsAfresh(page, `a jump to move ${move}`);
      }
      // Into the variation beside move 280 and back: its own row is drawn.
      const variation = await page.evaluate(() => {
        const { match } = window.weiqiApp;
        match.goTo(279);
        return match.tree.children(match.node)[1];
      });
      await page.evaluate((id) => window.weiqiApp.select(id), variation);
      const into = await sameAsAfresh(page, 'into the variation at move 280');
      assert.equal(into.node, String(variation));
      await page.evaluate(() => window.weiqiApp.goTo(10));
      await sameAsAfresh(page, 'back to move 10 of the main line');
      await screenshot(page, `tree-window-${name}`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

/**
 * The board's canvas as shown against the same paint drawn whole on a canvas of its
 * own (board-damage.js): the number of bytes that differ, and the paints drawn in part
 * and in whole so far.
 */
async function boardAgainstAfresh(page) {
  await treeSettled(page);
  return page.evaluate(() => {
    const damage = window.weiqiPanels.boardDamage;
    const canvas = document.getElementById('board');
    const shown = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    const afresh = damage.drawnAfresh();
    let differ = shown.length === afresh.length ? 0 : Number.POSITIVE_INFINITY;
    for (let i = 0; i < shown.length && differ !== Number.POSITIVE_INFINITY; i += 1) if (shown[i] !== afresh[i]) differ += 1;
    return { differ, size: shown.length, ...damage.repaints };
  });
}

describe('the board repaints what changed', () => {
  for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
    test(`after steps, jumps, a move, undo and the next-move marks, the board is a whole paint's pixel for pixel (${name})`, async () => {
      const page = await reviewPage(device);
      const app = (fn, arg) => page.evaluate(fn, arg);
      const check = async (what) => {
        const seen = await boardAgainstAfresh(page);
        assert.ok(seen.size > 100_000, `${what}: the board is drawn (${seen.size} bytes)`);
        assert.equal(seen.differ, 0, `${what}: every pixel as a whole paint's`);
        return seen;
      };
      await check('opened');
      const before = await check('opened');
      await page.click('#forward');
      await check('› to move 1');
      for (let i = 0; i < 12; i += 1) await app(() => window.weiqiApp.navigate('forward'));
      await check('12 more steps (move 13)');
      await page.click('#back');
      await check('‹ to move 12');
      for (const move of [200, 299, 300, 150, 20]) {
        await app((n) => window.weiqiApp.goTo(n), move);
        await check(`a jump to move ${move}`);
      }
      // A step at the end of the record, where the board is fullest: repainted in part.
      await app(() => window.weiqiApp.goTo(299));
      const full = await check('a jump to move 299');
      await page.click('#forward');
      const step = await check('› to move 300');
      assert.deepEqual([step.part, step.whole], [full.part + 1, full.whole], 'the step at move 300 repainted in part');
      await app(() => window.weiqiApp.goTo(20));
      // Into the variation beside move 20 (the next-move letters change), and out.
      await app(() => {
        const { match } = window.weiqiApp;
        window.weiqiApp.select(match.tree.children(match.tree.parent(match.node))[1]);
      });
      await check('into the variation at move 20');
      await app(() => window.weiqiApp.goTo(300));
      // A move at the end: a tap to preview (the ghost stone), a second to play; undone.
      const point = await app(() => window.weiqiApp.match.shown.legalMoves()[3]);
      await tapOrClick(page, device, point);
      await check('a move previewed at move 300');
      await tapOrClick(page, device, point);
      await check('the move played');
      await app(() => window.weiqiApp.undo());
      await check('the move undone');
      await app(() => {
        window.weiqiApp.nextMoveMarks = 'stones';
        window.weiqiApp.goTo(19);
      });
      await check('next moves as stones at move 19');
      const after = await check('next moves as stones at move 19, again');
      assert.ok(after.part - before.part >= 10, `the steps repainted in part (${after.part - before.part} paints in part, ${after.whole - before.whole} whole)`);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

describe('saving and the address wait for the frame', () => {
  test('a burst of steps writes the saved game and the address once, naming the last node', async () => {
    const page = await reviewPage(DESKTOP);
    const before = await page.evaluate(() => [window.gameWrites, window.addressWrites]);
    // Twenty steps in one task (a held key's burst): nothing written before the frame.
    const during = await page.evaluate(() => {
      for (let i = 0; i < 20; i += 1) window.weiqiApp.navigate('forward');
      return [window.gameWrites, window.addressWrites];
    });
    assert.deepEqual(during, before, 'nothing written while the steps run');
    await settled(page);
    const after = await page.evaluate(() => ({
      writes: [window.gameWrites, window.addressWrites],
      saved: JSON.parse(localStorage.getItem('weiqi.game')).tree.node,
      hash: location.hash,
    }));
    assert.deepEqual(after.writes, [before[0] + 1, before[1] + 1], 'one write of each for the burst');
    assert.equal(after.saved, '20');
    assert.equal(after.hash, '#node=20');
    await page.context().close();
  });

  test('what is pending is written when the page is hidden or left', async () => {
    const page = await reviewPage(DESKTOP);
    // Hidden (a phone switching apps): written at once, before any frame.
    const hidden = await page.evaluate(() => {
      window.weiqiApp.goTo(42);
      const pending = JSON.parse(localStorage.getItem('weiqi.game')).tree.node;
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
      delete document.visibilityState;
      return { pending, saved: JSON.parse(localStorage.getItem('weiqi.game')).tree.node, hash: location.hash };
    });
    assert.notEqual(hidden.pending, '42', 'not yet written before the page was hidden');
    assert.equal(hidden.saved, '42');
    assert.equal(hidden.hash, '#node=42');
    // A move straight after steps: the steps' save is written before the move is played.
    const moved = await page.evaluate(() => {
      window.weiqiApp.goTo(50);
      const { match } = window.weiqiApp;
      const taken = match.tree.children(match.node).map((id) => match.tree.move(id).move);
      window.weiqiApp.play(match.shown.legalMoves().find((p) => !taken.includes(p)));
      return { saved: JSON.parse(localStorage.getItem('weiqi.game')).tree.node, shown: window.weiqiApp.match.shownMove };
    });
    assert.deepEqual(moved, { saved: '50', shown: 51 }, 'move 50 saved before the move at it was played');
    // A reload straight after a step (pagehide): the step is kept.
    // Back on the main line (the move above began a variation), then to its move 137.
    await page.evaluate(() => {
      window.weiqiApp.goTo(0);
      window.weiqiApp.goTo(137);
    });
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 60_000 });
    await drawn(page);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.shownMove), 137);
    assert.equal(await page.locator('#status').getAttribute('data-move'), '137');
    await page.context().close();
  });
});
