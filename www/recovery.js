// After a WebAssembly trap the engine's instance is dead, and so are the game and the
// board view it made: the page starts again, the game comes back from its save
// (storage.js saves after every change, at the latest before the next move or edit,
// so the trapped call, and at most the move shown since, is all that is lost), and
// a notice says what happened. A second trap soon after such a restart does not
// restart again (no loop): a notice asks for a reload.
import { traps } from './engine.js';
import { t } from './i18n.js';
import { showNotice } from './notices.js';

/** Session storage key: the message of the trap that restarted the page. */
const KEY = 'weiqi-trap-restart';

/** A trap this soon (ms) after a restart shows a notice instead of restarting. */
const QUIET = 15_000;

/** Restarts the page on a trap of either module; says so after the restart. */
export function recoverFromTraps() {
  const started = Date.now();
  const previous = take(KEY);
  if (previous !== null) {
    showNotice({ id: 'engine-trap', kind: 'error', text: () => t('engineRecovered'), details: () => [previous] });
  }
  traps.addEventListener('trap', (event) => {
    const { detail } = /** @type {CustomEvent<{ module: string, message: string }>} */ (event);
    const message = `${detail.module}: ${detail.message}`;
    if (previous !== null && Date.now() - started < QUIET) {
      showNotice({ id: 'engine-trap', kind: 'error', text: () => t('engineFailedAgain'), details: () => [message] });
      return;
    }
    try {
      sessionStorage.setItem(KEY, message);
    } catch {
      // Without session storage the page still restarts; it only cannot say why.
    }
    location.reload();
  });
}

/**
 * Reads and removes a session storage entry (null when absent or blocked).
 * @param {string} key
 */
function take(key) {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
