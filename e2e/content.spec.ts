import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './islands';
import { directus, stack } from './stack';

/** The pagination bar's entries as shown: page numbers and ellipses, without the Newer/Older links. */
async function pageNumbers(page: Page): Promise<string[]> {
  const entries = page.getByRole('navigation', { name: 'Journal pages' }).locator('li');
  const texts = await entries.allTextContents();
  return texts.map((text) => text.trim()).filter((text) => /^(\d+|…)$/.test(text));
}

async function expectCurrentPage(page: Page, number: number) {
  const nav = page.getByRole('navigation', { name: 'Journal pages' });
  await expect(nav.locator('[aria-current="page"]')).toHaveText(String(number));
  await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
}

test.describe('journal pagination', () => {
  test('pages through the posts with JavaScript', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/posts`);
    await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Two films about the craft');
    await expectCurrentPage(page, 1);
    expect(await pageNumbers(page)).toEqual(['1', '2', '3', '…', '12']);

    await page.getByRole('link', { name: 'Page 3', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\?page=3$/);
    await expectCurrentPage(page, 3);
    expect(await pageNumbers(page)).toEqual(['1', '2', '3', '4', '…', '12']);
    await page.getByRole('link', { name: 'Page 4', exact: true }).click();
    await expectCurrentPage(page, 4);
    await page.getByRole('link', { name: 'Page 5', exact: true }).click();
    await expectCurrentPage(page, 5);
    expect(await pageNumbers(page)).toEqual(['1', '…', '4', '5', '6', '…', '12']);

    await page.getByRole('link', { name: /Older/ }).click();
    await expect(page).toHaveURL(/\/posts\?page=6$/);
    await expectCurrentPage(page, 6);
    await page.getByRole('link', { name: 'Page 12', exact: true }).click();
    await expectCurrentPage(page, 12);
    expect(await pageNumbers(page)).toEqual(['1', '…', '10', '11', '12']);
    await expect(page.getByRole('link', { name: /Older/ })).toHaveCount(0);
    await expect(page.getByRole('listitem').getByRole('heading', { level: 2 })).toHaveCount(6);
  });

  test('pages through the posts without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/posts?page=5`);
    await expectCurrentPage(page, 5);
    const firstOnFive = await page.getByRole('heading', { level: 2 }).first().textContent();
    await page.getByRole('link', { name: 'Page 6', exact: true }).click();
    await expect(page).toHaveURL(/\/posts\?page=6$/);
    await expectCurrentPage(page, 6);
    await expect(page.getByRole('heading', { level: 2 }).first()).not.toHaveText(firstOnFive!);
    await page.getByRole('link', { name: /Newer/ }).click();
    await expect(page).toHaveURL(/\/posts\?page=5$/);
    await page.getByRole('link', { name: 'Page 1', exact: true }).click();
    await expect(page).toHaveURL(/\/posts$/);
    await expectCurrentPage(page, 1);
    await context.close();
  });

  test('answers 404 for pages past the end and for page numbers that are no numbers', async ({ request }) => {
    for (const value of ['13', '0', '-1', 'abc', '01', '1.5', '99999999999999999999']) {
      const response = await request.get(`${stack.siteUrl}/posts?page=${value}`);
      expect(response.status(), value).toBe(404);
    }
    expect((await request.get(`${stack.siteUrl}/posts?page=1`)).status()).toBe(200);
    expect((await request.get(`${stack.siteUrl}/posts?page=12`)).status()).toBe(200);
  });
});

