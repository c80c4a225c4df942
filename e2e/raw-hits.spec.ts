import { expect, test } from '@playwright/test';
import { rawConnection, requestHead, sentToNode } from '../apps/site/src/lib/page-cache/testing.ts';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { freePort } from '../scripts/lib/free-port.mjs';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { ProcessGroup } from '../scripts/lib/processes.mjs';
// @ts-expect-error -- plain ESM helpers shared with the npm scripts
import { startSite } from '../scripts/lib/stack.mjs';
import { siteEnvAt, stack } from './stack';

// Cached pages answered before Node's `http` module (apps/site/src/lib/page-cache/raw-hits.ts), on raw sockets
// against the production server: the same bytes as Node's answer to the same request, pipelined requests in order
// with the connection handed to Node at the first one that is not a hit, a head trickled in byte by byte answered by
// Node, idle connections closed, and the server's graceful stop with raw connections open.

const PAGES = ['/', '/posts/two-films-about-the-craft', '/locations'];

/** Asks until the page is a fresh hit in the site's memory (the first view renders it; a stale one is refreshed). */
async function cached(path: string, fields: Record<string, string> = { 'Accept-Encoding': 'gzip' }) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${stack.siteUrl}${path}`, { headers: fields });
    await response.arrayBuffer();
    if (response.headers.get('x-tessera-page-cache') === 'HIT') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${path} is not answered from the page cache`);
}

test.describe('hits answered before Node', () => {
  for (const path of PAGES) {
    test(`${path}: GET and HEAD get the bytes Node sends for the same request, Date aside`, async () => {
      await cached(path);
      for (const method of ['GET', 'HEAD']) {
        const request = requestHead(path, { 'Accept-Encoding': 'gzip', Accept: 'text/html' }, method);
        const [raw, node] = [rawConnection(stack.siteUrl), rawConnection(stack.siteUrl)];
        await raw.write(request);
        await node.write(sentToNode(request));
        const [fromRaw, fromNode] = [await raw.answer(method), await node.answer(method)];
        raw.end();
        node.end();
        expect(fromRaw.status).toBe(200);
        expect(fromRaw.fields['x-tessera-page-cache']).toBe('HIT');
        expect(fromRaw.fields['content-security-policy']).toMatch(/'sha256-/);
        expect(fromRaw.head).toBe(fromNode.head);
        expect(fromRaw.body.equals(fromNode.body)).toBe(true);
        expect(fromRaw.body.byteLength).toBe(method === 'HEAD' ? 0 : Number(fromRaw.fields['content-length']));
      }
    });
  }

  test('pipelined hit, miss and hit on one connection are answered in order', async () => {
    await cached('/');
    await cached('/locations');
    const link = rawConnection(stack.siteUrl);
    const fields = { 'Accept-Encoding': 'gzip' };
    await link.write(requestHead('/', fields) + requestHead('/no-page-here-at-all', fields) + requestHead('/locations', fields, 'HEAD'));
    const answers = [await link.answer(), await link.answer(), await link.answer('HEAD')];
    link.end();
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 200]);
    expect(answers[0]!.fields['x-tessera-page-cache']).toBe('HIT');
    expect(answers[2]!.fields['x-tessera-page-cache']).toBe('HIT');
  });

  test('a head trickled in byte by byte is answered by Node, from the cache', async () => {
    await cached('/');
    const link = rawConnection(stack.siteUrl);
    for (const byte of requestHead('/', { 'Accept-Encoding': 'gzip' })) {
      await link.write(byte);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answer = await link.answer();
    link.end();
    expect(answer.status).toBe(200);
    expect(answer.fields['x-tessera-page-cache']).toBe('HIT');
    expect(answer.body.byteLength).toBe(Number(answer.fields['content-length']));
  });

  test("a connection idle after a hit is closed after the keep-alive timeout (Node's 5 s)", async () => {
    await cached('/');
    const link = rawConnection(stack.siteUrl);
    await link.write(requestHead('/', { 'Accept-Encoding': 'gzip' }));
    expect((await link.answer()).fields['keep-alive']).toBe('timeout=5');
    expect(await link.closedWithin(4000)).toBe(false);
    expect(await link.closedWithin(3000)).toBe(true);
  });
});

test.describe('stopping the server', () => {
  const group = new ProcessGroup({ quiet: true });
  test.afterAll(() => group.stopAll());

  test('SIGTERM with raw connections open ends the server cleanly, at once', async () => {
    test.setTimeout(240_000);
    const port = await freePort();
    const siteUrl = `http://127.0.0.1:${port}`;
    const site = await startSite(group, 'site-raw-stop', {
      port,
      hostname: '127.0.0.1',
      env: siteEnvAt(siteUrl),
    });
    for (let attempt = 0; attempt < 10; attempt++) {
      if ((await fetch(`${siteUrl}/`)).headers.get('x-tessera-page-cache') === 'HIT') break;
    }
    const idle = [rawConnection(siteUrl), rawConnection(siteUrl)];
    for (const link of idle) {
      await link.write(requestHead('/'));
      expect((await link.answer()).fields['x-tessera-page-cache']).toBe('HIT');
    }
    const stoppedAt = Date.now();
    site.expected = true;
    process.kill(site.child.pid, 'SIGTERM');
    const { code, signal } = await site.exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Sooner than the keep-alive timeout: the idle raw connections were closed, not waited for.
    expect(Date.now() - stoppedAt).toBeLessThan(4000);
    for (const link of idle) expect(await link.closedWithin(1000)).toBe(true);
  });
});
