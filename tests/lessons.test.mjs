// Every lesson file in www/lessons/ checked against the engine (issue 13), through
// the same judge the lesson page uses (www/lessons/player/judge.js): its position
// loads, its solution is accepted and reaches the goal, every wrong answer it lists
// is refused with the reason it names, and its texts exist in English, Russian and
// Romanian. A new lesson file is picked up without touching this test.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { Game, ILLEGAL_CODES, fillCount } from './support/weiqi.mjs';
import { countsAs, GOAL_TYPES, LessonRun, QUERIES, solutions } from '../www/lessons/player/judge.js';
import { gameOptions, readMove } from '../www/lessons/player/position.js';
import { ASIDE_KEY, PROGRESS_KEY, Progress } from '../www/lessons/player/progress.js';
import { lessonTexts, lessonTitle } from '../www/lessons/player/texts.js';
import { LANGUAGES, loadLanguage, translate } from '../www/i18n.js';
import { GENERATED } from './support/generated.mjs';

// Under Node every language's table comes from the feature modules (www/i18n.js).
await Promise.all(LANGUAGES.map(loadLanguage));

const DIR = new URL('../www/lessons/', import.meta.url);
/**
 * The languages the lessons in this folder are translated into, each completely: the
 * site's other languages (www/strings/languages.js) read a lesson in English.
 */
const TRANSLATED = ['en', 'ru', 'ro'];
const FILES = readdirSync(DIR)
  .filter((name) => name.endsWith('.json') && name !== 'index.json')
  .sort();
/**
 * The index the build writes (`cargo xtask build`): each lesson's start, its position
 * read by the engine's diagram reader. A lesson is played as the page plays it: the
 * file with the index's start.
 */
const INDEX = JSON.parse(readFileSync(new URL('lessons/index.json', GENERATED), 'utf8'));
const startOf = (file) => INDEX.lessons.find((entry) => entry.file === file)?.start;
const LESSONS = FILES.map((file) => ({
  file,
  lesson: { ...JSON.parse(readFileSync(new URL(file, DIR), 'utf8')), start: startOf(file) },
}));

/** Engine codes a refused move may carry (`check`, `play`). */
const ENGINE_CODES = new Set(ILLEGAL_CODES);

/** The opponent of a colour. */
const other = (color) => (color === 'B' ? 'W' : 'B');

/** A run of `lesson` (under `rules` if given) that the callback uses; freed after. */
function withRun(lesson, rules, use) {
  const run = new LessonRun(Game, lesson, { rules, fillCount });
  try {
    return use(run);
  } finally {
    run.free();
  }
}

/** Plays `answers` in order; all but the last must be `next` steps. Returns the last verdict. */
function answerAll(run, answers, label) {
  let verdict;
  answers.forEach((answer, i) => {
    verdict = run.answer(answer);
    if (i < answers.length - 1) assert.equal(verdict.outcome, 'next', `${label}: step ${i + 1} (${answer}): ${JSON.stringify(verdict)}`);
  });
  return verdict;
}

/** Plays a move string (`'W G2'`), out of turn if need be; returns what it did (`lastPlay()`). */
function playMove(game, text) {
  const { color, point } = readMove(text);
  game.play(point, color);
  return game.lastPlay();
}

test('there are lessons, with unique ids, one per file', () => {
  assert.ok(LESSONS.length >= 15, `only ${LESSONS.length} lesson files`);
  for (const { file, lesson } of LESSONS) assert.ok(lesson.start, `${file}: no start in index.json (run cargo xtask build)`);
  const ids = LESSONS.map(({ lesson }) => lesson.id);
  assert.equal(new Set(ids).size, ids.length, `duplicate ids: ${ids}`);
});

test('the lessons cover the guide and the Ing, Simplified Ing and Russian specifics', () => {
  const topics = new Set(LESSONS.map(({ lesson }) => lesson.topic));
  for (const topic of [
    'capture', 'capture-group', 'illegal-point', 'capture-makes-legal', 'ko', 'end-of-game',
    'two-eyes', 'false-eyes', 'handicap', 'komi', 'seki', 'superko', 'ing-counting',
    'ing-group-suicide', 'sir-resumption',
  ]) {
    assert.ok(topics.has(topic), `no lesson on ${topic}`);
  }
});

