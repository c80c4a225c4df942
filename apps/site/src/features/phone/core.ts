import {
  AsYouType,
  getCountryCallingCode,
  isSupportedCountry,
  parsePhoneNumberFromString,
  validatePhoneNumberLength,
  type CountryCode,
  type MetadataJson,
} from 'libphonenumber-js/core';
import { PHONE_MAX_LENGTH, PHONE_MESSAGES, type PhoneCheckResult } from './constants';
import { significantCharacters } from './text';

/**
 * Phone-number logic shared by the browser and the server. Every function takes the metadata to
 * use: the browser passes libphonenumber's small `min` set (loaded lazily, see phone-lib.ts), the
 * server the full `max` set (server/phone-max.ts), so the server's verdict is the one that counts.
 */

export type { CountryCode, MetadataJson };
export * from './constants';
export * from './text';

const ALLOWED_CHARACTERS = /^[+\d\s().\-/]*$/;

export function isCountry(metadata: MetadataJson, country: string | null | undefined): country is CountryCode {
  return typeof country === 'string' && /^[A-Z]{2}$/.test(country) && isSupportedCountry(country as CountryCode, metadata);
}

export function callingCodeOf(metadata: MetadataJson, country: string): string | null {
  return isCountry(metadata, country) ? getCountryCallingCode(country, metadata) : null;
}

/** The main country of a calling code (+1 → US, +44 → GB), or null for an unknown or non-geographic code. */
export function mainCountryOf(metadata: MetadataJson, callingCode: string): CountryCode | null {
  const country = metadata.country_calling_codes[callingCode]?.[0];
  return country && isCountry(metadata, country) ? country : null;
}

/** How many significant characters come before position `caret` in `text`. */
function significantBefore(text: string, caret: number): number {
  return significantCharacters(text.slice(0, caret)).length;
}

/** The position just after the `count`-th significant character of `text`. */
function positionAfter(text: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!;
    if (/\d/.test(char) || (char === '+' && seen === 0)) seen++;
    if (seen === count) return index + 1;
  }
  return text.length;
}

export interface FormattedPhone {
  /** What the input shows. */
  text: string;
  /** The country the number belongs to: detected from an international number, else the one given. */
  country: string;
}

/** Formats a phone number as typed so far (libphonenumber's AsYouType) and detects its country from a `+` prefix. */
export function formatPhone(metadata: MetadataJson, input: string, country: string): FormattedPhone {
  const significant = significantCharacters(input).slice(0, PHONE_MAX_LENGTH);
  if (significant === '' || significant === '+') return { text: significant, country };
  const international = significant.startsWith('+');
  const formatter = new AsYouType(isCountry(metadata, country) ? country : undefined, metadata);
  let text = formatter.input(significant);
  if (text.length > PHONE_MAX_LENGTH) text = significant;
  if (!international) return { text, country };
  let detected: string = formatter.getCountry() ?? country;
  const callingCode = formatter.getCallingCode();
  if (!formatter.getCountry() && callingCode && callingCodeOf(metadata, country) !== callingCode) {
    // +1 or +7 without enough digits to tell the country: its main country, unless the current one shares the code.
    detected = mainCountryOf(metadata, callingCode) ?? country;
  }
  return { text, country: isCountry(metadata, detected) ? detected : country };
}

export interface PhoneEdit {
  /** What the input showed before the edit. */
  previous: string;
  /** What it shows now, unformatted. */
  raw: string;
  /** The caret in `raw`. */
  caret: number;
  /** InputEvent.inputType, to repeat a deletion that only removed a space or bracket. */
  inputType?: string;
  country: string;
}

/**
 * Applies one edit of the phone input: reformats the text, keeps the caret after the same digit,
 * and makes Backspace or Delete on a formatting character remove the digit next to it instead.
 */
export function applyPhoneEdit(metadata: MetadataJson, edit: PhoneEdit): FormattedPhone & { caret: number } {
  let { raw, caret } = edit;
  const deleting = edit.inputType === 'deleteContentBackward' || edit.inputType === 'deleteContentForward';
  if (deleting && raw.length < edit.previous.length && significantCharacters(raw) === significantCharacters(edit.previous)) {
    if (edit.inputType === 'deleteContentBackward') {
      let index = caret - 1;
      while (index >= 0 && !/\d/.test(raw[index]!)) index--;
      if (index >= 0) {
        raw = raw.slice(0, index) + raw.slice(index + 1);
        caret = index;
      }
    } else {
      let index = caret;
      while (index < raw.length && !/\d/.test(raw[index]!)) index++;
      if (index < raw.length) raw = raw.slice(0, index) + raw.slice(index + 1);
    }
  }
  const count = significantBefore(raw, caret);
  const formatted = formatPhone(metadata, raw, edit.country);
  return { ...formatted, caret: positionAfter(formatted.text, count) };
}

/**
 * Re-reads a number for a newly chosen country: an international number of another country keeps
 * only its national digits, so picking a country never leaves a contradicting `+` prefix.
 */
export function switchCountry(metadata: MetadataJson, text: string, country: string): FormattedPhone {
  const significant = significantCharacters(text);
  if (!significant.startsWith('+')) return formatPhone(metadata, significant, country);
  const formatter = new AsYouType(undefined, metadata);
  const formatted = formatter.input(significant);
  const code = formatter.getCallingCode();
  if (code === callingCodeOf(metadata, country)) return { text: formatted, country };
  const national = code ? significant.slice(1 + code.length) : significant.slice(1);
  return formatPhone(metadata, national, country);
}

/** Validates a phone number; on success gives it in E.164 (+442079460958). An empty number is the caller's business. */
export function checkPhone(metadata: MetadataJson, number: string, country: string): PhoneCheckResult {
  const text = number.trim();
  if (text.length > PHONE_MAX_LENGTH) return { ok: false, message: PHONE_MESSAGES.maxLength };
  if (!ALLOWED_CHARACTERS.test(text)) return { ok: false, message: PHONE_MESSAGES.characters };
  const international = text.startsWith('+');
  if (!international && !isCountry(metadata, country)) return { ok: false, message: PHONE_MESSAGES.country };
  const options = international ? {} : { defaultCountry: country as CountryCode };
  switch (validatePhoneNumberLength(text, options, metadata)) {
    case undefined:
      break;
    case 'TOO_SHORT':
      return { ok: false, message: PHONE_MESSAGES.tooShort };
    case 'TOO_LONG':
      return { ok: false, message: PHONE_MESSAGES.tooLong };
    default:
      return { ok: false, message: PHONE_MESSAGES.invalid };
  }
  const parsed = parsePhoneNumberFromString(text, options, metadata);
  if (!parsed?.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid };
  return { ok: true, e164: parsed.number };
}
