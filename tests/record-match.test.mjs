// The record behind the Match's interface (www/record-match.js): walking the tree by
// the controller's steps, branching by playing at an earlier node (RULES R6.1: every
// variation kept), undo of a move just added, edits, and the share link's path.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { Record } from './support/weiqi.mjs';
import { RecordMatch, nodeAt, pathText } from '../www/record-match.js';

// Without the engine's Record class these tests' input is missing: they fail, not skip.
if (!Record) throw new Error(`no Record class in the engine's package (${process.env.WEIQI_PKG ?? 'target/www-gen/pkg'})`);

const COMMENTED = readFileSync(new URL('./data/sgf/roundtrip/commented-9x9-variations.sgf', import.meta.url), 'utf8');
const open = (text = COMMENTED) => new RecordMatch(Record.fromSgf(text));

describe('walking', () => {
  test('steps: forward along first children, back to the parent, last, first, goTo', () => {
    const m = open();
    assert.equal(m.shownMove, 0);
    assert.equal(m.total, 8, 'passes are moves');
    assert.equal(m.live, false);
    m.forward();
    assert.equal(m.tree.comment(m.node), 'Tengen.');
    m.last();
    assert.equal(m.live, true);
    assert.equal(m.shownMove, 8);
    // RE[B+R] after the two passes: White resigned during the stop (RULES R0.4).
    assert.deepEqual([m.shown.phase, m.shown.outcome?.kind], ['finished', 'resignation']);
    m.goTo(3);
    assert.equal(m.tree.comment(m.node), 'Black approaches.');
    m.back();
    assert.equal(m.shownMove, 2);
    m.first();
    assert.equal(m.node, m.tree.root);
    m.dispose();
  });

  test('siblings: the variations after move 1, the game shown follows', () => {
    const m = open();
    m.goTo(2);
    m.sibling(1);
    assert.match(m.tree.comment(m.node), /A variation/);
    assert.equal(m.total, 3);
    m.sibling(1);
    assert.match(m.tree.comment(m.node), /second variation/);
    m.sibling(1);
    assert.match(m.tree.comment(m.node), /second variation/, 'no fourth variation');
    m.sibling(-2);
    assert.equal(m.tree.comment(m.node), 'The 3-3 point.');
    m.dispose();
  });
});

