// The language picker in the header: English, Russian, Romanian, each named in its own
// words. A choice is remembered on this device and applied at once, without a reload
// (every part of the page re-renders on `onLanguageChange`).
import { make } from './dom.js';
import { LANGUAGES, language, onLanguageChange, setLanguage, translate } from './i18n.js';

/**
 * Fills `select` with the languages and keeps it and the page's language in step.
 * @param {HTMLSelectElement} select
 */
export function attachLanguagePicker(select) {
  select.replaceChildren(
    ...LANGUAGES.map((lang) => {
      // Each name in its own language, marked so, so a screen reader says it right.
      const option = make('option', '', translate(lang, 'languageName', lang));
      option.value = lang;
      option.lang = lang;
      return option;
    }),
  );
  select.value = language();
  select.addEventListener('change', () => setLanguage(select.value, { remember: true }));
  onLanguageChange((lang) => {
    select.value = lang;
  });
}
