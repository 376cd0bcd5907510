// The package's JavaScript API in Node: the same as in browsers, with the .wasm files
// read from disk (Node's fetch cannot read file: URLs), found through
// `new URL('./pkg/…', import.meta.url)`.
import { readFile } from 'node:fs/promises';

import initEngine from './pkg/weiqi_web.js';
import initExtras from './pkg/weiqi_extras.js';
import initCount from './pkg/weiqi_count.js';
import { loadCount as loadThird, loadEngine as loadMain, loadExtras as loadSecond, traps } from './engine.js';

export { traps };

/**
 * Resolves to `{ Game, BoardView, Record }` once the engine is loaded.
 * @param {BufferSource} [wasm] the bytes of `weiqi_web_bg.wasm`, if not the package's
 */
export async function loadEngine(wasm) {
  // The module initialised first, so the shared loader finds it ready.
  await initEngine({ module_or_path: wasm ?? (await readFile(new URL('./pkg/weiqi_web_bg.wasm', import.meta.url))) });
  return loadMain();
}

let extrasRead;

/** Resolves to `{ Clock, suggestDead, Confirmation }`, the second module (read once). */
export async function loadExtras() {
  extrasRead ??= readFile(new URL('./pkg/weiqi_extras_bg.wasm', import.meta.url));
  await initExtras({ module_or_path: await extrasRead });
  return loadSecond();
}

let countRead;

/** Resolves to `{ fillCount, rankHandicap }`, the third module (the Ing count and rank calculator; read once). */
export async function loadCount() {
  countRead ??= readFile(new URL('./pkg/weiqi_count_bg.wasm', import.meta.url));
  await initCount({ module_or_path: await countRead });
  return loadThird();
}