for (const { file, lesson } of LESSONS) {
  describe(file, () => {
    const goal = lesson.goal;

    test('has the required fields and a known goal type', () => {
      for (const field of ['id', 'topic', 'rules']) {
        assert.equal(typeof lesson[field], 'string', field);
        assert.ok(lesson[field].length > 0, field);
      }
      assert.equal(typeof lesson.order, 'number');
      assert.ok(GOAL_TYPES.includes(goal?.type), `goal type ${goal?.type}`);
      assert.ok(Array.isArray(lesson.wrong) && lesson.wrong.length > 0, 'at least one wrong answer');
      if (goal.type === 'question') {
        assert.ok(QUERIES.includes(goal.engine?.query), `engine query ${goal.engine?.query}`);
        assert.ok(goal.options.includes(goal.answer), 'the answer is one of the options');
      }
      if (goal.type === 'find-banned') assert.ok(goal.codes.length > 0);
    });

    test('has every text in English, Russian and Romanian', () => {
      const en = lesson.text.en;
      for (const lang of TRANSLATED) {
        const text = lesson.text[lang];
        assert.ok(text, `no ${lang} texts`);
        for (const field of ['title', 'goal', 'success']) {
          assert.equal(typeof text[field], 'string', `${lang}.${field}`);
          assert.ok(text[field].trim().length > 0, `${lang}.${field} is empty`);
        }
        assert.ok(Array.isArray(text.hints) && text.hints.length > 0, `${lang}.hints`);
        assert.equal(text.hints.length, en.hints.length, `${lang}: as many hints as English`);
        for (const hint of text.hints) assert.ok(hint.trim().length > 0, `${lang}: empty hint`);
        assert.deepEqual(Object.keys(text.why ?? {}).sort(), Object.keys(en.why ?? {}).sort(), `${lang}.why keys`);
        for (const why of Object.values(text.why ?? {})) assert.ok(why.trim().length > 0, `${lang}: empty why`);
        assert.equal((text.steps ?? []).length, (en.steps ?? []).length, `${lang}.steps`);
      }
      if (goal.type === 'sequence' && en.steps) assert.equal(en.steps.length, goal.steps.length);
      // Non-Latin script where it belongs: the Russian texts are not English copies.
      assert.match(lesson.text.ru.title + lesson.text.ru.goal, /[а-яё]/i, 'Russian text');
      assert.notEqual(lesson.text.ro.goal, en.goal, 'Romanian goal is not the English one');
    });

    test('its position loads as written', () => {
      const options = gameOptions(lesson);
      const game = new Game(options);
      try {
        if (lesson.position) {
          const rows = game.board();
          const expected = lesson.position.map((row) => row.replace(/\s+/g, ''));
          assert.deepEqual(rows, expected);
        }
        for (const move of lesson.moves ?? []) playMove(game, move);
      } finally {
        game.free();
      }
      withRun(lesson, undefined, (run) => {
        assert.equal(run.solved, false);
        assert.ok(run.game.width > 0);
      });
    });

    test('its solution is accepted by the engine and reaches the goal', () => {
      for (const path of solutions(lesson)) {
        withRun(lesson, undefined, (run) => {
          const before = run.game.board();
          if (goal.type === 'find-banned') {
            // RULES R0.5, R1.4, R2.2, R3.3: the engine's own ban list names the point.
            const color = goal.color ?? run.game.toMove;
            if (color === run.game.toMove) {
              const ban = run.game.bans().find((b) => b.point === path[0]);
              assert.ok(ban && goal.codes.includes(ban.code), `${path[0]} banned in bans(): ${JSON.stringify(ban)}`);
            }
          }
          const verdict = answerAll(run, path, file);
          assert.equal(verdict.outcome, 'right', `${path.join(' ')}: ${JSON.stringify(verdict)}`);
          assert.ok(run.solved);
          switch (goal.type) {
            case 'play':
            case 'sequence': {
              const spec = goal.type === 'play' ? goal : goal.steps.at(-1);
              for (const p of spec.capture ?? []) assert.ok(verdict.played.captured.includes(p), `captures ${p}`);
              for (const p of spec.capture ?? []) assert.equal(run.stoneAt(p), null, `${p} is off the board`);
              for (const p of spec.selfCapture ?? []) assert.ok(verdict.played.selfCaptured.includes(p), `removes ${p}`);
              if (path.at(-1) !== 'pass') assert.notDeepEqual(run.game.board(), before, 'the board changed');
              break;
            }
            case 'find-banned':
              assert.ok(goal.codes.includes(verdict.code), verdict.code);
              assert.deepEqual(run.game.board(), before, 'finding a ban plays nothing');
              break;
            case 'choose':
              if (goal.by === 'group') {
                // The data lists exactly the stones the engine treats as one group.
                const group = run.groupOf(path[0]).slice().sort();
                assert.deepEqual(group, goal.answers.slice().sort(), 'the answer is one whole group');
                // Two eyes (RULES R0.5): the opponent may play in none of them.
                const opponent = other(run.stoneAt(path[0]) === 'X' ? 'B' : 'W');
                for (const eye of goal.eyes ?? []) {
                  assert.equal(run.game.check(eye, opponent)?.code, 'suicide', `${eye} is an eye`);
                }
              } else {
                assert.ok(countsAs(run.ownerOf(path[0]), goal.owner), `${run.ownerOf(path[0])} for ${goal.owner}`);
              }
              break;
            case 'question':
              assert.equal(run.engineAnswer().value, goal.answer, 'the engine gives the lesson\'s answer');
              break;
            default:
              assert.fail(`goal type ${goal.type}`);
          }
          assert.equal(run.answer(path.at(-1)).outcome, 'solved', 'a solved lesson takes no more answers');
        });
      }
    });

    test('every wrong answer is refused with its reason', () => {
      for (const wrong of lesson.wrong) {
        const label = `${wrong.answer}${wrong.rules ? ` under ${wrong.rules}` : ''}`;
        withRun(lesson, wrong.rules, (run) => {
          const path = solutions(lesson)[0];
          for (const [i, answer] of path.slice(0, wrong.step ?? 0).entries()) {
            assert.equal(run.answer(answer).outcome, 'next', `${label}: step ${i + 1} (${answer})`);
          }
          assert.equal(run.step, wrong.step ?? 0, `${label}: at step ${wrong.step ?? 0}`);
          const before = run.game.board();
          const moves = run.game.moveNumber;
          const verdict = run.answer(wrong.answer);
          assert.equal(verdict.outcome, 'wrong', `${label}: ${JSON.stringify(verdict)}`);
          assert.equal(verdict.code, wrong.reason, `${label}: ${verdict.message ?? ''}`);
          assert.equal(run.solved, false);
          assert.deepEqual(run.game.board(), before, `${label}: a wrong answer changes nothing`);
          assert.equal(run.game.moveNumber, moves);
          if (verdict.source === 'engine') {
            assert.ok(ENGINE_CODES.has(verdict.code), verdict.code);
            assert.ok(verdict.message.length > 0);
          } else {
            // A lesson-level reason has words: the lesson's own, or the player's.
            const own = lesson.text.en.why?.[wrong.reason];
            for (const lang of TRANSLATED) {
              const words = lesson.text[lang].why?.[wrong.reason] ?? translate(lang, 'lessonReason', wrong.reason);
              assert.ok(own || words !== translate(lang, 'lessonReason', '?'), `${lang}: no words for ${wrong.reason}`);
            }
          }
          if (wrong.refute) {
            // The wrong answer, shown to fail: after it (and these moves) its stone is gone.
            const game = run.game.clone();
            try {
              if (goal.type !== 'choose') game.play(wrong.answer);
              let captured = [];
              for (const move of wrong.refute) captured = playMove(game, move).captured;
              assert.ok(captured.includes(wrong.answer), `${label}: the refutation captures ${wrong.answer}`);
            } finally {
              game.free();
            }
          }
        });
      }
    });
  });
}

