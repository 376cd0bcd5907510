// The `Record` class (RULES R6, R6.1, R6.2): the whole SGF tree of a record by numeric
// node ids, its properties, information, comments and markup, a `Game` at any node,
// and editing with undo. Record text is untrusted: it comes back as plain strings.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Game, Record, thrown } from './support/weiqi.mjs';


const roundtripFile = (name) => readFileSync(new URL(`./data/sgf/roundtrip/${name}`, import.meta.url), 'utf8');

const COMMENTED = roundtripFile('commented-9x9-variations.sgf');

describe('reading', () => {
  test('navigation: root, parent, children, main line, path, commented nodes', () => {
    const r = Record.fromSgf('(;SZ[9]C[start];B[ee](;W[cc]C[a])(;W[gg];B[cc]C[b]))');
    assert.equal(r.root, 0);
    assert.deepEqual(r.children(r.root), [1]);
    assert.deepEqual(r.children(1), [2, 3]);
    assert.equal(r.parent(3), 1);
    assert.equal(r.parent(0), null);
    assert.deepEqual(r.mainLine(), [0, 1, 2]);
    assert.deepEqual(r.mainLine(3), [3, 4]);
    assert.deepEqual(r.path(4), [0, 1, 3, 4]);
    assert.equal(r.nextCommented(0), 2);
    assert.equal(r.nextCommented(2), 4);
    assert.equal(r.nextCommented(4), null);
    assert.equal(r.previousCommented(4), 2);
    assert.equal(r.previousCommented(2), 0);
    assert.equal(r.width, 9);
    for (const bad of [-1, 1.5, 99, NaN]) thrown(() => r.children(bad), 'bad-node');
  });

  test('properties in order with values unescaped, unknown ones included', () => {
    const r = Record.fromSgf('(;SZ[9]KGSSB[x]C[a \\] b\\\nc]XX[1][2];B[dd]LB[aa:\\:])');
    assert.deepEqual(Object.keys(r.properties(0)), ['SZ', 'KGSSB', 'C', 'XX']);
    assert.deepEqual(r.properties(0), { SZ: ['9'], KGSSB: ['x'], C: ['a ] bc'], XX: ['1', '2'] });
    assert.deepEqual(r.properties(1), { B: ['dd'], LB: ['aa::'] });
    assert.deepEqual(r.move(1), { color: 'B', move: 'D6' });
    assert.equal(r.move(0), null);
  });

  test('game information, comments and markup of a commented record', () => {
    const r = Record.fromSgf(COMMENTED);
    const info = r.info();
    assert.equal(info.black, 'Cho Chikun');
    assert.equal(info.white, 'Kobayashi Koichi');
    assert.equal(info.event, 'Kisei title match');
    assert.equal(info.date, '1986-02-05');
    assert.equal(info.gameComment, 'A commented nine by nine game.\nEvery move has a comment; two variations.');
    assert.equal(r.comment(0), 'Black to play.');
    const first = r.children(0)[0];
    assert.equal(r.children(first).length, 3, 'the main line and two variations');
    assert.equal(r.comment(r.children(first)[2]), 'A second variation: the attachment.');
    const gc = r.mainLine()[3];
    assert.deepEqual(r.markup(gc), {
      marks: [{ kind: 'triangle', point: 'G7' }], labels: [], arrows: [], lines: [], dimmed: [],
    });
    const m = Record.fromSgf('(;SZ[19];B[pd]CR[aa][bb:bc]MA[dd]SQ[ee]SL[ff]DD[gg]LB[hh:A]AR[aa:ss]LN[dd:pp])').markup(1);
    assert.deepEqual(m.marks.map((x) => x.kind), ['circle', 'circle', 'circle', 'cross', 'square', 'selected']);
    assert.deepEqual(m.labels, [{ point: 'H12', text: 'A' }]);
    assert.deepEqual(m.arrows, [{ from: 'A19', to: 'T1' }]);
    assert.deepEqual(m.lines, [{ from: 'D16', to: 'Q4' }]);
    assert.deepEqual(m.dimmed, ['G13']);
  });

  test('a Game at any node, under the record\'s rules', () => {
    const r = Record.fromSgf(COMMENTED);
    const variation = r.children(r.children(0)[0])[1];
    const g = r.game(r.children(variation)[0]);
    assert.equal(g.moveNumber, 3);
    assert.equal(g.rules.preset, 'japanese');
    assert.equal(g.toMove, 'W');
    assert.equal(g.check('C7').code, 'occupied');
    // RE[B+R] after the main line's two passes: White resigned during the stop (RULES R0.4).
    const end = r.game(r.mainLine().at(-1));
    assert.deepEqual([end.phase, end.outcome?.kind], ['finished', 'resignation']);
  });

  test('bytes are read too; malformed text says where', () => {
    const r = Record.fromSgf(new TextEncoder().encode('(;SZ[9]PB[Ли];B[ee])'));
    assert.equal(r.info().black, 'Ли');
    const e = thrown(() => Record.fromSgf('(;SZ[9]\n;B[ee'), 'bad-sgf');
    assert.match(e.message, /line 2, column 6/);
    thrown(() => Record.fromSgf(42), 'bad-sgf');
    thrown(() => Record.fromSgf('(;GM[2])'), 'bad-sgf');
    thrown(() => Record.fromSgf('(;SZ[9])', { rules: 'chess' }), 'bad-option');
  });

  test('repairs are reported with their line and column (RULES R6.2)', () => {
    const r = Record.fromSgf('(PB[x]HA[2]AB[pd]AB[dp]\n;W[dd])');
    assert.deepEqual(r.warnings.map((w) => w.code), ['missing-node-start', 'duplicate-property']);
    assert.match(r.warnings[0].message, /line 1, column 2/);
    assert.deepEqual(r.properties(0).AB, ['pd', 'dp']);
    assert.equal(r.game(1).handicap, 2);
  });
});

