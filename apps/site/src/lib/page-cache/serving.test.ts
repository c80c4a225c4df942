import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPageStore } from './stores.ts';
import { rawGet, standInSite, type StandInSite } from './testing.ts';

let site: StandInSite | undefined;
afterEach(async () => {
  await site?.close();
  site = undefined;
});

const start = async (options: Partial<Parameters<typeof standInSite>[0]> = {}) => {
  const store = new MemoryPageStore({ maxBytes: 1e7 });
  site = await standInSite({ store, pages: ['/posts/two', '/posts/%C3%BCber', '/about'], ...options });
  return { site, store };
};

describe('serving a page at its canonical address', () => {
  it("renders a page without its first visitor's query string, serves that to everyone and purges it by its address", async () => {
    const { site } = await start();
    const first = await rawGet(site.url, '/posts/two?utm=alice-1234&email=alice%40example.com');
    expect(first.status).toBe(200);
    expect(first.headers['x-tessera-page-cache']).toBe('MISS');
    expect(site.renders).toEqual(['/posts/two']);
    const next = await rawGet(site.url, '/posts/two');
    expect(next.headers['x-tessera-page-cache']).toBe('HIT');
    expect(next.body.toString()).toContain('Rendered as /posts/two<');
    expect(next.body.toString()).not.toMatch(/alice|utm/);
    expect(await site.cache.invalidate(['directus:pages'])).toEqual(['/posts/two']);
    expect(site.purges).toEqual([{ paths: ['/posts/two'], tags: ['directus:pages'] }]);
  });

  it('leads each alias to the canonical address with a 308, and never renders or stores one', async () => {
    const { site, store } = await start();
    await rawGet(site.url, '/posts/two');
    for (const alias of [
      '/posts/%74wo',
      '/posts/%74%77%6F',
      '/posts/two/',
      '//posts//two',
      '/posts/./two',
      '/x/../posts/two',
      '/posts/%2e/two',
    ]) {
      const answer = await rawGet(site.url, `${alias}?utm=x`);
      expect(answer.status, alias).toBe(308);
      expect(answer.headers.location, alias).toBe('/posts/two?utm=x');
      expect(answer.headers['cache-control'], alias).toMatch(/^public, max-age=\d+$/);
    }
    expect((await rawGet(site.url, '/posts/%c3%bcber')).headers.location).toBe('/posts/%C3%BCber');
    expect((await rawGet(site.url, '/posts/%C3%BCber')).status).toBe(200);
    expect(site.renders).toEqual(['/posts/two', '/posts/%C3%BCber']);
    expect(store.size.entries).toBe(2);
  });
});

describe('encodings of a cached page', () => {
  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
  ])('answers Accept-Encoding "%s" with %s, and says it varies by it', async (accepted, encoding) => {
    const { site } = await start();
    await rawGet(site.url, '/about');
    const answer = await rawGet(site.url, '/about', { 'accept-encoding': accepted });
    expect(answer.headers['content-encoding']).toBe(encoding);
    // A page's address is answered with its Markdown version to Accept: text/markdown.
    expect(answer.headers.vary).toBe('Accept, Accept-Encoding');
    const html = encoding === 'gzip' ? gunzipSync(answer.body).toString() : encoding === undefined ? answer.body.toString() : null;
    if (html !== null) expect(html).toContain('Rendered as /about<');
    const notModified = await rawGet(site.url, '/about', { 'if-none-match': String(answer.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.vary).toBe('Accept, Accept-Encoding');
  });
});

describe('a cached page answered at once', () => {
  it('gives HEAD the headers of GET, Content-Length included, and no body; each encoding its own length', async () => {
    const { site } = await start();
    await rawGet(site.url, '/posts/two');
    for (const accepted of ['gzip', 'br', 'identity']) {
      const get = await rawGet(site.url, '/posts/two', { 'accept-encoding': accepted });
      const head = await rawGet(site.url, '/posts/two', { 'accept-encoding': accepted }, 'HEAD');
      expect(get.headers['x-tessera-page-cache']).toBe('HIT');
      expect(Number(get.headers['content-length']), accepted).toBe(get.body.byteLength);
      expect(head.body.byteLength).toBe(0);
      const withoutDate = (headers: typeof get.headers) => Object.entries(headers).filter(([name]) => name !== 'date');
      expect(withoutDate(head.headers), accepted).toEqual(withoutDate(get.headers));
    }
  });

  it('is served from memory with no wait, and a page stored elsewhere (Redis) is left to the lookup that asks', async () => {
    const { site, store } = await start();
    await rawGet(site.url, '/about');
    expect(store.lookupAtOnce('/about')?.entry?.key).toBe('/about');
    expect(store.lookupAtOnce('/posts/two')?.entry).toBeNull();
    // A stale page answered at once is still STALE, and rendered again in the background.
    await site.cache.invalidate(['directus:pages']);
    const stale = await rawGet(site.url, '/about');
    expect(stale.headers['x-tessera-page-cache']).toBe('STALE');
    expect(stale.headers['cache-control']).toBe('public, max-age=0, s-maxage=0, must-revalidate');
    await expect.poll(() => site.renders.filter((path) => path === '/about').length).toBe(2);
    await expect.poll(async () => (await rawGet(site.url, '/about')).headers['x-tessera-page-cache']).toBe('HIT');
  });
});

