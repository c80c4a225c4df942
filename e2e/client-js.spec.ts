import { expect, test, type Locator, type Page } from '@playwright/test';
import { openShowcaseHoldingIslands, scrollToEach, waitForHydration } from './islands';
import { directus, stack, uniqueEmail } from './stack';
import { openCardForm, standInStripe, stubVideoHosts } from './stand-ins';

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
    // (A chunk still arriving when its tab is closed is read as empty.)
    if (response.request().resourceType() === 'script' && response.url().startsWith(stack.siteUrl))
      scripts.push(response.text().catch(() => ''));
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
    // As a reader going down the page once it is up: an island below the first screen loads its code as it comes near.
    await waitForHydration(page);
    await scrollToEach(page.locator('[data-island], [data-section="gallery"]'));
    // An island's chunk may still be arriving (a busy machine): wait for it.
    await expect.poll(islandsLoaded).toEqual(expected);
  });
}

// The showcase page on a phone (Lighthouse's viewport): the islands below its first screens (deferredIsland,
// apps/site/src/lib/deferred-island.tsx, and the gallery's loader) are neither downloaded nor run with the page. Each
// loads as the reader scrolls to it, and then works.
/**
 * The headers of a client of its own (a documentation IPv6 address, through the test site's one trusted proxy): the
 * per-client limits on form posts and sign-ups then count the test alone, not every test that posts from this machine.
 */
const aClientOfItsOwn = () => ({ 'x-forwarded-for': `2001:db8::${Math.floor(Math.random() * 0xffff).toString(16)}` });

test('on the showcase page an island below the first screens loads only as the reader scrolls to it, and then works', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders(aClientOfItsOwn());
  await page.setViewportSize({ width: 412, height: 823 });
  const islandsLoaded = await openWatchingIslands(page, '/sections');
  await stubVideoHosts(page);
  await standInStripe(page);
  const section = (type: string) => page.locator(`[data-section="${type}"]`);
  // A negative check needs time to pass: what the page's load starts has long arrived after two seconds more.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_000);
  expect(await islandsLoaded()).toEqual([]);
  await expect(page.locator('[data-island][data-hydrated]')).toHaveCount(0);

  // (An island within a screen of the one scrolled to may load with it.)
  const reach = async (type: string, island: Island) => {
    await section(type).scrollIntoViewIfNeeded();
    await expect.poll(islandsLoaded).toContain(island);
  };

  await reach('locations', 'map');
  await expect(section('locations').locator('[data-map-status]')).toHaveAttribute('data-hydrated', '');
  const studios = section('locations').locator('li[data-location-id]');
  const all = await studios.count();
  await section('locations').getByLabel('Filter by name or city').fill('Lyon');
  await expect.poll(() => studios.count()).toBeLessThan(all);
  await expect(studios.first()).toContainText('Lyon');

  await reach('form', 'form');
  await expect(section('form').locator('[data-island]')).toHaveAttribute('data-hydrated', '');
  // Checked in the browser on leaving the field, before anything is sent.
  const email = section('form').getByLabel('E-mail', { exact: true });
  await email.fill('not an address');
  await email.press('Tab');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  await reach('checkout', 'checkout');
  await openCardForm(section('checkout').getByTestId('checkout'));

  await reach('gallery', 'gallery');
  await expect(section('gallery')).toHaveAttribute('data-hydrated', '');
  const thumbnail = section('gallery').locator('a.gallery__link').first();
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Image 1 of 4' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(thumbnail).toBeFocused();

  await reach('video', 'video');
  const facade = section('video').locator('[data-video-service="youtube"]');
  await expect(facade).toHaveAttribute('data-hydrated', '');
  await facade.getByRole('button', { name: /^Play video: / }).click();
  await expect(facade).toHaveAttribute('data-player-state', 'playing');

  await reach('newsletter', 'newsletter');
  await expect(section('newsletter').locator('[data-island]')).toHaveAttribute('data-hydrated', '');
  const address = uniqueEmail('deferred');
  await section('newsletter').getByLabel('E-mail address').fill(address);
  await section('newsletter').getByRole('button', { name: 'Subscribe' }).click();
  await expect(section('newsletter').getByRole('status')).toContainText(`Almost done: we have sent an e-mail to ${address}.`);
  // Sent by the island (fetch), not by the browser's own post, which would come back to the form's anchor.
  expect(page.url()).toBe(`${stack.siteUrl}/sections`);
});

