// The npm package in real apps (apps/), built from the installed tarball with no
// configuration of the package beyond installing it, and opened in Chromium:
// - Vite 5: built (the .wasm files and the strings emitted as assets), served by
//   `vite preview`, and run by the dev server (the package pre-bundled into
//   node_modules/.vite/deps, no `optimizeDeps.exclude`);
// - webpack 5 (production, no warning of ours) and esbuild (the .wasm copied beside
//   the bundle: esbuild has no asset URLs, evanw/esbuild#795);
// - React 19, Vue 3 and Svelte 5 apps built by Vite.
// Each page must draw its board, play a move the app hears, say its labels in words,
// and load both modules (apps/check.js). docs/npm.md's "Use it in your app" examples are
// these apps' files, word for word. The bundlers and frameworks are pinned in this
// folder's lockfile.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild, createServer as viteServer, preview as vitePreview } from 'vite';
import webpack from 'webpack';
import { HERE, OUT, checkApp, closeBrowser, installedPackage, open, serve, words } from './support.mjs';

const APPS = join(HERE, 'apps');

/** What each step took, printed at the end (the step's cost in `cargo xtask test`). */
const timings = [];

/** Runs `work`, noting how long it took under `name`. */
async function timed(name, work) {
  const started = performance.now();
  try {
    return await work();
  } finally {
    timings.push(`${name} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
}

before(() => {
  installedPackage();
  mkdirSync(OUT, { recursive: true });
});

after(async () => {
  await closeBrowser();
  console.log(`# apps: ${timings.join(', ')}`);
});

/** A free TCP port on the loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Builds the Vite app in `apps/<name>` (its own vite.config.js, if any) into OUT/<output>. */
async function buildWithVite(name, output = name) {
  const outDir = join(OUT, output);
  await timed(`vite build ${name}`, () =>
    viteBuild({ root: join(APPS, name), logLevel: 'warn', build: { outDir, emptyOutDir: true } }),
  );
  return outDir;
}

/** Opens the built app in `dir` at its own origin; returns the result and the paths asked for. */
async function openBuilt(name, dir) {
  const origin = `http://${name}.package.test`;
  let asked;
  const { result } = await timed(`open ${name}`, () =>
    open(`${origin}/`, {
      prepare: async (page) => {
        asked = await serve(page, origin, dir);
      },
    }),
  );
  return { result, asked };
}

/** Asserts the page's .wasm files came from the app's own output, two of them. */
function wasmFromTheBuild(asked) {
  const wasm = asked.filter((path) => path.endsWith('.wasm'));
  assert.equal(wasm.length, 2, `two .wasm files: ${wasm}`);
  assert.ok(!asked.some((path) => path.startsWith('/node_modules/')), `nothing from node_modules: ${asked}`);
}

describe('Vite 5', () => {
  let dist;

  test('build: the board, both modules and the strings are in the build', async () => {
    dist = await buildWithVite('plain', 'vite');
    const assets = readdirSync(join(dist, 'assets'));
    // The engine, the extras (clock, estimator), the Ing count and a live game's module.
    const wasm = assets.filter((file) => file.endsWith('.wasm')).map((file) => file.replace(/-[\w-]+\.wasm$/, ''));
    assert.deepEqual(wasm.sort(), ['weiqi_count_bg', 'weiqi_extras_bg', 'weiqi_live_bg', 'weiqi_web_bg'], `the four modules' .wasm: ${assets}`);
    const { result, asked } = await openBuilt('vite', dist);
    checkApp(result, await words('en'));
    wasmFromTheBuild(asked);
  });

  test('preview: the build served by vite preview', async () => {
    assert.ok(dist, 'built by the test before');
    const port = await freePort();
    const server = await vitePreview({
      root: join(APPS, 'plain'),
      logLevel: 'warn',
      build: { outDir: dist },
      preview: { host: '127.0.0.1', port, strictPort: true },
    });
    try {
      const { result } = await timed('open vite preview', () => open(`http://127.0.0.1:${port}/`));
      checkApp(result, await words('en'));
    } finally {
      await new Promise((resolve) => server.httpServer.close(resolve));
    }
  });

  test('dev server: the package pre-bundled, no optimizeDeps.exclude', async () => {
    // A fresh pre-bundle of this tarball (Vite keys its cache on the lockfile).
    rmSync(join(HERE, 'node_modules/.vite'), { recursive: true, force: true });
    const port = await freePort();
    const server = await viteServer({
      root: join(APPS, 'plain'),
      logLevel: 'warn',
      server: { host: '127.0.0.1', port, strictPort: true },
    });
    await server.listen();
    try {
      const { result, fetched } = await timed('open vite dev', () => open(`http://127.0.0.1:${port}/`));
      checkApp(result, await words('en'));
      assert.ok(fetched.some((url) => url.includes('/node_modules/.vite/deps/weiqi-go')), 'the package ran pre-bundled');
      const wasm = fetched.filter((url) => url.endsWith('.wasm'));
      assert.ok(wasm.length === 2 && wasm.every((url) => url.includes('/node_modules/weiqi-go/pkg/')), `the .wasm from the package: ${wasm}`);
    } finally {
      await server.close();
    }
  });
});

test('webpack 5: a production build without warnings of ours, in Russian', async () => {
  const outDir = join(OUT, 'webpack');
  rmSync(outDir, { recursive: true, force: true });
  const stats = await timed('webpack build', () =>
    new Promise((resolve, reject) => {
      webpack(
        {
          mode: 'production',
          context: HERE,
          entry: { main: [join(APPS, 'plain/main.js'), join(APPS, 'check.js')] },
          output: { path: outDir },
        },
        (error, result) => (error ? reject(error) : resolve(result)),
      );
    }),
  );
  const { errors, warnings } = stats.toJson({ all: false, errors: true, warnings: true });
  assert.deepEqual(errors, []);
  // webpack's own size hints (the .wasm is over its 244 KiB default) are not ours.
  const ours = warnings.filter((w) => !/size limit|limit the size/i.test(w.message));
  assert.deepEqual(ours.map((w) => w.message), []);
  cpSync(join(APPS, 'webpack/index.html'), join(outDir, 'index.html'));
  const { result, asked } = await openBuilt('webpack', outDir);
  checkApp(result, await words('ru'));
  wasmFromTheBuild(asked);
});

test("esbuild: bundled with the package's .wasm files copied beside the bundle", async () => {
  const outDir = join(OUT, 'esbuild');
  rmSync(outDir, { recursive: true, force: true });
  const built = await timed('esbuild build', () =>
    esbuild({
      entryPoints: [join(APPS, 'plain/main.js'), join(APPS, 'check.js')],
      entryNames: '[name]',
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      outdir: outDir,
      absWorkingDir: HERE,
      logLevel: 'silent',
    }),
  );
  assert.deepEqual(built.errors, []);
  assert.deepEqual(built.warnings, []);
  const bundle = readFileSync(join(outDir, 'main.js'), 'utf8');
  assert.ok(!bundle.includes('node:fs'), 'the browser build took the browser entry, not the Node one');
  // The one step esbuild needs: the .wasm files beside the bundle.
  mkdirSync(join(outDir, 'pkg'));
  for (const file of readdirSync(join(installedPackage(), 'pkg')).filter((f) => f.endsWith('.wasm'))) {
    cpSync(join(installedPackage(), 'pkg', file), join(outDir, 'pkg', file));
  }
  cpSync(join(APPS, 'esbuild/index.html'), join(outDir, 'index.html'));
  const { result, asked } = await openBuilt('esbuild', outDir);
  checkApp(result, await words('en'));
  assert.deepEqual(asked.filter((path) => path.endsWith('.wasm')).sort(), ['/pkg/weiqi_extras_bg.wasm', '/pkg/weiqi_web_bg.wasm']);
});

for (const framework of ['react', 'vue', 'svelte']) {
  test(`${framework}: a Vite app with the element`, async () => {
    const dist = await buildWithVite(framework);
    const { result, asked } = await openBuilt(framework, dist);
    checkApp(result, await words('en'));
    wasmFromTheBuild(asked);
  });
}

// docs/npm.md "Use it in your app": every example is a file of these apps, word for word.
test("docs/npm.md's examples are the apps' files", () => {
  const readme = readFileSync(join(HERE, '../../docs/npm.md'), 'utf8');
  const examples = [...readme.matchAll(/<!-- example: (tools\/package-check\/[^ ]+) -->\n```[a-z]*\n([\s\S]*?)```/g)];
  const files = examples.map(([, file]) => file);
  for (const expected of ['apps/plain/main.js', 'apps/importmap/index.html', 'apps/react/Board.jsx', 'apps/vue/App.vue', 'apps/vue/vite.config.js', 'apps/svelte/App.svelte']) {
    assert.ok(files.includes(`tools/package-check/${expected}`), `docs/npm.md shows ${expected}`);
  }
  for (const [, file, code] of examples) {
    assert.equal(code, readFileSync(join(HERE, '../..', file), 'utf8'), `docs/npm.md's ${file}`);
  }
});
