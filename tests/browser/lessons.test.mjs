// The lessons page in headless Chromium (issue 13): one lesson played through in each
// language, as a learner does, by clicking (desktop) or tapping (phone) the board: a
// wrong move and its reason in that language, the right move and the success text,
// and the progress mark still there after a reload. Screenshots go to
// target/artifacts/.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, drawn, screenshot, siteUrl, useBrowser, watchedPage } from './support.mjs';
import { Game, fillCount } from '../support/weiqi.mjs';
import { sitePath } from '../support/generated.mjs';
import { LANGUAGES, loadLanguage, translate } from '../../www/i18n.js';
import { LessonRun } from '../../www/lessons/player/judge.js';

// Under Node every language's table comes from the feature modules (www/i18n.js).
await Promise.all(LANGUAGES.map(loadLanguage));

// The lessons are in www/, their index where the build writes it (target/www-gen/).
const readJson = (name) => JSON.parse(readFileSync(sitePath(`lessons/${name}`), 'utf8'));
/** A lesson as the page plays it: the file, with the start the build wrote into the index. */
const lessonFile = (name) => ({ ...readJson(name), start: readJson('index.json').lessons.find((e) => e.file === name)?.start });

/** RULES R0.5 (a capture comes first), R4.1: D5 captures; A1 is suicide; D3 captures nothing. */
const LESSON = lessonFile('04-capture-makes-legal.json');
const COUNT = lessonFile('13-ing-counting.json');

/** The engine's verdict on `answer` in `lesson` (Node side: what the page must say). */
function verdictOf(lesson, answer) {
  const run = new LessonRun(Game, lesson, { fillCount });
  try {
    return run.answer(answer);
  } finally {
    run.free();
  }
}

const browser = useBrowser();

/** Opens lessons.html in a new context and waits until the page is ready. */
async function openLessons(context) {
  const page = await watchedPage(context);
  await page.goto(new URL('lessons.html', await siteUrl()).href);
  await ready(page);
  return page;
}

/** Waits for the page to be ready and the board drawn. */
async function ready(page) {
  await page.waitForFunction(() => window.weiqiLessonsReady === true, null, { timeout: 30_000 });
  await drawn(page);
}

/** Where `point` is drawn in the window, scrolled into the middle of it first. */
async function pointPosition(page, point) {
  const center = await page.evaluate((p) => {
    const at = window.weiqiLessons.view.pointCenter(p);
    if (!at) return null;
    const box = document.getElementById('board').getBoundingClientRect();
    window.scrollBy(0, box.top + at[1] - window.innerHeight / 2);
    return Array.from(at);
  }, point);
  assert.ok(center, `${point} is not on the board`);
  const box = await page.locator('#board').boundingBox();
  return { x: box.x + center[0], y: box.y + center[1] };
}

/** Answers with `point`: a click with the mouse, or two taps on a touch screen. */
async function answerAt(page, point, touch) {
  const { x, y } = await pointPosition(page, point);
  if (touch) {
    await page.touchscreen.tap(x, y);
    await drawn(page);
    await page.touchscreen.tap(x, y);
  } else {
    await page.mouse.click(x, y);
  }
  await drawn(page);
}

/** The feedback line: its state and words. */
async function feedback(page) {
  const box = page.locator('#lesson-feedback');
  return { state: await box.getAttribute('data-state'), text: (await box.textContent()).trim() };
}

/** Opens the lesson `id` from the list. */
async function pick(page, id) {
  await page.click(`#lesson-list [data-lesson="${id}"]`);
  await page.waitForSelector(`#lesson[data-lesson="${id}"]`);
  await drawn(page);
}

const RUNS = [
  { lang: 'en', device: DESKTOP, touch: false },
  { lang: 'ru', device: DESKTOP, touch: false },
  { lang: 'ro', device: PHONE, touch: true },
];

describe('a lesson played through', () => {
  for (const { lang, device, touch } of RUNS) {
    test(`in ${lang}: wrong moves explained, the right one accepted, progress kept`, async () => {
      const context = await browser.newContext(device);
      const page = await openLessons(context);
      await page.selectOption('#language', lang);
      await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      await pick(page, LESSON.id);
      const texts = LESSON.text[lang];
      assert.equal((await page.locator('#lesson-title').textContent()).trim(), texts.title);
      assert.equal((await page.locator('#lesson-goal').textContent()).trim(), texts.goal);
      const total = await page.locator('#lesson-list [data-lesson]').count();
      assert.ok(total >= 15, `${total} lessons listed`);

      // A refused move: the engine's reason in the board's words, then the lesson's.
      const suicide = verdictOf(LESSON, 'A1');
      assert.equal(suicide.code, 'suicide');
      await answerAt(page, 'A1', touch);
      const refused = await feedback(page);
      assert.equal(refused.state, 'wrong');
      const explained = translate(lang, 'explain', 'suicide', suicide.message, suicide.moveNumber).replace(/(?<![.!?…])$/, '.');
      assert.equal(refused.text, `${explained} ${texts.why.suicide} ${translate(lang, 'lessonsTryAgain')}`);
      // A legal move that misses the goal: the lesson's own reason.
      await answerAt(page, 'D3', touch);
      const missed = await feedback(page);
      assert.equal(missed.state, 'wrong');
      assert.equal(missed.text, `${texts.why['no-capture']} ${translate(lang, 'lessonsTryAgain')}`);
      if (lang === 'ru') assert.match(refused.text + missed.text, /[а-яё]{4}/i);
      if (lang !== 'en') assert.notEqual(missed.text, `${LESSON.text.en.why['no-capture']} Try again.`);

      // The right move: the stones go, success is said, the list marks it done.
      await answerAt(page, 'D5', touch);
      const right = await feedback(page);
      assert.equal(right.state, 'right');
      assert.ok(right.text.includes(texts.success), right.text);
      const board = await page.evaluate(() => window.weiqiLessons.current.run.game.board());
      assert.equal(board[2], '.X.X.X.', 'C5 and E5 are captured');
      const item = page.locator(`#lesson-list [data-lesson="${LESSON.id}"]`);
      assert.equal(await item.getAttribute('data-done'), 'true');
      assert.equal(await page.locator('#lesson-next').getAttribute('class'), 'primary');
      await screenshot(page, `lessons-${lang}-${touch ? 'phone' : 'desktop'}`);

      // A reload keeps the language and the progress (this device's storage).
      await page.reload();
      await ready(page);
      assert.equal(await page.locator('html').getAttribute('lang'), lang);
      assert.equal(await item.getAttribute('data-done'), 'true');
      assert.equal(
        (await page.locator('#lesson-progress').textContent()).trim(),
        translate(lang, 'lessonsProgress', 1, total),
      );
      assert.deepEqual(page.problems, []);
      await context.close();
    });
  }
});

