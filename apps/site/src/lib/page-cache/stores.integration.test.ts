import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { startRedis } from '../../../../../scripts/lib/services.mjs';
import { RedisPageStore, type PageEntry } from './stores.ts';
import { rawGet, standInSite } from './testing.ts';

// Against a real Redis (a private redis-server on a free loopback port).
let redis: { url: string; stop(): Promise<void> };
let client: Redis;

beforeAll(async () => {
  redis = await startRedis();
  client = new Redis(redis.url);
  // Room for installing redis-server first when the test runs on its own on a new machine.
}, 180_000);
afterAll(async () => {
  client?.disconnect();
  await redis?.stop();
});

const keysOf = async () => (await client.keys('tessera:pages:*')).sort();

const entry = (key: string, tags: string[]): PageEntry => ({
  key,
  headers: {},
  body: Buffer.from(key),
  brotli: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  etag: `"${key}"`,
  renderedAt: Date.now(),
  tagTimes: Object.fromEntries(tags.map((tag) => [tag, Date.now()])),
});

describe('the page cache in Redis', () => {
  it('gives every key an expiry, and forgets a page in its tags when it goes', async () => {
    await client.flushall();
    // What an earlier version left without expiry is removed when a store starts.
    await client.hset('tessera:pages:tagged:directus:pages', '/old', '/old');
    await client.hset('tessera:pages:stale', 'directus:pages', '1');
    const store = new RedisPageStore({ url: redis.url, maxBytes: 1e6, log: () => {} });
    try {
      await expect.poll(keysOf).toEqual([]);
      await store.store(entry('/a', ['directus:pages', 'directus:posts']));
      await store.store(entry('/b', ['directus:pages']));
      expect(await store.markStale(['directus:pages'], Date.now())).toEqual(['/a', '/b']);
      for (const key of await keysOf()) expect(await client.pttl(key), key).toBeGreaterThan(0);
      await store.drop('/a');
      expect(await store.markStale(['directus:pages', 'directus:posts'], Date.now())).toEqual(['/b']);
      // The index of a tag no page reads any more is gone with its last member.
      expect(await keysOf()).toEqual([
        'tessera:pages:entry:/b',
        'tessera:pages:etag:/b',
        'tessera:pages:revalidated',
        'tessera:pages:tag:directus:pages',
      ]);
    } finally {
      await store.close();
    }
  });

  it('holds only the real pages after 10,000 junk paths, aliases and query strings', async () => {
    await client.flushall();
    const store = new RedisPageStore({ url: redis.url, maxBytes: 1e6, log: () => {} });
    const site = await standInSite({ store, pages: ['/about', '/posts/two'] });
    try {
      const alias = (n: number) =>
        `/posts/${[...'two'].map((letter, index) => ((n >> index) & 1 ? `%${letter.charCodeAt(0).toString(16)}` : letter)).join('')}/`;
      const urls = Array.from({ length: 10_000 }, (_, n) =>
        n % 3 === 0 ? `/junk-${n}` : n % 3 === 1 ? `${alias(n)}?n=${n}` : `/about?utm_source=${n}`,
      );
      for (let index = 0; index < urls.length; index += 50) {
        await Promise.all(urls.slice(index, index + 50).map((url) => rawGet(site.url, url)));
      }
      await site.cache.invalidate(['directus:pages']);
      // The bound: two keys per real page stored, one index per tag, one set of revalidation times.
      expect(await keysOf()).toEqual([
        'tessera:pages:entry:/about',
        'tessera:pages:etag:/about',
        'tessera:pages:revalidated',
        'tessera:pages:tag:directus:pages',
      ]);
      for (const key of await keysOf()) expect(await client.pttl(key), key).toBeGreaterThan(0);
      expect(await client.zcard('tessera:pages:tag:directus:pages')).toBe(1);
      // And in this process's memory, only the copy of that page.
      expect(site.renders.filter((url) => !url.startsWith('/junk-'))).toEqual(['/about']);
    } finally {
      await site.close();
      await store.close();
    }
  }, 300_000);
});
