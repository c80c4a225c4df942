import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { renewTokens } from '@/features/account/server/session';
import { decodeSession, encodeSession, refreshIfNeeded, sessionCookieOptions } from '@/features/account/session';
import { redirectFor } from '@/features/redirects/table';
import { searchRateLimitResponse } from '@/features/search/server/rate-limit';
import { bodyLimit, bodyTooLargeResponse, declaresTooLargeBody } from '@/lib/security/body';
import { EDITING_HEADER, isFramedRequest } from '@/lib/visual-editing/framed';
import { PREVIEW_HEADER } from '@/lib/preview/mode';
import { needsRenewal, previewCookieOptions, previewPassExpiry, issuePreviewPass } from '@/lib/preview/pass';
import { PREVIEW_COOKIE, SESSION_COOKIE } from '@/lib/server-seam';
import { responsePolicy } from '@/lib/security/policy';
import { siteLanguages, splitLocale } from '@/lib/i18n/languages';
import { HANDLED_HEADER, LOCALE_HEADER, PATH_HEADER } from '@/lib/i18n/headers';
import { safeRedirect } from '@/lib/security/redirect';
import { isDecodablePath, malformedPathResponse } from '@/lib/security/url';
import { markdownAddress, pageOfMarkdown, prefersMarkdown } from '@/lib/markdown-address';
import { isPageSlug } from './app/[[...slug]]/page-data';
import { featureSources } from './feature-csp';

/**
 * Runs before every request (pages, actions, route handlers, files) and
 *
 * - reads the language from the path: a configured language's prefix (/de/…, /ar/…) is taken off and the
 *   request handed on as the default-language path with the language in a request header (LOCALE_HEADER,
 *   always set here, so a client cannot choose it); any other path is in the default language, and an unknown
 *   prefix stays in the path and finds no page (404). Nobody is redirected by Accept-Language;
 * - refuses a path that does not decode (400) and a body larger than the route takes (413; lib/security/body.ts);
 * - sends a GET or HEAD whose path (as asked for, language prefix included) has an editor's redirect on, with its
 *   status (features/redirects), before anything renders;
 * - refuses a client's searches over its rate limit (429; features/search);
 * - tells the app whether the request carries a valid preview pass (lib/preview: set by /api/preview, signed,
 *   expiring, renewed here on the pages an editor opens), and marks a page request in preview framed by the Data
 *   Studio as rendering for the Visual Editor (lib/visual-editing);
 * - sends a page's Markdown version (`/posts/a-post.md`, `/de/index.md`, or the page's own address asked for with
 *   `Accept: text/markdown`) to the Markdown route, /md/… (features/markdown), which is not reachable by its own path;
 * - gives every response its security headers: a Content-Security-Policy (for pages with a fresh nonce,
 *   which Next.js reads from the request's copy of the policy and puts on its scripts; see lib/security) and
 *   the others of lib/security/headers.ts;
 *
 * and, for page requests of signed-in members, whose requests carry the session cookie:
 *
 * - renews the Directus access token when it expires within 30 s (memberClient's refresh), writing
 *   the new tokens into the cookie of the response and of the request being handled, so the member
 *   never notices; a refused refresh token ends the session (the cookie is deleted);
 * - sends CMS page paths to /account/member-page/…, rendered per request and never cached, so
 *   members-only content is shown to members and never stored in the shared page cache.
 */
/** The site's own top-level routes (the folders of src/app); every other page path may be a CMS page. */
export const APP_ROUTES = new Set([
  'account',
  'api',
  'assets',
  'checkout',
  'md',
  'newsletter',
  'posts',
  'products',
  'search',
  'visual-editing',
]);

/** The site's own page routes the Visual Editor edits besides CMS pages: the journal, a post, a product. */
const isEditableAppPage = ([root, ...rest]: string[]) =>
  (root === 'posts' && rest.length <= 1) || (root === 'products' && rest.length === 1);

