// The API the end-of-game screen relies on (issue 7): clock penalty points in the
// count, and Ing's rank calculator.
import { test, describe } from 'node:test';
import assert from 'node:assert/strict';
import { Game, fillCountOf, rankHandicap, thrown } from './support/weiqi.mjs';

/** A 5×5 game split by walls on C (Black) and D (White), both passed. */
function stopped(rules) {
  const black = ['C1', 'C2', 'C3', 'C4', 'C5'];
  const white = ['D1', 'D2', 'D3', 'D4', 'D5'];
  const g = new Game({ rules, width: 5, height: 5, setup: { black, white } });
  g.play('pass');
  g.play('pass');
  return g;
}

describe('penalty points in the count', () => {
  test('score takes clock penalty points off the totals and shows them (RULES R1.10)', () => {
    const g = stopped('japanese');
    const plain = g.score();
    assert.deepEqual(plain.penalties, { black: 0, white: 0 });
    const s = g.score({ penalties: { white: 2 } });
    assert.deepEqual(s.penalties, { black: 0, white: 2 });
    assert.equal(s.white, plain.white - 2);
    assert.equal(s.black, plain.black);
    assert.equal(s.margin, plain.margin + 2);
  });

  test("Ing: the area count with penalties matches the fill count's penalty stones (RULES R1.9, R1.10)", () => {
    const g = stopped('ing');
    for (const penalties of [{ black: 2 }, { white: 4 }, { black: 2, white: 6 }]) {
      const area = g.score({ penalties });
      const fill = fillCountOf(g, { penalties });
      assert.equal(fill.result, area.result, JSON.stringify(penalties));
      assert.equal(fill.winner, area.winner);
    }
  });
});

describe('rankHandicap (RULES R1.8)', () => {
  test("the source's examples", () => {
    assert.deepEqual(rankHandicap('1 pin', '2 pin'), { difference: 2, handicapMoves: 0, komi: 6 });
    assert.equal(rankHandicap('1 pin', '5 pin').komi, 0);
    assert.deepEqual(rankHandicap('6 pin', '1 pin'), { difference: 10, handicapMoves: 0, komi: -2 });
    assert.deepEqual(rankHandicap('4 tuan', '4 chi'), { difference: 44, handicapMoves: 4, komi: -4 });
    assert.equal(rankHandicap('3 чи', '3 chi').komi, 8);
  });

  test('a rank that cannot be read throws bad-option naming it', () => {
    const e = thrown(() => rankHandicap('4 tuan', '10 chi'));
    assert.equal(e.code, 'bad-option');
    assert.match(e.message, /second rank '10 chi'/);
    assert.equal(thrown(() => rankHandicap(undefined, '1 chi')).code, 'bad-option');
  });
});
