'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { type AddressOrigin, type AddressSource, type AddressSuggestion } from './address-source';
import { GEOCODE_MIN_LENGTH, normalizeQuery } from './geocode';
import styles from './Maps.module.css';

export const SEARCH_DEBOUNCE_MS = 250;

/**
 * An address combobox (ARIA 1.2 list autocomplete): suggestions from the provider's source (the site's geocoder or
 * Google Places), debounced; arrow keys move through them, Enter chooses, Escape closes.
 */
export function AddressSearch({
  id,
  source,
  onChoose,
}: {
  /** Unique on the page: the start of the search's element ids. */
  id: string;
  source: AddressSource;
  onChoose: (origin: AddressOrigin) => void;
}) {
  const t = useTranslations('Maps');
  const listId = `${id}-list`;
  const [query, setQuery] = useState('');
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  const [attribution, setAttribution] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [status, setStatus] = useState('');
  const skipNext = useRef(false);

  useEffect(() => {
    if (skipNext.current) {
      skipNext.current = false;
      return;
    }
    const q = normalizeQuery(query);
    if (!q) return;
    // A newer query (or leaving) makes an answer still on its way stale.
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const found = await source.suggest(q, controller.signal);
        if (controller.signal.aborted) return;
        setSuggestions(found.suggestions);
        setAttribution(found.attribution);
        setActive(-1);
        setOpen(found.suggestions.length > 0);
        const count = found.suggestions.length;
        setStatus(count === 0 ? t('noAddress') : t('suggestionCount', { count }));
      } catch (error) {
        if (controller.signal.aborted) return;
        setSuggestions([]);
        setOpen(false);
        // The source's reasons are for logs; the visitor is told in the page's language.
        console.warn('Address search failed:', error);
        setStatus(t('searchUnavailable'));
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, source, t]);

  const choose = async (suggestion: AddressSuggestion) => {
    skipNext.current = true;
    setQuery(suggestion.label);
    setOpen(false);
    setActive(-1);
    try {
      const origin = await source.locate(suggestion);
      setStatus(t('nearestToPlace', { place: origin.label }));
      onChoose(origin);
    } catch (error) {
      console.warn('Address lookup failed:', error);
      setStatus(t('searchUnavailable'));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const last = suggestions.length - 1;
      setActive((current) => (step > 0 ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1));
    } else if (event.key === 'Enter') {
      const chosen = open ? (suggestions[active] ?? suggestions[0]) : undefined;
      if (chosen) {
        event.preventDefault();
        void choose(chosen);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const activeId = open && active >= 0 && active < suggestions.length ? `${id}-option-${active}` : undefined;
  return (
    <div className={styles.search}>
      <label htmlFor={`${id}-input`}>{t('searchLabel')}</label>
      <input
        id={`${id}-input`}
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={activeId}
        aria-describedby={`${id}-hint`}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (!normalizeQuery(event.target.value)) {
            setSuggestions([]);
            setOpen(false);
            setStatus('');
          }
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onFocus={() => setOpen(suggestions.length > 0 && normalizeQuery(query) !== null)}
        placeholder={t('searchPlaceholder')}
      />
      <span id={`${id}-hint`} className={styles.hint}>
        {t('searchHint', { min: GEOCODE_MIN_LENGTH })}
      </span>
      <ul id={listId} role="listbox" aria-label={t('suggestions')} className={styles.suggestions} hidden={!open}>
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className={index === active ? styles.activeOption : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void choose(suggestion)}
          >
            {suggestion.label}
          </li>
        ))}
        {attribution && (
          <li role="presentation" className={styles.attribution}>
            {attribution}
          </li>
        )}
      </ul>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
    </div>
  );
}
