// The computer opponent's time per move in Chromium, with the CPU throttled 4× (CDP
// `Emulation.setCPUThrottlingRate`: a phone-class CPU) and unthrottled in the same run.
// A measurement, not a test; run after `cargo xtask build`:
//   node tests/browser/opponent-speed.mjs [levels] [positions]   e.g. 1-6 4: a few
//     positions of tests/data/bot-moves.json (the ones the wasm and native players
//     agree on), one move each at each level;
//   node tests/browser/opponent-speed.mjs --game LEVEL [SEED]: a whole 9×9 game
//     (Chinese rules, komi 7) of the level against itself, every move timed both ways
//     (`cargo xtask strength --browser` runs this).
// The module is the page's (pkg/weiqi_bot.js from the site `cargo xtask serve` serves),
// run on the page's main thread: the throttling applies there for certain, and the
// Worker runs the same code. Wall-clock times on a shared machine: the load average is
// printed with them.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { launch, siteUrl, stopServer } from './support.mjs';

const browser = await launch();
const page = await (await browser.newContext()).newPage();
await page.goto(await siteUrl());
await page.evaluate(async () => {
  const bot = await import('./pkg/weiqi_bot.js');
  await bot.default({ module_or_path: new URL('./pkg/weiqi_bot_bg.wasm', location.href) });
  window.bot = bot;
});
const cdp = await page.context().newCDPSession(page);
const playouts = await page.evaluate(() => window.bot.levelPlayouts());

/** The answer at `level` (seed `seed`) in the game `sgf` and the milliseconds it took at `rate`. */
async function timedMove(sgf, level, seed, rate) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page.evaluate(
    ({ sgf, level, seed }) => {
      const t0 = performance.now();
      const move = window.bot.computerMove(sgf, level, seed);
      return { move, ms: performance.now() - t0 };
    },
    { sgf, level, seed },
  );
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const COLUMNS = 'ABCDEFGHJ';

/** `D4` on 9×9 as SGF coordinates (`df`). */
function sgfPoint(name) {
  const x = COLUMNS.indexOf(name[0]);
  const y = 9 - Number(name.slice(1));
  return String.fromCharCode(97 + x) + String.fromCharCode(97 + y);
}

/** Plays a 9×9 game of `level` against itself and times every move, both ways. */
async function timeGame(level, seed) {
  const moves = [];
  const fast = [];
  const slow = [];
  let passes = 0;
  while (passes < 2 && moves.length < 160) {
    const colour = moves.length % 2 ? 'W' : 'B';
    const sgf = `(;GM[1]FF[4]SZ[9]KM[7]RU[Chinese]${moves.join('')})`;
    const unthrottled = await timedMove(sgf, level, seed, 1);
    const throttled = await timedMove(sgf, level, seed, 4);
    if (throttled.move !== unthrottled.move) {
      throw new Error(`move ${moves.length + 1}: ${unthrottled.move} unthrottled, ${throttled.move} throttled`);
    }
    fast.push(unthrottled.ms);
    slow.push(throttled.ms);
    if (throttled.move === 'resign') break;
    passes = throttled.move === 'pass' ? passes + 1 : 0;
    moves.push(`;${colour}[${throttled.move === 'pass' ? '' : sgfPoint(throttled.move)}]`);
  }
  console.log(`A 9x9 game of level ${level} (${playouts[level - 1]} simulations a move) against itself in Chromium, seed ${seed}:`);
  console.log(`  ${fast.length} moves; unthrottled mean ${fmt(mean(fast))}, median ${fmt(median(fast))}, max ${fmt(Math.max(...fast))}`);
  console.log(`  4x throttled mean ${fmt(mean(slow))}, median ${fmt(median(slow))}, max ${fmt(Math.max(...slow))}`);
}

/** One move at each level in each position of tests/data/bot-moves.json. */
async function timeLevels(from, to, positionsWanted) {
  const cases = JSON.parse(readFileSync(new URL('../data/bot-moves.json', import.meta.url), 'utf8'));
  const positions = cases.filter((c) => /RU\[Chinese\]|RU\[Japanese\]/.test(c.sgf)).map((c) => c.sgf).slice(0, positionsWanted);
  console.log(`Time per 9x9 move of the opponent's wasm module in Chromium (${positions.length} positions, main thread):`);
  console.log('level  simulations  unthrottled (mean, max)   4x throttled (mean, max)');
  for (let level = from; level <= to; level++) {
    const fast = [];
    const slow = [];
    for (const sgf of positions) fast.push((await timedMove(sgf, level, 1, 1)).ms);
    for (const sgf of positions) slow.push((await timedMove(sgf, level, 1, 4)).ms);
    console.log(
      `${String(level).padStart(5)}  ${String(playouts[level - 1]).padStart(11)}  ${fmt(mean(fast)).padStart(9)}, ${fmt(Math.max(...fast)).padStart(8)}       ${fmt(mean(slow)).padStart(9)}, ${fmt(Math.max(...slow)).padStart(8)}`,
    );
  }
}

if (process.argv[2] === '--game') {
  await timeGame(Number(process.argv[3] ?? 5), Number(process.argv[4] ?? 1));
} else {
  const [from, to] = (process.argv[2] ?? '1-6').split('-').map(Number);
  await timeLevels(from, to, Number(process.argv[3] ?? 4));
}
console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
await browser.close();
stopServer();
