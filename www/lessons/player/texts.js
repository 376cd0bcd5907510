// A lesson's words in the page's language. Only English is required in a lesson file
// (`cargo xtask build` checks it); what another language leaves out, whole, field by
// field or reason by reason, is read in English, so that a new language of the site
// needs no lesson edited.

/**
 * A lesson's texts in one language (www/lessons/README.md): English has all but `why`
 * (words by reason code) and `steps` (a sentence per step of a `sequence`); another
 * language any of them (`Partial<LessonText>`).
 * @typedef {{ title: string, goal: string, success: string, hints: string[],
 *   why?: Record<string, string>, steps?: string[] }} LessonText
 */

/**
 * The lesson's texts (`title`, `goal`, `success`, `hints`, `why`, `steps`) in `lang`.
 * @param {{ text: { en: LessonText } & Partial<Record<string, Partial<LessonText>>> }} lesson
 * @param {string} lang
 * @returns {LessonText}
 */
export function lessonTexts(lesson, lang) {
  const english = lesson.text.en;
  const own = lang === 'en' ? null : lesson.text[lang];
  if (!own) return english;
  // Reason words too, code by code: a code only English explains is explained in English.
  return { ...english, ...own, why: { ...english.why, ...own.why } };
}

/**
 * A lesson's title from the index (`index.json`) in `lang`.
 * @param {{ title: { en: string } & Partial<Record<string, string>> }} entry
 * @param {string} lang
 * @returns {string}
 */
export function lessonTitle(entry, lang) {
  return entry.title[lang] ?? entry.title.en;
}
