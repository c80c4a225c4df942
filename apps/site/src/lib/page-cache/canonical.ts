// One canonical address per page, decided before anything is stored or served. A request's path is decoded and
// written again in one form: percent-encoding only where it is needed (`/posts/%74wo` is `/posts/two`, `/de/%C3%BCber`
// stays as browsers send it, hex digits in upper case), no empty segments (`//`), no dot segments (`.`, `..`, also
// encoded), no trailing slash. Letter case is kept: routes are case-sensitive (Directus compares slugs exactly, and
// language prefixes are lower case), so `/About` is an address of its own that answers 404 and is never stored.
//
// A page requested at another spelling of its address (an alias) is answered with a 308 to the canonical address,
// query string kept, so a browser, a crawler and a CDN in front each see one address per page; the alias never renders
// and never makes an entry. Query parameters are not part of a page's address except the page number of a listing
// (the journal, a category's, an author's; `?page=1` is the listing's own address), so the render of a page never
// sees a visitor's `?utm=…`.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { MARKDOWN_EXTENSION } from '../markdown-address.ts';
import { safeRedirect } from '../security/redirect.ts';
import { remembered } from './remembered.ts';

/** The site's own top-level routes that are never cached (personal, per request, or not pages). */
const UNCACHED_ROOTS = new Set(['account', 'api', 'assets', 'checkout', 'search', '_next']);
/** The newsletter's confirm and unsubscribe pages: their links carry a personal token (features/newsletter). */
const UNCACHED_PAGES = new Set(['/newsletter/confirm', '/newsletter/unsubscribe']);
/** Route handlers that are cached like pages (besides the pages' Markdown versions, `….md`). */
const CACHED_FILES = new Set(['/sitemap.xml', '/posts/feed.xml', '/llms.txt', '/llms-full.txt']);
/**
 * A first segment that may be a language's prefix (/de/…, /pt-br/…): the rules above apply to the path after it too,
 * so /de/account/reset-password?token=… is never cached, and /de/posts?page=2 keeps its page number. (A page of the
 * default language whose slug begins that way is only left uncached; the translation hook keeps such slugs from
 * naming a configured language.)
 */
const LANGUAGE_PREFIX = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
/** What a path segment keeps as it is (RFC 3986's unreserved characters, sub-delimiters, `:` and `@`). */
const LITERAL = /^[A-Za-z0-9\-._~!$&'()*+,;=:@]$/;
/**
 * Seconds browsers and CDNs may keep an alias's redirect: where an alias leads follows from its spelling alone, so it
 * may be kept long (a day, so a change of these rules in a new version reaches everyone the next day).
 */
const ALIAS_MAX_AGE = 86_400;

/** A character of a query string that cannot stand in a Location header as it is, percent-encoded. */
const encodeQuery = (query: string) =>
  query.replace(/[^\x21-\x7e]/g, (character) =>
    [...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );

/** One decoded path segment written in its canonical form. */
const encodeSegment = (segment: string) =>
  [...segment].map((character) => (LITERAL.test(character) ? character : encodeURIComponent(character))).join('');

/**
 * The canonical form of a request's raw path (`/posts/%74wo//` → `/posts/two`), or null when it does not decode
 * (a malformed or non-UTF-8 escape).
 */
export function canonicalPath(rawPath: string): string | null {
  const segments: string[] = [];
  for (const raw of rawPath.split('/')) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(encodeSegment(segment));
  }
  return `/${segments.join('/')}`;
}

/** Whether a canonical path is one of the pages the page cache keeps (see the top of page-cache.ts). */
function isCachedPage(path: string): boolean {
  const [first = '', second = ''] = path.split('/').filter(Boolean);
  const prefixed = LANGUAGE_PREFIX.test(first);
  if (UNCACHED_ROOTS.has(first) || (prefixed && UNCACHED_ROOTS.has(second))) return false;
  const unprefixed = prefixed ? path.slice(first.length + 1) || '/' : path;
  if (UNCACHED_PAGES.has(path) || (prefixed && UNCACHED_PAGES.has(unprefixed))) return false;
  return (
    !/\.[a-z0-9]+$/i.test(path) || path.endsWith(MARKDOWN_EXTENSION) || CACHED_FILES.has(path) || (prefixed && CACHED_FILES.has(unprefixed))
  );
}

/** The paginated listings (`?page=N`), after a language's prefix: the journal, and a category's or an author's posts. */
const LISTING = /^\/posts(\/(category|author)\/[^/]+)?$/;

const isListing = (path: string) => {
  if (LISTING.test(path)) return true;
  const [first = ''] = path.split('/').filter(Boolean);
  return LANGUAGE_PREFIX.test(first) && LISTING.test(path.slice(first.length + 1));
};

/** How a request URL is answered by its address. */
export type Address =
  /** A public page at its canonical address: `key` is where it is stored, and the address it is rendered and purged as. */
  | { kind: 'page'; key: string }
  /** Another spelling of a public page's address: answered with a 308 to `location`. */
  | { kind: 'alias'; location: string };

/**
 * The address of a request URL (its raw target, `/posts/a-post?utm=x`), or null for what is not a public page
 * (personal, per-request and non-page paths, an absolute-form target, a path that does not decode), which is
 * passed on untouched.
 */
export const addressOf = remembered(addressOfUrl);

function addressOfUrl(url: string): Address | null {
  if (!url.startsWith('/')) return null;
  const queryAt = url.indexOf('?');
  const rawPath = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? null : url.slice(queryAt + 1);
  const path = canonicalPath(rawPath);
  if (path === null || !isCachedPage(path)) return null;
  if (path !== rawPath) return { kind: 'alias', location: query === null ? path : `${path}?${encodeQuery(query)}` };
  // Every `page` value counts: `/posts?page=1&page=2` is a 404 of its own, not page 1; `?page=1` is the listing itself.
  const pages = isListing(path) && query !== null ? new URLSearchParams(query).getAll('page') : [];
  if (pages.length === 0 || (pages.length === 1 && pages[0] === '1')) return { kind: 'page', key: path };
  return { kind: 'page', key: `${path}?${pages.map((page) => `page=${encodeURIComponent(page)}`).join('&')}` };
}

/** Where a GET or HEAD of an alias leads (its page's canonical address, query string kept); null for every other request. */
export function aliasLocation(request: Pick<IncomingMessage, 'method' | 'url'>): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const address = addressOf(request.url ?? '/');
  return address?.kind === 'alias' ? address.location : null;
}

/** Answers a GET or HEAD of an alias with a 308 to its page's canonical address; false for every other request. */
export function redirectAlias(request: Pick<IncomingMessage, 'method' | 'url'>, response: ServerResponse): boolean {
  const location = aliasLocation(request);
  if (location === null) return false;
  response
    .writeHead(308, {
      location: safeRedirect(location, '/'),
      'cache-control': `public, max-age=${ALIAS_MAX_AGE}`,
      'content-length': '0',
    })
    .end();
  return true;
}
