// Time of `Game.fromSgf` in the WebAssembly build on a long record: a main line of
// 10⁴, 10⁵ and 10⁶ passes, each read in a fresh Node process (the module's memory
// never shrinks), best of three. The time per move must stay flat (linear time);
// prints the CPU time (all the process's threads: the garbage collector's too), the
// wall time, the full garbage collections the read caused, and the ratios.
//
//   cargo xtask build && node tests/bench/game-from-sgf.mjs
import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { PerformanceObserver } from 'node:perf_hooks';
import os from 'node:os';

const pkg = new URL(process.env.WEIQI_PKG ?? '../../target/www-gen/pkg/', import.meta.url);

/** `(;GM[1]FF[4]SZ[19];B[];W[]…)` with `passes` passes. */
function passes(count) {
  const parts = ['(;GM[1]FF[4]SZ[19]'];
  for (let i = 0; i < count; i += 1) parts.push(i % 2 ? ';W[]' : ';B[]');
  parts.push(')');
  return parts.join('');
}

async function child(count) {
  const module = await import(new URL('weiqi_web.js', pkg));
  await module.default({ module_or_path: await readFile(new URL('weiqi_web_bg.wasm', pkg)) });
  const text = passes(count);
  let collections = 0;
  const observer = new PerformanceObserver((list) => {
    // kind 4: a full (mark-compact) collection.
    collections += list.getEntries().filter((e) => e.detail?.kind === 4).length;
  });
  observer.observe({ entryTypes: ['gc'] });
  const cpu = process.cpuUsage();
  const wall = performance.now();
  const game = module.Game.fromSgf(text);
  const seconds = (performance.now() - wall) / 1e3;
  const used = process.cpuUsage(cpu);
  if (game.moveNumber !== count) throw new Error(`read ${game.moveNumber} moves of ${count}`);
  // Let the observer hear of the collections during the read.
  await new Promise((resolve) => setTimeout(resolve, 50));
  observer.disconnect();
  console.log(JSON.stringify({ count, cpu: (used.user + used.system) / 1e6, seconds, collections }));
}

function run(count) {
  const out = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(count)], { encoding: 'utf8', maxBuffer: 1 << 20 });
  if (out.status !== 0) throw new Error(out.stderr);
  return JSON.parse(out.stdout.trim().split('\n').at(-1));
}

if (process.argv[2]) {
  await child(Number(process.argv[2]));
} else {
  const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');
  console.log(`Game.fromSgf in WebAssembly (Node ${process.version}), a main line of passes; load average ${load()}`);
  console.log('     moves    CPU time   per move    wall time   full GCs   (best of 3 by CPU time)');
  const rows = [];
  for (const count of [10_000, 100_000, 1_000_000]) {
    const best = [run(count), run(count), run(count)].sort((a, b) => a.cpu - b.cpu)[0];
    rows.push(best);
    const perMove = `${((best.cpu * 1e9) / count).toFixed(0)} ns`;
    console.log(
      `${String(count).padStart(10)} ${`${(best.cpu * 1e3).toFixed(0)} ms`.padStart(11)} ${perMove.padStart(10)} ${`${(best.seconds * 1e3).toFixed(0)} ms`.padStart(12)} ${String(best.collections).padStart(10)}`,
    );
  }
  const [a, b, c] = rows;
  console.log(`CPU time 10^5 / 10^4: ${(b.cpu / a.cpu).toFixed(1)}x, 10^6 / 10^5: ${(c.cpu / b.cpu).toFixed(1)}x (10x is linear)`);
  console.log(`load average at the end: ${load()}`);
}
