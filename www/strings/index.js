// Every table of strings the app shows, one module a feature. Each exports `en`, `ru`
// and `ro` with the same keys; `tests/strings.test.mjs` checks that no key is missing
// from a language and that no two modules define the same key.
import * as core from './core.js';

/** The string modules, merged in this order by `i18n.js`. */
export const MODULES = { core };
