// The site's production server: `next start`, plus what Next.js cannot do by itself:
// - answer a method an address does not take (405 with Allow; TRACE included, which Next.js fails on), OPTIONS (204
//   with Allow), a page's post that is no server action (415), and a path that does not decode (400), before anything
//   renders
//   (src/lib/security/early.ts);
// - lead another spelling of a public page's address (`/posts/%74wo`, `/about/`) to its one canonical address with a
//   308, before anything renders (src/lib/page-cache/canonical.ts);
// - serve anonymous visitors' public pages from the site's page cache with a hash-based CSP
//   (src/lib/page-cache; why not Next.js's own route cache: docs/page-cache.md); with the cache in this process's
//   memory, a hit is answered by the site's front, a thread that owns the port and answers before anything else runs,
//   and hands this server everything else over a local socket (src/lib/page-cache/front.ts);
// - answer 503 Service Unavailable when a page could not be rendered because Directus is down;
// - compress what Next.js answers with Brotli where the client takes it, which Next.js's own compression does not
//   offer (src/lib/answer-compression.ts).
//
// PAGE_CACHE=off renders every page per request, as before the page cache (the benchmarks compare both).
//
// Why here: an App Router page can only end in 200, a redirect, 401/403/404 (notFound() and the
// like) or 500 (an error thrown before the response started); there is no 503 (Next.js docs:
// "Streaming → The HTTP contract"; vercel/next.js discussion #77342). The proxy (src/proxy.ts) runs
// before rendering and cannot know whether a page's data is in the data cache, and a rewrite drops
// the status it sets. So the decision is taken after rendering, from a per-request record that the
// content module fills (src/lib/content/outage.ts, through src/lib/server-seam.ts):
// - a page that rendered its "unavailable" notice (ContentUnavailable) answers 503, not 200;
// - a page that failed with a 500 after a Directus request failed for unavailability answers 503.
// Pages whose data came from the data cache never get there, so they answer 200 as usual.
//
// Everything this server and Next.js share goes through one typed module, src/lib/server-seam.ts.
//
// Node runs this file as it is (type stripping, no build step): only erasable TypeScript here and in what it imports.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { RedirectTable } from '@tessera/redirects';
import { forwardedFor } from './src/lib/forwarded-for.ts';
import { compressAnswer } from './src/lib/answer-compression.ts';
import { aliasLocation, redirectAlias } from './src/lib/page-cache/canonical.ts';
import { startFront } from './src/lib/page-cache/front.ts';
import type { PageRequest } from './src/lib/page-cache/requests.ts';
import { answerBeforeNext } from './src/lib/security/early.ts';
import { startPageCache } from './src/lib/page-cache/start.ts';
import { serverSeam, type FillRecord } from './src/lib/server-seam.ts';

// Started as the Dockerfile and `npm start` start it, AsyncLocalStorage (Next.js's, and this file's) works without
// async hooks, which otherwise run for every promise in the process, a cached page's answer included (Node 24 does
// so by default). Without the flag everything works, only slower.
const ASYNC_CONTEXT_FRAME = '--experimental-async-context-frame';
if (
  Number(process.versions.node.split('.')[0]) < 24 &&
  ![...process.execArgv, process.env.NODE_OPTIONS ?? ''].some((flag) => flag.includes(ASYNC_CONTEXT_FRAME))
)
  console.warn(`Tessera site: started without ${ASYNC_CONTEXT_FRAME}; cached pages are answered more slowly (docs/page-cache.md).`);
// (Next.js's types make NODE_ENV read-only.)
if (process.env.NODE_ENV === undefined) Object.assign(process.env, { NODE_ENV: 'production' });
const { default: next } = await import('next');

const port = Number(process.env.PORT) || 3000;
const hostname = process.env.HOSTNAME || undefined;
/** Seconds a visitor (or crawler) is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = '30';

/** What a request's render records: an outage always, its data-cache reads when the page cache asked for it. */
type RequestRecord = Pick<FillRecord, 'directusFailed' | 'pageUnavailable'> & Partial<Pick<FillRecord, 'reads' | 'fresh'>>;
const requests = new AsyncLocalStorage<RequestRecord>();
// What a render read from the data cache, for the page cache (src/lib/content/page-record.ts).
serverSeam.pageRenderRecorder = {
  markRead(tags, fetchedAt) {
    const reads = requests.getStore()?.reads;
    if (!reads) return;
    for (const tag of tags) reads.set(tag, Math.min(fetchedAt, reads.get(tag) ?? Infinity));
  },
  readsFresh() {
    return requests.getStore()?.fresh === true;
  },
};
serverSeam.contentOutageRecorder = {
  markDirectusFailed() {
    const outcome = requests.getStore();
    if (outcome) outcome.directusFailed = true;
  },
  markPageUnavailable() {
    const outcome = requests.getStore();
    if (outcome) outcome.pageUnavailable = true;
  },
};

/**
 * Whether an editor's redirect covers a request URL: at once while the redirect table is settled (nearly always), else
 * a promise. The proxy's redirect table (src/features/redirects/table.ts) installs the lookup when Next.js first loads
 * it; until then every request goes to Next.js, whose proxy applies it.
 */
function redirected(url: string): boolean | Promise<boolean> {
  const lookup = serverSeam.redirectLookup;
  return lookup === undefined || lookup(url);
}

/** The editors' redirects as they last settled (src/features/redirects/table.ts), for the front when it starts. */
let settledRedirects: RedirectTable | undefined;
serverSeam.redirectTableSettled = (table) => (settledRedirects = table);

