// Which lessons are done, kept on this device (localStorage). Storage may be blocked
// (private mode, embedded frames) or full: progress then lasts for this visit only.
// A stored value that cannot be read is kept aside, never written over.

/** Where the progress is kept: `{ "done": ["atari", …] }`. */
export const PROGRESS_KEY = 'weiqi.lessons.progress';

/** Where an unreadable stored value is moved before new progress is written. */
export const ASIDE_KEY = 'weiqi.lessons.progress.unreadable';

/** The device's storage, or null when the browser refuses it. */
function deviceStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** The lessons done, remembered on the device where it allows. */
export class Progress {
  /** @param {Storage | null} [storage] localStorage by default */
  constructor(storage = deviceStorage()) {
    this.storage = storage;
    /** Ids of the lessons done. */
    this.done = new Set();
    /** The stored text could not be read: it is moved aside before the next write. */
    this.unreadable = null;
    this.#load();
  }

  /**
   * Whether lesson `id` is done.
   * @param {string} id
   */
  has(id) {
    return this.done.has(id);
  }

  /**
   * Marks lesson `id` done and remembers it; false if it could not be stored.
   * @param {string} id
   */
  mark(id) {
    this.done.add(id);
    return this.#save();
  }

  #load() {
    let text = null;
    try {
      text = this.storage?.getItem(PROGRESS_KEY) ?? null;
    } catch {
      return;
    }
    if (text === null) return;
    try {
      const saved = JSON.parse(text);
      if (!Array.isArray(saved?.done)) throw new Error('no list of lessons done');
      for (const id of saved.done) if (typeof id === 'string') this.done.add(id);
    } catch {
      this.unreadable = text;
    }
  }

  #save() {
    if (!this.storage) return false;
    try {
      if (this.unreadable !== null) {
        this.storage.setItem(ASIDE_KEY, this.unreadable);
        this.unreadable = null;
      }
      this.storage.setItem(PROGRESS_KEY, JSON.stringify({ done: [...this.done].sort() }));
      return true;
    } catch {
      return false;
    }
  }
}
