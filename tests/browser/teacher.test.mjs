// The teacher in headless Chromium (teacher.js, teacher-panel.js, review-panel.js, the
// network in teacher-worker.js): a game against the computer by rank, hints ringed on
// the board, a review with its graph, its mistakes and the network's line kept as a
// variation, the network's dead stones at a stop, and without the network (a build
// without it, or offline before the first download) the page saying what is missing
// while the Monte-Carlo computer still plays. The network is part of the served site
// (`cargo xtask build` ships it when it finds it): these tests FAIL without it.
// Screenshots at phone and desktop size.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, chooseComputer, clickPoint, closeSheet, drawn, legalPoint, newComputerGame, newGame, openPage, openSgf, openSheetFor, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();

/** Plays `points` (or `pass`) in turn through the controller (as clicks would). */
async function play(page, points) {
  for (const point of points) {
    const ok = await page.evaluate((p) => Boolean((p === 'pass' ? window.weiqiApp.pass() : window.weiqiApp.play(p))?.ok), point);
    assert.ok(ok, `${point} was refused`);
  }
  await drawn(page);
}

/** Answers the download question with Download, once it is asked; resolves to its text. */
async function agreeToDownload(page) {
  const dialog = page.locator('dialog.teacher-download');
  await dialog.waitFor({ state: 'visible', timeout: 30_000 });
  const text = await dialog.textContent();
  await page.click('#teacher-download-confirm');
  return text;
}

/** The marks over the board: `{ point, kind, label, text }`. */
const marks = (page, kind) =>
  page.$$eval(`.teacher-mark.${kind}`, (rings) =>
    rings.filter((r) => !r.closest('[hidden]')).map((r) => ({ point: r.dataset.point, label: r.querySelector('.teacher-mark-label')?.textContent ?? '', text: r.querySelector('.teacher-mark-text')?.textContent ?? '' })),
  );

