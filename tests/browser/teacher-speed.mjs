// The teacher's figures in Chromium (a measurement, not a test; after `cargo xtask
// build`, with the network in the built site):
//   node tests/browser/teacher-speed.mjs --game RANK [SEED]: a whole 9×9 game (Chinese,
//     komi 7) of the rank against itself with the page's module (pkg/weiqi_nn.js) on the
//     page's main thread, every move timed unthrottled and with the CPU throttled 4× (CDP
//     `Emulation.setCPUThrottlingRate`: a phone-class CPU), the same moves both ways,
//     each within the opponent's budget (teacher.js MOVE_MILLISECONDS)
//     (`cargo xtask strength --rank R --browser` runs this);
//   node tests/browser/teacher-speed.mjs --memory: the downloads (the module and the
//     network, as served) and the Worker's WebAssembly memory once the teacher is
//     loaded, after a hint on 19×19 and after a review of a 19×19 game;
//   node tests/browser/teacher-speed.mjs --review: the page's responsiveness during a
//     review on a phone (390×844, touch) at 4× throttle: the Event Timing of steps
//     through the moves tapped while the network reviews, against the same taps
//     without a review.
// Wall-clock times on a shared machine: the load average is printed with them.
import { loadavg } from 'node:os';

import { median, printSelfPlay, timeSelfPlay } from './self-play-timing.mjs';
import { PHONE, launch, siteUrl, stopServer } from './support.mjs';

const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

const browser = await launch();
const url = await siteUrl();

/** A page of the site with the teacher's module and network loaded on its main thread. */
async function teacherOnPage() {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await page.evaluate(async () => {
    const manifest = await (await fetch('teacher-model.json')).json();
    const nn = await import('./pkg/weiqi_nn.js');
    await nn.default({ module_or_path: new URL('./pkg/weiqi_nn_bg.wasm', location.href) });
    const unpacked = (await fetch(manifest.path)).body.pipeThrough(new DecompressionStream('gzip'));
    window.teacher = new nn.Teacher(new Uint8Array(await new Response(unpacked).arrayBuffer()));
  });
  return page;
}

/** A 9×9 game of `rank` against itself, every move timed at both rates. */
async function timeGame(rank, seed) {
  const page = await teacherOnPage();
  const cdp = await page.context().newCDPSession(page);
  const timed = async (sgf, rate) => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    return page.evaluate(
      async ({ sgf, rank, seed }) => {
        // The page's own budget a move (teacher.js), as the opponent plays.
        const { MOVE_MILLISECONDS } = await import('./teacher.js');
        const t0 = performance.now();
        const move = window.teacher.play(sgf, rank, seed, MOVE_MILLISECONDS);
        return { move, ms: performance.now() - t0 };
      },
      { sgf, rank, seed },
    );
  };
  printSelfPlay(`A 9x9 game of rank ${rank} against itself in Chromium ${browser.version()}, seed ${seed}:`, await timeSelfPlay(timed, { timeLimited: true }));
}

/** A 19×19 game of `moves` moves as SGF (a fixed, legal sequence spiralling out). */
function game19(moves) {
  const points = [];
  for (let ring = 3; ring < 10 && points.length < moves; ring++) {
    for (let i = -ring; i <= ring && points.length < moves; i += 2) {
      for (const [x, y] of [[9 + i, 9 - ring], [9 + ring, 9 + i], [9 - i, 9 + ring], [9 - ring, 9 - i]]) {
        const point = String.fromCharCode(97 + x, 97 + y);
        if (x >= 0 && x < 19 && y >= 0 && y < 19 && points.length < moves && !points.includes(point)) points.push(point);
      }
    }
  }
  return `(;GM[1]FF[4]SZ[19]KM[7.5]RU[Japanese]${points.map((p, i) => `;${i % 2 ? 'W' : 'B'}[${p}]`).join('')})`;
}

