// The board's start on a throttled phone: Chromium (playwright-core) at 390×844, 4×
// CPU slowdown, 150 ms round trip, 1.6 Mbps down and 0.75 Mbps up (DevTools
// throttling through CDP). "Board drawn" is the moment the engine's BoardView marks
// its first frame on the canvas (`data-frames`), counted from the start of the
// navigation.
//
// Cold: a new browser profile (no HTTP cache, no service worker). Warm: the same page
// opened again in that profile once its service worker has the files (the second
// visit of a returning player).
//
//   node tools/lighthouse/phone.mjs --url http://127.0.0.1:8080/ [--runs 5]
//
// Prints each run and the median of each kind; `--json FILE` also writes them.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CPU, NETWORK, PHONE, launch, throttle, workerControls } from './phone-profile.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    json: { type: 'string' },
    path: { type: 'string', default: '/' },
  },
});
if (!values.url) throw new Error('usage: node phone.mjs --url http://127.0.0.1:PORT/ [--runs N]');
const RUNS = Number(values.runs);
const PAGE = new URL(values.path, values.url).href;

const TARGETS = { cold: 1500, warm: 400 };

const browser = await launch();

/** Records when the canvas shows its first frame, and the layout shifts until then. */
function watchBoard() {
  window.__firstFrame = null;
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = () => {
    const canvas = document.querySelector('canvas[data-frames]');
    if (canvas && window.__firstFrame === null) window.__firstFrame = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frames'] });
}

/** One visit of `page` under the profile: ms to the first frame, and the bytes fetched. */
async function visit(page) {
  const session = await throttle(page);
  let bytes = 0;
  let requests = 0;
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(PAGE, { waitUntil: 'commit' });
  await page.waitForFunction(() => window.__firstFrame !== null, null, { timeout: 60_000, polling: 50 });
  const { drawn, shift, fromWorker } = await page.evaluate(() => ({
    drawn: window.__firstFrame,
    shift: window.__shift,
    // The page itself came through the service worker (its fetch handler ran).
    fromWorker: performance.getEntriesByType('navigation')[0]?.workerStart > 0,
  }));
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.detach();
  return { drawn, shift, bytes, requests, fromWorker };
}

const results = { cold: [], warm: [] };
for (let run = 0; run < RUNS; run += 1) {
  const context = await browser.newContext(PHONE);
  await context.addInitScript(watchBoard);
  const first = await context.newPage();
  const cold = await visit(first);
  // The service worker installs after the first visit; the warm start needs it in
  // charge, its cache complete.
  await workerControls(first);
  await first.close();
  const again = await context.newPage();
  const warm = await visit(again);
  if (!warm.fromWorker) throw new Error('the warm visit was not served by the service worker');
  await context.close();
  results.cold.push(cold);
  results.warm.push(warm);
  const show = (r) => `${r.drawn.toFixed(0)} ms (${r.requests} responses, ${(r.bytes / 1000).toFixed(1)} KB on the wire, CLS ${r.shift.toFixed(3)})`;
  console.log(`run ${run + 1}: cold ${show(cold)}; warm ${show(warm)}`);
}
await browser.close();

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
console.log(`\nthrottled phone (${CPU}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbps), ${PAGE}, ${RUNS} runs:`);
for (const kind of ['cold', 'warm']) {
  const times = results[kind].map((r) => r.drawn);
  const m = median(times);
  const verdict = m <= TARGETS[kind] ? 'met' : 'MISSED';
  console.log(
    `  ${kind} start to board drawn: median ${m.toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}); target ≤ ${TARGETS[kind]} ms: ${verdict}`,
  );
}
if (values.json) writeFileSync(values.json, JSON.stringify(results, null, 2));
