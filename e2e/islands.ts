import type { Locator } from '@playwright/test';

/**
 * Scrolls each element of `locator` into view in turn, as a reader going down the page does: an island below the
 * first screen loads its code and hydrates only as it comes near (apps/site/src/lib/deferred-island.tsx).
 */
export async function scrollToEach(locator: Locator) {
  for (const element of await locator.all()) await element.scrollIntoViewIfNeeded();
}
