import type {
  Ban,
  Color,
  CountRequest,
  Game,
  GameOptions,
  IllegalMove,
  Outcome,
  Phase,
  PlayResult,
  RecordInfo,
  ScoreResult,
  WeiqiError,
} from './pkg/weiqi_web.js';
import type { DiagramOptions, DiagramResult } from './diagram.js';
import type { EngineUnavailableError } from './index.js';

export type { EngineUnavailableError };

/**
 * The attributes `<go-board>` reads, each again whenever it changes (the
 * repository's docs/embedding.md). Values are strings, as HTML attributes are; a boolean
 * attribute is on when present, unless it says `false`, `off`, `no` or `0`.
 */
export interface GoBoardAttributes {
  /** A preset (`ing`, `russian`, `japanese` …) or an SGF `RU` name; default `japanese`. */
  rules?: string;
  /** `9`, or width × height as `19x13` (also `×` or `:`); default 19. */
  size?: string;
  /** A record: its URL (fetched, relative to the page), or the SGF text itself when it starts with `(`. */
  sgf?: string;
  /** Show the position after move N (clamped); without it, the last move. */
  move?: string;
  /** A record's node by its path from the root, as share links write it (`12-1-5`). */
  path?: string;
  /** The user cannot play (clicks say so); the page's script still may. */
  readonly?: string;
  /** `en`, `ru` or `ro`; otherwise the nearest ancestor's `lang`, else English. */
  lang?: string;
  /** Letters and numbers around the board. */
  coordinates?: string;
  /** The `sgf` record is a problem to solve. */
  problem?: string;
  /** With `problem`: the region shown, two corners such as `A19-K10`. */
  view?: string;
  /** A click (generated) for each stone put down. */
  sound?: string;
  /** The folder that holds `pkg/`, when the files are not next to the element's module. */
  'data-public-path'?: string;
}

/** `move`: a move or pass was played, by hand or by a method. */
export interface GoBoardMoveDetail {
  /** The point in GTP form (`D4`), or `pass`. */
  point: string;
  color: Color;
  /** Moves played so far, this one included. */
  moveNumber: number;
  /** Opponent stones it captured (GTP points). */
  captured: string[];
  /** Own stones a group suicide removed, the played one included. */
  selfCaptured: string[];
  /** A lone-stone suicide that counts as a pass under Ing's rules. */
  countedAsPass: boolean;
}

/** `end`: play stopped (two passes) or the game ended. */
export interface GoBoardEndDetail {
  phase: Exclude<Phase, 'playing'>;
  /** How a finished game ended; `null` while play is only stopped. */
  outcome: Outcome | null;
  /** As SGF writes it (`B+R`, `W+3.5`, `0`, `Void`): the count with the marks made. */
  result: string | null;
}

/** `load`: a game or record was put in place. */
export interface GoBoardLoadDetail {
  moveNumber: number;
  recordInfo: RecordInfo;
}

/** `solved`: the learner reached a right end of the problem. */
export interface GoBoardSolvedDetail {
  /** The learner's moves, in order. */
  moves: string[];
}

/** `failed`: a wrong move, or one the problem does not have. */
export interface GoBoardFailedDetail {
  move: string | null;
  /** The tree's answer to it; `null` for a move not in the problem. */
  refutation: string | null;
  inTree: boolean;
  moves: string[];
}

/**
 * Every event `<go-board>` sends, by type, beside an element's own: so that
 * `board.addEventListener('move', (e) => e.detail.point)` is typed.
 */
export interface GoBoardEventMap extends HTMLElementEventMap {
  move: CustomEvent<GoBoardMoveDetail>;
  end: CustomEvent<GoBoardEndDetail>;
  load: CustomEvent<GoBoardLoadDetail>;
  solved: CustomEvent<GoBoardSolvedDetail>;
  failed: CustomEvent<GoBoardFailedDetail>;
}

