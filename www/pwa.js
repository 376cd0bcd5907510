// Offline use: registers the service worker (sw.js) and announces new versions.
//
// A new version installs in the background and waits. The page then says "a new
// version is ready" with a button; nothing reloads by itself, so a game in progress is
// never interrupted. Only the click activates the new version, and the page reloads
// once it has taken over (the game is saved on every change and comes back).
import { showNotice } from './notices.js';
import { t } from './i18n.js';

/** How often, at most, coming back to the page checks for a new version. */
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * Registers the service worker where the browser supports it (and the page is served
 * over HTTPS or from localhost); elsewhere the app simply runs online. Resolves to the
 * registration, or null.
 */
export async function setUpOffline() {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return null;
  const container = navigator.serviceWorker;
  let registration;
  try {
    // `updateViaCache: 'none'`: update checks ask the server for sw.js and the list it
    // imports, never an HTTP-cached copy.
    registration = await container.register(new URL('./sw.js', import.meta.url), { updateViaCache: 'none' });
  } catch (error) {
    // No offline copy (e.g. served without `cargo xtask build`); the app still works.
    console.warn('Weiqi: offline use is not available:', error instanceof Error ? error.message : error);
    return null;
  }
  // A browser or an extension that blocks service workers may answer `register` with
  // nothing instead of refusing (Playwright's `serviceWorkers: 'block'` does): the app
  // then runs online, as without a worker.
  if (!registration || typeof registration.addEventListener !== 'function') return null;

  let reloadAsked = false;
  // Whether a worker controlled the page when it loaded: the very first install takes
  // over without anything to announce.
  let controlled = Boolean(container.controller);

  /** @param {ServiceWorker} worker */
  const announce = (worker) => {
    showNotice({
      id: 'update',
      text: () => t('updateReady'),
      actions: [
        {
          id: 'update',
          label: () => t('updateNow'),
          run: () => {
            reloadAsked = true;
            if (worker.state === 'activated') location.reload();
            else worker.postMessage({ type: 'skip-waiting' });
          },
        },
      ],
    });
  };

  /** @param {ServiceWorker | null} worker */
  const watch = (worker) => {
    if (!worker) return;
    worker.addEventListener('statechange', () => {
      if (worker.state === 'installed' && container.controller) announce(worker);
    });
  };

  if (registration.waiting && container.controller) announce(registration.waiting);
  watch(registration.installing);
  registration.addEventListener('updatefound', () => watch(registration.installing));

  container.addEventListener('controllerchange', () => {
    if (reloadAsked) {
      location.reload();
    } else if (controlled) {
      // Another tab activated a new version: this page still runs the old code, so
      // offer a reload instead of doing it.
      showNotice({
        id: 'update',
        text: () => t('updateActive'),
        actions: [{ id: 'reload', label: () => t('updateReload'), run: () => location.reload() }],
      });
    }
    controlled = true;
  });

  // A page left open for days still hears of new versions when it is looked at again.
  let lastCheck = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - lastCheck < CHECK_EVERY_MS) return;
    lastCheck = Date.now();
    registration.update().catch(() => {
      // Offline: try again next time.
    });
  });
  return registration;
}
