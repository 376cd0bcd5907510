// Loads the rules engine (www/pkg, built by `cargo xtask build`) once: every caller
// shares one promise. The .wasm is found next to the generated module
// (import.meta.url), so the page works from any folder without a bundler.
import init, { Game, BoardView } from './pkg/weiqi_web.js';

let ready;

/** Resolves to the engine's classes `{ Game, BoardView }` once the module is loaded. */
export function loadEngine() {
  ready ??= init().then(() => ({ Game, BoardView }));
  return ready;
}
