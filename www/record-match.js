// A game record (the engine's `Record`: the whole SGF tree, RULES R6.1) and the node
// shown: every game, from a new game's first move (`newRecordMatch`) to an opened
// file, so that the controller, the panels and `<go-board>` walk, play and edit a tree
// through one interface. No rule lives
// here: the tree is the engine's, and the `Game` shown is `record.game(node)`, kept in
// step by playing the same moves on it.
//
// Every node can be played from: a move at an earlier node follows the child with that
// move or adds a variation (the engine's `record.play`). `live` is true at the end of a
// line (a node without children). The game's end (marking dead stones, agreement,
// resigning, resuming) is played on the `Game` at the node shown and written into the
// tree by the engine (`record.writeEnd`: `TB`/`TW`, the result, a `PL` for who resumes,
// Ing's sealing passes), so that the record saves it and reopens in the same phase.
//
// `undo` takes back what was just done at the node shown: a move added (the engine's
// `record.undo`, the node goes), a move followed (back to where it came from), an
// edit, or an action of the game's end (the tree's edit and the game's action); with
// nothing done since a game begun here was restored, what a game's undo takes back
// at the end of a line (`#undoBefore`); an opened record's own moves (`opened`) are
// never taken back.

/** The end-of-game actions, played on the node's `Game`, then written in the tree. */
const GAME_ACTIONS = {
  resign: (g, color) => (color === undefined ? g.resign() : g.resign(color)),
  loseOnTime: (g, color) => g.loseOnTime(color),
  toggleDead: (g, point) => g.toggleDead(point),
  toggleDeadChain: (g, point) => g.toggleDeadChain(point),
  toggleFill: (g, point) => (g.toggleFill(point) ? 'kept' : 'filled'),
  agree: (g) => g.agree(),
  resume: (g, requester) => g.resume(requester ?? null),
};

/** The record's calls that change it, each one step of the engine's `undo`. */
const EDITS = new Set(['setProperty', 'setComment', 'setInfo', 'delete', 'promote', 'reorder', 'play']);

/**
 * A path from the root as a link writes it: numbers alternating between steps along
 * first children and the index of a variation taken (one step more): `12-1-5` is 12
 * moves down the main line, the second child, then 5 steps down first children.
 * `''` is the root. `childrenOf` reads a node's children (a match's `childrenOf`
 * remembers them).
 */
export function pathText(record, node, childrenOf = (id) => record.children(id)) {
  const ids = record.path(node);
  const parts = [];
  let run = 0;
  for (let i = 1; i < ids.length; i += 1) {
    const index = childrenOf(ids[i - 1]).indexOf(ids[i]);
    if (index === 0) {
      run += 1;
    } else {
      parts.push(run, index);
      run = 0;
    }
  }
  if (run > 0 || parts.length === 0) parts.push(run);
  return parts.length === 1 && parts[0] === 0 ? '' : parts.join('-');
}

/**
 * The node `text` (see `pathText`) names in `record`: as far as the tree goes (a path
 * longer than the tree stops at its end; a variation that is not there stops before
 * it). Returns `{ node, whole }`: `whole` is false when the path went past the tree.
 */
export function nodeAt(record, text) {
  let node = record.root;
  let whole = true;
  const numbers = String(text ?? '').split('-').filter((part) => part !== '').map(Number);
  numbers.forEach((n, i) => {
    if (!whole || !Number.isInteger(n) || n < 0) {
      whole = false;
      return;
    }
    const steps = i % 2 === 0 ? n : 1;
    const index = i % 2 === 0 ? 0 : n;
    for (let s = 0; s < steps; s += 1) {
      const children = record.children(node);
      if (children.length <= index) {
        whole = false;
        return;
      }
      node = children[s === 0 ? index : 0];
    }
  });
  return { node, whole };
}

/**
 * A game as a record from its first move: `options` (GameOptions for `new Game`, which
 * throws the engine's error for wrong ones) or a `Game` (taken over and freed),
 * written as SGF by the engine (`toSgf`: `SZ`, `RU` with the knobs no preset has,
 * `KM`, `HA`, the stones set up, the moves and the end, RULES R6) and read back as a
 * `Record`. The match shows the end of the main line, where play goes on.
 */
export function newRecordMatch(Game, Record, options) {
  const game = options instanceof Game ? options : new Game(options);
  let tree;
  try {
    tree = Record.fromSgf(game.toSgf());
  } finally {
    game.free();
  }
  const match = new RecordMatch(tree);
  match.last();
  return match;
}

