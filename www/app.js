// The page: a board to play on, with its panels. Rules are the engine's (`Game`),
// drawing is the board view's (`BoardView`), play and navigation the controller's
// (board-controller.js); this module only connects them (ARCHITECTURE.md shows how). When it
// is ready, `window.weiqiReady` is true and <html data-ready="true">.
import { attachAnnouncer } from './announce.js';
import { attachBoardInput } from './board-input.js';
import { BoardController } from './board-controller.js';
import { attachPictureSaving, removePicture } from './board-picture.js';
import { attachBoardCursor } from './board-cursor.js';
import { setUpCompare } from './compare.js';
import { setUpClock } from './clock.js';
import { byId, setText } from './dom.js';
import { setUpDiagramDownloads } from './diagram-download.js';
import { EndGame } from './end-game.js';
import { loadCount, loadEngine, loadLive } from './engine.js';
import { recoverFromTraps } from './recovery.js';
import { attachGameControls } from './game-controls.js';
import { onLanguageChange, preferredLanguage, setLanguage, t } from './i18n.js';
import { IngCountPlayer } from './ing-count.js';
import { attachKeyboard } from './keyboard.js';
import { attachLanguagePicker } from './language-picker.js';
import { attachLayout } from './layout.js';
import { setUpNewGame } from './new-game.js';
import { setUpOffline } from './pwa.js';
import { RecordMatch } from './record-match.js';
import { attachRecordViewer } from './record-viewer.js';
import { setUpShareLinks } from './share-link.js';
import { attachSolveButton } from './solve-button.js';
import { Settling } from './settling.js';
import { setUpSgfFiles } from './sgf-files.js';
import { repaintChangedOnly } from './board-damage.js';
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
  recordMovesKept: 'recordMovesKept',
  markedDead: 'markedDead',
  markedAlive: 'markedAlive',
  agreed: 'agreed',
  resumed: 'resumed',
  fillKept: 'fillKept',
  fillAgain: 'fillAgain',
  hint: 'explain',
};

/**
 * Resolves in a task of its own, so that the browser can paint and take input between
 * the steps of the start (`scheduler.yield()` keeps the start's place in the queue; a
 * message is a task too, and not a timer: the start never waits on timers, which a
 * test's frozen clock stops).
 */
function nextTask() {
  if (typeof globalThis.scheduler?.yield === 'function') return globalThis.scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once the board's first frame is painted (the view draws in an animation
 * frame; this one comes after it), or after 200 ms where no frame comes (a hidden tab,
 * a frozen clock: `scheduler.postTask`'s delay is not a timer of the page's).
 */
function afterFirstFrame() {
  return new Promise((resolve) => {
    requestAnimationFrame(() => nextTask().then(resolve));
    if (typeof globalThis.scheduler?.postTask === 'function') {
      globalThis.scheduler.postTask(resolve, { delay: 200 }).catch(() => {});
    } else setTimeout(resolve, 200);
  });
}

/**
 * Sets up `setUp` (imports the module, then wires it) the first time `details` opens:
 * a panel closed at the start costs nothing until then.
 */
function whenFirstOpened(details, setUp) {
  const opened = () => {
    if (!details.open) return;
    details.removeEventListener('toggle', opened);
    setUp();
  };
  details.addEventListener('toggle', opened);
}

/**
 * Marks a step of the start on the page's performance timeline (`weiqi:<step>`), for
 * tools/lighthouse (trace.mjs, phone.mjs) to say where the start's time goes.
 */
function mark(step) {
  performance.mark?.(`weiqi:${step}`);
}

