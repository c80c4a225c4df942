import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { randomId } from '../apps/site/src/lib/random-id';
import { createMember, directus, freshFromCache, stack, storedInVarnish, throughVarnish, uniqueEmail, varnishUrl } from './stack';

// Varnish with the VCL of docs/cdn.md (docs/deploy/varnish.vcl) in front of the test site, which purges it on every
// change (CDN_PURGE_URL, set by scripts/lib/test-stack.mjs). Varnish says how it answered in X-Cache: HIT (from its
// store), MISS (fetched from the site, and stored if the site allows) or PASS (fetched for this request alone).

const purgeSecret = () => process.env.TESSERA_TEST_VARNISH_PURGE_SECRET ?? '';

const titleIn = (html: string) => html.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
const unique = () =>
  randomId()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** A published page of the default language that no other test knows, at `/varnish-…` or below it. */
async function newPage(title: string, below = '') {
  const slug = `varnish-${unique()}${below}`;
  const page = await directus<{ id: number }>('POST', '/items/pages', { slug, title, status: 'published', language: 'en' });
  return { id: page.id, slug, remove: () => directus('DELETE', `/items/pages/${page.id}`) };
}

/**
 * The site sends Varnish its purge right after it applies a change itself (a fresh render, a new redirect table): for
 * the purge's round trip the site may answer the new version while Varnish still holds the old one, a few
 * milliseconds on a quiet machine and hundreds on a busy one. A check for each poll: once the site has shown the change
 * for longer than PURGE_ROUND_TRIP_MS, Varnish must show it too (a purge that never came would fail it).
 */
function varnishFollowsSite(message: string): (siteChanged: boolean, varnishChanged: boolean) => void {
  let siteChangedAt: number | undefined;
  return (siteChanged, varnishChanged) => {
    if (!siteChanged) return;
    siteChangedAt ??= Date.now();
    if (Date.now() - siteChangedAt > PURGE_ROUND_TRIP_MS) expect(varnishChanged, message).toBe(true);
  };
}
const PURGE_ROUND_TRIP_MS = 2_000;

test('public pages are served by Varnish from one stored copy, with the tags it purges by hidden', async () => {
  for (const path of ['/', '/posts/two-films-about-the-craft', '/posts?page=2', '/products/gift-card', '/sitemap.xml', '/posts/feed.xml']) {
    await freshFromCache(`${stack.siteUrl}${path}`);
    const site = await fetch(`${stack.siteUrl}${path}`);
    const stored = await storedInVarnish(path);
    expect(stored.status, path).toBe(200);
    expect(stored.body, path).toBe(await site.text());
    expect(stored.headers.get('surrogate-key'), path).toMatch(/directus-/);
    expect(stored.headers.get('xkey'), path).toBeNull();
    expect(stored.headers.get('content-security-policy'), path).toBe(site.headers.get('content-security-policy'));
  }
  // The build's files are stored too; the API, search and the members area never are.
  const script = (await throughVarnish('/')).body.match(/src="(\/_next\/static\/[^"]+\.js)"/)![1]!;
  await throughVarnish(script);
  expect((await throughVarnish(script)).cache).toBe('HIT');
  for (const path of ['/api/health', '/search?q=mosaic', '/account/sign-in']) {
    await throughVarnish(path);
    expect((await throughVarnish(path)).cache, path).toBe('PASS');
  }
});

