// Loads the rules engine (www/pkg, built by `cargo xtask build`) once: every caller
// shares one promise. The .wasm is found next to the generated module
// (import.meta.url), so the page works from any folder without a bundler; an embedder
// whose files moved (a bundle, a CDN) names the .wasm's URL instead (`<go-board
// data-public-path>`).
import init, { Game, BoardView, rankHandicap } from './pkg/weiqi_web.js';

let ready;

/**
 * Resolves to the engine's classes `{ Game, BoardView }` and its `rankHandicap`
 * function once the module is loaded. `wasmUrl` (a URL or string) says where
 * `weiqi_web_bg.wasm` is; only the first call's counts. A failed load may be retried.
 */
export function loadEngine(wasmUrl) {
  ready ??= init(wasmUrl ? { module_or_path: wasmUrl } : undefined)
    .then(() => ({ Game, BoardView, rankHandicap }))
    .catch((error) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

let extras;

/**
 * Resolves to the second module's `{ Clock, suggestDead, Confirmation }` (the clock,
 * the dead-stone estimator and the confirmation play-out: `weiqi_extras`, kept out of
 * the main module so the page starts with the smaller), loaded on first use. A
 * failed load may be retried.
 */
export function loadExtras() {
  extras ??= import('./pkg/weiqi_extras.js')
    .then(async (module) => {
      await module.default();
      return { Clock: module.Clock, suggestDead: module.suggestDead, Confirmation: module.Confirmation };
    })
    .catch((error) => {
      extras = undefined;
      throw error;
    });
  return extras;
}

/** Whether a warm-up of the second module was run on this page. */
let warmed = false;

/**
 * Loads the second module before it is needed (a pass: the stop may be next; the
 * clock dialog opened) and then, once the page is idle, runs `warmUp(extras)`, the
 * first time only: the first real call is then not the one that pays for the
 * module's download, compilation and first, slow run. Resolves to the module's
 * exports, or to null when it cannot load (the caller's later `loadExtras()` says why).
 */
export function prepareExtras(warmUp) {
  return loadExtras().then(
    (module) => {
      if (warmUp && !warmed) {
        warmed = true;
        whenIdle(() => warmUp(module));
      }
      return module;
    },
    () => null,
  );
}

/** Runs `work` in idle time (soon, where the browser has no idle callbacks); errors are dropped. */
function whenIdle(work) {
  const run = () => {
    try {
      work();
    } catch {
      // A warm-up that fails costs nothing: the real call reports its own error.
    }
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 50);
}
