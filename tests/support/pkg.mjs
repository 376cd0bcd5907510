// Loads the modules `cargo xtask build` makes in target/www-gen/pkg/ the way Node
// embedders do: the .wasm bytes read from disk and given to the module's default `init` export.
// The one loader of the tests (tests/support/weiqi.mjs) and the benches (bench/).
import { readFile } from 'node:fs/promises';

import { pathToFileURL } from 'node:url';
import { GENERATED } from './generated.mjs';

/** The generated `pkg/`, or the package folder `WEIQI_PKG` names (another build). */
const PKG = process.env.WEIQI_PKG ? pathToFileURL(process.env.WEIQI_PKG) : new URL('pkg/', GENERATED);

const loaded = new Map();

/** Imports and initialises `pkg/<name>.js` once; throws an Error that says how to build it. */
function load(name) {
  if (!loaded.has(name)) {
    loaded.set(name, (async () => {
      let module;
      try {
        module = await import(new URL(`${name}.js`, PKG));
      } catch (error) {
        throw new Error(`${new URL(`${name}.js`, PKG).pathname} is missing or broken: run \`cargo xtask build\` first (${error.message})`);
      }
      await module.default({ module_or_path: await readFile(new URL(`${name}_bg.wasm`, PKG)) });
      return module;
    })());
  }
  return loaded.get(name);
}

/** The main module (`Game`, `BoardView`, `Record`, …), ready to use. */
export function loadWeiqi() {
  return load('weiqi_web');
}

/** The second module (`Clock`, `suggestDead`), ready to use. */
export function loadExtras() {
  return load('weiqi_extras');
}

/** The third module (`fillCount`, `rankHandicap`), ready to use. */
export function loadCount() {
  return load('weiqi_count');
}

/** The fourth module (`followRecord`, `recordClocks`: a live game's calls), ready to use. */
export function loadLive() {
  return load('weiqi_live');
}

/** The teacher's module (`Teacher`, `Network`, `rankNames`: web-nn/, with SIMD), ready to use. */
export function loadTeacherModule() {
  return load('weiqi_nn');
}

/** The opponent's module (`computerMove`, `deadStones`, `levelPlayouts`), ready to use. */
export function loadBot() {
  return load('weiqi_bot');
}
