'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** The search box's words, translated on the server (so the island loads no message catalogue for them). */
export interface HeaderSearchTexts {
  toggle: string;
  label: string;
  placeholder: string;
  submit: string;
}

/**
 * The header's search box: a GET form to `action` (/search in the page's language), so it works without JavaScript. On narrow screens it folds
 * behind a Search button (a disclosure, like the Menu button: Enter or Space toggles it, the field takes focus when
 * it opens, Escape closes it and returns focus to the button). Without JavaScript the button is not shown and the
 * form is always visible.
 */
export function HeaderSearch({ action, texts }: { action: string; texts: HeaderSearchTexts }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const formId = useId();
  const inputId = useId();

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <div className="header-search">
      <button
        ref={button}
        type="button"
        className="header-search__button"
        aria-expanded={open}
        aria-controls={formId}
        data-ready={hydrated || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {texts.toggle}
      </button>
      <form id={formId} role="search" action={action} method="get" className="header-search__form" data-open={open || undefined}>
        <label htmlFor={inputId} className="sr-only">
          {texts.label}
        </label>
        <input ref={input} id={inputId} type="search" name="q" placeholder={texts.placeholder} autoComplete="off" enterKeyHint="search" />
        <button type="submit">{texts.submit}</button>
      </form>
    </div>
  );
}
