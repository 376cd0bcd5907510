// The record viewer and editor in headless Chromium, at a phone's size and a
// desktop's: a commented record with variations opened whole (RULES R6.1), its
// comment beside the board and seen with it, walked by keys, the tree, the move list
// and the comment jumps; branched by playing at an earlier move and undone; edited
// (comment, markup, promote, delete); saved, reopened, and the tree compared; the
// markup drawn in both themes; a share link opened in a fresh browser; `<go-board
// path>`. Screenshots in target/artifacts/record-viewer-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clickPoint, closeSheet, drawn, openPage, openSheetFor, screenshot, siteUrl, tapPoint, useBrowser } from './support.mjs';

const browser = useBrowser();
const SGF_DIR = new URL('../data/sgf/', import.meta.url);
const COMMENTED = readFileSync(new URL('roundtrip/commented-9x9-variations.sgf', SGF_DIR), 'utf8');
const MARKUP = readFileSync(new URL('viewer/markup-9x9.sgf', SGF_DIR), 'utf8');

/**
 * The page's build must have the engine's `Record` class: without it these tests
 * fail (their input is missing), they do not skip.
 */
async function needRecords(page) {
  assert.equal(await page.evaluate(() => typeof window.weiqiApp.Record), 'function', 'the page has the engine\'s Record class');
}

/** Opens `text` through the file picker, as a person does, and closes the notice. */
async function openRecord(page, text, name = 'record.sgf') {
  await page.setInputFiles('#sgf-file', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForSelector('[data-notice="sgf"]');
  await page.locator('[data-notice="sgf"] [data-action="close"]').click();
  await drawn(page);
}

/** Takes the focus off fields and the board, where the arrow keys are theirs. */
const unfocus = (page) => page.evaluate(() => document.activeElement?.blur());

/** The comment shown beside the board. */
const comment = (page) => page.locator('#record-comment').textContent();

/** Every node of a record as the engine reads it, depth first: properties and children counts. */
function treeOf(page, text) {
  return page.evaluate((t) => {
    const r = window.weiqiApp.Record.fromSgf(t);
    const out = [];
    const stack = [r.root];
    while (stack.length) {
      const id = stack.pop();
      const properties = r.properties(id);
      for (const key of ['FF', 'GM', 'CA', 'AP', 'ST']) if (id === r.root) delete properties[key];
      out.push({ properties, children: r.children(id).length });
      stack.push(...r.children(id).reverse());
    }
    r.free();
    return out;
  }, text);
}

/** Asserts that `locator`'s box lies inside the viewport. */
async function inView(page, locator, what) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize();
  assert.ok(box, `${what} is laid out`);
  assert.ok(box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 0.5 && box.y + box.height <= height + 0.5,
    `${what} inside the ${width}×${height} viewport: ${JSON.stringify(box)}`);
}

