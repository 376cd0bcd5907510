// What the tests read from each example app's page (tools/package-check/apps.test.mjs),
// beside the app's own code: the page's `<go-board>` becomes ready, draws its board,
// plays a move (the app's `move` listener writes it into `#moves`), says its labels
// in words of its language (not keys such as `embedPass`), draws a diagram, and the
// package's API loads both WebAssembly modules and reads a record's bytes. The outcome
// goes to `window.result` (an `error` when something failed).
import { loadEngine, loadExtras } from 'weiqi-go';
import { gameDiagram } from 'weiqi-go/diagram';

/** Resolves once `test()` holds, checking each animation frame (for up to 20 s). */
function until(test) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const look = () => {
      const found = test();
      if (found) return resolve(found);
      if (performance.now() - started > 20_000) return reject(new Error('timed out waiting for the page'));
      requestAnimationFrame(look);
    };
    look();
  });
}

/** The canvas's pixel under CSS point `[x, y]` as `[r, g, b]`; null while nothing is drawn there. */
function pixel(canvas, [x, y]) {
  const scale = canvas.width / canvas.getBoundingClientRect().width;
  const [r, g, b, a] = canvas.getContext('2d').getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
  return a === 0 ? null : [r, g, b];
}

async function check() {
  // The framework renders the element when it will: wait for it, then for its engine.
  const board = await until(() => document.querySelector('go-board'));
  await customElements.whenDefined('go-board');
  await board.ready;
  const canvas = board.shadowRoot.querySelector('canvas');
  // Off the lines and the star point: a quarter of a cell from E5's centre, inside
  // where its stone will be.
  const [x, y] = board.pointCenter('E5');
  const quarter = (board.pointCenter('F5')[0] - x) / 4;
  const spot = [x + quarter, y - quarter];
  // The board's first frame comes after `ready`.
  const empty = await until(() => pixel(canvas, spot));
  board.play('E5');
  await until(() => document.querySelector('#moves')?.textContent.includes('E5'));
  // The stone is drawn after the next frame.
  const stone = await until(() => {
    const seen = pixel(canvas, spot);
    return seen?.every((c) => c < 80) ? seen : null;
  });
  const root = board.shadowRoot;
  const { Game, Record } = await loadEngine();
  const game = new Game({ rules: 'japanese', width: 9, height: 9 });
  game.play('C3');
  const record = Record.fromSgf(new TextEncoder().encode('(;GM[1]SZ[9]PB[Lee];B[ee])(;GM[1]SZ[9]PB[Cho])'));
  const { Clock } = await loadExtras();
  const clock = new Clock({ system: 'absolute', main: 60_000 });
  const diagram = await board.diagram({ moves: { from: 1 } });
  const svg = new DOMParser().parseFromString(diagram.svg, 'image/svg+xml');
  return {
    moveNumber: board.moveNumber,
    moves: document.querySelector('#moves').textContent.trim(),
    emptyPoint: empty,
    stone,
    pass: root.querySelector('button.pass').textContent,
    undo: root.querySelector('button.undo').textContent,
    status: root.querySelector('[part=status]').textContent,
    boardLabel: canvas.getAttribute('aria-label'),
    apiMoves: game.moveNumber,
    games: record.gameCount,
    clock: typeof clock.state,
    diagramStones: svg.querySelectorAll('circle.stone').length,
    standalone: gameDiagram(game).svg.startsWith('<svg'),
  };
}

check().then(
  (result) => {
    window.result = result;
  },
  (error) => {
    window.result = { error: String(error?.stack ?? error) };
  },
);
