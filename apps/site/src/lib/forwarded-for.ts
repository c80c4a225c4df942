/**
 * Who a request came from, as the site's server (apps/site/server.ts) hands it to Next.js in `X-Forwarded-For`,
 * the header that per-client limits and the visitor-country lookup read (./client-ip.ts).
 *
 * A client can send any `X-Forwarded-For` it likes, so what it sent counts only when the operator said that
 * proxies in front of the site write the header (TRUST_PROXY). Otherwise the header is replaced by the address
 * of the connection itself: a client that changes the header on every request is still one client.
 *
 * Plain, dependency-free TypeScript: the server imports it directly (Node's type stripping), the site through
 * ./client-ip.ts.
 */

/** How many proxies in front of the site append to X-Forwarded-For: TRUST_PROXY=true is one, a number N is N (at most 10). */
export function trustedHops(trustProxy: string | undefined): number {
  const value = trustProxy?.trim().toLowerCase();
  if (value === 'true') return 1;
  if (value && /^\d+$/.test(value)) return Math.min(Number(value), 10);
  return 0;
}

/**
 * The X-Forwarded-For to hand on: as sent when proxies are trusted (the connection's address when none was
 * sent, as Next.js would set it), else the connection's address alone.
 */
export function forwardedFor(
  sent: string | string[] | undefined,
  connectionAddress: string | undefined,
  trustProxy: string | undefined,
): string | undefined {
  const header = Array.isArray(sent) ? sent.join(', ') : sent;
  if (trustedHops(trustProxy) > 0 && header !== undefined && header.trim() !== '') return header;
  return connectionAddress;
}
