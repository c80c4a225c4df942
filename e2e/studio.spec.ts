import { expect, test } from '@playwright/test';
import { directus, stack } from './stack';

// The Data Studio of the embedded Directus, as an editor meets it on the first sign-in: straight to the
// content, with no licence or project-owner prompt in the way (apps/cms/src/studio-settings.mjs and
// PROJECT_OWNER_ENABLED in apps/cms/src/directus.mjs).

test('the first sign-in to the Data Studio opens the content, with no licence or owner prompt', async ({ page }) => {
  const settings = await directus<{ project_usage: string | null }>('GET', '/settings?fields=project_usage');
  expect(settings.project_usage).toBe('personal');

  await page.goto(`${stack.directusUrl}/admin/login`);
  await page.getByPlaceholder('Email').fill(stack.admin.email);
  await page.getByPlaceholder('Password').fill(stack.admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(/\/admin\/content/);
  // The prompts open once the Studio has read the server's info and settings, which the navigation waits for too.
  await expect(page.getByRole('link', { name: 'Pages' }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.getByText('Have a license key?')).toHaveCount(0);
  await expect(page.getByText('You have not set a project owner.')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('an editor sees in the Data Studio that a post is scheduled, and when one expired', async ({ page }) => {
  test.setTimeout(150_000);
  const slug = `studio-scheduled-${Date.now()}`;
  const base = { status: 'published', language: 'en', body: { blocks: [] } };
  const scheduled = await directus<{ id: number }>('POST', '/items/posts', {
    ...base,
    title: 'Scheduled in the Studio',
    slug,
    published_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
  });
  const expired = await directus<{ id: number }>('POST', '/items/posts', {
    ...base,
    title: 'Expired in the Studio',
    slug: `${slug}-expired`,
    published_at: new Date(Date.now() - 86_400_000).toISOString(),
    expires_at: new Date(Date.now() - 3_600_000).toISOString(),
  });
  try {
    await page.goto(`${stack.directusUrl}/admin/login`);
    await page.getByPlaceholder('Email').fill(stack.admin.email);
    await page.getByPlaceholder('Password').fill(stack.admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/admin\/content/);
    // Each visit loads the Studio's app again before the item's form, which can take more than 10 s on a busy
    // machine; the other notice is looked for once the form (with the one notice) is there.
    const loaded = { timeout: 45_000 };
    await page.goto(`${stack.directusUrl}/admin/content/posts/${scheduled.id}`);
    await expect(page.getByText(/^Scheduled: visitors see this post from its publication time on/)).toBeVisible(loaded);
    await expect(page.getByText(/^Expired:/)).toHaveCount(0);
    await page.goto(`${stack.directusUrl}/admin/content/posts/${expired.id}`);
    await expect(page.getByText(/^Expired: visitors no longer see this post/)).toBeVisible(loaded);
    await expect(page.getByText(/^Scheduled:/)).toHaveCount(0);
  } finally {
    await directus('DELETE', `/items/posts/${scheduled.id}`);
    await directus('DELETE', `/items/posts/${expired.id}`);
  }
});
