// The two-player clock on one phone (issue 11), in headless Chromium with a mocked
// clock (Playwright's `page.clock`: Date, performance.now and the timers are fake,
// and time moves only when the test says so). A game with an Ing PP clock: the
// faces switch with each move and each tap; basic time runs out and penalty points
// appear (RULES R1.10); pause; a reload brings the clock back paused; the flag falls
// and the game ends W+T.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  PHONE,
  closeSheet,
  drawn,
  holdRequests,
  newGame,
  openPage,
  openSheetFor,
  pagePosition,
  screenshot,
  siteUrl,
  useBrowser,
  watchedPage,
} from './support.mjs';

const MIN = 60_000;

const browser = useBrowser();

/** Opens the page with fake time installed, vibrations recorded in `window.vibrations`. */
async function openWithFakeTime(device) {
  const context = await browser.newContext(device);
  const page = await watchedPage(context);
  await page.addInitScript(() => {
    window.vibrations = [];
    navigator.vibrate = (pattern) => {
      window.vibrations.push(pattern);
      return true;
    };
  });
  await page.clock.install({ time: new Date('2025-01-01T10:00:00Z') });
  await page.goto(await siteUrl());
  await ready(page);
  return page;
}

/** Waits until the app is ready and the board drawn (time still flows here). */
async function ready(page) {
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

/** Stops time: from here on it moves only by `run`. */
async function freeze(page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** Lets `ms` of fake time pass, firing the page's timers and frames. */
async function run(page, ms) {
  await page.clock.runFor(ms);
}

/** Lets the frames due run (time is stopped) and waits until the board is drawn. */
async function redrawn(page) {
  await run(page, 100);
  await drawn(page);
}

/** Clicks `point` on the board and lets the board redraw. */
async function play(page, point) {
  const { x, y } = await pagePosition(page, point);
  await page.mouse.click(x, y);
  await redrawn(page);
}

/** What the clock reads now, and what each face shows. */
async function clockView(page) {
  return page.evaluate(() => {
    const face = (color) => {
      const el = document.querySelector(`.clock-face[data-color="${color}"]`);
      return {
        hidden: el.hidden,
        running: el.dataset.running === 'true',
        low: el.classList.contains('low'),
        time: el.querySelector('.clock-time').textContent,
        detail: el.querySelector('.clock-detail').textContent,
        stageLeft: Number(el.dataset.stageLeft),
        penaltyPoints: Number(el.dataset.penaltyPoints),
      };
    };
    const { clock } = window.weiqiPanels;
    return {
      on: clock.on,
      state: clock.state(),
      penalties: clock.on ? clock.penalties() : null,
      B: face('B'),
      W: face('W'),
      note: document.getElementById('clock-note').textContent,
      pause: document.getElementById('clock-pause').textContent,
    };
  });
}

/** Sets up a clock through the dialog. */
async function startClock(page, system, fields) {
  await openSheetFor(page, '#clock-button');
  await page.click('#clock-button');
  await page.selectOption('#clock-system', system);
  for (const [id, value] of Object.entries(fields)) await page.fill(`#${id}`, String(value));
  await page.click('#clock-go');
  await page.waitForSelector('#clock-setup', { state: 'hidden' });
  await closeSheet(page);
}

describe('the two-player clock', () => {
  test('Ing PP on a phone: switching, penalty points, pause, reload, flag fall', async () => {
    const page = await openWithFakeTime(PHONE);
    await newGame(page, { rules: 'ing', width: 9 });
    assert.equal(await page.evaluate(() => window.weiqiPanels.clock.on), false, 'no clock until one is set');

    // A wrong time is refused in the dialog, with nothing started.
    await openSheetFor(page, '#clock-button');
    await page.click('#clock-button');
    await page.selectOption('#clock-system', 'ing-pp');
    await page.fill('#clock-main', '0');
    await page.click('#clock-go');
    assert.match(await page.locator('#clock-setup-error').textContent(), /BT/);
    await page.click('#clock-cancel');
    assert.equal((await clockView(page)).on, false);

    await startClock(page, 'ing-pp', { 'clock-main': 1 }); // BT = 1 min, BT/6 = 10 s
    await freeze(page);
    let view = await clockView(page);
    assert.equal(view.state.system, 'ing-pp');
    assert.ok(!view.B.hidden && !view.W.hidden);
    assert.ok(view.B.running && !view.W.running, 'Black moves first, Black’s time runs');
    // The top face (White's) is turned to face its player across the phone.
    const transform = await page.locator('.clock-face.top').evaluate((el) => getComputedStyle(el).transform);
    assert.match(transform, /^matrix\(-1, /);
    const topBox = await page.locator('.clock-face.top').boundingBox();
    const boardBox = await page.locator('#board').boundingBox();
    assert.ok(topBox.y < boardBox.y && topBox.height >= 60, 'a large face above the board');

    // Black thinks 5 s and plays: White's time runs.
    await run(page, 5000);
    const blackBefore = (await clockView(page)).B.stageLeft;
    await play(page, 'E5');
    view = await clockView(page);
    assert.ok(view.W.running && !view.B.running, 'a move passes the time');
    assert.ok(view.B.stageLeft <= blackBefore && view.B.stageLeft > MIN - 7000, `${view.B.stageLeft}`);

    // White taps their own face instead of moving: Black's time runs. Tapping the face
    // of the player who is not thinking does nothing.
    await page.locator('.clock-face[data-color="B"]').click();
    assert.ok((await clockView(page)).W.running);
    await page.locator('.clock-face[data-color="W"]').click();
    view = await clockView(page);
    assert.ok(view.B.running && !view.W.running);

    // RULES R1.10: Black runs out of basic time: 2 penalty points, 2 more after BT/6.
    await run(page, MIN);
    view = await clockView(page);
    assert.equal(view.B.penaltyPoints, 2);
    assert.match(view.B.detail, /Penalty: 2 points/);
    assert.deepEqual(view.penalties, { black: 2, white: 0 });
    assert.ok(view.B.low, 'the next penalty is near: the face warns');
    await run(page, 10_000);
    view = await clockView(page);
    assert.equal(view.B.penaltyPoints, 4);
    assert.deepEqual(view.penalties, { black: 4, white: 0 });
    const vibrations = await page.evaluate(() => window.vibrations.length);
    assert.ok(vibrations >= 2, `a vibration for each low-time stage (${vibrations})`);

    // Pause: no time passes.
    await openSheetFor(page, '#clock-pause');
    await page.click('#clock-pause');
    await closeSheet(page);
    const paused = await clockView(page);
    assert.equal(paused.state.phase, 'paused');
    assert.equal(paused.pause, 'Resume');
    await run(page, 5 * MIN);
    assert.equal((await clockView(page)).B.stageLeft, paused.B.stageLeft);
    await openSheetFor(page, '#clock-pause');
    await page.click('#clock-pause');
    await closeSheet(page);
    await run(page, 2000);
    const beforeReload = await clockView(page);
    assert.equal(beforeReload.state.phase, 'running');

    // Reload: the clock comes back paused at the time last seen, and says so.
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await redrawn(page);
    const restored = await clockView(page);
    assert.equal(restored.state.phase, 'paused');
    assert.match(restored.note, /paused while the page reloaded/);
    assert.ok(
      restored.B.stageLeft >= beforeReload.B.stageLeft && restored.B.stageLeft <= beforeReload.B.stageLeft + 1000,
      `${restored.B.stageLeft} against ${beforeReload.B.stageLeft}`,
    );
    assert.equal(restored.B.penaltyPoints, 4);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.moveNumber), 1, 'the game came back too');
    await run(page, 10 * MIN);
    assert.equal((await clockView(page)).B.stageLeft, restored.B.stageLeft, 'still paused');
    await screenshot(page, 'clock-phone-restored');

    // Resume (Black has used about 16 s of extra time); past BT/2 = 30 s of extra time
    // Black's flag falls: the game ends W+T.
    await openSheetFor(page, '#clock-pause');
    await page.click('#clock-pause');
    await closeSheet(page);
    await run(page, 10_000);
    assert.equal((await clockView(page)).B.penaltyPoints, 6);
    await run(page, 5000);
    await redrawn(page);
    const end = await page.evaluate(() => {
      const game = window.weiqiApp.match.game;
      return { phase: game.phase, outcome: game.outcome, sgf: game.toSgf(), turn: document.getElementById('turn').textContent };
    });
    assert.deepEqual([end.phase, end.outcome], ['finished', { kind: 'time', winner: 'W' }]);
    assert.match(end.sgf, /RE\[W\+T\]/);
    assert.equal(end.turn, 'White wins on time.');
    view = await clockView(page);
    assert.equal(view.state.loser, 'B');
    assert.match(view.note, /Black ran out of time/);
    assert.equal(view.B.time, '0.0');
    await screenshot(page, 'clock-phone-flag');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('byo-yomi: Black’s flag never falls while moving in time; White’s does, B+T', async () => {
    const page = await openWithFakeTime(PHONE);
    await newGame(page, { rules: 'japanese', width: 9 });
    await startClock(page, 'byoyomi', { 'clock-main': 0, 'clock-periods': 2, 'clock-period': 20 });
    await freeze(page);
    let view = await clockView(page);
    assert.match(view.B.detail, /2 periods left/);
    for (const [point, think] of [['C3', 15_000], ['G7', 19_000], ['C7', 15_000]]) {
      await run(page, think);
      await play(page, point);
    }
    view = await clockView(page);
    assert.ok(view.W.running);
    assert.equal(view.state.black.periodsLeft, 2, 'moves inside the period keep it');
    // White overruns the first period, then the second: White loses on time.
    await run(page, 20_000 + 20_000 + 1);
    await redrawn(page);
    const outcome = await page.evaluate(() => window.weiqiApp.match.game.outcome);
    assert.deepEqual(outcome, { kind: 'time', winner: 'B' });
    assert.equal(await page.locator('#turn').textContent(), 'Black wins on time.');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('Start pressed before the clock\'s module has loaded waits for it: no refusal, the clock runs', async () => {
    // A slow phone: the clock's module (the second wasm module, fetched when the
    // dialog opens) arrives only after Start is pressed.
    const page = await openPage(browser, PHONE);
    const release = await holdRequests(page, /weiqi_extras/);
    await openSheetFor(page, '#clock-button');
    await page.click('#clock-button');
    await page.selectOption('#clock-system', 'byoyomi');
    await page.click('#clock-go');
    assert.equal(await page.locator('#clock-go').isDisabled(), true, 'Start waits, disabled');
    assert.equal(await page.locator('#clock-setup-error').textContent(), '', 'no refusal while loading');
    assert.equal(await page.locator('#clock-setup').isVisible(), true);
    release();
    await page.waitForSelector('#clock-setup', { state: 'hidden' });
    assert.equal(await page.evaluate(() => window.weiqiPanels.clock.on), true);
    assert.equal(await page.locator('.clock-face[data-color="B"]').isHidden(), false);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
