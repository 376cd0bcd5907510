// Problems from SGF trees (www/problem.js) against the engine's `Record`: the learner
// plays the side to move, the board answers from the tree, right and wrong by the
// usual marks; and every problem written in www/problems/ walked line by line: every
// move legal for the engine, every line ends right or wrong, and at least one right.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { Record } from './support/weiqi.mjs';
import { Problem, learnerOf, parseRegion, readableComment, regionOf } from '../www/problem.js';

// Without the engine's Record class these tests' input is missing: they fail, not skip.
if (!Record) throw new Error(`no Record class in the engine's package (${process.env.WEIQI_PKG ?? 'target/www-gen/pkg'})`);

const PROBLEMS = new URL('../www/problems/', import.meta.url);
const FILES = readdirSync(PROBLEMS).filter((name) => name.endsWith('.sgf')).sort();

/** A 9×9 problem: Black captures the white stone at C7 (B C6 is right, B B6 is answered at C6). */
const SMALL = '(;SZ[9]AB[cb][bc][dc]AW[cc]C[capture](;B[cd]C[Correct!])(;B[bd];W[cd]C[The stone escapes]))';

describe('solving', () => {
  test('the learner is the side to move: PL, else the first move', () => {
    assert.equal(learnerOf(Record.fromSgf('(;SZ[9]PL[W]AB[cc];W[dd])')), 'W');
    assert.equal(learnerOf(Record.fromSgf('(;SZ[9]AB[cc];W[dd])')), 'W');
    assert.equal(learnerOf(Record.fromSgf('(;SZ[9](;B[dd])(;W[ee]))')), 'B');
  });

  test('a right move solves; the engine\'s PlayResult comes with it', () => {
    const p = Problem.fromSgf(Record, SMALL);
    const answer = p.play('C6');
    assert.equal(answer.ok, true);
    assert.deepEqual(answer.value.captured, ['C7']);
    assert.equal(answer.value.problem.verdict, 'right');
    assert.equal(p.state, 'solved');
    assert.equal(p.game.board()[2][2], '.', 'the engine captured the stone');
    assert.equal(p.play('A1').error.code, 'problem-over');
  });

  test('a wrong move shows the refutation from the tree; undo takes both back', () => {
    const p = Problem.fromSgf(Record, SMALL);
    const answer = p.play('B6');
    assert.equal(answer.value.problem.verdict, 'wrong', 'a "The stone escapes" end is wrong where another line says Correct');
    assert.equal(answer.value.problem.reply, 'C6');
    assert.equal(p.state, 'failed');
    assert.equal(p.total, 2);
    assert.equal(p.undo().value, true);
    assert.equal(p.total, 0);
    assert.equal(p.state, 'solving');
  });

  test('a move the tree lacks is not in the problem and changes nothing; an illegal one is the engine\'s refusal', () => {
    const p = Problem.fromSgf(Record, SMALL);
    const before = p.game.board().join('/');
    const missing = p.play('H1');
    assert.equal(missing.error.code, 'not-in-problem');
    assert.equal(p.total, 0);
    assert.equal(p.game.board().join('/'), before);
    assert.equal(p.play('C7').error.code, 'occupied');
    assert.equal(p.state, 'solving');
  });

  test('a banned move is the engine\'s refusal with its reason: the ko (RULES R3)', () => {
    // White's answer takes the ko at C9; Black may not take back at once.
    const p = Problem.fromSgf(Record, '(;SZ[9]PL[B]AB[ba][cb][da]AW[ea][db];B[gg];W[ca];B[hh]C[RIGHT])');
    assert.equal(p.play('G3').value.problem.reply, 'C9');
    const refused = p.play('D9');
    assert.equal(refused.error.code, 'ko');
    assert.ok(refused.error.message.length > 0);
    assert.equal(p.total, 2, 'nothing changed');
    assert.equal(p.play('H2').value.problem.verdict, 'right');
  });

  test('right and wrong by GB/GW, TE/BM, comments, and a line that ends', () => {
    const verdict = (sgf, move) => Problem.fromSgf(Record, sgf).play(move).value.problem.verdict;
    assert.equal(verdict('(;SZ[9];B[ee]GB[1])', 'E5'), 'right');
    assert.equal(verdict('(;SZ[9];B[ee]GW[1])', 'E5'), 'wrong');
    assert.equal(verdict('(;SZ[9];B[ee]BM[1];W[dd])', 'E5'), 'wrong');
    assert.equal(verdict('(;SZ[9]PL[W];W[ee]TE[1])', 'E5'), 'right');
    assert.equal(verdict('(;SZ[9];B[ee]C[Incorrect: too slow])', 'E5'), 'wrong');
    assert.equal(verdict('(;SZ[9];B[ee];W[dd]C[RIGHT])', 'E5'), 'right');
    // No line marked right: an end without a wrong mark is right, a marked one wrong.
    assert.equal(verdict('(;SZ[9](;B[ee];W[dd])(;B[cc]C[Wrong]))', 'E5'), 'right');
    assert.equal(verdict('(;SZ[9](;B[ee];W[dd])(;B[cc]C[Wrong]))', 'C7'), 'wrong');
    // A TE move on the way is good but the problem goes on.
    const p = Problem.fromSgf(Record, '(;SZ[9];B[ee]TE[1];W[dd];B[cc]C[RIGHT])');
    assert.equal(p.play('E5').value.problem.verdict, null);
    assert.equal(p.play('C7').value.problem.verdict, 'right');
  });

  test('a comment reads without the RIGHT marker of the convention; other words stay', () => {
    assert.equal(readableComment('RIGHT: two eyes.'), 'Two eyes.');
    assert.equal(readableComment('RIGHT — the vital point.'), 'The vital point.');
    assert.equal(readableComment('Black lives. RIGHT'), 'Black lives.');
    assert.equal(readableComment('RIGHT'), null);
    assert.equal(readableComment('That is right: two eyes.'), 'That is right: two eyes.');
    assert.equal(readableComment('Wrong: only one eye.'), 'Wrong: only one eye.');
    assert.equal(readableComment('BRIGHT idea'), 'BRIGHT idea');
    assert.equal(readableComment(null), null);
  });

  test('hint and solution follow a right line; reset starts again', () => {
    const p = Problem.fromSgf(Record, '(;SZ[9](;B[aa];W[bb]C[Wrong])(;B[ee];W[dd];B[cc]C[RIGHT]))');
    assert.deepEqual(p.rightMoves(), ['E5']);
    assert.deepEqual(p.showSolution(), ['E5', 'D6', 'C7']);
    assert.equal(p.state, 'shown');
    assert.equal(p.total, 3);
    p.goTo(1);
    assert.equal(p.shown.moveNumber, 1);
    assert.equal(p.play('C7').viewing, true);
    p.reset();
    assert.equal(p.total, 0);
    assert.equal(p.state, 'solving');
  });

  test('the region: VW, else the stones\' box widened to the near edges, or A1-K10', () => {
    assert.deepEqual(regionOf(Record.fromSgf('(;SZ[19]VW[aa:ii];B[cc])')), { x0: 0, y0: 0, x1: 8, y1: 8 });
    assert.deepEqual(regionOf(Record.fromSgf('(;SZ[19]AB[cc][dd];W[ee])')), { x0: 0, y0: 0, x1: 6, y1: 6 });
    assert.deepEqual(regionOf(Record.fromSgf('(;SZ[19]AB[jj];W[kk])')), { x0: 7, y0: 7, x1: 12, y1: 12 });
    assert.deepEqual(regionOf(Record.fromSgf('(;SZ[9])')), { x0: 0, y0: 0, x1: 8, y1: 8 });
    assert.deepEqual(parseRegion('A1-K10', 19, 19), { x0: 0, y0: 9, x1: 9, y1: 18 });
    assert.equal(parseRegion('A1-Z30', 19, 19), null);
  });
});

