// What a page does with the package, unbundled (import map) or bundled (esbuild): the
// engine, a game, a diagram, and a <go-board> that plays; `window.result` for the test.
import { loadEngine, loadExtras } from 'weiqi-go';
import { gameDiagram } from 'weiqi-go/diagram';
import 'weiqi-go/go-board';

async function check() {
  const { Game } = await loadEngine();
  const game = new Game({ rules: 'japanese', width: 9, height: 9 });
  game.play('E5');
  game.play('C3');
  const record = Game.fromSgf('(;GM[1]SZ[9];B[ee];W[cc];B[gc])');
  const { Clock } = await loadExtras();
  new Clock({ system: 'absolute', main: 60_000 }).free();
  // Added once the engine is loaded, so this page's loadEngine() (the .wasm found with
  // new URL('./pkg/…', import.meta.url)) is the one the element shares.
  const board = document.createElement('go-board');
  board.setAttribute('rules', 'ing');
  board.setAttribute('size', '9');
  board.setAttribute('coordinates', '');
  board.style.cssText = 'width: 360px; display: block';
  document.body.append(board);
  await board.ready;
  board.play('E5');
  board.play('D4');
  const diagram = await board.diagram({ moves: { from: 1 } });
  const svg = new DOMParser().parseFromString(diagram.svg, 'image/svg+xml');
  return {
    moves: game.moveNumber,
    recordMoves: record.moveNumber,
    elementMoves: board.toSgf().match(/;[BW]\[/g)?.length ?? 0,
    canvas: Boolean(board.shadowRoot.querySelector('canvas')),
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
