// The clock's setup dialog (#clock-setup in index.html): a time system and its times,
// in minutes and seconds as people think of them, turned into the engine's
// `TimeControlObject` (milliseconds). The engine checks the control: what it refuses
// is shown in its own words.
import { byId, byIdOf, make, setText } from './dom.js';

/** @typedef {import('./pkg/weiqi_extras.js').TimeControlObject} TimeControlObject */
import { onLanguageChange, t } from './i18n.js';

/** The systems in the order the picker lists them. */
export const SYSTEMS = ['ing-pp', 'ing-rs', 'byoyomi', 'canadian', 'fischer', 'absolute'];

/**
 * Which inputs each system uses besides main time, as `TimeControlObject` fields.
 * @type {Partial<Record<string, string[]>>}
 */
const FIELDS = {
  absolute: [],
  fischer: ['increment'],
  byoyomi: ['periods', 'period'],
  canadian: ['stones', 'period'],
  'ing-pp': [],
  'ing-rs': ['period', 'movesPerPeriod'],
};

/**
 * The dialog's inputs by field, and how many ms one unit of each is (0: a count).
 * @type {Record<string, [string, number]>}
 */
const INPUTS = {
  main: ['clock-main', 60_000],
  increment: ['clock-increment', 1000],
  periods: ['clock-periods', 0],
  period: ['clock-period', 1000],
  stones: ['clock-stones', 0],
  movesPerPeriod: ['clock-stones', 0],
};

/** What the dialog offers first: Ing's PP system with an hour of basic time. */
const DEFAULTS = { main: 60, increment: 10, periods: 5, period: 30, stones: 10 };

/**
 * The time control the dialog's values describe, or null when a value is not a whole
 * number from 0 (`values`: input id → text). An unknown system gives main time
 * alone, for the engine to refuse in its own words.
 * @param {string} system
 * @param {Partial<Record<string, string>>} values
 * @returns {TimeControlObject | null}
 */
export function controlFrom(system, values) {
  /** @type {Record<string, string | number>} */
  const control = { system };
  for (const field of ['main', ...(FIELDS[system] ?? [])]) {
    const [id, unit] = INPUTS[field];
    const text = String(values[id] ?? '').trim();
    if (!/^\d+$/.test(text)) return null;
    control[field] = unit ? Number(text) * unit : Number(text);
  }
  // The fields are FIELDS[system]'s, the shape TimeControlObject gives that system;
  // the engine checks the control again when a clock is made from it.
  return /** @type {TimeControlObject} */ (/** @type {unknown} */ (control));
}

/**
 * Wires the dialog. `begin(control)` starts a clock (it may return a promise) and throws
 * or rejects with the engine's error when the control cannot run; `off()` turns the
 * clock off; `isOn()` says whether one runs.
 * @param {{ begin(control: TimeControlObject): unknown, off(): void, isOn(): boolean }} actions
 */
export function setUpClockDialog({ begin, off, isOn }) {
  const dialog = byIdOf('clock-setup', HTMLDialogElement);
  const form = byIdOf('clock-setup-form', HTMLFormElement);
  const system = byIdOf('clock-system', HTMLSelectElement);
  const hint = byId('clock-system-hint');
  const error = byId('clock-setup-error');
  const offButton = byId('clock-off');

  for (const name of SYSTEMS) {
    const option = make('option', '', t('clockSystemName', name));
    option.value = name;
    system.append(option);
  }
  for (const [field, value] of Object.entries(DEFAULTS)) byIdOf(INPUTS[field][0], HTMLInputElement).value = String(value);

  const showFields = () => {
    const used = new Set(['main', ...(FIELDS[system.value] ?? [])].map((f) => INPUTS[f][0]));
    for (const label of form.querySelectorAll('[data-clock-field]')) {
      if (!(label instanceof HTMLElement)) continue;
      label.hidden = !used.has(label.dataset.clockField ?? '');
    }
    setText(hint, t('clockSystemHint', system.value));
  };
  system.addEventListener('change', showFields);
  onLanguageChange(() => {
    for (const option of system.options) setText(option, t('clockSystemName', option.value));
    showFields();
  });
  showFields();

  byId('clock-button').addEventListener('click', () => {
    setText(error, '');
    offButton.hidden = !isOn();
    dialog.showModal();
  });
  byId('clock-cancel').addEventListener('click', () => dialog.close());
  offButton.addEventListener('click', () => {
    off();
    dialog.close();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const values = Object.fromEntries(
      Object.values(INPUTS).map(([id]) => [id, byIdOf(id, HTMLInputElement).value]),
    );
    const control = controlFrom(system.value, values);
    if (!control) {
      setText(error, t('clockBadNumbers'));
      return;
    }
    // `begin` may wait for the clock's module (it loads when the dialog opens; on a
    // slow phone Start can come first): Start waits with it rather than refusing.
    const start = byIdOf('clock-go', HTMLButtonElement);
    start.disabled = true;
    Promise.resolve()
      .then(() => begin(control))
      .then(
        () => dialog.close(),
        (e) => setText(error, t('clockRefused', e instanceof Error ? e.message : String(e))),
      )
      .finally(() => {
        start.disabled = false;
      });
  });
}
