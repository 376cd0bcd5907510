// The end of the game in headless Chromium (issue 7): marking dead stones by clicking
// them, the score panel against the engine's count, dispute and resumption under
// Simplified Ing and Japanese rules, the comparison of rule sets, the Ing
// fill-the-board count run to the end, and the rank calculator.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DESKTOP,
  PHONE,
  clearSuggestion,
  clickPoint,
  drawn,
  holdRequests,
  openPage,
  screenshot,
  settled,
  status,
  suggestionSettled,
  useBrowser,
} from './support.mjs';

const browser = useBrowser();

/** Column `c` from row 1 to `n`: `['D1', …, 'D9']`. */
const column = (c, n) => Array.from({ length: n }, (_, i) => `${c}${i + 1}`);

/**
 * Starts a game from a set-up position through the page's own engine: walls on D
 * and F split a 9×9 board, with a white stone at B5 inside Black's area.
 */
async function startSplitBoard(page, rules, extra = {}) {
  await page.evaluate(
    ({ rules, black, white, extra }) => {
      const app = window.weiqiApp;
      app.start(new app.Game({ rules, width: 9, height: 9, setup: { black, white }, ...extra }));
    },
    { rules, black: column('D', 9), white: [...column('F', 9), 'B5'], extra },
  );
  await drawn(page);
}

/** Device pixels near `point`'s centre (a fifth of a cell around it) darker than wood and lines. */
function darkPixels(page, point) {
  return page.evaluate((p) => {
    const canvas = document.getElementById('board');
    const view = window.weiqiApp.view;
    const [cx, cy] = Array.from(view.pointCenter(p));
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const [a, b] = [Array.from(view.pointCenter('A1')), Array.from(view.pointCenter('B1'))];
    const reach = Math.max(2, Math.round(((b[0] - a[0]) / 5) * scale));
    const data = canvas
      .getContext('2d')
      .getImageData(Math.round(cx * scale) - reach, Math.round(cy * scale) - reach, 2 * reach, 2 * reach).data;
    let dark = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] + data[i + 1] + data[i + 2] < 150) dark += 1;
    return dark / (data.length / 4);
  }, point);
}

/** Clicks Pass twice: two passes stop play; waits for the dead-stone suggestion. */
async function passTwice(page) {
  await page.click('#pass');
  await page.click('#pass');
  await suggestionSettled(page);
  await drawn(page);
}

/**
 * Makes sure the group on `point` is marked dead, clicking it only if it is not:
 * the estimator may have pre-marked it at the stop.
 */
async function markDead(page, point) {
  if (!(await engine(page, (g) => g.deadStones()).then((dead) => dead.includes(point)))) {
    await clickPoint(page, point);
  }
}

/** The engine's answers for the live game, read in the page. */
function engine(page, read) {
  return page.evaluate(`(${read})(window.weiqiApp.match.game)`);
}

