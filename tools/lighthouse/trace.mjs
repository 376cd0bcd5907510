// The main thread's long tasks at a page's start, from a Chromium trace: the same
// throttled phone as phone.mjs (390×844, 4× CPU, 150 ms RTT, 1.6 Mbps), cold (a new
// profile) and warm (the same profile once its service worker holds the files). For
// every task of the renderer's main thread over 50 ms, from the navigation until the
// page says it is ready (<html data-ready>) and two seconds more, it prints when it
// started, how long it ran (observed, throttled) and what ran in it: the trace's
// events (script evaluation, compilation, layout, paint…) and the JavaScript functions
// that took most of it (a CPU profile sampled alongside).
//
// Lighthouse's performance score is mostly total blocking time, and Lighthouse
// multiplies the observed task times: these are the tasks it counts.
//
// Before the tasks, each visit's timeline: when the page's HTML had arrived
// (`responseEnd`; with `workerStart` when the service worker answered), when its
// parsing ended (`domInteractive`), the app's steps (the `weiqi:*` marks of app.js:
// its bundle running, the strings, the engine, the view, the panels before the board,
// the game, the first frame painted, ready) and the board's first frame; then what
// the caches gave: WebAssembly compiled code (`v8.wasm.moduleCacheHit` on a visit
// that used it, `v8.wasm.cachedModule` when one was written) and the module scripts
// that consumed a code cache.
//
//   node tools/lighthouse/trace.mjs --url http://127.0.0.1:8080/ [--path /embed.html] [--cpu 4] [--warm 3]
//
// `--cpu 1` traces unthrottled; `--warm N` makes N warm visits one after the other (a
// new page each); `--json FILE` also writes the timelines and tasks.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { NETWORK, PHONE, launch, throttle, workerControls } from './phone-profile.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', multiple: true },
    cpu: { type: 'string', default: '4' },
    json: { type: 'string' },
    runs: { type: 'string', default: '1' },
    warm: { type: 'string', default: '1' },
  },
});
if (!values.url) throw new Error('usage: node trace.mjs --url http://127.0.0.1:PORT/ [--path /] [--cpu 4]');
const PATHS = values.path ?? ['/', '/lessons.html', '/embed.html'];
const CPU = Number(values.cpu);
const LONG_MS = 50;
/** How many warm visits follow the cold one (`--warm N`). */
const WARM_VISITS = Number(values.warm);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'v8',
  'v8.execute',
  'v8.wasm',
  'disabled-by-default-v8.compile',
  'blink',
  'loading',
  '__metadata',
].join(',');

/** The trace events whose names say what a task did, and how each is labelled. */
function label(event) {
  const data = event.args?.data ?? event.args?.beginData ?? {};
  const file = (url) => (url ? new URL(url).pathname.replace(/^.*\//, '') || '/' : '');
  switch (event.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file(data.url ?? event.args?.fileName)}`.trim();
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file(data.url ?? event.args?.fileName)}`.trim();
    case 'FunctionCall':
      return `call ${data.functionName || '(anonymous)'} ${file(data.url)}`.trim();
    case 'TimerFire':
      return 'timer';
    case 'FireAnimationFrame':
      return 'animation frame';
    case 'FireIdleCallback':
      return 'idle callback';
    case 'EventDispatch':
      return `event ${data.type ?? ''}`.trim();
    case 'RunMicrotasks':
      return 'microtasks';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    case 'UpdateLayoutTree':
    case 'RecalculateStyles':
      return 'style';
    case 'Layout':
      return 'layout';
    case 'PrePaint':
    case 'Paint':
    case 'PaintImage':
      return 'paint';
    case 'Commit':
    case 'Layerize':
      return 'commit';
    case 'MinorGC':
    case 'MajorGC':
    case 'V8.GC_SCAVENGER':
    case 'V8.GCScavenger':
    case 'V8.GCFinalizeMC':
    case 'BlinkGC.AtomicPhase':
      return 'GC';
    case 'v8.wasm.streamFromResponseCallback':
    case 'v8.wasm.compiledModule':
    case 'v8.wasm.finishedStreaming':
    case 'wasm.SyncCompile':
    case 'wasm.AsyncCompile':
    case 'v8.wasm.compileLazy':
    case 'wasm.CompileLazy':
      return `wasm ${event.name.replace(/^(v8\.)?wasm\./, '')}`;
    default:
      return null;
  }
}

/** Sums the self time of the labelled events inside `task` (µs), by label. */
function breakdown(task, events) {
  const inside = events
    .filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && label(e))
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const totals = new Map();
  const stack = [];
  for (const event of inside) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= event.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) totals.set(label(parent), (totals.get(label(parent)) ?? 0) - event.dur);
    totals.set(label(event), (totals.get(label(event)) ?? 0) + event.dur);
    stack.push(event);
  }
  return [...totals].filter(([, us]) => us >= 2000).sort((a, b) => b[1] - a[1]);
}

