// The reference page's service worker: caches the page at install and serves it from
// the cache, so that its warm start is served as the app's is (www/sw.js).
const CACHE = 'floor-v1';
self.addEventListener('install', (event) =>
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(['./', 'index.html', 'floor.js'])).then(() => self.skipWaiting())),
);
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) =>
  event.respondWith(caches.match(event.request).then((cached) => cached ?? fetch(event.request))),
);
