// What a screen reader hears: a visually hidden live region (`role="status"`, polite)
// that says, in the language in use, each move and what it captured, passes, refused
// moves with the reason, undo, the stop and the result, and the point under the
// keyboard cursor (the canvas cannot be read). It listens to the controller
// (board-controller.js): `change` events (what happened), `refused` (a move or action
// the engine or the page turned down) and `cursor` (keyboard.js moved the cursor).
// Every fact comes from the engine.
import { make } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { pointPlace } from './keyboard.js';
import { BAN_CODES } from './legend.js';

/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').Color} Color */
/** @typedef {import('./pkg/weiqi_web.js').HistoryEntry} HistoryEntry */

/**
 * What the announcer reads of the match shown (record-match.js, or a game's):
 * the game at the end of the line and at the node shown, whether that node ends the
 * line, the move numbers, and a record's tree for its players.
 * @typedef {{ game: Game, shown: Game, live: boolean, total: number, shownMove: number,
 *   tree?: { info(): import('./pkg/weiqi_web.js').RecordInfo } }} AnnouncedMatch
 */

/**
 * What the announcer uses of the board (board-controller.js `BoardController`),
 * named here rather than imported: its events, the match, where the game came from,
 * and a tap's preview with its note.
 * @typedef {EventTarget & { match: AnnouncedMatch, origin: string, preview: string | null,
 *   note: { key: string, args: unknown[] } | null }} AnnouncedController
 */

/** How many announcements `said` keeps (for tests and the console). */
const KEEP = 100;

/** The live region and what it has said. */
export class Announcer {
  /**
   * @param {AnnouncedController} controller
   * @param {HTMLCanvasElement} canvas the board, named for the screen reader
   */
  constructor(controller, canvas) {
    this.controller = controller;
    this.canvas = canvas;
    this.region = make('div', 'visually-hidden');
    this.region.id = 'announcer';
    this.region.setAttribute('role', 'status');
    this.region.setAttribute('aria-live', 'polite');
    this.region.setAttribute('aria-atomic', 'true');
    document.body.append(this.region);
    /**
     * The latest announcements, oldest first.
     * @type {string[]}
     */
    this.said = [];
    /**
     * The game as it stood after the last change: what an undo took back.
     * @type {{ moveNumber: number, lastMove: HistoryEntry | null } | null}
     */
    this.before = null;
  }

  /**
   * Says `text` (again, if it is what was said last: the region must change).
   * @param {string} text
   */
  say(text) {
    if (!text) return;
    const again = this.region.textContent === text;
    this.region.textContent = again ? `${text}\u00a0` : text;
    this.said.push(text);
    if (this.said.length > KEEP) this.said.shift();
  }

  /**
   * What a `change` event of `type` with `value` says; '' for nothing.
   * @param {string} type
   * @param {unknown} value what the controller sent with it (a play's result, the
   *   stones toggled, a suggestion's count …)
   * @returns {string}
   */
  changed(type, value) {
    const game = this.controller.match.game;
    switch (type) {
      case 'start':
        return this.startText(game);
      case 'play':
        // A cast: the change's value is untyped here; a `play` change carries the
        // engine's `lastPlay()` of the move (record-match.js `play`).
        return joined(playText(game, /** @type {PlayedMove | null | undefined} */ (value)), ending(game));
      case 'pass':
        return joined(t('passed', game.lastMove?.color ?? otherColor(game.toMove)), ending(game));
      case 'undo':
        return value ? joined(this.undoneText(game), turn(game)) : t('nothingToUndo');
      case 'resign':
      case 'agree':
        return ending(game);
      case 'toggle-dead': {
        const stones = Array.isArray(value) ? value : [];
        if (!stones.length) return '';
        const dead = game.deadStones().includes(stones[0]);
        return t(dead ? 'saidDead' : 'saidAlive', stones.length);
      }
      case 'resume':
        return t('saidResumed', t('toMove', game.toMove));
      case 'navigate':
        return this.shownText();
      case 'suggest':
        return t('suggestionNote', value && typeof value === 'object' && 'count' in value ? value.count : undefined);
      default:
        return '';
    }
  }

