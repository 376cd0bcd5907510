// Memory and time of `Record.fromSgf` in the WebAssembly build (RULES R6.1): a main
// line of 10⁴, 10⁵ and 10⁶ nodes, each read in a fresh Node process so that the
// module's memory (which never shrinks) starts from the same place. Prints the wasm
// memory the record took per node and the time per node.
//
//   cargo xtask build && node tests/bench/records-memory.mjs
import { readFile } from 'node:fs/promises';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import os from 'node:os';

const pkg = new URL('../../target/www-gen/pkg/', import.meta.url);

/** `(;GM[1]SZ[19];B[..];W[..]…)` with `nodes` nodes. */
function mainLine(nodes) {
  const parts = ['(;GM[1]SZ[19]'];
  for (let i = 1; i < nodes; i += 1) {
    const x = String.fromCharCode(97 + (i % 19));
    const y = String.fromCharCode(97 + (Math.floor(i / 19) % 19));
    parts.push(`;${i % 2 ? 'B' : 'W'}[${x}${y}]`);
  }
  parts.push(')');
  return parts.join('');
}

async function child(nodes) {
  const module = await import(new URL('weiqi_web.js', pkg));
  const wasm = await module.default({ module_or_path: await readFile(new URL('weiqi_web_bg.wasm', pkg)) });
  if (!module.Record) throw new Error('target/www-gen/pkg has no Record class: `cargo xtask build` makes one with it');
  const text = mainLine(nodes);
  const bytes = new TextEncoder().encode(text);
  const before = wasm.memory.buffer.byteLength;
  const start = process.cpuUsage();
  const record = module.Record.fromSgf(bytes);
  const used = process.cpuUsage(start);
  const after = wasm.memory.buffer.byteLength;
  if (record.mainLine().length !== nodes) throw new Error('wrong node count');
  const seconds = (used.user + used.system) / 1e6;
  console.log(JSON.stringify({ nodes, grown: after - before, seconds, textBytes: bytes.length }));
}

if (process.argv[2]) {
  await child(Number(process.argv[2]));
} else {
  console.log(`Record.fromSgf in WebAssembly (Node ${process.version}); load average ${os.loadavg().map((l) => l.toFixed(2)).join(' ')}`);
  console.log('     nodes   wasm memory grown   bytes/node   CPU time   ns/node');
  for (const nodes of [10_000, 100_000, 1_000_000]) {
    const run = spawnSync(process.execPath, [fileURLToPath(import.meta.url), String(nodes)], { encoding: 'utf8' });
    if (run.status !== 0) throw new Error(run.stderr);
    const r = JSON.parse(run.stdout.trim().split('\n').at(-1));
    const perNode = (r.seconds * 1e9) / nodes;
    console.log(`${String(nodes).padStart(10)} ${String(`${(r.grown / 1e6).toFixed(1)} MB`).padStart(19)} ${String((r.grown / nodes).toFixed(0)).padStart(12)} ${String(`${(r.seconds * 1e3).toFixed(0)} ms`).padStart(10)} ${perNode.toFixed(0).padStart(9)}`);
  }
  console.log('(the grown memory includes the copy of the text the record was read from; memory grows in 64 KiB pages, so 10^4 is coarse, and from 64 MB on by a sixteenth at least (web/src/heap.rs), so 10^6 may include up to 6 % grown ahead)');
}
