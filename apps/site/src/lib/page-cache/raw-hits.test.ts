import { afterEach, describe, expect, it } from 'vitest';
import { MemoryPageStore } from './stores.ts';
import {
  rawConnection as connection,
  rawGet,
  requestHead as head,
  sentToNode as viaNode,
  standInSite,
  type StandInSite,
} from './testing.ts';

const sites: StandInSite[] = [];
afterEach(async () => {
  await Promise.all(sites.splice(0).map((site) => site.close()));
});

const start = async (options: Partial<Parameters<typeof standInSite>[0]> = {}) => {
  const site = await standInSite({
    store: new MemoryPageStore({ maxBytes: 1e7 }),
    pages: ['/posts/two', '/posts/two.md', '/about'],
    raw: true,
    ...options,
  });
  sites.push(site);
  // Each page rendered once and stored (a miss is Node's), so that what follows is a hit.
  for (const path of ['/posts/two', '/about']) expect((await rawGet(site.url, path)).headers['x-tessera-page-cache']).toBe('MISS');
  expect((await rawGet(site.url, '/posts/two', { accept: 'text/markdown' })).headers['x-tessera-page-cache']).toBe('MISS');
  return site;
};

describe('hits answered before Node', () => {
  it.each([
    ['GET in gzip', 'GET', { 'Accept-Encoding': 'gzip' }],
    ['GET in Brotli', 'GET', { 'Accept-Encoding': 'gzip, deflate, br, zstd' }],
    ['GET uncompressed', 'GET', {}],
    ['HEAD', 'HEAD', { 'Accept-Encoding': 'gzip' }],
    ['a Markdown preference', 'GET', { Accept: 'text/markdown', 'Accept-Encoding': 'br' }],
  ])('answers %s with the bytes Node sends for it, Date aside', async (_, method, fields) => {
    const site = await start();
    const link = connection(site.url);
    const request = head('/posts/two', fields, method);
    await link.write(request);
    const raw = await link.answer(method);
    expect(site.rawHits!.answered).toBe(1);
    const node = connection(site.url);
    await node.write(viaNode(request));
    const fromNode = await node.answer(method);
    expect(site.rawHits!.answered).toBe(1);
    expect(raw.head).toBe(fromNode.head);
    expect(raw.body.equals(fromNode.body)).toBe(true);
    expect(raw.fields['x-tessera-page-cache']).toBe('HIT');
    expect(raw.body.byteLength).toBe(method === 'HEAD' ? 0 : Number(raw.fields['content-length']));
    expect(Math.abs(Date.parse(raw.fields.date!) - Date.now())).toBeLessThan(2000);
    link.end();
    node.end();
  });

  it('answers a conditional request with the 304 Node sends, and keeps the connection for the next', async () => {
    const site = await start();
    const { headers } = await rawGet(site.url, '/posts/two');
    const link = connection(site.url);
    const node = connection(site.url);
    const conditions: Record<string, string>[] = [
      { 'If-None-Match': String(headers.etag) },
      { 'If-Modified-Since': String(headers['last-modified']) },
    ];
    for (const fields of conditions) {
      await link.write(head('/posts/two', fields));
      await node.write(viaNode(head('/posts/two', fields)));
      const [raw, fromNode] = [await link.answer(), await node.answer()];
      expect(raw.status).toBe(304);
      expect(raw.head).toBe(fromNode.head);
    }
    expect(site.rawHits!.answered).toBe(2);
    link.end();
    node.end();
  });

  it('answers the same head again as its page changes: HIT, STALE once a tag it read is revalidated, then the new HIT', async () => {
    // A head's choice of answer is remembered per entry (answer.ts, wireEntry), the head read once per text.
    const site = await start();
    const link = connection(site.url);
    const ask = async () => {
      await link.write(head('/posts/two', { 'Accept-Encoding': 'gzip' }));
      return (await link.answer()).fields['x-tessera-page-cache'];
    };
    expect([await ask(), await ask()]).toEqual(['HIT', 'HIT']);
    const rendered = site.renders.length;
    await site.cache.invalidate(['directus:pages']);
    expect(await ask()).toBe('STALE');
    await expect.poll(() => site.renders.length).toBe(rendered + 1);
    await expect.poll(ask).toBe('HIT');
    expect(site.rawHits!.answered).toBeGreaterThanOrEqual(4);
    link.end();
  });

  it('answers pipelined requests in order, a hit at once and the rest, from the first other request on, by Node', async () => {
    const site = await start();
    const link = connection(site.url);
    await link.write(head('/about') + head('/posts/two', {}, 'HEAD') + head('/missing') + head('/posts/two') + head('/about'));
    const answers = [await link.answer(), await link.answer('HEAD'), await link.answer(), await link.answer(), await link.answer()];
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 404, 200, 200]);
    expect(answers.map((answer) => answer.fields['x-tessera-page-cache'])).toEqual(['HIT', 'HIT', undefined, 'HIT', 'HIT']);
    expect(answers.map((answer) => answer.body.toString().match(/Rendered as ([^<]+)/)?.[1])).toEqual([
      '/about',
      undefined,
      undefined,
      '/posts/two',
      '/about',
    ]);
    // The first two before Node; the connection stayed Node's after the miss.
    expect(site.rawHits!.answered).toBe(2);
    link.end();
  });

  it('leaves a head trickled in byte by byte to Node, which answers it from the cache', async () => {
    const site = await start();
    const link = connection(site.url);
    for (const byte of head('/posts/two', { 'Accept-Encoding': 'gzip' })) {
      await link.write(byte);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const answer = await link.answer();
    expect(answer.status).toBe(200);
    expect(answer.fields['x-tessera-page-cache']).toBe('HIT');
    expect(site.rawHits!.answered).toBe(0);
    link.end();
  });

  // Request smuggling (PortSwigger's CL.TE, TE.CL and obfuscated Transfer-Encoding cases) and RFC 9112 syntax errors
  // aimed at a cached page: each must get, byte for byte, what the same server without the raw path answers.
  it.each([
    ['CL.TE', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nContent-Length: 6\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nG'],
    ['TE.CL', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n8\r\nSMUGGLED\r\n0\r\n\r\n'],
    ['two Content-Lengths', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\nContent-Length: 5\r\n\r\nhello'],
    ['an obfuscated Transfer-Encoding', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nTransfer-Encoding : chunked\r\n\r\n0\r\n\r\n'],
    ['a folded field', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nX-A: 1\r\n Transfer-Encoding: chunked\r\n\r\n'],
    ['a bare LF', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nX: X\nTransfer-Encoding: chunked\r\n\r\n'],
    ['a NUL', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nX-A: \x00\r\n\r\n'],
    ['no Host', 'GET /posts/two HTTP/1.1\r\n\r\n'],
    ['HTTP/1.0', 'GET /posts/two HTTP/1.0\r\nHost: a\r\n\r\n'],
    ['the absolute-form', 'GET http://evil.example/posts/two HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['a lower-case method', 'get /posts/two HTTP/1.1\r\nHost: a\r\n\r\n'],
    ['Connection: close', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n'],
    ['a session cookie sent twice', 'GET /posts/two HTTP/1.1\r\nHost: a\r\nCookie: a=1\r\nCookie: tessera_session=x\r\n\r\n'],
  ])('answers %s as Node alone does', async (_, text) => {
    const [raw, node] = [await start(), await start({ raw: false })];
    const answers = await Promise.all(
      [raw, node].map(async (site) => {
        const link = connection(site.url);
        await link.write(Buffer.from(text, 'latin1'));
        const answer = await link.answer().catch(() => null);
        link.end();
        return answer && { head: answer.head, body: answer.body.toString('latin1') };
      }),
    );
    expect(answers[0]).toEqual(answers[1]);
    expect(raw.rawHits!.answered).toBe(0);
  });

  it('closes a connection idle for keepAliveTimeout after a hit, and one that never sent a request only after headersTimeout', async () => {
    const site = await start({ keepAliveMs: 300 });
    const link = connection(site.url);
    await link.write(head('/about'));
    expect((await link.answer()).fields['x-tessera-page-cache']).toBe('HIT');
    expect(site.rawHits!.answered).toBe(1);
    expect(await link.closedWithin(150)).toBe(false);
    expect(await link.closedWithin(1500)).toBe(true);
    const silent = connection(site.url);
    expect(await silent.closedWithin(800)).toBe(false);
    silent.end();
  });

  it('writes no faster than the client reads, and answers every pipelined request in order', async () => {
    const site = await start();
    const link = connection(site.url);
    link.socket.pause();
    const paths = Array.from({ length: 3000 }, (_, index) => (index % 2 === 0 ? '/posts/two' : '/about'));
    await link.write(paths.map((path) => head(path)).join(''));
    await new Promise((resolve) => setTimeout(resolve, 300));
    link.socket.resume();
    for (const path of paths) {
      const answer = await link.answer();
      expect(answer.body.toString()).toContain(`Rendered as ${path}<`);
    }
    expect(site.rawHits!.answered).toBeGreaterThan(0);
    link.end();
  });

  it('lets the server stop: an idle connection closes, and server.close() completes', async () => {
    const site = await start();
    const link = connection(site.url);
    await link.write(head('/about'));
    await link.answer();
    sites.splice(sites.indexOf(site), 1);
    await site.close();
    expect(await link.closedWithin(1000)).toBe(true);
  });
});
