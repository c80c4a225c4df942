import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { randomId } from '../apps/site/src/lib/random-id';
import { directus, setDirectus, stack } from './stack';

/** What Chromium sends for images; Directus's `format=auto` picks the format from it. */
const CHROMIUM_IMAGE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

test('with Directus down, cached pages answer 200, others a friendly 503; all recover when Directus is back', async ({ page, request }) => {
  // Restarting Directus takes most of the time, and up to half a minute on a loaded machine.
  test.slow();
  // A post written now, so its data is not in the site's data cache when Directus stops, whatever other tests (or an
  // earlier run of this one) viewed. Dated long ago, so that it moves neither the home page nor the journal's first pages.
  const id = randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  const neverRendered = { slug: `outage-${id}`, title: `Written before the outage ${id}` };
  const post = await directus<{ id: number }>('POST', '/items/posts', {
    ...neverRendered,
    status: 'published',
    language: 'en',
    published_at: '2020-01-01T00:00:00Z',
  });
  try {
    await outageAndRecovery(page, request, neverRendered);
  } finally {
    await directus('DELETE', `/items/posts/${post.id}`);
  }
});

async function outageAndRecovery(page: Page, request: APIRequestContext, neverRendered: { slug: string; title: string }) {
  await page.goto(`${stack.siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page's image, as the browser asked for it (a srcset candidate, in the format its Accept header picks).
  const image = page.locator('main img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const imageUrl = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
  await setDirectus('stopped');
  try {
    const health = await request.get(`${stack.siteUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'degraded', cms: { status: 'unavailable' } });
    const cached = await page.reload();
    expect(cached?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Its image too: the site still has the copy it served.
    const kept = await request.get(imageUrl, { headers: { accept: CHROMIUM_IMAGE_ACCEPT } });
    expect(kept.status()).toBe(200);
    expect(kept.headers()['content-type']).toMatch(/^image\//);
    // A page whose data was never read cannot be rendered: the visitor gets a clear message and a
    // 503 with Retry-After (so crawlers come back later), promptly, and never a stack trace.
    const started = Date.now();
    const uncached = await page.goto(`${stack.siteUrl}/posts/${neverRendered.slug}`);
    expect(uncached?.status()).toBe(503);
    expect(uncached?.headers()['retry-after']).toBe('30');
    expect(Date.now() - started).toBeLessThan(3000);
    await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
    await expect(page.getByText(/ContentError|node_modules/)).toHaveCount(0);
  } finally {
    await setDirectus('running');
  }
  // The site was not restarted: once its circuit breaker lets a request through again, the page renders.
  await expect
    .poll(async () => (await request.get(`${stack.siteUrl}/posts/${neverRendered.slug}`)).status(), { timeout: 15_000 })
    .toBe(200);
  await page.goto(`${stack.siteUrl}/posts/${neverRendered.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: neverRendered.title })).toBeVisible();
}
