// The score panel: the engine's count (`game.score()`) as a table, every part shown,
// with the result in words. Only the parts the engine says count are shown, so the
// table stays short on a phone.
import { make } from './dom.js';
import { t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').ScoreResult} ScoreResult */

/**
 * The table's rows: the engine's name of the part (`score.parts` lists those that count), a label key, and how to read each colour's value.
 * @type {{ part: import('./pkg/weiqi_web.js').ScorePart, key: string,
 *   value: (score: ScoreResult, color: 'black' | 'white') => number }[]}
 */
const ROWS = [
  { part: 'stones', key: 'scoreStones', value: (s, c) => s.stones[c] },
  { part: 'territory', key: 'scoreTerritory', value: (s, c) => s.territory[c] },
  { part: 'prisoners', key: 'scorePrisoners', value: (s, c) => s.prisoners[c] },
  { part: 'seki', key: 'scoreSeki', value: (s, c) => s.sekiShare[c] },
  { part: 'komi', key: 'scoreKomi', value: (s, c) => (c === 'white' ? Math.max(s.komi, 0) : Math.max(-s.komi, 0)) },
  { part: 'compensation', key: 'scoreCompensation', value: (s, c) => (c === 'white' ? s.compensation : 0) },
  { part: 'penalties', key: 'scorePenalties', value: (s, c) => -s.penalties[c] },
];

/**
 * A number as the panel writes it: halves as `.5`, a minus sign for penalties.
 * @param {number} value
 */
function number(value) {
  return String(value).replace('-', '−');
}

/**
 * Fills `container` with `score` (a ScoreResult, or null when the engine refused to
 * count), `provisional` while the marks are still being agreed.
 * @param {HTMLElement} container
 * @param {ScoreResult | null} score
 * @param {{ provisional: boolean }} options
 */
export function renderScore(container, score, { provisional }) {
  container.replaceChildren();
  if (!score) {
    container.append(make('p', 'hint', t('cannotScore')));
    return;
  }
  const table = make('table', 'score-table');
  table.append(make('caption', '', t(provisional ? 'scoreProvisional' : 'scoreFinal', score.scoring)));
  const head = make('tr');
  head.append(make('th', '', ''), make('th', '', t('colorName', 'B')), make('th', '', t('colorName', 'W')));
  for (const cell of head.children) if (cell instanceof HTMLTableCellElement) cell.scope = 'col';
  const thead = make('thead');
  thead.append(head);
  table.append(thead);
  const body = make('tbody');
  for (const row of ROWS.filter((r) => score.parts.includes(r.part))) {
    body.append(line(row.key, number(row.value(score, 'black')), number(row.value(score, 'white'))));
  }
  const total = line('scoreTotal', number(score.black), number(score.white));
  total.className = 'total';
  body.append(total);
  table.append(body);
  const result = make('p', 'score-result', t('scoreResult', score.winner, Math.abs(score.margin), score.result));
  Object.assign(result.dataset, { winner: score.winner, margin: String(score.margin), result: score.result });
  container.append(table, result);
}

/**
 * A table row: a heading cell and one cell a colour.
 * @param {string} key
 * @param {string} black
 * @param {string} white
 */
function line(key, black, white) {
  const tr = make('tr');
  const th = make('th', '', t(key));
  th.scope = 'row';
  tr.append(th, make('td', '', black), make('td', '', white));
  return tr;
}