/**
 * Every line of `problem` the learner can play: from each position reached, each of
 * the learner's moves in the tree, played through the Problem as a learner would.
 * Returns the ends: `{ moves, verdict, state }`.
 */
function walk(problem) {
  const ends = [];
  const lines = [[]];
  while (lines.length) {
    const moves = lines.pop();
    problem.reset();
    for (const move of moves.slice(0, -1)) assert.equal(problem.play(move).ok, true);
    if (moves.length) {
      const answer = problem.play(moves.at(-1));
      assert.equal(answer.ok, true, `${moves.join(' ')}: ${answer.error?.message}`);
      if (answer.value.problem.verdict !== null) {
        ends.push({ moves, verdict: answer.value.problem.verdict, state: problem.state });
        continue;
      }
    }
    const { record, node } = problem;
    const next = record.children(node).map((id) => record.move(id)).filter((m) => m?.color === problem.learner);
    assert.ok(next.length > 0, `${moves.join(' ')}: the line stops with the learner to play and no verdict`);
    for (const { move } of next) lines.push([...moves, move]);
  }
  return ends;
}

/** Every node below `id` with its parent's game: each move legal there (RULES R3). */
function checkEveryMove(record) {
  const stack = [record.root];
  let moves = 0;
  while (stack.length) {
    const id = stack.pop();
    for (const child of record.children(id)) {
      const move = record.move(child);
      if (move) {
        const game = record.game(id);
        assert.equal(game.check(move.move, move.color), null, `node ${child}: ${move.color} ${move.move}`);
        game.free();
        moves += 1;
      }
      stack.push(child);
    }
  }
  return moves;
}

