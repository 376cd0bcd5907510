// `<go-board>` for federation sites (issue 8): the embed page and the app under the
// strict Content-Security-Policy, attributes that take effect, events, errors shown
// inside the element, untrusted SGF text shown as text only (RULES R6), and no CSS
// crossing the shadow boundary either way. Screenshots go to target/artifacts/.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, screenshot, settled, siteUrl, stopServer, watchedPage } from './support.mjs';

/** The policy the site must run under (docs/embedding.md, "Content-Security-Policy"). */
const CSP =
  "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'none'";

/** An SGF whose names and comment carry markup that would run if it were parsed as HTML. */
const PAYLOAD_NAME = '<img src=x onerror="window.__pwned = \'name\'">';
const PAYLOAD_COMMENT = '<script>window.__pwned = "comment"</script>\n<img src=x onerror="window.__pwned = \'img\'"> & <b>bold</b>';
const MALICIOUS_SGF =
  `(;GM[1]SZ[9]PB[${PAYLOAD_NAME}]PW[<svg onload="window.__pwned='svg'">]` +
  `C[${PAYLOAD_COMMENT}];B[ee]C[<iframe src="javascript:window.__pwned='iframe'"></iframe>])`;

let browser;
let base;

before(async () => {
  browser = await launch();
  base = await siteUrl();
});

after(async () => {
  await browser?.close();
  stopServer();
});

/**
 * A new page that collects console errors, uncaught exceptions and CSP violations
 * (`page.problems`). With `csp`, every HTML document is served with the strict policy,
 * whatever the server sends.
 */
async function newPage({ csp = true, viewport = { width: 1280, height: 900 } } = {}) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const page = await watchedPage(context);
  await page.addInitScript(() => {
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  if (csp) {
    await page.route(
      (url) => url.pathname.endsWith('.html') || url.pathname.endsWith('/'),
      async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': CSP } });
      },
    );
  }
  return page;
}

/** Waits until every `<go-board>` on the page is ready and has drawn all it was asked. */
async function boardsDrawn(page) {
  await page.evaluate(() => Promise.all([...document.querySelectorAll('go-board')].map((b) => b.ready)));
  try {
    await page.waitForFunction(
      () => [...document.querySelectorAll('go-board')].every((b) => {
        const canvas = b.shadowRoot.querySelector('canvas');
        return canvas.hasAttribute('data-frames') && !canvas.hasAttribute('data-pending');
      }),
      null,
      { timeout: 20_000 },
    );
  } catch (error) {
    const states = await page.evaluate(() =>
      [...document.querySelectorAll('go-board')].map((b) => [b.id, b.shadowRoot.querySelector('canvas').outerHTML]),
    );
    throw new Error(`${error.message}; boards: ${JSON.stringify(states)}`);
  }
}

/** Opens embed.html and waits for its boards. */
async function openEmbed(options) {
  const page = await newPage(options);
  await page.goto(new URL('embed.html', base).href);
  await boardsDrawn(page);
  return page;
}

/** Text of a part of board `id`'s shadow tree. */
async function partText(page, id, selector) {
  return page.evaluate(([id, sel]) => document.getElementById(id).shadowRoot.querySelector(sel).textContent, [id, selector]);
}

/** Clicks `point` on board `id`, as a mouse does, and waits for the redraw. */
async function clickPoint(page, id, point) {
  const center = await page.evaluate(([id, p]) => document.getElementById(id).pointCenter(p), [id, point]);
  assert.ok(center, `${point} is on board ${id}`);
  await page.locator(`#${id} canvas`).scrollIntoViewIfNeeded();
  const box = await page.locator(`#${id} canvas`).boundingBox();
  await page.mouse.click(box.x + center[0], box.y + center[1]);
  await boardsDrawn(page);
}

/** The colour drawn at `point`'s centre on board `id`: [r, g, b]. */
async function inkAt(page, id, point) {
  return page.evaluate(([id, p]) => {
    const board = document.getElementById(id);
    const canvas = board.shadowRoot.querySelector('canvas');
    const [x, y] = board.pointCenter(p);
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    // A little off the centre: the last-move mark sits right on it.
    const data = canvas.getContext('2d').getImageData(Math.round((x - 4) * scale), Math.round((y - 4) * scale), 1, 1).data;
    return [data[0], data[1], data[2]];
  }, [id, point]);
}

/** Adds a board to the page with these attributes and waits for it. */
async function addBoard(page, id, attributes) {
  await page.evaluate(([id, attributes]) => {
    const board = document.createElement('go-board');
    board.id = id;
    for (const [name, value] of Object.entries(attributes)) board.setAttribute(name, value);
    document.body.append(board);
  }, [id, attributes]);
  await boardsDrawn(page);
}

