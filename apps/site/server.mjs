// The site's production server: `next start`, plus the one thing Next.js cannot do by itself,
// answer 503 Service Unavailable when a page could not be rendered because Directus is down.
//
// Why here: an App Router page can only end in 200, a redirect, 401/403/404 (notFound() and the
// like) or 500 (an error thrown before the response started); there is no 503 (Next.js docs:
// "Streaming → The HTTP contract"; vercel/next.js discussion #77342). The proxy (src/proxy.ts) runs
// before rendering and cannot know whether a page's data is in the data cache, and a rewrite drops
// the status it sets. So the decision is taken after rendering, from a per-request record that the
// content module fills (src/lib/content/outage.ts):
// - a page that rendered its "unavailable" notice (ContentUnavailable) answers 503, not 200;
// - a page that failed with a 500 after a Directus request failed for unavailability answers 503.
// Pages whose data came from the data cache never get there, so they answer 200 as usual.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

process.env.NODE_ENV ??= 'production';
const { default: next } = await import('next');

const port = Number(process.env.PORT) || 3000;
const hostname = process.env.HOSTNAME || undefined;
/** Seconds a visitor (or crawler) is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = '30';

const requests = new AsyncLocalStorage();
globalThis[Symbol.for('tessera.contentOutageRecorder')] = {
  markDirectusFailed() {
    const outcome = requests.getStore();
    if (outcome) outcome.directusFailed = true;
  },
  markPageUnavailable() {
    const outcome = requests.getStore();
    if (outcome) outcome.pageUnavailable = true;
  },
};

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const outcome = { directusFailed: false, pageUnavailable: false };
  // Every response passes here when its headers go out (an explicit writeHead, or the implicit one
  // of the first write), which for a page is after its shell has rendered.
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    if ((statusCode === 200 && outcome.pageUnavailable) || (statusCode === 500 && outcome.directusFailed)) {
      statusCode = 503;
      this.statusMessage = 'Service Unavailable';
      this.setHeader('retry-after', RETRY_AFTER_SECONDS);
      this.setHeader('cache-control', 'no-store');
    }
    return writeHead.call(this, statusCode, ...rest);
  };
  requests.run(outcome, () => handle(request, response));
});
server.listen(port, hostname, () => console.log(`Tessera site listening on http://${hostname ?? 'localhost'}:${port}`));
// Stop taking requests, let those in progress finish (idle keep-alive connections are dropped).
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
  });
}