export class RecordMatch {
  /**
   * @param {import('./pkg/weiqi_web.js').Record} tree the record (the match owns it)
   * @param {number} [node] the node shown first (the root by default)
   */
  constructor(tree, node = tree.root) {
    /** The engine's record: the whole tree. */
    this.tree = tree;
    /** The node shown. */
    this.node = node;
    /** What `undo` takes back, last on top: `{ kind, at, from }`. */
    this.history = [];
    /** Whether the tree changed since it was opened or saved (`saved()` clears it). */
    this.changed = false;
    /** Moves at an earlier node add variations: never refused as "viewing". */
    this.branches = true;
    /**
     * Whether a problem's answers stay hidden (sgf-files.js `readRecord`): no marks of
     * the next moves, no variation list, no tree, until the learner asks.
     */
    this.answersHidden = false;
    /**
     * Whether the record came from elsewhere (a file, a link, another tab): its own
     * moves are its author's, so `undo` takes back only what was done in this visit
     * and never the record's last move (a game begun here undoes its moves after a
     * reload as a game's undo would).
     */
    this.opened = false;
    /**
     * Counts the changes to the tree (a move added, an edit, an undo, the game's end
     * written, another tree adopted): what a view read from the tree is good while this
     * stays the same. `lastChange` says what the last one was: `{ kind: 'add', parent,
     * node }` for a node added by a move, else `{ kind: 'other' }`.
     */
    this.revision = 0;
    this.lastChange = { kind: 'other' };
    this.game = null;
    this.#show(node);
  }

  /**
   * What the page asks of the tree at every step, kept per node until the tree
   * changes (a step then costs the same at move 10 and at move 300): each crossing
   * into the engine is cheap, but hundreds of them a step are not.
   */
  #known = { moves: new Map(), children: new Map(), comments: new Map(), mainLineEnd: null };

  /** `tree.move(id)`, remembered until the tree changes. */
  moveOf(id) {
    return this.#remembered(this.#known.moves, id, () => this.tree.move(id));
  }

  /** `tree.children(id)` (not to be changed by the caller), remembered until the tree changes. */
  childrenOf(id) {
    return this.#remembered(this.#known.children, id, () => this.tree.children(id));
  }

  /** Whether node `id` has a comment, remembered until the tree changes. */
  commented(id) {
    return this.#remembered(this.#known.comments, id, () => this.tree.comment(id) !== null);
  }