test.describe('sharing', () => {
  const post = 'choosing-your-first-nippers';

  test('opens a network’s share page in a centred 626 × 436 popup', async ({ page, context }) => {
    await context.route('https://www.facebook.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Share</title><p>Shared</p>' }),
    );
    await page.addInitScript(() => {
      const open = window.open.bind(window);
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = (...args: Parameters<typeof window.open>) => {
        (window as unknown as { opened: unknown[] }).opened.push(args);
        return open(...args);
      };
    });
    await page.goto(`${stack.siteUrl}/posts/${post}`);
    // The links share through the page's script once it is up; before, they are the plain links below.
    await waitForHydration(page);
    const [popup] = await Promise.all([page.waitForEvent('popup'), page.getByRole('link', { name: 'Share on Facebook' }).click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`${stack.siteUrl}/posts/${post}`)}`);
    const { opened, box } = await page.evaluate(() => ({
      opened: (window as unknown as { opened: [string, string, string][] }).opened,
      box: { x: window.screenX, y: window.screenY, w: window.outerWidth, h: window.outerHeight },
    }));
    const left = Math.round(box.x + Math.max(0, (box.w - 626) / 2));
    const top = Math.round(box.y + Math.max(0, (box.h - 436) / 2));
    expect(opened).toEqual([[popup.url(), 'share-facebook', `popup=yes,width=626,height=436,left=${left},top=${top}`]]);
    // The page itself stays where it was.
    expect(page.url()).toBe(`${stack.siteUrl}/posts/${post}`);
  });

  test('uses the system share sheet on touch devices that have one', async ({ browser }) => {
    const context = await browser.newContext({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void (window as unknown as { shared: unknown[] }).shared.push(data),
      });
    });
    await page.goto(`${stack.siteUrl}/posts/${post}`);
    // The links share through the page's script once it is up; before, they are the plain links below.
    await waitForHydration(page);
    expect(await page.evaluate(() => matchMedia('(pointer: coarse)').matches)).toBe(true);
    let popups = 0;
    page.on('popup', () => popups++);
    await page.getByRole('link', { name: 'Share on LinkedIn' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared: unknown[] }).shared))
      .toEqual([{ title: 'Choosing your first nippers', url: `${stack.siteUrl}/posts/${post}` }]);
    expect(popups).toBe(0);
    await context.close();
  });

  test('copies the link and says so in a polite live region', async ({ browser }) => {
    const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/posts/${post}`);
    // The links share through the page's script once it is up; before, they are the plain links below.
    await waitForHydration(page);
    const status = page.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveText('');
    await page.getByRole('link', { name: 'Copy link' }).click();
    await expect(status).toHaveText('Link copied to the clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${stack.siteUrl}/posts/${post}`);
    await context.close();
  });

  test('works as plain links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${stack.siteUrl}/about`);
    const url = encodeURIComponent(`${stack.siteUrl}/about`);
    await expect(page.getByRole('link', { name: 'Share on X' })).toHaveAttribute(
      'href',
      new RegExp(`^https://x\\.com/intent/tweet\\?url=${url.replace(/[.%]/g, '\\$&')}`),
    );
    await expect(page.getByRole('link', { name: 'Share on E-mail' })).toHaveAttribute('href', /^mailto:\?subject=/);
    await expect(page.getByRole('link', { name: 'Copy link' })).toHaveAttribute('href', `${stack.siteUrl}/about`);
    await context.close();
  });
});

