import type { Game } from './pkg/weiqi_web.js';
import type { DiagramMarkup } from './diagram.js';

/** Wording of the print view; `{black}`, `{white}`, `{move}`, `{from}`, `{to}`, `{at}` filled in. */
export interface PrintText {
  range?: string; move?: string; at?: string; pass?: string;
  vs?: string; start?: string; comment?: string;
}

/**
 * Fills `container` with the whole record of `game`: its players and event, then a
 * diagram of each `movesPerDiagram` moves with the comments of its moves. Style it
 * with `weiqi-go/print.css`. Returns the number of diagrams.
 */
export function renderPrintView(
  container: HTMLElement,
  game: Game,
  options?: {
    movesPerDiagram?: number;
    style?: 'color' | 'print';
    coordinates?: boolean;
    /** The record's markup on the diagram that ends at move `move` (0: the start), e.g. `Record.markup` of that node. */
    markup?: (move: number) => DiagramMarkup | undefined;
    text?: PrintText;
  },
): number;

/** SVG text parsed as XML into an element of `doc`. */
export function svgElement(doc: Document, svg: string): SVGSVGElement;
