// The view toggles under the board (move numbers, legal points, coordinates, high
// contrast with its legend of marks), and a sharper redraw when the device pixel
// ratio changes (zoom, another screen). They change only how the board view draws.
import { byIdOf } from './dom.js';
import { renderLegend } from './legend.js';

/**
 * Wires the toggles to the board `view` (a BoardView; `BoardView` is its class, which
 * draws the legend's marks) and applies them as they stand; `controller` redraws.
 * @param {{ redraw(): void }} controller
 * @param {import('./pkg/weiqi_web.js').BoardView} view
 * @param {{ drawLegendMark(canvas: HTMLCanvasElement, code: string, theme?: string | null): void }} BoardView
 */
export function setUpViewOptions(controller, view, BoardView) {
  /**
   * @param {string} id
   * @param {(on: boolean) => void} apply
   */
  const toggle = (id, apply) => {
    const box = byIdOf(id, HTMLInputElement);
    box.addEventListener('change', () => {
      apply(box.checked);
      controller.redraw();
    });
    apply(box.checked);
  };
  toggle('toggle-numbers', (on) => { view.moveNumbers = on; });
  toggle('toggle-legal', (on) => { view.legalPoints = on; });
  toggle('toggle-coordinates', (on) => { view.coordinates = on; });
  toggle('toggle-contrast', (on) => {
    const theme = on ? 'contrast' : 'wood';
    view.setTheme(theme);
    renderLegend((canvas, code) => BoardView.drawLegendMark(canvas, code, theme));
  });
  const watchRatio = () => {
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      'change',
      () => {
        view.redraw();
        watchRatio();
      },
      { once: true },
    );
  };
  watchRatio();
}
