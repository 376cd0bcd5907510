// Lighthouse (12.2.3, pinned in package.json) on each page of the built site, in its
// default mobile profile (simulated throttling: 4× CPU, 150 ms RTT, 1.6 Mbps), with
// Debian's Chromium headless. Prints the four category scores of each page (Lighthouse
// 12 has no PWA category) and the metrics behind the performance score.
//
//   node tools/lighthouse/scores.mjs --url http://127.0.0.1:8080/ [--runs 1]
//
// With several runs, each score is the median. Reports go to target/lighthouse/.
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const run = promisify(execFile);
const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    runs: { type: 'string', default: '1' },
    out: { type: 'string' },
  },
});
if (!values.url) throw new Error('usage: node scores.mjs --url http://127.0.0.1:PORT/ [--runs N]');

const PAGES = ['/', '/lessons.html', '/embed.html'];
const CATEGORIES = [
  ['performance', 'performance', 95],
  ['accessibility', 'accessibility', 100],
  ['best-practices', 'best practices', 100],
  ['seo', 'SEO', 100],
];
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
];
const here = fileURLToPath(new URL('./', import.meta.url));
const out = values.out ?? fileURLToPath(new URL('../../target/lighthouse/', import.meta.url));
mkdirSync(out, { recursive: true });
const cli = `${here}node_modules/lighthouse/cli/index.js`;

const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

let missed = 0;
const rows = [];
for (const path of PAGES) {
  const url = new URL(path, values.url).href;
  const runs = [];
  for (let i = 0; i < Number(values.runs); i += 1) {
    const name = `${path === '/' ? 'index' : path.slice(1).replace(/\.html$/, '')}-${i + 1}`;
    const report = `${out}${name}.json`;
    await run(
      process.execPath,
      [
        cli,
        url,
        '--quiet',
        '--output=json',
        `--output-path=${report}`,
        `--only-categories=${CATEGORIES.map(([id]) => id).join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      ],
      { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, maxBuffer: 64 << 20 },
    );
    runs.push(JSON.parse(readFileSync(report, 'utf8')));
  }
  const score = (id) => Math.round(median(runs.map((r) => r.categories[id].score * 100)));
  const metric = (id) => median(runs.map((r) => r.audits[id].numericValue));
  const scores = CATEGORIES.map(([id, , target]) => {
    const value = score(id);
    if (value < target) missed += 1;
    return value;
  });
  const failing = runs[0]
    ? Object.values(runs[0].audits)
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
        .map((a) => a.id)
    : [];
  rows.push({ path, scores, metrics: METRICS.map(([id]) => metric(id)), failing });
}

console.log(`Lighthouse ${JSON.parse(readFileSync(`${here}node_modules/lighthouse/package.json`, 'utf8')).version}, mobile, ${values.runs} run(s) a page (median):`);
console.log(`  ${'page'.padEnd(14)} ${CATEGORIES.map(([, name]) => name.padStart(14)).join(' ')}   ${METRICS.map(([, n]) => n.padStart(7)).join(' ')}`);
for (const row of rows) {
  const metrics = row.metrics.map((v, i) => (METRICS[i][1] === 'CLS' ? v.toFixed(3) : `${(v / 1000).toFixed(2)}s`).padStart(7));
  console.log(`  ${row.path.padEnd(14)} ${row.scores.map((s) => String(s).padStart(14)).join(' ')}   ${metrics.join(' ')}`);
  if (row.failing.length) console.log(`  ${''.padEnd(14)} failing audits: ${row.failing.join(', ')}`);
}
console.log(
  `  targets: performance ≥ 95, accessibility, best practices and SEO 100 on every page: ${missed === 0 ? 'met' : `${missed} score(s) MISSED`}`,
);
console.log(`  reports: ${out}`);
