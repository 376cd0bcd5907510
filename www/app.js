// The page: a board to play on, with its controls. Rules are the engine's (`Game`),
// drawing is the board view's (`BoardView`); this module only connects them to the
// page. When it is ready, `window.weiqiReady` is true and <html data-ready="true">.
import { attachAnnouncer } from './announce.js';
import { attachBoardInput } from './board-input.js';
import { setUpCompare } from './compare.js';
import { setUpClock } from './clock.js';
import { byId, setText } from './dom.js';
import { EndGame } from './end-game.js';
import { loadEngine } from './engine.js';
import { onLanguageChange, phrase, preferredLanguage, setLanguage, t } from './i18n.js';
import { IngCountPlayer } from './ing-count.js';
import { attachKeyboard } from './keyboard.js';
import { attachLanguagePicker } from './language-picker.js';
import { renderLegend } from './legend.js';
import { Match } from './match.js';
import { setUpNewGame } from './new-game.js';
import { setUpOffline } from './pwa.js';
import { setUpRankCalculator } from './rank-calculator.js';
import { attachRecordInfo } from './record-info.js';
import { setUpSgfFiles } from './sgf-files.js';
import { renderStatus } from './status.js';
import { setUpSaving } from './storage.js';

/** The game the page opens with. */
const FIRST_GAME = { rules: 'japanese', size: 19 };

/** How long the resign button waits for its confirming second press, in ms. */
const RESIGN_CONFIRM_MS = 4000;

class App {
  constructor(engine) {
    this.Game = engine.Game;
    this.BoardView = engine.BoardView;
    this.canvas = byId('board');
    this.view = new engine.BoardView(this.canvas);
    this.match = null;
    /** The point a first tap chose (touch screens). */
    this.preview = null;
    /** What the last action said, shown under the board. */
    this.note = '';
    /** What the point under the mouse says (a ban's reason); shown over the note. */
    this.hint = '';
    this.resignArmed = null;
    /**
     * Tells other modules what happened, as `change` events whose `detail` is
     * `{ type, value }`: `start` (a new game; value: the match), `play` (value: the
     * PlayResult), `pass`, `undo`, `resign`, `toggle-dead`, `agree`, `resume`,
     * `navigate`, `suggest` (the estimator pre-marked dead stones; value:
     * `{ at, count }`). Saving, announcing and clocks listen here. Two other events change
     * nothing: `refused` (detail `{ action, error }`: the engine's error, or null while
     * an earlier move is shown) and `cursor` (detail: the keyboard cursor's point).
     */
    this.events = new EventTarget();
    /** The end of the game: dead stones, agreement, the score panel. */
    this.endGame = new EndGame(this);
    /** The Ing fill-the-board count, when it is on screen. */
    this.count = new IngCountPlayer(this);
    /** The game clock while one is on (clock.js): `penalties()` for the count, else null. */
    this.clock = null;
  }

  /** Sends a `change` event with `type` and `value` (see `events`). */
  emit(type, value) {
    this.events.dispatchEvent(new CustomEvent('change', { detail: { type, value } }));
  }

  /** Starts a game with `options` (GameOptions); throws the engine's error. */
  start(options) {
    const match = new Match(this.Game, options);
    this.match?.dispose();
    this.match = match;
    this.preview = null;
    this.note = '';
    this.hint = '';
    this.refresh();
    this.emit('start', match);
  }

  /** Brings the board, status, message and buttons up to date. */
  refresh() {
    const { match, view } = this;
    view.setGame(match.shown);
    view.setPreview(this.preview);
    view.setMarks(this.count.active ? this.count.marks() : this.endGame.marks());
    byId('board-frame').style.setProperty('--board-aspect', String(view.aspectRatio));
    renderStatus(match);
    setText(byId('explain'), String(this.hint || this.note));
    const game = match.shown;
    const acting = match.live && game.phase !== 'finished';
    byId('pass').disabled = !acting || game.phase !== 'playing';
    byId('resign').disabled = !acting;
    byId('undo').disabled = !match.live || (match.total === 0 && game.phase === 'playing');
    byId('first').disabled = byId('back').disabled = match.shownMove === 0;
    byId('forward').disabled = byId('last').disabled = match.live;
    this.endGame.render();
    this.count.render();
  }

