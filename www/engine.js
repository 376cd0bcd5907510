// Loads the rules engine (www/pkg, built by `cargo xtask build`) once: every caller
// shares one promise. The .wasm files are named beside this module with literal
// `new URL('./pkg/…', import.meta.url)`s, the pattern bundlers (Vite, webpack) find and
// emit as assets, so the page works from any folder, bundled or not; the site's own
// build writes their hashed names into those literals (tools/bundle/bundle.mjs). An
// embedder whose files moved names the .wasm's URL instead (`<go-board
// data-public-path>`). A load that fails rejects with an Error whose code is
// `engine-unavailable`.
import { builtPath } from './built-files.js';
import * as firstEngine from './pkg/weiqi_web.js';

/**
 * Where a module's `.wasm` is (a URL or string) or its bytes, as the glue's `init` takes it.
 * @typedef {import('./pkg/weiqi_web.js').InitInput} WasmSource
 */

/**
 * The main module's classes.
 * @typedef {{ Game: typeof firstEngine.Game, BoardView: typeof firstEngine.BoardView, Record: typeof firstEngine.Record }} EngineClasses
 */

/** @typedef {typeof import('./pkg/weiqi_extras.js')} ExtrasModule */
/** @typedef {typeof import('./pkg/weiqi_count.js')} CountModule */
/** @typedef {typeof import('./pkg/weiqi_live.js')} LiveModule */

/**
 * The second module's exports that the page uses.
 * @typedef {Pick<ExtrasModule, 'Clock' | 'suggestDead' | 'Confirmation' | 'detectEncoding'>} Extras
 */

/** The modules' `.wasm` files, each a literal URL beside this module. */
const WASM = {
  engine: () => packageFile(new URL('./pkg/weiqi_web_bg.wasm', import.meta.url)),
  extras: () => packageFile(new URL('./pkg/weiqi_extras_bg.wasm', import.meta.url)),
  count: () => packageFile(new URL('./pkg/weiqi_count_bg.wasm', import.meta.url)),
  live: () => packageFile(new URL('./pkg/weiqi_live_bg.wasm', import.meta.url)),
};

/** The npm package's name (npm/package.json). */
const PACKAGE = 'weiqi-go';

/**
 * `url` of a file of the package, where it really is. Vite's dev server runs a
 * dependency pre-bundled into `node_modules/.vite/deps/` without the files its modules
 * name (vitejs/vite#8427), so a `.wasm` beside the pre-bundled module is not there:
 * it is still in the package's own folder. Anywhere else `url` is returned as it is.
 * @param {URL} url
 * @returns {URL}
 */
function packageFile(url) {
  const prebundled = '/node_modules/.vite/deps/';
  const at = url.pathname.lastIndexOf(prebundled);
  if (at < 0) return url;
  const found = new URL(url);
  found.pathname = `${url.pathname.slice(0, at)}/node_modules/${PACKAGE}/${url.pathname.slice(at + prebundled.length)}`;
  return found;
}

/**
 * The `.wasm` at `url` as a Response for the glue's `init`, or an Error that says
 * why not (an HTTP status: a missing file would otherwise reach the compiler as an
 * error page and fail as "expected magic word").
 * @param {WasmSource} url
 * @returns {Promise<WasmSource>}
 */
async function fetchWasm(url) {
  if (typeof url !== 'string' && !(url instanceof URL)) return url;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  return response;
}

/**
 * `error` of a module's load as the API's coded Error: `engine-unavailable`, naming the file.
 * @param {unknown} error
 * @param {string} name
 * @param {WasmSource} wasm
 */
function unavailable(error, name, wasm) {
  const where = wasm instanceof URL || typeof wasm === 'string' ? ` from ${wasm}` : '';
  const reason = error instanceof Error ? error.message : error;
  return Object.assign(new Error(`the ${name} could not be loaded${where}: ${reason}`), {
    code: 'engine-unavailable',
    cause: error,
  });
}

/** @type {Promise<EngineClasses> | undefined} */
let ready;
/** How many times the main module trapped: its next load is a fresh instance. */
let engineTraps = 0;
/** @type {WasmSource | undefined} The first caller's `.wasm` (a URL, or its bytes), kept for the fresh instances. */
let engineWasm;

/**
 * Resolves to the engine's classes `{ Game, BoardView, Record }` (`Record` undefined
 * in a build without it) once the module is loaded. `wasm` (a URL or string, or the
 * bytes) says where `weiqi_web_bg.wasm` is; only the first call's counts. A failed
 * load rejects with code `engine-unavailable` and may be retried; after a trap (see
 * `traps`) the next call loads a fresh instance.
 * @param {WasmSource} [wasm]
 * @returns {Promise<EngineClasses>}
 */
