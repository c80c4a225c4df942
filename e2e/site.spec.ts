import { expect, test } from '@playwright/test';
import { directus, stack } from './stack';

test('the home page shows the demo content from Directus', async ({ page }) => {
  await page.goto(stack.siteUrl);
  await expect(page).toHaveTitle('Home');
  await expect(page.getByRole('heading', { level: 1, name: 'Make something that lasts' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'Home',
    'About',
    'Journal',
    'Studios',
    'Shop',
    'Contact',
  ]);
  await expect(page.getByRole('heading', { name: 'Small pieces, whole pictures' })).toBeVisible();
  // The newest three posts, linked.
  await expect(page.getByRole('heading', { level: 3 }).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Two films about the craft' })).toBeVisible();
  // Images come from the site's own asset route, and load.
  const hero = page.locator('.hero__image');
  await expect(hero).toHaveAttribute('src', /^\/assets\/[0-9a-f-]{36}\?/);
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});

test('a title changed in Directus appears on the site', async ({ page }) => {
  const [about] = await directus<{ id: number; title: string }[]>('GET', '/items/pages?filter[slug][_eq]=about&fields=id,title');
  await page.goto(`${stack.siteUrl}/about`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about!.title);
  const edited = `About us, edited ${Date.now()}`;
  await directus('PATCH', `/items/pages/${about!.id}`, { title: edited });
  try {
    // Directus's hook tells the site to revalidate; the next render shows the new title.
    await expect(async () => {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(edited, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
  } finally {
    await directus('PATCH', `/items/pages/${about!.id}`, { title: about!.title });
  }
});

test('unknown paths and drafts answer 404', async ({ page }) => {
  for (const path of ['/no-such-page', '/studio-rules', '/posts/winter-programme-draft', '/posts?page=99', '/posts?page=abc']) {
    const response = await page.goto(`${stack.siteUrl}${path}`);
    expect(response?.status(), path).toBe(404);
  }
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a members-only page does not show its content to visitors', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/members`);
  await expect(page.getByText('This page is for members')).toBeVisible();
  await expect(page.getByText('Welcome back')).toHaveCount(0);
});

test('a post renders its body and cover', async ({ page }) => {
  await page.goto(`${stack.siteUrl}/posts/choosing-your-first-nippers`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choosing your first nippers' })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('.prose b').first()).toHaveText('nippers');
});

test('the health route reports the site and Directus', async ({ request }) => {
  const response = await request.get(`${stack.siteUrl}/api/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok', site: { status: 'ok' }, cms: { status: 'ok' } });
});

test('the asset route refuses bad input', async ({ request }) => {
  expect((await request.get(`${stack.siteUrl}/assets/not-a-uuid`)).status()).toBe(404);
  expect((await request.get(`${stack.siteUrl}/assets/00000000-0000-0000-0000-000000000000?width=99999`)).status()).toBe(400);
  expect((await request.get(`${stack.siteUrl}/assets/00000000-0000-0000-0000-000000000000`)).status()).toBe(404);
});
