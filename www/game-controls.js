// The buttons under the board — pass, undo, resign (pressed twice: the first press
// arms it for a few seconds), the four steps through the moves — and the arrow keys,
// Home and End, which step through the moves anywhere on the page outside a field
// or dialog (on the focused board the arrows move the keyboard cursor instead,
// keyboard.js). Each button asks the controller; whether it can act is read from the
// match after every change.
import { byId, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** How long the resign button waits for its confirming second press, in ms. */
const RESIGN_CONFIRM_MS = 4000;

/** The keys that step through the moves, and the step each takes (board-controller.js STEPS). */
const STEP_KEYS = { ArrowLeft: 'back', ArrowRight: 'forward', Home: 'first', End: 'last' };

/** Wires the game's buttons and the page's step keys to `controller`. */
export function attachGameControls(controller) {
  const resign = byId('resign');
  let armed = null;
  const disarm = () => {
    if (!armed) return;
    clearTimeout(armed);
    armed = null;
    setText(resign, t('resign'));
    resign.classList.remove('armed');
  };
  resign.addEventListener('click', () => {
    if (armed) {
      controller.resign();
      return;
    }
    setText(resign, t('confirmResign'));
    resign.classList.add('armed');
    armed = setTimeout(disarm, RESIGN_CONFIRM_MS);
  });
  byId('pass').addEventListener('click', () => controller.pass());
  byId('undo').addEventListener('click', () => controller.undo());
  for (const step of ['first', 'back', 'forward', 'last']) {
    byId(step).addEventListener('click', () => controller.navigate(step));
  }
  document.addEventListener('keydown', (event) => {
    if (event.target.closest?.('input, select, textarea, dialog') || event.altKey || event.ctrlKey || event.metaKey) return;
    const step = STEP_KEYS[event.key];
    if (!step) return;
    event.preventDefault();
    controller.navigate(step);
  });

  const render = () => {
    const { match } = controller;
    if (!match) return;
    const game = match.shown;
    const acting = match.live && game.phase !== 'finished';
    // Pass acts on the game as it stands, like resign: not while an earlier move is shown.
    byId('pass').disabled = !acting || game.phase !== 'playing';
    resign.disabled = !acting;
    byId('undo').disabled = match.canUndo !== undefined ? !match.canUndo : !match.live || (match.total === 0 && game.phase === 'playing');
    byId('first').disabled = byId('back').disabled = match.shownMove === 0;
    byId('forward').disabled = byId('last').disabled = match.live;
  };
  // Any action, taken or refused, and any step disarms the resign button.
  for (const type of ['change', 'refused']) {
    controller.addEventListener(type, () => {
      disarm();
      render();
    });
  }
  controller.addEventListener('redraw', render);
  onLanguageChange(disarm);
}
