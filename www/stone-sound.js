// The sound of a stone put down: made with WebAudio (a short burst of filtered noise
// over a low knock), no sound file. The app plays it unless muted, and remembers the
// mute (localStorage); an embedded board (`<go-board sound>`) is silent unless asked.
// Browsers let audio start only after a gesture: the context is made on the first
// move played, which always follows one.

/** Where the app keeps whether its stone sound is muted. */
export const MUTE_KEY = 'weiqi.soundMuted';

/** A stone's click, played on demand. */
export class StoneSound {
  /** @param {{ on?: boolean }} [options] whether it sounds at first */
  constructor({ on = true } = {}) {
    /** Whether a move makes the sound. */
    this.on = on;
    /** How many clicks were played (for tests and the console). */
    this.played = 0;
    /** @type {AudioContext | null} made on the first click */
    this.context = null;
    /** @type {AudioBuffer | null} the contact's noise, made with the context */
    this.noise = null;
  }

  /**
   * The audio context, made the first time (null where there is no WebAudio).
   * @returns {AudioContext | null}
   */
  #audio() {
    if (this.context) return this.context;
    const Context = globalThis.AudioContext ?? globalThis.webkitAudioContext;
    if (!Context) return null;
    try {
      this.context = new Context();
    } catch {
      return null;
    }
    // 60 ms of white noise, made once: the stone's contact with the wood.
    const length = Math.round(this.context.sampleRate * 0.06);
    const noise = this.context.createBuffer(1, length, this.context.sampleRate);
    const samples = noise.getChannelData(0);
    for (let i = 0; i < length; i += 1) samples[i] = (Math.random() * 2 - 1) * (1 - i / length) ** 3;
    this.noise = noise;
    return this.context;
  }

  /** Plays one click (louder when `captured` stones came off), if the sound is on. */
  play(captured = 0) {
    if (!this.on) return false;
    const audio = this.#audio();
    if (!audio) return false;
    audio.resume?.().catch(() => {});
    const now = audio.currentTime;
    const volume = captured > 0 ? 0.5 : 0.35;
    const click = audio.createBufferSource();
    click.buffer = this.noise;
    const band = audio.createBiquadFilter();
    band.type = 'bandpass';
    band.frequency.value = 2400;
    band.Q.value = 1.2;
    const clickGain = audio.createGain();
    clickGain.gain.value = volume;
    click.connect(band).connect(clickGain).connect(audio.destination);
    const knock = audio.createOscillator();
    knock.frequency.setValueAtTime(220, now);
    knock.frequency.exponentialRampToValueAtTime(90, now + 0.08);
    const knockGain = audio.createGain();
    knockGain.gain.setValueAtTime(volume * 0.6, now);
    knockGain.gain.exponentialRampToValueAtTime(0.001, now + 0.09);
    knock.connect(knockGain).connect(audio.destination);
    click.start(now);
    knock.start(now);
    knock.stop(now + 0.1);
    this.played += 1;
    return true;
  }
}

/**
 * Plays `sound` for each stone `controller` (board-controller.js) puts down, and once
 * for the new moves of a live game the board went on with (live-game.js).
 * @param {EventTarget} controller
 * @param {StoneSound} sound
 */
export function soundMoves(controller, sound) {
  controller.addEventListener('change', (event) => {
    /** @type {{ type: string, value?: { countedAsPass?: boolean, captured?: unknown[], followed?: boolean, newMoves?: number } }} */
    const { type, value } = /** @type {CustomEvent} */ (event).detail;
    if (type === 'play' && !value?.countedAsPass) sound.play(value?.captured?.length ?? 0);
    if (type === 'live' && value?.followed && (value.newMoves ?? 0) > 0) sound.play(0);
  });
}

/**
 * The app's stone sound: on unless the mute `button` (aria-pressed) was pressed, here
 * or in an earlier visit (`storage`, localStorage by default). Returns the sound.
 * @param {EventTarget} controller
 * @param {HTMLElement} button
 * @param {Pick<Storage, 'getItem' | 'setItem'> | undefined} [storage]
 * @returns {StoneSound}
 */
export function setUpStoneSound(controller, button, storage = globalThis.localStorage) {
  let muted = false;
  try {
    muted = storage?.getItem(MUTE_KEY) === 'true';
  } catch {
    // No storage: the sound is on, and the mute lasts this visit.
  }
  const sound = new StoneSound({ on: !muted });
  const show = () => button.setAttribute('aria-pressed', String(!sound.on));
  button.addEventListener('click', () => {
    sound.on = !sound.on;
    show();
    try {
      storage?.setItem(MUTE_KEY, String(!sound.on));
    } catch {
      // Not kept: the page still obeys the button.
    }
  });
  show();
  soundMoves(controller, sound);
  return sound;
}
