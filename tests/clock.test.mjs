// The `Clock` class (issue 11): every system with simulated time (the clock reads no
// time of its own: each call takes `nowMs`), Ing's PP penalty points as RULES R1.10
// sets them, and every refusal an `Error` with a stable code. Run against www/pkg/ (the second module, `weiqi_extras`).
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Clock, thrown as refused } from './support/weiqi.mjs';

const MIN = 60_000;

describe('new Clock(control)', () => {
  test('every system, with exactly its fields', () => {
    const controls = [
      { system: 'absolute', main: 10 * MIN },
      { system: 'fischer', main: 5 * MIN, increment: 10_000 },
      { system: 'byoyomi', main: 30 * MIN, periods: 5, period: 30_000 },
      { system: 'canadian', main: 30 * MIN, stones: 25, period: 5 * MIN },
      { system: 'ing-pp', main: 60 * MIN },
      { system: 'ing-rs', main: 60 * MIN, period: 30_000, movesPerPeriod: 1 },
    ];
    for (const control of controls) {
      const s = new Clock(control).state(0);
      assert.equal(s.system, control.system);
      assert.equal(s.phase, 'idle');
      assert.equal(s.running, null);
      assert.equal(s.loser, null);
      assert.deepEqual(s.penaltyPoints, { black: 0, white: 0 });
      assert.equal(s.black.stageLeft, control.main);
      assert.deepEqual(s.black, s.white);
    }
  });

  test('a wrong control is a bad-option Error that says why', () => {
    for (const control of [
      undefined,
      'ing-pp:3600000',
      { system: 'blitz', main: MIN },
      { system: 'absolute' },
      { system: 'absolute', main: -1 },
      { system: 'absolute', main: 1.5 },
      { system: 'absolute', main: '60000' },
      { system: 'fischer', main: MIN, increment: 1, extra: 1 },
      { system: 'byoyomi', main: MIN, periods: 0, period: 1000 },
      { system: 'canadian', main: MIN, stones: 5, period: 0 },
      { system: 'ing-rs', main: MIN, period: 1000, movesPerPeriod: 0 },
      new Map(),
    ]) {
      refused(() => new Clock(control), 'bad-option');
    }
    // RULES R1.10: PP penalties come every BT/6, so BT must be more than 0.
    assert.match(refused(() => new Clock({ system: 'ing-pp', main: 0 }), 'bad-option').message, /BT/);
  });
});

describe('Ing PP system (RULES R1.10)', () => {
  const BT = 60 * MIN; // BT/6 = 10 min, 3·BT/6 = 30 min

  test('2 penalty points at the end of basic time, 2 more after each BT/6, loss past 3·BT/6', () => {
    const clock = new Clock({ system: 'ing-pp', main: BT });
    clock.start('B', 0);
    const black = (t) => clock.state(t).black;
    assert.equal(black(BT).penaltyPoints, 0, 'a move at exactly BT is on time');
    assert.equal(black(BT).overtime, false);
    assert.equal(black(BT + 1).penaltyPoints, 2);
    assert.equal(black(BT + 1).overtime, true);
    assert.equal(black(BT + 10 * MIN).penaltyPoints, 2);
    assert.equal(black(BT + 10 * MIN + 1).penaltyPoints, 4);
    assert.equal(black(BT + 20 * MIN + 1).penaltyPoints, 6);
    // The face shows the time to the next penalty, then to the loss.
    assert.equal(black(BT + 25 * MIN).stageLeft, 5 * MIN);
    assert.equal(black(BT + 25 * MIN).remaining, 5 * MIN);
    assert.equal(clock.state(BT + 30 * MIN).loser, null);
    const lost = clock.state(BT + 30 * MIN + 1);
    assert.deepEqual([lost.loser, lost.phase, lost.running], ['B', 'flagged', null]);
    assert.equal(clock.flag(BT + 30 * MIN + 1), 'B');
    refused(() => clock.press(BT + 30 * MIN + 2), 'flagged');
  });

  test('penalties count as settled at each press; state shows them running', () => {
    const clock = new Clock({ system: 'ing-pp', main: BT });
    clock.start('B', 0);
    clock.press(BT + 15 * MIN); // Black: 15 min over, 4 points
    assert.deepEqual(clock.penaltyPoints, { black: 4, white: 0 });
    const s = clock.state(BT + 15 * MIN + BT + 1); // White just past BT
    assert.equal(s.white.penaltyPoints, 2);
    assert.deepEqual(s.penaltyPoints, { black: 2, white: 0 }, 'equal amounts cancel');
  });

  test('both in overtime: equal penalties cancel, and the first past BT/2 loses', () => {
    const clock = new Clock({ system: 'ing-pp', main: BT });
    clock.start('B', 0);
    let t = 0;
    t += BT + 5 * MIN; clock.press(t); // Black 5 min over: 2
    t += BT + 5 * MIN; clock.press(t); // White 5 min over: 2
    assert.deepEqual(clock.penaltyPoints, { black: 0, white: 0 });
    t += 10 * MIN; clock.press(t); // Black 15 min over in all: 4
    assert.deepEqual(clock.penaltyPoints, { black: 2, white: 0 });
    t += 20 * MIN; clock.press(t); // White 25 min over: 6
    assert.deepEqual(clock.penaltyPoints, { black: 0, white: 2 });
    // Black runs past 30 min of extra time first and loses, whatever White's overrun.
    t += 15 * MIN + 1;
    assert.deepEqual(clock.press(t), { kind: 'flagged', color: 'B' });
    assert.equal(clock.state(t + MIN).loser, 'B');
  });

  test('stop settles the final penalty points for the count (RULES R1.9 step 2)', () => {
    const clock = new Clock({ system: 'ing-pp', main: BT });
    clock.start('W', 0);
    assert.deepEqual(clock.stop(BT + 12 * MIN), { kind: 'stopped', color: null });
    assert.deepEqual(clock.penaltyPoints, { black: 0, white: 4 });
    assert.equal(clock.state(BT * 9).phase, 'stopped');
    refused(() => clock.press(BT * 9), 'clock-state');
  });
});

