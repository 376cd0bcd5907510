// The record viewer of the app: beside the board, the comment of the node shown, the
// variations from there, a compact game tree that keeps the node shown in sight (a
// tap goes to a node), the moves of the line shown, jumps to the previous and next
// comment, "go to move N", autoplay, how the next moves are marked on the board
// (board-controller.js NEXT_MOVE_MARKS), and the game information. Everything from the
// record is text from a file anyone may have written: textContent only.
//
// It reads the record through the controller's match (record-match.js: `tree`,
// `node`, and what the match remembers of each node); the tree and the move list are
// tree-strip.js's and move-list.js's, which patch what a step changed. A problem being
// solved (problem.js) has no `tree` and shows none of it, and an opened problem's
// record (`answersHidden`) shows no variations or tree until "Show the answers".
import { NEXT_MOVE_MARKS } from './board-controller.js';
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { MoveList } from './move-list.js';
import { TreeStrip, moveWords } from './tree-strip.js';

/** Autoplay's speeds, in seconds a move. */
const SPEEDS = [0.5, 1, 2, 4];

/** The game information shown, in order: the record's name and the string key. */
const INFO_FIELDS = [
  ['black', 'infoBlack'], ['blackRank', 'infoBlackRank'], ['white', 'infoWhite'], ['whiteRank', 'infoWhiteRank'],
  ['event', 'infoEvent'], ['round', 'infoRound'], ['date', 'infoDate'], ['place', 'infoPlace'],
  ['result', 'infoResult'], ['gameComment', 'infoGameComment'],
];

/** Where the chosen next-move marks are remembered on this device. */
const MARKS_KEY = 'weiqi.nextMoveMarks';

/**
 * Wires the record panel to `controller` (board-controller.js): keys ↑ ↓ (variations)
 * and PageUp / PageDown (previous / next comment) on the page outside fields, and the
 * panel's buttons. Returns `{ render, autoplay }` for tests.
 */
export function attachRecordViewer(controller) {
  const speed = byId('autoplay-speed');
  const marks = byId('next-marks');
  let timer = null;
  const stop = () => {
    clearInterval(timer);
    timer = null;
    byId('autoplay').setAttribute('aria-pressed', 'false');
    setText(byId('autoplay'), t('autoplay'));
  };
  const autoplay = () => {
    if (timer) return stop();
    timer = setInterval(() => {
      const { match } = controller;
      if (!match?.tree || match.tree.children(match.node).length === 0) return stop();
      controller.navigate('forward');
    }, Number(speed.value) * 1000);
    byId('autoplay').setAttribute('aria-pressed', 'true');
    setText(byId('autoplay'), t('autoplayStop'));
    return undefined;
  };
  byId('autoplay').addEventListener('click', autoplay);
  speed.addEventListener('change', () => {
    if (timer) {
      stop();
      autoplay();
    }
  });
  byId('show-answers').addEventListener('click', () => {
    controller.setAnswersHidden(false);
    // The button is gone: the step forward is where the walk goes on.
    byId('record-forward').focus();
  });
  byId('record-back').addEventListener('click', () => controller.navigate('back'));
  byId('record-forward').addEventListener('click', () => controller.navigate('forward'));
  byId('previous-comment').addEventListener('click', () => controller.navigate('previousComment'));
  byId('next-comment').addEventListener('click', () => controller.navigate('nextComment'));
  byId('go-to-move').addEventListener('submit', (event) => {
    event.preventDefault();
    const n = Number(byId('go-to-move-number').value);
    if (Number.isFinite(n)) controller.goTo(n);
  });
  try {
    const saved = localStorage.getItem(MARKS_KEY);
    if (NEXT_MOVE_MARKS.includes(saved)) controller.nextMoveMarks = saved;
  } catch {
    // Storage blocked: the record's own choice.
  }
  marks.addEventListener('change', () => {
    controller.nextMoveMarks = marks.value;
    try {
      localStorage.setItem(MARKS_KEY, marks.value);
    } catch {
      // Not remembered; still applied.
    }
    controller.redraw();
  });
  document.addEventListener('keydown', (event) => {
    if (event.target.closest?.('input, select, textarea, dialog, [contenteditable]')) return;
    if (event.altKey || event.ctrlKey || event.metaKey || document.querySelector('dialog[open]')) return;
    if (!controller.match?.tree) return;
    const step = { ArrowUp: 'up', ArrowDown: 'down', PageUp: 'previousComment', PageDown: 'nextComment' }[event.key];
    if (!step) return;
    event.preventDefault();
    controller.navigate(step);
  });

  const fillSelects = () => {
    const speedValue = speed.value || '1';
    speed.replaceChildren(...SPEEDS.map((s) => new Option(t('autoplaySeconds', s), String(s))));
    speed.value = speedValue;
    const names = { auto: 'nextMarksAuto', letters: 'nextMarksLetters', stones: 'nextMarksStones', none: 'nextMarksNone' };
    marks.replaceChildren(...NEXT_MOVE_MARKS.map((m) => new Option(t(names[m]), m)));
    marks.value = controller.nextMoveMarks;
    if (!timer) setText(byId('autoplay'), t('autoplay'));
  };
  const select = (id) => controller.select(id);
  const parts = { tree: new TreeStrip(byId('game-tree'), select), moves: new MoveList(byId('move-list'), select) };
  const render = () => renderRecordViewer(controller, parts);
  for (const type of ['change', 'refused', 'answers']) controller.addEventListener(type, render);
  controller.addEventListener('change', (event) => {
    if (event.detail.type === 'start') stop();
  });
  onLanguageChange(() => {
    fillSelects();
    parts.tree.reset();
    parts.moves.reset();
    render();
  });
  fillSelects();
  render();
  return { render, autoplay, stop, drawn: () => drawnNow(parts), drawnAfresh: () => drawnAfresh(controller, select) };
}

