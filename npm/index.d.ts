import type * as Engine from './pkg/weiqi_web.js';
import type * as Extras from './pkg/weiqi_extras.js';
import type * as Count from './pkg/weiqi_count.js';

export type * from './pkg/weiqi_web.js';
export type { ClockSystem, ClockState, DeadSuggestion, SuggestOptions, EstimatePosition } from './pkg/weiqi_extras.js';
export type { FillPosition, FillCount, CountStep, CountStepKind, FillMargin, RankHandicap } from './pkg/weiqi_count.js';

/** The engine's classes, once loaded. */
export interface LoadedEngine {
  Game: typeof Engine.Game;
  BoardView: typeof Engine.BoardView;
  Record: typeof Engine.Record;
}

/** The second module's exports, once loaded. */
export interface LoadedExtras {
  Clock: typeof Extras.Clock;
  suggestDead: typeof Extras.suggestDead;
  Confirmation: unknown;
}

/**
 * Loads the engine once. Browsers: `wasm` is the URL of `weiqi_web_bg.wasm`
 * (default: `./pkg/` next to the package's module); Node: its bytes (default: read
 * from the package).
 */
export function loadEngine(wasm?: URL | string | BufferSource): Promise<LoadedEngine>;

/** Loads the second module (clock, dead-stone estimator, confirmation play-out) once. */
export function loadExtras(): Promise<LoadedExtras>;

/** The third module's exports, once loaded. */
export interface LoadedCount {
  fillCount: typeof Count.fillCount;
  rankHandicap: typeof Count.rankHandicap;
}

/** Loads the third module (the Ing fill-the-board count, Ing's rank calculator) once. */
export function loadCount(): Promise<LoadedCount>;

/** Fires `trap` (`CustomEvent<{ module: 'engine' | 'extras' | 'count', message: string }>`) after a WebAssembly trap. */
export const traps: EventTarget;
