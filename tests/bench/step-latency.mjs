// The time from a tap to the next frame (Event Timing) on the app's page, for a step
// through a reviewed record (›, ‹, a tap on the game tree's next node) and a played
// move, at move 10 and at move 300 of
// tests/data/sgf/bench/review-300-moves.sgf (300 moves, a variation beside every 20th),
// on the throttled phone (390×844, touch, 4× CPU); and how many calls into the
// WebAssembly module each tap makes until the page is idle again (every method,
// getter and setter of the engine's classes counted). A measurement, not a test:
//
//   cargo xtask build && node tests/bench/step-latency.mjs [--runs N] [--cpu N]
//
// It serves the built site itself (`cargo xtask serve --no-build`), or the one
// WEIQI_URL names. Event Timing reports interactions of 16 ms and more: a faster
// one is printed as `<16`. Wall-clock times on a shared machine: the load average
// is printed with them.
import { loadavg } from 'node:os';

import { stopServer, tapPoint } from '../browser/support.mjs';
import { openThrottledReview, settled, tapTreeNext } from './step-probes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const RUNS = option('--runs', 7);
const CPU = option('--cpu', 4);

const { browser, page, servedSite } = await openThrottledReview(CPU);

const rows = [];
for (const at of [10, 300]) {
  rows.push(await measure(`› at move ${at - 1} (to ${at})`, at - 1, () => page.tap('#forward')));
  rows.push(await measure(`‹ at move ${at}`, at, () => page.tap('#back')));
  rows.push(await measure(`tree tap at move ${at - 1} (to ${at})`, at - 1, () => tapTreeNext(page)));
  rows.push(await measureMove(at));
}

const [one, five] = loadavg();
console.log(`Tap to next frame (Event Timing), phone 390x844 at ${CPU}x CPU, ${RUNS} runs each; load average ${one.toFixed(1)} / ${five.toFixed(1)}`);
console.log('| interaction | median ms | min | max | of the median: handlers, then to the frame | wasm calls per tap |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) {
  // An interaction under 16 ms has no entry: it sorts first, shown as `<16`.
  const sorted = row.entries.map((e) => e ?? { duration: 0 }).sort((a, b) => a.duration - b.duration);
  const show = (d) => (d === 0 ? '<16' : String(Math.round(d)));
  const median = sorted[Math.floor(sorted.length / 2)];
  const parts = median.duration === 0 ? '' : `${Math.round(median.handlers)} + ${Math.round(median.toFrame)}`;
  const calls = [...new Set(row.calls)].join(', ');
  console.log(`| ${row.name} | ${show(median.duration)} | ${show(sorted[0].duration)} | ${show(sorted.at(-1).duration)} | ${parts} | ${calls} |`);
}
await browser.close();
stopServer();
servedSite?.child.kill();

/** One interaction repeated: the record shown at move `from` first (not timed), then `act()`. */
async function measure(name, from, act) {
  const entries = [];
  const calls = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate((n) => window.weiqiApp.goTo(n), from);
    await settled(page);
    const { entry, count } = await timed(act);
    entries.push(entry);
    calls.push(count);
    console.error(`${name}: ${entry?.duration ?? '<16'} ms, ${count} calls`);
  }
  return { name, entries, calls };
}

/**
 * A move played at move `at` (a tap to preview, a second tap to play: the second is
 * timed), then taken back with Undo (not timed), `RUNS` times.
 */
async function measureMove(at) {
  const entries = [];
  const calls = [];
  for (let run = 0; run < RUNS; run += 1) {
    await page.evaluate((n) => window.weiqiApp.goTo(n), at);
    await settled(page);
    const point = await page.evaluate((k) => {
      const legal = window.weiqiApp.match.shown.legalMoves();
      return legal[(k * 37) % legal.length];
    }, run);
    await tapPoint(page, point);
    await settled(page);
    const { entry, count } = await timed(() => tapPoint(page, point));
    entries.push(entry);
    calls.push(count);
    console.error(`a move at move ${at}: ${entry?.duration ?? '<16'} ms, ${count} calls`);
    await page.evaluate(() => window.weiqiApp.undo());
    await settled(page);
  }
  return { name: `a move at move ${at}`, entries, calls };
}

/**
 * Runs `act` (a tap), and resolves to its Event Timing entry (`{ duration, handlers,
 * toFrame }`, null under 16 ms) and the wasm calls it made.
 */
async function timed(act) {
  const before = await page.evaluate(() => {
    window.weiqiCalls.count = 0;
    return window.weiqiInteractions.length;
  });
  await act();
  await settled(page);
  const entry = await page
    .waitForFunction((n) => window.weiqiInteractions.length > n && window.weiqiInteractions.at(-1), before, { timeout: 3000 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const count = await page.evaluate(() => window.weiqiCalls.count);
  return { entry, count };
}

