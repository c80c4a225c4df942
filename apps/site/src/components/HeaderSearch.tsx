'use client';

import { useId, useRef } from 'react';
import { useDisclosure } from '@/lib/use-disclosure';

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
  const input = useRef<HTMLInputElement>(null);
  const { open, panel, panelId, buttonProps } = useDisclosure<HTMLFormElement>({ focusOnOpen: input });
  const inputId = useId();

  return (
    <div className="header-search">
      <button {...buttonProps} className="header-search__button">
        {texts.toggle}
      </button>
      <form
        ref={panel}
        id={panelId}
        role="search"
        action={action}
        method="get"
        className="header-search__form"
        data-open={open || undefined}
      >
        <label htmlFor={inputId} className="sr-only">
          {texts.label}
        </label>
        <input ref={input} id={inputId} type="search" name="q" placeholder={texts.placeholder} autoComplete="off" enterKeyHint="search" />
        <button type="submit">{texts.submit}</button>
      </form>
    </div>
  );
}