export function loadEngine(wasm) {
  engineWasm ??= wasm;
  if (ready) return ready;
  const source = engineWasm ?? WASM.engine();
  // The first instance's glue is already here: its fetch of the .wasm starts now, in
  // the caller's task, not a microtask later behind the caller's other work (the
  // page's strings import).
  const loaded =
    engineTraps === 0
      ? firstEngine.default({ module_or_path: fetchWasm(source) }).then(() => firstEngine)
      : /** @type {Promise<typeof firstEngine>} the glue at that path */ (freshInstance('pkg/weiqi_web.js', firstEngine, engineTraps)).then(async (module) => {
          await module.default({ module_or_path: fetchWasm(source) });
          return module;
        });
  ready = loaded
    .then((module) => {
      const { Game, BoardView, Record } = module;
      return guardTraps({ Game, BoardView, Record }, 'engine', () => {
        ready = undefined;
        engineTraps += 1;
      });
    })
    .catch((error) => {
      ready = undefined;
      throw unavailable(error, 'engine', source);
    });
  return ready;
}

/**
 * A module of the engine loaded on first use (`import()` of its glue, a literal path
 * so that a bundler makes it a lazy chunk): `load(wasm)` resolves to `pick(module)`,
 * its exports guarded against traps (`trapName`); `wasm` (bytes, or a URL) replaces
 * the `.wasm` beside this module (`defaultWasm()`). A failed load rejects with code
 * `engine-unavailable` naming `label`, and may be retried; after a trap the next call
 * loads a fresh instance.
 * @template {{ default: (init: { module_or_path: Promise<WasmSource> }) => Promise<unknown> }} M
 * @template {Record<string, unknown>} T
 * @param {object} spec
 * @param {() => Promise<M>} spec.glue
 * @param {string} spec.path
 * @param {() => URL} spec.defaultWasm
 * @param {string} spec.label
 * @param {string} spec.trapName
 * @param {(module: M) => T} spec.pick
 * @returns {(wasm?: WasmSource) => Promise<T>}
 */
function lazyModule({ glue, path, defaultWasm, label, trapName, pick }) {
  /** @type {Promise<T> | undefined} */
  let loading;
  let trapCount = 0;
  return (wasm) => {
    loading ??= (trapCount === 0 ? glue() : /** @type {Promise<M>} the glue at `path` */ (freshInstance(path, null, trapCount)))
      .then(async (module) => {
        await module.default({ module_or_path: fetchWasm(wasm ?? defaultWasm()) });
        return guardTraps(pick(module), trapName, () => {
          loading = undefined;
          trapCount += 1;
        });
      })
      .catch((error) => {
        loading = undefined;
        throw unavailable(error, label, wasm ?? defaultWasm());
      });
    return loading;
  };
}

/**
 * Resolves to the second module's `{ Clock, suggestDead, Confirmation, detectEncoding }`
 * (the clock, the dead-stone estimator, the confirmation play-out and the character
 * sets of SGF files: `weiqi_extras`, kept out of the main module so the page starts
 * with the smaller), loaded on first use. A failed load may be retried; after a trap
 * (see `traps`) the next call loads a fresh instance. `wasm` (bytes, or a URL)
 * replaces the `.wasm` beside this module.
 */
export const loadExtras = lazyModule({
  glue: () => import('./pkg/weiqi_extras.js'),
  path: 'pkg/weiqi_extras.js',
  defaultWasm: WASM.extras,
  label: 'second module',
  trapName: 'extras',
  pick: ({ Clock, suggestDead, Confirmation, detectEncoding }) => ({ Clock, suggestDead, Confirmation, detectEncoding }),
});

/**
 * Resolves to the third module's `{ fillCount, rankHandicap }` (the Ing
 * fill-the-board count and rank calculator: `weiqi_count`, kept out of the main
 * module), loaded on first use, like the second.
 */
export const loadCount = lazyModule({
  glue: () => import('./pkg/weiqi_count.js'),
  path: 'pkg/weiqi_count.js',
  defaultWasm: WASM.count,
  label: 'third module',
  trapName: 'count',
  pick: ({ fillCount, rankHandicap }) => ({ fillCount, rankHandicap }),
});

/**
 * Resolves to the fourth module's `{ followRecord, recordClocks }` (a live game's
 * calls: `weiqi_live`, kept out of the main module), loaded on first use, like the
 * second, by a board that follows a live game.
 */
export const loadLive = lazyModule({
  glue: () => import('./pkg/weiqi_live.js'),
  path: 'pkg/weiqi_live.js',
  defaultWasm: WASM.live,
  label: 'fourth module',
  trapName: 'live',
  pick: ({ followRecord, recordClocks }) => ({ followRecord, recordClocks }),
});

