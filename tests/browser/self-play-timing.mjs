// A whole 9×9 game (Chinese rules, komi 7) of a computer player against itself, every
// move timed unthrottled and with the CPU throttled 4× (the same moves both ways, unless a
// time limit cuts the throttled search short): the
// measuring loop of opponent-speed.mjs and teacher-speed.mjs, which differ only in the
// module they time. A measurement helper, not a test.

export const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
export const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const COLUMNS = 'ABCDEFGHJ';

/** `D4` on 9×9 as SGF coordinates (`df`). */
export function sgfPoint(name) {
  const x = COLUMNS.indexOf(name[0]);
  const y = 9 - Number(name.slice(1));
  return String.fromCharCode(97 + x) + String.fromCharCode(97 + y);
}

/**
 * Plays the game: `timed(sgf, rate)` answers `{ move, ms }` (a GTP point, `pass` or
 * `resign`) for the game `sgf` at CPU throttling `rate`. Resolves to the milliseconds
 * of each move `{ fast, slow, differed }`. A player without a time limit plays the
 * same moves at both rates: then a disagreement throws. With `timeLimited`, the
 * throttled player may stop its search earlier: the game goes on with its move (the
 * phone's game) and `differed` counts the moves where the two rates disagreed.
 */
export async function timeSelfPlay(timed, { timeLimited = false } = {}) {
  const moves = [];
  const fast = [];
  const slow = [];
  let passes = 0;
  let differed = 0;
  while (passes < 2 && moves.length < 160) {
    const colour = moves.length % 2 ? 'W' : 'B';
    const sgf = `(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]${moves.join('')})`;
    const unthrottled = await timed(sgf, 1);
    const throttled = await timed(sgf, 4);
    if (throttled.move !== unthrottled.move) {
      if (!timeLimited) throw new Error(`move ${moves.length + 1}: ${unthrottled.move} unthrottled, ${throttled.move} throttled`);
      differed += 1;
    }
    fast.push(unthrottled.ms);
    slow.push(throttled.ms);
    if (throttled.move === 'resign') break;
    passes = throttled.move === 'pass' ? passes + 1 : 0;
    moves.push(`;${colour}[${throttled.move === 'pass' ? '' : sgfPoint(throttled.move)}]`);
  }
  return { fast, slow, differed };
}

/** Prints the figures of `timeSelfPlay`'s answer under the line `title`. */
export function printSelfPlay(title, { fast, slow, differed = 0 }) {
  console.log(title);
  console.log(`  ${fast.length} moves; unthrottled mean ${fmt(mean(fast))}, median ${fmt(median(fast))}, max ${fmt(Math.max(...fast))}`);
  console.log(`  4x throttled mean ${fmt(mean(slow))}, median ${fmt(median(slow))}, max ${fmt(Math.max(...slow))}`);
  if (differed) console.log(`  ${differed} moves where the time limit made the throttled search choose another move`);
}
