// The modules that entry modules reach, from esbuild's metafile (for the npm package,
// crates/xtask/src/steps/npm_pack.rs): static imports and the dynamic `import()`s of
// literal paths, followed from file to file as a bundler does. A relative path is
// looked up in each layer in turn (the package's own files, www/, the build's
// generated files), the folders the package lays side by side; bare specifiers
// (`node:fs`) stay outside. Prints the modules as JSON, relative to the layers.
//
//   node tools/bundle/imports.mjs --layer target/npm/package --layer www --layer target/www-gen index.js go-board.js
import { build } from 'esbuild';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values, positionals } = parseArgs({ options: { layer: { type: 'string', multiple: true } }, allowPositionals: true });
if (!values.layer?.length || positionals.length === 0) {
  throw new Error('usage: node imports.mjs --layer DIR [--layer DIR …] ENTRY…');
}
const layers = values.layer.map((layer) => path.resolve(layer));

/** `file` relative to the layer it is in, with `/`. */
function inLayers(file) {
  for (const layer of layers) {
    const relative = path.relative(layer, file);
    if (!relative.startsWith('..') && !path.isAbsolute(relative)) return relative.split(path.sep).join('/');
  }
  throw new Error(`${file} is in none of the layers`);
}

/** The first layer's file at `relative`, if any has it. */
const find = (relative) => layers.map((layer) => path.join(layer, relative)).find((file) => existsSync(file));

const overlay = {
  name: 'layers',
  setup(builder) {
    builder.onResolve({ filter: /.*/ }, (args) => {
      const relative =
        args.kind === 'entry-point'
          ? args.path
          : /^\.\.?\//.test(args.path)
            ? path.posix.normalize(path.posix.join(path.posix.dirname(inLayers(args.importer)), args.path))
            : null;
      if (relative === null) return { external: true };
      const file = relative.startsWith('../') ? undefined : find(relative);
      return file ? { path: file } : { errors: [{ text: `${args.path} (${relative}) is in none of ${values.layer.join(', ')}` }] };
    });
  },
};

const result = await build({
  entryPoints: positionals,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'neutral',
  outdir: 'unused',
  write: false,
  metafile: true,
  logLevel: 'error',
  plugins: [overlay],
});
const modules = Object.keys(result.metafile.inputs).map((input) => inLayers(path.resolve(input)));
console.log(JSON.stringify([...new Set(modules)].sort()));
