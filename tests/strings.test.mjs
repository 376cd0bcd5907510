// The string tables of the page (www/strings/*.js, registered in www/strings/index.js):
// every module speaks English, Russian and Romanian with the same keys, no key is
// defined twice, and every entry gives real text in every language. Engine reasons
// and rule-set descriptions, which arrive in English, are translated keyed on their
// code or preset name, with the move a superko or cycle names.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { MODULES } from '../www/strings/index.js';
import { TABLES } from '../www/strings/languages.js';
import { LANGUAGES, loadLanguage, translate } from '../www/i18n.js';
import { argumentLists } from './support/string-samples.mjs';
import { ERROR_CODES, Game, PRESETS } from './support/weiqi.mjs';

// Under Node every language's table comes from the feature modules (www/i18n.js).
await Promise.all(LANGUAGES.map(loadLanguage));

const OTHERS = LANGUAGES.filter((lang) => lang !== 'en');

/** Words that only English text has (Romanian shares komi, handicap, ko with it). */
const ENGLISH_WORD = /\b(the|is|are|was|to|of|and|by|with|you|your|this|that|on|in|at|for|not|no|from|move|moves|stone|stones|point|points|wins)\b/i;

/** The modules whose every string this suite also checks for stray English. */
const MINE = ['core', 'access'];