for (const [device, options] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  describe(`a commented record with variations (${device})`, () => {
    test('opened whole: the comment beside the board, walked by keys, tree, move list and comment jumps', async () => {
      const page = await openPage(browser, options);
      await needRecords(page);
      await openRecord(page, COMMENTED);
      assert.equal(await page.evaluate(() => Boolean(window.weiqiApp.match.tree)), true, 'the page holds the tree');
      // Opened at the end of the main line, as a game opens.
      assert.equal(await comment(page), 'White passes too.');
      await page.keyboard.press('Home');
      assert.equal(await comment(page), 'Black to play.');
      await inView(page, page.locator('#board'), 'the board');
      await inView(page, page.locator('#record-comment'), 'the comment');
      await page.keyboard.press('ArrowRight');
      // The variations after move 1: three, the first followed.
      assert.deepEqual(await page.locator('#variation-list button').allTextContents(), ['A: C7', 'B: G3', 'C: D6']);
      await page.keyboard.press('ArrowRight');
      assert.equal(await comment(page), 'The 3-3 point.');
      await page.keyboard.press('ArrowDown');
      assert.equal(await comment(page), 'A variation: White plays the other corner.');
      await page.keyboard.press('ArrowDown');
      assert.equal(await comment(page), 'A second variation: the attachment.');
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowRight');
      assert.equal(await comment(page), 'Black takes the 3-3.');
      await drawn(page);
      await screenshot(page, `record-viewer-${device}-variation`);
      await inView(page, page.locator('#record-comment'), 'the comment in a variation');
      // On a phone the record's tools are below the first screen (docs/layout.md): scrolled to, as a person does.
      if (device === 'phone') await page.locator('#game-tree').scrollIntoViewIfNeeded();
      await inView(page, page.locator('#game-tree .tree-node.current'), 'the node shown in the tree');
      // A tap on the tree goes there: the root.
      await page.locator('#game-tree .tree-node').first().click();
      assert.equal(await comment(page), 'Black to play.');
      // Go to move N, on the line shown (the main line from the root), in the Moves group.
      await page.click('#record-moves > summary');
      await page.fill('#go-to-move-number', '5');
      await page.click('#go-to-move button[type="submit"]');
      assert.equal(await comment(page), 'Black takes the last corner.');
      assert.equal(await page.locator('#move-list [aria-current="step"]').textContent(), '5. ● C3');
      await page.locator('#move-list button').nth(2).click();
      assert.equal(await comment(page), 'Black approaches.');
      // Previous / next comment in file order.
      await page.click('#next-comment');
      assert.equal(await comment(page), 'White takes the other corner.');
      await page.click('#previous-comment');
      assert.equal(await comment(page), 'Black approaches.');
      // The game information panel.
      await page.locator('#record-game-info summary').click();
      const info = await page.locator('#record-info-list').textContent();
      for (const part of ['Cho Chikun', 'Kobayashi Koichi', '9p', 'Kisei title match', 'Game 3', '1986-02-05', 'Tokyo', 'B+R', 'Every move has a comment']) {
        assert.ok(info.includes(part), `the game info shows ${part}`);
      }
      await screenshot(page, `record-viewer-${device}-info`);
      // Autoplay walks forward and stops at the end of the line.
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await page.selectOption('#autoplay-speed', '0.5');
      // The page's clock is driven by the test: three half-second steps, then none.
      await page.clock.install();
      await page.click('#autoplay');
      await page.clock.runFor(1_500);
      assert.equal(await page.locator('#status').getAttribute('data-move'), '3', 'three moves in 1.5 s');
      await page.click('#autoplay');
      await page.clock.runFor(2_000);
      assert.equal(await page.locator('#status').getAttribute('data-move'), '3', 'autoplay stopped');
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });

    test('branched, edited, saved, reopened: the same tree', async () => {
      const page = await openPage(browser, options);
      await needRecords(page);
      await openRecord(page, COMMENTED);
      // On a phone the board is scrolled back into view first, as a person would.
      const play = async (p) => {
        await page.locator('#board').scrollIntoViewIfNeeded();
        if (device === 'phone') {
          await tapPoint(page, p);
          await tapPoint(page, p);
        } else {
          await clickPoint(page, p);
        }
      };
      await page.keyboard.press('Home');
      await page.keyboard.press('ArrowRight');
      // Playing at move 1 adds a fourth variation, not a refusal.
      await play('J1');
      assert.equal(await page.locator('#status').getAttribute('data-move'), '2');
      // A phone steps with the bar under the board (the record panel's ‹ › are the desktop's).
      await page.click(device === 'phone' ? '#back' : '#record-back');
      assert.equal(await page.locator('#variation-list button').count(), 4);
      // The same move again follows it; undo there takes it back.
      await play('J1');
      await page.click('#undo');
      assert.equal(await page.locator('#status').getAttribute('data-move'), '1');
      await play('J1');
      await play('H1');
      await page.click('#undo');
      await page.click('#undo');
      assert.equal(await page.locator('#status').getAttribute('data-move'), '1');
      // Undo takes back only what was done at the move shown: at J1 again, J1 goes.
      assert.equal(await page.locator('#undo').isDisabled(), true);
      await page.locator('#variation-list button', { hasText: 'D: J1' }).click();
      await page.click('#undo');
      assert.equal(await page.locator('#variation-list button').count(), 3, 'undo removed the moves just added');
      assert.equal(await page.evaluate(() => window.weiqiApp.match.tree.toSgf().includes('B[ia]')), false);
      // Edit: a comment, a triangle, the game info, promote and delete a variation.
      await unfocus(page);
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowDown');
      await page.locator('#record-edit summary').click();
      await page.fill('#edit-comment', 'Edited: <b>not bold</b>\nsecond line');
      await page.click('#edit-comment-save');
      assert.equal(await comment(page), 'Edited: <b>not bold</b>\nsecond line');
      await page.locator('#markup-tools input[value="triangle"]').check();
      await page.locator('#board').scrollIntoViewIfNeeded();
      await (device === 'phone' ? tapPoint(page, 'A1') : clickPoint(page, 'A1'));
      assert.deepEqual(await page.evaluate(() => { const m = window.weiqiApp.match; return m.tree.markup(m.node).marks; }), [{ kind: 'triangle', point: 'A1' }]);
      assert.equal(await page.locator('#status').getAttribute('data-move'), '2', 'a markup tap plays nothing');
      await page.locator('#markup-tools input[value="play"]').check();
      await page.fill('#edit-info-event', 'Edited event');
      await page.click('#edit-info-save');
      await page.click('#promote-variation');
      assert.equal(await page.evaluate(() => window.weiqiApp.match.tree.mainLine().length), 4, 'the variation is the main line');
      await unfocus(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowDown');
      assert.equal(await comment(page), 'A second variation: the attachment.');
      await page.click('#delete-variation');
      assert.equal(await page.locator('#status').getAttribute('data-move'), '1');
      assert.equal(await page.locator('#variation-list button').count(), 2);
      await drawn(page);
      await screenshot(page, `record-viewer-${device}-edited`);
      const edited = await page.evaluate(() => window.weiqiApp.match.tree.toSgf());
      await openSheetFor(page, '#save-sgf');
      const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
      await closeSheet(page);
      const saved = readFileSync(await download.path(), 'utf8');
      assert.equal(saved, edited);
      const savedTree = await treeOf(page, saved);
      const original = await treeOf(page, COMMENTED);
      assert.equal(savedTree.length, original.length - 2, 'all nodes but the deleted variation');
      assert.equal(savedTree[0].properties.EV[0], 'Edited event');
      assert.equal(savedTree[0].properties.GC[0], original[0].properties.GC[0]);
      assert.ok(savedTree.some((n) => n.properties.C?.[0] === 'Edited: <b>not bold</b>\nsecond line' && n.properties.TR?.[0] === 'ai'));
      // Reopened: the same tree, node for node.
      await openRecord(page, saved, 'saved.sgf');
      const reopened = await page.evaluate(() => window.weiqiApp.match.tree.toSgf());
      assert.deepEqual(await treeOf(page, reopened), savedTree);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  });
}

describe('markup drawn by the board', () => {
  test('every kind, in both themes, and the next moves as letters or stones', async () => {
    const page = await openPage(browser, DESKTOP);
    await needRecords(page);
    // The view draws markup (cargo feature `markup`, in the page's build).
    assert.equal(await page.evaluate(() => typeof window.weiqiApp.view.setMarkup), 'function', 'BoardView has setMarkup');
    await openRecord(page, MARKUP);
    await page.keyboard.press('Home');
    await drawn(page);
    // What the markup adds: pixels that change when it is taken off, around each point.
    const changed = (points) => page.evaluate(async (list) => {
      const app = window.weiqiApp;
      const canvas = document.getElementById('board');
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const grab = () => canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      const withMarks = grab();
      app.view.setMarkup(null);
      await frame();
      const without = grab();
      app.redraw();
      await frame();
      const scale = canvas.width / canvas.getBoundingClientRect().width;
      const reach = Math.round(12 * scale);
      const out = {};
      for (const p of list) {
        const [cx, cy] = Array.from(app.view.pointCenter(p)).map((v) => Math.round(v * scale));
        let n = 0;
        for (let y = cy - reach; y < cy + reach; y += 1) {
          for (let x = cx - reach; x < cx + reach; x += 1) {
            const i = (y * canvas.width + x) * 4;
            if (Math.abs(withMarks[i] - without[i]) + Math.abs(withMarks[i + 1] - without[i + 1]) + Math.abs(withMarks[i + 2] - without[i + 2]) > 60) n += 1;
          }
        }
        out[p] = n;
      }
      return out;
    }, points);
    // LB C7 and G7, TR E5, SQ E3, CR G5, MA G3, SL C3, AR A9–C9, LN A1–C1, DD J1.
    const POINTS = ['C7', 'G7', 'E5', 'E3', 'G5', 'G3', 'C3', 'B9', 'B1'];
    for (const contrast of [false, true]) {
      if (contrast) {
        await openSheetFor(page, '#toggle-contrast');
        await page.check('#toggle-contrast');
        await closeSheet(page);
      }
      await drawn(page);
      const ink = await changed(POINTS);
      for (const p of POINTS) assert.ok(ink[p] > 20, `markup drawn on ${p} (${contrast ? 'contrast' : 'wood'}): ${ink[p]} pixels`);
      const untouched = await changed(['E7', 'E1']);
      assert.equal(untouched.E7, 0, 'nothing where no markup is');
      await screenshot(page, `record-viewer-markup-${contrast ? 'contrast' : 'wood'}`);
    }
    // The next moves: three variations after move 2, as letters A B C (ST[] says
    // nothing), or as see-through stones when chosen.
    await unfocus(page);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    const labels = () => page.evaluate(() => window.weiqiApp.recordMarkup().labels.map((l) => `${l.point}:${l.text}`));
    assert.deepEqual(await labels(), ['C3:A', 'G3:B', 'C7:C']);
    if (!(await page.locator('#record-moves').evaluate((d) => d.open))) await page.click('#record-moves > summary');
    await page.selectOption('#next-marks', 'stones');
    assert.deepEqual(await labels(), []);
    assert.deepEqual(await page.evaluate(() => window.weiqiApp.recordMarkup().ghosts.map((g) => `${g.color} ${g.point}`)), ['B C3', 'B G3', 'B C7']);
    await drawn(page);
    await screenshot(page, 'record-viewer-next-stones');
    await page.selectOption('#next-marks', 'auto');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('share links', () => {
  test('the address names the node shown; a copied link opens the same record at the same move elsewhere', async () => {
    const context = await browser.newContext({ ...DESKTOP, permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(await siteUrl());
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await needRecords(page);
    await openRecord(page, COMMENTED);
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    assert.equal(await comment(page), 'Hane.');
    // The address is written once the step's frame is shown (after-frame.js).
    await page.waitForFunction(() => location.hash === '#node=1-2-1');
    // A reload comes back to the same move.
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    assert.equal(await comment(page), 'Hane.');
    await page.click('#copy-link');
    await page.waitForFunction(() => document.getElementById('link-note').textContent !== '');
    const link = await page.evaluate(() => navigator.clipboard.readText());
    assert.match(link, /#record=[A-Za-z0-9_-]+&node=1-2-1$/);
    // A fresh browser, nothing stored: the same record at the same move.
    const other = await browser.newContext(PHONE);
    const fresh = await other.newPage();
    await fresh.goto(link);
    await fresh.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await drawn(fresh);
    assert.equal(await comment(fresh), 'Hane.');
    assert.equal(await fresh.locator('#status').getAttribute('data-move'), '3');
    assert.equal(new URL(fresh.url()).hash, '#node=1-2-1', 'the address keeps only the node once opened');
    assert.equal(await fresh.evaluate(() => window.weiqiApp.match.tree.children(window.weiqiApp.match.tree.root).length), 1);
    await screenshot(fresh, 'record-viewer-phone-share-link');
    await other.close();
    await context.close();
  });

  test('<go-board path> shows the node the path names', async () => {
    const page = await openPage(browser, DESKTOP);
    await needRecords(page);
    await page.goto(new URL('embed.html', await siteUrl()).href);
    await page.evaluate((text) => {
      const board = document.createElement('go-board');
      board.id = 'tree-board';
      board.setAttribute('sgf', text);
      board.setAttribute('path', '1-1');
      document.body.append(board);
      return board.ready;
    }, COMMENTED);
    const read = () => page.evaluate(() => {
      const board = document.getElementById('tree-board');
      return { path: board.path, comment: board.shadowRoot.querySelector('.comment').textContent, sgf: board.toSgf().includes('TE[2]') };
    });
    assert.deepEqual(await read(), { path: '1-1', comment: 'A variation: White plays the other corner.', sgf: true });
    await page.evaluate(() => document.getElementById('tree-board').setAttribute('path', '1-2-1'));
    assert.equal((await read()).comment, 'Hane.');
    await page.context().close();
  });
});