  /**
   * What a start says: a new game its rules and size; the saved game brought back, a
   * record opened or a link followed, that it is that game, with its players and the
   * move shown (not "New game").
   * @param {Game} game
   */
  startText(game) {
    const line = gameLine(game);
    const toMove = game.phase === 'playing' ? t('toMove', game.toMove) : '';
    switch (this.controller.origin) {
      case 'restored':
        return t('saidRestored', line, game.moveNumber, toMove);
      case 'opened':
      case 'link':
      case 'problem':
        return t('saidOpened', playersText(this.controller.match), line, game.moveNumber, toMove);
      default:
        return t('saidStart', line, t('toMove', game.toMove));
    }
  }

  /**
   * What the last undo took back, from the game as it stood before.
   * @param {Game} game
   */
  undoneText(game) {
    const before = this.before;
    if (before?.lastMove && before.moveNumber > game.moveNumber) {
      return t('saidUndone', before.lastMove.color, before.lastMove.move);
    }
    return t('saidUndoneAction');
  }

  /** The move shown after stepping through the game. */
  shownText() {
    const { match } = this.controller;
    if (match.live) return joined(t('moveNumber', match.total), turn(match.game));
    const n = match.shownMove;
    // The game at the node shown ends with its move n (not the whole history: a step is one frame).
    const entry = n > 0 ? match.game.lastMove : null;
    const move = entry
      ? entry.move === 'pass' ? t('passed', entry.color) : t('saidMove', entry.color, entry.move)
      : t('saidStartPosition');
    return joined(`${t('viewingMove', n, match.total)}: ${move}`);
  }

  /**
   * The point under the keyboard cursor: "D4, empty, banned: ko".
   * @param {string} point
   */
  describe(point) {
    const game = this.controller.match.shown;
    const place = pointPlace(point);
    if (!place) return '';
    const rows = game.board();
    const symbol = rows[rows.length - place.row]?.[place.column];
    let content;
    if (symbol === 'X' || symbol === 'O') {
      const color = symbol === 'X' ? 'B' : 'W';
      const dead = game.phase !== 'playing' && game.deadStones().includes(point);
      content = t(dead ? 'pointDead' : 'pointStone', color);
      if (game.lastMove?.move === point) content = t('pointLastMove', content);
    } else {
      content = t('pointEmpty');
      const verdict = game.phase === 'playing' ? game.check(point) : null;
      if (verdict && BAN_CODES.includes(verdict.code)) content = t('pointBanned', content, t('banName', verdict.code));
    }
    return t('cursorPoint', point, content);
  }

  /** Names the board for a screen reader, with its size (no `title`: no tooltip). */
  labelBoard() {
    const game = this.controller.match?.shown;
    if (game) this.canvas.setAttribute('aria-label', `${t('boardLabel')} ${game.width}×${game.height}`);
  }

  /** Listens to the controller. */
  listen() {
    const events = this.controller;
    events.addEventListener('change', (event) => {
      if (!(event instanceof CustomEvent)) return;
      const { type, value } = event.detail;
      if (type === 'start') this.labelBoard();
      this.say(this.changed(type, value));
      const game = this.controller.match.game;
      this.before = { moveNumber: game.moveNumber, lastMove: game.lastMove };
    });
    events.addEventListener('refused', (event) => {
      if (!(event instanceof CustomEvent)) return;
      const { error } = event.detail;
      const { match } = this.controller;
      this.say(
        joined(
          error
            ? t('engineError', error.code, error.message, error.moveNumber)
            : t('viewingPast', match.shownMove, match.total),
        ),
      );
    });
    events.addEventListener('cursor', (event) => {
      if (event instanceof CustomEvent) this.say(this.describe(event.detail));
    });
    // A first tap previews a point: say which (the canvas cannot show it to a reader).
    /** @type {string | null} */
    let previewed = null;
    events.addEventListener('redraw', () => {
      const { preview, note } = this.controller;
      if (preview && preview !== previewed && note) this.say(t(note.key, ...note.args));
      previewed = preview;
    });
    // What was said stays readable in the region: not in a language no longer in use.
    onLanguageChange(() => {
      this.region.textContent = '';
      this.labelBoard();
    });
  }
}

