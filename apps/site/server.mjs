// The site's production server: `next start`, plus the one thing Next.js cannot do by itself,
// answer 503 Service Unavailable when a page could not be rendered because Directus is down.
//
// Why here: an App Router page can only end in 200, a redirect, 401/403/404 (notFound() and the
// like) or 500 (an error thrown before the response started); there is no 503 (Next.js docs:
// "Streaming → The HTTP contract"; vercel/next.js discussion #77342). The proxy (src/proxy.ts) runs
// before rendering and cannot know whether a page's data is in the data cache, and a rewrite drops
// the status it sets. So the decision is taken after rendering: the content module reports every
// Directus request that failed for unavailability into this request's context
// (src/lib/content/outage.ts), and a 500 from such a request goes out as a 503 with Retry-After.
// Pages whose data came from the data cache never fail, so they answer 200 as usual.
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
  markContentUnavailable() {
    const outcome = requests.getStore();
    if (outcome) outcome.contentUnavailable = true;
  },
};

const app = next({ dev: false, dir: fileURLToPath(new URL('.', import.meta.url)), hostname, port });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((request, response) => {
  const outcome = { contentUnavailable: false };
  // Every response passes here when its headers go out (an explicit writeHead, or the implicit one
  // of the first write), which for a page is after its shell has rendered.
  const writeHead = response.writeHead;
  response.writeHead = function (statusCode, ...rest) {
    if (statusCode === 500 && outcome.contentUnavailable) {
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
