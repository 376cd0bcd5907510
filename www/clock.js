// The game clock for two players on one phone (issue 11): a face for each side, the
// top one (White's) turned to face its player on phones, each a large button.
// Tapping your own face or playing a move passes the time to the opponent; pause
// and resume; a short sound and a vibration when time runs low; a fallen flag ends
// the game on time (`B+T` / `W+T`); Ing PP penalty points shown and handed to the
// count (the controller's `penalties`, while a clock is on).
//
// The timing is the engine's `Clock` (RULES R1.10), which reads no time of its own:
// this module passes `now()`, by default `performance.now()`, injectable for tests.
// The clock survives a reload: its control and every call made on it (with its
// time) are saved in localStorage on each change, with the last time seen. On load
// they are replayed (the clock is deterministic) and the clock is paused at the
// last time seen, so nobody loses the time the page was away; the page says so.
import { setUpClockDialog } from './clock-setup.js';
import { byId, make, setText } from './dom.js';
import { loadExtras } from './engine.js';
import { errorCode, errorMessage } from './errors.js';
import { onLanguageChange, phrase } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Color} Color */
/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_extras.js').Clock} EngineClock */
/** @typedef {import('./pkg/weiqi_extras.js').ClockState} ClockState */
/** @typedef {import('./pkg/weiqi_extras.js').PlayerTime} PlayerTime */
/** @typedef {import('./pkg/weiqi_extras.js').TimeControlObject} TimeControlObject */
/** @typedef {ReturnType<typeof phrase>} Phrase */

/** The clock's calls made after `start`, each with the time only. */
const TIMED_CALLS = /** @type {const} */ (['press', 'pause', 'resume', 'stop', 'flag']);

/**
 * A call made on the clock, logged to replay after a reload: `start` with its time
 * and the player whose time runs, or another call with its time.
 * @typedef {['start', number, Color | null | undefined] | [typeof TIMED_CALLS[number], number]} ClockCall
 */

/**
 * What the clock uses of the board (board-controller.js `BoardController`), named
 * here rather than imported: the game shown, losing on time, and the `penalties`
 * slot the count reads while a clock is on.
 * @typedef {EventTarget & {
 *   match: { game: Game },
 *   loseOnTime(color: Color): unknown,
 *   penalties: (() => { black: number, white: number }) | null,
 * }} ClockController
 */

/**
 * The alarm: `unlock()` on a tap (sound may start only after a gesture), `ring()`.
 * @typedef {{ unlock(): void, ring(): void }} Alarm
 */

/** Where the clock is saved: `{ control, log, seen }`. */
export const CLOCK_KEY = 'weiqi.clock';

/** The face turns red, with a sound and a vibration, when its stage has this little left. */
export const LOW_MS = 10_000;

/** How often the faces are redrawn and the flag looked at, in ms. */
const TICK_MS = 100;

/** How often the last time seen is saved while the clock runs, in ms. */
const SEEN_EVERY_MS = 1000;

/**
 * `ms` as a clock face shows it: `1:02:03`, `4:05`, or `9.3` in the last ten seconds.
 * @param {number} ms
 */