describe('the problems of www/problems/', () => {
  const withWrongLines = new Set();
  test('there are ten, each with its kind in the file name', () => {
    assert.equal(FILES.length, 10);
    for (const kind of ['capture', 'life', 'ko']) assert.ok(FILES.some((f) => f.startsWith(kind)), kind);
  });

  for (const file of FILES) {
    test(file, () => {
      const text = readFileSync(new URL(file, PROBLEMS), 'utf8');
      const problem = Problem.fromSgf(Record, text);
      assert.deepEqual(problem.record.warnings, [], 'read without repairs');
      assert.ok(checkEveryMove(problem.record) > 0);
      assert.equal(problem.game.toMove, problem.learner, 'the learner moves first');
      const ends = walk(problem);
      assert.ok(ends.some((end) => end.verdict === 'right'), 'a right line');
      if (ends.some((end) => end.verdict === 'wrong')) withWrongLines.add(file);
      for (const end of ends) assert.equal(end.state, end.verdict === 'right' ? 'solved' : 'failed', end.moves.join(' '));
      problem.reset();
      assert.ok(problem.rightMoves().length > 0, 'a hint');
      assert.ok(problem.showSolution().length > 0, 'a solution');
      problem.dispose();
    });
  }

  test('all but the one with two right answers have a wrong line with its refutation', () => {
    assert.deepEqual(FILES.filter((f) => !withWrongLines.has(f)), ['capture-3.sgf']);
  });

  test('the captures the problems teach happen on the board (the engine\'s PlayResult)', () => {
    const captured = (file, moves) => {
      const p = Problem.fromSgf(Record, readFileSync(new URL(file, PROBLEMS), 'utf8'));
      let last;
      for (const move of moves) last = p.play(move);
      return last.value.captured.length;
    };
    assert.equal(captured('capture-1.sgf', ['C16']), 1);
    assert.equal(captured('capture-2.sgf', ['D18', 'D19', 'A19']), 3);
    assert.equal(captured('capture-3.sgf', ['A19', 'A19']), 3, 'the snapback takes three');
    assert.equal(captured('life-1.sgf', ['F19', 'G19']), 8);
    assert.equal(captured('ko-1.sgf', ['D19']), 1);
  });
});

// The site's problems speak the page's language: every comment of every line (the
// root's is the task, strings/problems.js `problemTask`) has its Russian and Romanian
// text (`problemComment`), keyed by the English the record holds.
describe('the problems of www/problems/ in Russian and Romanian', async () => {
  const strings = await import('../www/strings/problems.js');
  for (const file of FILES) {
    test(`${file}: every comment has its RU and RO text`, () => {
      const record = Record.fromSgf(readFileSync(new URL(file, PROBLEMS), 'utf8'));
      const stack = [...record.children(record.root)];
      let comments = 0;
      while (stack.length) {
        const id = stack.pop();
        stack.push(...record.children(id));
        const text = record.comment(id);
        if (text === null) continue;
        comments += 1;
        for (const lang of ['ru', 'ro']) {
          const shown = strings[lang].problemComment(text);
          assert.notEqual(shown, text, `${file}: "${text}" has no ${lang} text`);
          assert.ok(shown.trim().length > 0);
        }
      }
      assert.ok(comments > 0, `${file} has comments`);
      const id = file.replace(/\.sgf$/, '');
      for (const lang of ['ru', 'ro']) assert.notEqual(strings[lang].problemTask(id), id, `${id}: a ${lang} task`);
    });
  }
  test('an opened record that marks a right line is a problem; a game record is not', async () => {
    const { isProblem } = await import('../www/problem.js');
    assert.equal(isProblem(Record.fromSgf(SMALL)), true);
    assert.equal(isProblem(Record.fromSgf('(;SZ[9];B[ee]C[A good move.]TE[1];W[cc])')), false, 'TE alone');
    assert.equal(isProblem(Record.fromSgf('(;SZ[9]AB[cc];B[dd]GB[1])')), true, 'GB for the side to play');
    assert.equal(isProblem(Record.fromSgf('(;SZ[9];B[dd]GB[1];W[ee]C[Correct])')), false, 'no position set up: a game');
    assert.equal(isProblem(Record.fromSgf('(;SZ[9]HA[2]AB[cc][gg];W[dd]C[RIGHT])')), false, 'a handicap game');
    for (const file of FILES) assert.equal(isProblem(Record.fromSgf(readFileSync(new URL(file, PROBLEMS), 'utf8'))), true, file);
  });
});
