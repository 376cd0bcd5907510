// SGF files in other character sets (RULES R6.2): the page reads a file's bytes with
// the engine's `detectEncoding` (second module) and the platform's `TextDecoder`
// (www/sgf-text.js); every file of tests/data/sgf/charsets/ must come out as the
// crate reads it natively (crates/weiqi/tests/sgf_charsets.rs, same expected.tsv).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game } from './support/weiqi.mjs';
import { loadExtras } from './support/pkg.mjs';
import { decodeSgfBytes } from '../www/sgf-text.js';

const DATA = new URL('./data/sgf/charsets/', import.meta.url);

const rows = readFileSync(new URL('expected.tsv', DATA), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [file, encoding, evidence, black, white, event, comments] = line.split('\t');
    return { file, encoding, evidence, black, white, event, comments: comments.split(' | ') };
  });

test('the table lists every language the issue names', () => {
  const encodings = new Set(rows.map((r) => r.encoding));
  for (const e of ['windows-1251', 'shift_jis', 'gb18030', 'euc-kr', 'iso-8859-1', 'utf-16le', 'utf-16be']) {
    assert.ok(encodings.has(e), e);
  }
});

for (const row of rows) {
  test(`${row.file} is read as ${row.encoding} (${row.evidence})`, async () => {
    const { detectEncoding } = await loadExtras();
    const bytes = new Uint8Array(readFileSync(new URL(row.file, DATA)));
    const decoded = decodeSgfBytes(bytes, detectEncoding);
    assert.equal(decoded.encoding, row.encoding);
    assert.equal(decoded.evidence, row.evidence);
    assert.ok(!decoded.text.includes('\uFFFD'), 'no replacement characters');
    assert.ok(!decoded.text.startsWith('\uFEFF'), 'no byte-order mark left');
    const game = Game.fromSgf(decoded.text);
    const info = game.recordInfo;
    assert.equal(info.black, row.black);
    assert.equal(info.white, row.white);
    assert.equal(info.event, row.event);
    for (const comment of row.comments) assert.ok(decoded.text.includes(comment), comment);
    game.free();
  });
}
