'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { filterCountries, type CountryOption } from './countries';
import { Flag } from './Flag';
import styles from './PhoneInput.module.css';

interface CountryPickerProps {
  countries: readonly CountryOption[];
  value: string;
  onSelect(code: string): void;
  /** Called when the picker is about to be used (the phone field's code can start loading). */
  onUse?(): void;
  /** Where focus goes after a country is chosen: the number input. */
  nextFocus: RefObject<HTMLInputElement | null>;
  /** Hidden until hydrated: without JavaScript a native select stands in. */
  hidden: boolean;
}

/**
 * The country picker: a button showing the flag and calling code that opens a small non-modal
 * dialog with a search box and the list of countries.
 * The search box is a combobox (aria-expanded, aria-controls, aria-activedescendant) driving a
 * listbox: typing a name or calling code filters, arrows and Page keys move, Enter chooses,
 * Escape closes and returns to the button. As the combobox pattern asks, the active option is the
 * selected one (aria-selected); the current country is marked visually.
 */
export function CountryPicker({ countries, value, onSelect, onUse, nextFocus, hidden }: CountryPickerProps) {
  const t = useTranslations('Phone');
  const id = useId();
  const popupId = `${id}popup`;
  const listId = `${id}list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = countries.find((country) => country.code === value);
  const results = useMemo(() => filterCountries(countries, query), [countries, query]);
  const activeOption = results[Math.min(active, results.length - 1)];
  const optionId = (code: string) => `${listId}-${code}`;

  function openList() {
    setQuery('');
    setActive(
      Math.max(
        0,
        countries.findIndex((country) => country.code === value),
      ),
    );
    setOpen(true);
    onUse?.();
  }

  function close(focusButton: boolean) {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  }

  function choose(option: CountryOption | undefined) {
    if (!option) return;
    onSelect(option.code);
    setOpen(false);
    nextFocus.current?.focus();
  }

  // Opening moves focus into the search box; the active option stays scrolled into view.
  useEffect(() => {
    if (open) searchRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (!open || !activeOption) return;
    document.getElementById(optionId(activeOption.code))?.scrollIntoView({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- optionId only depends on listId
  }, [open, activeOption]);
  // Flags load as they scroll into the list's view (about a dozen at a time), not all 245 at once.
  useEffect(() => {
    const list = listRef.current;
    if (!open || !list) return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const img = entry.target as HTMLImageElement;
          if (!entry.isIntersecting || !img.dataset.src) continue;
          img.src = img.dataset.src;
          observer.unobserve(img);
        }
      },
      { root: list, rootMargin: '96px 0px' },
    );
    for (const img of list.querySelectorAll<HTMLImageElement>('img[data-src]:not([src])')) observer.observe(img);
    return () => observer.disconnect();
  }, [open, results]);
  // A click anywhere else closes the list.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && !open) {
      event.preventDefault();
      openList();
    }
  }

  function onSearchKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const last = results.length - 1;
    const current = Math.min(active, last);
    const move = (index: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, index)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(current + 1);
      case 'ArrowUp':
        return move(current - 1);
      case 'PageDown':
        return move(current + 10);
      case 'PageUp':
        return move(current - 10);
      case 'Home':
        if (event.ctrlKey) move(0);
        return;
      case 'End':
        if (event.ctrlKey) move(last);
        return;
      case 'Enter':
        // Never submits the form.
        event.preventDefault();
        return choose(activeOption);
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        return close(true);
      case 'Tab':
        return setOpen(false);
    }
  }

  return (
    <div className={styles.picker} ref={rootRef} hidden={hidden}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? popupId : undefined}
        // The visible calling code stays outside parentheses: a name must contain the visible text (WCAG 2.5.3).
        aria-label={selected ? t('countryWithDial', { name: selected.name, dial: selected.dial }) : t('country')}
        onClick={() => (open ? close(false) : openList())}
        onKeyDown={onButtonKeyDown}
        onFocus={onUse}
        onPointerEnter={onUse}
      >
        {selected && <Flag code={selected.code} />}
        <span className={styles.dial}>{selected ? `+${selected.dial}` : '+'}</span>
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      {open && (
        <div className={styles.popup} id={popupId} role="dialog" aria-label={t('chooseCountry')}>
          <input
            ref={searchRef}
            className={styles.search}
            type="text"
            role="combobox"
            aria-label={t('search')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption.code) : undefined}
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKeyDown}
          />
          <ul ref={listRef} className={styles.list} id={listId} role="listbox" aria-label={t('countries')}>
            {results.map((option) => (
              <li
                key={option.code}
                id={optionId(option.code)}
                role="option"
                aria-selected={option === activeOption}
                data-current={option.code === value || undefined}
                className={styles.option}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onPointerMove={() => setActive(results.indexOf(option))}
              >
                <Flag code={option.code} deferred />
                <span className={styles.name}>{option.name}</span>
                <span className={styles.optionDial}>+{option.dial}</span>
              </li>
            ))}
          </ul>
          <p className={styles.status} role="status">
            {query ? (results.length === 0 ? t('noMatch') : t('matches', { count: results.length })) : ''}
          </p>
        </div>
      )}
    </div>
  );
}
