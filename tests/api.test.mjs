// The JavaScript API contract (docs/api.md): every name the front end and embedders rely
// on, run against the package in www/pkg/ built by `cargo xtask build`.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, ILLEGAL_CODES, PRESETS, fillCount, fillCountOf, playAll, snapshot, thrown } from './support/weiqi.mjs';

// A ko on 9×9 (RULES R4.2): Black D5 C4 D3 and White E5 F4 E3 around it; Black E4,
// then White D4 takes E4. Retaking at E4 at once is the banned move.
const KO_SHAPE = ['D5', 'E5', 'C4', 'F4', 'D3', 'E3', 'E4', 'D4'];

describe('new Game(options)', () => {
  test('the full example of the contract', () => {
    const g = new Game({
      rules: 'ing', width: 19, height: 19, komi: 8, handicap: 0, ko: 'situational',
      suicide: 'forbidden', scoring: 'area', setup: { black: ['D4'], white: ['Q16'] }, toMove: 'W',
    });
    assert.equal(g.toMove, 'W');
    const board = g.board();
    assert.equal(board[15][3], 'X'); // D4: column D, 4th row from the bottom
    assert.equal(board[3][15], 'O'); // Q16
    assert.deepEqual(g.rules, {
      preset: 'ing', ko: 'situational', suicide: 'forbidden', scoring: 'area', komi: 8,
      seki: 'split-shared', tie: 'black-wins', handicapPlacement: 'free', afterHandicap: 'B',
      handicapCompensation: 'none', ending: 'ing-four-passes', objective: 'count',
    });
  });

  test('defaults: japanese on 19×19, empty, Black to move', () => {
    for (const g of [new Game(), new Game({}), new Game(null), new Game(undefined)]) {
      assert.equal(g.rules.preset, 'japanese');
      assert.equal(g.rules.komi, 6.5);
      assert.equal(g.width, 19);
      assert.equal(g.height, 19);
      assert.equal(g.toMove, 'B');
      assert.equal(g.moveNumber, 0);
      assert.equal(g.phase, 'playing');
      assert.equal(g.outcome, null);
      assert.equal(g.lastMove, null);
      assert.equal(g.handicap, 0);
      assert.deepEqual(g.captures, { black: 0, white: 0 });
      assert.deepEqual(g.board(), Array(19).fill('.'.repeat(19)));
      assert.deepEqual(g.history(), []);
    }
  });

  test('every preset by name, and Game.ruleSets() lists them in order', () => {
    for (const name of PRESETS) assert.equal(new Game({ rules: name }).rules.preset, name);
    const sets = Game.ruleSets();
    assert.deepEqual(sets.map((s) => s.name), PRESETS);
    for (const set of sets) {
      assert.equal(typeof set.sgfName, 'string');
      assert.equal(set.rules.preset, set.name);
    }
    assert.equal(sets[0].sgfName, 'GOE');
    assert.equal(sets[0].rules.komi, 8);
  });

  test('knobs override the preset', () => {
    const g = new Game({ rules: 'chinese', ko: 'simple', suicide: 'all', scoring: 'territory', komi: '5.5' });
    assert.equal(g.rules.ko, 'simple');
    assert.equal(g.rules.suicide, 'all');
    assert.equal(g.rules.scoring, 'territory');
    assert.equal(g.rules.komi, 5.5);
    assert.equal(g.rules.handicapCompensation, 'per-stone');
    for (const ko of ['simple', 'positional', 'situational', 'ing', 'simple-no-result']) {
      assert.equal(new Game({ ko }).rules.ko, ko);
    }
    for (const suicide of ['forbidden', 'multi', 'multi-single-is-pass', 'all']) {
      assert.equal(new Game({ suicide }).rules.suicide, suicide);
    }
    assert.equal(new Game({ komi: -3 }).rules.komi, -3);
  });

  test('unknown names throw an Error listing the accepted ones', () => {
    const cases = [
      [{ rules: 'fischer' }, ['ing', 'simplified-ing', 'tromp-taylor', 'korean']],
      [{ ko: 'superko' }, ['simple', 'positional', 'situational', 'ing', 'simple-no-result']],
      [{ suicide: 'never' }, ['forbidden', 'multi', 'multi-single-is-pass', 'all']],
      [{ scoring: 'stones' }, ['area', 'territory']],
      [{ colour: 'B' }, ['rules', 'width', 'komi', 'setup', 'toMove']],
    ];
    for (const [options, accepted] of cases) {
      const error = thrown(() => new Game(options), 'bad-option');
      for (const name of accepted) assert.ok(error.message.includes(name), `${error.message} lacks ${name}`);
    }
  });

  test('wrong values throw bad-option (or bad-point for points)', () => {
    const badOptions = [
      { width: 0 }, { width: 26 }, { height: 9.5 }, { width: '19' }, { width: NaN },
      { komi: 7.25 }, { komi: 'lots' }, { komi: Infinity }, { handicap: -1 }, { handicap: 1.5 },
      { handicap: 10 }, { toMove: 'X' }, { setup: ['D4'] }, { setup: { black: 'D4' } },
      { setup: { red: [] } }, { setup: { black: ['D4'], white: ['D4'] } },
      { setup: { black: ['D4'] }, handicap: 2 }, { handicap: 2, toMove: 'W' },
      { width: 2, setup: { black: ['A1', 'A2', 'B1', 'B2'] } }, { width: 7, handicap: 2 },
      { handicap: ['D4', 'D4'] }, 42, 'ing', [], true, new Map(), () => {},
    ];
    for (const options of badOptions) thrown(() => new Game(options), 'bad-option');
    for (const options of [{ setup: { black: ['Z1'] } }, { handicap: ['I3'] }, { setup: { white: [7] } }]) {
      thrown(() => new Game(options), 'bad-point');
    }
  });

  test('sizes from 1 to 25, rectangular too (RULES R0.1)', () => {
    const g = new Game({ width: 13, height: 9 });
    assert.equal(g.board().length, 9);
    assert.ok(g.board().every((row) => row.length === 13));
    assert.equal(g.legalMoves().length, 13 * 9);
    assert.equal(new Game({ width: 9 }).height, 9);
    assert.equal(new Game({ width: 25, height: 1 }).legalMoves().length, 25);
  });

  test('handicap: star points by number, free placement by list', () => {
    // RULES R4.3: fixed handicap on the star points, then White moves.
    const g = new Game({ handicap: 4 });
    assert.equal(g.handicap, 4);
    assert.equal(g.toMove, 'W');
    const stones = g.board().join('').split('').filter((c) => c === 'X').length;
    assert.equal(stones, 4);
    assert.equal(g.check('D4').code, 'occupied');
    // RULES R1.2: Ing's free handicap, then Black moves again.
    const ing = new Game({ rules: 'ing', width: 9, handicap: ['C3', 'gc'] });
    assert.equal(ing.handicap, 2);
    assert.equal(ing.toMove, 'B');
    assert.equal(ing.check('G7').code, 'occupied');
  });
});

