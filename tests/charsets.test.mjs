// SGF files in other character sets (RULES R6.2), read by the JavaScript API as the
// page reads an opened file: `Record.fromSgf(bytes)` and `Game.fromSgf(bytes)` find
// the set (byte-order mark, `CA[]`, valid UTF-8, or a guess) and decode the whole file
// before reading the SGF, the sets with tables through the platform's `TextDecoder`.
// Every file of tests/data/sgf/charsets/ must come out as the crate reads it natively
// (crates/weiqi/tests/sgf_charsets.rs, same expected.tsv), and the second module's
// `detectEncoding` must name the same set. Bytes that cannot be read without loss are
// refused with `bad-encoding` and where, never replaced by U+FFFD.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, Record, thrown } from './support/weiqi.mjs';
import { loadExtras } from './support/pkg.mjs';

const DATA = new URL('./data/sgf/charsets/', import.meta.url);

const rows = readFileSync(new URL('expected.tsv', DATA), 'utf8')
  .split('\n')
  .filter((line) => line.trim() && !line.startsWith('#'))
  .map((line) => {
    const [file, encoding, evidence, black, white, event, comments] = line.split('\t');
    return { file, encoding, evidence, black, white, event, comments: comments.split(' | ') };
  });

test('the table lists every set the issue names', () => {
  const encodings = new Set(rows.map((r) => r.encoding));
  for (const e of ['windows-1251', 'koi8-r', 'shift_jis', 'gb18030', 'big5', 'euc-kr', 'iso-8859-1', 'utf-16le', 'utf-16be', 'utf-8']) {
    assert.ok(encodings.has(e), e);
  }
  assert.ok(rows.some((r) => r.encoding.startsWith('utf-16') && r.evidence === 'guessed'), 'UTF-16 without a mark');
});

/** The comments of a record's main line, in order. */
function mainLineComments(record) {
  return record
    .mainLine()
    .map((id) => record.comment(id))
    .filter((c) => c !== null);
}

for (const row of rows) {
  test(`${row.file} is read as ${row.encoding} (${row.evidence})`, async () => {
    const bytes = new Uint8Array(readFileSync(new URL(row.file, DATA)));
    const { detectEncoding } = await loadExtras();
    assert.deepEqual({ ...detectEncoding(bytes) }, { encoding: row.encoding, evidence: row.evidence });

    const record = Record.fromSgf(bytes);
    assert.deepEqual({ ...record.encoding }, { encoding: row.encoding, evidence: row.evidence });
    const info = record.info();
    assert.deepEqual([info.black, info.white, info.event], [row.black, row.white, row.event]);
    assert.deepEqual(mainLineComments(record), row.comments);
    const written = record.toSgf();
    assert.ok(!written.includes('\uFFFD'), 'no replacement characters');
    assert.ok(!written.startsWith('\uFEFF'), 'no byte-order mark left');
    record.free();

    const game = Game.fromSgf(bytes);
    assert.deepEqual([game.recordInfo.black, game.recordInfo.white, game.recordInfo.event], [row.black, row.white, row.event]);
    game.free();
  });
}

// RULES R6.2: a Shift_JIS second byte 0x5C is not SGF's escape: the `]` after it ends
// the value (the file is decoded before it is read).
test('a Shift_JIS name whose last byte is 0x5C keeps the bracket after it', () => {
  const bytes = new Uint8Array(readFileSync(new URL('ja-shift_jis-5c.sgf', DATA)));
  const at = bytes.findIndex((b, i) => b === 0x5c && bytes[i + 1] === 0x5d);
  assert.ok(at > 0, 'the file has a 0x5C before a `]`');
  const record = Record.fromSgf(bytes);
  assert.equal(record.info().white, '宮本表');
  assert.equal(record.mainLine().length, 4, 'every node of the main line is there');
  record.free();
});

test('bytes that cannot be read without loss are refused with bad-encoding and where', () => {
  const cases = [
    // A UTF-8 byte-order mark, then Latin-1 "é" on line 2.
    [Uint8Array.from([0xef, 0xbb, 0xbf, ...Buffer.from('(;GM[1]\nPB[Jos'), 0xe9, ...Buffer.from('])')]), /line 2, column 7/, /utf-8/],
    // Shift_JIS by every sign, with a lead byte 0x81 before a space.
    [
      Uint8Array.from([...Buffer.from('(;PB['), 0x88, 0xe4, 0x8e, 0x52, 0x97, 0x54, 0x91, 0xbe, ...Buffer.from(']C['), 0x82, 0xb1, 0x82, 0xb1, 0x82, 0xcd, 0x81, 0x20, ...Buffer.from('])')]),
      /line 1, column 16/,
      /shift_jis/,
    ],
    // UTF-16LE with its mark and an unpaired surrogate.
    [Uint8Array.from([0xff, 0xfe, 0x28, 0, 0x3b, 0, 0x43, 0, 0x5b, 0, 0x00, 0xd8, 0x5d, 0, 0x29, 0]), /line 1, column 5/, /utf-16le/],
  ];
  for (const [bytes, where, set] of cases) {
    for (const read of [() => Record.fromSgf(bytes), () => Game.fromSgf(bytes)]) {
      const error = thrown(read, 'bad-encoding');
      assert.match(error.message, where);
      assert.match(error.message, set);
    }
  }
  // Text is text: a string is never decoded again.
  const record = Record.fromSgf('(;CA[Shift_JIS]PB[井山裕太])');
  assert.equal(record.info().black, '井山裕太');
  assert.equal(record.encoding, null);
  record.free();
});