/**
 * The `<go-board>` element: `document.querySelector('go-board')`,
 * `document.createElement('go-board')`. Its methods follow the engine's `Game` on the
 * game it shows; a refusal throws the engine's Error (`WeiqiError`, with a `code`),
 * which the board also shows. Calls before `ready` throw code `not-ready`; after a
 * failed load, the load's Error.
 */
export interface GoBoardElement extends HTMLElement {
  /** Resolves to the element once its engine is loaded and its first game shown; rejects with `EngineUnavailableError`. */
  readonly ready: Promise<GoBoardElement>;
  /** The engine's game being played (read it; change it through the board). */
  readonly game: Game;
  /** The game whose position is shown: the game, or a copy at an earlier move. */
  readonly shown: Game;
  /** Moves played so far. */
  readonly moveNumber: number;
  /** The move whose position is shown. */
  readonly shownMove: number;
  /** The player to move in the game. */
  readonly toMove: Color;
  readonly phase: Phase;
  /** The loaded record's game information; `{}` for a new game. */
  readonly recordInfo: RecordInfo;
  /** The node shown as a `path` (`1-2-1`); `null` without a record. */
  readonly path: string | null;

  /** Plays `point` (`D4`, `dd` or `pass`) for the player to move. */
  play(point: string): PlayResult;
  /** Passes for the player to move. */
  pass(): PlayResult;
  /** Takes back the last action; `false` when there is nothing to take back. */
  undo(): boolean;
  /** The player to move resigns, or `color` does; sends `end`. */
  resign(color?: Color): void;
  /** `null` when `point` may be played in the position shown, else why not. */
  check(point: string, color?: Color): IllegalMove | null;
  /** Every banned point of the position shown, with the reason. */
  bans(): Ban[];
  /** Counts the position shown. */
  score(request?: CountRequest): ScoreResult;
  /** The game as FF[4] SGF: a record's whole file. */
  toSgf(): string;
  /** Replaces the game with the record `text`; throws `bad-sgf` (the game shown stays). */
  loadSgf(text: string): void;
  /** Starts a new game from `GameOptions`, or takes over a `Game`. */
  start(options?: GameOptions | Game): void;
  /** Shows the position after move `n` (clamped); returns the move shown. */
  goTo(n: number): number;
  /** Where `point` is drawn: `[x, y]` in CSS pixels from the canvas's top left, or `null` off the board. */
  pointCenter(point: string): [number, number] | null;
  /** The position shown as an SVG diagram (`weiqi-go/diagram`, loaded on first use). */
  diagram(options?: DiagramOptions): Promise<DiagramResult>;

  addEventListener<K extends keyof GoBoardEventMap>(
    type: K,
    listener: (this: GoBoardElement, event: GoBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof GoBoardEventMap>(
    type: K,
    listener: (this: GoBoardElement, event: GoBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The Error a board method throws: the engine's, or the element's own (`not-ready`, `viewing`). */
export type GoBoardError = WeiqiError | EngineUnavailableError | (Error & { code: 'not-ready' | 'viewing' });

declare global {
  interface HTMLElementTagNameMap {
    'go-board': GoBoardElement;
  }
}

// A live game (`<go-board sgf="…/board1.sgf" live="10">`): the `live` event.
/** What a board that follows a live game is doing, and what its last version brought. */
export interface GoBoardLiveDetail {
  /** `loading`, `waiting`, `polling`, `paused` (the page is hidden), `retrying` (after an error), `stopped` or `ended` (a result came). */
  status: 'loading' | 'waiting' | 'polling' | 'paused' | 'retrying' | 'stopped' | 'ended';
  /** Moves of the game the viewer has not seen (studying an earlier move). */
  unseen: number;
  /** Moves the last version added, and moves it took back (a rewritten record). */
  newMoves: number;
  takenBack: number;
  /** The record's result (SGF `RE`) once the game has ended, else null. */
  result: string | null;
  /** Whether the last version could not be read (the last good one stays shown). */
  stale: boolean;
}

declare global {
  interface HTMLElementEventMap {
    live: CustomEvent<GoBoardLiveDetail>;
  }
}