// The judge itself: a lesson whose data is wrong must fail, or the tests above prove nothing.
test('a language a lesson lacks, whole or in part, reads it in English', () => {
  assert.deepEqual(TRANSLATED.filter((lang) => !LANGUAGES.includes(lang)), [], 'translated into languages of the site');
  const { lesson } = LESSONS[0];
  const en = lesson.text.en;
  assert.deepEqual(lessonTexts(lesson, 'xx'), en, 'a language the lesson does not have');
  const partial = { ...lesson, text: { en: { ...en, why: { a: 'A', b: 'B' } }, ru: { title: 'Только заголовок', why: { a: 'А' } } } };
  const texts = lessonTexts(partial, 'ru');
  assert.equal(texts.title, 'Только заголовок');
  assert.equal(texts.goal, en.goal);
  assert.deepEqual(texts.hints, en.hints);
  assert.deepEqual(texts.why, { a: 'А', b: 'B' }, 'reason by reason');
  const ru = lessonTexts(lesson, 'ru');
  for (const field of ['title', 'goal', 'success', 'hints']) assert.deepEqual(ru[field], lesson.text.ru[field], `ru.${field}`);
  assert.equal(lessonTitle({ title: { en: 'Atari', ro: 'Atari (ro)' } }, 'ru'), 'Atari');
  assert.equal(lessonTitle({ title: { en: 'Atari', ro: 'Atari (ro)' } }, 'ro'), 'Atari (ro)');
});

