// Times the dead-stone suggestion, `suggestDead(position, { playouts })`, on 19×19 in the
// wasm build (target/www-gen/pkg, `cargo xtask build`): in Node and, with --browser, in headless
// Chromium (Debian's /usr/bin/chromium or $CHROMIUM, driven by tests/'s
// playwright-core). Issue 12 asks for at most 300 ms on a phone.
//
//   node bench/estimate.mjs [--browser] [--quick] [--playouts 100,200,400]
//   cargo xtask bench --estimate          (builds the wasm first, runs both)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadExtras, loadWeiqi } from '../tests/support/pkg.mjs';
import { measure } from './estimate-core.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const browser = args.includes('--browser');
const countsArg = args[args.indexOf('--playouts') + 1];
const counts = args.includes('--playouts') ? countsArg.split(',').map(Number) : [100, 200, 300, 400];
const rounds = quick ? 2 : 7;

/** The budget of one suggestion at a stop (issue 12). */
const BUDGET_MS = 300;

function print(where, rows) {
  console.log(`\n${where}: median of ${rounds} calls, ms (19×19)`);
  console.log('position          empty  ' + counts.map((c) => `${c} playouts`.padStart(14)).join(''));
  const byPosition = new Map();
  for (const row of rows) {
    if (!byPosition.has(row.position)) byPosition.set(row.position, { empty: row.empty, cells: [] });
    byPosition.get(row.position).cells.push(row.ms);
  }
  for (const [position, { empty, cells }] of byPosition) {
    console.log(position.padEnd(18) + String(empty).padStart(5) + '  ' + cells.map((ms) => ms.toFixed(0).padStart(14)).join(''));
  }
  const worst = (count) => Math.max(...rows.filter((r) => r.playouts === count).map((r) => r.ms));
  const fits = counts.filter((c) => worst(c) <= BUDGET_MS);
  console.log(
    fits.length
      ? `most playouts within ${BUDGET_MS} ms on every position: ${Math.max(...fits)}`
      : `no count tried stays within ${BUDGET_MS} ms on every position`,
  );
}

async function inNode() {
  const module = await loadWeiqi();
  const extras = await loadExtras();
  const cpu = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  print(`Node ${process.version}, wall time`, measure(module.Game, extras.suggestDead, { counts, rounds }));
  print(`Node ${process.version}, CPU time of the process`, measure(module.Game, extras.suggestDead, { counts, rounds, now: cpu }));
}

/** The same in headless Chromium: www/ and bench/ are served from disk by a route. */
async function inChromium() {
  const require = createRequire(new URL('../tests/package.json', import.meta.url));
  const { chromium } = require('playwright-core');
  const browserApp = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browserApp.newPage();
    const types = { js: 'text/javascript', mjs: 'text/javascript', wasm: 'application/wasm', html: 'text/html' };
    await page.route('http://bench.invalid/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      // www/ over the generated files (target/www-gen/: pkg/), as `cargo xtask serve --source`.
      const source = `${root}www${path}`;
      const file = path.startsWith('/bench/') ? `${root}${path.slice(1)}` : existsSync(source) ? source : `${root}target/www-gen${path}`;
      if (path === '/') return route.fulfill({ body: '<!doctype html><title>bench</title>', contentType: 'text/html' });
      try {
        await route.fulfill({ body: await readFile(file), contentType: types[path.split('.').pop()] ?? 'text/plain' });
      } catch {
        await route.fulfill({ status: 404, body: `${path}: not found (run cargo xtask build)` });
      }
    });
    await page.goto('http://bench.invalid/');
    const version = await browserApp.version();
    const rows = await page.evaluate(
      async ({ counts, rounds }) => {
        const module = await import('/pkg/weiqi_web.js');
        await module.default();
        const extras = await import('/pkg/weiqi_extras.js');
        await extras.default();
        const { measure } = await import('/bench/estimate-core.mjs');
        return measure(module.Game, extras.suggestDead, { counts, rounds });
      },
      { counts, rounds },
    );
    print(`Chromium ${version}`, rows);
  } finally {
    await browserApp.close();
  }
}

console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} (figures from a loaded machine are not to quote)`);
await inNode();
if (browser) await inChromium();
