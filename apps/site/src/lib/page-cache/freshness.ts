// When a cached page is stale. Its own module so that the fills (./fill.ts) and the answers (./page-cache.ts) share
// it without importing one another.
import { CACHE_REFRESH_SECONDS } from '../server-seam.ts';

/**
 * Whether a stored page must be rendered again: once one of its tags was revalidated after the data it read under
 * that tag was fetched, or CACHE_REFRESH_SECONDS after the oldest of its reads (./page-cache.ts).
 */
export function isStale(
  entry: { readonly renderedAt: number; readonly tagTimes: Readonly<Record<string, number>> },
  staleTimes: Readonly<Record<string, number>>,
  now = Date.now(),
): boolean {
  const times = Object.values(entry.tagTimes);
  if (now - Math.min(entry.renderedAt, ...times) > CACHE_REFRESH_SECONDS * 1000) return true;
  return Object.entries(entry.tagTimes).some(([tag, fetchedAt]) => (staleTimes[tag] ?? 0) > fetchedAt);
}
