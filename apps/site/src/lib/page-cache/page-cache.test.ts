import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { cdnPurgeFromEnv, type Purge } from './cdn-purge.ts';
import { CACHE_REFRESH_SECONDS, FORM_RESULT_COOKIE, PREVIEW_COOKIE, SESSION_COOKIE } from '../server-seam.ts';
import { isStale } from './freshness.ts';
import { createPageCache } from './page-cache.ts';
import { cacheKey, isSharedRequest } from './requests.ts';
import { MemoryPageStore, type PageEntry } from './stores.ts';

const request = (url: string, headers: Record<string, string> = {}, method = 'GET') => ({ url, method, headers });

describe('what the page cache answers', () => {
  it('keys public pages by path, the journal by its page number too', () => {
    expect(cacheKey('/')).toBe('/');
    expect(cacheKey('/about?utm_source=x')).toBe('/about');
    expect(cacheKey('/posts?page=2&x=1')).toBe('/posts?page=2');
    expect(cacheKey('/posts?page=1&page=2')).toBe('/posts?page=1&page=2');
    expect(cacheKey('/posts?page=%3Cx%3E')).toBe('/posts?page=%3Cx%3E');
    expect(cacheKey('/posts/a-post')).toBe('/posts/a-post');
    expect(cacheKey('/posts/a-post?page=2')).toBe('/posts/a-post');
    // A category's and an author's listings are paginated like the journal.
    expect(cacheKey('/posts/category/materials?page=2&utm_source=x')).toBe('/posts/category/materials?page=2');
    expect(cacheKey('/de/posts/author/ana-sousa?page=3')).toBe('/de/posts/author/ana-sousa?page=3');
    expect(cacheKey('/products/gift-card')).toBe('/products/gift-card');
    expect(cacheKey('/sitemap.xml')).toBe('/sitemap.xml');
    expect(cacheKey('/posts/feed.xml')).toBe('/posts/feed.xml');
  });

  it('keys a language’s pages by their own path, under the same rules', () => {
    expect(cacheKey('/de')).toBe('/de');
    expect(cacheKey('/de/ueber-uns')).toBe('/de/ueber-uns');
    expect(cacheKey('/de/posts?page=2&x=1')).toBe('/de/posts?page=2');
    expect(cacheKey('/ar/posts/feed.xml')).toBe('/ar/posts/feed.xml');
    for (const path of [
      '/de/account/reset-password?token=secret',
      '/ar/account/sign-in',
      '/de/checkout/receipt?order=1',
      '/de/api/x',
      '/de/newsletter/confirm?token=secret',
      '/ar/newsletter/unsubscribe?token=secret',
      '/newsletter/confirm?token=secret',
    ]) {
      expect(cacheKey(path), path).toBeNull();
    }
  });

  it('never keys personal, per-request or non-page paths', () => {
    for (const path of [
      '/account/profile',
      '/account/member-page/x',
      '/checkout/receipt?order=1',
      '/api/health',
      '/assets/x',
      '/_next/static/a.js',
      '/robots.txt',
      '/icon.svg',
      '/%E0%A4%A',
    ]) {
      expect(cacheKey(path), path).toBeNull();
    }
  });

  it('shares only anonymous GET and HEAD page requests outside preview', () => {
    expect(isSharedRequest(request('/'))).toBe(true);
    expect(isSharedRequest(request('/', {}, 'HEAD'))).toBe(true);
    expect(isSharedRequest(request('/', { cookie: 'theme=dark' }))).toBe(true);
    expect(isSharedRequest(request('/', { cookie: `theme=dark; ${SESSION_COOKIE}=abc` }))).toBe(false);
    expect(isSharedRequest(request('/', { cookie: `${PREVIEW_COOKIE}=1` }))).toBe(false);
    expect(isSharedRequest(request('/', {}, 'POST'))).toBe(false);
    expect(isSharedRequest(request('/', { rsc: '1' }))).toBe(false);
    expect(isSharedRequest(request('/', { 'next-action': 'abc' }))).toBe(false);
    expect(isSharedRequest(request('/?_rsc=abc'))).toBe(false);
  });

  it('passes by every request with a cookie of one visitor: a member’s session, an editor’s pass, a form’s outcome', () => {
    for (const name of [SESSION_COOKIE, PREVIEW_COOKIE, FORM_RESULT_COOKIE]) {
      expect(isSharedRequest(request('/', { cookie: `theme=dark; ${name}=x` })), name).toBe(false);
      expect(isSharedRequest(request('/', { cookie: `${name}x=1; not_${name}=1` })), name).toBe(true);
    }
  });
});