describe('play, check and the reasons', () => {
  test('play counts the captured stones and lastPlay names them (RULES R0.5)', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.lastPlay(), null);
    playAll(g, ['D5', 'E5', 'E6', 'A1', 'F5', 'A2']);
    assert.equal(g.play('E4'), 1);
    assert.deepEqual(g.lastPlay(), { captured: ['E5'], selfCaptured: [], countedAsPass: false });
    assert.deepEqual(g.captures, { black: 1, white: 0 }); // Black took a White stone
    assert.equal(g.board()[4], '...X.X...');
    assert.deepEqual(g.lastMove, {
      color: 'B', move: 'E4', captures: 1, selfCaptures: 0, countedAsPass: false, outOfTurn: false,
    });
  });

  test('points in GTP or SGF form, moves written in GTP form', () => {
    const g = new Game({ width: 9 });
    g.play('cc'); // SGF: column c, third row from the top
    g.play('pass');
    g.play(' e5 ');
    assert.deepEqual(g.history().map((h) => h.move), ['C7', 'pass', 'E5']);
    assert.equal(g.check('C7').code, 'occupied');
    assert.equal(g.check('cc').code, 'occupied');
  });

  test('a named colour plays out of turn; the rules are otherwise unchanged', () => {
    const g = new Game({ width: 9 });
    g.play('D4', 'W');
    assert.equal(g.toMove, 'B');
    g.play('E5', 'W');
    assert.equal(g.toMove, 'B');
    assert.deepEqual(g.history().map((h) => [h.color, h.outOfTurn]), [['W', true], ['W', true]]);
    assert.equal(g.board()[4], '....O....');
    thrown(() => g.play('D4', 'B'), 'occupied');
    thrown(() => g.play('C3', 'red'), 'bad-color');
    thrown(() => g.play('C3', 5), 'bad-color');
    assert.ok(g.undo());
    assert.equal(g.toMove, 'B');
    assert.equal(g.moveNumber, 1);
  });

  test('play reads a point however it is written: short, long, padded, not ASCII', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.play(' D4 '), 0);
    assert.equal(g.play('ee'), 0);
    assert.equal(g.play('      \tC3\n   '), 0);
    assert.deepEqual(g.history().map((h) => h.move), ['D4', 'E5', 'C3']);
    assert.match(thrown(() => g.play('D4\u00a0x'), 'bad-point').message, /D4/);
    assert.match(thrown(() => g.play('碁'), 'bad-point').message, /碁/);
    thrown(() => g.play('x'.repeat(1000)), 'bad-point');
    thrown(() => g.play(new String('D5')), 'bad-point');
    assert.equal(g.moveNumber, 3);
    g.free();
  });

  test('playMany plays a list like play one by one, or nothing when a move is refused', () => {
    const one = new Game({ width: 9 });
    playAll(one, KO_SHAPE);
    const many = new Game({ width: 9 });
    assert.equal(many.playMany(KO_SHAPE), undefined);
    assert.deepEqual(snapshot(many), snapshot(one));
    assert.deepEqual(many.history(), one.history());
    assert.deepEqual(many.lastPlay(), { captured: ['E4'], selfCaptured: [], countedAsPass: false });

    // The fourth move of this list is on a stone: none of the list stays.
    const before = snapshot(many);
    const error = thrown(() => many.playMany(['A1', 'pass', 'B1', 'D4', 'G7']), 'occupied');
    assert.equal(error.index, 3);
    assert.match(error.message, /^move 4 of 5 \('D4'\): /);
    // An immediate ko retake (RULES R4.2) is refused as a single move would be.
    assert.equal(thrown(() => many.playMany(['E4']), 'ko').index, 0);
    assert.deepEqual(snapshot(many), before);
    assert.equal(thrown(() => many.playMany(['C3', 42]), 'bad-point').index, 1);
    thrown(() => many.playMany(42), 'bad-option');
    thrown(() => many.playMany(undefined), 'bad-option');
    // One string of moves reads like the array.
    assert.equal(thrown(() => many.playMany('A1, pass B1 D4'), 'occupied').index, 3);
    assert.deepEqual(snapshot(many), before);
    many.playMany([]);
    many.playMany('');
    assert.deepEqual(snapshot(many), before);
    const text = new Game({ width: 9 });
    text.playMany(KO_SHAPE.join(' '));
    assert.deepEqual(text.history(), one.history());
    text.free();
    one.free();
    many.free();
  });

  test('an illegal move throws an Error with a code and a message, and changes nothing', () => {
    const g = new Game({ width: 9 });
    playAll(g, KO_SHAPE);
    const before = snapshot(g);
    const cases = [
      ['D4', 'occupied'], ['E4', 'ko'], ['Z9', 'bad-point'], ['J10', 'bad-point'], ['I5', 'bad-point'],
      ['', 'bad-point'], ['pas', 'bad-point'], [42, 'bad-point'], [null, 'bad-point'],
      [undefined, 'bad-point'], [{}, 'bad-point'], [['D4'], 'bad-point'],
    ];
    for (const [point, code] of cases) {
      const error = thrown(() => g.play(point), code);
      assert.ok(error instanceof Error);
      assert.deepEqual(snapshot(g), before, `${point} changed the game`);
    }
    assert.match(thrown(() => g.play('E4')).message, /^ko: /);
    assert.match(thrown(() => g.play('D4')).message, /stone already stands/);
  });

  test('suicide is refused where the rules forbid it (RULES R4.1)', () => {
    const g = new Game({ width: 5, setup: { white: ['A2', 'B1'] } });
    const error = thrown(() => g.play('A1'), 'suicide');
    assert.match(error.message, /liberty/);
    assert.deepEqual(g.check('A1'), { code: 'suicide', message: error.message });
  });

  test("Ing: a lone stone's suicide counts as a pass; a group's removes it (RULES R1.3)", () => {
    const lone = new Game({ rules: 'ing', width: 5, setup: { white: ['A2', 'B1'] } });
    assert.equal(lone.play('A1'), 0);
    assert.deepEqual(lone.lastPlay(), { captured: [], selfCaptured: [], countedAsPass: true });
    assert.equal(lone.board()[4], '.O...');
    assert.equal(lone.toMove, 'W');
    assert.equal(lone.lastMove.countedAsPass, true);

    const group = new Game({ rules: 'ing', width: 5, setup: { black: ['A1'], white: ['A2', 'B2', 'C1'] } });
    assert.equal(group.play('B1'), 0);
    const result = group.lastPlay();
    assert.deepEqual(result.selfCaptured.sort(), ['A1', 'B1']);
    assert.deepEqual(group.captures, { black: 0, white: 2 });
  });

  test('ko, hot stone and superko each have their own code (RULES R1.4, R2.2, R4.2)', () => {
    const japanese = new Game({ width: 9 });
    playAll(japanese, KO_SHAPE);
    assert.equal(japanese.check('E4').code, 'ko');

    const ing = new Game({ rules: 'ing', width: 9 });
    playAll(ing, KO_SHAPE);
    const hot = thrown(() => ing.play('E4'), 'hot-stone');
    assert.match(hot.message, /hot stone/);
    ing.play('A1'); // a move elsewhere: the stone is no longer hot
    ing.play('A9');
    assert.equal(ing.check('E4'), null);

    // Tromp–Taylor on 1×1: the only stone is a suicide that repeats the empty board.
    const tiny = new Game({ rules: 'tromp-taylor', width: 1 });
    const superko = thrown(() => tiny.play('A1'), 'superko');
    assert.match(superko.message, /starting position/);
    assert.deepEqual(tiny.legalMoves(), []);
    assert.deepEqual(tiny.bans(), [{ point: 'A1', code: 'superko', message: superko.message, moveNumber: 0 }]);
  });

  test('superko and cycle name their move in moveNumber, for translations (RULES R1.4, R2.2, R3.4)', () => {
    // Sending two, returning one on an 8×1 line (Russian: situational superko). Black's
    // C1 again would repeat the situation after move 1.
    const russian = new Game({ rules: 'russian', width: 8, height: 1, setup: { black: ['D1', 'F1', 'G1'], white: ['B1'] } });
    playAll(russian, ['C1', 'E1', 'D1', 'pass']);
    const repeat = { code: 'superko', message: 'superko: this would repeat the position after move 1', moveNumber: 1 };
    assert.deepEqual(russian.check('C1'), repeat);
    assert.deepEqual(russian.bans().find((b) => b.point === 'C1'), { point: 'C1', ...repeat });
    // Only superko and cycle carry it: the suicide at A1 has none.
    assert.equal('moveNumber' in russian.bans().find((b) => b.point === 'A1'), false);
    // Ing on 2×1: Black A1, White takes it, Black passes, White's two-stone suicide
    // empties the board; Black began this cycle at move 1 and may not begin it again.
    const ing = new Game({ rules: 'ing', width: 2, height: 1 });
    playAll(ing, ['A1', 'B1', 'pass', 'A1']);
    assert.deepEqual(ing.check('A1'), {
      code: 'cycle', message: 'cycle: you began this repetition at move 1 and may not begin it again', moveNumber: 1,
    });
    assert.equal(ing.bans()[0].moveNumber, 1);
    // Ko and a stone on the point name no move.
    const japanese = new Game({ width: 9 });
    playAll(japanese, KO_SHAPE);
    assert.equal('moveNumber' in japanese.check('E4'), false);
    assert.equal('moveNumber' in japanese.check('D4'), false);
  });

  test('check: null when legal, else { code, message }; for a named colour too', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.check('D4'), null);
    assert.equal(g.check('pass'), null);
    g.play('D4');
    assert.deepEqual(g.check('D4'), { code: 'occupied', message: 'a stone already stands on that point' });
    assert.equal(g.check('D4', 'B').code, 'occupied');
    assert.equal(g.check('E4', 'B'), null);
    assert.equal(g.toMove, 'W', 'check changes nothing');
    assert.equal(g.moveNumber, 1);
    assert.equal(g.check('K99').code, 'bad-point');
    assert.equal(g.check(7).code, 'bad-point');
    thrown(() => g.check('E4', 'green'), 'bad-color');
    for (const point of g.legalMoves()) assert.equal(g.check(point), null, point);
  });

  test('legalMoves and bans split the empty points', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.legalMoves().length, 81);
    assert.deepEqual(g.legalMoves().slice(0, 3), ['A9', 'B9', 'C9']);
    playAll(g, KO_SHAPE);
    const bans = g.bans();
    assert.deepEqual(bans.map((b) => [b.point, b.code]), [['E4', 'ko']]);
    assert.ok(bans[0].message.length > 0);
    const empty = g.board().join('').split('').filter((c) => c === '.').length;
    assert.equal(g.legalMoves().length + bans.length, empty);
    for (const ban of bans) assert.ok(ILLEGAL_CODES.includes(ban.code));
  });

  test('undo takes back moves and reports whether there was one', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.undo(), false);
    playAll(g, KO_SHAPE);
    const after = snapshot(g);
    g.play('A1');
    assert.equal(g.undo(), true);
    assert.deepEqual(snapshot(g), after);
    while (g.undo());
    assert.equal(g.moveNumber, 0);
    assert.deepEqual(g.board(), Array(9).fill('.........'));
  });

  test('clone is independent', () => {
    const g = new Game({ width: 9 });
    g.play('D4');
    const copy = g.clone();
    copy.play('E5');
    assert.equal(g.moveNumber, 1);
    assert.equal(copy.moveNumber, 2);
    assert.equal(copy.rules.preset, 'japanese');
    copy.free();
    assert.equal(g.check('E5'), null);
  });
});

