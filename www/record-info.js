// The record panel of the app: for a game read from SGF, who played (names and ranks),
// the event, date and result, and the comment on the position shown. All of it is
// text from the record, which anyone may have written: it goes in as textContent only
// (never as HTML), and a comment keeps its line breaks through CSS (pre-wrap).
import { byId, setText } from './dom.js';
import { onLanguageChange, t } from './i18n.js';

/** Shows the record panel for `controller`'s game (board-controller.js), and keeps it up to date. */
export function attachRecordInfo(controller) {
  const render = () => renderRecordInfo(controller.match);
  controller.addEventListener('change', render);
  onLanguageChange(render);
  render();
}

/** Fills the panel for `match` (see match.js); hides it when the game has no record text. */
export function renderRecordInfo(match) {
  const panel = byId('record-info');
  if (!match) {
    panel.hidden = true;
    return;
  }
  const info = match.game.recordInfo;
  const shown = match.shown;
  const comment = shown.comment(match.shownMove);
  const players = [];
  if (info.black || info.white) {
    players.push(t('recordPlayer', 'B', info.black ?? '?', info.blackRank));
    players.push(t('recordPlayer', 'W', info.white ?? '?', info.whiteRank));
  }
  const details = [info.gameName, info.event, info.round, info.date, info.place].filter(Boolean);
  if (info.result) details.push(t('recordResult', info.result));
  show(byId('record-players'), players.join(' · '));
  show(byId('record-details'), details.join(' · '));
  show(byId('record-comment'), comment ?? '');
  panel.hidden = players.length === 0 && details.length === 0 && comment === null;
}

/** Sets `el`'s text, hiding it when there is none. */
function show(el, text) {
  setText(el, text);
  el.hidden = text === '';
}
