import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { previewMode } from '@/lib/preview/mode';
import { CACHE_REFRESH_SECONDS } from '@/lib/server-seam';
import { isPageRefresh, reportCachedRead } from './page-record';
import { readMemo, type Stamped } from './read-memo';

/**
 * The site's public reads are kept in Next.js's data cache, so a render whose data is cached costs
 * Directus nothing and keeps working while Directus is down. Public pages are then kept as HTML by
 * the site's page cache (src/lib/page-cache); personal pages render per request from this cache.
 *
 * `unstable_cache` (not `'use cache'`) because it works without Cache Components and stores its
 * entries through the configured `cacheHandler`, so several site instances can share them.
 * Entries are tagged with the Directus collections they were read from; /api/revalidate marks a
 * collection's entries stale when Directus reports a change (app/api/revalidate/route.ts).
 */

/**
 * Everything a page's sections read: the sections and what their relation fields expand (a form section its form,
 * a checkout its product). A test keeps the list in step with the section registry (@tessera/sections).
 */
export const PAGE_COLLECTIONS = ['pages', 'pages_sections', 'sections', 'forms', 'products'] as const;

/**
 * The collections whose items the cached reads return; a change to any other needs no refresh. The languages are
 * kept in memory instead (lib/i18n/languages.ts), which a change to them (or to the default, in the settings) clears.
 */
export const CACHED_COLLECTIONS = [
  'site_settings',
  'languages',
  'navigation',
  'posts',
  'categories',
  'authors',
  'locations',
  ...PAGE_COLLECTIONS,
] as const;
export type CachedCollection = (typeof CACHED_COLLECTIONS)[number];

export function isCachedCollection(name: unknown): name is CachedCollection {
  return typeof name === 'string' && (CACHED_COLLECTIONS as readonly string[]).includes(name);
}

export const collectionTag = (collection: CachedCollection) => `directus:${collection}`;

/**
 * A read through the data cache, keyed by `name` and the arguments, tagged with the collections
 * it reads. React's `cache()` on top shares one result between the components of one request.
 * Outside a Next.js server (Vitest, scripts) there is no data cache, and the read goes to Directus.
 *
 * `keeps` bounds what a read whose arguments come from a request (a slug, a language, a page number) leaves in the
 * data cache: only arguments it accepts (an address that exists, from one cached list of them) are kept; the rest
 * are read from Directus each time and kept nowhere, so a crawler asking for made-up addresses cannot fill the disk
 * (or Redis) with misses. A new item not yet in a stale list is read from Directus too, so it shows at once.
 */
export function cachedRead<Args extends (string | number)[], Result>(
  name: string,
  collections: readonly CachedCollection[],
  read: (...args: Args) => Promise<Result>,
  { keeps }: { keeps?: (...args: Args) => Promise<boolean> } = {},
): (...args: Args) => Promise<Result> {
  if (!process.env.NEXT_RUNTIME) return read;
  const tags = collections.map(collectionTag);
  // Each entry carries when it was fetched, which the page cache compares with its tags' revalidations: the
  // time the request to Directus started, so a change committed while it was under way counts as missed.
  const shared = oneReadAtATime(async (...args: Args): Promise<Stamped<Result>> => {
    const fetchedAt = Date.now();
    return { value: await read(...args), fetchedAt };
  });
  const stamped = unstable_cache(shared, ['tessera-content-stamped', name], { tags, revalidate: CACHE_REFRESH_SECONDS });
  const memo = readMemo();
  const remembered = async (...args: Args): Promise<Stamped<Result>> => {
    if (memo === null) return stamped(...args);
    const key = `${name}\0${JSON.stringify(args)}`;
    const recalled = memo.recall<Result>(key);
    if (recalled !== undefined) return recalled;
    const fetched = await stamped(...args);
    memo.keep(key, tags, fetched);
    return fetched;
  };
  return cache(async (...args: Args): Promise<Result> => {
    // The page cache's refresh of a stale page reads Directus itself (../server-seam.ts, PageRenderRecorder, says why). If Directus
    // fails it, the page cache keeps the stale page and tries again later. An editor's preview reads Directus
    // too: what they just saved (in the Visual Editor's frame, say) shows at once, header and footer included,
    // before the change notification has reached the data cache.
    const latest = isPageRefresh() || (await previewMode());
    const kept = !latest && (keeps === undefined || (await keeps(...args)));
    const { value, fetchedAt } = await (kept ? remembered : shared)(...args);
    reportCachedRead(tags, fetchedAt);
    return value;
  });
}

/** The key of an item's address in the lists `keeps` reads: its language and slug. */
export const addressKey = (language: string, slug: string) => `${language}/${slug}`;

/**
 * Calls with the same arguments while one is under way share its result. After a revalidation every request
 * that finds the stale entry starts a refresh of its own until one has been stored: measured on the home
 * page, 50 concurrent visitors for 5 s then cost Directus 250 to 950 requests. Sharing the refresh in flight
 * makes that one request per read and process.
 */
function oneReadAtATime<Args extends (string | number)[], Result>(read: (...args: Args) => Promise<Result>) {
  const inFlight = new Map<string, Promise<Result>>();
  return (...args: Args): Promise<Result> => {
    const key = JSON.stringify(args);
    let pending = inFlight.get(key);
    if (pending === undefined) {
      pending = read(...args).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  };
}
