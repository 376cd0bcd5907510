// The languages the site speaks, in the order the language picker lists them: the one
// list of them. English comes first: every text falls back to it (i18n.js, the
// lessons). `cargo xtask build` reads this list too, to check the lessons' texts
// (crates/xtask/src/steps/lessons_index.rs); keep it one array of quoted codes.

/** The languages, by code; each has a table in every module of strings/. */
export const LANGUAGES = ['en', 'ru', 'ro'];

/**
 * Each language's merged table (strings/built/<lang>.js, written by `cargo xtask
 * build`), imported when i18n.js first needs it. One literal path a language, so that
 * every bundler (Vite, webpack, esbuild) finds and emits the tables; a new language
 * adds its line here (`tests/strings.test.mjs` checks that each has one).
 */
export const TABLES = {
  en: () => import('./built/en.js'),
  ru: () => import('./built/ru.js'),
  ro: () => import('./built/ro.js'),
};
