// Shows only a region of the board: the canvas is drawn larger than its frame and
// shifted, inside a wrapper that hides the rest. The board view draws at the canvas's
// full size (so the region stays sharp) and answers `pointAt` for the part shown, as
// the canvas's box is where it is drawn. Where the points are is the view's answer
// (`pointCenter`); nothing here knows the board's geometry.
import { gtpName } from './problem.js';

/** @typedef {import('./problem.js').Region} Region */
/** @typedef {{ pointCenter(point: string): ArrayLike<number> | undefined, redraw(): void }} CropView */

/** How far past the outer points of the region the view reaches, in cells. */
const MARGIN = 0.62;

/**
 * Crops `canvas` (drawn by `view`, a `width` × `height` board) to `region`
 * (`{ x0, y0, x1, y1 }`, columns from the left and rows from the top, inclusive);
 * null or the whole board shows everything. Waits for the view's first frame if it
 * has not drawn yet. Returns a promise of whether it cropped.
 * @param {HTMLCanvasElement} canvas
 * @param {CropView} view
 * @param {Region | null} region
 * @param {{ width: number, height: number }} size
 * @returns {Promise<boolean>}
 */
export async function cropBoard(canvas, view, region, { width, height }) {
  const wrapper = wrapperOf(canvas);
  const whole = !region || (region.x0 <= 0 && region.y0 <= 0 && region.x1 >= width - 1 && region.y1 >= height - 1);
  if (whole) {
    uncrop(canvas, wrapper);
    return false;
  }
  let box = null;
  for (let tries = 0; tries < 10 && !box; tries += 1) {
    box = measure(canvas, view, region, { width, height });
    if (!box) await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  if (!box) return false;
  const spanX = box.right - box.left;
  const spanY = box.bottom - box.top;
  wrapper.classList.add('cropped');
  Object.assign(wrapper.style, {
    position: 'relative',
    overflow: 'hidden',
    width: '100%',
    aspectRatio: String((spanX * box.width) / (spanY * box.height)),
  });
  Object.assign(canvas.style, {
    position: 'absolute',
    maxWidth: 'none',
    width: `${100 / spanX}%`,
    left: `${(-box.left / spanX) * 100}%`,
    top: `${(-box.top / spanY) * 100}%`,
  });
  view.redraw();
  return true;
}

/**
 * The wrapper the canvas is cropped in (made the first time, around the canvas).
 * @param {HTMLCanvasElement} canvas
 * @returns {HTMLElement}
 */
function wrapperOf(canvas) {
  const parent = canvas.parentElement;
  if (parent?.classList.contains('board-crop')) return parent;
  const wrapper = document.createElement('div');
  wrapper.className = 'board-crop';
  canvas.before(wrapper);
  wrapper.append(canvas);
  return wrapper;
}

/**
 * Shows the whole canvas again.
 * @param {HTMLCanvasElement} canvas
 * @param {HTMLElement} wrapper
 */
function uncrop(canvas, wrapper) {
  wrapper.classList.remove('cropped');
  wrapper.removeAttribute('style');
  Object.assign(canvas.style, { position: '', maxWidth: '', width: '', left: '', top: '' });
}

/**
 * The region's edges as fractions of the drawn canvas (`left`, `right`, `top`,
 * `bottom`) and the canvas's drawn size (`width`, `height`, CSS pixels), from the
 * view's point centres; the board's edge where the region reaches it. Null before
 * the view has drawn.
 * @param {HTMLCanvasElement} canvas
 * @param {CropView} view
 * @param {Region} region
 * @param {{ width: number, height: number }} size
 */
function measure(canvas, view, region, { width, height }) {
  const dpr = window.devicePixelRatio || 1;
  const drawnWidth = canvas.width / dpr;
  const drawnHeight = canvas.height / dpr;
  /**
   * @param {number} x
   * @param {number} y
   */
  const center = (x, y) => view.pointCenter(gtpName(x, y, height));
  const a = center(region.x0, region.y0);
  const b = center(region.x1, region.y1);
  const next = center(Math.min(region.x0 + 1, width - 1), Math.min(region.y0 + 1, height - 1));
  if (!a || !b || !next || drawnWidth < 10) return null;
  const cellX = Math.abs(next[0] - a[0]) || drawnWidth / width;
  const cellY = Math.abs(next[1] - a[1]) || drawnHeight / height;
  const left = region.x0 <= 0 ? 0 : a[0] - MARGIN * cellX;
  const right = region.x1 >= width - 1 ? drawnWidth : b[0] + MARGIN * cellX;
  const top = region.y0 <= 0 ? 0 : a[1] - MARGIN * cellY;
  const bottom = region.y1 >= height - 1 ? drawnHeight : b[1] + MARGIN * cellY;
  return {
    left: left / drawnWidth,
    right: right / drawnWidth,
    top: top / drawnHeight,
    bottom: bottom / drawnHeight,
    width: drawnWidth,
    height: drawnHeight,
  };
}
