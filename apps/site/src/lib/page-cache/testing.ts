// For tests: a small site served the way server.ts serves Tessera (aliases redirected, public pages through the page
// cache), whose renders are stand-ins: each known page answers HTML under a nonce policy that shows the address it
// was rendered for (a Markdown version, `….md`, Markdown), every other path a 404. Never imported by product code.
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { redirectAlias } from './canonical.ts';
import type { PurgeRequest } from './cdn-purge.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import type { PageStore } from './stores.ts';

export interface StandInSite {
  url: string;
  cache: PageCache;
  /** The addresses the stand-in rendered, in order. */
  renders: string[];
  /** The most renders that ran at the same time. */
  mostRendersAtOnce: number;
  purges: PurgeRequest[];
  close(): Promise<void>;
}

export async function standInSite({
  store,
  pages,
  maxFills = 4,
  renderMs = 0,
}: {
  store: PageStore;
  /** Paths that render a page; each read the tag `directus:pages`. */
  pages: readonly string[];
  maxFills?: number;
  renderMs?: number;
}): Promise<StandInSite> {
  let rendering = 0;
  const site: Omit<StandInSite, 'url' | 'cache' | 'close'> = { renders: [], mostRendersAtOnce: 0, purges: [] };
  const server = createServer((request, response) => {
    const record = cache.fillRecord(request);
    if (record) {
      const url = request.url ?? '/';
      site.renders.push(url);
      site.mostRendersAtOnce = Math.max(site.mostRendersAtOnce, ++rendering);
      setTimeout(() => {
        rendering--;
        if (!pages.includes(url.split('?')[0]!))
          return void response.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
        record.reads.set('directus:pages', Date.now());
        if (url.split('?')[0]!.endsWith('.md')) {
          return void response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8' }).end(`# Rendered as ${url}\n`);
        }
        response.writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': "script-src 'nonce-abc' 'strict-dynamic'",
        });
        response.end(
          `<html><body><h1>Rendered as ${url}</h1><script nonce="abc">self.__next_f.push([1,${JSON.stringify(url)}])</script></body></html>`,
        );
      }, renderMs);
      return;
    }
    if (redirectAlias(request, response)) return;
    const key = cache.keyOf(request);
    if (key === null) return void response.writeHead(404).end();
    if (cache.answerAtOnce(request, response, key)) return;
    cache.serve(request, response, key, () => response.writeHead(500).end()).catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Requests reach the handler above only once the server listens, when the cache exists.
  const cache: PageCache = createPageCache({
    store,
    origin: url,
    distDir: '/nonexistent',
    sharedMaxAge: 60,
    maxFills,
    purge: async (change) => void site.purges.push(change),
    log: () => {},
  });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return Object.assign(site, { url, cache, close });
}

export interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true });

/** A GET (or `method`) of `path` exactly as written (fetch would resolve dot segments and re-encode it first). */
export function rawGet(base: string, path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<RawResponse> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ hostname, port, path, headers, agent, method }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }));
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
