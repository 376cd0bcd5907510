// Helpers the string tables share.

/** `text` with its first letter in upper case (engine messages start in lower case). */
export function capitalize(text) {
  const s = String(text ?? '');
  return s.charAt(0).toUpperCase() + s.slice(1);
}
