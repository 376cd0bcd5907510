// The smaller things a new user finds on the page: the keyboard cursor on a stone, what
// the live region says after a reload or an opened record, the touch preview naming
// its point, the New game dialog's size buttons and rank calculator, the comparison
// saying how each rule set's count differs, Simplified Ing's final stop (RULES R2.4),
// and the stone sound with its remembered mute (silent in an embed unless asked).
// Screenshots in target/artifacts/small-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clickPoint, drawn, explanation, openPage, screenshot, settled, siteUrl, tapPoint, useBrowser } from './support.mjs';

const browser = useBrowser();
const COMMENTED = readFileSync(new URL('../data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');

/** Starts a 9×9 game with Black on D4 and White on F6 (a setup, no moves). */
async function twoStones(page, rules = 'japanese') {
  await page.evaluate((rules) => {
    const app = window.weiqiApp;
    app.start(new app.Game({ rules, width: 9, height: 9, setup: { black: ['D4'], white: ['F6'] } }));
  }, rules);
  await drawn(page);
}

/** Gives the board the keyboard focus (Tab, as a keyboard user does). */
async function tabToBoard(page) {
  for (let i = 0; i < 40; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'board')) return;
  }
  throw new Error('Tab never reached the board');
}

/** The page's pixels (RGBA) in a square of one cell around `point`. */
async function pixelsAround(page, point) {
  const box = await page.evaluate((p) => {
    const view = window.weiqiApp.view;
    const canvas = document.getElementById('board').getBoundingClientRect();
    const [x, y] = Array.from(view.pointCenter(p));
    const [a, b] = [Array.from(view.pointCenter('A1')), Array.from(view.pointCenter('B1'))];
    const cell = b[0] - a[0];
    return { x: canvas.left + x - cell * 0.6, y: canvas.top + y - cell * 0.6, width: cell * 1.2, height: cell * 1.2 };
  }, point);
  return page.screenshot({ clip: box });
}

/** How many bytes of two same-sized PNG screenshots differ (a rough count of changed pixels). */
function differing(a, b) {
  let n = 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) n += 1;
  return n + Math.abs(a.length - b.length);
}

describe('the keyboard cursor', () => {
  for (const scheme of ['light', 'dark']) {
    test(`is seen on a black and on a white stone (${scheme} theme)`, async () => {
      const page = await openPage(browser, { ...DESKTOP, colorScheme: scheme });
      await twoStones(page);
      await tabToBoard(page);
      for (const [stone, away] of [['D4', 'A9'], ['F6', 'A9']]) {
        await page.evaluate((p) => window.weiqiApp.moveCursor(p), away);
        await drawn(page);
        const without = await pixelsAround(page, stone);
        await page.evaluate((p) => window.weiqiApp.moveCursor(p), stone);
        await drawn(page);
        const withCursor = await pixelsAround(page, stone);
        // The PNGs differ in many bytes when the ring is drawn; the same picture, in none.
        assert.ok(differing(without, withCursor) > 200, `the cursor on ${stone} changes what is seen`);
        const ring = await page.locator('.board-cursor').evaluate((el) => ({ hidden: el.hidden, point: el.dataset.point }));
        assert.deepEqual(ring, { hidden: false, point: stone });
      }
      await screenshot(page, `small-cursor-on-stone-${scheme}`);
      // Off the board (focus elsewhere), no ring.
      await page.locator('#pass').focus();
      assert.equal(await page.locator('.board-cursor').isHidden(), true);
      assert.deepEqual(page.problems, []);
      await page.context().close();
    });
  }
});

