// "Compare rule sets": the same position (with the same dead stones) counted under
// every preset, side by side (`game.compareRules()`). Whatever differs from the
// rules in force is highlighted: a changed result, and more strongly a changed winner.
import { byId, make } from './dom.js';
import { t } from './i18n.js';

/** Wires the dialog: it compares the position `controller` (board-controller.js) shows. */
export function setUpCompare(controller) {
  const dialog = byId('compare-dialog');
  byId('compare-button').addEventListener('click', () => {
    renderComparison(byId('compare-table'), controller.match.shown, controller.scoreRequest());
    dialog.showModal();
  });
  byId('compare-close').addEventListener('click', () => dialog.close());
}

/** Fills `container` with the comparison table of `game`. */
export function renderComparison(container, game, request) {
  container.replaceChildren();
  let rows;
  try {
    rows = game.compareRules(request);
  } catch (error) {
    container.append(make('p', 'error', t('engineError', error.code, error.message)));
    return;
  }
  const mine = game.rules.preset;
  const reference = rows.find((row) => row.rules === mine)?.score ?? rows[0].score;
  const table = make('table', 'compare');
  const head = make('tr');
  for (const key of ['compareRulesColumn', 'compareCounting', 'compareBlack', 'compareWhite', 'compareResult']) {
    const th = make('th', '', t(key));
    th.scope = 'col';
    head.append(th);
  }
  table.append(make('thead'));
  table.tHead.append(head);
  const body = make('tbody');
  for (const { rules, score } of rows) {
    const tr = make('tr');
    tr.dataset.rules = rules;
    const th = make('th', '', t('ruleSetName', rules));
    th.scope = 'row';
    const resultCell = make('td', '', score.result);
    const differs = score.result !== reference.result;
    const winnerDiffers = score.winner !== reference.winner;
    if (rules === mine) {
      tr.classList.add('current');
      tr.setAttribute('aria-current', 'true');
    }
    if (differs) {
      resultCell.classList.add('differs');
      resultCell.append(make('span', 'visually-hidden', ` (${t(winnerDiffers ? 'winnerDiffers' : 'resultDiffers')})`));
    }
    if (winnerDiffers) tr.classList.add('winner-differs');
    tr.append(
      th,
      make('td', '', t('countingName', score.scoring)),
      make('td', '', String(score.black)),
      make('td', '', String(score.white)),
      resultCell,
    );
    body.append(tr);
  }
  table.append(body);
  container.append(table);
}
