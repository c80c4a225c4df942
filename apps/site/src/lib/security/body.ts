/**
 * How large a request body may be. The proxy refuses a larger declared Content-Length with 413 before any
 * route sees it; routes that read a body themselves read it through readTextWithin, which also bounds bodies
 * sent without a length (chunked).
 */

import { readAtMost } from '@/lib/streams';

const KB = 1024;

/** Server actions and form posts to pages (forms, sign-in, checkout): text fields only. next.config.ts sets the same. */
export const SERVER_ACTION_BODY_LIMIT = 256 * KB;
/** Stripe's events are a few kilobytes; this leaves ample room. */
export const STRIPE_WEBHOOK_BODY_LIMIT = 512 * KB;
/** Every other route handler (revalidation, geocoding, files): none takes more than a small JSON body. */
export const ROUTE_BODY_LIMIT = 64 * KB;

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

/** The largest body a request to `pathname` may carry. */
export function bodyLimit(pathname: string): number {
  if (pathname === STRIPE_WEBHOOK_PATH) return STRIPE_WEBHOOK_BODY_LIMIT;
  if (pathname.startsWith('/api/') || pathname.startsWith('/assets/')) return ROUTE_BODY_LIMIT;
  return SERVER_ACTION_BODY_LIMIT;
}

/** Whether a request declares a body larger than its route takes (a malformed length counts as too large). */
export function declaresTooLargeBody(headers: Headers, pathname: string): boolean {
  const length = headers.get('content-length');
  if (length === null) return false;
  if (!/^\d{1,15}$/.test(length.trim())) return true;
  return Number(length) > bodyLimit(pathname);
}

export class BodyTooLargeError extends Error {
  override name = 'BodyTooLargeError';
  constructor(readonly limit: number) {
    super(`The request body is larger than ${Math.round(limit / KB)} KB`);
  }
}

/** The body as text, read no further than `limit` bytes: a larger body throws BodyTooLargeError. */
export async function readTextWithin(request: Request, limit: number): Promise<string> {
  if (request.body === null) return '';
  const bytes = await readAtMost(request.body, limit);
  if (bytes === null) throw new BodyTooLargeError(limit);
  return new TextDecoder().decode(bytes);
}

/** The answer to a body over the limit. */
export function bodyTooLargeResponse(limit: number): Response {
  return Response.json({ error: new BodyTooLargeError(limit).message }, { status: 413, headers: { 'cache-control': 'no-store' } });
}
