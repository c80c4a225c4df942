// The site's page cache: anonymous visitors' public pages (CMS pages, the journal and its pages, posts, products,
// the sitemap and the feed) are rendered once by Next.js, sealed (./seal.mjs: the request's nonce replaced by the
// page's script hashes) and then served from memory or Redis to every visitor, with headers a CDN may cache.
// Why the site's own cache rather than Next.js's full route cache: docs/architecture.md, "Cached pages and the
// hash-based CSP".
//
// - Who gets a cached page: GET and HEAD of a public page path, without the session cookie (signed-in members)
//   or the preview pass (an editor's preview and Visual Editor), and not a React Server Components or server action request. Everyone
//   else is rendered per request with a nonce, as before, and told `private, no-store`.
// - Filling: the page is rendered through the site's own server over loopback, as an ordinary request (so the
//   proxy gives it a nonce policy), marked by a header with a per-process secret. Its render records which
//   data-cache tags it read and when that data was fetched (../content/page-record.ts). Only a complete 200
//   page is kept: not an error, not the "unavailable" notice, not a response that sets a cookie.
// - Freshness: a page is stale once one of its tags was revalidated after the data it read under that tag was
//   fetched (/api/revalidate → invalidate()), or after CACHE_REFRESH_SECONDS. A stale page is still served,
//   and refreshed in the background: rendered again with every read going to Directus rather than the data
//   cache (whose revalidated entries still answer with the old data while they refresh), at most once per
//   RETRY_MS while that fails (Directus down). A render stored stale (it got the data cache's old entry, or a
//   change came in while it rendered) is refreshed straight after, up to MAX_FOLLOW_UPS times in a row.
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { cdnTag } from './cdn-purge.mjs';
import { nonceOf, sealPage, sealPolicy } from './seal.mjs';

/** Says how a page was answered: HIT, STALE (served while it is rendered again) or MISS (rendered for this request). */
export const CACHE_STATUS_HEADER = 'x-tessera-page-cache';
const FILL_HEADER = 'x-tessera-page-fill';
/** The session cookie of signed-in members (features/account/session.ts; a unit test keeps them equal). */
export const SESSION_COOKIE = 'tessera_session';
/** The cookie of an editor's preview pass (lib/preview/pass.ts; a unit test keeps them equal). */
export const PREVIEW_COOKIE = 'tessera_preview';
/** As the data cache's safety net for a lost change notification (lib/content/data-cache.ts). */
export const CACHE_REFRESH_SECONDS = 3600;
const RETRY_MS = 5000;
/** Refreshes in a row of a page that each came out stale because another change came in while it rendered. */
const MAX_FOLLOW_UPS = 3;
const FILL_TIMEOUT_MS = 30_000;

/** The site's own top-level routes that are never cached (personal, per request, or not pages). */
const UNCACHED_ROOTS = new Set(['account', 'api', 'assets', 'checkout', 'search', '_next']);
/** Answers to a stale page's refresh after which its cached copy is dropped: it moved or is gone. */
const GONE_STATUSES = new Set([301, 302, 303, 307, 308, 404, 410]);
/** Route handlers that are cached like pages. */
const CACHED_FILES = new Set(['/sitemap.xml', '/posts/feed.xml']);
/**
 * A first segment that may be a language's prefix (/de/…, /pt-br/…): the rules above apply to the path after it too,
 * so /de/account/reset-password?token=… is never cached, and /de/posts?page=2 keeps its page number. (A page of the
 * default language whose slug begins that way is only left uncached; the translation hook keeps such slugs from
 * naming a configured language.)
 */
const LANGUAGE_PREFIX = /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/;
/** The response headers a cached page keeps from its render; the rest are per response or Next.js's own. */
const KEPT_HEADERS = [
  'content-type',
  'link',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'x-frame-options',
  'strict-transport-security',
];

/**
 * The cache key of a request URL (`/posts/a-post`; the journal keeps its page number, `/posts?page=2`), or null
 * for a path that is never cached. Other query parameters do not change a page, so they share its entry.
 */
