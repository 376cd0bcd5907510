// The board's controller, shared by the app (app.js) and the `<go-board>` element
// (go-board.js): it holds the game (a match: the record and the node shown), the
// previewed point, the note and the hover hint, and turns input into engine calls —
// play, tap, hover, navigate and the game actions. It keeps the board view drawing the
// position shown and tells everyone else what happened through events; nothing here
// draws a page or decides a rule (the engine's `Game` answers every question).
//
// Events (the controller is an EventTarget):
// - `change`, detail `{ type, value }`: the game or the move shown changed. Types:
//   `start` (value: the match), `play` (the PlayResult), `pass`, `undo` (whether
//   something was taken back), `resign`, `time` (a flag fell), `toggle-dead` (the
//   stones toggled), `toggle-fill` (an empty point's fill override, RULES R4.4),
//   `agree`, `resume`, `navigate` (the move shown), `suggest` (the estimator
//   pre-marked dead stones: `{ at, count }`), `confirm` (the confirmation play-out's
//   result marked dead: the points), `live` (a live game's new version came in,
//   live-game.js: new moves, moves taken back, whether the node shown went on).
// - `refused`, detail `{ action, error }`: an action the engine refused (its Error),
//   or one refused while an earlier move is shown (`error` null). Nothing changed.
// - `redraw`: the preview, the note or the board's marks changed; nothing to save.
// - `hint`: the hover hint changed (only the message line needs redrawing).
// - `cursor`, detail: the keyboard cursor's point (keyboard.js moves it).
// - `beforechange`: an action is about to change the game or the record (a move, an
//   edit, an action of the game's end): what waits to be saved of the changes before
//   it is written now (storage.js), while the engine is known to be well; a step
//   through the moves sends none, so a burst of steps is saved once.
// - `replacing`: `start` is about to replace the game shown (still `match` now), so
//   that what must be kept of it can be read while it is there.
//
// Notes and hints are `{ key, args, error }` (a string key of www/strings with its
// arguments), so that each host says them in its own language and words; `words`
// maps what happened to the host's keys (see NOTE_KINDS).
//
// The game is reached only through the match's interface (record-match.js: `game`,
// `shown`, `live`, `total`, `shownMove`, the named steps of `STEPS`, the actions): a
// problem (problem.js) with the same interface can take its place.
import { newRecordMatch } from './record-match.js';

/** The steps through the moves, by name (buttons, keys): each moves the node shown. */
export const STEPS = {
  first: (match) => match.first(),
  back: (match) => match.back(),
  forward: (match) => match.forward(),
  last: (match) => match.last(),
  // A record's tree (record-match.js): the variations beside, the comments.
  up: (match) => match.sibling?.(-1),
  down: (match) => match.sibling?.(1),
  previousComment: (match) => match.toComment?.(false),
  nextComment: (match) => match.toComment?.(true),
};

/**
 * How the next moves of a record's variations are marked: `letters` (A, B, C on the
 * points), `stones` (see-through stones) or `none`; `auto` follows the record's
 * `ST[]` (RULES R6.1: bit 2 says no marks, bit 1 shows the siblings' moves instead).
 */
export const NEXT_MOVE_MARKS = ['auto', 'letters', 'stones', 'none'];

/**
 * What a note can say, each a kind a host's `words` gives a string key for (a kind
 * without a key says nothing). The arguments each key receives are listed.
 */
export const NOTE_KINDS = {
  viewing: 'an action while an earlier move is shown (move shown, moves in all)',
  error: 'the engine refused an action (code, message, move number)',
  ban: 'the point tapped is banned (code, message, move number)',
  tapAgain: 'a first tap on a legal point (the point previewed, the colour to play there)',
  passed: 'a pass (the colour that passed)',
  countedAsPass: 'a lone stone without liberties counted as a pass',
  nothingToUndo: 'an undo with nothing to take back',
  recordMovesKept: "an undo on an opened record with nothing done in this visit: the record's own moves stay",
  markedDead: 'stones marked dead (how many)',
  markedAlive: 'stones marked alive again (how many)',
  agreed: 'the players accepted the marks',
  resumed: 'play resumed after a dispute (the colour to move)',
  fillKept: 'the players said an empty point needs no filling before the count (RULES R4.4)',
  fillAgain: 'that point must be filled again before the count',
  hint: 'the point under the mouse is banned (code, message, move number)',
};

/**
 * Where a game given to `start` came from: a new game, the saved game brought back
 * after a reload, a record opened (a file, the recent games list, another tab's game),
 * a share link, or a problem.
 */
