// What the service worker (www/sw.js) reads that no library declares, for its own
// type check (tsconfig.sw.json: the WebWorker library, which cannot share a program
// with the DOM's).

/** The precache list `cargo xtask build` writes (sw-precache.js, crates/xtask/src/steps/precache.rs). */
interface ServiceWorkerGlobalScope {
  /** This version of the app, and each file's path with its content hash. */
  PRECACHE: { version: string; files: Record<string, string> };
}