describe('the live region', () => {
  test('after a reload says the game came back, not "New game"', async () => {
    const page = await openPage(browser, DESKTOP);
    await clickPoint(page, 'D4');
    // The move is saved by the time the page is idle.
    await settled(page);
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    const said = await page.evaluate(() => window.weiqiPanels.announcer.said);
    assert.ok(said.length > 0, 'something was said');
    assert.ok(!said.some((text) => /New game/.test(text)), `no "New game": ${JSON.stringify(said)}`);
    assert.match(said[0], /^Your game is back: .*1 move played\. White to move\./);
    await page.context().close();
  });

  test('an opened record is announced as that record', async () => {
    const page = await openPage(browser, DESKTOP);
    const before = await page.evaluate(() => window.weiqiPanels.announcer.said.length);
    await page.setInputFiles('#sgf-file', { name: 'commented.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(COMMENTED) });
    await page.waitForSelector('[data-notice="sgf"]');
    const said = await page.evaluate((n) => window.weiqiPanels.announcer.said.slice(n), before);
    assert.ok(!said.some((text) => /New game/.test(text)), JSON.stringify(said));
    assert.match(said[0], /^Record opened/);
    await page.context().close();
  });

  test('a new game from the dialog is still "New game"', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    await page.click('[data-size="9"]');
    await page.click('#new-game-start');
    await drawn(page);
    const last = await page.evaluate(() => window.weiqiPanels.announcer.said.at(-1));
    assert.match(last, /^New game: .*9×9/);
    await page.context().close();
  });
});

test('the touch preview names the point it previews, in text and for a screen reader', async () => {
  const page = await openPage(browser, PHONE);
  await twoStones(page);
  await tapPoint(page, 'E5');
  assert.match(await explanation(page), /E5/);
  assert.match(await explanation(page), /^Preview: Black at E5\./);
  const said = await page.evaluate(() => window.weiqiPanels.announcer.said.at(-1));
  assert.match(said, /Black at E5/);
  await screenshot(page, 'small-touch-preview');
  await tapPoint(page, 'E5');
  assert.equal((await page.locator('#status').getAttribute('data-move')), '1', 'the second tap played');
  await page.context().close();
});

describe('the New game dialog', () => {
  test('its size buttons show which size is chosen', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    const pressed = () => page.locator('[data-size]').evaluateAll((all) => all.map((b) => [b.dataset.size, b.getAttribute('aria-pressed')]));
    assert.deepEqual(await pressed(), [['9', 'false'], ['13', 'false'], ['19', 'true']]);
    await page.click('[data-size="9"]');
    assert.deepEqual(await pressed(), [['9', 'true'], ['13', 'false'], ['19', 'false']]);
    const look = (size) => page.locator(`[data-size="${size}"]`).evaluate((b) => getComputedStyle(b).backgroundColor);
    assert.notEqual(await look('9'), await look('13'), 'the chosen size looks pressed');
    await screenshot(page, 'small-size-buttons');
    await page.fill('#width', '11');
    await page.fill('#height', '11');
    assert.deepEqual(await pressed(), [['9', 'false'], ['13', 'false'], ['19', 'false']], 'another size: none pressed');
    await page.context().close();
  });

  test('"Ing rank calculator" is a disclosure, and looks like one', async () => {
    const page = await openPage(browser, DESKTOP);
    await page.click('#new-game-button');
    const summary = page.locator('.rank-calculator summary');
    // A marker says it opens: the summary's own, or one drawn before it.
    const marker = await summary.evaluate((el) => ({
      display: getComputedStyle(el).display,
      before: getComputedStyle(el, '::before').content,
    }));
    assert.ok(marker.display === 'list-item' || !['none', 'normal', '""'].includes(marker.before), JSON.stringify(marker));
    const session = await page.context().newCDPSession(page);
    const expanded = async () => {
      const { nodes } = await session.send('Accessibility.getFullAXTree');
      const node = nodes.find((n) => n.name?.value?.includes('rank calculator'));
      return node?.properties?.find((p) => p.name === 'expanded')?.value?.value;
    };
    assert.equal(await expanded(), false);
    await summary.click();
    assert.equal(await expanded(), true);
    assert.equal(await page.locator('#rank-a').isVisible(), true);
    await page.context().close();
  });
});

