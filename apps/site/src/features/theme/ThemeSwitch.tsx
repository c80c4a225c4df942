'use client';

import { useSyncExternalStore } from 'react';
import { THEME_STORAGE_KEY } from '@/lib/theme/script.mjs';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const isChoice = (value: string | undefined): value is ThemeChoice => THEME_CHOICES.includes(value as ThemeChoice);

/** The applied choice is the root's data-theme (set by the head's theme script, then by the switch). */
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => observer.disconnect();
}
const appliedChoice = (): ThemeChoice => {
  const applied = document.documentElement.dataset.theme;
  return isChoice(applied) ? applied : 'system';
};

function applyChoice(choice: ThemeChoice) {
  document.documentElement.dataset.theme = choice;
  try {
    if (choice === 'system') localStorage.removeItem(THEME_STORAGE_KEY);
    else localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, a full quota): the choice holds for this page only.
  }
}

/**
 * Light, dark or the system's setting, kept in the browser (localStorage). The head's theme script applied the kept
 * choice before the first paint (lib/theme/script.mjs); this island shows it and changes it. Without JavaScript the
 * switch is hidden (globals.css: nothing set `data-theme`) and the page follows the system.
 */
export function ThemeSwitch({ legend, labels }: { legend: string; labels: Record<ThemeChoice, string> }) {
  // On the server (and in the HTML every visitor shares) no choice is known: none is checked until hydration.
  const choice = useSyncExternalStore(subscribe, appliedChoice, () => null);
  return (
    <fieldset className="theme-switch">
      <legend>{legend}</legend>
      {THEME_CHOICES.map((value) => (
        <label key={value}>
          <input type="radio" name="theme" value={value} checked={choice === value} onChange={() => applyChoice(value)} />
          {labels[value]}
        </label>
      ))}
    </fieldset>
  );
}
