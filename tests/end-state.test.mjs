// The end of a game survives a save and reopen (RULES R6, R6.2): the stop, dead marks,
// agreement, resumption, resignation, under every ending procedure (RULES R1.6, R2.4,
// R4.4, area scoring); through `Game.fromSgf(text).toSgf()`, through a `Record` and
// the page's record match (www/record-match.js) and its save (www/saved-game.js).
// A trailing `PL[]` hands the turn over without a pass and saves back as it came.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, Record } from './support/weiqi.mjs';
import { RecordMatch } from '../www/record-match.js';
import { restore, snapshot } from '../www/saved-game.js';

/** Black's wall on column C, White's on D; a dead White stone at A1, a dead Black one at E5. */
const SETTLED = 'AB[ca][cb][cc][cd][ce][ea]AW[da][db][dc][dd][de][ae]';
const settled = (rules) => Game.fromSgf(`(;GM[1]SZ[5]RU[${rules}]${SETTLED})`);

/** Everything that decides the end of the game. */
function endOf(g) {
  return {
    phase: g.phase,
    toMove: g.toMove,
    moveNumber: g.moveNumber,
    dead: g.deadStones(),
    result: g.result,
    count: g.score().result,
    resumption: g.resumption,
  };
}

/** Saves and reopens `g`; the end must come back whole, and saving again adds nothing. */
function survives(g, what) {
  const text = g.toSgf();
  const again = Game.fromSgf(text);
  assert.deepEqual(endOf(again), endOf(g), `${what}:\n${text}`);
  assert.equal(again.toSgf(), text, `${what}: saved again as it came`);
  again.free();
  return text;
}

describe('Game.fromSgf(text).toSgf() keeps the end of the game', () => {
  for (const rules of ['Japanese', 'Chinese', 'GOE', 'EGF-SIR']) {
    test(`${rules}: the stop with dead marks, then the agreement`, () => {
      const g = settled(rules);
      g.play('pass');
      g.play('pass');
      survives(g, 'the stop');
      g.toggleDead('A1');
      g.toggleDead('E5');
      assert.deepEqual(g.deadStones().sort(), ['A1', 'E5']);
      const marked = survives(g, 'marked');
      assert.match(marked, /TB\[/);
      assert.doesNotMatch(marked, /WQ/, 'SGF has TB/TW for the marks: nothing private');
      g.agree();
      assert.equal(g.phase, 'finished');
      const agreed = survives(g, 'agreed');
      assert.ok(agreed.includes(`RE[${g.result}]`), agreed);
      g.free();
    });
  }

  test('Japanese: a resumption asked by either player (RULES R4.4)', () => {
    for (const requester of ['B', 'W']) {
      const g = settled('Japanese');
      g.play('pass');
      g.play('pass');
      g.toggleDead('A1');
      g.resume(requester);
      assert.equal(g.phase, 'playing');
      survives(g, `${requester} asked to resume`);
      g.free();
    }
  });

  test('Simplified Ing: the resumption, then the final stop that counts every stone alive (RULES R2.4)', () => {
    const g = settled('EGF-SIR');
    g.play('pass');
    g.play('pass');
    g.toggleDead('A1');
    g.resume('B');
    survives(g, 'resumed');
    g.play('pass');
    g.play('pass');
    assert.equal(g.phase, 'finished');
    assert.deepEqual(g.deadStones(), []);
    survives(g, 'the final stop');
    g.free();
  });

  test('Ing: play-on after a dispute, in turn (RULES R1.6)', () => {
    const g = settled('GOE');
    g.play('pass');
    g.play('pass');
    g.resume('W');
    survives(g, 'play-on');
    g.free();
  });

  test('resignation and a loss on time', () => {
    const g = settled('Japanese');
    g.play('B2');
    g.resign('W');
    assert.match(survives(g, 'resigned'), /RE\[B\+R\]/);
    g.free();
  });

  test("another program's counted record (TB/TW at the last pass, RE) opens agreed and saves as it came", () => {
    const text = `(;GM[1]FF[4]CA[UTF-8]AP[Other:1]SZ[5]RU[Japanese]KM[0.5]RE[B+4.5]${SETTLED};B[];W[]` +
      'TB[aa][ba][ab][bb][ac][bc][ad][bd][ae][be]TW[ea][eb][ec][ed][ee])';
    const g = Game.fromSgf(text);
    assert.equal(g.phase, 'finished');
    assert.deepEqual(g.deadStones().sort(), ['A1', 'E5']);
    // Written back, every node has the properties it had (RULES R6.1).
    const [before, after] = [text, g.toSgf()].map((t) => Record.fromSgf(t));
    for (const id of before.mainLine()) assert.deepEqual(after.properties(id), before.properties(id));
    assert.deepEqual(endOf(Game.fromSgf(g.toSgf())), endOf(g));
    assert.doesNotMatch(g.toSgf(), /WQ/);
    // A count in RE without marks leaves the stop to the players.
    const bare = Game.fromSgf(`(;GM[1]SZ[5]RU[Japanese]RE[B+4.5]${SETTLED};B[];W[])`);
    assert.equal(bare.phase, 'stopped');
    g.free();
    bare.free();
  });
});

describe('a trailing PL[] hands the turn over (RULES R6.2)', () => {
  test('the colour PL names moves, no pass is in the history, and it saves back as it came', () => {
    const text = '(;GM[1]SZ[9]RU[Japanese];B[ee];PL[B])';
    const g = Game.fromSgf(text);
    assert.equal(g.toMove, 'B');
    assert.equal(g.moveNumber, 1);
    assert.deepEqual(g.history().map((m) => m.move), ['E5']);
    assert.deepEqual(g.loadWarnings(), []);
    assert.match(g.toSgf(), /;B\[ee\]\n?;PL\[B\]\)\n$/);
    g.play('C3');
    assert.equal(g.history()[1].color, 'B');
    g.free();
  });
});

