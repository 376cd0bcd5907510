// The sheets of a phone held upright (docs/layout.md): what is not the moment's — the
// teacher, the files, the view's toggles … — does not follow below the first screen
// but opens, from a short row of tabs under the moment's controls, as a sheet over the
// bottom of the screen. The board and the moment's bar stay where they are.
//
// A panel says which sheet it belongs to in `data-sheet`; a tab (`data-opens`) opens
// that sheet: the panels move into it while it is open and back to their place when it
// closes (so the panels' modules keep their elements, listeners and state, and a wider
// screen shows them where they always were). The sheet is a non-modal dialog: the board
// stays playable under it (an edit, a hint's point); Escape or its close button closes
// it, and focus goes into it and back to its tab. A tab shows only when its sheet has
// something to show (style.css: no Record tab for a game with no record content).
import { byId, setText } from './dom.js';

/** The width up to which the sheets apply (style.css's and layout.js's breakpoint). */
const PHONE = '(max-width: 35rem)';

/**
 * Attaches the tabs of `#sheet-tabs` to the sheet `#sheet`. `layout` is `main.layout`,
 * whose `data-record` says whether a record's sheet has something to show.
 * @param {HTMLElement} layout
 */
export function attachSheets(layout) {
  const phone = matchMedia(PHONE);
  const sheet = byId('sheet');
  const body = byId('sheet-body');
  const title = byId('sheet-title');
  /** @type {{ tab: HTMLElement, moved: [Element, Comment][] } | null} */
  let open = null;

  /**
   * Puts the open sheet's panels back in their places; focus back to its tab when `refocus`.
   * @param {boolean} refocus
   */
  const close = (refocus) => {
    if (!open) return;
    const { tab, moved } = open;
    open = null;
    for (const [panel, place] of moved) place.replaceWith(panel);
    sheet.hidden = true;
    tab.setAttribute('aria-expanded', 'false');
    if (refocus) tab.focus();
  };

  /**
   * Opens the sheet of `tab` (closing another one first), focus on its close button.
   * @param {HTMLElement} tab
   */
  const show = (tab) => {
    close(false);
    const moved = [];
    for (const panel of layout.querySelectorAll(`[data-sheet="${tab.dataset.opens}"]`)) {
      const place = document.createComment(`sheet: ${tab.dataset.opens}`);
      panel.before(place);
      body.append(panel);
      moved.push(/** @type {[Element, Comment]} */ ([panel, place]));
    }
    setText(title, tab.textContent ?? '');
    sheet.hidden = false;
    tab.setAttribute('aria-expanded', 'true');
    open = { tab, moved };
    byId('sheet-close').focus();
  };

  for (const tab of byId('sheet-tabs').querySelectorAll('[data-opens]')) {
    if (!(tab instanceof HTMLElement)) continue;
    tab.addEventListener('click', () => (open?.tab === tab ? close(true) : show(tab)));
  }
  byId('sheet-close').addEventListener('click', () => close(true));
  sheet.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    close(true);
  });
  // A wider screen shows the panels in their columns; a record emptied (a new game)
  // leaves its sheet nothing to show.
  phone.addEventListener('change', () => close(false));
  new MutationObserver(() => {
    if (open && getComputedStyle(open.tab).display === 'none') close(false);
  }).observe(layout, { attributes: true, attributeFilter: ['data-record'] });
}
