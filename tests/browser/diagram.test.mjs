// SVG diagrams and the print view in Chromium: the app's diagram of the board parsed
// by the browser's XML parser, drawn, and compared with the canvas view pixel by
// pixel (every point's centre must read alike: stone, other stone or wood; and the
// whole picture within a tolerance); the "Download diagram" buttons (SVG and PNG);
// the print view of a commented record, screenshotted on screen and as printed
// (target/artifacts/print-view-*.png).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, clickPoint, newGame, openPage, screenshot, siteUrl, useBrowser } from './support.mjs';

const browser = useBrowser();

const MOVES = ['E5', 'C3', 'G7', 'C7', 'G3', 'D4', 'F4', 'E3', 'C5'];

/**
 * The app's canvas and its SVG diagram drawn at the same size: per point, what its
 * centre reads as in each; and the share of pixels that differ by more than `tolerance`
 * in some channel.
 */
async function compareWithCanvas(page) {
  return page.evaluate(async () => {
    const { gameDiagram } = await import('./diagram.js');
    const app = window.weiqiApp;
    const game = app.match.shown;
    const coordinates = document.getElementById('toggle-coordinates').checked;
    const { svg } = gameDiagram(game, { coordinates });
    const parsed = new DOMParser().parseFromString(svg, 'image/svg+xml');
    const wellFormed = parsed.documentElement.nodeName === 'svg' && !parsed.querySelector('parsererror');
    const [, , vw, vh] = parsed.documentElement.getAttribute('viewBox').split(' ').map(Number);

    const canvas = document.getElementById('board');
    const w = canvas.width;
    const h = canvas.height;
    const dpr = w / canvas.getBoundingClientRect().width;
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    await image.decode();
    // Fitted and centred as the canvas view fits the board.
    const scale = Math.min(w / vw, h / vh);
    const drawnW = vw * scale;
    const drawnH = vh * scale;
    const off = document.createElement('canvas');
    off.width = w;
    off.height = h;
    const ctx = off.getContext('2d');
    ctx.drawImage(image, Math.floor((w - drawnW) / 2), Math.floor((h - drawnH) / 2), drawnW, drawnH);
    const svgPixels = ctx.getImageData(0, 0, w, h).data;
    const copy = document.createElement('canvas');
    copy.width = w;
    copy.height = h;
    copy.getContext('2d').drawImage(canvas, 0, 0);
    const canvasPixels = copy.getContext('2d').getImageData(0, 0, w, h).data;

    // Sampled a quarter cell below the centre, left and right: inside a stone (clear
    // of its highlight, top left), between the lines on an empty point.
    const a1 = Array.from(app.view.pointCenter('A1'));
    const b1 = Array.from(app.view.pointCenter('B1'));
    const reach = Math.round(((b1[0] - a1[0]) * dpr) / 4);
    const kind = (data, x, y) => {
      let sum = 0;
      for (const [dx, dy] of [[reach, reach], [-reach, reach]]) {
        const i = ((y + dy) * w + (x + dx)) * 4;
        sum += 0.299 * data[i] + 0.587 * data[i + 1] + 0.114 * data[i + 2];
      }
      const lum = sum / 2;
      return lum < 90 ? 'X' : lum > 225 ? 'O' : '.';
    };
    const rows = game.board();
    const letters = 'ABCDEFGHJKLMNOPQRSTUVWXYZ';
    const points = [];
    for (let y = 0; y < game.height; y++) {
      for (let x = 0; x < game.width; x++) {
        const name = `${letters[x]}${game.height - y}`;
        const [cx, cy] = Array.from(app.view.pointCenter(name)).map((v) => Math.round(v * dpr));
        points.push({ name, engine: rows[y][x], canvas: kind(canvasPixels, cx, cy), svg: kind(svgPixels, cx, cy) });
      }
    }
    let differing = 0;
    let total = 0;
    for (let i = 0; i < svgPixels.length; i += 4) {
      total += 1;
      const d = Math.max(
        Math.abs(svgPixels[i] - canvasPixels[i]),
        Math.abs(svgPixels[i + 1] - canvasPixels[i + 1]),
        Math.abs(svgPixels[i + 2] - canvasPixels[i + 2]),
      );
      if (d > 64) differing += 1;
    }
    return { wellFormed, points, differing: differing / total, size: [w, h] };
  });
}