export function formatTime(ms) {
  if (ms < 10_000) return (Math.floor(Math.max(0, ms) / 100) / 10).toFixed(1);
  const total = Math.ceil(ms / 1000);
  const [h, m, s] = [Math.floor(total / 3600), Math.floor(total / 60) % 60, total % 60];
  const two = (/** @type {number} */ n) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

/**
 * A short beep (Web Audio) and a vibration, where the device has them.
 * @returns {Alarm}
 */
function defaultAlarm() {
  /** @type {AudioContext | null} */
  let audio = null;
  return {
    /** Called on a tap: browsers let sound start only after a gesture. */
    unlock() {
      const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
      if (!audio && Context) {
        try {
          audio = new Context();
        } catch {
          audio = null;
        }
      }
      audio?.resume?.().catch(() => {});
    },
    ring() {
      globalThis.navigator?.vibrate?.(200);
      if (!audio) return;
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.value = 0.2;
      tone.connect(gain).connect(audio.destination);
      tone.start();
      tone.stop(audio.currentTime + 0.15);
    },
  };
}

/**
 * The engine's `Clock` class, once the second module (`weiqi_extras`) is loaded.
 * @type {typeof import('./pkg/weiqi_extras.js').Clock | null}
 */
let Clock = null;

/**
 * The clock of the page, following `controller` (board-controller.js): while a clock
 * is on, the controller's `penalties` reads its penalty points. Options: `now()` (ms,
 * default `performance.now()`), `storage` (default localStorage), `alarm`
 * (`{ unlock(), ring() }`).
 */
export class GameClock {
  /**
   * @param {ClockController} controller
   * @param {{ now?: () => number, storage?: Storage | null, alarm?: Alarm }} [options]
   */
  constructor(controller, { now = () => performance.now(), storage = globalThis.localStorage, alarm = defaultAlarm() } = {}) {
    this.controller = controller;
    this.now = now;
    this.storage = storage;
    this.alarm = alarm;
    /**
     * The engine's clock, while one is on.
     * @type {EngineClock | null}
     */
    this.clock = null;
    /**
     * The clock's time control, while one is on.
     * @type {TimeControlObject | null}
     */
    this.control = null;
    /**
     * Every call made on the clock: `[name, time, color?]`, to replay after a reload.
     * @type {ClockCall[]}
     */
    this.log = [];
    this.lastSaved = -Infinity;
    /**
     * The note under the controls: a phrase, or ''.
     * @type {Phrase | ''}
     */
    this.note = '';
    /**
     * The stage last warned of, so each low-time stage rings once.
     * @type {string | null}
     */
    this.warned = null;
    this.faces = {
      W: this.#face('W', 'top'),
      B: this.#face('B', 'bottom'),
    };
    const frame = byId('board-frame');
    frame.before(this.faces.W);
    frame.after(this.faces.B);
    // The clock's module loads when someone means to set a clock, not at every start.
    byId('clock-button').addEventListener('click', () => loadClock().catch(() => {}));
    this.pauseButton = byId('clock-pause');
    this.pauseButton.addEventListener('click', () => this.togglePause());
    this.noteElement = byId('clock-note');
    setUpClockDialog({
      // Start waits for the clock's module if the dialog's Start came before it loaded.
      begin: (control) => (Clock ? this.begin(control) : loadClock().then(() => this.begin(control))),
      off: () => this.off(),
      isOn: () => this.clock !== null,
    });
    controller.addEventListener('change', (event) => {
      if (event instanceof CustomEvent) this.#follow(event.detail);
    });
    onLanguageChange(() => this.render());
    this.timer = setInterval(() => this.tick(), TICK_MS);
  }

  /**
   * One side's face: a large button that passes the turn when its player taps it.
   * @param {Color} color
   * @param {'top' | 'bottom'} place
   */
  #face(color, place) {
    const face = make('button', `clock-face ${place}`);
    face.type = 'button';
    face.hidden = true;
    face.dataset.color = color;
    face.append(make('span', 'clock-stone'), make('span', 'clock-time'), make('span', 'clock-detail'));
    face.querySelector('.clock-stone')?.classList.add(color === 'B' ? 'black' : 'white');
    face.addEventListener('click', () => this.tap(color));
    return face;
  }

  /**
   * Starts a clock with `control` (a `TimeControlObject`) for the game on the board:
   * the time of the player to move runs at once while play goes on. Throws the
   * engine's error for a control that cannot run.
   * @param {TimeControlObject} control
   */
  begin(control) {
    if (!Clock) throw new Error(String(phrase('clockLoading')));
    const clock = new Clock(control);
    this.#drop();
    this.clock = clock;
    this.control = control;
    this.log = [];
    this.note = '';
    this.warned = null;
    this.controller.penalties = () => this.penalties();
    this.alarm.unlock();
    const game = this.controller.match.game;
    if (game.phase === 'playing') this.#call('start', game.toMove);
    this.#save();
    this.render();
  }

  /** Turns the clock off and forgets it. */
  off() {
    this.#drop();
    this.controller.penalties = null;
    try {
      this.storage?.removeItem(CLOCK_KEY);
    } catch {
      // Storage blocked: nothing was saved either.
    }
    this.note = '';
    this.render();
  }

  /** Whether a clock is on. */
  get on() {
    return this.clock !== null;
  }

  /** The PP penalty points that count now, equal ones cancelled (RULES R1.10): `{ black, white }`. */
  penalties() {
    if (!this.clock) return { black: 0, white: 0 };
    return this.clock.state(this.now()).penaltyPoints;
  }

  /** The clock as it reads now (`ClockState`), or null without a clock. */
  state() {
    return this.clock?.state(this.now()) ?? null;
  }

  /**
   * `color` tapped their face: if their time runs, it passes to the opponent.
   * @param {Color} color
   */
  tap(color) {
    this.alarm.unlock();
    if (this.state()?.running === color) this.#call('press');
  }

  /** Pauses a running clock, or resumes a paused one. */
  togglePause() {
    this.alarm.unlock();
    const phase = this.state()?.phase;
    if (phase === 'running') this.#call('pause');
    else if (phase === 'paused') {
      this.note = '';
      this.#call('resume');
    }
  }

  /** Redraws the faces, looks at the flag and warns of low time; runs every TICK_MS. */
  tick() {
    const state = this.state();
    if (!state) return;
    if (state.loser) {
      this.#flagFell(state.loser);
      return;
    }
    if (state.phase === 'running') {
      const running = state[state.running === 'B' ? 'black' : 'white'];
      const stage = [state.running, running.moves, running.periodsLeft, running.stonesLeft, running.overtime, running.penaltyPoints].join();
      if (running.stageLeft <= LOW_MS && this.warned !== stage) {
        this.warned = stage;
        this.alarm.ring();
      }
      if (this.now() - this.lastSaved >= SEEN_EVERY_MS) this.#save();
    }
    this.render(state);
  }

  /**
   * Puts the faces, the pause button and the note on screen.
   * @param {ClockState | null} [state]
   */
  render(state = this.state()) {
    for (const face of Object.values(this.faces)) face.hidden = !state;
    this.pauseButton.hidden = !state || !['running', 'paused'].includes(state.phase);
    document.documentElement.classList.toggle('with-clock', state !== null);
    setText(this.noteElement, state ? String(this.note || (state.phase === 'paused' ? phrase('clockPaused') : '')) : '');
    if (!state) return;
    setText(this.pauseButton, String(phrase(state.phase === 'paused' ? 'clockResume' : 'clockPause')));
    for (const [color, face] of Object.entries(this.faces)) {
      const side = state[color === 'B' ? 'black' : 'white'];
      setText(part(face, '.clock-time'), formatTime(side.stageLeft));
      setText(part(face, '.clock-detail'), this.#detail(state, side));
      const running = state.running === color;
      face.classList.toggle('running', running);
      face.classList.toggle('low', running && side.stageLeft <= LOW_MS);
      face.classList.toggle('flagged', state.loser === color);
      face.setAttribute('aria-label', String(phrase('clockFaceLabel', color)));
      Object.assign(face.dataset, {
        running: String(running),
        stageLeft: String(side.stageLeft),
        penaltyPoints: String(side.penaltyPoints),
      });
    }
  }

  /**
   * The line under a face's time: overtime periods or moves left, PP penalty points.
   * @param {ClockState} state
   * @param {PlayerTime} side
   */
  #detail(state, side) {
    /** @type {Phrase[]} */
    const parts = [];
    if (state.system === 'ing-pp') {
      if (side.overtime) parts.push(phrase('clockToPenalty'));
      if (side.penaltyPoints > 0) parts.push(phrase('clockPenalty', side.penaltyPoints));
    } else if (state.system === 'byoyomi') {
      parts.push(phrase('clockPeriodsLeft', side.periodsLeft));
    } else if (side.overtime && (state.system === 'canadian' || state.system === 'ing-rs')) {
      parts.push(phrase('clockStonesLeft', side.stonesLeft));
    } else if (side.overtime) {
      parts.push(phrase('clockOvertime'));
    }
    return parts.join(' · ');
  }

  /**
   * Keeps the clock with the game: the player to move is the one whose time runs.
   * @param {{ type: string }} change the board's `change`
   */
  #follow({ type }) {
    if (type === 'start') {
      this.#newGame();
      return;
    }
    const state = this.state();
    if (!state || state.loser) return;
    const game = this.controller.match.game;
    if (game.phase === 'finished') {
      if (['running', 'paused', 'idle'].includes(state.phase)) this.#call('stop');
    } else if (game.phase === 'stopped') {
      // Dead stones are being agreed: nobody's time runs (a dispute resumes it).
      if (state.phase === 'running') this.#call('pause');
    } else if (type === 'resume' && state.phase === 'paused') {
      this.#call('resume');
    } else if (state.phase === 'running' && state.running !== game.toMove && ['play', 'pass'].includes(type)) {
      this.#call('press');
    }
    this.render();
  }

  /** A new game: the clock starts afresh with the same times; a loaded record turns it off. */
  #newGame() {
    if (!this.clock) return;
    const game = this.controller.match.game;
    if (game.moveNumber === 0 && game.phase === 'playing' && this.control) this.begin(this.control);
    else this.off();
  }

  /**
   * The flag fell: the clock records it and the game is lost on time.
   * @param {Color} loser
   */
  #flagFell(loser) {
    if (!this.log.some(([name]) => name === 'flag')) this.#call('flag');
    const { controller } = this;
    if (controller.match.game.phase !== 'finished') controller.loseOnTime(loser);
    this.note = phrase('clockFlagged', loser);
    this.render();
  }

  /**
   * Calls `name` on the clock now, logs it, saves, redraws.
   * @param {ClockCall[0]} name
   * @param {Color} [color] for `start`: the player whose time runs
   */
  #call(name, color) {
    const { clock } = this;
    if (!clock) return;
    const time = this.now();
    /** @type {ClockCall} */
    const call = name === 'start' ? [name, time, color] : [name, time];
    try {
      replay(clock, call);
    } catch (error) {
      this.note = phrase('engineError', errorCode(error), errorMessage(error));
      this.render();
      return;
    }
    this.log.push(call);
    this.#save();
    this.render();
  }

  /** Writes `{ control, log, seen }`; quietly does nothing where storage is blocked. */
  #save() {
    if (!this.clock) return;
    const seen = this.now();
    this.lastSaved = seen;
    try {
      this.storage?.setItem(CLOCK_KEY, JSON.stringify({ control: this.control, log: this.log, seen }));
    } catch {
      // Full or blocked: the clock runs on, unsaved.
    }
  }

  /**
   * Brings back a saved clock: replays its calls and pauses it at the last time seen
   * (a clock that was not running stays as it was). A save that cannot be replayed
   * is ignored.
   */
  restore() {
    if (!Clock) return false;
    /** @type {unknown} */
    let saved;
    try {
      saved = JSON.parse(this.storage?.getItem(CLOCK_KEY) ?? 'null');
    } catch {
      return false;
    }
    if (!saved || typeof saved !== 'object' || !('log' in saved) || !Array.isArray(saved.log)) return false;
    // A cast: the control is what `begin` saved; the engine's `Clock` refuses (throws
    // for) one it cannot run, and the replay below then gives up.
    const control = /** @type {TimeControlObject} */ ('control' in saved ? saved.control : undefined);
    const seen = 'seen' in saved && typeof saved.seen === 'number' ? saved.seen : Number.NaN;
    /** @type {ClockCall[]} */
    const log = [];
    /** @type {EngineClock | undefined} */
    let clock;
    try {
      clock = new Clock(control);
      for (const entry of saved.log) {
        const call = clockCall(entry);
        replay(clock, call);
        log.push(call);
      }
    } catch {
      clock?.free();
      return false;
    }
    this.#drop();
    this.clock = clock;
    this.control = control;
    this.log = log;
    this.controller.penalties = () => this.penalties();
    if (clock.state(seen).phase === 'running') {
      clock.pause(seen);
      this.log.push(['pause', seen]);
      this.note = phrase('clockRestored');
    }
    this.#save();
    this.render();
    return true;
  }

  /** Frees the engine's clock. */
  #drop() {
    this.clock?.free();
    this.clock = null;
  }
}

