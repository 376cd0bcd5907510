// One evaluation of KataGo's network in WebAssembly (web-nn/, built with simd128 by
// `cargo xtask nn-bench`, which runs this): in Node, and with `--browser` in headless
// Chromium unthrottled and with the CPU throttled 4× (CDP
// `Emulation.setCPUThrottlingRate`: a phone-class CPU). An opening position of 19×19
// and of 9×9, the median of N runs after one warm-up; the load average is printed
// with the figures (wall-clock times on a shared machine).
//   node tests/bench/nn-speed.mjs PKG_DIR MODEL [--runs N] [--browser]
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { gunzipSync } from 'node:zlib';

const [pkgDir, modelPath, ...rest] = process.argv.slice(2);
if (!pkgDir || !modelPath) {
  console.error('usage: node tests/bench/nn-speed.mjs PKG_DIR MODEL [--runs N] [--browser]');
  process.exit(2);
}
const runs = Number(rest[rest.indexOf('--runs') + 1]) || 10;
const inBrowser = rest.includes('--browser');

/** The positions: [label, width, height, moves]. */
const POSITIONS = [
  ['19x19', 19, 19, 'Q16 D4 Q3 D16 R5 C10'],
  ['9x9', 9, 9, 'E5 C3 G7 C6'],
];

/**
 * Times `runs` evaluations of each of `positions` with `net`; returns [label, median
 * ms, fastest ms] (on a loaded machine the fastest run is the one least delayed).
 */
function timeAll(net, runs, now, positions = POSITIONS) {
  const out = [];
  for (const [label, w, h, moves] of positions) {
    net.evaluate('chinese', w, h, moves, 0).free();
    const times = [];
    for (let i = 0; i < runs; i++) {
      const t0 = now();
      net.evaluate('chinese', w, h, moves, i % 8).free();
      times.push(now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push([label, times[Math.floor(times.length / 2)], times[0]]);
  }
  return out;
}

const load = () => loadavg().map((l) => l.toFixed(2)).join(', ');

if (!inBrowser) {
  const glue = await import(pathToFileURL(`${pkgDir}/weiqi_nn_web.js`).href);
  await glue.default({ module_or_path: readFileSync(`${pkgDir}/weiqi_nn_web_bg.wasm`) });
  // The module reads the model unpacked (the page's Worker inflates it as it comes).
  const net = new glue.Network(gunzipSync(readFileSync(modelPath)));
  for (const [label, w, h, moves] of POSITIONS) {
    // CPU time too: on a loaded machine it is what one evaluation costs.
    const cpu0 = process.cpuUsage();
    const [[, ms, fastest]] = timeAll(net, runs, () => performance.now(), [[label, w, h, moves]]);
    const cpu = process.cpuUsage(cpu0);
    const cpuMs = (cpu.user + cpu.system) / 1000 / (runs + 1);
    console.log(
      `Node ${process.version}, wasm simd128: ${label} ${ms.toFixed(1)} ms an evaluation (median of ${runs}, fastest ${fastest.toFixed(1)}), ${cpuMs.toFixed(1)} ms of CPU on average`,
    );
  }
  console.log(`load average: ${load()}`);
} else {
  const { launch } = await import('../browser/support.mjs');
  const browser = await launch();
  const page = await (await browser.newContext()).newPage();
  // The page and its files come from memory: no server needed.
  const files = {
    '/': ['text/html', '<!doctype html><title>nn</title>'],
    '/weiqi_nn_web.js': ['text/javascript', readFileSync(`${pkgDir}/weiqi_nn_web.js`)],
    '/weiqi_nn_web_bg.wasm': ['application/wasm', readFileSync(`${pkgDir}/weiqi_nn_web_bg.wasm`)],
    '/model.bin.gz': ['application/octet-stream', readFileSync(modelPath)],
  };
  await page.route('http://nn.bench/**', (route) => {
    const [type, body] = files[new URL(route.request().url()).pathname] ?? ['text/plain', ''];
    route.fulfill({ status: 200, contentType: type, body });
  });
  await page.goto('http://nn.bench/');
  await page.evaluate(async () => {
    const glue = await import('/weiqi_nn_web.js');
    await glue.default({ module_or_path: '/weiqi_nn_web_bg.wasm' });
    // Unpacked as the page's Worker does it (DecompressionStream).
    const unpacked = (await fetch('/model.bin.gz')).body.pipeThrough(new DecompressionStream('gzip'));
    const bytes = new Uint8Array(await new Response(unpacked).arrayBuffer());
    window.net = new glue.Network(bytes);
  });
  const cdp = await page.context().newCDPSession(page);
  const version = browser.version();
  for (const rate of [1, 4]) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    const results = await page.evaluate(
      ({ runs, positions, source }) => {
        const timeAll = new Function(`return ${source}`)();
        return timeAll(window.net, runs, () => performance.now(), positions);
      },
      { runs, positions: POSITIONS, source: timeAll.toString() },
    );
    for (const [label, ms, fastest] of results) {
      const how = rate === 1 ? 'unthrottled' : `${rate}x throttled`;
      console.log(
        `Chromium ${version} ${how}: ${label} ${ms.toFixed(1)} ms an evaluation (median of ${runs}, fastest ${fastest.toFixed(1)})`,
      );
    }
  }
  console.log(`load average: ${load()}`);
  await browser.close();
}