export function cacheKey(url) {
  const parsed = URL.parse(url, 'http://site.invalid');
  if (parsed === null) return null;
  const { pathname, searchParams } = parsed;
  try {
    decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const [first = '', second = ''] = pathname.split('/').filter(Boolean);
  const prefixed = LANGUAGE_PREFIX.test(first);
  if (UNCACHED_ROOTS.has(first) || (prefixed && UNCACHED_ROOTS.has(second))) return null;
  const unprefixed = prefixed ? pathname.slice(first.length + 1) || '/' : pathname;
  if (/\.[a-z0-9]+$/i.test(pathname) && !CACHED_FILES.has(pathname) && !(prefixed && CACHED_FILES.has(unprefixed))) return null;
  // Every `page` value counts: `/posts?page=1&page=2` is a 404 of its own, not page 1.
  const pages = pathname === '/posts' || (prefixed && unprefixed === '/posts') ? searchParams.getAll('page') : [];
  return pages.length === 0 ? pathname : `${pathname}?${pages.map((page) => `page=${encodeURIComponent(page)}`).join('&')}`;
}

const hasCookie = (cookieHeader, name) => cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));

/** Whether a request may be answered from the cache: see the top of this file. */
export function isSharedRequest(request) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const headers = request.headers;
  if (headers.rsc !== undefined || headers['next-action'] !== undefined || headers['next-router-state-tree'] !== undefined) return false;
  if (/[?&]_rsc=/.test(request.url)) return false;
  const cookies = headers.cookie ?? '';
  return !hasCookie(cookies, SESSION_COOKIE) && !hasCookie(cookies, PREVIEW_COOKIE);
}

/** Whether a stored page must be rendered again (see the top of this file). */
export function isStale(entry, staleTimes, now = Date.now()) {
  const times = Object.values(entry.tagTimes);
  if (now - Math.min(entry.renderedAt, ...times) > CACHE_REFRESH_SECONDS * 1000) return true;
  return Object.entries(entry.tagTimes).some(([tag, fetchedAt]) => (staleTimes[tag] ?? 0) > fetchedAt);
}

const etagMatches = (header, etag) =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

/**
 * @param {object} options
 * @param {{ lookup(key: string): Promise<{ entry: object | null, staleTimes: Record<string, number> }>,
 *   store(entry: object): Promise<void>, markStale(tags: string[], at: number): Promise<string[]> }} options.store
 * @param {string} options.origin where this server is reached over loopback (`http://127.0.0.1:3000`)
 * @param {string} options.distDir the build folder (for the files of scripts to hash)
 * @param {number} options.sharedMaxAge seconds a CDN may keep a page (s-maxage)
 * @param {((change: { paths: string[], tags: string[] }) => Promise<void>) | null} options.purge the CDN purge
 * @param {(message: string) => void} options.log
 */
