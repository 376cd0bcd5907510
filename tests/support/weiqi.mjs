// What the Node tests share: the engine from target/www-gen/pkg/ (loaded by ./pkg.mjs), the
// API's error codes and preset names, and helpers for refused calls.
import assert from 'node:assert/strict';
import { loadCount, loadExtras, loadWeiqi } from './pkg.mjs';

/** The API's `Game` and `Record` classes, ready to use. */
export const { Game, Record } = await loadWeiqi();

/** The second module's `Clock` class and `suggestDead` function, ready to use. */
export const { Clock, suggestDead } = await loadExtras();

/** The third module's `fillCount` (the Ing count) and `rankHandicap` (Ing's rank calculator), ready to use. */
export const { fillCount, rankHandicap } = await loadCount();

/** The third module's Ing count of `game`: what `www/ing-count.js` passes it. */
export function fillCountOf(game, request) {
  const position = { board: game.board(), rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase: game.secondPhase };
  return fillCount(position, request);
}

/** The codes `check`, `bans` and a refused `play` report (see ErrorCode in the .d.ts). */
export const ILLEGAL_CODES = [
  'occupied', 'suicide', 'ko', 'superko', 'hot-stone', 'cycle', 'confirmation-ko', 'stopped', 'game-over',
  'bad-point',
];

/** Every code an Error from the API carries. */
export const ERROR_CODES = [
  ...ILLEGAL_CODES, 'bad-color', 'bad-option', 'not-stopped', 'no-stone', 'not-in-these-rules',
  'bad-sgf', 'bad-encoding', 'bad-node', 'cannot-count', 'bad-time', 'clock-state', 'flagged', 'freed',
];

/** The preset names, in `RuleSet::ALL` order. */
export const PRESETS = [
  'ing', 'simplified-ing', 'russian', 'japanese', 'chinese', 'aga', 'new-zealand', 'tromp-taylor', 'korean',
  'capture-go', 'kill-all',
];

/**
 * Runs `action`, which must throw an API error (an `Error` with a known `code`, not a
 * wasm trap), and returns that error.
 */
export function thrown(action, code) {
  let error;
  try {
    action();
  } catch (e) {
    error = e;
  }
  assert.ok(error !== undefined, 'expected an Error, nothing was thrown');
  assertApiError(error);
  if (code !== undefined) assert.equal(error.code, code, error.message);
  return error;
}

/** Asserts `error` is an API error: an `Error` with a known `code` and a message. */
export function assertApiError(error) {
  assert.ok(!(error instanceof WebAssembly.RuntimeError), `wasm trap: ${error?.message}`);
  assert.ok(error instanceof Error, `not an Error: ${String(error)}`);
  assert.ok(ERROR_CODES.includes(error.code), `unknown code ${error.code}: ${error.message}`);
  assert.equal(typeof error.message, 'string');
  assert.ok(error.message.length > 0, 'empty message');
}

/** Plays the moves in order for the player to move. */
export function playAll(game, moves) {
  for (const move of moves) game.play(move);
}

/** What must not change when a call is refused. */
export function snapshot(game) {
  return {
    board: game.board(),
    toMove: game.toMove,
    moveNumber: game.moveNumber,
    phase: game.phase,
    captures: game.captures,
    outcome: game.outcome,
    deadStones: game.deadStones(),
  };
}
