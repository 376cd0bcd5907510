// <go-board>: a Go board for any web page, added with one line,
//   <script type="module" src="https://…/weiqi/go-board.js"></script>
// then `<go-board rules="ing" size="9"></go-board>` or `<go-board sgf="game.sgf" move="20"
// readonly></go-board>`. Everything lives in a shadow root styled by adopted
// stylesheets, so the page's CSS and the board's cannot touch each other, and it runs
// under a strict Content-Security-Policy (no inline script or style, no eval). The
// rules are the engine's (`Game`), the drawing the engine's `BoardView`; text from a
// record (names, comments) goes in as textContent only (docs/embedding.md).
import { attachBoardInput } from './board-input.js';
import { BoardController, note } from './board-controller.js';
import { isInlineSgf, isOn, languageOf, readMove, readSize, wasmUrlFor } from './embed/attributes.js';
import { STEP_BUTTONS, buildParts, renderParts } from './embed/parts.js';
import { sharedSheet, sheetOf } from './embed/styles.js';
import { loadEngine, loadLive } from './engine.js';
import { loadLanguage, translate } from './i18n.js';
import { RecordMatch, nodeAt, pathText } from './record-match.js';
import { StoneSound, soundMoves } from './stone-sound.js';

/** The attributes a board reads, again whenever one changes. */
const ATTRIBUTES = ['rules', 'size', 'sgf', 'move', 'path', 'readonly', 'lang', 'coordinates', 'problem', 'view', 'sound', 'live'];

/** The board's words for what the controller notes (board-controller.js NOTE_KINDS). */
const WORDS = {
  viewing: 'embedViewing',
  error: 'engineError',
  ban: 'engineError',
  passed: 'embedPassed',
  countedAsPass: 'embedCountedAsPass',
  hint: 'engineError',
};

/** An Error with a `code`, like the engine's, for refusals of the element's own. */
function refusal(code, message) {
  return Object.assign(new Error(message), { code });
}

