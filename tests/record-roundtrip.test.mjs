// RULES R6.1: opening a record and writing it back gives the same tree, as an
// independent SGF parser (@sabaki/sgf) reads both: the same nodes, children in the
// same order, the same properties in the same order with the same values (text equal
// once unescaped; point lists may be compressed or expanded; `B[tt]` may become `B[]`
// up to 19×19). The writer may add `FF`, `GM`, `CA`, `ST` and its own `AP` to the
// root, nothing else.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import sabaki from '@sabaki/sgf';
import { Record } from './support/weiqi.mjs';
import { generateRecords } from './support/sgf-records.mjs';


const dir = new URL('./data/sgf/roundtrip/', import.meta.url);
const files = readdirSync(dir).filter((name) => name.endsWith('.sgf')).sort();

/** SGF `FF[4]` point-list properties: compressed `aa:cc` lists expand to points. */
const POINT_LISTS = new Set(['AB', 'AW', 'AE', 'CR', 'MA', 'SQ', 'TR', 'SL', 'DD', 'VW', 'TB', 'TW']);
const ADDED = new Set(['FF', 'GM', 'CA', 'ST', 'AP']);

function size(root) {
  const [w, h = w] = (root.data.SZ?.[0] ?? '19').split(':').map(Number);
  return [w, h];
}

function expand(values) {
  const points = [];
  for (const value of values) {
    const [a, b = a] = value.split(':');
    if (a.length !== 2 || b.length !== 2) {
      points.push(value);
      continue;
    }
    const [x1, y1, x2, y2] = [a[0], a[1], b[0], b[1]].map((c) => c.charCodeAt(0));
    for (let y = Math.min(y1, y2); y <= Math.max(y1, y2); y += 1) {
      for (let x = Math.min(x1, x2); x <= Math.max(x1, x2); x += 1) points.push(String.fromCharCode(x, y));
    }
  }
  return [...new Set(points)].sort();
}

function normal(ident, values, [w, h]) {
  if (POINT_LISTS.has(ident)) return expand(values);
  if ((ident === 'B' || ident === 'W') && w <= 19 && h <= 19) return values.map((v) => (v === 'tt' ? '' : v));
  return values;
}

/** Compares two trees node by node with an explicit stack; returns the node count. */
function assertSameTree(original, written, label) {
  const dims = size(original);
  const stack = [[original, written, 'root']];
  let nodes = 0;
  while (stack.length > 0) {
    const [a, b, where] = stack.pop();
    nodes += 1;
    const isRoot = where === 'root';
    const keysA = Object.keys(a.data);
    const keysB = Object.keys(b.data).filter((k) => !(isRoot && ADDED.has(k) && !(k in a.data)));
    assert.deepEqual(keysB, keysA, `${label} ${where}: properties`);
    for (const k of keysA) {
      assert.deepEqual(normal(k, b.data[k], dims), normal(k, a.data[k], dims), `${label} ${where}: ${k}`);
    }
    assert.equal(b.children.length, a.children.length, `${label} ${where}: children`);
    for (const [i, child] of a.children.entries()) stack.push([child, b.children[i], `${where}/${i}`]);
  }
  return nodes;
}

function roundTrip(text, label) {
  const [original] = sabaki.parse(text);
  const written = Record.fromSgf(text).toSgf();
  const [again] = sabaki.parse(written);
  const nodes = assertSameTree(original, again, label);
  // Writing is stable: what was written reads and writes again the same.
  assert.equal(Record.fromSgf(written).toSgf(), written, `${label}: stable`);
  return nodes;
}

test('the records under tests/data/sgf/roundtrip come back as the same tree', () => {
  assert.ok(files.length >= 10, 'the real-style records are there');
  for (const name of files) roundTrip(readFileSync(new URL(name, dir), 'utf8'), name);
});

test('the records under tests/data/sgf come back as the same tree', () => {
  const top = new URL('./data/sgf/', import.meta.url);
  // The FF[3] record writes `AddBlack`-style identifiers, which the reader renames
  // (a repair, not a round trip) and @sabaki/sgf does not read.
  const names = readdirSync(top).filter((n) => n.endsWith('.sgf') && n !== 'authored-ff3-old-style.sgf');
  assert.ok(names.length >= 8);
  for (const name of names) {
    const text = readFileSync(new URL(name, top), 'utf8');
    // Only the first game of a collection is a record.
    const first = text.slice(0, text.indexOf('\n(;') > 0 ? text.indexOf('\n(;') : undefined);
    roundTrip(first, name);
  }
});

test('300 generated records with variations, markup, escapes and setup come back the same', () => {
  let nodes = 0;
  generateRecords(300, 1).forEach((text, i) => {
    nodes += roundTrip(text, `generated #${i}`);
  });
  assert.ok(nodes > 5000, `${nodes} nodes compared`);
});

test('the comparison itself catches a lost property, a changed value and a lost variation', () => {
  const text = '(;SZ[9]C[a \\] b](;B[aa]XX[1])(;B[bb]))';
  const [original] = sabaki.parse(text);
  for (const broken of ['(;SZ[9]C[a \\] b](;B[aa])(;B[bb]))', '(;SZ[9]C[a b](;B[aa]XX[1])(;B[bb]))', '(;SZ[9]C[a \\] b];B[aa]XX[1])']) {
    assert.throws(() => assertSameTree(original, sabaki.parse(broken)[0], 'broken'));
  }
  assert.throws(() => assertSameTree(original, sabaki.parse('(;SZ[9]C[a \\] b]PB[x](;B[aa]XX[1])(;B[bb]))')[0], 'added'));
  assertSameTree(original, sabaki.parse('(;FF[4]SZ[9]C[a \\] b]AP[x:1](;B[aa]XX[1])(;B[bb]))')[0], 'allowed');
});
