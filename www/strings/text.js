// Helpers the string tables share.

/**
 * `text` with its first letter in upper case (engine messages start in lower case).
 * @param {unknown} text
 * @returns {string}
 */
export function capitalize(text) {
  const s = String(text ?? '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * `n` with the noun form `forms[category]` that `lang`'s plural rules pick for it.
 * @param {string} lang
 * @param {number} n
 * @param {Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }} forms
 * @returns {string}
 */
export function counted(lang, n, forms) {
  const category = new Intl.PluralRules(lang).select(n);
  const number = new Intl.NumberFormat(lang).format(n);
  const noun = forms[category] ?? forms.other;
  return `${number} ${noun}`;
}