const dir = fileURLToPath(new URL('.', import.meta.url));
const app = next({ dev: false, dir, hostname, port });
const handle = app.getRequestHandler();
await app.prepare();
const pageCache = startPageCache({ env: process.env, dir, hostname, port });
if (pageCache !== null) serverSeam.pageCache = pageCache;

/**
 * Where a request goes once no early answer took it: an alias's 308, a render (with its fill record when the page
 * cache asked for it), or the page cache under `key`, once no editor's redirect covers it. (The front takes the same
 * decisions for the hits it answers: src/lib/page-cache/raw-answer.ts.)
 */
type Route = { to: 'alias' } | { to: 'render'; fillRecord: FillRecord | null } | { to: 'cache'; key: string };

function routeOf(request: PageRequest): Route {
  // A render the page cache asked for records into the cache's own record.
  const fillRecord = pageCache?.fillRecord(request) ?? null;
  // Another spelling of a page's address (`/posts/%74wo`, `/about/`) leads to its canonical one, before anything
  // renders (src/lib/page-cache/canonical.ts). The cache's own fills ask for canonical addresses only.
  if (fillRecord === null && aliasLocation(request) !== null) return { to: 'alias' };
  const key = fillRecord === null ? (pageCache?.keyOf(request) ?? null) : null;
  return key === null ? { to: 'render', fillRecord } : { to: 'cache', key };
}

const server = createServer((request, response) => {
  // A method the address does not take, OPTIONS, or a path that does not decode: answered here, nothing renders.
  const early = answerBeforeNext(request, process.env);
  if (early !== null) {
    response.writeHead(early.status, early.headers).end(early.body);
    return;
  }
  // Whom per-client limits count: what a client claims in X-Forwarded-For only behind TRUST_PROXY (src/lib/forwarded-for.ts).
  request.headers['x-forwarded-for'] = forwardedFor(
    request.headers['x-forwarded-for'],
    request.socket.remoteAddress,
    process.env.TRUST_PROXY,
  );
  const route = routeOf(request);
  if (route.to === 'alias') return void redirectAlias(request, response);
  const render = () => renderWithNext(request, response, route.to === 'render' ? route.fillRecord : null);
  if (route.to === 'render' || pageCache === null) return render();
  const { key } = route;
  // An editor's redirect answers before the cache: a rule saved after a page was cached reaches it too. A hit whose
  // lookups need no wait (the redirect table settled, the page in this process's memory) is answered here and now,
  // creating no promise (docs/page-cache.md, "Answering hits at the static-file limit").
  // The cache failing (Redis unreachable, say) costs a render, never the page.
  const failed = (error: unknown) => {
    console.warn(`[page-cache] ${request.url}: ${error instanceof Error ? error.message : String(error)}`);
    if (!response.headersSent) render();
  };
  const redirect = redirected(request.url ?? '/');
  if (redirect === true) return render();
  if (redirect === false) {
    try {
      if (pageCache.answerAtOnce(request, response, key)) return;
    } catch (error) {
      return failed(error);
    }
  }
  const serve = async () => ((await redirect) ? render() : pageCache.serve(request, response, key, render));
  serve().catch(failed);
});

/** Renders a request with Next.js, recording into `fillRecord` when the page cache asked for it. */
function renderWithNext(request: IncomingMessage, response: ServerResponse, fillRecord: FillRecord | null) {
  const outcome: RequestRecord = fillRecord ?? { directusFailed: false, pageUnavailable: false };
  // Every response passes here when its headers go out (an explicit writeHead, or the implicit one
  // of the first write), which for a page is after its shell has rendered.
  const writeHead = response.writeHead as (this: typeof response, statusCode: number, ...rest: unknown[]) => typeof response;
  response.writeHead = function (this: typeof response, statusCode: number, ...rest: unknown[]) {
    if ((statusCode === 200 && outcome.pageUnavailable) || (statusCode === 500 && outcome.directusFailed)) {
      statusCode = 503;
      this.statusMessage = 'Service Unavailable';
      this.setHeader('retry-after', RETRY_AFTER_SECONDS);
      this.setHeader('cache-control', 'no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  } as typeof response.writeHead;
  // Brotli or gzip as the client accepts, whatever status goes out (none for a HEAD or a 304): src/lib/answer-compression.ts.
  compressAnswer(request, response, () => {});
  return requests.run(outcome, () => handle(request, response));
}
const listening = `Tessera site listening on http://${hostname ?? 'localhost'}:${port}`;
// With the page cache in this process's memory, the front owns the port and answers hits in a thread of its own,
// from a copy of the store; this server takes everything else from it over a local socket (src/lib/page-cache/front.ts;
// docs/architecture.md, "A request's path"). With Redis, every hit asks Redis, so there is nothing to answer sooner.
const front = !pageCache?.mirrorTo
  ? null
  : await startFront({
      server,
      port,
      hostname,
      sharedMaxAge: pageCache.sharedMaxAge,
      redirects: settledRedirects,
      refreshInBackground: pageCache.refreshInBackground,
      failed(error) {
        console.error(`Tessera site: the front failed, stopping (${error.message})`);
        process.exit(1);
      },
    });
if (front === null) server.listen(port, hostname, () => console.log(listening));
else {
  pageCache!.mirrorTo!(front.mirror);
  // From now on the table's changes go straight to the front; one that came while it started is handed on here.
  serverSeam.redirectTableSettled = front.redirectsSettled;
  front.redirectsSettled(settledRedirects);
  console.log(listening);
}
// Stop taking requests, let those in progress finish (idle keep-alive connections are dropped).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    const closed = new Promise((resolve) => server.close(resolve));
    void Promise.all([front?.close(), closed]).then(() => process.exit(0));
    server.closeIdleConnections();
  });
}