/** Records the `move`, `end` and `load` events of board `id` in `window.__events`. */
async function listen(page, id) {
  await page.evaluate((id) => {
    window.__events = [];
    for (const type of ['move', 'end', 'load']) {
      document.getElementById(id).addEventListener(type, (e) => window.__events.push({ type, detail: e.detail }));
    }
  }, id);
}

describe('the strict Content-Security-Policy', () => {
  test("the project's server sends it with every page", async () => {
    for (const path of ['', 'index.html', 'embed.html', 'go-board.js']) {
      const response = await fetch(new URL(path, base));
      assert.equal(response.headers.get('content-security-policy'), CSP, path || '/');
    }
  });

  test('embed.html renders its three boards and plays, with no violation', async () => {
    const page = await openEmbed();
    for (const id of ['replay', 'play', 'russian']) {
      const size = await page.locator(`#${id} canvas`).boundingBox();
      assert.ok(size.width > 200 && size.height > 200, `${id} is drawn at a real size`);
      assert.ok(Number(await page.locator(`#${id} canvas`).getAttribute('data-frames')) >= 1, `${id} drew`);
    }
    await listen(page, 'play');
    assert.ok((await inkAt(page, 'play', 'D5'))[0] > 150, 'D5 is empty wood');
    await clickPoint(page, 'play', 'D5');
    const [event] = await page.evaluate(() => window.__events);
    assert.equal(event.type, 'move');
    assert.deepEqual(
      { ...event.detail, captured: [...event.detail.captured] },
      { point: 'D5', color: 'B', moveNumber: 1, captured: [], selfCaptured: [], countedAsPass: false },
    );
    const [r, g, b] = await inkAt(page, 'play', 'D5');
    assert.ok(r < 80 && g < 80 && b < 80, `a black stone is drawn at D5 (${r}, ${g}, ${b})`);
    assert.equal(await partText(page, 'play', '.status'), 'White to move · Move 1');
    await screenshot(page, 'embed-csp', { fullPage: true });
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the app (index.html) loads and plays under it, with no violation', async () => {
    const page = await newPage();
    await page.goto(base);
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    await page.waitForSelector('#board[data-frames]:not([data-pending])');
    await page.evaluate(() => window.weiqiApp.play('D4'));
    assert.equal(await page.evaluate(() => window.weiqiApp.match.total), 1);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});

describe('<go-board> attributes, events and methods', () => {
  test('move shows the position at move N, and a change takes effect', async () => {
    const page = await openEmbed();
    const state = () =>
      page.evaluate(() => {
        const b = document.getElementById('replay');
        const copy = b.game.clone();
        while (copy.moveNumber > b.shownMove) copy.undo();
        const same = JSON.stringify(copy.board()) === JSON.stringify(b.shown.board());
        copy.free();
        return { shown: b.shownMove, total: b.moveNumber, same };
      });
    assert.deepEqual(await state(), { shown: 20, total: 36, same: true });
    assert.equal(await partText(page, 'replay', '.status'), 'Black to move · Move 20 of 36');
    assert.match(await partText(page, 'replay', '.comment'), /^The position at move 20 is the one the page opens on\.\nWhite/);
    await page.evaluate(() => document.getElementById('replay').setAttribute('move', '5'));
    await boardsDrawn(page);
    assert.deepEqual(await state(), { shown: 5, total: 36, same: true });
    assert.equal(await partText(page, 'replay', '.status'), 'White to move · Move 5 of 36');
    await page.evaluate(() => document.getElementById('replay').removeAttribute('move'));
    assert.deepEqual(await state(), { shown: 36, total: 36, same: true });
    // ‹ steps back through the record.
    await page.locator('#replay button.back').click();
    assert.equal(await page.evaluate(() => document.getElementById('replay').shownMove), 35);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('readonly refuses play by hand, and lifting it lets play go on', async () => {
    const page = await openEmbed();
    await addBoard(page, 'viewer', { size: '9', readonly: '' });
    await listen(page, 'viewer');
    await clickPoint(page, 'viewer', 'C3');
    assert.equal(await page.evaluate(() => document.getElementById('viewer').moveNumber), 0);
    assert.deepEqual(await page.evaluate(() => window.__events), []);
    assert.equal(await partText(page, 'viewer', '.message'), 'This board is for viewing: no move can be played on it.');
    assert.equal(await page.locator('#viewer button.pass').isVisible(), false);
    await page.evaluate(() => document.getElementById('viewer').removeAttribute('readonly'));
    await clickPoint(page, 'viewer', 'C3');
    assert.equal(await page.evaluate(() => document.getElementById('viewer').moveNumber), 1);
    assert.equal(await page.locator('#viewer button.pass').isVisible(), true);
    await page.context().close();
  });

  test('lang="ru" speaks Russian, and another lang takes effect', async () => {
    const page = await openEmbed();
    assert.equal(await partText(page, 'russian', '.status'), 'Ход чёрных · Ход 0');
    assert.equal(await partText(page, 'russian', 'button.pass'), 'Пас');
    assert.equal(await page.locator('#russian canvas').getAttribute('aria-label'), 'Доска го');
    assert.equal(await page.locator('#russian button.first').getAttribute('aria-label'), 'Первый ход');
    // The page's other boards still speak English.
    assert.equal(await partText(page, 'play', 'button.pass'), 'Pass');
    await page.evaluate(() => document.getElementById('russian').setAttribute('lang', 'ro'));
    // Romanian's strings load on first use, then the board speaks it.
    await page.waitForFunction(
      () => document.getElementById('russian').shadowRoot.querySelector('.status').textContent.startsWith('Mută'),
    );
    assert.equal(await partText(page, 'russian', '.status'), 'Mută negrul · Mutarea 0');
    await page.context().close();
  });

  test('size WxH, rules and coordinates take effect after connection', async () => {
    const page = await openEmbed();
    const ask = () =>
      page.evaluate(() => {
        const b = document.getElementById('play');
        return { width: b.game.width, height: b.game.height, rules: b.game.rules.preset };
      });
    const ratio = () => page.locator('#play canvas').boundingBox().then((box) => box.width / box.height);
    assert.deepEqual(await ask(), { width: 9, height: 9, rules: 'ing' });
    const withCoordinates = await ratio();
    await page.evaluate(() => document.getElementById('play').setAttribute('size', '13x7'));
    await boardsDrawn(page);
    assert.deepEqual(await ask(), { width: 13, height: 7, rules: 'ing' });
    await page.evaluate(() => document.getElementById('play').setAttribute('rules', 'chinese'));
    assert.deepEqual(await ask(), { width: 13, height: 7, rules: 'chinese' });
    assert.ok((await ratio()) > withCoordinates + 0.3, 'a 13×7 board is wider than tall');
    const before = await ratio();
    await page.evaluate(() => document.getElementById('play').removeAttribute('coordinates'));
    await boardsDrawn(page);
    assert.notEqual((await ratio()).toFixed(3), before.toFixed(3), 'the coordinates margin is gone');
    await page.context().close();
  });

  test('methods mirror the API; two passes send end with the result', async () => {
    const page = await openEmbed();
    await listen(page, 'play');
    const answers = await page.evaluate(() => {
      const b = document.getElementById('play');
      const played = b.play('C3');
      const refused = (() => {
        try {
          b.play('C3');
          return null;
        } catch (error) {
          return { code: error.code, shown: b.shadowRoot.querySelector('.message').textContent };
        }
      })();
      return {
        played,
        refused,
        check: b.check('C3'),
        toMove: b.toMove,
        bans: b.bans().length,
        sgf: b.toSgf(),
        undone: b.undo(),
        after: b.moveNumber,
      };
    });
    assert.deepEqual(answers.played, { captured: [], selfCaptured: [], countedAsPass: false });
    assert.equal(answers.refused.code, 'occupied');
    assert.match(answers.refused.shown, /stone/i);
    assert.equal(answers.check.code, 'occupied');
    assert.equal(answers.toMove, 'W');
    assert.match(answers.sgf, /RU\[GOE\]/);
    assert.equal(answers.undone, true);
    assert.equal(answers.after, 0);
    // RULES R1.6: under Ing's rules two passes in a row stop play.
    await page.evaluate(() => {
      const b = document.getElementById('play');
      b.pass();
      b.pass();
    });
    const events = await page.evaluate(() => window.__events);
    assert.deepEqual(events.map((e) => e.type), ['move', 'move', 'move', 'end']);
    const end = events.at(-1).detail;
    assert.equal(end.phase, 'stopped');
    assert.equal(end.result, await page.evaluate(() => document.getElementById('play').score().result));
    assert.match(end.result, /^[BW]\+/);
    assert.equal(events[2].detail.point, 'pass');
    await page.context().close();
  });

  test('errors show inside the element, which stays usable', async () => {
    const page = await openEmbed();
    await addBoard(page, 'broken', { sgf: 'embed/no-such-record.sgf', size: '9' });
    assert.match(await partText(page, 'broken', '.message'), /^The SGF record could not be fetched: HTTP 404/);
    assert.equal(await page.locator('#broken .message').getAttribute('class'), 'message error');
    await clickPoint(page, 'broken', 'D4');
    assert.equal(await page.evaluate(() => document.getElementById('broken').moveNumber), 1, 'still playable');
    assert.equal(await page.evaluate(() => document.getElementById('broken').game.width), 9, 'of its size');
    // A malformed record: the engine's words with the line and column; the game stays.
    await page.evaluate(() => document.getElementById('broken').setAttribute('sgf', '(;SZ[9];B[ee'));
    assert.match(await partText(page, 'broken', '.message'), /line 1/i);
    assert.equal(await page.evaluate(() => document.getElementById('broken').moveNumber), 1);
    // An illegal click: the reason, nothing played.
    await clickPoint(page, 'broken', 'D4');
    assert.match(await partText(page, 'broken', '.message'), /stone/i);
    assert.equal(await page.evaluate(() => document.getElementById('broken').moveNumber), 1);
    // A good record replaces the game.
    await page.evaluate(() => document.getElementById('broken').setAttribute('sgf', '(;SZ[9];B[ee];W[cc])'));
    assert.equal(await page.evaluate(() => document.getElementById('broken').moveNumber), 2);
    assert.equal(await partText(page, 'broken', '.message'), '');
    // Problems reported are only the 404 of the missing record.
    assert.ok(page.problems.every((p) => /404/.test(p)), page.problems.join('\n'));
    await page.context().close();
  });

  test('data-public-path says where the engine is fetched from', async () => {
    const page = await newPage();
    const wasm = await (await fetch(new URL('pkg/weiqi_web_bg.wasm', base))).arrayBuffer();
    const fetched = [];
    await page.route('**/cdn/weiqi/pkg/weiqi_web_bg.wasm', (route) => {
      fetched.push(route.request().url());
      return route.fulfill({ body: Buffer.from(wasm), contentType: 'application/wasm' });
    });
    await page.route('**/public-path-test.html', (route) =>
      route.fulfill({
        contentType: 'text/html',
        headers: { 'content-security-policy': CSP },
        body: '<!doctype html><title>t</title><script type="module" src="go-board.js"></script>' +
          '<go-board id="b" size="9" data-public-path="cdn/weiqi"></go-board>',
      }),
    );
    await page.goto(new URL('public-path-test.html', base).href);
    await boardsDrawn(page);
    assert.deepEqual(fetched, [new URL('cdn/weiqi/pkg/weiqi_web_bg.wasm', base).href]);
    assert.equal(await partText(page, 'b', '.status'), 'Black to move · Move 0');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    await page.context().close();
  });
});

describe('untrusted SGF text is shown as text only (RULES R6)', () => {
  // Without the policy: were any of it parsed as HTML, its script would run here.
  test('in the element', async () => {
    const page = await openEmbed({ csp: false });
    await addBoard(page, 'hostile', { sgf: MALICIOUS_SGF, move: '0' });
    const seen = await page.evaluate(() => {
      const root = document.getElementById('hostile').shadowRoot;
      return {
        players: root.querySelector('.players').textContent,
        comment: root.querySelector('.comment').textContent,
        whiteSpace: getComputedStyle(root.querySelector('.comment')).whiteSpace,
        elements: root.querySelectorAll('img, script, svg, iframe, b').length,
      };
    });
    assert.equal(seen.players, `Black: ${PAYLOAD_NAME} · White: <svg onload="window.__pwned='svg'">`);
    assert.equal(seen.comment, PAYLOAD_COMMENT);
    assert.equal(seen.whiteSpace, 'pre-wrap');
    assert.equal(seen.elements, 0);
    await page.evaluate(() => document.getElementById('hostile').goTo(1));
    assert.equal(await partText(page, 'hostile', '.comment'), `<iframe src="javascript:window.__pwned='iframe'"></iframe>`);
    await settled(page);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    await page.context().close();
  });

  test("in the app's record panel", async () => {
    const page = await newPage({ csp: false });
    await page.goto(base);
    await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 30_000 });
    // A new game is a record too: its panel stands, with no players or comment.
    assert.equal(await page.locator('#record-players').isVisible(), false, 'no players for a new game');
    assert.equal(await page.locator('#record-comment').isVisible(), false, 'no comment for a new game');
    await page.evaluate((text) => {
      const app = window.weiqiApp;
      app.start(app.Game.fromSgf(text));
    }, MALICIOUS_SGF);
    assert.equal(await page.locator('#record-info').isVisible(), true);
    const players = await page.locator('#record-players').textContent();
    assert.equal(players, `Black: ${PAYLOAD_NAME} · White: <svg onload="window.__pwned='svg'">`);
    // Loaded at its last move: the comment of move 1.
    assert.equal(await page.locator('#record-comment').textContent(), `<iframe src="javascript:window.__pwned='iframe'"></iframe>`);
    await page.click('#first');
    assert.equal(await page.locator('#record-comment').textContent(), PAYLOAD_COMMENT);
    assert.equal(await page.locator('#record-comment').evaluate((el) => getComputedStyle(el).whiteSpace), 'pre-wrap');
    // The game tree's own drawing (record-viewer.js, .tree-svg) is the only svg there.
    assert.equal(await page.locator('#record-info').evaluate((el) => el.querySelectorAll('img, script, svg:not(.tree-svg), iframe, b').length), 0);
    await screenshot(page, 'record-panel-hostile');
    await settled(page);
    assert.equal(await page.evaluate(() => window.__pwned), undefined);
    // A new game: the record's names and comment go with it.
    await page.evaluate(() => window.weiqiApp.start({ width: 9 }));
    assert.equal(await page.locator('#record-players').isVisible(), false);
    assert.equal(await page.locator('#record-comment').isVisible(), false);
    await page.context().close();
  });
});

describe('no CSS crosses the shadow boundary', () => {
  const HOSTILE = `
    canvas { display: none !important; }
    button { color: rgb(255, 0, 0) !important; background: rgb(255, 0, 0) !important; }
    p { white-space: nowrap !important; color: rgb(255, 0, 0) !important; }
    * { letter-spacing: 9px !important; }
    body { color: rgb(255, 0, 0); font-size: 40px; font-family: monospace; text-transform: uppercase; white-space: pre; }
  `;

  test("the page's rules do not reach inside a board", async () => {
    const page = await newPage();
    // A same-origin stylesheet: allowed by the policy, as a site's own CSS would be.
    await page.route('**/hostile.css', (route) => route.fulfill({ contentType: 'text/css', body: HOSTILE }));
    await page.goto(new URL('embed.html', base).href);
    await page.addStyleTag({ url: 'hostile.css' });
    await boardsDrawn(page);
    const inside = await page.evaluate(() => {
      const root = document.getElementById('replay').shadowRoot;
      const style = (sel) => getComputedStyle(root.querySelector(sel));
      return {
        canvas: style('canvas').display,
        button: style('button').color,
        buttonBackground: style('button').backgroundColor,
        status: style('.status').color,
        fontSize: style('.status').fontSize,
        letterSpacing: style('.status').letterSpacing,
        transform: style('.status').textTransform,
        comment: style('.comment').whiteSpace,
      };
    });
    assert.notEqual(inside.canvas, 'none');
    assert.notEqual(inside.button, 'rgb(255, 0, 0)');
    assert.notEqual(inside.buttonBackground, 'rgb(255, 0, 0)');
    assert.notEqual(inside.status, 'rgb(255, 0, 0)');
    assert.equal(inside.fontSize, '15px');
    assert.equal(inside.letterSpacing, 'normal');
    assert.equal(inside.transform, 'none');
    assert.equal(inside.comment, 'pre-wrap');
    assert.ok((await page.locator('#replay canvas').boundingBox()).height > 200);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    await screenshot(page, 'embed-hostile-css', { fullPage: true });
    await page.context().close();
  });

  test("a board's rules do not reach the page", async () => {
    const page = await openEmbed();
    const outside = await page.evaluate(() => {
      // Page elements named like the board's parts.
      const probe = document.createElement('div');
      probe.className = 'box readonly';
      probe.innerHTML = '<p class="comment message status">text</p><button class="pass">b</button><canvas></canvas>';
      document.body.append(probe);
      const style = (sel) => getComputedStyle(probe.querySelector(sel));
      return {
        boxDisplay: getComputedStyle(probe).display,
        boxBorder: getComputedStyle(probe).borderTopWidth,
        whiteSpace: style('p').whiteSpace,
        margin: style('p').marginTop,
        buttonRadius: style('button').borderTopLeftRadius,
        canvasWidth: style('canvas').width,
        sheets: document.styleSheets.length,
        adopted: document.adoptedStyleSheets.length,
      };
    });
    assert.deepEqual(outside, {
      boxDisplay: 'block',
      boxBorder: '0px',
      whiteSpace: 'normal',
      margin: '16px',
      buttonRadius: '0px',
      canvasWidth: '300px',
      sheets: 1,
      adopted: 0,
    });
    await page.context().close();
  });
});
