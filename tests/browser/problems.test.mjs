// Problems in headless Chromium at a phone's and a desktop's size: `<go-board problem>`
// (solve, fail with and without a refutation, an illegal move refused in the engine's
// words, hint, solution, the `solved` and `failed` events, the board cropped to the
// region), the app's Solve mode reached from the lessons page, which leaves the saved
// game alone. Screenshots in target/artifacts/problem-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { DESKTOP, PHONE, clickPoint as clickAppPoint, drawn, screenshot, siteUrl, tapPoint, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();

/** Whether the served engine package has the `Record` class problems need. */
async function recordsServed() {
  const types = await fetch(new URL('pkg/weiqi_web.d.ts', await siteUrl())).then((r) => r.text(), () => '');
  return /export class Record\b/.test(types);
}

const DEVICES = { phone: PHONE, desktop: DESKTOP };

/** The strict policy the element is made for (as in embed.test.mjs): no inline script or style. */
const CSP = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** A page with `<go-board problem>` boards: the site's life-1, and an inline tree. */
const BOARDS_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>problems</title><script type="module" src="go-board.js"></script>' +
  '<link rel="stylesheet" href="embed/page.css"></head><body>' +
  '<go-board id="life" problem sgf="problems/life-1.sgf"></go-board>' +
  '<go-board id="inline" problem view="A19-G13" sgf="(;SZ[19]AB[cb][bc][dc]AW[cc](;B[cd]C[Correct])(;B[bd];W[cd]C[Wrong: it escapes]))"></go-board>' +
  '</body></html>';

