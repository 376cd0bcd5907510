// Names the page's modules use that no module declares, for the type check
// (tsconfig.json).

/**
 * The built names of the engine's files (`pkg/weiqi_web_bg.wasm` → its hashed name),
 * written into the bundles by esbuild's `define` (tools/bundle/bundle.mjs); absent
 * in the source tree (www/built-files.js).
 */
declare const WEIQI_BUILT_FILES: Record<string, string> | undefined;

/** WebAudio's context under its old name (Safari before 14.1: www/stone-sound.js). */
declare var webkitAudioContext: typeof AudioContext | undefined;

/** What the pages leave on `window` for tests and the console. */
interface Window {
  /** The lessons page (www/lessons.js), once ready. */
  weiqiLessons?: object;
  /** Whether the lessons page is ready (www/lessons.js). */
  weiqiLessonsReady?: boolean;
  /** The live game the app follows (www/live-panel.js). */
  weiqiLive?: object;
}
