// The page's side of the teacher (KataGo's network in a Web Worker,
// teacher-worker.js): where the network is, whether this device has it, the one
// Worker every feature shares (the opponent by rank, hints, the review, dead stones),
// loaded once and only after the person agreed to download the network.
//
// `cargo xtask build` ships the network in the built site as a content-hashed file
// and writes `teacher-model.json` (its path and size) beside the pages
// (crates/xtask/src/steps/teacher_model.rs). The service worker never precaches the
// network; it keeps it once downloaded (sw.js). A build without the network has no
// `teacher-model.json`: `teacherModel()` is then null and the page says so.
// Loaded only when a feature of the teacher is first asked for.

/**
 * The computer's ranks, weakest first, as the teacher's module names them
 * (`rankNames()`, weiqi_bot::rank::RANKS; tests/teacher-wasm.test.mjs keeps the two
 * lists the same): offered in the New game dialog before the module is loaded.
 */
export const RANK_NAMES = ['30k', '25k', '20k', '15k', '10k', '7k', '5k', '3k', '1k', '1d'];

/**
 * The most a searching rank thinks about a move, in milliseconds: its visits, or
 * fewer when this device is slow (a phone at a quarter of a desktop's speed answers
 * within 2 s; the Worker's round trip and the record's reading take the rest).
 */
export const MOVE_MILLISECONDS = 1_800;

/**
 * The Monte-Carlo level that plays in a rank's place when the network cannot be
 * loaded (declined, offline before the first download): the level nearest in strength.
 */
export const FALLBACK_LEVELS = { '30k': 1, '25k': 1, '20k': 1, '15k': 2, '10k': 3, '7k': 4, '5k': 5, '3k': 5, '1k': 5, '1d': 5 };

/** What the build writes beside the pages. */
const MANIFEST = new URL('./teacher-model.json', import.meta.url);

/** Why the teacher cannot help: an Error with one of these codes. */
export const TEACHER_ERRORS = {
  missing: 'teacher-missing', // this build has no network
  offline: 'teacher-offline', // the network could not be downloaded (offline, a server error)
  declined: 'teacher-declined', // the person did not want to download it now
  failed: 'teacher-failed', // the module could not load or read it
};

/**
 * @param {string} code
 * @param {string} message
 */
const coded = (code, message) => Object.assign(new Error(message), { code });

/**
 * The network a build ships: where it is, its download size, its name.
 * @typedef {{ url: string, bytes: number, name: string }} TeacherModel
 */
/** @typedef {{ loaded: number, total: number }} Progress */

/** @type {Promise<TeacherModel | null> | undefined} */
let manifest;

/**
 * The network this build ships: `{ url, bytes, name }` (`bytes`: its download size),
 * or null when the build has none (or its manifest cannot be reached: offline before
 * the page was ever kept). Asked once.
 * @returns {Promise<TeacherModel | null>}
 */
export function teacherModel() {
  manifest ??= fetch(MANIFEST)
    .then((response) => (response.ok ? response.json() : null))
    .then((found) => (found?.path ? { url: new URL(found.path, MANIFEST).href, bytes: Number(found.bytes), name: String(found.name ?? '') } : null))
    .catch(() => null);
  return manifest;
}

/**
 * Whether this device has the network already (the service worker keeps it).
 * @param {TeacherModel} model
 */
export async function modelKept(model) {
  try {
    return Boolean(await globalThis.caches?.match(model.url));
  } catch {
    return false;
  }
}

/**
 * The shared Worker and what it answers, once `load` was asked for.
 * @type {{ worker: Worker, loaded: Promise<{ model: TeacherModel, memory: number }> | null,
 *   loadedOk?: boolean, memory: number, model: TeacherModel | null } | null}
 */
let shared = null;

/**
 * Requests sent and not answered, by id: `{ resolve, reject, progress }`.
 * @type {Map<number, { resolve: (answer: unknown) => void, reject: (error: Error) => void,
 *   progress: ((progress: Progress) => void) | null }>}
 */
const pending = new Map();
let nextId = 1;

/** The shared Worker, started on first use. */
function worker() {
  if (shared) return shared;
  const w = new Worker(new URL('./teacher-worker.js', import.meta.url), { type: 'module' });
  w.addEventListener('message', ({ data }) => {
    const request = pending.get(data.id);
    if (!request) return;
    if (data.progress) return request.progress?.(data.progress);
    pending.delete(data.id);
    if (data.memory && shared) shared.memory = data.memory;
    if ('error' in data) request.reject(coded(TEACHER_ERRORS.failed, data.error));
    else request.resolve(data.answer);
  });
  w.addEventListener('error', (event) => {
    for (const request of pending.values()) request.reject(coded(TEACHER_ERRORS.failed, event.message ?? 'the teacher stopped'));
    pending.clear();
    shared = null;
  });
  shared = { worker: w, loaded: null, memory: 0, model: null };
  return shared;
}

