// Every language's strings fit the page, measured: at 320×568 (a small phone, touch)
// and 1280×800, in English, Russian and Romanian, the document is no wider than the
// window and no control (button, link, picker, disclosure) has text wider than its
// box or sticks out of the window — on the page as it opens, in the New game dialog,
// with the end-of-game panel of a stopped game, and on the lessons page. On the
// phone the header stays two rows high. Screenshots in target/artifacts/fit-*.png.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { LANGUAGES } from '../../www/strings/languages.js';
import { DESKTOP, chooseComputer, drawn, screenshot, siteUrl, useBrowser, watchedPage } from './support.mjs';

const browser = useBrowser();

/** The smallest phone the page is made for. */
const SMALL_PHONE = { viewport: { width: 320, height: 568 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const DEVICES = { '320x568': SMALL_PHONE, '1280x800': DESKTOP };

/**
 * The header's most on a phone: two rows of 44 px controls (title, Lessons, New game;
 * the game line beside the language picker), their gap and the padding.
 */
const PHONE_HEADER_MAX = 112;

/** Opens `path` of the site in `lang` on `device`, ready. */
async function open(device, lang, path = '') {
  const context = await browser.newContext(device);
  await context.addInitScript((l) => localStorage.setItem('weiqi.language', l), lang);
  const page = await watchedPage(context);
  await page.goto(new URL(path, await siteUrl()).href);
  await page.waitForFunction(() => window.weiqiReady === true || window.weiqiLessonsReady === true, null, { timeout: 30_000 });
  await drawn(page);
  assert.equal(await page.locator('html').getAttribute('lang'), lang);
  return page;
}

/**
 * What does not fit in the window of `width` CSS px: the document's width, and each
 * control shown whose text is wider than its box or whose box leaves the window.
 */
function misfits(page, width) {
  return page.evaluate((width) => {
    const found = [];
    const doc = document.documentElement.scrollWidth;
    if (doc > width) found.push(`the document is ${doc} px wide`);
    const controls = document.querySelectorAll('button, select, a.button-link, summary, .lesson-link, label');
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || el.closest('[hidden], dialog:not([open])')) continue;
      const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${el.textContent.trim().slice(0, 40)}"`;
      // A picker's text is drawn by the browser inside its box: its box is what counts.
      if (el.tagName !== 'SELECT' && el.scrollWidth > el.clientWidth + 1) found.push(`${name}: text ${el.scrollWidth} px in ${el.clientWidth} px`);
      if (box.left < -0.5 || box.right > width + 0.5) found.push(`${name}: from ${Math.round(box.left)} to ${Math.round(box.right)} px`);
    }
    return found;
  }, width);
}

describe('every language fits', () => {
  for (const lang of LANGUAGES) {
    for (const [size, device] of Object.entries(DEVICES)) {
      test(`${lang} at ${size}: the page, the New game dialog, the stop's panel, the lessons`, async () => {
        const { width } = device.viewport;
        const page = await open(device, lang);
        assert.deepEqual(await misfits(page, width), [], 'the page as it opens');
        if (device === SMALL_PHONE) {
          const header = await page.locator('.bar').boundingBox();
          assert.ok(header.height <= PHONE_HEADER_MAX, `the header is ${header.height} px high`);
        }
        await screenshot(page, `fit-${lang}-${size}`);

        await page.click('#new-game-button');
        await chooseComputer(page);
        await page.locator('.rank-calculator > summary').click();
        assert.deepEqual(await misfits(page, width), [], 'the New game dialog');
        await screenshot(page, `fit-${lang}-${size}-new-game`);
        await page.click('#new-game-cancel');

        // Two passes stop play: the panel to mark dead stones and agree or resume.
        await page.evaluate(() => {
          window.weiqiApp.pass();
          window.weiqiApp.pass();
        });
        await page.waitForSelector('#end-game:not([hidden])');
        await drawn(page);
        assert.deepEqual(await misfits(page, width), [], 'the stop\'s panel');
        await page.locator('#end-game').scrollIntoViewIfNeeded();
        await screenshot(page, `fit-${lang}-${size}-stopped`);
        assert.deepEqual(page.problems, []);
        await page.context().close();

        const lessons = await open(device, lang, 'lessons.html');
        assert.deepEqual(await misfits(lessons, width), [], 'the lessons page');
        await screenshot(lessons, `fit-${lang}-${size}-lessons`);
        assert.deepEqual(lessons.problems, []);
        await lessons.context().close();
      });
    }
  }
});
