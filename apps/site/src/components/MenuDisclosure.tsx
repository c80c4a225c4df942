'use client';

import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/**
 * The main navigation with its menu button for narrow screens. The button is a disclosure
 * (`aria-expanded`, `aria-controls`): Enter or Space toggles it, Escape closes the menu and puts
 * focus back on the button, following a link closes it. Without JavaScript (CSS `scripting: none`) the
 * button stays hidden and the navigation shows as a plain list, so every link is always reachable.
 * On wide screens the CSS shows the navigation and hides the button whatever the state.
 */
export function MenuDisclosure({ label, buttonText, children }: { label: string; buttonText: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  const navId = useId();

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInMenu = nav.current?.contains(document.activeElement) || document.activeElement === button.current;
      setOpen(false);
      if (focusWasInMenu) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-button"
        aria-expanded={open}
        aria-controls={navId}
        // Marks the button as working (hydrated); it is shown from the first paint by the CSS.
        data-ready={hydrated || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <span className="menu-button__icon" aria-hidden="true" />
        {buttonText}
      </button>
      <nav ref={nav} id={navId} aria-label={label} className="site-nav" data-open={open || undefined} onClick={closeOnLink}>
        {children}
      </nav>
    </>
  );
}
