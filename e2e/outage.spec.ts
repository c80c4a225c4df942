import { expect, test } from '@playwright/test';
import { setDirectus, stack } from './stack';

// A post on page 8 of the journal, which no test opens: the post cards' links prefetch (and so
// render and cache) the posts of every journal page a test shows.
const neverRendered = { slug: 'studio-notes-porto-2025-11-05', title: 'Studio notes: Porto, 5 November' };

test('with Directus down, cached pages still render and the health route says so', async ({ page, request }) => {
  await page.goto(`${stack.siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await setDirectus('stopped');
  try {
    const health = await request.get(`${stack.siteUrl}/api/health`);
    expect(await health.json()).toMatchObject({ status: 'degraded', cms: { status: 'unavailable' } });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A page never rendered before cannot be: the visitor gets a clear message, not a stack trace.
    await page.goto(`${stack.siteUrl}/posts/${neverRendered.slug}`);
    await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
  } finally {
    await setDirectus('running');
  }
  await page.goto(`${stack.siteUrl}/posts/${neverRendered.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: neverRendered.title })).toBeVisible();
});
