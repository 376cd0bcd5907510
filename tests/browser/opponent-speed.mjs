// The computer opponent's time per move in Chromium, at each level, with the CPU
// throttled 4× (CDP `Emulation.setCPUThrottlingRate`: a phone-class CPU) and
// unthrottled in the same run: `node tests/browser/opponent-speed.mjs [levels] [positions]`
// (default levels 1-6, 4 positions), after `cargo xtask build`. A measurement, not a
// test. The module is the page's (pkg/weiqi_bot.js from the site `cargo xtask serve`
// serves), run on the page's main thread: the throttling applies there for certain,
// and the Worker runs the same code. The positions are 9×9 games of
// tests/data/bot-moves.json (the ones the wasm and native players agree on). Wall-clock
// times on a shared machine: the load average is printed with them.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { launch, siteUrl, stopServer } from './support.mjs';

const [from, to] = (process.argv[2] ?? '1-6').split('-').map(Number);
const positionsWanted = Number(process.argv[3] ?? 4);
const cases = JSON.parse(readFileSync(new URL('../data/bot-moves.json', import.meta.url), 'utf8'));
const positions = cases.filter((c) => /RU\[Chinese\]|RU\[Japanese\]/.test(c.sgf)).map((c) => c.sgf).slice(0, positionsWanted);

const browser = await launch();
const page = await (await browser.newContext()).newPage();
await page.goto(await siteUrl());
await page.evaluate(async () => {
  const bot = await import('./pkg/weiqi_bot.js');
  await bot.default({ module_or_path: new URL('./pkg/weiqi_bot_bg.wasm', location.href) });
  window.bot = bot;
});
const cdp = await page.context().newCDPSession(page);

/** Milliseconds per move at `level` over the positions (one move each, seed 1). */
async function timeLevel(level) {
  return page.evaluate(
    ({ level, positions }) => {
      const times = [];
      for (const sgf of positions) {
        const t0 = performance.now();
        window.bot.computerMove(sgf, level, 1);
        times.push(performance.now() - t0);
      }
      return times;
    },
    { level, positions },
  );
}

const fmt = (ms) => `${(ms / 1000).toFixed(2)} s`;
console.log(`Time per 9x9 move of the opponent's wasm module in Chromium (${positions.length} positions, main thread):`);
console.log('level  simulations  unthrottled (mean, max)   4x throttled (mean, max)');
const playouts = await page.evaluate(() => window.bot.levelPlayouts());
for (let level = from; level <= to; level++) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const fast = await timeLevel(level);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = await timeLevel(level);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `${String(level).padStart(5)}  ${String(playouts[level - 1]).padStart(11)}  ${fmt(mean(fast)).padStart(9)}, ${fmt(Math.max(...fast)).padStart(8)}       ${fmt(mean(slow)).padStart(9)}, ${fmt(Math.max(...slow)).padStart(8)}`,
  );
}
console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
await browser.close();
stopServer();