describe('phases and the end of the game', () => {
  test('two passes stop play; moves are refused with `stopped` (RULES R4.4)', () => {
    const g = new Game({ width: 9 });
    playAll(g, ['C3', 'G7', 'pass', 'pass']);
    assert.equal(g.phase, 'stopped');
    thrown(() => g.play('D4'), 'stopped');
    assert.equal(g.check('D4').code, 'stopped');
    assert.deepEqual(g.legalMoves(), []);
    assert.ok(g.bans().every((b) => b.code === 'stopped'));
    assert.ok(g.undo());
    assert.equal(g.phase, 'playing');
  });

  test('dead stones, agreement and resumption', () => {
    const g = new Game({ width: 9 });
    playAll(g, ['C3', 'G7']);
    thrown(() => g.toggleDead('C3'), 'not-stopped');
    thrown(() => g.agree(), 'not-stopped');
    playAll(g, ['pass', 'pass']);
    assert.deepEqual(g.toggleDead('C3'), ['C3']);
    assert.deepEqual(g.deadStones(), ['C3']);
    thrown(() => g.toggleDead('D4'), 'no-stone');
    thrown(() => g.toggleDead('Z1'), 'bad-point');
    g.resume('B'); // whoever asks to resume lets the opponent move first (RULES R4.4)
    assert.equal(g.phase, 'playing');
    assert.equal(g.toMove, 'W');
    assert.deepEqual(g.deadStones(), []);
    assert.ok(g.undo());
    assert.equal(g.phase, 'stopped');
    assert.deepEqual(g.toggleDeadChain('G7'), ['G7']);
    g.agree();
    assert.equal(g.phase, 'finished');
    assert.deepEqual(g.outcome, { kind: 'counted' });
    thrown(() => g.play('pass'), 'game-over');
    thrown(() => g.resume(), 'game-over');
  });

  test('Tromp–Taylor ends at two passes and never resumes', () => {
    const g = new Game({ rules: 'tromp-taylor', width: 9 });
    playAll(g, ['pass', 'pass']);
    assert.equal(g.phase, 'finished');
    assert.deepEqual(g.outcome, { kind: 'counted' });
  });

  test('Simplified Ing: after a resumption the next stop ends the game (RULES R2.4)', () => {
    const g = new Game({ rules: 'simplified-ing', width: 9 });
    playAll(g, ['pass', 'pass']);
    assert.equal(g.secondPhase, false);
    g.resume();
    assert.equal(g.secondPhase, true);
    playAll(g, ['pass', 'pass']);
    assert.equal(g.phase, 'finished');
  });

  test('resignation and time finish the game; undo takes them back', () => {
    const g = new Game({ width: 9 });
    g.play('D4');
    g.resign();
    assert.equal(g.phase, 'finished');
    assert.deepEqual(g.outcome, { kind: 'resignation', winner: 'B' });
    thrown(() => g.play('E5'), 'game-over');
    thrown(() => g.resign('B'), 'game-over');
    assert.ok(g.undo());
    assert.equal(g.outcome, null);
    g.loseOnTime('B');
    assert.deepEqual(g.outcome, { kind: 'time', winner: 'W' });
    thrown(() => g.loseOnTime('W'), 'game-over');
    thrown(() => new Game().resign('purple'), 'bad-color');
  });
});

