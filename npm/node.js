// The package's JavaScript API in Node: the same as in browsers, with the .wasm files
// read from disk (Node's fetch cannot read file: URLs), found through
// `new URL('./pkg/…', import.meta.url)`.
import { readFile } from 'node:fs/promises';

import { loadCount as loadThird, loadEngine as loadMain, loadExtras as loadSecond, traps } from './engine.js';

export { traps };

/** Each module's bytes, read once. */
const read = {};

/** The bytes of `pkg/<file>`, read once. */
function bytesOf(file) {
  read[file] ??= readFile(new URL(`./pkg/${file}`, import.meta.url));
  return read[file];
}

/**
 * Resolves to `{ Game, BoardView, Record }` once the engine is loaded; rejects with
 * code `engine-unavailable` when it cannot be.
 * @param {BufferSource} [wasm] the bytes of `weiqi_web_bg.wasm`, if not the package's
 */
export async function loadEngine(wasm) {
  return loadMain(wasm ?? (await bytesOf('weiqi_web_bg.wasm')));
}

/** Resolves to `{ Clock, suggestDead, Confirmation, detectEncoding }`, the second module. */
export async function loadExtras() {
  return loadSecond(await bytesOf('weiqi_extras_bg.wasm'));
}

/** Resolves to `{ fillCount, rankHandicap }`, the third module (the Ing count and rank calculator). */
export async function loadCount() {
  return loadThird(await bytesOf('weiqi_count_bg.wasm'));
}
