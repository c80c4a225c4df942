import 'server-only';
import type { NextRequest } from 'next/server';
import { rateLimitKey } from '@/lib/rate-limit';
import { sharedRateLimiter } from '@/lib/shared-state';

/** Per client, as for the map's address search: plenty for a person, little for a scraper. */
export const SEARCH_LIMIT = { limit: 30, windowMs: 60_000 };

/**
 * A 429 for a client over its search limit, else null. Checked in the proxy, because a page cannot answer 429;
 * only searches count (the empty form does not). `pathname` is the path without its language prefix (/de/search
 * is a search too).
 */
export async function searchRateLimitResponse(request: NextRequest, pathname: string): Promise<Response | null> {
  if (pathname !== '/search' || !request.nextUrl.searchParams.get('q')?.trim()) return null;
  const decision = await sharedRateLimiter('search-client', SEARCH_LIMIT).consume(rateLimitKey(request.headers));
  if (decision.allowed) return null;
  const seconds = Math.max(1, Math.ceil(decision.retryAfterMs / 1000));
  return new Response(
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>Too many searches</title><main><h1>Too many searches</h1><p>Please wait ${seconds} seconds and search again.</p></main></html>`,
    { status: 429, headers: { 'content-type': 'text/html; charset=utf-8', 'retry-after': String(seconds), 'cache-control': 'no-store' } },
  );
}