  /**
   * Runs a game action (`type` names it in the `change` event sent on success); an
   * engine error or a refusal becomes the note.
   */
  act(type, result, onSuccess) {
    this.disarmResign();
    if (result.viewing) {
      this.note = phrase('viewingPast', this.match.shownMove, this.match.total);
    } else if (result.error) {
      const { code, message, moveNumber } = result.error;
      this.note = phrase('engineError', code, message, moveNumber);
    } else {
      this.preview = null;
      this.note = onSuccess ? onSuccess(result.value) : '';
    }
    this.hint = '';
    this.refresh();
    if (result.ok) this.emit(type, result.value);
    else this.events.dispatchEvent(new CustomEvent('refused', { detail: { action: type, error: result.error ?? null } }));
  }

  /** Whether play has stopped and taps mark dead stones instead of playing. */
  get marking() {
    return this.match.live && this.match.game.phase === 'stopped';
  }

  play(point) {
    if (this.marking) {
      this.toggleDead(point);
      return;
    }
    const result = this.match.play(point);
    // A thrown refusal names no move; the point's check does (superko, cycle).
    if (result.error && result.error.moveNumber === undefined) result.error.moveNumber = this.match.game.check(point)?.moveNumber;
    this.act('play', result, (played) => (played.countedAsPass ? phrase('countedAsPass') : ''));
  }

  pass() {
    const color = this.match.game.toMove;
    this.act('pass', this.match.pass(), () => phrase('passed', color));
  }

  /** Marks the group on `point` dead, or alive again (after the stop). */
  toggleDead(point) {
    const before = this.match.game.deadStones().length;
    this.act('toggle-dead', this.match.toggleDead(point), () => {
      const after = this.match.game.deadStones().length;
      return after >= before ? phrase('markedDead', after - before) : phrase('markedAlive', before - after);
    });
  }

  /** The players accept the marks: the game is counted. */
  agree() {
    this.act('agree', this.match.agree(), () => phrase('agreed'));
  }

  /** The players dispute and play resumes; `requester` asked for it. */
  resume(requester) {
    this.act('resume', this.match.resume(requester), () => phrase('resumed', this.match.game.toMove));
  }

  undo() {
    this.act('undo', this.match.undo(), (undone) => (undone ? '' : phrase('nothingToUndo')));
  }

  resign() {
    const button = byId('resign');
    if (!this.resignArmed) {
      setText(button, t('confirmResign'));
      button.classList.add('armed');
      this.resignArmed = setTimeout(() => this.disarmResign(), RESIGN_CONFIRM_MS);
      return;
    }
    this.act('resign', this.match.resign());
  }

  disarmResign() {
    if (!this.resignArmed) return;
    clearTimeout(this.resignArmed);
    this.resignArmed = null;
    const button = byId('resign');
    setText(button, t('resign'));
    button.classList.remove('armed');
  }

  navigate(step) {
    this.disarmResign();
    step(this.match);
    this.preview = null;
    this.note = '';
    this.hint = '';
    this.refresh();
    this.emit('navigate', this.match.shownMove);
  }

  /** The mouse is over `point` (or off the board): ghost stone, and a ban's reason. */
  hover(point) {
    this.view.setHover(point);
    const ban = point ? this.view.banAt(point) : null;
    // The engine's check gives the reason with the move it names (superko, cycle).
    const verdict = ban ? this.match.shown.check(point) ?? ban : null;
    const hint = verdict ? phrase('explain', verdict.code, verdict.message, verdict.moveNumber) : '';
    if (String(hint) !== String(this.hint)) {
      this.hint = hint;
      setText(byId('explain'), String(this.hint || this.note));
    }
  }

