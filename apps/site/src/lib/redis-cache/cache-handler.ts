// Next.js's cache handler (next.config.ts `cacheHandler`) when REDIS_URL is set: the rendered
// pages and route responses (ISR) and the data cache (fetch and unstable_cache entries) live in
// Redis, so every site instance serves what any instance rendered, and a tag revalidated on one
// instance (POST /api/revalidate) is revalidated on all.
import { Redis } from 'ioredis';
import type { CacheHandler, CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';
import { tagsManifest, type TagManifestEntry } from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';
import { deserialize, serialize } from './codec.ts';

type GetContext = Parameters<CacheHandler['get']>[1];
type SetContext = Parameters<CacheHandler['set']>[2];
type CacheValue = Parameters<CacheHandler['set']>[1];
/** What the contexts and values of Next.js's cache entries may carry that names tags. */
interface Tagged {
  tags?: readonly string[];
  softTags?: readonly string[];
  headers?: Record<string, unknown>;
}

const PREFIX = 'tessera:next:';
const ENTRY = `${PREFIX}entry:`;
/** A hash: tag → JSON { stale?, expired? } (ms since the epoch), as Next's own tags manifest keeps them. */
const TAGS = `${PREFIX}tags`;
/** The header in which Next.js lists a page's or route's tags (its implicit path tags included). */
const TAGS_HEADER = 'x-next-cache-tags';
const ONE_YEAR_SECONDS = 31_536_000;

let client: Redis | undefined;
function redis(): Redis {
  if (!client) {
    // Fail fast while Redis is unreachable: a miss re-renders, which beats a hung request.
    client = new Redis(process.env.REDIS_URL ?? '', { commandTimeout: 1000, maxRetriesPerRequest: 1 });
    client.on('error', (error) => console.warn(`[cache-handler] ${error.message}`));
  }
  return client;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function tagsOf(value: Tagged | null | undefined, ctx: Tagged | undefined): string[] {
  const tags = new Set<string>(ctx?.tags ?? []);
  for (const tag of ctx?.softTags ?? []) tags.add(tag);
  for (const tag of value?.tags ?? []) tags.add(tag);
  const header = value?.headers?.[TAGS_HEADER];
  if (typeof header === 'string') for (const tag of header.split(',')) if (tag) tags.add(tag);
  return [...tags];
}

/** Whether Next.js would refuse an entry made at `lastModified`: one of its tags expired since. */
function isExpired(state: TagManifestEntry, lastModified: number, now: number): boolean {
  return typeof state?.expired === 'number' && state.expired <= now && state.expired > lastModified;
}

export default class RedisCacheHandler implements Pick<CacheHandler, 'get' | 'set' | 'revalidateTag' | 'resetRequestCache'> {
  async get(key: string, ctx: GetContext): Promise<CacheHandlerValue | null> {
    let text: string | null;
    try {
      text = await redis().get(ENTRY + key);
    } catch (error) {
      console.warn(`[cache-handler] get ${key}: ${message(error)}`);
      return null;
    }
    if (text === null) return null;
    const entry = deserialize<CacheHandlerValue>(text);
    const tags = tagsOf(entry.value as Tagged | null, ctx as Tagged);
    if (tags.length === 0) return entry;
    let states: (string | null)[];
    try {
      states = await redis().hmget(TAGS, ...tags);
    } catch (error) {
      console.warn(`[cache-handler] tags of ${key}: ${message(error)}`);
      return null;
    }
    const now = Date.now();
    for (const [index, state] of states.entries()) {
      if (state === null) continue;
      const parsed = JSON.parse(state) as TagManifestEntry;
      if (isExpired(parsed, entry.lastModified, now)) return null;
      // Next.js decides "stale, serve it and refresh in the background" from its in-process tags
      // manifest; mirroring the shared state there keeps that behaviour on every instance.
      tagsManifest.set(tags[index]!, parsed);
    }
    return entry;
  }

  async set(key: string, value: CacheValue, ctx: SetContext): Promise<void> {
    try {
      if (value === null) {
        await redis().del(ENTRY + key);
        return;
      }
      const cacheControl = 'cacheControl' in ctx ? ctx.cacheControl : undefined;
      const entry: CacheHandlerValue = { lastModified: Date.now(), value, cacheControl };
      if (value.kind === 'FETCH') entry.value = { ...value, tags: ('tags' in ctx ? ctx.tags : undefined) ?? value.tags ?? [] };
      // Kept until the entry's expiry (`expire`), not its revalidation time: past `revalidate` Next.js
      // still serves the stale entry while it refreshes, which keeps pages up when Directus is not.
      // Without an expiry a year; Redis's maxmemory policy makes room before that.
      const expire = cacheControl?.expire;
      const seconds = typeof expire === 'number' && expire > 0 ? Math.min(expire, ONE_YEAR_SECONDS) : ONE_YEAR_SECONDS;
      await redis().set(ENTRY + key, serialize(entry), 'EX', Math.ceil(seconds));
    } catch (error) {
      console.warn(`[cache-handler] set ${key}: ${message(error)}`);
    }
  }

  async revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void> {
    const list = (typeof tags === 'string' ? [tags] : tags).filter(Boolean);
    if (list.length === 0) return;
    const now = Date.now();
    const current = await redis().hmget(TAGS, ...list);
    const updates: Record<string, string> = {};
    for (const [index, tag] of list.entries()) {
      const stored = current[index];
      const previous = stored ? (JSON.parse(stored) as TagManifestEntry) : {};
      // Same rules as Next.js's own manifest: with durations the tag is stale now and expires
      // after `expire` seconds; without, it expires now.
      const state: TagManifestEntry = durations
        ? { ...previous, stale: now, ...(durations.expire !== undefined ? { expired: now + durations.expire * 1000 } : {}) }
        : { ...previous, expired: now };
      updates[tag] = JSON.stringify(state);
      tagsManifest.set(tag, state);
    }
    await redis().hset(TAGS, updates);
  }

  resetRequestCache(): void {}
}
