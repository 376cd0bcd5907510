// Ing's rank calculator (RULES R1.8) in the new-game dialog: two ranks give the
// handicap moves and komi (the engine's `rankHandicap`, in the third module, loaded
// when the calculator first opens), which "Apply" writes into the dialog's handicap
// and komi fields. The weaker player takes Black.
import { byIdOf, make, setText } from './dom.js';
import { engineErrorText, onLanguageChange, t } from './i18n.js';

/** Every Ing rank, weakest first: 9–1 chi, 1–9 tuan, 9–1 pin. */
export const RANKS = [
  ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `${n} chi`),
  ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n} tuan`),
  ...[9, 8, 7, 6, 5, 4, 3, 2, 1].map((n) => `${n} pin`),
];

/**
 * Wires the calculator; resolves once its first answer is shown. `loadCount` is the
 * engine's loader of the third module (passed in: importing engine.js here would make
 * the bundle split one more shared chunk into the page's start).
 * @param {() => Promise<{ rankHandicap: typeof import('./pkg/weiqi_count.js').rankHandicap }>} loadCount
 * @returns {Promise<void>}
 */
export function setUpRankCalculator(loadCount) {
  const first = byIdOf('rank-a', HTMLSelectElement);
  const second = byIdOf('rank-b', HTMLSelectElement);
  const output = byIdOf('rank-result', HTMLElement);
  const apply = byIdOf('rank-apply', HTMLButtonElement);
  /** @type {import('./pkg/weiqi_count.js').RankHandicap | null} */
  let answer = null;
  const fill = () => {
    for (const select of [first, second]) {
      const chosen = select.value;
      select.replaceChildren(...RANKS.map((rank) => {
        const option = make('option', '', t('rankName', rank));
        option.value = rank;
        return option;
      }));
      select.value = chosen || '1 chi';
    }
  };
  const update = async () => {
    try {
      // Asked each time: after a trap, the next load is a fresh instance.
      const { rankHandicap } = await loadCount();
      answer = rankHandicap(first.value, second.value);
      setText(output, t('rankAnswer', answer.difference, answer.handicapMoves, answer.komi));
    } catch (error) {
      answer = null;
      setText(output, engineErrorText(error));
    }
    apply.disabled = answer === null;
  };
  fill();
  first.value = '1 chi';
  second.value = '4 chi';
  // Nothing to apply until the third module has answered.
  apply.disabled = true;
  first.addEventListener('change', update);
  second.addEventListener('change', update);
  apply.addEventListener('click', () => {
    if (!answer) return;
    byIdOf('handicap', HTMLInputElement).value = String(answer.handicapMoves);
    byIdOf('komi', HTMLInputElement).value = String(answer.komi);
  });
  onLanguageChange(() => {
    fill();
    update();
  });
  return update();
}
