// The record viewer's game tree: a grid of small stones, a column per move and a row
// per variation (each variation on the first free row below its parent's), lines to
// the parent; the node shown ringed and scrolled into view. A tap on a stone goes to
// its node.
//
// A step must answer within a frame at move 300 as at move 10: the layout is worked
// out in JavaScript from what the match remembers of each node (record-match.js
// `childrenOf`, `moveOf`, `commented`: no crossing into the engine for a node already
// read), and only the part of the tree in sight is drawn — the nodes within a
// screen's width (and height) of the box's scrolled view; the SVG has the whole
// tree's size, so the box scrolls over all of it, and scrolling draws what comes
// into reach. The SVG is patched, not rebuilt: each node's and line's element is kept
// by node id and only the attributes that differ are written. What is drawn is, node
// for node, what a drawing of the whole tree from scratch draws (`new TreeStrip(box,
// select, { whole: true })`).
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

/**
 * Where the box will be scrolled to keep `at` (a node's centre) in sight in `view`
 * (`{ left, top, width, height }`, the box's scroll offsets and inner size): where it
 * is when `at` is a cell or more inside its edges, else centred on `at`. The same rule
 * decides which part of the tree to draw at a step and how far the box scrolls after it.
 */
function scrolledTo(at, view, cell) {
  const keep = (x, from, size) => (x < from + cell || x > from + size - cell ? Math.max(0, x - size / 2) : from);
  return { left: keep(at.x, view.left, view.width), top: keep(at.y, view.top, view.height) };
}

export class TreeStrip {
  /**
   * @param {HTMLElement} box the tree's scrolling box (`#game-tree`)
   * @param {(id: number) => void} select called with the node tapped
   * @param {{ whole?: boolean }} [options] `whole`: draw every node, not only those in
   *   sight (a drawing from scratch to compare with, in a box not on the page)
   */
  constructor(box, select, { whole = false } = {}) {
    this.box = box;
    this.select = select;
    this.whole = whole;
    /** The SVG, its lines' and nodes' groups, and each drawn node's elements by id. */
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
    /**
     * The box's scroll offsets and inner size as last reported (scroll events, a
     * ResizeObserver: never read from the layout at a step); the width is the
     * window's until the box is first laid out.
     */
    this.view = { left: 0, top: 0, width: 0, height: 0 };
    /** The columns and rows drawn: `{ c0, c1, r0, r1 }`, inclusive. */
    this.reach = null;
    if (!whole) {
      box.addEventListener('scroll', () => this.#scrolled(), { passive: true });
      new ResizeObserver(([entry]) => {
        this.view.width = entry.contentRect.width;
        this.view.height = entry.contentRect.height;
        this.#scrolled();
      }).observe(box);
    }
  }

  /** Forgets everything drawn: the next `update` draws afresh (the language changed). */
  reset() {
    this.box.replaceChildren();
    this.svg = null;
    this.drawn.clear();
    this.made = null;
    this.reach = null;
    this.path = new Set();
  }

  /**
   * Draws the tree of `match` (record-match.js) with its node shown. When only the node
   * shown changed and it stays in reach, only the drawn nodes on the old and the new
   * path are looked at.
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
    const current = this.place.get(match.node);
    const at = current ? { x: current.depth * cell + cell / 2, y: current.row * cell + cell / 2 } : null;
    const reach = this.#reachFor(at ? scrolledTo(at, this.#viewNow(), cell) : this.#viewNow(), cell);
    const sameReach = this.reach && ['c0', 'c1', 'r0', 'r1'].every((k) => this.reach[k] === reach[k]);
    if (same && !fresh && sameReach) {
      for (const id of new Set([...this.path, ...path, this.shown, match.node])) {
        const n = this.place.get(id);
        if (n && this.drawn.has(id)) this.#mark(n, match, path, cell);
      }
    } else {
      this.#draw(match, path, cell, reach, !same || fresh);
    }
    this.path = path;
    this.shown = match.node;
    if (at && !this.whole) this.#keepInSight(at, cell);
  }

  /** The view as last reported; its width the window's (its height a row's) until the box is laid out. */
  #viewNow() {
    const { view } = this;
    if (view.width > 0) return view;
    return { ...view, width: innerWidth, height: treeCell() };
  }