describe('branching', () => {
  test('a move at an earlier node adds a variation; the same move again follows it', () => {
    const m = open();
    m.goTo(1);
    const children = m.tree.children(m.node).length;
    const result = m.play('A1');
    assert.equal(result.ok, true);
    assert.deepEqual(result.value.captured, []);
    assert.equal(m.tree.children(m.tree.parent(m.node)).length, children + 1);
    assert.equal(m.shownMove, 2);
    assert.equal(m.shown.toMove, 'B');
    assert.equal(m.changed, true);
    m.back();
    const added = m.play('A1');
    assert.equal(m.tree.children(m.tree.parent(m.node)).length, children + 1, 'followed, not added again');
    assert.equal(added.ok, true);
    m.dispose();
  });

  test('an illegal move changes nothing', () => {
    const m = open();
    m.goTo(1);
    const before = m.tree.toSgf();
    const result = m.play('E5');
    assert.equal(result.error.code, 'occupied');
    assert.equal(m.tree.toSgf(), before);
    assert.equal(m.shownMove, 1);
    m.dispose();
  });

  test('undo removes a move just added, and only at the node shown', () => {
    const m = open();
    // The writer's text (`toSgf` writes a record nobody changed as it was read).
    const before = m.tree.gameToSgf();
    m.goTo(2);
    m.play('J9');
    m.play('J8');
    const added = m.node;
    m.first();
    assert.deepEqual(m.undo(), { viewing: true }, 'not at the move just added');
    m.select(added);
    assert.equal(m.tree.move(m.node).move, 'J8');
    assert.deepEqual(m.undo(), { ok: true, value: true });
    assert.equal(m.tree.move(m.node).move, 'J9');
    m.undo();
    assert.equal(m.tree.gameToSgf(), before);
    assert.equal(m.shownMove, 2);
    assert.deepEqual(m.undo(), { ok: true, value: false }, 'nothing more to take back');
    m.dispose();
  });

  test('with nothing done since it was opened, undo takes back what a game\'s undo would', () => {
    // An agreed end: the agreement first, then a mark, then the moves (RULES R4.4).
    const played = new RecordMatch(Record.fromSgf('(;GM[1]SZ[5]RU[Japanese]KM[0.5];B[cc];W[dd];B[];W[])'));
    played.last();
    played.toggleDead('D2');
    played.agree();
    const m = new RecordMatch(Record.fromSgf(played.tree.toSgf()));
    played.dispose();
    m.last();
    assert.deepEqual([m.shown.phase, m.shown.deadStones()], ['finished', ['D2']]);
    assert.equal(m.canUndo, true);
    assert.deepEqual(m.undo(), { ok: true, value: true });
    assert.equal(m.shown.phase, 'stopped', 'the agreement taken back');
    assert.doesNotMatch(m.tree.toSgf(), /RE\[/);
    m.undo();
    assert.deepEqual([m.shown.phase, m.shown.deadStones()], ['stopped', []], 'the mark taken back');
    m.undo();
    assert.deepEqual([m.shownMove, m.shown.phase], [3, 'playing'], 'the last pass removed');
    m.play('A1');
    assert.equal(m.tree.move(m.node).move, 'A1');
    m.undo();
    assert.equal(m.shownMove, 3, 'a move just added, as before');
    m.undo();
    m.undo();
    assert.equal(m.shownMove, 1);
    m.dispose();
    // Not at the end of a line: nothing.
    const inside = new RecordMatch(Record.fromSgf('(;GM[1]SZ[5];B[cc];W[dd])'));
    inside.goTo(1);
    assert.equal(inside.canUndo, false);
    assert.deepEqual(inside.undo(), { ok: true, value: false });
    inside.dispose();
  });

  test('delete a variation and promote one to the main line, each undone', () => {
    const m = open();
    m.goTo(2);
    m.sibling(1);
    const variation = m.node;
    m.forward();
    assert.equal(m.deleteVariation(variation).ok, true);
    assert.equal(m.shownMove, 1, 'the parent is shown');
    assert.equal(m.tree.children(m.node).length, 2);
    m.undo();
    assert.equal(m.tree.children(m.node).length, 3);
    m.select(variation);
    m.promote();
    assert.equal(m.tree.children(m.tree.parent(variation))[0], variation);
    assert.match(m.tree.toSgf(), /;B\[ee\][^(]*\(;W\[gg\]/);
    m.dispose();
  });

  test('the game end played at a leaf stays with it when walking away and back', () => {
    // Without its result the record ends at the stop.
    const m = open(COMMENTED.replace('RE[B+R]', ''));
    m.last();
    assert.equal(m.shown.phase, 'stopped');
    assert.equal(m.toggleDead('E5').ok, true);
    const dead = m.shown.deadStones();
    assert.ok(dead.includes('E5'));
    m.first();
    m.last();
    assert.deepEqual(m.shown.deadStones(), dead);
    m.dispose();
  });
});

describe('share paths', () => {
  test('a path names a node and reads back to it', () => {
    const m = open();
    m.goTo(2);
    m.sibling(2);
    m.forward();
    const text = pathText(m.tree, m.node);
    assert.equal(text, '1-2-1');
    assert.deepEqual(nodeAt(m.tree, text), { node: m.node, whole: true });
    assert.equal(pathText(m.tree, m.tree.root), '');
    assert.deepEqual(nodeAt(m.tree, ''), { node: m.tree.root, whole: true });
    m.last();
    assert.equal(pathText(m.tree, m.node), '1-2-1');
    m.goTo(0);
    m.last();
    assert.equal(pathText(m.tree, m.node), '8');
    assert.equal(nodeAt(m.tree, '8').node, m.node);
    m.dispose();
  });

  test('a path beyond the tree stops at its end and says so', () => {
    const m = open();
    assert.equal(nodeAt(m.tree, '99').whole, false);
    assert.equal(nodeAt(m.tree, '99').node, m.tree.mainLine().at(-1));
    assert.equal(nodeAt(m.tree, '1-5').whole, false);
    assert.equal(nodeAt(m.tree, 'x').whole, false);
    m.dispose();
  });
});

describe('what the match remembers of the tree', () => {
  /** Reads every node through the match (filling what it remembers), then checks it against the tree. */
  const agrees = (m, what) => {
    const stack = [m.tree.root];
    while (stack.length) {
      const id = stack.pop();
      assert.deepEqual(m.moveOf(id), m.tree.move(id), `${what}: the move of ${id}`);
      assert.deepEqual([...m.childrenOf(id)], m.tree.children(id), `${what}: the children of ${id}`);
      assert.equal(m.commented(id), m.tree.comment(id) !== null, `${what}: whether ${id} has a comment`);
      stack.push(...m.tree.children(id));
    }
    assert.equal(m.mainLineEnd, m.tree.mainLine(m.tree.root).at(-1), `${what}: the main line's end`);
    assert.equal(m.total, m.tree.path(m.lineEnd).filter((id) => m.tree.move(id) !== null).length, `${what}: the total`);
  };

  test('moves added, followed, edits, a failed edit, undo and the game end: always the tree', () => {
    const m = open();
    agrees(m, 'opened');
    m.goTo(2);
    const revision = m.revision;
    const legal = m.shown.legalMoves();
    const taken = m.childrenOf(m.node).map((id) => m.moveOf(id).move);
    const fresh = legal.find((p) => !taken.includes(p));
    const from = m.node;
    assert.equal(m.play(fresh).ok, true);
    assert.equal(m.revision, revision + 1, 'a move added is a change');
    assert.deepEqual(m.lastChange, { kind: 'add', parent: from, node: m.node });
    agrees(m, 'a variation added');
    m.back();
    assert.equal(m.play(fresh).ok, true, 'the same move again follows it');
    assert.equal(m.revision, revision + 1, 'a move followed changes nothing');
    agrees(m, 'a variation followed');
    assert.equal(m.edit((tree) => tree.setComment(m.node, 'Noted.')).ok, true);
    assert.equal(m.commented(m.node), true);
    agrees(m, 'a comment');
    const before = m.revision;
    const failed = m.edit((tree) => {
      tree.setComment(m.node, null);
      throw new Error('no');
    });
    assert.ok(failed.error);
    assert.ok(m.revision > before, 'a failed edit taken back is read afresh');
    assert.equal(m.commented(m.node), true, 'the comment is back');
    agrees(m, 'a failed edit');
    m.undo();
    agrees(m, 'the comment undone');
    assert.equal(m.promote().ok, true);
    agrees(m, 'promoted');
    m.undo();
    agrees(m, 'the promotion undone');
    assert.equal(m.deleteVariation().ok, true);
    agrees(m, 'deleted');
    m.undo();
    agrees(m, 'the deletion undone');
    m.dispose();
  });

  test('the game end written and undone, and an undo with nothing done here', () => {
    const m = open('(;GM[1]SZ[9];B[ee];W[cc])');
    m.last();
    agrees(m, 'opened');
    assert.equal(m.resign('B').ok, true);
    agrees(m, 'a resignation written');
    m.undo();
    agrees(m, 'the resignation undone');
    assert.equal(m.undo().value, true, 'the last move taken back as a game would');
    agrees(m, 'an undo with nothing done here');
    m.dispose();
  });

  test('a tree adopted is read afresh', () => {
    const m = open();
    agrees(m, 'opened');
    const other = Record.fromSgf('(;GM[1]SZ[9];B[ee]C[Here.](;W[cc])(;W[gg]))');
    m.adopt(other, other.root);
    agrees(m, 'adopted');
    assert.equal(m.childrenOf(m.tree.children(m.tree.root)[0]).length, 2);
    m.dispose();
  });
});
