/**
 * Whether a state-changing request comes from this site's own pages: its Origin header (browsers
 * send it with every POST) names the host the request was sent to (`x-forwarded-host` first, as
 * Next.js's own server-action check does, then `host`). A request without an Origin header is
 * refused too. Next.js makes the same check for server actions; this one also covers route handlers
 * and does not depend on it.
 */
export function isSameOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  const host = (headers.get('x-forwarded-host') ?? headers.get('host'))?.split(',')[0]?.trim().toLowerCase();
  if (!origin || !host || origin === 'null') return false;
  try {
    return new URL(origin).host.toLowerCase() === host;
  } catch {
    return false;
  }
}
