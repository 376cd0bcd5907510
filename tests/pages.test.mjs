// The pages' start-up parts that need no browser: every page has a meta description;
// the English text written into a page (so that it shows, at its final size, before
// any script runs) is the English table's; the per-language string modules that
// `cargo xtask build` makes (target/www-gen/strings/built/) hold exactly each language's strings;
// the start-up download lists name files that exist (in www/ or among the generated ones).
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { MODULES } from '../www/strings/index.js';
import { LANGUAGES } from '../www/i18n.js';
import { GENERATED, sitePath } from './support/generated.mjs';

const www = fileURLToPath(new URL('../www/', import.meta.url));
const PAGES = readdirSync(www).filter((name) => name.endsWith('.html'));
const merged = (lang) => Object.assign({}, ...Object.values(MODULES).map((m) => m[lang]));

/** HTML text as the browser shows it (the few entities the pages use). */
const htmlText = (html) => html.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&amp;', '&');

describe('the pages', () => {
  test('are the four the site serves', () => {
    assert.deepEqual(PAGES.sort(), ['embed.html', 'index.html', 'lessons.html', 'print.html']);
  });

  for (const page of PAGES) {
    const html = readFileSync(`${www}${page}`, 'utf8');

    test(`${page} has a meta description`, () => {
      const found = html.match(/<meta name="description" content="([^"]+)">/);
      assert.ok(found && found[1].length >= 50 && found[1].length <= 160, found?.[1]);
    });

    test(`${page}: text written into the page is the English table's`, () => {
      const en = merged('en');
      const filled = [...html.matchAll(/data-i18n="([^"]+)"[^>]*>([^<]+)</g)];
      for (const [, key, text] of filled) {
        assert.equal(typeof en[key], 'string', `${key} is a plain English string`);
        assert.equal(htmlText(text), en[key], key);
      }
      for (const [, key, label] of html.matchAll(/data-i18n-label="([^"]+)" aria-label="([^"]+)"/g)) {
        assert.equal(label, en[key], key);
      }
    });

    test(`${page}: every start-up download exists`, () => {
      const links = [...html.matchAll(/<link rel="(?:modulepreload|preload)" href="([^"]+)"/g)].map((m) => m[1]);
      assert.ok(links.length > 0, `${page} lists no start-up download`);
      for (const href of links) assert.ok(existsSync(sitePath(href)), `${page} preloads ${href}`);
    });
  }
});

describe('the string modules of each language (strings/built, made by the build)', () => {
  for (const lang of LANGUAGES) {
    test(`${lang}: the same strings as the feature tables, and no other language's`, async () => {
      const file = new URL(`strings/built/${lang}.js`, GENERATED);
      assert.ok(existsSync(file), `${file.pathname} is missing: run \`cargo xtask build\``);
      const { table } = await import(file);
      const source = merged(lang);
      assert.deepEqual(Object.keys(table).sort(), Object.keys(source).sort());
      for (const [key, value] of Object.entries(source)) {
        if (typeof value === 'function') {
          assert.equal(typeof table[key], 'function', key);
          assert.equal(String(table[key]), String(value), key);
          // The helpers came along: the function runs, and says what the source's says.
          const args = [3, 'x', 'B', 2];
          let expected;
          try {
            expected = value(...args);
          } catch (error) {
            expected = error.constructor;
          }
          let actual;
          try {
            actual = table[key](...args);
          } catch (error) {
            actual = error.constructor;
          }
          assert.deepEqual(actual, expected, key);
        } else {
          assert.deepEqual(table[key], value, key);
        }
      }
      const text = readFileSync(file, 'utf8');
      for (const other of LANGUAGES.filter((l) => l !== lang)) {
        for (const [key, value] of Object.entries(merged(other))) {
          if (typeof value === 'string' && value.length > 12 && value !== source[key] && !Object.values(source).includes(value)) {
            // As a string literal (comments may name a feature in English).
            const literals = [`'${value}'`, `"${value}"`, `\`${value}\``];
            assert.ok(!literals.some((literal) => text.includes(literal)), `${lang}.js holds ${other}'s ${key}`);
          }
        }
      }
    });
  }
});
