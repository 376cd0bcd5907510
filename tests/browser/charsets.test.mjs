// Opening SGF files in other character sets (RULES R6.2): the page decodes the bytes
// as the engine detects them, shows the names right and says which set it read.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { DESKTOP, PHONE, drawn, openPage, screenshot, useBrowser } from './support.mjs';

const browser = useBrowser();
const DATA = new URL('../data/sgf/charsets/', import.meta.url);

/** Opens `file` of tests/data/sgf/charsets/ with the file picker; returns the notice's text. */
async function open(page, file) {
  await page.setInputFiles('#sgf-file', {
    name: file,
    mimeType: 'application/x-go-sgf',
    buffer: readFileSync(new URL(file, DATA)),
  });
  const notice = page.locator('[data-notice="sgf"]');
  await notice.waitFor();
  await drawn(page);
  return notice.textContent();
}

describe('SGF files in other character sets', () => {
  const cases = [
    ['ja-shift_jis.sgf', 'shift_jis', '井山裕太', PHONE, 'phone'],
    ['ru-windows-1251.sgf', 'windows-1251', 'Иванов Пётр', DESKTOP, 'desktop'],
    ['ko-euc-kr.sgf', 'euc-kr', '이창호', DESKTOP, 'desktop'],
    ['zh-gb18030.sgf', 'gb18030', '柯洁', PHONE, 'phone'],
  ];
  for (const [file, encoding, black, device, size] of cases) {
    test(`${file} opens with its names readable (${size})`, async () => {
      const page = await openPage(browser, device);
      const notice = await open(page, file);
      assert.match(notice, new RegExp(`Opened “${file.replace('.', '\\.')}”`));
      assert.ok(notice.includes(`Text read as ${encoding} (guessed from the bytes)`), notice);
      const info = await page.locator('#record-info').textContent();
      assert.ok(info.includes(black), info);
      assert.ok(!info.includes('\uFFFD'), info);
      await screenshot(page, `charset-${encoding}-${size}`);
      await page.close();
    });
  }

  test('a UTF-8 file says nothing about its character set', async () => {
    const page = await openPage(browser, DESKTOP);
    const notice = await open(page, 'zh-utf-8-declared-gb2312.sgf');
    assert.ok(!notice.includes('Text read as'), notice);
    assert.ok((await page.locator('#record-info').textContent()).includes('柯洁'));
    await page.close();
  });
});
