// Starts what the board's first frame waits for, at once: the reader's strings and the
// engine (its `.wasm`, preloaded by the head, compiled as it streams in). The page's
// head runs this as an `async` module script: its graph (i18n.js, engine.js and the
// engine's glue) is smaller than the page's bundle, so it runs while the bundle still
// downloads, and the bundle's own `setLanguage` and `loadEngine` then find both loaded
// or on their way (one module each, fetched and compiled once) instead of asking for
// them only once it runs. A file, not an inline script: the pages'
// Content-Security-Policy allows no inline script. (Not on pages whose boards name
// their own `.wasm`, `<go-board data-public-path>`: the first `loadEngine` decides.)
import { loadEngine } from './engine.js';
import { loadLanguage, preferredLanguage } from './i18n.js';

// On the page's timeline beside app.js's steps (tools/lighthouse reads them).
performance.mark?.('weiqi:start');
// A failed load is retried, and reported, by the page's own calls.
loadLanguage(preferredLanguage()).catch(() => {});
loadEngine().catch(() => {});
