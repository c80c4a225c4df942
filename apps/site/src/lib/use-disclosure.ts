import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * A button that shows and hides a panel (the header's menu and search box on narrow screens), as the WAI-ARIA
 * disclosure pattern has it: `aria-expanded` and `aria-controls` on the button, Enter or Space toggles it, Escape
 * closes the panel and puts focus back on the button when it was on the button or in the panel. `focusOnOpen` takes
 * focus when the panel opens (the search field). Spread `buttonProps` on the button, put `panelId` and `panel` on
 * the panel and show it while `open`.
 */
export function useDisclosure<Panel extends HTMLElement>({ focusOnOpen }: { focusOnOpen?: RefObject<HTMLElement | null> } = {}) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<Panel>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    focusOnOpen?.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = panel.current?.contains(document.activeElement) || document.activeElement === button.current;
      setOpen(false);
      if (focusWasInside) button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, focusOnOpen]);

  return {
    open,
    setOpen,
    panel,
    panelId,
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      // Marks the button as working (hydrated); the CSS shows it from the first paint.
      'data-ready': hydrated || undefined,
      onClick: () => setOpen((wasOpen) => !wasOpen),
    },
  };
}
