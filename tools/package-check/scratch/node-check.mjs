// What a Node user of the package does: import it by name (the `node` export
// condition reads the .wasm from the package), play a game, load an SGF, draw a diagram.
import { loadEngine, loadExtras } from 'weiqi-go';
import { gameDiagram } from 'weiqi-go/diagram';

/** Plays, loads and draws; returns what the test checks. */
export async function run() {
  const { Game } = await loadEngine();
  const game = new Game({ rules: 'ing', width: 9, height: 9 });
  for (const move of ['E5', 'E3', 'C4', 'G4']) game.play(move);
  const occupied = game.check('E5');
  const record = Game.fromSgf('(;FF[4]GM[1]SZ[19]RU[Japanese]KM[6.5]PB[Ли Сэ Дол]PW[B];B[pd];W[dp];B[pq]C[a comment])');
  const { Clock } = await loadExtras();
  const clock = new Clock({ system: 'absolute', main: 60_000 });
  const diagram = gameDiagram(record, { moves: { from: 1 } });
  return {
    moves: game.moveNumber,
    board: game.board(),
    occupied: occupied?.code,
    recordMoves: record.moveNumber,
    black: record.recordInfo.black,
    comment: record.comment(3),
    clock: typeof clock.state,
    caption: diagram.caption,
    svgStart: diagram.svg.slice(0, 4),
  };
}
