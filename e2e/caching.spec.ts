import { expect, test } from '@playwright/test';
import { waitForHydration } from './islands';
import { createMember, directus, freshFromCache, stack, uniqueEmail } from './stack';

// A post no other test opens or changes.
const SLUG = 'caring-for-outdoor-mosaics';

function revalidate(body: unknown, secret = process.env.TESSERA_TEST_REVALIDATE_SECRET) {
  return fetch(`${stack.siteUrl}/api/revalidate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function titleOnSite(headers: Record<string, string> = {}): Promise<string | undefined> {
  const html = await (await fetch(`${stack.siteUrl}/posts/${SLUG}`, { headers })).text();
  return html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
}

test('after a revalidation a change shows on the next view or the one after', async () => {
  const [post] = await directus<{ id: number; title: string }[]>('GET', `/items/posts?filter[slug][_eq]=${SLUG}&fields=id,title`);
  // Polled: an earlier change to this post (a re-run's clean-up) may still be on its way to the cached page.
  await expect.poll(titleOnSite, { timeout: 15_000, intervals: [250] }).toBe(post!.title);
  const edited = `Caring for outdoor mosaics, edited ${Date.now()}`;
  await directus('PATCH', `/items/posts/${post!.id}`, { title: edited });
  try {
    // What Directus's hook sends (it does so by itself too; this makes the moment explicit).
    const answer = await revalidate({ collections: ['posts'] });
    expect(await answer.json()).toMatchObject({ revalidated: ['directus:posts'] });
    const next = await titleOnSite();
    // The next views may still show the old title while the page is rendered again in the background (twice when
    // the first render still read the data cache's old entry); on a loaded machine that takes a few seconds.
    expect([post!.title, edited]).toContain(next);
    await expect.poll(titleOnSite, { timeout: 15_000, intervals: [250] }).toBe(edited);
  } finally {
    await directus('PATCH', `/items/posts/${post!.id}`, { title: post!.title });
  }
});

test('after a revalidation a view rendered per request shows the change as soon, and never the old content again', async () => {
  // A session cookie that is no session: the page cache does not share the view, which is rendered per request and
  // reads the data cache through this process's memo of its reads (lib/content/read-memo.ts).
  const perRequest = () => titleOnSite({ cookie: 'tessera_session=not-a-session' });
  const [post] = await directus<{ id: number; title: string }[]>('GET', `/items/posts?filter[slug][_eq]=${SLUG}&fields=id,title`);
  // The memo holds the post now (polled: the test before restored its title a moment ago).
  await expect.poll(perRequest, { timeout: 15_000, intervals: [250] }).toBe(post!.title);
  const edited = `Caring for outdoor mosaics, rendered per request ${Date.now()}`;
  await directus('PATCH', `/items/posts/${post!.id}`, { title: edited });
  try {
    expect(await (await revalidate({ collections: ['posts'] })).json()).toMatchObject({ revalidated: ['directus:posts'] });
    // The data cache answers the first read after a revalidation with the old value while it refreshes the entry.
    expect([post!.title, edited]).toContain(await perRequest());
    await expect.poll(perRequest, { timeout: 15_000, intervals: [250] }).toBe(edited);
    for (let view = 0; view < 5; view++) expect(await perRequest()).toBe(edited);
  } finally {
    await directus('PATCH', `/items/posts/${post!.id}`, { title: post!.title });
  }
});

test('the revalidation route refuses a wrong secret and a body it cannot read', async () => {
  expect((await revalidate({ collections: ['posts'] }, 'wrong')).status).toBe(401);
  const unreadable = await revalidate('not json');
  expect(unreadable.status).toBe(400);
  expect(await unreadable.json()).toEqual({ error: 'Expected a JSON body { "collections": [collection names] }' });
  expect((await revalidate({ collections: 'posts' })).status).toBe(400);
  // Collections the site does not cache change nothing.
  expect(await (await revalidate({ collections: ['orders'] })).json()).toMatchObject({ revalidated: [] });
});

// The page cache (apps/site/src/lib/page-cache): anonymous visitors' public pages come from it with a hash-based
// policy and headers a CDN may cache; everything personal is rendered per request with a nonce.

const PUBLIC_PAGES = [
  '/',
  '/posts/two-films-about-the-craft',
  '/locations',
  '/posts',
  '/posts?page=2',
  '/products/gift-card',
  '/sitemap.xml',
  '/posts/feed.xml',
];
const CACHE_STATUS = 'x-tessera-page-cache';

const nonceIn = (policy: string | undefined) => /'nonce-[^']+'/.test(policy ?? '');

function expectPersonal(headers: Record<string, string>, what: string) {
  expect(headers['cache-control'], what).toMatch(/\bprivate\b/);
  expect(headers['cache-control'], what).toMatch(/\bno-store\b/);
  expect(headers['cache-control'], what).not.toMatch(/\bpublic\b|s-maxage/);
  expect(nonceIn(headers['content-security-policy']), what).toBe(true);
  expect(headers[CACHE_STATUS], what).toBeUndefined();
}

test('public pages are shared-cacheable, with an ETag and Last-Modified that answer 304', async () => {
  for (const path of PUBLIC_PAGES) {
    const response = await freshFromCache(`${stack.siteUrl}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get(CACHE_STATUS), path).toBe('HIT');
    expect(response.headers.get('cache-control'), path).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(response.headers.get('cache-tag'), path).toMatch(/directus-/);
    const etag = response.headers.get('etag')!;
    const lastModified = response.headers.get('last-modified')!;
    expect(etag, path).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(nonceIn(response.headers.get('content-security-policy') ?? ''), path).toBe(false);
    const conditionals: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-modified-since': lastModified }];
    for (const conditional of conditionals) {
      const again = await fetch(`${stack.siteUrl}${path}`, { headers: conditional });
      expect(again.status, `${path} ${JSON.stringify(conditional)}`).toBe(304);
      expect(again.headers.get('etag')).toBe(etag);
      expect(await again.text()).toBe('');
    }
    expect((await fetch(`${stack.siteUrl}${path}`, { headers: { 'if-none-match': '"other"' } })).status, path).toBe(200);
  }
});

