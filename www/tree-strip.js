// The record viewer's game tree: a grid of small stones, a column per move and a row
// per variation (each variation on the first free row below its parent's), lines to
// the parent; the node shown ringed and scrolled into view. A tap on a stone goes to
// its node.
//
// A step must answer within a frame at move 300 as at move 10: the layout is worked
// out in JavaScript from what the match remembers of each node (record-match.js
// `childrenOf`, `moveOf`, `commented`: no crossing into the engine for a node already
// read), and the SVG is patched, not rebuilt — each node's and line's element is kept
// by node id and only the attributes that differ are written. What is drawn is the
// same as a drawing from scratch (`new TreeStrip(box)` on a fresh box).
import { t } from './i18n.js';

/** Largest tree drawn node by node; a larger one shows its first nodes in file order. */
export const TREE_LIMIT = 3000;

const SVG = 'http://www.w3.org/2000/svg';

/**
 * The tree's cell (a node's square, its hit box) in CSS px: 44 where a finger points
 * (the size of a touch target), else 22 (style.css sizes the tree's box to match).
 */
const treeCell = () => (matchMedia('(pointer: coarse)').matches ? 44 : 22);

/** The name of a node's move for lists: `D4`, `pass`, or none. */
export function moveWords(move) {
  if (!move) return t('variationNone');
  return move.move === 'pass' ? t('variationPass') : move.move;
}

/**
 * Where each node goes: depth first, main lines first, a node continues its parent's
 * row; a later variation takes the first row free at its depth and every depth drawn
 * so far beyond it (its line runs on to the right), so no two lines cross. Returns
 * `[{ id, depth, row, parent, move, number }]` in drawing order.
 */
function layout(match) {
  const { tree } = match;
  const nodes = [];
  const rowFree = [];
  const numbers = new Map();
  const stack = [{ id: tree.root, depth: 0, parent: null, row: 0, branch: false }];
  while (stack.length && nodes.length < TREE_LIMIT) {
    const item = stack.pop();
    let { row } = item;
    if (item.branch) {
      for (let d = item.depth; d < rowFree.length; d += 1) row = Math.max(row, rowFree[d] ?? 0);
    }
    rowFree[item.depth] = Math.max(rowFree[item.depth] ?? 0, row + 1);
    const move = match.moveOf(item.id);
    const number = (item.parent === null ? 0 : numbers.get(item.parent)) + (move ? 1 : 0);
    numbers.set(item.id, number);
    nodes.push({ id: item.id, depth: item.depth, parent: item.parent, row, move, number });
    const children = match.childrenOf(item.id);
    for (let i = children.length - 1; i >= 0; i -= 1) {
      stack.push({ id: children[i], depth: item.depth + 1, parent: item.id, row: i === 0 ? row : row + 1, branch: i > 0 });
    }
  }
  return nodes;
}

/** Sets `name` on `el` only when it differs (a write the frame then need not redo). */
function attr(el, name, value) {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}

export class TreeStrip {
  /**
   * @param {HTMLElement} box the tree's scrolling box (`#game-tree`)
   * @param {(id: number) => void} select called with the node tapped
   */
  constructor(box, select) {
    this.box = box;
    this.select = select;
    /** The SVG, its lines' and nodes' groups, and each node's elements by id. */
    this.svg = null;
    this.edges = null;
    this.nodes = null;
    this.drawn = new Map();
    /** The match, revision and cell size the layout was made for, and the layout (a list, and by id). */
    this.made = null;
    this.placed = [];
    this.place = new Map();
    /** The path and the node shown last drawn. */
    this.path = new Set();
    this.shown = null;
  }

  /** Forgets everything drawn: the next `update` draws afresh (the language changed). */
  reset() {
    this.box.replaceChildren();
    this.svg = null;
    this.drawn.clear();
    this.made = null;
    this.path = new Set();
  }

  /**
   * Draws the tree of `match` (record-match.js) with its node shown. When only the node
   * shown changed, only the nodes on the old and the new path are looked at.
   */
  update(match) {
    const cell = treeCell();
    const made = this.made;
    const same = made && made.match === match && made.tree === match.tree && made.revision === match.revision && made.cell === cell;
    if (!same) {
      if (made && made.cell !== cell) this.reset();
      this.placed = layout(match);
      this.place = new Map(this.placed.map((n) => [n.id, n]));
      this.made = { match, tree: match.tree, revision: match.revision, cell };
    }
    const fresh = !this.svg || this.svg.parentNode !== this.box;
    if (fresh) this.#makeSvg();
    const path = new Set(match.tree.path(match.node));
    if (same && !fresh) {
      for (const id of new Set([...this.path, ...path, this.shown, match.node])) {
        const n = this.place.get(id);
        if (n) this.#mark(n, match, path, cell);
      }
    } else {
      this.#drawAll(match, path, cell);
    }
    this.path = path;
    this.shown = match.node;
    const current = this.place.get(match.node);
    if (current) this.#keepInSight({ x: current.depth * cell + cell / 2, y: current.row * cell + cell / 2 }, cell);
  }