export const ORIGINS = ['new', 'restored', 'opened', 'link', 'problem'];

/** A note: the string `key` with `args`; `error` styles it as a refusal. */
export function note(key, args = [], error = false) {
  return key ? { key, args, error } : null;
}

/** Whether two notes say the same. */
function same(a, b) {
  return a === b || (a !== null && b !== null && a.key === b.key && JSON.stringify(a.args) === JSON.stringify(b.args));
}

export class BoardController extends EventTarget {
  /**
   * @param {object} options
   * @param {typeof import('./pkg/weiqi_web.js').Game} [options.Game] the engine's class
   *   (or later, with `attach`)
   * @param {import('./pkg/weiqi_web.js').BoardView} [options.view] the board view kept
   *   drawing the position shown (or later, with `attach`)
   * @param {Record<string, string>} options.words the host's string key for each of
   *   NOTE_KINDS
   * @param {boolean} [options.endGame] after the stop, taps mark dead stones and the
   *   board shows the marks and territory (the app's end-of-game panel)
   * @param {typeof import('./pkg/weiqi_web.js').Record} [options.Record] the engine's
   *   record class (or later, as `controller.Record`): every game is a record
   * @param {(Game: Function, options: object) => object} [options.open] makes what
   *   `start` plays on from GameOptions or a `Game`: by default a record's match
   *   (record-match.js: the game is a tree from its first move); anything with its
   *   interface will do
   */
  constructor({ Game = null, Record = null, view = null, words = {}, endGame = false, open = null } = {}) {
    super();
    Object.assign(this, { Game, Record, view, words, endGame });
    this.open = open ?? ((G, options) => newRecordMatch(G, this.Record, options));
    /** The record and the node shown (record-match.js), from the first `start`. */
    this.match = null;
    /** The point a first tap chose (touch screens). */
    this.preview = null;
    /** What the last action said (a note), shown under the board. */
    this.note = null;
    /** What the point under the mouse says (a ban's reason); shown over the note. */
    this.hint = null;
    /** The keyboard cursor's point (keyboard.js), in GTP form. */
    this.cursor = null;
    /** Marks a panel lays over the board in place of the end-of-game marks (the count's frame). */
    this.overlay = null;
    /** Gives the clock's penalty points to count with (`{ black, white }`) while a clock is on. */
    this.penalties = null;
    /**
     * A panel that, while `active`, takes the board's input and shows its own `game`
     * (the confirmation play-out of settling.js): `{ active, game, play(point) }`.
     */
    this.interpose = null;
    /**
     * The other side of the agreement when it is not a person at this board (the
     * computer opponent, opponent.js): `{ ask() }`. While set, `agree()` asks it
     * instead of agreeing; it answers with `agree(true)` or disputes with `resume`
     * (RULES R1.6, R2.4, R4.4).
     */
    this.agreement = null;
    /**
     * Who pre-marks the dead stones at a stop in place of the estimator (the teacher's
     * network, teacher.js): `{ suggest(game) }`, a promise of the points it believes
     * dead, or of null to leave it to the estimator. The players still decide.
     */
    this.deadStoneAdvisor = null;
    /**
     * A tool that, while `active`, takes the board's taps and clicks in place of moves
     * (the record editor's markup tools): `{ active, apply(point) }`.
     */
    this.tool = null;
    /**
     * While `active`, the board refuses taps and clicks with `apply(point)`'s note before
     * any panel or tool sees them (the computer is thinking): `{ active, apply(point) }`.
     * A slot of its own, so the record editor, attached later, cannot replace it.
     */
    this.hold = null;
    /** How the next moves of a record are marked (see NEXT_MOVE_MARKS). */
    this.nextMoveMarks = 'auto';
    /** Where the game shown came from, one of ORIGINS (the last `start`'s). */
    this.origin = 'new';
  }

  /** Takes the engine's class and the board view, when they arrive after construction. */
  attach(Game, view) {
    this.Game = Game;
    this.view = view;
  }

  /** Sends a `change` event with `type` and `value`. */
  emit(type, value) {
    this.dispatchEvent(new CustomEvent('change', { detail: { type, value } }));
  }

  /**
   * Starts a game with `options` (GameOptions, or a `Game` to take over); throws the
   * engine's error and keeps the game shown. `at` shows that move first; `origin` says
   * where the game came from (see ORIGINS), for what is said of it (announce.js).
   */
  start(options, { at = null, origin = 'new' } = {}) {
    // A match already made (a record's, record-match.js) is taken as it is.
    const match = typeof options?.goTo === 'function' && 'shown' in options ? options : this.open(this.Game, options);
    if (this.match) this.dispatchEvent(new Event('replacing'));
    this.match?.dispose();
    this.match = match;
    if (at !== null) match.goTo(at);
    this.preview = null;
    this.note = null;
    this.hint = null;
    this.overlay = null;
    this.origin = origin;
    this.#sync();
    this.emit('start', match);
  }

