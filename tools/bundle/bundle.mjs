// The bundler of `cargo xtask build` (crates/xtask/src/steps/bundle.rs). From the source
// site www/ and what the build generated for it (`--gen`, target/www-gen/: pkg/, the
// string tables, the lessons index), laid over each other, it makes:
//
// - the site (`--site`, target/site/): a copy of www/ in which each page loads one
//   minified, content-hashed bundle of its module scripts (esbuild, with shared and
//   lazily imported code in hashed chunks beside it), the wasm and the glue under
//   content-hashed names too, and a head that asks at once for the bundle's static
//   chunks and the `.wasm` (the strings of the reader's language are imported by the
//   bundle while the `.wasm` still downloads; an inline script that preloaded them
//   would break the strict Content-Security-Policy the pages run under). Every source file stays at its own path as well (what is not bundled, or
//   is imported by a computed path, is found there).
// - the CDN build (`--dist`, target/dist/): the `<go-board>` element alone, with the
//   same hashed chunks and wasm, a plain example page, and the one-line embed snippet
//   with its subresource-integrity hash (printed, and written to snippet.html).
//
// Bundles sit in the folder of their entry and chunks at the root, as the source
// modules that use `import.meta.url` (engine.js, pwa.js, lessons.js) do: their URLs
// resolve the same bundled or not. The build fails when a module in another folder
// uses `import.meta.url` (it would resolve from the wrong place).
//
// Both are bundled from the site's own copy of www/ and the generated files (the
// generated files are not in www/, and esbuild reads one folder).
//
//   node tools/bundle/bundle.mjs --www www --gen target/www-gen --site target/site --dist target/dist
import { build } from 'esbuild';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { www: { type: 'string' }, gen: { type: 'string' }, site: { type: 'string' }, dist: { type: 'string' } },
});
if (!values.www || !values.gen || !values.site || !values.dist) {
  throw new Error('usage: node bundle.mjs --www DIR --gen DIR --site DIR --dist DIR');
}
const WWW = path.resolve(values.www);
const GEN = path.resolve(values.gen);
const SITE = path.resolve(values.site);
const DIST = path.resolve(values.dist);

/** The start-up list's markers in each page of www/. */
const BEGIN = '<!-- Start-up downloads: the bundled site lists its whole start-up graph here (tools/bundle/bundle.mjs). -->';
const END = '<!-- End of the start-up downloads. -->';

/** The engine's files that get content-hashed names: glue modules and WebAssembly. */
const HASHED = ['pkg/weiqi_web.js', 'pkg/weiqi_web_bg.wasm', 'pkg/weiqi_extras.js', 'pkg/weiqi_extras_bg.wasm', 'pkg/weiqi_count.js', 'pkg/weiqi_count_bg.wasm', 'pkg/weiqi_live.js', 'pkg/weiqi_live_bg.wasm', 'pkg/weiqi_view.js', 'pkg/weiqi_view_bg.wasm'];

/** The module the main `.wasm` is loaded by: a bundle that holds it preloads the `.wasm`. */
const ENGINE = 'engine.js';

/** The module the first frame's `.wasm` (`weiqi_view`) is loaded by: a bundle that holds it preloads that `.wasm`. */
const FIRST_FRAME = 'first-frame.js';

/** The modules that name `.wasm` files with literal URLs, and which files each names. */
const WASM_NAMERS = {
  [ENGINE]: HASHED.filter((name) => name.endsWith('.wasm') && !name.includes('weiqi_view')),
  [FIRST_FRAME]: ['pkg/weiqi_view_bg.wasm'],
};

/** Modules that may use `import.meta.url` outside the root: the glue, whose default
 * URL engine.js never uses (it names the `.wasm` itself). */
const META_URL_ALLOWED = /^pkg\/weiqi_(web|extras|count|live|view)\.js$/;

/** Copies whose names the build does not carry over (precompressed copies, remade). */
const SKIPPED = (name) => name.startsWith('.') || name === 'node_modules' || /\.(br|gz)$/.test(name);

/** 16 hex digits of the SHA-256 of `bytes`. */
const shortHash = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

