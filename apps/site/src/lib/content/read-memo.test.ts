import { afterEach, describe, expect, it, vi } from 'vitest';
import { createReadMemo, readMemo } from './read-memo';

const POSTS = 'directus:posts';
const SETTINGS = 'directus:site_settings';

describe('the memo of the data cache reads', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('answers a kept value until CACHE_REFRESH_SECONDS after its data was fetched', () => {
    const memo = createReadMemo({ maxAgeMs: 1000 });
    memo.keep('post\0["en","a"]', [POSTS], { value: { title: 'A' }, fetchedAt: 100 }, 150);
    expect(memo.recall('post\0["en","a"]', 1099)).toEqual({ value: { title: 'A' }, fetchedAt: 100 });
    expect(memo.recall('post\0["en","a"]', 1100)).toBeUndefined();
    expect(memo.recall('post\0["en","a"]', 500)).toBeUndefined(); // dropped, not only hidden
  });

  it('answers nothing read under a tag revalidated since its data was fetched, and keeps what was fetched after', () => {
    const memo = createReadMemo();
    memo.keep('post', [POSTS], { value: 'old post', fetchedAt: 100 }, 100);
    memo.keep('settings', [SETTINGS], { value: 'settings', fetchedAt: 100 }, 100);
    memo.forget([POSTS], 200);
    expect(memo.recall('post', 250)).toBeUndefined();
    expect(memo.recall('settings', 250)?.value).toBe('settings');
    // The data cache hands out the old value once while it refreshes: it is not kept.
    memo.keep('post', [POSTS], { value: 'old post', fetchedAt: 100 }, 250);
    expect(memo.recall('post', 260)).toBeUndefined();
    // Nor is data fetched at the very moment of the revalidation, which may have missed the change.
    memo.keep('post', [POSTS], { value: 'old post', fetchedAt: 200 }, 260);
    expect(memo.recall('post', 270)).toBeUndefined();
    memo.keep('post', [POSTS], { value: 'new post', fetchedAt: 201 }, 270);
    expect(memo.recall('post', 280)?.value).toBe('new post');
  });

  it('hands out frozen values, so that a render cannot change what other requests are answered', () => {
    const memo = createReadMemo();
    const value = { title: 'A', blocks: [{ type: 'paragraph', data: { text: 'x' } }] };
    memo.keep('post', [POSTS], { value, fetchedAt: 100 }, 100);
    const recalled = memo.recall<typeof value>('post', 100)!.value;
    expect(() => recalled.blocks.push({ type: 'header', data: { text: 'y' } })).toThrow(TypeError);
    expect(() => {
      recalled.blocks[0]!.data.text = 'changed';
    }).toThrow(TypeError);
    expect(value.blocks[0]!.data.text).toBe('x');
  });

  it('keeps values up to maxSize of JSON text, dropping the oldest kept first, and never one larger than all of it', () => {
    const memo = createReadMemo({ maxSize: 20 });
    const text = (letter: string) => letter.repeat(6); // 8 characters as JSON
    for (const key of ['a', 'b', 'c']) memo.keep(key, [POSTS], { value: text(key), fetchedAt: 100 }, 100);
    expect(memo.recall('a', 100)).toBeUndefined();
    expect(memo.recall('b', 100)?.value).toBe(text('b'));
    expect(memo.recall('c', 100)?.value).toBe(text('c'));
    // Kept again under its key, a value replaces the old one's size instead of adding to it.
    memo.keep('c', [POSTS], { value: text('C'), fetchedAt: 100 }, 100);
    expect(memo.recall('b', 100)?.value).toBe(text('b'));
    memo.keep('big', [POSTS], { value: 'x'.repeat(30), fetchedAt: 100 }, 100);
    expect(memo.recall('big', 100)).toBeUndefined();
    expect(memo.recall('b', 100)?.value).toBe(text('b'));
    // What was dropped (out of date, forgotten) no longer counts: two more fit.
    memo.forget([POSTS], 150);
    for (const key of ['d', 'e']) memo.keep(key, [POSTS], { value: text(key), fetchedAt: 200 }, 200);
    expect([memo.recall('d', 200)?.value, memo.recall('e', 200)?.value]).toEqual([text('d'), text('e')]);
  });

  it('is there only in the site server of a single instance: not outside Next.js, not with Redis', () => {
    vi.stubEnv('NEXT_RUNTIME', '');
    expect(readMemo()).toBeNull();
    vi.stubEnv('NEXT_RUNTIME', 'nodejs');
    vi.stubEnv('REDIS_URL', 'redis://127.0.0.1:6379');
    expect(readMemo()).toBeNull();
    vi.stubEnv('REDIS_URL', ' ');
    expect(readMemo()).not.toBeNull();
    expect(readMemo()).toBe(readMemo());
  });
});
