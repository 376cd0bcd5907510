// The computer opponent's Web Worker: loads the opponent's WebAssembly module
// (pkg/weiqi_bot.js, built from web-bot/) and answers the page's requests, so that
// the page stays responsive while the computer thinks. The module reads the game
// from the page's record and asks the engine what is legal; nothing is decided here.
//
// A request is `{ id, kind: 'move' | 'dead' | 'judge', sgf, color, level, seed }`;
// the answer is `{ id, answer }` (a move such as `D4`, `pass` or `resign`; the points
// it believes dead; or the marked points it disputes, none when it agrees) or
// `{ id, error }` with the module's message.
import init, { computerMove, deadStones, judgeMarks } from './pkg/weiqi_bot.js';

/** Each kind of request and the module's answer to it. */
const ANSWERS = {
  move: ({ sgf, level, seed }) => computerMove(sgf, level, seed),
  dead: ({ sgf, level, seed }) => deadStones(sgf, level, seed),
  judge: ({ sgf, color, level, seed }) => judgeMarks(sgf, color, level, seed),
};

const ready = init({ module_or_path: new URL('./pkg/weiqi_bot_bg.wasm', import.meta.url) });

self.addEventListener('message', async ({ data }) => {
  const { id, kind } = data;
  try {
    await ready;
    const answer = ANSWERS[kind](data);
    self.postMessage({ id, answer });
  } catch (error) {
    self.postMessage({ id, error: String(error?.message ?? error) });
  }
});
