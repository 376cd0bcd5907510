// The keyboard cursor drawn over the board: a ring around the point keyboard.js moves
// to, in the page over the canvas, so that it shows on a stone as well as on an
// empty point (where the view also draws its ghost stone). Yellow between two black
// edges: seen on black and white stones and on the wood, in light and dark themes.
// Shown only while the board has the keyboard focus.
import { make } from './dom.js';

/**
 * Keeps a ring on the cursor of `controller` (board-controller.js) over `canvas`,
 * placed from the board `view`'s `pointCenter`. Returns the ring element.
 * @param {EventTarget & { readonly cursor: string | null }} controller
 * @param {{ pointCenter(point: string): ArrayLike<number> | undefined }} view
 * @param {HTMLCanvasElement} canvas
 * @returns {HTMLDivElement}
 */
export function attachBoardCursor(controller, view, canvas) {
  const ring = make('div', 'board-cursor');
  ring.setAttribute('aria-hidden', 'true');
  ring.hidden = true;
  canvas.parentElement?.append(ring);
  const place = () => {
    const point = controller.cursor;
    const focused = document.activeElement === canvas && canvas.matches(':focus-visible');
    const center = point && focused ? view.pointCenter(point) : null;
    ring.hidden = !center;
    if (!center || !point) return;
    // One cell across: the distance between two neighbouring points.
    const a = view.pointCenter('A1');
    const b = view.pointCenter('B1') ?? view.pointCenter('A2');
    const cell = a && b ? Math.hypot(b[0] - a[0], b[1] - a[1]) : 24;
    const left = canvas.offsetLeft + center[0];
    const top = canvas.offsetTop + center[1];
    Object.assign(ring.style, {
      width: `${cell}px`,
      height: `${cell}px`,
      left: `${left - cell / 2}px`,
      top: `${top - cell / 2}px`,
    });
    ring.dataset.point = point;
  };
  controller.addEventListener('cursor', place);
  controller.addEventListener('change', place);
  canvas.addEventListener('focus', place);
  canvas.addEventListener('blur', place);
  new ResizeObserver(place).observe(canvas);
  return ring;
}
