// One lesson being played: its game, and the verdict on each answer. The player
// page and the Node tests (tests/lessons.test.mjs) share this module, so the tests
// judge every lesson file exactly as a learner's answers are judged.
//
// Every verdict comes from the engine: a refused move carries the engine's own code
// and message (`suicide`, `ko`, `superko`, `occupied` …, the reasons the board gives
// for its ban marks); a legal answer that misses the goal carries a lesson-level code
// (`no-capture`, `not-banned` …) that the lesson names. See www/lessons/README.md for
// the goal types.
import { gameOptions, pointIndex, readMove, stonesOf } from './position.js';

/** @typedef {import('../../pkg/weiqi_web.js').Game} Game */
/** @typedef {import('../../pkg/weiqi_web.js').Color} Color */
/** @typedef {import('../../pkg/weiqi_web.js').PlayResult} PlayResult */
/** @typedef {import('../../pkg/weiqi_web.js').IllegalMove} IllegalMove */
/** @typedef {import('../../pkg/weiqi_web.js').RuleSetName} RuleSetName */
/** @typedef {import('../../pkg/weiqi_web.js').GameOptions} GameOptions */
/** @typedef {import('../../pkg/weiqi_count.js').fillCount} FillCount */
/** @typedef {import('../../pkg/weiqi_web.js').ScoreResult} ScoreResult */
/** @typedef {import('../../pkg/weiqi_count.js').FillCount} FillCountResult */

/**
 * What a `play` goal or a `sequence` step asks of a move (www/lessons/README.md):
 * the points accepted, the stones it must capture, the opponent's `reply` to it.
 * @typedef {{ accept?: string[], solution?: string, capture?: string[], selfCapture?: string[],
 *   minCaptures?: number, reply?: string | Record<string, string> | null }} MoveSpec
 */

/**
 * A lesson's goal (www/lessons/README.md): its `type` and the fields that type uses;
 * `misses`/`miss` name the lesson's reason for a wrong answer.
 * @typedef {MoveSpec & { type: string, steps?: MoveSpec[], color?: Color, codes?: string[],
 *   answers?: string[], by?: 'group' | 'owner', owner?: string, answer?: string,
 *   engine?: { query?: string, requester?: Color }, reveal?: Color,
 *   kind?: string, options?: string[], misses?: Record<string, string>, miss?: string }} Goal
 */

/** @typedef {ScoreResult | FillCountResult} Details */

/**
 * A parsed lesson file, with the `start` position the build adds (lessons/index.json).
 * @typedef {{ id: string, rules: RuleSetName, start?: GameOptions, komi?: number,
 *   moves?: string[], goal: Goal, marks?: boolean }} Lesson
 */

/**
 * Whether the engine's owner mark `owner` is what a lesson asks for: the same mark,
 * or, for `'.'` (nobody), also a dame or defect, which count for nobody (RULES R4.4).
 */
/**
 * @param {string} owner
 * @param {string | undefined} wanted
 * @returns {boolean}
 */
export function countsAs(owner, wanted) {
  return owner === wanted || (wanted === '.' && (owner === '-' || owner === '*'));
}

/** The goal types a lesson may use. */
export const GOAL_TYPES = ['play', 'find-banned', 'choose', 'sequence', 'question'];

/** What a `question` goal may ask the engine. */
export const QUERIES = ['toMove', 'score', 'fillCount', 'resume'];

/**
 * Whether `lesson` asks the third module (the Ing count, `fillCount`): load it first.
 * @param {{ goal?: { engine?: { query?: string } } } | null | undefined} lesson
 */
export function needsCount(lesson) {
  return lesson?.goal?.engine?.query === 'fillCount';
}