export function createPageCache({ store, origin, distDir, sharedMaxAge, purge, log }) {
  const secret = randomBytes(18).toString('base64url');
  /** The records of the fills under way, by id: what their renders read. */
  const fillRecords = new Map();
  /** Fills under way, by key: a page is rendered once however many visitors ask for it meanwhile. */
  const fills = new Map();
  const failedRefresh = new Map();
  const reported = new Set();
  const staticFiles = new Map();

  function readBuildFile(src) {
    const path = src.split('?')[0].slice('/_next/'.length);
    if (!staticFiles.has(path)) {
      let file = null;
      try {
        const relative = decodeURIComponent(path);
        if (!relative.split('/').includes('..')) file = readFileSync(join(distDir, relative));
      } catch {
        file = null;
      }
      staticFiles.set(path, file);
    }
    return staticFiles.get(path);
  }

  function reportOnce(path, { kind, text }) {
    const what = `${kind} ${createHash('sha256').update(text).digest('base64').slice(0, 16)}`;
    if (reported.has(what)) return;
    reported.add(what);
    log(
      `${path}: an ${kind} of a shape Next.js does not write is left unhashed, so browsers refuse it: ${JSON.stringify(text.slice(0, 120))}`,
    );
  }

  /**
   * Renders `path` through the site's own server, its reads from Directus itself when `fresh`; resolves with the
   * response, and the entry when it may be kept.
   */
  async function render(key, path, fresh) {
    const id = randomUUID();
    const record = { directusFailed: false, pageUnavailable: false, reads: new Map(), fresh };
    fillRecords.set(id, record);
    const renderedAt = Date.now();
    try {
      const response = await fetch(origin + path, {
        headers: { [FILL_HEADER]: `${secret}.${id}`, accept: 'text/html,*/*', 'accept-encoding': 'identity' },
        redirect: 'manual',
        signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
      });
      const body = Buffer.from(await response.arrayBuffer());
      const refusal =
        response.status !== 200
          ? `answered ${response.status}`
          : record.pageUnavailable
            ? 'rendered the "unavailable" notice'
            : record.directusFailed
              ? 'had a Directus request fail'
              : response.headers.has('set-cookie')
                ? 'set a cookie'
                : /^(text\/html|application\/(rss\+)?xml|text\/xml)/.test(response.headers.get('content-type') ?? '')
                  ? null
                  : `answered ${response.headers.get('content-type')}`;
      const entry = refusal === null ? seal(key, path, response.headers, body, record, renderedAt) : null;
      return { response, body, entry, refusal };
    } finally {
      fillRecords.delete(id);
    }
  }

  function seal(key, path, responseHeaders, body, record, renderedAt) {
    const headers = {};
    for (const name of KEPT_HEADERS) {
      const value = responseHeaders.get(name);
      if (value !== null) headers[name] = value;
    }
    const nonce = nonceOf(headers['content-security-policy']);
    let sealed = body;
    if (nonce !== null) {
      const page = sealPage(body.toString('utf8'), { nonce, readBuildFile });
      for (const refused of page.refused) reportOnce(path, refused);
      sealed = Buffer.from(page.html, 'utf8');
      headers['content-security-policy'] = sealPolicy(headers['content-security-policy'], nonce, page);
      if (headers.link) headers.link = headers.link.replaceAll(`; nonce="${nonce}"`, '');
    }
    const tags = [...record.reads.keys()];
    if (tags.length > 0) {
      headers['cache-tag'] = tags.map(cdnTag).join(',');
      headers['surrogate-key'] = tags.map(cdnTag).join(' ');
    }
    return {
      key,
      path,
      headers,
      body: sealed,
      // Compressed once here, not per response: Brotli for browsers (they all accept it), gzip for other clients.
      brotli: brotliCompressSync(sealed, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: sealed.byteLength } }),
      gzip: gzipSync(sealed, { level: 9 }),
      etag: `"${createHash('sha256').update(sealed).digest('base64url').slice(0, 27)}"`,
      renderedAt,
      tagTimes: Object.fromEntries(record.reads),
    };
  }

  /** One fill of `key` at a time (however many visitors ask meanwhile); a kept page is stored. */
  function fill(key, path, fresh) {
    let pending = fills.get(key);
    if (pending === undefined) {
      pending = render(key, path, fresh)
        .then(async (result) => {
          if (!result.entry) return result;
          await store.store(result.entry);
          const { staleTimes } = await store.lookup(key);
          return { ...result, stale: isStale(result.entry, staleTimes) };
        })
        .finally(() => fills.delete(key));
      fills.set(key, pending);
    }
    return pending;
  }

  /** Renders a stale page again from Directus's data (see the top of this file). */
  function refresh(key, path, followUps = 0) {
    const startedAt = Date.now();
    const failed = (reason) => {
      failedRefresh.set(key, startedAt);
      log(`${path}: kept the stale page; rendering it again ${reason}`);
    };
    fill(key, path, true).then(
      (result) => {
        // The page moved (an editor's redirect, a slug change's 301) or is gone (unpublished, deleted): that answer is
        // the page's now, and the stale copy must not hide it from every visitor.
        if (GONE_STATUSES.has(result.response?.status)) {
          failedRefresh.delete(key);
          store.drop(key).catch((error) => log(`${path}: could not drop the cached page (${error.message})`));
        } else if (!result.entry) {
          failed(result.refusal);
        } else if (result.stale && followUps < MAX_FOLLOW_UPS) {
          refresh(key, path, followUps + 1);
        } else {
          failedRefresh.delete(key);
        }
      },
      (error) => failed(`failed: ${error.message}`),
    );
  }

  /** Refreshes a stale page, unless that is under way or failed less than RETRY_MS ago. */
  function refreshInBackground(key, path) {
    if (fills.has(key) || Date.now() - (failedRefresh.get(key) ?? 0) < RETRY_MS) return;
    refresh(key, path);
  }

  function send(request, response, entry, status) {
    const headers = {
      ...entry.headers,
      // Stale: a CDN must ask again soon (a conditional request), so it never keeps the old page long.
      'cache-control':
        status === 'STALE'
          ? 'public, max-age=0, s-maxage=0, must-revalidate'
          : `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=${CACHE_REFRESH_SECONDS}`,
      etag: entry.etag,
      'last-modified': new Date(entry.renderedAt).toUTCString(),
      [CACHE_STATUS_HEADER]: status,
    };
    const notModified =
      request.headers['if-none-match'] !== undefined
        ? etagMatches(request.headers['if-none-match'], entry.etag)
        : request.headers['if-modified-since'] !== undefined &&
          Math.floor(entry.renderedAt / 1000) * 1000 <= Date.parse(request.headers['if-modified-since']);
    if (notModified) {
      response.writeHead(304, headers).end();
      return;
    }
    const accepted = request.headers['accept-encoding'] ?? '';
    const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
    const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.byteLength);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** A response rendered for this request only (an error, a redirect, the "unavailable" notice): passed on as it is. */
  function relay(response, { response: rendered, body }) {
    const headers = {};
    for (const [name, value] of rendered.headers) {
      if (!['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(name)) headers[name] = value;
    }
    headers['set-cookie'] = rendered.headers.getSetCookie();
    headers['cache-control'] = 'private, no-store';
    headers['content-length'] = String(body.byteLength);
    response.writeHead(rendered.status, headers);
    response.end(body);
  }

  return {
    /** The record of a fill request (a render the cache asked for), or null for every other request. */
    fillRecord(request) {
      const value = request.headers[FILL_HEADER];
      if (typeof value !== 'string') return null;
      const [given, id] = value.split('.');
      return given === secret ? (fillRecords.get(id) ?? null) : null;
    },

    /** The key under which a request is answered from the cache, or null when it is rendered for itself. */
    keyOf(request) {
      return isSharedRequest(request) ? cacheKey(request.url) : null;
    },

    /**
     * Answers a request with key `key`; `renderForRequest` renders it for this request alone (when another
     * request's render turned out not to be keepable, its answer, with its nonce, is not shared).
     */
    async serve(request, response, key, renderForRequest) {
      const { entry, staleTimes } = await store.lookup(key);
      if (entry) {
        const stale = isStale(entry, staleTimes);
        if (stale) refreshInBackground(key, entry.path);
        return send(request, response, entry, stale ? 'STALE' : 'HIT');
      }
      const path = new URL(request.url, 'http://site.invalid');
      const own = !fills.has(key);
      const result = await fill(key, path.pathname + path.search, false);
      // Rendered from the data cache's old entry after a change: served, and refreshed from Directus at once.
      if (result.stale && own) refresh(key, result.entry.path);
      if (result.entry) return send(request, response, result.entry, 'MISS');
      if (own) return relay(response, result);
      return renderForRequest();
    },

    /** Marks the pages that read these tags stale and purges the CDN's copies; resolves with their paths. */
    async invalidate(tags) {
      if (tags.length === 0) return [];
      const paths = await store.markStale(tags, Date.now());
      purge?.({ paths, tags }).catch(() => {});
      return paths;
    },
  };
}