/** An entry of 10 bytes (5 gzipped) that read nothing. */
const blank = (key: string): PageEntry => ({
  key,
  headers: {},
  body: Buffer.alloc(10),
  brotli: Buffer.alloc(0),
  gzip: Buffer.alloc(5),
  etag: '"x"',
  renderedAt: 0,
  tagTimes: {},
});

describe('when a cached page is stale', () => {
  const entry = { renderedAt: 1_000, tagTimes: { 'directus:posts': 900, 'directus:pages': 950 } };

  it('is fresh until a tag it read is revalidated after its data was fetched', () => {
    expect(isStale(entry, {}, 2_000)).toBe(false);
    expect(isStale(entry, { 'directus:posts': 800, 'directus:locations': 5_000 }, 2_000)).toBe(false);
    expect(isStale(entry, { 'directus:pages': 951 }, 2_000)).toBe(true);
  });

  it('is stale after the data cache would refresh its oldest read', () => {
    expect(isStale(entry, {}, 900 + CACHE_REFRESH_SECONDS * 1000 + 1)).toBe(true);
  });

  it('lists the pages a revalidation affects', async () => {
    const store = new MemoryPageStore({ maxBytes: 1e6 });
    const page = (key: string, tags: string[]): PageEntry => ({
      ...blank(key),
      tagTimes: Object.fromEntries(tags.map((tag) => [tag, 1])),
    });
    await store.store(page('/', ['directus:pages', 'directus:posts']));
    await store.store(page('/locations', ['directus:locations']));
    expect(await store.markStale(['directus:posts'], 10)).toEqual(['/']);
    expect((await store.lookup('/')).staleTimes).toEqual({ 'directus:posts': 10 });
  });

  it('drops the pages a change of the redirects covers, and purges them and the rules’ addresses by URL', async () => {
    const store = new MemoryPageStore({ maxBytes: 1e6 });
    for (const key of ['/posts/a', '/posts?page=2', '/about']) await store.store(blank(key));
    const purged: Parameters<Purge>[0][] = [];
    const cache = createPageCache({
      store,
      origin: 'http://127.0.0.1:1',
      distDir: '.',
      sharedMaxAge: 60,
      maxFills: 1,
      purge: async (change) => void purged.push(change),
      log: () => {},
    });
    const paths = await cache.redirected((key) => key.startsWith('/posts'), ['/posts', '/old/']);
    expect(paths).toEqual(['/posts', '/old/', '/posts/a', '/posts?page=2']);
    expect(purged).toEqual([{ paths, tags: [] }]);
    expect((await store.lookup('/posts/a')).entry).toBeNull();
    expect((await store.lookup('/about')).entry).not.toBeNull();
  });

  it('drops the least recently used pages beyond its size', async () => {
    const store = new MemoryPageStore({ maxBytes: 3 * (2048 + 15) });
    const page = blank;
    await store.store(page('/a'));
    await store.store(page('/b'));
    await store.lookup('/a');
    await store.store(page('/c'));
    await store.store(page('/d'));
    expect((await store.lookup('/b')).entry).toBeNull();
    expect((await store.lookup('/a')).entry).not.toBeNull();
  });

  it('keeps the order of use through hits in a row, drops and stores again', async () => {
    const store = new MemoryPageStore({ maxBytes: 3 * (2048 + 15) });
    const page = blank;
    await store.store(page('/a'));
    await store.store(page('/b'));
    await store.store(page('/c'));
    for (const key of ['/a', '/a', '/b', '/b', '/a']) store.lookupAtOnce(key);
    await store.drop('/a');
    await store.store(page('/a'));
    await store.store(page('/d')); // the oldest now: /c
    expect(store.lookupAtOnce('/c')?.entry).toBeNull();
    await store.store(page('/e')); // then /b
    expect(store.lookupAtOnce('/b')?.entry).toBeNull();
    expect(['/a', '/d', '/e'].map((key) => store.lookupAtOnce(key)?.entry?.key)).toEqual(['/a', '/d', '/e']);
  });
});