for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${name}: the SVG diagram parses as XML and matches the canvas view`, async () => {
    const page = await openPage(browser, device);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const move of MOVES) await clickPoint(page, move);
    const { wellFormed, points, differing, size } = await compareWithCanvas(page);
    assert.ok(wellFormed, 'the SVG is well-formed XML');
    const stones = points.filter((p) => p.engine !== '.').length;
    assert.equal(stones, MOVES.length);
    const wrong = points.filter((p) => p.canvas !== p.engine || p.svg !== p.engine);
    assert.deepEqual(wrong, [], 'every centre reads as the engine’s board in both');
    // Lines, labels and anti-aliasing are drawn by two renderers: a few per cent of
    // pixels differ; a shifted or rescaled board would make it tens of per cent.
    console.log(`${name} ${size.join('×')}: ${(differing * 100).toFixed(2)}% of pixels differ by more than 64`);
    assert.ok(differing < 0.05, `${(differing * 100).toFixed(2)}% of pixels differ`);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
}

test('Download diagram: an SVG and a PNG of the board, with move numbers when they are shown', async () => {
  const page = await openPage(browser, DESKTOP);
  await newGame(page, { rules: 'japanese', width: 9 });
  for (const move of MOVES.slice(0, 4)) await clickPoint(page, move);
  await page.check('#toggle-numbers');
  const [svgDownload] = await Promise.all([page.waitForEvent('download'), page.click('#diagram-svg')]);
  assert.match(svgDownload.suggestedFilename(), /^weiqi-diagram-4\.svg$/);
  const svg = readFileSync(await svgDownload.path(), 'utf8');
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
  assert.equal((svg.match(/class="number"/g) ?? []).length, 4);
  assert.match(svg, />Moves 1–4</);
  const [pngDownload] = await Promise.all([page.waitForEvent('download'), page.click('#diagram-png')]);
  assert.match(pngDownload.suggestedFilename(), /\.png$/);
  const png = readFileSync(await pngDownload.path());
  assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.ok(png.length > 2000, `a PNG of ${png.length} bytes`);
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

/** A record with every kind of markup on its root and a few of its moves. */
const MARKUP = readFileSync(new URL('../data/sgf/viewer/markup-9x9.sgf', import.meta.url), 'utf8');

/** The shapes and label texts in a diagram's markup group. */
function markupOf(svg) {
  const group = svg.slice(svg.indexOf('<g class="markup">'));
  const body = group.slice(0, group.indexOf('</g>'));
  return {
    shapes: (body.match(/<(polygon|circle|rect|path|line) /g) ?? []).length,
    labels: [...body.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]),
  };
}

test('the app\'s diagram draws the record\'s markup at the node shown', async () => {
  const page = await openPage(browser, DESKTOP);
  await page.setInputFiles('#sgf-file', { name: 'markup.sgf', mimeType: 'application/x-go-sgf', buffer: Buffer.from(MARKUP) });
  await page.waitForSelector('[data-notice="sgf"]');
  const download = async () => {
    const [file] = await Promise.all([page.waitForEvent('download'), page.click('#diagram-svg')]);
    return readFileSync(await file.path(), 'utf8');
  };
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('Home');
  const root = markupOf(await download());
  // TR SQ CR MA one shape each; SL two; LB two labels, each clearing the grid under it
  // with a circle; AR a line and its head; LN a line (DD dims points outside the group).
  assert.deepEqual(root.labels.sort(), ['12', 'A']);
  assert.equal(root.shapes, 11);
  await page.keyboard.press('ArrowRight');
  const first = markupOf(await download());
  assert.deepEqual(first, { shapes: 1, labels: [] }, 'move 1: its triangle only');
  assert.deepEqual(page.problems, []);
  await page.context().close();
});

test('<go-board>.diagram() draws the record\'s markup at the node its path names', async () => {
  const page = await openPage(browser, DESKTOP);
  await page.goto(new URL('embed.html', await siteUrl()).href);
  const svg = await page.evaluate(async (sgf) => {
    const board = document.createElement('go-board');
    board.setAttribute('sgf', sgf);
    board.setAttribute('path', '1');
    document.body.append(board);
    await board.ready;
    return (await board.diagram()).svg;
  }, MARKUP);
  assert.deepEqual(markupOf(svg), { shapes: 1, labels: [] }, 'move 1: its triangle only');
  await page.context().close();
});

test('the print view draws each diagram\'s markup from the record', async () => {
  const page = await openPage(browser, DESKTOP);
  await page.evaluate((text) => localStorage.setItem('weiqi.print', text), MARKUP);
  const print = await page.context().newPage();
  await print.goto(new URL('print.html', await siteUrl()).href);
  await print.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  await print.selectOption('#per-diagram', '25');
  const svg = await print.evaluate(() => new XMLSerializer().serializeToString(document.querySelector('figure.diagram svg')));
  // One diagram of moves 1–4: the markup of the main line's node after move 4 (a cross on W).
  assert.deepEqual(markupOf(svg), { shapes: 1, labels: [] });
  await page.context().close();
});

/** A record of `moves` legal moves chosen by the engine, with comments and untrusted names. */
async function commentedRecord(page, moves) {
  return page.evaluate(async (count) => {
    const { Game } = await (await import('./engine.js')).loadEngine();
    const game = new Game({ rules: 'japanese', width: 13, height: 13 });
    let seed = 7;
    while (game.moveNumber < count) {
      const legal = game.legalMoves().filter((m) => m !== 'pass');
      seed = (seed * 1103515245 + 12345) % 2147483648;
      game.play(legal[seed % legal.length]);
    }
    let n = 0;
    const sgf = game
      .toSgf()
      .replace(/(;[BW]\[[a-z]{2}\])/g, (node) => {
        n += 1;
        return n % 9 === 3 ? `${node}C[Move ${n}: a comment with <b>markup</b> & a second\nline.]` : node;
      })
      .replace('(;', '(;PB[Kim <img src=x onerror=alert(1)>]PW[Lee]BR[3d]WR[2d]EV[Club championship]RO[2]DT[2026-11-28]');
    game.free();
    return sgf;
  }, moves);
}

for (const [name, device] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test(`${name}: the print view lays out a record as diagrams of N moves with their comments`, async () => {
    const page = await openPage(browser, device);
    const sgf = await commentedRecord(page, 60);
    await page.evaluate((text) => localStorage.setItem('weiqi.print', text), sgf);
    const print = await page.context().newPage();
    const problems = [];
    print.on('pageerror', (error) => problems.push(error.message));
    await print.goto(new URL('print.html', await siteUrl()).href);
    await print.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await print.selectOption('#per-diagram', '25');
    const layout = await print.evaluate(() => ({
      figures: [...document.querySelectorAll('figure.diagram')].map((f) => f.querySelector('figcaption strong').textContent),
      svgs: document.querySelectorAll('figure.diagram svg').length,
      comments: document.querySelectorAll('.comments dd').length,
      bold: document.querySelectorAll('.record b, .record img').length,
      heading: document.querySelector('h1').textContent,
    }));
    assert.deepEqual(layout.figures, ['Moves 1–25', 'Moves 26–50', 'Moves 51–60']);
    assert.equal(layout.svgs, 3);
    assert.equal(layout.comments, 7, 'moves 3, 12, 21 … 57 carry comments');
    assert.equal(layout.bold, 0, 'SGF text is shown as text');
    assert.match(layout.heading, /^Kim <img src=x onerror=alert\(1\)> 3d/);
    await screenshot(print, `print-view-${name}`, { fullPage: true });
    if (name === 'desktop') {
      await print.emulateMedia({ media: 'print' });
      assert.equal(await print.locator('.toolbar').isVisible(), false, 'the toolbar is not printed');
      await screenshot(print, 'print-view-printed', { fullPage: true });
      const pdf = await print.pdf({ format: 'A4' });
      assert.ok(pdf.length > 10_000);
    }
    assert.deepEqual(problems, []);
    await page.context().close();
  });
}
