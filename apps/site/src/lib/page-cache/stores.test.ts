import { describe, expect, it } from 'vitest';
import { MemoryPageStore, type PageEntry, type PageStoreMirror } from './stores.ts';

const entry = (key: string, bytes: number): PageEntry => ({
  key,
  headers: {},
  body: Buffer.alloc(bytes, 'a'),
  gzip: Buffer.alloc(10, 'g'),
  brotli: Buffer.alloc(10, 'b'),
  etag: `"${key}"`,
  renderedAt: 0,
  tagTimes: { 'directus:pages': 0 },
});

/** A mirror that records what it is told, in order. */
function recordingMirror() {
  const told: string[] = [];
  const entries = new Map<string, PageEntry>();
  const mirror: PageStoreMirror = {
    set(page) {
      told.push(`set ${page.key}`);
      entries.set(page.key, page);
    },
    delete(key) {
      told.push(`delete ${key}`);
      entries.delete(key);
    },
    staleTimes(times) {
      told.push(`staleTimes ${Object.keys(times).join(',')}`);
    },
  };
  return { mirror, told, entries };
}

describe("the memory store's mirror (the site's front)", () => {
  it('is told what the store holds already, then every page stored, replaced, dropped or evicted, in order', async () => {
    const store = new MemoryPageStore({ maxBytes: 3 * (1000 + 20 + 2048) });
    await store.store(entry('/a', 1000));
    const { mirror, told, entries } = recordingMirror();
    store.mirrorTo(mirror);
    await store.store(entry('/b', 1000));
    await store.store(entry('/b', 1000));
    await store.store(entry('/c', 1000));
    await store.store(entry('/d', 1000)); // evicts /a, the least recently used
    await store.drop('/c');
    await store.markStale(['directus:posts'], 1);
    await store.store(entry('/huge', 10_000)); // larger than the whole store: never kept
    expect(told).toEqual([
      'staleTimes ',
      'set /a',
      'set /b',
      'set /b',
      'set /c',
      'delete /a',
      'set /d',
      'delete /c',
      'staleTimes directus:posts',
      'delete /huge',
    ]);
    expect([...entries.keys()].sort()).toEqual(['/b', '/d']);
  });

  it('hands the mirror the pages in shared memory, the same bytes the store answers with', async () => {
    const store = new MemoryPageStore({ maxBytes: 1e6 });
    const { mirror, entries } = recordingMirror();
    store.mirrorTo(mirror);
    await store.store(entry('/a', 100));
    const mirrored = entries.get('/a')!;
    for (const body of [mirrored.body, mirrored.gzip, mirrored.brotli]) expect(body.buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(store.lookupAtOnce('/a').entry).toBe(mirrored);
    expect(mirrored.body.equals(Buffer.alloc(100, 'a'))).toBe(true);
    expect(mirrored.gzip.equals(Buffer.alloc(10, 'g'))).toBe(true);
  });
});
