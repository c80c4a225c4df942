import type { Locator, Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab, going back), as a keyboard user would, until `target` has focus; fails after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of ${key} never reached ${target}`);
}
