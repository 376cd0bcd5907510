import type * as Engine from './pkg/weiqi_web.js';
import type * as Extras from './pkg/weiqi_extras.js';
import type * as Count from './pkg/weiqi_count.js';

export type * from './pkg/weiqi_web.js';
export type {
  Clock,
  ClockEvent,
  ClockState,
  ClockSystem,
  Confirmation,
  ConfirmationBan,
  ConfirmationStart,
  ConfirmationState,
  DeadSuggestion,
  DetectedEncoding,
  EstimatePosition,
  ExtrasErrorCode,
  PlayerTime,
  SuggestOptions,
  TimeControlObject,
  WeiqiExtrasError,
} from './pkg/weiqi_extras.js';
export type {
  CountErrorCode,
  CountRequest as FillCountRequest,
  CountStep,
  CountStepKind,
  FillCount,
  FillMargin,
  FillPosition,
  RankHandicap,
  WeiqiCountError,
} from './pkg/weiqi_count.js';

/** Why a module's load failed: its `.wasm` could not be fetched or compiled (the message names the file and the cause). */
export interface EngineUnavailableError extends Error {
  code: 'engine-unavailable';
  cause?: unknown;
}

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
  Confirmation: typeof Extras.Confirmation;
  detectEncoding: typeof Extras.detectEncoding;
}

/** The third module's exports, once loaded. */
export interface LoadedCount {
  fillCount: typeof Count.fillCount;
  rankHandicap: typeof Count.rankHandicap;
}

/**
 * Where a module's `.wasm` is, when not in the package's `pkg/` (or, bundled, where
 * the bundler put it): a URL in browsers; the bytes in either.
 */
export type WasmSource = URL | string | BufferSource;

/**
 * Loads the engine once (every caller shares the load). Rejects with code
 * `engine-unavailable` (`EngineUnavailableError`) when the `.wasm` cannot be fetched
 * or compiled; a later call tries again.
 */
export function loadEngine(wasm?: WasmSource): Promise<LoadedEngine>;

/** Loads the second module (clock, dead-stone estimator, confirmation play-out, character sets) once. */
export function loadExtras(wasm?: WasmSource): Promise<LoadedExtras>;

/** Loads the third module (the Ing fill-the-board count, Ing's rank calculator) once. */
export function loadCount(wasm?: WasmSource): Promise<LoadedCount>;

/** A `trap` event's detail: which module trapped, and the trap's message. */
export interface TrapDetail {
  module: 'engine' | 'extras' | 'count';
  message: string;
}

/** The events of `traps`. */
export interface TrapEventMap {
  trap: CustomEvent<TrapDetail>;
}

/** Fires `trap` after a WebAssembly trap: the module's next load is a fresh instance. */
export interface Traps extends EventTarget {
  addEventListener<K extends keyof TrapEventMap>(
    type: K,
    listener: (this: Traps, event: TrapEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof TrapEventMap>(
    type: K,
    listener: (this: Traps, event: TrapEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

export const traps: Traps;
