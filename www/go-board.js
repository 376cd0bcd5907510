// <go-board>: a Go board for any web page, added with one line,
//   <script type="module" src="https://…/weiqi/go-board.js"></script>
// then `<go-board rules="ing" size="9"></go-board>` or `<go-board sgf="game.sgf" move="20"
// readonly></go-board>`. Everything lives in a shadow root styled by adopted
// stylesheets, so the page's CSS and the board's cannot touch each other, and it runs
// under a strict Content-Security-Policy (no inline script or style, no eval). The
// rules are the engine's (`Game`), the drawing the engine's `BoardView`; text from a
// record (names, comments) goes in as textContent only. README: "Embedding a board".
import { attachBoardInput } from './board-input.js';
import { isInlineSgf, isOn, languageOf, readMove, readSize, wasmUrlFor } from './embed/attributes.js';
import { STEPS, buildParts, renderParts } from './embed/parts.js';
import { sharedSheet, sheetOf } from './embed/styles.js';
import { loadEngine } from './engine.js';
import { translate } from './i18n.js';
import { Match } from './match.js';

/** The attributes a board reads, again whenever one changes. */
const ATTRIBUTES = ['rules', 'size', 'sgf', 'move', 'readonly', 'lang', 'coordinates'];

/** An Error with a `code`, like the engine's, for refusals of the element's own. */
function refusal(code, message) {
  return Object.assign(new Error(message), { code });
}

/** The result of a finished or stopped game, as SGF writes it (`B+R`, `W+3.5`, `Void`). */
function resultOf(game) {
  const outcome = game.outcome;
  switch (outcome?.kind) {
    case 'resignation': return `${outcome.winner}+R`;
    case 'time': return `${outcome.winner}+T`;
    case 'no-result': return 'Void';
    default:
      try {
        return game.score().result;
      } catch {
        return null;
      }
  }
}

