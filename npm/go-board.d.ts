import type { DiagramOptions, DiagramResult } from './diagram.js';

/** The `<go-board>` element (see the package README for its attributes and events). */
export interface GoBoardElement extends HTMLElement {
  /** Resolves to the element once its engine is loaded and its game set up. */
  readonly ready: Promise<GoBoardElement>;
  play(point: string): unknown;
  pass(): unknown;
  undo(): unknown;
  toSgf(): string;
  loadSgf(text: string): unknown;
  goTo(n: number): number;
  pointCenter(point: string): [number, number] | null;
  /** The shown game as an SVG diagram (the module `weiqi-go/diagram`, loaded on first use). */
  diagram(options?: DiagramOptions): Promise<DiagramResult>;
}

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
