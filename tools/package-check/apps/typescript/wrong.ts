// Wrong uses the declarations must refuse: each line below has to be a type error
// (`@ts-expect-error` fails the compilation when it is not).
import { loadEngine } from 'weiqi-go';
import 'weiqi-go/go-board';

export async function wrong(): Promise<void> {
  const { Game, Record } = await loadEngine();
  const g = new Game({ rules: 'ing' });
  // @ts-expect-error: `play` returns how many stones it captured, not an object.
  g.play('D4').captured;
  // @ts-expect-error: no such preset.
  new Game({ rules: 'chess' });
  // @ts-expect-error: a game's index is a number.
  Record.fromSgf('(;)').selectGame('1');
  // @ts-expect-error: `Record.fromSgf` takes text or bytes.
  Record.fromSgf(42);
  const board = document.createElement('go-board');
  // @ts-expect-error: a `move` event's detail has no `stone`.
  board.addEventListener('move', (event) => event.detail.stone);
  // @ts-expect-error: a point is a string.
  board.play(4);
  // @ts-expect-error: `moveNumber` is read-only.
  board.moveNumber = 3;
  // @ts-expect-error: `undo` answers whether something was taken back.
  const text: string = board.undo();
  console.log(text);
}