/**
 * This process's mark on the requests it has handed on. Next.js may run the proxy a second time for a request it
 * rewrote (the production server does, with the headers set the first time): the language read from the original
 * path is kept then. A client cannot forge the mark, so its own language headers are always replaced.
 */
const HANDLED = randomUUID();

export async function proxy(request: NextRequest) {
  const decodable = isDecodablePath(request.nextUrl.pathname);
  const handled = request.headers.get(HANDLED_HEADER) === HANDLED && request.headers.has(LOCALE_HEADER);
  const markdown = !handled && decodable ? markdownPage(request) : null;
  const { locale, path: pagePath } = handled
    ? { locale: request.headers.get(LOCALE_HEADER)!, path: request.nextUrl.pathname }
    : decodable
      ? splitLocale(markdown ?? request.nextUrl.pathname, await siteLanguages())
      : { locale: '', path: request.nextUrl.pathname };
  // The Markdown route is reached through a page's Markdown address only.
  const refused = !handled && isMarkdownRoute(pagePath) ? new NextResponse(null, { status: 404 }) : null;
  const pathname = markdown === null ? pagePath : markdownRoute(pagePath);
  // The preview pass: set by /api/preview (with the preview secret) for the editor's browser only, and expiring.
  const passExpiry = previewPassExpiry(request.cookies.get(PREVIEW_COOKIE)?.value, process.env.PREVIEW_SECRET);
  const preview = passExpiry !== null;
  const editing = preview && isFramedRequest(request.headers);
  const policy = responsePolicy(pathname, process.env, { preview, editing, featureSources });
  const response =
    refused ??
    (await answeredBeforeRendering(request, pathname, handled)) ??
    (policy.nonce === null
      ? handOn(request, pathname, withLocale(request.headers, locale, pathname, preview))
      : await routePage(request, pathname, locale, policy.nonce, policy.contentSecurityPolicy, { passExpiry, editing }));
  response.headers.set('Content-Security-Policy', policy.contentSecurityPolicy);
  for (const [name, value] of Object.entries(policy.headers)) response.headers.set(name, value);
  // A page rendered in preview holds drafts and, in the Visual Editor, editing markers: never for a shared cache.
  if (preview && policy.nonce !== null) response.headers.set('Cache-Control', 'private, no-store');
  return response;
}

/**
 * The page (its path, language prefix included) whose Markdown version a GET or HEAD asks for: by a `.md` address, or
 * by the page's own address with `Accept: text/markdown` preferred to HTML (lib/markdown-address.ts); else null.
 */
function markdownPage(request: NextRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const { pathname } = request.nextUrl;
  const page = pageOfMarkdown(pathname);
  if (page !== null) return page;
  return prefersMarkdown(request.headers.get('accept')) && markdownAddress(pathname) !== null ? pathname : null;
}

/** The Markdown route (app/md) that a page's Markdown version is rendered by: `/md/posts/a-post`, `/md` for the home page. */
const markdownRoute = (pagePath: string) => `/md${pagePath === '/' ? '' : pagePath}`;
const isMarkdownRoute = (path: string) => path === '/md' || path.startsWith('/md/');

/**
 * A response that ends the request here: a refusal (400, 413, 429) or an editor's redirect; null to go on.
 * Redirects match the path asked for, language prefix included (an editor names /de/alt for a German address);
 * a request this process already handed on was answered on its first pass.
 */
async function answeredBeforeRendering(request: NextRequest, pathname: string, handled: boolean): Promise<Response | null> {
  if (!isDecodablePath(request.nextUrl.pathname)) return malformedPathResponse();
  if (declaresTooLargeBody(request.headers, pathname)) return bodyTooLargeResponse(bodyLimit(pathname));
  if (handled || (request.method !== 'GET' && request.method !== 'HEAD')) return null;
  const redirect = await redirectFor(request.nextUrl.pathname, request.nextUrl.search);
  // An editor's rule may name another site (checked at save); what a visitor adds below a prefix never leads there.
  if (redirect !== null) {
    return NextResponse.redirect(new URL(safeRedirect(redirect.location, '/', { otherSites: true }), request.nextUrl), redirect.status);
  }
  return searchRateLimitResponse(request, pathname);
}

