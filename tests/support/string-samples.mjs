// Sample arguments for the function entries of the string tables (www/strings/*.js),
// chosen from each parameter's name: a colour for `color`/`winner`, a number for
// counts, a point for `point`, a code for `code` … so that every entry of every module
// can be called without knowing it. Shared by tests/strings.test.mjs and the browser
// language tests.
import { LANGUAGES } from '../../www/strings/languages.js';

/** The names of a function's parameters, read from its source. */
export function parameterNames(fn) {
  const source = Function.prototype.toString.call(fn);
  const arrow = /^(?:async\s*)?(?:\(([^)]*)\)|([\w$]+))\s*=>/.exec(source);
  const classic = /^(?:async\s*)?function\b[^(]*\(([^)]*)\)/.exec(source);
  const list = arrow ? (arrow[1] ?? arrow[2]) : classic ? classic[1] : '';
  return list
    .split(',')
    .map((p) => p.trim().replace(/=.*$/, '').replace(/^_+/, '').trim())
    .filter(Boolean);
}

/** Names of numbers: counts, sizes, points, moves. */
const NUMBER = /^(n|count|total|done|black|white|width|height|handicap|margin|komi|moves|difference|removed|cup|losing|extra|megabytes|number|stones|points|seconds|minutes|periods|ms|index|\w*(Count|Number|Total|Seconds|Ms|Stones|Points))$/i;
const COLOR = /^(color|colour|winner|loser|player|requester|side|toMove|who)$/i;
const POINT = /^(point|move|vertex|at|from|to)$/i;

/** A sample value for a parameter called `name`. */
export function sampleFor(name) {
  if (NUMBER.test(name)) return 3;
  if (COLOR.test(name)) return 'B';
  if (POINT.test(name)) return 'D4';
  if (/code$/i.test(name)) return 'ko';
  if (/^(name|rules|preset)$/i.test(name)) return 'japanese';
  if (/^lang(uage)?$/i.test(name)) return 'ru';
  return 'sample';
}

/** Sample arguments for a function entry. */
export function sampleArgs(fn) {
  const names = parameterNames(fn);
  while (names.length < fn.length) names.push(`arg${names.length}`);
  return names.map(sampleFor);
}

/**
 * Argument lists that the main page really passes for some keys, beyond the samples:
 * every preset, colour and ban code, so that each translated branch is reached.
 */
export const DOMAINS = {
  ruleSetName: [
    'ing', 'simplified-ing', 'russian', 'japanese', 'chinese', 'aga', 'new-zealand', 'tromp-taylor', 'korean',
    'capture-go', 'kill-all',
  ].map((name) => [name]),
  computerLevelName: [[1], [2], [5]],
  gameLineComputer: [['B', 1], ['W', 5]],
  wonByCapture: [['B'], ['W']],
  wonKillAll: [['B'], ['W']],
  computerPlayed: [['B', 'D4'], ['W', 'C3']],
  computerDisputes: [
    ['C4', -3, 'play-on'],
    ['C4, D5, E6, F7', 2, 'by-last-passer'],
    ['A1, B2', -2, 'requester'],
  ],
  languageName: LANGUAGES.map((lang) => [lang]),
  toMove: [['B'], ['W']],
  colorName: [['B'], ['W']],
  passed: [['B'], ['W']],
  legend: ['ko', 'superko', 'hot-stone', 'cycle', 'suicide'].map((code) => [code]),
  banName: ['ko', 'superko', 'hot-stone', 'cycle', 'suicide'].map((code) => [code]),
  pointStone: [['B'], ['W']],
};

/** Every argument list to try for `key`: the domain's, then the samples. */
export function argumentLists(key, fn) {
  return [...(DOMAINS[key] ?? []), sampleArgs(fn)];
}
