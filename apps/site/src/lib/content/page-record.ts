/**
 * How a page render talks to the site's page cache (src/lib/page-cache, run by apps/site/server.ts):
 * - the render tells it the tags of the data-cache reads it made and when the data it got was fetched from
 *   Directus. The page cache tags the stored HTML with them (a revalidation of a tag makes the page stale)
 *   and stores a render that got data older than its tags' last revalidation as stale straight away;
 * - the page cache tells the render whether it is the refresh of a stale page, which must read Directus
 *   itself: the data cache answers a read of a revalidated entry with the old value while it refreshes it
 *   in the background, so the page would be stored with the old content again.
 * Without that server (`next dev`, Vitest) nothing is recorded and every read goes through the data cache.
 */
export interface PageRenderRecorder {
  /** A cached read for `tags` returned data fetched from Directus at `fetchedAt` (ms since the epoch). */
  markRead(tags: readonly string[], fetchedAt: number): void;
  /** Whether this render refreshes a stale page, so its reads must go to Directus. */
  readsFresh(): boolean;
}

const PAGE_RECORDER = Symbol.for('tessera.pageRenderRecorder');
const recorder = () => (globalThis as { [PAGE_RECORDER]?: PageRenderRecorder })[PAGE_RECORDER];

export function reportCachedRead(tags: readonly string[], fetchedAt: number): void {
  recorder()?.markRead(tags, fetchedAt);
}

export function isPageRefresh(): boolean {
  return recorder()?.readsFresh() ?? false;
}
