// The JavaScript side of `cargo xtask bench` (issue 9): Weiqi's wasm API and the npm
// Go libraries replay the same seeded random games, in one Node process.
//
//   node bench/run.mjs --games DIR/games.json --out DIR/wasm.tsv [--quick]
//
// The games come from the native harness (crates/weiqi/benches/compare.rs): Chinese
// rules with simple ko, and with positional superko, on 9×9 and 19×19, every move
// recorded until both players passed. Each library replays every game through its
// own move call (legality check, captures, ko) set up for the same ko rule where it
// has one; it must refuse no move and end on the same board and captures as the
// native engine, or it gets no figure (a wrong answer fast is no answer). Then each
// library replays the set untimed for a moment (warm-up), then in interleaved
// rounds; a figure is the median round.
//
// Also timed here: where the time of a wasm move goes (a bare call, `check`,
// `play`, `new Game` alone; on 19×19 with superko and 9×9 with simple
// ko), the ban map and `legalMoves` of a 19×19 mid-game position, and
// `Game.fromSgf` on the native harness's records when the API has it.
//
// Figures go to the `--out` file, `name<TAB>value` a line, for the summary that
// `cargo xtask bench` prints.

import { readFile, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { weiqi, peers } from './libraries.mjs';

function options(argv) {
  const out = { quick: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--games') out.games = argv[++i];
    else if (arg === '--out') out.out = argv[++i];
    else if (arg === '--quick') out.quick = true;
    else throw new Error(`unknown option ${arg}: use --games FILE --out FILE [--quick]`);
  }
  if (!out.games || !out.out) throw new Error('usage: node run.mjs --games FILE --out FILE [--quick]');
  return out;
}

const opts = options(process.argv.slice(2));
const data = JSON.parse(await readFile(opts.games, 'utf8'));
const records = dirname(opts.games);

/** Per library and set: time for the timed rounds, and how many at least / at most. */
const BUDGET = opts.quick
  ? { ms: 600, minRounds: 3, maxRounds: 7, sampleMs: 20, warmMs: 100 }
  : { ms: 3000, minRounds: 5, maxRounds: 15, sampleMs: 40, warmMs: 400 };

const figures = [];
function figure(name, value) {
  figures.push(`${name}\t${value}`);
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const n = v.length;
  return n % 2 ? v[(n - 1) / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

function rate(movesPerSecond) {
  if (movesPerSecond >= 1e6) return `${(movesPerSecond / 1e6).toFixed(2)} M`;
  if (movesPerSecond >= 1e3) return `${(movesPerSecond / 1e3).toFixed(1)} k`;
  return movesPerSecond.toFixed(0);
}

function ratio(x) {
  return x >= 10 ? `${x.toFixed(0)}×` : `${x.toFixed(1)}×`;
}

const { adapter: weiqiAdapter, many: weiqiMany, Game } = await weiqi();
const { loaded, failed } = peers();
const libraries = [weiqiAdapter, ...(weiqiMany ? [weiqiMany] : []), ...loaded];

/** The load average (1, 5, 15 minutes): the machine is shared, figures depend on it. */
const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
figure('load.start', load());
console.log(`load average at the start: ${load()}`);

console.log(`Node ${process.version}; libraries: ${libraries.map((l) => `${l.name} ${l.version}`).join(', ')}`);
console.log("Weiqi's rows: 'weiqi (wasm)' calls game.play('D4') once a move; 'weiqi (playMany)' calls " +
  'game.playMany(text) once a game, its moves in one string. Each replay starts with new Game(…) and ends ' +
  'with free().');
for (const f of failed) console.log(`  ${f.name} did not load: ${f.reason}`);
for (const l of libraries) figure(`version|${l.name}`, l.version);
for (const f of failed) figure(`failed|${f.name}`, f.reason);

/** Replays every game of the set once, checking each result; returns the problems. */
function verify(lib, set, prepared) {
  const problems = [];
  for (let i = 0; i < set.games.length; i++) {
    const recorded = set.games[i];
    let game;
    try {
      game = lib.replay(prepared[i], set.size, set.ko);
    } catch (error) {
      problems.push(`game seed ${recorded.seed}: ${error.message}`);
      continue;
    }
    const board = lib.board(game, set.size);
    const captures = lib.captures(game);
    lib.dispose(game);
    const row = board.findIndex((r, y) => r !== recorded.final[y]);
    if (row >= 0) {
      problems.push(`game seed ${recorded.seed}: final board differs, first in row ${row + 1} from the top: ` +
        `${board[row]} instead of ${recorded.final[row]}`);
    } else if (captures.black !== recorded.captures.black || captures.white !== recorded.captures.white) {
      problems.push(`game seed ${recorded.seed}: captures ${captures.black}/${captures.white} ` +
        `instead of ${recorded.captures.black}/${recorded.captures.white} (by Black/by White)`);
    }
  }
  return problems;
}

/** One replay of the whole set. */
function replaySet(lib, set, prepared) {
  for (let i = 0; i < prepared.length; i++) lib.dispose(lib.replay(prepared[i], set.size, set.ko));
}

// --- Superko probes -------------------------------------------------------------
//
// Replaying legal games cannot show that a library misses a ban. So: positions from
// seeded 9×9 games where the next move would recreate an earlier position that
// simple ko does not protect (mostly "sending two, returning one" on the edge).
// Set up for positional superko, a library must refuse that move; set up for simple
// ko, it must allow it.

const probes = data.superkoProbes || [];
if (probes.length > 0) {
  const backs = [...new Set(probes.map((p) => p.back))].sort((a, b) => a - b).join(', ');
  console.log(`\nSuperko probes: ${probes.length} 9x9 positions where the next move would repeat the ` +
    `position of ${backs} moves before (banned by positional superko, allowed by simple ko)`);
  const width = Math.max(...libraries.map((l) => l.name.length));
  for (const lib of libraries) {
    const verdicts = [];
    for (const ko of ['positional', 'simple']) {
      if (!lib.ko[ko]) continue;
      let right = 0;
      const wrong = [];
      for (const probe of probes) {
        const prepared = lib.prepare([...probe.moves, probe.move], probe.size);
        let refusedAt = -1;
        try {
          lib.dispose(lib.replay(prepared, probe.size, ko));
        } catch (error) {
          refusedAt = error.refused ? error.refused.index : -2;
        }
        const expected = ko === 'positional' ? probe.moves.length : -1;
        if (refusedAt === expected) right++;
        else if (refusedAt === -1) wrong.push(`allowed ${probe.move}`);
        else if (refusedAt === probe.moves.length) wrong.push(`refused ${probe.move}`);
        else wrong.push(`refused move ${refusedAt + 1} of the way there`);
      }
      const word = ko === 'positional' ? 'refused' : 'allowed';
      const verdict = `${ko === 'positional' ? 'positional superko' : 'simple ko'}: ${word} ${right}/${probes.length}`;
      verdicts.push(wrong.length ? `${verdict} (${wrong.slice(0, 2).join('; ')})` : verdict);
      figure(`probe|${ko}|${lib.name}`, `${right}/${probes.length}`);
    }
    console.log(`  ${lib.name.padEnd(width)}  ${verdicts.join('; ')}`);
  }
}

const results = {};
for (const set of data.sets) {
  const moves = set.games.reduce((n, g) => n + g.moves.length, 0);
  console.log(`\n${set.name}: ${set.games.length} games, ${moves} moves, ${set.ko === 'simple' ? 'simple ko' : 'positional superko'}`);
  const entries = [];
  for (const lib of libraries) {
    const setup = lib.ko[set.ko];
    if (!setup) {
      entries.push({ lib, status: 'n/a', detail: `no ${set.ko === 'simple' ? 'ko' : 'superko'} rule` });
      continue;
    }
    const prepared = set.games.map((g) => lib.prepare(g.moves, set.size));
    const started = performance.now();
    const problems = verify(lib, set, prepared);
    const firstMs = performance.now() - started;
    if (problems.length > 0) {
      entries.push({ lib, status: 'disagrees', detail: `${problems.length} of ${set.games.length} games: ${problems[0]}`, problems });
      continue;
    }
    // Untimed replays first, every library alike: the engines' code is compiled
    // in tiers (V8's baseline, then optimised, on a background thread that a loaded
    // machine delays), and the first set timed would otherwise be timed partly on
    // the baseline code.
    for (const warmFrom = performance.now(); performance.now() - warmFrom < BUDGET.warmMs;) {
      replaySet(lib, set, prepared);
    }
    // Enough replays per sample that a sample is not too short to time.
    const perSample = Math.max(1, Math.ceil(BUDGET.sampleMs / Math.max(firstMs, 0.01)));
    entries.push({ lib, status: setup.partial ? 'partial' : 'ok', detail: setup.note || '', prepared, perSample, samples: [], spent: 0 });
  }

  // Interleaved rounds: each library in turn, so that a slow patch of a shared
  // machine hits every library alike.
  const timed = entries.filter((e) => e.samples);
  for (let round = 0; round < BUDGET.maxRounds; round++) {
    let busy = false;
    for (const e of timed) {
      if (e.samples.length >= BUDGET.minRounds && e.spent >= BUDGET.ms) continue;
      busy = true;
      const t = performance.now();
      for (let k = 0; k < e.perSample; k++) replaySet(e.lib, set, e.prepared);
      const ms = performance.now() - t;
      e.spent += ms;
      e.samples.push(ms / e.perSample);
    }
    if (!busy) break;
  }

  const weiqiRate = moves / (median(entries[0].samples || [NaN]) / 1000);
  for (const e of entries) {
    const key = `${set.name}|${e.lib.name}`;
    figure(`status|${key}`, e.status);
    if (e.detail) figure(`detail|${key}`, e.detail);
    if (e.samples) {
      e.rate = moves / (median(e.samples) / 1000);
      figure(`rate|${key}`, e.rate);
    }
  }
  const width = Math.max(...entries.map((e) => e.lib.name.length));
  for (const e of entries) {
    const name = e.lib.name.padEnd(width);
    if (e.rate !== undefined) {
      const vs = e.lib === weiqiAdapter ? '' : `Weiqi ${ratio(weiqiRate / e.rate)} faster`;
      const note = e.status === 'partial' ? `  (partial: ${e.detail})` : e.detail ? `  (${e.detail})` : '';
      console.log(`  ${name}  ${rate(e.rate).padStart(8)} moves/s  ${vs.padEnd(20)}  same boards${note}`);
    } else if (e.status === 'n/a') {
      console.log(`  ${name}  ${'—'.padStart(8)}          ${e.detail}`);
    } else {
      console.log(`  ${name}  DISAGREES: ${e.detail}`);
      for (const p of e.problems.slice(1, 4)) console.log(`  ${' '.repeat(width)}             ${p}`);
    }
  }
  results[set.name] = entries;
}

// --- Where the time of a wasm move goes ---------------------------------------

/** Median nanoseconds per call of `work(i)` over `n` calls, in several samples. */
function nsPerCall(n, work, samples = opts.quick ? 5 : 11) {
  const times = [];
  for (let s = 0; s < samples + 1; s++) {
    const t = performance.now();
    for (let i = 0; i < n; i++) work(i);
    if (s > 0) times.push(((performance.now() - t) * 1e6) / n);
  }
  return median(times);
}

// On 19×19 with positional superko (its figures keep their old names), and on 9×9
// with simple ko, where a game is 110 moves and `new Game` weighs most.
for (const [name, prefix] of [['19x19-positional', 'wasm.ns.'], ['9x9-simple', 'wasm.ns.9x9-simple.']]) {
  console.log(`\nWeiqi wasm: where the time of a move goes (${name} games)`);
  const set = data.sets.find((s) => s.name === name);
  const moves = set.games.reduce((n, g) => n + g.moves.length, 0);
  const newGame = () => new Game({ rules: 'chinese', ko: set.ko, width: set.size, height: set.size });
  const perMove = (body) => {
    const times = [];
    for (let r = 0; r < (opts.quick ? 4 : 9); r++) {
      const t = performance.now();
      for (const recorded of set.games) {
        const game = newGame();
        body(game, recorded.moves);
        game.free();
      }
      if (r > 0) times.push(((performance.now() - t) * 1e6) / moves);
    }
    return median(times);
  };
  const play = perMove((game, list) => { for (const m of list) game.play(m); });
  const empty = perMove(() => {});
  // playMany takes each game as one string, made before timing.
  const joined = new Map(set.games.map((g) => [g.moves, g.moves.join(' ')]));
  const withResult = perMove((game, list) => { for (const m of list) { game.play(m); game.lastPlay(); } });
  const many = typeof Game.prototype.playMany === 'function' ? perMove((game, list) => game.playMany(joined.get(list))) : NaN;
  const checkPlay = perMove((game, list) => {
    for (const m of list) {
      if (game.check(m) !== null) throw new Error(`check refused ${m}`);
      game.play(m);
    }
  });
  const probe = newGame();
  const bare = nsPerCall(200_000, () => probe.moveNumber);
  const occupiedGame = newGame();
  occupiedGame.play('D4');
  const occupied = nsPerCall(200_000, () => occupiedGame.check('D4'));
  probe.free();
  occupiedGame.free();
  figure(`${prefix}play`, play);
  figure(`${prefix}new-game`, empty);
  figure(`${prefix}last-play`, withResult - play);
  figure(`${prefix}play-many`, many);
  figure(`${prefix}check`, checkPlay - play);
  figure(`${prefix}bare-call`, bare);
  figure(`${prefix}check-occupied`, occupied);
  console.log(`  play(move)                        ${play.toFixed(0).padStart(6)} ns per move (legality, captures; a number back)`);
  console.log(`  new Game(…) and free() alone      ${empty.toFixed(0).padStart(6)} ns per move (in each of these: one game per record)`);
  console.log(`  lastPlay() after it               ${(withResult - play).toFixed(0).padStart(6)} ns per move (the PlayResult object, when asked for)`);
  console.log(`  playMany(moves)                   ${many.toFixed(0).padStart(6)} ns per move (a whole game in one call)`);
  console.log(`  check(move) before it             ${(checkPlay - play).toFixed(0).padStart(6)} ns per move (legality only, null back)`);
  console.log(`  check('D4') on an occupied point  ${occupied.toFixed(0).padStart(6)} ns (string in, error object out, no engine work)`);
  console.log(`  a getter (moveNumber)             ${bare.toFixed(0).padStart(6)} ns (the bare JS↔wasm crossing)`);
}

console.log('\nWeiqi wasm: a 19x19 mid-game position (150 moves, positional superko)');
{
  const mid = data.midGame;
  const game = new Game({ rules: 'chinese', ko: mid.ko, width: mid.size, height: mid.size });
  for (const m of mid.moves) game.play(m);
  const bans = nsPerCall(2_000, () => game.bans());
  const legal = nsPerCall(2_000, () => game.legalMoves());
  game.free();
  figure('wasm.bans', bans / 1e9);
  figure('wasm.legal-moves', legal / 1e9);
  console.log(`  bans()       ${(bans / 1000).toFixed(1).padStart(7)} µs (every banned point with its reason, as objects)`);
  console.log(`  legalMoves() ${(legal / 1000).toFixed(1).padStart(7)} µs (every legal point as a 'D4' string)`);
}

console.log('\nWeiqi wasm: loading SGF records');
if (typeof Game.fromSgf === 'function') {
  for (const name of ['300', '10000']) {
    const text = await readFile(join(records, `record-${name}.sgf`), 'utf8');
    const release = (loaded) => {
      if (loaded && typeof loaded.free === 'function') loaded.free();
      else if (loaded && loaded.game && typeof loaded.game.free === 'function') loaded.game.free();
    };
    const times = [];
    for (let r = 0; r < (opts.quick ? 4 : 12); r++) {
      const t = performance.now();
      const loaded = Game.fromSgf(text);
      const ms = performance.now() - t;
      release(loaded);
      if (r > 0) times.push(ms);
    }
    const ms = median(times);
    figure(`wasm.sgf.${name}`, ms / 1000);
    console.log(`  Game.fromSgf(record-${name}.sgf)  ${ms.toFixed(3)} ms (${text.length} bytes)`);
  }
} else {
  figure('wasm.sgf.pending', 'Game.fromSgf is not in this build of the API');
  console.log('  Game.fromSgf is not in this build of the API: the wasm figure is pending (the native one is below)');
}

figure('load.end', load());
console.log(`\nload average at the end: ${load()}`);
await writeFile(opts.out, `${figures.join('\n')}\n`);
