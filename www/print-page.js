// The print view's page (print.html): the record the board handed over (the app's
// "Print record" stores its SGF under PRINT_KEY before opening this page), drawn as
// diagrams of N moves with their comments; print with the browser's own dialog.
import { loadEngine } from './engine.js';
import { applyStrings, preferredLanguage, setLanguage, t } from './i18n.js';
import { renderPrintView } from './print.js';
import { PRINT_KEY, diagramText } from './diagram-download.js';

await setLanguage(preferredLanguage()).catch(() => false);
document.title = t('printTitle');
applyStrings(document.body);

const container = document.getElementById('record');
let sgf = null;
try {
  sgf = localStorage.getItem(PRINT_KEY);
} catch {
  // Storage blocked: nothing was handed over.
}
const engine = await loadEngine();
let game = null;
if (sgf) {
  try {
    game = engine.Game.fromSgf(sgf);
  } catch (error) {
    container.textContent = error.message;
  }
} else {
  container.textContent = t('printNothing');
}

function draw() {
  if (!game) return;
  renderPrintView(container, game, {
    movesPerDiagram: Number(document.getElementById('per-diagram').value),
    style: document.getElementById('print-style').checked ? 'print' : 'color',
    text: {
      ...diagramText(),
      vs: t('printVs'),
      start: t('printStart'),
      comment: t('printComment'),
    },
  });
}

document.getElementById('per-diagram').addEventListener('change', draw);
document.getElementById('print-style').addEventListener('change', draw);
document.getElementById('print').addEventListener('click', () => window.print());
draw();
document.documentElement.dataset.ready = 'true';
