import { describe, expect, it } from 'vitest';
import nextConfig from '../../../next.config';
import {
  bodyLimit,
  BodyTooLargeError,
  declaresTooLargeBody,
  readTextWithin,
  ROUTE_BODY_LIMIT,
  SERVER_ACTION_BODY_LIMIT,
  STRIPE_WEBHOOK_BODY_LIMIT,
} from './body';

const MB = 1024 * 1024;

/** A request whose body arrives in chunks, without a Content-Length. */
function chunkedRequest(chunks: number, chunkSize: number): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkSize).fill(0x61));
    },
  });
  return new Request('http://site.test/api/stripe/webhook', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('bodyLimit', () => {
  it('gives the webhook, other routes and pages (server actions) their own limits', () => {
    expect(bodyLimit('/api/stripe/webhook')).toBe(STRIPE_WEBHOOK_BODY_LIMIT);
    expect(bodyLimit('/api/revalidate')).toBe(ROUTE_BODY_LIMIT);
    expect(bodyLimit('/api/geocode')).toBe(ROUTE_BODY_LIMIT);
    expect(bodyLimit('/contact')).toBe(SERVER_ACTION_BODY_LIMIT);
  });

  it('is the server actions limit next.config.ts gives Next.js, within what the proxy buffers', () => {
    expect(nextConfig.experimental?.serverActions?.bodySizeLimit).toBe(SERVER_ACTION_BODY_LIMIT);
    expect(nextConfig.experimental?.proxyClientMaxBodySize).toBeGreaterThan(STRIPE_WEBHOOK_BODY_LIMIT);
  });
});

describe('declaresTooLargeBody', () => {
  const headers = (length: string) => new Headers({ 'content-length': length });
  it.each([
    ['10485760', '/api/stripe/webhook', true],
    ['1000', '/api/stripe/webhook', false],
    [String(ROUTE_BODY_LIMIT + 1), '/api/revalidate', true],
    [String(ROUTE_BODY_LIMIT), '/api/revalidate', false],
    [String(10 * MB), '/contact', true],
    ['-1', '/contact', true],
    ['1e9', '/contact', true],
    ['99999999999999999999', '/contact', true],
  ])('Content-Length %s to %s: %s', (length, path, tooLarge) => {
    expect(declaresTooLargeBody(headers(length), path)).toBe(tooLarge);
  });

  it('leaves requests without a declared length to the route', () => {
    expect(declaresTooLargeBody(new Headers(), '/api/stripe/webhook')).toBe(false);
  });
});

describe('readTextWithin', () => {
  it('reads a body within the limit', async () => {
    expect(await readTextWithin(new Request('http://site.test/', { method: 'POST', body: 'héllo' }), 100)).toBe('héllo');
    expect(await readTextWithin(new Request('http://site.test/'), 100)).toBe('');
  });

  it('stops reading a 10 MB chunked body at the limit', async () => {
    await expect(readTextWithin(chunkedRequest(160, 64 * 1024), STRIPE_WEBHOOK_BODY_LIMIT)).rejects.toBeInstanceOf(BodyTooLargeError);
  });

  it('keeps multi-byte characters split across chunks whole', async () => {
    const bytes = new TextEncoder().encode('€uro');
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1));
        controller.enqueue(bytes.slice(1));
        controller.close();
      },
    });
    const request = new Request('http://site.test/', { method: 'POST', body, duplex: 'half' } as RequestInit);
    expect(await readTextWithin(request, 100)).toBe('€uro');
  });
});