/**
 * A verdict: `outcome` is `right` (the goal is reached), `next` (a step of a sequence
 * is right and the opponent replied), `wrong`, or `solved` (the lesson was already
 * solved: nothing changed). A wrong verdict has a `code` and a `source`: `engine`
 * (with the engine's `message`) or `lesson`.
 * `details` is what the engine answered a `question` (a score, or an Ing count).
 * @typedef {{ outcome: 'right' | 'next' | 'wrong' | 'solved', code?: string,
 *   message?: string, moveNumber?: number, source?: 'engine' | 'lesson', played?: PlayResult, reply?: string | null,
 *   value?: string | null, details?: Details }} Verdict
 */

/**
 * A point name as the engine writes it (`d4` → `D4`; `pass` stays lower case).
 * @param {unknown} point
 */
function normalize(point) {
  const text = String(point).trim();
  return text.toLowerCase() === 'pass' ? 'pass' : text.toUpperCase();
}

/**
 * Whether `list` (of point names) holds `point`.
 * @param {readonly string[] | undefined} list
 * @param {string} point
 */
function holds(list, point) {
  return (list ?? []).some((p) => normalize(p) === point);
}

/**
 * A wrong verdict with the engine's reason (`moveNumber`: the move a superko or cycle names).
 * @param {{ code: string, message: string, moveNumber?: number }} reason
 * @returns {Verdict}
 */
function engineWrong({ code, message, moveNumber }) {
  return { outcome: 'wrong', source: 'engine', code, message, moveNumber };
}

/**
 * What the engine threw, as a refusal: its `code`, `message` and `moveNumber`.
 * @param {unknown} error
 * @returns {{ code: string, message: string, moveNumber?: number }}
 */
function engineError(error) {
  // The engine throws `WeiqiError`s (an `Error` with a `code`); anything else is a bug to pass on.
  if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
    const moveNumber = 'moveNumber' in error && typeof error.moveNumber === 'number' ? error.moveNumber : undefined;
    return { code: error.code, message: error.message, moveNumber };
  }
  throw error;
}

/**
 * A wrong verdict with a lesson-level reason.
 * @param {string} code
 * @param {Partial<Verdict>} [extra]
 * @returns {Verdict}
 */
function lessonWrong(code, extra = {}) {
  return { outcome: 'wrong', source: 'lesson', code, ...extra };
}

/**
 * The reason the lesson gives for a miss at `input`: per answer, else its default.
 * @param {Goal} goal
 * @param {string} input
 * @param {string} fallback
 */
function missFor(goal, input, fallback) {
  return goal.misses?.[input] ?? goal.miss ?? fallback;
}

/**
 * Runs `action(game)` on a copy of `game` and frees the copy; null when it throws.
 * @template T
 * @param {Game} game
 * @param {(copy: Game) => T} action
 * @returns {T | null}
 */
function onCopy(game, action) {
  const copy = game.clone();
  try {
    return action(copy);
  } catch {
    return null;
  } finally {
    copy.free();
  }
}

/** A lesson in play. `Game` is the engine's class; `rules` tries the lesson under another rule set. */
export class LessonRun {
  /**
   * @param {typeof import('../../pkg/weiqi_web.js').Game} Game
   * @param {Lesson} lesson the parsed lesson file
   * @param {{ rules?: RuleSetName, fillCount?: FillCount }} [options]
   *   `fillCount`: the third module's, for a lesson whose question is the Ing count
   *   (see `needsCount`)
   */
  constructor(Game, lesson, { rules, fillCount } = {}) {
    if (!GOAL_TYPES.includes(lesson?.goal?.type)) {
      throw new Error(`unknown goal type '${lesson?.goal?.type}': use one of ${GOAL_TYPES.join(', ')}`);
    }
    this.Game = Game;
    this.fillCount = fillCount ?? null;
    this.lesson = lesson;
    this.rules = rules ?? lesson.rules;
    /**
     * The game as it stands: the lesson's position, prelude, and the right answers so
     * far; null once freed.
     * @type {Game | null}
     */
    this.game = null;
    /** The step of a `sequence` goal the learner is at (0 for the other goals). */
    this.step = 0;
    /** Whether the goal has been reached. */
    this.solved = false;
    this.reset();
  }

