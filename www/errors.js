// What was thrown, read safely: a caught value is `unknown` (an engine's `WeiqiError`
// with its `code`, a browser's `Error`, or anything a script threw), and the page
// shows its code and message without assuming which.

/**
 * The engine's error code of what was thrown (`bad-sgf`, `suicide` …), if it has one.
 * @param {unknown} error
 * @returns {unknown}
 */
export function errorCode(error) {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

/**
 * The message of what was thrown: an `Error`'s, else the value as text.
 * @param {unknown} error
 * @returns {string}
 */
export function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}
