// The app's "Download diagram" (SVG or PNG) and "Print record" buttons. The diagram
// module (diagram.js) is loaded on the first click only. The diagram shows the
// position on the board, with the record's markup at the node shown (LB TR SQ CR MA
// SL AR LN DD, RULES R6.1); with move numbers on, the moves up to it, numbered.
import { byId, byIdOf, make } from './dom.js';
import { t } from './i18n.js';
import { showNotice } from './notices.js';

/** Where the print view (print.html) finds the record to print (localStorage: a new tab sees it). */
export const PRINT_KEY = 'weiqi.print';

/**
 * What of the page's BoardController (board-controller.js) the buttons read: its
 * match (record-match.js, or a problem).
 * @typedef {{ match: { shown: import('./pkg/weiqi_web.js').Game, shownMove: number,
 *   markup?: () => import('./diagram.js').Markup, tree: { gameToSgf(): string } | null,
 *   game: { toSgf(): string } } }} DiagramController
 */

/** The diagram module's wording in the page's language. */
export function diagramText() {
  return { range: t('diagramRange'), move: t('diagramMove'), at: t('diagramAt'), pass: t('diagramPass') };
}

/**
 * The SVG diagram of what `controller`'s board shows (`{ svg, caption, notes }`).
 * @param {DiagramController} controller the page's BoardController
 * @param {{ numbers?: boolean, coordinates?: boolean, style?: 'color' | 'print' }} [options]
 */
export async function boardDiagram(controller, options = {}) {
  const { gameDiagram } = await import('./diagram.js');
  const game = controller.match.shown;
  const shown = game.moveNumber;
  return gameDiagram(game, {
    moves: options.numbers && shown > 0 ? { from: 1, to: shown } : undefined,
    coordinates: options.coordinates ?? true,
    style: options.style,
    markup: controller.match.markup?.(),
    text: diagramText(),
  });
}

/**
 * Wires the buttons `diagram-svg`, `diagram-png` and `print-record`.
 * @param {DiagramController} controller
 */
export function setUpDiagramDownloads(controller) {
  const options = () => ({
    numbers: byIdOf('toggle-numbers', HTMLInputElement).checked,
    coordinates: byIdOf('toggle-coordinates', HTMLInputElement).checked,
  });
  /** @param {unknown} error */
  const failed = (error) =>
    showNotice({ id: 'diagram', kind: 'error', text: () => t('diagramFailed', error instanceof Error ? error.message : String(error)) });
  byId('diagram-svg').addEventListener('click', async () => {
    try {
      const { svg } = await boardDiagram(controller, options());
      download(new Blob([svg], { type: 'image/svg+xml' }), fileName(controller, 'svg'));
    } catch (error) {
      failed(error);
    }
  });
  byId('diagram-png').addEventListener('click', async () => {
    try {
      const [{ svg }, { svgToPng }] = await Promise.all([boardDiagram(controller, options()), import('./diagram.js')]);
      download(await svgToPng(svg, 2), fileName(controller, 'png'));
    } catch (error) {
      failed(error);
    }
  });
  byId('print-record').addEventListener('click', () => {
    try {
      const { match } = controller;
      // The game shown, without the other games of its file.
      localStorage.setItem(PRINT_KEY, match.tree ? match.tree.gameToSgf() : match.game.toSgf());
      window.open(new URL('./print.html', import.meta.url), '_blank');
    } catch (error) {
      failed(error);
    }
  });
}

/**
 * `weiqi-diagram-<move>.<ext>`.
 * @param {DiagramController} controller
 * @param {string} ext
 */
function fileName(controller, ext) {
  return `weiqi-diagram-${controller.match.shownMove}.${ext}`;
}

/**
 * Offers `blob` as a download named `name`.
 * @param {Blob} blob
 * @param {string} name
 */
function download(blob, name) {
  const url = URL.createObjectURL(blob);
  const link = make('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