  #remembered(map, id, read) {
    if (map.has(id)) return map.get(id);
    const value = read();
    map.set(id, value);
    return value;
  }

  /**
   * The tree changed: `added` is `{ parent, node }` when a move only added a node
   * (what was known of every other node stands), else everything is read afresh.
   */
  #changed(added = null) {
    this.revision += 1;
    this.lastChange = added ? { kind: 'add', ...added } : { kind: 'other' };
    if (added) {
      this.#known.children.delete(added.parent);
    } else {
      for (const map of [this.#known.moves, this.#known.children, this.#known.comments]) map.clear();
    }
  }

  /** The node shown's game: the position, legality and end of the game there. */
  get shown() {
    return this.game;
  }

  /** The record's markup at the node shown (`Record.markup`), for diagrams. */
  markup() {
    return this.tree.markup(this.node);
  }

  /** Whether the node shown ends its line (no move follows it). */
  get live() {
    return this.childrenOf(this.node).length === 0;
  }

  /** The move number at the end of the line shown (down first children). */
  get total() {
    return this.moveNumberOf(this.lineEnd);
  }

  /** The move number at the node shown. */
  get shownMove() {
    return this.game.moveNumber;
  }

  /** The last node of the main line (down first children from the root), remembered until the tree changes. */
  get mainLineEnd() {
    if (this.#known.mainLineEnd?.revision !== this.revision) {
      this.#known.mainLineEnd = { revision: this.revision, node: this.tree.mainLine(this.tree.root).at(-1) };
    }
    return this.#known.mainLineEnd.node;
  }

  /** The last node of the line shown: down first children from the node. */
  get lineEnd() {
    return this.tree.mainLine(this.node).at(-1);
  }

  /** The line shown: the path from the root and on down first children. */
  get line() {
    return [...this.tree.path(this.node), ...this.tree.mainLine(this.node).slice(1)];
  }

  /** How many moves lead from the root to `node`. */
  moveNumberOf(node) {
    return this.tree.path(node).filter((id) => this.moveOf(id) !== null).length;
  }

  /** Shows `node` (a node of the tree). */
  select(node) {
    this.tree.parent(node); // throws `bad-node` for a node not in the tree
    this.#show(node);
  }

  /** Shows the first node of the line shown with `n` moves (clamped). */
  goTo(n) {
    const line = this.line;
    let count = 0;
    let target = line[0];
    for (const id of line) {
      if (this.moveOf(id) !== null) count += 1;
      if (count > n) break;
      target = id;
      if (count === n) break;
    }
    this.#show(target);
  }

  first() { this.#show(this.tree.root); }
  back() { this.#show(this.tree.parent(this.node) ?? this.node); }
  forward() { this.#show(this.childrenOf(this.node)[0] ?? this.node); }
  last() { this.#show(this.lineEnd); }

  /** Switches to the sibling `by` places away (−1 up, +1 down), if there is one. */
  sibling(by) {
    const parent = this.tree.parent(this.node);
    if (parent === null) return;
    const siblings = this.tree.children(parent);
    const next = siblings[siblings.indexOf(this.node) + by];
    if (next !== undefined) this.#show(next);
  }

  /** Shows the next (`forward`) or previous node with a comment, in file order. */
  toComment(forward) {
    const found = forward ? this.tree.nextCommented(this.node) : this.tree.previousCommented(this.node);
    if (found !== null) this.#show(found);
  }

  /** Runs `action()` and turns it into `{ ok, value } | { error }`. */
  #try(action) {
    try {
      return { ok: true, value: action() };
    } catch (error) {
      return { error };
    }
  }

  /** Plays `point` (or `'pass'`) at the node shown: follows or adds a variation. */
  play(point) {
    const from = this.node;
    const before = this.childrenOf(from);
    const played = this.#try(() => {
      // The game checks and plays first: a refusal leaves the tree as it was.
      const base = this.game;
      base.play(point);
      const result = base.lastPlay();
      const child = this.tree.play(from, point);
      this.game = null;
      this.#show(child, base);
      return result;
    });
    if (played.ok) {
      const added = !before.includes(this.node);
      this.history.push({ kind: added ? 'add' : 'follow', at: this.node, from });
      if (added) {
        this.changed = true;
        this.#changed({ parent: from, node: this.node });
      }
    }
    return played;
  }

  pass() { return this.play('pass'); }

  /** Whether `undo` has something to take back at the node shown. */
  get canUndo() {
    const last = this.history.at(-1);
    if (last && last.kind !== 'kept') return last.at === this.node;
    if (this.opened) return false;
    return this.live && (this.game.phase !== 'playing' || this.tree.move(this.node) !== null);
  }

  /** Takes back what was just done at the node shown (see the head of this file). */
  undo() {
    const last = this.history.at(-1);
    if (!last || last.kind === 'kept') return this.#undoBefore();
    if (last.at !== this.node) return { viewing: true };
    this.history.pop();
    if (last.kind === 'end') {
      this.tree.undo();
      this.#changed();
      // The game's own undo where it stayed at its node; else it is read afresh.
      if (last.from === last.at) return this.#try(() => this.game.undo());
      this.#reload(last.from);
      return { ok: true, value: true };
    }
    if (last.kind === 'follow') {
      this.#show(last.from);
    } else {
      for (let s = last.steps ?? 1; s > 0; s -= 1) this.tree.undo();
      this.#changed();
      this.#reload(this.#exists(this.node) ? (last.kind === 'add' ? last.from : this.node) : this.#survivor(last.from));
    }
    return { ok: true, value: true };
  }

  /**
   * Undo with nothing done in this visit (a reload, an opened record), as a game's
   * undo: at the end of a line, the last action of the game's end there (a mark, the
   * agreement, a resignation: the game's own undo, written into the tree), else the
   * move that ends the line. Each is kept in `history` as `kept`, which later undos
   * pass over, so that `history` stays in step with the tree's own undo.
   */
  #undoBefore() {
    const node = this.node;
    if (!this.live || this.opened) return { ok: true, value: false };
    if (this.game.phase !== 'playing') {
      const copy = this.game.clone();
      // Only an action of the end: a move taken back is the tree's (below).
      if (copy.undo() && copy.moveNumber === this.game.moveNumber) {
        const at = this.#try(() => this.tree.writeEnd(node, copy));
        if (at.ok) {
          this.#changed();
          this.#drop();
          this.node = at.value;
          this.game = copy;
          this.changed = true;
          this.history.push({ kind: 'kept', at: this.node });
          return { ok: true, value: true };
        }
      }
      copy.free();
    }
    const parent = this.tree.parent(node);
    if (parent === null || this.tree.move(node) === null) return { ok: true, value: false };
    this.tree.delete(node);
    this.#changed();
    this.changed = true;
    this.history.push({ kind: 'kept', at: parent });
    this.#reload(parent);
    return { ok: true, value: true };
  }

  /**
   * Runs an edit of the tree (`edit(tree)`: any of the record's editing calls, as
   * many as it needs), which `undo` takes back as one at the node then shown. An edit
   * that throws is taken back whole: nothing changes.
   */
  edit(edit, at = this.node) {
    const before = this.node;
    const { tree } = this;
    let steps = 0;
    const counted = new Proxy(tree, {
      get: (target, key) => {
        const value = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        return (...args) => {
          // Forgotten before too: a call that throws may have changed the tree half way.
          if (EDITS.has(key)) this.#changed();
          const done = value.apply(target, args);
          if (EDITS.has(key)) {
            steps += 1;
            this.#changed();
          }
          return done;
        };
      },
    });
    const result = this.#try(() => edit(counted));
    if (result.error) {
      for (; steps > 0; steps -= 1) tree.undo();
      this.#changed();
      if (!this.#exists(this.node)) this.#reload(this.#survivor(before));
    }
    if (result.ok && steps > 0) {
      this.changed = true;
      // The node shown may have gone (a deleted variation): its nearest parent is shown.
      const shown = this.#exists(this.node) ? this.node : this.#survivor(at);
      this.history.push({ kind: 'edit', at: shown, from: before, steps });
      if (shown !== before) {
        this.node = before;
        this.#reload(shown);
      }
    }
    return result;
  }

  /** Deletes the variation from `node` down (not the root): the parent is shown. */
  deleteVariation(node = this.node) {
    const parent = this.tree.parent(node);
    return this.edit((tree) => {
      const inside = this.tree.path(this.node).includes(node);
      tree.delete(node);
      if (inside) this.node = parent;
    }, parent ?? node);
  }

  /** Makes the line through `node` the main line. */
  promote(node = this.node) {
    return this.edit((tree) => tree.promote(node));
  }

  /**
   * The place of `node` in the record's text order (depth first, main line first):
   * how the live module (`followRecord`) names nodes, and the ids of a record read
   * from that text.
   */
  placeOf(node) {
    const stack = [this.tree.root];
    for (let place = 0; stack.length > 0; place += 1) {
      const id = stack.pop();
      if (id === node) return place;
      stack.push(...this.tree.children(id).reverse());
    }
    throw Object.assign(new Error(`no node ${node} in this record`), { code: 'bad-node' });
  }

  /**
   * Takes over `tree`, the record merged with a live game's new version
   * (live-game.js), showing its node `node`. Undo starts afresh: the author's
   * changes are not the viewer's to undo. The old tree is freed.
   */
  adopt(tree, node) {
    // First, so that a refusal (`bad-node`, a record that cannot be played) changes nothing.
    const game = tree.game(node);
    this.#drop();
    this.tree.free();
    this.tree = tree;
    this.#changed();
    this.history = [];
    this.node = node;
    this.game = game;
  }

  /** The tree was written out: nothing unsaved. */
  saved() {
    this.changed = false;
  }

  #exists(node) {
    try {
      this.tree.parent(node);
      return true;
    } catch {
      return false;
    }
  }

  #survivor(node) {
    return this.#exists(node) ? node : this.tree.root;
  }

  /**
   * Runs the end-of-game action `name` on the node's game and writes the game's end
   * into the tree (`record.writeEnd`); the node shown becomes the one where the game
   * now stands (a resumption's `PL`, Ing's fourth pass).
   */
  #end(name, ...args) {
    const result = this.#try(() => GAME_ACTIONS[name](this.game, ...args));
    if (result.ok && result.value !== false) {
      const from = this.node;
      this.node = this.tree.writeEnd(from, this.game);
      this.#changed();
      this.changed = true;
      this.history.push({ kind: 'end', at: this.node, from });
    }
    return result;
  }

  resign(color) { return this.#end('resign', color); }
  loseOnTime(color) { return this.#end('loseOnTime', color); }
  toggleDead(point) { return this.#end('toggleDead', point); }
  toggleDeadChain(point) { return this.#end('toggleDeadChain', point); }
  toggleFill(point) { return this.#end('toggleFill', point); }
  agree() { return this.#end('agree'); }
  resume(requester) { return this.#end('resume', requester); }

  /** Frees the engine objects. */
  dispose() {
    this.#drop();
    this.tree.free();
  }

  /** Forgets the game shown. */
  #drop() {
    this.game?.free();
    this.game = null;
  }

  /** Shows `node` with its game made afresh (the tree changed). */
  #reload(node) {
    this.#drop();
    this.node = node;
    this.game = this.tree.game(node);
  }

  /** Shows `node`, with `game` (its Game, already made) or one from the tree. */
  #show(node, game = null) {
    if (node === this.node && this.game && !game) return;
    if (game !== this.game) this.#drop();
    this.node = node;
    this.game = game ?? this.tree.game(node);
  }
}