async function openBoards(device) {
  const context = await browser.newContext(device);
  const page = await watchedPage(context);
  const base = await siteUrl();
  await page.route('**/problem-boards.html', (route) =>
    route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': CSP }, body: BOARDS_PAGE }),
  );
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`));
    window.__events = [];
    for (const type of ['solved', 'failed', 'move']) {
      document.addEventListener(type, (e) => window.__events.push({ board: e.target.id, type, detail: e.detail }));
    }
  });
  await page.goto(new URL('problem-boards.html', base).href);
  await page.evaluate(() => Promise.all([...document.querySelectorAll('go-board')].map((b) => b.ready)));
  await boardsDrawn(page);
  return page;
}

async function boardsDrawn(page) {
  await page.waitForFunction(() => [...document.querySelectorAll('go-board')].every((b) => {
    const canvas = b.shadowRoot.querySelector('canvas');
    return canvas.hasAttribute('data-frames') && !canvas.hasAttribute('data-pending');
  }));
}

/** Clicks (mouse) or taps twice (touch: preview, then play) `point` of board `id`. */
async function play(page, id, point, touch) {
  const at = await page.evaluate(([id, p]) => {
    const board = document.getElementById(id);
    const box = board.shadowRoot.querySelector('canvas').getBoundingClientRect();
    const c = board.pointCenter(p);
    return c && { x: box.left + c[0], y: box.top + c[1] };
  }, [id, point]);
  assert.ok(at, `${point} is on ${id}`);
  if (touch) {
    await page.touchscreen.tap(at.x, at.y);
    await page.touchscreen.tap(at.x, at.y);
  } else {
    await page.mouse.click(at.x, at.y);
  }
  await boardsDrawn(page);
}

const part = (page, id, selector) =>
  page.evaluate(([id, s]) => document.getElementById(id).shadowRoot.querySelector(s).textContent, [id, selector]);
const press = async (page, id, selector) => {
  await page.evaluate(([id, s]) => document.getElementById(id).shadowRoot.querySelector(s).click(), [id, selector]);
  await boardsDrawn(page);
};
const events = (page, type) => page.evaluate((t) => window.__events.filter((e) => e.type === t), type);
const clearEvents = (page) => page.evaluate(() => { window.__events.length = 0; });

/** Two boards of one tree with two first moves (C16, B16): a problem, and the plain record at its root. */
const ANSWERS_SGF = '(;SZ[19]AB[cb][bc][dc]AW[cc](;B[cd]C[Correct])(;B[bd];W[cd]C[Wrong: it escapes]))';
const ANSWERS_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>answers</title><script type="module" src="go-board.js"></script>' +
  '<link rel="stylesheet" href="embed/page.css"></head><body>' +
  `<go-board id="as-problem" problem view="A19-G13" sgf="${ANSWERS_SGF}"></go-board>` +
  `<go-board id="as-record" move="0" sgf="${ANSWERS_SGF}"></go-board>` +
  '</body></html>';

/**
 * The texts each board's canvas drew (`fillText`), with where, in CSS pixels from the
 * canvas's corner: a next move's letter is drawn at its point's centre.
 */
function recordCanvasTexts() {
  window.__texts = new Map();
  const fillText = CanvasRenderingContext2D.prototype.fillText;
  CanvasRenderingContext2D.prototype.fillText = function (text, x, y, ...rest) {
    const at = this.getTransform().transformPoint(new DOMPoint(x, y));
    const list = window.__texts.get(this.canvas) ?? [];
    list.push({ text: String(text), x: at.x, y: at.y });
    window.__texts.set(this.canvas, list);
    return fillText.call(this, text, x, y, ...rest);
  };
}

/** The texts board `id` drew within a third of a point's spacing of `point`'s centre. */
const textsAt = (page, id, point) =>
  page.evaluate(([id, p]) => {
    const board = document.getElementById(id);
    const canvas = board.shadowRoot.querySelector('canvas');
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const [cx, cy] = board.pointCenter(p);
    const near = (window.__texts.get(canvas) ?? []).filter((t) => Math.hypot(t.x / scale - cx, t.y / scale - cy) < 6);
    return [...new Set(near.map((t) => t.text))];
  }, [id, point]);

test('the served engine package has the Record class problems need', async () => {
  assert.ok(await recordsServed(), 'pkg/weiqi_web.d.ts declares class Record');
});

for (const [name, device] of Object.entries(DEVICES)) {
  describe(`<go-board problem> (${name})`, () => {
    test('solve, fail with and without a refutation, illegal, hint, solution, events, crop', async () => {
      const page = await openBoards(device);
      const touch = name === 'phone';
      // Cropped: the box shown is a corner, not the whole 19×19 board.
      const crop = await page.evaluate(() => {
        const canvas = document.getElementById('life').shadowRoot.querySelector('canvas');
        const frame = canvas.parentElement.getBoundingClientRect();
        return { cropped: canvas.parentElement.classList.contains('cropped'), frame: frame.height, canvas: canvas.getBoundingClientRect().height };
      });
      assert.ok(crop.cropped && crop.frame < crop.canvas / 2, JSON.stringify(crop));
      assert.equal(await part(page, 'life', '.problem-task'), 'Black to play: kill the white group.');
      assert.equal(await part(page, 'life', '.problem-state'), 'Black to play.');

      // Right: F19, the board answers E19, G19 captures.
      await play(page, 'life', 'F19', touch);
      assert.match(await part(page, 'life', '.message'), /The board answers at E19/);
      await play(page, 'life', 'G19', touch);
      assert.equal(await part(page, 'life', '.problem-state'), 'Right! The problem is solved.');
      assert.deepEqual((await events(page, 'solved')).map((e) => [e.board, e.detail.moves]), [['life', ['F19', 'G19']]]);
      await screenshot(page, `problem-element-solved-${name}`, { fullPage: true });

      // Wrong with a refutation: E19 is answered at F19.
      await clearEvents(page);
      await press(page, 'life', '.problem-reset');
      await play(page, 'life', 'E19', touch);
      const [failed] = await events(page, 'failed');
      assert.deepEqual({ move: failed.detail.move, refutation: failed.detail.refutation, inTree: failed.detail.inTree }, { move: 'E19', refutation: 'F19', inTree: true });
      assert.match(await part(page, 'life', '.problem-state'), /^Wrong: the answer is on the board/);
      assert.equal(await page.evaluate(() => document.getElementById('life').moveNumber), 2);
      await screenshot(page, `problem-element-refuted-${name}`, { fullPage: true });

      // A move the tree lacks: failed, said, the position left as it was.
      await clearEvents(page);
      await press(page, 'life', '.problem-reset');
      await play(page, 'life', 'K17', touch);
      assert.deepEqual((await events(page, 'failed')).map((e) => [e.detail.move, e.detail.inTree]), [['K17', false]]);
      assert.match(await part(page, 'life', '.message'), /K17 is not in this problem/);
      assert.equal(await page.evaluate(() => document.getElementById('life').moveNumber), 0);
      await screenshot(page, `problem-element-not-in-tree-${name}`, { fullPage: true });

      // An illegal move: the engine's reason, no event.
      await clearEvents(page);
      await play(page, 'life', 'D19', touch);
      assert.match(await part(page, 'life', '.message'), /occupied|already stands/i);
      assert.deepEqual(await events(page, 'failed'), []);

      // Hint rings a right move; the solution plays the right line out.
      await press(page, 'life', '.problem-hint');
      assert.match(await part(page, 'life', '.message'), /^Hint/);
      await screenshot(page, `problem-element-hint-${name}`, { fullPage: true });
      await press(page, 'life', '.problem-solution');
      assert.equal(await page.evaluate(() => document.getElementById('life').moveNumber), 3);
      assert.match(await part(page, 'life', '.problem-state'), /solution is on the board/);

      // The inline tree: a wrong line ending without a refutation, the view attribute.
      await play(page, 'inline', 'B16', touch);
      assert.match(await part(page, 'inline', '.problem-state'), /^Wrong/);
      await press(page, 'inline', '.problem-reset');
      await play(page, 'inline', 'C16', touch);
      assert.equal(await part(page, 'inline', '.problem-state'), 'Right! The problem is solved.');
      const inline = await page.evaluate(() => {
        const canvas = document.getElementById('inline').shadowRoot.querySelector('canvas');
        const frame = canvas.parentElement.getBoundingClientRect();
        return frame.width / frame.height;
      });
      assert.ok(inline > 0.9 && inline < 1.2, `A19-G13 is about square: ${inline}`);
      await screenshot(page, `problem-element-inline-${name}`, { fullPage: true });
      // Without `problem` the inline record is a game again: no panel, the whole board.
      await page.evaluate(() => document.getElementById('inline').removeAttribute('problem'));
      await page.waitForFunction(() => document.getElementById('inline').shadowRoot.querySelector('.problem').hidden);
      await boardsDrawn(page);
      const plain = await page.evaluate(() => {
        const board = document.getElementById('inline');
        const canvas = board.shadowRoot.querySelector('canvas');
        return { cropped: canvas.parentElement.classList.contains('cropped'), moveNumber: board.moveNumber, pass: board.shadowRoot.querySelector('.pass').offsetParent !== null };
      });
      assert.deepEqual(plain, { cropped: false, moveNumber: 1, pass: true }, 'the main line of the record, played');

      // In Russian (the element's `lang`): the task, the state line and the buttons.
      await page.evaluate(() => document.getElementById('life').setAttribute('lang', 'ru'));
      await page.waitForFunction(() => document.getElementById('life').shadowRoot.querySelector('.problem-reset').textContent === 'Заново');
      assert.equal(await part(page, 'life', '.problem-task'), 'Ход чёрных: убейте белую группу.');
      await screenshot(page, `problem-element-ru-${name}`, { fullPage: true });
      assert.deepEqual(page.problems, []);
      assert.deepEqual(await page.evaluate(() => window.__violations), [], 'nothing the strict policy blocks');
      await page.context().close();
    });

    test('a problem keeps its answers hidden: no next-move letters, where the same record shows A and B', async () => {
      const context = await browser.newContext(device);
      const page = await watchedPage(context);
      await page.route('**/answers.html', (route) =>
        route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': CSP }, body: ANSWERS_PAGE }),
      );
      await page.addInitScript(recordCanvasTexts);
      await page.goto(new URL('answers.html', await siteUrl()).href);
      await page.evaluate(() => Promise.all([...document.querySelectorAll('go-board')].map((b) => b.ready)));
      await boardsDrawn(page);
      // The plain record at its root: its two next moves lettered (the check can see them).
      assert.deepEqual([await textsAt(page, 'as-record', 'C16'), await textsAt(page, 'as-record', 'B16')], [['A'], ['B']]);
      // The problem: nothing drawn on its answers, before a move and after a hint.
      assert.deepEqual([await textsAt(page, 'as-problem', 'C16'), await textsAt(page, 'as-problem', 'B16')], [[], []]);
      await press(page, 'as-problem', '.problem-hint');
      assert.deepEqual([await textsAt(page, 'as-problem', 'C16'), await textsAt(page, 'as-problem', 'B16')], [[], []]);
      await screenshot(page, `problem-element-answers-hidden-${name}`, { fullPage: true });
      assert.deepEqual(page.problems, []);
      await context.close();
    });

    test('the lessons page lists the problems and opens one in the app\'s Solve mode, which leaves the saved game alone', async () => {
      const context = await browser.newContext(device);
      const page = await context.newPage();
      const base = await siteUrl();
      await page.goto(new URL('lessons.html', base).href);
      await page.waitForFunction(() => window.weiqiLessonsReady === true);
      assert.equal(await page.locator('#problem-list a').count(), 10);
      await page.evaluate(() => localStorage.setItem('weiqi.game', 'kept as it was'));
      await page.locator('#problem-list a[data-problem="life-5"]').click();
      await page.waitForFunction(() => window.weiqiReady === true);
      await drawn(page);
      assert.equal(await page.locator('#problem-panel').isVisible(), true);
      assert.equal((await page.locator('#problem-task').textContent()), 'White to play: kill the black group in the corner.');
      const playApp = async (point) => {
        await page.locator('#board').scrollIntoViewIfNeeded();
        if (name === 'phone') {
          await tapPoint(page, point);
          await tapPoint(page, point);
        } else {
          await clickAppPoint(page, point);
        }
      };
      await playApp('B19');
      assert.match(await page.locator('#problem-state').textContent(), /^Wrong/);
      await page.locator('#problem-reset').click();
      await drawn(page);
      await playApp('A19');
      assert.match(await page.locator('#explain').textContent(), /The board answers at B19/);
      await playApp('A18');
      assert.equal(await page.locator('#problem-state').textContent(), 'Right! The problem is solved.');
      const box = await page.locator('#board-frame').boundingBox();
      const viewport = page.viewportSize();
      assert.ok(box.y + box.height <= viewport.height, 'the cropped board fits the screen');
      await screenshot(page, `problem-app-solved-${name}`);
      assert.equal(await page.evaluate(() => localStorage.getItem('weiqi.game')), 'kept as it was');
      await context.close();
    });
  });
}
