// The Ing count player's » (to the end) in headless Chromium (RULES R1.9): pressed
// while a stone is flying from its cup, it shows the last frame at once — every
// stone placed, the cups empty, the result — and the cancelled flight lands nothing
// afterwards, at phone and desktop size.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, agreedIngGame, drawn, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/**
 * An Ing game on 9×9 counted: walls on D (Black) and F (White), White's B5 dead
 * inside Black's area; stopped, marked, agreed, and the count panel opened.
 */
async function openCount(page) {
  await agreedIngGame(page);
  assert.equal(await page.evaluate(() => window.weiqiApp.match.game.phase), 'finished');
  await page.click('#count-button');
  await page.locator('#count-panel').waitFor({ state: 'visible', timeout: 10_000 });
}

/** What the panel shows: the frame, whether it is at its end, cups, result, timer. */
const shown = (page) =>
  page.evaluate(() => {
    const player = window.weiqiPanels.count;
    const panel = document.getElementById('count-panel');
    const text = (id) => document.getElementById(id).textContent;
    return {
      frame: Number(panel.dataset.frame),
      last: player.lastFrame,
      internal: player.frame,
      done: panel.dataset.done,
      cups: [text('cup-black-count'), text('cup-white-count')],
      result: document.getElementById('count-result').hidden ? null : text('count-result'),
      playing: player.timer !== null,
      flying: document.querySelectorAll('.flying-stone').length,
      placed: player.marks().placed.length,
      steps: player.count.steps.length,
    };
  });

/** Waits for `n` animation frames in the page (no fixed sleep). */
const frames = (page, n) =>
  page.evaluate(
    (count) =>
      new Promise((resolve) => {
        const next = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
        next(count);
      }),
    n,
  );

function assertAtTheEnd(state, when) {
  assert.equal(state.frame, state.last, `${when}: the last frame`);
  assert.equal(state.internal, state.last, `${when}: the player's own frame`);
  assert.equal(state.done, 'true', when);
  assert.deepEqual(state.cups, ['0', '0'], `${when}: the cups are empty`);
  assert.match(state.result ?? '', /wins by/, `${when}: the result is shown`);
  assert.equal(state.playing, false, `${when}: paused`);
  assert.equal(state.placed, state.steps, `${when}: every stone placed`);
}

describe('the Ing count player', () => {
  for (const [name, device] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ]) {
    test(`» during a stone's flight shows the end at once (${name})`, async () => {
      const page = await openPage(browser, { ...device, reducedMotion: 'no-preference' });
      await openCount(page);
      // Speed 1: a step every 900 ms, the stone in the air for 600 ms of it.
      await page.selectOption('#count-speed', '1');
      await page.click('#count-play');
      // Into the count, a stone flying from its cup.
      await page.waitForFunction(() => window.weiqiPanels.count.frame >= 2 && document.querySelector('.flying-stone'), null, { timeout: 20_000 });
      const before = await shown(page);
      assert.ok(before.frame < before.last - 1, 'the count is under way, far from its end');
      await page.click('#count-end');
      assertAtTheEnd(await shown(page), 'right after »');
      // The cancelled flight's stone is gone and lands nothing; nothing moves on.
      await page.waitForFunction(() => !document.querySelector('.flying-stone'));
      await frames(page, 3);
      assertAtTheEnd(await shown(page), 'after the flight would have landed');
      await drawn(page);
      await screenshot(page, `ing-count-jump-to-end-${name}`, { fullPage: true });
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});
