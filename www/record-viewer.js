// The record viewer of the app: beside the board, the comment of the node shown, the
// variations from there, a compact game tree that keeps the node shown in sight (a
// tap goes to a node), the moves of the line shown, jumps to the previous and next
// comment, "go to move N", autoplay, how the next moves are marked on the board
// (board-controller.js NEXT_MOVE_MARKS), and the game information. Everything from the
// record is text from a file anyone may have written: textContent only.
//
// It reads the record through the controller's match (record-match.js: `tree`,
// `node`); a problem being solved (problem.js) has no `tree` and shows none of it, and
// an opened problem's record (`answersHidden`) shows no variations or tree until
// "Show the answers".
import { NEXT_MOVE_MARKS } from './board-controller.js';
import { byId, make, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

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

/** Largest tree drawn node by node; a larger one shows the line around the node shown. */
const TREE_LIMIT = 3000;

/**
 * The tree's cell (a node's square, its hit box) in CSS px: 44 where a finger points
 * (the size of a touch target), else 22 (style.css sizes the tree's box to match).
 */
const treeCell = () => (matchMedia('(pointer: coarse)').matches ? 44 : 22);

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
  const render = () => renderRecordViewer(controller);
  for (const type of ['change', 'refused', 'answers']) controller.addEventListener(type, render);
  controller.addEventListener('change', (event) => {
    if (event.detail.type === 'start') stop();
  });
  onLanguageChange(() => {
    fillSelects();
    render();
  });
  fillSelects();
  render();
  return { render, autoplay, stop };
}

/** The name of a node's move for lists: `D4`, `pass`, or none. */
function moveWords(move) {
  if (!move) return t('variationNone');
  return move.move === 'pass' ? t('variationPass') : move.move;
}

/** Fills the panel for the controller's match. */
export function renderRecordViewer(controller) {
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
  if (info.result && (!tree || match.node === tree.mainLine(tree.root).at(-1))) details.push(t('recordResult', info.result));
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
    byId('game-tree').replaceChildren();
  } else {
    renderVariations(controller, tree, match);
    renderTree(controller, tree, match);
  }
  renderMoves(controller, tree, match, hidden);
  renderInfo(info);
  byId('record-back').disabled = tree.parent(match.node) === null;
  byId('record-forward').disabled = match.live;
  byId('go-to-move-number').max = String(match.total);
  byId('go-to-move-number').placeholder = String(match.shownMove);
}

/** The variations from the node shown: one button each, the one followed pressed. */
function renderVariations(controller, tree, match) {
  const children = tree.children(match.node);
  const list = byId('variation-list');
  byId('variations').hidden = children.length < 2;
  if (children.length < 2) {
    list.replaceChildren();
    return;
  }
  list.replaceChildren(
    ...children.map((id, index) => {
      const button = make('button', 'variation', t('variationItem', index, moveWords(tree.move(id))));
      button.type = 'button';
      button.dataset.node = String(id);
      button.addEventListener('click', () => controller.select(id));
      return button;
    }),
  );
}

/**
 * The game tree: a grid of small stones, a column per move and a row per variation
 * (each variation on the first free row below its parent's), lines to the parent; the
 * node shown ringed and scrolled into view. A tap on a stone goes to its node.
 */
