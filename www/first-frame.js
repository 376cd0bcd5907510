// The page's first frame: before the engine and the page's own code download, the
// board the page is about to show is drawn — the game as the player left it, from the
// picture the page saved with it (board-picture.js), or a first visit's empty board —
// by the board view's own scene and painter (the small `weiqi_view` module), on a
// canvas laid over the board's. Then the page loads (app.js), and once the engine's
// view has drawn the game the picture goes.
//
// Only the board is drawn: what the engine decides (bans, legal points) and a record's
// markup come with the engine's first frame. A page opened on something else than the
// saved game (a problem, a shared or published record, a live game), or whose saved
// game has no picture, draws nothing here: the picture would be of another board.
import { applyPictureLayout, picturedBoard } from './board-picture.js';
import initView, { boardAspect, drawBoard } from './pkg/weiqi_view.js';

/** The view module's `.wasm`, a literal URL beside this module (the build hashes its name). */
const VIEW_WASM = new URL('./pkg/weiqi_view_bg.wasm', import.meta.url);

/** Whether the address opens something other than the saved game. */
function opensAnotherBoard() {
  const query = new URLSearchParams(location.search);
  const hash = new URLSearchParams(location.hash.slice(1));
  return ['problem', 'sgf', 'live'].some((name) => query.has(name)) || hash.has('record');
}

/** Draws the board the page will show over its canvas, when that is known; never throws. */
async function drawFirstFrame() {
  const picture = opensAnotherBoard() ? null : picturedBoard();
  const canvas = document.getElementById('board-picture');
  const section = document.getElementById('board-frame')?.parentElement;
  if (!picture || !(canvas instanceof HTMLCanvasElement) || !section) return;
  try {
    performance.mark?.('weiqi:first-frame');
    await initView({ module_or_path: VIEW_WASM });
    performance.mark?.('weiqi:view-module');
    // The layout the page had when it saved the picture (status.js and layout.js
    // measure it again once they run): the board takes its place at once.
    section.style.setProperty('--board-aspect', String(boardAspect(picture.width, picture.height, picture.labels)));
    applyPictureLayout(picture);
    canvas.hidden = false;
    drawBoard(canvas, picture);
    performance.mark?.('weiqi:picture');
  } catch {
    // No picture then: the engine's view draws the board a little later.
    canvas.hidden = true;
  }
}

await drawFirstFrame();
await import('./app.js');