test.describe('SEO', () => {
  test('a post has its title, description, canonical URL, social cards and the feed link', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/posts/grout-is-part-of-the-picture`);
    await expect(page).toHaveTitle('Grout is part of the picture · Tessera Studios');
    const head = page.locator('head');
    await expect(head.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'The colour between the tiles changes everything. Here is how to choose it.',
    );
    await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${stack.siteUrl}/posts/grout-is-part-of-the-picture`);
    await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(head.locator('meta[property="og:url"]')).toHaveAttribute('content', `${stack.siteUrl}/posts/grout-is-part-of-the-picture`);
    const image = await head.locator('meta[property="og:image"]').getAttribute('content');
    expect(image).toMatch(new RegExp(`^${stack.siteUrl.replace(/[.]/g, '\\.')}/assets/[0-9a-f-]{36}\\?`));
    await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', image!);
    await expect(head.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      'href',
      `${stack.siteUrl}/posts/feed.xml`,
    );
    // The share image itself loads, as a crawler would fetch it.
    const response = await page.request.get(image!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('image/jpeg');
  });

  test('a page without its own image gets a generated one, and without a description the site’s', async ({ page }) => {
    await page.goto(`${stack.siteUrl}/contact`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${stack.siteUrl}/contact`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/api\/share-image\/pages\/en\/contact\?v=[\w-]{22}$/,
    );
    await expect(page.locator('meta[property="og:site_name"]')).toHaveAttribute('content', 'Tessera Studios');
  });

  test('sitemap.xml, robots.txt and the RSS feed', async ({ request }) => {
    const sitemap = await request.get(`${stack.siteUrl}/sitemap.xml`);
    expect(sitemap.status()).toBe(200);
    const xml = await sitemap.text();
    expect(xml).toContain(`<loc>${stack.siteUrl}/posts/two-films-about-the-craft</loc>`);
    expect(xml).toContain(`<loc>${stack.siteUrl}/about</loc>`);
    for (const hidden of ['/members', '/studio-rules', '/posts/winter-programme-draft'])
      expect(xml).not.toContain(`<loc>${stack.siteUrl}${hidden}</loc>`);

    const robots = await (await request.get(`${stack.siteUrl}/robots.txt`)).text();
    expect(robots).toContain('Allow: /');
    expect(robots).toContain('Disallow: /account');
    expect(robots).toContain('Disallow: /api');
    expect(robots).toContain(`Sitemap: ${stack.siteUrl}/sitemap.xml`);

    const feed = await request.get(`${stack.siteUrl}/posts/feed.xml`);
    expect(feed.headers()['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rss = await feed.text();
    expect(rss).toContain('<rss version="2.0"');
    expect(rss.match(/<item>/g)).toHaveLength(20);
    expect(rss).toContain(`<link>${stack.siteUrl}/posts/two-films-about-the-craft</link>`);
  });
});

test.describe('draft preview', () => {
  /** Directus's preview link for an item, as the Data Studio builds it from the collection's preview URL. */
  async function previewLink(collection: 'pages' | 'posts', slug: string): Promise<string> {
    const { meta } = await directus<{ meta: { preview_url: string } }>('GET', `/collections/${collection}`);
    const [item] = await directus<{ id: number }[]>('GET', `/items/${collection}?filter[slug][_eq]=${slug}&fields=id`);
    return meta.preview_url.replace('{{id}}', String(item!.id)).replace('{{$version}}', 'published');
  }

  test('shows a draft post with a banner, and exiting preview hides it again', async ({ page }) => {
    const draftUrl = `${stack.siteUrl}/posts/winter-programme-draft`;
    expect((await page.goto(draftUrl))?.status()).toBe(404);

    await page.goto(await previewLink('posts', 'winter-programme-draft'));
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Winter programme (draft)');
    const banner = page.getByRole('complementary', { name: 'Preview mode' });
    await expect(banner).toContainText('Preview');
    // Published pages show the banner too while previewing, and the Data Studio may frame them (its live preview).
    const framed = await page.goto(`${stack.siteUrl}/about`);
    await expect(banner).toBeVisible();
    // The Studio at the address it was given, and on this machine at the other loopback name too (lib/security/policy.ts).
    const frameAncestors = framed
      ?.headers()
      ['content-security-policy']?.match(/frame-ancestors ([^;]*)/)?.[1]
      ?.split(' ');
    expect(frameAncestors?.slice(0, 2)).toEqual(["'self'", new URL(stack.directusUrl).origin]);
    expect(framed?.headers()['x-frame-options']).toBeUndefined();

    await page.goto(draftUrl);
    await banner.getByRole('link', { name: 'Exit preview' }).click();
    await expect(page).toHaveURL(draftUrl);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByText('This post is a draft')).toHaveCount(0);
    const visitor = await page.goto(`${stack.siteUrl}/about`);
    expect(visitor?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('shows a draft page, and never to a visitor without the preview', async ({ page, browser }) => {
    await page.goto(await previewLink('pages', 'studio-rules'));
    await expect(page).toHaveURL(`${stack.siteUrl}/studio-rules`);
    await expect(page.getByText('This page is a draft and must never appear on the site.')).toBeVisible();

    // Meanwhile another visitor gets no draft, neither rendered now nor from what the preview rendered.
    const visitor = await browser.newContext();
    const response = await (await visitor.newPage()).goto(`${stack.siteUrl}/studio-rules`);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });

  test('refuses a wrong secret and bad links', async ({ request }) => {
    const link = new URL(await previewLink('posts', 'winter-programme-draft'));
    link.searchParams.set('secret', 'wrong');
    expect((await request.get(link.toString(), { maxRedirects: 0 })).status()).toBe(401);
    const good = new URL(await previewLink('posts', 'winter-programme-draft'));
    good.searchParams.set('collection', 'orders');
    expect((await request.get(good.toString(), { maxRedirects: 0 })).status()).toBe(400);
    good.searchParams.set('collection', 'posts');
    good.searchParams.set('id', '999999');
    expect((await request.get(good.toString(), { maxRedirects: 0 })).status()).toBe(404);
  });
});
