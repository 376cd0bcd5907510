// What a Node user of the package does: import it by name (the `node` export
// condition reads the .wasm files from the package), play a game, read a file's bytes
// (a collection of two games, in Shift_JIS), use the second module, draw a diagram.
import { loadEngine, loadExtras } from 'weiqi-go';
import { gameDiagram } from 'weiqi-go/diagram';

/** Plays, reads and draws; returns what the test checks. */
export async function run() {
  const { Game, Record } = await loadEngine();
  const game = new Game({ rules: 'ing', width: 9, height: 9 });
  for (const move of ['E5', 'E3', 'C4', 'G4']) game.play(move);
  const occupied = game.check('E5');
  const record = Game.fromSgf('(;FF[4]GM[1]SZ[19]RU[Japanese]KM[6.5]PB[Ли Сэ Дол]PW[B];B[pd];W[dp];B[pq]C[a comment])');
  // "(;CA[Shift_JIS]PB[井山裕太];B[pd])(;CA[Shift_JIS]PB[表])" in Shift_JIS: 表 ends in 0x5C.
  const file = Uint8Array.from([
    ...Buffer.from('(;CA[Shift_JIS]PB['), 0x88, 0xe4, 0x8e, 0x52, 0x97, 0x54, 0x91, 0xbe, ...Buffer.from('];B[pd])'),
    ...Buffer.from('(;CA[Shift_JIS]PB['), 0x95, 0x5c, ...Buffer.from('])'),
  ]);
  const games = Record.fromSgf(file);
  const firstBlack = games.info().black;
  games.selectGame(1);
  const { Clock, detectEncoding } = await loadExtras();
  const clock = new Clock({ system: 'absolute', main: 60_000 });
  const diagram = gameDiagram(record, { moves: { from: 1 } });
  return {
    moves: game.moveNumber,
    board: game.board(),
    occupied: occupied?.code,
    recordMoves: record.moveNumber,
    black: record.recordInfo.black,
    comment: record.comment(3),
    gameCount: games.gameCount,
    blacks: [firstBlack, games.info().black],
    encoding: games.encoding,
    detected: detectEncoding(file).encoding,
    clock: typeof clock.state,
    caption: diagram.caption,
    svgStart: diagram.svg.slice(0, 4),
  };
}
