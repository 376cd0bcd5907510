// Wasm memory per live Game, through the JavaScript API of the wasm build (target/www-gen/pkg,
// `cargo xtask build` first): `node bench/memory.mjs [games] [pkg folder]` (another
// build's folder, e.g. an older checkout's target/www-gen/pkg, to compare).
//
// 1. N live 19×19 games, fresh and after 50, 150 and 300 moves each: the growth of
//    the module's memory divided by N, each in a fresh instance of the module (the
//    memory grows in 64 KiB pages and never shrinks, so N must be large for a
//    precise figure; default 4 000; from 64 MB on it grows by a sixteenth at least,
//    web/src/heap.rs, so a figure above that may include up to 6 % grown ahead).
// 2. 100 000 games created and dropped without `free()` in one synchronous loop (no
//    finalizer can run in between): whether the 4 GiB wasm memory holds them, and how
//    much it grew.
import { rmSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const pkg = process.argv[3]
  ? pathToFileURL(`${process.argv[3].replace(/\/$/, '')}/`)
  : new URL('../target/www-gen/pkg/', import.meta.url);
const N = Number(process.argv[2] ?? 4000);
const KB = 1024;

// The glue and the module are read once, together, into a folder of their own, and
// every instance is made from that copy. The glue used to be imported from `pkg` at
// each instance, minutes apart at 4 000 games, while the module was read once: a
// build that rewrote target/www-gen/pkg in between (wasm-bindgen's glue still had the long
// import names the module no longer had) made the next instantiate fail with
// "module is not an object or function".
const snapshot = await mkdtemp(join(tmpdir(), 'weiqi-memory-'));
const [glue, wasmBytes] = await Promise.all([
  readFile(new URL('weiqi_web.js', pkg)),
  readFile(new URL('weiqi_web_bg.wasm', pkg)),
]);
await writeFile(join(snapshot, 'weiqi_web.js'), glue);
process.on('exit', () => rmSync(snapshot, { recursive: true, force: true }));
const snapshotUrl = pathToFileURL(`${snapshot}/`);

/**
 * A fresh instance of the module (its own memory: the query makes it a module of its
 * own), so that what earlier measurements freed is not reused: `{ Game, bytes }`.
 */
async function instance(tag) {
  const module = await import(new URL(`weiqi_web.js?instance=${tag}`, snapshotUrl));
  let wasm;
  try {
    wasm = await module.default({ module_or_path: wasmBytes });
  } catch (error) {
    throw new Error(
      `${pkg.pathname}: its glue and module do not match (a build was writing them?): ` +
        `run again once it is done (${error.message})`,
    );
  }
  return { Game: module.Game, bytes: () => wasm.memory.buffer.byteLength };
}

/**
 * `count` (≤ 300) alternating moves that stay legal on 19×19 and capture nothing:
 * Black fills rows 1–8, White rows 11–19; rows 9 and 10 stay empty as liberties.
 */
function moves(count) {
  const columns = 'ABCDEFGHJKLMNOPQRST';
  const rows = (from, to) => {
    const points = [];
    for (let y = from; y <= to; y += 1) for (const x of columns) points.push(`${x}${y}`);
    return points;
  };
  const black = rows(1, 8);
  const white = rows(11, 19);
  const out = [];
  for (let i = 0; out.length < count; i += 1) out.push(black[i], white[i]);
  return out.slice(0, count);
}

/** Memory per game for N live games after `count` moves each (bytes). */
async function perGame(count) {
  const { Game, bytes } = await instance(`moves-${count}`);
  const list = moves(count);
  const warm = new Game({ rules: 'japanese', width: 19, height: 19 });
  for (const p of list) warm.play(p);
  const before = bytes();
  const games = [];
  for (let i = 0; i < N; i += 1) {
    const g = new Game({ rules: 'japanese', width: 19, height: 19 });
    for (const p of list) g.play(p);
    games.push(g);
  }
  const grown = bytes() - before;
  for (const g of games) g.free();
  return grown / N;
}

console.log(`wasm memory per live 19×19 Game (${N} live games, ${pkg.pathname}):`);
/** A live 19×19 game's memory target, fresh (its tables then grow with the game). */
const TARGET_KB = 16;
for (const count of [0, 50, 150, 300]) {
  const each = await perGame(count);
  const verdict = count === 0 ? ` (target ≤ ${TARGET_KB} KB: ${each / KB <= TARGET_KB ? 'met' : 'MISSED'})` : '';
  console.log(`  after ${String(count).padStart(3)} moves: ${(each / KB).toFixed(1).padStart(6)} KB per game${verdict}`);
}

const { Game, bytes } = await instance('hundred-thousand');
const before = bytes();
let made = 0;
try {
  for (; made < 100_000; made += 1) {
    // Dropped at once, never freed: only the FinalizationRegistry could free them.
    new Game({ rules: 'japanese', width: 19, height: 19 }).play('D4');
  }
  console.log(`100 000 games without free(): all created; memory grew ${((bytes() - before) / KB / KB).toFixed(0)} MB (of 4096)`);
} catch (error) {
  console.log(`100 000 games without free(): failed at game ${made}: ${error.message}`);
  process.exitCode = 1;
}
