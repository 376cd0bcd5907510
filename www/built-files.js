// The names `cargo xtask build` gives the engine's files when it bundles the site and
// the CDN build (content-hashed: `pkg/weiqi_web_bg.<hash>.wasm`, cached for a year). The
// bundler writes them into the bundles (tools/bundle/bundle.mjs, esbuild's `define`);
// in the source tree every file keeps its own name.
/* global WEIQI_BUILT_FILES */

const BUILT = typeof WEIQI_BUILT_FILES === 'object' ? WEIQI_BUILT_FILES : {};

/**
 * The built name of `path` (relative to www/, e.g. `pkg/weiqi_web_bg.wasm`): itself,
 * unless the build renamed it.
 * @param {string} path
 * @returns {string}
 */
export function builtPath(path) {
  return Object.hasOwn(BUILT, path) ? BUILT[path] : path;
}