/** Whether a warm-up of the second module was run on this page. */
let warmed = false;

/**
 * Loads the second module before it is needed (a pass: the stop may be next; the
 * clock dialog opened) and then, once the page is idle, runs `warmUp(extras)`, the
 * first time only: the first real call is then not the one that pays for the
 * module's download, compilation and first, slow run. Resolves to the module's
 * exports, or to null when it cannot load (the caller's later `loadExtras()` says why).
 * @param {(extras: Extras) => void} [warmUp]
 * @returns {Promise<Extras | null>}
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

/**
 * Runs `work` in idle time (soon, where the browser has no idle callbacks); errors are dropped.
 * @param {() => void} work
 */
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

/**
 * Fires a `trap` event (a `CustomEvent` whose `detail` is `{ module: 'engine' |
 * 'extras' | 'count' | 'live', message }`) when a call into a module ends in a WebAssembly trap. The
 * trapped instance is dead: the objects it made must be dropped, and the next
 * `loadEngine()` / `loadExtras()` / `loadCount()` / `loadLive()` gives a fresh instance.
 */
export const traps = new EventTarget();

/**
 * The ES module at `path` (relative to www/, under its built name): `first` (the
 * statically imported one, if any) until the module has trapped, then a new instance
 * each time (the URL's query makes it a module of its own, with its own memory).
 * @param {string} path
 * @param {object | null} first
 * @param {number} trapCount
 * @returns {Promise<unknown>} the module's namespace (its type is the caller's to name: the path is computed)
 */
function freshInstance(path, first, trapCount) {
  const url = `./${builtPath(path)}`;
  // Computed on purpose (a module of its own each time): bundlers are told to leave
  // these alone; a bundle without the glue beside it at its own path fails here.
  if (trapCount === 0) return first ? Promise.resolve(first) : import(/* webpackIgnore: true */ /* @vite-ignore */ url);
  return import(/* webpackIgnore: true */ /* @vite-ignore */ `${url}?instance=${trapCount}`);
}

/**
 * Wraps every function, constructor, method and accessor in `exports` so that a
 * WebAssembly trap (`WebAssembly.RuntimeError`: after one, the instance's memory is in
 * an unknown state and every later call may fail) calls `forget` (the next load makes
 * a fresh instance), fires `traps`, and is thrown as an `Error` with code `trap`.
 * Other errors pass unchanged. Returns `exports`.
 * @template {Record<string, unknown>} T
 * @param {T} exports
 * @param {string} name
 * @param {() => void} forget
 * @returns {T}
 */
function guardTraps(exports, name, forget) {
  /** @type {Record<string, unknown>} the same object, written to below */
  const table = exports;
  let dead = false;
  /** @param {unknown} error */
  const coded = (error) => {
    if (!(error instanceof WebAssembly.RuntimeError)) return error;
    if (!dead) {
      dead = true;
      forget();
      traps.dispatchEvent(new CustomEvent('trap', { detail: { module: name, message: error.message } }));
    }
    return Object.assign(new Error(`the engine stopped on an internal error (${error.message}); it will be loaded afresh`), {
      code: 'trap',
    });
  };
  /** @param {Function} fn */
  const guard = (fn) =>
    /** @this {unknown} @param {unknown[]} args */
    function guarded(...args) {
      try {
        return fn.apply(this, args);
      } catch (error) {
        throw coded(error);
      }
    };
  /**
   * @param {object} target
   * @param {string[]} skip
   */
  const wrapMembers = (target, skip) => {
    for (const key of Reflect.ownKeys(target)) {
      if (typeof key === 'string' && skip.includes(key)) continue;
      const d = Object.getOwnPropertyDescriptor(target, key);
      if (!d?.configurable) continue;
      if (typeof d.value === 'function') d.value = guard(d.value);
      if (d.get) d.get = guard(d.get);
      if (d.set) d.set = guard(d.set);
      Object.defineProperty(target, key, d);
    }
  };
  for (const [key, value] of Object.entries(exports)) {
    if (typeof value !== 'function') continue;
    if (value.prototype && Object.getOwnPropertyNames(value.prototype).length > 1) {
      wrapMembers(value.prototype, ['constructor']);
      wrapMembers(value, ['prototype', 'length', 'name']);
      table[key] = new Proxy(value, {
        construct(target, args, newTarget) {
          try {
            return Reflect.construct(target, args, newTarget === table[key] ? target : newTarget);
          } catch (error) {
            throw coded(error);
          }
        },
      });
    } else {
      table[key] = guard(value);
    }
  }
  return exports;
}
