// The page's layout on a phone held upright (docs/layout.md): one screen with the board
// and the controls of the moment under it. The moment is said on the layout in
// `data-moment` — `play`, `review` (a record with comments), `stop` (dead stones
// being agreed, or the game counted) or `count` (the Ing count, RULES R1.9) — and style.css orders the
// page's panels from it. Here the board is given what the screen has left once the
// moment's controls under it are laid out: `--below-board`, the height from the
// board's bottom edge to the last of them, measured (their height depends on the
// language and the screen's width, which no fixed figure in the stylesheet knows).
//
// Nothing of the moment's is measured again while stepping through a record: the
// bars and the comment box have fixed heights, so the board and the bar under it
// keep their place whatever a comment's length.
import { byId } from './dom.js';
import { attachSheets } from './sheets.js';

/** The width up to which the one-screen phone layout applies (style.css's breakpoint). */
const PHONE = '(max-width: 35rem)';

/** What stands under the board in each moment, in the page's order (style.css). */
const MOMENT_PARTS = {
  play: ['.side > .navigation', '.side > .actions', '#explain'],
  review: ['.side > .navigation', '#record-comment'],
  stop: ['#end-game > .actions:first-of-type', '#score-panel .score-result', '#end-game[data-phase="finished"] > .actions:last-of-type'],
  count: ['#count-panel .cups', '#count-panel .count-controls > button'],
};

/**
 * Whether `tree` (a record, record-match.js) has a comment on any node: a record to
 * be read, whose comment box keeps its place from the first move to the last.
 */
function hasComments(tree) {
  const stack = [tree.root];
  while (stack.length) {
    const id = stack.pop();
    if (tree.comment(id) !== null) return true;
    stack.push(...tree.children(id));
  }
  return false;
}

/**
 * Keeps the layout's `data-moment`, `data-record` (`empty` for a game with no move,
 * comment or game information: no record tools to show) and `--below-board` up to
 * date with `controller` (board-controller.js). Layout is read (the boxes measured)
 * only when the moment or the record's kind changes, or a part of the moment is
 * resized: a step or a move costs no forced layout in its frame. Returns
 * `{ measure }` for tests.
 */
export function attachLayout(controller) {
  const layout = document.querySelector('main.layout');
  const phone = matchMedia(PHONE);
  let commented = false;
  let empty = true;

  const moment = () => {
    if (!byId('count-panel').hidden) return 'count';
    if (!byId('end-game').hidden) return 'stop';
    return commented ? 'review' : 'play';
  };

  const measure = () => {
    if (!phone.matches) {
      layout.style.removeProperty('--below-board');
      return;
    }
    const frame = byId('board-frame').getBoundingClientRect();
    let bottom = frame.bottom;
    for (const selector of MOMENT_PARTS[moment()]) {
      for (const el of document.querySelectorAll(selector)) {
        if (el.offsetParent === null) continue;
        const box = el.getBoundingClientRect();
        const margin = Number.parseFloat(getComputedStyle(el).marginBottom) || 0;
        bottom = Math.max(bottom, box.bottom + margin);
      }
    }
    layout.style.setProperty('--below-board', `${Math.ceil(bottom - frame.bottom)}px`);
  };

  // Writes the moment and the record's kind (attribute writes, no layout read) and
  // measures only when one of them changed: the panels under the board change then.
  // Says whether it measured.
  const update = () => {
    const now = moment();
    const record = empty ? 'empty' : 'content';
    if (layout.dataset.moment === now && layout.dataset.record === record) return false;
    layout.dataset.moment = now;
    layout.dataset.record = record;
    measure();
    return true;
  };

  // The record's kind is read when another record comes or it is edited, not at each
  // step or move: a walk of the tree is no part of a step's frame.
  const readRecord = () => {
    const tree = controller.match?.tree;
    commented = tree ? hasComments(tree) : false;
    const info = tree?.info?.() ?? {};
    empty = !tree || (tree.children(tree.root).length === 0 && !commented && !info.black && !info.white && !info.event);
  };
  controller.addEventListener('change', (event) => {
    const { type } = event.detail;
    if (type === 'start' || type === 'edit' || (empty && type !== 'navigate')) readRecord();
    update();
  });
  // The stop's and the count's panels open and close outside the controller's events;
  // the stop's panel changes its parts when the game is counted (`data-phase`).
  const panels = new MutationObserver((records) => {
    if (!update() && records.some((record) => record.attributeName === 'data-phase')) measure();
  });
  for (const id of ['end-game', 'count-panel']) panels.observe(byId(id), { attributes: true, attributeFilter: ['hidden', 'data-phase'] });
  // A part of the moment that grows (a wrapped line, another language, a turned
  // screen) takes its room. The observer reports after the frame's layout.
  const resized = new ResizeObserver(measure);
  for (const selector of new Set(Object.values(MOMENT_PARTS).flat())) {
    for (const el of document.querySelectorAll(selector)) resized.observe(el);
  }
  phone.addEventListener('change', measure);
  readRecord();
  update();
  attachSheets(layout);
  return { measure };
}