async function main() {
  mark('run');
  // The engine downloads while the strings of the page's language load.
  const loading = loadEngine();
  loading.catch(() => {});
  await setLanguage(preferredLanguage()).catch(() => false);
  mark('strings');
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
  mark('engine');
  // The board first: the view, its input, the status line above it and the saved game
  // (or the problem, or a share link's record). The panels follow, each in a task of
  // its own once the board is painted, and catch up with the game when all are there.
  await nextTask();
  const canvas = byId('board');
  // Before the view is made: its paints then redraw only what changed (board-damage.js).
  const boardDamage = repaintChangedOnly(canvas);
  const view = new engine.BoardView(canvas);
  const controller = new BoardController({ Game: engine.Game, view, words: WORDS, endGame: true });
  mark('view');
  // Every game is a record (record-match.js: a tree from its first move) when the engine has the class.
  controller.Record = engine.Record ?? null;
  await nextTask();
  // The panels that follow the controller from the game's start on; the order is the
  // order they redraw in. The view's toggles come before the saved ones are restored.
  const statusLines = attachStatus(controller, view);
  attachLayout(controller);
  setUpViewOptions(controller, view, engine.BoardView);
  attachBoardCursor(controller, view, canvas);
  const announcer = attachAnnouncer(controller, canvas);
  const sound = setUpStoneSound(controller, byId('sound-mute'));
  // Solve for an opened problem follows from the game's start on, like the panels above.
  attachSolveButton(controller);
  await nextTask();
  mark('panels');
  const startFresh = () => controller.start({ rules: FIRST_GAME.rules, width: FIRST_GAME.size, height: FIRST_GAME.size });
  // Solving a problem leaves the saved game alone; else the saved game and view toggles
  // come back (else the first game), and from then on every change is saved.
  // Solve mode's modules load only when a problem is asked for.
  const solveMode = new URLSearchParams(location.search).has('problem') ? await import('./solve-mode.js') : null;
  const solving = solveMode?.problemAddress() ?? null;
  if (solving) await solveMode.setUpSolving(controller, engine.Record, canvas, solving, startFresh);
  else setUpSaving(controller, startFresh);
  // A share link opens its record at its node, in place of the saved game, which
  // Recent games keeps (so it listens first).
  if (!solving) {
    await nextTask();
    setUpRecentGames(controller);
    await setUpShareLinks(controller);
  }
  // The board and the keys take input once there is a game.
  attachKeyboard(controller, canvas);
  attachBoardInput(canvas, view, {
    hover: (point) => controller.hover(point),
    click: (point) => controller.play(point),
    tap: (point) => controller.tap(point),
  });
  mark('game');
  await afterFirstFrame();
  mark('painted');
  // The engine's view shows the game now: the first frame's picture (first-frame.js)
  // goes, and the next start's is kept from here on, beside the saved game (a problem
  // being solved is not saved, so neither is its picture).
  removePicture();
  if (!solving) attachPictureSaving(controller, view);

  // The editor's module loads while the other panels set up.
  const editorModule = import('./record-editor.js');
  const panels = {};
  const steps = [
    () => attachGameControls(controller),
    () => {
      panels.endGame = new EndGame(controller);
      panels.endGame.wire();
    },
    () => {
      panels.settling = new Settling(controller);
      panels.settling.wire();
    },
    () => {
      panels.count = new IngCountPlayer(controller, view);
      panels.count.wire();
    },
    () => {
      panels.recordViewer = attachRecordViewer(controller);
    },
    () => {
      // A game against the computer loads its module (and Worker) only then.
      let opponent = null;
      const reset = setUpNewGame(engine.Game.ruleSets(), (options, computer) => {
        controller.start(options);
        statusLines.playingComputer(computer);
        opponent?.dispose();
        opponent = null;
        if (computer) playAgainstComputer(controller, computer, statusLines).then((o) => (opponent = o));
      });
      reset(FIRST_GAME.rules, FIRST_GAME.size);
      // The rank calculator (in the New game dialog, closed) loads when first opened.
      whenFirstOpened(document.querySelector('.rank-calculator'), () =>
        import('./rank-calculator.js').then(({ setUpRankCalculator }) => setUpRankCalculator(loadCount)),
      );
    },
    () => {
      // The teacher (hints, review: teacher-panel.js) loads at the first press.
      const teacher = () => import('./teacher-panel.js').then((m) => m.teacherPanel(controller, view, canvas));
      byId('hint-button').addEventListener('click', () => teacher().then((panel) => panel.hint()));
      byId('review-button').addEventListener('click', () => teacher().then((panel) => panel.review()));
      // The network's dead stones at a stop (teacher.js, loaded at the first stop).
      controller.deadStoneAdvisor = { suggest: (game) => import('./teacher.js').then((m) => m.suggestDeadStones(game)) };
    },
    () => setUpCompare(controller),
    () => setUpSgfFiles(controller),
    () => {
      // "Follow a live game" and a live game's link (`?live=`) load their modules then,
      // given the page's parts (live-panel.js imports none of them).
      const live = () =>
        import('./live-panel.js').then((m) => {
          m.setUpLivePanel({ t, onLanguageChange, loadLive, RecordMatch });
          return m;
        });
      byId('follow-live').addEventListener('click', () => live().then((m) => m.askForLiveGame(controller)));
      const address = solving ? null : new URLSearchParams(location.search).get('live');
      if (address) live().then((m) => m.followLiveGame(controller, address));
    },
    () => setUpDiagramDownloads(controller),
  ];
  for (const step of steps) {
    step();
    await nextTask();
  }
  const { attachRecordEditor } = await editorModule;
  attachRecordEditor(controller);
  await nextTask();
  // The panels set up after the game started show it now (the view is drawn already).
  controller.dispatchEvent(new Event('redraw'));
  // A saved clock comes back before the page says it is ready (its module loads first).
  panels.clock = await setUpClock(controller);
  // For tests and the console: the controller (its match, view and actions) and the panels.
  window.weiqiApp = controller;
  const { endGame, settling, count, clock, recordViewer } = panels;
  window.weiqiPanels = { endGame, settling, count, clock, announcer, recordViewer, sound, boardDamage };
  mark('ready');
  window.weiqiReady = true;
  document.documentElement.dataset.ready = 'true';
  setUpOffline();
}

/**
 * Starts the computer's side of the game just started (opponent.js, loaded now): the
 * Monte-Carlo player at a level, or the teacher's network at a rank, in the teacher's
 * Worker once the network is loaded (asked and downloaded the first time). When it
 * cannot be loaded, the page says why and the Monte-Carlo level nearest the rank plays.
 */
async function playAgainstComputer(controller, settings, statusLines) {
  const match = controller.match;
  const { Opponent } = await import('./opponent.js');
  let chosen = settings;
  let makeWorker;
  if (settings.rank) {
    const [{ teacherChannel, FALLBACK_LEVELS }, { readyTeacher }] = await Promise.all([import('./teacher.js'), import('./teacher-panel.js')]);
    const teacherStatus = byId('teacher-status');
    if (await readyTeacher(teacherStatus)) {
      setText(teacherStatus, '');
      chosen = { color: settings.color, level: settings.rank, rank: settings.rank };
      makeWorker = teacherChannel;
    } else {
      chosen = { color: settings.color, level: FALLBACK_LEVELS[settings.rank] };
      setText(teacherStatus, `${teacherStatus.textContent} ${t('rankFallback', chosen.level)}`);
    }
  }
  // Another game started while the network loaded: this one is no longer played.
  if (controller.match !== match) return null;
  statusLines.playingComputer(chosen);
  const status = byId('opponent-status');
  status.hidden = false;
  const opponent = new Opponent(controller, chosen, status, makeWorker);
  window.weiqiOpponent = opponent;
  return opponent;
}

main();
