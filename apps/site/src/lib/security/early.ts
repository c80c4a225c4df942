// What the production server (apps/site/server.ts) answers before Next.js sees a request: a method the address does
// not take (./methods.ts), and a path that does not decode (./url.ts) on the routes the proxy leaves out (the form
// posts with files, POST /api/forms/<id>, which the proxy must not buffer). Each answer carries the security headers
// every response carries, with the policy of a response that is no page.
import { RESOURCE_POLICY } from './csp.ts';
import { securityHeaders, servedOverHttps } from './headers.ts';
import { methodAnswer, type MethodRequest } from './methods.ts';
import { isDecodablePath, MALFORMED_PATH } from './url.ts';

export interface EarlyAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The server's answer to `request` before Next.js, or null to hand it on. */
export function answerBeforeNext(request: MethodRequest, env: Record<string, string | undefined>): EarlyAnswer | null {
  const path = (request.url ?? '/').split(/[?#]/)[0]!;
  const answer = isDecodablePath(path) ? methodAnswer(request) : MALFORMED_PATH;
  if (answer === null) return null;
  const headers = { ...securityHeaders({ https: servedOverHttps(env) }), 'Content-Security-Policy': RESOURCE_POLICY, ...answer.headers };
  return { status: answer.status, headers: { ...headers, 'Content-Length': String(Buffer.byteLength(answer.body)) }, body: answer.body };
}