/** `pkg/x_bg.wasm` → `pkg/x_bg.<hash>.wasm`. */
const hashedName = (file, bytes) => {
  const dot = file.lastIndexOf('.');
  return `${file.slice(0, dot)}.${shortHash(bytes)}${file.slice(dot)}`;
};

/** Writes `bytes` to `file` unless it holds them already (its time, and so its
 * precompressed copies, are kept). */
function writeIfChanged(file, bytes) {
  if (existsSync(file) && readFileSync(file).equals(Buffer.from(bytes))) return;
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
}

/**
 * Copies the engine's files (`files`: all of them unless said) into `out` under hashed
 * names; returns source path → built path.
 */
function copyHashed(out, files = HASHED) {
  const names = {};
  for (const file of files) {
    const bytes = readFileSync(path.join(SITE, file));
    const name = hashedName(file, bytes);
    writeIfChanged(path.join(out, name), bytes);
    names[file] = name;
  }
  return names;
}

/** Every file under `dir`, relative to it with `/`. */
function listFiles(dir, prefix = '') {
  const found = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(dir, name));
    else found.push(name);
  }
  return found;
}

/** Deletes the files under `dir` that are not `kept` (nor precompressed copies, which
 * the build's next step deletes with their file). */
function removeOthers(dir, kept) {
  for (const file of listFiles(dir)) {
    if (!kept.has(file) && !/\.(br|gz)$/.test(file) && file !== 'sw-precache.js') rmSync(path.join(dir, file));
  }
}

/** The `src` of each `<script type="module" src="…">` of a page (relative ones). */
function moduleScripts(html) {
  return [...html.matchAll(/<script type="module" src="([^":]+)"><\/script>/g)].map((m) => m[1].replace(/^\.\//, ''));
}

/**
 * Bundles `entries` (paths relative to www/) into `out`; returns esbuild's metafile
 * with output paths made relative to `out`.
 */
async function bundle(entries, out, builtFiles, entryNames, written) {
  const result = await build({
    absWorkingDir: SITE,
    entryPoints: entries,
    outbase: SITE,
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    entryNames,
    chunkNames: '[name].[hash]',
    define: { WEIQI_BUILT_FILES: JSON.stringify(builtFiles) },
    metafile: true,
    logLevel: 'warning',
    // The fresh instance after a trap, and Node's every-language strings
    // (i18n.js), are imported by computed paths, on purpose.
    logOverride: { 'unsupported-dynamic-import': 'silent' },
    plugins: [hashedWasmUrls(builtFiles), ownHelpersPerLanguage],
  });
  const outputs = {};
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    written.add(path.relative(out, path.resolve(SITE, file)).split(path.sep).join('/'));
    const relative = (p) => path.relative(out, path.resolve(SITE, p)).split(path.sep).join('/');
    outputs[relative(file)] = {
      ...output,
      imports: output.imports.filter((i) => !i.external).map((i) => ({ ...i, path: relative(i.path) })),
    };
  }
  checkMetaUrls(result.metafile, outputs);
  return outputs;
}

/**
 * engine.js (and first-frame.js, for the first frame's module) names each `.wasm` with
 * a literal `new URL('./pkg/…', import.meta.url)`, which the bundlers of the npm
 * package's users (Vite, webpack) emit as assets; in the site and the CDN build those
 * literals get the files' hashed names.
 */
const hashedWasmUrls = (builtFiles) => ({
  name: 'hashed-wasm-urls',
  setup(builder) {
    builder.onLoad({ filter: /[\\/](engine|first-frame)\.js$/ }, (args) => {
      const module = path.relative(SITE, args.path);
      const files = WASM_NAMERS[module];
      if (!files) return undefined;
      let source = readFileSync(args.path, 'utf8');
      for (const file of files) {
        const literal = `'./${file}'`;
        if (!source.includes(literal)) throw new Error(`www/${module} names no ${literal}: the build cannot give it its hashed name`);
        source = source.replaceAll(literal, `'./${builtFiles[file]}'`);
      }
      return { contents: source, loader: 'js' };
    });
  },
});

/**
 * Each language's table (`strings/built/<lang>.js`) gets its own copy of the helpers
 * it imports from `strings/` (a few lines): shared by the three tables only, they
 * would be a chunk of their own, one more script at every start.
 */
