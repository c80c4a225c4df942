/** The phone input's constants and check types: tiny, so the eagerly loaded input can import them. */
import { formMessage, type FormMessage } from '@/features/forms/messages';

/** The phone input's limits, from the specification. */
export const PHONE_MAX_LENGTH = 25;

/** Why a phone number was refused: keys of the catalogues' `Phone.errors`, shown in the page's language. */
export const PHONE_MESSAGES = {
  invalid: formMessage('Phone.errors.invalid'),
  tooShort: formMessage('Phone.errors.tooShort'),
  tooLong: formMessage('Phone.errors.tooLong'),
  characters: formMessage('Phone.errors.characters'),
  maxLength: formMessage('Phone.errors.maxLength', { max: PHONE_MAX_LENGTH }),
  country: formMessage('Phone.errors.country'),
};

export type PhoneCheckResult = { ok: true; e164: string } | { ok: false; message: FormMessage };

/** Checks a phone number typed for `country`; the number may also be international (+…). */
export type PhoneCheck = (number: string, country: string) => PhoneCheckResult;