// Black walls off columns A–C of a 5×5 board, White columns D–E; a dead White stone
// stands at A1.
function settled(rules) {
  return new Game({
    rules, width: 5, height: 5,
    setup: { black: ['C1', 'C2', 'C3', 'C4', 'C5'], white: ['D1', 'D2', 'D3', 'D4', 'D5', 'A1'] },
  });
}

describe('score, compareRules and fillCount', () => {
  test('score removes the dead stones named and shows every part (RULES R0.7, R4.5)', () => {
    const g = settled('japanese');
    const s = g.score({ dead: ['A1'] });
    assert.deepEqual(s.territory, { black: 10, white: 5 });
    assert.deepEqual(s.prisoners, { black: 1, white: 0 });
    assert.deepEqual(s.dead, { black: 0, white: 1 });
    assert.equal(s.komi, 6.5);
    assert.equal(s.black, 11);
    assert.equal(s.white, 11.5);
    assert.equal(s.margin, -0.5);
    assert.equal(s.winner, 'W');
    assert.equal(s.result, 'W+0.5');
    assert.equal(s.scoring, 'territory');
    assert.deepEqual(s.ownership, ['XXXOO', 'XXXOO', 'XXXOO', 'XXXOO', 'XXXOO']);
  });

  test("without `dead` the game's own marks count (RULES R1.6)", () => {
    const g = settled('ing');
    assert.equal(g.score().stones.white, 6);
    g.play('pass');
    g.play('pass');
    g.toggleDead('A1');
    const s = g.score();
    assert.equal(s.stones.white, 5);
    assert.equal(s.result, 'W+3'); // 15 − 10 − 8
  });

  test('compareRules counts the same position under all nine presets won by points', () => {
    const all = settled('japanese').compareRules({ dead: ['A1'] });
    // Capture Go and Kill-all are won otherwise (RULES R5): not compared.
    const byPoints = PRESETS.filter((name) => new Game({ rules: name }).rules.objective === 'count');
    assert.equal(byPoints.length, 9);
    assert.deepEqual(all.map((r) => r.rules), byPoints);
    const by = Object.fromEntries(all.map((r) => [r.rules, r.score]));
    assert.equal(by.ing.komi, 8);
    assert.equal(by.ing.result, 'W+3');
    assert.equal(by.chinese.result, 'W+2.5');
    assert.equal(by.japanese.result, 'W+0.5');
  });

  test('fillCount gives ordered steps whose margin matches the area count (RULES R1.9)', () => {
    const g = settled('ing');
    const count = fillCountOf(g, { dead: ['A1'] });
    assert.equal(count.cupSize, 12);
    assert.deepEqual(count.cupsAtStart, { black: 7, white: 7 });
    assert.equal(count.result, 'W+3');
    assert.equal(count.winner, 'W');
    const kinds = count.steps.map((s) => s.kind);
    assert.equal(kinds.filter((k) => k === 'compensation').length, 4);
    assert.deepEqual([...new Set(kinds)], ['compensation', 'territory', 'losing']);
    assert.equal(count.emptyPoint, 'E5');
    const penalised = fillCountOf(g, { dead: ['A1'], penalties: { white: 4 } });
    assert.equal(penalised.result, 'B+1'); // White's 4 penalty points: 3 − 4
  });

  test("the second module's fillCount counts the game's marks, as score does (RULES R1.6, R1.9)", () => {
    const g = settled('ing');
    g.play('pass');
    g.play('pass');
    g.toggleDead('A1');
    const count = fillCountOf(g);
    assert.equal(count.result, g.score().result);
    assert.deepEqual(count.cupsAtStart, { black: 7, white: 7 });
    // A request's own list wins over the marks: with A1 alive Black has no territory.
    assert.match(thrown(() => fillCountOf(g, { dead: [] }), 'cannot-count').message, /territory/);
  });

  test('fillCount refuses what is not a game position or under territory scoring', () => {
    assert.equal(thrown(() => fillCount({ board: ['X.O'] })).code, 'bad-option');
    assert.equal(thrown(() => fillCount({ board: ['X.O'], rules: { preset: 'nope' } })).code, 'bad-option');
    assert.equal(thrown(() => fillCount(null)).code, 'bad-option');
    const japanese = settled('japanese');
    assert.match(thrown(() => fillCountOf(japanese), 'cannot-count').message, /counts by area/);
  });

  test('fillCount refuses an even board with the reason (RULES R1.1)', () => {
    const g = new Game({ rules: 'ing', width: 4, height: 4 });
    const e = thrown(() => fillCountOf(g));
    assert.equal(e.code, 'cannot-count');
    assert.match(e.message, /odd number of points/);
  });

  test('malformed count requests throw, and change nothing', () => {
    const g = settled('ing');
    assert.equal(thrown(() => g.score({ dead: ['Z9'] })).code, 'bad-point');
    assert.equal(thrown(() => g.score({ dead: 'A1' })).code, 'bad-option');
    assert.equal(thrown(() => g.score({ deed: [] })).code, 'bad-option');
    assert.equal(thrown(() => g.score(42)).code, 'bad-option');
    assert.equal(thrown(() => fillCountOf(g, { penalties: { black: -2 } })).code, 'bad-option');
    assert.equal(g.moveNumber, 0);
  });
});

