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
}

/** At most this many values: the reads a site's existing addresses make (./data-cache.ts `keeps` bounds them). */
const MAX_ENTRIES = 5000;

export function createReadMemo({ maxEntries = MAX_ENTRIES, maxAgeMs = CACHE_REFRESH_SECONDS * 1000 } = {}): ReadMemo {
  const entries = new Map<string, Kept>();
  const revalidatedAt = new Map<string, number>();
  const current = ({ stamped, tags }: Kept, now: number) =>
    now - stamped.fetchedAt < maxAgeMs && tags.every((tag) => (revalidatedAt.get(tag) ?? -Infinity) < stamped.fetchedAt);

  return {
    recall<Result>(key: string, now = Date.now()) {
      const kept = entries.get(key);
      if (kept === undefined) return undefined;
      if (current(kept, now)) return kept.stamped as Stamped<Result>;
      entries.delete(key);
      return undefined;
    },
    keep(key, tags, stamped, now = Date.now()) {
      const kept = { stamped, tags };
      if (!current(kept, now)) return;
      deepFreeze(stamped);
      entries.delete(key);
      entries.set(key, kept);
      // The oldest kept goes first (a Map iterates in insertion order).
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    forget(tags, at = Date.now()) {
      for (const tag of tags) revalidatedAt.set(tag, at);
      for (const [key, kept] of entries) if (kept.tags.some((tag) => tags.includes(tag))) entries.delete(key);
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
