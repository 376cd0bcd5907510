import type { Game } from './pkg/weiqi_web.js';

/** What a record's node draws (the shape of `Record.markup(id)`). */
export interface DiagramMarkup {
  marks?: { kind: 'circle' | 'cross' | 'square' | 'triangle' | 'selected'; point: string }[];
  labels?: { point: string; text: string }[];
  arrows?: { from: string; to: string }[];
  lines?: { from: string; to: string }[];
  dimmed?: string[];
}

/** How a diagram is drawn. */
export interface DiagramOptions {
  /** Numbered moves `from`…`to` (1 is the first move; `to` defaults to the last). */
  moves?: { from: number; to?: number };
  /** The part shown: `'A1:J10'` or `{ from: 'A1', to: 'J10' }`; the whole board by default. */
  region?: string | { from: string; to: string };
  /** Letters and numbers around the board (default true). */
  coordinates?: boolean;
  /** The board's colours, or black and white for print (default `'color'`). */
  style?: 'color' | 'print';
  markup?: DiagramMarkup;
  /** Ring the last move of a position diagram (default true). */
  lastMove?: boolean;
  /** The SVG's width in CSS pixels. */
  width?: number;
  /** Wording: `{from}`, `{to}`, `{move}`, `{at}` are filled in. */
  text?: { range?: string; move?: string; at?: string; pass?: string };
  /** Write the caption and notes in the SVG too (default true). */
  caption?: boolean;
}

/** A diagram: its SVG text, its caption ("Moves 1–50") and notes ("7 at 3"). */
export interface DiagramResult {
  svg: string;
  caption: string;
  notes: string[];
}

/** A position given as data: rows of `.`, `X`, `O`, top first. */
export interface DiagramPosition {
  width: number;
  height: number;
  rows: string[];
  ring?: string | null;
  moves?: { color: 'B' | 'W'; move: string; number: number }[];
}

export function gameDiagram(game: Game, options?: DiagramOptions): DiagramResult;
export function positionDiagram(position: DiagramPosition, options?: DiagramOptions): DiagramResult;
/** Browsers: the SVG drawn on a canvas, as a PNG. */
export function svgToPng(svg: string, scale?: number): Promise<Blob>;
