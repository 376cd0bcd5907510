// "Solve" for an opened record that is a problem (problem-marks.js `isProblem`: a line
// marked right): the button in the record panel reopens the page in Solve mode
// (solve-mode.js, `?problem=opened`) on that record, which this tab keeps in
// sessionStorage. The game stays saved as it was: "Back to my game" returns to it.
// The marks' module loads only for a record that sets up stones (sgf-files.js).
import { byId } from './dom.js';
import { readsAsProblem } from './sgf-files.js';

/** @typedef {import('./pkg/weiqi_web.js').Record} EngineRecord */

/**
 * A match a start puts on the board, as the button reads it: a record's has a `tree`
 * and the `node` shown.
 * @typedef {{ tree?: EngineRecord, node?: number }} StartedMatch
 */

/**
 * What the button uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the match shown, where it came from, and hiding a
 * restored problem's answers.
 * @typedef {EventTarget & { match: StartedMatch | null, origin: string,
 *   setAnswersHidden(hidden: boolean): void }} SolveButtonController
 */

/** Where the record to solve is left (solve-mode.js reads it: the same key). */
const SOLVE_KEY = 'weiqi.solveRecord';

/**
 * Shows `#solve-record` while `controller` (board-controller.js) shows a problem's record.
 * @param {SolveButtonController} controller
 */
export function attachSolveButton(controller) {
  const button = byId('solve-record');
  button.addEventListener('click', () => {
    const tree = controller.match?.tree;
    if (!tree) return;
    try {
      sessionStorage.setItem(SOLVE_KEY, tree.gameToSgf());
    } catch {
      return;
    }
    const address = new URL(location.href);
    address.search = '?problem=opened';
    address.hash = '';
    location.assign(address.href);
  });
  controller.addEventListener('change', (event) => {
    if (!(event instanceof CustomEvent) || event.detail.type !== 'start') return;
    button.hidden = true;
    // The match the start put on the board.
    /** @type {StartedMatch | null | undefined} */
    const match = event.detail.value;
    const tree = match?.tree;
    if (!match || !tree || controller.origin === 'problem') return;
    readsAsProblem(tree).then((problem) => {
      // Still the record shown, and still readable (not freed by another start).
      if (controller.match !== match) return;
      button.hidden = !problem;
      // A problem restored at its start keeps its answers hidden, as when it was opened.
      if (problem && controller.origin === 'restored' && match.node === tree.root) controller.setAnswersHidden(true);
    }).catch(() => {});
  });
}
