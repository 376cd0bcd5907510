// "Solve" for an opened record that is a problem (problem-marks.js `isProblem`: a line
// marked right): the button in the record panel reopens the page in Solve mode
// (solve-mode.js, `?problem=opened`) on that record, which this tab keeps in
// sessionStorage. The game stays saved as it was: "Back to my game" returns to it.
// The marks' module loads only for a record that sets up stones (sgf-files.js).
import { byId } from './dom.js';
import { readsAsProblem } from './sgf-files.js';

/** Where the record to solve is left (solve-mode.js reads it: the same key). */
const SOLVE_KEY = 'weiqi.solveRecord';

/** Shows `#solve-record` while `controller` (board-controller.js) shows a problem's record. */
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
  controller.addEventListener('change', ({ detail }) => {
    if (detail.type !== 'start') return;
    button.hidden = true;
    const match = detail.value;
    if (!match?.tree || controller.origin === 'problem') return;
    readsAsProblem(match.tree).then((problem) => {
      // Still the record shown, and still readable (not freed by another start).
      if (controller.match !== match) return;
      button.hidden = !problem;
      // A problem restored at its start keeps its answers hidden, as when it was opened.
      if (problem && controller.origin === 'restored' && match.node === match.tree.root) controller.setAnswersHidden(true);
    }).catch(() => {});
  });
}