describe('a game ended at a node of a record (www/record-match.js)', () => {
  const RECORD = `(;GM[1]SZ[5]RU[Japanese]KM[0.5]${SETTLED}(;B[bb];W[eb])(;B[];W[]))`;

  /** The match on the record, at the stop of its second variation. */
  function atTheStop(text = RECORD) {
    const m = new RecordMatch(Record.fromSgf(text));
    m.select(m.tree.children(m.tree.root)[1]);
    m.forward();
    assert.equal(m.shown.phase, 'stopped');
    return m;
  }

  test('dead marks and the agreement are written into the tree; reopened, the same', () => {
    const m = atTheStop();
    assert.equal(m.toggleDead('A1').ok, true);
    assert.equal(m.toggleDead('E5').ok, true);
    const marked = m.tree.toSgf();
    const reopened = Record.fromSgf(marked);
    const game = reopened.game(m.node);
    assert.deepEqual(endOf(game), endOf(m.shown));
    assert.equal(m.agree().ok, true);
    const agreed = Record.fromSgf(m.tree.toSgf()).game(m.node);
    assert.equal(agreed.phase, 'finished');
    assert.deepEqual(endOf(agreed), endOf(m.shown));
    assert.match(m.tree.toSgf(), /WQRE\[/, 'a variation: its own result, the root speaks for the main line');
    // Undo takes back the agreement, then a mark, in the tree too.
    m.undo();
    assert.equal(m.shown.phase, 'stopped');
    assert.equal(m.tree.toSgf(), marked);
    m.undo();
    assert.deepEqual(m.shown.deadStones(), ['A1']);
    m.dispose();
    game.free();
    agreed.free();
  });

  test('Ing: the agreement adds its two sealing passes to the tree', () => {
    const m = new RecordMatch(Record.fromSgf(`(;GM[1]SZ[5]RU[GOE]${SETTLED};B[];W[])`));
    m.last();
    const stop = m.node;
    m.toggleDead('A1');
    m.agree();
    assert.equal(m.shown.phase, 'finished');
    assert.equal(m.tree.path(m.node).length, 5);
    const again = Record.fromSgf(m.tree.toSgf()).game(m.node);
    assert.deepEqual(endOf(again), endOf(m.shown));
    m.undo();
    assert.equal(m.node, stop);
    assert.deepEqual(m.tree.children(stop), []);
    m.dispose();
    again.free();
  });

  test('a resumption: the PL node says who moves; play goes on from it', () => {
    const m = atTheStop();
    m.resume('B');
    assert.equal(m.shown.phase, 'playing');
    assert.equal(m.shown.toMove, 'W');
    const again = Record.fromSgf(m.tree.toSgf()).game(m.node);
    assert.deepEqual(endOf(again), endOf(m.shown));
    assert.equal(m.play('B2').ok, true);
    m.dispose();
    again.free();
  });

  test('the save of the page (saved-game.js) keeps the marks across a reload', () => {
    const m = atTheStop();
    m.toggleDead('A1');
    const text = JSON.stringify(snapshot(m));
    const { game } = restore(Game, text, Record);
    assert.ok(game instanceof RecordMatch);
    assert.equal(game.node, m.node);
    assert.deepEqual(endOf(game.shown), endOf(m.shown));
    game.dispose();
    m.dispose();
  });
});
