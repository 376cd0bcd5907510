// The page's language: English, Russian or Romanian. Strings live in tables under
// strings/ (one module a feature, each with `en`, `ru`, `ro`); elements carry keys:
// `data-i18n` for their text, `data-i18n-label` for aria-label and title. A key a
// language lacks falls back to English, then to the key itself (tests catch both).
import { LANGUAGES } from './strings/languages.js';
import { MODULES } from './strings/index.js';

export { LANGUAGES };

/** Where the chosen language is remembered on this device. */
const STORAGE_KEY = 'weiqi.language';

/** One merged table per language. */
const TABLES = Object.fromEntries(
  LANGUAGES.map((lang) => [lang, Object.assign({}, ...Object.values(MODULES).map((m) => m[lang] ?? {}))]),
);

let current = 'en';
const listeners = new Set();

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
  if (LANGUAGES.includes(saved)) return saved;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const base = String(tag).toLowerCase().split('-')[0];
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/**
 * Switches the language (an unknown one is refused with `false`), remembers it when
 * `remember` is set, refills the page and tells the listeners.
 */
export function setLanguage(lang, { remember = false } = {}) {
  if (!LANGUAGES.includes(lang)) return false;
  current = lang;
  if (remember) {
    try {
      localStorage.setItem(STORAGE_KEY, lang);
    } catch {
      // Not remembered: the choice still holds for this visit.
    }
  }
  if (typeof document !== 'undefined') applyStrings();
  for (const listener of listeners) listener(lang);
  return true;
}

/** Calls `listener(lang)` after every language change; returns a function to stop. */
export function onLanguageChange(listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The string for `key` in the current language, with `args` filled in. */
export function t(key, ...args) {
  return translate(current, key, ...args);
}

/**
 * `key` with `args`, translated each time it is made text (`String(…)`, a template):
 * a note kept on screen reads in the new language after a switch.
 */
export function phrase(key, ...args) {
  return { key, args, toString: () => t(key, ...args) };
}

/**
 * The string for `key` in `lang` (an unknown language reads as English), with `args`
 * filled in: for parts of a page that speak their own language (`<go-board lang>`).
 */
export function translate(lang, key, ...args) {
  const entry = (TABLES[lang] ?? TABLES.en)[key] ?? TABLES.en[key];
  if (typeof entry === 'function') return entry(...args);
  return entry ?? key;
}

/** Every key of the English table (what the other languages must match). */
export function keys() {
  return Object.keys(TABLES.en);
}

/** Fills every element under `root` that names a key. */
export function applyStrings(root = document) {
  for (const el of root.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
  for (const el of root.querySelectorAll('[data-i18n-label]')) {
    const label = t(el.dataset.i18nLabel);
    el.setAttribute('aria-label', label);
    el.setAttribute('title', label);
  }
  if (root === document) {
    document.title = t('pageTitle');
    document.documentElement.lang = current;
  }
}
