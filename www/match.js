// A game being played, and which of its moves is being looked at. No rule lives
// here: every question goes to the engine's `Game`.
//
// Stepping back and forward shows earlier positions without touching the game: a
// copy (`game.clone()`) is taken back move by move with `undo()`. While an earlier
// move is shown, the game's actions (play, pass, resign, undo) are refused; going to
// the last move (») returns to the game. Nothing is ever lost by looking.

export class Match {
  /**
   * @param {typeof import('./pkg/weiqi_web.js').Game} Game the engine's class
   * @param {object} options `GameOptions` for `new Game(options)` (throws if wrong), or a
   *   `Game` to take over (a loaded record, a restored save): the match then owns it
   */
  constructor(Game, options) {
    this.game = options instanceof Game ? options : new Game(options);
    /** The move number shown, or null for the game as it stands. */
    this.viewAt = null;
    this.past = null;
  }

  /** Whether the game as it stands is shown (not an earlier move). */
  get live() {
    return this.viewAt === null;
  }

  /** Moves played so far. */
  get total() {
    return this.game.moveNumber;
  }

  /** The move number shown. */
  get shownMove() {
    return this.viewAt ?? this.total;
  }

  /** The game to draw: the live one, or a copy taken back to the move shown. */
  get shown() {
    return this.past ?? this.game;
  }

  /** Shows the position after move `n` (clamped to the game). */
  goTo(n) {
    const target = Math.max(0, Math.min(this.total, Math.trunc(n)));
    if (target === this.total) {
      this.#dropPast();
      return;
    }
    if (!this.past || this.past.moveNumber < target) {
      this.#dropPast();
      this.past = this.game.clone();
    }
    while (this.past.moveNumber > target) {
      if (!this.past.undo()) break;
    }
    this.viewAt = target;
  }

  first() { this.goTo(0); }
  back() { this.goTo(this.shownMove - 1); }
  forward() { this.goTo(this.shownMove + 1); }
  last() { this.goTo(this.total); }

  /**
   * Runs `action` on the live game. Returns `{ ok: true, value }`, `{ viewing: true }`
   * while an earlier move is shown, or `{ error }` with the engine's `Error`.
   */
  act(action) {
    if (!this.live) return { viewing: true };
    try {
      return { ok: true, value: action(this.game) };
    } catch (error) {
      return { error };
    }
  }

  play(point) { return this.act((g) => g.play(point)); }
  pass() { return this.act((g) => g.play('pass')); }
  resign() { return this.act((g) => g.resign()); }
  undo() { return this.act((g) => g.undo()); }
  toggleDead(point) { return this.act((g) => g.toggleDead(point)); }
  agree() { return this.act((g) => g.agree()); }
  resume(requester) { return this.act((g) => g.resume(requester)); }

  /** Frees the engine objects. */
  dispose() {
    this.#dropPast();
    this.game.free();
  }

  #dropPast() {
    this.past?.free();
    this.past = null;
    this.viewAt = null;
  }
}
