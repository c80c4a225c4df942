// The site's page cache: anonymous visitors' public pages (CMS pages, the journal and its pages, posts, products,
// the sitemap and the feed) are rendered once by Next.js, sealed (./seal.ts: the request's nonce replaced by the
// page's script hashes) and then served from memory or Redis to every visitor, with headers a CDN may cache.
// Why the site's own cache rather than Next.js's full route cache: docs/page-cache.md.
//
// Its parts:
// - ./requests.ts: who gets a cached page, and under which key (its canonical address: ./canonical.ts);
// - ./answer.ts: answering from a stored page (HIT, STALE, MISS, 304), with nothing rendered or stored;
// - ./request-head.ts and ./raw-hits.ts: hits answered before Node's `http` module parses the request;
// - ./fill.ts: filling an entry (a render over loopback, sealed, compressed, stored) and refreshing stale ones;
// - ./stores.ts: where entries are kept (memory, or Redis shared by every instance);
// - ./freshness.ts: when an entry is stale (a tag it read was revalidated, or CACHE_REFRESH_SECONDS passed);
// - this file: which of those a request gets, and what a change in Directus or the redirects does.
//
// Freshness: a page is stale once one of its tags was revalidated after the data it read under that tag was fetched
// (/api/revalidate → invalidate()), or after CACHE_REFRESH_SECONDS. A stale page is still served, and refreshed in
// the background (./fill.ts). When a scheduled publication or expiry comes due, the stale pages are refreshed at once
// instead, without waiting for a visitor (invalidate with `refresh`), so none is served the old copy later.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FillRecord } from '../server-seam.ts';
import { relayRender, sendBusy, sendEntry } from './answer.ts';
import type { Purge } from './cdn-purge.ts';
import { createFills, type FillResult } from './fill.ts';
import { FillsBusy } from './fill-limit.ts';
import { freshnessOf } from './freshness.ts';
import { sharedKeyOf, type PageRequest } from './requests.ts';
import type { Lookup, PageEntry, PageStore, PageStoreMirror } from './stores.ts';

export interface PageCache {
  /** The record of a fill request (a render the cache asked for), or null for every other request. */
  fillRecord(request: PageRequest): FillRecord | null;
  /** The key under which a request is answered from the cache, or null when it is rendered for itself (./requests.ts). */
  keyOf(request: PageRequest): string | null;
  /**
   * Answers a request for the page at `key` at once when the store holds it in this process and needs to ask no one
   * (./stores.ts, lookupAtOnce); false, having sent nothing, when serve() must answer it.
   */
  answerAtOnce(request: IncomingMessage, response: ServerResponse, key: string): boolean;
  /**
   * Keeps `mirror` a copy of the store; only when the store is this process's memory (the site's front answers hits
   * from the copy, ./front.ts): one that must be asked (Redis) has no copy to answer from.
   */
  mirrorTo?: (mirror: PageStoreMirror) => void;
  /** Seconds a CDN may keep a page (s-maxage). */
  readonly sharedMaxAge: number;
  /** Renders a stale page again in the background, once however often it is asked (the front's stale hits). */
  refreshInBackground(key: string): void;
  /**
   * Answers a request for the page at `key`; `renderForRequest` renders it for this request alone (when another
   * request's render turned out not to be keepable, its answer, with its nonce, is not shared).
   */
  serve(request: IncomingMessage, response: ServerResponse, key: string, renderForRequest: () => unknown): Promise<void>;
  /**
   * Marks the pages that read these tags stale and purges the CDN's copies; resolves with their addresses. With
   * `refresh`, they are rendered again at once in the background (a scheduled publication or expiry).
   */
  invalidate(tags: readonly string[], options?: { refresh?: boolean }): Promise<string[]>;
  /** Drops the pages a change of the redirects covers and purges the CDN's copies, by URL (features/redirects/table.ts). */
  redirected(covers: (key: string) => boolean, addresses: readonly string[]): Promise<string[]>;
}

export interface PageCacheOptions {
  store: PageStore;
  /** Where this server is reached over loopback (`http://127.0.0.1:3000`). */
  origin: string;
  /** The build folder (for the files of scripts to hash). */
  distDir: string;
  /** Seconds a CDN may keep a page (s-maxage). */
  sharedMaxAge: number;
  /** Pages rendered at once; more wait (./fill-limit.ts). */
  maxFills: number;
  /** The CDN purge, when one is configured. */
  purge: Purge | null;
  log: (message: string) => void;
}

export function createPageCache({ store, origin, distDir, sharedMaxAge, maxFills, purge, log }: PageCacheOptions): PageCache {
  const fills = createFills({ store, origin, distDir, maxFills, log });

  const freshness = (key: string, entry: PageEntry, staleTimes: Lookup['staleTimes']) =>
    freshnessOf(key, entry, staleTimes, fills.refreshInBackground);

  return {
    fillRecord: fills.fillRecord,

    keyOf: sharedKeyOf,

    answerAtOnce(request, response, key) {
      const found = store.lookupAtOnce(key);
      if (!found?.entry) return false;
      sendEntry(request, response, found.entry, freshness(key, found.entry, found.staleTimes), sharedMaxAge);
      return true;
    },

    mirrorTo: store.mirrorTo?.bind(store),

    sharedMaxAge,

    refreshInBackground: fills.refreshInBackground,

    async serve(request, response, key, renderForRequest) {
      const { entry, staleTimes } = await store.lookup(key);
      if (entry) return sendEntry(request, response, entry, freshness(key, entry, staleTimes), sharedMaxAge);
      const own = !fills.filling(key);
      let result: FillResult;
      try {
        result = await fills.fill(key);
      } catch (error) {
        if (error instanceof FillsBusy) return sendBusy(request, response);
        throw error;
      }
      // Rendered from the data cache's old entry after a change: served, and refreshed from Directus at once.
      if (result.stale && own) void fills.refresh(key);
      if (result.entry) return sendEntry(request, response, result.entry, 'MISS', sharedMaxAge);
      if (own) return relayRender(response, result.response, result.body);
      await renderForRequest();
    },

    async invalidate(tags, { refresh = false } = {}) {
      if (tags.length === 0) return [];
      const paths = await store.markStale(tags, Date.now());
      purge?.({ paths, tags }).catch(() => {});
      if (refresh) fills.refreshAll(paths);
      return paths;
    },

    async redirected(covers, addresses) {
      const paths = [...new Set([...addresses, ...(await store.dropWhere(covers))])];
      purge?.({ paths, tags: [] }).catch(() => {});
      return paths;
    },
  };
}
