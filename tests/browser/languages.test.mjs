// The page in English, Russian and Romanian (issue 8): the language comes from the
// browser or the picker (remembered), switches in place without a reload, and leaves
// no English behind — in the text, the labels and titles, the legend, the New game
// dialog, a ban's explanation and the status line after a pass.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { MODULES } from '../../www/strings/index.js';
import { argumentLists } from '../support/string-samples.mjs';
import {
  DESKTOP,
  clickPoint,
  drawn,
  hoverPoint,
  newGame,
  openPage,
  useBrowser,
} from './support.mjs';

// A ko on 9×9 (RULES R4.2): after these moves Black may not retake at E4 at once.
const KO = ['D5', 'E5', 'C4', 'F4', 'D3', 'E3', 'E4', 'D4'];

const browser = useBrowser();

/** Every output of `key` in `lang` for the test's argument lists. */
function outputs(lang, module, key) {
  const entry = module[lang][key];
  if (typeof entry !== 'function') return [entry];
  return argumentLists(key, module.en[key]).map((args) => {
    try {
      return entry(...args);
    } catch {
      return undefined;
    }
  });
}

/** Escapes `text` for a regular expression. */
const literal = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` holds `value` as whole words. */
const holds = (text, value) => new RegExp(`(^|[^\\p{L}])${literal(value)}($|[^\\p{L}])`, 'u').test(text);

/**
 * English texts that must not show in `lang`: every English string of the tables (and
 * function entry, called with sample arguments) that the language says otherwise. And
 * the texts the two languages share (AGA, Weiqi, Tromp–Taylor, Komi …), which may.
 */
function englishOf(lang) {
  const english = new Set();
  const shared = new Set();
  const theirs = [];
  for (const module of Object.values(MODULES)) {
    for (const key of Object.keys(module.en)) {
      const [en, other] = [outputs('en', module, key), outputs(lang, module, key)];
      theirs.push(...other.filter((text) => typeof text === 'string'));
      en.forEach((text, i) => {
        if (typeof text !== 'string') return;
        if (text === other[i]) shared.add(text);
        else if (/[A-Za-z]{3}/.test(text)) english.add(text);
      });
    }
  }
  // English words the language itself uses (Romanian "Regulile Ing (SST)") are its own.
  for (const text of english) {
    if (shared.has(text) || theirs.some((own) => holds(own, text))) english.delete(text);
  }
  return { english, shared };
}

/**
 * The page's text as a person or a screen reader meets it: visible text, labels,
 * titles; without the elements `skip` matches.
 */
async function pageTexts(page, skip = null) {
  return page.evaluate((skip) => {
    const texts = new Set();
    const add = (text) => {
      const clean = (text ?? '').replace(/\s+/g, ' ').trim();
      if (clean) texts.add(clean);
    };
    const shown = (el) => el.checkVisibility();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest('script, style, template') || (skip && el.closest(skip))) continue;
      const owner = el.tagName === 'OPTION' ? el.closest('select') : el;
      if (owner && shown(owner)) add(node.textContent);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder], [alt], [aria-roledescription]')) {
      if (!shown(el)) continue;
      for (const name of ['aria-label', 'title', 'placeholder', 'alt', 'aria-roledescription']) add(el.getAttribute(name));
    }
    add(document.title);
    return [...texts];
  }, skip);
}

/** Picks `lang` in the header and waits until its strings are loaded and shown. */
async function switchTo(page, lang) {
  await page.selectOption('#language', lang);
  await page.waitForFunction((wanted) => document.documentElement.lang === wanted, lang);
}

/**
 * Switches the page to `lang` with the picker and checks that no English is left:
 * no English table value anywhere in it, and no text of the English page `before`
 * still there unless the languages share it (a point name, AGA, 9×9 …).
 */
async function assertNoEnglish(page, lang, before, where) {
  await switchTo(page, lang);
  await drawn(page);
  const texts = await pageTexts(page);
  assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
  const { english, shared } = englishOf(lang);
  const leftovers = [];
  for (const value of english) {
    for (const text of texts) if (holds(text, value)) leftovers.push(`"${value}" in "${text}"`);
  }
  for (const text of before) {
    const untranslatable = !/[A-Za-z]{2}/.test(text) || /^[A-HJ-Z]\d{1,2}$/.test(text) || shared.has(text);
    if (!untranslatable && texts.includes(text)) leftovers.push(`"${text}" unchanged`);
  }
  assert.deepEqual(leftovers, [], `${where} in ${lang}`);
  return texts;
}

/** Checks the page in Russian and Romanian against its English `before`, then back. */
async function checkEveryLanguage(page, where, prepare = async () => {}) {
  const before = await pageTexts(page);
  const quiet = await pageTexts(page, '#announcer');
  const seen = {};
  for (const lang of ['ru', 'ro']) {
    await prepare();
    seen[lang] = await assertNoEnglish(page, lang, before, where);
  }
  await switchTo(page, 'en');
  await prepare();
  // Back in English, as it was (the live region was emptied at the switch).
  const back = await pageTexts(page, '#announcer');
  assert.deepEqual(back.sort(), quiet.sort(), `${where}: back in English`);
  return seen;
}

describe('three languages', () => {
  test('the board, legend and a ban explanation on hover switch in place (RULES R4.2)', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'japanese', width: 9 });
    for (const point of KO) await clickPoint(page, point);
    await hoverPoint(page, 'E4');
    assert.match(await page.locator('#explain').textContent(), /^Ko: retaking at once/);
    const reloads = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && reloads.push(frame.url()));
    const seen = await checkEveryLanguage(page, 'board with a ko');
    assert.deepEqual(reloads, [], 'no reload');
    assert.ok(seen.ru.includes('Ко: немедленное взятие повторило бы позицию. Сначала сыграйте в другом месте.'), seen.ru.join(' | '));
    assert.ok(seen.ru.includes('Ко: сразу отбивать нельзя'), 'the legend');
    assert.ok(seen.ro.includes('Ko: recapturarea imediată ar repeta poziția. Jucați mai întâi în altă parte.'));
    assert.ok(seen.ro.includes('Mută negrul'), 'the status line');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the status line and the note after a pass', async () => {
    const page = await openPage(browser, DESKTOP);
    await newGame(page, { rules: 'chinese', width: 9, handicap: 2 });
    await page.click('#pass');
    await drawn(page);
    assert.equal((await page.locator('#explain').textContent()).trim(), 'White passed.');
    const seen = await checkEveryLanguage(page, 'after a pass');
    assert.ok(seen.ru.includes('Белые спасовали.'), seen.ru.join(' | '));
    assert.ok(seen.ru.includes('Китайские · 9×9 · коми 7,5 · фора 2'), 'the game line');
    assert.ok(seen.ro.includes('Albul a dat pas.'));
    assert.ok(seen.ro.includes('Prizonieri: negrul 0, albul 0'));
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the New game dialog: rule names, description, fields', async () => {
    const page = await openPage(browser, DESKTOP);
    const open = async () => {
      if (await page.locator('#new-game').isVisible()) await page.click('#new-game-cancel');
      await page.click('#new-game-button');
      await page.selectOption('#rules', 'ing');
    };
    await open();
    assert.match(await page.locator('#rules-description').textContent(), /^Ing SST laws/);
    await page.click('#new-game-cancel');
    // The picker is outside the modal dialog: close it, switch, open again.
    const before = await (async () => {
      await open();
      const texts = await pageTexts(page);
      await page.click('#new-game-cancel');
      return texts;
    })();
    for (const lang of ['ru', 'ro']) {
      await switchTo(page, lang);
      await open();
      const texts = await pageTexts(page);
      await page.click('#new-game-cancel');
      await switchTo(page, 'en');
      // The same checks as assertNoEnglish, on the dialog's texts.
      const { english, shared } = englishOf(lang);
      const leftovers = [...english].filter((value) => texts.some((text) => holds(text, value)));
      for (const text of before) {
        if (/[A-Za-z]{2}/.test(text) && !shared.has(text) && texts.includes(text)) leftovers.push(`"${text}" unchanged`);
      }
      assert.deepEqual(leftovers, [], `dialog in ${lang}`);
      const description = lang === 'ru' ? /^Законы Инга \(SST\)/ : /^Legile SST ale lui Ing/;
      assert.ok(texts.some((text) => description.test(text)), texts.join(' | '));
      assert.ok(texts.includes(lang === 'ru' ? 'Упрощённые правила Инга (EGF)' : 'Regulile Ing simplificate (EGF)'));
    }
    // A refusal in the dialog, in Romanian: the board cannot take this handicap.
    await switchTo(page, 'ro');
    await page.click('#new-game-button');
    await page.fill('#width', '7');
    await page.fill('#height', '7');
    await page.fill('#handicap', '2');
    await page.click('#new-game-start');
    assert.match(await page.locator('#new-game-error').textContent(), /^Acest handicap nu se poate așeza pe această tablă/);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('a superko explanation names its move in Russian (RULES R3.4)', async () => {
    const page = await openPage(browser, DESKTOP);
    await switchTo(page, 'ru');
    // Sending two, returning one on an 8×1 line: Black's C1 again would repeat the
    // situation after move 1.
    await page.evaluate(() => {
      const app = window.weiqiApp;
      app.start({ rules: 'russian', width: 8, height: 1, setup: { black: ['D1', 'F1', 'G1'], white: ['B1'] } });
    });
    await drawn(page);
    for (const point of ['C1', 'E1', 'D1']) await clickPoint(page, point);
    await page.click('#pass');
    await drawn(page);
    await hoverPoint(page, 'C1');
    assert.equal(await page.locator('#explain').textContent(), 'Суперко: ход повторил бы позицию после 1-го хода.');
    await switchTo(page, 'ro');
    assert.equal(await page.locator('#explain').textContent(), 'Superko: mutarea ar repeta poziția de după mutarea 1.');
    // Clicked anyway: refused, with the same words.
    await clickPoint(page, 'C1');
    assert.equal(await page.locator('#explain').textContent(), 'Superko: mutarea ar repeta poziția de după mutarea 1.');
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });

  test('the language comes from the browser, and a choice is remembered', async () => {
    const page = await openPage(browser, { ...DESKTOP, locale: 'ro-RO' });
    assert.equal(await page.inputValue('#language'), 'ro');
    assert.equal(await page.locator('#turn').textContent(), 'Mută negrul');
    assert.equal(await page.locator('#new-game-button').textContent(), 'Partidă nouă');
    await switchTo(page, 'ru');
    await page.reload();
    await page.waitForFunction(() => window.weiqiReady === true);
    assert.equal(await page.inputValue('#language'), 'ru');
    assert.equal(await page.locator('#turn').textContent(), 'Ход чёрных');
    assert.equal(await page.title(), 'Weiqi — го по правилам');
    const options = await page.locator('#language option').evaluateAll((os) => os.map((o) => [o.value, o.lang, o.textContent]));
    assert.deepEqual(options, [['en', 'en', 'English'], ['ru', 'ru', 'Русский'], ['ro', 'ro', 'Română']]);
    assert.deepEqual(page.problems, []);
    await page.context().close();
  });
});
