/**
 * How a page render tells the site's page cache (src/lib/page-cache, run by apps/site/server.mjs) what its
 * HTML depends on: the tags of the data-cache reads it made and when the data it got was fetched from
 * Directus. The page cache tags the stored HTML with them (a revalidation of a tag makes the page stale)
 * and stores a render that got data older than its tags' last revalidation as stale straight away; it
 * renders the page again once the reads from Directus that the render started (the data cache's refresh
 * of what it found stale) have finished. Without that
 * server (`next dev`, Vitest) nothing is recorded.
 */
export interface PageRenderRecorder {
  /** A cached read for `tags` returned data fetched from Directus at `fetchedAt` (ms since the epoch). */
  markRead(tags: readonly string[], fetchedAt: number): void;
  /**
   * The render found a data-cache entry missing or stale and a read from Directus is under way (its own, or
   * one it shares). A render without any is as fresh as the data cache: the page cache then takes its data
   * as current for every tag it read, whatever the fetch times say.
   */
  markDirectusRead(read: Promise<unknown>): void;
}

const PAGE_RECORDER = Symbol.for('tessera.pageRenderRecorder');
const recorder = () => (globalThis as { [PAGE_RECORDER]?: PageRenderRecorder })[PAGE_RECORDER];

export function reportCachedRead(tags: readonly string[], fetchedAt: number): void {
  recorder()?.markRead(tags, fetchedAt);
}

export function reportDirectusRead(read: Promise<unknown>): void {
  recorder()?.markDirectusRead(read);
}
