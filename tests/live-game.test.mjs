// A live game on a board (www/live-game.js) with the real engine (www/pkg: the main
// module's Record, the live module's followRecord / recordClocks), a board controller
// without a view, and a fake host and clock: moves arrive and the viewer at the live
// move follows them; a viewer studying an earlier position stays there and is told how
// many moves are new; a commentator's variation comes into the tree; a rewritten
// record is followed; a malformed version keeps the last good record; the clocks tick
// between versions; the result ends the polling (RULES R6.1).
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Game, Record } from './support/weiqi.mjs';
import { loadLive } from './support/pkg.mjs';
import { fakeClock, fakeHost, fakePage, settle } from './support/live-fakes.mjs';
import { BoardController } from '../www/board-controller.js';
import { RecordMatch } from '../www/record-match.js';
import { LiveGame } from '../www/live-game.js';

const live = await loadLive();

const HEAD = '(;GM[1]FF[4]SZ[9]PB[Ana]PW[Boris]BL[600]WL[600]';
/** The record after the moves `moves` (`;B[ee];W[cc]`…), with `tail` before its end. */
const version = (moves, tail = '') => `${HEAD}${moves}${tail})`;

/** A board following a fake host's file; `changes` collects the controller's `live` events. */
async function follow(text, { interval = 10 } = {}) {
  const clock = fakeClock();
  const host = fakeHost(text);
  const page = fakePage();
  const controller = new BoardController({ Game, Record, words: {} });
  const changes = [];
  controller.addEventListener('change', (event) => {
    if (event.detail.type === 'live') changes.push(event.detail.value);
  });
  const game = new LiveGame(controller, {
    url: 'https://example.org/live/board1.sgf',
    interval,
    live: async () => live,
    open: (first) => {
      const match = new RecordMatch(Record.fromSgf(first));
      match.opened = true;
      match.last();
      controller.start(match);
    },
    poller: { fetch: host.fetch, clock, visibility: page, random: () => 0.5 },
  });
  game.start();
  await settle();
  /** The relay writes `next`; the board's next poll reads it. */
  const relay = async (next) => {
    host.write(next);
    await clock.advance(game.poller.dueAt - clock.now());
  };
  return { clock, host, page, controller, game, changes, relay };
}

