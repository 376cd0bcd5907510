// What the step benchmarks (step-latency.mjs, step-trace.mjs) share: the probes they
// install in the page, the throttled page with the review open, waiting for it to
// settle, the tap on the tree, and the built site served for them.
import { spawn } from 'node:child_process';

import { readFileSync } from 'node:fs';

import { PHONE, drawn, launch, openSgf } from '../browser/support.mjs';

/**
 * The built site (served here unless WEIQI_URL names one) open in Chromium on the
 * phone (390×844, touch) with tests/data/sgf/bench/review-300-moves.sgf loaded, the
 * probes installed and the CPU throttled `cpu`×; the service worker's first caching
 * of the site (once per install) done before anything is timed. Resolves to
 * `{ browser, context, page, cdp, servedSite }` (`servedSite`: the server started, or null).
 */
export async function openThrottledReview(cpu) {
  const servedSite = process.env.WEIQI_URL ? null : await serveBuiltSite();
  if (servedSite) process.env.WEIQI_URL = servedSite.url;
  const record = readFileSync(new URL('../data/sgf/bench/review-300-moves.sgf', import.meta.url), 'utf8');
  const browser = await launch();
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error(`page error: ${error.message}`));
  await page.goto(process.env.WEIQI_URL);
  await page.waitForFunction(() => window.weiqiReady === true, null, { timeout: 60_000 });
  await page.evaluate(() => navigator.serviceWorker?.ready);
  await openSgf(page, record, 'review-300-moves.sgf');
  await page.evaluate(installProbes);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return { browser, context, page, cdp, servedSite };
}

/** Waits until the board has drawn and the page has been idle once (saving and the address are done). */
export async function settled(page) {
  await drawn(page);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestAnimationFrame(() => resolve()), { timeout: 1000 })));
}

/** Taps the game tree's node of the move after the one shown (the tree scrolled to it first, untimed). */
export async function tapTreeNext(page) {
  const id = await page.evaluate(() => {
    const { match } = window.weiqiApp;
    return match.tree.children(match.node)[0];
  });
  const node = page.locator(`#game-tree [data-node="${id}"]`);
  await node.scrollIntoViewIfNeeded();
  await node.tap();
}

/**
 * In the page: counts every call into the engine's classes (their methods, getters
 * and setters, and the classes' static methods) in `weiqiCalls.count`, and keeps
 * each interaction's longest Event Timing entry in `weiqiInteractions`.
 */
export function installProbes() {
  window.weiqiCalls = { count: 0 };
  const counted = (fn) =>
    function counting(...rest) {
      window.weiqiCalls.count += 1;
      return fn.apply(this, rest);
    };
  const wrap = (target, skip) => {
    for (const key of Object.getOwnPropertyNames(target)) {
      if (skip.includes(key)) continue;
      const d = Object.getOwnPropertyDescriptor(target, key);
      if (!d.configurable) continue;
      if (typeof d.value === 'function') d.value = counted(d.value);
      if (d.get) d.get = counted(d.get);
      if (d.set) d.set = counted(d.set);
      Object.defineProperty(target, key, d);
    }
  };
  const app = window.weiqiApp;
  // Every class of the engine the page holds an object of: a wasm object has `__wbg_ptr`.
  const objects = [app.view, app.match, app.match?.game, app.match?.tree].filter((o) => o && '__wbg_ptr' in o);
  const classes = new Set([...objects.map((o) => o.constructor), app.Game, app.Record].filter(Boolean));
  for (const cls of classes) {
    wrap(cls.prototype, ['constructor']);
    wrap(cls, ['prototype', 'length', 'name']);
  }
  window.weiqiInteractions = [];
  const longest = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      // Of the interaction's longest entry: its handlers' time, and from them to the frame.
      const parts = {
        duration: entry.duration,
        handlers: entry.processingEnd - entry.processingStart,
        toFrame: entry.startTime + entry.duration - entry.processingEnd,
      };
      const known = longest.get(entry.interactionId);
      if (!known) {
        const record = { id: entry.interactionId, ...parts };
        longest.set(entry.interactionId, record);
        window.weiqiInteractions.push(record);
      } else if (entry.duration > known.duration) {
        Object.assign(known, parts);
      }
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: false });
}

/**
 * Serves the built site (`cargo xtask serve --no-build --port 0`); resolves to
 * `{ url, child }` (the server's process, to be killed when done).
 */
export async function serveBuiltSite() {
  const servedSite = spawn('cargo', ['xtask', 'serve', '--no-build', '--port', '0'], {
    cwd: new URL('../../', import.meta.url),
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    servedSite.stdout.on('data', (chunk) => {
      output += chunk;
      const found = output.match(/Serving \S+ at (http:\/\/127\.0\.0\.1:\d+\/)/);
      if (found) resolve({ url: found[1], child: servedSite });
    });
    servedSite.on('exit', (code) => reject(new Error(`cargo xtask serve exited (${code}): ${output}`)));
  });
}
