import { NextResponse, type NextRequest } from 'next/server';
import { renewTokens } from '@/features/account/server/session';
import { decodeSession, encodeSession, refreshIfNeeded, SESSION_COOKIE, sessionCookieOptions } from '@/features/account/session';
import { isPageSlug } from './app/[[...slug]]/page-data';

/**
 * Runs before every page, action and route request (static files excepted) and does two things for
 * signed-in members, whose requests carry the session cookie:
 *
 * - renews the Directus access token when it expires within 30 s (memberClient's refresh), writing
 *   the new tokens into the cookie of the response and of the request being handled, so the member
 *   never notices; a refused refresh token ends the session (the cookie is deleted);
 * - sends CMS page paths to /account/member-page/…, rendered per request and never cached, so
 *   members-only content is shown to members and never stored in the shared page cache.
 *
 * Anonymous requests pass untouched and keep being served from the cache.
 */
/** The site's own top-level routes (the folders of src/app); every other page path may be a CMS page. */
export const APP_ROUTES = new Set(['account', 'api', 'assets', 'checkout', 'posts', 'products']);

export async function proxy(request: NextRequest) {
  const tokens = decodeSession(request.cookies.get(SESSION_COOKIE)?.value);
  if (!tokens) return NextResponse.next();

  const outcome = await refreshIfNeeded(tokens, renewTokens);
  if (outcome.kind === 'refreshed') request.cookies.set(SESSION_COOKIE, encodeSession(outcome.tokens));
  if (outcome.kind === 'ended') request.cookies.delete(SESSION_COOKIE);

  const { pathname } = request.nextUrl;
  const slug = pathname.split('/').filter(Boolean);
  const init = { request: { headers: request.headers } };
  let response: NextResponse;
  if (outcome.kind !== 'ended' && !APP_ROUTES.has(slug[0] ?? '') && isPageSlug(slug)) {
    const target = request.nextUrl.clone();
    target.pathname = `/account/member-page${pathname === '/' ? '' : pathname}`;
    response = NextResponse.rewrite(target, init);
  } else {
    response = NextResponse.next(init);
  }
  if (outcome.kind === 'refreshed') response.cookies.set(SESSION_COOKIE, encodeSession(outcome.tokens), sessionCookieOptions());
  if (outcome.kind === 'ended') response.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|assets/|api/|favicon\\.ico).*)'],
};
