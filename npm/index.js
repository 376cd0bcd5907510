// The package's JavaScript API in browsers and bundles: the engine (`Game`,
// `BoardView`, `Record`), the second module (`Clock`, `suggestDead`, `Confirmation`,
// `detectEncoding`) and the third (`fillCount`, `rankHandicap`), each loaded once.
// engine.js names each `.wasm` with a literal `new URL('./pkg/…', import.meta.url)`:
// unbundled, the package's own pkg/ folder; Vite and webpack emit the files as assets.
export { loadCount, loadEngine, loadExtras, traps } from './engine.js';
