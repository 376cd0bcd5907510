// Starts the download of the reader's strings at once. The page's head runs it as an
// `async` module script: its graph is this and i18n.js (small, modulepreloaded), so it
// runs as soon as they have arrived, while the page's bundle (the larger) and the
// `.wasm` still download; the bundle's own `setLanguage` then finds the table loaded
// or on its way (one module, fetched once) instead of asking for it only once it runs,
// a round trip later. A file, not an inline script: the pages' Content-Security-Policy
// allows no inline script.
import { loadLanguage, preferredLanguage } from './i18n.js';

// A failed load is retried, and reported, by the page's own call.
loadLanguage(preferredLanguage()).catch(() => {});