describe('the end of the game', () => {
  test('a finished game: mark a dead group by clicking, see territory and the score (RULES R4.4, R4.6)', async () => {
    const page = await openPage(browser, DESKTOP);
    await startSplitBoard(page, 'japanese');
    assert.equal(await page.locator('#end-game').isVisible(), false);
    const woodAtB2 = await darkPixels(page, 'B2');
    await passTwice(page);
    assert.equal((await status(page)).phase, 'stopped');
    assert.equal(await page.locator('#end-game').isVisible(), true);
    assert.equal(await page.locator('#agree').isVisible(), true);
    // Whatever an estimator pre-marked, a click on B5 flips its group's mark.
    const before = await engine(page, (g) => g.deadStones().includes('B5'));
    await clickPoint(page, 'B5');
    const dead = await engine(page, (g) => g.deadStones());
    assert.equal(dead.includes('B5'), !before);
    if (before) await clickPoint(page, 'B5');
    assert.deepEqual(await engine(page, (g) => g.deadStones()), ['B5']);
    // The panel shows the engine's count with that mark: Black 27 − 1 + 1 prisoner.
    const score = await engine(page, (g) => g.score());
    assert.equal(score.territory.black, 27);
    const shown = page.locator('#score-panel .score-result');
    assert.equal(await shown.getAttribute('data-result'), score.result);
    assert.match(await shown.textContent(), /White wins by/);
    const rows = await page.locator('#score-panel tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [...tr.children].map((c) => c.textContent)),
    );
    assert.deepEqual(rows.find((r) => r[0] === 'Territory'), ['Territory', '27', '27']);
    assert.deepEqual(rows.find((r) => r[0] === 'Prisoners'), ['Prisoners', '1', '0']);
    assert.deepEqual(rows.find((r) => r[0] === 'Total').slice(1), [String(score.black), String(score.white)]);
    // Territory is drawn: a black square on B2, an empty point of Black's area, where
    // before the stop only grid lines crossed.
    const squareAtB2 = await darkPixels(page, 'B2');
    assert.ok(squareAtB2 > woodAtB2 + 0.3, `B2 dark share ${woodAtB2} → ${squareAtB2}`);
    await page.click('#agree');
    await drawn(page);
    assert.equal((await status(page)).phase, 'finished');
    assert.match(await page.locator('#end-game-title').textContent(), /count/i);
    assert.equal(await page.locator('#agree').isVisible(), false);
    await screenshot(page, 'end-game-japanese-counted', { fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('at the stop the estimator pre-marks the dead stone and says it is a suggestion (issue 12)', async () => {
    const page = await openPage(browser, PHONE);
    await startSplitBoard(page, 'chinese');
    await passTwice(page);
    // The second module loads at the first stop; its answer arrives a moment later.
    await page.waitForSelector('#suggestion-note:not([hidden])', { timeout: 15_000 });
    assert.deepEqual(await engine(page, (g) => g.deadStones()), ['B5']);
    assert.match(await page.locator('#suggestion-note').textContent(), /pre-marked 1 stone as dead.*only a suggestion/);
    // The players decide: a tap brings the stone back to life, and nothing re-marks it.
    await clickPoint(page, 'B5');
    assert.deepEqual(await engine(page, (g) => g.deadStones()), []);
    await settled(page);
    assert.deepEqual(await engine(page, (g) => g.deadStones()), []);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a mark made while the suggestion is still coming is kept: the late suggestion is dropped (RULES R4.4)', async () => {
    // A slow phone: the estimator's module arrives only after the player has tapped.
    const page = await openPage(browser, PHONE);
    const release = await holdRequests(page, /weiqi_extras/);
    await startSplitBoard(page, 'chinese');
    await page.click('#pass');
    await page.click('#pass');
    assert.equal(await page.locator('#end-game').getAttribute('data-suggesting'), 'true');
    // The player marks B5 dead and changes their mind: nothing is marked, by choice.
    await clickPoint(page, 'B5');
    await clickPoint(page, 'B5');
    assert.deepEqual(await engine(page, (g) => g.deadStones()), []);
    release();
    await suggestionSettled(page);
    await settled(page);
    assert.deepEqual(await engine(page, (g) => g.deadStones()), [], 'the estimator does not re-mark B5');
    assert.equal(await page.locator('#suggestion-note').isHidden(), true);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('dispute under Simplified Ing: the opponent of the last passer moves, the next stop counts all alive (RULES R2.4)', async () => {
    const page = await openPage(browser, PHONE);
    await startSplitBoard(page, 'simplified-ing');
    await passTwice(page);
    const lastPasser = await engine(page, (g) => g.lastMove.color);
    assert.equal(await page.locator('#resume-black').isVisible(), false);
    assert.equal(await page.locator('#resume').isVisible(), true);
    await page.click('#resume');
    await drawn(page);
    const s = await status(page);
    assert.equal(s.phase, 'playing');
    assert.equal(s.toMove, lastPasser === 'B' ? 'W' : 'B');
    assert.match(await page.locator('#explain').textContent(), new RegExp(lastPasser === 'B' ? 'White to move' : 'Black to move'));
    // Second stop: every stone is alive, so B5 counts for White; no marking step.
    await passTwice(page);
    assert.equal(await engine(page, (g) => g.secondPhase), true);
    assert.equal((await status(page)).phase, 'finished');
    assert.equal(await engine(page, (g) => g.score().stones.white), 10);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('Japanese-style resumption: the opponent of whoever asks moves first (RULES R4.4)', async () => {
    const page = await openPage(browser, DESKTOP);
    await startSplitBoard(page, 'japanese');
    await passTwice(page);
    assert.equal(await page.locator('#resume').isVisible(), false);
    await page.click('#resume-black');
    await drawn(page);
    assert.equal((await status(page)).toMove, 'W');
    await passTwice(page);
    await page.click('#resume-white');
    await drawn(page);
    assert.equal((await status(page)).toMove, 'B');
    await page.context().close();
  });

  test('compare rule sets: every preset side by side, differences highlighted', async () => {
    const page = await openPage(browser, DESKTOP);
    await startSplitBoard(page, 'ing');
    await passTwice(page);
    await markDead(page, 'B5');
    await page.click('#compare-button');
    const rows = await page.locator('#compare-table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => ({
        rules: tr.dataset.rules,
        current: tr.classList.contains('current'),
        result: tr.lastElementChild.firstChild.textContent,
        differs: tr.lastElementChild.classList.contains('differs'),
      })),
    );
    const engineRows = await engine(page, (g) => g.compareRules().map((r) => [r.rules, r.score.result]));
    assert.equal(rows.length, 9);
    assert.deepEqual(rows.map((r) => [r.rules, r.result]), engineRows);
    const mine = rows.find((r) => r.current);
    assert.equal(mine.rules, 'ing');
    for (const row of rows) assert.equal(row.differs, row.result !== mine.result, row.rules);
    assert.ok(rows.some((r) => r.differs), 'komi 8 under Ing differs from 6.5 elsewhere');
    await page.click('#compare-close');
    await page.context().close();
  });

  test('the Ing count runs to the end on 9×9 and shows the area result (RULES R1.9)', async () => {
    const page = await openPage(browser, { ...DESKTOP, reducedMotion: 'no-preference' });
    await startSplitBoard(page, 'ing');
    await passTwice(page);
    await markDead(page, 'B5');
    await page.click('#agree');
    await drawn(page);
    assert.equal((await status(page)).phase, 'finished');
    await page.click('#count-button');
    const panel = page.locator('#count-panel');
    // The count comes from the second module, loaded at the stop: wait for it.
    await panel.waitFor({ state: 'visible', timeout: 10_000 });
    // The cups start at S = (81 − 1) / 2 = 40 and give up the 18 stones on the board.
    assert.equal(await page.locator('#cup-black-count').textContent(), '40');
    assert.equal(await page.locator('#cup-white-count').textContent(), '40');
    await page.click('#count-forward');
    assert.equal(await page.locator('#cup-black-count').textContent(), '31');
    assert.equal(await page.locator('#cup-white-count').textContent(), '31');
    await page.selectOption('#count-speed', '16');
    await page.click('#count-play');
    // Stones fly from the cups while it plays (motion is not reduced here).
    await page.waitForSelector('.flying-stone', { timeout: 5000 });
    await page.waitForSelector('#count-panel[data-done="true"]', { timeout: 60_000 });
    await drawn(page);
    const shown = page.locator('#count-result');
    const area = await engine(page, (g) => g.score());
    // The engine's count the panel holds (the third module's `fillCount`).
    const count = await page.evaluate(() => window.weiqiPanels.count.count);
    assert.equal(await shown.getAttribute('data-winner'), area.winner);
    assert.equal(Number(await shown.getAttribute('data-margin')), Math.abs(area.margin));
    assert.equal(Number(await shown.getAttribute('data-margin')), count.margin);
    assert.match(await shown.textContent(), new RegExp(`wins by ${Math.abs(area.margin)} points`));
    // Every stone left the cups; the free point is ringed on the board.
    assert.equal(await page.locator('#cup-black-count').textContent(), '0');
    assert.equal(await page.locator('#cup-white-count').textContent(), '0');
    const marks = await page.evaluate(() => window.weiqiPanels.count.marks());
    assert.equal(marks.placed.length, count.steps.length);
    assert.ok(marks.highlight.includes(count.emptyPoint));
    await screenshot(page, 'ing-count-final', { fullPage: true });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the count works on odd rectangular boards, with AGA handicap compensation and clock penalty stones (RULES R1.9, R1.10, R1.11)', async () => {
    const page = await openPage(browser, DESKTOP);
    const games = [
      // White's lone D4 is dead: alive, Black would need 41 stones and a cup holds 40.
      { options: { rules: 'aga', width: 9, height: 9, handicap: 3 }, moves: ['D4', 'pass'], dead: ['D4'] },
      { options: { rules: 'ing', width: 7, height: 5 }, moves: ['C1', 'E1', 'C2', 'E2', 'C3', 'E3', 'C4', 'E4', 'C5', 'E5'], penalties: { black: 2, white: 0 } },
      { options: { rules: 'chinese', width: 3, height: 3 }, moves: ['B2'] },
    ];
    for (const { options, moves, penalties, dead = [] } of games) {
      const label = JSON.stringify(options);
      await page.evaluate(({ options, penalties }) => {
        const app = window.weiqiApp;
        app.penalties = penalties ? () => penalties : null;
        app.start(new app.Game(options));
      }, { options, penalties });
      await page.evaluate((moves) => {
        for (const m of moves) m === 'pass' ? window.weiqiApp.pass() : window.weiqiApp.play(m);
      }, moves);
      // Pass until play stops (AGA wants White to pass last: it may take three).
      for (let i = 0; i < 4 && (await status(page)).phase === 'playing'; i += 1) await page.click('#pass');
      if ((await status(page)).phase === 'stopped') {
        // The dead stones are the game's `dead`, whatever the estimator suggested.
        await clearSuggestion(page);
        await page.evaluate((dead) => {
          for (const point of dead) window.weiqiApp.match.toggleDeadChain(point);
        }, dead);
        assert.deepEqual(await engine(page, (g) => g.deadStones()), dead, label);
        await page.click('#agree');
      }
      await drawn(page);
      assert.equal((await status(page)).phase, 'finished', label);
      await page.click('#count-button');
      await page.waitForSelector('#count-panel:not([hidden]), #count-error:not([hidden])');
      assert.equal(await page.locator('#count-error').isHidden(), true, `${label}: ${await page.locator('#count-error').textContent()}`);
      await page.click('#count-end');
      const shown = page.locator('#count-result');
      const area = await page.evaluate((penalties) => window.weiqiApp.match.game.score(penalties ? { penalties } : undefined), penalties);
      const count = await page.evaluate(() => window.weiqiPanels.count.count);
      assert.equal(await shown.getAttribute('data-winner'), area.winner, label);
      // Stones show whole points: a half point of komi is rounded (to the winner's
      // side under the tie rule) and the panel names the area result beside it.
      const margin = Number(await shown.getAttribute('data-margin'));
      assert.equal(margin, count.margin, label);
      assert.ok(Math.abs(margin - Math.abs(area.margin)) < 1, `${label}: ${margin} vs ${area.margin}`);
      if (!Number.isInteger(area.margin)) assert.match(await shown.textContent(), new RegExp(`area the result is ${area.result.replace('+', '\\+')}`), label);
      const kinds = new Set(count.steps.map((s) => s.kind));
      if (options.handicap) assert.ok(kinds.has('compensation'), `${label}: AGA compensation stones`);
      if (penalties) assert.ok(kinds.has('penalty'), `${label}: penalty stones`);
      const marks = await page.evaluate(() => window.weiqiPanels.count.marks());
      assert.equal(marks.placed.length, count.steps.length, label);
      await page.click('#count-close');
    }
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('under prefers-reduced-motion the count steps without flying stones', async () => {
    const page = await openPage(browser, { ...PHONE, reducedMotion: 'reduce' });
    await startSplitBoard(page, 'ing');
    await passTwice(page);
    await markDead(page, 'B5');
    await page.click('#agree');
    await page.click('#count-button');
    await page.selectOption('#count-speed', '16');
    const flights = page.evaluate(
      () =>
        new Promise((resolve) => {
          let seen = 0;
          const observer = new MutationObserver(() => {
            seen += document.querySelectorAll('.flying-stone').length;
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const done = () => {
            if (document.getElementById('count-panel').dataset.done === 'true') {
              observer.disconnect();
              resolve(seen);
            } else setTimeout(done, 50);
          };
          done();
        }),
    );
    await page.click('#count-play');
    assert.equal(await flights, 0);
    assert.equal(await page.locator('#count-result').isVisible(), true);
    await page.context().close();
  });

  test('the rank calculator fills handicap and komi (RULES R1.8: 4 tuan vs 4 chi → 4 moves, 4 points)', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    await page.click('.rank-calculator summary');
    await page.selectOption('#rank-a', '4 tuan');
    await page.selectOption('#rank-b', '4 chi');
    // The answer comes from the third module, loaded when the calculator first opens.
    await page.waitForFunction(() => /44 points apart/.test(document.querySelector('#rank-result').textContent));
    assert.match(await page.locator('#rank-result').textContent(), /44 points apart: 4 handicap moves, 4 points of reverse komi/);
    await page.click('#rank-apply');
    assert.equal(await page.inputValue('#handicap'), '4');
    assert.equal(await page.inputValue('#komi'), '-4');
    await page.selectOption('#rules', 'ing');
    await page.fill('#width', '19');
    await page.fill('#height', '19');
    await page.fill('#handicap', '4');
    await page.fill('#komi', '-4');
    await page.click('#new-game-start');
    await drawn(page);
    assert.equal(await engine(page, (g) => g.handicap), 4);
    assert.equal(await engine(page, (g) => g.rules.komi), -4);
    await page.context().close();
  });
});