describe('following a live game', () => {
  test('the first version opens at its last move; new moves follow at the live move', async () => {
    const { controller, game, changes, relay } = await follow(version(';B[ee];W[cc]'));
    assert.equal(controller.match.shownMove, 2);
    assert.equal(game.status, 'waiting');
    assert.equal(game.unseen, 0);
    await relay(version(';B[ee];W[cc];B[gg]'));
    assert.equal(controller.match.shownMove, 3, 'the viewer at the live move goes on');
    assert.deepEqual(changes.at(-1), { newMoves: 1, takenBack: 0, end: 3, followed: true });
    assert.deepEqual(game.news, { key: 'liveSaidMoves', args: [1, 'B', 'G3'] });
    await relay(version(';B[ee];W[cc];B[gg];W[gc];B[cg]'));
    assert.equal(controller.match.shownMove, 5);
    assert.deepEqual(game.news, { key: 'liveSaidMoves', args: [2, 'B', 'C3'] });
  });

  test('a viewer studying an earlier move stays there, told how many moves are new; one call returns', async () => {
    const { controller, game, relay } = await follow(version(';B[ee];W[cc];B[gg]'));
    controller.goTo(1);
    await relay(version(';B[ee];W[cc];B[gg];W[gc]'));
    await relay(version(';B[ee];W[cc];B[gg];W[gc];B[cg]'));
    assert.equal(controller.match.shownMove, 1, 'the position studied stays');
    assert.equal(controller.match.game.lastMove.move, 'E5');
    assert.equal(game.unseen, 2);
    assert.deepEqual(game.news, { key: 'liveSaidUnseen', args: [2] });
    game.toLive();
    assert.equal(controller.match.shownMove, 5);
    assert.equal(game.unseen, 0);
    // Back at the live move by the arrows too: nothing unseen.
    controller.goTo(2);
    await relay(version(';B[ee];W[cc];B[gg];W[gc];B[cg];W[dg]'));
    assert.equal(game.unseen, 1);
    controller.navigate('last');
    assert.equal(game.unseen, 0);
  });

  test('a commentator’s variation and comment come into the tree', async () => {
    const { controller, relay } = await follow(version(';B[ee];W[cc]'));
    await relay(version(';B[ee]C[The centre.](;W[cc])(;W[gg]C[Also good.])'));
    const { tree } = controller.match;
    const [first] = tree.children(tree.root);
    assert.equal(tree.comment(first), 'The centre.');
    assert.equal(tree.children(first).length, 2);
    assert.equal(controller.match.shownMove, 2, 'still at the live move');
  });

  test('a rewritten record is followed and said; a viewer on a move taken back goes to what is left', async () => {
    const { controller, game, relay } = await follow(version(';B[ee];W[cc];B[gg];W[gc]'));
    // The hosts' panels read the live game while the board takes the new record.
    const read = [];
    controller.addEventListener('change', () => read.push(game.unseen));
    controller.goTo(3);
    await relay(version(';B[ee];W[cc];B[cg]'));
    assert.equal(controller.match.shownMove, 2, 'move 3 was taken back: the viewer is at move 2');
    assert.deepEqual(game.news, { key: 'liveSaidRewritten', args: [2, 1] });
    assert.equal(game.update.takenBack, 2);
    assert.equal(game.unseen, 1, 'the new move 3 is unseen');
    assert.deepEqual(read, [0, 1], 'stepping back, then the new record: read in its own terms');
  });

  test('a variation the viewer played survives the next version', async () => {
    const { controller, relay } = await follow(version(';B[ee];W[cc];B[gg]'));
    controller.goTo(1);
    assert.ok(controller.play('D7').ok);
    const mine = controller.match.node;
    const path = controller.match.tree.path(mine).length;
    await relay(version(';B[ee];W[cc];B[gg];W[gc]'));
    const { match } = controller;
    assert.equal(match.tree.move(match.node).move, 'D7', 'still on the viewer’s move');
    assert.equal(match.tree.path(match.node).length, path);
    assert.equal(match.moveNumberOf(match.tree.mainLine().at(-1)), 4, 'the author’s line goes on');
  });

  test('a malformed version keeps the last good record and says so; the next good one follows from it', async () => {
    const { controller, game, relay } = await follow(version(';B[ee];W[cc]'));
    await relay(`${HEAD};B[ee];W[cc];B[g`);
    assert.equal(game.stale?.code, 'bad-sgf');
    assert.deepEqual(game.news, { key: 'liveSaidStale', args: [] });
    assert.equal(controller.match.shownMove, 2);
    await relay(version(';B[ee];W[cc];B[gg]'));
    assert.equal(game.stale, null);
    assert.equal(controller.match.shownMove, 3);
  });

  test('the clocks tick for the player to move, from when the file was written', async () => {
    const { clock, game, relay } = await follow(version(';B[ee]BL[590];W[cc]WL[580.5]OW[5]'));
    // The fake host says each version was written 2 s before it was sent.
    const now = game.clocks();
    assert.equal(now.running, 'B');
    assert.equal(now.black.seconds, 588);
    assert.deepEqual(now.white, { seconds: 580.5, periods: 5 });
    await clock.advance(3000);
    assert.equal(game.clocks().black.seconds, 585);
    await relay(version(';B[ee]BL[590];W[cc]WL[580.5]OW[5];B[gg]BL[570]'));
    const after = game.clocks();
    assert.equal(after.running, 'W');
    assert.equal(after.black.seconds, 570);
    assert.equal(after.white.seconds, 578.5);
  });

  test('the result ends the live mode: no more polling', async () => {
    const { clock, game, host, relay } = await follow(version(';B[ee];W[cc]'));
    await relay(`${HEAD}RE[W+R];B[ee];W[cc])`);
    assert.equal(game.status, 'ended');
    assert.equal(game.result, 'W+R');
    assert.deepEqual(game.news, { key: 'liveSaidEnded', args: ['W+R'] });
    assert.equal(game.clocks().running, null, 'the clocks stop');
    const asked = host.requests.length;
    await clock.advance(3_600_000);
    assert.equal(host.requests.length, asked);
  });

  test('another game put on the board stops the following', async () => {
    const { clock, controller, game, host } = await follow(version(';B[ee]'));
    controller.start({ rules: 'japanese', width: 9, height: 9 });
    assert.equal(game.status, 'stopped');
    const asked = host.requests.length;
    await clock.advance(600_000);
    assert.equal(host.requests.length, asked);
  });
});
