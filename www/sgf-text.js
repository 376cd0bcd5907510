// The text of an SGF file's bytes, decoded as the engine says (RULES R6.2): the
// engine's `detectEncoding` (second module) names the character set — from a
// byte-order mark, `CA[]`, valid UTF-8, or a guess among windows-1251, Shift_JIS,
// GB18030, EUC-KR and Latin-1 — and the browser's `TextDecoder` decodes it.

/**
 * Decodes `bytes` (a Uint8Array) with `detectEncoding` from the second module.
 * Resolves to `{ text, encoding, evidence }`; bytes invalid in the set become U+FFFD.
 */
export function decodeSgfBytes(bytes, detectEncoding) {
  const { encoding, evidence } = detectEncoding(bytes);
  return { text: decodeAs(bytes, encoding), encoding, evidence };
}

/** `bytes` read in `encoding` (a label of the engine's `Encoding`). */
function decodeAs(bytes, encoding) {
  // `TextDecoder('iso-8859-1')` is windows-1252 by the WHATWG standard; ISO-8859-1
  // proper, as the engine reads it, gives each byte the code point of its value.
  if (encoding === 'iso-8859-1') {
    let text = '';
    for (let i = 0; i < bytes.length; i += 8192) {
      text += String.fromCharCode(...bytes.subarray(i, i + 8192));
    }
    return text;
  }
  return new TextDecoder(encoding).decode(bytes);
}