/**
 * How many device pixels within a third of a cell of `point` have the ban marks'
 * colour on the lessons board (as support.mjs `banInk` reads the app's).
 */
function banInk(page, point) {
  return page.evaluate((p) => {
    const canvas = document.getElementById('board');
    const { view } = window.weiqiLessons;
    const [cx, cy] = Array.from(view.pointCenter(p));
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    const [a, b] = [Array.from(view.pointCenter('A1')), Array.from(view.pointCenter('B1'))];
    const reach = Math.round(((b[0] - a[0]) / 3) * scale);
    const data = canvas.getContext('2d').getImageData(Math.round(cx * scale) - reach, Math.round(cy * scale) - reach, 2 * reach, 2 * reach).data;
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] > 110 && data[i] < 200 && data[i + 1] < 40 && data[i + 2] < 60) ink += 1;
    }
    return ink;
  }, point);
}

describe('on a phone', () => {
  const ATARI = lessonFile('01-atari.json');

  test('a first tap says to tap again, as the board page does; a solved capture leaves no ban mark', async () => {
    const context = await browser.newContext(PHONE);
    const page = await openLessons(context);
    await page.selectOption('#language', 'en');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await pick(page, ATARI.id);
    const { x, y } = await pointPosition(page, 'D3');
    await page.touchscreen.tap(x, y);
    await drawn(page);
    assert.deepEqual(await feedback(page), { state: 'preview', text: translate('en', 'tapAgain', 'D3', 'B') });
    await screenshot(page, 'lessons-phone-first-tap');
    await page.touchscreen.tap(x, y);
    await drawn(page);
    const right = await feedback(page);
    assert.equal(right.state, 'right');
    assert.ok(right.text.includes(ATARI.text.en.success), right.text);
    // White may not play the point just captured (suicide, RULES R1.3): the game knows,
    // but the solved lesson's board marks no ban there.
    const bans = await page.evaluate(() => window.weiqiLessons.current.run.game.bans().map((b) => `${b.point} ${b.code}`));
    assert.deepEqual(bans, ['D4 suicide']);
    assert.equal(await banInk(page, 'D4'), 0, 'no ban mark on D4');
    await screenshot(page, 'lessons-phone-solved-capture');
    // A solved lesson takes no more taps: no preview, no note.
    const other = await pointPosition(page, 'B2');
    await page.touchscreen.tap(other.x, other.y);
    await drawn(page);
    assert.equal((await feedback(page)).state, 'right');
    assert.deepEqual(page.problems, []);
    await context.close();
  });
});

describe('other lessons', () => {
  test('a question: the Ing count, answered with the options (RULES R1.7, R1.9)', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await openLessons(context);
    await page.selectOption('#language', 'en');
    await page.waitForFunction((wanted) => document.documentElement.lang === wanted, 'en');
    await pick(page, COUNT.id);
    assert.equal(await page.locator('.lesson-option').count(), COUNT.goal.options.length);
    await page.click('.lesson-option[data-option="B+8"]');
    const wrong = await feedback(page);
    assert.equal(wrong.state, 'wrong');
    assert.equal(wrong.text, `${translate('en', 'lessonReason', 'forgot-komi')} Try again.`);
    await page.click('.lesson-option[data-option="B+0"]');
    const right = await feedback(page);
    assert.equal(right.state, 'right');
    assert.ok(right.text.includes(COUNT.text.en.success));
    // The engine's count, summed up: 4 compensation stones, nothing left, B+0.
    assert.ok(right.text.includes('4 compensation stones, 0 winning points, 0 losing stones: B+0'), right.text);
    assert.deepEqual(page.problems, []);
    await context.close();
  });

  test('the board page links to the lessons', async () => {
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    await page.goto(await siteUrl());
    const link = page.locator('#lessons-link');
    await page.waitForFunction(() => document.getElementById('lessons-link')?.textContent !== '');
    assert.equal(await link.textContent(), 'Lessons');
    await link.click();
    await ready(page);
    assert.ok(page.url().includes('lessons.html'));
    await context.close();
  });
});
