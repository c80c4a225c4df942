import { expect, test, type Page } from '@playwright/test';
import { randomId } from '../apps/site/src/lib/random-id';
import { createMember, directus, stack, uniqueEmail } from './stack';

// Site search (/search) against the real test Directus: a post written now is found after revalidation, with a
// typo, with and without JavaScript; members-only pages only for members; bad queries get a message.

const unique = () =>
  randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const id = unique();
const title = `Opus vermiculatum in Zürich ${id}`;

/** A client address per call: the polling below must not run into the search's rate limit. */
const pollHeaders = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 200) + 20}` });

let postId: number | undefined;

test.beforeAll(async () => {
  ({ id: postId } = await directus<{ id: number }>('POST', '/items/posts', {
    status: 'published',
    language: 'en',
    title,
    slug: `vermiculatum-${unique()}`,
    published_at: new Date().toISOString(),
    body: {
      blocks: [
        {
          id: 'p',
          type: 'paragraph',
          data: { text: 'Rows of <b>tesserae</b> follow the outline like worms: the andamento of vermiculatum.' },
        },
      ],
    },
  }));
  // The revalidation reaches the site within a moment; the next search rebuilds the index.
  await expect
    .poll(async () => (await fetch(`${stack.siteUrl}/search?q=vermiculatum`, { headers: pollHeaders() })).text(), { timeout: 20_000 })
    .toContain(id);
});

// The post is the newest: left behind, it would move the journal and the home page of every later test.
test.afterAll(async () => {
  if (postId !== undefined) await directus('DELETE', `/items/posts/${postId}`);
});

async function searchFromHeader(page: Page, query: string) {
  await page.goto(stack.siteUrl);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill(query);
  await page.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?q=/);
}

test.describe('with JavaScript', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.11' } });

  test('a search with a typo finds the post, with the matched words marked', async ({ page }) => {
    await searchFromHeader(page, 'vermiculatun zurich');
    const result = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
    await expect(result).toBeVisible();
    await expect(result).toContainText('Post');
    await expect(result.locator('mark').first()).toHaveText('vermiculatum');
    await expect(result.locator('h2 mark', { hasText: 'Zürich' })).toBeVisible();
    await result.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });

  test('on a phone the search box opens behind its button, from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(stack.siteUrl);
    const button = page.getByRole('button', { name: 'Search' }).first();
    await expect(button).toHaveAttribute('data-ready');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toBeFocused();
    await expect(page.getByRole('searchbox', { name: 'Search the site' })).toBeHidden();
    await page.keyboard.press('Space');
    await page.keyboard.type('vermiculatum');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });

  test('empty and overlong queries get a message, and markup is shown as text', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/search?q=`);
    await expect(page.getByRole('status')).toHaveText('Type a word or two to search the site.');
    await page.goto(`${stack.siteUrl}/search?q=${'a'.repeat(201)}`);
    await expect(page.getByRole('status')).toContainText('at most 200 characters long; this one has 201');
    await page.goto(`${stack.siteUrl}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)> "OR" 1=1 -- \u202E')}`);
    await expect(page.getByRole('status')).toContainText('<img src=x onerror=alert(1)>');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  });
});

test.describe('in German', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.13' } });

  test('the header searches German content in German, and links to German addresses', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/de/ueber-uns`);
    await page.getByRole('searchbox', { name: 'Website durchsuchen' }).fill('werkstatten Ravena');
    await page.getByRole('searchbox', { name: 'Website durchsuchen' }).press('Enter');
    await expect(page).toHaveURL(/\/de\/search\?q=/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    // Diacritics folded and a typo forgiven in German as in English.
    const result = page.locator('.search-result').filter({ has: page.getByRole('link', { name: 'Über uns' }) });
    await expect(result).toContainText('Seite');
    await expect(result.getByRole('link', { name: 'Über uns' })).toHaveAttribute('href', '/de/ueber-uns');
    // The English search finds no German page, and the German one no English post.
    await page.goto(`${stack.siteUrl}/search?q=${encodeURIComponent('Werkstätten Ravenna')}`);
    await expect(page.locator('main').getByRole('link', { name: 'Über uns' })).toHaveCount(0);
    await page.goto(`${stack.siteUrl}/de/search?q=vermiculatum`);
    await expect(page.getByRole('status')).toContainText('Nichts gefunden für „vermiculatum“');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.12' } });

  test('the header form searches and the typo still finds the post', async ({ page }) => {
    await searchFromHeader(page, 'vermiculatun');
    await expect(page.getByRole('link', { name: title })).toBeVisible();
  });
});

test.describe('members-only pages', () => {
  test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.13' } });

  test('are absent for visitors and present for signed-in members', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/search?q=bench+bookings`);
    await expect(page.getByRole('status')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Members’ corner' })).toHaveCount(0);

    const email = uniqueEmail('search');
    await createMember(email, 'search-password-1');
    await page.goto(`${stack.siteUrl}/account/sign-in?next=/search?q=bench+bookings`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('search-password-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/search\?q=bench/);
    await expect(page.getByRole('link', { name: 'Members’ corner' })).toBeVisible();
  });
});

test('searches are rate-limited per client', async () => {
  const headers = { 'x-forwarded-for': '198.51.100.250' };
  let last = 0;
  for (let i = 0; i < 31; i++) last = (await fetch(`${stack.siteUrl}/search?q=kiln${i}`, { headers })).status;
  expect(last).toBe(429);
});
