// The generated TypeScript declarations (target/www-gen/pkg/weiqi_web.d.ts) are precise: a usage
// file type-checks with `tsc --noEmit --strict`, and its deliberate mistakes
// (`@ts-expect-error`) are caught.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { GENERATED } from './support/generated.mjs';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));

test('a TypeScript usage of the whole API type-checks against the generated .d.ts', () => {
  const tsc = here('./node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '--noEmit', '-p', here('./types/tsconfig.json')], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, `tsc failed:\n${run.stdout}${run.stderr}`);
});

test('the Game class is typed without `any`', () => {
  const dts = readFileSync(new URL('pkg/weiqi_web.d.ts', GENERATED), 'utf8');
  const start = dts.indexOf('export class Game {');
  assert.ok(start >= 0, 'export class Game is declared');
  const body = dts.slice(start, dts.indexOf('\n}', start));
  const members = body.split('\n').filter((line) => !/^\s*(\/\*\*|\*)/.test(line));
  for (const line of members) assert.ok(!/\bany\b/.test(line), `untyped member: ${line.trim()}`);
  for (const name of ['play(point: string, color?: Color | null): number', 'lastPlay(): PlayResult | null',
    'playMany(points: string[] | string): void', 'readonly toMove: Color',
    'check(point: string, color?: Color | null): IllegalMove | null', 'readonly phase: Phase']) {
    assert.ok(body.includes(name), `missing: ${name}`);
  }
});
