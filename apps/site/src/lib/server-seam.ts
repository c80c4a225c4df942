// The one seam between the site's own server (apps/site/server.ts) and Next.js: everything the two share is here,
// typed, and nowhere else. They run in one process but load their own copies of every module (./process-singleton.ts
// says why), so what one installs for the other lives in `serverSeam`, one object per process:
//
//   what                    installed by                                 read by
//   redirectLookup          the redirects table (features/redirects)     the server, before it answers from the page cache
//   redirectTableSettled    the server (handed on to its front)           the redirects table, when its rules change
//   pageRenderRecorder      the server (one record per request)          the data cache's reads (./content/page-record.ts)
//   contentOutageRecorder   the server (one record per request)          the content client (./content/outage.ts)
//   pageCache               the server (./page-cache/start.ts)           /api/revalidate and the redirects table
//
// Without the server (`next dev`, Vitest) only the redirect lookup is installed: nothing is recorded, and there is
// no page cache to mark stale. The names and durations both sides must agree on are constants here.
//
// Only erasable TypeScript here and in what it imports: server.ts runs it without a build step.
import type { RedirectTable } from '@tessera/redirects';
import { processSingleton } from './process-singleton.ts';

/** The session cookie of signed-in members (features/account): their requests are never answered from the page cache. */
export const SESSION_COOKIE = 'tessera_session';
/** The cookie of an editor's preview pass (./preview/pass.ts): neither is an editor's request. */
export const PREVIEW_COOKIE = 'tessera_preview';
/** The outcome of a form or newsletter sign-up posted without JavaScript, for one visitor (lib/post-result.ts): nor is the page it returns to. */
export const FORM_RESULT_COOKIE = 'tessera_form';

/**
 * The data cache's safety net for a lost change notification: after an hour an entry is refreshed on its next read
 * (the stale value is served meanwhile, and kept if Directus does not answer). The page cache refreshes its pages
 * after as long, and remembers a tag's revalidation as long.
 */
export const CACHE_REFRESH_SECONDS = 3600;

/**
 * What a render asked for by the page cache records (the server fills it while the render runs): whether it met a
 * Directus outage, and which data-cache tags it read with when that data was fetched.
 */
export interface FillRecord {
  directusFailed: boolean;
  pageUnavailable: boolean;
  reads: Map<string, number>;
  /** Whether the render's reads must go to Directus (the refresh of a stale page). */
  fresh: boolean;
}

/**
 * How a page render talks to the site's page cache:
 * - the render tells it the tags of the data-cache reads it made and when the data it got was fetched from
 *   Directus. The page cache tags the stored HTML with them (a revalidation of a tag makes the page stale)
 *   and stores a render that got data older than its tags' last revalidation as stale straight away;
 * - the page cache tells the render whether it is the refresh of a stale page, which must read Directus
 *   itself: the data cache answers a read of a revalidated entry with the old value while it refreshes it
 *   in the background, so the page would be stored with the old content again.
 */
export interface PageRenderRecorder {
  /** A cached read for `tags` returned data fetched from Directus at `fetchedAt` (ms since the epoch). */
  markRead(tags: readonly string[], fetchedAt: number): void;
  /** Whether this render refreshes a stale page, so its reads must go to Directus. */
  readsFresh(): boolean;
}

/**
 * How a request learns that Directus could not provide its content: the server answers 503 instead of 200 or 500
 * for such a request (see there why the App Router needs this).
 */
export interface ContentOutageRecorder {
  /** A Directus request failed because Directus is unreachable, timed out or answered 502–504. */
  markDirectusFailed(): void;
  /** The page rendered its "unavailable" notice instead of its content. */
  markPageUnavailable(): void;
}

/** What Next.js's routes may ask of the site's page cache (./page-cache/page-cache.ts). */
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

/** What the server and Next.js install for each other: the table at the top of this file. */
export interface ServerSeam {
  /**
   * Whether a request URL (`/path?query`) has an editor's redirect: at once while the table needs no check of its
   * version, else a promise (the server answers a cached page without one when it can). Until Next.js first loads
   * the redirects table there is none, and the server leaves every request to Next.js, whose proxy applies the rules.
   */
  redirectLookup?: (url: string) => boolean | Promise<boolean>;
  /**
   * Told the rules redirectLookup answers from at once whenever they change: the new table once it is loaded,
   * undefined once this instance hears of a change (then it answers later). The server's front, which answers cached
   * pages in a thread of its own, checks their addresses against this copy (./page-cache/front.ts).
   */
  redirectTableSettled?: (table: RedirectTable | undefined) => void;
  pageRenderRecorder?: PageRenderRecorder;
  contentOutageRecorder?: ContentOutageRecorder;
  pageCache?: PageCacheControl;
}

export const serverSeam: ServerSeam = processSingleton<ServerSeam>('serverSeam', () => ({}));
