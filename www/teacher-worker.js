// The teacher's Web Worker: loads the teacher's WebAssembly module (pkg/weiqi_nn.js,
// built from web-nn/ with SIMD) and KataGo's network, and answers the page's
// requests, so that the page stays responsive while the network thinks. The module
// reads each game from the page's record (SGF) and asks the engine what is legal;
// nothing is decided here.
//
// The first request is `{ id, kind: 'load', url }`: the network's file is fetched
// (through the service worker, which keeps it once downloaded), its progress reported
// as `{ id, progress: { loaded, total } }`, inflated with the browser's
// `DecompressionStream` (the published file is gzip) and read by the module; the
// answer is `{ id, answer: { name, memory } }` (the module's memory in bytes). Then:
// - `{ id, kind: 'move', sgf, level, seed, ms }`: the move of the rank `level` (`D4`,
//   `pass` or `resign`), a searching rank stopping after `ms`;
// - `{ id, kind: 'dead', sgf }`: the stones the network believes dead;
// - `{ id, kind: 'judge', sgf, color }`: the marks the computer disputes (none: it agrees);
// - `{ id, kind: 'hints', sgf, visits, count, ms }`: the best moves (JSON of `Teacher.hints`);
// - `{ id, kind: 'review', sgf, index, visits, ms }`: one move of a review (JSON of
//   `Teacher.review`);
// - `{ id, kind: 'ownership', sgf }`: the network's ownership and dead stones.
// The answer is `{ id, answer }` or `{ id, error }` with the module's message. The
// request shape of 'move', 'dead' and 'judge' is the Monte-Carlo opponent's
// (opponent-worker.js), so that opponent.js talks to either.
import init, { Teacher } from './pkg/weiqi_nn.js';

const ready = init({ module_or_path: new URL('./pkg/weiqi_nn_bg.wasm', import.meta.url) });

/**
 * The teacher, once the network is read.
 * @type {Teacher | null}
 */
let teacher = null;

/**
 * The module's memory, for the figures (wasm-bindgen's glue keeps it).
 * @type {WebAssembly.Memory | null}
 */
let memory = null;

/** The teacher; throws before the network is read. */
function loaded() {
  if (!teacher) throw new Error('the network is not loaded');
  return teacher;
}

/**
 * A request of the page (teacher.js, opponent.js), as posted: `kind` says which
 * fields it has (`level` a rank name, `30k` … `1d`).
 * @typedef {{ id: number, kind: string, url: string, sgf: string, color: string, level: string,
 *   seed: number, ms?: number, visits: number, count: number, index: number }} TeacherRequest
 */

/**
 * `bytes` unpacked when they are gzip (the published file); as they are otherwise
 * (a server that sent them with `Content-Encoding: gzip` had them unpacked already).
 * @param {Uint8Array<ArrayBuffer>} bytes
 * @returns {Promise<Uint8Array<ArrayBuffer>>}
 */
async function unpacked(bytes) {
  if (bytes[0] !== 0x1f || bytes[1] !== 0x8b) return bytes;
  const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('gzip'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Fetches `url` whole, reporting its progress to request `id`.
 * @param {string} url
 * @param {number} id
 */
async function download(url, id) {
  const response = await fetch(url);
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  const total = Number(response.headers.get('Content-Length')) || 0;
  const reader = response.body.getReader();
  /** @type {Uint8Array[]} */
  const chunks = [];
  let loaded = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    loaded += value.length;
    self.postMessage({ id, progress: { loaded, total } });
  }
  const bytes = new Uint8Array(loaded);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}

/**
 * Each kind of request and the teacher's answer to it.
 * @type {Partial<Record<string, (request: TeacherRequest) => unknown>>}
 */
const ANSWERS = {
  async load({ id, url }) {
    const exports = await ready;
    memory = exports.memory;
    if (!teacher) teacher = new Teacher(await unpacked(await download(url, id)));
    return { memory: memory?.buffer.byteLength ?? 0 };
  },
  move: ({ sgf, level, seed, ms = 0 }) => loaded().play(sgf, level, seed, ms),
  dead: ({ sgf }) => loaded().dead(sgf),
  judge: ({ sgf, color }) => loaded().judge(sgf, color),
  hints: ({ sgf, visits, count, ms = 0 }) => JSON.parse(loaded().hints(sgf, visits, count, ms)),
  review: ({ sgf, index, visits, ms = 0 }) => JSON.parse(loaded().review(sgf, index, visits, ms)),
  ownership: ({ sgf }) => JSON.parse(loaded().ownership(sgf)),
};

self.addEventListener('message', async ({ data }) => {
  /** @type {TeacherRequest} */
  const request = data;
  const { id, kind } = request;
  try {
    const answer = ANSWERS[kind];
    if (!answer) throw new Error(`no request ${kind}`);
    if (kind !== 'load' && !teacher) throw new Error('the network is not loaded');
    const value = await answer(request);
    self.postMessage({ id, answer: value, memory: memory?.buffer.byteLength ?? 0 });
  } catch (error) {
    self.postMessage({ id, error: String(error instanceof Error ? error.message : error) });
  }
});
