// A game being played, and which of its moves is being looked at. No rule lives
// here: every question goes to the engine's `Game`.
//
// Stepping back and forward shows earlier positions without touching the game: a
// copy (`game.clone()`) is taken back move by move with `undo()`. While an earlier
// move is shown, the game's actions (play, pass, resign, undo) are refused; going to
// the last move (») returns to the game. Nothing is ever lost by looking.
//
// Every action that changes the game goes through the table `ACTIONS` and is logged
// (`record`): what the game started from and each successful action with its
// arguments. Replaying the log (`replay`) rebuilds the game exactly, end-of-game
// state included (dead-stone marks, agreement, resumption), which SGF cannot carry.

/**
 * The actions a match logs, and how each is applied to a `Game`. A move answers with
 * what it did (`lastPlay()`: `play` itself returns only the count of captures).
 */
const ACTIONS = {
  play: (g, point) => (g.play(point), g.lastPlay()),
  pass: (g) => (g.play('pass'), g.lastPlay()),
  resign: (g, color) => g.resign(color),
  loseOnTime: (g, color) => g.loseOnTime(color),
  undo: (g) => g.undo(),
  toggleDead: (g, point) => g.toggleDead(point),
  toggleDeadChain: (g, point) => g.toggleDeadChain(point),
  // Never `false` (which logs nothing): the override may be taken back too.
  toggleFill: (g, point) => (g.toggleFill(point) ? 'kept' : 'filled'),
  agree: (g) => g.agree(),
  resume: (g, requester) => g.resume(requester),
};

/** Where games made by `replay` and `fromSgf` came from, for the Match that takes them. */
const ORIGINS = new WeakMap();

/**
 * A game rebuilt from a match's `record` (`{ base, actions }`): started from
 * `base.options` or `base.sgf`, then every action replayed. Throws an `Error` naming
 * the first action that fails, or the engine's error for a bad start. A Match given
 * the game continues the same record.
 */
export function replay(Game, { base, actions }) {
  const game = typeof base?.sgf === 'string' ? Game.fromSgf(base.sgf) : new Game(base?.options);
  try {
    actions.forEach((entry, index) => {
      const [name, ...args] = entry;
      if (!Object.hasOwn(ACTIONS, name)) throw new Error(`action ${index + 1}: unknown action ${JSON.stringify(name)}`);
      let done;
      try {
        done = ACTIONS[name](game, ...args);
      } catch (error) {
        throw new Error(`action ${index + 1} (${[name, ...args].join(' ')}): ${error.message}`);
      }
      if (done === false) throw new Error(`action ${index + 1} (${name}): there was nothing to take back`);
    });
  } catch (error) {
    game.free();
    throw error;
  }
  ORIGINS.set(game, { base, actions: [...actions] });
  return game;
}

/** A game read from SGF `text` (throws the engine's `bad-sgf` error), recorded as such. */
export function fromSgf(Game, text) {
  const game = Game.fromSgf(text);
  ORIGINS.set(game, { base: { sgf: text }, actions: [] });
  return game;
}

export class Match {
  /**
   * @param {typeof import('./pkg/weiqi_web.js').Game} Game the engine's class
   * @param {object} options `GameOptions` for `new Game(options)` (throws if wrong), or a
   *   `Game` to take over (a loaded record, a restored save): the match then owns it
   */
  constructor(Game, options) {
    this.game = options instanceof Game ? options : new Game(options);
    const origin = ORIGINS.get(this.game);
    /**
     * What the game started from: `{ options }` (a copy of the GameOptions) or
     * `{ sgf }`. A Game of unknown origin is recorded by its SGF, which loses
     * end-of-game marks; games from `replay` and `fromSgf` keep their own record.
     */
    this.base = origin?.base
      ?? (options instanceof Game ? { sgf: options.toSgf() } : { options: JSON.parse(JSON.stringify(options ?? {})) });
    /** Every successful action since `base`, in order: `[name, ...args]`. Append-only. */
    this.actions = origin ? [...origin.actions] : [];
    /** The move number shown, or null for the game as it stands. */
    this.viewAt = null;
    this.past = null;
  }

  /** The log that `replay` rebuilds this game from: `{ base, actions }` (JSON-safe). */
  get record() {
    return { base: this.base, actions: this.actions };
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
   * while an earlier move is shown, or `{ error }` with the engine's `Error`. `entry`
   * (`[name, ...args]`) is logged when the action succeeds and changed something.
   */
  act(action, entry) {
    if (!this.live) return { viewing: true };
    let value;
    try {
      value = action(this.game);
    } catch (error) {
      return { error };
    }
    if (entry && value !== false) this.actions.push(entry);
    return { ok: true, value };
  }

  /** Runs the logged action `name` (see `ACTIONS`) with `args`. */
  #run(name, ...args) {
    return this.act((g) => ACTIONS[name](g, ...args), [name, ...args]);
  }

  play(point) { return this.#run('play', point); }
  pass() { return this.#run('pass'); }
  /** The player to move resigns, or `color` does. */
  resign(color) { return color === undefined ? this.#run('resign') : this.#run('resign', color); }
  /** `color`'s flag fell: the game is lost on time (`B+T` / `W+T`). */
  loseOnTime(color) { return this.#run('loseOnTime', color); }
  undo() { return this.#run('undo'); }
  toggleDead(point) { return this.#run('toggleDead', point); }
  toggleDeadChain(point) { return this.#run('toggleDeadChain', point); }
  toggleFill(point) { return this.#run('toggleFill', point); }
  agree() { return this.#run('agree'); }
  resume(requester) { return this.#run('resume', requester ?? null); }

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
