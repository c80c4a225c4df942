// Filling the page cache: a page is rendered through the site's own server over loopback, as an ordinary request (so
// the proxy gives it a nonce policy), marked by a header with a per-process secret. Its render records which
// data-cache tags it read and when that data was fetched (../content/page-record.ts). Only a complete 200 page is
// kept: not an error, not the "unavailable" notice, not a response that sets a cookie. A kept page is sealed
// (./seal.ts: the request's nonce replaced by the page's script hashes), compressed once and stored.
//
// Refreshing: a stale page is rendered again with every read going to Directus rather than the data cache (whose
// revalidated entries still answer with the old data while they refresh), at most once per RETRY_MS while that fails
// (Directus down). A render stored stale (it got the data cache's old entry, or a change came in while it rendered)
// is refreshed straight after, up to MAX_FOLLOW_UPS times in a row.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import type { FillRecord } from '../server-seam.ts';
import { cdnTag } from './cdn-purge.ts';
import { FillLimit } from './fill-limit.ts';
import { isStale } from './freshness.ts';
import { FILL_HEADER, type PageRequest } from './requests.ts';
import { nonceOf, sealPage, sealPolicy, type Refused } from './seal.ts';
import type { PageEntry, PageStore } from './stores.ts';

/** A fill's outcome: the render's response and body, and the entry when it may be kept (else why not). */
export interface FillResult {
  response: Response;
  body: Buffer;
  entry: PageEntry | null;
  refusal: string | null;
  /** Stored, but stale already: a change came in while it rendered. */
  stale?: boolean;
}

export interface Fills {
  /** The record of a fill request (a render the cache asked for), or null for every other request. */
  fillRecord(request: PageRequest): FillRecord | null;
  /** Whether `key` is being rendered for the cache now. */
  filling(key: string): boolean;
  /**
   * Renders the page at `key` and stores it when it may be kept: one fill of a key at a time (however many visitors
   * ask meanwhile), and at most `maxFills` of all keys (the rest wait, or FillsBusy: ./fill-limit.ts).
   */
  fill(key: string): Promise<FillResult>;
  /** Renders a stale page again from Directus's data; resolves when that is done. */
  refresh(key: string): Promise<void>;
  /** Refreshes a stale page, unless that is under way or failed less than RETRY_MS ago. */
  refreshInBackground(key: string): void;
  /** Refreshes these stale pages now, half the fills at most (a scheduled publication or expiry). */
  refreshAll(keys: readonly string[]): void;
}

export interface FillOptions {
  store: PageStore;
  /** Where this server is reached over loopback (`http://127.0.0.1:3000`). */
  origin: string;
  /** The build folder (for the files of scripts to hash). */
  distDir: string;
  /** Pages rendered at once; more wait (./fill-limit.ts). */
  maxFills: number;
  log: (message: string) => void;
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

const RETRY_MS = 5000;
/** Refreshes in a row of a page that each came out stale because another change came in while it rendered. */
const MAX_FOLLOW_UPS = 3;
const FILL_TIMEOUT_MS = 30_000;
/** Fills that may wait for a free render, per render allowed at once (./fill-limit.ts). */
const WAITING_PER_FILL = 16;

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

export function createFills({ store, origin, distDir, maxFills, log }: FillOptions): Fills {
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

  return {
    fillRecord(request) {
      const value = request.headers[FILL_HEADER];
      if (typeof value !== 'string') return null;
      const [given, id = ''] = value.split('.');
      return given === secret ? (fillRecords.get(id) ?? null) : null;
    },

    filling: (key) => fills.has(key),

    fill: (key) => fill(key, false),

    refresh: (key) => refresh(key),

    refreshInBackground(key) {
      if (fills.has(key) || Date.now() - (failedRefresh.get(key) ?? 0) < RETRY_MS) return;
      void refresh(key);
    },

    /**
     * Not on their next view, so that no visitor gets the old copy of one later (a scheduled post's expiry must not
     * show to the first visitor an hour on). Half the fills at most, so visitors' misses keep the rest; a page a
     * visitor asked for meanwhile is refreshed by that request.
     */
    refreshAll(keys) {
      const queue = [...keys];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) if (!fills.has(key)) await refresh(key);
      };
      for (let workers = Math.max(1, Math.floor(maxFills / 2)); workers > 0; workers--) void worker();
    },
  };
}
