import { expect, test, type Page } from '@playwright/test';
import { stack } from './stack';

// A page downloads the code of the client islands it shows and of no other (each feature's island.tsx):
// each island is recognised in the scripts a page loads by a text only its own code contains (an attribute name:
// the islands' words are in the page's messages, not in their code).
const ISLAND_MARKERS = {
  video: 'data-player-state',
  form: 'data-invalid',
  map: 'data-map-canvas',
  checkout: 'data-testid',
  // The section library's islands: the gallery's listeners and the newsletter sign-up form.
  gallery: 'gallery__link',
  newsletter: 'data-newsletter-form',
  // Directus's Visual Editor library and the editing island: only pages rendered for the Data Studio load them.
  visualEditing: 'directus-visual-editing',
} as const;
type Island = keyof typeof ISLAND_MARKERS;

/** Opens `path` and returns what tells, at any moment, which islands' code the page has downloaded so far. */
async function openWatchingIslands(page: Page, path: string): Promise<() => Promise<Island[]>> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(stack.siteUrl)) scripts.push(response.text());
  });
  // Third parties (Stripe.js, map tiles) are not this test's business.
  await page.route(/^https:/, (route) => route.abort('blockedbyclient'));
  // A map page's network never goes idle (its worker), so 'networkidle' is no use here.
  await page.goto(`${stack.siteUrl}${path}`, { waitUntil: 'load' });
  return async () => {
    const sources = await Promise.all(scripts);
    return (Object.keys(ISLAND_MARKERS) as Island[]).filter((island) => sources.some((source) => source.includes(ISLAND_MARKERS[island])));
  };
}

const pages: [string, string, Island[]][] = [
  ['a plain content page (hero, text, post list)', '/', []],
  ['a text page with one video', '/about', ['video']],
  ['a page with a form', '/contact', ['form']],
  ['a page with checkouts', '/shop', ['checkout']],
  ['the locations page', '/locations', ['map']],
  ['a page with six section types', '/open-day', ['form', 'map', 'checkout']],
  ['the showcase of every section type', '/sections', ['video', 'form', 'map', 'checkout', 'gallery', 'newsletter']],
];

for (const [name, path, expected] of pages) {
  const loads = expected.length ? `the code of ${expected.join(', ')} and of no other island` : 'no island code';
  test(`${name} (${path}) loads ${loads}`, async ({ page }) => {
    const islandsLoaded = await openWatchingIslands(page, path);
    // An island's chunk may still be arriving when the load event fires (a busy machine): wait for it.
    await expect.poll(islandsLoaded).toEqual(expected);
  });
}

// Every page type as a visitor gets it, also when the address asks for a content version: no editing markers
// (the Visual Editor's data-directus attributes) and no byte of the editing code, which the tests above check too.
test("no visitor's page carries the Visual Editor's markers or code", async ({ page, request }) => {
  const paths = [...pages.map(([, path]) => path), '/posts', '/posts/two-films-about-the-craft', '/products/starter-mosaic-kit'];
  for (const path of [...paths, '/account/sign-in', '/no-such-page', '/?version=draft']) {
    const html = await (await request.get(`${stack.siteUrl}${path}`)).text();
    expect(html, path).not.toContain('data-directus');
    // The island would be named among the page's client components (`I[…,"VisualEditing"]` in its payload).
    expect(html, path).not.toContain('VisualEditing');
  }
  // A tab for each: a script's body can no longer be read once its page has navigated away.
  for (const path of ['/posts', '/posts/two-films-about-the-craft', '/products/starter-mosaic-kit', '/account/sign-in']) {
    const tab = await page.context().newPage();
    const islandsLoaded = await openWatchingIslands(tab, path);
    expect(await islandsLoaded(), path).not.toContain('visualEditing');
    await expect(tab.locator('[data-directus]')).toHaveCount(0);
    await tab.close();
  }
});

// Every stylesheet in the head holds up the first paint, one more round trip each on a slow network: the site's own
// styles and those of the route's sections come in two at most (the islands' styles join the route's stylesheet, see
// apps/site/src/features/forms/island.tsx). Counted in the HTML as served, before any script adds to the head.
test('no page waits for more than two stylesheets before its first paint', async ({ request }) => {
  for (const path of ['/', '/about', '/contact', '/shop', '/locations', '/open-day', '/posts', '/products/starter-mosaic-kit']) {
    const html = await (await request.get(`${stack.siteUrl}${path}`)).text();
    const stylesheets = html.match(/<link\b[^>]*\brel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheets, path).not.toHaveLength(0);
    expect(stylesheets.length, path).toBeLessThanOrEqual(2);
  }
});
