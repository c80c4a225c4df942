import { describe, expect, it } from 'vitest';
import { AssetMemoryCache, assetCacheKey, FRESH_MS, MAX_ENTRY_BYTES } from './assets';

const bytes = (length: number) => new Uint8Array(length);
const ID = '5c6aff0f-1523-4a43-8960-0cc84274e78b';

describe('AssetMemoryCache', () => {
  it('keeps entries within its byte budget, pushing out the least recently used first', () => {
    const cache = new AssetMemoryCache(1000);
    cache.set('a', bytes(400), {});
    cache.set('b', bytes(400), {});
    expect(cache.get('a')).toBeDefined(); // now b is the least recently used
    cache.set('c', bytes(400), {});
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toEqual({ entries: 2, bytes: 800 });
  });

  it('replaces an entry under the same key without counting it twice', () => {
    const cache = new AssetMemoryCache(1000);
    cache.set('a', bytes(300), {});
    cache.set('a', bytes(500), { etag: '"2"' });
    expect(cache.size).toEqual({ entries: 1, bytes: 500 });
    expect(cache.get('a')?.entry.headers).toEqual({ etag: '"2"' });
  });

  it('does not keep what exceeds the per-file limit or the whole budget', () => {
    const large = new AssetMemoryCache(10 * MAX_ENTRY_BYTES);
    large.set('download', bytes(MAX_ENTRY_BYTES + 1), {});
    expect(large.get('download')).toBeUndefined();
    const off = new AssetMemoryCache(0);
    off.set('a', bytes(1), {});
    expect(off.size).toEqual({ entries: 0, bytes: 0 });
    // What readAsset asks before buffering a file: a length it does not know is streamed, never kept.
    expect([large.keeps(MAX_ENTRY_BYTES), large.keeps(MAX_ENTRY_BYTES + 1), large.keeps(NaN), off.keeps(1)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('says when an entry is no longer fresh, and keeps it to fall back on', () => {
    let now = 1_000_000;
    const cache = new AssetMemoryCache(1000, () => now);
    cache.set('a', bytes(10), {});
    expect(cache.get('a')?.fresh).toBe(true);
    now += FRESH_MS;
    expect(cache.get('a')).toMatchObject({ fresh: false });
    cache.clear();
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size.bytes).toBe(0);
  });
});

describe('assetCacheKey', () => {
  const avif = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
  const webp = 'image/webp,*/*';

  it('names the transformation whatever the order of its fields, leaving out unset ones', () => {
    expect(assetCacheKey(ID, { width: 640, format: 'jpg', height: undefined, download: false }, avif)).toBe(
      assetCacheKey(ID, { format: 'jpg', width: 640 }, webp),
    );
    expect(assetCacheKey(ID, { width: 640 }, undefined)).not.toBe(assetCacheKey(ID, { width: 320 }, undefined));
    expect(assetCacheKey(ID, {}, undefined)).not.toBe(assetCacheKey('00000000-0000-0000-0000-000000000000', {}, undefined));
  });

  it('tells AVIF, WebP and other browsers apart only when Directus picks the format', () => {
    const auto = { width: 640, format: 'auto' } as const;
    const keys = new Set([avif, webp, 'image/png,*/*', undefined].map((accept) => assetCacheKey(ID, auto, accept)));
    expect(keys.size).toBe(3);
    expect(assetCacheKey(ID, auto, 'image/png')).toBe(assetCacheKey(ID, auto, undefined));
    expect(assetCacheKey(ID, auto, avif)).toBe(assetCacheKey(ID, auto, 'image/avif'));
  });
});
