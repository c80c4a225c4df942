/**
 * How the revalidation route reaches the site's page cache. apps/site/server.ts creates the cache
 * (./page-cache.ts) and installs it here; inside `next dev` or Vitest there is none and nothing happens.
 */
export interface PageCacheControl {
  /**
   * Marks the cached pages that read from these data-cache tags stale (they are served while they are
   * rendered again) and asks the CDN, when one is configured, to drop its copies. Resolves with the
   * paths of the pages that were affected. With `refresh`, they are rendered again at once, in the background.
   */
  invalidate(tags: readonly string[], options?: { refresh?: boolean }): Promise<string[]>;
  /**
   * Drops the cached pages that a change of the editors' redirects covers (`covers`, by cache key) and asks the CDN
   * to drop its copies of them and of `addresses` (the changed rules' own). Resolves with the purged paths.
   */
  redirected(covers: (key: string) => boolean, addresses: readonly string[]): Promise<string[]>;
}

const PAGE_CACHE = Symbol.for('tessera.pageCache');

export function pageCache(): PageCacheControl | undefined {
  return (globalThis as { [PAGE_CACHE]?: PageCacheControl })[PAGE_CACHE];
}
