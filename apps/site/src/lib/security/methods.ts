// Which methods each address of the site answers, decided by the production server (apps/site/server.ts) before
// Next.js sees the request, so nothing renders for a method no route takes:
// - a page answers GET and HEAD, and POST as a server action (what its forms and account actions send: a
//   `Next-Action` header from JavaScript, a form's multipart body without it); another post to a page is refused
//   with 415, as it would only render the page past the page cache;
// - a route handler answers the methods its route.ts exports (ROUTE_METHODS, kept in step by methods.test.ts), HEAD
//   with GET; files (`/_next/…`, `/assets/…`, feeds, the sitemap) GET and HEAD;
// - OPTIONS answers 204 with `Allow` (RFC 9110, 9.3.7), and any other method 405 with `Allow` (15.5.6);
// - TRACE never reaches the application: it is answered 405 here as well. (Next.js builds a fetch Request of every
//   request, which refuses TRACE, and failed with a 500 and a stack trace in the log.) Node's HTTP server refuses
//   TRACK and other methods it does not know with 400, and closes a CONNECT (no `connect` listener), before any code.

/** A route handler's address (after the language prefix, if any) and the methods its route.ts exports. */
export const ROUTE_METHODS: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/api\/forms\/[^/]+$/, ['POST']],
  [/^\/api\/newsletter(\/confirm|\/unsubscribe)?$/, ['POST']],
  [/^\/api\/revalidate$/, ['POST']],
  [/^\/api\/stripe\/webhook$/, ['POST']],
  // Every other route handler under /api, and the site's files.
  [/^\/api\//, ['GET']],
  [/^\/(_next|assets)\//, ['GET']],
  [/^\/(sitemap\.xml|robots\.txt|llms\.txt|llms-full\.txt|icon\.svg|favicon\.ico)$/, ['GET']],
  // Markdown versions: a page's address with `.md`, which the proxy hands to the internal /md/… route.
  [/^\/md\/|\.md$/, ['GET']],
  [/^\/posts\/(category\/[^/]+\/)?feed\.xml$/, ['GET']],
];

/**
 * Where the only addresses are that refuse GET and HEAD: route handlers without GET (ROUTE_METHODS, whose entries
 * without GET methods.test.ts keeps under it). GET and HEAD elsewhere, every page view, are handed on at the cost of
 * one substring search, not the patterns above.
 */
export const GETLESS_ROUTES_UNDER = '/api/';

/** What a page takes: POST for its server actions. */
const PAGE_METHODS = ['GET', 'POST'];
/** A first segment that may be a language's prefix (/de/…, /pt-br/…), which the proxy takes off before routing. */
const LANGUAGE_PREFIX = /^\/[a-z]{2,3}(-[a-z0-9]{2,8})*(?=\/)/;
/**
 * The body of a server action's POST without JavaScript (React's progressive enhancement posts the form as
 * multipart). Next.js takes no URL-encoded action: such a post would only render the page again.
 */
const FORM_BODY = /^multipart\/form-data\s*(;|$)/i;

/** The methods `path` (a request's path, no query) answers, in the order of the `Allow` header; `page` for a page. */
export function allowedMethods(path: string): { methods: string[]; page: boolean } {
  const routed = ROUTE_METHODS.find(([pattern]) => pattern.test(path) || pattern.test(path.replace(LANGUAGE_PREFIX, '')));
  const methods = routed?.[1] ?? PAGE_METHODS;
  return {
    methods: [...(methods.includes('GET') ? ['GET', 'HEAD'] : []), ...methods.filter((method) => method !== 'GET'), 'OPTIONS'],
    page: routed === undefined,
  };
}

/** A request as the server reads it: method, target and headers (node:http's IncomingMessage has them). */
export interface MethodRequest {
  method?: string;
  url?: string;
  headers: Record<string, string | string[] | undefined>;
}

/** The answer to a request by its method alone. */
export interface MethodAnswer {
  status: 204 | 405 | 415;
  headers: Record<string, string>;
  body: string;
}

/** Whether a POST to a page is a server action: JavaScript's (a `Next-Action` header) or a form's without it. */
const isServerAction = (headers: MethodRequest['headers']) =>
  headers['next-action'] !== undefined || FORM_BODY.test(String(headers['content-type'] ?? ''));

/**
 * How the server answers `request` by its method alone, or null to hand it on to Next.js: OPTIONS with 204, a method
 * its address does not take with 405, a page's POST that is no server action with 415; each with `Allow`.
 */
export function methodAnswer(request: MethodRequest): MethodAnswer | null {
  const method = request.method ?? 'GET';
  const target = request.url ?? '/';
  if ((method === 'GET' || method === 'HEAD') && !target.includes(GETLESS_ROUTES_UNDER)) return null;
  // OPTIONS * asks about the server itself (RFC 9110, 9.3.7): every method it takes anywhere.
  const { methods, page } =
    target === '*' ? { methods: ['GET', 'HEAD', 'POST', 'OPTIONS'], page: false } : allowedMethods(target.split(/[?#]/)[0]!);
  const headers = { Allow: methods.join(', '), 'Cache-Control': 'no-store' };
  if (method === 'OPTIONS') return { status: 204, headers, body: '' };
  if (!methods.includes(method)) {
    return { status: 405, headers: { ...headers, ...TEXT }, body: `Method not allowed here; allowed: ${headers.Allow}.\n` };
  }
  if (method === 'POST' && page && !isServerAction(request.headers)) {
    return {
      status: 415,
      headers: { ...headers, ...TEXT, 'Accept-Post': 'multipart/form-data' },
      body: 'A page takes a post from its forms only.\n',
    };
  }
  return null;
}

const TEXT = { 'Content-Type': 'text/plain; charset=utf-8' };