const ownHelpersPerLanguage = {
  name: 'own-helpers-per-language',
  setup(builder) {
    builder.onResolve({ filter: /^\.\.\/[a-z-]+\.js$/ }, (args) => {
      const table = /strings[\\/]built[\\/]([a-z]+)\.js$/.exec(args.importer);
      if (!table) return undefined;
      return { path: path.resolve(path.dirname(args.importer), args.path), suffix: `?${table[1]}` };
    });
  },
};

/** Fails when a module outside www/'s root folder, bundled, reads `import.meta.url`. */
function checkMetaUrls(metafile) {
  for (const key of Object.keys(metafile.inputs)) {
    // A per-language copy (`strings/text.js?en`) is read from its file.
    const input = key.replace(/\?.*$/, '');
    if (!input.includes('/') || META_URL_ALLOWED.test(input)) continue;
    if (readFileSync(path.join(SITE, input), 'utf8').includes('import.meta.url')) {
      throw new Error(
        `www/${input} uses import.meta.url: bundled, it would resolve from the bundle's folder; ` +
          'name the URL from a module in www/ itself (as engine.js does) or keep the module out of the bundle',
      );
    }
  }
}

/** The outputs a page's entry loads before it runs: itself and its static imports, in order. */
function staticClosure(outputs, file) {
  const seen = [];
  const visit = (name) => {
    if (seen.includes(name)) return;
    seen.push(name);
    for (const i of outputs[name]?.imports ?? []) if (i.kind === 'import-statement') visit(i.path);
  };
  visit(file);
  return seen;
}

/** The output built from entry `source` (relative to www/). */
function outputOf(outputs, source) {
  const found = Object.entries(outputs).find(([, o]) => o.entryPoint === source);
  if (!found) throw new Error(`esbuild wrote no output for www/${source}`);
  return found[0];
}

/** The chunks that the strings of every language import (`strings/built/<lang>.js`). */
function sharedByLanguages(outputs) {
  const tables = Object.entries(outputs).filter(([, o]) => /^strings\/built\/[a-z]+\.js$/.test(o.entryPoint ?? ''));
  if (tables.length === 0) return [];
  const deps = tables.map(([file]) => staticClosure(outputs, file).slice(1));
  return deps[0].filter((file) => deps.every((d) => d.includes(file)));
}

/** Rewrites a page of the site: its bundles, and the head's start-up list for them. */
function rewritePage(html, outputs, builtFiles) {
  const scripts = moduleScripts(html);
  const closure = [];
  for (const src of scripts) {
    const out = outputOf(outputs, src);
    html = html.replace(`<script type="module" src="${src}"></script>`, `<script type="module" src="${out}"></script>`);
    html = html.replace(`<script type="module" src="./${src}"></script>`, `<script type="module" src="${out}"></script>`);
    for (const file of staticClosure(outputs, out)) if (!closure.includes(file)) closure.push(file);
  }
  const start = html.indexOf(BEGIN);
  const end = html.indexOf(END);
  if (scripts.length === 0 || start < 0 || end < start) return html;
  const old = html.slice(start, end);
  const holds = (module) => closure.some((f) => Object.hasOwn(outputs[f].inputs, module));
  const links = [];
  for (const [module, wasm] of [
    [FIRST_FRAME, 'pkg/weiqi_view_bg.wasm'],
    [ENGINE, 'pkg/weiqi_web_bg.wasm'],
  ]) {
    if (holds(module)) links.push(`<link rel="preload" href="${builtFiles[wasm]}" as="fetch" type="application/wasm" crossorigin>`);
  }
  for (const file of closure) {
    if (!scripts.some((src) => outputOf(outputs, src) === file)) links.push(`<link rel="modulepreload" href="${file}">`);
  }
  // What every language's strings import (their shared helpers): fetched with the
  // bundle, so that the table of the language in use is one request away, not two.
  for (const file of sharedByLanguages(outputs)) {
    if (!closure.includes(file)) links.push(`<link rel="modulepreload" href="${file}">`);
  }
  // The page's first data (lessons/index.json) stays preloaded.
  for (const line of old.split('\n')) {
    if (line.startsWith('<link rel="preload"') && !line.includes('.wasm')) links.push(line);
  }
  const block = `<!-- Start-up downloads of the bundled site, written by \`cargo xtask build\` (tools/bundle/bundle.mjs). -->\n${links.filter(Boolean).join('\n')}\n`;
  return html.slice(0, start) + block + html.slice(end);
}

