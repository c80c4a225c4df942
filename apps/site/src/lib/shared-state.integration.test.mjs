import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis } from '../../../../scripts/lib/services.mjs';
import { RedisRateLimiter, RedisTtlCache, RedisVersion } from './shared-state';
import { Versioned } from './versioned';

// Against a real Redis (a private redis-server on a free loopback port). Two clients stand for two
// site instances.
let redis;
let instances;

beforeAll(async () => {
  redis = await startRedis();
  instances = [new Redis(redis.url), new Redis(redis.url)];
  process.env.REDIS_URL = redis.url;
  // Room for installing redis-server first when the test runs on its own on a new machine.
}, 180_000);
afterAll(async () => {
  for (const client of instances ?? []) client.disconnect();
  await redis?.stop();
});

describe('RedisRateLimiter', () => {
  it('counts attempts across instances, tells when to retry, and takes back a refunded attempt', async () => {
    const options = { limit: 3, windowMs: 60_000 };
    const [a, b] = instances.map((client) => new RedisRateLimiter(client, 'test-shared', options));
    expect(await a.consume('1.2.3.4')).toEqual({ allowed: true, remaining: 2, retryAfterMs: 0 });
    expect((await b.consume('1.2.3.4')).remaining).toBe(1);
    expect((await a.consume('1.2.3.4')).remaining).toBe(0);
    const refused = await b.consume('1.2.3.4');
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterMs).toBeGreaterThan(59_000);
    expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    expect((await a.consume('5.6.7.8')).allowed).toBe(true);
    await a.refund('1.2.3.4');
    expect((await b.consume('1.2.3.4')).allowed).toBe(true);
  });

  it('lets attempts through again once the window has passed', async () => {
    const limiter = new RedisRateLimiter(instances[0], 'test-window', { limit: 1, windowMs: 200 });
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect((await limiter.consume('k')).allowed).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await limiter.consume('k')).allowed).toBe(true);
  });

  it('allows the attempt, with a warning, when Redis cannot answer', async () => {
    const unreachable = new Redis('redis://127.0.0.1:1', { maxRetriesPerRequest: 0, commandTimeout: 500, retryStrategy: () => null });
    unreachable.on('error', () => {});
    const warnings = [];
    const limiter = new RedisRateLimiter(unreachable, 'test-down', { limit: 1, windowMs: 1000 }, (message) => warnings.push(message));
    expect((await limiter.consume('k')).allowed).toBe(true);
    expect(warnings[0]).toMatch(/Redis did not answer, the attempt is allowed/);
    unreachable.disconnect();
  });
});

describe('RedisTtlCache', () => {
  it('shares entries between instances, bytes included, until they expire', async () => {
    const [a, b] = instances.map((client) => new RedisTtlCache(client, 'test-cache'));
    await a.set('poster', { ok: true, contentType: 'image/jpeg', body: new Uint8Array([0, 1, 254, 255]) }, 60_000);
    const poster = await b.get('poster');
    expect(poster.contentType).toBe('image/jpeg');
    expect([...poster.body]).toEqual([0, 1, 254, 255]);
    await a.set('short', 'value', 100);
    expect(await b.get('short')).toBe('value');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await b.get('short')).toBeUndefined();
    expect(await b.get('never-set')).toBeUndefined();
  });
});

describe('the Redis cache handler of Next.js', () => {
  const handlers = async () => {
    const { default: RedisCacheHandler } = await import('./redis-cache/cache-handler.ts');
    return [new RedisCacheHandler({}), new RedisCacheHandler({})];
  };
  // Like Next.js, an entry counts as revalidated only by a revalidation after the millisecond it was made in.
  const nextMillisecond = () => new Promise((resolve) => setTimeout(resolve, 5));
  const fetchEntry = {
    kind: 'FETCH',
    data: { headers: {}, body: '{"data":[]}', status: 200, url: 'http://cms/items/posts' },
    revalidate: 3600,
  };

  it('serves a data-cache entry set on one instance from another, until a tag of it is revalidated anywhere', async () => {
    const [a, b] = await handlers();
    await a.set('fetch-1', fetchEntry, { fetchCache: true, tags: ['posts'], revalidate: 3600 });
    const entry = await b.get('fetch-1', { kind: 'FETCH', tags: ['posts'], softTags: ['_N_T_/layout'] });
    expect(entry.value).toMatchObject({ kind: 'FETCH', data: { body: '{"data":[]}' } });
    await nextMillisecond();
    await a.revalidateTag('posts');
    expect(await b.get('fetch-1', { kind: 'FETCH', tags: ['posts'], softTags: [] })).toBeNull();
    // A fresh entry made after the revalidation is served again.
    await nextMillisecond();
    await b.set('fetch-1', fetchEntry, { fetchCache: true, tags: ['posts'], revalidate: 3600 });
    expect(await a.get('fetch-1', { kind: 'FETCH', tags: ['posts'], softTags: [] })).not.toBeNull();
  });

  it('keeps a stale entry (revalidateTag with durations) for Next.js to serve while it refreshes', async () => {
    const [a, b] = await handlers();
    await a.set('fetch-2', fetchEntry, { fetchCache: true, tags: ['pages'], revalidate: 3600 });
    await nextMillisecond();
    await b.revalidateTag('pages', { expire: 600 });
    expect(await a.get('fetch-2', { kind: 'FETCH', tags: ['pages'], softTags: [] })).not.toBeNull();
  });

  it('stores rendered pages with their binary payloads and drops them when a path tag is revalidated', async () => {
    const [a, b] = await handlers();
    const pageEntry = {
      kind: 'APP_PAGE',
      html: '<html>hello</html>',
      rscData: Buffer.from('rsc payload'),
      segmentData: new Map([['/_index', Buffer.from('segment')]]),
      headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/contact' },
      status: 200,
      postponed: undefined,
    };
    await a.set('/contact', pageEntry, { cacheControl: { revalidate: 3600, expire: 31_536_000 } });
    const entry = await b.get('/contact', { kind: 'APP_PAGE' });
    expect(entry.value.html).toBe('<html>hello</html>');
    expect(Buffer.isBuffer(entry.value.rscData) && entry.value.rscData.toString()).toBe('rsc payload');
    expect(entry.value.segmentData.get('/_index').toString()).toBe('segment');
    expect(entry.cacheControl).toEqual({ revalidate: 3600, expire: 31_536_000 });
    await nextMillisecond();
    await b.revalidateTag(['_N_T_/layout']);
    expect(await a.get('/contact', { kind: 'APP_PAGE' })).toBeNull();
  });
});

describe('RedisVersion', () => {
  it("lets every instance see another instance's change, and rebuild once for it", async () => {
    const [a, b] = instances.map((client) => new RedisVersion(client, 'test-version'));
    expect(await a.current()).toBe('0');
    const loads = [0, 0];
    const values = [a, b].map(
      (version, instance) =>
        new Versioned('test', version, async (current) => `v${current} (load ${++loads[instance]})`, { checkIntervalMs: 0, retryMs: 1000 }),
    );
    expect(await values[0].get()).toBe('v0 (load 1)');
    expect(await values[1].get()).toBe('v0 (load 1)');
    expect(await a.bump()).toBe('1');
    expect(await values[1].get()).toBe('v1 (load 2)');
    expect(await values[1].get()).toBe('v1 (load 2)');
    expect(await values[0].get()).toBe('v1 (load 2)');
  });
});
