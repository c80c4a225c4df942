/** Character tests on UTF-16 code units, for the scanners that run on every character of a document. */

export function isLetter(c: number): boolean {
  const lower = c | 0x20;
  return lower >= 0x61 && lower <= 0x7a;
}

export function isDigit(c: number): boolean {
  return c >= 0x30 && c <= 0x39;
}

export function isHexDigit(c: number): boolean {
  const lower = c | 0x20;
  return isDigit(c) || (lower >= 0x61 && lower <= 0x66);
}

/** HTML's ASCII whitespace. */
export function isWhitespace(c: number): boolean {
  return c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d;
}

/**
 * Whether `src` has `word` (lower case) at `start`, letters compared case-insensitively and everything else
 * exactly; in place, because the callers run for every tag and link.
 */
export function matchesAt(src: string, start: number, word: string): boolean {
  if (start + word.length > src.length) return false;
  for (let k = 0; k < word.length; k++) {
    const c = src.charCodeAt(start + k);
    const w = word.charCodeAt(k);
    if (c !== w && ((c | 0x20) !== w || !isLetter(w))) return false;
  }
  return true;
}
