// Small DOM helpers. Text always goes in as textContent, never as HTML.

/**
 * The element with this id; throws when the page lacks it.
 * @param {string} id
 * @returns {HTMLElement}
 */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`the page has no #${id}`);
  return el;
}

/**
 * The element with this id, which must be a `type` (`HTMLInputElement`, …); throws
 * when the page lacks it or it is another kind of element.
 * @template {Element} T
 * @param {string} id
 * @param {{ new (): T, prototype: T }} type
 * @returns {T}
 */
export function byIdOf(id, type) {
  const el = byId(id);
  if (!(el instanceof type)) throw new Error(`the page's #${id} is not a ${type.name}`);
  return el;
}

/**
 * Sets an element's text (nothing is parsed as HTML).
 * @param {Node} el
 * @param {string} text
 */
export function setText(el, text) {
  if (el.textContent !== text) el.textContent = text;
}

/**
 * A new element with a class and optional text.
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag
 * @param {string} [className]
 * @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function make(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}
