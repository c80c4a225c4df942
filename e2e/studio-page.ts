import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { signInToStudio, stack } from './stack';

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

/** What Vue leaves on the element the Studio's application is mounted on (`#app`). */
type StudioRoot = Element & {
  __vue_app__?: { config: { globalProperties: { $router?: { push(to: string): Promise<unknown> } } } };
};

/**
 * Shows `path` of the Data Studio (below /admin/) in `page`. When the Studio already runs in the page, its own router
 * goes there, as an editor's click on a link would; a new load would start the whole application again (ten seconds
 * and more on a busy machine). Otherwise, or if the Studio refuses to leave the page it shows, the page loads it.
 */
export async function openInStudio(page: Page, path: string): Promise<void> {
  const routed = await page
    .evaluate(async (to) => {
      const router = (document.querySelector('#app') as StudioRoot | null)?.__vue_app__?.config.globalProperties.$router;
      // A navigation the router does not complete resolves with the reason, a completed one with nothing.
      return router ? (await router.push(to)) === undefined : false;
    }, path)
    .catch(() => false);
  if (!routed) await page.goto(`${stack.directusUrl}/admin${path}`);
}
