// The live board's polling (www/live-poll.js), run in Node with a fake clock, a fake
// host and a fake page visibility: the floor, the back-off while nothing changes and
// after errors, `Retry-After`, conditional requests and 304s, a hidden tab that stops
// polling, and at most one request at a time.
import { describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DEFAULT_SECONDS,
  ERROR_LIMIT_SECONDS,
  FLOOR_SECONDS,
  LivePoller,
  PollPolicy,
  liveInterval,
  retryAfterSeconds,
} from '../www/live-poll.js';
import { fakeClock, fakeHost, fakePage, settle } from './support/live-fakes.mjs';

/** A poller on a fake host, clock and page; `versions` collects what it handed on. */
function setUp({ interval = 10, sameOrigin = true, read = () => 'changed' } = {}) {
  const clock = fakeClock();
  const host = fakeHost();
  const page = fakePage();
  const versions = [];
  const poller = new LivePoller('https://example.org/live/board1.sgf', {
    interval,
    sameOrigin,
    fetch: host.fetch,
    clock,
    visibility: page,
    random: () => 0.5,
    onVersion: (text, meta) => {
      versions.push({ text, meta });
      return read(text);
    },
  });
  return { clock, host, page, versions, poller };
}

describe('the interval and the policy', () => {
  test('the live attribute: its seconds, never below the floor; the default otherwise', () => {
    assert.equal(liveInterval('10'), 10);
    assert.equal(liveInterval(' 30 '), 30);
    assert.equal(liveInterval('1'), FLOOR_SECONDS);
    assert.equal(liveInterval('0.2'), FLOOR_SECONDS);
    for (const none of ['', null, undefined, 'live', '-5', '0', 'NaN']) assert.equal(liveInterval(none), DEFAULT_SECONDS, String(none));
  });

  test('while nothing changes the wait grows ×1.5 up to four intervals; a change resets it', () => {
    const policy = new PollPolicy({ interval: 10 });
    const waits = [1, 2, 3, 4, 5].map(() => policy.next('unchanged'));
    assert.deepEqual(waits, [15_000, 22_500, 33_750, 40_000, 40_000]);
    assert.equal(policy.next('changed'), 10_000);
    assert.equal(policy.next('malformed'), 10_000, 'a file caught mid-write is asked for again soon');
  });

  test('errors double the wait (jittered ±20 %) up to five minutes; Retry-After is obeyed', () => {
    const low = new PollPolicy({ interval: 10, random: () => 0 });
    const high = new PollPolicy({ interval: 10, random: () => 0.999999 });
    const lows = [1, 2, 3, 4, 5, 6].map(() => low.next('error'));
    const highs = [1, 2, 3, 4, 5, 6].map(() => high.next('error'));
    assert.deepEqual(lows, [16_000, 32_000, 64_000, 128_000, 240_000, 240_000]);
    for (const [i, wait] of highs.entries()) assert.ok(Math.abs(wait - [24_000, 48_000, 96_000, 192_000, 360_000, 360_000][i]) < 1, `${wait}`);
    assert.ok(Math.max(...highs) <= ERROR_LIMIT_SECONDS * 1000 * 1.2);
    assert.equal(low.next('changed'), 10_000, 'an answer ends the back-off');
    assert.equal(new PollPolicy({ interval: 10, random: () => 0 }).next('error', { retryAfter: 120 }), 120_000);
  });

  test('the floor holds for any interval asked', () => {
    const policy = new PollPolicy({ interval: 0.5 });
    assert.equal(policy.base, FLOOR_SECONDS * 1000);
    assert.equal(policy.next('changed'), FLOOR_SECONDS * 1000);
  });

  test('Retry-After as seconds or as a date', () => {
    assert.equal(retryAfterSeconds('120'), 120);
    assert.equal(retryAfterSeconds('Thu, 01 Jan 2026 00:01:00 GMT', Date.UTC(2026, 0, 1)), 60);
    assert.equal(retryAfterSeconds(null), null);
    assert.equal(retryAfterSeconds('soon'), null);
  });
});

