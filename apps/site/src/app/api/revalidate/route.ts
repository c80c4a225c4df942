import { timingSafeEqual } from 'node:crypto';
import { revalidateTag } from 'next/cache';
import { redirectsChanged } from '@/features/redirects/table';
import { publicationScheduleChanged } from '@/features/scheduling/server';
import { searchContentChanged } from '@/features/search/server/search';
import { clearAssetCache, collectionTag, forgetCachedReads, isCachedCollection, SCHEDULED_COLLECTIONS } from '@/lib/content';
import { forgetSiteLanguages } from '@/lib/i18n/languages';
import { serverSeam } from '@/lib/server-seam';
import { checkSecret } from '@/lib/security/secret-guesses';

function authorised(request: Request): boolean {
  const secret = process.env.REVALIDATE_SECRET;
  const given = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '') ?? '';
  if (!secret || given.length !== secret.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(secret));
}

/** The change a request reports: the collections, and whether it is a scheduled time that came (`"scheduled": true`). */
async function reportedChange(request: Request): Promise<{ collections: string[]; scheduled: boolean } | null> {
  const body = (await request.json().catch(() => null)) as { collections?: unknown; scheduled?: unknown } | null;
  const collections = body?.collections;
  if (!Array.isArray(collections) || !collections.every((name) => typeof name === 'string')) return null;
  return { collections, scheduled: body?.scheduled === true };
}

/**
 * Called by Directus (Tessera's revalidation hook) with the collections that changed:
 * `{ "collections": ["posts", …] }`. The data cache entries read from them are marked stale with
 * the `max` profile (stale-while-revalidate), not expired: the next read still gets the old value
 * and refreshes the entry in the background, so the change shows on the next view or the one after,
 * and if Directus is down by then, the page keeps its old content instead of turning into an error.
 * The cached HTML of the pages that read them is marked stale the same way (src/lib/page-cache).
 * Redirects and the search index are not in the data cache: they are rebuilt on the next request that needs them,
 * and the pages a changed redirect covers are dropped from the page cache and purged at the CDN.
 * The publication timer posts here too, when a scheduled page or post goes live or expires (features/scheduling),
 * with `"scheduled": true`: then nothing may show the old content any more, so the data cache's entries expire at
 * once (the next read waits for Directus) and the cached pages are rendered again straight away, not on their next view.
 */
export async function POST(request: Request) {
  const refused = await checkSecret(
    request,
    () => authorised(request),
    () => Response.json({ error: 'Invalid revalidation secret' }, { status: 401 }),
  );
  if (refused) return refused;
  const change = await reportedChange(request);
  if (!change) return Response.json({ error: 'Expected a JSON body { "collections": [collection names] }' }, { status: 400 });
  const { collections, scheduled } = change;
  const tags = collections.filter(isCachedCollection).map(collectionTag);
  // This process's memo of the reads first, so that no render keeps the old value the data cache still hands out once.
  forgetCachedReads(tags);
  for (const tag of tags) revalidateTag(tag, scheduled ? { expire: 0 } : 'max');
  // Prefixes and the default language are read again on the next request.
  if (collections.includes('languages') || collections.includes('site_settings')) forgetSiteLanguages();
  // The cached HTML of the pages that read them goes stale the same way (and the CDN is asked to drop its copies).
  // Every page shows the languages (switcher, hreflang), and every page reads the settings.
  const pageTags = collections.includes('languages') ? [...tags, collectionTag('site_settings')] : tags;
  const pages = (await serverSeam.pageCache?.invalidate(pageTags, { refresh: scheduled })) ?? [];
  // A replaced or deleted file must not be served from this instance's memory any longer.
  if (collections.includes('directus_files')) clearAssetCache();
  // The proxy's redirect table and the search index are rebuilt from Directus by every instance (they share a
  // version); the pages the changed rules cover leave the page cache and the CDN. Redis failing to count the change
  // must not fail the data cache's revalidation above.
  const [redirected = []] = await Promise.all([
    collections.includes('redirects') ? redirectsChanged() : undefined,
    searchContentChanged(collections),
  ]).catch((error: Error) => {
    console.warn(`[revalidate] the shared version could not be bumped (${error.message}); other instances refresh later`);
    return [];
  });
  // A page or post may have been scheduled, rescheduled or published: every instance reads the schedule again.
  if (SCHEDULED_COLLECTIONS.some((collection) => collections.includes(collection))) {
    publicationScheduleChanged().catch((error: Error) =>
      console.warn(`[revalidate] the publication schedule was not reloaded (${error.message})`),
    );
  }
  return Response.json({ revalidated: tags, pages, redirected, at: new Date().toISOString() });
}
