// Pointer input on the board canvas. A mouse (pointer: fine) hovers a ghost stone and
// plays on click; a finger or pen taps once to preview and again on the same point to
// play (a tap elsewhere moves the preview). Which point is under the pointer is the
// view's answer (`pointAt`); what a point means is the engine's.

/** Beyond this many CSS pixels between press and release, it was a drag, not a tap. */
const TAP_SLOP = 12;

/**
 * @param {HTMLCanvasElement} canvas
 * @param {{ pointAt(x: number, y: number): string | undefined }} view
 * @param {{ hover(point: string | null): void, click(point: string): void,
 *           tap(point: string | null): void }} on
 */
export function attachBoardInput(canvas, view, on) {
  /** @type {{ id: number, x: number, y: number } | null} the press a release may end as a tap */
  let press = null;
  /** @param {PointerEvent} event */
  const pointOf = (event) => {
    const box = canvas.getBoundingClientRect();
    return view.pointAt(event.clientX - box.left, event.clientY - box.top) ?? null;
  };
  /** @param {PointerEvent} event */
  const isMouse = (event) => event.pointerType === 'mouse';

  canvas.addEventListener('pointerdown', (event) => {
    if (isMouse(event) && event.button !== 0) return;
    press = { id: event.pointerId, x: event.clientX, y: event.clientY };
  });
  canvas.addEventListener('pointermove', (event) => {
    if (isMouse(event)) on.hover(pointOf(event));
  });
  canvas.addEventListener('pointerleave', (event) => {
    if (isMouse(event)) on.hover(null);
  });
  canvas.addEventListener('pointercancel', () => {
    press = null;
  });
  canvas.addEventListener('pointerup', (event) => {
    if (!press || press.id !== event.pointerId) return;
    const moved = Math.hypot(event.clientX - press.x, event.clientY - press.y) > TAP_SLOP;
    press = null;
    if (moved) return;
    const point = pointOf(event);
    if (isMouse(event)) {
      if (point) on.click(point);
    } else {
      on.tap(point);
    }
  });
}