/**
 * Starts announcing what happens on `controller`'s board `canvas`; returns the announcer.
 * @param {AnnouncedController} controller
 * @param {HTMLCanvasElement} canvas
 */
export function attachAnnouncer(controller, canvas) {
  const announcer = new Announcer(controller, canvas);
  announcer.listen();
  return announcer;
}

/**
 * Sentences, each with its full stop, in one line.
 * @param {...string} parts
 */
function joined(...parts) {
  return parts
    .filter(Boolean)
    .map((part) => (/[.!?…]$/.test(part) ? part : `${part}.`))
    .join(' ');
}

/**
 * The other player.
 * @param {Color} color
 * @returns {Color}
 */
function otherColor(color) {
  return color === 'B' ? 'W' : 'B';
}

/**
 * The rules, size, komi and handicap, as the header line says them.
 * @param {Game} game
 */
function gameLine(game) {
  const rules = game.rules;
  return t('gameLine', t('ruleSetName', rules.preset), game.width, game.height, rules.komi, game.handicap);
}

/**
 * "Black Name (rank), White Name" of a record, or '' when it names no player.
 * @param {AnnouncedMatch} match
 */
function playersText(match) {
  /** @type {import('./pkg/weiqi_web.js').RecordInfo | null} */
  let info = null;
  try {
    info = match.tree ? match.tree.info() : match.game.recordInfo;
  } catch {
    return '';
  }
  if (!info?.black && !info?.white) return '';
  /**
   * @param {Color} color
   * @param {string | undefined} name
   * @param {string | undefined} rank
   */
  const player = (color, name, rank) => t('saidPlayer', color, name ?? '?', rank ?? '');
  return `${player('B', info.black, info.blackRank)}, ${player('W', info.white, info.whiteRank)}`;
}

/**
 * What a play's result says (board-controller.js sends the match's): the captures
 * and whether the move counted as a pass.
 * @typedef {Partial<import('./pkg/weiqi_web.js').PlayResult>} PlayedMove
 */

/**
 * The move just played and what it took.
 * @param {Game} game
 * @param {PlayedMove | null | undefined} played
 */
function playText(game, played) {
  const last = game.lastMove;
  if (!last) return '';
  const move = t('saidMove', last.color, last.move);
  if (played?.countedAsPass) return joined(move, t('countedAsPass'));
  if (played?.selfCaptured?.length) return t('saidSuicide', move, played.selfCaptured.length);
  if (played?.captured?.length) return t('saidCaptures', move, played.captured.length);
  return move;
}

/**
 * Whose turn it is, while play goes on.
 * @param {Game} game
 */
function turn(game) {
  return game.phase === 'playing' ? t('toMove', game.toMove) : '';
}

/**
 * The stop, or the end of the game with its result; '' while play goes on.
 * @param {Game} game
 */
function ending(game) {
  if (game.phase === 'stopped') return t('stopped');
  if (game.phase !== 'finished') return '';
  return joined(t('gameOver'), resultText(game));
}

/**
 * How a finished game ended, in words: the winner and by how much.
 * @param {Game} game
 */
function resultText(game) {
  const outcome = game.outcome;
  switch (outcome?.kind) {
    case 'resignation': return t('wonByResignation', outcome.winner);
    case 'time': return t('wonOnTime', outcome.winner);
    case 'no-result': return t('noResult');
    case 'capture': return t('wonByCapture', outcome.winner);
    case 'counted': {
      const score = game.score();
      // Kill-all: the engine's winner is who lives, points aside (RULES R5).
      if (game.rules.objective === 'kill-all') return t('wonKillAll', score.winner);
      if (score.winner === 'draw') return t('resultDraw');
      if (score.margin === 0) return t('resultTie', score.winner);
      return t('resultWin', score.winner, Math.abs(score.margin));
    }
    default: return '';
  }
}