describe('the other systems', () => {
  test('byo-yomi: a move inside a period starts it afresh; an overrun costs a period', () => {
    const clock = new Clock({ system: 'byoyomi', main: MIN, periods: 3, period: 30_000 });
    clock.start('B', 0);
    assert.deepEqual(clock.press(MIN + 20_000), { kind: 'switched', color: 'W' });
    let b = clock.state(MIN + 20_000).black;
    assert.deepEqual([b.overtime, b.periodsLeft, b.stageLeft], [true, 3, 30_000]);
    clock.press(MIN + 20_000 + 1000); // White's move
    clock.press(MIN + 21_000 + 45_000); // Black overran one period, then moved
    b = clock.state(MIN + 66_000).black;
    assert.deepEqual([b.periodsLeft, b.stageLeft, b.remaining], [2, 30_000, 60_000]);
    assert.equal(clock.state(MIN + 66_000).white.moves, 1);
    // White in main time; Black's last period: the flag falls past 60 s of thinking.
    clock.press(MIN + 67_000);
    assert.equal(clock.flag(MIN + 67_000 + 60_000), null);
    assert.equal(clock.flag(MIN + 67_000 + 60_001), 'B');
  });

  test('Canadian: stones per period, then a fresh period', () => {
    const clock = new Clock({ system: 'canadian', main: 0, stones: 2, period: 10_000 });
    clock.start('B', 0);
    let t = 0;
    const blackMove = (think) => {
      t += think;
      clock.press(t);
      t += 100;
      clock.press(t); // White answers at once
    };
    blackMove(3000);
    assert.deepEqual([clock.state(t).black.stonesLeft, clock.state(t).black.stageLeft], [1, 7000]);
    blackMove(3000);
    assert.deepEqual([clock.state(t).black.stonesLeft, clock.state(t).black.stageLeft], [2, 10_000]);
    assert.equal(clock.flag(t + 10_001), 'B');
  });

  test('Ing RS: every period must hold its moves; total time is unlimited', () => {
    const clock = new Clock({ system: 'ing-rs', main: 1000, period: 5000, movesPerPeriod: 1 });
    clock.start('W', 0);
    let t = 0;
    for (let i = 0; i < 50; i += 1) {
      t += 5000 + (i === 0 ? 1000 : 0);
      assert.equal(clock.press(t).kind, 'switched');
      t += 1;
      clock.press(t);
    }
    assert.equal(clock.state(t).white.moves, 50);
    assert.equal(clock.flag(t + 5001), 'W');
  });

  test('Fischer adds the increment after each move; absolute time just runs out', () => {
    const fischer = new Clock({ system: 'fischer', main: 10_000, increment: 5000 });
    fischer.start('B', 0);
    fischer.press(2000);
    assert.equal(fischer.state(2000).black.remaining, 13_000);
    const absolute = new Clock({ system: 'absolute', main: 10_000 });
    absolute.start('B', 0);
    absolute.press(4000);
    absolute.press(5000);
    assert.equal(absolute.state(5000).black.remaining, 6000);
    assert.equal(absolute.flag(11_000), null);
    assert.equal(absolute.flag(11_001), 'B');
  });
});

describe('pausing and refusals', () => {
  test('no time passes while paused', () => {
    const clock = new Clock({ system: 'absolute', main: MIN });
    clock.start(undefined, 1000); // Black by default (RULES R1.2)
    assert.equal(clock.state(1000).running, 'B');
    assert.deepEqual(clock.pause(11_000), { kind: 'paused', color: 'B' });
    const paused = clock.state(999_999);
    assert.deepEqual([paused.phase, paused.running, paused.black.remaining], ['paused', null, 50_000]);
    clock.resume(1_000_000);
    assert.equal(clock.state(1_010_000).black.remaining, 40_000);
  });

  test('every refusal is an Error with a code, and changes nothing', () => {
    const clock = new Clock({ system: 'fischer', main: MIN, increment: 0 });
    refused(() => clock.press(0), 'clock-state');
    refused(() => clock.pause(0), 'clock-state');
    refused(() => clock.resume(0), 'clock-state');
    refused(() => clock.start('red', 0), 'bad-color');
    for (const bad of [-1, NaN, Infinity, '10', undefined, null, {}, 2 ** 60]) {
      refused(() => clock.start('B', bad), 'bad-time');
    }
    clock.start('W', 5000);
    refused(() => clock.start('B', 5000), 'clock-state');
    refused(() => clock.resume(5000), 'clock-state');
    const before = clock.state(6000);
    refused(() => clock.press(4999), 'bad-time');
    refused(() => clock.press('later'), 'bad-time');
    assert.deepEqual(clock.state(6000), before);
    assert.equal(clock.state(5000.9).white.remaining, MIN, 'fractions of a ms round down');
  });
});