/** The pages directly under www/. */
const pages = () => readdirSync(WWW).filter((name) => name.endsWith('.html'));

async function buildSite() {
  // Updated in place: unchanged files keep their time, and their compressed copies.
  // The generated files go over www/'s (the build wrote none into www/).
  const written = new Set();
  for (const layer of [WWW, GEN]) {
    cpSync(layer, SITE, { recursive: true, preserveTimestamps: true, filter: (source) => !SKIPPED(path.basename(source)) });
    for (const file of listFiles(layer).filter((name) => !name.split('/').some(SKIPPED))) written.add(file);
  }
  const builtFiles = copyHashed(SITE);
  for (const name of Object.values(builtFiles)) written.add(name);
  // One build a page: each page starts with one bundle (and the chunks only it
  // imports), not with chunks shared with the other pages.
  const shown = [];
  for (const page of pages()) {
    const html = readFileSync(path.join(WWW, page), 'utf8');
    const entries = moduleScripts(html);
    if (entries.length === 0) continue;
    const outputs = await bundle(entries, SITE, builtFiles, '[dir]/[name].[hash]', written);
    writeIfChanged(path.join(SITE, page), rewritePage(html, outputs, builtFiles));
    const first = entries.flatMap((src) => staticClosure(outputs, outputOf(outputs, src)));
    const bytes = first.reduce((sum, file) => sum + outputs[file].bytes, 0);
    shown.push(`${page} ${first.length} module(s), ${(bytes / 1000).toFixed(1)} KB`);
  }
  removeOthers(SITE, written);
  console.log(`${path.relative(process.cwd(), SITE)}/: bundled (${shown.join('; ')})`);
}

/** The page a club would write: two boards and the snippet, nothing else. */
const EXAMPLE = (snippet) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Go boards from the CDN build</title>
${snippet}
</head>
<body>
<h1>Go boards from the CDN build</h1>
<go-board id="play" rules="japanese" size="9" coordinates></go-board>
<go-board id="record" sgf="(;SZ[9];B[ee];W[ce];B[gc])" move="2" readonly></go-board>
</body>
</html>
`;

async function buildDist() {
  rmSync(DIST, { recursive: true, force: true });
  mkdirSync(DIST, { recursive: true });
  // The element draws with the engine's view: no first-frame module.
  const builtFiles = copyHashed(
    DIST,
    HASHED.filter((file) => !file.includes('weiqi_view')),
  );
  const outputs = await bundle(['go-board.js'], DIST, builtFiles, '[name].[hash]', new Set());
  const entry = outputOf(outputs, 'go-board.js');
  const integrity = `sha384-${createHash('sha384').update(readFileSync(path.join(DIST, entry))).digest('base64')}`;
  const tag = (src) => `<script type="module" src="${src}" integrity="${integrity}" crossorigin="anonymous"></script>`;
  writeFileSync(path.join(DIST, 'example.html'), EXAMPLE(tag(entry)));
  writeFileSync(path.join(DIST, 'snippet.html'), `${tag(`https://YOUR-CDN/weiqi/${entry}`)}\n`);
  const files = [];
  const list = (dir) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      if (name.isDirectory()) list(path.join(dir, name.name));
      else files.push(path.relative(DIST, path.join(dir, name.name)));
    }
  };
  list(DIST);
  console.log(`${path.relative(process.cwd(), DIST)}/: ${files.length} files; the embed snippet (files under https://YOUR-CDN/weiqi/):`);
  console.log(`  ${tag(`https://YOUR-CDN/weiqi/${entry}`)}`);
}

if (!existsSync(path.join(GEN, 'pkg/weiqi_web_bg.wasm'))) throw new Error(`${values.gen}/pkg/ is missing: build the wasm first`);
await buildSite();
await buildDist();