  /** Every node and line where the layout puts it; those no longer in the tree go. */
  #drawAll(match, path, cell) {
    const { placed, place } = this;
    attr(this.svg, 'width', String((Math.max(...placed.map((n) => n.depth)) + 1) * cell));
    attr(this.svg, 'height', String((Math.max(...placed.map((n) => n.row)) + 1) * cell));
    const center = (n) => [n.depth * cell + cell / 2, n.row * cell + cell / 2];
    const root = match.tree.root;
    for (const n of placed) {
      const [x, y] = center(n);
      const el = this.#elementsOf(n.id);
      const parent = place.get(n.parent);
      const points = parent ? `${center(parent).join(',')} ${x - cell / 2},${y} ${x},${y}` : null;
      // What was written is remembered: a node whose place, line and move are the same is left alone.
      const key = `${x},${y},${cell},${points},${n.number},${n.move?.color},${n.move?.move},${n.id === root}`;
      if (el.placed !== key) {
        el.placed = key;
        if (points) {
          if (!el.edge) {
            el.edge = document.createElementNS(SVG, 'polyline');
            el.edge.setAttribute('class', 'tree-edge');
          }
          attr(el.edge, 'points', points);
        } else if (el.edge) {
          el.edge.remove();
          el.edge = null;
        }
        attr(el.hit, 'x', String(x - cell / 2));
        attr(el.hit, 'y', String(y - cell / 2));
        attr(el.hit, 'width', String(cell));
        attr(el.hit, 'height', String(cell));
        attr(el.dot, 'cx', String(x));
        attr(el.dot, 'cy', String(y));
        const title = n.id === root ? t('treeRoot') : n.move ? t('treeNode', n.number, n.move.color, moveWords(n.move)) : t('treeNodeNoMove');
        if (el.title.textContent !== title) el.title.textContent = title;
      }
      this.#mark(n, match, path, cell);
    }
    for (const [id, el] of this.drawn) {
      if (place.has(id)) continue;
      el.node.remove();
      el.edge?.remove();
      this.drawn.delete(id);
    }
    // Drawing order is file order (a screen reader's order): moved nodes go back in place.
    this.#order(placed);
  }

  /** The stone's size and classes: its colour, on the path shown, the node shown, commented. */
  #mark(n, match, path, cell) {
    const el = this.drawn.get(n.id);
    const shown = n.id === match.node;
    const colour = n.move ? (n.move.color === 'B' ? 'black' : 'white') : 'empty';
    const classes = `tree-node ${colour}${path.has(n.id) ? ' on-path' : ''}${shown ? ' current' : ''}${match.commented(n.id) ? ' commented' : ''}`;
    const r = String(Math.round(cell * (shown ? 0.37 : 0.28)));
    // What was written is remembered: no reading back from the DOM at every step.
    if (el.marked?.classes === classes && el.marked.r === r) return;
    el.dot.setAttribute('r', r);
    el.dot.setAttribute('class', classes);
    el.marked = { classes, r };
  }

  #makeSvg() {
    this.svg = document.createElementNS(SVG, 'svg');
    this.svg.setAttribute('class', 'tree-svg');
    this.edges = document.createElementNS(SVG, 'g');
    this.nodes = document.createElementNS(SVG, 'g');
    this.svg.append(this.edges, this.nodes);
    this.drawn.clear();
    this.svg.addEventListener('click', (event) => {
      const id = event.target.closest?.('[data-node]')?.dataset.node;
      if (id !== undefined) this.select(Number(id));
    });
    this.box.replaceChildren(this.svg);
  }

  /** Node `id`'s elements: its group (the hit box, the stone, the title), made when new. */
  #elementsOf(id) {
    let el = this.drawn.get(id);
    if (el) return el;
    // The node is its whole cell (an unpainted square: the hit box), the stone drawn in it.
    const node = document.createElementNS(SVG, 'g');
    node.setAttribute('class', 'tree-hit');
    node.dataset.node = String(id);
    const title = document.createElementNS(SVG, 'title');
    const hit = document.createElementNS(SVG, 'rect');
    const dot = document.createElementNS(SVG, 'circle');
    node.append(title, hit, dot);
    el = { node, title, hit, dot, edge: null, marked: null, placed: null };
    this.drawn.set(id, el);
    return el;
  }

  /** Puts the nodes' and lines' elements in `placed` order, moving only those out of place. */
  #order(placed) {
    let node = this.nodes.firstChild;
    let edge = this.edges.firstChild;
    for (const n of placed) {
      const el = this.drawn.get(n.id);
      if (node === el.node) node = node.nextSibling;
      else this.nodes.insertBefore(el.node, node);
      if (!el.edge) continue;
      if (edge === el.edge) edge = edge.nextSibling;
      else this.edges.insertBefore(el.edge, edge);
    }
  }

  /**
   * Keeps the node shown in sight: scrolls the box, never the page. In the next frame,
   * so that the box's size is read once, with the page's own layout.
   */
  #keepInSight(current, cell) {
    this.pending = current;
    if (this.scrolling) return;
    this.scrolling = true;
    requestAnimationFrame(() => {
      this.scrolling = false;
      const { box } = this;
      const at = this.pending;
      const { clientWidth, clientHeight } = box;
      if (clientWidth === 0) return;
      if (at.x < box.scrollLeft + cell || at.x > box.scrollLeft + clientWidth - cell) box.scrollLeft = at.x - clientWidth / 2;
      if (at.y < box.scrollTop + cell || at.y > box.scrollTop + clientHeight - cell) box.scrollTop = at.y - clientHeight / 2;
    });
  }
}
