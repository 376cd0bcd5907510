// Where `cargo xtask build` puts what it generates for www/ (pkg/, strings/built/,
// lessons/index.json): target/www-gen/, laid out as www/ is, or the folder
// `WEIQI_GEN` names (`cargo xtask test` sets it when CARGO_TARGET_DIR moves target/).
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The folder of the generated files, as a URL ending in `/`. */
export const GENERATED = process.env.WEIQI_GEN
  ? pathToFileURL(`${process.env.WEIQI_GEN.replace(/\/$/, '')}/`)
  : new URL('../../target/www-gen/', import.meta.url);

/** www/ itself. */
export const WWW = new URL('../../www/', import.meta.url);

/** The URL of `path` (relative to www/) where it is: www/ first, then the generated files. */
export function sitePath(path) {
  const source = new URL(path, WWW);
  return existsSync(source) ? source : new URL(path, GENERATED);
}

/** A file URL under www/ where the file is: itself, or the generated file at its path. */
export function overlaid(url) {
  const href = String(url);
  return href.startsWith(WWW.href) ? sitePath(href.slice(WWW.href.length)) : new URL(href);
}
