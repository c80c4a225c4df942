'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type ClipboardEvent } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
import { PHONE_MAX_LENGTH } from './constants';
import type { CountryOption } from './countries';
import { CountryPicker } from './CountryPicker';
import { loadPhoneLib } from './load-phone-lib';
import type { PhoneLib } from './phone-lib';
import styles from './PhoneInput.module.css';
import { normalizePastedPhone } from './text';

export interface PhoneInputProps {
  /** The number input's id, for its <label>. */
  id: string;
  /** The number posts as `name`, the country as `countryName`. */
  name: string;
  countryName: string;
  /** Every country, by name (from the server: no country data in the JavaScript). */
  countries: CountryOption[];
  defaultCountry: string;
  /** Prefer the visitor's country (asked of the site's /api/visitor-country) to defaultCountry, until the visitor chooses. */
  detectCountry: boolean;
  defaultValue?: string;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  /** The id of the field's visible label, naming the group of picker and number. */
  labelledBy: string;
  inputClassName?: string;
  /** After the visitor chose another country (e.g. to re-validate the number). */
  onCountryChange?(): void;
}

/**
 * A phone number input with a country picker. It formats as the visitor types (libphonenumber's
 * AsYouType), switches the country when an international number is typed or pasted, and posts the
 * number with its country; the server stores it in E.164. libphonenumber (with the small `min`
 * metadata) is loaded only once the field is used. Without JavaScript a native select replaces
 * the picker.
 */
export function PhoneInput(props: PhoneInputProps) {
  const t = useTranslations('Phone');
  const { id, name, countryName, countries, defaultCountry, detectCountry } = props;
  const hydrated = useHydrated();
  const [country, setCountry] = useState(defaultCountry);
  const [text, setText] = useState(props.defaultValue ?? '');
  const [lib, setLib] = useState<PhoneLib | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  // Once the visitor has chosen a country or typed, the visitor-country lookup no longer applies.
  const settledRef = useRef(!detectCountry);

  // What is shown: formatted once libphonenumber is here, the country detected from a +… number.
  const shown = lib ? lib.format(text, country) : { text, country };

  useEffect(() => {
    if (!detectCountry) return;
    const controller = new AbortController();
    fetch('/api/visitor-country', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ country?: unknown }>) : null))
      .then((body) => {
        const code = body?.country;
        if (typeof code === 'string' && !settledRef.current && countries.some((option) => option.code === code)) setCountry(code);
      })
      .catch(() => {
        // Unknown: the default country stays.
      });
    return () => controller.abort();
  }, [detectCountry, countries]);

  // After a reformat, the caret goes back after the digit it followed.
  useLayoutEffect(() => {
    const caret = caretRef.current;
    caretRef.current = null;
    const input = inputRef.current;
    if (caret !== null && input && document.activeElement === input) input.setSelectionRange(caret, caret);
  });

  function loadLib() {
    if (!lib) loadPhoneLib().then(setLib, () => {});
  }

  function edit(raw: string, caret: number, inputType: string | undefined) {
    settledRef.current = true;
    if (!lib) {
      setText(raw.slice(0, PHONE_MAX_LENGTH));
      loadLib();
    } else {
      const result = lib.edit({ previous: shown.text, raw, caret, inputType, country: shown.country });
      setText(result.text);
      setCountry(result.country);
      caretRef.current = result.caret;
    }
  }

  function onInputChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    edit(input.value, input.selectionStart ?? input.value.length, (event.nativeEvent as InputEvent).inputType);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    const pasted = normalizePastedPhone(event.clipboardData.getData('text'));
    if (!pasted) return;
    event.preventDefault();
    const input = event.currentTarget;
    const start = input.selectionStart ?? input.value.length;
    const end = input.selectionEnd ?? start;
    // An international number replaces what was there; anything else is inserted at the caret.
    const replace = pasted.startsWith('+') || (start === 0 && end === input.value.length);
    const raw = replace ? pasted : input.value.slice(0, start) + pasted + input.value.slice(end);
    edit(raw, replace ? raw.length : start + pasted.length, 'insertFromPaste');
  }

  function selectCountry(code: string) {
    settledRef.current = true;
    setCountry(code);
    if (lib) setText(lib.switchCountry(shown.text, code).text);
    props.onCountryChange?.();
  }

  return (
    <div className={styles.phone} role="group" aria-labelledby={props.labelledBy}>
      <div className={styles.countrySlot}>
        <CountryPicker
          countries={countries}
          value={shown.country}
          onSelect={selectCountry}
          onUse={loadLib}
          nextFocus={inputRef}
          hidden={!hydrated}
        />
        {/* Without JavaScript: a native select. It comes before the hidden input below, so it is the value posted. */}
        <noscript>
          <select className={styles.fallbackSelect} name={countryName} defaultValue={country} aria-label={t('country')}>
            {countries.map((option) => (
              <option key={option.code} value={option.code}>
                {`${option.name} (+${option.dial})`}
              </option>
            ))}
          </select>
        </noscript>
      </div>
      <input type="hidden" name={countryName} value={shown.country} />
      <input
        ref={inputRef}
        id={id}
        name={name}
        className={`${styles.number} ${props.inputClassName ?? ''}`}
        type="tel"
        // Phone numbers read left to right in every language.
        dir="ltr"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t('placeholder')}
        maxLength={PHONE_MAX_LENGTH}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        value={shown.text}
        onChange={onInputChange}
        onPaste={onPaste}
        onFocus={loadLib}
      />
    </div>
  );
}
