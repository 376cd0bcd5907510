// The page's language: English, Russian or Romanian. Strings live in tables under
// strings/ (one module a feature, each with `en`, `ru`, `ro`); elements carry keys:
// `data-i18n` for their text, `data-i18n-label` for aria-label and title. A key a
// language lacks falls back to English, then to the key itself (tests catch both).
//
// A page downloads only the language it speaks: `cargo xtask build` merges the
// features into one module per language (strings/built/<lang>.js), loaded by
// `loadLanguage` (and `setLanguage`) through the literal paths of
// strings/languages.js. Under Node (tests, no document) `loadLanguage` reads every
// language from the feature modules themselves at once (the built table where they
// are not: the npm package). No top-level await: bundlers targeting older browsers
// refuse it.
import { LANGUAGES, TABLES as TABLE_MODULES } from './strings/languages.js';

export { LANGUAGES };

/** Where the chosen language is remembered on this device. */
const STORAGE_KEY = 'weiqi.language';

/** @typedef {import('../tools/types/strings').StringTable} StringTable */

/**
 * One merged table per loaded language.
 * @type {Partial<Record<string, StringTable>>}
 */
const TABLES = {};

/**
 * Each language's load, once started: resolves when its table is in TABLES.
 * @type {Partial<Record<string, Promise<boolean>>>}
 */
const loads = {};

/**
 * Under Node: every language's table, merged from the feature modules (there is no
 * build there). The path is computed so that bundlers leave this module out: a page
 * never takes this branch.
 */
function loadEveryLanguage() {
  const features = './strings/index.js';
  /** @type {Promise<typeof import('./strings/index.js')>} */
  const loaded = import(/* webpackIgnore: true */ /* @vite-ignore */ features);
  return loaded.then(({ MODULES }) => {
    for (const lang of LANGUAGES) {
      /** @type {Partial<Record<string, StringTable>>[]} every feature's tables, by language */
      const features = Object.values(MODULES);
      TABLES[lang] = Object.assign({}, ...features.map((m) => m[lang] ?? {}));
      loads[lang] ??= Promise.resolve(true);
    }
  });
}

let current = 'en';
/** The language last asked for: a slower earlier load does not override it. */
let wanted = 'en';
/** @type {Set<(lang: string) => void>} */
const listeners = new Set();

/**
 * Loads the strings of `lang` (once; a failed load may be retried). Resolves to
 * `false` for a language the app does not speak.
 * @param {string} lang
 * @returns {Promise<boolean>}
 */
export function loadLanguage(lang) {
  if (!isLanguage(lang)) return Promise.resolve(false);
  const built = () =>
    TABLE_MODULES[lang]().then((module) => {
      TABLES[lang] = module.table;
    });
  // Under Node the feature tables themselves (the source tree needs no build); the
  // npm package carries only the built ones.
  const load = typeof document === 'undefined' ? () => loadEveryLanguage().catch(built) : built;
  const loading =
    loads[lang] ??
    load().then(
      () => true,
      (error) => {
        delete loads[lang];
        throw error;
      },
    );
  loads[lang] = loading;
  return loading;
}

/**
 * Whether `lang` is one of the languages the app speaks.
 * @param {unknown} lang
 * @returns {lang is keyof typeof TABLE_MODULES}
 */
function isLanguage(lang) {
  return typeof lang === 'string' && LANGUAGES.includes(lang);
}

/** The language in use (`en`, `ru` or `ro`). */
export function language() {
  return current;
}

/** The language to start with: the one chosen before on this device, else the browser's. */
export function preferredLanguage() {
  let saved = null;
  try {
    saved = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage may be blocked (private mode, embedded frames): use the browser's.
  }
  if (isLanguage(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/**
 * Switches the language once its strings are loaded: resolves to `true` after the
 * page is refilled and the listeners are told, to `false` for a language the app
 * does not speak (or when another switch was asked for meanwhile). Remembers the
 * choice when `remember` is set.
 * @param {string} lang
 * @param {{ remember?: boolean }} [options]
 * @returns {Promise<boolean>}
 */
export async function setLanguage(lang, { remember = false } = {}) {
  if (!isLanguage(lang)) return false;
  wanted = lang;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Not remembered: the choice still holds for this visit.
    }
  }
  await loadLanguage(lang);
  if (wanted !== lang) return false;
  current = lang;
  if (typeof document !== 'undefined') applyStrings();
  for (const listener of listeners) listener(lang);
  return true;
}

/**
 * Calls `listener(lang)` after every language change; returns a function to stop.
 * @param {(lang: string) => void} listener
 */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The string for `key` in the current language, with `args` filled in.
 * @param {string} key
 * @param {...unknown} args
 * @returns {string}
 */
export function t(key, ...args) {
  return translate(current, key, ...args);
}

/**
 * A refusal of the engine (a thrown `WeiqiError` with its `code`, or any other
 * error) in the current language: the table's `engineError` for its code and message.
 * @param {unknown} error
 * @returns {string}
 */
export function engineErrorText(error) {
  const code = error instanceof Error && 'code' in error ? String(error.code) : '';
  const message = error instanceof Error ? error.message : String(error);
  return t('engineError', code, message);
}

/**
 * `key` with `args`, translated each time it is made text (`String(…)`, a template):
 * a note kept on screen reads in the new language after a switch.
 * @param {string} key
 * @param {...unknown} args
 */
export function phrase(key, ...args) {
  return { key, args, toString: () => t(key, ...args) };
}

/**
 * The string for `key` in `lang` (an unknown language reads as English), with `args`
 * filled in: for parts of a page that speak their own language (`<go-board lang>`).
 * @param {string} lang
 * @param {string} key
 * @param {...unknown} args
 * @returns {string}
 */
export function translate(lang, key, ...args) {
  /** @type {Partial<StringTable>} */
  const table = TABLES[lang] ?? TABLES.en ?? TABLES[current] ?? {};
  const entry = table[key] ?? TABLES.en?.[key];
  // The key is a string chosen at run time: nothing ties `args` to its function's
  // parameters here (each table types them; tests/strings.test.mjs calls them).
  if (typeof entry === 'function') return /** @type {(...args: unknown[]) => string} */ (entry)(...args);
  return entry ?? key;
}

/** Every key of the English table (what the other languages must match), once loaded. */
export function keys() {
  return Object.keys(TABLES.en ?? {});
}

/**
 * Fills every element under `root` that names a key.
 * @param {Document | Element | DocumentFragment} [root]
 */
export function applyStrings(root = document) {
  // Only what differs is written: the page's own English then costs no new layout.
  // Elements of any namespace (HTML, SVG, MathML) have a `dataset`; the selectors
  // guarantee the attribute.
  for (const el of /** @type {NodeListOf<HTMLElement | SVGElement>} */ (root.querySelectorAll('[data-i18n]'))) {
    if (el.dataset.i18n === undefined) continue;
    const text = t(el.dataset.i18n);
    if (el.textContent !== text) el.textContent = text;
  }
  for (const el of /** @type {NodeListOf<HTMLElement | SVGElement>} */ (root.querySelectorAll('[data-i18n-label]'))) {
    if (el.dataset.i18nLabel === undefined) continue;
    const label = t(el.dataset.i18nLabel);
    if (el.getAttribute('aria-label') !== label) el.setAttribute('aria-label', label);
    if (el.getAttribute('title') !== label) el.setAttribute('title', label);
  }
  if (root === document) {
    document.title = t('pageTitle');
    document.documentElement.lang = current;
  }
}