describe('editing', () => {
  test('play follows an existing child or adds a variation; illegal moves keep their code', () => {
    const r = Record.fromSgf('(;SZ[9]RU[Japanese];B[ee];W[cc])');
    assert.equal(r.play(1, 'C7'), 2, 'the existing child is followed');
    const v = r.play(1, 'G3');
    assert.deepEqual(r.children(1), [2, v]);
    assert.deepEqual(r.properties(v), { W: ['gg'] });
    const e = thrown(() => r.play(1, 'E5'), 'occupied');
    assert.ok(e.message.length > 0);
    assert.deepEqual(r.children(1), [2, v], 'a refused move changes nothing');
    thrown(() => r.play(1, 'Z99'), 'bad-point');
    const pass = r.play(v, 'pass');
    assert.deepEqual(r.properties(pass), { B: [''] });
    assert.equal(r.play(0, 'E5', 'W') > 0, true, 'a named colour');
  });

  test('delete, promote, reorder, properties, comment, info, markup — and undo, redo', () => {
    const text = '(;SZ[9]PB[Lee](;B[aa];W[bb])(;B[cc])(;B[dd]))';
    const r = Record.fromSgf(text);
    const [a, c, d] = r.children(0);
    r.delete(c);
    assert.deepEqual(r.children(0), [a, d]);
    thrown(() => r.children(c), 'bad-node');
    thrown(() => r.delete(0), 'bad-node');
    r.promote(d);
    assert.deepEqual(r.children(0), [d, a]);
    r.reorder(d, 5);
    assert.deepEqual(r.children(0), [a, d]);
    r.setProperty(a, 'KGSSB', ['x', 'y']);
    r.setProperty(a, 'TR', 'ee');
    assert.deepEqual(r.properties(a), { B: ['aa'], KGSSB: ['x', 'y'], TR: ['ee'] });
    r.setProperty(a, 'KGSSB', null);
    thrown(() => r.setProperty(a, 'bad ident', ['x']), 'bad-option');
    r.setComment(a, 'a ] bracket\nand a line');
    assert.equal(r.comment(a), 'a ] bracket\nand a line');
    r.setInfo({ black: null, event: 'Кубок', date: '2026-12-01' });
    assert.deepEqual(r.info(), { date: '2026-12-01', event: 'Кубок' });
    thrown(() => r.setInfo({ colour: 'x' }), 'bad-option');
    r.setProperty(d, 'CR', ['ai']);
    r.setProperty(d, 'LB', 'bh:1');
    assert.deepEqual(r.properties(d), { B: ['dd'], CR: ['ai'], LB: ['bh:1'] });
    const written = r.toSgf();
    assert.match(written, /C\[a \\\] bracket\nand a line\]/);
    while (r.undo());
    // The writer's text of both trees (`toSgf` writes a record nobody changed as it was read).
    assert.equal(r.gameToSgf(), Record.fromSgf(text).gameToSgf(), 'every edit undone');
    assert.equal(r.redo(), true);
    assert.deepEqual(r.children(0), [a, d]);
    assert.equal(r.undo(), true);
    assert.equal(r.undo(), false);
  });

  test('text is kept as text: markup in names comes back as written', () => {
    const r = Record.fromSgf('(;SZ[9]PB[<img src=x onerror=alert(1)>]C[<b>hi</b>])');
    assert.equal(r.info().black, '<img src=x onerror=alert(1)>');
    assert.equal(r.comment(0), '<b>hi</b>');
  });
});

