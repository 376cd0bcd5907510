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

/**
 * Whether the engine's owner mark `owner` is what a lesson asks for: the same mark,
 * or, for `'.'` (nobody), also a dame or defect, which count for nobody (RULES R4.4).
 */
export function countsAs(owner, wanted) {
  return owner === wanted || (wanted === '.' && (owner === '-' || owner === '*'));
}

/** The goal types a lesson may use. */
export const GOAL_TYPES = ['play', 'find-banned', 'choose', 'sequence', 'question'];

/** What a `question` goal may ask the engine. */
export const QUERIES = ['toMove', 'score', 'fillCount', 'resume'];

/** Whether `lesson` asks the third module (the Ing count, `fillCount`): load it first. */
export function needsCount(lesson) {
  return lesson?.goal?.engine?.query === 'fillCount';
}

/**
 * A verdict: `outcome` is `right` (the goal is reached), `next` (a step of a sequence
 * is right and the opponent replied), `wrong`, or `solved` (the lesson was already
 * solved: nothing changed). A wrong verdict has a `code` and a `source`: `engine`
 * (with the engine's `message`) or `lesson`.
 * @typedef {{ outcome: 'right' | 'next' | 'wrong' | 'solved', code?: string,
 *   message?: string, moveNumber?: number, source?: 'engine' | 'lesson', played?: object, reply?: string,
 *   value?: string, details?: object }} Verdict
 */

/** A point name as the engine writes it (`d4` → `D4`; `pass` stays lower case). */
function normalize(point) {
  const text = String(point).trim();
  return text.toLowerCase() === 'pass' ? 'pass' : text.toUpperCase();
}

/** Whether `list` (of point names) holds `point`. */
function holds(list, point) {
  return (list ?? []).some((p) => normalize(p) === point);
}

/** A wrong verdict with the engine's reason (`moveNumber`: the move a superko or cycle names). */
function engineWrong({ code, message, moveNumber }) {
  return { outcome: 'wrong', source: 'engine', code, message, moveNumber };
}

/** A wrong verdict with a lesson-level reason. */
function lessonWrong(code, extra = {}) {
  return { outcome: 'wrong', source: 'lesson', code, ...extra };
}

/** The reason the lesson gives for a miss at `input`: per answer, else its default. */
function missFor(goal, input, fallback) {
  return goal.misses?.[input] ?? goal.miss ?? fallback;
}