/**
 * Sends `kind` with `data` to the Worker; resolves with its answer.
 * @param {string} kind
 * @param {object} [data]
 * @param {((progress: Progress) => void) | null} [progress]
 * @returns {Promise<unknown>}
 */
function send(kind, data = {}, progress = null) {
  const { worker: w } = worker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject, progress });
    w.postMessage({ ...data, id, kind });
  });
}

/** Whether the network is loaded in the Worker (no download or question needed). */
export function teacherLoaded() {
  return Boolean(shared?.loadedOk);
}

/**
 * Loads the teacher: the network's file (downloaded, or from the service worker's
 * copy) read by the module in the Worker. Before the first download
 * `askToDownload(model)` is awaited (the page says the size and asks); false declines.
 * `onProgress({ loaded, total })` follows the download. Rejects with one of
 * TEACHER_ERRORS. Resolves to `{ model, memory }`.
 * @param {{ askToDownload?: (model: TeacherModel) => Promise<boolean>,
 *   onProgress?: (progress: Progress) => void }} [options]
 * @returns {Promise<{ model: TeacherModel, memory: number }>}
 */
export async function loadTeacher({ askToDownload = async () => true, onProgress = () => {} } = {}) {
  const model = await teacherModel();
  if (!model) throw coded(TEACHER_ERRORS.missing, 'this build has no network');
  if (shared?.loaded) return shared.loaded;
  if (!(await modelKept(model)) && !(await askToDownload(model))) throw coded(TEACHER_ERRORS.declined, 'not now');
  const state = worker();
  state.model = model;
  state.loaded = send('load', { url: model.url }, onProgress).then(
    (answer) => {
      // The Worker answers `load` with the module's memory (teacher-worker.js).
      const { memory } = /** @type {{ memory: number }} */ (answer);
      state.loadedOk = true;
      state.memory = memory;
      return { model, memory };
    },
    (error) => {
      state.loaded = null;
      // The Worker's fetch failed (offline before the first download, a server error).
      const offline = /fetch|network|HTTP/i.test(error.message);
      throw coded(offline ? TEACHER_ERRORS.offline : TEACHER_ERRORS.failed, error.message);
    },
  );
  return state.loaded;
}

/**
 * Asks the loaded teacher `kind` (see teacher-worker.js) with `data`.
 * @param {string} kind
 * @param {object} data
 * @returns {Promise<unknown>}
 */
export function askTeacher(kind, data) {
  if (!teacherLoaded()) return Promise.reject(coded(TEACHER_ERRORS.failed, 'the network is not loaded'));
  return send(kind, data);
}

/** The Worker's memory in bytes (the module's), as last reported. */
export function teacherMemory() {
  return shared?.memory ?? 0;
}

/**
 * A Worker-like channel to the loaded teacher for the computer opponent
 * (opponent.js talks to it as to its own Worker): `postMessage({ id, kind, … })`
 * answers with a `message` event `{ data: { id, answer | error } }`; `terminate()`
 * only stops listening (the teacher stays for the other features).
 */
export function teacherChannel() {
  const target = new EventTarget();
  let open = true;
  return {
    /**
     * @param {string} type
     * @param {EventListener} listener
     */
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    /** @param {{ id: number, kind: string } & Record<string, unknown>} message */
    postMessage(message) {
      const { id, kind, ...data } = message;
      askTeacher(kind, kind === 'move' ? { ms: MOVE_MILLISECONDS, ...data } : data).then(
        (answer) => open && target.dispatchEvent(new MessageEvent('message', { data: { id, answer } })),
        (error) => open && target.dispatchEvent(new MessageEvent('message', { data: { id, error: error.message } })),
      );
    },
    terminate() {
      open = false;
    },
  };
}

/**
 * The stones the network believes dead in `game` at a stop (end-game.js asks the
 * controller's `deadStoneAdvisor`, which app.js points here), when this device has
 * the network: loaded then if it is not yet (no download, no question: it is kept
 * already). Null, and the estimator suggests as before, when the network is not on
 * the device.
 * @param {{ toSgf(): string }} game
 * @returns {Promise<unknown>} the worker's answer to `dead`, or null
 */
export async function suggestDeadStones(game) {
  const sgf = game.toSgf();
  if (!teacherLoaded()) {
    const model = await teacherModel();
    if (!model || !(await modelKept(model))) return null;
    await loadTeacher({ askToDownload: async () => false });
  }
  return askTeacher('dead', { sgf });
}
