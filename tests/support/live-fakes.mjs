// Fakes for the live board's tests (live-poll.test.mjs, live-game.test.mjs): a clock
// whose time moves only when told, a static host with one file that answers
// conditional requests, and a page whose visibility the test sets.

/** A clock whose time moves only when told; timers run in order as it passes them. */
export function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map();
  return {
    now: () => now,
    wallNow: () => Date.UTC(2026, 0, 1) + now,
    setTimeout(fn, ms) {
      const id = next++;
      timers.set(id, { at: now + ms, fn });
      return id;
    },
    clearTimeout(id) {
      timers.delete(id);
    },
    /** The timers set, as times from now. */
    pending: () => [...timers.values()].map((t) => t.at - now),
    /** Moves the time on by `ms`, running each timer due (and what it awaits). */
    async advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
        await settle();
      }
      now = end;
    },
  };
}

/** Lets every promise the poller awaits resolve (no real timer or I/O is waited for). */
export async function settle() {
  await new Promise((resolve) => setImmediate(resolve));
}

/** Response headers as `fetch` gives them. */
function headers(entries) {
  const map = new Map(Object.entries(entries).map(([k, v]) => [k.toLowerCase(), v]));
  return { get: (name) => map.get(name.toLowerCase()) ?? null };
}

/**
 * A static host with one file: answers 304 to a request whose validators match, else
 * the file; `down` makes it fail (a network error, or an HTTP status).
 */
export function fakeHost(text = '(;SZ[9];B[ee])') {
  const host = {
    text,
    version: 1,
    down: null,
    requests: [],
    fetch: async (url, options) => {
      host.requests.push({ url: String(url), options });
      if (host.down === 'network') throw new TypeError('Failed to fetch');
      if (typeof host.down === 'number') {
        return { status: host.down, ok: false, statusText: 'Unavailable', headers: headers(host.retryAfter ? { 'Retry-After': host.retryAfter } : {}) };
      }
      const etag = `"v${host.version}"`;
      const modified = new Date(Date.UTC(2026, 0, 1, 0, 0, host.version)).toUTCString();
      const sent = options.headers ?? {};
      if (sent['If-None-Match'] === etag) return { status: 304, ok: false, headers: headers({ ETag: etag }) };
      return {
        status: 200,
        ok: true,
        headers: headers({ ETag: etag, 'Last-Modified': modified, Date: new Date(Date.UTC(2026, 0, 1, 0, 0, host.version + 2)).toUTCString() }),
        text: async () => host.text,
      };
    },
    /** The relay writes a new version. */
    write(text) {
      host.text = text;
      host.version += 1;
    },
  };
  return host;
}

/** A page whose visibility the test sets. */
export function fakePage() {
  const listeners = new Set();
  const page = {
    isHidden: false,
    hidden: () => page.isHidden,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    listeners,
    set(hidden) {
      page.isHidden = hidden;
      for (const listener of listeners) listener();
    },
  };
  return page;
}

