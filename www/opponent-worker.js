// The computer opponent's Web Worker: loads the opponent's WebAssembly module
// (pkg/weiqi_bot.js, built from web-bot/) and answers the page's requests, so that
// the page stays responsive while the computer thinks. The module reads the game
// from the page's record and asks the engine what is legal; nothing is decided here.
//
// A request is `{ id, kind: 'move' | 'dead', sgf, level, seed }`; the answer is
// `{ id, answer }` (a move such as `D4`, `pass` or `resign`; or a list of points) or
// `{ id, error }` with the module's message.
import init, { computerMove, deadStones } from './pkg/weiqi_bot.js';

const ready = init({ module_or_path: new URL('./pkg/weiqi_bot_bg.wasm', import.meta.url) });

self.addEventListener('message', async ({ data }) => {
  const { id, kind, sgf, level, seed } = data;
  try {
    await ready;
    const answer = kind === 'dead' ? deadStones(sgf, level, seed) : computerMove(sgf, level, seed);
    self.postMessage({ id, answer });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
