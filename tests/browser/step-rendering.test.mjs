// What makes a step answer within a frame, checked for being right (its speed is
// tests/bench/step-latency.mjs's, never a timed test): the game tree and the move list
// patch only what changed (tree-strip.js, move-list.js), and after every kind of step
// and change they show exactly what a drawing from scratch shows; the saved game and
// the address are written once the frame is shown, once for a burst of steps
// (after-frame.js), and nothing is lost when the page is hidden or reloaded at once.
// On the committed 300-move review (tests/data/sgf/bench/review-300-moves.sgf).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, drawn, openSgf, screenshot, settled, siteUrl, useBrowser, watchedPage } from './support.mjs';

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

/** The tree and move list as drawn, beside the same drawn from scratch, and what they show. */
function drawnBoth(page) {
  return page.evaluate(() => {
    const viewer = window.weiqiPanels.recordViewer;
    const { match } = window.weiqiApp;
    return {
      now: viewer.drawn(),
      afresh: viewer.drawnAfresh(),
      nodes: document.querySelectorAll('#game-tree .tree-node').length,
      current: document.querySelector('#game-tree .tree-node.current')?.parentElement.dataset.node,
      listed: document.querySelector('#move-list [aria-current="step"]')?.dataset.node,
      node: String(match.node),
      moves: document.querySelectorAll('#move-list button').length,
      line: match.line.filter((id) => match.tree.move(id) !== null).length,
    };
  });
}

/** Checks the drawing after `what` against one from scratch, and that it shows the node. */
async function sameAsAfresh(page, what) {
  await drawn(page);
  const seen = await drawnBoth(page);
  assert.ok(seen.nodes > 300, `${what}: the whole tree is drawn (${seen.nodes} nodes)`);
  assert.equal(seen.current, seen.node, `${what}: the tree rings the node shown`);
  assert.equal(seen.moves, seen.line, `${what}: the move list has the line's moves`);
  if (seen.listed !== undefined) assert.equal(seen.listed, seen.node, `${what}: the move list marks the node shown`);
  assert.equal(seen.now.tree, seen.afresh.tree, `${what}: the tree as drawn from scratch`);
  assert.equal(seen.now.moves, seen.afresh.moves, `${what}: the move list as made from scratch`);
  return seen;
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
      await page.locator(`#game-tree [data-node="${variation}"]`).click();
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
      await page.locator(`#game-tree [data-node="${variation}"]`).click();
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