/** The downloads and the Worker's memory, through the page's own teacher (teacher.js). */
async function memory() {
  const page = await (await browser.newContext()).newPage();
  const sizes = {};
  // What came over the wire (the body as sent, compressed or not) and its encoding.
  page.on('requestfinished', async (request) => {
    const path = new URL(request.url()).pathname;
    if (/weiqi_nn_bg\.wasm$|models\/.*\.bin$/.test(path)) {
      const response = await request.response();
      const { responseBodySize } = await request.sizes();
      sizes[path] = { bytes: responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'none' };
    }
  });
  await page.goto(url);
  await page.waitForFunction(() => window.weiqiReady === true);
  const report = await page.evaluate(async (sgf) => {
    const teacher = await import('./teacher.js');
    const { memory: loaded } = await teacher.loadTeacher();
    await teacher.askTeacher('hints', { sgf, visits: 64, count: 3, ms: 0 });
    const afterHint = teacher.teacherMemory();
    const moves = (sgf.match(/;[BW]\[/g) ?? []).length;
    for (let index = 0; index <= moves; index += 1) await teacher.askTeacher('review', { sgf, index, visits: 4, ms: 0 });
    return { loaded, afterHint, afterReview: teacher.teacherMemory(), moves };
  }, game19(120));
  console.log('The teacher in Chromium: downloads (bytes over the wire, content encoding) and the Worker’s WebAssembly memory');
  for (const [path, { bytes, encoding }] of Object.entries(sizes)) console.log(`  ${path}: ${kb(bytes)} (${encoding})`);
  console.log(`  memory once loaded ${mb(report.loaded)}, after a 19x19 hint (64 visits) ${mb(report.afterHint)}, after a review of a ${report.moves}-move 19x19 game ${mb(report.afterReview)}`);
}

/** Event Timing of taps on « ‹ › » during a review on a throttled phone, and without one. */
async function review() {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.weiqiReady === true);
  // A 9×9 game of 40 moves, played by the page's engine.
  await page.evaluate(() => {
    window.weiqiApp.start({ rules: 'chinese', width: 9, height: 9 });
    const order = 'E5 C3 G7 C7 G3 D4 F6 C5 E3 E7 D6 F4 B4 D8 H5 B6 F8 E8 G5 C4 D3 F3 G4 H4 H3 B3 J4 F2 E2 D2 G2 B2 F7 D7 C6 B7 H6 C8 H8 J5'.split(' ');
    for (const p of order) if (window.weiqiApp.match.game.check(p) === null) window.weiqiApp.play(p);
  });
  await page.evaluate(() => {
    window.eventTimes = {};
    new PerformanceObserver((list) => {
      // An interaction (a tap) is several events: its time is the longest of them.
      for (const e of list.getEntries()) {
        if (e.interactionId) window.eventTimes[e.interactionId] = Math.max(window.eventTimes[e.interactionId] ?? 0, e.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Twelve taps, back and forth (the other way where one end is reached).
  const taps = async () => {
    for (let i = 0; i < 12; i++) {
      const [wanted, other] = i % 2 ? ['#forward', '#back'] : ['#back', '#forward'];
      await page.tap((await page.isDisabled(wanted)) ? other : wanted);
    }
  };
  const measured = () => page.evaluate(() => {
    const times = Object.values(window.eventTimes);
    window.eventTimes = {};
    return times;
  });
  await page.evaluate(() => (window.eventTimes = {}));
  await taps();
  const idle = await measured();
  // The review: the teacher loaded beforehand (its download is not what is measured).
  await page.evaluate(async () => {
    const { loadTeacher } = await import('./teacher.js');
    await loadTeacher();
  });
  await page.tap('#review-button');
  await page.waitForFunction(() => /Reviewing the game: move [1-9]/.test(document.querySelector('#review-progress')?.textContent ?? ''));
  await page.evaluate(() => (window.eventTimes = {}));
  await taps();
  const during = await measured();
  const progress = await page.textContent('#review-progress');
  const line = (label, xs) =>
    console.log(`  ${label}: ${xs.length} of 12 taps took 16 ms or more${xs.length ? `; median ${median(xs).toFixed(0)} ms, 75th percentile ${percentile(xs, 0.75).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms` : ''}`);
  console.log(`Event Timing of taps on ‹ and › on a phone (390x844, touch) at 4x CPU throttle, Chromium ${browser.version()}:`);
  line('without a review', idle);
  line('during a review', during);
  console.log(`  (the review meanwhile: ${progress})`);
}

const [what, a, b] = process.argv.slice(2);
if (what === '--game') await timeGame(a ?? '1d', Number(b ?? 1));
else if (what === '--memory') await memory();
else if (what === '--review') await review();
else {
  console.error('usage: node tests/browser/teacher-speed.mjs --game RANK [SEED] | --memory | --review');
  process.exitCode = 2;
}
console.log(`load average: ${loadavg().map((x) => x.toFixed(2)).join(', ')}`);
await browser.close();
stopServer();