describe('the CDN purge', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  interface Received {
    method: string | undefined;
    url: string | undefined;
    headers: IncomingHttpHeaders;
    body: string;
  }

  async function receiver() {
    const received: Received[] = [];
    let listening: Server;
    server = listening = createServer((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk) => (body += chunk));
      incoming.on('end', () => {
        received.push({ method: incoming.method, url: incoming.url, headers: incoming.headers, body });
        response.writeHead(incoming.url?.includes('fail') ? 500 : 200).end();
      });
    });
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(listening.address() as AddressInfo).port}`, received };
  }

  it('is off without CDN_PURGE_URL', () => {
    expect(cdnPurgeFromEnv({}, { log: () => {} })).toBeNull();
  });

  it('sends one call with the pages and tags, and the secret header', async () => {
    const { url, received } = await receiver();
    const purge = cdnPurgeFromEnv(
      { CDN_PURGE_URL: `${url}/purge`, CDN_PURGE_HEADER: 'Authorization: Bearer s3cret', SITE_URL: 'https://example.com/' },
      { log: () => {} },
    ) as Purge;
    await purge({ paths: ['/', '/posts?page=2'], tags: ['directus:posts'] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      method: 'POST',
      url: '/purge',
      headers: { authorization: 'Bearer s3cret', 'content-type': 'application/json' },
    });
    expect(JSON.parse(received[0]!.body)).toEqual({
      urls: ['https://example.com/', 'https://example.com/posts?page=2'],
      paths: ['/', '/posts?page=2'],
      tags: ['directus-posts'],
    });
  });

  it('sends one call per page with {path} in the URL, with the method and body configured', async () => {
    const { url, received } = await receiver();
    const purge = cdnPurgeFromEnv({ CDN_PURGE_URL: `${url}{path}`, CDN_PURGE_METHOD: 'purge' }, { log: () => {} }) as Purge;
    await purge({ paths: ['/', '/about'], tags: ['directus:pages'] });
    expect(received.map(({ method, url: path, body }) => [method, path, body]).sort()).toEqual([
      ['PURGE', '/', ''],
      ['PURGE', '/about', ''],
    ]);
    const fastly = cdnPurgeFromEnv(
      { CDN_PURGE_URL: `${url}/keys`, CDN_PURGE_BODY: '{"surrogate_keys":{tags}}' },
      { log: () => {} },
    ) as Purge;
    await fastly({ paths: [], tags: ['directus:pages', 'directus:posts'] });
    expect(JSON.parse(received.at(-1)!.body)).toEqual({ surrogate_keys: ['directus-pages', 'directus-posts'] });
  });

  it('puts the tags and paths in the URL, percent-encoded and separated by spaces, for a proxy that reads no body', async () => {
    const { url, received } = await receiver();
    const purge = cdnPurgeFromEnv(
      { CDN_PURGE_URL: `${url}/?tags={tags}&paths={paths}`, CDN_PURGE_METHOD: 'PURGE', CDN_PURGE_HEADER: 'X-Purge-Secret: s3cret' },
      { log: () => {} },
    ) as Purge;
    await purge({ paths: ['/', '/posts?page=2', '/a%20b'], tags: ['directus:posts', 'directus:pages'] });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'PURGE', headers: { 'x-purge-secret': 's3cret' }, body: '' });
    const query = new URL(received[0]!.url!, url).searchParams;
    expect(query.get('tags')).toBe('directus-posts directus-pages');
    expect(query.get('paths')).toBe('/ /posts?page=2 /a%20b');
  });

  it('logs a failed call instead of throwing', async () => {
    const { url } = await receiver();
    const logged: string[] = [];
    const purge = cdnPurgeFromEnv({ CDN_PURGE_URL: `${url}/fail` }, { log: (message) => logged.push(message) }) as Purge;
    await purge({ paths: ['/'], tags: [] });
    expect(logged).toEqual([expect.stringContaining('answered 500')]);
  });

  it('refuses a header that is not "Name: value"', () => {
    expect(() => cdnPurgeFromEnv({ CDN_PURGE_URL: 'https://x.example', CDN_PURGE_HEADER: 'secret' }, { log: () => {} })).toThrow(
      /CDN_PURGE_HEADER/,
    );
  });
});
