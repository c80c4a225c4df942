'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useDisclosure } from '@/lib/use-disclosure';

/**
 * The main navigation with its menu button for narrow screens. The button is a disclosure
 * (`aria-expanded`, `aria-controls`): Enter or Space toggles it, Escape closes the menu and puts
 * focus back on the button, following a link closes it. Without JavaScript (CSS `scripting: none`) the
 * button stays hidden and the navigation shows as a plain list, so every link is always reachable.
 * On wide screens the CSS shows the navigation and hides the button whatever the state.
 */
export function MenuDisclosure({ label, buttonText, children }: { label: string; buttonText: string; children: ReactNode }) {
  const { open, setOpen, panel, panelId, buttonProps } = useDisclosure<HTMLElement>();

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };

  return (
    <>
      <button {...buttonProps} className="menu-button">
        <span className="menu-button__icon" aria-hidden="true" />
        {buttonText}
      </button>
      <nav ref={panel} id={panelId} aria-label={label} className="site-nav" data-open={open || undefined} onClick={closeOnLink}>
        {children}
      </nav>
    </>
  );
}
