// When a cached page is stale. Its own module so that the fills (./fill.ts), the answers (./page-cache.ts) and the
// site's front (./front-worker.ts) share it without importing one another.
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
  // Asked on every hit. An entry never changes, and the memory store hands out one staleTimes object until a tag is
  // revalidated, so what its tags say is worked out once per entry and change.
  let tags = tagVerdicts.get(entry);
  if (tags?.staleTimes !== staleTimes) tagVerdicts.set(entry, (tags = tagVerdict(entry, staleTimes)));
  return tags.revalidated || now - tags.oldestRead > CACHE_REFRESH_SECONDS * 1000;
}

/**
 * How a stored page is answered: HIT, or STALE while it is rendered again (`refreshInBackground` is asked to start
 * that; it starts one refresh per page however often it is asked).
 */
export function freshnessOf(
  key: string,
  entry: { readonly renderedAt: number; readonly tagTimes: Readonly<Record<string, number>> },
  staleTimes: Readonly<Record<string, number>>,
  refreshInBackground: (key: string) => void,
): 'HIT' | 'STALE' {
  if (!isStale(entry, staleTimes)) return 'HIT';
  refreshInBackground(key);
  return 'STALE';
}

interface TagVerdict {
  staleTimes: Readonly<Record<string, number>>;
  /** Whether a tag the entry read was revalidated after its data was fetched. */
  revalidated: boolean;
  /** When the oldest data it read was fetched (its render, when it read none). */
  oldestRead: number;
}

const tagVerdicts = new WeakMap<object, TagVerdict>();

function tagVerdict(
  entry: { readonly renderedAt: number; readonly tagTimes: Readonly<Record<string, number>> },
  staleTimes: Readonly<Record<string, number>>,
): TagVerdict {
  let oldestRead = entry.renderedAt;
  let revalidated = false;
  for (const tag in entry.tagTimes) {
    const fetchedAt = entry.tagTimes[tag]!;
    if ((staleTimes[tag] ?? 0) > fetchedAt) revalidated = true;
    if (fetchedAt < oldestRead) oldestRead = fetchedAt;
  }
  return { staleTimes, revalidated, oldestRead };
}
