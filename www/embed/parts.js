// The shadow tree of `<go-board>`: built with the DOM API (no markup is ever parsed)
// and filled with text only, in the board's language. Names and comments from a
// record go in through textContent.
import { translate } from '../i18n.js';

/**
 * The navigation buttons: the step each takes (board-controller.js STEPS), its glyph and its label's key.
 * @type {['first' | 'back' | 'forward' | 'last', string, string][]}
 */
export const STEP_BUTTONS = [
  ['first', '«', 'embedFirst'],
  ['back', '‹', 'embedBack'],
  ['forward', '›', 'embedForward'],
  ['last', '»', 'embedLast'],
];

/**
 * What of the board's match (record-match.js) the parts show.
 * @typedef {{ shown: import('../pkg/weiqi_web.js').Game, shownMove: number, total: number, live: boolean,
 *   node: number, tree: { comment(node: number): string | null } | null }} EmbedMatch
 */

/**
 * Builds the shadow tree: every element made by the DOM API, text set as text.
 * @param {ParentNode} root
 */
export function buildParts(root) {
  /**
   * @template {keyof HTMLElementTagNameMap} K
   * @param {ParentNode} parent
   * @param {K} tag
   * @param {string} className
   * @param {string} [part]
   * @returns {HTMLElementTagNameMap[K]}
   */
  const add = (parent, tag, className, part) => {
    const el = document.createElement(tag);
    if (className) el.className = className;
    if (part) el.setAttribute('part', part);
    parent.append(el);
    return el;
  };
  const box = add(root, 'div', 'box', 'box');
  const players = add(box, 'p', 'players', 'players');
  const canvas = add(box, 'canvas', '', 'board');
  canvas.setAttribute('role', 'img');
  const status = add(box, 'p', 'status', 'status');
  const bar = add(box, 'div', 'bar', 'controls');
  bar.setAttribute('role', 'toolbar');
  /** @type {Record<string, HTMLButtonElement>} the steps' buttons by name, then `pass` and `undo` */
  const buttons = {};
  for (const [name, glyph] of STEP_BUTTONS) {
    buttons[name] = add(bar, 'button', name);
    buttons[name].textContent = glyph;
  }
  buttons.pass = add(bar, 'button', 'pass');
  buttons.undo = add(bar, 'button', 'undo');
  for (const button of Object.values(buttons)) button.type = 'button';
  const comment = add(box, 'p', 'comment', 'comment');
  const message = add(box, 'p', 'message', 'message');
  message.setAttribute('aria-live', 'polite');
  return { box, players, canvas, status, bar, buttons, comment, message };
}

/**
 * Fills the texts, labels and buttons for `match` (null while loading) in `lang`;
 * `recordInfo` is the record's game information, `readonly` hides the game actions.
 * @param {ReturnType<typeof buildParts>} ui
 * @param {{ match: EmbedMatch | null, recordInfo: Partial<import('../pkg/weiqi_web.js').RecordInfo>,
 *   lang: string, readonly: boolean }} state
 */
export function renderParts(ui, { match, recordInfo, lang, readonly }) {
  const { box, canvas, players, status, bar, buttons, comment } = ui;
  /**
   * @param {string} key
   * @param {...unknown} args
   */
  const say = (key, ...args) => translate(lang, key, ...args);
  box.classList.toggle('readonly', readonly);
  canvas.setAttribute('aria-label', say('embedBoardLabel'));
  bar.setAttribute('aria-label', say('embedControlsLabel'));
  for (const [name, , key] of STEP_BUTTONS) {
    buttons[name].setAttribute('aria-label', say(key));
    buttons[name].title = say(key);
  }
  buttons.pass.textContent = say('embedPass');
  buttons.undo.textContent = say('embedUndo');
  buttons.pass.hidden = buttons.undo.hidden = readonly;
  if (!match) {
    for (const button of Object.values(buttons)) button.disabled = true;
    return;
  }
  const game = match.shown;
  const names = recordInfo.black || recordInfo.white;
  players.hidden = !names;
  players.textContent = names
    ? `${say('recordPlayer', 'B', recordInfo.black ?? '?', recordInfo.blackRank)} · ${say('recordPlayer', 'W', recordInfo.white ?? '?', recordInfo.whiteRank)}`
    : '';
  let turn;
  if (game.phase === 'playing') turn = say('embedToMove', game.toMove);
  else if (game.phase === 'stopped') turn = say('embedStopped');
  else {
    const outcome = game.outcome;
    turn = say('embedOutcome', outcome?.kind, outcome && 'winner' in outcome ? outcome.winner : undefined);
  }
  status.textContent = `${turn} · ${say('embedMove', match.shownMove, match.total)}`;
  const text = match.tree ? match.tree.comment(match.node) : game.comment(match.shownMove);
  comment.hidden = text === null;
  comment.textContent = text ?? '';
  const acting = match.live && game.phase !== 'finished';
  buttons.first.disabled = buttons.back.disabled = match.shownMove === 0;
  buttons.forward.disabled = buttons.last.disabled = match.live;
  buttons.pass.disabled = !acting || game.phase !== 'playing';
  buttons.undo.disabled = !match.live || (match.total === 0 && game.phase === 'playing');
}
