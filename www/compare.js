// "Compare rule sets": the same position (with the same dead stones) counted under
// every preset, side by side (`game.compareRules()`). Whatever differs from the
// rules in force is highlighted: a changed result, and more strongly a changed winner.
// Each row says how its counting rules differ from the rules in force: the engine's
// own knobs (`Game.ruleSets()`, the komi it counted with), shown, not interpreted —
// the engine gives no reason of its own for a changed result.
import { byId, byIdOf, make } from './dom.js';
import { engineErrorText, t } from './i18n.js';

/** @typedef {import('./pkg/weiqi_web.js').Game} Game */
/** @typedef {import('./pkg/weiqi_web.js').RuleSetInfo} RuleSetInfo */

/**
 * Wires the dialog: it compares the position `controller` (board-controller.js) shows.
 * @param {{ match: { shown: Game }, scoreRequest(): import('./pkg/weiqi_web.js').CountRequest | undefined,
 *   Game: { ruleSets(): RuleSetInfo[] } }} controller
 */
export function setUpCompare(controller) {
  const dialog = byIdOf('compare-dialog', HTMLDialogElement);
  byId('compare-button').addEventListener('click', () => {
    renderComparison(byId('compare-table'), controller.match.shown, controller.scoreRequest(), controller.Game.ruleSets());
    dialog.showModal();
  });
  byId('compare-close').addEventListener('click', () => dialog.close());
}

/** The rule knobs that change a count (RULES R5: a preset is a combination of knobs): the ones a row is compared on. */
const COUNTING_KNOBS = ['scoring', 'komi', 'seki', 'tie', 'handicapCompensation'];

/**
 * The knobs in which a preset's count differs from the rules in force: `[key, value]`
 * of `preset` (its `rules`, with `komi` as the engine counted it) against `mine`.
 * @param {object} mine
 * @param {object} preset
 * @param {number} komi
 * @returns {[string, unknown][]}
 */
export function differingKnobs(mine, preset, komi) {
  /** @type {Partial<Record<string, unknown>>} */
  const theirs = { ...preset, komi };
  /** @type {Partial<Record<string, unknown>>} */
  const ours = { ...mine };
  return COUNTING_KNOBS.filter((key) => theirs[key] !== undefined && theirs[key] !== ours[key]).map((key) => [key, theirs[key]]);
}

/**
 * Fills `container` with the comparison table of `game`; `ruleSets` is
 * `Game.ruleSets()` (each preset's knobs, for what differs).
 * @param {HTMLElement} container
 * @param {Game} game
 * @param {import('./pkg/weiqi_web.js').CountRequest | undefined} request
 * @param {RuleSetInfo[]} [ruleSets]
 */
export function renderComparison(container, game, request, ruleSets = []) {
  container.replaceChildren();
  let rows;
  try {
    rows = game.compareRules(request);
  } catch (error) {
    container.append(make('p', 'error', engineErrorText(error)));
    return;
  }
  const mine = game.rules.preset;
  const reference = rows.find((row) => row.rules === mine)?.score ?? rows[0].score;
  const table = make('table', 'compare');
  const head = make('tr');
  for (const key of ['compareRulesColumn', 'compareCounting', 'compareWhy', 'compareBlack', 'compareWhite', 'compareResult']) {
    const th = make('th', '', t(key));
    th.scope = 'col';
    head.append(th);
  }
  const thead = make('thead');
  thead.append(head);
  table.append(thead);
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
    const preset = ruleSets.find((set) => set.name === rules)?.rules ?? {};
    const knobs = rules === mine && score.komi === game.rules.komi ? [] : differingKnobs(game.rules, preset, score.komi);
    const why = make('td', 'compare-why', knobs.length ? knobs.map(([key, value]) => t('ruleKnob', key, value)).join('; ') : t('compareSame'));
    why.dataset.knobs = knobs.map(([key]) => key).join(' ');
    tr.append(
      th,
      make('td', '', t('countingName', score.scoring)),
      why,
      make('td', '', String(score.black)),
      make('td', '', String(score.white)),
      resultCell,
    );
    body.append(tr);
  }
  table.append(body);
  container.append(table);
}
