import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUBMISSION_ID_NAME } from '../../site/src/features/forms/definition.ts';
import { startScaledStack } from '../../../scripts/lib/scaled-stack.mjs';
import { adminApi, query } from './admin-api.mjs';

// Tessera as a scaled-out deployment on loopback: PostgreSQL, Redis, two Directus processes behind
// one balancer, two site servers behind another (scripts/lib/scaled-stack.mjs).
/** @type {import('../../../scripts/lib/scaled-stack.mjs').ScaledStack} */
let stack;
/**
 * Directus through its balancer, which keeps answering while one process is down.
 * @type {import('./admin-api.mjs').AdminApi}
 */
let api;
/** @typedef {{ at: number, paths: string[], tags: string[] }} Purge */
/**
 * A stand-in for a CDN's purge API: the purges the site instances send (CDN_PURGE_URL), with when they came.
 * @type {{ url: string, purges: Purge[], close(): Promise<unknown> }}
 */
let cdn;

async function startCdnStandIn() {
  /** @type {Purge[]} */
  const purges = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      purges.push({ at: Date.now(), ...JSON.parse(body) });
      response.end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}/purge`, purges, close: () => new Promise((resolve) => server.close(resolve)) };
}

beforeAll(async () => {
  cdn = await startCdnStandIn();
  stack = await startScaledStack({ siteEnv: { CDN_PURGE_URL: cdn.url } });
  api = adminApi(stack.cmsUrl, stack.secrets.DIRECTUS_ADMIN_TOKEN);
}, 420_000);
afterAll(async () => {
  await stack?.stop();
  await cdn?.close();
}, 60_000);

/**
 * @param {string} url
 * @param {RequestInit} [init]
 */
async function page(url, init) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(20_000) });
  return { status: response.status, html: await response.text(), pageCache: response.headers.get('x-tessera-page-cache') };
}

/**
 * @template T
 * @param {() => Promise<T>} check
 * @param {{ timeoutMs?: number }} [options]
 */
async function eventually(check, { timeoutMs = 20_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** @type {Record<string, string>} */
const HTML_ENTITIES = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'", '#39': "'" };
/** @param {string} text */
const unescapeHtml = (text) => text.replace(/&(quot|amp|lt|gt|#x27|#39);/g, (whole, entity) => HTML_ENTITIES[entity] ?? whole);

/**
 * What a browser without JavaScript posts for the contact form, and where: the form's action (the form has a file
 * field, so its own route), its hidden fields (the submission id, the page to return to) and the visitor's answers.
 */
async function contactFormPost() {
  const { html } = await page(`${stack.siteUrl}/contact`);
  // The first form but the header's search.
  const [, attributes = '', form] = /<form(?![^>]*role="search")([^>]*)>([\s\S]*?)<\/form>/.exec(html) ?? [];
  if (!form) throw new Error('The contact page has no form.');
  const action = unescapeHtml(/\saction="(\/[^"]*)"/.exec(attributes)?.[1] ?? '/contact');
  /** @type {[name: string, value: string][]} */
  const hidden = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map(([input]) => [
    unescapeHtml(/name="([^"]*)"/.exec(input)?.[1] ?? ''),
    unescapeHtml(/value="([^"]*)"/.exec(input)?.[1] ?? ''),
  ]);
  return {
    action,
    fields: (/** @type {string} */ submissionId) => {
      const data = new FormData();
      for (const [name, value] of hidden) if (name) data.append(name, value);
      data.set(SUBMISSION_ID_NAME, submissionId);
      data.set('name', 'Ada Lovelace');
      data.set('email', 'ada@example.com');
      data.set('topic', 'Classes');
      data.set('message', `Scaled-out test ${submissionId}`);
      return data;
    },
  };
}

const SUCCESS = 'Thank you — a studio manager will reply within two working days.';
/** The form's confirmation as rendered after a successful post (the message alone also sits in the page's data for the script). */
const confirmation = (/** @type {string} */ html) => /role="status"[^>]*>([^<]*)</.exec(html)?.[1];

/**
 * Posts one submission to the site at `siteUrl` and follows its answer back to the page, as a browser does (with
 * the cookie naming the outcome), retrying with the same submission id as a visitor pressing "send" again would,
 * until the site confirms it. Each submission comes from its own client address (set as a CDN in front of the
 * balancer would), so the per-client limit of 5 is not what is tested here.
 * @param {string} siteUrl
 * @param {{ action: string, fields: (submissionId: string) => FormData }} form
 * @param {string} submissionId
 * @param {{ attempts?: number }} [options]
 */
async function submit(siteUrl, form, submissionId, { attempts = 4 } = {}) {
  const client = `198.51.100.${1 + (parseInt(submissionId.slice(0, 2), 16) % 250)}`;
  const headers = { 'x-forwarded-for': client };
  let last = { status: 0, html: 'not sent' };
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      const sent = await fetch(`${siteUrl}${form.action}`, {
        method: 'POST',
        body: form.fields(submissionId),
        headers,
        redirect: 'manual',
        signal: AbortSignal.timeout(20_000),
      });
      const cookie = sent.headers.get('set-cookie')?.split(';')[0] ?? '';
      last =
        sent.status === 303
          ? await page(new URL(sent.headers.get('location') ?? '/', siteUrl).href, { headers: { ...headers, cookie } })
          : { status: sent.status, html: await sent.text() };
      if (last.status === 200 && confirmation(last.html) === SUCCESS) return attempt;
    } catch (error) {
      last = { status: 0, html: String(error) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const said = /role="alert"[^>]*>([^<]*)</.exec(last.html)?.[1] ?? last.html.slice(0, 200);
  throw new Error(`Submission ${submissionId} was not confirmed after ${attempts} attempts (last: ${last.status}, ${said}).`);
}

/** @param {string[]} ids */
const storedCount = async (ids) =>
  /** @type {{ id: string }[]} */ (
    await api.get(`/items/form_submissions${query({ filter: { id: { _in: ids } }, fields: 'id', limit: -1 })}`)
  ).length;

describe('Tessera scaled out (PostgreSQL, Redis, two Directus processes, two site instances)', () => {
  it('set the schema up once although every Directus process ran the set-up at the same time', async () => {
    // No demo page twice: a slug is unique within its language (the home page's is '' in every language).
    /** @type {{ language: string, slug: string }[]} */
    const pages = await api.get(`/items/pages${query({ fields: 'language,slug', limit: -1 })}`);
    const addresses = pages.map(({ language, slug }) => `${language}/${slug}`);
    expect(addresses.length).toBeGreaterThan(3);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it('shows content written through one Directus on both site instances after revalidation', async () => {
    /** @type {[{ id: number, title: string }]} */
    const [contact] = await api.get(`/items/pages${query({ filter: { slug: { _eq: 'contact' } }, fields: 'id,title' })}`);
    for (const site of stack.sites) expect((await page(`${site.url}/contact`)).html).toContain(contact.title);
    // Both instances serve the page from the shared page cache.
    for (const site of stack.sites) expect((await page(`${site.url}/contact`)).pageCache).toMatch(/^(HIT|STALE)$/);
    const redis = new Redis(stack.redisUrl);
    try {
      // The page's HTML and its data are in the shared caches, not in one instance's memory.
      expect(await redis.exists('tessera:pages:entry:/contact')).toBe(1);
      expect((await redis.keys('tessera:next:entry:*')).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }

    const title = `Write to the studio ${Date.now()}`;
    // Written through the first process; its revalidation hook calls the site's balancer, which
    // hands it to one instance. Both must show the change, from the page cache.
    await adminApi(stack.directus[0].url, stack.secrets.DIRECTUS_ADMIN_TOKEN).patch(`/items/pages/${contact.id}`, { title });
    for (const site of stack.sites) {
      await eventually(async () => {
        const view = await page(`${site.url}/contact`);
        expect(view.html).toContain(title);
        expect(view.pageCache).toMatch(/^(HIT|MISS)$/);
      });
      expect((await page(`${site.url}/contact`)).pageCache).toBe('HIT');
    }
  }, 60_000);

  it('publishes a scheduled post and expires another on both instances within 10 s of their time, and purges the CDN then', async () => {
    const id = randomUUID().slice(0, 8);
    const at = Date.now() + 30_000;
    const body = { blocks: [{ id: 'p', type: 'paragraph', data: { text: `Scaled ${id}` } }] };
    const scheduled = await api.post('/items/posts', {
      status: 'published',
      language: 'en',
      title: `Scheduled on every instance ${id}`,
      slug: `scheduled-everywhere-${id}`,
      published_at: new Date(at).toISOString(),
      body,
    });
    const expiring = await api.post('/items/posts', {
      status: 'published',
      language: 'en',
      title: `Expiring on every instance ${id}`,
      slug: `expiring-everywhere-${id}`,
      published_at: new Date(Date.now() - 60_000).toISOString(),
      expires_at: new Date(at).toISOString(),
      body,
    });
    try {
      /** What an instance shows: the scheduled post's address, the expiring one's, and each in the journal, sitemap and feed. */
      const seen = async (/** @type {string} */ url) => {
        const [journal = '', sitemap = '', feed = ''] = await Promise.all(
          ['/posts', '/sitemap.xml', '/posts/feed.xml'].map(async (path) => (await page(url + path)).html),
        );
        const places = (/** @type {{ title: string, slug: string }} */ post) => [
          journal.includes(post.title),
          sitemap.includes(`/posts/${post.slug}<`),
          feed.includes(post.title),
        ];
        return {
          scheduled: [(await page(`${url}/posts/${scheduled.slug}`)).status === 200, ...places(scheduled)],
          expiring: [(await page(`${url}/posts/${expiring.slug}`)).status === 200, ...places(expiring)],
        };
      };
      const before = { scheduled: [false, false, false, false], expiring: [true, true, true, true] };
      const after = { scheduled: [true, true, true, true], expiring: [false, false, false, false] };
      for (const site of stack.sites) await eventually(async () => expect(await seen(site.url)).toEqual(before));
      // Both instances serve the journal from the shared page cache before the time.
      for (const site of stack.sites) await eventually(async () => expect((await page(`${site.url}/posts`)).pageCache).toBe('HIT'));
      expect(Date.now()).toBeLessThan(at);

      await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
      await Promise.all(
        stack.sites.map((site) => eventually(async () => expect(await seen(site.url)).toEqual(after), { timeoutMs: 10_000 })),
      );
      const purged = cdn.purges.filter((purge) => purge.at >= at && purge.tags.includes('directus-posts'));
      expect(purged.length).toBeGreaterThan(0);
      expect(purged.flatMap((purge) => purge.paths)).toContain('/posts');
    } finally {
      await api.delete(`/items/posts/${scheduled.id}`);
      await api.delete(`/items/posts/${expiring.id}`);
    }
  }, 90_000);

  it('keeps no Redis key for addresses that do not exist: 500 unknown slugs, languages and share images (issue 37)', async () => {
    const redis = new Redis(stack.redisUrl);
    /** Tessera's keys in Redis but the rate limits' (one per client, each expiring with its window). */
    const keys = async () => (await redis.keys('tessera:*')).filter((key) => !key.startsWith('tessera:limit:')).length;
    /** @param {number} n */
    const unknown = (n) => {
      const word = `no-such-${n}-${Date.now().toString(36)}`;
      const language = `x${n.toString(36)}`;
      const paths = [
        `/${word}`,
        `/${language}/${word}`,
        `/posts/${word}`,
        `/products/${word}`,
        `/posts?page=${1000 + n}`,
        `/api/share-image/posts/en/${word}`,
        `/api/share-image/pages/${language}/contact`,
        `/api/share-image/products/en/${word}`,
      ];
      return paths[n % paths.length];
    };
    try {
      // Once first: the lists of live addresses the reads by address consult (one key each) are stored then.
      for (let n = 0; n < 16; n++) await (await fetch(`${stack.siteUrl}${unknown(n)}`)).arrayBuffer();
      // 500 addresses, about 60 of each kind: a store keyed by address would add that many keys, against a bound of 20.
      const before = await keys();
      let next = 16;
      const statuses = new Set();
      const worker = async () => {
        for (let n = next++; n < 516; n = next++) {
          const response = await fetch(`${stack.siteUrl}${unknown(n)}`, { redirect: 'manual' });
          await response.arrayBuffer();
          statuses.add(response.status);
        }
      };
      await Promise.all(Array.from({ length: 8 }, worker));
      expect([...statuses]).toEqual([404]);
      expect((await keys()) - before).toBeLessThanOrEqual(20);
    } finally {
      redis.disconnect();
    }
  }, 180_000);

  it('stores a form submission once, whichever instance receives it and however often it is sent', async () => {
    const form = await contactFormPost();
    const id = randomUUID();
    for (const site of stack.sites) expect(await submit(site.url, form, id)).toBe(1);
    expect(await storedCount([id])).toBe(1);
  }, 60_000);

  it.each([
    ['a Directus process', () => stack.directus[0]],
    ['a site instance', () => stack.sites[0]],
  ])(
    'loses no submission that a retry can save while %s stops, and stores none twice',
    async (_, instance) => {
      const form = await contactFormPost();
      const ids = Array.from({ length: 8 }, () => randomUUID());
      const sending = (async () => {
        for (const id of ids) await submit(stack.siteUrl, form, id);
      })();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await instance().stop();
      try {
        await sending;
        expect(await storedCount(ids)).toBe(ids.length);
        // Pages keep coming through the balancer with one instance down.
        for (let i = 0; i < 4; i++) expect((await page(`${stack.siteUrl}/contact`)).status).toBe(200);
      } finally {
        await instance().start();
      }
    },
    180_000,
  );
});
