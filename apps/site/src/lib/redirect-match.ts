// Whether an editor's redirect covers a request URL, given the table of rules: the one decision the proxy's redirects
// (features/redirects/table.ts) and the site's front (./page-cache/front-worker.ts), which answers cached pages before
// anything renders, both take. A page's Markdown version (`/posts/a-post.md`) is led where its page is.
//
// Node runs this file as it is (server.ts's front imports it): only erasable TypeScript.
import { matchRedirect, type RedirectMatch, type RedirectTable } from '@tessera/redirects';
import { markdownAddress, pageOfMarkdown } from './markdown-address.ts';
import { remembered } from './page-cache/remembered.ts';

/** Paths never redirected: Next.js's own files and the site's API. */
export const NEVER_REDIRECTED = /^\/(_next|api)(\/|$)/;

/** The redirect for a path and query in `table`, or null (none, or no table yet). */
export function redirectIn(table: RedirectTable | undefined, pathname: string, search: string): RedirectMatch | null {
  if (table === undefined) return null;
  const own = matchRedirect(table, pathname, search);
  const page = own === null ? pageOfMarkdown(pathname) : null;
  return page === null ? own : markdownRedirect(matchRedirect(table, page, search));
}

/**
 * A page's redirect as its Markdown version's: to the Markdown version of a page on the site, or where the page's
 * leads (elsewhere, or a path without a Markdown version).
 */
function markdownRedirect(match: RedirectMatch | null): RedirectMatch | null {
  if (match === null || !match.location.startsWith('/') || match.location.startsWith('//')) return match;
  const queryAt = match.location.search(/[?#]/);
  const path = queryAt === -1 ? match.location : match.location.slice(0, queryAt);
  const markdown = markdownAddress(path);
  return markdown === null ? match : { ...match, location: markdown + (queryAt === -1 ? '' : match.location.slice(queryAt)) };
}

/** Whether a request URL (`/path?query`) has a redirect in `table`. */
function urlRedirectedIn(table: RedirectTable, url: string): boolean {
  const parsed = URL.parse(url, 'http://site.invalid');
  if (parsed === null || NEVER_REDIRECTED.test(parsed.pathname)) return false;
  return redirectIn(table, parsed.pathname, parsed.search) !== null;
}

/** Per table, its verdicts for the URLs asked most (a new table, after a change, starts afresh). */
const verdicts = new WeakMap<RedirectTable, (url: string) => boolean>();

/** Whether a request URL (`/path?query`) has a redirect in `table`, parsing no URL it parsed before for this table. */
export function urlRedirected(table: RedirectTable, url: string): boolean {
  let redirected = verdicts.get(table);
  if (redirected === undefined) verdicts.set(table, (redirected = remembered((text) => urlRedirectedIn(table, text))));
  return redirected(url);
}
