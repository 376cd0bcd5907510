// The record viewer's list of the moves of the line shown, each a button to go there,
// the one shown marked (`aria-current`). With a problem's answers hidden, only the
// moves up to the node shown.
//
// A step along the same line only moves the mark; another line keeps the items the
// two lines share (their first moves) and replaces the rest, so that a step costs the
// same at move 300 as at move 10. The moves are what the match remembers of each node
// (record-match.js `moveOf`). What is shown is the same as a list made from scratch
// (`new MoveList(list)` on a fresh list).
import { make } from './dom.js';
import { moveWords } from './tree-strip.js';

export class MoveList {
  /**
   * @param {HTMLElement} list the list (`#move-list`)
   * @param {(id: number) => void} select called with the move's node when one is pressed
   */
  constructor(list, select) {
    this.list = list;
    this.select = select;
    /** The items shown: `{ id, text, item, button }`, in order. */
    this.items = [];
    /** The item marked as shown. */
    this.current = null;
    /** The match, its revision and the line the items were made for. */
    this.known = null;
    list.addEventListener('click', (event) => {
      const id = event.target.closest?.('[data-node]')?.dataset.node;
      if (id !== undefined) this.select(Number(id));
    });
  }

  /** Forgets the items: the next `update` makes them afresh (the language changed). */
  reset() {
    this.items = [];
    this.current = null;
    this.known = null;
    this.list.replaceChildren();
  }

  /** Shows the line of `match` (record-match.js), marked at its node shown; `hidden`: up to it only. */
  update(match, hidden) {
    const all = match.line;
    const line = hidden ? all.slice(0, all.indexOf(match.node) + 1) : all;
    const known = this.known;
    const sameLine = known && known.match === match && known.revision === match.revision && known.line.length === line.length && known.line.every((id, i) => id === line[i]);
    if (!sameLine) this.#fill(match, line);
    this.known = { match, revision: match.revision, line };
    const current = this.items.find((entry) => entry.id === match.node) ?? null;
    if (current !== this.current) {
      this.current?.button.removeAttribute('aria-current');
      current?.button.setAttribute('aria-current', 'step');
      this.current = current;
    }
    if (current) this.#keepInSight();
  }

  /** Makes the items of `line`, keeping those it shares with the items shown. */
  #fill(match, line) {
    const wanted = [];
    let number = 0;
    for (const id of line) {
      const move = match.moveOf(id);
      if (!move) continue;
      number += 1;
      wanted.push({ id, text: `${number}. ${move.color === 'B' ? '●' : '○'} ${moveWords(move)}` });
    }
    let same = 0;
    while (same < wanted.length && same < this.items.length && wanted[same].id === this.items[same].id && wanted[same].text === this.items[same].text) {
      same += 1;
    }
    for (const gone of this.items.splice(same)) gone.item.remove();
    const added = wanted.slice(same).map(({ id, text }) => {
      const item = make('li');
      const button = make('button', 'move-button', text);
      button.type = 'button';
      button.dataset.node = String(id);
      item.append(button);
      return { id, text, item, button };
    });
    if (added.length) this.list.append(...added.map((a) => a.item));
    this.items.push(...added);
  }

  /**
   * Keeps the move shown in sight: scrolls the list, never the page. In the next frame,
   * so that the layout is read once, with the page's own.
   */
  #keepInSight() {
    if (this.scrolling) return;
    this.scrolling = true;
    requestAnimationFrame(() => {
      this.scrolling = false;
      const { list, current } = this;
      if (!current?.item.isConnected || list.clientHeight === 0) return;
      const item = current.item.getBoundingClientRect();
      const box = list.getBoundingClientRect();
      // Scrolled only when the move is near an edge or out of sight: not at every step.
      if (item.top >= box.top + item.height && item.bottom <= box.bottom - item.height) return;
      list.scrollTop = item.top - box.top + list.scrollTop - list.clientHeight / 2;
    });
  }
}
