// The front in its own thread, as server.ts starts it: a real worker, the site's Node server behind it on a local
// socket, and a memory store mirrored into it.
import { createServer, type Server } from 'node:http';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { compileRedirects } from '@tessera/redirects';
import { afterEach, describe, expect, it } from 'vitest';
import { startFront, type Front } from './front.ts';
import { MemoryPageStore, type PageEntry } from './stores.ts';
import { rawConnection, requestHead } from './testing.ts';

/**
 * One request on a connection of its own: a connection the front handed to the server stays there, so a kept-alive
 * one would not show what the front answers now.
 */
async function rawGet(url: string, path: string, fields: Record<string, string> = {}, method = 'GET') {
  const link = rawConnection(url);
  await link.write(requestHead(path, fields, method));
  const { status, fields: headers, body } = await link.answer(method);
  link.end();
  return { status, headers, body };
}

const started: { front: Front; server: Server }[] = [];
afterEach(async () => {
  for (const { front, server } of started.splice(0)) {
    server.closeAllConnections();
    await Promise.all([front.close(), new Promise((resolve) => server.close(resolve))]);
  }
});

function pageEntry(key: string, html: string): PageEntry {
  const body = Buffer.from(html);
  return {
    key,
    headers: { 'content-type': 'text/html; charset=utf-8' },
    body,
    gzip: gzipSync(body),
    brotli: brotliCompressSync(body),
    etag: `"${key.length}-${html.length}"`,
    renderedAt: Date.now(),
    tagTimes: { 'directus:pages': Date.now() },
  };
}

/** The front on a free port, the site's server behind it answering `rendered <url>` and recording who asked. */
async function start() {
  const seen: { url: string; address: string | undefined; forwardedFor: string | string[] | undefined }[] = [];
  const server = createServer((request, response) => {
    seen.push({ url: request.url ?? '', address: request.socket.remoteAddress, forwardedFor: request.headers['x-forwarded-for'] });
    const body = `rendered ${request.url}`;
    response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body) }).end(body);
  });
  const refreshed: string[] = [];
  const failures: Error[] = [];
  const front = await startFront({
    server,
    port: 0,
    hostname: '127.0.0.1',
    sharedMaxAge: 60,
    redirects: compileRedirects([]),
    refreshInBackground: (key) => refreshed.push(key),
    failed: (error) => failures.push(error),
  });
  started.push({ front, server });
  const store = new MemoryPageStore({ maxBytes: 1e6 });
  store.mirrorTo(front.mirror);
  const url = `http://127.0.0.1:${front.port}`;
  /** Waits until the front answers `path` from its copy (its messages arrive asynchronously), or not. */
  const settle = async (path: string, cached: boolean) => {
    for (let tries = 0; tries < 100; tries++) {
      const answer = await rawGet(url, path);
      if ((answer.headers['x-tessera-page-cache'] !== undefined) === cached) return answer;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`${path} was ${cached ? 'never' : 'still'} answered from the front's copy`);
  };
  return { front, server, store, url, seen, refreshed, failures, settle };
}

describe("the site's front", () => {
  it('answers a stored page itself, in each encoding and for HEAD, and leaves every other request to the server', async () => {
    const site = await start();
    await site.store.store(pageEntry('/about', '<h1>About</h1>'));
    const hit = await site.settle('/about?utm_source=news', true);
    expect(hit.headers['x-tessera-page-cache']).toBe('HIT');
    expect(hit.body.toString()).toBe('<h1>About</h1>');
    const gzipped = await rawGet(site.url, '/about', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const head = await rawGet(site.url, '/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.headers['content-length']).toBe(String(brotliCompressSync(Buffer.from('<h1>About</h1>')).byteLength));
    expect(site.seen).toEqual([]);

    expect((await rawGet(site.url, '/contact')).body.toString()).toBe('rendered /contact');
    expect((await rawGet(site.url, '/about', { cookie: 'tessera_session=abc' })).body.toString()).toBe('rendered /about');
    expect((await rawGet(site.url, '/about', { 'x-tessera-page-fill': 'forged.1' })).body.toString()).toBe('rendered /about');
    expect(site.seen.map(({ url }) => url)).toEqual(['/contact', '/about', '/about']);
  });

  it("gives the server the client's own address, whatever X-Forwarded-For the client sends", async () => {
    const site = await start();
    await rawGet(site.url, '/contact', { 'x-forwarded-for': '6.6.6.6' });
    expect(site.seen).toEqual([{ url: '/contact', address: '127.0.0.1', forwardedFor: '6.6.6.6' }]);
  });

  it("keeps a connection with the server once one of its requests went there, a client's own PROXY line included", async () => {
    const site = await start();
    await site.store.store(pageEntry('/about', '<h1>About</h1>'));
    await site.settle('/about', true);
    const link = rawConnection(site.url);
    await link.write(requestHead('/about') + requestHead('/contact') + requestHead('/about'));
    const answers = [await link.answer(), await link.answer(), await link.answer()];
    expect(answers.map((answer) => answer.fields['x-tessera-page-cache'] ?? answer.body.toString())).toEqual([
      'HIT',
      'rendered /contact',
      'rendered /about',
    ]);
    link.end();

    const forged = rawConnection(site.url);
    await forged.write(`PROXY TCP4 6.6.6.6 10.0.0.1 1 2\r\n${requestHead('/contact')}`);
    // Node refuses it as a request (400, and the connection closes): nothing reaches the site's handler.
    expect(await forged.closedWithin(2000)).toBe(true);
    expect(site.seen.map(({ url, address }) => `${url} ${address}`)).toEqual(['/contact 127.0.0.1', '/about 127.0.0.1']);
  });

  it('follows the store: stale pages are answered STALE and refreshed, dropped ones go to the server', async () => {
    const site = await start();
    await site.store.store(pageEntry('/about', '<h1>About</h1>'));
    await site.settle('/about', true);
    await site.store.markStale(['directus:pages'], Date.now() + 1);
    for (let tries = 0; tries < 100 && site.refreshed.length === 0; tries++) await rawGet(site.url, '/about');
    expect((await rawGet(site.url, '/about')).headers['x-tessera-page-cache']).toBe('STALE');
    // Asked once, however many stale answers followed.
    expect(site.refreshed).toEqual(['/about']);
    await site.store.drop('/about');
    expect((await site.settle('/about', false)).body.toString()).toBe('rendered /about');
  });

  it('leaves to the server the pages a redirect covers, and every page while a change of the redirects loads', async () => {
    const site = await start();
    await site.store.store(pageEntry('/about', '<h1>About</h1>'));
    await site.store.store(pageEntry('/team', '<h1>Team</h1>'));
    await site.settle('/about', true);
    site.front.redirectsSettled(compileRedirects([{ from: '/about', to: '/team', status: 301 }]));
    expect((await site.settle('/about', false)).body.toString()).toBe('rendered /about');
    expect((await rawGet(site.url, '/team')).headers['x-tessera-page-cache']).toBe('HIT');
    site.front.redirectsSettled(undefined);
    await site.settle('/team', false);
  });

  it('answers a client that ends its side of the connection after asking', async () => {
    const site = await start();
    const link = rawConnection(site.url);
    await link.write(requestHead('/contact'));
    link.socket.end();
    expect((await link.answer()).body.toString()).toBe('rendered /contact');
    expect(await link.closedWithin(2000)).toBe(true);
  });
});
