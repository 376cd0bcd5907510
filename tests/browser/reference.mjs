// Screenshots compared with committed references (tests/browser/references/*.png),
// with pixelmatch: a page as a person sees it at a given size and moment, so that a
// change to the layout shows as a failing test with the picture of what changed.
//
// Tolerance: a pixel differs when pixelmatch's colour distance says so at its
// threshold 0.1 (anti-aliased edges ignored), and a screenshot matches when at most
// 0.5 % of its pixels differ — room for the hinting of a font on another machine,
// not for a control moved or a panel shown or hidden (a 44 px button's move is more
// than that at every size tested).
//
// On a mismatch the actual screenshot and the diff image are written to
// target/artifacts/reference-<name>-actual.png and -diff.png. A missing reference
// fails. To re-bless (after a change to the layout that is meant, looked at):
//   WEIQI_BLESS=1 node --test tests/browser/phone-screen.test.mjs
// writes every reference anew; commit them after looking at each.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import assert from 'node:assert/strict';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ARTIFACTS, settled } from './support.mjs';

/** Where the references are kept (committed). */
export const REFERENCES = new URL('./references/', import.meta.url);

/** pixelmatch's per-pixel colour threshold (0 exact … 1 anything). */
export const PIXEL_THRESHOLD = 0.1;

/** The share of a screenshot's pixels that may differ. */
export const MAX_DIFFERENT = 0.005;

/**
 * Takes a screenshot of `page`'s viewport in CSS pixels (the same picture at any
 * device scale), after the fonts are loaded and the page has settled, with no caret
 * and no animation, and asserts that it matches the reference `name`.png.
 */
export async function assertMatchesReference(page, name) {
  await page.evaluate(() => document.fonts.ready);
  await settled(page);
  const actual = await page.screenshot({ scale: 'css', caret: 'hide', animations: 'disabled' });
  const file = new URL(`${name}.png`, REFERENCES);
  mkdirSync(ARTIFACTS, { recursive: true });
  if (process.env.WEIQI_BLESS === '1') {
    writeFileSync(file, actual);
    return;
  }
  const save = (suffix, bytes) => writeFileSync(`${ARTIFACTS}/reference-${name}-${suffix}.png`, bytes);
  if (!existsSync(file)) {
    save('actual', actual);
    assert.fail(`no reference ${name}.png in tests/browser/references/ (bless with WEIQI_BLESS=1 after looking at target/artifacts/reference-${name}-actual.png)`);
  }
  const expected = PNG.sync.read(readFileSync(file));
  const got = PNG.sync.read(actual);
  if (expected.width !== got.width || expected.height !== got.height) {
    save('actual', actual);
    assert.fail(`${name}: the screenshot is ${got.width}×${got.height}, the reference ${expected.width}×${expected.height}`);
  }
  const diff = new PNG({ width: got.width, height: got.height });
  const different = pixelmatch(expected.data, got.data, diff.data, got.width, got.height, { threshold: PIXEL_THRESHOLD });
  const share = different / (got.width * got.height);
  if (share > MAX_DIFFERENT) {
    save('actual', actual);
    save('diff', PNG.sync.write(diff));
  }
  assert.ok(
    share <= MAX_DIFFERENT,
    `${name}: ${different} pixels (${(share * 100).toFixed(2)} %) differ from the reference, at most ${MAX_DIFFERENT * 100} % may (see target/artifacts/reference-${name}-*.png)`,
  );
}