test("query strings and aliases share the page's one copy, and a first visitor's query never reaches it", async () => {
  const page = await newPage('Stored once');
  try {
    // The first visitor ever arrives from a newsletter, with personal data in the query string.
    const tracked = `/${page.slug}?utm_source=newsletter&utm_term=alice-${unique()}@example.com`;
    expect((await throughVarnish(tracked)).status).toBe(200);
    const first = await storedInVarnish(`/${page.slug}`);
    expect(first.body).not.toContain('alice-');
    expect(first.body).not.toContain('utm_');
    expect(titleIn(first.body)).toBe('Stored once');
    // Percent-encoded letters (in either case), doubled slashes, dot segments and other query strings are the same page.
    const aliases = [
      `/${page.slug.replace('v', '%76').replace('a', '%61')}`,
      `/${page.slug.replace('n', '%6e')}`,
      `/${page.slug.replace('n', '%6E')}`,
      `//${page.slug}`,
      `/./${page.slug}`,
    ];
    // The purge that the new page's creation sends (Directus's hook, then the site) may reach Varnish only now, on a
    // busy machine, and drop the copy: then the page is stored again and the aliases are asked again.
    await expect(async () => {
      const stored = await storedInVarnish(`/${page.slug}`);
      for (const alias of aliases) {
        const answer = await throughVarnish(`${alias}?gclid=${unique()}`);
        expect(answer.cache, alias).toBe('HIT');
        expect(answer.body, alias).toBe(stored.body);
      }
    }).toPass({ timeout: 20_000 });
    // The journal keeps its page number, whatever else the query holds and in whatever order.
    const secondPage = await storedInVarnish('/posts?page=2');
    const reordered = await throughVarnish('/posts?fbclid=x&page=2&utm_medium=email');
    expect([reordered.cache, reordered.body]).toEqual(['HIT', secondPage.body]);
    expect((await throughVarnish('/posts')).body).not.toBe(secondPage.body);
    // A broken percent-encoding is the site's to answer, and is not stored.
    const broken = await throughVarnish(`/${page.slug}%zz`);
    expect(broken.cache).toBe('PASS');
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
  } finally {
    await page.remove();
  }
});

test('a change in Directus purges the pages by tag and reaches visitors through Varnish as soon as at the site', async () => {
  const page = await newPage('Before the change');
  try {
    await freshFromCache(`${stack.siteUrl}/${page.slug}`);
    expect(titleIn((await storedInVarnish(`/${page.slug}`)).body)).toBe('Before the change');
    await directus('PATCH', `/items/pages/${page.id}`, { title: 'After the change' });
    // Directus's hook tells the site, which purges Varnish. Each view of the site is followed by one through Varnish:
    // once the site shows the change, Varnish must too.
    const follows = varnishFollowsSite('through Varnish, once the site shows the change');
    await expect
      .poll(
        async () => {
          const atSite = titleIn(await (await fetch(`${stack.siteUrl}/${page.slug}`)).text());
          const atVarnish = titleIn((await throughVarnish(`/${page.slug}`)).body);
          follows(atSite === 'After the change', atVarnish === 'After the change');
          return atVarnish;
        },
        { timeout: 20_000, intervals: [100] },
      )
      .toBe('After the change');
    expect((await storedInVarnish(`/${page.slug}`)).body).toContain('After the change');
  } finally {
    await page.remove();
  }
});

test('a purge takes the tags and paths the site sends, with the secret, and drops exactly those pages', async () => {
  const page = await newPage('Tagged');
  try {
    const path = `/${page.slug}`;
    const tagsOf = async (address: string) => (await storedInVarnish(address)).headers.get('surrogate-key')!.split(' ');
    const tags = await tagsOf(path);
    expect(tags).toContain('directus-pages');
    // A stored page that did not read one of the page's collections.
    let other: { path: string; tag: string } | undefined;
    for (const candidate of ['/posts/feed.xml', '/sitemap.xml', '/products/gift-card', '/posts/two-films-about-the-craft']) {
      const otherTags = await tagsOf(candidate);
      const tag = tags.find((name) => !otherTags.includes(name));
      if (tag) {
        other = { path: candidate, tag };
        break;
      }
    }
    expect(other, `a page without one of ${tags.join(', ')}`).toBeDefined();
    const purge = (query: string, secret: string) =>
      fetch(`${varnishUrl()}/?${query}`, { method: 'PURGE', headers: { 'x-purge-secret': secret } });
    expect((await purge(`tags=${other!.tag}`, 'not the secret')).status).toBe(403);
    expect((await throughVarnish(path)).cache).toBe('HIT');
    // By tag: the page goes, the other stays.
    expect((await purge(`tags=${other!.tag}&paths=`, purgeSecret())).status).toBe(200);
    expect((await throughVarnish(path)).cache).toBe('MISS');
    expect((await throughVarnish(other!.path)).cache).toBe('HIT');
    // By path, in any percent-encoding of it.
    await storedInVarnish(path);
    const encoded = encodeURIComponent(path.replace('v', '%76'));
    expect((await purge(`tags=&paths=${encoded}`, purgeSecret())).status).toBe(200);
    expect((await throughVarnish(path)).cache).toBe('MISS');
  } finally {
    await page.remove();
  }
});