describe('the poller', () => {
  test('the first request goes out at once; then conditional requests, and a 304 costs no version', async () => {
    const { clock, host, versions, poller } = setUp();
    poller.start();
    await settle();
    assert.equal(host.requests.length, 1);
    assert.deepEqual(host.requests[0].options, { cache: 'no-store', headers: {} });
    assert.equal(versions.length, 1);
    assert.equal(versions[0].meta.age, 2, 'the host said the file was written 2 s before it was sent');
    assert.equal(poller.state, 'waiting');
    assert.deepEqual(clock.pending(), [10_000]);
    await clock.advance(10_000);
    assert.equal(host.requests.length, 2);
    assert.deepEqual(host.requests[1].options.headers, {
      'If-None-Match': '"v1"',
      'If-Modified-Since': 'Thu, 01 Jan 2026 00:00:01 GMT',
    });
    assert.equal(poller.counts.notModified, 1);
    assert.equal(versions.length, 1);
    assert.deepEqual(clock.pending(), [15_000], 'nothing new: the wait grew');
  });

  test('a new version is handed on and the wait is the interval again', async () => {
    const { clock, host, versions, poller } = setUp();
    poller.start();
    await settle();
    await clock.advance(10_000 + 15_000);
    assert.equal(poller.counts.notModified, 2);
    host.write('(;SZ[9];B[ee];W[cc])');
    await clock.advance(22_500);
    assert.equal(versions.at(-1).text, '(;SZ[9];B[ee];W[cc])');
    assert.deepEqual(clock.pending(), [10_000]);
    assert.equal(host.requests.length, 4);
  });

  test('no more often than the floor, even for live="1"', async () => {
    const { clock, host, poller } = setUp({ interval: 1 });
    poller.start();
    await settle();
    for (let i = 0; i < 5; i += 1) {
      host.write(`(;SZ[9]C[${i}])`);
      await clock.advance(FLOOR_SECONDS * 1000);
    }
    assert.equal(host.requests.length, 6);
    await clock.advance(FLOOR_SECONDS * 1000 - 1);
    assert.equal(host.requests.length, 6, 'not before the floor');
  });

  test('errors: retrying with a growing wait, the host’s Retry-After, then back to normal', async () => {
    const { clock, host, versions, poller } = setUp();
    poller.start();
    await settle();
    host.down = 'network';
    await clock.advance(10_000);
    assert.equal(poller.state, 'retrying');
    assert.match(poller.error.message, /Failed to fetch/);
    assert.deepEqual(clock.pending(), [20_000]);
    await clock.advance(20_000);
    assert.deepEqual(clock.pending(), [40_000]);
    host.down = 503;
    host.retryAfter = '300';
    await clock.advance(40_000);
    assert.deepEqual(clock.pending(), [300_000], 'the host asked for five minutes');
    assert.match(poller.error.message, /HTTP 503/);
    host.down = null;
    host.write('(;SZ[9];B[ee];W[cc])');
    await clock.advance(300_000);
    assert.equal(poller.state, 'waiting');
    assert.equal(poller.error, null);
    assert.equal(versions.length, 2);
    assert.deepEqual(clock.pending(), [10_000]);
    assert.equal(poller.counts.errors, 3);
  });

  test('a hidden tab does not poll; shown again it polls at once when a poll is due', async () => {
    const { clock, host, page, poller } = setUp();
    poller.start();
    await settle();
    page.set(true);
    assert.equal(poller.state, 'paused');
    assert.deepEqual(clock.pending(), [], 'no timer while hidden');
    await clock.advance(3_600_000);
    assert.equal(host.requests.length, 1, 'an hour hidden, no request');
    page.set(false);
    assert.deepEqual(clock.pending(), [0], 'shown: the poll that was due goes out now');
    await clock.advance(0);
    assert.equal(host.requests.length, 2);
    // Hidden and shown again before the next poll is due: it waits for its time.
    page.set(true);
    await clock.advance(5_000);
    page.set(false);
    assert.deepEqual(clock.pending(), [10_000]);
  });

  test('a tab hidden while a request is out sets no timer after it', async () => {
    const { clock, host, page, poller } = setUp();
    let answer;
    const slow = host.fetch;
    host.fetch = (...args) => new Promise((resolve) => (answer = () => resolve(slow(...args))));
    poller.fetch = host.fetch;
    poller.start();
    page.set(true);
    page.set(false);
    page.set(true);
    assert.deepEqual(clock.pending(), [], 'one request at a time: nothing set meanwhile');
    answer();
    await settle();
    assert.equal(poller.state, 'paused');
    assert.deepEqual(clock.pending(), []);
  });

  test('another host: the browser’s cache revalidates (no headers of ours, no preflight); the same text is no version', async () => {
    const { clock, host, versions, poller } = setUp({ sameOrigin: false });
    poller.start();
    await settle();
    await clock.advance(10_000);
    assert.deepEqual(host.requests.map((r) => r.options), [{ cache: 'no-cache' }, { cache: 'no-cache' }]);
    assert.equal(versions.length, 1);
    assert.equal(poller.counts.unchanged, 1);
    assert.deepEqual(clock.pending(), [15_000]);
  });

  test('a malformed version is asked for again soon, and costs a 304 while it stays', async () => {
    const { clock, host, versions, poller } = setUp({ read: (text) => (text.endsWith(')') ? 'changed' : 'malformed') });
    poller.start();
    await settle();
    host.write('(;SZ[9];B[ee];W[c');
    await clock.advance(10_000);
    assert.equal(versions.length, 2);
    assert.deepEqual(clock.pending(), [10_000], 'not backed off');
    await clock.advance(10_000);
    assert.equal(poller.counts.notModified, 1);
    host.write('(;SZ[9];B[ee];W[cc])');
    await clock.advance(15_000);
    assert.equal(versions.length, 3);
  });

  test('a reader that fails is retried as after an error, and gets the text again', async () => {
    let failing = true;
    const { clock, versions, poller } = setUp({
      read: () => {
        if (failing) throw new Error('the live module could not load');
        return 'changed';
      },
    });
    poller.start();
    await settle();
    assert.equal(poller.state, 'retrying');
    assert.deepEqual(clock.pending(), [20_000]);
    failing = false;
    await clock.advance(20_000);
    assert.equal(versions.length, 2, 'the same text handed on again, not answered 304');
    assert.equal(poller.state, 'waiting');
  });

  test('stopped: no request, no timer, no visibility listener', async () => {
    const { clock, host, page, poller } = setUp();
    poller.start();
    await settle();
    poller.stop();
    assert.equal(poller.state, 'stopped');
    assert.equal(page.listeners.size, 0);
    await clock.advance(3_600_000);
    page.set(false);
    assert.equal(host.requests.length, 1);
    assert.deepEqual(clock.pending(), []);
  });
});
