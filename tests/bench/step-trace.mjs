// Where the frame of one step goes: a Chromium trace (CDP Tracing, the DevTools
// timeline's categories) of a › tap, a ‹ tap, a tree tap and a played move at move
// `--at` (300 unless told) of tests/data/sgf/bench/review-300-moves.sgf, on the
// throttled phone of step-latency.mjs (390×844, touch, 4× CPU), each done three times
// untraced first (the code warm, as in the benchmark's runs). Prints, for each, its
// Event Timing duration, and the renderer main thread's time by kind (the handler's
// JavaScript, style recalc with the elements it touched, layout with the objects it
// laid out, pre-paint, paint, layerize, commit) from the start of the tap's handler
// (its longest event) to the end of the first commit after it — the frame's main
// thread part — and the longest slices of the other threads until the interaction's
// end. A measurement, not a test:
//
//   cargo xtask build && node tests/bench/step-trace.mjs [--at 300] [--cpu 4] [--save trace.json]
//
// `--save` writes the whole trace (open it in DevTools' Performance panel).
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';

import { stopServer, tapPoint } from '../browser/support.mjs';
import { openThrottledReview, settled, tapTreeNext } from './step-probes.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const AT = Number(option('--at', 300));
const CPU = Number(option('--cpu', 4));
const SAVE = option('--save', null);

/** The timeline's categories (what DevTools' Performance panel records). */
const CATEGORIES = [
  '-*',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'toplevel',
  'blink',
  'cc',
  'gpu',
  'v8.execute',
  'blink.user_timing',
  'latencyInfo',
  'benchmark',
].join(',');

/** The main thread's slices summed by kind: the trace's event names for each. */
const KINDS = {
  'handlers (JS)': ['EventDispatch', 'FunctionCall', 'TimerFire', 'FireAnimationFrame'],
  'style recalc': ['UpdateLayoutTree', 'RecalculateStyles'],
  layout: ['Layout'],
  'pre-paint': ['PrePaint'],
  paint: ['Paint'],
  layerize: ['Layerize'],
  commit: ['Commit'],
  'hit test': ['HitTest'],
  'intersection observers': ['IntersectionObserverController::computeIntersections', 'ComputeIntersections'],
  'resize observers': ['ResizeObserver::BroadcastObservations'],
  GC: ['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase'],
};

const { browser, page, cdp, servedSite } = await openThrottledReview(CPU);

const [one] = loadavg();
console.log(`One interaction at move ${AT}, phone 390x844 at ${CPU}x CPU; load average ${one.toFixed(1)}`);
const everything = [];
for (const [name, from, act] of [
  [`› to move ${AT}`, AT - 1, () => page.tap('#forward')],
  [`‹ at move ${AT}`, AT, () => page.tap('#back')],
  [`tree tap to move ${AT}`, AT - 1, () => tapTreeNext(page)],
  [`a move at move ${AT}`, AT, null],
]) {
  for (let run = 0; run < 4; run += 1) {
    await page.evaluate((n) => window.weiqiApp.goTo(n), from);
    await settled(page);
    let point = null;
    if (!act) {
      point = await page.evaluate((k) => {
        const legal = window.weiqiApp.match.shown.legalMoves();
        return legal[(k * 37) % legal.length];
      }, run);
      await tapPoint(page, point);
      await settled(page);
    }
    const before = await page.evaluate(() => window.weiqiInteractions.length);
    const tap = act ?? (() => tapPoint(page, point));
    // The last run is traced; the three before it warm the code up.
    let events = null;
    if (run === 3) events = await traced(tap);
    else {
      await tap();
      await settled(page);
    }
    const timing = await page.evaluate((n) => window.weiqiInteractions.slice(n).at(-1) ?? null, before);
    if (events) {
      everything.push(...events);
      report(name, events, timing);
    }
    if (!act) {
      await page.evaluate(() => window.weiqiApp.undo());
      await settled(page);
    }
  }
}
if (SAVE) writeFileSync(SAVE, JSON.stringify({ traceEvents: everything }));
await browser.close();
stopServer();
servedSite?.child.kill();