/**
 * Chooses the showcase form's topic, sends it, waits for its answer and returns the submissions stored since whose
 * message is `marker`.
 */
async function sendAndFindStored(form: Locator, marker: string): Promise<Record<string, unknown>[]> {
  await form.getByLabel('Topic').selectOption('Classes');
  await form.getByRole('button', { name: 'Send message' }).click();
  await expect(form.getByRole('status').filter({ hasText: /\S/ })).toBeVisible();
  const recent = await directus<{ data: Record<string, unknown> }[]>(
    'GET',
    '/items/form_submissions?sort=-date_created&limit=50&fields=data',
  );
  return recent.map(({ data }) => data).filter((data) => data['message'] === marker);
}

// Typing into a deferred island's field before its code has arrived: hydrating keeps what was typed, and it is sent.
test('what a reader types into a form before its island has hydrated is kept and sent', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders(aClientOfItsOwn());
  // The islands' chunks wait until the reader has typed.
  const release = await openShowcaseHoldingIslands(page);
  const form = page.locator('[data-section="form"]');
  const marker = `Typed before hydration ${Date.now()}`;
  await form.getByLabel('Your name', { exact: true }).pressSequentially('Ada Lovelace');
  await form.getByLabel('E-mail', { exact: true }).pressSequentially('ada@example.com');
  await form.getByLabel(/^Message/).pressSequentially(marker);
  await expect(form.locator('[data-island]')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(form.locator('[data-island]')).toHaveAttribute('data-hydrated', '');
  await expect(form.getByLabel('Your name', { exact: true })).toHaveValue('Ada Lovelace');
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue('ada@example.com');
  await expect(form.getByLabel(/^Message/)).toHaveValue(marker);
  expect(await sendAndFindStored(form, marker)).toEqual([expect.objectContaining({ name: 'Ada Lovelace', email: 'ada@example.com' })]);
});

// Sent before its island's code has arrived, a form is the browser's own post of the server action: the page comes
// back with the errors and what was typed, and the island that hydrates then takes that answer (React's form state,
// from the page's data) and moves focus to the first field in error.
test('a form sent before its island has hydrated comes back with its errors, and the island takes them over', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.setExtraHTTPHeaders(aClientOfItsOwn());
  const release = await openShowcaseHoldingIslands(page);
  const form = page.locator('[data-section="form"]');
  const marker = `Posted before hydration ${Date.now()}`;
  await form.getByLabel('Your name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('E-mail', { exact: true }).fill('ada@');
  await form.getByLabel(/^Message/).fill(marker);
  await form.getByRole('button', { name: 'Send message' }).click();
  const summary = form.getByRole('alert').filter({ hasText: 'Please correct the errors below' });
  await expect(summary).toContainText('E-mail: Enter an e-mail address like name@example.com.');
  await expect(form.locator('[data-island]')).not.toHaveAttribute('data-hydrated');
  release();
  await expect(form.locator('[data-island]')).toHaveAttribute('data-hydrated', '');
  const email = form.getByLabel('E-mail', { exact: true });
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('ada@');
  await expect(form.getByLabel(/^Message/)).toHaveValue(marker);
  await expect(summary).toBeVisible();
  // The island works: the corrected form is sent by it, and stored once.
  await email.fill('ada@example.com');
  expect(await sendAndFindStored(form, marker)).toHaveLength(1);
});

// A button with no native action (a video's play button) pressed before its island's code has arrived: pressed for
// the reader once the island works, rather than lost.
test('a play button pressed before its island has hydrated plays the video once it has', async ({ page }) => {
  test.setTimeout(120_000);
  await stubVideoHosts(page);
  const release = await openShowcaseHoldingIslands(page);
  const facade = page.locator('[data-section="video"] [data-video-service="youtube"]');
  await facade.getByRole('button', { name: /^Play video: / }).click();
  await expect(facade).not.toHaveAttribute('data-hydrated');
  release();
  await expect(facade).toHaveAttribute('data-hydrated', '');
  await expect(facade).toHaveAttribute('data-player-state', 'playing');
});

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
