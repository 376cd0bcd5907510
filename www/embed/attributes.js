// How `<go-board>` reads its attributes. Pure functions: no DOM, no engine.
import { builtPath } from '../built-files.js';
import { LANGUAGES } from '../strings/languages.js';

/**
 * A boolean attribute's value: on when present, unless it says `false`, `off`, `no`
 * or `0` (so `coordinates="false"` works as a page author expects).
 * @param {string | null | undefined} value
 * @returns {boolean}
 */
export function isOn(value) {
  return value !== null && value !== undefined && !/^\s*(false|off|no|0)\s*$/i.test(value);
}

/**
 * `size="9"` or `size="19x13"` (also `×` or `:`) as `{ width, height }` for
 * `GameOptions`. Anything else is passed on as the width, for the engine to refuse
 * with its own words.
 * @param {string} value
 * @returns {{ width: number | string, height?: number }}
 */
export function readSize(value) {
  const found = /^\s*(\d{1,3})\s*(?:[x×X:]\s*(\d{1,3}))?\s*$/.exec(value);
  if (!found) return { width: value };
  const width = Number(found[1]);
  return { width, height: found[2] === undefined ? width : Number(found[2]) };
}

/**
 * Whether an `sgf` attribute holds the record itself rather than its URL.
 * @param {string} value
 */
export function isInlineSgf(value) {
  return value.trimStart().startsWith('(');
}

/**
 * `move="12"` as a move number, or null (show the last move) when it is not one.
 * @param {string | null} value
 * @returns {number | null}
 */
export function readMove(value) {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The language a board speaks: its `lang` (or its nearest ancestor's), else English.
 * @param {string | null | undefined} tag
 * @returns {string}
 */
export function languageOf(tag) {
  const base = String(tag ?? '').trim().toLowerCase().split('-')[0];
  return LANGUAGES.includes(base) ? base : 'en';
}

/**
 * Where the engine's .wasm is, for a `data-public-path` naming the folder that holds
 * `pkg/` (relative paths are read against the page; the built name of the .wasm in a
 * bundled site or the CDN build); undefined without one.
 * @param {string | null | undefined} publicPath
 * @param {string} baseUri
 * @returns {URL | undefined}
 */
export function wasmUrlFor(publicPath, baseUri) {
  if (!publicPath?.trim()) return undefined;
  const folder = publicPath.trim().endsWith('/') ? publicPath.trim() : `${publicPath.trim()}/`;
  return new URL(builtPath('pkg/weiqi_web_bg.wasm'), new URL(folder, baseUri));
}
