// Saved games and SGF files in headless Chromium (issue 8): the game, the move shown
// and the view toggles come back after a reload, end-of-game state included (dead
// stones, agreement, resumption: RULES R4.4); an unreadable save is reported and kept
// aside; SGF records open from the file picker or a drop, save as a download, and a
// malformed one is refused with its line and column and changes nothing.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clearSuggestion, clickPoint, closeSheet, drawn, newGame, openPage, openSheetFor, screenshot, settled, status, useBrowser } from './support.mjs';

const SGF_DIR = new URL('../data/sgf/', import.meta.url);
const GAME_KEY = 'weiqi.game';
const ASIDE_PREFIX = 'weiqi.game.unreadable.';

const browser = useBrowser();

/** Reloads the page and waits until the app is ready again. */
async function reload(page) {
  await page.reload();
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

/** What a restored game must match: the engine's view of the live game, and the page's. */
async function snapshot(page) {
  return page.evaluate(() => {
    const { match } = window.weiqiApp;
    const game = match.game;
    const text = (id) => document.getElementById(id).textContent;
    return {
      history: game.history(),
      board: game.board(),
      toMove: game.toMove,
      phase: game.phase,
      outcome: game.outcome,
      dead: game.deadStones(),
      captures: game.captures,
      rules: game.rules,
      shownMove: match.shownMove,
      live: match.live,
      prisoners: text('prisoners'),
      moveNumber: text('move-number'),
      turn: text('turn'),
      gameLine: text('game-line'),
    };
  });
}

/** The stored items whose key starts with `prefix`: `{ key: value }`. */
function stored(page, prefix) {
  return page.evaluate((p) => {
    const found = {};
    for (let i = 0; i < localStorage.length; i += 1) {
      const key = localStorage.key(i);
      if (key.startsWith(p)) found[key] = localStorage.getItem(key);
    }
    return found;
  }, prefix);
}

/** Runs a game action through the app as its buttons do (`type` is its event name). */
async function act(page, type, action, arg) {
  await page.evaluate(
    ({ type, action, arg }) => {
      const app = window.weiqiApp;
      app.act(type, app.match[action](arg));
    },
    { type, action, arg },
  );
  await drawn(page);
}

/** The toggles' checkboxes, and what the view draws. */
function toggles(page) {
  return page.evaluate(() => {
    const { view } = window.weiqiApp;
    const checked = (id) => document.getElementById(id).checked;
    return {
      boxes: ['toggle-numbers', 'toggle-legal', 'toggle-coordinates', 'toggle-contrast'].map(checked),
      view: [view.moveNumbers, view.legalPoints, view.coordinates],
    };
  });
}

// Black B1, White A1, Black A2 captures A1; then E5, G7: five moves, White to play,
// one prisoner for Black.
const CAPTURE = ['B1', 'A1', 'A2', 'E5', 'G7'];

describe('saved games', () => {
  test('the game, the move shown and the view toggles come back after a reload', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'chinese', width: 9, height: 7, komi: 5.5 });
    for (const point of CAPTURE) await clickPoint(page, point);
    await openSheetFor(page, '#toggle-numbers');
    await page.click('#toggle-numbers');
    await page.click('#toggle-coordinates');
    await page.click('#toggle-contrast');
    await closeSheet(page);
    await page.click('#back');
    await drawn(page);
    const before = await snapshot(page);
    assert.equal(before.prisoners, 'Prisoners: Black 1, White 0');
    // The game at the move shown (a record's node), of the five played.
    assert.equal(before.history.length, 4);
    assert.deepEqual([before.shownMove, before.live, before.toMove], [4, false, 'B']);
    const view = await toggles(page);
    assert.deepEqual(view, { boxes: [true, false, false, true], view: [true, false, false] });

    await reload(page);
    assert.deepEqual(await snapshot(page), before);
    assert.deepEqual(await toggles(page), view);
    const s = await status(page);
    assert.deepEqual([s.move, s.total, s.live], ['4', '5', 'false']);
    // Play goes on from the restored game.
    await page.click('#last');
    await clickPoint(page, 'C6');
    assert.equal((await status(page)).move, '6');
    await reload(page);
    assert.equal((await status(page)).move, '6');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('end-of-game state comes back: dead stones, resumption, agreement (RULES R4.4)', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of ['E5', 'C3', 'G3', 'C7']) await clickPoint(page, point);
    await act(page, 'pass', 'pass');
    await act(page, 'pass', 'pass');
    await clearSuggestion(page);
    // C3 is marked dead, with every white stone in the same region (C7 too).
    await act(page, 'toggle-dead', 'toggleDead', 'C3');
    let before = await snapshot(page);
    assert.deepEqual([before.phase, [...before.dead].sort()], ['stopped', ['C3', 'C7']]);
    await reload(page);
    assert.deepEqual(await snapshot(page), before, 'stopped, with C3 and C7 marked dead');

    // Black asks to resume: under Japanese-style rules White moves first (R4.4).
    await act(page, 'resume', 'resume', 'B');
    before = await snapshot(page);
    assert.deepEqual([before.phase, before.dead, before.toMove], ['playing', [], 'W']);
    await reload(page);
    assert.deepEqual(await snapshot(page), before, 'resumed, White to play');

    await act(page, 'pass', 'pass');
    await act(page, 'pass', 'pass');
    await clearSuggestion(page);
    await act(page, 'toggle-dead', 'toggleDead', 'G3');
    await act(page, 'agree', 'agree');
    before = await snapshot(page);
    assert.equal(before.phase, 'finished');
    assert.deepEqual([...before.dead].sort(), ['E5', 'G3']);
    const score = await page.evaluate(() => window.weiqiApp.match.game.score().result);
    await reload(page);
    assert.deepEqual(await snapshot(page), before, 'finished and counted');
    assert.equal(await page.evaluate(() => window.weiqiApp.match.game.score().result), score);
    // Undo takes back the agreement, as it would have before the reload.
    await act(page, 'undo', 'undo');
    assert.equal((await snapshot(page)).phase, 'stopped');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('an opened record\'s end comes back after a reload and through Save SGF and Open SGF (RULES R6.1)', async () => {
    const page = await openPage(browser, PHONE);
    const open = async (text, name) => {
      await page.setInputFiles('#sgf-file', { name, mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
      await page.waitForSelector('[data-notice="sgf"]');
      await page.locator('[data-notice="sgf"] [data-action="close"]').click();
      await drawn(page);
    };
    // The end of a game is what these compare: the page's texts follow from it.
    const ending = async () => {
      const { history, toMove, phase, outcome, dead, board } = await snapshot(page);
      return { moves: history.length, toMove, phase, outcome, dead: [...dead].sort(), board };
    };
    await open('(;FF[4]GM[1]SZ[9]RU[Japanese]KM[6.5];B[ee];W[cg];B[gg];W[cc])', 'record.sgf');
    assert.equal(await page.evaluate(() => Boolean(window.weiqiApp.match.tree)), true, 'the game is a record');
    await act(page, 'pass', 'pass');
    await act(page, 'pass', 'pass');
    await clearSuggestion(page);
    await act(page, 'toggle-dead', 'toggleDead', 'C3');
    const stopped = await ending();
    assert.deepEqual([stopped.phase, stopped.dead], ['stopped', ['C3', 'C7']]);
    await reload(page);
    assert.deepEqual(await ending(), stopped, 'stopped, with C3 and C7 marked dead, after a reload');
    await screenshot(page, 'record-end-reloaded-phone');

    await act(page, 'agree', 'agree');
    const agreed = await ending();
    assert.equal(agreed.phase, 'finished');
    await act(page, 'undo', 'undo');
    assert.deepEqual(await ending(), stopped, 'undo takes the agreement back');
    await act(page, 'agree', 'agree');
    await reload(page);
    assert.deepEqual(await ending(), agreed, 'agreed, after a reload');

    await openSheetFor(page, '#save-sgf');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
    await closeSheet(page);
    const saved = readFileSync(await download.path(), 'utf8');
    assert.match(saved, /T[BW]\[/, 'dead stones written as territory (TB/TW)');
    assert.match(saved, /RE\[[BW]\+/, 'the agreed result written');
    await open(saved, 'saved.sgf');
    assert.deepEqual(await ending(), agreed, 'the saved record reopens agreed, the same stones dead');
    await screenshot(page, 'record-end-reopened-phone');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('an unreadable save is reported, kept aside, and a new game starts', async () => {
    const page = await openPage(browser, DESKTOP);
    await clickPoint(page, 'D4');
    const unreadable = [
      '{"format":1,"record":{"base":{"opt',
      '{"format":1,"record":{"actions":"D4"}}',
      '{"format":99,"record":{"base":{"options":{}},"actions":[]}}',
      'null',
    ];
    for (const garbage of unreadable) {
      // The page's own save of the game shown (written once the frame is shown) comes first.
      await settled(page);
      await page.evaluate(([key, text]) => localStorage.setItem(key, text), [GAME_KEY, garbage]);
      const asideBefore = Object.keys(await stored(page, ASIDE_PREFIX)).length;
      await reload(page);
      const notice = page.locator('[data-notice="saved-game"]');
      assert.ok(await notice.isVisible(), garbage);
      assert.match(await notice.textContent(), /could not be read/);
      const aside = await stored(page, ASIDE_PREFIX);
      const keys = Object.keys(aside);
      assert.equal(keys.length, asideBefore + 1, 'one more save kept aside');
      const kept = keys.find((key) => aside[key] === garbage);
      assert.ok(kept, `the text is kept as it was: ${garbage}`);
      assert.ok((await notice.textContent()).includes(kept), 'the notice names the key');
      // A fresh game, saved in place of the unreadable one.
      assert.equal((await status(page)).move, '0');
      const saved = JSON.parse((await stored(page, GAME_KEY))[GAME_KEY]);
      assert.equal(saved.format, 1);
    }
    await reload(page);
    assert.equal(await page.locator('[data-notice="saved-game"]').count(), 0, 'the new save reads fine');
    // Page errors would mean the bad save escaped; the notice is the only report.
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('an earlier version\'s save (a log of actions) comes back as a record', async () => {
    const page = await openPage(browser, DESKTOP);
    // Saved by an earlier version: the game's options and every action since; a
    // toggled fill (RULES R4.4) and a dead stone at the stop.
    const actions = [['play', 'D4'], ['play', 'Q16'], ['pass'], ['pass'], ['toggleDead', 'Q16'], ['toggleFill', 'E5']];
    const record = { base: { options: { rules: 'japanese', width: 19, height: 19 } }, actions };
    const position = await page.evaluate((r) => {
      const game = new window.weiqiApp.Game(r.base.options);
      game.play('D4');
      game.play('Q16');
      game.play('pass');
      game.play('pass');
      game.toggleDead('Q16');
      game.toggleFill('E5');
      const summary = {
        moveNumber: game.moveNumber, toMove: game.toMove, phase: game.phase, outcome: game.outcome ?? null,
        captures: { black: game.captures.black, white: game.captures.white },
        board: game.board().join('/'), dead: game.deadStones().join(' '),
      };
      const sgf = game.toSgf();
      game.free();
      return { summary, sgf };
    }, record);
    const old = JSON.stringify({ format: 1, record, shownMove: null, sgf: position.sgf, position: position.summary });
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, old]);
    await reload(page);
    assert.equal(await page.locator('[data-notice="saved-game"]').count(), 0, 'read without a notice');
    const restored = await snapshot(page);
    assert.deepEqual(restored.history.map((h) => h.move), ['D4', 'Q16', 'pass', 'pass']);
    assert.deepEqual([restored.phase, restored.dead], ['stopped', ['Q16']]);
    assert.ok(await page.evaluate(() => Boolean(window.weiqiApp.match.tree)), 'a record now');
    // Saved again as a record: the marks and the point kept unfilled are in its tree.
    const resaved = JSON.parse((await stored(page, GAME_KEY))[GAME_KEY]);
    assert.match(resaved.tree.sgf, /TB\[[^;]*\[pd\]/, 'the dead stone\'s point counted to Black');
    assert.match(resaved.tree.sgf, /WQNF\[eo\]/);
    await reload(page);
    assert.deepEqual(await snapshot(page), restored);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('an earlier version\'s save whose moves do not replay comes back from its SGF copy', async () => {
    const page = await openPage(browser, DESKTOP);
    const actions = [['play', 'D4'], ['play', 'D4'], ['play', 'C3']];
    const sgf = '(;FF[4]GM[1]SZ[19]RU[Japanese]KM[6.5];B[dp];W[pd];B[cq])';
    const position = { moveNumber: 3, toMove: 'W', phase: 'playing', outcome: null, captures: { black: 0, white: 0 }, board: '', dead: '' };
    const saved = { format: 1, record: { base: { options: { rules: 'japanese' } }, actions }, shownMove: null, sgf, position };
    const broken = JSON.stringify(saved);
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [GAME_KEY, broken]);
    await reload(page);
    assert.match(await page.locator('[data-notice="saved-game"]').textContent(), /SGF copy/);
    const restored = await snapshot(page);
    assert.deepEqual(restored.history.map((h) => h.move), ['D4', 'Q16', 'C3']);
    const aside = await stored(page, ASIDE_PREFIX);
    assert.deepEqual(Object.values(aside), [broken]);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

/** Darkness (0–1) of the canvas at `point`'s centre: a black stone is near 1. */
function darkness(page, point) {
  return page.evaluate((p) => {
    const canvas = document.getElementById('board');
    const [cx, cy] = Array.from(window.weiqiApp.view.pointCenter(p));
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const [r, g, b] = canvas.getContext('2d').getImageData(Math.round(cx * scale), Math.round(cy * scale), 1, 1).data;
    return 1 - (r + g + b) / 765;
  }, point);
}

/** The game read from `text` by the page's engine: its moves and board. */
function engineRead(page, text) {
  return page.evaluate((t) => {
    const game = window.weiqiApp.Game.fromSgf(t);
    const read = { moves: game.history().map((h) => `${h.color} ${h.move}`), board: game.board(), warnings: game.loadWarnings().length };
    game.free();
    return read;
  }, text);
}

describe('SGF files', () => {
  test('a record opened with the file picker is shown, and saves back to the same moves', async () => {
    const page = await openPage(browser, DESKTOP);
    const text = readFileSync(new URL('russian-19x13-random.sgf', SGF_DIR), 'utf8');
    const expected = await engineRead(page, text);
    await page.setInputFiles('#sgf-file', { name: 'russian.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(text) });
    await page.waitForSelector('[data-notice="sgf"]');
    await drawn(page);
    assert.match(await page.locator('[data-notice="sgf"]').textContent(), /Opened “russian\.sgf”/);
    const shown = await snapshot(page);
    assert.deepEqual(shown.history.map((h) => `${h.color} ${h.move}`), expected.moves);
    assert.deepEqual(shown.board, expected.board);
    assert.equal((await status(page)).move, String(expected.moves.length));
    // The board shows it: the last stone played is drawn where it stands.
    const last = shown.history.findLast((h) => h.move !== 'pass');
    const rowOf = (point) => Number(point.slice(1));
    const stoneThere = shown.board[shown.board.length - rowOf(last.move)]['ABCDEFGHJKLMNOPQRST'.indexOf(last.move[0])];
    const dark = await darkness(page, last.move);
    if (stoneThere === 'X') assert.ok(dark > 0.7, `a black stone at ${last.move}: ${dark}`);
    else assert.ok(dark < 0.3, `a white stone at ${last.move}: ${dark}`);

    await openSheetFor(page, '#save-sgf');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
    await closeSheet(page);
    assert.equal(download.suggestedFilename(), 'russian.sgf');
    const saved = readFileSync(await download.path(), 'utf8');
    const reread = await engineRead(page, saved);
    assert.deepEqual(reread.moves, expected.moves);
    assert.deepEqual(reread.board, expected.board);
    assert.equal(reread.warnings, 0);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a new game saves as weiqi-<date>.sgf with its moves', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'ing', width: 9 });
    for (const point of CAPTURE) await clickPoint(page, point);
    await openSheetFor(page, '#save-sgf');
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('#save-sgf')]);
    await closeSheet(page);
    assert.match(download.suggestedFilename(), /^weiqi-\d{4}-\d{2}-\d{2}-\d{4}\.sgf$/);
    const saved = readFileSync(await download.path(), 'utf8');
    assert.match(saved, /RU\[GOE\]/);
    const reread = await engineRead(page, saved);
    assert.deepEqual(reread.moves, ['B B1', 'W A1', 'B A2', 'W E5', 'B G7']);
    await page.context().close();
  });

  test('a malformed record is refused with its line and column, and the game is untouched', async () => {
    const page = await openPage(browser, DESKTOP);
    for (const point of ['D4', 'Q16']) await clickPoint(page, point);
    await settled(page);
    const before = await snapshot(page);
    const savedBefore = (await stored(page, GAME_KEY))[GAME_KEY];
    await page.setInputFiles('#sgf-file', {
      name: 'broken.sgf',
      mimeType: 'application/x-go-sgf',
      buffer: Buffer.from('(;GM[1]SZ[9]\n;B[ee];W[dd\n'),
    });
    const notice = page.locator('[data-notice="sgf"]');
    await notice.waitFor();
    assert.equal(await notice.getAttribute('role'), 'alert');
    assert.match(await notice.textContent(), /“broken\.sgf” is not a readable SGF record: line \d+, column \d+: /);
    assert.deepEqual(await snapshot(page), before);
    assert.equal((await stored(page, GAME_KEY))[GAME_KEY], savedBefore, 'the saved game is untouched');
    // Closing the notice removes it.
    await notice.locator('[data-action="close"]').click();
    assert.equal(await notice.count(), 0);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('what the loader repaired is listed; a dropped file opens too', async () => {
    const page = await openPage(browser, DESKTOP);
    const text = readFileSync(new URL('authored-illegal-moves.sgf', SGF_DIR), 'utf8');
    const expected = await engineRead(page, text);
    assert.ok(expected.warnings >= 2, 'the record breaks the rules twice');
    const dropped = await page.evaluateHandle((t) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([t], 'illegal.sgf', { type: 'application/x-go-sgf' }));
      return transfer;
    }, text);
    await page.dispatchEvent('body', 'dragover', { dataTransfer: dropped });
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dropping')), true);
    await page.dispatchEvent('body', 'drop', { dataTransfer: dropped });
    const notice = page.locator('[data-notice="sgf"]');
    await notice.waitFor();
    await drawn(page);
    assert.equal(await page.evaluate(() => document.documentElement.classList.contains('dropping')), false);
    assert.match(await notice.textContent(), new RegExp(`Opened “illegal\\.sgf”\\. Problems found while loading \\(${expected.warnings}\\)`));
    const items = await notice.locator('li').allTextContents();
    assert.equal(items.length, expected.warnings);
    assert.ok(items.some((item) => /line \d+, column \d+/.test(item)), items.join('\n'));
    assert.deepEqual((await snapshot(page)).history.map((h) => `${h.color} ${h.move}`), expected.moves);
    // The opened record is the saved game now, and comes back after a reload.
    await reload(page);
    assert.deepEqual((await snapshot(page)).history.map((h) => `${h.color} ${h.move}`), expected.moves);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