  /** Whether play has stopped and taps mark dead stones instead of playing. */
  get marking() {
    return this.endGame && this.match.live && this.match.game.phase === 'stopped';
  }

  /** Plays `point` for the player to move (after the stop: marks its group). */
  play(point) {
    if (this.hold?.active) return this.hold.apply(point);
    if (this.interpose?.active) return this.interpose.play(point);
    if (this.tool?.active) return this.tool.apply(point);
    if (this.marking) return this.toggleDead(point);
    this.#beforeChange();
    const result = this.match.play(point);
    // A thrown refusal names no move; the point's check does (superko, cycle).
    if (result.error && result.error.moveNumber === undefined) result.error.moveNumber = this.match.game.check(point)?.moveNumber;
    return this.act('play', result, (played) => (played.countedAsPass ? this.#note('countedAsPass') : null));
  }

  /**
   * Passes for the player to move. Refused while an earlier move is shown, as undo
   * and resign are: a pass says something about the game as it stands, and a silent
   * pass variation at an earlier node is not what a player pressing Pass means (a
   * stone played there still adds a variation).
   */
  pass() {
    if (!this.match.live) return this.act('pass', { viewing: true });
    this.#beforeChange();
    const color = this.match.game.toMove;
    return this.act('pass', this.match.pass(), () => this.#note('passed', color));
  }

  undo() {
    this.#beforeChange();
    const opened = Boolean(this.match.opened);
    return this.act('undo', this.match.undo(), (undone) => (undone ? null : this.#note(opened ? 'recordMovesKept' : 'nothingToUndo')));
  }

  /** The player to move resigns, or `color` does. */
  resign(color) {
    this.#beforeChange();
    return this.act('resign', this.match.resign(color));
  }

  /** `color`'s flag fell: the game as it stands is lost on time. */
  loseOnTime(color) {
    this.#beforeChange();
    if (!this.match.live) this.match.last();
    return this.act('time', this.match.loseOnTime(color));
  }

  /** Marks the group on `point` dead, or alive again (after the stop). */
  toggleDead(point) {
    this.#beforeChange();
    const before = this.match.game.deadStones().length;
    const result = this.match.toggleDead(point);
    // An empty point: the players' word on whether it must be filled (RULES R4.4).
    if (result.error?.code === 'no-stone' && this.match.game.rules.scoring === 'territory') {
      return this.act('toggle-fill', this.match.toggleFill(point), (done) => this.#note(done === 'kept' ? 'fillKept' : 'fillAgain'));
    }
    return this.act('toggle-dead', result, () => {
      const after = this.match.game.deadStones().length;
      return after >= before ? this.#note('markedDead', after - before) : this.#note('markedAlive', before - after);
    });
  }

  /**
   * The players accept the marks: the game is counted. With an `agreement` set, the
   * live game's stop is first put to it (`{ asked: true }` is returned and nothing
   * changes yet); `accepted` says it has accepted.
   */
  agree(accepted = false) {
    this.#beforeChange();
    const { match } = this;
    if (this.agreement && !accepted && match.live && match.game.phase === 'stopped') {
      this.agreement.ask();
      return { asked: true };
    }
    return this.act('agree', match.agree(), () => this.#note('agreed'));
  }

  /** The players dispute and play resumes; `requester` asked for it. */
  resume(requester) {
    this.#beforeChange();
    return this.act('resume', this.match.resume(requester), () => this.#note('resumed', this.match.game.toMove));
  }

  /**
   * Marks the chains on `points` dead (the estimator's suggestion at the stop) and
   * sends `suggest` with `{ at, count }`; null, and nothing sent, when none are dead.
   */
  markSuggestion(points) {
    this.#beforeChange();
    const { match } = this;
    for (const point of points) {
      if (!match.game.deadStones().includes(point)) match.toggleDeadChain(point);
    }
    const count = match.game.deadStones().length;
    if (count === 0) return null;
    const suggested = { at: match.total, count };
    this.#sync();
    this.emit('suggest', suggested);
    return suggested;
  }

  /**
   * Ends a game action: `result` is the match's `{ ok, value } | { viewing } | { error }`
   * (returned). On success `onSuccess(value)` gives the note and `change` of `type` is
   * sent; a refusal becomes the note and sends `refused`.
   */
  act(type, result, onSuccess) {
    if (result.viewing) {
      this.note = this.#note('viewing', this.match.shownMove, this.match.total);
    } else if (result.error) {
      const { code, message, moveNumber } = result.error;
      this.note = this.#note('error', code, String(message ?? result.error), moveNumber);
    } else {
      this.preview = null;
      this.note = onSuccess ? onSuccess(result.value) : null;
    }
    this.hint = null;
    this.#sync();
    if (result.ok) this.emit(type, result.value);
    else this.dispatchEvent(new CustomEvent('refused', { detail: { action: type, error: result.error ?? null } }));
    return result;
  }

  /** Takes the step `name` of STEPS through the moves. */
  navigate(name) {
    this.#show(STEPS[name]);
  }

  /** Shows the position after move `n` (clamped). */
  goTo(n) {
    this.#show((match) => match.goTo(n));
  }

  /** Shows the record's node `id` (a record's match only). */
  select(id) {
    this.#show((match) => match.select(id));
  }

  /**
   * Shows `tree`, the record merged with a live game's new version (live-game.js),
   * at its node `node` (record-match.js `adopt`), and sends `change` of type `live`
   * with `update` (what changed: `newMoves`, `takenBack`, `followed` …).
   */
  follow(tree, node, update) {
    this.#beforeChange();
    this.match.adopt(tree, node);
    this.preview = null;
    this.hint = null;
    this.#sync();
    this.emit('live', update);
  }

  /**
   * Edits the record (a record's match only): `edit(tree)` calls the engine's
   * editing (`setComment`, `setProperty`, `setInfo` …), or `name` is one of the
   * match's own (`deleteVariation`, `promote`). Sends `change` of type `edit`, or
   * `refused` with the engine's error; nothing changes on a refusal.
   */
  edit(edit) {
    const { match } = this;
    if (!match?.edit) return null;
    this.#beforeChange();
    const result = typeof edit === 'string' ? match[edit]() : match.edit(edit);
    return this.act('edit', result);
  }

  /**
   * The marks the board shows for the record's node: its markup (`record.markup`) and
   * the next moves (see NEXT_MOVE_MARKS), as `{ labels, ghosts, items }`, `items` the
   * list `BoardView.setMarkup` draws; null for a game without a record.
   */
  recordMarkup() {
    const { match } = this;
    const tree = match?.tree;
    if (!tree) return null;
    let markup;
    try {
      markup = tree.markup(match.node);
    } catch {
      markup = { marks: [], labels: [], arrows: [], lines: [], dimmed: [] };
    }
    const ghosts = [];
    const labels = [...markup.labels];
    const style = Number(tree.properties(tree.root).ST?.[0] ?? 0);
    // A problem's next moves are its answers: none shown until the learner asks.
    let kind = this.nextMoveMarks === 'auto' ? (style & 2 ? 'none' : 'letters') : this.nextMoveMarks;
    if (match.answersHidden) kind = 'none';
    // ST bit 1: the alternatives to the move shown (its siblings), else what follows.
    const siblings = this.nextMoveMarks === 'auto' && style & 1;
    const parent = tree.parent(match.node);
    const nodes = siblings ? (parent === null ? [] : tree.children(parent)) : tree.children(match.node);
    if (kind === 'stones' || (kind === 'letters' && nodes.length > 1)) {
      const taken = new Set(labels.map((l) => l.point));
      nodes.forEach((id, i) => {
        const move = tree.move(id);
        if (!move || move.move === 'pass') return;
        if (kind === 'stones') ghosts.push({ point: move.move, color: move.color });
        else if (!taken.has(move.move)) {
          taken.add(move.move);
          labels.push({ point: move.move, text: String.fromCharCode(65 + (i % 26)) });
        }
      });
    }
    // Back to front: dimmed points and next moves under the marks and labels.
    const items = [
      ...markup.dimmed.map((point) => ({ kind: 'dimmed', point })),
      ...ghosts.map(({ point, color }) => ({ kind: `ghost-${color}`, point })),
      ...markup.marks,
      ...labels.map(({ point, text }) => ({ kind: 'label', point, text })),
      ...markup.lines.map(({ from, to }) => ({ kind: 'line', point: from, to })),
      ...markup.arrows.map(({ from, to }) => ({ kind: 'arrow', point: from, to })),
    ];
    return { labels, ghosts, items };
  }

  /** A tap (touch or pen): the first previews, a second on the same point plays. */
  tap(point) {
    if (point && this.hold?.active) {
      this.preview = null;
      return this.hold.apply(point);
    }
    if (point && this.interpose?.active) {
      this.preview = null;
      return this.interpose.play(point);
    }
    if (point && this.tool?.active) {
      this.preview = null;
      return this.tool.apply(point);
    }
    if (point && this.marking) {
      this.preview = null;
      return this.toggleDead(point);
    }
    if (point && point === this.preview) return this.play(point);
    const { match } = this;
    this.preview = point;
    this.hint = null;
    if (!point) {
      this.note = null;
    } else if (!match.live && !match.branches) {
      this.note = this.#note('viewing', match.shownMove, match.total);
    } else {
      const verdict = match.shown.check(point);
      this.note = verdict ? this.#note('ban', verdict.code, verdict.message, verdict.moveNumber) : this.#note('tapAgain', point, match.shown.toMove);
    }
    this.redraw();
    return null;
  }

  /** The mouse is over `point` (or off the board): ghost stone, and a ban's reason. */
  hover(point) {
    if (!this.view || !this.match) return;
    this.view.setHover(point);
    const ban = point ? this.view.banAt(point) : null;
    // The engine's check gives the reason with the move it names (superko, cycle).
    const verdict = ban ? this.match.shown.check(point) ?? ban : null;
    const hint = verdict ? this.#note('hint', verdict.code, verdict.message, verdict.moveNumber) : null;
    if (same(hint, this.hint)) return;
    this.hint = hint;
    this.dispatchEvent(new Event('hint'));
  }

  /** Moves the keyboard cursor to `point`: hovered like the mouse, and sent as `cursor`. */
  moveCursor(point) {
    this.cursor = point;
    this.hover(point);
    this.dispatchEvent(new CustomEvent('cursor', { detail: point }));
  }

  /** Forgets the preview and the hover (the board stopped taking input). */
  dropInput() {
    this.preview = null;
    this.hover(null);
    this.redraw();
  }

  /** Shows `note` (see `note()`), or nothing for null. */
  say(shown) {
    this.note = shown;
    this.redraw();
  }

  /** Lays `marks` over the board (BoardMarks), or lifts them (null). */
  setOverlay(marks) {
    this.overlay = marks;
    this.redraw();
  }

  /** What to count with: the clocks' penalty points when a clock is running. */
  scoreRequest() {
    const penalties = this.penalties?.();
    return penalties ? { penalties } : undefined;
  }

  /** The count of `game` with its marks and the clocks' penalty points; null if refused. */
  score(game) {
    try {
      return game.score(this.scoreRequest());
    } catch {
      return null;
    }
  }

  /**
   * Hides or shows a problem record's answers (RecordMatch `answersHidden`: its next
   * moves' marks, variations and tree); sends `answers` when that changes.
   */
  setAnswersHidden(hidden) {
    const { match } = this;
    if (!match?.tree || Boolean(match.answersHidden) === hidden) return;
    match.answersHidden = hidden;
    this.redraw();
    this.dispatchEvent(new Event('answers'));
  }

  /** Brings the board view up to date and sends `redraw`. */
  redraw() {
    this.#sync();
    this.dispatchEvent(new Event('redraw'));
  }

  /** Takes a step through the moves, forgetting the preview and the notes. */
  #show(step) {
    if (!this.match) return;
    step(this.match);
    this.preview = null;
    this.note = null;
    this.hint = null;
    this.#sync();
    this.emit('navigate', this.match.shownMove);
  }

  /** Sends `beforechange` (see the head of this file). */
  #beforeChange() {
    this.dispatchEvent(new Event('beforechange'));
  }

  /** The note of `kind` (see NOTE_KINDS) in the host's words, or null if it says nothing. */
  #note(kind, ...args) {
    return note(this.words[kind], args, ['viewing', 'error', 'ban'].includes(kind));
  }

  /** Draws the position shown, the preview and the marks. */
  #sync() {
    const { match, view } = this;
    if (!match || !view) return;
    const interposed = this.interpose?.active;
    view.setGame(interposed ? this.interpose.game : match.shown);
    view.setPreview(this.preview);
    view.setMarkup?.(interposed ? null : this.recordMarkup()?.items ?? null);
    if (this.endGame) view.setMarks(this.overlay ?? (interposed ? null : this.#endMarks()));
  }

  /** The board's end-of-game marks for the shown position (null while playing). */
  #endMarks() {
    const game = this.match.shown;
    if (game.phase !== 'stopped' && game.outcome?.kind !== 'counted') return null;
    const score = this.score(game);
    return { dead: game.deadStones(), ownership: score?.ownership ?? [] };
  }
}