test('"Compare rule sets" says in which counting rules each preset differs', async () => {
  const page = await openPage(browser, DESKTOP);
  await twoStones(page, 'japanese');
  await page.click('#pass');
  await page.click('#pass');
  await drawn(page);
  await page.click('#compare-button');
  const rows = await page.locator('#compare-table tbody tr').evaluateAll((all) =>
    Object.fromEntries(all.map((tr) => [tr.dataset.rules, { knobs: tr.querySelector('.compare-why').dataset.knobs, text: tr.querySelector('.compare-why').textContent }])),
  );
  assert.equal(rows.japanese.knobs, '', 'the rules in force differ in nothing');
  assert.equal(rows.japanese.text, 'the same counting rules');
  // Chinese: area counting, komi 7.5, seki and ties as the engine names them.
  assert.match(rows.chinese.knobs, /\bscoring\b/);
  assert.match(rows.chinese.knobs, /\bkomi\b/);
  assert.match(rows.chinese.text, /area counting/);
  assert.match(rows.chinese.text, /komi 7\.5/);
  // Korean: territory counting too; it differs from Japanese only where the engine says.
  const korean = await page.evaluate(() => {
    const mine = window.weiqiApp.match.shown.rules;
    const preset = window.weiqiApp.Game.ruleSets().find((s) => s.name === 'korean').rules;
    return ['scoring', 'seki', 'tie', 'handicapCompensation'].filter((k) => preset[k] !== mine[k]);
  });
  for (const key of korean) assert.match(rows.korean.knobs, new RegExp(`\\b${key}\\b`));
  await screenshot(page, 'small-compare');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('Simplified Ing: the final stop says every stone counts as alive (RULES R2.4)', async () => {
  const page = await openPage(browser, DESKTOP);
  await twoStones(page, 'simplified-ing');
  await page.click('#pass');
  await page.click('#pass');
  await drawn(page);
  // The first stop: marks may be agreed; a dispute resumes play.
  assert.match(await page.locator('#end-game-help').textContent(), /Tap a stone to mark/);
  await page.click('#resume');
  await page.click('#pass');
  await page.click('#pass');
  await drawn(page);
  assert.equal(await page.locator('#status').getAttribute('data-phase'), 'finished');
  const help = await page.locator('#end-game-help').textContent();
  assert.match(help, /every stone on the board counts as alive/);
  assert.doesNotMatch(help, /as marked/);
  await screenshot(page, 'small-simplified-ing-final');
  await page.context().close();
});

describe('the stone sound', () => {
  /** Counts the clicks started through WebAudio, on every page of the context. */
  async function countSounds(context) {
    await context.addInitScript(() => {
      window.__sounds = 0;
      window.__contexts = 0;
      const Base = window.AudioContext;
      window.AudioContext = class extends Base {
        constructor(...args) {
          super(...args);
          window.__contexts += 1;
        }

        createBufferSource() {
          const source = super.createBufferSource();
          const start = source.start.bind(source);
          source.start = (...args) => {
            window.__sounds += 1;
            return start(...args);
          };
          return source;
        }
      };
    });
  }

  test('sounds on each move; the mute silences it and is remembered', async () => {
    const context = await browser.newContext(DESKTOP);
    await countSounds(context);
    const page = await context.newPage();
    page.problems = [];
    page.on('pageerror', (error) => page.problems.push(error.message));
    await page.goto(await siteUrl());
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    assert.equal(await page.locator('#sound-mute').getAttribute('aria-pressed'), 'false');
    await clickPoint(page, 'D4');
    assert.equal(await page.evaluate(() => window.__sounds), 1, 'a move makes one click');
    await page.click('#sound-mute');
    assert.equal(await page.locator('#sound-mute').getAttribute('aria-pressed'), 'true');
    await clickPoint(page, 'Q16');
    assert.equal(await page.evaluate(() => window.__sounds), 1, 'muted: no click');
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true);
    await drawn(page);
    assert.equal(await page.locator('#sound-mute').getAttribute('aria-pressed'), 'true', 'the mute is remembered');
    await clickPoint(page, 'D16');
    assert.equal(await page.evaluate(() => window.__sounds), 0, 'still muted after the reload');
    await page.click('#sound-mute');
    await clickPoint(page, 'Q4');
    assert.equal(await page.evaluate(() => window.__sounds), 1, 'unmuted: it sounds again');
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test('an embedded board is silent unless `sound` is set', async () => {
    const context = await browser.newContext(DESKTOP);
    await countSounds(context);
    const page = await context.newPage();
    await page.goto(new URL('embed.html', await siteUrl()).href);
    await page.evaluate(() => Promise.all([...document.querySelectorAll('go-board')].map((b) => b.ready)));
    const playOn = async (id, point) => {
      const center = await page.evaluate(([id, p]) => document.getElementById(id).pointCenter(p), [id, point]);
      await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
      const box = await page.locator(`#${id} canvas`).boundingBox();
      await page.mouse.click(box.x + center[0], box.y + center[1]);
    };
    await playOn('play', 'E5');
    assert.equal(await page.evaluate(() => document.getElementById('play').moveNumber), 1);
    assert.deepEqual(await page.evaluate(() => [window.__contexts, window.__sounds]), [0, 0], 'no audio at all');
    await page.evaluate(() => document.getElementById('play').setAttribute('sound', ''));
    await playOn('play', 'C3');
    assert.equal(await page.evaluate(() => window.__sounds), 1, 'with `sound`, a click');
    await context.close();
  });
});