/** Runs `act` inside a trace; resolves to the trace's events. */
async function traced(act) {
  const events = [];
  const collect = (data) => events.push(...data.value);
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await act();
  await settled(page);
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

/** Prints where the interaction's frame went (see the file's head); `timing`: its Event Timing entry. */
function report(name, events, timing) {
  const threads = new Map();
  for (const e of events) {
    if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  }
  const thread = (e) => threads.get(`${e.pid}:${e.tid}`) ?? '?';
  const ms = (us) => (us / 1000).toFixed(1);
  const said = timing ? `Event Timing ${Math.round(timing.duration)} ms (handlers ${Math.round(timing.handlers)}, then ${Math.round(timing.toFrame)} to the frame)` : 'Event Timing: under 16 ms';
  // The handler: the tap's longest event on the renderer's main thread (a click, or the board's pointerup).
  const taps = events.filter((e) => e.name === 'EventDispatch' && ['pointerup', 'click'].includes(e.args?.data?.type));
  const handler = taps.sort((a, b) => b.dur - a.dur)[0];
  if (!handler) {
    console.log(`\n${name}: ${said}; no tap found in the trace`);
    return;
  }
  const main = `${handler.pid}:${handler.tid}`;
  const onMainThread = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X');
  const handled = handler.ts + handler.dur;
  const commit = onMainThread.filter((e) => e.name === 'Commit' && e.ts >= handled).sort((a, b) => a.ts - b.ts)[0];
  const end = commit ? commit.ts + commit.dur : handled;
  console.log(`\n${name}: ${said}; traced: handler ${handler.args.data.type} ${ms(handler.dur)} ms, its start to the frame's commit ${ms(end - handler.ts)} ms${commit ? '' : ' (no commit found)'}`);
  const onMain = onMainThread.filter((e) => e.ts >= handler.ts && e.ts <= end);
  // Top-level slices only (a FunctionCall inside an EventDispatch counts once).
  const topLevel = (list) => list.filter((e) => !list.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur && (o.ts < e.ts || o.dur > e.dur)));
  for (const [kind, names] of Object.entries(KINDS)) {
    const slices = topLevel(onMain.filter((e) => names.includes(e.name)));
    if (!slices.length) continue;
    const total = slices.reduce((sum, e) => sum + e.dur, 0);
    let detail = '';
    if (kind === 'style recalc') {
      detail = ` — elements ${slices.map((e) => e.args?.elementCount ?? e.args?.data?.elementCount ?? e.args?.beginData?.elementCount ?? '?').join(', ')}`;
    } else if (kind === 'layout') {
      detail = ` — objects dirty/total ${slices.map((e) => `${e.args?.beginData?.dirtyObjects ?? '?'}/${e.args?.beginData?.totalObjects ?? '?'}`).join(', ')}`;
    } else if (kind === 'handlers (JS)') {
      detail = ` — ${slices.filter((e) => e.dur >= 500).map((e) => `${e.args?.data?.type ?? e.name} ${ms(e.dur)}`).join(', ')}`;
    }
    console.log(`  main  ${kind.padEnd(24)} ${ms(total).padStart(6)} ms in ${slices.length}${detail}`);
  }
  // The other threads' longest kinds of slice, from the handler to the interaction's end.
  const until = timing ? handler.ts + (timing.duration - timing.handlers) * 1000 + handler.dur : end;
  const others = new Map();
  for (const e of events) {
    if (e.ph !== 'X' || e.ts < handler.ts || e.ts > until || `${e.pid}:${e.tid}` === main) continue;
    if (/RunTask|OnHandleReady|mojo|EpollEvent|LatencyInfo/.test(e.name)) continue;
    const key = `${thread(e)}: ${e.name}`;
    others.set(key, (others.get(key) ?? 0) + e.dur);
  }
  const top = [...others].sort((a, b) => b[1] - a[1]).slice(0, 6);
  for (const [key, dur] of top) console.log(`  other ${key.slice(0, 70).padEnd(70)} ${ms(dur).padStart(6)} ms`);
}


