// The list of the site's problems on the lessons page: each a link that opens it in
// the app's Solve mode (solve-mode.js), named by its kind and task in the page's
// language.
import { make } from './dom.js';
import { onLanguageChange, t } from './i18n.js';
import { PROBLEM_IDS } from './problem-list.js';

/**
 * The problems section: a heading, a line on what they are, and a link for each
 * problem (`#problem-list`), in the page's language, again on a language change.
 */
export function listProblems() {
  const section = make('section', 'problem-nav');
  section.id = 'problems';
  section.setAttribute('aria-labelledby', 'problem-list-title');
  const title = make('h2');
  title.id = 'problem-list-title';
  const intro = make('p', 'hint');
  const list = make('ol', 'problem-list');
  list.id = 'problem-list';
  section.append(title, intro, list);
  const fill = () => {
    title.textContent = t('problemsTitle');
    intro.textContent = t('problemsIntro');
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
  return section;
}