/** Resolves in a later task, after the browser has had a turn (input, a frame). */
function nextTask() {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

/**
 * Resolves once `element` is on screen (or near it), or once the page is idle: a board
 * below the fold sets up when it scrolls in, not during the page's start, and still
 * becomes `ready` on a page nobody scrolls.
 */
function whenShownOrIdle(element) {
  return new Promise((resolve) => {
    let idle = null;
    const observer =
      typeof IntersectionObserver === 'function'
        ? new IntersectionObserver(
            (entries) => {
              if (!entries.some((entry) => entry.isIntersecting)) return;
              done();
            },
            { rootMargin: '200px' },
          )
        : null;
    const done = () => {
      observer?.disconnect();
      if (idle !== null && typeof cancelIdleCallback === 'function') cancelIdleCallback(idle);
      resolve();
    };
    if (!observer) return done();
    observer.observe(element);
    if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(done, { timeout: 5000 });
    else setTimeout(done, 1000);
  });
}

/** Fetches an SGF record's text; throws an Error that says why not. */
async function fetchText(address) {
  const response = await fetch(new URL(address, document.baseURI));
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/**
 * The `<go-board>` element. Attributes: `rules`, `size`, `sgf`, `move`, `path`, `readonly`,
 * `lang`, `coordinates`, `data-public-path`, and `problem` (the `sgf` record is a
 * problem to solve) with `view` (its region, `A1-K10`), `sound` (a stone's click,
 * off unless set) and `live` (the `sgf` record is a live game, read again every
 * `live` seconds: live-game.js). Events: `move`, `end`, `load`, `live`,
 * and for a problem `solved` and `failed`. Methods and
 * getters mirror the engine's `Game`; see docs/embedding.md.
 */
export class GoBoard extends HTMLElement {
  static get observedAttributes() {
    return ATTRIBUTES;
  }

  #ui;
  /** Holds the canvas's aspect ratio, which depends on the board and coordinates. */
  #sizeSheet = sheetOf('');
  #aspect = null;
  #engine = null;
  /** Play, preview, notes and navigation: the controller the app uses too. */
  #board = new BoardController({ words: WORDS });
  #recordInfo = {};
  /** The stone sound: silent unless the `sound` attribute asks for it. */
  #sound = new StoneSound({ on: false });
  /** The problem panel, once a `problem` board has opened one, and its stylesheet. */
  #problem = null;
  #problemSheet = null;
  /** The live game followed (`live`: live-game.js, loaded then) and its bar. */
  #live = null;
  #liveBar = null;
  /** Stop the clocks' ticking, and redraw the bar (set while a live game is followed). */
  #stopTicking = null;
  #renderLiveBar = null;
  /** Counts loads, so that a slow fetch cannot replace a newer game. */
  #loads = 0;
  #ended = false;
  #started = false;
  #ready;
  #resolveReady;
  #rejectReady;
  /** Why the board could not start (the engine's coded Error), once it could not. */
  #failure = null;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sharedSheet(), this.#sizeSheet];
    this.#ui = buildParts(root);
    this.#ready = new Promise((resolve, reject) => {
      this.#resolveReady = resolve;
      this.#rejectReady = reject;
    });
    // A page that never asks for `ready` is not told of its rejection twice: the
    // board shows the failure itself.
    this.#ready.catch(() => {});
    const board = this.#board;
    const { buttons } = this.#ui;
    for (const [name] of STEP_BUTTONS) buttons[name].addEventListener('click', () => board.navigate(name));
    buttons.pass.addEventListener('click', () => board.match && board.pass());
    buttons.undo.addEventListener('click', () => board.match && board.undo());
    board.addEventListener('change', (event) => this.#changed(event.detail));
    soundMoves(board, this.#sound);
    for (const type of ['refused', 'redraw']) board.addEventListener(type, () => this.#render());
    board.addEventListener('hint', () => this.#renderMessage());
  }

  connectedCallback() {
    this.#live?.resume();
    if (this.#started) return;
    this.#started = true;
    this.#board.say(note('embedLoading'));
    // The board's own language is loaded with the engine (only the languages in use are).
    const strings = loadLanguage(this.#lang).catch(() => false);
    Promise.all([loadEngine(wasmUrlFor(this.dataset.publicPath, document.baseURI)), strings])
      // Each board sets up in tasks of its own, when it is on screen (or the page is
      // idle): a page of several boards stays responsive while they start.
      .then(([engine]) => whenShownOrIdle(this).then(nextTask).then(() => this.#setUp(engine)))
      .catch(async (error) => {
        // The engine's `engine-unavailable` (or what else stopped the set-up, coded),
        // said in the board's words once they are in.
        this.#failure = error?.code ? error : refusal('engine-unavailable', String(error?.message ?? error));
        await strings;
        this.#board.say(note('embedEngineFailed', [this.#failure.message], true));
        this.#rejectReady(this.#failure);
      });
  }

  disconnectedCallback() {
    // A board taken off the page costs its host nothing: no polling, no ticking.
    this.#live?.pause();
  }

  attributeChangedCallback(name, old, value) {
    // Before the engine is loaded, setting up reads every attribute anyway.
    if (!this.#engine || old === value) return;
    switch (name) {
      case 'sgf':
      case 'problem':
      case 'view':
      case 'live':
        this.#loadFromAttributes();
        break;
      case 'rules':
      case 'size':
        if (!this.#sgfAttribute()) this.#loadFromAttributes();
        break;
      case 'move':
        this.#showMoveAttribute();
        break;
      case 'path':
        this.#showPathAttribute();
        break;
      case 'sound':
        this.#sound.on = isOn(value);
        break;
      case 'coordinates':
        this.#board.view.coordinates = isOn(value);
        this.#board.redraw();
        break;
      case 'readonly':
        if (isOn(value)) this.#board.dropInput();
        else this.#render();
        break;
      default:
        this.#board.hover(null);
        this.#render();
        loadLanguage(this.#lang).then(() => this.#render(), () => {});
    }
  }

  // --- The API: like the engine's `Game`, on the game this board shows. ---

  /**
   * Resolves (to the element) once the engine is loaded and the first game shown;
   * rejects with the engine's Error (code `engine-unavailable`) when it cannot load.
   */
  get ready() {
    return this.#ready;
  }

  /** The engine's `Game` being played (read it; change it through the board). */
  get game() {
    return this.#need().game;
  }

  /** The `Game` whose position is shown: the game, or a copy at an earlier move (read it). */
  get shown() {
    return this.#need().shown;
  }

  /** Moves played so far. */
  get moveNumber() {
    return this.#need().total;
  }

  /** The move whose position is shown (the `move` attribute, or where ‹ › went). */
  get shownMove() {
    return this.#need().shownMove;
  }

  /** The player to move in the game: `'B'` or `'W'`. */
  get toMove() {
    return this.#need().game.toMove;
  }

  /** `'playing'`, `'stopped'` or `'finished'`. */
  get phase() {
    return this.#need().game.phase;
  }

  /** The loaded record's game information (`Game.recordInfo`); `{}` for a new game. */
  get recordInfo() {
    this.#need();
    return { ...this.#recordInfo };
  }

  /**
   * Plays `point` (`'D4'`, `'dd'` or `'pass'`) for the player to move, also on a
   * `readonly` board (which refuses only the user's clicks). Returns the engine's
   * `PlayResult` and sends `move`; throws the engine's Error (or `viewing` while an
   * earlier move is shown), which the board also shows.
   */
  play(point) {
    this.#need();
    return this.#outcome(this.#board.play(String(point)));
  }

  /** Passes for the player to move (see `play`). */
  pass() {
    this.#need();
    return this.#outcome(this.#board.pass());
  }

  /** Takes back the last action; `false` when there is nothing to take back. */
  undo() {
    this.#need();
    return this.#outcome(this.#board.undo());
  }

  /** The player to move resigns, or `color` does; sends `end`. */
  resign(color) {
    this.#need();
    return this.#outcome(this.#board.resign(color));
  }

  /** `null` when `point` may be played in the position shown, else `{ code, message }`. */
  check(point, color) {
    return this.#need().shown.check(point, color);
  }

  /** Every banned point of the position shown, with the reason (`Game.bans`). */
  bans() {
    return this.#need().shown.bans();
  }

  /** Counts the position shown (`Game.score`). */
  score(request) {
    return this.#need().shown.score(request);
  }

  /** The game as an FF[4] SGF record: a record's whole tree (RULES R6.1). */
  toSgf() {
    const match = this.#need();
    return match.tree ? match.tree.toSgf() : match.game.toSgf();
  }

  /**
   * The path from the root to the node shown (`12-1-5`: 12 moves down the main line,
   * the second variation, 5 moves on; as the app's share links write it), or `null`
   * for a game without a record.
   */
  get path() {
    const match = this.#need();
    return match.tree ? pathText(match.tree, match.node) : null;
  }

  /**
   * Replaces the game with the record `text` (the `move` attribute still applies).
   * Throws the engine's `bad-sgf` Error, which the board also shows; the game shown
   * stays.
   */
  loadSgf(text) {
    this.#needEngine();
    this.#loads += 1;
    this.#stopLive();
    let game;
    try {
      game = this.#read(text);
    } catch (error) {
      this.#showError(error);
      throw error;
    }
    this.#start(game);
  }

  /** Starts a new game from `GameOptions` (or takes over a `Game`); throws the engine's Error. */
  start(options) {
    this.#needEngine();
    this.#loads += 1;
    this.#stopLive();
    try {
      this.#start(options);
    } catch (error) {
      this.#showError(error);
      throw error;
    }
  }

  /**
   * Where `point` (`'D4'`) is drawn: `[x, y]` in CSS pixels from the board canvas's top
   * left (`board.shadowRoot.querySelector('canvas')`), or null off the board; for
   * overlays and tests.
   */
  pointCenter(point) {
    this.#need();
    const at = this.#board.view.pointCenter(point);
    return at ? Array.from(at) : null;
  }

  /**
   * The position shown as an SVG diagram: resolves to `{ svg, caption, notes }`
   * (diagram.js, loaded on the first call; `options` as its `gameDiagram` takes them:
   * `moves`, `region`, `coordinates`, `style`, `markup`, `width`, `text`).
   */
  async diagram(options = {}) {
    this.#need();
    const { gameDiagram } = await import('./diagram.js');
    // The game read after the load: a position shown meanwhile is the one drawn,
    // with the record's markup at its node unless `options.markup` says otherwise.
    const match = this.#need();
    return gameDiagram(match.shown, { markup: match.markup?.(), ...options });
  }

  /** Shows the position after move `n` (clamped); returns the move shown. */
  goTo(n) {
    this.#need();
    this.#board.goTo(n);
    return this.#board.match.shownMove;
  }

  // --- Inside. ---

  #needEngine() {
    if (this.#failure) throw this.#failure;
    if (!this.#engine) throw refusal('not-ready', 'the board is still loading: await board.ready first');
    return this.#engine;
  }

  #need() {
    const { match } = this.#board;
    if (this.#failure) throw this.#failure;
    if (!match) throw refusal('not-ready', 'the board is still loading: await board.ready first');
    return match;
  }

  /** The language the board speaks: its own or its nearest ancestor's `lang`. */
  get #lang() {
    return languageOf(this.closest('[lang]')?.getAttribute('lang'));
  }

  get #readonly() {
    return isOn(this.getAttribute('readonly'));
  }

  #sgfAttribute() {
    const value = this.getAttribute('sgf');
    return value?.trim() ? value : null;
  }

  async #setUp(engine) {
    const { canvas } = this.#ui;
    const view = new engine.BoardView(canvas);
    view.coordinates = isOn(this.getAttribute('coordinates'));
    this.#sound.on = isOn(this.getAttribute('sound'));
    const board = this.#board;
    board.attach(engine.Game, view);
    // Every game a record (record-match.js): a move at an earlier node adds a variation.
    board.Record = engine.Record ?? null;
    attachBoardInput(canvas, view, {
      hover: (point) => !this.#readonly && board.hover(point),
      click: (point) => this.#click(point),
      tap: (point) => (this.#readonly ? this.#click(point) : board.tap(point)),
    });
    // The view's set-up and the first game's in tasks of their own (attribute changes
    // in between are read by the load: it reads them all).
    await nextTask();
    this.#engine = engine;
    await this.#loadFromAttributes();
    this.#resolveReady(this);
  }

  /** (Re)starts from the attributes: the `sgf` record, else a game of `rules` and `size`. */
  async #loadFromAttributes() {
    const load = ++this.#loads;
    const sgf = this.#sgfAttribute();
    this.#stopLive();
    if (sgf && !isInlineSgf(sgf) && this.hasAttribute('live') && !this.hasAttribute('problem')) {
      await this.#followLive(sgf.trim(), load);
      return;
    }
    if (!sgf) {
      this.#startFromOptions();
      return;
    }
    let text = sgf;
    if (!isInlineSgf(sgf)) {
      this.#board.say(note('embedLoading'));
      try {
        text = await fetchText(sgf.trim());
      } catch (error) {
        if (load !== this.#loads) return;
        this.#keepUsable();
        this.#board.say(note('embedFetchFailed', [error.message], true));
        return;
      }
      if (load !== this.#loads) return;
    }
    try {
      if (this.hasAttribute('problem')) await this.#openProblem(text, sgf);
      else this.#start(this.#read(text));
    } catch (error) {
      this.#keepUsable();
      this.#showError(error);
    }
  }

  /**
   * Follows the live game at `address` (live-game.js, loaded now): its first version
   * is shown as a record, later ones merged in. Resolves once the first poll is
   * answered (shown, or failed: a new game then keeps the board usable while the
   * poller retries).
   */
  async #followLive(address, load) {
    // Loaded by a live board only: the others never fetch them.
    const [{ LiveGame }, { liveInterval }, view] = await Promise.all([
      import('./live-game.js'),
      import('./live-poll.js'),
      import('./live-view.js'),
    ]);
    if (load !== this.#loads) return;
    if (!this.#liveBar) {
      this.#liveBar = view.buildLiveBar();
      this.#ui.canvas.before(this.#liveBar.bar);
      this.shadowRoot.adoptedStyleSheets = [...this.shadowRoot.adoptedStyleSheets, sheetOf(view.LIVE_SHEET)];
      this.#liveBar.unseen.addEventListener('click', () => this.#live?.toLive());
    }
    const live = new LiveGame(this.#board, {
      url: new URL(address, document.baseURI),
      interval: liveInterval(this.getAttribute('live')),
      live: loadLive,
      open: (text) => this.#start(this.#read(text)),
    });
    this.#live = live;
    const say = (key, ...args) => translate(this.#lang, key, ...args);
    const render = () => view.renderLiveBar(this.#liveBar, this.#live, say, live.clock.now());
    this.#renderLiveBar = render;
    let told = null;
    const shown = new Promise((resolve) => {
      live.addEventListener('state', () => {
        if (live !== this.#live) return;
        if (!this.#board.match) this.#keepUsable();
        render();
        if (live.news !== told) {
          told = live.news;
          view.announceLive(this.#liveBar, live, say);
        }
        this.dispatchEvent(new CustomEvent('live', { detail: this.#liveDetail(live) }));
        if (live.status !== 'loading') resolve();
      });
    });
    this.#stopTicking = view.tickClocks(live, render);
    this.#board.say(note('embedLoading'));
    live.start();
    render();
    await shown;
  }

  /** The `live` event's detail: what the live game is doing and what it last brought. */
  #liveDetail(live) {
    return {
      status: live.status,
      unseen: live.unseen,
      newMoves: live.update?.newMoves ?? 0,
      takenBack: live.update?.takenBack ?? 0,
      result: live.result,
      stale: Boolean(live.stale),
    };
  }

  /** Stops following the live game, if one is followed; its bar goes. */
  #stopLive() {
    if (!this.#live) return;
    this.#live.stop();
    this.#live = null;
    this.#stopTicking?.();
    this.#stopTicking = null;
    this.#renderLiveBar = null;
    this.#liveBar.bar.hidden = true;
  }

  /** A record's text as the board plays it: the whole tree. */
  #read(text) {
    const match = new RecordMatch(this.#engine.Record.fromSgf(text));
    // The page's record: undo takes back the reader's moves, never the record's own.
    match.opened = true;
    return match;
  }

  /** The `problem` attribute: the record is solved, not played (problem-panel.js). */
  async #openProblem(text, address) {
    const { PROBLEM_SHEET, ProblemPanel, buildProblemParts } = await import('./problem-panel.js');
    const { problemIdOf } = await import('./problem-list.js');
    if (!this.#engine.Record) throw refusal('no-records', 'this build of the engine has no Record class');
    this.#problem ??= new ProblemPanel({
      controller: this.#board,
      canvas: this.#ui.canvas,
      host: this,
      ui: buildProblemParts(this.#ui.status),
      say: (key, ...args) => translate(this.#lang, key, ...args),
    });
    if (!this.#problemSheet) {
      this.#problemSheet = sheetOf(PROBLEM_SHEET);
      this.shadowRoot.adoptedStyleSheets = [...this.shadowRoot.adoptedStyleSheets, this.#problemSheet];
    }
    await this.#problem.open(this.#engine.Record, text, {
      id: problemIdOf(address),
      view: this.getAttribute('view'),
    });
  }

  /** The `GameOptions` of the `rules` and `size` attributes. */
  #options() {
    const options = {};
    const rules = this.getAttribute('rules');
    if (rules?.trim()) options.rules = rules.trim();
    const size = this.getAttribute('size');
    if (size?.trim()) Object.assign(options, readSize(size));
    return options;
  }

  /** A new game from `rules` and `size`; a refusal is shown and the game stays. */
  #startFromOptions() {
    try {
      this.#start(this.#options());
    } catch (error) {
      this.#keepUsable();
      this.#showError(error);
    }
  }

  /** After a failed first load, a new game (of `rules` and `size` if they can be), so play can go on. */
  #keepUsable() {
    if (this.#board.match) return;
    try {
      this.#start(this.#options());
    } catch {
      this.#start({});
    }
  }

  /** Takes over a game (GameOptions or a `Game`) at the `move` attribute; throws for bad options. */
  #start(options) {
    // A record opens at its end, as a game does, unless `move` or `path` says otherwise.
    if (options?.tree) options.last();
    this.#board.start(options, { at: readMove(this.getAttribute('move')) });
    if (this.getAttribute('path') !== null) this.#showPathAttribute();
  }

  /** Shows the node the `path` attribute names (a record only), as far as the tree goes. */
  #showPathAttribute() {
    const match = this.#board.match;
    const path = this.getAttribute('path');
    if (!match?.tree || path === null) return;
    this.#board.select(nodeAt(match.tree, path.trim()).node);
  }

  #showMoveAttribute() {
    const n = readMove(this.getAttribute('move'));
    if (n === null) this.#board.navigate('last');
    else this.#board.goTo(n);
  }

  /** Redraws after a change, and sends the element's `load`, `move` and `end` events. */
  #changed({ type, value }) {
    const { match } = this.#board;
    if (type === 'start') {
      this.#recordInfo = match.tree ? match.tree.info() : match.game.recordInfo;
      this.#ended = match.game.phase !== 'playing';
    }
    this.#render();
    if (type === 'start') {
      this.dispatchEvent(
        new CustomEvent('load', { detail: { moveNumber: match.total, recordInfo: { ...this.#recordInfo } } }),
      );
      return;
    }
    if (type === 'play' || type === 'pass') {
      const last = match.game.lastMove;
      this.dispatchEvent(
        new CustomEvent('move', {
          bubbles: true,
          detail: {
            point: last?.move,
            color: last?.color,
            moveNumber: match.total,
            captured: value.captured,
            selfCaptured: value.selfCaptured,
            countedAsPass: value.countedAsPass,
          },
        }),
      );
    }
    this.#checkEnd();
  }

  /** A method's answer: the value, or the refusal thrown. */
  #outcome(result) {
    const { match } = this.#board;
    if (result.viewing) {
      throw refusal('viewing', `move ${match.shownMove} of ${match.total} is shown: go to the last move to play`);
    }
    if (result.error) throw result.error;
    return result.value;
  }

  /** Sends `end` when play has just stopped or the game has just finished. */
  #checkEnd() {
    const game = this.#board.match.game;
    const over = game.phase !== 'playing';
    if (over && !this.#ended) {
      this.dispatchEvent(
        new CustomEvent('end', {
          bubbles: true,
          detail: { phase: game.phase, outcome: game.outcome, result: game.result },
        }),
      );
    }
    this.#ended = over;
  }

  /** A click plays, unless the board is `readonly`, which says so. */
  #click(point) {
    if (this.#readonly) this.#board.say(note('embedReadonly'));
    else this.#board.play(point);
  }

  #showError(error) {
    const { code, message } = error ?? {};
    this.#board.say(note('engineError', [code, String(message ?? error)], true));
  }

  /** The message line: the hover hint, else the note (styled as an error if it is one). */
  #renderMessage() {
    const { message } = this.#ui;
    const { hint, note: said } = this.#board;
    const say = hint ?? said;
    const text = say ? translate(this.#lang, say.key, ...say.args) : '';
    if (message.textContent !== text) message.textContent = text;
    message.classList.toggle('error', Boolean(said?.error && !hint));
  }

  /** Brings the texts, the buttons and the canvas's shape up to date with the controller. */
  #render() {
    const { match, view } = this.#board;
    renderParts(this.#ui, { match, recordInfo: this.#recordInfo, lang: this.#lang, readonly: this.#readonly });
    // Solving: the match is the panel's problem (problem-panel.js).
    const solving = Boolean(match) && match === this.#problem?.problem;
    this.#ui.box.classList.toggle('solving', solving);
    if (solving) {
      this.#ui.comment.hidden = true;
      this.#problem.render();
    }
    this.#renderMessage();
    this.#renderLiveBar?.();
    if (!match) return;
    if (view.aspectRatio !== this.#aspect) {
      this.#aspect = view.aspectRatio;
      this.#sizeSheet.replaceSync(`canvas { aspect-ratio: ${this.#aspect}; }`);
    }
  }
}

if (!customElements.get('go-board')) customElements.define('go-board', GoBoard);
