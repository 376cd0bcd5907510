// SVG diagrams (www/diagram.js) of real games played by the engine: move numbers on
// the first stone of each point, the moves on a point already taken listed under the
// diagram as printed records do ("12 at 4"), ranges, regions, coordinates, the print
// style, markup, and untrusted text escaped. (The SVG parsed and drawn by Chromium
// and compared with the canvas: tests/browser/diagram.test.mjs.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Game } from './support/weiqi.mjs';
import { gameDiagram, positionDiagram } from '../www/diagram.js';

/** A ko fought twice on 9×9: B E5 takes at move 9, W D5 takes back at 12, B E5 again at 15. */
const KO = ['D6', 'E6', 'C5', 'D5', 'D4', 'E4', 'A1', 'F5', 'E5', 'J9', 'H1', 'D5', 'J1', 'A9', 'E5'];

function koGame() {
  const game = new Game({ rules: 'japanese', width: 9, height: 9 });
  for (const move of KO) game.play(move);
  return game;
}

const count = (svg, pattern) => (svg.match(pattern) ?? []).length;

test('a range from the start numbers every first stone and lists the retakes under the diagram', () => {
  const game = koGame();
  const { svg, caption, notes } = gameDiagram(game, { moves: { from: 1 } });
  assert.equal(caption, 'Moves 1–15');
  assert.deepEqual(notes, ['12 at 4', '15 at 9']);
  assert.equal(count(svg, /class="number"/g), 13, 'fifteen moves, two of them on taken points');
  assert.match(svg, />Moves 1–15</);
  assert.match(svg, />12 at 4, 15 at 9</);
  // Captured stones still show: a printed diagram keeps the first stone of each point.
  assert.equal(count(svg, /class="stone black"/g), 7);
  assert.equal(count(svg, /class="stone white"/g), 6);
  assert.equal(game.moveNumber, 15, 'the game is unchanged');
});

test('a later range starts from the position before it: a retake on an unnumbered stone names the point', () => {
  const game = koGame();
  const { caption, notes, svg } = gameDiagram(game, { moves: { from: 10, to: 15 } });
  assert.equal(caption, 'Moves 10–15');
  assert.deepEqual(notes, ['15 at E5']);
  assert.equal(count(svg, /class="number"/g), 5);
  // Before move 10: the six stones of the shape, A1 and E5 (D5 was just taken).
  assert.equal(count(svg, /class="stone /g), 8 + 5);
  assert.equal(game.moveNumber, 15);
});

test('passes and translated wording go into the notes', () => {
  const game = new Game({ rules: 'japanese', width: 9, height: 9 });
  for (const move of ['E5', 'pass', 'C3']) game.play(move);
  const { notes, caption } = gameDiagram(game, {
    moves: { from: 1 },
    text: { range: 'Ходы {from}–{to}', pass: '{move}: пас' },
  });
  assert.equal(caption, 'Ходы 1–3');
  assert.deepEqual(notes, ['2: пас']);
});

test('a region shows its own lines and labels; coordinates can be left out', () => {
  const game = koGame();
  const whole = gameDiagram(game).svg;
  const corner = gameDiagram(game, { region: 'A1:E5' }).svg;
  assert.equal(count(whole, /<line /g), 18);
  assert.equal(count(corner, /<line /g), 10);
  assert.ok(!/>F</.test(corner) && />E</.test(corner), 'columns A–E only');
  assert.ok(!/>6</.test(corner) && />5</.test(corner), 'rows 1–5 only');
  assert.ok(count(corner, /class="stone /g) < count(whole, /class="stone /g));
  const bare = gameDiagram(game, { coordinates: false }).svg;
  assert.ok(!bare.includes('class="coordinates"'));
  assert.throws(() => gameDiagram(game, { region: 'A1:Z99' }), { code: 'bad-option' });
});

test('the print style is black and white; the colour style is the board view’s wood', () => {
  const game = koGame();
  const print = gameDiagram(game, { style: 'print' }).svg;
  const colour = gameDiagram(game).svg;
  assert.ok(colour.includes('#dcb36a'));
  assert.ok(!print.includes('#dcb36a'));
  const fills = new Set([...print.matchAll(/(?:fill|stroke)="([^"]+)"/g)].map((m) => m[1]));
  assert.deepEqual([...fills].sort(), ['#000000', '#ffffff', 'none']);
});

test('markup is drawn, and untrusted label text is escaped', () => {
  const game = koGame();
  const { svg } = gameDiagram(game, {
    markup: {
      marks: [{ kind: 'triangle', point: 'E5' }, { kind: 'circle', point: 'C3' }, { kind: 'square', point: 'G7' }, { kind: 'cross', point: 'B8' }],
      labels: [{ point: 'G3', text: '<script>&' }],
      arrows: [{ from: 'B2', to: 'D2' }],
      lines: [{ from: 'B7', to: 'B3' }],
    },
  });
  const markup = svg.slice(svg.indexOf('<g class="markup">'));
  assert.equal(count(markup, /<polygon /g), 2, 'the triangle and the arrow head');
  assert.equal(count(markup, /<circle /g), 2, 'the circle mark and the label’s clearing');
  assert.equal(count(markup, /<rect /g), 1);
  assert.equal(count(markup, /<path /g), 1);
  assert.equal(count(markup, /<line /g), 2);
  assert.ok(svg.includes('&lt;script&gt;&amp;'));
  assert.ok(!svg.includes('<script'));
});

test('a position diagram rings the last move; data without an engine draws too', () => {
  const game = koGame();
  assert.ok(gameDiagram(game).svg.includes('class="last-move"'));
  assert.ok(!gameDiagram(game, { lastMove: false }).svg.includes('class="last-move"'));
  const { svg } = positionDiagram({ width: 5, height: 5, rows: ['.....', '.X...', '..O..', '.....', '.....'] });
  assert.equal(count(svg, /class="stone /g), 2);
  assert.equal(count(svg, /class="stars"[^>]*><\/g>/g), 1, 'no star points under 7×7');
});

test('a range that names no moves is refused', () => {
  const game = koGame();
  assert.throws(() => gameDiagram(game, { moves: { from: 16 } }), { code: 'bad-option' });
});