describe('a page and its Markdown version at one address', () => {
  it('are stored apart, the Markdown version under its .md address, each answered to its Accept', async () => {
    const { site, store } = await start({ pages: ['/about', '/about.md', '/posts/two', '/posts/two.md'] });
    const markdown = { accept: 'text/markdown' };
    const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
    for (let round = 0; round < 2; round++) {
      for (const path of ['/about', '/posts/two']) {
        const asMarkdown = await rawGet(site.url, `${path}?utm=x`, markdown);
        expect(asMarkdown.headers['content-type']).toBe('text/markdown; charset=utf-8');
        expect(asMarkdown.body.toString()).toBe(`# Rendered as ${path}.md\n`);
        expect(asMarkdown.headers.vary).toBe('Accept, Accept-Encoding');
        const asHtml = await rawGet(site.url, path, browser);
        expect(asHtml.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(asHtml.headers.vary).toBe('Accept, Accept-Encoding');
        const byAddress = await rawGet(site.url, `${path}.md`);
        expect(byAddress.body.toString()).toBe(asMarkdown.body.toString());
        // Its own address is answered the same whatever the Accept: no Vary on it.
        expect(byAddress.headers.vary).toBe('Accept-Encoding');
        expect((await rawGet(site.url, `${path}.md`, { 'if-none-match': String(byAddress.headers.etag) })).status).toBe(304);
        if (round === 1) expect(asMarkdown.headers['x-tessera-page-cache']).toBe('HIT');
      }
    }
    expect(site.renders).toEqual(['/about.md', '/about', '/posts/two.md', '/posts/two']);
    expect(store.size.entries).toBe(4);
    expect((await site.cache.invalidate(['directus:pages'])).sort()).toEqual(['/about', '/about.md', '/posts/two', '/posts/two.md']);
    // A listing has no Markdown version: it is HTML whatever the Accept.
    const listing = await rawGet(site.url, '/posts', markdown);
    expect(listing.status).toBe(404);
    expect(site.renders.at(-1)).toBe('/posts');
  });
});

describe('the page cache under a flood of misses', () => {
  it('renders at most its limit of pages at once, and refuses with a 503 beyond those it lets wait', async () => {
    const { site } = await start({ maxFills: 2, renderMs: 40 });
    const answers = await Promise.all(Array.from({ length: 40 }, (_, index) => rawGet(site.url, `/junk-${index}`)));
    expect(site.mostRendersAtOnce).toBe(2);
    // Two render and 2 × 16 wait: the other six are told to come back.
    expect(answers.filter(({ status }) => status === 404)).toHaveLength(34);
    const busy = answers.filter(({ status }) => status === 503);
    expect(busy).toHaveLength(6);
    expect(busy[0]!.headers['retry-after']).toBe('5');
    expect(busy[0]!.headers['cache-control']).toBe('no-store');
  });

  // The 10,000 of them against Redis: stores.integration.test.ts.
  it('keeps only the real pages after 1,500 junk paths, aliases and query strings', async () => {
    const { site, store } = await start();
    const letters = 'two';
    const alias = (n: number) =>
      `/posts/${[...letters].map((letter, index) => ((n >> index) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter)).join('')}/`;
    const urls = Array.from({ length: 1_500 }, (_, n) =>
      n % 3 === 0 ? `/junk-${n}` : n % 3 === 1 ? `${alias(n)}?n=${n}` : `/about?utm_source=${n}&fbclid=${n}`,
    );
    for (let index = 0; index < urls.length; index += 50) {
      const answers = await Promise.all(urls.slice(index, index + 50).map((url) => rawGet(site.url, url)));
      expect(answers.every(({ status }) => [200, 308, 404].includes(status))).toBe(true);
    }
    expect(store.size).toMatchObject({ entries: 1 });
    expect(store.size.bytes).toBeLessThan(10_000);
    expect(site.renders.filter((url) => !url.startsWith('/junk-'))).toEqual(['/about']);
  }, 120_000);
});

describe('a scheduled change', () => {
  it('renders the stale pages again at once, so a page that expired is never served to a later visitor', async () => {
    const pages = ['/posts/two', '/about'];
    const { site } = await start({ pages });
    for (const path of pages) await rawGet(site.url, path);
    site.renders.length = 0;
    // '/about' expires: from now on its render answers 404.
    pages.splice(pages.indexOf('/about'), 1);
    expect(await site.cache.invalidate(['directus:pages'], { refresh: true })).toEqual(['/posts/two', '/about']);
    await expect.poll(() => site.renders.length).toBe(2);
    await expect.poll(async () => (await rawGet(site.url, '/posts/two')).headers['x-tessera-page-cache']).toBe('HIT');
    const expired = await rawGet(site.url, '/about');
    expect(expired.status).toBe(404);
    expect(expired.headers['x-tessera-page-cache']).toBeUndefined();
  });

  it('leaves an ordinary change to the next visitor', async () => {
    const { site } = await start();
    await rawGet(site.url, '/posts/two');
    await site.cache.invalidate(['directus:pages']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(site.renders).toEqual(['/posts/two']);
    expect((await rawGet(site.url, '/posts/two')).headers['x-tessera-page-cache']).toBe('STALE');
  });
});