/**
 * The request's headers with its language, its path without the language prefix (the language switcher's start)
 * and whether it is an editor's preview.
 */
function withLocale(requestHeaders: Headers, locale: string, pathname: string, preview: boolean): Headers {
  const headers = new Headers(requestHeaders);
  if (headers.get(HANDLED_HEADER) !== HANDLED) headers.set(PATH_HEADER, pathname);
  headers.set(LOCALE_HEADER, locale);
  headers.set(HANDLED_HEADER, HANDLED);
  headers.set(PREVIEW_HEADER, preview ? '1' : '0');
  return headers;
}

/** Hands the request on at `pathname` (rewritten when a language prefix was taken off) with `headers`. */
function handOn(request: NextRequest, pathname: string, headers: Headers): NextResponse {
  if (pathname === request.nextUrl.pathname) return NextResponse.next({ request: { headers } });
  const target = request.nextUrl.clone();
  target.pathname = pathname;
  return NextResponse.rewrite(target, { request: { headers } });
}

/**
 * A page request, handed on with its nonce, whether it is an editor's preview (the expiry of a valid preview pass)
 * and whether it renders for the Visual Editor; an editor's pass and members' sessions renewed, and members' CMS
 * pages rendered for them.
 */
async function routePage(
  request: NextRequest,
  pathname: string,
  locale: string,
  nonce: string,
  contentSecurityPolicy: string,
  { passExpiry, editing }: { passExpiry: number | null; editing: boolean },
): Promise<NextResponse> {
  const tokens = decodeSession(request.cookies.get(SESSION_COOKIE)?.value);
  const outcome = tokens ? await refreshIfNeeded(tokens, renewTokens) : null;
  if (outcome?.kind === 'refreshed') request.cookies.set(SESSION_COOKIE, encodeSession(outcome.tokens));
  if (outcome?.kind === 'ended') request.cookies.delete(SESSION_COOKIE);

  const headers = withLocale(request.headers, locale, pathname, passExpiry !== null);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', contentSecurityPolicy);
  headers.set(EDITING_HEADER, editing ? '1' : '0');

  const slug = pathname.split('/').filter(Boolean);
  const cmsPage = !APP_ROUTES.has(slug[0] ?? '') && isPageSlug(slug);
  const under = (route: string) => `${route}${pathname === '/' ? '' : pathname}`;
  let response: NextResponse;
  // In the Visual Editor, a page renders under app/visual-editing, whose layout adds the editing island.
  if (editing && (cmsPage || isEditableAppPage(slug))) response = handOn(request, under('/visual-editing'), headers);
  else if (outcome !== null && outcome.kind !== 'ended' && cmsPage) response = handOn(request, under('/account/member-page'), headers);
  else response = handOn(request, pathname, headers);
  if (outcome?.kind === 'refreshed') response.cookies.set(SESSION_COOKIE, encodeSession(outcome.tokens), sessionCookieOptions());
  if (outcome?.kind === 'ended') response.cookies.delete({ name: SESSION_COOKIE, path: '/' });
  // An editor at work keeps their pass; one who stops loses it PREVIEW_PASS_SECONDS later.
  if (passExpiry !== null && needsRenewal(passExpiry)) {
    response.cookies.set(PREVIEW_COOKIE, issuePreviewPass(process.env.PREVIEW_SECRET!), previewCookieOptions());
  }
  return response;
}

/**
 * Every request but a form's post with files: Next.js buffers the body of each request the proxy sees (up to
 * proxyClientMaxBodySize, cutting the rest off), and that route reads its files as they stream in, each up to its
 * own field's limit, and sets its own headers (features/forms/server/post.ts).
 */
export const config = { matcher: ['/((?!api/forms/).*)'] };
