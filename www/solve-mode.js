// The app's Solve mode: `index.html?problem=problems/life-1.sgf` opens that record as a
// problem (problem-panel.js) in place of the game. The saved game is neither read nor
// written while solving: it is there again when the app opens without `problem`. The
// lessons page lists the site's problems with links here.
import { byId, byIdOf } from './dom.js';
import { errorMessage } from './errors.js';
import { onLanguageChange, t } from './i18n.js';
import { showNotice } from './notices.js';
import { problemIdOf } from './problem-list.js';
import { ProblemPanel } from './problem-panel.js';

/**
 * What Solve mode uses of the board: what the panel does (problem-panel.js).
 * @typedef {import('./problem-panel.js').ProblemController} SolveController
 */

/**
 * `?problem=opened`: the record this tab opened and chose to solve (its "Solve"
 * button), kept in sessionStorage under `SOLVE_KEY` — not a file of the site.
 */
export const OPENED_PROBLEM = 'opened';

/** Where the "Solve" button leaves the opened record for the page it reloads into. */
export const SOLVE_KEY = 'weiqi.solveRecord';

/** The problem the page's address asks for (same site only), OPENED_PROBLEM, or null. */
export function problemAddress() {
  const asked = new URLSearchParams(location.search).get('problem');
  if (!asked) return null;
  if (asked === OPENED_PROBLEM) return OPENED_PROBLEM;
  try {
    const url = new URL(asked, location.href);
    return url.origin === location.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Opens the problem at `address` in `controller` (the engine's `Record` reads it), with
 * the panel of index.html. A problem that cannot be fetched or read is said in a
 * notice, and `startFresh()` gives the board a game. Resolves to the panel, or null.
 * @param {SolveController} controller
 * @param {Parameters<ProblemPanel['open']>[0] | null | undefined} Record
 * @param {HTMLCanvasElement} canvas
 * @param {URL | typeof OPENED_PROBLEM} address
 * @param {() => void} startFresh
 * @returns {Promise<ProblemPanel | null>}
 */
export async function setUpSolving(controller, Record, canvas, address, startFresh) {
  const section = byId('problem-panel');
  const panel = new ProblemPanel({
    controller,
    canvas,
    host: section,
    ui: {
      task: byId('problem-task'),
      state: byId('problem-state'),
      comment: byId('problem-comment'),
      reset: byIdOf('problem-reset', HTMLButtonElement),
      hint: byIdOf('problem-hint', HTMLButtonElement),
      solution: byIdOf('problem-solution', HTMLButtonElement),
    },
    say: t,
  });
  onLanguageChange(() => panel.render());
  try {
    if (!Record) throw new Error('this build of the engine has no Record class');
    if (address === OPENED_PROBLEM) {
      const text = sessionStorage.getItem(SOLVE_KEY);
      if (text === null) throw new Error(t('problemOpenedGone'));
      await panel.open(Record, text);
    } else {
      const response = await fetch(address);
      if (!response.ok) throw new Error(`${address.pathname}: HTTP ${response.status}`);
      await panel.open(Record, await response.text(), { id: problemIdOf(address.pathname) });
    }
  } catch (error) {
    showNotice({ id: 'problem', kind: 'error', text: () => t('problemLoadFailed', errorMessage(error)) });
    startFresh();
    return null;
  }
  section.hidden = false;
  document.documentElement.dataset.mode = 'solve';
  // A game started in its place (New game, Open SGF) ends Solve mode.
  controller.addEventListener('change', (event) => {
    if (!(event instanceof CustomEvent)) return;
    const { detail } = event;
    if (detail.type !== 'start' || detail.value === panel.problem) return;
    section.hidden = true;
    delete document.documentElement.dataset.mode;
  });
  return panel;
}