  /** The game as it stands; throws once the run is freed. */
  get #live() {
    if (!this.game) throw new Error('this lesson run was freed');
    return this.game;
  }

  /** The lesson's goal. */
  get goal() {
    return this.lesson.goal;
  }

  /** Back to the starting position (throws the engine's error if the lesson's position is wrong). */
  reset() {
    const game = new this.Game(gameOptions(this.lesson, this.rules));
    try {
      for (const text of this.lesson.moves ?? []) {
        const { color, point } = readMove(text);
        game.play(point, color);
      }
    } catch (error) {
      game.free();
      throw error;
    }
    this.game?.free();
    this.game = game;
    this.step = 0;
    this.solved = false;
  }

  /** Frees the engine objects. */
  free() {
    this.game?.free();
    this.game = null;
  }

  /**
   * Judges an answer: a point (`'D4'`, or `'pass'`) for board goals, an option for a
   * `question`. A right answer is played on the game; a wrong one changes nothing.
   * @param {unknown} input
   * @returns {Verdict}
   */
  answer(input) {
    if (this.solved) return { outcome: 'solved' };
    const value = normalizeInput(this.goal, input);
    const verdict = this.#judge(value);
    if (verdict.outcome === 'right') this.solved = true;
    return verdict;
  }

  /**
   * @param {string} input
   * @returns {Verdict}
   */
  #judge(input) {
    const goal = this.goal;
    switch (goal.type) {
      case 'play':
        return this.#move(input, goal, goal);
      case 'sequence': {
        if (!goal.steps) throw new Error("a 'sequence' goal needs its 'steps'");
        const step = goal.steps[this.step];
        const verdict = this.#move(input, step, goal);
        if (verdict.outcome !== 'right' || this.step === goal.steps.length - 1) return verdict;
        const reply = replyTo(step, input);
        if (reply) this.#live.play(reply);
        this.step += 1;
        return { ...verdict, outcome: 'next', reply };
      }
      case 'find-banned':
        return this.#banned(input, goal);
      case 'choose':
        return this.#choose(input, goal);
      case 'question':
        return this.#question(input, goal);
      default:
        throw new Error(`unknown goal type '${goal.type}'`);
    }
  }

  /**
   * A move for the player to move, checked by the engine, then against `spec`.
   * @param {string} point
   * @param {MoveSpec} spec
   * @param {Goal} goal
   * @returns {Verdict}
   */
  #move(point, spec, goal) {
    const refused = this.#live.check(point);
    if (refused) return engineWrong(refused);
    const trial = this.#live.clone();
    let played;
    try {
      trial.play(point);
      played = trial.lastPlay();
    } catch (error) {
      trial.free();
      return engineWrong(engineError(error));
    }
    if (!played) {
      trial.free();
      throw new Error(`the engine played ${point} but reports no play`);
    }
    if (!reaches(spec, point, played)) {
      trial.free();
      // A lone stone with no liberty under Ing is the engine's own verdict: a pass.
      const code = played.countedAsPass && !holds(spec.accept, point) ? 'counted-as-pass' : missFor(goal, point, 'wrong-move');
      return lessonWrong(code, { played });
    }
    this.#live.free();
    this.game = trial;
    return { outcome: 'right', played };
  }

  /**
   * A point where `goal.color` may not play for one of `goal.codes`.
   * @param {string} point
   * @param {Goal} goal
   * @returns {Verdict}
   */
  #banned(point, goal) {
    const color = goal.color ?? this.#live.toMove;
    const refused = this.#live.check(point, color);
    if (refused && required(goal.codes, 'codes').includes(refused.code)) {
      return { ...engineWrong(refused), outcome: 'right' };
    }
    if (refused) return engineWrong(refused);
    return lessonWrong(missFor(goal, point, 'not-banned'));
  }

  /**
   * A stone of the right group (`by: group`), or a point the count gives to `goal.owner`.
   * @param {string} point
   * @param {Goal} goal
   * @returns {Verdict}
   */
  #choose(point, goal) {
    if (goal.by === 'owner') {
      const owner = this.ownerOf(point);
      if (owner !== null && countsAs(owner, goal.owner)) return { outcome: 'right', value: owner };
      return lessonWrong(missFor(goal, point, 'wrong-point'), { value: owner });
    }
    const stone = this.stoneAt(point);
    if (stone === null) return lessonWrong('no-stone');
    const group = this.groupOf(point);
    if (group.some((p) => holds(goal.answers, p))) return { outcome: 'right' };
    // A stone of the other colour is simply not the group asked about.
    if (goal.misses?.[point] === undefined && stone !== this.stoneAt(required(goal.answers, 'answers')[0])) return lessonWrong('wrong-group');
    return lessonWrong(missFor(goal, point, 'wrong-group'));
  }

  /**
   * One of the options; right when it is the lesson's answer and the engine's.
   * @param {string} option
   * @param {Goal} goal
   * @returns {Verdict}
   */
  #question(option, goal) {
    const { value, details } = this.engineAnswer();
    if (option === goal.answer && value === goal.answer) return { outcome: 'right', value, details };
    if (value !== goal.answer) return lessonWrong('lesson-broken', { value, details });
    return lessonWrong(missFor(goal, option, 'wrong-answer'), { value });
  }

  /**
   * What the engine says to a `question` goal's query: `{ value, details }`, e.g. the
   * result `'W+1'` and the whole fill-the-board count.
   * @returns {{ value: string | null, details?: Details }}
   */
  engineAnswer() {
    const { query, requester } = this.goal.engine ?? {};
    switch (query) {
      case 'toMove':
        return { value: this.#live.toMove };
      case 'score': {
        const details = this.#live.score();
        return { value: details.result, details };
      }
      case 'fillCount': {
        if (!this.fillCount) throw new Error("the 'fillCount' query needs the third module's fillCount: new LessonRun(Game, lesson, { fillCount })");
        const game = this.#live;
        const position = { board: game.board(), rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase: game.secondPhase };
        const details = this.fillCount(position);
        return { value: details.result, details };
      }
      case 'resume':
        return {
          value: onCopy(this.#live, (copy) => {
            copy.resume(requester);
            return copy.toMove;
          }),
        };
      default:
        throw new Error(`unknown engine query '${query}': use one of ${QUERIES.join(', ')}`);
    }
  }

  /**
   * The stone on `point`: `'X'`, `'O'`, or null for an empty or unknown point.
   * @param {string | undefined} point
   * @returns {'X' | 'O' | null}
   */
  stoneAt(point) {
    const at = pointIndex(point, this.#live.height);
    const cell = at ? this.#live.board()[at.y]?.[at.x] : undefined;
    return cell === 'X' || cell === 'O' ? cell : null;
  }

  /**
   * The group of the stone on `point` as the engine marks it dead at the end of a
   * game (the chain and its colour's other chains in the same enclosed region), on a
   * copy stopped by two passes; just the point where these rules have no marking.
   * @param {string} point
   * @returns {string[]}
   */
  groupOf(point) {
    const group = onCopy(this.#live, (copy) => {
      if (copy.phase === 'playing') {
        copy.play('pass');
        copy.play('pass');
      }
      return copy.toggleDead(point);
    });
    return group ?? [point];
  }

  /**
   * Who the engine's count gives `point` to: `'X'`, `'O'` or `'.'` (nobody), or under
   * territory counting `'-'` (a dame) or `'*'` (a defect), filled before the count and
   * nobody's (RULES R4.4); null off the board.
   * @param {string} point
   * @returns {string | null}
   */
  ownerOf(point) {
    const at = pointIndex(point, this.#live.height);
    if (!at) return null;
    return this.#live.score().ownership[at.y]?.[at.x] ?? null;
  }

  /**
   * The game to draw and whether it is a temporary copy the caller must free. While
   * a `find-banned` goal (or a lesson with `"marks": false`) is unsolved, the copy
   * has the same stones under rules with no bans, so no mark gives the answer away;
   * once solved, a goal's `reveal` colour shows that colour's bans, and any other
   * solved lesson none: nobody plays on, and the other side's ban on a point just
   * captured would read as the learner's.
   * @returns {{ game: Game, temporary: boolean }}
   */
  display() {
    const game = this.#live;
    const hide = this.goal.type === 'find-banned' || this.lesson.marks === false;
    const reveal = this.goal.reveal ?? (this.goal.type === 'find-banned' ? this.goal.color : undefined);
    /** @type {GameOptions} */
    const noBans = { ko: 'simple', suicide: 'all' };
    if (!this.solved && hide) return { game: this.#copy(game.toMove, noBans), temporary: true };
    if (this.solved && !reveal) return { game: this.#copy(game.toMove, noBans), temporary: true };
    if (this.solved && reveal && reveal !== game.toMove && game.phase === 'playing') {
      return { game: this.#copy(reveal, {}), temporary: true };
    }
    return { game, temporary: false };
  }

  /**
   * A fresh game with the stones as they stand, `toMove` to play, and rule overrides.
   * @param {Color} toMove
   * @param {GameOptions} overrides
   * @returns {Game}
   */
  #copy(toMove, overrides) {
    const game = this.#live;
    return new this.Game({
      rules: this.rules,
      width: game.width,
      height: game.height,
      setup: stonesOf(game.board()),
      toMove,
      ...overrides,
    });
  }
}

/**
 * An answer as the goal compares it: an option as given, a point in the engine's form.
 * @param {Goal} goal
 * @param {unknown} input
 */
function normalizeInput(goal, input) {
  return goal.type === 'question' ? String(input) : normalize(input);
}

/**
 * Whether a played move meets a `play` goal or sequence step.
 * @param {MoveSpec} spec
 * @param {string} point
 * @param {PlayResult} played
 */
function reaches(spec, point, played) {
  if (spec.accept && !holds(spec.accept, point)) return false;
  if (spec.capture && !spec.capture.every((p) => holds(played.captured, normalize(p)))) return false;
  if (spec.selfCapture && !spec.selfCapture.every((p) => holds(played.selfCaptured, normalize(p)))) return false;
  if (spec.minCaptures !== undefined && played.captured.length < spec.minCaptures) return false;
  return true;
}

/**
 * The opponent's reply to a right step: one move, or one per accepted point (`*` for any).
 * @param {MoveSpec} step
 * @param {string} point
 * @returns {string | null}
 */
function replyTo(step, point) {
  const reply = step.reply;
  if (reply === undefined || reply === null) return null;
  if (typeof reply === 'string') return reply;
  return reply[point] ?? reply['*'] ?? null;
}

/**
 * The answers that must be right, one list per way through the lesson: for a
 * `sequence`, the moves in order (each step's first accepted move, or its
 * `solution`); otherwise each solution on its own. An answer the lesson leaves out
 * is `undefined` (judged wrong); a list it leaves out throws.
 * @param {Lesson} lesson
 * @returns {(string | undefined)[][]}
 */
export function solutions(lesson) {
  const goal = lesson.goal;
  switch (goal.type) {
    case 'play':
      return (goal.accept ?? [goal.solution]).map((p) => [p]);
    case 'find-banned':
    case 'choose':
      return required(goal.answers, 'answers').map((p) => [p]);
    case 'sequence':
      return [required(goal.steps, 'steps').map((step) => step.solution ?? required(step.accept, 'accept')[0])];
    case 'question':
      return [[goal.answer]];
    default:
      return [];
  }
}

/**
 * `value`, which the lesson must give; throws naming the field `what` when it is missing.
 * @template T
 * @param {T | undefined} value
 * @param {string} what
 * @returns {T}
 */
function required(value, what) {
  if (value === undefined) throw new TypeError(`the lesson's goal has no '${what}'`);
  return value;
}
