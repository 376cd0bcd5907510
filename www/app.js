// The page: a board to play on, with its panels. Rules are the engine's (`Game`),
// drawing is the board view's (`BoardView`), play and navigation the controller's
// (board-controller.js); this module only connects them (README.md shows how). When it
// is ready, `window.weiqiReady` is true and <html data-ready="true">.
import { attachAnnouncer } from './announce.js';
import { attachBoardInput } from './board-input.js';
import { BoardController } from './board-controller.js';
import { attachBoardCursor } from './board-cursor.js';
import { setUpCompare } from './compare.js';
import { setUpClock } from './clock.js';
import { byId, setText } from './dom.js';
import { setUpDiagramDownloads } from './diagram-download.js';
import { EndGame } from './end-game.js';
import { loadEngine } from './engine.js';
import { recoverFromTraps } from './recovery.js';
import { attachGameControls } from './game-controls.js';
import { preferredLanguage, setLanguage, t } from './i18n.js';
import { IngCountPlayer } from './ing-count.js';
import { attachKeyboard } from './keyboard.js';
import { attachLanguagePicker } from './language-picker.js';
import { setUpNewGame } from './new-game.js';
import { setUpOffline } from './pwa.js';
import { setUpRankCalculator } from './rank-calculator.js';
import { attachRecordEditor } from './record-editor.js';
import { attachRecordViewer } from './record-viewer.js';
import { setUpShareLinks } from './share-link.js';
import { attachSolveButton } from './solve-button.js';
import { Settling } from './settling.js';
import { setUpSgfFiles } from './sgf-files.js';
import { attachStatus } from './status.js';
import { setUpStoneSound } from './stone-sound.js';
import { setUpSaving } from './storage.js';
import { setUpRecentGames } from './recent-games.js';
import { setUpViewOptions } from './view-options.js';

/** The game the page opens with. */
const FIRST_GAME = { rules: 'japanese', size: 19 };

/** The page's words for what the controller notes (board-controller.js NOTE_KINDS). */
const WORDS = {
  viewing: 'viewingPast',
  error: 'engineError',
  ban: 'explain',
  tapAgain: 'tapAgain',
  passed: 'passed',
  countedAsPass: 'countedAsPass',
  nothingToUndo: 'nothingToUndo',
  markedDead: 'markedDead',
  markedAlive: 'markedAlive',
  agreed: 'agreed',
  resumed: 'resumed',
  fillKept: 'fillKept',
  fillAgain: 'fillAgain',
  hint: 'explain',
};

async function main() {
  // The engine downloads while the strings of the page's language load.
  const loading = loadEngine();
  loading.catch(() => {});
  await setLanguage(preferredLanguage()).catch(() => false);
  attachLanguagePicker(byId('language'));
  recoverFromTraps();
  let engine;
  try {
    engine = await loading;
  } catch (error) {
    setText(byId('turn'), t('loadFailed', error.message));
    document.documentElement.dataset.ready = 'error';
    return;
  }
  const canvas = byId('board');
  const view = new engine.BoardView(canvas);
  const controller = new BoardController({ Game: engine.Game, view, words: WORDS, endGame: true });
  // Records are read whole (record-match.js) when the engine has the class.
  controller.Record = engine.Record ?? null;
  // A game against the computer loads its module (and Worker) only then.
  let opponent = null;
  const reset = setUpNewGame(engine.Game.ruleSets(), (options, computer) => {
    controller.start(options);
    opponent?.dispose();
    opponent = null;
    if (computer) playAgainstComputer(controller, computer).then((o) => (opponent = o));
  });
  reset(FIRST_GAME.rules, FIRST_GAME.size);
  setUpRankCalculator(engine.rankHandicap);
  attachBoardInput(canvas, view, {
    hover: (point) => controller.hover(point),
    click: (point) => controller.play(point),
    tap: (point) => controller.tap(point),
  });
  // The panels, each following the controller; the order is the order they redraw in.
  attachStatus(controller, view);
  attachGameControls(controller);
  const endGame = new EndGame(controller);
  endGame.wire();
  const settling = new Settling(controller);
  settling.wire();
  const count = new IngCountPlayer(controller, view);
  count.wire();
  setUpCompare(controller);
  setUpViewOptions(controller, view, engine.BoardView);
  attachKeyboard(controller, canvas);
  attachBoardCursor(controller, view, canvas);
  const announcer = attachAnnouncer(controller, canvas);
  const sound = setUpStoneSound(controller, byId('sound-mute'));
  const recordViewer = attachRecordViewer(controller);
  attachRecordEditor(controller);
  attachSolveButton(controller);
  const startFresh = () => controller.start({ rules: FIRST_GAME.rules, width: FIRST_GAME.size, height: FIRST_GAME.size });
  // Solving a problem leaves the saved game alone; else the saved game and view toggles
  // come back (else the first game), and from then on every change is saved.
  // Solve mode's modules load only when a problem is asked for.
  const solveMode = new URLSearchParams(location.search).has('problem') ? await import('./solve-mode.js') : null;
  const solving = solveMode?.problemAddress() ?? null;
  if (solving) await solveMode.setUpSolving(controller, engine.Record, canvas, solving, startFresh);
  else setUpSaving(controller, startFresh);
  setUpSgfFiles(controller);
  setUpDiagramDownloads(controller);
  if (!solving) setUpRecentGames(controller);
  // A share link opens its record at its node, in place of the saved game.
  if (!solving) await setUpShareLinks(controller);
  // A saved clock comes back before the page says it is ready (its module loads first).
  const clock = await setUpClock(controller);
  // For tests and the console: the controller (its match, view and actions) and the panels.
  window.weiqiApp = controller;
  window.weiqiPanels = { endGame, settling, count, clock, announcer, recordViewer, sound };
  window.weiqiReady = true;
  document.documentElement.dataset.ready = 'true';
  setUpOffline();
}

/** Starts the computer's side of the game just started (opponent.js, loaded now). */
async function playAgainstComputer(controller, settings) {
  const { Opponent } = await import('./opponent.js');
  const status = byId('opponent-status');
  status.hidden = false;
  const opponent = new Opponent(controller, settings, status);
  window.weiqiOpponent = opponent;
  return opponent;
}

main();