describe('toSgf and Game.fromSgf', () => {
  test('a game survives the round trip (RULES R6)', () => {
    const g = new Game({ rules: 'ing', width: 9, height: 9 });
    playAll(g, KO_SHAPE);
    const text = g.toSgf();
    assert.match(text, /RU\[GOE\]/);
    assert.match(text, /SZ\[9\]/);
    const back = Game.fromSgf(text);
    assert.deepEqual(back.board(), g.board());
    assert.equal(back.moveNumber, g.moveNumber);
    assert.equal(back.rules.preset, 'ing');
    assert.equal(back.toMove, g.toMove);
    assert.deepEqual(back.loadWarnings(), []);
    // The ban comes from the replayed history: the hot stone (RULES R1.4).
    assert.equal(back.check('E4').code, 'hot-stone');
  });

  test('a malformed record says where (line and column)', () => {
    const e = thrown(() => Game.fromSgf('(;GM[1]SZ[9]\n;B[ee'));
    assert.equal(e.code, 'bad-sgf');
    assert.match(e.message, /line 2, column/);
    assert.equal(thrown(() => Game.fromSgf(42)).code, 'bad-sgf');
    assert.equal(thrown(() => Game.fromSgf('no game here')).code, 'bad-sgf');
  });

  test('illegal recorded moves are played and reported', () => {
    const g = Game.fromSgf('(;GM[1]SZ[9]RU[Japanese];B[ee];W[ee];B[cc])');
    const warnings = g.loadWarnings();
    assert.equal(warnings.length, 1);
    assert.equal(warnings[0].code, 'move-not-played');
    assert.match(warnings[0].message, /ee|E5/);
  });

});