describe('Game.fromSgf keeps the record', () => {
  test('the whole tree survives Game.fromSgf(text).toSgf() (RULES R6.1)', () => {
    const g = Game.fromSgf(COMMENTED);
    const again = Record.fromSgf(g.toSgf());
    const original = Record.fromSgf(COMMENTED);
    assert.equal(again.gameToSgf(), original.gameToSgf());
    assert.equal(again.info().black, 'Cho Chikun');
    assert.equal(again.children(again.children(0)[0]).length, 3);
  });

  test('moves played after opening are added where they left the record', () => {
    const g = Game.fromSgf('(;SZ[9]RU[Japanese]PB[Lee]C[root];B[ee]C[one];W[cc](;B[gg])(;B[gc]))');
    g.undo();
    g.undo();
    g.play('C3');
    const r = Record.fromSgf(g.toSgf());
    assert.equal(r.info().black, 'Lee');
    assert.equal(r.comment(0), 'root');
    assert.deepEqual(r.children(1).map((id) => r.move(id)), [{ color: 'W', move: 'C7' }, { color: 'W', move: 'C3' }]);
    assert.equal(r.children(r.children(1)[0]).length, 2, 'the variations are kept');
  });
});

// RULES R6.1: a collection `(;…)(;…)` keeps every game: each is read in turn with
// its own node ids, edits and undo; the file is written whole, the games nobody
// changed (and the text between games) exactly as they were read.
describe('a file of several games', () => {
  const FILE = '(;GM[1]SZ[9]PB[Alpha]EV[Club];B[ee];W[cc])\n\n(;GM[1]SZ[9]PB[Gamma]DT[2025-01-12];B[gg];W[cg];B[dc])\n(;GM[1]SZ[13]PB[Epsilon])\n';

  test('every game is listed and can be read', () => {
    const r = Record.fromSgf(FILE);
    assert.equal(r.gameCount, 3);
    assert.equal(r.gameIndex, 0);
    assert.deepEqual(
      r.games().map(({ index, info, moves }) => [index, info.black, moves]),
      [[0, 'Alpha', 2], [1, 'Gamma', 3], [2, 'Epsilon', 0]],
    );
    assert.equal(r.games()[1].info.date, '2025-01-12');
    r.selectGame(2);
    assert.equal(r.width, 13);
    assert.equal(r.info().black, 'Epsilon');
    assert.deepEqual(r.mainLine(), [0]);
    const second = Record.fromSgf(FILE, { game: 1 });
    assert.equal(second.info().black, 'Gamma');
    for (const bad of [3, -1, 0.5, '1']) thrown(() => r.selectGame(bad), 'bad-option');
    thrown(() => Record.fromSgf(FILE, { game: 7 }), 'bad-option');
    assert.equal(r.info().black, 'Epsilon', 'a refused selection changes nothing');
  });

  test('the file is written whole: unchanged games byte for byte, the edited one anew', () => {
    const r = Record.fromSgf(FILE);
    assert.equal(r.toSgf(), FILE, 'nothing changed');
    r.selectGame(1);
    const [, w] = r.mainLine();
    r.play(w, 'J1');
    const written = r.toSgf();
    assert.ok(written.startsWith('(;GM[1]SZ[9]PB[Alpha]EV[Club];B[ee];W[cc])\n\n(;'), written);
    assert.ok(written.endsWith(')\n(;GM[1]SZ[13]PB[Epsilon])\n'), written);
    const again = Record.fromSgf(written, { game: 1 });
    assert.equal(again.children(w).length, 2, 'the new variation is in the file');
    // The game alone, for a link or a print.
    assert.equal(Record.fromSgf(r.gameToSgf()).gameCount, 1);
    // Each game keeps its own edits and undo.
    r.selectGame(0);
    assert.equal(r.undo(), false);
    r.selectGame(1);
    assert.equal(r.undo(), true);
    assert.equal(r.children(w).length, 1);
  });

  test('Game.fromSgf reads the first game and says the file holds more', () => {
    const g = Game.fromSgf(FILE);
    assert.equal(g.recordInfo.black, 'Alpha');
    assert.ok(g.loadWarnings().some((w) => w.code === 'more-games' && /3 games/.test(w.message)));
    g.free();
  });
});
