// The page: a board to play on, with its controls. Rules are the engine's (`Game`),
// drawing is the board view's (`BoardView`); this module only connects them to the
// page. When it is ready, `window.weiqiReady` is true and <html data-ready="true">.
import { attachBoardInput } from './board-input.js';
import { byId, setText } from './dom.js';
import { loadEngine } from './engine.js';
import { preferredLanguage, setLanguage, t } from './i18n.js';
import { renderLegend } from './legend.js';
import { Match } from './match.js';
import { setUpNewGame } from './new-game.js';
import { renderStatus } from './status.js';

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
     * `navigate`. Saving, announcing and clocks listen here.
     */
    this.events = new EventTarget();
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
    byId('board-frame').style.setProperty('--board-aspect', String(view.aspectRatio));
    renderStatus(match);
    setText(byId('explain'), this.hint || this.note);
    const game = match.shown;
    const acting = match.live && game.phase !== 'finished';
    byId('pass').disabled = !acting || game.phase !== 'playing';
    byId('resign').disabled = !acting;
    byId('undo').disabled = !match.live || (match.total === 0 && game.phase === 'playing');
    byId('first').disabled = byId('back').disabled = match.shownMove === 0;
    byId('forward').disabled = byId('last').disabled = match.live;
  }

  /**
   * Runs a game action (`type` names it in the `change` event sent on success); an
   * engine error or a refusal becomes the note.
   */
  act(type, result, onSuccess) {
    this.disarmResign();
    if (result.viewing) {
      this.note = t('viewingPast', this.match.shownMove, this.match.total);
    } else if (result.error) {
      this.note = t('engineError', result.error.code, result.error.message);
    } else {
      this.preview = null;
      this.note = onSuccess ? onSuccess(result.value) : '';
    }
    this.hint = '';
    this.refresh();
    if (result.ok) this.emit(type, result.value);
  }

  play(point) {
    this.act('play', this.match.play(point), (played) => (played.countedAsPass ? t('countedAsPass') : ''));
  }

  pass() {
    const color = this.match.game.toMove;
    this.act('pass', this.match.pass(), () => t('passed', color));
  }

  undo() {
    this.act('undo', this.match.undo(), (undone) => (undone ? '' : t('nothingToUndo')));
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
    const hint = ban ? t('explain', ban.code, ban.message) : '';
    if (hint !== this.hint) {
      this.hint = hint;
      setText(byId('explain'), this.hint || this.note);
    }
  }

  /** A tap (touch or pen): the first previews, a second on the same point plays. */
  tap(point) {
    if (point && point === this.preview) {
      this.play(point);
      return;
    }
    this.preview = point;
    this.hint = '';
    if (!point) {
      this.note = '';
    } else if (!this.match.live) {
      this.note = t('viewingPast', this.match.shownMove, this.match.total);
    } else {
      const verdict = this.match.shown.check(point);
      this.note = verdict ? t('explain', verdict.code, verdict.message) : t('tapAgain');
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
  }
}

async function main() {
  setLanguage(preferredLanguage());
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
  app.wire();
  app.start({ rules: FIRST_GAME.rules, width: FIRST_GAME.size, height: FIRST_GAME.size });
  // For tests and the console: the app, its match and its view.
  window.weiqiApp = app;
  window.weiqiReady = true;
  document.documentElement.dataset.ready = 'true';
}

main();
