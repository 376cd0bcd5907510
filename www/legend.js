// The legend under the board: each ban mark, drawn by the board view itself (so it
// is exactly the mark on the board), with what it means.
import { byId, make } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** The ban reasons that have a mark, in legend order. */
export const BAN_CODES = ['ko', 'superko', 'hot-stone', 'cycle', 'suicide'];

/**
 * Paints the mark of ban `code` on `canvas` (the board view's own drawing).
 * @typedef {(canvas: HTMLCanvasElement, code: string) => void} DrawMark
 */

/**
 * The last `draw` given, to fill the legend again in another language.
 * @type {DrawMark | null}
 */
let lastDraw = null;
onLanguageChange(() => lastDraw && renderLegend(lastDraw));

/**
 * Fills the legend list; `draw(canvas, code)` paints one mark.
 * @param {DrawMark} draw
 */
export function renderLegend(draw) {
  lastDraw = draw;
  const list = byId('legend-list');
  const icons = BAN_CODES.map((code) => {
    const item = make('li', 'legend-item');
    item.dataset.code = code;
    const icon = make('canvas', 'legend-icon');
    icon.setAttribute('aria-hidden', 'true');
    item.append(icon, make('span', '', t('legend', code)));
    return { icon, code, item };
  });
  list.replaceChildren(...icons.map(({ item }) => item));
  // Drawn once every item is in place (one layout serves every mark, not one forced
  // layout each), and after the board: the legend is below it, so it waits for idle
  // time instead of lengthening the page's start.
  const drawAll = () => {
    for (const { icon, code } of icons) if (icon.isConnected) draw(icon, code);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(drawAll, { timeout: 1000 });
  else setTimeout(drawAll, 50);
}