describe('the judge', () => {
  // . . . . .
  // . . X . .
  // . X O X .
  // . . . . .
  // . . . . .
  const base = {
    id: 't', order: 0, topic: 't', rules: 'japanese', size: 5,
    start: { width: 5, height: 5, setup: { black: ['C4', 'B3', 'D3'], white: ['C3'] }, toMove: 'B' },
  };

  test('a capture goal is only reached by capturing (RULES R0.5)', () => {
    const lesson = { ...base, goal: { type: 'play', capture: ['C3'], solution: 'C2', miss: 'no-capture' } };
    withRun(lesson, undefined, (run) => {
      const missed = run.answer('B2');
      assert.deepEqual([missed.outcome, missed.source, missed.code], ['wrong', 'lesson', 'no-capture']);
      assert.equal(run.answer('C3').code, 'occupied');
      assert.equal(run.answer('c2').outcome, 'right');
      assert.equal(run.stoneAt('C3'), null);
    });
    const wrongData = { ...base, goal: { type: 'play', capture: ['C4'], solution: 'C2', miss: 'no-capture' } };
    withRun(wrongData, undefined, (run) => assert.equal(run.answer('C2').outcome, 'wrong'));
  });

  test('a solved capture shows no ban: the point captured is not marked for anyone (RULES R1.3)', () => {
    const lesson = { ...base, goal: { type: 'play', capture: ['C3'], solution: 'C2', miss: 'no-capture' } };
    withRun(lesson, undefined, (run) => {
      assert.equal(run.display().temporary, false, 'while solving, the game itself with its bans');
      assert.equal(run.answer('C2').outcome, 'right');
      // The game goes on for White, to whom the empty C3 is suicide …
      assert.deepEqual(run.game.bans().map((b) => [b.point, b.code]), [['C3', 'suicide']]);
      // … but the solved lesson's board shows the stones with no ban at all.
      const shown = run.display();
      assert.ok(shown.temporary);
      assert.deepEqual(shown.game.bans(), []);
      assert.deepEqual(shown.game.board(), run.game.board());
      shown.game.free();
    });
  });

  test('find-banned hides the ban marks until solved, then shows them', () => {
    const lesson = {
      // . X . . .
      // X . . . .
      ...base,
      start: { width: 5, height: 5, setup: { black: ['B5', 'A4'], white: [] }, toMove: 'W' },
      goal: { type: 'find-banned', color: 'W', codes: ['suicide'], answers: ['A5'] },
    };
    withRun(lesson, undefined, (run) => {
      const hidden = run.display();
      assert.ok(hidden.temporary);
      assert.deepEqual(hidden.game.bans(), []);
      hidden.game.free();
      assert.equal(run.answer('C3').code, 'not-banned');
      assert.equal(run.answer('A5').outcome, 'right');
      const shown = run.display();
      assert.equal(shown.temporary, false);
      assert.deepEqual(shown.game.bans().map((b) => [b.point, b.code]), [['A5', 'suicide']]);
    });
  });

  test('a question is right only when the data and the engine agree', () => {
    const lesson = { ...base, goal: { type: 'question', options: ['B', 'W'], answer: 'W', engine: { query: 'toMove' } } };
    withRun(lesson, undefined, (run) => {
      assert.equal(run.answer('W').code, 'lesson-broken');
      assert.equal(run.answer('B').outcome, 'wrong');
    });
  });
});

// Progress on the device: remembered, tolerant of blocked storage, and never written
// over a value it cannot read.
describe('progress', () => {
  /** A Storage stand-in over a Map. */
  const storage = (items = {}) => {
    const map = new Map(Object.entries(items));
    return { map, getItem: (k) => (map.has(k) ? map.get(k) : null), setItem: (k, v) => map.set(k, String(v)) };
  };

  test('is remembered on the device', () => {
    const device = storage();
    assert.equal(new Progress(device).mark('ko'), true);
    new Progress(device).mark('atari');
    const again = new Progress(device);
    assert.ok(again.has('ko') && again.has('atari') && !again.has('seki'));
    assert.deepEqual(JSON.parse(device.map.get(PROGRESS_KEY)), { done: ['atari', 'ko'] });
  });

  test('blocked storage: the progress holds for the visit', () => {
    const fail = () => {
      throw new Error('SecurityError');
    };
    for (const blocked of [{ getItem: fail, setItem: fail }, null]) {
      const progress = new Progress(blocked);
      assert.equal(progress.mark('ko'), false);
      assert.ok(progress.has('ko'));
    }
  });

  test('an unreadable value is kept aside, not written over', () => {
    const device = storage({ [PROGRESS_KEY]: '{ not json' });
    const progress = new Progress(device);
    assert.equal(progress.has('ko'), false);
    assert.equal(progress.mark('ko'), true);
    assert.equal(device.map.get(ASIDE_KEY), '{ not json');
    assert.deepEqual(JSON.parse(device.map.get(PROGRESS_KEY)), { done: ['ko'] });
  });
});