/** The tree's SVG and the move list as drawn now (for tests: compared with `drawnAfresh`). */
function drawnNow(parts) {
  return { tree: parts.tree.box.innerHTML, moves: parts.moves.list.innerHTML };
}

/**
 * The tree (the whole of it, not only the part in sight) and the move list of the node
 * shown drawn from scratch, in boxes of their own.
 */
function drawnAfresh(controller, select) {
  const { match } = controller;
  const fresh = { tree: new TreeStrip(make('div'), select, { whole: true }), moves: new MoveList(make('ol'), select) };
  if (match?.tree && !match.answersHidden) fresh.tree.update(match);
  if (match?.tree) fresh.moves.update(match, Boolean(match.answersHidden));
  return drawnNow(fresh);
}

/** Fills the panel for the controller's match; `parts`: the tree strip and the move list. */
export function renderRecordViewer(controller, parts) {
  const { match } = controller;
  const panel = byId('record-info');
  if (!match) {
    panel.hidden = true;
    return;
  }
  const tree = match.tree;
  const info = tree ? tree.info() : match.game.recordInfo;
  const comment = tree ? tree.comment(match.node) : match.shown.comment(match.shownMove);
  const players = [];
  if (info.black || info.white) {
    players.push(t('recordPlayer', 'B', info.black ?? '?', info.blackRank));
    players.push(t('recordPlayer', 'W', info.white ?? '?', info.whiteRank));
  }
  const details = [info.gameName, info.event, info.round, info.date, info.place].filter(Boolean);
  // The result (`RE`, RULES R6) is the main line's end's: said there only, so that a
  // replay does not give it away from its first move.
  if (info.result && (!tree || match.node === match.mainLineEnd)) details.push(t('recordResult', info.result));
  show(byId('record-players'), players.join(' · '));
  show(byId('record-details'), details.join(' · '));
  show(byId('record-comment'), comment ?? '');
  const viewer = byId('record-viewer');
  viewer.hidden = !tree;
  panel.hidden = !tree && players.length === 0 && details.length === 0 && comment === null;
  if (!tree) return;
  // A problem's answers (its variations and tree) wait until the learner asks.
  const hidden = Boolean(match.answersHidden);
  byId('answers-hidden').hidden = !hidden;
  byId('game-tree').hidden = hidden;
  if (hidden) {
    byId('variations').hidden = true;
    byId('variation-list').replaceChildren();
    parts.tree.reset();
  } else {
    renderVariations(controller, match);
    parts.tree.update(match);
  }
  parts.moves.update(match, hidden);
  renderInfo(info);
  byId('record-back').disabled = match.node === tree.root;
  byId('record-forward').disabled = match.live;
  byId('go-to-move-number').max = String(match.total);
  byId('go-to-move-number').placeholder = String(match.shownMove);
}

/** The variations from the node shown: one button each, the one followed pressed. */
function renderVariations(controller, match) {
  const children = match.childrenOf(match.node);
  const list = byId('variation-list');
  byId('variations').hidden = children.length < 2;
  if (children.length < 2) {
    list.replaceChildren();
    return;
  }
  list.replaceChildren(
    ...children.map((id, index) => {
      const button = make('button', 'variation', t('variationItem', index, moveWords(match.moveOf(id))));
      button.type = 'button';
      button.dataset.node = String(id);
      button.addEventListener('click', () => controller.select(id));
      return button;
    }),
  );
}

/** The game information each list shows, as `renderInfo` keys it. */
const shownInfo = new WeakMap();

/** The game information as a list of names and values (text only). */
function renderInfo(info) {
  const list = byId('record-info-list');
  // The same information (each step of a record): nothing to redo.
  const key = JSON.stringify([document.documentElement.lang, INFO_FIELDS.map(([name]) => info[name] ?? null)]);
  if (shownInfo.get(list) === key) return;
  shownInfo.set(list, key);
  const rows = [];
  for (const [name, key] of INFO_FIELDS) {
    if (!info[name]) continue;
    rows.push(make('dt', '', t(key)), make('dd', name === 'gameComment' ? 'record-comment' : '', info[name]));
  }
  list.replaceChildren(...rows);
  byId('record-game-info').hidden = rows.length === 0;
}

/** Sets `el`'s text, hiding it when there is none. */
function show(el, text) {
  setText(el, text);
  el.hidden = text === '';
}
