// Work that need not hold up the next frame (saving the game, the address naming the
// move shown): done once the page is idle after it, once for a burst of changes (a
// held key, autoplay), and never lost — what is pending is done at once when the page
// is hidden or left (`visibilitychange`, `pagehide`: a phone may discard a hidden tab
// without another word).

/** The pending work of every `coalesced` writer, done when the page goes away. */
const writers = new Set();

let listening = false;
const flushAll = () => {
  for (const writer of writers) writer.flush();
};

/**
 * Idle time after the next frame, or soon after it where the browser has no `requestIdleCallback`.
 * @param {() => void} run
 */
function afterFrame(run) {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 1000 });
    else setTimeout(run, 50);
  });
}

/**
 * `write()` made lazy: `schedule()` asks for it after the next frame, once however
 * many times it is asked before then; `flush()` does what is pending now. Pending
 * writes are flushed when the page is hidden or left.
 * @param {() => void} write
 */
export function coalesced(write) {
  let pending = false;
  let asked = false;
  const writer = {
    schedule() {
      pending = true;
      if (asked) return;
      asked = true;
      afterFrame(() => {
        asked = false;
        writer.flush();
      });
    },
    flush() {
      if (!pending) return;
      pending = false;
      write();
    },
    /** Whether a write is waiting. */
    get pending() {
      return pending;
    },
  };
  writers.add(writer);
  if (!listening) {
    listening = true;
    addEventListener('pagehide', flushAll);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') flushAll();
    });
  }
  return writer;
}
