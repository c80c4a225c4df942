import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { cspDirective } from '../apps/site/src/lib/security/testing';
import { directus, freshFromCache, RUNS_ALONE, siteEnvAt, stack } from './stack';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Redis } from 'ioredis';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { freePort } from '../scripts/lib/free-port.mjs';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { ProcessGroup } from '../scripts/lib/processes.mjs';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { requireServices, startRedis } from '../scripts/lib/services.mjs';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { startSite } from '../scripts/lib/stack.mjs';
import { HELD_REL, HELD_SCRIPT_TYPE } from '../apps/site/src/lib/page-cache/held-scripts.ts';
import { deserialize, serialize } from '../apps/site/src/lib/redis-cache/codec.ts';
import { waitForHydration } from './islands';
import { showMap } from './maps-helpers';
import { openCardForm, standInStripe, serveTestMap, stubVideoHosts } from './stand-ins';

/**
 * Security at the edge, against the production build of the test stack: the headers of every kind of response,
 * a browser visit of every page type that must not trip the Content-Security-Policy once, and absurd inputs
 * that must get 4xx answers, never a 500.
 */

const at = (path: string) => `${stack.siteUrl}${path}`;

/** The headers every response carries, whatever it is. */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['permissions-policy']).toContain('geolocation=(self)');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(cspDirective(headers['content-security-policy'], 'frame-ancestors')).toEqual(["'none'"]);
  // The test site is served over http: HSTS (and upgrade-insecure-requests) come with an https SITE_URL only.
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** Structured data (`<script type="application/ld+json">`): a data block, which browsers never run. */
const DATA_BLOCK = /\stype="application\/ld\+json"/;

/**
 * A cached page's policy (apps/site/src/lib/page-cache): no nonce anywhere; every script of the page allowed by a
 * hash (inline ones by their text, external ones by their integrity), with 'strict-dynamic'. Returns the hashes.
 */
