import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoViolations } from './axe';
import { mapLayout } from './maps-helpers';
import { THEME_SCRIPT } from '../apps/site/src/lib/theme/script.mjs';
import { cspDirective } from '../apps/site/src/lib/security/testing';
import { directus, freshFromCache, payloadList, rawAnswer, stack, storedInVarnish, throughVarnish } from './stack';
import { test } from './studio-page';

// The brand and the search engines (features/theme, features/seo): the theme from the site settings, the theme
// switch on cached pages under their hash-based CSP, structured data on every page type, generated share images.

type Settings = {
  brand_color: string | null;
  brand_color_dark: string | null;
  dark_background_color: string | null;
  logo_dark: string | null;
};
const themeSource = `'sha256-${createHash('sha256').update(THEME_SCRIPT).digest('base64')}'`;

/** The JSON-LD of a page as served: every node, `@graph`s unwrapped. */
async function structuredData(path: string): Promise<Record<string, unknown>[]> {
  const html = await (await fetch(`${stack.siteUrl}${path}`)).text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!));
  return blocks.flatMap((block) => block['@graph'] ?? [block]);
}
const types = (nodes: Record<string, unknown>[]) => [...new Set(nodes.map((node) => node['@type']))].sort();

/** Records CSP violations reported in the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      ((window as unknown as { __violations: string[] }).__violations ??= []).push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

test.describe('the theme from the site settings', () => {
  let saved: Settings;
  test.beforeAll(async () => {
    saved = await directus<Settings>('GET', '/items/site_settings?fields=brand_color,brand_color_dark,dark_background_color,logo_dark');
  });
  test.afterAll(async () => {
    await directus('PATCH', '/items/site_settings', saved);
  });

  test('an editor’s brand colour and dark logo reach cached pages like any content change', async ({ page }) => {
    const [file] = await directus<{ id: string }[]>('GET', '/files?filter[type][_eq]=image/jpeg&fields=id&limit=1');
    // Copies already stored by the site's page cache and by Varnish in front of it (as a CDN would).
    await freshFromCache(`${stack.siteUrl}/de/posts`);
    expect((await storedInVarnish('/de/posts')).body).not.toContain('#0b57d0');
    await directus('PATCH', '/items/site_settings', { brand_color: '#0b57d0', brand_color_dark: '#8ab4f8', logo_dark: file!.id });
    await expect
      .poll(async () => (await (await fetch(`${stack.siteUrl}/de/posts`)).text()).includes('--accent:light-dark(#0b57d0,#8ab4f8)'), {
        timeout: 20_000,
      })
      .toBe(true);
    // The purge reached Varnish: its next stored copy is the new one.
    await expect
      .poll(async () => (await throughVarnish('/de/posts')).body.includes('--accent:light-dark(#0b57d0,#8ab4f8)'), { timeout: 20_000 })
      .toBe(true);
    expect((await storedInVarnish('/de/posts')).body).toContain(file!.id);
    await freshFromCache(`${stack.siteUrl}/de/posts`);
    const response = await page.goto(`${stack.siteUrl}/de/posts`);
    expect(response!.headers()['x-tessera-page-cache']).toBe('HIT');
    const accent = () =>
      page.evaluate(() => {
        const probe = document.body.appendChild(document.createElement('span'));
        probe.style.color = 'var(--accent)';
        const { color } = getComputedStyle(probe);
        probe.remove();
        return color;
      });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await accent()).toBe('rgb(11, 87, 208)');
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await accent()).toBe('rgb(138, 180, 248)');
    // The dark logo is the one shown in the dark theme (the light one may be the same file).
    await expect(page.locator('.site-header__logo.logo--dark')).toHaveAttribute('src', new RegExp(file!.id));
    await expect(page.locator('.site-header__logo.logo--dark')).toBeVisible();
  });

  test('in the Data Studio, an editor is told why a colour is refused, and a colour that passes is saved', async ({ studio: page }) => {
    // From the default colour, so that saving the passing one is a change the Studio must send.
    await directus('PATCH', '/items/site_settings', { brand_color: null });
    await page.goto(`${stack.directusUrl}/admin/content/site_settings`);
    // The colour interface's text input (beside it, a hidden native colour picker).
    const brand = page.locator('.field', { hasText: 'Brand Color' }).first().locator('input:not([type="color"])');
    await brand.fill('#ffcc00');
    await page.keyboard.press('Control+s');
    await expect(page.getByText(/Brand colour #ffcc00: links on the page background in the light theme .* short\./)).toBeVisible();
    // The Studio shows the refusal in a dialog, which holds the keyboard until the editor dismisses it.
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await brand.fill('#0b57d0');
    await page.keyboard.press('Control+s');
    await expect
      .poll(async () => (await directus<Settings>('GET', '/items/site_settings?fields=brand_color')).brand_color?.toLowerCase())
      .toBe('#0b57d0');
  });

  test('a colour with too little contrast is refused at save, saying which pairing fails and by how much', async () => {
    const response = await fetch(`${stack.directusUrl}/items/site_settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ brand_color: '#ffcc00' }),
    });
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(errors[0]!.extensions.code).toBe('INSUFFICIENT_CONTRAST');
    expect(errors[0]!.message).toMatch(
      /^Brand colour #ffcc00: links on the page background in the light theme \(#ffcc00 on #fbf8f4\) has a contrast of 1\.\d\d:1; WCAG 2\.2 AA needs 4\.5:1, \d\.\d\d short\. The nearest shade that passes everywhere is #[0-9a-f]{6}\.$/,
    );
    const dark = await fetch(`${stack.directusUrl}/items/site_settings`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ dark_background_color: '#9a9a9a' }),
    });
    expect(dark.status).toBe(400);
    expect(((await dark.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(
      /^Background \(dark theme\) #9a9a9a: text on the page background in the dark theme/,
    );
    expect(await directus<Settings>('GET', '/items/site_settings?fields=brand_color')).not.toMatchObject({ brand_color: '#ffcc00' });
  });
});

test.describe('the theme switch', () => {
  test('keeps a choice, applies it before the page is drawn, and breaks no CSP rule on a cached page', async ({ page }) => {
    await freshFromCache(`${stack.siteUrl}/about`);
    const violations = await watchViolations(page);
    // What the theme is when the body begins: nothing of the page has been drawn yet.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (!document.body) return;
        observer.disconnect();
        (window as unknown as { __atFirstBody: string }).__atFirstBody = getComputedStyle(document.documentElement).colorScheme;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    const response = await page.goto(`${stack.siteUrl}/about`);
    expect(response!.headers()['x-tessera-page-cache']).toBe('HIT');
    expect(cspDirective(response!.headers()['content-security-policy'], 'script-src')).toContain(themeSource);
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 25, 23)');
    // The chosen theme against the system's: every colour is the dark palette's, axe finds nothing.
    await expectNoViolations(page);

    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __atFirstBody: string }).__atFirstBody)).toBe('dark');
    await expect(page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' })).toBeChecked();
    await page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'System' }).check();
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { __atFirstBody: string }).__atFirstBody)).toBe('light dark');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(251, 248, 244)');
    expect(await page.evaluate(() => localStorage.getItem('tessera-theme'))).toBeNull();
    expect(await violations()).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, colorScheme: 'dark' });

    test('the system’s setting applies and the switch is not offered', async ({ page }) => {
      await page.goto(`${stack.siteUrl}/about`);
      await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(27, 25, 23)');
      await expect(page.getByRole('group', { name: 'Theme' })).toBeHidden();
    });
  });
});

test.describe('structured data', () => {
  test('every page type carries its JSON-LD, in its language', async () => {
    expect(types(await structuredData('/'))).toEqual(['Organization', 'WebSite']);
    const [, website] = await structuredData('/de');
    expect(website).toMatchObject({
      inLanguage: 'de',
      potentialAction: { target: { urlTemplate: `${stack.siteUrl}/de/search?q={search_term_string}` } },
    });
    expect(types(await structuredData('/posts'))).toEqual(['BreadcrumbList']);
    const post = await structuredData('/ar/posts/filman-an-al-hirfa');
    expect(types(post)).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(post.find((node) => node['@type'] === 'BlogPosting')).toMatchObject({ inLanguage: 'ar', headline: expect.any(String) });
    expect((post[0]!.itemListElement as { item: string }[]).map((crumb) => crumb.item)).toEqual([
      `${stack.siteUrl}/ar`,
      `${stack.siteUrl}/ar/posts`,
      // Its category, as in the visible breadcrumbs.
      `${stack.siteUrl}/ar/posts/category/studio-life`,
      `${stack.siteUrl}/ar/posts/filman-an-al-hirfa`,
    ]);
    const product = await structuredData('/products/starter-mosaic-kit');
    expect(product.find((node) => node['@type'] === 'Product')).toMatchObject({
      offers: {
        '@type': 'Offer',
        priceCurrency: 'EUR',
        price: expect.stringMatching(/^\d+\.\d\d$/),
        availability: 'https://schema.org/InStock',
      },
    });
    const locations = await structuredData('/locations');
    expect(types(locations)).toEqual(['BreadcrumbList', 'LocalBusiness']);
    expect(locations.find((node) => node['@type'] === 'LocalBusiness')).toMatchObject({
      address: { '@type': 'PostalAddress', addressLocality: expect.any(String), addressCountry: expect.any(String) },
      geo: { '@type': 'GeoCoordinates', latitude: expect.any(Number), longitude: expect.any(Number) },
    });
  });

  test('an editor’s title with </script> in it stays text', async ({ page }) => {
    const id = Date.now();
    const title = `</script><script>window.__injected = 1</script><!--<script> ${id}`;
    const post = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'published',
      language: 'en',
      title,
      slug: `script-${id}`,
      published_at: new Date().toISOString(),
    });
    try {
      const violations = await watchViolations(page);
      await page.goto(`${stack.siteUrl}/posts/script-${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      expect(await page.evaluate(() => (window as unknown as { __injected?: number }).__injected)).toBeUndefined();
      const headlines = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) => scripts.flatMap((script) => JSON.parse(script.textContent!)['@graph']).map((node) => node.headline));
      expect(headlines).toContain(title);
      expect(await violations()).toEqual([]);
    } finally {
      await directus('DELETE', `/items/posts/${post.id}`);
    }
  });

  test('the locations page holds each studio’s LocalBusiness once, kept after the map hydrates', async ({ page }) => {
    const html = await (await fetch(`${stack.siteUrl}/locations`)).text();
    const studios = (await structuredData('/locations')).filter((node) => node['@type'] === 'LocalBusiness');
    const [located] = await directus<{ count: { id: number | string } }[]>(
      'GET',
      '/items/locations?aggregate[count]=id&filter[latitude][_nnull]=true&filter[longitude][_nnull]=true',
    );
    const count = Number(located!.count.id);
    expect(studios).toHaveLength(count);
    // Once in the page, not a second time in the RSC payload as escaped text (which made the page 2.6 times the size).
    expect(html.split('LocalBusiness').length - 1).toBe(count);

    await page.goto(`${stack.siteUrl}/locations`);
    await expect(mapLayout(page)).toHaveAttribute('data-hydrated', '');
    const kept = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) =>
      scripts.flatMap((script) => {
        const data = JSON.parse(script.textContent!);
        return (data['@graph'] ?? [data]).filter((node: { '@type': string }) => node['@type'] === 'LocalBusiness');
      }),
    );
    expect(kept).toEqual(studios);
  });
});

test.describe('generated share images', () => {
  test('a post without an image of its own shares one in its language, made once per version', async ({ request }) => {
    const id = Date.now();
    // A post in another language than the default translates one in it.
    const original = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'published',
      language: 'en',
      title: `A post without an image ${id}`,
      slug: `no-image-${id}`,
      published_at: new Date().toISOString(),
    });
    const post = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'published',
      language: 'ar',
      translation_of: original.id,
      title: `مقال بلا صورة ${id}`,
      slug: `bila-sura-${id}`,
      published_at: new Date().toISOString(),
    });
    try {
      const meta = async () => {
        const html = await (await fetch(`${stack.siteUrl}/ar/posts/bila-sura-${id}`)).text();
        const content = (property: string) => new RegExp(`<meta (?:property|name)="${property}" content="([^"]*)"`).exec(html)?.[1];
        return {
          image: content('og:image'),
          width: content('og:image:width'),
          height: content('og:image:height'),
          alt: content('og:image:alt'),
          twitter: content('twitter:image'),
        };
      };
      const first = await meta();
      expect(first.image).toMatch(new RegExp(`^${stack.siteUrl}/api/share-image/posts/ar/bila-sura-${id}\\?v=[\\w-]{22}$`));
      expect(first).toMatchObject({
        width: '1200',
        height: '630',
        alt: expect.stringContaining(`مقال بلا صورة ${id}`),
        twitter: first.image,
      });

      const image = await request.get(first.image!);
      expect(image.status()).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
      const etag = image.headers()['etag']!;
      expect(await sharp(await image.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
      expect((await request.get(first.image!, { headers: { 'if-none-match': etag } })).status()).toBe(304);

      // A new title makes a new image; the old address leads to it.
      await directus('PATCH', `/items/posts/${post.id}`, { title: `عنوان جديد ${id}` });
      await expect.poll(async () => (await meta()).image, { timeout: 20_000 }).not.toBe(first.image);
      // The image's route reads the post through the data cache too (stale while it refreshes, as pages do).
      await expect.poll(async () => (await request.get(first.image!, { maxRedirects: 0 })).status(), { timeout: 20_000 }).toBe(307);
      const moved = await request.get(first.image!, { maxRedirects: 0 });
      expect(`${stack.siteUrl}${moved.headers()['location']}`).toBe((await meta()).image);
    } finally {
      await directus('DELETE', `/items/posts/${post.id}`);
      await directus('DELETE', `/items/posts/${original.id}`);
    }
  });

  test('a German post titled with a 40-letter compound has a working share image (finding 2 of issue 37)', async ({ request }) => {
    const id = Date.now();
    const compound = 'Donaudampfschifffahrtsgesellschaftsfeier';
    expect(compound).toHaveLength(40);
    const original = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'published',
      language: 'en',
      title: `A celebration ${id}`,
      slug: `celebration-${id}`,
      published_at: new Date().toISOString(),
    });
    const post = await directus<{ id: number }>('POST', '/items/posts', {
      status: 'published',
      language: 'de',
      translation_of: original.id,
      title: compound,
      slug: `feier-${id}`,
      published_at: new Date().toISOString(),
    });
    try {
      const html = await (await fetch(`${stack.siteUrl}/de/posts/feier-${id}`)).text();
      const image = /<meta property="og:image" content="([^"]*)"/.exec(html)?.[1];
      expect(image).toMatch(new RegExp(`/api/share-image/posts/de/feier-${id}\\?v=`));
      const answer = await request.get(image!);
      expect(answer.status()).toBe(200);
      expect(answer.headers()['content-type']).toBe('image/png');
      expect(await sharp(await answer.body()).metadata()).toMatchObject({ width: 1200, height: 630, format: 'png' });
    } finally {
      await directus('DELETE', `/items/posts/${post.id}`);
      await directus('DELETE', `/items/posts/${original.id}`);
    }
  });

  test('an unknown item or kind has no image', async ({ request }) => {
    for (const path of [
      '/api/share-image/posts/en/no-such-post',
      '/api/share-image/users/en/x',
      '/api/share-image/posts/xx/a',
      '/api/share-image/posts/en/..%2F..%2Fetc',
    ]) {
      expect((await request.get(`${stack.siteUrl}${path}`)).status(), path).toBe(404);
    }
  });

  test('a hostile path finds no image and no file: a public list of path traversals', async () => {
    for (const payload of payloadList('path-traversal-payloads.txt')) {
      for (const path of [`/api/share-image/posts/en/${payload}`, `/api/share-image/pages/en/${payload}`, `/api/share-image/${payload}`]) {
        const { status, location } = await rawAnswer(path);
        // Refused (4xx), or sent on to one of the site's own paths: never an image, a file or a server error.
        if (status >= 300 && status < 400) expect(location, path).toMatch(/^\/(?![\/\\])/);
        else expect(status, path).toBeGreaterThanOrEqual(400);
        expect(status, path).toBeLessThan(500);
      }
    }
  });
});
