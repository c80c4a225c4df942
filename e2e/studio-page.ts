import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { signInToStudio } from './stack';

/**
 * `test` with `studio`: a page signed in to the Data Studio as the administrator, in a browser context that each worker
 * keeps for all its Studio tests. The Studio is a large application, and Directus marks its files immutable for a
 * year: in the shared context every test after a worker's first reads them from the browser's cache, with the code
 * Chromium compiled from them, instead of fetching and compiling them again. Tests of what the first visit does (the
 * sign-in form) use a context of their own (`page`).
 */
export const test = base.extend<{ studio: Page }, { studioContext: BrowserContext }>({
  studioContext: [
    async ({ browser }, provide) => {
      const context = await browser.newContext();
      await provide(context);
      await context.close();
    },
    { scope: 'worker' },
  ],
  studio: async ({ studioContext }, provide) => {
    const page = await studioContext.newPage();
    await signInToStudio(page);
    await provide(page);
    await page.close();
  },
});