function expectSealedPolicy(headers: Record<string, string>, html: string): string[] {
  const policy = headers['content-security-policy'];
  const scriptSources = cspDirective(policy, 'script-src') ?? [];
  expect(scriptSources).toContain("'strict-dynamic'");
  expect(policy).not.toMatch(/'nonce-/);
  expect(html).not.toMatch(/\snonce="/);
  const hashes = scriptSources.filter((source) => source.startsWith("'sha256-"));
  expect(cspDirective(policy, 'object-src')).toEqual(["'none'"]);
  expect(cspDirective(policy, 'base-uri')).toEqual(["'self'"]);
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
  expect(scripts.length).toBeGreaterThan(0);
  for (const [, attributes, text] of scripts) {
    // Structured data is a data block, never run: CSP does not apply, and the policy allows nothing for it.
    if (DATA_BLOCK.test(attributes!)) {
      expect(hashes).not.toContain(`'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
      continue;
    }
    const integrity = /integrity="([^"]+)"/.exec(attributes!)?.[1];
    const hash = /\bsrc="/.test(attributes!) ? `'${integrity}'` : `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
    expect(hashes, attributes).toContain(hash);
  }
  expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i);
  return hashes;
}

/** A page's policy: its nonce is on every script of the page, and is new for every response. */
function expectPagePolicy(headers: Record<string, string>, html: string): string {
  const policy = headers['content-security-policy'];
  const scriptSources = cspDirective(policy, 'script-src') ?? [];
  expect(scriptSources).toContain("'strict-dynamic'");
  const nonce = scriptSources.map((source) => /^'nonce-(.+)'$/.exec(source)?.[1]).find(Boolean);
  expect(nonce).toBeTruthy();
  expect(cspDirective(policy, 'object-src')).toEqual(["'none'"]);
  expect(cspDirective(policy, 'base-uri')).toEqual(["'self'"]);
  expect(cspDirective(policy, 'form-action')).toEqual(["'self'"]);
  const scripts = (html.match(/<script\b[^>]*>/g) ?? []).filter((script) => !DATA_BLOCK.test(script));
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);
  expect(html).not.toMatch(/<[a-z][^>]*\sstyle="/i);
  return nonce!;
}

test('pages, route handlers, files, scripts and 404s all carry the security headers', async ({ request }) => {
  const home = await request.get(at('/'));
  expect(home.status()).toBe(200);
  const html = await home.text();
  expectSecurityHeaders(home.headers());
  // Home comes from the page cache: the same hashes for every copy.
  const hashes = expectSealedPolicy(home.headers(), html);
  const again = await request.get(at('/'));
  expect(expectSealedPolicy(again.headers(), await again.text())).toEqual(hashes);
  // A page rendered per request has a nonce of its own each time.
  const signIn = await request.get(at('/account/sign-in'));
  expectSecurityHeaders(signIn.headers());
  const nonce = expectPagePolicy(signIn.headers(), await signIn.text());
  const signInAgain = await request.get(at('/account/sign-in'));
  expect(expectPagePolicy(signInAgain.headers(), await signInAgain.text())).not.toBe(nonce);
  // Only the features a page may hold are allowed: posts may frame the video players but not Stripe.
  const post = await request.get(at('/posts/two-films-about-the-craft'));
  expect(cspDirective(post.headers()['content-security-policy'], 'frame-src')).toEqual([
    'https://www.youtube-nocookie.com',
    'https://player.vimeo.com',
  ]);
  const account = await request.get(at('/account/sign-in'));
  expect(cspDirective(account.headers()['content-security-policy'], 'frame-src')).toEqual(["'none'"]);

  const missing = await request.get(at('/no-such-page'));
  expect(missing.status()).toBe(404);
  expectSecurityHeaders(missing.headers());
  expectPagePolicy(missing.headers(), await missing.text());

  const asset = html.match(/\/assets\/[0-9a-f-]{36}[^"'\s]*/)?.[0]?.replaceAll('&amp;', '&');
  const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  expect(script).toBeTruthy();
  for (const path of ['/api/health', asset!, script!, '/api/no-such-route']) {
    const response = await request.get(at(path));
    expect(response.status(), path).toBeLessThan(path === '/api/no-such-route' ? 500 : 300);
    expectSecurityHeaders(response.headers());
    expect(cspDirective(response.headers()['content-security-policy'], 'default-src'), path).toEqual(["'none'"]);
  }
});

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/**
 * Records CSP violations: the page's `securitypolicyviolation` events, and console messages about the policy
 * (which also cover frames); and Chromium's console complaints about the Permissions-Policy header (a feature
 * name it does not know), which every page would otherwise print.
 */
async function watchPolicy(page: Page) {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy|Permissions-Policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.__cspViolations ??= []).push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  /** The violations since the last call, labelled. */
  return async (label: string) => {
    const events = await page.evaluate(() => window.__cspViolations?.splice(0) ?? []);
    return [...events, ...console.splice(0)].map((violation) => `${label}: ${violation}`);
  };
}

async function memberRoleId(): Promise<string> {
  const [role] = await directus<{ id: string }[]>('GET', '/roles?filter[name][_eq]=Member&fields=id&limit=1');
  return role!.id;
}

/** Publishes a page with one section of every type; returns its path and a clean-up. */
async function publishEverySectionPage() {
  const [form] = await directus<{ id: number }[]>('GET', '/items/forms?fields=id&limit=1');
  const [product] = await directus<{ id: number }[]>('GET', '/items/products?filter[slug][_eq]=starter-mosaic-kit&fields=id&limit=1');
  const slug = `test-every-section-${Date.now()}`;
  const page = await directus<{ id: number }>('POST', '/items/pages', {
    status: 'published',
    language: 'en',
    title: 'Every section',
    slug,
    sections: [
      { sections_id: { type: 'hero', heading: 'Every section', hero_text: 'One of each.' } },
      {
        sections_id: {
          type: 'rich_text',
          heading: 'Text',
          rich_text_content: { time: 1, version: '2.31.0', blocks: [{ id: 'p1', type: 'paragraph', data: { text: 'Some <b>text</b>.' } }] },
        },
      },
      { sections_id: { type: 'posts', heading: 'Posts', posts_limit: 2 } },
      { sections_id: { type: 'form', heading: 'Form', form_form: form!.id } },
      { sections_id: { type: 'checkout', heading: 'Checkout', checkout_product: product!.id } },
      { sections_id: { type: 'locations', heading: 'Locations' } },
    ],
  });
  return { path: `/${slug}`, remove: () => directus('DELETE', `/items/pages/${page.id}`) };
}

test('no page type trips the Content-Security-Policy, with its islands, videos, map and checkout loaded', RUNS_ALONE, async ({ page }) => {
  test.setTimeout(180_000);
  const violations = await watchPolicy(page);
  await stubVideoHosts(page);
  await serveTestMap(page);
  await standInStripe(page);
  const found: string[] = [];
  const visit = async (path: string, interact: () => Promise<void> = async () => {}) => {
    await page.goto(at(path), { waitUntil: 'networkidle' });
    await interact();
    found.push(...(await violations(path)));
  };

  const everySection = await publishEverySectionPage();
  const email = `csp-${Date.now()}@example.com`;
  const password = 'csp-password-1';
  const member = await directus<{ id: string }>('POST', '/users', { email, password, role: await memberRoleId(), status: 'active' });
  try {
    await visit('/');
    await visit(everySection.path, async () => {
      await page
        .getByRole('textbox', { name: /^Phone/ })
        .first()
        .fill('+44 20 7946 0000');
      await openCardForm(page.getByTestId('checkout').first());
      await showMap(page);
    });
    await visit('/posts');
    await visit('/posts/two-films-about-the-craft', async () => {
      for (const service of ['youtube', 'vimeo']) {
        await page.locator(`[data-video-service="${service}"]`).scrollIntoViewIfNeeded();
        const facade = page.locator(`[data-video-service="${service}"][data-hydrated]`);
        await facade.getByRole('button').click();
        await expect(facade).toHaveAttribute('data-phase', 'player');
      }
    });
    // Asked for on the page above, the map now loads by itself: the choice holds for the session.
    await visit('/locations', async () => {
      await expect(page.locator('[data-map-status]')).toHaveAttribute('data-map-status', 'ready');
    });
    await visit('/contact', async () => {
      await page.getByRole('textbox', { name: /^Phone/ }).fill('+49 30 901820');
    });
    await visit('/shop', async () => {
      await openCardForm(page.getByTestId('checkout').first());
    });
    await visit('/products/starter-mosaic-kit', async () => {
      await openCardForm(page.getByTestId('checkout'));
    });
    await visit('/no-such-page', async () => {
      // The canary: a request the policy forbids must be seen, or this run proves nothing.
      await page.evaluate(() => {
        const image = document.createElement('img');
        image.src = 'https://not-allowed.tessera.test/canary.png';
        document.body.append(image);
      });
      // Both channels must see it: the page's event and the console's message.
      const canary: string[] = [];
      await expect
        .poll(async () => {
          canary.push(...(await violations('canary')));
          return canary.length;
        })
        .toBe(2);
      expect(canary.join('\n')).toContain('img-src blocked https://not-allowed.tessera.test/canary.png');
    });
    await visit('/account/sign-in', async () => {
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/account/sign-in'));
    });
    await visit('/account/profile', async () => {
      await expect(page.getByLabel('E-mail')).toHaveValue(email);
    });
    await visit('/members');
  } finally {
    await everySection.remove();
    await directus('DELETE', `/users/${member.id}`);
  }
  expect(found).toEqual([]);
});

// React's server renderer sends a finished Suspense boundary of more than 500 bytes apart from the page once about
// 12.8 kB of it has gone out: a hidden element and an inline script that moves it in ($RC; $RX for an error). The
// policy refuses those scripts, so the content would stay hidden, with JavaScript and without. The islands below the
// first screen are roots of their own instead (apps/site/src/lib/deferred-island.tsx), with no boundary.
test('no page with islands sends part of itself apart, with an inline script the policy would refuse', async ({ request }) => {
  for (const path of ['/sections', '/de/sections', '/contact', '/locations', '/posts/two-films-about-the-craft']) {
    const html = await (await request.get(at(path))).text();
    expect(html.includes('data-island'), path).toBe(true);
    expect(/\$R[CSX]\b|<div hidden id="S:|<template id="B:/.exec(html)?.[0] ?? null, path).toBeNull();
  }
});

test('a page served from the cache twice carries the same hashes and runs', async ({ page }) => {
  const violations = await watchPolicy(page);
  await stubVideoHosts(page);
  const path = '/posts/two-films-about-the-craft';
  await freshFromCache(at(path));
  // Two fresh copies in a row (HIT): a STALE one is the page from before a late change notification of an earlier
  // test (a post's related posts and neighbours change when other tests publish), and its refresh may differ.
  const policies: string[] = [];
  for (let visit = 1; visit <= 6 && policies.length < 2; visit++) {
    const response = await page.goto(at(path), { waitUntil: 'networkidle' });
    const state = response!.headers()['x-tessera-page-cache'];
    expect(state, `visit ${visit}`).toMatch(/^(HIT|STALE)$/);
    // Hydrated: the video facades are React islands, hydrated as the reader comes near.
    await page.locator('[data-video-service="youtube"]').scrollIntoViewIfNeeded();
    await expect(page.locator('[data-video-service="youtube"][data-hydrated]')).toHaveCount(1);
    if (state === 'HIT') policies.push(response!.headers()['content-security-policy']!);
    else policies.length = 0;
  }
  expect(policies).toHaveLength(2);
  expect(policies[1]).toBe(policies[0]);
  expect(policies[0]).toMatch(/'sha256-/);
  expect(await violations(path)).toEqual([]);
});

// apps/site/src/lib/page-cache/held-scripts.ts: a cached page's framework scripts are fetched once its first content
// is shown, put back by an inline script the policy allows by its hash; the page then hydrates as before.
test("a cached page's scripts start after its first paint, within its policy, and the page hydrates", async ({ page }) => {
  const violations = await watchPolicy(page);
  for (const path of ['/sections', '/']) {
    await freshFromCache(at(path));
    const response = await page.goto(at(path), { waitUntil: 'load' });
    expect(response!.headers()['x-tessera-page-cache'], path).toMatch(/^(HIT|STALE)$/);
    await waitForHydration(page);
    const timing = await page.evaluate(
      (heldSelector) => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/static/chunks/') && entry.name.endsWith('.js'))
          .map((entry) => entry.startTime),
        held: document.querySelectorAll(heldSelector).length,
      }),
      `script[type="${HELD_SCRIPT_TYPE}"], link[${HELD_REL}]`,
    );
    expect(timing.firstPaint, path).not.toBeNull();
    expect(timing.scripts.length, path).toBeGreaterThan(3);
    for (const start of timing.scripts) expect(start, path).toBeGreaterThanOrEqual(timing.firstPaint!);
    expect(timing.held, path).toBe(0);
  }
  expect(await violations('held scripts')).toEqual([]);
});

test('a cached page loads its scripts where paints are not reported, and in a tab that is not shown', async ({ browser }) => {
  await freshFromCache(at('/'));
  for (const hidden of [false, true]) {
    const page = await browser.newPage();
    await page.addInitScript((hidden) => {
      // A browser without Paint Timing: the loader waits two animation frames instead.
      Object.defineProperty(PerformanceObserver, 'supportedEntryTypes', { get: () => [] });
      if (hidden) {
        // A background tab draws nothing: the page is told it is hidden, and no animation frame ever comes.
        Object.defineProperty(document, 'visibilityState', { get: () => 'hidden' });
        window.requestAnimationFrame = () => 0;
      }
    }, hidden);
    await page.goto(at('/'), { waitUntil: 'load' });
    await waitForHydration(page);
    await page.close();
  }
});

test.describe('a second server with its page cache in Redis', () => {
  // A second server of the test build with its page cache in a Redis of its own.
  const group = new ProcessGroup({ quiet: true });
  let siteUrl = '';
  let redisUrl = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    requireServices();
    redisUrl = (await startRedis(group)).url;
    const port = await freePort();
    siteUrl = `http://127.0.0.1:${port}`;
    await startSite(group, 'site-redis', {
      port,
      hostname: '127.0.0.1',
      env: { ...siteEnvAt(siteUrl), REDIS_URL: redisUrl },
    });
  });
  test.afterAll(() => group.stopAll());

  // The test rewrites a cached entry: what an attacker who could write into the cache would do.
  test('an inline script of another shape in a cached page is blocked by the browser and reported', async ({ page }) => {
    const first = await fetch(`${siteUrl}/about`);
    expect(first.status).toBe(200);
    expect((await fetch(`${siteUrl}/about`)).headers.get('x-tessera-page-cache')).toBe('HIT');

    const redis = new Redis(redisUrl);
    try {
      const key = 'tessera:pages:entry:/about';
      const entry = deserialize<{ body: Buffer; brotli: Buffer; gzip: Buffer; etag: string }>((await redis.get(key))!);
      const body = Buffer.from(entry.body.toString('utf8').replace('</body>', '<script>window.__tampered = true</script></body>'));
      const tampered = { ...entry, body, brotli: brotliCompressSync(body), gzip: gzipSync(body), etag: '"tampered"' };
      // KEEPTTL: the page's entry keeps the expiry the site gave it (a later test checks that every key has one).
      await redis.set(key, serialize(tampered), 'KEEPTTL');
      await redis.set('tessera:pages:etag:/about', tampered.etag, 'KEEPTTL');
    } finally {
      redis.disconnect();
    }

    const violations = await watchPolicy(page);
    const response = await page.goto(`${siteUrl}/about`, { waitUntil: 'networkidle' });
    expect(response!.headers().etag).toBe('"tampered"');
    expect(await response!.text()).toContain('window.__tampered = true');
    expect(await page.evaluate(() => (window as { __tampered?: boolean }).__tampered)).toBeUndefined();
    const reported = await violations('/about');
    expect(reported.join('\n')).toMatch(/script-src(-elem)? blocked inline/);
    // The page's own scripts still run: Next.js's client is up.
    expect(await page.evaluate(() => Boolean((window as { next?: unknown }).next))).toBe(true);
  });

  test('junk addresses, aliases and query strings add no Redis key, and every key expires', async () => {
    test.setTimeout(180_000);
    const slug = 'two-films-about-the-craft';
    expect((await freshFromCache(`${siteUrl}/posts/${slug}`)).status).toBe(200);
    const redis = new Redis(redisUrl);
    try {
      const keys = async () => (await redis.keys('tessera:pages:*')).sort();
      const before = await keys();
      // Aliases of the post (any subset of its first letters percent-encoded, a trailing slash), tracking query
      // strings, and paths that render a 404: 2,100 of them, 20 at a time.
      const alias = (n: number) =>
        `/posts/${[...slug.slice(0, 10)].map((letter, index) => ((n >> index) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter)).join('')}${slug.slice(10)}/`;
      const urls = [
        ...Array.from({ length: 1000 }, (_, n) => `${alias(n + 1)}?n=${n}`),
        ...Array.from({ length: 1000 }, (_, n) => `/posts/${slug}?utm_source=junk-${n}&fbclid=${n}`),
        ...Array.from({ length: 100 }, (_, n) => `/posts/no-such-post-${n}`),
      ];
      for (let index = 0; index < urls.length; index += 20) {
        const answers = await Promise.all(
          urls.slice(index, index + 20).map(async (url) => {
            const response = await fetch(`${siteUrl}${url}`, { redirect: 'manual' });
            await response.arrayBuffer();
            return response.status;
          }),
        );
        for (const status of answers) expect([200, 308, 404]).toContain(status);
      }
      expect(await keys()).toEqual(before);
      for (const key of before) expect(await redis.pttl(key), key).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

const TEN_MB = 10 * 1024 * 1024;

test('absurd bodies are refused with 413 before any route reads them', async ({ request }) => {
  const body = Buffer.alloc(TEN_MB, 0x61);
  // (/api/geocode takes no post: 405, before its body too.)
  for (const path of ['/api/stripe/webhook', '/api/revalidate', '/contact', '/account/sign-in']) {
    // Multipart, as a form posts (a page refuses any other post with 415, whatever its size).
    const response = await request.post(at(path), { data: body, headers: { 'content-type': 'multipart/form-data; boundary=x' } });
    expect(response.status(), path).toBe(413);
    expectSecurityHeaders(response.headers());
  }
  // Without a declared length (chunked), the webhook stops reading at its limit.
  let sent = 0;
  const chunked = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= TEN_MB) return controller.close();
      sent += 64 * 1024;
      controller.enqueue(new Uint8Array(64 * 1024).fill(0x61));
    },
  });
  const response = await fetch(at('/api/stripe/webhook'), {
    method: 'POST',
    body: chunked,
    headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    duplex: 'half',
  } as RequestInit);
  expect([400, 413]).toContain(response.status);
});

test('absurd slugs, page numbers, queries and ids get 400 or 404, never a 500', async ({ request }) => {
  const long = 'a'.repeat(10_000);
  const garbage = encodeURIComponent('\u0000\u202e\ud83d\udca9\ufffd<script>') + '%ff%fe';
  const expectations: [string, number[]][] = [
    [`/${long}`, [404]],
    [`/${garbage}`, [400]],
    [`/a/b/c/d/e/f/g`, [404]],
    [`/posts/${long}`, [404]],
    [`/posts/${garbage}`, [400]],
    [`/products/${long}`, [404]],
    [`/products/${garbage}`, [400]],
    ['/posts?page=-1', [404]],
    ['/posts?page=0', [404]],
    ['/posts?page=99999999999999999999', [404]],
    ['/posts?page=1e3', [404]],
    ['/posts?page=1&page=2', [404]],
    [`/posts?page=${garbage}`, [404]],
    [`/api/geocode?q=${long}`, [400]],
    [`/api/geocode?q=${garbage}`, [200, 400]],
    [`/assets/${long}`, [404]],
    [`/assets/${garbage}`, [400]],
    ['/assets/00000000-0000-4000-8000-000000000000?width=-5', [400]],
    ['/assets/00000000-0000-4000-8000-000000000000?width=99999999999', [400]],
    [`/api/video/poster/youtube/${long}`, [404]],
    [`/api/video/poster/vimeo/${garbage}`, [400]],
    [`/${encodeURIComponent('\u0000\u202e\ud83d\udca9')}`, [404]],
    [`/checkout/receipt?order=${long}`, [404]],
    [`/checkout/receipt?order=${garbage}`, [404]],
    [`/account/sign-in?next=${long}`, [200]],
    [`/account/reset-password?token=${long}`, [200]],
    [`/api/flags/${long}.svg`, [404]],
  ];
  // With page 1 of the journal in the page cache, a second page number must still not be taken for it.
  expect((await request.get(at('/posts?page=1'))).status()).toBe(200);
  for (const [path, statuses] of expectations) {
    const response = await request.get(at(path), { maxRedirects: 0 });
    expect(statuses, `${path.slice(0, 80)} answered ${response.status()}`).toContain(response.status());
  }
});
