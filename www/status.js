// The lines around the board: above it whose turn it is (or how the game ended: who
// won and by how much), the move number, prisoners; in the header the rules in force
// and, in a game against the computer, its level; under the board the controller's
// note or hover hint. Everything is read from the engine and the controller.
import { byId, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/**
 * What the shown position's phase means for the turn line. A counted game says who
 * won and by how much, from the engine's count (`score`: `winner`, `margin`, `result`).
 */
function turnText(game, score) {
  if (game.phase === 'playing') return t('toMove', game.toMove);
  if (game.phase === 'stopped') return t('stoppedStatus');
  const outcome = game.outcome;
  switch (outcome?.kind) {
    case 'resignation': return t('wonByResignation', outcome.winner);
    case 'time': return t('wonOnTime', outcome.winner);
    case 'no-result': return t('noResult');
    case 'capture': return t('wonByCapture', outcome.winner);
    case 'counted': return score ? t('scoreResult', score.winner, Math.abs(score.margin), score.result) : t('finishedCounted');
    default: return t('gameOver');
  }
}

/**
 * Updates the status elements for `match` (see record-match.js). `score(game)` counts
 * a finished game (the controller's: with the clocks' penalties); `computer` is the
 * computer's side (`{ color, level }`, or `{ color, rank }` for the teacher's network)
 * in a game against it, else null.
 */
export function renderStatus(match, { score = (game) => game.score(), computer = null } = {}) {
  const game = match.shown;
  const counted = game.phase === 'finished' && game.outcome?.kind === 'counted';
  const status = byId('status');
  const stone = byId('turn-stone');
  const playing = game.phase === 'playing';
  setText(byId('turn'), turnText(game, counted ? score(game) : null));
  stone.className = `stone-icon ${game.toMove === 'B' ? 'black' : 'white'}`;
  stone.hidden = !playing;
  setText(
    byId('move-number'),
    match.live ? t('moveNumber', match.total) : t('viewingMove', match.shownMove, match.total),
  );
  const captures = game.captures;
  setText(byId('prisoners'), t('prisoners', captures.black, captures.white));
  const rules = game.rules;
  const line = t('gameLine', t('ruleSetName', rules.preset), game.width, game.height, rules.komi, game.handicap);
  // The opponent first: on a phone the line may be cut at its end.
  const against = computer && (computer.rank ? t('gameLineComputerRank', computer.color, computer.rank) : t('gameLineComputer', computer.color, computer.level));
  setText(byId('game-line'), against ? `${against} · ${line}` : line);
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
 * Keeps `--board-top` on the page's root where the board frame starts (page px): wide
 * screens give the board the window's height less that and the note line under it
 * (style.css), so that both stay on screen whatever stands above the board — a header,
 * notices, a status line of one line or three — in every language.
 */
function measureBoardTop() {
  const frame = byId('board-frame');
  const root = document.documentElement;
  const measure = () => root.style.setProperty('--board-top', `${Math.ceil(frame.getBoundingClientRect().top + scrollY)}px`);
  const above = new ResizeObserver(measure);
  for (const el of [document.querySelector('body > header'), byId('notices'), byId('status')]) if (el) above.observe(el);
}

/**
 * Keeps the status line, the message under the board and the board frame's shape up
 * to date with `controller` (board-controller.js) and its board `view`. Returns
 * `{ playingComputer(settings) }`: the app says which game is against the computer
 * (`{ color, level }` or `{ color, rank }`, the game just started), which the header
 * then names.
 */
export function attachStatus(controller, view) {
  /** The game against the computer: `{ match, color, level, rank }`, or null. */
  let computer = null;
  const message = () => setText(byId('explain'), noteText(controller.hint ?? controller.note));
  const render = () => {
    if (!controller.match) return;
    // On the board's section: the frame and a record panel beside it size from it.
    byId('board-frame').parentElement.style.setProperty('--board-aspect', String(view.aspectRatio));
    // Another game opened (a file, a new game) is no longer against the computer.
    const against = computer?.match === controller.match ? computer : null;
    renderStatus(controller.match, { score: (game) => controller.score(game), computer: against });
    message();
  };
  for (const type of ['change', 'refused', 'redraw']) controller.addEventListener(type, render);
  controller.addEventListener('hint', message);
  measureBoardTop();
  // The computer's line under the board says what it did last; the player's own
  // agreement or resumption supersedes it ("The computer marks 3 stones dead: agree
  // or resume" is stale once agreed).
  controller.addEventListener('change', (event) => {
    if (['agree', 'resume', 'start'].includes(event.detail.type)) setText(byId('opponent-status'), '');
  });
  onLanguageChange(render);
  return {
    playingComputer(settings) {
      computer = settings ? { match: controller.match, color: settings.color, level: settings.level, rank: settings.rank } : null;
      render();
    },
  };
}