/** The JavaScript functions with most self time between `from` and `to` (µs, the
 * profile's clock), from a CDP CPU profile. */
function hotFunctions(profile, from, to) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  let time = profile.startTime;
  profile.samples.forEach((id, i) => {
    time += profile.timeDeltas[i];
    if (time < from || time > to) return;
    const frame = nodes.get(id).callFrame;
    if (['(idle)', '(program)', '(root)'].includes(frame.functionName)) return;
    const where = frame.url ? `${frame.url.replace(/^.*\//, '')}:${frame.lineNumber + 1}` : '';
    const name = `${frame.functionName || '(anonymous)'}${where ? ` ${where}` : ''}`;
    const next = i + 1 < profile.timeDeltas.length ? profile.timeDeltas[i + 1] : 0;
    self.set(name, (self.get(name) ?? 0) + next);
  });
  return [...self].filter(([, us]) => us >= 3000).sort((a, b) => b[1] - a[1]).slice(0, 6);
}

/** Records when a canvas shows its first frame (run in the page before its scripts). */
function watchFirstFrame() {
  window.__firstFrame = null;
  const check = () => {
    if (window.__firstFrame === null && document.querySelector('canvas[data-frames]')) window.__firstFrame = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-frames'] });
}

/** What the page's own clock says of its start (ms from the navigation). */
const TIMELINE = `(() => {
  const nav = performance.getEntriesByType('navigation')[0];
  const at = (ms) => Math.round(ms);
  return {
    worker: nav?.workerStart > 0 ? at(nav.workerStart) : null,
    html: nav ? at(nav.responseEnd) : null,
    parsed: nav ? at(nav.domInteractive) : null,
    marks: performance.getEntriesByType('mark').filter((m) => m.name.startsWith('weiqi:')).map((m) => [m.name.slice(6), at(m.startTime)]),
    frame: window.__firstFrame === null ? null : at(window.__firstFrame),
  };
})()`;

/** What the code caches gave in a visit's trace: WebAssembly and module scripts. */
function caching(chunks) {
  const count = (name) => chunks.filter((e) => e.name === name).length;
  const consumed = chunks.filter((e) => e.name === 'v8.compileModule' && e.args?.data?.url?.startsWith(values.url) && e.args.data.consumedCacheSize > 0);
  return {
    wasmCompiled: count('v8.wasm.compiledModule'),
    wasmCacheHit: count('v8.wasm.moduleCacheHit'),
    wasmCacheWritten: count('v8.wasm.cachedModule'),
    wasmCacheInvalid: count('v8.wasm.moduleCacheInvalid'),
    modulesFromCache: consumed.length,
  };
}

/** One traced visit: the long tasks of the page's main thread. */
async function visit(page, path) {
  const session = await throttle(page, CPU);
  await session.send('Profiler.enable');
  await session.send('Profiler.setSamplingInterval', { interval: 200 });
  await session.send('Profiler.start');
  const chunks = [];
  session.on('Tracing.dataCollected', ({ value }) => chunks.push(...value));
  const done = new Promise((resolve) => session.once('Tracing.tracingComplete', resolve));
  await session.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(new URL(path, values.url).href, { waitUntil: 'commit' });
  // Ready: the app and the lessons say so; a page of boards has drawn its first board.
  // Asked by a bare CDP evaluation (Playwright's own waiting would evaluate its
  // injected script in the page: a long task of its own in the trace).
  const READY = "Boolean(document.documentElement.dataset.ready || document.querySelector('go-board')?.shadowRoot?.querySelector('canvas[data-frames]'))";
  for (let waited = 0; ; waited += 250) {
    if (waited > 60_000) throw new Error(`${path} was not ready within a minute`);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const { result } = await session.send('Runtime.evaluate', { expression: READY, returnByValue: true }).catch(() => ({ result: {} }));
    if (result.value === true) break;
  }
  const { result: timeline } = await session.send('Runtime.evaluate', { expression: TIMELINE, returnByValue: true });
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await session.send('Tracing.end');
  await done;
  const { profile } = await session.send('Profiler.stop');
  await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await session.detach();

  // The page's renderer main thread: the one that parsed this page's HTML.
  const parse = chunks.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(values.url));
  if (!parse) throw new Error(`no ParseHTML of ${path} in the trace`);
  const thread = chunks.filter((e) => e.pid === parse.pid && e.tid === parse.tid);
  const navigation =
    chunks.findLast((e) => e.name === 'navigationStart' && e.ts <= parse.ts && (e.args?.data?.documentLoaderURL ?? '').startsWith(values.url)) ?? parse;
  // A task is the outermost RunTask (the scheduler's own event may wrap it or sit in it).
  const runs = thread.filter((e) => e.ph === 'X' && (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask'));
  runs.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const outermost = [];
  for (const run of runs) {
    const outer = outermost.at(-1);
    if (!outer || run.ts >= outer.ts + outer.dur) outermost.push(run);
  }
  // The tasks from the navigation on (before it: the blank page it replaced).
  const tasks = outermost.filter((e) => e.dur >= LONG_MS * 1000 && e.ts >= navigation.ts);
  return {
    timeline: timeline.value,
    caching: caching(chunks),
    tasks: tasks.map((task) => ({
      start: (task.ts - navigation.ts) / 1000,
      ms: task.dur / 1000,
      events: breakdown(task, thread).map(([name, us]) => [name, us / 1000]),
      functions: hotFunctions(profile, task.ts, task.ts + task.dur).map(([name, us]) => [name, us / 1000]),
    })),
  };
}

const browser = await launch();
const found = {};
const show = (kind, path, { timeline: time, caching: cached, tasks }) => {
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, t.ms - LONG_MS), 0);
  const steps = [
    time.worker === null ? null : `worker ${time.worker}`,
    `html ${time.html}`,
    `parsed ${time.parsed}`,
    ...time.marks.map(([name, ms]) => `${name} ${ms}`),
    time.frame === null ? null : `FIRST FRAME ${time.frame}`,
  ].filter(Boolean);
  console.log(`\n${path} ${kind}: ${steps.join(', ')} (ms)`);
  console.log(
    `  caches: wasm compiled ${cached.wasmCompiled}, from its code cache ${cached.wasmCacheHit}, cache written ${cached.wasmCacheWritten}` +
      `${cached.wasmCacheInvalid ? `, invalid ${cached.wasmCacheInvalid}` : ''}; module scripts from a code cache ${cached.modulesFromCache}`,
  );
  console.log(`  ${tasks.length} task(s) over ${LONG_MS} ms, ${blocking.toFixed(0)} ms over ${LONG_MS} ms in all`);
  for (const t of tasks) {
    const events = t.events.slice(0, 6).map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ');
    console.log(`  at ${t.start.toFixed(0).padStart(5)} ms: ${t.ms.toFixed(0).padStart(4)} ms  ${events}`);
    if (t.functions.length) console.log(`  ${''.padStart(20)}JS: ${t.functions.map(([n, ms]) => `${n} ${ms.toFixed(0)}`).join(', ')}`);
  }
};
console.log(`main-thread tasks over ${LONG_MS} ms at start, ${CPU}× CPU, ${NETWORK.latency} ms RTT, 1.6 Mbps (observed durations, ms)`);
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const path of PATHS) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(watchFirstFrame);
    const first = await context.newPage();
    const cold = await visit(first, path);
    show('cold', path, cold);
    // A page that registers the service worker (by now: it registers once ready) is
    // opened again once the worker controls it; any other page's second visit is the
    // HTTP cache's.
    if (await first.evaluate(async () => Boolean(await navigator.serviceWorker?.getRegistration()))) await workerControls(first);
    await first.close();
    // Each warm visit in a page of its own, one after the other (a returning player's
    // later visits: what the code caches kept from the ones before shows in them).
    const warm = [];
    for (let again = 1; again <= WARM_VISITS; again += 1) {
      const page = await context.newPage();
      warm.push(await visit(page, path));
      show(WARM_VISITS === 1 ? 'warm' : `warm ${again}`, path, warm.at(-1));
      await page.close();
    }
    await context.close();
    found[path] ??= [];
    found[path].push({ cold, warm });
  }
}
await browser.close();
if (values.json) writeFileSync(values.json, JSON.stringify(found, null, 2));
