// For tests: a small site served the way server.ts serves Tessera (aliases redirected, public pages through the page
// cache), whose renders are stand-ins: each known page answers HTML under a nonce policy that shows the address it
// was rendered for (a Markdown version, `….md`, Markdown), every other path a 404. Never imported by product code.
import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { compileRedirects } from '@tessera/redirects';
import { redirectAlias } from './canonical.ts';
import type { PurgeRequest } from './cdn-purge.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { rawPageAnswer } from './raw-answer.ts';
import { answerRawHits, handOverToNode, type RawHits } from './raw-hits.ts';
import type { PageStore } from './stores.ts';

export interface StandInSite {
  url: string;
  cache: PageCache;
  /** The addresses the stand-in rendered, in order. */
  renders: string[];
  /** The most renders that ran at the same time. */
  mostRendersAtOnce: number;
  purges: PurgeRequest[];
  /** The hits answered before Node's `http` module (./raw-hits.ts), when `raw` asked for them. */
  rawHits: RawHits | null;
  close(): Promise<void>;
}

export async function standInSite({
  store,
  pages,
  maxFills = 4,
  renderMs = 0,
  raw = false,
  keepAliveMs = 5000,
}: {
  store: PageStore;
  /** Paths that render a page; each read the tag `directus:pages`. */
  pages: readonly string[];
  maxFills?: number;
  renderMs?: number;
  /** Whether hits answerable at once are answered before Node's `http` module, as server.ts answers them. */
  raw?: boolean;
  /** The server's keepAliveTimeout. */
  keepAliveMs?: number;
}): Promise<StandInSite> {
  let rendering = 0;
  const site: Omit<StandInSite, 'url' | 'cache' | 'close' | 'rawHits'> = { renders: [], mostRendersAtOnce: 0, purges: [] };
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
  server.keepAliveTimeout = keepAliveMs;
  const noRedirects = compileRedirects([]);
  const rawHits = raw
    ? answerRawHits(
        server,
        rawPageAnswer({
          lookupAtOnce: (key) => store.lookupAtOnce(key),
          redirectsAtOnce: () => noRedirects,
          refreshInBackground: (key) => cache.refreshInBackground(key),
          sharedMaxAge: 60,
          env: {},
        }),
        handOverToNode(server),
      )
    : null;
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
      server.close(() => resolve());
      server.closeAllConnections();
      rawHits?.close();
    });
  return Object.assign(site, { url, cache, rawHits, close });
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

export interface WireAnswer {
  /** The status line and fields as sent, the Date field's value replaced by `<date>`. */
  head: string;
  status: number;
  fields: Record<string, string>;
  body: Buffer;
}

/** A connection to `url` that writes bytes as given and reads answers off the wire, as sent. */
export function rawConnection(url: string) {
  const { hostname, port } = new URL(url);
  const socket: Socket = connect(Number(port), hostname);
  socket.setNoDelay(true);
  let received = Buffer.alloc(0);
  let closed = false;
  const waiters: (() => void)[] = [];
  const wake = () => waiters.splice(0).forEach((waiter) => waiter());
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    wake();
  });
  socket.on('close', () => {
    closed = true;
    wake();
  });
  socket.on('error', () => {});
  const changed = () => new Promise<void>((resolve) => waiters.push(resolve));
  return {
    socket,
    get closed() {
      return closed;
    },
    write: (text: string | Buffer) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** The next answer, for a request of `method` (a HEAD's and a 304's have no body). */
    async answer(method = 'GET'): Promise<WireAnswer> {
      for (;;) {
        const end = received.indexOf('\r\n\r\n');
        if (end !== -1) {
          const head = received.toString('latin1', 0, end);
          const status = Number(head.slice(9, 12));
          const fields = Object.fromEntries(
            head
              .split('\r\n')
              .slice(1)
              .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
          );
          const length =
            method === 'HEAD' || status === 304
              ? 0
              : fields['transfer-encoding'] === 'chunked'
                ? chunkedLength(received, end + 4)
                : Number(fields['content-length']);
          if (length !== null && received.length >= end + 4 + length) {
            const body = received.subarray(end + 4, end + 4 + length);
            received = received.subarray(end + 4 + length);
            return {
              head: head.replace(/^Date: .*$/m, 'Date: <date>').replace(/^last-modified: .*$/m, 'last-modified: <time>'),
              status,
              fields,
              body,
            };
          }
        }
        if (closed) throw new Error(`the connection closed with ${received.length} bytes of an answer unread`);
        await changed();
      }
    },
    async closedWithin(ms: number): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (!closed && Date.now() < deadline) await Promise.race([changed(), new Promise((resolve) => setTimeout(resolve, 20))]);
      return closed;
    },
    end: () => socket.destroy(),
  };
}

/** The length of a chunked body that begins at `start`, as sent (chunks and their sizes), or null until it is whole. */
function chunkedLength(bytes: Buffer, start: number): number | null {
  let at = start;
  for (;;) {
    const lineEnd = bytes.indexOf('\r\n', at);
    if (lineEnd === -1) return null;
    const size = parseInt(bytes.toString('latin1', at, lineEnd), 16);
    at = lineEnd + 2 + size + 2;
    if (size === 0) return at <= bytes.length ? at - start : null;
  }
}

/** A request head as a browser would send it, with `fields`. */
export const requestHead = (path: string, fields: Record<string, string> = {}, method = 'GET') =>
  `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n${Object.entries(fields)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

/**
 * A request head with a field sent twice: the strict reader of ./request-head.ts leaves it to Node's parser, to which
 * the duplicate means nothing. Node's answer to the same request, to set beside the raw path's.
 */
export const sentToNode = (head: string) => head.replace('\r\n', '\r\nX-Hand-Over: 1\r\nX-Hand-Over: 1\r\n');
