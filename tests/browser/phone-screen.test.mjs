// The game screen at phone and desktop sizes (docs/layout.md), in headless Chromium:
// in each moment — a new game, a record reviewed, the stop (dead stones agreed), the
// Ing count (RULES R1.9) — every control that moment needs lies inside the viewport
// at 320×568, 390×844 and 412×915 (touch) and at 1280×800 with the page not scrolled;
// stepping through a record whose comments differ in length leaves the steppers and
// Pass / Undo where they were; and a screenshot of each moment at each size matches
// its committed reference (reference.mjs: tolerance, re-blessing).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, agreedIngGame, column9, drawn, inside, openPage, screenshot, useBrowser } from './support.mjs';
import { assertMatchesReference } from './reference.mjs';

const browser = useBrowser();

/** A phone held upright, `width`×`height` CSS px (touch, 3 device px a CSS px). */
const phone = (width, height) => ({ viewport: { width, height }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/** The sizes tried, by name: phones upright, a phone on its side, a tablet upright (40–56rem), a desktop. */
const SIZES = {
  '320x568': phone(320, 568),
  '390x844': phone(390, 844),
  '412x915': phone(412, 915),
  '844x390': phone(844, 390),
  '768x1024': { viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  '1280x800': DESKTOP,
};

/**
 * The board's least width at 320×568 in each moment, CSS px: at the stop a 9×9 stone
 * is tapped to mark it dead (≥ 240 px: a stone of about 24 px); the others no less
 * than they were (new game 222, review 186, count 250 before the stop's bar shared
 * one row and the review's empty note line went).
 */
const SMALLEST_BOARD = { 'new-game': 220, review: 230, stop: 240, count: 240 };

/** A 9×9 record whose comments differ in length: none, a word, twelve lines, three. */
const LONG = Array.from({ length: 12 }, (_, i) => `Line ${i + 1} of a long comment on this move, which scrolls in its box.`).join('\n');
const VARIED = `(;GM[1]FF[4]SZ[9]KM[6.5]RU[Japanese]PB[Black player]PW[White player]C[The start.]
;B[ee];W[cc]C[Yes.];B[gc]C[${LONG}];W[gg]C[A comment of three lines:
the second line,
and the third.];B[cg];W[dc]C[Short.];B[ge]C[${LONG}];W[cf])`;

/**
 * Presses `selector` where it is drawn, as a finger or the mouse does (no scrolling it
 * into view first: a control below the screen is missed, and the test says so); a
 * tap where `page.touch` is set (the device has a touch screen).
 */
async function pressInPlace(page, selector) {
  const box = await page.locator(selector).boundingBox();
  assert.ok(inside(page, box), `${selector} on screen to be pressed: ${JSON.stringify(box)}`);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  if (page.touch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
}

/** Opens `text` as a record through the file picker and shows its start. */
async function openRecord(page, text) {
  await page.setInputFiles('#sgf-file', { name: 'varied.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
  await page.waitForSelector('[data-notice="sgf"]');
  await page.locator('[data-notice="sgf"] [data-action="close"]').click();
  await page.evaluate(() => window.weiqiApp.goTo(0));
  await drawn(page);
}

/**
 * The moments, each: `enter(page)` brings the page there as a player would (the
 * set-up itself through the app's API), `controls` names what must be on screen.
 */
const MOMENTS = {
  'new-game': {
    enter: async () => {},
    controls: ['#board', '#turn', '#prisoners', '#pass', '#undo', '#resign', '#first', '#back', '#forward', '#last'],
  },
  review: {
    enter: async (page) => {
      await openRecord(page, VARIED);
      await pressInPlace(page, '#forward');
      await drawn(page);
      await pressInPlace(page, '#forward');
      await drawn(page);
      assert.equal(await page.locator('#record-comment').textContent(), 'Yes.');
    },
    controls: ['#board', '#first', '#back', '#forward', '#last', '#record-comment'],
  },
  stop: {
    enter: async (page) => {
      await page.evaluate(({ black, white }) => {
        const app = window.weiqiApp;
        app.start(new app.Game({ rules: 'japanese', width: 9, height: 9, setup: { black, white } }));
        app.pass();
        app.pass();
      }, { black: column9('D'), white: column9('F') });
      await drawn(page);
      assert.match(await page.locator('#turn').textContent(), /Mark the dead stones/);
    },
    // Resume is one button, or one for each player, as the rules ask: each shown one.
    // The status line is the dead-stone help at the stop (mark the dead stones, then agree).
    controls: ['#board', '#turn', '#agree', '#end-game .actions [id^="resume"]:visible', '#score-panel .score-result'],
  },
  count: {
    enter: async (page) => {
      await agreedIngGame(page);
      await pressInPlace(page, '#count-button');
      await page.locator('#count-panel').waitFor({ state: 'visible', timeout: 10_000 });
      // The stones fly from the cups to the board: one in the air is on screen too.
      await pressInPlace(page, '#count-play');
      // Its box read in the frame it is seen in (a short flight may land between two
      // separate reads under load).
      const seen = await page.waitForFunction(
        () => {
          const stone = document.querySelector('.flying-stone');
          if (!stone) return null;
          const { x, y, width, height } = stone.getBoundingClientRect();
          return { x, y, width, height };
        },
        null,
        { timeout: 20_000 },
      );
      const flying = await seen.jsonValue();
      assert.ok(inside(page, flying), `a flying stone inside the viewport: ${JSON.stringify(flying)}`);
      await pressInPlace(page, '#count-end');
      await page.waitForFunction(() => document.getElementById('count-panel').dataset.done === 'true');
      await page.waitForFunction(() => !document.querySelector('.flying-stone'));
      await drawn(page);
    },
    controls: ['#board', '#cup-black', '#cup-white', '#count-start', '#count-back', '#count-play', '#count-forward', '#count-end'],
  },
};

/** What of `selectors` (each match of each) lies outside the viewport, or is not shown, with its box. */
async function outOfView(page, selectors) {
  const out = [];
  for (const selector of selectors) {
    const all = await page.locator(selector).all();
    if (all.length === 0) out.push(`${selector}: none shown`);
    for (const one of all) {
      const box = await one.boundingBox();
      if (!inside(page, box)) out.push(`${selector} ${JSON.stringify(box)}`);
    }
  }
  return out;
}

describe('one screen: the controls of the moment inside the viewport, unscrolled', () => {
  for (const [size, device] of Object.entries(SIZES)) {
    for (const [name, moment] of Object.entries(MOMENTS)) {
      test(`${name} at ${size}`, async () => {
        const page = await openPage(browser, { ...device, reducedMotion: 'no-preference' });
        page.touch = Boolean(device.hasTouch);
        await moment.enter(page);
        await screenshot(page, `phone-screen-${name}-${size}`);
        assert.equal(await page.evaluate(() => scrollY), 0, 'the page is not scrolled (no control clicked was below the screen)');
        assert.deepEqual(await outOfView(page, moment.controls), [], `every control of the moment on screen at ${size}`);
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= device.viewport.width, `the page is ${width} px wide at ${size}`);
        if (name === 'new-game') {
          assert.equal(await page.locator('#record-viewer').isVisible(), false, 'no record tools for a new game with no record content');
          assert.equal(await page.locator('#record-info').isVisible(), false, 'no record panel for a new game with no record content');
        }
        if (size === '320x568') {
          const board = await page.locator('#board').boundingBox();
          assert.ok(board.width >= SMALLEST_BOARD[name], `the board is ${board.width} px wide at ${size}, at least ${SMALLEST_BOARD[name]} wanted`);
        }
        await assertMatchesReference(page, `${name}-${size}`);
        assert.deepEqual(page.problems, []);
        await page.context().close();
      });
    }
  }
});

describe('nothing moves under a thumb', () => {
  for (const [size, device] of Object.entries(SIZES)) {
    test(`stepping through comments of every length leaves the steppers in place (${size})`, async () => {
      const page = await openPage(browser, device);
      page.touch = Boolean(device.hasTouch);
      await openRecord(page, VARIED);
      const boxes = () =>
        page.evaluate(() =>
          Object.fromEntries(
            ['first', 'back', 'forward', 'last', 'pass', 'undo'].map((id) => {
              const r = document.getElementById(id).getBoundingClientRect();
              return [id, [r.x, r.y, r.width, r.height]];
            }),
          ),
        );
      const start = await boxes();
      const lengths = new Set();
      let overflowing = false;
      for (let move = 1; move <= 8; move += 1) {
        await pressInPlace(page, '#forward');
        await drawn(page);
        const comment = page.locator('#record-comment');
        lengths.add((await comment.textContent()).length);
        overflowing ||= await comment.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
        assert.deepEqual(await boxes(), start, `move ${move}: the steppers and Pass / Undo where they were`);
        assert.equal(await page.evaluate(() => scrollY), 0, `move ${move}: the page did not scroll`);
      }
      // The test means something only if the comments did differ: none, short, long.
      assert.ok(lengths.has(0) && lengths.size >= 4, `comments of several lengths passed: ${[...lengths]}`);
      assert.ok(overflowing, 'a comment longer than its box (it scrolls inside it)');
      await page.context().close();
    });
  }
});

describe('a step reads no layout', () => {
  test('the board frame is measured when the moment changes, never in a step or a move (390x844)', async () => {
    const page = await openPage(browser, SIZES['390x844']);
    page.touch = true;
    await openRecord(page, VARIED);
    // Counts the board frame's box reads made synchronously inside `action` (a read
    // there, after the step's DOM writes, is a forced layout in the step's frame).
    const reads = (action) =>
      page.evaluate((action) => {
        const frame = document.getElementById('board-frame');
        let count = 0;
        frame.getBoundingClientRect = function read() {
          count += 1;
          return Element.prototype.getBoundingClientRect.call(this);
        };
        const app = window.weiqiApp;
        if (action === 'step') document.getElementById('forward').click();
        else if (action === 'back') document.getElementById('back').click();
        else if (action === 'move') app.play(app.match.shown.legalMoves()[0]);
        else if (action === 'new game') app.start({ rules: 'japanese', width: 9, height: 9 });
        delete frame.getBoundingClientRect;
        return count;
      }, action);
    for (const action of ['step', 'step', 'back', 'step', 'move']) {
      assert.equal(await reads(action), 0, `${action}: no layout read`);
      await drawn(page);
    }
    // The same count sees the read when the moment changes (review → play): the
    // test would see a read made at every step.
    assert.ok((await reads('new game')) > 0, 'the moment changed: the board frame measured');
    assert.equal(await page.locator('main.layout').getAttribute('data-moment'), 'play');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('sheets: what is not the moment’s opens from a tab', () => {
  test('each tab opens its sheet over the bottom of the screen; the board and the bars stay, Escape and Close close it (390x844)', async () => {
    const page = await openPage(browser, SIZES['390x844']);
    page.touch = true;
    const boxes = () =>
      page.evaluate(() =>
        ['board', 'first', 'forward', 'pass', 'undo'].map((id) => {
          const r = document.getElementById(id).getBoundingClientRect();
          return [id, r.x, r.y, r.width, r.height];
        }),
      );
    const before = await boxes();
    // The panels of the sheets are not on the page under the moment's controls.
    for (const selector of ['#hint-button', '#toggle-numbers', '#open-sgf', '#recent-games', '#clock-button', '#legend-title']) {
      assert.equal(await page.locator(selector).isVisible(), false, `${selector} only in its sheet`);
    }
    const sheets = { teacher: ['#hint-button', '#review-button'], files: ['#open-sgf', '#save-sgf', '#recent-games'], view: ['#toggle-numbers', '#sound-mute', '#clock-button'] };
    for (const [name, controls] of Object.entries(sheets)) {
      const tab = `#sheet-tabs [data-opens="${name}"]`;
      assert.equal(await page.locator(tab).getAttribute('aria-controls'), 'sheet');
      await pressInPlace(page, tab);
      assert.equal(await page.locator(tab).getAttribute('aria-expanded'), 'true');
      assert.equal(await page.locator('#sheet').getAttribute('role'), 'dialog');
      assert.equal(await page.evaluate(() => document.activeElement?.id), 'sheet-close', 'focus goes into the sheet');
      assert.equal(await page.locator('#sheet-title').textContent(), await page.locator(tab).textContent());
      assert.deepEqual(await outOfView(page, ['#sheet', '#sheet-close', ...controls]), [], `the ${name} sheet and its controls on screen`);
      assert.deepEqual(await boxes(), before, `the board and the bars where they were with the ${name} sheet open`);
      assert.equal(await page.evaluate(() => scrollY), 0);
      await screenshot(page, `phone-screen-sheet-${name}`);
      if (name === 'view') await assertMatchesReference(page, 'sheet-view-390x844');
      // Escape for the first, the close button for the others.
      if (name === 'teacher') await page.keyboard.press('Escape');
      else await pressInPlace(page, '#sheet-close');
      assert.equal(await page.locator('#sheet').isVisible(), false, `the ${name} sheet closed`);
      assert.equal(await page.locator(tab).getAttribute('aria-expanded'), 'false');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.opens), name, 'focus back on the tab');
      for (const selector of controls) assert.equal(await page.locator(selector).isVisible(), false, `${selector} back out of sight`);
    }
    // A control in a sheet works there: the move numbers' toggle, then shown in place.
    await pressInPlace(page, '#sheet-tabs [data-opens="view"]');
    await pressInPlace(page, '#toggle-numbers');
    assert.equal(await page.locator('#toggle-numbers').isChecked(), true);
    await pressInPlace(page, '#sheet-close');
    assert.deepEqual(await boxes(), before);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('beside the columns (1280x800) there are no tabs: the panels stand in the side column', async () => {
    const page = await openPage(browser, DESKTOP);
    assert.equal(await page.locator('#sheet-tabs').isVisible(), false);
    for (const selector of ['#hint-button', '#toggle-numbers', '#open-sgf', '#clock-button']) {
      assert.equal(await page.locator(selector).isVisible(), true, `${selector} in the side column`);
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
