// The list of the site's problems on the lessons page: each a link that opens it in
// the app's Solve mode (solve-mode.js), named by its kind and task in the page's
// language.
import { make } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { PROBLEM_IDS } from './problem-list.js';

/** Fills `list` (an <ol>) with a link for each problem, again on a language change. */
export function listProblems(list) {
  const fill = () => {
    list.replaceChildren(
      ...PROBLEM_IDS.map((id) => {
        const item = make('li');
        const link = make('a', 'problem-link');
        link.href = `./?problem=problems/${id}.sgf`;
        link.dataset.problem = id;
        link.append(make('span', 'problem-kind', t('problemKind', id.split('-')[0])), ' ', t('problemTask', id));
        item.append(link);
        return item;
      }),
    );
  };
  fill();
  onLanguageChange(fill);
}
