import type { Locator, Page } from '@playwright/test';
import { stack } from './stack';

/**
 * Scrolls each element of `locator` into view in turn, as a reader going down the page does: an island below the
 * first screen loads its code and hydrates only as it comes near (apps/site/src/lib/deferred-island.tsx).
 */
export async function scrollToEach(locator: Locator) {
  for (const element of await locator.all()) await element.scrollIntoViewIfNeeded();
}

/**
 * Waits until React has hydrated the page (its root's elements carry React's fiber): a cached page's framework
 * scripts start only once its first content is shown (apps/site/src/lib/page-cache/held-scripts.ts), which may come
 * after the `load` event.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => Object.keys(document.querySelector('main') ?? {}).some((key) => key.startsWith('__reactFiber')));
}

/**
 * Opens the showcase page on a phone and holds back every script asked for after its load (the islands' chunks) until
 * the returned function is called: what a reader does meanwhile meets the server's HTML only.
 */
export async function openShowcaseHoldingIslands(page: Page): Promise<() => void> {
  await page.setViewportSize({ width: 412, height: 823 });
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(`${stack.siteUrl}/_next/static/chunks/**`, async (route) => {
    // Scripts only: a stylesheet held back would hold up the parsing of a page loaded meanwhile.
    if (holding && route.request().resourceType() === 'script') await released;
    await route.continue();
  });
  await page.goto(`${stack.siteUrl}/sections`, { waitUntil: 'networkidle' });
  holding = true;
  return release;
}