describe('what the engine answers for the pages', () => {
  test('result: the SGF RE form once over, the provisional count at the stop, null in play', () => {
    const g = new Game({ width: 9 });
    assert.equal(g.result, null);
    playAll(g, ['C3', 'G7', 'pass', 'pass']);
    assert.equal(g.result, g.score().result);
    g.agree();
    assert.equal(g.result, g.score().result);
    g.undo();
    g.resign('B');
    assert.equal(g.result, 'W+R');
    g.undo();
    g.undo();
    g.undo();
    g.loseOnTime('W');
    assert.equal(g.result, 'B+T');
  });

  test('resumption: who may ask and who moves first, per preset (RULES R1.6, R2.4, R4.4)', () => {
    const expected = {
      ing: 'play-on', 'simplified-ing': 'by-last-passer', 'tromp-taylor': 'none',
      russian: 'requester', japanese: 'requester', chinese: 'requester', aga: 'requester',
      'new-zealand': 'requester', korean: 'requester',
      // RULES R5: the first games keep the Chinese knobs, their ending included.
      'capture-go': 'requester', 'kill-all': 'requester',
    };
    for (const preset of PRESETS) assert.equal(new Game({ rules: preset, width: 9 }).resumption, expected[preset], preset);
  });

  test('fillCountRefusal: offered under area scoring on odd boards only (RULES R1.1, R1.9)', () => {
    assert.equal(new Game({ rules: 'ing', width: 9 }).fillCountRefusal, null);
    assert.equal(new Game({ rules: 'japanese', width: 9 }).fillCountRefusal, 'territory-scoring');
    const even = new Game({ rules: 'chinese', width: 8 });
    assert.equal(even.fillCountRefusal, 'even-points');
    assert.match(thrown(() => fillCountOf(even), 'cannot-count').message, /odd number of points/);
  });

  test('a refused play carries moveNumber as check does (RULES R1.4)', () => {
    const ing = new Game({ rules: 'ing', width: 2, height: 1 });
    playAll(ing, ['A1', 'B1', 'pass', 'A1']);
    const error = thrown(() => ing.play('A1'), 'cycle');
    assert.equal(error.moveNumber, ing.check('A1').moveNumber);
    assert.equal(error.moveNumber, 1);
    assert.equal('moveNumber' in thrown(() => ing.play('Z9'), 'bad-point'), false);
  });

  test('scores list their parts; fill-count steps carry the cups, the count its margin parts (RULES R1.9)', () => {
    const g = new Game({ rules: 'ing', width: 5 });
    playAll(g, ['C1', 'D1', 'C2', 'D2', 'C3', 'D3', 'C4', 'D4', 'C5', 'D5']);
    assert.deepEqual(g.score().parts, ['stones', 'territory', 'komi']);
    assert.deepEqual(g.score({ penalties: { black: 2 } }).parts, ['stones', 'territory', 'komi', 'penalties']);
    assert.deepEqual(new Game({ width: 5 }).score().parts, ['territory', 'prisoners', 'komi']);
    const count = fillCountOf(g);
    const cups = { ...count.cupsAtStart };
    for (const step of count.steps) {
      cups[step.color === 'B' ? 'black' : 'white'] -= 1;
      assert.deepEqual(step.cups, cups);
    }
    const { stonesPlaced, freePoint, total, winner } = count.marginParts;
    assert.equal(total, count.margin);
    assert.equal(total, 2 * stonesPlaced + freePoint);
    assert.equal(stonesPlaced, count.steps.filter((s) => s.kind === 'losing').length);
    assert.equal(winner, count.winner);
  });
});
