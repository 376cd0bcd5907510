// The module hook of overlay.mjs: a module under www/ that is not there is loaded
// from the generated files at the same path, and a generated module's import of
// a source module (`strings/built/en.js` → `../text.js`) is found in www/.
import { existsSync } from 'node:fs';

let layers = [];

/** Called by `register` with the two folders' URLs. */
export function initialize({ www, generated }) {
  layers = [www, generated];
}

/** Resolves as Node does; a file URL under one layer that does not exist is tried in the other. */
export async function resolve(specifier, context, nextResolve) {
  if (context.parentURL && (specifier.startsWith('./') || specifier.startsWith('../'))) {
    const url = new URL(specifier, context.parentURL).href;
    const layer = layers.find((prefix) => url.startsWith(prefix));
    if (layer && !existsSync(new URL(url))) {
      const relative = url.slice(layer.length);
      const found = layers.map((prefix) => new URL(relative, prefix)).find((candidate) => existsSync(candidate));
      if (found) return nextResolve(found.href, context);
    }
  }
  return nextResolve(specifier, context);
}
