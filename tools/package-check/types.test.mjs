// The package's TypeScript declarations as a strict consumer meets them: `tsc
// --strict --noEmit --lib es2022,dom` (TypeScript pinned in this folder's lockfile)
// compiles apps/typescript/consumer.ts, which makes every call and listens to every
// event docs/api.md and docs/embedding.md document, and wrong.ts, whose wrong uses must each be an error
// (`@ts-expect-error`). The classes' `Symbol.dispose` compiles under that `lib`.
// The declarations say `any` or `unknown` only where nothing more is known.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { HERE, installedPackage } from './support.mjs';

test('a strict consumer compiles against the declarations; wrong uses do not', () => {
  installedPackage();
  const tsc = join(HERE, 'node_modules/typescript/bin/tsc');
  const run = spawnSync(process.execPath, [tsc, '-p', join(HERE, 'apps/typescript/tsconfig.json')], { encoding: 'utf8' });
  assert.equal(run.status, 0, `tsc:\n${run.stdout}${run.stderr}`);
});

test('the lib the consumer compiles with lacks Symbol.dispose: the declarations bring it', () => {
  const config = JSON.parse(readFileSync(join(HERE, 'apps/typescript/tsconfig.json'), 'utf8'));
  assert.deepEqual(config.compilerOptions.lib, ['es2022', 'dom']);
  const engine = readFileSync(join(installedPackage(), 'pkg/weiqi_web.d.ts'), 'utf8');
  assert.ok(engine.includes('[Symbol.dispose]()'));
  assert.ok(engine.startsWith('/// <reference lib="esnext.disposable" />'));
});

test('no any or unknown where a type is known', () => {
  const folder = installedPackage();
  const own = readdirSync(folder).filter((file) => file.endsWith('.d.ts'));
  assert.deepEqual(own.sort(), ['diagram.d.ts', 'go-board.d.ts', 'index.d.ts', 'print.d.ts']);
  for (const file of own) {
    const text = readFileSync(join(folder, file), 'utf8');
    // A listener's return value is the one place `unknown` is meant: it is ignored.
    const lines = text.split('\n').filter((line) => /\b(any|unknown)\b/.test(line) && !/=> unknown,$/.test(line.trim()) && !/cause\?: unknown/.test(line));
    assert.deepEqual(lines, [], file);
  }
  for (const file of ['weiqi_web.d.ts', 'weiqi_extras.d.ts', 'weiqi_count.d.ts']) {
    const text = readFileSync(join(folder, 'pkg', file), 'utf8');
    // wasm-bindgen's own exports (`InitOutput`: the module's raw functions) aside.
    const api = text.slice(0, text.indexOf('export type InitInput'));
    const loose = api.split('\n').filter((line) => /:\s*(any|unknown)\b|<(any|unknown)>/.test(line));
    assert.deepEqual(loose, [], file);
  }
});