function renderTree(controller, tree, match) {
  const box = byId('game-tree');
  const nodes = [];
  // Depth first, main lines first: a node continues its parent's row; a later
  // variation takes the first row free at its depth and every depth drawn so far
  // beyond it (its line runs on to the right), so no two lines cross.
  const rowFree = [];
  const stack = [{ id: tree.root, depth: 0, parent: null, row: 0, branch: false }];
  while (stack.length && nodes.length < TREE_LIMIT) {
    const item = stack.pop();
    let { row } = item;
    if (item.branch) row = Math.max(row, ...rowFree.slice(item.depth).map((r) => r ?? 0));
    rowFree[item.depth] = Math.max(rowFree[item.depth] ?? 0, row + 1);
    nodes.push({ ...item, row });
    const children = tree.children(item.id);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ id: children[i], depth: item.depth + 1, parent: item.id, row: i === 0 ? row : row + 1, branch: i > 0 });
    }
  }
  const cell = treeCell();
  const width = (Math.max(...nodes.map((n) => n.depth)) + 1) * cell;
  const height = (Math.max(...nodes.map((n) => n.row)) + 1) * cell;
  const svgNs = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.setAttribute('class', 'tree-svg');
  const place = new Map(nodes.map((n) => [n.id, n]));
  const center = (n) => [n.depth * cell + cell / 2, n.row * cell + cell / 2];
  for (const n of nodes) {
    if (n.parent === null || !place.has(n.parent)) continue;
    const [x1, y1] = center(place.get(n.parent));
    const [x2, y2] = center(n);
    const line = document.createElementNS(svgNs, 'polyline');
    line.setAttribute('points', `${x1},${y1} ${x2 - cell / 2},${y2} ${x2},${y2}`);
    line.setAttribute('class', 'tree-edge');
    svg.append(line);
  }
  const path = new Set(tree.path(match.node));
  let moveNumber = new Map([[tree.root, 0]]);
  let current = null;
  for (const n of nodes) {
    const move = tree.move(n.id);
    const number = (moveNumber.get(n.parent) ?? 0) + (move ? 1 : 0);
    moveNumber.set(n.id, number);
    const [x, y] = center(n);
    // The node is its whole cell (an unpainted square: the hit box), the stone drawn in it.
    const node = document.createElementNS(svgNs, 'g');
    node.setAttribute('class', 'tree-hit');
    node.dataset.node = String(n.id);
    const hit = document.createElementNS(svgNs, 'rect');
    hit.setAttribute('x', String(x - cell / 2));
    hit.setAttribute('y', String(y - cell / 2));
    hit.setAttribute('width', String(cell));
    hit.setAttribute('height', String(cell));
    const dot = document.createElementNS(svgNs, 'circle');
    dot.setAttribute('cx', String(x));
    dot.setAttribute('cy', String(y));
    dot.setAttribute('r', String(Math.round(cell * (n.id === match.node ? 0.37 : 0.28))));
    const colour = move ? (move.color === 'B' ? 'black' : 'white') : 'empty';
    const commented = tree.comment(n.id) !== null;
    dot.setAttribute('class', `tree-node ${colour}${path.has(n.id) ? ' on-path' : ''}${n.id === match.node ? ' current' : ''}${commented ? ' commented' : ''}`);
    const title = document.createElementNS(svgNs, 'title');
    title.textContent = n.id === tree.root ? t('treeRoot') : move ? t('treeNode', number, move.color, moveWords(move)) : t('treeNodeNoMove');
    node.append(title, hit, dot);
    svg.append(node);
    if (n.id === match.node) current = { x, y };
  }
  moveNumber = null;
  svg.addEventListener('click', (event) => {
    const id = event.target.closest?.('[data-node]')?.dataset.node;
    if (id !== undefined) controller.select(Number(id));
  });
  box.replaceChildren(svg);
  if (current) {
    // Keep the node shown in sight: scroll the box, never the page.
    const { clientWidth, clientHeight } = box;
    if (current.x < box.scrollLeft + cell || current.x > box.scrollLeft + clientWidth - cell) box.scrollLeft = current.x - clientWidth / 2;
    if (current.y < box.scrollTop + cell || current.y > box.scrollTop + clientHeight - cell) box.scrollTop = current.y - clientHeight / 2;
  }
}

/**
 * The moves of the line shown, each a button to go there; the one shown marked. With
 * a problem's answers hidden, only the moves up to the node shown.
 */
function renderMoves(controller, tree, match, hidden) {
  const list = byId('move-list');
  const items = [];
  let number = 0;
  let currentItem = null;
  const line = hidden ? match.line.slice(0, match.line.indexOf(match.node) + 1) : match.line;
  for (const id of line) {
    const move = tree.move(id);
    if (!move) continue;
    number += 1;
    const item = make('li');
    const button = make('button', 'move-button', `${number}. ${move.color === 'B' ? '●' : '○'} ${moveWords(move)}`);
    button.type = 'button';
    button.dataset.node = String(id);
    if (id === match.node) {
      button.setAttribute('aria-current', 'step');
      currentItem = item;
    }
    button.addEventListener('click', () => controller.select(id));
    item.append(button);
    items.push(item);
  }
  list.replaceChildren(...items);
  if (currentItem) {
    // Keep the move shown in sight: scroll the list, never the page.
    const offset = currentItem.getBoundingClientRect().top - list.getBoundingClientRect().top + list.scrollTop;
    list.scrollTop = offset - list.clientHeight / 2;
  }
}

/** The game information as a list of names and values (text only). */
function renderInfo(info) {
  const list = byId('record-info-list');
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
