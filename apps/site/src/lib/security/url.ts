/**
 * Whether every percent-escape of a request path decodes to UTF-8. Next.js fails on a path that does not
 * (`/posts/%ff`) with a bare 500 before any page or route runs, so the proxy answers 400 first (and the production
 * server, for the routes the proxy leaves out: ./early.ts).
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/** The answer to an undecodable path: status, headers and text. */
export const MALFORMED_PATH = {
  status: 400,
  headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  body: 'Bad request: the address is not valid.',
} as const;

/** The answer to an undecodable path. */
export function malformedPathResponse(): Response {
  return new Response(MALFORMED_PATH.body, { status: MALFORMED_PATH.status, headers: MALFORMED_PATH.headers });
}
