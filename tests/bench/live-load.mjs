// The load a live board puts on the host that serves the record (docs/live.md,
// "The load per viewer"): `cargo xtask relay-demo` relays www/embed/sample.sgf and serves
// the site; `VIEWERS` headless Chromium pages watch its page (`<go-board live>` at
// the relay page's interval) while the moves come, then while nothing changes (the
// game's last move written, no result: the boards keep asking). Every request for the
// record is counted with its bytes on the wire (request headers, response headers and
// body, as Chromium reports them). Prints, per viewer, the requests a minute, the 304s
// among them, and the bytes of a 304 and of a new version.
//
//   cargo xtask build && node tests/bench/live-load.mjs [--viewers 3] [--pace 20] [--interval 10] [--from 20] [--quiet-minutes 3]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { values } = parseArgs({
  options: {
    viewers: { type: 'string', default: '3' },
    pace: { type: 'string', default: '20' },
    interval: { type: 'string', default: '10' },
    from: { type: 'string', default: '20' },
    'quiet-minutes': { type: 'string', default: '3' },
  },
});
const viewers = Number(values.viewers);
const quietMs = Number(values['quiet-minutes']) * 60_000;

/** Starts the relay (serving on a free port); resolves to its URL and a promise of its end. */
function relay() {
  const xtask = process.env.WEIQI_XTASK ? [process.env.WEIQI_XTASK] : ['cargo', 'xtask'];
  const args = ['relay-demo', '--no-build', '--port', '0', '--pace', values.pace, '--interval', values.interval, '--from', values.from];
  const child = spawn(xtask[0], [...xtask.slice(1), ...args], { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] });
  return new Promise((resolve, reject) => {
    let output = '';
    let url = null;
    let over;
    const finished = new Promise((done) => (over = done));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      url ??= output.match(/Serving \S+ at (http:\/\/\S+\/)/)?.[1] ?? null;
      if (url && /relay: move \d+ of \d+ written/.test(output)) resolve({ url, child, finished, output: () => output });
      if (/relay: the game is over/.test(output)) over(Date.now());
    });
    child.on('exit', (code) => reject(new Error(`relay-demo exited (${code}): ${output}`)));
  });
}

/** Requests for the record, each `{ at, status, bytes }`, from one page. */
async function watch(browser, url) {
  const page = await (await browser.newContext()).newPage();
  const polls = [];
  // Responses, not finished requests: Chromium reports a fetch answered 304 as failed
  // (`net::ERR_ABORTED`, its empty body never read), with its sizes all the same.
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.endsWith('/live/demo.sgf')) return;
    const at = Date.now();
    const sizes = await response.request().sizes();
    polls.push({
      at,
      status: response.status(),
      bytes: sizes.requestHeadersSize + sizes.responseHeadersSize + sizes.responseBodySize,
    });
  });
  await page.goto(`${url}live/`);
  return polls;
}

/** What the polls between `from` and `to` (ms) cost per viewer. */
function summary(all, from, to) {
  const minutes = (to - from) / 60_000;
  const polls = all.flat().filter((p) => p.at >= from && p.at < to);
  const notModified = polls.filter((p) => p.status === 304);
  const full = polls.filter((p) => p.status === 200);
  const mean = (list) => (list.length ? Math.round(list.reduce((s, p) => s + p.bytes, 0) / list.length) : 0);
  const perViewer = polls.length / viewers / minutes;
  const bytes = polls.reduce((s, p) => s + p.bytes, 0) / viewers / minutes;
  return `${perViewer.toFixed(2)} requests/min per viewer (${notModified.length} × 304, ${full.length} × 200 in ${minutes.toFixed(1)} min × ${viewers} viewers); ` +
    `a 304: ${mean(notModified)} bytes, a new version: ${mean(full)} bytes; ${Math.round(bytes)} bytes/min per viewer`;
}

const started = await relay();
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
try {
  const t0 = Date.now();
  const all = await Promise.all(Array.from({ length: viewers }, () => watch(browser, started.url)));
  const gameOver = await started.finished;
  await new Promise((resolve) => setTimeout(resolve, quietMs));
  const t2 = Date.now();
  console.log(`load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}; relay pace ${values.pace} s, live="${values.interval}"`);
  console.log(`while moves come:     ${summary(all, t0 + 5000, gameOver)}`);
  console.log(`while nothing changes: ${summary(all, gameOver + 60_000, t2)}`);
} finally {
  await browser.close();
  started.child.kill();
}
