// The compression of per-request answers, on a real Node server that streams a page as Next.js does: a part, a
// flush, then the rest once it is ready.
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, createBrotliDecompress, gunzipSync, inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressAnswer } from './answer-compression.ts';

const SHELL = `<!DOCTYPE html><html><body><header>${'<a href="/x">A link</a>'.repeat(200)}</header>`;
const REST = `<main>${'<p>Slower content, streamed after the shell.</p>'.repeat(300)}</main></body></html>`;

let server: Server;
let origin: string;
/** Lets the streamed page's rest go out; the shell is sent and flushed at once. */
let releaseRest: () => void = () => {};

beforeAll(async () => {
  server = createServer((request, response) => {
    compressAnswer(request, response, () => {});
    // A body sent whole, its headers with it: the middleware sees its length.
    if (request.url === '/small') return void response.setHeader('content-type', 'text/plain').end('short');
    if (request.url === '/not-modified') return void response.writeHead(304, { etag: '"1"' }).end();
    if (request.url === '/image') return void response.writeHead(200, { 'content-type': 'image/png' }).end(Buffer.alloc(4096));
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.write(SHELL);
    (response as typeof response & { flush(): void }).flush();
    if (request.url === '/streamed') releaseRest = () => response.end(REST);
    else response.end(REST);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

function get(path: string, headers: Record<string, string>, method = 'GET'): Promise<{ response: IncomingMessage; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${origin}${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject).end();
  });
}

describe('per-request answers are compressed as the client accepts', () => {
  it('with Brotli for a browser, smaller than gzip, and the same page once decoded', async () => {
    const brotli = await get('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.response.headers['content-encoding']).toBe('br');
    expect(brotli.response.headers.vary).toMatch(/\bAccept-Encoding\b/);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(SHELL + REST);
    const gzip = await get('/page', { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(SHELL + REST);
    expect(brotli.body.length).toBeLessThan(gzip.body.length);
  });

  it('uncompressed for a client that takes no encoding, and for a HEAD, a 304, a short body or an image', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
      const plain = await get('/page', headers);
      expect(plain.response.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString()).toBe(SHELL + REST);
    }
    const browser = { 'accept-encoding': 'gzip, deflate, br' };
    const head = await get('/page', browser, 'HEAD');
    expect(head.response.headers['content-encoding']).toBeUndefined();
    expect(head.body.length).toBe(0);
    expect((await get('/not-modified', browser)).response.statusCode).toBe(304);
    expect((await get('/not-modified', browser)).body.length).toBe(0);
    for (const path of ['/small', '/image']) {
      expect((await get(path, browser)).response.headers['content-encoding'], path).toBeUndefined();
    }
  });

  it('never in an encoding the client refused, whatever the header says, and always decodable', async () => {
    // Odd and malformed Accept-Encoding values (weights out of range or not numbers, wildcards, empty parts, case,
    // unknown codings, parameters, a long header): the answer is in one of the codings the header allows.
    const cases: [string, (string | undefined)[]][] = [
      ['br;q=0, gzip', ['gzip']],
      ['gzip;q=1, br;q=0.5', ['gzip']],
      ['*', ['br']],
      ['*;q=0', [undefined]],
      ['identity;q=0', [undefined]],
      ['br;q=abc, gzip', ['gzip']],
      ['BR, GZIP', ['br']],
      ['br;q=-1, gzip', ['gzip']],
      [' , ,br', ['br']],
      ['zstd', [undefined]],
      ['br;level=1', ['br']],
      [`${'a'.repeat(4000)}, gzip`, ['gzip']],
      ['gzip;q=0, br;q=0, *;q=1', ['deflate']],
    ];
    for (const [accepted, allowed] of cases) {
      const { response, body } = await get('/page', { 'accept-encoding': accepted });
      const encoding = response.headers['content-encoding'];
      expect(allowed, accepted).toContain(encoding);
      const decoded =
        encoding === 'br'
          ? brotliDecompressSync(body)
          : encoding === 'gzip'
            ? gunzipSync(body)
            : encoding === 'deflate'
              ? inflateSync(body)
              : body;
      expect(decoded.toString(), accepted).toBe(SHELL + REST);
    }
  });

  it("sends a flushed shell before the rest of the page is ready, as Next.js's streaming needs", async () => {
    const shell = await new Promise<string>((resolve, reject) => {
      const request = httpRequest(`${origin}/streamed`, { headers: { 'accept-encoding': 'br' } }, (response) => {
        expect(response.headers['content-encoding']).toBe('br');
        let text = '';
        const decoded = response.pipe(createBrotliDecompress());
        decoded.on('data', (chunk: Buffer) => {
          text += chunk.toString();
          // The whole shell has arrived, and the server holds the rest.
          if (text === SHELL) resolve(text);
        });
        decoded.on('end', () => reject(new Error(`the page ended before its shell came alone: ${text.length} characters`)));
      });
      request.on('error', reject).end();
    });
    expect(shell).toBe(SHELL);
    releaseRest();
  });
});
