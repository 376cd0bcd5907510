// The lessons page's cold start on the throttled phone (phone-profile.mjs: 4× CPU,
// 150 ms round trip, 1.6 Mbps down): when the first lesson's words (its goal) are in
// the page, and when the board's first frame is drawn, counted from the navigation.
// Each visit is a new browser profile (no HTTP cache, no service worker).
//
//   node tools/lighthouse/lesson-start.mjs --url http://127.0.0.1:8080/ [--url …] [--runs 5]
//
// With several `--url`s (builds served side by side), the visits alternate between
// them, so that the machine's load falls on each alike. Prints each visit and the
// medians.
import { parseArgs } from 'node:util';
import { PHONE, launch, throttle } from './phone-profile.mjs';

const { values } = parseArgs({
  options: {
    url: { type: 'string', multiple: true },
    runs: { type: 'string', default: '5' },
  },
});
if (!values.url?.length) throw new Error('usage: node lesson-start.mjs --url http://127.0.0.1:PORT/ [--url …] [--runs N]');

/** Records when the lesson's goal gets its words and when the canvas shows a frame. */
function watchStart() {
  window.__words = null;
  window.__board = null;
  new MutationObserver(() => {
    const now = performance.now();
    if (window.__words === null && document.getElementById('lesson-goal')?.textContent) window.__words = now;
    if (window.__board === null && document.querySelector('canvas[data-frames]')) window.__board = now;
  }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['data-frames'] });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const browser = await launch();
const seen = new Map(values.url.map((url) => [url, []]));
for (let run = 0; run < Number(values.runs); run += 1) {
  for (const url of values.url) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript(watchStart);
    const page = await context.newPage();
    await throttle(page);
    await page.goto(new URL('lessons.html', url).href, { waitUntil: 'commit' });
    await page.waitForFunction(() => window.__words !== null && window.__board !== null, null, { timeout: 60_000, polling: 50 });
    const { words, board } = await page.evaluate(() => ({ words: Math.round(window.__words), board: Math.round(window.__board) }));
    seen.get(url).push({ words, board });
    console.log(`  ${url} visit ${run + 1}: words ${words} ms, board ${board} ms`);
    await context.close();
  }
}
await browser.close();
for (const [url, visits] of seen) {
  console.log(`${url}: lesson's words ${median(visits.map((v) => v.words))} ms, board drawn ${median(visits.map((v) => v.board))} ms (medians of ${visits.length})`);
}
