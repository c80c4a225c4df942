import { describe, expect, it, vi } from 'vitest';
import { CachedLoader, MemoryTtlCache } from './cache';

function clock() {
  let now = 1_000;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('MemoryTtlCache', () => {
  it('forgets entries when their time is up', async () => {
    const time = clock();
    const cache = new MemoryTtlCache<string>({ maxEntries: 10, now: time.now });
    await cache.set('a', 'A', 100);
    time.advance(99);
    expect(await cache.get('a')).toBe('A');
    time.advance(1);
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new MemoryTtlCache<number>({ maxEntries: 2 });
    await cache.set('a', 1, 1000);
    await cache.set('b', 2, 1000);
    await cache.get('a');
    await cache.set('c', 3, 1000);
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });

  it('does not store values with no time to live', async () => {
    const cache = new MemoryTtlCache<number>({ maxEntries: 2 });
    await cache.set('a', 1, 0);
    expect(await cache.get('a')).toBeUndefined();
  });
});

describe('CachedLoader', () => {
  it('loads a missing key once, with the time to live the value asks for', async () => {
    const time = clock();
    const loader = new CachedLoader(new MemoryTtlCache<{ ok: boolean }>({ maxEntries: 10, now: time.now }), (value) =>
      value.ok ? 1000 : 10,
    );
    const load = vi.fn(async () => ({ ok: false }));
    await Promise.all([loader.get('k', load), loader.get('k', load)]);
    expect(load).toHaveBeenCalledTimes(1);
    time.advance(10);
    await loader.get('k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not cache a load that throws', async () => {
    const loader = new CachedLoader(new MemoryTtlCache<string>({ maxEntries: 10 }), () => 1000);
    await expect(loader.get('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await loader.get('k', async () => 'value')).toBe('value');
  });
});
