import 'server-only';
import metadata from 'libphonenumber-js/max/metadata';
import { callingCodeOf, checkPhone, isCountry, type PhoneCheck } from '../core';
import { sortCountries, type CountryOption } from '../countries';

/** The server's phone checks, with libphonenumber's full (`max`) metadata: the verdict that counts. */
export const checkPhoneOnServer: PhoneCheck = (number, country) => checkPhone(metadata, number, country);

export const isPhoneCountry = (country: string | null | undefined): country is string => isCountry(metadata, country);
export const callingCode = (country: string) => callingCodeOf(metadata, country);

/** When neither the form nor the site settings name a default country. */
export const FALLBACK_PHONE_COUNTRY = 'US';

/** The first usable country of the candidates (the form's, then the site's default), else the fallback. */
export function defaultPhoneCountry(...candidates: (string | null | undefined)[]): string {
  for (const candidate of candidates) {
    const code = candidate?.trim().toUpperCase();
    if (isPhoneCountry(code)) return code;
  }
  return FALLBACK_PHONE_COUNTRY;
}

const options = new Map<string, CountryOption[]>();

/** Every country with a calling code, named (Intl.DisplayNames) and sorted in the page's language. */
export function countryOptions(locale: string): CountryOption[] {
  let list = options.get(locale);
  if (!list) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    list = sortCountries(
      Object.keys(metadata.countries)
        .filter((code) => isPhoneCountry(code))
        .map((code) => ({ code, name: names.of(code) ?? code, dial: callingCodeOf(metadata, code)! })),
      locale,
    );
    options.set(locale, list);
  }
  return list;
}
