import metadata from 'libphonenumber-js/min/metadata';
import { applyPhoneEdit, callingCodeOf, checkPhone, formatPhone, isCountry, switchCountry, type PhoneCheck, type PhoneEdit } from './core';

/**
 * The browser's share of libphonenumber: its code with the small `min` metadata (length checks
 * rather than the full number patterns; the server re-checks with `max`). Loaded lazily, when the
 * phone field is first used (load-phone-lib.ts), so pages pay nothing for it up front.
 */
export const phoneLib = {
  format: (text: string, country: string) => formatPhone(metadata, text, country),
  edit: (edit: PhoneEdit) => applyPhoneEdit(metadata, edit),
  switchCountry: (text: string, country: string) => switchCountry(metadata, text, country),
  check: ((number, country) => checkPhone(metadata, number, country)) satisfies PhoneCheck,
  callingCode: (country: string) => callingCodeOf(metadata, country),
  isCountry: (country: string) => isCountry(metadata, country),
};

export type PhoneLib = typeof phoneLib;