  /**
   * The columns and rows to draw for `view` scrolled to `to`: those in sight and a
   * view's width and height on each side, so that a step or a swipe finds its
   * neighbours drawn (everything when the strip draws the whole tree).
   */
  #reachFor(to, cell) {
    if (this.whole) return { c0: 0, c1: Number.POSITIVE_INFINITY, r0: 0, r1: Number.POSITIVE_INFINITY };
    const { width, height } = this.#viewNow();
    return {
      c0: Math.max(0, Math.floor((to.left - width) / cell)),
      c1: Math.ceil((to.left + 2 * width) / cell),
      r0: Math.max(0, Math.floor((to.top - height) / cell)),
      r1: Math.ceil((to.top + 2 * height) / cell),
    };
  }

  /**
   * The box was scrolled or resized: its offsets are read (a scroll event comes with
   * the frame's own layout), and the nodes that came within reach drawn when the view
   * nears the edge of what is drawn.
   */
  #scrolled() {
    if (!this.svg || !this.made) return;
    this.view.left = this.box.scrollLeft;
    this.view.top = this.box.scrollTop;
    const { cell, match } = this.made;
    const wanted = this.#reachFor(this.view, cell);
    const { reach } = this;
    const { width, height } = this.#viewNow();
    // Within half a view of the edge drawn (or past it): the reach moves with the view.
    const near =
      !reach ||
      (wanted.c0 < reach.c0 && reach.c0 > 0 && this.view.left - width / 2 < reach.c0 * cell) ||
      (this.view.left + 1.5 * width > (reach.c1 + 1) * cell && wanted.c1 > reach.c1) ||
      (wanted.r0 < reach.r0 && reach.r0 > 0 && this.view.top - height / 2 < reach.r0 * cell) ||
      (this.view.top + 1.5 * height > (reach.r1 + 1) * cell && wanted.r1 > reach.r1);
    if (near) this.#draw(match, this.path, cell, wanted, false);
  }

  /**
   * The nodes and lines within `reach` where the layout puts them (each line drawn
   * with its node); those out of reach or no longer in the tree go. `sized`: the
   * SVG's size is written (the layout changed).
   */
  #draw(match, path, cell, reach, sized) {
    const { placed, place } = this;
    if (sized) {
      let depth = 0;
      let row = 0;
      for (const n of placed) {
        depth = Math.max(depth, n.depth);
        row = Math.max(row, n.row);
      }
      attr(this.svg, 'width', String((depth + 1) * cell));
      attr(this.svg, 'height', String((row + 1) * cell));
    }
    const inReach = (n) => n.depth >= reach.c0 && n.depth <= reach.c1 && n.row >= reach.r0 && n.row <= reach.r1;
    const wanted = placed.filter(inReach);
    const center = (n) => [n.depth * cell + cell / 2, n.row * cell + cell / 2];
    const root = match.tree.root;
    for (const n of wanted) {
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
            el.edge.dataset.edge = String(n.id);
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
      const n = place.get(id);
      if (n && inReach(n)) continue;
      el.node.remove();
      el.edge?.remove();
      this.drawn.delete(id);
    }
    // Drawing order is file order (a screen reader's order): moved nodes go back in place.
    this.#order(wanted);
    this.reach = reach;
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
    this.reach = null;
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
   * Keeps the node shown in sight: scrolls the box, never the page, by the rule the
   * step drew by (`scrolledTo`). In the next frame, once for a burst of steps; the
   * view is the one last reported, so nothing is read from the layout unless the box
   * must scroll.
   */
  #keepInSight(current, cell) {
    this.pending = current;
    if (this.scrolling) return;
    this.scrolling = true;
    requestAnimationFrame(() => {
      this.scrolling = false;
      const { box, view } = this;
      if (view.width === 0) return;
      const to = scrolledTo(this.pending, view, cell);
      if (to.left !== view.left) box.scrollLeft = to.left;
      if (to.top !== view.top) box.scrollTop = to.top;
      // Where the box went (a scroll stops at its ends): until its scroll event comes.
      if (to.left !== view.left || to.top !== view.top) Object.assign(view, { left: box.scrollLeft, top: box.scrollTop });
    });
  }
}
