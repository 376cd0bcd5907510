// The print view's page (print.html): the record the board handed over (the app's
// "Print record" stores its SGF under PRINT_KEY before opening this page), drawn as
// diagrams of N moves with their comments; print with the browser's own dialog.
import { byId, byIdOf } from './dom.js';
import { loadEngine } from './engine.js';
import { applyStrings, preferredLanguage, setLanguage, t } from './i18n.js';
import { renderPrintView } from './print.js';
import { PRINT_KEY, diagramText } from './diagram-download.js';

await setLanguage(preferredLanguage()).catch(() => false);
document.title = t('printTitle');
applyStrings(document.body);

const container = byId('record');
let sgf = null;
try {
  sgf = localStorage.getItem(PRINT_KEY);
} catch {
  // Storage blocked: nothing was handed over.
}
const engine = await loadEngine();
/** @type {import('./pkg/weiqi_web.js').Game | null} */
let game = null;
/** @type {((move: number) => import('./pkg/weiqi_web.js').Markup | undefined) | undefined} */
let markupAt;
if (sgf) {
  try {
    game = engine.Game.fromSgf(sgf);
    markupAt = mainLineMarkup(engine.Record.fromSgf(sgf));
  } catch (error) {
    container.textContent = error instanceof Error ? error.message : String(error);
  }
} else {
  container.textContent = t('printNothing');
}

function draw() {
  if (!game) return;
  renderPrintView(container, game, {
    movesPerDiagram: Number(byIdOf('per-diagram', HTMLSelectElement).value),
    style: byIdOf('print-style', HTMLInputElement).checked ? 'print' : 'color',
    markup: markupAt,
    text: {
      ...diagramText(),
      vs: t('printVs'),
      start: t('printStart'),
      comment: t('printComment'),
    },
  });
}

byId('per-diagram').addEventListener('change', draw);
byId('print-style').addEventListener('change', draw);
byId('print').addEventListener('click', () => window.print());
draw();
document.documentElement.dataset.ready = 'true';

/**
 * The markup of the main line's node after move `n` (0: the root), as the print view
 * asks for it: the record's own marks on each diagram's last position.
 * @param {import('./pkg/weiqi_web.js').Record} record
 * @returns {(n: number) => import('./pkg/weiqi_web.js').Markup | undefined}
 */
function mainLineMarkup(record) {
  const line = record.mainLine(record.root);
  const atMove = [line[0], ...line.filter((id) => record.move(id) !== null)];
  return (n) => {
    const node = atMove[n];
    return node === undefined ? undefined : record.markup(node);
  };
}
