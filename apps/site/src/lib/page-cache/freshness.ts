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
  // Asked on every hit: a loop over the few tags, nothing allocated.
  let oldest = entry.renderedAt;
  for (const tag in entry.tagTimes) {
    const fetchedAt = entry.tagTimes[tag]!;
    if ((staleTimes[tag] ?? 0) > fetchedAt) return true;
    if (fetchedAt < oldest) oldest = fetchedAt;
  }
  return now - oldest > CACHE_REFRESH_SECONDS * 1000;
}
