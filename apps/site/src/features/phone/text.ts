import { PHONE_MAX_LENGTH } from './constants';

/** Phone-number text helpers that need no metadata, so the eagerly loaded input can use them. */

/** The characters that matter in a phone number: digits, and a `+` only at the start. */
export function significantCharacters(text: string): string {
  const trimmed = text.trimStart();
  const digits = trimmed.replace(/\D/g, '');
  return trimmed.startsWith('+') ? `+${digits}` : digits;
}

/**
 * Cleans a pasted phone number: drops a `tel:` prefix, an extension, a bracketed `(0)` after a
 * country code and everything that is not a digit, reads a leading `00` as the international `+`, and keeps at most PHONE_MAX_LENGTH characters.
 */
export function normalizePastedPhone(text: string): string {
  let value = text.trim().replace(/^tel:/i, '');
  // "+44 20 7946 0958 ext. 12", "…;ext=12", "… x12": the extension is not part of the number.
  value = value.split(/;ext=|\s*(?:ext\.?|extension|x)\s*\d+\s*$/i)[0] ?? '';
  // "+44 (0)20 7946 0958": the national trunk prefix in brackets is not dialled from abroad.
  if (/^\s*(?:\+|00)/.test(value)) value = value.replace(/\(\s*0\s*\)/g, '');
  let significant = significantCharacters(value);
  if (significant.startsWith('00')) significant = `+${significant.slice(2)}`;
  return significant.slice(0, PHONE_MAX_LENGTH);
}
