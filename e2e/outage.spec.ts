import { expect, test } from '@playwright/test';
import { setDirectus, stack } from './stack';

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
    await page.goto(`${stack.siteUrl}/posts/the-andamento-of-a-line`);
    await expect(page.getByRole('heading', { name: 'This page is unavailable right now' })).toBeVisible();
  } finally {
    await setDirectus('running');
  }
  await page.goto(`${stack.siteUrl}/posts/the-andamento-of-a-line`);
  await expect(page.getByRole('heading', { level: 1, name: 'The andamento of a line' })).toBeVisible();
});
