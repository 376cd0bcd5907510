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

import { fmt, mean, printSelfPlay, timeSelfPlay } from './self-play-timing.mjs';
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

/** Plays a 9×9 game of `level` against itself and times every move, both ways. */
async function timeGame(level, seed) {
  const times = await timeSelfPlay((sgf, rate) => timedMove(sgf, level, seed, rate));
  printSelfPlay(`A 9x9 game of level ${level} (${playouts[level - 1]} simulations a move) against itself in Chromium, seed ${seed}:`, times);
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
