import { processSingleton } from '@/lib/process-singleton';
import { CACHE_REFRESH_SECONDS } from '@/lib/server-seam';

/**
 * The values of the data cache's reads, kept in this process in front of `unstable_cache` (./data-cache.ts). Each
 * read through `unstable_cache` costs about 80 µs of CPU on a hit (its key's hash, the lookup, its tags' check and a
 * JSON parse of the value), and a post's view makes seven: answered from here, a view costs 2.4–5.0 % less
 * (docs/performance.md, "What was tried").
 *
 * A value is answered only while `unstable_cache` would answer the same: until CACHE_REFRESH_SECONDS after its data
 * was fetched, and only if none of its tags was revalidated since (/api/revalidate tells this memo first, then the
 * data cache). A value fetched before its tag's last revalidation is never kept: the data cache hands out the old
 * value once while it refreshes, and the memo then asks again until it has the new one.
 *
 * Only for a site that runs as one instance: with Redis (REDIS_URL) a tag is revalidated through whichever instance
 * Directus calls, and the others learn it from Redis on their next read, which a memo in front of it would skip.
 * The values are shared by every request, so they are frozen: a render that changed one would throw, not leak.
 */

/** A data-cache value and when its data was fetched from Directus (ms since the epoch). */
export interface Stamped<Result> {
  value: Result;
  /** When the read from Directus started (ms since the epoch). */
  fetchedAt: number;
}

export interface ReadMemo {
  /** The value kept for `key` when it is still what the data cache holds, else undefined. */
  recall<Result>(key: string, now?: number): Stamped<Result> | undefined;
  /** Keeps `stamped` for `key`, read under `tags`, unless it is already out of date. */
  keep(key: string, tags: readonly string[], stamped: Stamped<unknown>, now?: number): void;
  /** These tags were revalidated at `at`: what was read under them is not answered any more. */
  forget(tags: readonly string[], at?: number): void;
}

interface Kept {
  stamped: Stamped<unknown>;
  tags: readonly string[];
  /** The length of the value's JSON text, what it counts against the memo's size. */
  size: number;
}

/**
 * What the kept values may add up to, counted as their JSON text (a post with its body is 5–20 kB): 32 MB, the reads
 * of a few thousand addresses. The oldest kept go first; the data cache still has them.
 */
const MAX_SIZE = 32 * 2 ** 20;

export function createReadMemo({ maxSize = MAX_SIZE, maxAgeMs = CACHE_REFRESH_SECONDS * 1000 } = {}): ReadMemo {
  const entries = new Map<string, Kept>();
  const revalidatedAt = new Map<string, number>();
  let size = 0;
  const current = ({ stamped, tags }: Omit<Kept, 'size'>, now: number) =>
    now - stamped.fetchedAt < maxAgeMs && tags.every((tag) => (revalidatedAt.get(tag) ?? -Infinity) < stamped.fetchedAt);
  const drop = (key: string) => {
    size -= entries.get(key)?.size ?? 0;
    entries.delete(key);
  };

  return {
    recall<Result>(key: string, now = Date.now()) {
      const kept = entries.get(key);
      if (kept === undefined) return undefined;
      if (current(kept, now)) return kept.stamped as Stamped<Result>;
      drop(key);
      return undefined;
    },
    keep(key, tags, stamped, now = Date.now()) {
      if (!current({ stamped, tags }, now)) return;
      const valueSize = JSON.stringify(stamped.value)?.length ?? 0;
      if (valueSize > maxSize) return;
      deepFreeze(stamped);
      drop(key);
      entries.set(key, { stamped, tags, size: valueSize });
      size += valueSize;
      // The oldest kept go first (a Map iterates in insertion order).
      for (const oldest of entries.keys()) {
        if (size <= maxSize) break;
        drop(oldest);
      }
    },
    forget(tags, at = Date.now()) {
      for (const tag of tags) revalidatedAt.set(tag, at);
      for (const [key, kept] of entries) if (kept.tags.some((tag) => tags.includes(tag))) drop(key);
    },
  };
}

function deepFreeze(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
}

/** The process's memo, or null where there is none: outside the site's server, and with several instances (Redis). */
export function readMemo(): ReadMemo | null {
  if (!process.env.NEXT_RUNTIME || process.env.REDIS_URL?.trim()) return null;
  return processSingleton('readMemo', () => createReadMemo());
}

/** /api/revalidate: the data read under these tags changed. */
export function forgetCachedReads(tags: readonly string[]): void {
  readMemo()?.forget(tags);
}
