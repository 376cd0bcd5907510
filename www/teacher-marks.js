// The teacher's marks over the board: rings with a few words on points (the hints'
// best moves with their winning chance and lead, a review's mistake and the
// network's better move, numbered stones of its line), drawn in the page over the
// canvas like the keyboard cursor (board-cursor.js) and placed from the board view's
// `pointCenter`, so the engine's view and its markup stay as they are. They never
// take the board's input (pointer events pass through). Text is set as text only.
import { make } from './dom.js';

/**
 * One mark: `kind` is `hint`, `mistake`, `better`, `line-B` or `line-W`.
 * @typedef {{ point: string, kind: string, label?: string, text?: string }} TeacherMark
 */

/**
 * A layer of marks over `canvas`, placed from `view` (BoardView). `show(marks)` draws
 * `[{ point, kind, label, text }]`: `kind` is `hint`, `mistake`, `better` or
 * `line-B` / `line-W` (a see-through stone of a line, `label` its number); `label`
 * is written in the ring, `text` under it. `clear()` removes them.
 */
export class TeacherMarks {
  /**
   * @param {{ pointCenter(point: string): ArrayLike<number> | undefined }} view
   * @param {HTMLCanvasElement} canvas
   */
  constructor(view, canvas) {
    this.view = view;
    this.canvas = canvas;
    this.layer = make('div', 'teacher-marks');
    this.layer.setAttribute('aria-hidden', 'true');
    canvas.parentElement?.append(this.layer);
    /** @type {TeacherMark[]} */
    this.marks = [];
    new ResizeObserver(() => this.place()).observe(canvas);
  }

  /**
   * Draws `marks` in place of the ones shown.
   * @param {TeacherMark[]} marks
   */
  show(marks) {
    this.marks = marks;
    this.layer.replaceChildren(
      ...marks.map(({ point, kind, label, text }) => {
        const ring = make('div', `teacher-mark ${kind}`);
        ring.dataset.point = point;
        if (label) ring.append(make('span', 'teacher-mark-label', label));
        if (text) ring.append(make('span', 'teacher-mark-text', text));
        return ring;
      }),
    );
    this.place();
  }

  /** Removes every mark. */
  clear() {
    if (this.marks.length) this.show([]);
  }

  /** The points marked now. */
  get points() {
    return this.marks.map((m) => m.point);
  }

  /** Puts each mark on its point, one cell across (the board may have been resized). */
  place() {
    const { view, canvas } = this;
    const a = view.pointCenter('A1');
    const b = view.pointCenter('B1') ?? view.pointCenter('A2');
    const cell = a && b ? Math.hypot(b[0] - a[0], b[1] - a[1]) : 24;
    this.layer.style.setProperty('--cell', `${cell}px`);
    for (const ring of this.layer.children) {
      if (!(ring instanceof HTMLElement)) continue;
      const center = view.pointCenter(ring.dataset.point ?? '');
      ring.hidden = !center;
      if (!center) continue;
      ring.style.left = `${canvas.offsetLeft + center[0] - cell / 2}px`;
      ring.style.top = `${canvas.offsetTop + center[1] - cell / 2}px`;
    }
  }
}
