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

/**
 * A request of the page (opponent.js), as posted.
 * @typedef {{ id: number, kind: string, sgf: string, color: string, level: number, seed: number }} OpponentRequest
 */

/**
 * Each kind of request and the module's answer to it.
 * @type {Partial<Record<string, (request: OpponentRequest) => unknown>>}
 */
const ANSWERS = {
  move: ({ sgf, level, seed }) => computerMove(sgf, level, seed),
  dead: ({ sgf, level, seed }) => deadStones(sgf, level, seed),
  judge: ({ sgf, color, level, seed }) => judgeMarks(sgf, color, level, seed),
};

const ready = init({ module_or_path: new URL('./pkg/weiqi_bot_bg.wasm', import.meta.url) });

self.addEventListener('message', async ({ data }) => {
  /** @type {OpponentRequest} */
  const request = data;
  const { id, kind } = request;
  try {
    await ready;
    const answer = ANSWERS[kind];
    if (!answer) throw new Error(`no request ${kind}`);
    self.postMessage({ id, answer: answer(request) });
  } catch (error) {
    self.postMessage({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