/** Runs `action(game)` on a copy of `game` and frees the copy; null when it throws. */
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
   * @param {object} lesson the parsed lesson file
   * @param {{ rules?: string, fillCount?: typeof import('../../pkg/weiqi_count.js').fillCount }} [options]
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
    /** The game as it stands: the lesson's position, prelude, and the right answers so far. */
    this.game = null;
    /** The step of a `sequence` goal the learner is at (0 for the other goals). */
    this.step = 0;
    /** Whether the goal has been reached. */
    this.solved = false;
    this.reset();
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
   * @returns {Verdict}
   */
  answer(input) {
    if (this.solved) return { outcome: 'solved' };
    const value = normalizeInput(this.goal, input);
    const verdict = this.#judge(value);
    if (verdict.outcome === 'right') this.solved = true;
    return verdict;
  }

  #judge(input) {
    const goal = this.goal;
    switch (goal.type) {
      case 'play':
        return this.#move(input, goal, goal);
      case 'sequence': {
        const step = goal.steps[this.step];
        const verdict = this.#move(input, step, goal);
        if (verdict.outcome !== 'right' || this.step === goal.steps.length - 1) return verdict;
        const reply = replyTo(step, input);
        if (reply) this.game.play(reply);
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

  /** A move for the player to move, checked by the engine, then against `spec`. */
  #move(point, spec, goal) {
    const refused = this.game.check(point);
    if (refused) return engineWrong(refused);
    const trial = this.game.clone();
    let played;
    try {
      trial.play(point);
      played = trial.lastPlay();
    } catch (error) {
      trial.free();
      return engineWrong(error);
    }
    if (!reaches(spec, point, played)) {
      trial.free();
      // A lone stone with no liberty under Ing is the engine's own verdict: a pass.
      const code = played.countedAsPass && !holds(spec.accept, point) ? 'counted-as-pass' : missFor(goal, point, 'wrong-move');
      return lessonWrong(code, { played });
    }
    this.game.free();
    this.game = trial;
    return { outcome: 'right', played };
  }

  /** A point where `goal.color` may not play for one of `goal.codes`. */
  #banned(point, goal) {
    const color = goal.color ?? this.game.toMove;
    const refused = this.game.check(point, color);
    if (refused && goal.codes.includes(refused.code)) {
      return { ...engineWrong(refused), outcome: 'right' };
    }
    if (refused) return engineWrong(refused);
    return lessonWrong(missFor(goal, point, 'not-banned'));
  }

  /** A stone of the right group (`by: group`), or a point the count gives to `goal.owner`. */
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
    if (goal.misses?.[point] === undefined && stone !== this.stoneAt(goal.answers[0])) return lessonWrong('wrong-group');
    return lessonWrong(missFor(goal, point, 'wrong-group'));
  }

  /** One of the options; right when it is the lesson's answer and the engine's. */
  #question(option, goal) {
    const { value, details } = this.engineAnswer();
    if (option === goal.answer && value === goal.answer) return { outcome: 'right', value, details };
    if (value !== goal.answer) return lessonWrong('lesson-broken', { value, details });
    return lessonWrong(missFor(goal, option, 'wrong-answer'), { value });
  }

  /**
   * What the engine says to a `question` goal's query: `{ value, details }`, e.g. the
   * result `'W+1'` and the whole fill-the-board count.
   */
  engineAnswer() {
    const { query, requester } = this.goal.engine ?? {};
    switch (query) {
      case 'toMove':
        return { value: this.game.toMove };
      case 'score': {
        const details = this.game.score();
        return { value: details.result, details };
      }
      case 'fillCount': {
        if (!this.fillCount) throw new Error("the 'fillCount' query needs the third module's fillCount: new LessonRun(Game, lesson, { fillCount })");
        const { game } = this;
        const position = { board: game.board(), rules: game.rules, handicap: game.handicap, dead: game.deadStones(), secondPhase: game.secondPhase };
        const details = this.fillCount(position);
        return { value: details.result, details };
      }
      case 'resume':
        return {
          value: onCopy(this.game, (copy) => {
            copy.resume(requester);
            return copy.toMove;
          }),
        };
      default:
        throw new Error(`unknown engine query '${query}': use one of ${QUERIES.join(', ')}`);
    }
  }

  /** The stone on `point`: `'X'`, `'O'`, or null for an empty or unknown point. */
  stoneAt(point) {
    const at = pointIndex(point, this.game.height);
    const cell = at ? this.game.board()[at.y]?.[at.x] : undefined;
    return cell === 'X' || cell === 'O' ? cell : null;
  }

  /**
   * The group of the stone on `point` as the engine marks it dead at the end of a
   * game (the chain and its colour's other chains in the same enclosed region), on a
   * copy stopped by two passes; just the point where these rules have no marking.
   */
  groupOf(point) {
    const group = onCopy(this.game, (copy) => {
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
   */
  ownerOf(point) {
    const at = pointIndex(point, this.game.height);
    if (!at) return null;
    return this.game.score().ownership[at.y]?.[at.x] ?? null;
  }

  /**
   * The game to draw and whether it is a temporary copy the caller must free. While
   * a `find-banned` goal (or a lesson with `"marks": false`) is unsolved, the copy
   * has the same stones under rules with no bans, so no mark gives the answer away;
   * once solved, a goal's `reveal` colour shows that colour's bans, and any other
   * solved lesson none: nobody plays on, and the other side's ban on a point just
   * captured would read as the learner's.
   * @returns {{ game: object, temporary: boolean }}
   */
  display() {
    const hide = this.goal.type === 'find-banned' || this.lesson.marks === false;
    const reveal = this.goal.reveal ?? (this.goal.type === 'find-banned' ? this.goal.color : undefined);
    const noBans = { ko: 'simple', suicide: 'all' };
    if (!this.solved && hide) return { game: this.#copy(this.game.toMove, noBans), temporary: true };
    if (this.solved && !reveal) return { game: this.#copy(this.game.toMove, noBans), temporary: true };
    if (this.solved && reveal !== this.game.toMove && this.game.phase === 'playing') {
      return { game: this.#copy(reveal, {}), temporary: true };
    }
    return { game: this.game, temporary: false };
  }

  /** A fresh game with the stones as they stand, `toMove` to play, and rule overrides. */
  #copy(toMove, overrides) {
    const { game } = this;
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

/** An answer as the goal compares it: an option as given, a point in the engine's form. */
function normalizeInput(goal, input) {
  return goal.type === 'question' ? String(input) : normalize(input);
}

/** Whether a played move meets a `play` goal or sequence step. */
function reaches(spec, point, played) {
  if (spec.accept && !holds(spec.accept, point)) return false;
  if (spec.capture && !spec.capture.every((p) => holds(played.captured, normalize(p)))) return false;
  if (spec.selfCapture && !spec.selfCapture.every((p) => holds(played.selfCaptured, normalize(p)))) return false;
  if (spec.minCaptures !== undefined && played.captured.length < spec.minCaptures) return false;
  return true;
}

/** The opponent's reply to a right step: one move, or one per accepted point (`*` for any). */
function replyTo(step, point) {
  const reply = step.reply;
  if (reply === undefined || reply === null) return null;
  if (typeof reply === 'string') return reply;
  return reply[point] ?? reply['*'] ?? null;
}

/**
 * The answers that must be right, one list per way through the lesson: for a
 * `sequence`, the moves in order (each step's first accepted move, or its
 * `solution`); otherwise each solution on its own.
 * @returns {string[][]}
 */
export function solutions(lesson) {
  const goal = lesson.goal;
  switch (goal.type) {
    case 'play':
      return (goal.accept ?? [goal.solution]).map((p) => [p]);
    case 'find-banned':
    case 'choose':
      return goal.answers.map((p) => [p]);
    case 'sequence':
      return [goal.steps.map((step) => step.solution ?? step.accept[0])];
    case 'question':
      return [[goal.answer]];
    default:
      return [];
  }
}
