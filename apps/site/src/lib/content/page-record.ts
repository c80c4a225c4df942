/**
 * How a page render reports its data-cache reads to the site's page cache and learns whether it must read Directus
 * itself (../server-seam.ts, PageRenderRecorder, says why). Without the site's server (`next dev`, Vitest) nothing
 * is recorded and every read goes through the data cache.
 */
import { serverSeam } from '../server-seam';

export function reportCachedRead(tags: readonly string[], fetchedAt: number): void {
  serverSeam.pageRenderRecorder?.markRead(tags, fetchedAt);
}

export function isPageRefresh(): boolean {
  return serverSeam.pageRenderRecorder?.readsFresh() ?? false;
}
