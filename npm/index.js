// The package's JavaScript API in browsers and bundles: the engine (`Game`,
// `BoardView`, `Record`), the second module (`Clock`, `suggestDead`,
// `Confirmation`) and the third (`fillCount`, `rankHandicap`), each loaded once. The .wasm files are found next to this file
// (`new URL('./pkg/…', import.meta.url)`): unbundled, that is the package's own pkg/
// folder; in a bundle, the pkg/ folder copied beside the bundle.
import { loadCount as loadThird, loadEngine as loadMain, loadExtras as loadSecond, traps } from './engine.js';

export { traps };

/**
 * Resolves to `{ Game, BoardView, Record }` once the engine is loaded.
 * @param {URL | string} [wasm] where `weiqi_web_bg.wasm` is, if not in `./pkg/`
 */
export function loadEngine(wasm = new URL('./pkg/weiqi_web_bg.wasm', import.meta.url)) {
  return loadMain(wasm);
}

/** Resolves to `{ Clock, suggestDead, Confirmation }`, the second module, loaded on first use. */
export function loadExtras() {
  return loadSecond();
}

/** Resolves to `{ fillCount, rankHandicap }`, the third module (the Ing count and rank calculator), loaded on first use. */
export function loadCount() {
  return loadThird();
}
