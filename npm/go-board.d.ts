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
