import { expect, test, type Page } from '@playwright/test';
import { directus, stack } from './stack';
import { STUB_PHOTO } from '../scripts/lib/image-host-stub.mjs';

/**
 * Images pasted by URL, and every other way an editor's URL could reach a page: the site's pages make the visitor's
 * browser ask only the site itself. The stand-in image host (scripts/lib/image-host-stub.mjs) plays a host on the
 * internet; Directus may import from it only because the test stack names it (TESSERA_TEST_IMAGE_HOST).
 */

let pasted: { id: number; slug: string };
test.beforeAll(async () => {
  const slug = `pasted-image-${Date.now()}`;
  const post = await directus<{ id: number }>('POST', '/items/posts', {
    status: 'published',
    language: 'en',
    title: 'A pasted picture',
    slug,
    published_at: new Date().toISOString(),
    body: {
      blocks: [
        { id: 'p', type: 'paragraph', data: { text: 'The lake, pasted by its address:' } },
        { id: 'i', type: 'image', data: { caption: 'The <b>lake</b>', file: { url: `${stack.imageHostUrl}/photo.jpg?e2e=${slug}` } } },
      ],
    },
  });
  pasted = { id: post.id, slug };
});
// The newest post would change the journal and home page of later tests.
test.afterAll(() => directus('DELETE', `/items/posts/${pasted.id}`));

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/** Every request the page makes to another origin, and every Content-Security-Policy violation, from now on. */
async function watchForeign(page: Page) {
  const origin = new URL(stack.siteUrl).origin;
  const found: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin)
      found.push(`${request.resourceType()} ${url.href}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window.__policyViolations ??= []).push(`${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  });
  return async () => [...found.splice(0), ...(await page.evaluate(() => window.__policyViolations?.splice(0) ?? []))];
}

/**
 * The URLs in the page that the browser loads by itself, with no visitor action: images and their candidates, frames,
 * scripts, media and posters, objects, stylesheets and other fetched links, and url() in styles. Links a visitor
 * follows (`<a href>`, canonical and alternate links) are not among them.
 */
function loadedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls: string[] = [];
    const add = (value: string | null) => {
      if (value) urls.push(new URL(value, document.baseURI).href);
    };
    const candidates = (value: string | null) => value?.split(',').forEach((candidate) => add(candidate.trim().split(/\s+/)[0] ?? null));
    for (const element of document.querySelectorAll('[src]')) add(element.getAttribute('src'));
    for (const element of document.querySelectorAll('[srcset]')) candidates(element.getAttribute('srcset'));
    for (const element of document.querySelectorAll('link[imagesrcset]')) candidates(element.getAttribute('imagesrcset'));
    for (const element of document.querySelectorAll('[poster]')) add(element.getAttribute('poster'));
    for (const element of document.querySelectorAll('object[data]')) add(element.getAttribute('data'));
    for (const element of document.querySelectorAll('image, use')) add(element.getAttribute('href') ?? element.getAttribute('xlink:href'));
    const fetched = /\b(stylesheet|preload|modulepreload|prefetch|preconnect|dns-prefetch|icon|apple-touch-icon|manifest)\b/i;
    for (const link of document.querySelectorAll('link[href]'))
      if (fetched.test(link.getAttribute('rel') ?? '')) add(link.getAttribute('href'));
    const styles = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
    styles.push(...[...document.querySelectorAll('[style]')].map((element) => element.getAttribute('style') ?? ''));
    for (const css of styles) for (const [, url] of css.matchAll(/url\(\s*['"]?([^'")]+)/g)) add(url ?? null);
    return urls.filter((url) => url.startsWith('http:') || url.startsWith('https:'));
  });
}

test('an image pasted by URL shows from the site’s own address, sized, with no policy violation', async ({ page }) => {
  const foreign = await watchForeign(page);
  await page.goto(`${stack.siteUrl}/posts/${pasted.slug}`, { waitUntil: 'networkidle' });
  const image = page.locator('figure.image img');
  await expect(image).toHaveAttribute('width', String(STUB_PHOTO.width));
  await expect(image).toHaveAttribute('height', String(STUB_PHOTO.height));
  await expect(image).toHaveAttribute('alt', 'The lake');
  expect(await image.getAttribute('src')).toMatch(/^\/assets\/[0-9a-f-]{36}$/);
  expect(await image.getAttribute('srcset')).toContain('?width=320 320w');
  // Loaded, from the site.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
  expect(new URL(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).origin).toBe(new URL(stack.siteUrl).origin);
  expect(await foreign()).toEqual([]);
});

/** How many tabs walk the pages side by side: most of a page's time is spent waiting for its network to go idle. */
const TABS = 4;

test('no demo page makes the visitor’s browser ask another origin', async ({ context }) => {
  test.setTimeout(600_000);
  const origin = new URL(stack.siteUrl).origin;
  /** A tab that watches what it asks for. */
  const openTab = async () => {
    const page = await context.newPage();
    // What is asked, not what comes back, is under test. The browser itself refuses (Chromium's blocked URLs) the site's
    // own images, as resizing every size of every image on a busy machine took most of the walk's time, and any other
    // origin, which no page is expected to ask: were one to ask anyway, the request is seen, but never leaves the
    // machine. Routes (`page.route`) would do the same, but turn off the browser's cache: every page then fetched and
    // compiled the site's scripts again.
    const browser = await context.newCDPSession(page);
    await browser.send('Network.enable');
    await browser.send('Network.setBlockedURLs', {
      urlPatterns: [
        { urlPattern: `${origin}/assets/*`, block: true },
        { urlPattern: `${origin}/*`, block: false },
        { urlPattern: '*://*:*', block: true },
      ],
    });
    return { page, foreign: await watchForeign(page) };
  };
  // Every page of the sitemap in the default language, and each other language's home: the other languages' pages
  // are the same templates with translated content.
  const sitemap = await (await fetch(`${stack.siteUrl}/sitemap.xml`)).text();
  const paths = new Set(['/', '/posts', '/search?q=mosaic', `/posts/${pasted.slug}`]);
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = new URL(loc ?? '/').pathname;
    const language = /^\/([a-z]{2}(?:-[a-z]{2})?)(?:\/|$)/i.exec(path)?.[1];
    paths.add(language ? `/${language}` : path);
  }
  expect(paths.size).toBeGreaterThan(6);
  const found: string[] = [];
  const queue = [...paths];
  // Each tab takes the next page until none is left.
  const walk = async ({ page, foreign }: Awaited<ReturnType<typeof openTab>>) => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await page.goto(`${stack.siteUrl}${path}`);
      // Scrolled to the end, so that lazy images and islands shown on scrolling load too.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      const elements = (await loadedUrls(page)).filter((url) => new URL(url).origin !== origin);
      found.push(...[...elements, ...(await foreign())].map((what) => `${path}: ${what}`));
    }
  };
  const tabs = await Promise.all(Array.from({ length: TABS }, openTab));
  await Promise.all(tabs.map(walk));
  expect(found).toEqual([]);
});
