/** The phone input's constants and check types: tiny, so the eagerly loaded input can import them. */

/** The phone input's limits, from the specification. */
export const PHONE_MAX_LENGTH = 25;
export const PHONE_PLACEHOLDER = 'Enter a phone number';

export const PHONE_MESSAGES = {
  invalid: 'Enter a valid phone number.',
  tooShort: 'This phone number is too short.',
  tooLong: 'This phone number is too long.',
  characters: 'Use only digits, spaces and + ( ) - in a phone number.',
  maxLength: `Use at most ${PHONE_MAX_LENGTH} characters.`,
  country: 'Choose the country of this phone number.',
} as const;

export type PhoneCheckResult = { ok: true; e164: string } | { ok: false; message: string };

/** Checks a phone number typed for `country`; the number may also be international (+…). */
export type PhoneCheck = (number: string, country: string) => PhoneCheckResult;
