// The lines around the board: above it whose turn it is (or how the game ended), the
// move number, prisoners and the rules in force; under it the controller's note or
// hover hint. Everything is read from the engine and the controller.
import { byId, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** What the shown position's phase means for the turn line. */
function turnText(game) {
  if (game.phase === 'playing') return t('toMove', game.toMove);
  if (game.phase === 'stopped') return t('stopped');
  const outcome = game.outcome;
  switch (outcome?.kind) {
    case 'resignation': return t('wonByResignation', outcome.winner);
    case 'time': return t('wonOnTime', outcome.winner);
    case 'no-result': return t('noResult');
    case 'capture': return t('wonByCapture', outcome.winner);
    case 'counted': return t('finishedCounted');
    default: return t('gameOver');
  }
}

/** Updates the status elements for `match` (see record-match.js). */
export function renderStatus(match) {
  const game = match.shown;
  const status = byId('status');
  const stone = byId('turn-stone');
  const playing = game.phase === 'playing';
  setText(byId('turn'), turnText(game));
  stone.className = `stone-icon ${game.toMove === 'B' ? 'black' : 'white'}`;
  stone.hidden = !playing;
  setText(
    byId('move-number'),
    match.live ? t('moveNumber', match.total) : t('viewingMove', match.shownMove, match.total),
  );
  const captures = game.captures;
  setText(byId('prisoners'), t('prisoners', captures.black, captures.white));
  const rules = game.rules;
  setText(
    byId('game-line'),
    t('gameLine', t('ruleSetName', rules.preset), game.width, game.height, rules.komi, game.handicap),
  );
  Object.assign(status.dataset, {
    move: String(match.shownMove),
    total: String(match.total),
    toMove: game.toMove,
    phase: game.phase,
    live: String(match.live),
  });
}

/** What a controller note (`{ key, args }`, or null) says in the page's language. */
export function noteText(shown) {
  return shown ? t(shown.key, ...shown.args) : '';
}

/**
 * Keeps the status line, the message under the board and the board frame's shape up
 * to date with `controller` (board-controller.js) and its board `view`.
 */
export function attachStatus(controller, view) {
  const message = () => setText(byId('explain'), noteText(controller.hint ?? controller.note));
  const render = () => {
    if (!controller.match) return;
    // On the board's section: the frame and a record panel beside it size from it.
    byId('board-frame').parentElement.style.setProperty('--board-aspect', String(view.aspectRatio));
    renderStatus(controller.match);
    message();
  };
  for (const type of ['change', 'refused', 'redraw']) controller.addEventListener(type, render);
  controller.addEventListener('hint', message);
  onLanguageChange(render);
}