  /** A tap (touch or pen): the first previews, a second on the same point plays. */
  tap(point) {
    if (point && this.marking) {
      this.preview = null;
      this.toggleDead(point);
      return;
    }
    if (point && point === this.preview) {
      this.play(point);
      return;
    }
    this.preview = point;
    this.hint = '';
    if (!point) {
      this.note = '';
    } else if (!this.match.live) {
      this.note = phrase('viewingPast', this.match.shownMove, this.match.total);
    } else {
      const verdict = this.match.shown.check(point);
      this.note = verdict ? phrase('explain', verdict.code, verdict.message, verdict.moveNumber) : phrase('tapAgain');
    }
    this.refresh();
  }

  /** Wires buttons, toggles, keys and the board. */
  wire() {
    attachBoardInput(this.canvas, this.view, {
      hover: (point) => this.hover(point),
      click: (point) => this.play(point),
      tap: (point) => this.tap(point),
    });
    this.endGame.wire();
    this.count.wire();
    setUpCompare(() => ({ game: this.match.shown, request: this.endGame.request() }));
    byId('pass').addEventListener('click', () => this.pass());
    byId('undo').addEventListener('click', () => this.undo());
    byId('resign').addEventListener('click', () => this.resign());
    byId('first').addEventListener('click', () => this.navigate((m) => m.first()));
    byId('back').addEventListener('click', () => this.navigate((m) => m.back()));
    byId('forward').addEventListener('click', () => this.navigate((m) => m.forward()));
    byId('last').addEventListener('click', () => this.navigate((m) => m.last()));
    const toggle = (id, apply) => {
      const box = byId(id);
      box.addEventListener('change', () => {
        apply(box.checked);
        this.refresh();
      });
      apply(box.checked);
    };
    toggle('toggle-numbers', (on) => { this.view.moveNumbers = on; });
    toggle('toggle-legal', (on) => { this.view.legalPoints = on; });
    toggle('toggle-coordinates', (on) => { this.view.coordinates = on; });
    toggle('toggle-contrast', (on) => {
      const theme = on ? 'contrast' : 'wood';
      this.view.setTheme(theme);
      renderLegend((canvas, code) => this.BoardView.drawLegendMark(canvas, code, theme));
    });
    // A new device pixel ratio (zoom, another screen) needs a sharper redraw.
    const watchRatio = () => {
      matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
        'change',
        () => {
          this.view.redraw();
          watchRatio();
        },
        { once: true },
      );
    };
    watchRatio();
    document.addEventListener('keydown', (event) => {
      if (event.target.closest?.('input, select, textarea, dialog') || event.altKey || event.ctrlKey || event.metaKey) return;
      const steps = {
        ArrowLeft: (m) => m.back(),
        ArrowRight: (m) => m.forward(),
        Home: (m) => m.first(),
        End: (m) => m.last(),
      };
      const step = steps[event.key];
      if (!step) return;
      event.preventDefault();
      this.navigate(step);
    });
    attachKeyboard(this);
    this.announcer = attachAnnouncer(this);
    onLanguageChange(() => {
      this.disarmResign();
      this.refresh();
    });
  }
}

async function main() {
  setLanguage(preferredLanguage());
  attachLanguagePicker(byId('language'));
  let engine;
  try {
    engine = await loadEngine();
  } catch (error) {
    setText(byId('turn'), t('loadFailed', error.message));
    document.documentElement.dataset.ready = 'error';
    return;
  }
  const app = new App(engine);
  const reset = setUpNewGame(engine.Game.ruleSets(), (options) => app.start(options));
  reset(FIRST_GAME.rules, FIRST_GAME.size);
  setUpRankCalculator(engine.rankHandicap);
  app.wire();
  attachRecordInfo(app);
  // The saved game and view toggles (else the first game); from then on, every change is saved.
  setUpSaving(app, () => app.start({ rules: FIRST_GAME.rules, width: FIRST_GAME.size, height: FIRST_GAME.size }));
  setUpSgfFiles(app);
  // A saved clock comes back before the page says it is ready (its module loads first).
  await setUpClock(app);
  // For tests and the console: the app, its match and its view.
  window.weiqiApp = app;
  window.weiqiReady = true;
  document.documentElement.dataset.ready = 'true';
  setUpOffline();
}

main();
