import { describe, expect, it } from 'vitest';
import { MemoryTtlCache } from './ttl-cache';

describe('MemoryTtlCache', () => {
  it('forgets an entry when its time is up', async () => {
    let now = 0;
    const cache = new MemoryTtlCache<string>({ now: () => now });
    await cache.set('a', 'one', 1000);
    now = 999;
    expect(await cache.get('a')).toBe('one');
    now = 1000;
    expect(await cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('holds at most maxEntries, dropping the least recently written', async () => {
    const cache = new MemoryTtlCache<number>({ maxEntries: 2 });
    await cache.set('a', 1, 1000);
    await cache.set('b', 2, 1000);
    await cache.set('a', 3, 1000);
    await cache.set('c', 4, 1000);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(3);
    expect(await cache.get('c')).toBe(4);
  });
});