describe('every strings module', () => {
  for (const [name, module] of Object.entries(MODULES)) {
    test(`${name}: en, ru and ro have the same keys and kinds, functions the same arity`, () => {
      for (const lang of LANGUAGES) assert.equal(typeof module[lang], 'object', `${name} exports no ${lang}`);
      const english = Object.keys(module.en).sort();
      for (const lang of OTHERS) {
        const keys = Object.keys(module[lang]).sort();
        const missing = english.filter((k) => !keys.includes(k));
        const extra = keys.filter((k) => !english.includes(k));
        assert.deepEqual({ missing, extra }, { missing: [], extra: [] }, `${name}.${lang} differs from ${name}.en`);
        for (const key of english) {
          const [en, other] = [module.en[key], module[lang][key]];
          assert.equal(typeof other, typeof en, `${name}.${lang}.${key}: a ${typeof other}, English has a ${typeof en}`);
          if (typeof en === 'function') {
            assert.equal(other.length, en.length, `${name}.${lang}.${key} takes ${other.length} arguments, English ${en.length}`);
          }
        }
      }
    });

    test(`${name}: every entry is non-empty text in every language`, () => {
      for (const lang of LANGUAGES) {
        for (const [key, entry] of Object.entries(module[lang])) {
          if (typeof entry === 'string') {
            assert.ok(entry.trim().length > 0, `${name}.${lang}.${key} is empty`);
            continue;
          }
          for (const args of argumentLists(key, module.en[key] ?? entry)) {
            let text;
            assert.doesNotThrow(() => { text = entry(...args); }, `${name}.${lang}.${key}(${args.join(', ')}) throws`);
            assert.equal(typeof text, 'string', `${name}.${lang}.${key}(${args.join(', ')}) gives ${typeof text}`);
            assert.ok(text.trim().length > 0, `${name}.${lang}.${key}(${args.join(', ')}) is empty`);
            if (MINE.includes(name)) {
              assert.doesNotMatch(text, /undefined|NaN|\[object /, `${name}.${lang}.${key}(${args.join(', ')})`);
            }
          }
        }
      }
    });
  }

  test('no key is defined by two modules', () => {
    const owner = new Map();
    const twice = [];
    for (const [name, module] of Object.entries(MODULES)) {
      for (const key of Object.keys(module.en)) {
        if (owner.has(key)) twice.push(`${key} (${owner.get(key)} and ${name})`);
        else owner.set(key, name);
      }
    }
    assert.deepEqual(twice, []);
  });

  test('Russian text is in Cyrillic, and Romanian is not a copy of the English', () => {
    // A value left in English is the usual slip. Text the same in all three languages
    // (names like AGA, Weiqi, 9×9, English) is fine.
    const slips = [];
    for (const [name, module] of Object.entries(MODULES)) {
      for (const [key, entry] of Object.entries(module.en)) {
        const lists = typeof entry === 'function' ? argumentLists(key, entry) : [[]];
        for (const args of lists) {
          const say = (lang) => {
            const value = module[lang]?.[key];
            try {
              return typeof value === 'function' ? value(...args) : value;
            } catch {
              return undefined;
            }
          };
          const [en, ru, ro] = [say('en'), say('ru'), say('ro')];
          if (typeof en !== 'string' || !/[A-Za-z]{2}/.test(en)) continue;
          const same = en === ru && en === ro;
          if (same) continue;
          if (typeof ru === 'string' && /[A-Za-z]{3}/.test(ru) && !/[А-Яа-яЁё]/.test(ru)) slips.push(`${name}.ru.${key}: ${ru}`);
          if (typeof ro === 'string' && ro === en && ENGLISH_WORD.test(en)) slips.push(`${name}.ro.${key}: ${ro}`);
        }
      }
    }
    assert.deepEqual(slips, []);
  });
});

describe('engine words, translated (RULES R1.4, R2.2, R3.4)', () => {
  const capitalize = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  test('every error code has its own words in Russian and Romanian', () => {
    const message = 'an English message from the engine';
    for (const lang of OTHERS) {
      const seen = new Set();
      for (const code of ERROR_CODES) {
        for (const key of ['engineError', 'explain']) {
          const text = translate(lang, key, code, message, undefined);
          assert.notEqual(text, capitalize(message), `${lang} ${key}(${code}) is the engine's English`);
          assert.ok(text.length > 10, `${lang} ${key}(${code})`);
        }
        seen.add(translate(lang, 'engineError', code, message));
      }
      // Distinct reasons read differently (bad-option and its like may share words).
      assert.ok(seen.size >= ERROR_CODES.length - 1, `${lang}: ${seen.size} texts for ${ERROR_CODES.length} codes`);
    }
  });

  test('superko and cycle say the move the engine names', () => {
    const cases = {
      ru: [['superko', 12, /после 12-го хода/], ['superko', 0, /начальную позицию/], ['cycle', 7, /на 7-м ходу/]],
      ro: [['superko', 12, /după mutarea 12/], ['superko', 0, /poziția de început/], ['cycle', 7, /la mutarea 7/]],
    };
    for (const [lang, list] of Object.entries(cases)) {
      for (const [code, n, pattern] of list) {
        assert.match(translate(lang, 'explain', code, 'english', n), pattern, `${lang} ${code} ${n}`);
        assert.match(translate(lang, 'engineError', code, 'english', n), pattern, `${lang} ${code} ${n}`);
      }
    }
    // English keeps the engine's own words, which hold the number.
    const words = 'superko: this would repeat the position after move 12';
    assert.equal(translate('en', 'explain', 'superko', words, 12), capitalize(words));
  });

  test('the real engine: a superko check read in Russian names move 1', () => {
    // Sending two, returning one on an 8×1 line under the Russian code (RULES R3.4).
    const g = new Game({ rules: 'russian', width: 8, height: 1, setup: { black: ['D1', 'F1', 'G1'], white: ['B1'] } });
    for (const move of ['C1', 'E1', 'D1', 'pass']) g.play(move);
    const verdict = g.check('C1');
    assert.equal(translate('ru', 'explain', verdict.code, verdict.message, verdict.moveNumber),
      'Суперко: ход повторил бы позицию после 1-го хода.');
    assert.equal(translate('ro', 'explain', verdict.code, verdict.message, verdict.moveNumber),
      'Superko: mutarea ar repeta poziția de după mutarea 1.');
  });

  test('a handicap the board cannot take is explained in every language', () => {
    let error;
    try {
      new Game({ width: 7, handicap: 2 });
    } catch (e) {
      error = e;
    }
    assert.equal(error?.code, 'bad-option');
    assert.match(translate('ru', 'engineError', error.code, error.message), /фор/);
    assert.match(translate('ro', 'engineError', error.code, error.message), /handicap/);
  });

  test('every preset has its name and description in every language', () => {
    const sets = Game.ruleSets();
    assert.deepEqual(sets.map((s) => s.name), PRESETS);
    const english = new Set(sets.map((set) => translate('en', 'ruleSetDescription', set.name)));
    for (const lang of ['en', ...OTHERS]) {
      const descriptions = new Set();
      for (const set of sets) {
        const text = translate(lang, 'ruleSetDescription', set.name);
        assert.ok(text.length > 20 && text !== set.name, `${lang}: ${set.name}`);
        if (lang !== 'en') assert.ok(!english.has(text), `${lang}: ${set.name} is not translated`);
        descriptions.add(text);
        assert.ok(translate(lang, 'ruleSetName', set.name).length > 1);
      }
      assert.equal(descriptions.size, sets.length, lang);
    }
  });

  test('counts agree with their nouns', () => {
    assert.equal(translate('ru', 'saidCaptures', 'Чёрные D4', 1), 'Чёрные D4, снято: 1 камень');
    assert.equal(translate('ru', 'saidCaptures', 'Чёрные D4', 3), 'Чёрные D4, снято: 3 камня');
    assert.equal(translate('ru', 'saidCaptures', 'Чёрные D4', 5), 'Чёрные D4, снято: 5 камней');
    assert.equal(translate('ro', 'saidCaptures', 'Negrul D4', 1), 'Negrul D4, capturează 1 piatră');
    assert.equal(translate('ro', 'saidCaptures', 'Negrul D4', 2), 'Negrul D4, capturează 2 pietre');
    assert.equal(translate('ro', 'saidCaptures', 'Negrul D4', 20), 'Negrul D4, capturează 20 de pietre');
    assert.equal(translate('ru', 'resultWin', 'W', 4.5), 'Белые выиграли с перевесом в 4,5 очка.');
    assert.equal(translate('en', 'resultWin', 'B', 1), 'Black wins by 1 point.');
  });
});

// Bundlers (Vite, webpack, esbuild) find a dynamic import only by a literal path: each
// language's built table has its own line in strings/languages.js.
test('every language loads its built table by a literal path', () => {
  assert.deepEqual(Object.keys(TABLES).sort(), [...LANGUAGES].sort());
  const source = readFileSync(new URL('../www/strings/languages.js', import.meta.url), 'utf8');
  for (const lang of LANGUAGES) {
    assert.ok(source.includes(`${lang}: () => import('./built/${lang}.js'),`), `${lang}: no literal import of ./built/${lang}.js`);
  }
});
