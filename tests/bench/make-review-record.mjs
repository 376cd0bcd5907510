// Writes tests/data/sgf/bench/review-300-moves.sgf, the record the step and move
// latency benchmark (step-latency.mjs) walks: the first 300 moves of the test suite's
// 19×19 game (tests/data/sgf/japanese-19x19-random.sgf), with a five-move variation
// beside every 20th move and a comment on every 10th, as a reviewed game has them.
// Deterministic: the same file every time.
//
//   cargo xtask build && node tests/bench/make-review-record.mjs
import { readFileSync, writeFileSync } from 'node:fs';

import { loadWeiqi } from '../support/pkg.mjs';

const { Record } = await loadWeiqi();
const source = readFileSync(new URL('../data/sgf/japanese-19x19-random.sgf', import.meta.url), 'utf8');
const record = Record.fromSgf(source);
const line = record.mainLine();
const MOVES = 300;
record.delete(line[MOVES + 1]);
record.setInfo({ event: 'Step latency benchmark (a review of 300 moves with variations)' });
for (let n = 10; n <= MOVES; n += 10) record.setComment(line[n], `Move ${n}: a comment, as a review writes one.`);
for (let n = 20; n < MOVES; n += 20) {
  // A variation beside move n: the first legal alternative in a fixed order, then four more moves.
  let at = line[n - 1];
  const legal = record.game(at).legalMoves();
  const taken = record.move(line[n]).move;
  const start = legal.filter((p) => p !== taken)[(n * 7) % (legal.length - 1)];
  at = record.play(at, start);
  for (let k = 0; k < 4; k += 1) {
    const moves = record.game(at).legalMoves();
    at = record.play(at, moves[(n * 13 + k * 31) % moves.length]);
  }
  record.setComment(at, `A variation beside move ${n}.`);
}
writeFileSync(new URL('../data/sgf/bench/review-300-moves.sgf', import.meta.url), record.toSgf());
console.log(`review-300-moves.sgf: ${record.mainLine().length - 1} moves on the main line`);
