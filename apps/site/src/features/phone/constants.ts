/** The phone input's constants and check types: tiny, so the eagerly loaded input can import them. */
import { message, type Message } from '@/lib/i18n/message';
import type { Messages } from '@/lib/i18n/messages';

/** The phone input's limits, from the specification. */
export const PHONE_MAX_LENGTH = 25;

export type PhoneMessageKey = `Phone.errors.${keyof Messages['Phone']['errors']}`;

/** Why a phone number was refused: keys of the catalogues' `Phone.errors`, shown in the page's language. */
export const PHONE_MESSAGES = {
  invalid: message<PhoneMessageKey>('Phone.errors.invalid'),
  tooShort: message<PhoneMessageKey>('Phone.errors.tooShort'),
  tooLong: message<PhoneMessageKey>('Phone.errors.tooLong'),
  characters: message<PhoneMessageKey>('Phone.errors.characters'),
  maxLength: message<PhoneMessageKey>('Phone.errors.maxLength', { max: PHONE_MAX_LENGTH }),
  country: message<PhoneMessageKey>('Phone.errors.country'),
};

export type PhoneCheckResult = { ok: true; e164: string } | { ok: false; message: Message<PhoneMessageKey> };

/** Checks a phone number typed for `country`; the number may also be international (+…). */
export type PhoneCheck = (number: string, country: string) => PhoneCheckResult;
