// The site's page cache: anonymous visitors' public pages (CMS pages, the journal and its pages, posts, products,
// the sitemap and the feed) are rendered once by Next.js, sealed (./seal.ts: the request's nonce replaced by the
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
//   When a scheduled publication or expiry comes due, the stale pages are refreshed at once instead, without
//   waiting for a visitor (invalidate with `refresh`), so none is served the old copy later.
import { randomBytes, randomUUID, createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { markdownAddress, prefersMarkdown } from '../markdown-address.ts';
import { addressOf } from './canonical.ts';
import { cdnTag, type Purge } from './cdn-purge.ts';
import { FillLimit, FillsBusy } from './fill-limit.ts';
import { nonceOf, sealPage, sealPolicy, type Refused } from './seal.ts';
import type { PageEntry, PageStore } from './stores.ts';

/** What the page cache reads of a request. */
export type PageRequest = Pick<IncomingMessage, 'method' | 'headers'> & { url?: string | undefined };

/**
 * What a render asked for by the page cache records (server.ts fills it while the render runs): whether it met a
 * Directus outage, and which data-cache tags it read with when that data was fetched.
 */
export interface FillRecord {
  directusFailed: boolean;
  pageUnavailable: boolean;
  reads: Map<string, number>;
  /** Whether the render's reads must go to Directus (the refresh of a stale page). */
  fresh: boolean;
}

/** A fill's outcome: the render's response and body, and the entry when it may be kept (else why not). */
interface FillResult {
  response: Response;
  body: Buffer;
  entry: PageEntry | null;
  refusal: string | null;
  /** Stored, but stale already: a change came in while it rendered. */
  stale?: boolean;
}

export interface PageCache {
  fillRecord(request: PageRequest): FillRecord | null;
  keyOf(request: PageRequest): string | null;
  serve(request: IncomingMessage, response: ServerResponse, key: string, renderForRequest: () => unknown): Promise<void>;
  invalidate(tags: readonly string[], options?: { refresh?: boolean }): Promise<string[]>;
  redirected(covers: (key: string) => boolean, addresses: readonly string[]): Promise<string[]>;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

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
/** Fills that may wait for a free render, per render allowed at once (./fill-limit.ts). */
const WAITING_PER_FILL = 16;
/** Seconds a visitor refused because too many pages render is asked to wait. */
const BUSY_RETRY_SECONDS = 5;

/** Answers to a stale page's refresh after which its cached copy is dropped: it moved or is gone. */
const GONE_STATUSES = new Set([301, 302, 303, 307, 308, 404, 410]);
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
 * The key a request URL's page is stored under: its canonical address (./canonical.ts; an alias's is the page it
 * leads to), or null for a path that is never cached.
 */
export function cacheKey(url: string): string | null {
  const address = addressOf(url);
  if (address?.kind === 'alias') return cacheKey(address.location);
  return address?.key ?? null;
}

/** The outcome of a form posted without JavaScript, for one visitor (lib/post-result.ts). */
export const FORM_RESULT_COOKIE = 'tessera_form';

const hasCookie = (cookieHeader: string, name: string) => cookieHeader.split(';').some((part) => part.trim().startsWith(`${name}=`));

/** Whether a request may be answered from the cache: see the top of this file. */
export function isSharedRequest(request: PageRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const headers = request.headers;
  if (headers.rsc !== undefined || headers['next-action'] !== undefined || headers['next-router-state-tree'] !== undefined) return false;
  if (/[?&]_rsc=/.test(request.url ?? '')) return false;
  const cookies = headers.cookie ?? '';
  return !hasCookie(cookies, SESSION_COOKIE) && !hasCookie(cookies, PREVIEW_COOKIE) && !hasCookie(cookies, FORM_RESULT_COOKIE);
}

/** Whether a request URL's address has a Markdown version, so that its answer depends on Accept. */
const answersMarkdown = (url: string | undefined) => markdownAddress((url ?? '/').split('?')[0]!) !== null;

/** Whether a stored page must be rendered again (see the top of this file). */
export function isStale(
  entry: Pick<PageEntry, 'renderedAt' | 'tagTimes'>,
  staleTimes: Readonly<Record<string, number>>,
  now = Date.now(),
): boolean {
  const times = Object.values(entry.tagTimes);
  if (now - Math.min(entry.renderedAt, ...times) > CACHE_REFRESH_SECONDS * 1000) return true;
  return Object.entries(entry.tagTimes).some(([tag, fetchedAt]) => (staleTimes[tag] ?? 0) > fetchedAt);
}

/**
 * The encoding a cached page is sent in for an Accept-Encoding header: the one of Brotli and gzip with the highest
 * weight (`*` stands for each unless named; `q=0` refuses it), Brotli on a tie; null (the page as it is) when the
 * client accepts neither.
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  const weights = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.split(';').map((item) => item.trim().toLowerCase());
    if (coding === '') continue;
    const q = parameters.find((parameter) => /^q\s*=/.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(q.indexOf('=') + 1).trim());
    if (Number.isFinite(weight) && weight >= 0 && weight <= 1) weights.set(coding, weight);
  }
  const weightOf = (...names: string[]) =>
    names.map((name) => weights.get(name)).find((weight) => weight !== undefined) ?? weights.get('*') ?? 0;
  const brotli = weightOf('br');
  const gzipped = weightOf('gzip', 'x-gzip');
  if (brotli > 0 && brotli >= gzipped) return 'br';
  return gzipped > 0 ? 'gzip' : null;
}

/** A Vary header's value with `name` in it (once, whatever the case it was already given in). */
export function withVary(vary: string | undefined, name: string): string {
  const names = (vary ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return names.some((item) => item === '*' || item.toLowerCase() === name.toLowerCase()) ? names.join(', ') : [...names, name].join(', ');
}

const etagMatches = (header: string | undefined, etag: string) =>
  header !== undefined && header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag.replace(/^W\//, ''));

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
  const secret = randomBytes(18).toString('base64url');
  const limit = new FillLimit(maxFills, maxFills * WAITING_PER_FILL);
  /** The records of the fills under way, by id: what their renders read. */
  const fillRecords = new Map<string, FillRecord>();
  /** Fills under way, by key: a page is rendered once however many visitors ask for it meanwhile. */
  const fills = new Map<string, Promise<FillResult>>();
  const failedRefresh = new Map<string, number>();
  const reported = new Set<string>();
  const staticFiles = new Map<string, Buffer | null>();

  function readBuildFile(src: string): Buffer | null {
    const path = (src.split('?')[0] ?? '').slice('/_next/'.length);
    if (!staticFiles.has(path)) {
      let file: Buffer | null = null;
      try {
        const relative = decodeURIComponent(path);
        if (!relative.split('/').includes('..')) file = readFileSync(join(distDir, relative));
      } catch {
        file = null;
      }
      staticFiles.set(path, file);
    }
    return staticFiles.get(path) ?? null;
  }

  function reportOnce(path: string, { kind, text }: Refused) {
    const what = `${kind} ${createHash('sha256').update(text).digest('base64').slice(0, 16)}`;
    if (reported.has(what)) return;
    reported.add(what);
    log(
      `${path}: an ${kind} of a shape Next.js does not write is left unhashed, so browsers refuse it: ${JSON.stringify(text.slice(0, 120))}`,
    );
  }

  /**
   * Renders the page at its canonical address `key` through the site's own server, its reads from Directus itself
   * when `fresh`; resolves with the response, and the entry when it may be kept.
   */
  async function render(key: string, fresh: boolean): Promise<FillResult> {
    const id = randomUUID();
    const record: FillRecord = { directusFailed: false, pageUnavailable: false, reads: new Map(), fresh };
    fillRecords.set(id, record);
    const renderedAt = Date.now();
    try {
      const response = await fetch(origin + key, {
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
                : /^(text\/html|application\/(rss\+)?xml|text\/xml|text\/markdown)/.test(response.headers.get('content-type') ?? '')
                  ? null
                  : `answered ${response.headers.get('content-type')}`;
      const entry = refusal === null ? await seal(key, response.headers, body, record, renderedAt) : null;
      return { response, body, entry, refusal };
    } finally {
      fillRecords.delete(id);
    }
  }

  async function seal(key: string, responseHeaders: Headers, body: Buffer, record: FillRecord, renderedAt: number): Promise<PageEntry> {
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = responseHeaders.get(name);
      if (value !== null) headers[name] = value;
    }
    const nonce = nonceOf(headers['content-security-policy']);
    let sealed = body;
    if (nonce !== null && headers['content-security-policy'] !== undefined) {
      const page = sealPage(body.toString('utf8'), { nonce, readBuildFile });
      for (const refused of page.refused) reportOnce(key, refused);
      sealed = Buffer.from(page.html, 'utf8');
      headers['content-security-policy'] = sealPolicy(headers['content-security-policy'], nonce, page);
      if (headers.link) headers.link = headers.link.replaceAll(`; nonce="${nonce}"`, '');
    }
    const tags = [...record.reads.keys()];
    if (tags.length > 0) {
      headers['cache-tag'] = tags.map(cdnTag).join(',');
      headers['surrogate-key'] = tags.map(cdnTag).join(' ');
    }
    // Compressed once here, not per response: Brotli for browsers (they all accept it), gzip for other clients. On
    // libuv's threads, not the event loop, which goes on answering cached pages meanwhile (docs/performance.md).
    const [brotli, gzipped] = await Promise.all([
      compressBrotli(sealed, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: sealed.byteLength } }),
      compressGzip(sealed, { level: 9 }),
    ]);
    return {
      key,
      headers,
      body: sealed,
      brotli,
      gzip: gzipped,
      etag: `"${createHash('sha256').update(sealed).digest('base64url').slice(0, 27)}"`,
      renderedAt,
      tagTimes: Object.fromEntries(record.reads),
    };
  }

  /**
   * One fill of `key` at a time (however many visitors ask meanwhile), and at most `maxFills` of all keys (the rest
   * wait, see ./fill-limit.ts); a kept page is stored.
   */
  function fill(key: string, fresh: boolean): Promise<FillResult> {
    let pending = fills.get(key);
    if (pending === undefined) {
      pending = limit
        .run(() => render(key, fresh))
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

  /** Renders a stale page again from Directus's data (see the top of this file); resolves when that is done. */
  function refresh(key: string, followUps = 0): Promise<void> {
    const startedAt = Date.now();
    const failed = (reason: string | null) => {
      failedRefresh.set(key, startedAt);
      log(`${key}: kept the stale page; rendering it again ${reason}`);
    };
    return fill(key, true).then(
      (result) => {
        // The page moved (an editor's redirect, a slug change's 301) or is gone (unpublished, deleted): that answer is
        // the page's now, and the stale copy must not hide it from every visitor.
        if (GONE_STATUSES.has(result.response.status)) {
          failedRefresh.delete(key);
          store.drop(key).catch((error: unknown) => log(`${key}: could not drop the cached page (${message(error)})`));
        } else if (!result.entry) {
          failed(result.refusal);
        } else if (result.stale && followUps < MAX_FOLLOW_UPS) {
          return refresh(key, followUps + 1);
        } else {
          failedRefresh.delete(key);
        }
      },
      (error: unknown) => failed(`failed: ${message(error)}`),
    );
  }

  /** Refreshes a stale page, unless that is under way or failed less than RETRY_MS ago. */
  function refreshInBackground(key: string): void {
    if (fills.has(key) || Date.now() - (failedRefresh.get(key) ?? 0) < RETRY_MS) return;
    void refresh(key);
  }

  /**
   * Renders these stale pages again now, not on their next view, so that no visitor gets the old copy of one later
   * (a scheduled post's expiry must not show to the first visitor an hour on). Half the fills at most, so visitors'
   * misses keep the rest; a page a visitor asked for meanwhile is refreshed by that request.
   */
  function refreshAll(keys: readonly string[]): void {
    const queue = [...keys];
    const worker = async () => {
      for (let key = queue.shift(); key !== undefined; key = queue.shift()) if (!fills.has(key)) await refresh(key);
    };
    for (let workers = Math.max(1, Math.floor(maxFills / 2)); workers > 0; workers--) void worker();
  }

  function send(request: IncomingMessage, response: ServerResponse, entry: PageEntry, status: 'HIT' | 'STALE' | 'MISS'): void {
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      // Set here, whatever the render's own Vary said: the body depends on Accept-Encoding, and at an address with a
      // Markdown version (the HTML page's, answered with either) on Accept.
      vary: withVary(answersMarkdown(request.url) ? withVary(entry.headers.vary, 'Accept') : entry.headers.vary, 'Accept-Encoding'),
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
    const encoding = preferredEncoding(request.headers['accept-encoding']);
    const body = encoding === 'br' ? entry.brotli : encoding === 'gzip' ? entry.gzip : entry.body;
    if (encoding) headers['content-encoding'] = encoding;
    headers['content-length'] = String(body.byteLength);
    response.writeHead(200, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  /** A response rendered for this request only (an error, a redirect, the "unavailable" notice): passed on as it is. */
  function relay(response: ServerResponse, { response: rendered, body }: FillResult): void {
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of rendered.headers) {
      if (!['connection', 'keep-alive', 'transfer-encoding', 'content-length', 'date'].includes(name)) headers[name] = value;
    }
    headers['set-cookie'] = rendered.headers.getSetCookie();
    headers['cache-control'] = 'private, no-store';
    headers['content-length'] = String(body.byteLength);
    response.writeHead(rendered.status, headers);
    response.end(body);
  }

  /** Too many pages render and wait already (./fill-limit.ts): try again shortly. */
  function busy(request: IncomingMessage, response: ServerResponse): void {
    const body = 'Too many pages are being prepared right now. Please try again in a few seconds.\n';
    response.writeHead(503, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      'retry-after': String(BUSY_RETRY_SECONDS),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  return {
    /** The record of a fill request (a render the cache asked for), or null for every other request. */
    fillRecord(request) {
      const value = request.headers[FILL_HEADER];
      if (typeof value !== 'string') return null;
      const [given, id = ''] = value.split('.');
      return given === secret ? (fillRecords.get(id) ?? null) : null;
    },

    /**
     * The key under which a request is answered from the cache, or null when it is rendered for itself. A page's own
     * address asked for with `Accept: text/markdown` is answered with its Markdown version, under that version's
     * address (`/posts/a-post.md`), which is also what a fill of that key renders.
     */
    keyOf(request) {
      if (!isSharedRequest(request)) return null;
      const address = addressOf(request.url ?? '/');
      if (address?.kind !== 'page') return null;
      const markdown = prefersMarkdown(request.headers.accept) ? markdownAddress(address.key) : null;
      return markdown ?? address.key;
    },

    /**
     * Answers a request for the page at `key`; `renderForRequest` renders it for this request alone (when another
     * request's render turned out not to be keepable, its answer, with its nonce, is not shared).
     */
    async serve(request, response, key, renderForRequest) {
      const { entry, staleTimes } = await store.lookup(key);
      if (entry) {
        const stale = isStale(entry, staleTimes);
        if (stale) refreshInBackground(key);
        return send(request, response, entry, stale ? 'STALE' : 'HIT');
      }
      const own = !fills.has(key);
      let result: FillResult;
      try {
        result = await fill(key, false);
      } catch (error) {
        if (error instanceof FillsBusy) return busy(request, response);
        throw error;
      }
      // Rendered from the data cache's old entry after a change: served, and refreshed from Directus at once.
      if (result.stale && own) void refresh(key);
      if (result.entry) return send(request, response, result.entry, 'MISS');
      if (own) return relay(response, result);
      await renderForRequest();
    },

    /**
     * Marks the pages that read these tags stale and purges the CDN's copies; resolves with their addresses. With
     * `refresh`, they are rendered again at once in the background (a scheduled publication or expiry).
     */
    async invalidate(tags, { refresh: now = false } = {}) {
      if (tags.length === 0) return [];
      const paths = await store.markStale(tags, Date.now());
      purge?.({ paths, tags }).catch(() => {});
      if (now) refreshAll(paths);
      return paths;
    },

    /** Drops the pages a change of the redirects covers and purges the CDN's copies, by URL (registry.ts). */
    async redirected(covers, addresses) {
      const paths = [...new Set([...addresses, ...(await store.dropWhere(covers))])];
      purge?.({ paths, tags: [] }).catch(() => {});
      return paths;
    },
  };
}
