// The service worker: keeps every file of the app (the .wasm included) so that it
// opens and plays offline after the first visit.
//
// Which files, and which version, come from sw-precache.js, which `cargo xtask build`
// generates from www/ (crates/xtask/src/steps/precache.rs). The browser compares this
// script and that list byte for byte on every update check, so a changed file is a new
// version: it installs beside the running one, downloading only the files whose hash
// changed, and then WAITS. The page announces it (pwa.js); only the person's click
// sends `skip-waiting`, so a game in progress is never reloaded from under them.
/* global importScripts */
importScripts('./sw-precache.js');

/** This worker's scope (the WebWorker library types `self` as any worker's). */
const worker = serviceWorkerScope(self);

const { version: VERSION, files: FILES } = worker.PRECACHE;

/** Every version's cache starts with this; older ones are deleted on activation. */
const PREFIX = 'weiqi-precache-';
const CACHE = PREFIX + VERSION;

/** A cache entry (not a file) that records each cached file's hash, for reuse. */
const INDEX = '__precache-index__';

/**
 * The teacher's network (models/, content-hashed, 3.8 MB): never precached, kept in
 * a cache of its own once the page downloaded it (the person agreed), and kept across
 * versions of the app; a newer network replaces the older ones.
 */
const MODELS = 'weiqi-models';
const MODELS_DIR = 'models/';

/** The folder this worker serves, ending in `/`. */
const SCOPE = new URL('./', worker.location.href);

/** The URL a listed path is cached under. */
const urlOf = (/** @type {string} */ path) => new URL(path, SCOPE).href;

worker.addEventListener('install', (event) => {
  event.waitUntil(precache());
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // The first install takes over the open page at once (it was loaded from the
      // same files); an update only activates when the page asked for it.
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('message', (event) => {
  if (event.data?.type === 'skip-waiting') worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin === SCOPE.origin && url.pathname.startsWith(SCOPE.pathname + MODELS_DIR)) {
    event.respondWith(modelFile(event));
    return;
  }
  const path = listedPath(url);
  // Anything not listed goes to the network as if there were no worker.
  if (path === null) return;
  event.respondWith(fromCache(path, request));
});

/**
 * The listed path a URL asks for, or null. A query (`?lang=ru`) is ignored; a folder
 * (`/`, `lessons/`) means its index.html.
 * @param {URL} url
 * @returns {string | null}
 */
function listedPath(url) {
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname.slice(SCOPE.pathname.length));
  } catch {
    return null;
  }
  if (path === '' || path.endsWith('/')) path += 'index.html';
  return Object.hasOwn(FILES, path) ? path : null;
}

/**
 * This version's cache, opened once for every response while the worker runs.
 * @type {Promise<Cache> | null}
 */
let opened = null;

/**
 * The cached file, or the network when the cache lost it (storage was cleared): a
 * listed file, the navigation included, never waits for the network.
 * @param {string} path
 * @param {Request} request
 * @returns {Promise<Response>}
 */
async function fromCache(path, request) {
  try {
    opened ??= caches.open(CACHE);
    const cached = await (await opened).match(urlOf(path));
    if (cached) return cached;
  } catch {
    // The cache cannot be read (storage blocked or cleared): the network answers.
    opened = null;
  }
  return fetch(request);
}

/**
 * The network's file from its cache, else downloaded (streamed to the page as it
 * comes, so that the page shows the progress) and kept, the older networks deleted
 * once the new one is in. A download that fails is the network's own answer.
 * @param {FetchEvent} event
 * @returns {Promise<Response>}
 */
async function modelFile(event) {
  const { request } = event;
  /** @type {Cache | null} */
  let cache = null;
  try {
    cache = await caches.open(MODELS);
    const kept = await cache.match(request.url);
    if (kept) return kept;
  } catch {
    // The cache cannot be read (storage blocked): the network answers, nothing is kept.
  }
  const response = await fetch(request);
  if (response.ok && cache) {
    const kept = cache;
    const keeping = kept.put(request.url, response.clone()).then(async () => {
      for (const old of await kept.keys()) if (old.url !== request.url) await kept.delete(old);
    });
    event.waitUntil(keeping.catch(() => {}));
  }
  return response;
}

/**
 * Fills this version's cache: a file whose hash an older version already holds is
 * copied from there, every other one is downloaded. Any failure fails the install,
 * and the browser tries again at the next update check.
 */
async function precache() {
  const cache = await caches.open(CACHE);
  const reusable = await previousFiles();
  await Promise.all(
    Object.entries(FILES).map(async ([path, hash]) => {
      const url = urlOf(path);
      const old = reusable.get(`${path}\n${hash}`);
      const kept = old && (await old.match(url));
      if (kept) return cache.put(url, kept);
      // `no-cache`: revalidate with the server, never trust an old HTTP-cached copy.
      const response = await fetch(url, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
      return cache.put(url, response);
    }),
  );
  // Written last: an interrupted install leaves no index, so nothing reuses it.
  await cache.put(urlOf(INDEX), new Response(JSON.stringify(FILES), { headers: { 'Content-Type': 'application/json' } }));
}

/**
 * The files older complete caches hold: `path\nhash` → that cache.
 * @returns {Promise<Map<string, Cache>>}
 */
async function previousFiles() {
  /** @type {Map<string, Cache>} */
  const found = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    const cache = await caches.open(name);
    try {
      const index = await (await cache.match(urlOf(INDEX)))?.json();
      for (const [path, hash] of Object.entries(index ?? {})) found.set(`${path}\n${hash}`, cache);
    } catch {
      // An unreadable index: that cache is not reused.
    }
  }
  return found;
}

/**
 * `scope` as a service worker's: this script runs only as the worker pwa.js registers.
 * @param {WorkerGlobalScope} scope
 * @returns {ServiceWorkerGlobalScope}
 */
function serviceWorkerScope(scope) {
  if (!(scope instanceof ServiceWorkerGlobalScope)) throw new Error('sw.js runs only as a service worker');
  return scope;
}