/** Fetches an SGF record's text; throws an Error that says why not. */
async function fetchText(address) {
  const response = await fetch(new URL(address, document.baseURI));
  if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`.trim());
  return response.text();
}

/**
 * The `<go-board>` element. Attributes: `rules`, `size`, `sgf`, `move`, `readonly`,
 * `lang`, `coordinates`, `data-public-path`. Events: `move`, `end`, `load`. Methods and
 * getters mirror the engine's `Game`; see README, "Embedding a board".
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
  #view = null;
  #match = null;
  #recordInfo = {};
  /** The last action's note and the hovered ban's reason, as `(lang) => text`. */
  #note = null;
  #noteIsError = false;
  #hint = null;
  #preview = null;
  /** Counts loads, so that a slow fetch cannot replace a newer game. */
  #loads = 0;
  #ended = false;
  #started = false;
  #ready;
  #resolveReady;

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = [sharedSheet(), this.#sizeSheet];
    this.#ui = buildParts(root);
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
    const { buttons } = this.#ui;
    for (const [name, , , step] of STEPS) buttons[name].addEventListener('click', () => this.#navigate(step));
    buttons.pass.addEventListener('click', () => this.#perform('pass', 'pass'));
    buttons.undo.addEventListener('click', () => this.#perform('undo'));
  }

  connectedCallback() {
    if (this.#started) return;
    this.#started = true;
    this.#setNote((lang) => translate(lang, 'embedLoading'));
    loadEngine(wasmUrlFor(this.dataset.publicPath, document.baseURI)).then(
      (engine) => this.#setUp(engine),
      (error) => {
        this.#setNote((lang) => translate(lang, 'embedEngineFailed', error.message), true);
        this.#resolveReady(this);
      },
    );
  }

  attributeChangedCallback(name, old, value) {
    // Before the engine is loaded, setting up reads every attribute anyway.
    if (!this.#engine || old === value) return;
    switch (name) {
      case 'sgf':
        this.#loadFromAttributes();
        break;
      case 'rules':
      case 'size':
        if (!this.#sgfAttribute()) this.#loadFromAttributes();
        break;
      case 'move':
        this.#showMoveAttribute();
        this.#refresh();
        break;
      case 'coordinates':
        this.#view.coordinates = isOn(value);
        this.#refresh();
        break;
      default:
        this.#view.setHover(null);
        this.#hint = null;
        this.#refresh();
    }
  }

  // --- The API: like the engine's `Game`, on the game this board shows. ---

  /** Resolves (to the element) once the engine is loaded and the first game shown. */
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
    return this.#outcome(this.#perform('play', String(point)));
  }

  /** Passes for the player to move (see `play`). */
  pass() {
    return this.#outcome(this.#perform('pass', 'pass'));
  }

  /** Takes back the last action; `false` when there is nothing to take back. */
  undo() {
    return this.#outcome(this.#perform('undo'));
  }

  /** The player to move resigns, or `color` does; sends `end`. */
  resign(color) {
    return this.#outcome(this.#perform('resign', color));
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

  /** The game as an FF[4] SGF record. */
  toSgf() {
    return this.#need().game.toSgf();
  }

  /**
   * Replaces the game with the record `text` (the `move` attribute still applies).
   * Throws the engine's `bad-sgf` Error, which the board also shows; the game shown
   * stays.
   */
  loadSgf(text) {
    const { Game } = this.#needEngine();
    this.#loads += 1;
    let game;
    try {
      game = Game.fromSgf(text);
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
    const at = this.#view.pointCenter(point);
    return at ? Array.from(at) : null;
  }

  /** Shows the position after move `n` (clamped); returns the move shown. */
  goTo(n) {
    this.#navigate((m) => m.goTo(n));
    return this.#match.shownMove;
  }

  // --- Inside. ---

  #needEngine() {
    if (!this.#engine) throw refusal('not-ready', 'the board is still loading: await board.ready first');
    return this.#engine;
  }

  #need() {
    if (!this.#match) throw refusal('not-ready', 'the board is still loading: await board.ready first');
    return this.#match;
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
    return value && value.trim() ? value : null;
  }

  async #setUp(engine) {
    this.#engine = engine;
    const { canvas } = this.#ui;
    this.#view = new engine.BoardView(canvas);
    this.#view.coordinates = isOn(this.getAttribute('coordinates'));
    attachBoardInput(canvas, this.#view, {
      hover: (point) => this.#hover(point),
      click: (point) => this.#click(point),
      tap: (point) => this.#tap(point),
    });
    await this.#loadFromAttributes();
    this.#resolveReady(this);
  }

  /** (Re)starts from the attributes: the `sgf` record, else a game of `rules` and `size`. */
  async #loadFromAttributes() {
    const load = ++this.#loads;
    const sgf = this.#sgfAttribute();
    if (!sgf) {
      this.#startFromOptions();
      return;
    }
    let text = sgf;
    if (!isInlineSgf(sgf)) {
      this.#setNote((lang) => translate(lang, 'embedLoading'));
      try {
        text = await fetchText(sgf.trim());
      } catch (error) {
        if (load !== this.#loads) return;
        this.#keepUsable();
        this.#setNote((lang) => translate(lang, 'embedFetchFailed', error.message), true);
        return;
      }
      if (load !== this.#loads) return;
    }
    try {
      this.#start(this.#engine.Game.fromSgf(text));
    } catch (error) {
      this.#keepUsable();
      this.#showError(error);
    }
  }

  /** The `GameOptions` of the `rules` and `size` attributes. */
  #options() {
    const options = {};
    const rules = this.getAttribute('rules');
    if (rules && rules.trim()) options.rules = rules.trim();
    const size = this.getAttribute('size');
    if (size && size.trim()) Object.assign(options, readSize(size));
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
    if (this.#match) return;
    try {
      this.#start(this.#options());
    } catch {
      this.#start({});
    }
  }

  /** Takes over a game (GameOptions or a `Game`) and shows it; throws for bad options. */
  #start(options) {
    const match = new Match(this.#engine.Game, options);
    this.#match?.dispose();
    this.#match = match;
    this.#recordInfo = match.game.recordInfo;
    this.#preview = null;
    this.#hint = null;
    this.#setNote(null);
    this.#showMoveAttribute();
    this.#ended = match.game.phase !== 'playing';
    this.#refresh();
    this.dispatchEvent(
      new CustomEvent('load', { detail: { moveNumber: match.total, recordInfo: { ...this.#recordInfo } } }),
    );
  }

  #showMoveAttribute() {
    const n = readMove(this.getAttribute('move'));
    if (n === null) this.#match.last();
    else this.#match.goTo(n);
  }

  /**
   * A game action (`play`, `pass`, `undo`, `resign`) on the live game: the Match's
   * `{ ok, value } | { viewing } | { error }`. Success sends `move` and perhaps `end`.
   */
  #perform(kind, argument) {
    const match = this.#need();
    const color = match.game.toMove;
    const run = {
      play: () => match.play(argument),
      pass: () => match.pass(),
      undo: () => match.undo(),
      resign: () => match.act((g) => g.resign(argument)),
    }[kind];
    const result = run();
    this.#hint = null;
    if (result.viewing) {
      const [n, total] = [match.shownMove, match.total];
      this.#setNote((lang) => translate(lang, 'embedViewing', n, total), true);
    } else if (result.error) {
      this.#showError(result.error);
    } else {
      this.#preview = null;
      const played = result.value;
      if (kind === 'pass') this.#setNote((lang) => translate(lang, 'embedPassed', color));
      else if (kind === 'play' && played.countedAsPass) this.#setNote((lang) => translate(lang, 'embedCountedAsPass'));
      else this.#setNote(null);
    }
    this.#refresh();
    if (!result.ok) return result;
    if (kind === 'play' || kind === 'pass') {
      const last = match.game.lastMove;
      this.dispatchEvent(
        new CustomEvent('move', {
          bubbles: true,
          detail: {
            point: last?.move ?? argument,
            color: last?.color ?? color,
            moveNumber: match.total,
            captured: result.value.captured,
            selfCaptured: result.value.selfCaptured,
            countedAsPass: result.value.countedAsPass,
          },
        }),
      );
    }
    this.#checkEnd();
    return result;
  }

  /** A method's answer: the value, or the refusal thrown. */
  #outcome(result) {
    if (result.viewing) {
      throw refusal('viewing', `move ${this.#match.shownMove} of ${this.#match.total} is shown: go to the last move to play`);
    }
    if (result.error) throw result.error;
    return result.value;
  }

  /** Sends `end` when play has just stopped or the game has just finished. */
  #checkEnd() {
    const game = this.#match.game;
    const over = game.phase !== 'playing';
    if (over && !this.#ended) {
      this.dispatchEvent(
        new CustomEvent('end', {
          bubbles: true,
          detail: { phase: game.phase, outcome: game.outcome, result: resultOf(game) },
        }),
      );
    }
    this.#ended = over;
  }

  #navigate(step) {
    const match = this.#need();
    step(match);
    this.#preview = null;
    this.#hint = null;
    this.#setNote(null);
    this.#refresh();
  }

  #click(point) {
    if (this.#readonly) {
      this.#setNote((lang) => translate(lang, 'embedReadonly'));
      this.#refresh();
      return;
    }
    this.#perform('play', point);
  }

  /** A first tap previews (with the reason if banned); a second on the same point plays. */
  #tap(point) {
    if (this.#readonly) {
      this.#click(point);
      return;
    }
    if (point && point === this.#preview) {
      this.#perform('play', point);
      return;
    }
    const match = this.#match;
    this.#preview = point;
    this.#hint = null;
    if (point && !match.live) {
      const [n, total] = [match.shownMove, match.total];
      this.#setNote((lang) => translate(lang, 'embedViewing', n, total), true);
    } else if (point) {
      const verdict = match.shown.check(point);
      if (verdict) this.#setNote((lang) => translate(lang, 'engineError', verdict.code, verdict.message, verdict.moveNumber), true);
      else this.#setNote(null);
    } else {
      this.#setNote(null);
    }
    this.#refresh();
  }

  /** The mouse is over `point`: a ghost stone, and a ban's reason in the message line. */
  #hover(point) {
    if (this.#readonly) return;
    this.#view.setHover(point);
    const ban = point ? this.#view.banAt(point) : null;
    this.#hint = ban ? (lang) => translate(lang, 'engineError', ban.code, ban.message, ban.moveNumber) : null;
    this.#renderMessage();
  }

  #showError(error) {
    const { code, message } = error ?? {};
    this.#setNote((lang) => translate(lang, 'engineError', code, String(message ?? error)), true);
  }

  #setNote(say, isError = false) {
    this.#note = say;
    this.#noteIsError = Boolean(say) && isError;
    this.#renderMessage();
  }

  #renderMessage() {
    const { message } = this.#ui;
    const say = this.#hint ?? this.#note;
    const text = say ? say(this.#lang) : '';
    if (message.textContent !== text) message.textContent = text;
    message.classList.toggle('error', Boolean(this.#noteIsError && !this.#hint));
  }

  /** Brings the board, the texts and the buttons up to date with the match. */
  #refresh() {
    const readonly = this.#readonly;
    renderParts(this.#ui, { match: this.#match, recordInfo: this.#recordInfo, lang: this.#lang, readonly });
    this.#renderMessage();
    const match = this.#match;
    if (!match) return;
    const view = this.#view;
    view.setGame(match.shown);
    view.setPreview(readonly ? null : this.#preview);
    if (readonly) view.setHover(null);
    if (view.aspectRatio !== this.#aspect) {
      this.#aspect = view.aspectRatio;
      this.#sizeSheet.replaceSync(`canvas { aspect-ratio: ${this.#aspect}; }`);
    }
  }
}

if (!customElements.get('go-board')) customElements.define('go-board', GoBoard);
