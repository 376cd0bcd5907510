// Notices at the top of the page: a new version is ready, a saved game could not be
// read, an SGF file was opened or refused. Each has an id (a newer notice with the
// same id replaces the older one), text, optional details (a short list), buttons,
// and a close button. Text is made by functions, so that a language change redraws
// it; everything goes in as text, never as HTML (file names and SGF messages too).
import { byId, make } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/**
 * What a notice says and offers (see `showNotice`).
 * @typedef {{ id: string, kind?: 'info' | 'error', text: () => string, details?: () => string[],
 *   actions?: { id: string, label: () => string, run: () => void }[] }} NoticeOptions
 */

/**
 * The notices shown, by id: `{ options, element }`.
 * @type {Map<string, { options: NoticeOptions, element: HTMLElement }>}
 */
const shown = new Map();

let listening = false;

/**
 * Shows a notice; returns a function that removes it.
 * @param {object} options
 * @param {string} options.id names the notice (`data-notice` on its element)
 * @param {'info'|'error'} [options.kind] an error is announced at once (role=alert)
 * @param {() => string} options.text the message
 * @param {() => string[]} [options.details] lines shown as a list under it
 * @param {{ id: string, label: () => string, run: () => void }[]} [options.actions]
 *   buttons (`data-action` on each); a button's `run` decides whether the notice stays
 */
export function showNotice(options) {
  if (!listening) {
    onLanguageChange(() => {
      for (const { options: o, element } of shown.values()) fill(element, o);
    });
    listening = true;
  }
  hideNotice(options.id);
  const element = make('div', `notice ${options.kind === 'error' ? 'notice-error' : 'notice-info'}`);
  element.dataset.notice = options.id;
  element.setAttribute('role', options.kind === 'error' ? 'alert' : 'status');
  fill(element, options);
  byId('notices').append(element);
  shown.set(options.id, { options, element });
  return () => hideNotice(options.id);
}

/**
 * Removes the notice `id`, if it is shown.
 * @param {string} id
 */
export function hideNotice(id) {
  shown.get(id)?.element.remove();
  shown.delete(id);
}

/**
 * (Re)builds a notice's content in the current language.
 * @param {HTMLElement} element
 * @param {NoticeOptions} options
 */
function fill(element, { id, text, details, actions = [] }) {
  element.replaceChildren();
  const body = make('div', 'notice-body');
  body.append(make('p', 'notice-text', text()));
  const lines = details?.() ?? [];
  if (lines.length) {
    const list = make('ul', 'notice-details');
    for (const line of lines) list.append(make('li', '', line));
    body.append(list);
  }
  element.append(body);
  const buttons = make('div', 'notice-buttons');
  for (const action of actions) {
    const button = make('button', 'primary', action.label());
    button.type = 'button';
    button.dataset.action = action.id;
    button.addEventListener('click', () => action.run());
    buttons.append(button);
  }
  const close = make('button', 'notice-close', '×');
  close.type = 'button';
  close.dataset.action = 'close';
  const label = t('noticeClose');
  close.setAttribute('aria-label', label);
  close.title = label;
  close.addEventListener('click', () => hideNotice(id));
  buttons.append(close);
  element.append(buttons);
}