test("a member's pages, preview, the receipt and errors are private, no-store and carry a nonce", async ({ page }) => {
  const missing = await fetch(`${stack.siteUrl}/no-such-page`);
  expect(missing.status).toBe(404);
  expectPersonal(Object.fromEntries(missing.headers), 'a 404');
  const receipt = await fetch(`${stack.siteUrl}/checkout/receipt?order=00000000-0000-4000-8000-000000000000`);
  expectPersonal(Object.fromEntries(receipt.headers), 'the receipt');

  const { meta } = await directus<{ meta: { preview_url: string } }>('GET', '/collections/posts');
  const [draft] = await directus<{ id: number }[]>('GET', '/items/posts?filter[slug][_eq]=winter-programme-draft&fields=id');
  const preview = await page.goto(meta.preview_url.replace('{{id}}', String(draft!.id)));
  expectPersonal(preview!.headers(), 'a draft in preview');
  expectPersonal((await page.goto(`${stack.siteUrl}/about`))!.headers(), 'a published page in preview');
  await page.context().clearCookies();

  const email = uniqueEmail('cache');
  const password = 'cache-password-1';
  const member = await createMember(email, password);
  try {
    await page.goto(`${stack.siteUrl}/account/sign-in`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/account/sign-in'));
    for (const path of ['/', '/members', '/posts/two-films-about-the-craft', '/posts?page=2', '/account/profile']) {
      const response = await page.goto(`${stack.siteUrl}${path}`);
      expect(response!.status(), path).toBe(200);
      expectPersonal(response!.headers(), `${path} for a member`);
    }
    await expect(page.getByText('Bring your own apron')).toHaveCount(0);
    await page.goto(`${stack.siteUrl}/members`);
    await expect(page.getByText('Bring your own apron')).toBeVisible();
    // What the member was shown never reaches the cache: a visitor gets the sign-in prompt.
    const visitor = await fetch(`${stack.siteUrl}/members`);
    const prompt = await visitor.text();
    expect(prompt).toContain('This page is for members. Please sign in to read it.');
    expect(prompt).not.toContain('Bring your own apron');
  } finally {
    await directus('DELETE', `/users/${member}`);
  }
});

test('a cached page that is unpublished in Directus stops being served: the next views answer 404', async () => {
  const slug = `cached-then-unpublished-${Date.now()}`;
  const page = await directus<{ id: number }>('POST', '/items/pages', {
    slug,
    title: 'Here for a moment',
    status: 'published',
    language: 'en',
  });
  try {
    const url = `${stack.siteUrl}/${slug}`;
    expect((await freshFromCache(url)).status).toBe(200);
    await directus('PATCH', `/items/pages/${page.id}`, { status: 'draft' });
    expect((await revalidate({ collections: ['pages'] })).status).toBe(200);
    // The first view may still get the stale copy while it is rendered again; that render's 404 drops it.
    let status = 200;
    for (let attempt = 0; attempt < 40 && status !== 404; attempt++) {
      const response = await fetch(url);
      await response.arrayBuffer();
      status = response.status;
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(404);
    // …and stays gone: no stale copy comes back.
    expect((await fetch(url)).status).toBe(404);
  } finally {
    await directus('DELETE', `/items/pages/${page.id}`);
  }
});

// One address per page (apps/site/src/lib/page-cache/canonical.ts).

test("a first visitor's tracking query string never reaches the page other visitors get", async () => {
  const id = `${Date.now()}`;
  const slug = `first-asked-with-a-query-${id}`;
  const post = await directus<{ id: number }>('POST', '/items/posts', {
    status: 'published',
    language: 'en',
    title: `First asked with a query ${id}`,
    slug,
    published_at: new Date().toISOString(),
    body: { blocks: [{ id: 'p', type: 'paragraph', data: { text: 'A newsletter links here.' } }] },
  });
  try {
    const tracked = await fetch(`${stack.siteUrl}/posts/${slug}?utm=alice-${id}&email=alice%40example.com`);
    expect(tracked.status).toBe(200);
    expect(await tracked.text()).not.toContain(`alice-${id}`);
    // Once the page is in the cache, what every later visitor gets.
    await freshFromCache(`${stack.siteUrl}/posts/${slug}`);
    const plain = await fetch(`${stack.siteUrl}/posts/${slug}`);
    expect(plain.headers.get('x-tessera-page-cache')).toMatch(/^(HIT|STALE)$/);
    const html = await plain.text();
    expect(html).toContain(`First asked with a query ${id}`);
    expect(html).not.toContain(`alice-${id}`);
    expect(html).not.toContain('utm=');
  } finally {
    await directus('DELETE', `/items/posts/${post.id}`);
  }
});

test('another spelling of a page’s address leads to the page’s one address with a 308, query string kept', async ({ page }) => {
  const canonical = '/posts/two-films-about-the-craft';
  for (const alias of [
    '/posts/%74wo-films-about-the-craft',
    '/posts/%74%77%6F-films-about-the-craft',
    `${canonical}/`,
    '//posts//two-films-about-the-craft',
  ]) {
    const response = await fetch(`${stack.siteUrl}${alias}?utm_source=newsletter`, { redirect: 'manual' });
    expect(response.status, alias).toBe(308);
    expect(response.headers.get('location'), alias).toBe(`${canonical}?utm_source=newsletter`);
    expect(response.headers.get(CACHE_STATUS), alias).toBeNull();
  }
  const response = await page.goto(`${stack.siteUrl}/posts/%74wo-films-about-the-craft?utm_source=newsletter`);
  expect(response!.status()).toBe(200);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(`${canonical}?utm_source=newsletter`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a cached page comes in the encoding the client accepts, and says it varies by it', async () => {
  await freshFromCache(`${stack.siteUrl}/about`);
  const cases: [string, string | null][] = [
    ['br;q=0, gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['identity', null],
  ];
  for (const [accepted, encoding] of cases) {
    const response = await fetch(`${stack.siteUrl}/about`, { headers: { 'accept-encoding': accepted } });
    expect(response.headers.get(CACHE_STATUS), accepted).toMatch(/^(HIT|STALE)$/);
    expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
    expect(response.headers.get('vary'), accepted).toMatch(/\bAccept-Encoding\b/);
    expect(await response.text(), accepted).toContain('</html>');
  }
});

test('a page rendered per request comes in the encoding the client accepts too, Brotli first', async ({ page }) => {
  // A session cookie keeps the page cache out (this one is no session, so the page renders as a visitor's).
  const cases: [string, string | null][] = [
    ['br;q=0, gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['identity', null],
  ];
  for (const [accepted, encoding] of cases) {
    const response = await fetch(`${stack.siteUrl}/about`, { headers: { 'accept-encoding': accepted, cookie: 'tessera_session=none' } });
    expect(response.headers.get(CACHE_STATUS), accepted).toBeNull();
    expect(response.headers.get('content-encoding'), accepted).toBe(encoding);
    expect(response.headers.get('vary'), accepted).toMatch(/\bAccept-Encoding\b/);
    expect(await response.text(), accepted).toContain('</html>');
  }
  // A browser's client-side navigation and its prefetches: RSC payloads, rendered per request (and streamed, so
  // compressed whatever their size), decoded by the browser.
  const encodings: (string | undefined)[] = [];
  page.on('response', (response) => {
    if (response.request().headers()['rsc'] === '1') encodings.push(response.headers()['content-encoding']);
  });
  await page.goto(`${stack.siteUrl}/`);
  // A click before React has taken over the page is an ordinary page load, with no RSC payload.
  await waitForHydration(page);
  await page.locator('a[href="/posts"]').first().click();
  await expect(page).toHaveURL(`${stack.siteUrl}/posts`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(encodings.length).toBeGreaterThan(0);
  expect(new Set(encodings)).toEqual(new Set(['br']));
});