describe('the teacher', () => {
  test('a game against the computer at 15 kyu: the size asked first, then moves by rank', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    await chooseComputer(page);
    await page.waitForSelector('#computer-level optgroup option[value="15k"]', { state: 'attached' });
    const ranks = await page.$$eval('#computer-level option', (o) => o.map((x) => x.value));
    assert.deepEqual(ranks, ['30k', '25k', '20k', '15k', '10k', '7k', '5k', '3k', '1k', '1d', '1', '2', '3', '4', '5']);
    assert.equal(await page.inputValue('#computer-level'), '15k');
    assert.match(await page.textContent('#computer-note'), /3\.8 MB/);
    await screenshot(page, 'teacher-levels-desktop');
    await page.click('#new-game-cancel');

    await page.click('#new-game-button');
    await page.selectOption('#rules', 'chinese');
    await page.fill('#width', '9');
    await page.fill('#height', '9');
    await chooseComputer(page);
    await page.waitForSelector('#computer-level optgroup option[value="15k"]', { state: 'attached' });
    await page.selectOption('#computer-level', '15k');
    await page.click('#new-game-start');
    assert.match(await agreeToDownload(page), /KataGo’s network: 3\.8 MB/);
    await page.waitForFunction(() => window.weiqiOpponent?.match === window.weiqiApp.match && window.weiqiOpponent.level === '15k', null, { timeout: 60_000 });
    assert.match(await page.textContent('#game-line'), /Against the computer, 15 kyu \(White\)/);
    for (let turn = 0; turn < 3; turn++) {
      await clickPoint(page, await legalPoint(page, ['E5', 'C3', 'G7', 'C7', 'G3', 'D4', 'F6']));
      const n = 2 * (turn + 1);
      await page.waitForFunction((moves) => window.weiqiApp.match.game.moveNumber >= moves && !window.weiqiOpponent.thinking, n, { timeout: 60_000 });
    }
    const last = await page.evaluate(() => window.weiqiApp.match.game.lastMove);
    assert.equal(last.color, 'W');
    assert.match(await page.textContent('#opponent-status'), /computer \(White\) played [A-J]\d|computer passed/);
    await drawn(page);
    await screenshot(page, 'teacher-rank-game-desktop');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('hints ring the best three moves with their chances, on a phone', async () => {
    const page = await openPage(browser, PHONE);
    await newGame(page, { rules: 'japanese', width: 9 });
    await play(page, ['E5', 'C3', 'G3']);
    await openSheetFor(page, '#hint-button');
    await page.click('#hint-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => document.querySelectorAll('#hint-list li').length > 0, null, { timeout: 60_000 });
    const rings = await marks(page, 'hint');
    assert.ok(rings.length >= 1 && rings.length <= 3, JSON.stringify(rings));
    const legal = await page.evaluate(() => window.weiqiApp.match.game.legalMoves());
    for (const ring of rings) {
      assert.ok(legal.includes(ring.point), `${ring.point} is legal`);
      assert.match(ring.text, /^\d+%\n[+−]\d+\.\d$/);
    }
    assert.deepEqual(rings.map((r) => r.label), rings.map((_, i) => String(i + 1)));
    assert.match(await page.textContent('#teacher-status'), /Best moves for White/);
    assert.match(await page.textContent('#hint-list'), /1\. [A-J]\d: \d+% to win, [+−]\d+\.\d points/);
    await page.locator('#board').scrollIntoViewIfNeeded();
    await screenshot(page, 'teacher-hints-phone');
    // A move takes the hints away: they were for the position before it (the sheet
    // closed to play, opened again to look).
    await closeSheet(page);
    await clickPoint(page, rings[0].point);
    assert.deepEqual(await marks(page, 'hint'), []);
    await openSheetFor(page, '#hint-button');
    assert.equal(await page.isVisible('#hint-button'), true);
    assert.equal(await page.isHidden('#hint-list'), true);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a review: the graph, the mistakes, the network’s line kept as a variation, then dead stones at the stop', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'chinese', width: 9 });
    // White answers on the edge: moves a network counts as clear mistakes.
    await play(page, ['E5', 'A1', 'C3', 'J1', 'G7', 'A9', 'C7', 'J9', 'G3', 'B1']);
    await page.click('#review-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => /Reviewed 10 moves/.test(document.querySelector('#review-progress')?.textContent ?? ''), null, { timeout: 120_000 });
    const graph = await page.$eval('#review-graph', (svg) => ({
      points: svg.querySelector('.review-winrate').getAttribute('points').trim().split(/\s+/).length,
      mistakes: svg.querySelectorAll('.review-mistake').length,
      max: svg.getAttribute('aria-valuemax'),
    }));
    assert.deepEqual([graph.points, graph.max], [11, '10']);
    const items = await page.$$eval('#review-mistakes button', (b) => b.map((x) => x.textContent));
    assert.ok(items.length >= 1 && graph.mistakes === items.length, JSON.stringify(items));
    assert.match(items[0], /^Move \d+, White [A-J]\d: −\d+% to win/);

    // A tap on the graph goes to that move.
    const box = await page.locator('#review-graph').boundingBox();
    await page.mouse.click(box.x + box.width * 0.3, box.y + box.height / 2);
    await page.waitForFunction(() => window.weiqiApp.match.shownMove === 3);

    // The first mistake: the board goes there, rings the move and the better one.
    await page.locator('#review-mistakes button').first().click();
    const move = Number(/^Move (\d+)/.exec(items[0])[1]);
    await page.waitForFunction((n) => window.weiqiApp.match.shownMove === n, move);
    await drawn(page);
    const [mistake] = await marks(page, 'mistake');
    const played = await page.evaluate(() => window.weiqiApp.match.game.lastMove.move);
    assert.equal(mistake.point, played);
    const [better] = await marks(page, 'better');
    assert.match(await page.textContent('#review-better'), new RegExp(`The network prefers ${better.point}`));
    await screenshot(page, 'teacher-review-desktop');

    // Its line, then kept: a variation beside the mistake, in the record's SGF.
    await page.click('#review-show-line');
    await page.waitForFunction((n) => window.weiqiApp.match.shownMove === n - 1, move);
    const line = await marks(page, 'line-W');
    assert.ok(line.length >= 1 && line[0].point === better.point && line[0].label === '1', JSON.stringify(line));
    await page.click('#review-keep');
    await page.waitForFunction(() => /now a variation/.test(document.querySelector('#review-progress').textContent));
    const record = await page.evaluate(() => {
      const { match } = window.weiqiApp;
      const parent = match.tree.parent(match.node);
      return { siblings: match.tree.children(parent).length, move: match.tree.move(match.node), sgf: match.tree.toSgf() };
    });
    assert.equal(record.siblings, 2, 'the line is a second variation at the mistake');
    assert.equal(record.move.move, better.point);
    assert.equal(record.sgf.split('(').length - 1, 3, `the SGF has the main line and one variation:\n${record.sgf}`);
    // Undo takes the kept line back as one edit.
    await page.click('#undo');
    await page.waitForFunction(() => {
      const { match } = window.weiqiApp;
      return (match.tree.toSgf().match(/\(/g) ?? []).length === 1;
    });

    // The stop: the network (loaded) pre-marks the dead stones and says it did.
    await page.evaluate(() => window.weiqiApp.navigate('last'));
    await play(page, ['pass', 'pass']);
    await page.waitForFunction(() => !document.querySelector('#suggestion-note').hidden, null, { timeout: 60_000 });
    assert.match(await page.textContent('#suggestion-note'), /teacher’s network has pre-marked \d+ stones? as dead/);
    await screenshot(page, 'teacher-stop-desktop');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a review on a phone is shown in the Teacher sheet', async () => {
    const page = await openPage(browser, PHONE);
    await newGame(page, { rules: 'japanese', width: 9 });
    await play(page, ['E5', 'A1', 'C3', 'J1']);
    await openSheetFor(page, '#review-button');
    await page.click('#review-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => /Reviewed 4 moves/.test(document.querySelector('#review-progress')?.textContent ?? ''), null, { timeout: 120_000 });
    await page.locator('#review').scrollIntoViewIfNeeded();
    await screenshot(page, 'teacher-review-phone');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('an opened record is reviewed, and Stop keeps the moves reviewed so far', async () => {
    const page = await openPage(browser, PHONE);
    const moves = ['ee', 'cc', 'gg', 'cg', 'gc', 'dd', 'fe', 'ce', 'ec', 'eg', 'de', 'fg', 'bd', 'dh', 'fh', 'eh', 'gh', 'hd', 'hc', 'he'];
    const sgf = `(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]${moves.map((m, i) => `;${i % 2 ? 'W' : 'B'}[${m}]`).join('')})`;
    await openSgf(page, sgf, 'club.sgf');
    await page.waitForFunction((n) => window.weiqiApp.match.total === n, moves.length);
    await openSheetFor(page, '#review-button');
    await page.click('#review-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => /Reviewing the game: move [2-9] of 20/.test(document.querySelector('#review-progress')?.textContent ?? ''), null, { timeout: 120_000 });
    await page.click('#review-stop');
    const stopped = await page.textContent('#review-progress');
    const match = /^Review stopped at move (\d+) of 20;/.exec(stopped);
    assert.ok(match, stopped);
    const reviewed = Number(match[1]);
    assert.ok(reviewed >= 1 && reviewed < 20, stopped);
    // The positions reviewed stay on the graph (one point for the start and one a move).
    const points = await page.$eval('#review-graph .review-winrate', (line) => line.getAttribute('points').trim().split(/\s+/).length);
    assert.equal(points, reviewed + 1);
    // A new review goes on to the end.
    await page.click('#review-button');
    await page.waitForFunction(() => /Reviewed 20 moves/.test(document.querySelector('#review-progress')?.textContent ?? ''), null, { timeout: 120_000 });
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('without the network the page says so and the Monte-Carlo computer plays', async () => {
    // The build's manifest answered 404: a build that did not find the network. The
    // service worker is kept out so that the route sees every request.
    const context = await browser.newContext({ ...DESKTOP, serviceWorkers: 'block' });
    await context.route('**/teacher-model.json', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    page.problems = [];
    page.on('pageerror', (error) => page.problems.push(`uncaught: ${error.message}`));
    const { siteUrl } = await import('./support.mjs');
    await page.goto(await siteUrl());
    await page.waitForFunction(() => window.weiqiReady === true);
    await page.click('#hint-button');
    await page.waitForFunction(() => /has no teacher’s network/.test(document.querySelector('#teacher-status').textContent));
    await page.click('#new-game-button');
    await chooseComputer(page);
    await page.waitForFunction(() => !document.querySelector('#computer-note').hidden);
    assert.match(await page.textContent('#computer-note'), /no teacher’s network, so the levels are the Monte-Carlo player’s/);
    assert.deepEqual(await page.$$eval('#computer-level option', (o) => o.map((x) => x.value)), ['1', '2', '3', '4', '5']);
    await screenshot(page, 'teacher-missing-dialog-desktop');
    await page.click('#new-game-cancel');
    await newComputerGame(page, { rules: 'chinese', size: 9, level: 1 });
    await clickPoint(page, 'E5');
    await page.waitForFunction(() => window.weiqiApp.match.game.moveNumber >= 2 && !window.weiqiOpponent.thinking, null, { timeout: 60_000 });
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.lastMove.color), 'W');
    await screenshot(page, 'teacher-missing-desktop');
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test('once downloaded the network is kept: offline after a reload, hints need no question', async () => {
    const page = await openPage(browser, PHONE);
    // The app is kept for offline use (the service worker installed and in control).
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
    await openSheetFor(page, '#hint-button');
    await page.click('#hint-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => document.querySelectorAll('#hint-list li').length > 0, null, { timeout: 60_000 });
    await page.context().setOffline(true);
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true);
    await play(page, ['E5', 'C3']);
    await openSheetFor(page, '#hint-button');
    await page.click('#hint-button');
    await page.waitForFunction(() => document.querySelectorAll('#hint-list li').length > 0, null, { timeout: 60_000 });
    assert.equal(await page.locator('dialog.teacher-download').count(), 0, 'no question: the network is on the device');
    assert.equal((await marks(page, 'hint')).length >= 1, true);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('offline before the first download: the page says so, and declining changes nothing', async () => {
    const page = await openPage(browser, PHONE);
    // The app is kept for offline use (the service worker installed) before going offline.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await openSheetFor(page, '#hint-button');
    await page.click('#hint-button');
    await page.locator('dialog.teacher-download').waitFor();
    await page.click('dialog.teacher-download button:not(.primary)');
    await page.waitForFunction(() => /not downloaded; nothing changed/.test(document.querySelector('#teacher-status').textContent));
    await page.context().setOffline(true);
    await page.click('#hint-button');
    await agreeToDownload(page);
    await page.waitForFunction(() => /could not be downloaded \(offline\?\)/.test(document.querySelector('#teacher-status').textContent), null, { timeout: 30_000 });
    await page.locator('#teacher-status').scrollIntoViewIfNeeded();
    await screenshot(page, 'teacher-offline-phone');
    // The board still plays.
    await page.context().setOffline(false);
    await closeSheet(page);
    await play(page, ['D4']);
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.moveNumber), 1);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