test('a new redirect rule purges the pages it covers: Varnish answers it as soon as the site does', async () => {
  // A page below a path, which an editor then moves with a prefix rule (the rule covers, and hides, published pages).
  const page = await newPage('Soon moved', '/inner');
  const from = `/${page.slug}`;
  try {
    await freshFromCache(`${stack.siteUrl}${from}`);
    await storedInVarnish(from);
    const rule = await directus<{ id: number }>('POST', '/items/redirects', {
      from: `${from.replace(/\/inner$/, '')}/*`,
      to: '/posts',
      status: 302,
      active: true,
    });
    try {
      const follows = varnishFollowsSite('through Varnish, once the site redirects');
      await expect
        .poll(
          async () => {
            const atSite = (await fetch(`${stack.siteUrl}${from}?ref=mail`, { redirect: 'manual' })).status;
            const atVarnish = await throughVarnish(`${from}?ref=mail`);
            follows(atSite === 302, atVarnish.status === 302);
            return [atVarnish.status, atVarnish.headers.get('location')?.replace(/^https?:\/\/[^/]+/, '')];
          },
          { timeout: 20_000, intervals: [100] },
        )
        .toEqual([302, '/posts?ref=mail']);
      // The redirect carries each visitor's own query string, so it is never stored.
      expect((await throughVarnish(`${from}?ref=other`)).headers.get('location')).toMatch(/\/posts\?ref=other$/);
    } finally {
      await directus('DELETE', `/items/redirects/${rule.id}`);
    }
  } finally {
    await page.remove();
  }
});

test('members, preview and receipts pass through Varnish and are never stored', async ({ page }) => {
  const url = varnishUrl();
  // A member signs in through Varnish: their pages are rendered for them alone, and visitors keep the public copy.
  const email = uniqueEmail('varnish');
  const password = 'varnish-password-1';
  const member = await createMember(email, password);
  try {
    const publicMembersPage = await storedInVarnish('/members');
    expect(publicMembersPage.body).toContain('This page is for members. Please sign in to read it.');
    await page.goto(`${url}/account/sign-in`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => !address.pathname.startsWith('/account/sign-in'));
    for (const path of ['/members', '/', '/posts/two-films-about-the-craft']) {
      const response = await page.goto(`${url}${path}`);
      expect(response!.headers()['x-cache'], `${path} for a member`).toBe('PASS');
      expect(response!.headers()['cache-control'], `${path} for a member`).toMatch(/^private\b.*\bno-store\b/);
    }
    await expect(page.getByText('Bring your own apron')).toHaveCount(0);
    await page.goto(`${url}/members`);
    await expect(page.getByText('Bring your own apron')).toBeVisible();
    const visitor = await throughVarnish('/members');
    expect([visitor.cache, visitor.body]).toEqual(['HIT', publicMembersPage.body]);
  } finally {
    await directus('DELETE', `/users/${member}`);
  }
  await page.context().clearCookies();

  // An editor previews a draft through Varnish; visitors never get it.
  const { meta } = await directus<{ meta: { preview_url: string } }>('GET', '/collections/posts');
  const [draft] = await directus<{ id: number; slug: string }[]>(
    'GET',
    '/items/posts?filter[slug][_eq]=winter-programme-draft&fields=id,slug',
  );
  const previewLink = meta.preview_url.replace('{{id}}', String(draft!.id)).replace(stack.siteUrl, url);
  const preview = await page.goto(previewLink);
  expect(preview!.url()).toContain(url);
  expect(preview!.headers()['x-cache']).toBe('PASS');
  await expect(page.getByText(/preview/i).first()).toBeVisible();
  for (let view = 0; view < 2; view++) expect((await throughVarnish(`/posts/${draft!.slug}`)).status).toBe(404);
  await page.context().clearCookies();

  // A receipt, whose address is all a buyer needs, is fetched for each view.
  const [product] = await directus<{ id: number }[]>('GET', '/items/products?filter[slug][_eq]=gift-card&fields=id');
  const order = randomUUID();
  await directus('POST', '/items/orders', { id: order, product: product!.id, amount: 2500, currency: 'eur', email, status: 'paid' });
  try {
    for (let view = 0; view < 2; view++) {
      const receipt = await throughVarnish(`/checkout/receipt?order=${order}`);
      expect([receipt.status, receipt.cache]).toEqual([200, 'PASS']);
      expect(receipt.headers.get('cache-control')).toMatch(/^private\b.*\bno-store\b/);
      expect(receipt.body).toContain(order);
    }
  } finally {
    await directus('DELETE', `/items/orders/${order}`);
  }
});
