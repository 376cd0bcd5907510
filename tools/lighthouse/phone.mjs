// The board's start on a throttled phone: Chromium (playwright-core) at 390×844, 4×
// CPU slowdown, 150 ms round trip, 1.6 Mbps down and 0.75 Mbps up (DevTools
// throttling through CDP). "Board drawn" is the moment a canvas of the page first
// carries `data-frames` — the mark the engine's BoardView, the first frame's picture
// (www/first-frame.js) and `<go-board>`'s view (in its shadow root) set when a frame is
// on the canvas — counted from the start of the navigation.
//
// Cold: a new browser profile (no HTTP cache, no service worker). Warm: the same page
// opened again in that profile once its service worker has the files (the second
// visit of a returning player).
//
//   node tools/lighthouse/phone.mjs --url http://127.0.0.1:8080/ [--runs 5]
//     [--paths /,/lessons.html,/embed.html] [--floor http://127.0.0.1:8081/]
//
// Prints each run and the median of each kind for each page; with `--floor`, the
// reference page (tools/lighthouse/floor/) is measured first, in the same sitting, and
// each page's medians are printed as ratios of the floor's (targets: cold ≤ 2×, warm
// ≤ 1.5×). `--json FILE` also writes the runs.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CPU, NETWORK, PHONE, launch, throttle, workerControls } from './phone-profile.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '5' },
    json: { type: 'string' },
    paths: { type: 'string', default: '/' },
    floor: { type: 'string' },
  },
});
if (!values.url) throw new Error('usage: node phone.mjs --url http://127.0.0.1:PORT/ [--runs N] [--paths /,/lessons.html] [--floor URL]');
const RUNS = Number(values.runs);

/** The start's absolute targets (without a floor) and its targets as ratios of the floor's. */
const TARGETS = { cold: 1500, warm: 400 };
const RATIO_TARGETS = { cold: 2, warm: 1.5 };

const browser = await launch();

/**
 * Records when a canvas shows its first frame, and the layout shifts until then. The
 * shadow roots (`<go-board>`'s) are watched as they are attached.
 */
function watchBoard() {
  window.__firstFrame = null;
  window.__shift = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__shift += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const check = (records) => {
    if (window.__firstFrame === null && records.some((r) => r.target.hasAttribute('data-frames'))) window.__firstFrame = performance.now();
  };
  const observer = new MutationObserver(check);
  const watch = (root) => observer.observe(root, { subtree: true, attributes: true, attributeFilter: ['data-frames'] });
  watch(document);
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    watch(root);
    return root;
  };
}

/** One visit of `address` in `page` under the profile: ms to the first frame, and the bytes fetched. */
async function visit(page, address) {
  const session = await throttle(page);
  let bytes = 0;
  let requests = 0;
  session.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.goto(address, { waitUntil: 'commit' });
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

/**
 * Whether the page in `page` registers a service worker: asked once the page has
 * loaded and had a few seconds to stand (the pages register theirs when ready).
 */
async function registers(page) {
  await page.waitForLoadState('load');
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await page.evaluate(async () => (await navigator.serviceWorker.getRegistration()) !== undefined)) return true;
    await page.waitForTimeout(250);
  }
  return false;
}

/** The median of `xs`. */
const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Measures `address` `RUNS` times cold and warm; prints each run and the medians; returns them. */
async function measure(address) {
  const results = { cold: [], warm: [] };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(watchBoard);
    const first = await context.newPage();
    const cold = await visit(first, address);
    // A page with a service worker (it registers once the page stands) has the warm
    // start served by it, its cache complete; one without (embed.html: a federation's
    // page) by the HTTP cache.
    const served = (await registers(first)) ? 'service worker' : 'HTTP cache';
    if (served === 'service worker') await workerControls(first);
    await first.close();
    const again = await context.newPage();
    const warm = await visit(again, address);
    if (served === 'service worker' && !warm.fromWorker) throw new Error('the warm visit was not served by the service worker');
    warm.served = served;
    await context.close();
    results.cold.push(cold);
    results.warm.push(warm);
    const show = (r) => `${r.drawn.toFixed(0)} ms (${r.requests} responses, ${(r.bytes / 1000).toFixed(1)} KB on the wire, CLS ${r.shift.toFixed(3)})`;
    console.log(`run ${run + 1}: cold ${show(cold)}; warm ${show(warm)} from the ${served}`);
  }
  console.log(`\nthrottled phone (${CPU}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbps), ${address}, ${RUNS} runs:`);
  const medians = {};
  for (const kind of ['cold', 'warm']) {
    const times = results[kind].map((r) => r.drawn);
    medians[kind] = median(times);
    const shift = Math.max(...results[kind].map((r) => r.shift));
    const verdict = floorMedians ? '' : `; target ≤ ${TARGETS[kind]} ms: ${medians[kind] <= TARGETS[kind] ? 'met' : 'MISSED'}`;
    console.log(
      `  ${kind} start to board drawn: median ${medians[kind].toFixed(0)} ms (min ${Math.min(...times).toFixed(0)}, max ${Math.max(...times).toFixed(0)}), CLS at most ${shift.toFixed(3)}${verdict}`,
    );
  }
  return { results, medians };
}

const all = {};
let floorMedians = null;
if (values.floor) {
  console.log('The reference page (tools/lighthouse/floor/) first, in the same sitting:');
  const floor = await measure(values.floor);
  all.floor = floor.results;
  floorMedians = floor.medians;
}
const ratios = [];
for (const path of values.paths.split(',')) {
  const address = new URL(path, values.url).href;
  console.log(`\n${path}:`);
  const { results, medians } = await measure(address);
  all[path] = results;
  if (floorMedians) ratios.push({ path, medians });
}
await browser.close();

if (floorMedians) {
  console.log(`\nAgainst the reference page (cold ${floorMedians.cold.toFixed(0)} ms, warm ${floorMedians.warm.toFixed(0)} ms), medians of ${RUNS}:`);
  for (const { path, medians } of ratios) {
    const parts = ['cold', 'warm'].map((kind) => {
      const ratio = medians[kind] / floorMedians[kind];
      return `${kind} ${medians[kind].toFixed(0)} ms = ${ratio.toFixed(2)}× (target ≤ ${RATIO_TARGETS[kind]}×: ${ratio <= RATIO_TARGETS[kind] ? 'met' : 'MISSED'})`;
    });
    console.log(`  ${path.padEnd(14)} ${parts.join('; ')}`);
  }
}
if (values.json) writeFileSync(values.json, JSON.stringify(all, null, 2));