/**
 * Makes a logged call on `clock` (throws the engine's error for one it refuses).
 * @param {EngineClock} clock
 * @param {ClockCall} call
 */
function replay(clock, call) {
  if (call[0] === 'start') clock.start(call[2], call[1]);
  else clock[call[0]](call[1]);
}

/**
 * A saved call, checked: `[name, time, color?]` with a known name; throws otherwise.
 * @param {unknown} entry
 * @returns {ClockCall}
 */
function clockCall(entry) {
  if (!Array.isArray(entry)) throw new Error('a saved clock call is not a list');
  /** @type {unknown[]} */
  const [name, time, color] = entry;
  if (typeof time !== 'number') throw new Error(`the saved clock call ${name} has no time`);
  if (name === 'start' && (color === 'B' || color === 'W' || color === null || color === undefined)) return [name, time, color];
  const timed = TIMED_CALLS.find((known) => known === name);
  if (timed) return [timed, time];
  throw new Error(`unknown clock call ${name}`);
}

/**
 * The element `selector` of a clock face (made by `#face`, so always there).
 * @param {HTMLElement} face
 * @param {string} selector
 * @returns {Element}
 */
function part(face, selector) {
  const found = face.querySelector(selector);
  if (!found) throw new Error(`a clock face has no ${selector}`);
  return found;
}

/** Loads the second module (the engine's `Clock`). */
function loadClock() {
  return loadExtras().then((extras) => {
    Clock = extras.Clock;
  });
}

/**
 * Puts the clock on the page and brings back a saved one. Call after the saved game
 * is restored. The clock lives in the second module, which is loaded only for a saved
 * clock (awaited: the returned promise resolves once it is restored) or when the clock
 * dialog opens; a page without a clock never downloads it.
 * @param {ClockController} controller
 * @param {ConstructorParameters<typeof GameClock>[1]} [options]
 */
export async function setUpClock(controller, options) {
  const clock = new GameClock(controller, options);
  if (hasSavedClock(clock.storage)) {
    try {
      await loadClock();
      clock.restore();
    } catch {
      // The module could not load: the page works on without a clock.
    }
  }
  clock.render();
  return clock;
}

/**
 * Whether `storage` holds a saved clock.
 * @param {Storage | null | undefined} storage
 */
function hasSavedClock(storage) {
  try {
    return Boolean(storage?.getItem(CLOCK_KEY));
  } catch {
    return false;
  }
}
