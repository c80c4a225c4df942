import 'server-only';
import { changedRedirects, compileRedirects, coversPath, ruleAddresses, type RedirectMatch, type RedirectTable } from '@tessera/redirects';
import { listActiveRedirects, type RedirectRow } from '@/lib/content';
import { pageOfMarkdown } from '@/lib/markdown-address';
import { sharedTtlCache, sharedVersion } from '@/lib/shared-state';
import { NEVER_REDIRECTED, redirectIn, urlRedirected } from '@/lib/redirect-match';
import { processSingleton } from '@/lib/process-singleton';
import { serverSeam } from '@/lib/server-seam';
import { Versioned } from '@/lib/versioned';

/** Other instances see a change within this; the instance Directus notified sees it on the next request. */
const CHECK_INTERVAL_MS = 1000;
/** While Directus cannot be read, the table in memory keeps serving; a new try after this. */
const RETRY_MS = 5000;
/** A version's rules stay in Redis this long for instances that start later (a new version replaces them anyway). */
const SHARED_TTL_MS = 24 * 60 * 60 * 1000;

const version = () => sharedVersion('redirects');

/**
 * The rules of a version: from Redis when another instance already read them, else from Directus (and stored for
 * the others), so a change costs Directus one read however many instances there are.
 */
async function loadTable(currentVersion: string): Promise<RedirectTable> {
  const shared = sharedTtlCache<string>('redirects');
  const cached = await shared.get(currentVersion);
  let rules: RedirectRow[];
  if (cached !== undefined) rules = JSON.parse(cached) as RedirectRow[];
  else {
    rules = await listActiveRedirects();
    await shared.set(currentVersion, JSON.stringify(rules), SHARED_TTL_MS);
  }
  return compileRedirects(rules);
}

function redirectTable(): Versioned<RedirectTable> {
  return processSingleton(
    'versioned:redirects',
    () =>
      new Versioned('redirects', version(), loadTable, {
        checkIntervalMs: CHECK_INTERVAL_MS,
        retryMs: RETRY_MS,
        // The site's front answers cached pages with the table it was last given (apps/site/server.ts).
        onSettled: (table) => serverSeam.redirectTableSettled?.(table),
      }),
  );
}

/**
 * The editors' redirect for a request, or null. Until the table could be read once (Directus down at start), none
 * apply and pages are served as usual.
 */
export async function redirectFor(pathname: string, search: string): Promise<RedirectMatch | null> {
  return NEVER_REDIRECTED.test(pathname) ? null : redirectIn(await redirectTable().get(), pathname, search);
}

/**
 * Directus reported a change to `redirects`: every instance reloads (this one at once, the others within
 * CHECK_INTERVAL_MS), and the pages the added, changed or removed rules cover leave the page cache and the CDN
 * (purged by URL, as content changes are; lib/page-cache/cdn-purge.ts). Resolves with the purged paths.
 */
export async function redirectsChanged(): Promise<string[]> {
  const table = redirectTable();
  const before = table.peek();
  try {
    await version().bump();
  } finally {
    // This instance reloads now even when Redis could not count the change.
    table.invalidate();
  }
  const after = await table.get();
  if (after === undefined) return [];
  const changes = changedRedirects(before, after);
  if (changes.size === 0) return [];
  // A page's Markdown version (its `.md` key) goes with the page.
  const covers = (path: string) => coversPath(changes, path) || coversPath(changes, pageOfMarkdown(path) ?? path);
  return (await serverSeam.pageCache?.redirected(covers, ruleAddresses(changes))) ?? ruleAddresses(changes);
}

/**
 * For the site's server (apps/site/server.ts), which asks before it answers from the page cache, so that a rule
 * applies to cached pages as it does to the others: whether a request URL (`/path?query`) has an editor's redirect.
 * At once, parsing nothing it parsed before, but just after a change this instance was told of: a cached page's
 * answer waits for nothing.
 */
serverSeam.redirectLookup = (url) => {
  const table = redirectTable().atOnce();
  if (table === undefined)
    return redirectTable()
      .get()
      .then((loaded) => loaded !== undefined && urlRedirected(loaded, url));
  return urlRedirected(table, url);
};
